"""The move log beside the table: every move of this hand, oldest first, the newest in
view. Rows come from ``MoveLogModel``; the player's moves and the computer's are told apart
by a coloured mark as well as by their words ("You …", "The computer …")."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyledItemDelegate

from ..models import CardRoles

YOU_MARK = QColor("#8fd18f")
COMPUTER_MARK = QColor("#f2b81c")
STYLE = (
    "QListView { background: transparent; color: #f4f1e6; font-size: 12px; }"
    "QScrollBar:vertical { width: 8px; background: transparent; margin: 0; }"
    "QScrollBar::handle:vertical { background: rgba(255, 255, 255, 90); border-radius: 4px;"
    " min-height: 24px; }"
    "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
    "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
)


def _dot(colour: QColor) -> QPixmap:
    pm = QPixmap(8, 8)
    pm.fill(colour)
    return pm


class MoveDelegate(QStyledItemDelegate):
    """The standard wrapped text, with the mover's mark as its decoration."""

    def initStyleOption(self, option, index) -> None:
        super().initStyleOption(option, index)
        seat = index.data(CardRoles.Seat)
        option.features |= option.ViewItemFeature.HasDecoration
        option.icon = _ICONS[0 if seat == 0 else 1]
        option.decorationSize = QSize(8, 8)


class MoveLogView(QListView):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        if not _ICONS:
            _make_icons()
        self.setItemDelegate(MoveDelegate(self))
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the hand
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setIconSize(QSize(8, 8))
        self.setSpacing(1)
        self.setStyleSheet(STYLE)
        self.viewport().setAutoFillBackground(False)

    def setModel(self, model) -> None:
        super().setModel(model)
        model.rowsInserted.connect(self._to_newest)
        model.modelReset.connect(self._to_newest)

    def _to_newest(self, *args) -> None:
        self.scrollToBottom()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scrollToBottom()

    def newest_visible(self) -> bool:
        """Is the latest move in view (tests, the screenshots' check)?"""
        n = self.model().rowCount() if self.model() is not None else 0
        if not n:
            return True
        self.doItemsLayout()
        rect = self.visualRect(self.model().index(n - 1, 0))
        return self.viewport().rect().contains(rect)


_ICONS: list = []


def _make_icons() -> None:
    from PySide6.QtGui import QIcon

    _ICONS[:] = [QIcon(_dot(YOU_MARK)), QIcon(_dot(COMPUTER_MARK))]
