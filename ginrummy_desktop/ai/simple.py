"""Easy, Random and SimpleRef: the instant players.

SimpleRef re-implements the behaviour of Todd Neller's SimpleGinRummyPlayer (the yardstick
of the EAAI gin rummy challenge), written here from its published description:
- draw the face-up card only if it would be part of some meld with the hand;
- discard, among cards other than a face-up card just taken, one that leaves the minimal
  deadwood, ties broken at random; never repeat a (drawn card, discard) pair in a hand (its
  guard against endless take-and-throw loops);
- knock as soon as the deadwood after that discard is within the limit;
- as defender, lay off at its best (here through the engine's ``best_layoffs``, D10).
"""

from __future__ import annotations

from ginrummy_desktop.engine.actions import Knock
from ginrummy_desktop.engine.cards import ALL_CARDS
from ginrummy_desktop.engine.melds import arrangement_of_mask, deadwood_of_mask

from .base import Player
from .common import (
    VALUES,
    decision_rng,
    discard_or_knock,
    forms_any_meld,
    melded_in,
    min_discard_deadwood,
)


class RandomPlayer(Player):
    """Uniform over the legal actions, from a per-decision seeded RNG."""

    level = "random"

    def choose(self, view, legal_actions):
        legal = tuple(legal_actions)
        if not legal:
            raise ValueError("no legal action to choose from")
        return decision_rng(self.seed, view, "random").choice(legal)


class EasyPlayer(Player):
    """RULES.md: Easy keeps complete melds and discards its highest unmatched card; takes the
    upcard only when it completes a meld; knocks as soon as it may; always takes gin."""

    level = "easy"

    def take_upcard(self, view, legal) -> bool:
        up = view.upcard
        mask = 0
        for c in view.hand:
            mask |= c.bit
        return melded_in(mask | up.bit, up.bit, up.value)

    def discard(self, view, legal, mask11, banned_bit):
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            # Knocks as soon as it may, with the discard that leaves the least (gin if any).
            best = min(knocks, key=lambda a: (deadwood_of_mask(mask11 ^ a.card.bit),
                                              -a.card.value, -a.card.index))
            return best
        arr = arrangement_of_mask(mask11)
        dead = [c for c in arr.deadwood if not c.bit & banned_bit]
        if dead:
            card = max(dead, key=lambda c: (c.value, c.rank, c.index))
            return discard_or_knock(card.index, legal, False)
        # All unmatched cards are banned or none exist: throw what costs least (D8 keeps gin).
        _, cands = min_discard_deadwood(mask11, banned_bit)
        return discard_or_knock(max(cands, key=lambda i: (VALUES[i], i)), legal, False)


class SimpleRefPlayer(Player):
    """Neller's SimpleGinRummyPlayer, faithfully (see the module docstring)."""

    level = "simpleref"

    def __init__(self, seed: int = 0, budget_ms: float | None = None) -> None:
        super().__init__(seed, budget_ms)
        self._hand_key = None
        self._pairs: set[tuple[int, int]] = set()
        self._last_mask: int | None = None

    def _sync(self, view) -> None:
        key = (view.hand_number, view.scores, view.seat)
        if key != self._hand_key:
            self._hand_key = key
            self._pairs = set()
            self._last_mask = None

    def take_upcard(self, view, legal) -> bool:
        self._sync(view)
        mask = 0
        for c in view.hand:
            mask |= c.bit
        return forms_any_meld(mask, view.upcard.index)

    def discard(self, view, legal, mask11, banned_bit):
        self._sync(view)
        # The card drawn this turn: the pile card (known) or, from the stock, the one card of
        # the hand that was not in it last turn; only pairs with it are remembered.
        drawn = self._drawn_card(view, mask11)
        best = 1 << 30
        cands: list[int] = []
        m = mask11
        while m:
            low = m & -m
            m ^= low
            i = low.bit_length() - 1
            if low & banned_bit:
                continue
            if drawn is not None and (drawn, i) in self._pairs:
                continue
            d = deadwood_of_mask(mask11 ^ low)
            if d < best:
                best, cands = d, [i]
            elif d == best:
                cands.append(i)
        if not cands:  # every option repeats a pair: fall back to the plain rule
            best, cands = min_discard_deadwood(mask11, banned_bit)
        choice = decision_rng(self.seed, view, "simpleref").choice(sorted(cands))
        if drawn is not None:
            self._pairs.add((drawn, choice))
        self._last_mask = mask11 ^ (1 << choice)
        return discard_or_knock(choice, legal, best <= view.rules.knock_limit)

    def _drawn_card(self, view, mask11):
        taken = view.pile_card_taken
        if taken is not None:
            return taken.index
        last = self._last_mask
        if last is None:
            return None
        new = mask11 & ~last
        if new and new & (new - 1) == 0:
            return new.bit_length() - 1
        return None


__all__ = ["RandomPlayer", "EasyPlayer", "SimpleRefPlayer", "ALL_CARDS"]
