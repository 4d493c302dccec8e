"""What the card widgets share when they paint: the meld groups' colours and shapes (told
apart by colour AND by shape and a word, never by colour alone), the text colour on the
felt, the screen's pixel ratio."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from ..render import CARD_ASPECT

GROUP_COLOURS = (QColor("#f2b81c"), QColor("#4fc3f7"), QColor("#f06292"), QColor("#aed581"))
GROUP_SHAPES = ("circle", "square", "triangle", "diamond")
TEXT_ON_FELT = QColor("#f4f1e6")
JUST_DRAWN = QColor("#ffc928")  # the card just drawn, and the computer's latest take/throw


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


def paint_star(p: QPainter, centre: QPointF, r: float, colour: QColor) -> None:
    """A five-pointed star: "this card is new" without a word to translate."""
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append(
            QPointF(centre.x() + radius * math.cos(angle), centre.y() - radius * math.sin(angle))
        )
    p.save()
    p.setPen(QPen(QColor(0, 0, 0, 160), 1.0))
    p.setBrush(colour)
    p.drawPolygon(QPolygonF(points))
    p.restore()


def paint_group(
    p: QPainter,
    renderer,
    cards,
    x: float,
    y: float,
    w: int,
    step: int,
    caption: str,
    font: QFont,
    dpr: float,
    lit=frozenset(),
    caption_top: float | None = None,
) -> float:
    """One group of overlapping cards with its caption under them (a meld, the deadwood,
    the cards laid off), ``w`` wide and ``step`` apart from (x, y), the cards in ``lit``
    lit up. Returns the width the group takes: its cards' or its caption's, whichever is
    wider — a long Lithuanian or Dutch caption pushes the next group along instead of being
    clipped."""
    for i, c in enumerate(cards):
        p.drawPixmap(QPointF(x + i * step, y), renderer.pixmap(c, w, dpr, highlight=c in lit))
    width = group_width(len(cards), w, step, caption, font)
    top = y + round(w * CARD_ASPECT) + 2 if caption_top is None else caption_top
    p.setFont(font)
    p.setPen(TEXT_ON_FELT)
    p.drawText(
        QRectF(x, top, width + 16, 20),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        caption,
    )
    return width


def group_width(n: int, w: int, step: int, caption: str, font: QFont) -> int:
    """The width ``paint_group`` takes for ``n`` cards and ``caption``."""
    return max(w + (n - 1) * step, QFontMetrics(font).horizontalAdvance(caption))


def device_ratio(widget: QWidget) -> float:
    return widget.devicePixelRatioF() if widget is not None else 1.0
