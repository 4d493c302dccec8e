"""The player's hand as a list model: display order, meld groups, deadwood, what may be
thrown now, and drag and drop.

The order of the rows is the player's own (sorting and dragging rearrange it); it is display
only and never a game action. Meld groups are the table state's arrangement (the engine's
exact ``best_melds``, D3, D9): the model shows them and computes no rules itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, Signal

from ..engine import Arrangement, Card
from ..engine.melds import is_set
from ..i18n import card_name, card_title
from ..vocabulary import SORT_MODES
from .card_rows import CardRowsModel
from .mime import make_mime, read_mime
from .roles import DRAGGABLE_CARD, CardRoles

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


class HandModel(CardRowsModel):
    """Rows are the cards of the human's hand in display order.

    Signals: ``drawRequested(str)`` when a stock or pile card is dropped into the hand
    (``"stock"`` or ``"pile"``); ``customChanged(bool)`` when the order becomes the
    player's own (a card moved by hand) or a sort mode's again.

    Once the player has moved a card, the order is theirs ("custom") until they pick a sort
    mode or a new hand is dealt: a draw no longer re-sorts it, and the new card goes to the
    right end of the hand, where it is easy to find.
    """

    drawRequested = Signal(str)
    customChanged = Signal(bool)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []
        self._group: dict[Card, int] = {}
        self._kind: dict[int, str] = {}
        self._discardable: frozenset = frozenset()
        self._suggested: frozenset = frozenset()
        self._pending: Card | None = None
        self._knocking = False  # a knock is being picked: the lit cards are named so
        self._drawn: Card | None = None
        self._melds: tuple[tuple[Card, ...], ...] = ()
        self._side_by_side: dict[int, bool] = {}  # meld group → its cards are adjacent
        self._hand_start = None  # the hand's first event: a new one means a new deal
        self.sort_mode = "melds"
        self.auto_arrange = True
        self.custom = False
        # The player's own order from the last session: given back to the same cards when
        # the saved game is resumed (``remember_order``).
        self._remembered: tuple[Card, ...] = ()
        self._drop_row: int | None = None  # where a stock or pile card was dropped

    def remember_order(self, cards) -> None:
        """Give ``cards`` (the player's own order when the app last closed) back to the
        next hand shown, if it holds exactly these cards (a resumed game)."""
        self._remembered = tuple(cards)

    # ------------------------------------------------------------------ Qt model API
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        card = self.row_card(index)
        if card is None:
            return None
        group = self._group.get(card, -1)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return card_title(card)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.accessible_text(card)
        if role == CardRoles.Card:
            return card
        if role == CardRoles.MeldGroup:
            return group
        if role == CardRoles.MeldKind:
            return self._kind.get(group, "")
        if role == CardRoles.Deadwood:
            return group < 0
        if role == CardRoles.LegalDiscard:
            return card in self._discardable
        if role == CardRoles.Suggested:
            return card in self._suggested
        if role == CardRoles.Pending:
            return card == self._pending
        if role == CardRoles.JustDrawn:
            return card == self._drawn
        if role == CardRoles.GroupPosition:
            return self._group_position(index.row())
        if role == CardRoles.MeldBadge:
            return group >= 0 and not self._side_by_side.get(group, True)
        if role == CardRoles.FaceUp:
            return True
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return DRAGGABLE_CARD

    def roleNames(self):
        names = super().roleNames()
        for role in CardRoles:
            names[int(role)] = role.name.encode("ascii")
        return names

    # -- drag and drop --
    def mimeData(self, indexes):
        rows = sorted({i.row() for i in indexes if i.isValid()})
        return make_mime("hand", [self._cards[r] for r in rows])

    def supportedDropActions(self):
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def canDropMimeData(self, data, action, row, column, parent) -> bool:
        return read_mime(data) is not None

    def dropMimeData(self, data, action, row, column, parent) -> bool:
        """A hand card dropped in the hand moves it (display order); a stock or pile card
        dropped in the hand asks to draw it. The model never changes the game itself."""
        got = read_mime(data)
        if got is None or action == Qt.DropAction.IgnoreAction:
            return False
        source, cards = got
        if source in ("stock", "pile"):
            # The drawn card lands where it was dropped (unless the hand arranges itself).
            self._drop_row = parent.row() if parent.isValid() else row
            try:
                self.drawRequested.emit(source)
            finally:
                self._drop_row = None
            return True
        if parent.isValid():  # dropped onto a card: put it before that card
            row = parent.row()
        if row < 0 or row > len(self._cards):
            row = len(self._cards)
        for card in cards:
            if card in self._cards:
                src = self._cards.index(card)
                self.move_card(src, row)
                row = self._cards.index(card) + 1
        return True

    def moveRows(self, source_parent, source_row, count, dest_parent, dest_child) -> bool:
        if source_parent.isValid() or dest_parent.isValid() or count != 1:
            return False
        if not (0 <= source_row < len(self._cards) and 0 <= dest_child <= len(self._cards)):
            return False
        if dest_child in (source_row, source_row + 1):
            return False  # Qt forbids a move onto itself
        if not self.beginMoveRows(QModelIndex(), source_row, source_row, QModelIndex(), dest_child):
            return False
        card = self._cards.pop(source_row)
        self._cards.insert(dest_child - 1 if dest_child > source_row else dest_child, card)
        self.endMoveRows()
        self._refresh_positions()
        return True

    # ------------------------------------------------------------------ our API
    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(self._cards)

    def card_at(self, row: int) -> Card | None:
        return self._cards[row] if 0 <= row < len(self._cards) else None

    def row_of(self, card: Card) -> int:
        return self._cards.index(card) if card in self._cards else -1

    def move_card(self, source_row: int, to_row: int) -> bool:
        """The player moves the card at ``source_row`` so it ends up before ``to_row`` (as
        ``moveRows``); the order is then the player's own. A no-op move returns False."""
        moved = self.moveRows(QModelIndex(), source_row, 1, QModelIndex(), to_row)
        if moved:
            self._set_custom(True)
        return moved

    def shift_card(self, row: int, step: int) -> int:
        """Shift+arrow: move one place left (-1) or right (+1); returns the new row."""
        target = row + step
        if not (0 <= row < len(self._cards)) or not (0 <= target < len(self._cards)):
            return row
        self.move_card(row, target + 1 if step > 0 else target)
        return target

    def set_state(self, state) -> None:
        """Show a ``TableState``: the human's cards, their melds, what may be thrown now,
        what the Hint or the lay-off plan suggests and the picked knock card."""
        view = state.view
        start = view.history[0] if view is not None and view.history else None
        if start is not self._hand_start:
            self._hand_start = start
            self._set_custom(False)  # a new deal: the sort mode arranges it
            if view is not None:
                self.set_cards((), state.arrangement)
                remembered, self._remembered = self._remembered, ()
                if len(remembered) == len(view.hand) and set(remembered) == set(view.hand):
                    self.set_cards(view.hand, state.arrangement)
                    self._reorder(list(remembered))
                    self._set_custom(True)
        self.set_cards(view.hand if view is not None else (), state.arrangement)
        suggested = {lay.card for lay in state.layoff_plan}
        hinted = getattr(state.hint, "action", None)
        if getattr(hinted, "card", None) is not None:
            suggested.add(hinted.card)
        self._drawn = state.drawn_card
        self._knocking = bool(state.knock.active)
        self.set_marks(state.discardable, frozenset(suggested), state.knock.card)

    def set_cards(self, cards, arrangement: Arrangement) -> None:
        """Follow the engine's hand: keep the player's order for cards still held, put
        new cards at the end (or arrange them with "arrange after each draw", unless the
        order is the player's own). ``arrangement`` is the best melds of these cards."""
        new = list(cards)
        new_set = set(new)
        gone = [r for r, c in enumerate(self._cards) if c not in new_set]
        for r in reversed(gone):
            self.beginRemoveRows(QModelIndex(), r, r)
            del self._cards[r]
            self.endRemoveRows()
        held = set(self._cards)
        added = [c for c in new if c not in held]
        fresh_hand = not self._cards
        if added:
            start = len(self._cards)
            self.beginInsertRows(QModelIndex(), start, start + len(added) - 1)
            self._cards.extend(added)
            self.endInsertRows()
        if fresh_hand:
            self._set_custom(False)
        self._set_melds(arrangement)
        if added and ((self.auto_arrange and not self.custom) or fresh_hand):
            self._arrange(self.sort_mode)
        elif len(added) == 1 and self._drop_row is not None and 0 <= self._drop_row < start:
            # Dropped between two cards: it goes there, and the order is the player's own.
            self.move_card(len(self._cards) - 1, self._drop_row)
        else:
            self._refresh_positions()

    def set_marks(self, discardable=frozenset(), suggested=frozenset(), pending=None) -> None:
        """Which cards may be thrown now, which are suggested (hint, lay-off), and the
        picked knock card."""
        self._discardable = frozenset(discardable)
        self._suggested = frozenset(suggested)
        self._pending = pending
        self._emit_all_changed()

    def sort_by(self, mode: str) -> None:
        """The player picks a sort mode: the hand follows it again (no longer custom)."""
        self._arrange(mode)
        self._set_custom(False)

    def _arrange(self, mode: str) -> None:
        if mode not in SORT_MODES:
            raise ValueError(f"unknown sort mode {mode!r}")
        self.sort_mode = mode
        if mode == "rank":
            order = sorted(self._cards, key=lambda c: (c.rank, c.suit))
        elif mode == "suit":
            order = sorted(self._cards, key=lambda c: (c.suit, c.rank))
        else:
            order = self._meld_order()
        self._reorder(order)

    def accessible_text(self, card: Card) -> str:
        """The card with its meld — and, while a knock is picked, whether it is one of the
        lit cards (a reader hears what the eye sees lit)."""
        text = self._meld_text(card)
        if self._knocking and card == self._pending:
            return translate("HandModel", "%1, picked to knock with").replace("%1", text)
        if self._knocking and card in self._discardable:
            return translate("HandModel", "%1, can be thrown to knock").replace("%1", text)
        return text

    def _meld_text(self, card: Card) -> str:
        kind = self._kind.get(self._group.get(card, -1), "")
        name = card_name(card)
        if kind == "run":
            return translate("HandModel", "%1, in a run").replace("%1", name)
        if kind == "set":
            return translate("HandModel", "%1, in a set").replace("%1", name)
        return translate("HandModel", "%1, deadwood").replace("%1", name)

    # ------------------------------------------------------------------ internals
    def _set_melds(self, arrangement: Arrangement) -> None:
        self._group = {}
        self._kind = {}
        for i, meld in enumerate(arrangement.melds):
            self._kind[i] = "set" if is_set(meld) else "run"
            for c in meld:
                self._group[c] = i
        self._melds = arrangement.melds

    def _meld_order(self) -> list[Card]:
        order: list[Card] = []
        for meld in self._melds:
            order.extend(meld)
        order.extend(
            sorted((c for c in self._cards if c not in self._group), key=lambda c: (c.rank, c.suit))
        )
        return order

    def _reorder(self, order: list[Card]) -> None:
        if order == self._cards:
            self._refresh_positions()
            return
        self.layoutAboutToBeChanged.emit()
        old_persistent = self.persistentIndexList()
        cards_at = [self._cards[p.row()] if p.isValid() else None for p in old_persistent]
        self._cards = list(order)
        self.changePersistentIndexList(
            old_persistent,
            [
                self.index(self._cards.index(c)) if c is not None else QModelIndex()
                for c in cards_at
            ],
        )
        self.layoutChanged.emit()
        self._refresh_positions()

    def _set_custom(self, on: bool) -> None:
        if on != self.custom:
            self.custom = on
            self.customChanged.emit(on)

    def _group_position(self, row: int) -> str:
        """Where the card sits in its meld's bracket: "first", "middle", "last"; "single"
        for deadwood; "scattered" when the meld's cards are not side by side (rank or suit
        order, or the player's own), which the view marks on each card instead."""
        g = self._group.get(self._cards[row], -1)
        if g < 0:
            return "single"
        if not self._side_by_side.get(g, True):
            return "scattered"
        left = row > 0 and self._group.get(self._cards[row - 1], -1) == g
        right = row + 1 < len(self._cards) and self._group.get(self._cards[row + 1], -1) == g
        if left and right:
            return "middle"
        if left:
            return "last"
        if right:
            return "first"
        return "single"

    def _refresh_positions(self) -> None:
        rows: dict[int, list[int]] = {}
        for r, c in enumerate(self._cards):
            g = self._group.get(c, -1)
            if g >= 0:
                rows.setdefault(g, []).append(r)
        self._side_by_side = {g: rs[-1] - rs[0] == len(rs) - 1 for g, rs in rows.items()}
        self._emit_all_changed()

    def _emit_all_changed(self) -> None:
        if self._cards:
            self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1))
