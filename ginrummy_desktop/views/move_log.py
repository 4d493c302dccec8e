"""The move log beside the table: every move of this hand, oldest first, the newest in
view. Rows come from ``MoveLogModel``; the player's moves and the computer's are told apart
by a coloured mark as well as by their words ("You …", "The computer …")."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyledItemDelegate

from ..models import CardRoles
from .card_paint import TEXT_ON_FELT
from .viewport import give_own_viewport

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


class MoveDelegate(QStyledItemDelegate):
    """One move: a mark for who moved, then the sentence wrapped to the log's width. Row
    heights are measured once per text and width (the log grows by a row per move, and the
    view lays every row out again each time)."""

    MARK = 14

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view
        self._heights: dict[tuple[str, int], int] = {}

    def _width(self) -> int:
        return max(40, self.view.viewport().width() - 2 * self.view.spacing())

    def sizeHint(self, option, index) -> QSize:
        text = index.data() or ""
        width = self._width()
        key = (text, width)
        height = self._heights.get(key)
        if height is None:
            fm = QFontMetrics(self.view.font())
            rect = fm.boundingRect(0, 0, width - self.MARK, 100_000, Qt.TextFlag.TextWordWrap, text)
            height = rect.height() + 3
            if len(self._heights) > 2000:
                self._heights.clear()
            self._heights[key] = height
        return QSize(width, height)

    def paint(self, painter: QPainter, option, index) -> None:
        seat = index.data(CardRoles.Seat)
        r = option.rect
        painter.save()
        fm = QFontMetrics(self.view.font())
        if seat is not None:  # the deal's seal lines are nobody's move: no mark
            painter.fillRect(
                QRectF(r.left() + 1, r.top() + 1 + fm.ascent() / 2 - 2, 7, 7),
                YOU_MARK if seat == 0 else COMPUTER_MARK,
            )
        painter.setFont(self.view.font())
        painter.setPen(TEXT_ON_FELT)
        painter.drawText(
            QRectF(r.left() + self.MARK, r.top() + 1, r.width() - self.MARK, r.height()),
            int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft),
            index.data() or "",
        )
        painter.restore()


class MoveLogView(QListView):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        give_own_viewport(self)  # before anything sets the viewport up (viewport.py)
        self.setItemDelegate(MoveDelegate(self))
        self._scroll = QTimer(self)
        self._scroll.setSingleShot(True)
        self._scroll.timeout.connect(self.scrollToBottom)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the hand
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # Whole moves only: no half a line peeking out under the title (800×600).
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        self.setSpacing(1)
        self.setStyleSheet(STYLE)
        self.viewport().setAutoFillBackground(False)

    def setModel(self, model) -> None:
        super().setModel(model)
        model.rowsInserted.connect(self._to_newest)
        model.modelReset.connect(self._to_newest)

    def _to_newest(self, *args) -> None:
        # Once the rows are laid out (after the move's whole update), not for each row.
        self._scroll.start(0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._to_newest()

    def newest_visible(self) -> bool:
        """Is the latest move in view (tests, the screenshots' check)?"""
        n = self.model().rowCount() if self.model() is not None else 0
        if not n:
            return True
        self.doItemsLayout()
        rect = self.visualRect(self.model().index(n - 1, 0))
        return self.viewport().rect().contains(rect)
