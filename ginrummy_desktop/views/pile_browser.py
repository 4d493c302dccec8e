"""Every card in the discard pile, bottom first, with who threw it (the pile is public)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QStyledItemDelegate,
    QVBoxLayout,
)

from ..models import CardRoles, DiscardPileModel
from ..render import CARD_ASPECT, CardRenderer
from .card_paint import device_ratio


class PileBrowser(QDialog):
    CARD_W = 64

    def __init__(self, renderer: CardRenderer, model: DiscardPileModel, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Discard pile"))
        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr("Bottom card first; the last one is on top. Under each card: who threw it."),
            self,
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.view = QListView(self)
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setWrapping(True)
        self.view.setSpacing(6)
        self.view.setModel(model)
        self.view.setAccessibleName(self.tr("Discard pile"))
        self.view.setItemDelegate(ThrownByDelegate(renderer, self.CARD_W, self.caption, self.view))
        layout.addWidget(self.view, 1)
        box = QDialogButtonBox(self)
        close = box.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.clicked.connect(self.reject)
        layout.addWidget(box)
        self.resize(600, 360)

    def caption(self, seat) -> str:
        """Who threw a pile card, in a word under it."""
        if seat is None:
            return self.tr("upcard")
        return self.tr("you") if seat == 0 else self.tr("computer")


class ThrownByDelegate(QStyledItemDelegate):
    """A card with a caption under it: who threw it."""

    def __init__(self, renderer: CardRenderer, width: int, caption, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.width = width
        self.caption = caption

    def sizeHint(self, option, index) -> QSize:
        return QSize(self.width + 16, round(self.width * CARD_ASPECT) + 22)

    def paint(self, painter: QPainter, option, index) -> None:
        card = index.data(CardRoles.Card)
        pm = self.renderer.pixmap(card, self.width, device_ratio(option.widget))
        painter.drawPixmap(option.rect.topLeft() + QPoint(8, 2), pm)
        font = QFont(option.font)
        font.setPixelSize(11)
        painter.save()
        painter.setFont(font)
        top = option.rect.top() + round(self.width * CARD_ASPECT) + 4
        painter.drawText(
            QRectF(option.rect.left(), top, self.width + 16, 16),
            Qt.AlignmentFlag.AlignCenter,
            self.caption(index.data(CardRoles.Seat)),
        )
        painter.restore()
