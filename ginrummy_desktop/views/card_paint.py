"""What the card widgets share when they paint: the meld groups' colours and shapes (told
apart by colour AND by shape and a word, never by colour alone), the text colour on the
felt, the screen's pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

GROUP_COLOURS = (QColor("#f2b81c"), QColor("#4fc3f7"), QColor("#f06292"), QColor("#aed581"))
GROUP_SHAPES = ("circle", "square", "triangle", "diamond")
TEXT_ON_FELT = QColor("#f4f1e6")


def paint_shape(p: QPainter, shape: str, centre: QPointF, r: float, colour: QColor) -> None:
    p.save()
    p.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
    p.setBrush(colour)
    if shape == "circle":
        p.drawEllipse(centre, r, r)
    elif shape == "square":
        p.drawRect(QRectF(centre.x() - r * 0.85, centre.y() - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "triangle":
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - r),
                    QPointF(centre.x() + r, centre.y() + r * 0.8),
                    QPointF(centre.x() - r, centre.y() + r * 0.8),
                ]
            )
        )
    else:
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - r),
                    QPointF(centre.x() + r, centre.y()),
                    QPointF(centre.x(), centre.y() + r),
                    QPointF(centre.x() - r, centre.y()),
                ]
            )
        )
    p.restore()


def device_ratio(widget: QWidget) -> float:
    return widget.devicePixelRatioF() if widget is not None else 1.0
