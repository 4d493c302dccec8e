"""The record of a match: everything needed to play it again, move for move.

A record is what a match *is* for keeping and replaying: its rules, its seed, the first
dealer and, per hand, how it was dealt and the actions played. ``Match.record()`` makes one
and ``Match.replay(record)`` plays it back through ``Match.apply``, so a replayed match has
passed every rule check a live one has. How a record is written to a file (its format,
seal and summary) is not the engine's business: that lives in ``persistence``.
"""

from __future__ import annotations

from .actions import Action
from .cards import Card
from .frozen import frozen
from .rules import Rules


@frozen
class HandRecord:
    """One hand: ``deck`` is the explicit deck order it was dealt from, or None when it was
    dealt from the match seed (the usual case: the deck then follows from the seed and the
    hand number, and a record need not carry it). ``entropy`` is the player's phrase digest
    mixed into a seed-dealt hand's sealed deck (engine/deal_seal.py), None when none was."""

    deck: tuple[Card, ...] | None
    actions: tuple[Action, ...]
    entropy: bytes | None = None


@frozen
class MatchRecord:
    """A whole game as data: rules, seed, first dealer and each hand's deck and actions
    (``Match.record()``; ``Match.replay`` plays it back)."""

    rules: Rules
    seed: int | str
    first_dealer: int
    hands: tuple[HandRecord, ...]

    @property
    def dealt_from_seed(self) -> bool:
        """Whether every hand was dealt from the seed (none from a deck given by hand)."""
        return all(h.deck is None for h in self.hands)


class ReplayError(ValueError):
    """A record that does not replay: the message says which hand and move, in plain
    words."""
