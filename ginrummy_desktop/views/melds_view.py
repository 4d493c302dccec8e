"""The knocker's melds on the table during the lay-off and after the hand (D10, D16)."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyledItemDelegate

from ..models import CardRoles
from ..render import CARD_ASPECT, CardRenderer
from . import drops
from .card_paint import device_ratio
from .viewport import give_own_viewport

MIN_CARD_WIDTH = 28  # still a readable corner index


class MeldDelegate(QStyledItemDelegate):
    """One knocker's meld: its cards overlapped in a row; laid-off cards glow."""

    def __init__(self, view: MeldsView) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option, index) -> QSize:
        n = len(index.data(CardRoles.Cards) or ())
        w = self.view.card_width
        return QSize(self.view.meld_width(n), round(w * CARD_ASPECT) + 12)

    def paint(self, painter: QPainter, option, index) -> None:
        v = self.view
        cards = index.data(CardRoles.Cards) or ()
        laid = set(index.data(CardRoles.LaidOff) or ())
        target = bool(index.data(CardRoles.DropTarget)) or v.hover_row == index.row()
        suggested = bool(index.data(CardRoles.Suggested))
        # The keyboard's meld (Tab to the melds, arrows): ringed like a suggestion.
        suggested = suggested or (v.hasFocus() and v.currentIndex().row() == index.row())
        r = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if target or suggested:
            painter.setPen(
                QPen(
                    QColor("#f2b81c") if target else QColor("#ffffff"),
                    2,
                    Qt.PenStyle.SolidLine if target else Qt.PenStyle.DashLine,
                )
            )
            painter.setBrush(QColor(255, 255, 255, 30))
            painter.drawRoundedRect(QRectF(r).adjusted(2, 2, -2, -2), 8, 8)
        x = r.left() + 8
        for c in cards:
            painter.drawPixmap(
                QPointF(x, r.top() + 6),
                v.renderer.pixmap(c, v.card_width, device_ratio(v), highlight=c in laid),
            )
            x += v.step()
        painter.restore()


class MeldsView(QListView):
    """The knocker's melds, face up on the table during lay-off and after the hand.
    A hand card dropped on a meld asks to lay it off there; so do Space or Enter on a meld
    reached by Tab and the arrows, and a screen reader's action on a meld
    (``meldChosen(row)``: the table lays off the hand's chosen card)."""

    meldChosen = Signal(int)

    def __init__(self, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        give_own_viewport(self)  # before anything sets the viewport up (viewport.py)
        self.renderer = renderer
        self.card_width = 64  # as laid out now: at most the table's width for it
        self._table_card_width = 64
        self.hover_row = -1
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setSpacing(4)
        # Single selection only so that a screen reader's action on a meld (AT-SPI
        # "Toggle" selects it) is heard; nothing the mouse or keys do selects
        # (``selectionCommand``), and a selection is turned at once into ``meldChosen``.
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setFrameShape(QListView.Shape.NoFrame)
        # The melds are fitted into one row (``fit``): no scroll bar takes the room they need.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet("QListView { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        self.setItemDelegate(MeldDelegate(self))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keyboard on the hand
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("The knocker's melds"))

    def step(self, width: int | None = None) -> int:
        """How far each card of a meld shows before the next covers it."""
        return max(14, int((self.card_width if width is None else width) * 0.36))

    def meld_width(self, cards: int, width: int | None = None) -> int:
        """A meld of ``cards`` cards drawn ``width`` wide (now: ``card_width``), margins in."""
        w = self.card_width if width is None else width
        return w + max(0, cards - 1) * self.step(w) + 16

    def set_card_width(self, width: int) -> None:
        """The table's card width for melds; they are drawn smaller when that keeps them
        in one row (``fit``)."""
        self._table_card_width = width
        self.fit()

    def setModel(self, model) -> None:
        super().setModel(model)
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved, model.dataChanged):
            signal.connect(self.fit)
        self.selectionModel().selectionChanged.connect(self._chosen_by_reader)

    def selectionCommand(self, index, event=None):
        return QItemSelectionModel.SelectionFlag.NoUpdate

    def _chosen_by_reader(self, selected, _deselected) -> None:
        # The ranges, not ``indexes()``: that leaves out items the model does not call
        # selectable, and a meld is not one.
        rows = [r.top() for r in selected]
        if rows:
            self.selectionModel().clearSelection()
            self.meldChosen.emit(rows[0])

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.choose_current()
            event.accept()
            return
        super().keyPressEvent(event)

    def choose_current(self) -> bool:
        """Space or Enter on the keyboard's meld; False when there is none."""
        index = self.currentIndex()
        if not index.isValid():
            return False
        self.meldChosen.emit(index.row())
        return True

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        model = self.model()
        if not self.currentIndex().isValid() and model is not None and model.rowCount():
            self.setCurrentIndex(model.index(0, 0))
        self.viewport().update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self, *_args) -> None:
        """The largest card width, up to the table's, at which every meld lies in one row:
        three melds wrapped at 800×600, and their second row was out of sight — the player
        could neither see the knocker's third meld nor drop a card on it (D10)."""
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        counts = [len(model.index(r, 0).data(CardRoles.Cards) or ()) for r in range(rows)]
        room = self.contentsRect().width()
        width = self._table_card_width
        while width > MIN_CARD_WIDTH and self._row_width(counts, width) > room:
            width -= 1
        if width != self.card_width:
            self.card_width = width
            self.scheduleDelayedItemsLayout()

    def _row_width(self, counts: list[int], width: int) -> int:
        gap = 2 * self.spacing()  # around each item, and once more at the row's far end
        return sum(self.meld_width(n, width) + gap for n in counts) + self.spacing()

    def _meld_at(self, event) -> QModelIndex:
        return self.indexAt(event.position().toPoint())

    def dragEnterEvent(self, event) -> None:
        """A real drag enters between or beside the melds as often as on one: the view
        takes any hand card while the lay-off is on, and decides meld by meld as it moves
        (Qt sends no move events to a widget that ignored the enter)."""
        model = self.model()
        first = model.index(0, 0) if model is not None and model.rowCount() else QModelIndex()
        if first.isValid() and drops.offer(model, event, parent=first):
            index = self._meld_at(event)
            fits = index.isValid() and model.canDropMimeData(
                event.mimeData(), event.dropAction(), -1, -1, index
            )
            self._hover(index.row() if fits else -1)
            event.acceptProposedAction()  # entered: the moves say where it may drop
        else:
            event.ignore()
            self._hover(-1)

    def dragMoveEvent(self, event) -> None:
        index = self._meld_at(event)
        ok = index.isValid() and drops.offer(self.model(), event, parent=index)
        if not ok:
            event.ignore()  # not here; the next move may be over a meld
        self._hover(index.row() if ok else -1)

    def dragLeaveEvent(self, event) -> None:
        self._hover(-1)

    def dropEvent(self, event) -> None:
        index = self._meld_at(event)
        self._hover(-1)
        if index.isValid():
            drops.deliver(self.model(), event, parent=index)
        else:
            event.ignore()

    def _hover(self, row: int) -> None:
        self.hover_row = row
        self.viewport().update()
