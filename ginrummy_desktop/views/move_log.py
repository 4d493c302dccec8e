"""The move log beside the table: every move of this hand, oldest first, the newest in
view. Rows come from ``MoveLogModel``; the player's moves and the computer's are told apart
by a coloured mark and by their words ("You …", "The computer …")."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QTextOption
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyledItemDelegate

from ..models import CardRoles
from .card_paint import TEXT_ON_FELT

YOU_MARK = QColor("#8fd18f")
COMPUTER_MARK = QColor("#f2b81c")


class MoveDelegate(QStyledItemDelegate):
    """One move: a mark for who moved, then the sentence, wrapped to the log's width."""

    MARK = 12

    def _text_rect(self, option) -> QRectF:
        return QRectF(option.rect).adjusted(self.MARK, 1, -2, -1)

    def sizeHint(self, option, index) -> QSize:
        width = max(60, (option.widget.viewport().width() if option.widget else 200) - 16)
        fm = QFontMetrics(option.font)
        text = index.data() or ""
        rect = fm.boundingRect(0, 0, width - self.MARK, 10_000, Qt.TextFlag.TextWordWrap, text)
        return QSize(width, rect.height() + 4)

    def paint(self, painter: QPainter, option, index) -> None:
        painter.save()
        seat = index.data(CardRoles.Seat)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(YOU_MARK if seat == 0 else COMPUTER_MARK)
        fm = QFontMetrics(option.font)
        y = option.rect.top() + 2 + fm.ascent() / 2
        painter.drawEllipse(QRectF(option.rect.left() + 1, y - 3, 7, 7))
        painter.setPen(TEXT_ON_FELT)
        painter.setFont(option.font)
        text_option = QTextOption()
        text_option.setWrapMode(QTextOption.WrapMode.WordWrap)
        painter.drawText(self._text_rect(option), index.data() or "", text_option)
        painter.restore()


class MoveLogView(QListView):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setItemDelegate(MoveDelegate(self))
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the hand
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setStyleSheet("QListView { background: transparent; font-size: 12px; }")
        self.viewport().setAutoFillBackground(False)

    def setModel(self, model) -> None:
        super().setModel(model)
        model.rowsInserted.connect(self._to_newest)
        model.modelReset.connect(self._to_newest)

    def _to_newest(self, *args) -> None:
        self.scrollToBottom()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()  # the rows' heights follow the width (wrapping)
        self.scrollToBottom()

    def newest_visible(self) -> bool:
        """Is the latest move in view (tests, the screenshots' check)?"""
        n = self.model().rowCount() if self.model() is not None else 0
        if not n:
            return True
        self.doItemsLayout()
        rect = self.visualRect(self.model().index(n - 1, 0))
        return self.viewport().rect().contains(rect)
