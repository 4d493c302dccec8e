"""The knocker's melds on the table (lay-off phase) and the showdown of an ended hand
(D10, D16).

``MeldsModel`` is a flat list: one row per knocker meld, with the cards laid off on it so
far; a hand card dropped on a row asks to lay it off there. ``ShowdownModel`` is a two-level
tree for the result: one top row per player, its children the groups of cards (each meld,
the lay-offs, the deadwood) in D16's order.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    Qt,
    Signal,
)

from ..engine import Phase
from ..engine.melds import is_set
from ..i18n import cards_names
from .mime import CardDragSource, read_mime
from .roles import CardRoles

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


def meld_kind(meld) -> str:
    return "set" if is_set(tuple(meld)) else "run"


def by_rank(cards) -> tuple:
    """Loose cards (deadwood, lay-offs) in rank order, then suit, as a player lays them."""
    return tuple(sorted(cards, key=lambda c: (c.rank, c.suit)))


class MeldsModel(CardDragSource, QAbstractListModel):
    """Signals: ``layOffRequested(Card, int)`` when a hand card is dropped on meld ``int``."""

    layOffRequested = Signal(object, int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._melds: tuple = ()
        self._laid: dict[int, tuple] = {}
        self._suggested: frozenset[int] = frozenset()
        self._targets: frozenset[int] = frozenset()
        self._accepting = False

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._melds)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not self.checkIndex(index, QAbstractListModel.CheckIndexOption.IndexIsValid):
            return None
        r = index.row()
        meld = self._melds[r]
        kind = meld_kind(meld)
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            label = (
                translate("MeldModels", "Run: %1")
                if kind == "run"
                else translate("MeldModels", "Set: %1")
            )
            text = label.replace("%1", cards_names(meld))
            laid = self._laid.get(r, ())
            if laid:  # the glowing cards, named for those who do not see the glow
                note = translate("MeldModels", "laid off: %1").replace("%1", cards_names(laid))
                text = text + "; " + note
            return text
        if role == CardRoles.Cards:
            return tuple(meld)
        if role == CardRoles.LaidOff:
            return self._laid.get(r, ())
        if role == CardRoles.MeldKind:
            return kind
        if role == CardRoles.Suggested:
            return r in self._suggested
        if role == CardRoles.DropTarget:
            return r in self._targets
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
        if self._accepting:
            flags |= Qt.ItemFlag.ItemIsDropEnabled
        return flags

    def supportedDropActions(self):
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def canDropMimeData(self, data, action, row, column, parent) -> bool:
        got = read_mime(data)
        return (
            self._accepting
            and got is not None
            and got[0] == "hand"
            and len(got[1]) == 1
            and parent.isValid()
            and parent.model() is self
        )

    def dropMimeData(self, data, action, row, column, parent) -> bool:
        """Only a drop onto a meld (``parent`` is the meld's index) is a lay-off; the
        controller decides whether the card fits (D10)."""
        if action == Qt.DropAction.IgnoreAction or not self.canDropMimeData(
            data, action, row, column, parent
        ):
            return False
        self.layOffRequested.emit(read_mime(data)[1][0], parent.row())
        return True

    # -- our API --
    @property
    def melds(self) -> tuple:
        return self._melds

    def set_state(self, state) -> None:
        """The knocker's melds while they are on the table (lay-off and the hand's end);
        the rows the lay-off plan uses are suggested."""
        view = state.view
        showing = (
            view is not None
            and view.knocker is not None
            and view.phase in (Phase.LAYOFF, Phase.HAND_OVER, Phase.GAME_OVER)
        )
        self.set_melds(
            view.knocker_melds if showing else (),
            view.layoffs if showing else (),
            accepting=state.laying_off,
        )
        self.set_marks(suggested={lay.meld_index for lay in state.layoff_plan})

    def set_melds(self, melds, layoffs=(), accepting: bool = False) -> None:
        """``melds`` with the lay-offs already on them (the view's ``knocker_melds``);
        ``layoffs`` the (card, meld index) pairs, to mark those cards."""
        melds = tuple(tuple(m) for m in melds)
        laid: dict[int, tuple] = {}
        for card, i in layoffs:
            laid[i] = laid.get(i, ()) + (card,)
        self._accepting = accepting
        if len(melds) != len(self._melds):
            self.beginResetModel()
            self._melds, self._laid = melds, laid
            self.endResetModel()
            return
        self._melds, self._laid = melds, laid
        if melds:
            self.dataChanged.emit(self.index(0), self.index(len(melds) - 1))

    def set_marks(self, suggested=frozenset(), targets=frozenset()) -> None:
        """Rows a suggested lay-off goes to, and rows the card in hand could go to."""
        self._suggested = frozenset(suggested)
        self._targets = frozenset(targets)
        if self._melds:
            self.dataChanged.emit(self.index(0), self.index(len(self._melds) - 1))

    def set_targets(self, targets=frozenset()) -> None:
        """Rows the focused hand card could be laid off on (the suggestion stays)."""
        self.set_marks(self._suggested, targets)


class ShowdownModel(QAbstractItemModel):
    """Top rows: the knocker, then the defender (D16). Children: that player's groups, each
    with ``Cards`` and ``GroupKind`` ("meld", "layoffs", "deadwood")."""

    def __init__(self, parent=None, human_seat: int = 0) -> None:
        super().__init__(parent)
        self.human_seat = human_seat
        self._sections: list[tuple[str, list[tuple[str, tuple]]]] = []

    def set_result(self, result) -> None:
        self.beginResetModel()
        self._sections = []
        if result is not None and result.knocker is not None:
            knocker, defender = result.knocker, result.defender
            k_groups = [
                ("meld", tuple(m)) for m in (result.knocker_original_melds or result.knocker_melds)
            ]
            if result.knocker_deadwood_cards:
                k_groups.append(("deadwood", by_rank(result.knocker_deadwood_cards)))
            d_groups = [("meld", tuple(m)) for m in result.defender_melds]
            laid = by_rank(c for c, _ in result.layoffs)  # in rank order, as the deadwood
            if laid:
                d_groups.append(("layoffs", laid))
            if result.defender_deadwood_cards:
                d_groups.append(("deadwood", by_rank(result.defender_deadwood_cards)))
            self._sections = [
                (self._who(knocker, True), k_groups),
                (self._who(defender, False), d_groups),
            ]
        self.endResetModel()

    def _who(self, seat: int, knocker: bool) -> str:
        if seat == self.human_seat:
            return (
                translate("MeldModels", "You (knocker)")
                if knocker
                else translate("MeldModels", "You (defender)")
            )
        return (
            translate("MeldModels", "Computer (knocker)")
            if knocker
            else translate("MeldModels", "Computer (defender)")
        )

    # -- tree plumbing: internalId 0 = a section; n + 1 = a group of section n --
    def index(self, row, column=0, parent=QModelIndex()):
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, 0, 0) if row < len(self._sections) else QModelIndex()
        if parent.internalId() != 0:
            return QModelIndex()
        groups = self._sections[parent.row()][1]
        return self.createIndex(row, 0, parent.row() + 1) if row < len(groups) else QModelIndex()

    def parent(self, index=QModelIndex()):
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, 0)

    def rowCount(self, parent=QModelIndex()) -> int:
        if not parent.isValid():
            return len(self._sections)
        if parent.column() != 0 or parent.internalId() != 0:
            return 0
        return len(self._sections[parent.row()][1])

    def columnCount(self, parent=QModelIndex()) -> int:
        return 1

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not self.checkIndex(index, QAbstractItemModel.CheckIndexOption.IndexIsValid):
            return None
        if index.internalId() == 0:
            title, groups = self._sections[index.row()]
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return title
            if role == CardRoles.Cards:
                return tuple(c for _, cards in groups for c in cards)
            return None
        kind, cards = self._sections[index.internalId() - 1][1][index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            label = {
                "meld": translate("MeldModels", "Meld: %1"),
                "layoffs": translate("MeldModels", "Laid off: %1"),
                "deadwood": translate("MeldModels", "Deadwood: %1"),
            }[kind]
            return label.replace("%1", cards_names(cards))
        if role == CardRoles.Cards:
            return cards
        if role == CardRoles.GroupKind:
            return kind
        if role == CardRoles.MeldKind:
            return meld_kind(cards) if kind == "meld" else ""
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled
