"""Item data roles shared by the card models (one enum, so delegates read one vocabulary)."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import Qt

_BASE = int(Qt.ItemDataRole.UserRole)

# A card a player may pick up and drag (the hand's cards, the pile's top card).
DRAGGABLE_CARD = (
    Qt.ItemFlag.ItemIsEnabled
    | Qt.ItemFlag.ItemIsSelectable
    | Qt.ItemFlag.ItemIsDragEnabled
    | Qt.ItemFlag.ItemNeverHasChildren
)


class CardRoles(IntEnum):
    Card = _BASE + 1  # engine Card (None for a face-down stock card)
    MeldGroup = _BASE + 2  # index of the meld the card is in, -1 for deadwood
    MeldKind = _BASE + 3  # "run", "set" or "" (deadwood)
    Deadwood = _BASE + 4  # bool
    LegalDiscard = _BASE + 5  # bool: may be thrown now (knock mode: a knock discard)
    Suggested = _BASE + 6  # bool: hint or suggested lay-off
    Pending = _BASE + 7  # bool: the picked knock card waiting for confirmation
    GroupPosition = _BASE + 8  # "single", "first", "middle", "last" in a displayed group
    FaceUp = _BASE + 9  # bool
    Count = _BASE + 10  # int: cards in a pile
    Cards = _BASE + 11  # tuple of Card: a meld or a group
    LaidOff = _BASE + 12  # tuple of Card laid off on a meld
    DropTarget = _BASE + 13  # bool: the card being dragged or focused fits here
    IsTop = _BASE + 14  # bool: top card of a pile
    GroupKind = _BASE + 15  # showdown: "melds", "deadwood", "layoffs"
    JustDrawn = _BASE + 16  # bool: the card the player has just drawn (until its next move)
    Seat = _BASE + 17  # int: who made a move or threw a pile card (None: the upcard dealt)
    MeldBadge = _BASE + 18  # bool: the meld's cards are not side by side: mark each card
    Verdict = _BASE + 19  # review: the coach's Verdict of a move row (or None)
    Costly = _BASE + 20  # review: bool, the coach marks this decision as costly
    Current = _BASE + 21  # review: bool, the row of the position shown
