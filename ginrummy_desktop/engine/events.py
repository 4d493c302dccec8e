"""Events: what happened, one record per step, for animation, history and replay.

``Match.apply`` returns them with the acting seat's private detail (the card it drew from
the stock); the copies kept in a view's ``history`` are public — a stock draw there never
names its card, for either seat.
"""

from __future__ import annotations

from dataclasses import replace
from enum import StrEnum

from .cards import Card
from .frozen import frozen

Meld = tuple[Card, ...]


class Phase(StrEnum):
    FIRST_UPCARD = "FIRST_UPCARD"
    DRAW = "DRAW"
    DISCARD = "DISCARD"
    LAYOFF = "LAYOFF"
    HAND_OVER = "HAND_OVER"
    GAME_OVER = "GAME_OVER"


@frozen
class HandStarted:
    """A hand was dealt: its number, the dealer and the first upcard."""

    hand_number: int
    dealer: int
    upcard: Card


@frozen
class UpcardPassed:
    """``seat`` passed the first upcard (D6)."""

    seat: int
    card: Card


@frozen
class TookDiscard:
    """``seat`` took the top discard (the first upcard when ``first_upcard``)."""

    seat: int
    card: Card
    first_upcard: bool = False


@frozen
class DrewStock:
    """``seat`` drew from the stock; ``card`` only in the drawer's own copy."""

    seat: int
    card: Card | None = None  # only in the drawer's own copy of the event

    def public(self) -> DrewStock:
        return replace(self, card=None)


@frozen
class Discarded:
    """``seat`` discarded ``card`` and its turn ended."""

    seat: int
    card: Card


@frozen
class Knocked:
    """``seat`` knocked (or went gin) discarding ``card``, with its arrangement."""

    seat: int
    card: Card  # the knock discard
    gin: bool
    deadwood: int
    melds: tuple[Meld, ...]
    deadwood_cards: tuple[Card, ...]


@frozen
class LaidOff:
    """The defender laid ``card`` off on the knocker's meld ``meld_index``."""

    seat: int
    card: Card
    meld_index: int


@frozen
class LayoffEnded:
    """The defender finished laying off."""

    seat: int


@frozen
class HandEnded:
    """A hand was scored (or drawn); ``result`` holds the showdown."""

    result: HandResult


@frozen
class GameEnded:
    """A score reached the target: the winner and the final scores."""

    winner: int
    scores: tuple[int, int]


# How a hand ends (``HandResult.kind``, D11, D12): the scored kinds, then a drawn hand.
RESULT_KINDS = ("gin", "knock", "undercut", "drawn")


@frozen
class HandResult:
    """The record of one ended hand (D16's showdown, D11's arithmetic)."""

    hand_number: int
    kind: str  # one of RESULT_KINDS
    winner: int | None  # seat that scored, None for a drawn hand
    points: int
    dealer: int
    knocker: int | None = None
    knocker_deadwood: int = 0
    defender_deadwood: int = 0
    knocker_melds: tuple[Meld, ...] = ()  # with the lay-offs on them
    knocker_original_melds: tuple[Meld, ...] = ()
    knocker_deadwood_cards: tuple[Card, ...] = ()
    layoffs: tuple[tuple[Card, int], ...] = ()
    defender_melds: tuple[Meld, ...] = ()
    defender_deadwood_cards: tuple[Card, ...] = ()
    scores_after: tuple[int, int] = (0, 0)

    @property
    def defender(self) -> int | None:
        return None if self.knocker is None else 1 - self.knocker


Event = (
    HandStarted
    | UpcardPassed
    | TookDiscard
    | DrewStock
    | Discarded
    | Knocked
    | LaidOff
    | LayoffEnded
    | HandEnded
    | GameEnded
)


def public(event: Event) -> Event:
    return event.public() if isinstance(event, DrewStock) else event


def visible_to(seat: int, event: Event) -> Event:
    """``event`` as ``seat`` may know it: its own moves whole, the other seat's stock draw
    without its card. The one place this rule lives (views, histories and the table's
    animations all go through it)."""
    return event if getattr(event, "seat", seat) == seat else public(event)
