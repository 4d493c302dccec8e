"""Cards in a plain list (the pile browser and other lists of cards)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyledItemDelegate

from ..models import CardRoles
from ..render import CARD_ASPECT, CardRenderer
from .card_paint import device_ratio


class SmallCardDelegate(QStyledItemDelegate):
    """A card per item at a fixed width (pile browser and other lists of cards)."""

    def __init__(self, renderer: CardRenderer, width: int, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.width = width

    def sizeHint(self, option, index) -> QSize:
        return QSize(self.width + 4, round(self.width * CARD_ASPECT) + 4)

    def paint(self, painter: QPainter, option, index) -> None:
        card = index.data(CardRoles.Card)
        face_up = index.data(CardRoles.FaceUp)
        pm = self.renderer.pixmap(
            card,
            self.width,
            device_ratio(option.widget),
            face_up=bool(face_up) if face_up is not None else True,
        )
        painter.drawPixmap(option.rect.topLeft() + QPoint(2, 2), pm)
