"""The stock and the discard pile as list models.

The discard pile's rows are its cards, bottom first, so the passed-over cards can be looked
through; only the top card may be dragged. The stock has one face-down row while it holds
cards (its count is a role), because a player never sees into it.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, Qt, Signal

from ..i18n import card_name, card_title
from .card_rows import CardRowsModel
from .mime import CardDragSource, make_mime, read_mime
from .roles import DRAGGABLE_CARD, CardRoles

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


class DiscardPileModel(CardRowsModel):
    """Signals: ``discardRequested(Card)`` when a hand card is dropped on the pile."""

    discardRequested = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._cards: tuple = ()
        self._throwers: tuple = ()
        self._takeable = False
        self._computer_threw = None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        card = self.row_card(index)
        if card is None:
            return None
        top = index.row() == len(self._cards) - 1
        if role == Qt.ItemDataRole.DisplayRole:
            return card_title(card)
        if role == Qt.ItemDataRole.ToolTipRole:
            return card_title(card) + " — " + self.thrower_text(index.row())
        if role == Qt.ItemDataRole.AccessibleTextRole:
            if top:
                return translate("PileModels", "Discard pile, top card: %1").replace(
                    "%1", card_name(card)
                )
            return card_name(card) + ", " + self.thrower_text(index.row())
        if role == CardRoles.Card:
            return card
        if role == CardRoles.Seat:
            return self.thrower(index.row())
        if role == CardRoles.Suggested:  # the computer's latest discard, pointed out
            return top and card == self._computer_threw
        if role == CardRoles.IsTop:
            return top
        if role == CardRoles.FaceUp:
            return True
        if role == CardRoles.Count:
            return len(self._cards)
        if role == CardRoles.LegalDiscard:  # "may be taken now" for the top card
            return top and self._takeable
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
        if index.row() == len(self._cards) - 1:
            flags |= (
                Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsDragEnabled
                | Qt.ItemFlag.ItemIsDropEnabled
            )
        return flags

    def mimeData(self, indexes):
        return make_mime("pile", [self._cards[-1]] if self._cards else [])

    def supportedDropActions(self):
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def canDropMimeData(self, data, action, row, column, parent) -> bool:
        got = read_mime(data)
        return got is not None and got[0] == "hand" and len(got[1]) == 1

    def dropMimeData(self, data, action, row, column, parent) -> bool:
        if action == Qt.DropAction.IgnoreAction or not self.canDropMimeData(
            data, action, row, column, parent
        ):
            return False
        self.discardRequested.emit(read_mime(data)[1][0])
        return True

    # -- our API --
    @property
    def cards(self) -> tuple:
        return self._cards

    @property
    def top(self):
        return self._cards[-1] if self._cards else None

    def thrower(self, row: int) -> int | None:
        """The seat that threw the card at ``row`` (None: the upcard dealt, D5)."""
        return self._throwers[row] if 0 <= row < len(self._throwers) else None

    def thrower_text(self, row: int) -> str:
        seat = self.thrower(row)
        if seat is None:
            return translate("PileModels", "dealt as the upcard")
        if seat == 0:
            return translate("PileModels", "thrown by you")
        return translate("PileModels", "thrown by the computer")

    def set_state(self, state) -> None:
        view = state.view
        self._computer_threw = state.computer_threw
        self.set_pile(
            view.discard_pile if view is not None else (),
            takeable=state.may_take,
            throwers=state.pile_throwers,
        )

    def set_pile(self, cards, takeable: bool = False, throwers=()) -> None:
        cards = tuple(cards)
        self._throwers = tuple(throwers)
        if cards == self._cards:
            self._takeable = takeable
            if cards:  # "may be taken" or "the computer's discard" may have changed
                last = self.index(len(cards) - 1)
                self.dataChanged.emit(last, last)
            return
        old = self._cards
        self._takeable = takeable
        common = 0
        while common < min(len(old), len(cards)) and old[common] == cards[common]:
            common += 1
        if common < len(old):
            self.beginRemoveRows(QModelIndex(), common, len(old) - 1)
            self._cards = old[:common]
            self.endRemoveRows()
        if common < len(cards):
            self.beginInsertRows(QModelIndex(), common, len(cards) - 1)
            self._cards = cards
            self.endInsertRows()
        if self._cards:
            self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1))


class StockModel(CardDragSource, QAbstractListModel):
    """One face-down row while the stock holds cards; ``Count`` says how many."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._count = 0
        self._drawable = False

    @property
    def count(self) -> int:
        return self._count

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() or self._count == 0 else 1

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not self.checkIndex(index, QAbstractListModel.CheckIndexOption.IndexIsValid):
            return None
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            # self.tr: lupdate marks a %n plural only in a tr() call
            return self.tr("Stock: %n", "", self._count)
        if role == CardRoles.Card:
            return None
        if role == CardRoles.FaceUp:
            return False
        if role == CardRoles.Count:
            return self._count
        if role == CardRoles.IsTop:
            return True
        if role == CardRoles.LegalDiscard:  # "may be drawn now"
            return self._drawable
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return DRAGGABLE_CARD

    def mimeData(self, indexes):
        return make_mime("stock", [])

    def set_state(self, state) -> None:
        view = state.view
        self.set_count(view.stock_count if view is not None else 0, drawable=state.may_draw)

    def set_count(self, count: int, drawable: bool = False) -> None:
        count = int(count)
        had, has = self._count > 0, count > 0
        self._drawable = drawable
        if had and not has:
            self.beginRemoveRows(QModelIndex(), 0, 0)
            self._count = count
            self.endRemoveRows()
        elif has and not had:
            self.beginInsertRows(QModelIndex(), 0, 0)
            self._count = count
            self.endInsertRows()
        else:
            self._count = count
            if has:
                self.dataChanged.emit(self.index(0), self.index(0))
