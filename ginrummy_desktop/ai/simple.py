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
from ginrummy_desktop.engine.cards import ALL_CARDS, cards_to_mask
from ginrummy_desktop.engine.events import Phase
from ginrummy_desktop.engine.melds import RUNMASK13, SUIT13, deadwood_of_mask

from .base import Player
from .common import (
    RANK_ROW,
    VALUES,
    bits,
    decision_rng,
    discard_or_knock,
    forms_any_meld,
    min_discard_deadwood,
)


class RandomPlayer(Player):
    """Uniform over the legal actions, from a per-decision seeded RNG."""

    level = "random"

    def choose(self, view, legal_actions, cancel=None):
        legal = tuple(legal_actions)
        if not legal:
            raise ValueError("no legal action to choose from")
        return decision_rng(self.seed, view, "random").choice(legal)


def greedy_melded(mask: int) -> int:
    """The cards a casual player sees as melded: every run of three or more first, then
    sets of three or four among what is left. Not the exact arrangement (D3 is only used by
    the engine to judge the knock): a card that could go either way is read as a run card."""
    runs = 0
    for s in range(0, 52, 13):
        runs |= RUNMASK13[mask >> s & SUIT13] << s
    rest = mask & ~runs
    sets = 0
    for r in range(13):
        group = rest & (RANK_ROW << r)
        if group and bin(group).count("1") >= 3:
            sets |= group
    return runs | sets


class EasyPlayer(Player):
    """The rules say: Easy keeps complete melds and discards its highest unmatched card; takes the
    upcard only when it completes a meld; knocks as soon as it may; always takes gin.

    Easy reads its melds the way a casual player does (``greedy_melded``), takes the upcard
    when it completes any meld with the hand, and breaks ties between equally high unmatched
    cards at random — so it is beatable (docs/ai.md: 40–55 % against SimpleRef)."""

    level = "easy"
    takes_back_discards = False

    def take_upcard(self, view, legal) -> bool:
        return forms_any_meld(cards_to_mask(view.hand), view.upcard.index)

    def discard(self, view, legal, mask11, banned_bit):
        knocks = [a for a in legal if isinstance(a, Knock)]
        for a in knocks:
            if deadwood_of_mask(mask11 ^ a.card.bit) == 0:
                return a  # always takes gin (D8)
        loose = mask11 & ~greedy_melded(mask11) & ~banned_bit
        if loose:
            top = max(VALUES[i] for i in bits(loose))
            cands = [i for i in bits(loose) if VALUES[i] == top]
            i = decision_rng(self.seed, view, "easy").choice(cands)
            # Knocks as soon as the card it throws leaves a knockable hand (D8).
            return discard_or_knock(i, legal, True)
        if knocks:
            return min(
                knocks,
                key=lambda a: (deadwood_of_mask(mask11 ^ a.card.bit), -a.card.value, -a.card.index),
            )
        # Everything is melded (or banned): throw what costs least (D8 keeps gin).
        _, cands = min_discard_deadwood(mask11, banned_bit)
        return discard_or_knock(max(cands, key=lambda i: (VALUES[i], i)), legal, False)


class SimpleRefPlayer(Player):
    """Neller's SimpleGinRummyPlayer, faithfully (see the module docstring)."""

    level = "simpleref"

    def __init__(self, seed: int = 0, budget_ms: float | None = None) -> None:
        super().__init__(seed, budget_ms)
        self._hand_key = None
        self._pairs: set[frozenset[int]] = set()
        self._last_mask: int | None = None

    def _sync(self, view) -> None:
        key = (view.hand_number, view.scores, view.seat)
        if key != self._hand_key:
            self._hand_key = key
            self._pairs = set()
            self._last_mask = None

    def choose(self, view, legal_actions, cancel=None):
        if view.phase in (Phase.FIRST_UPCARD, Phase.DRAW) and view.to_act == view.seat:
            # Remember the hand before the draw: a stock draw is the one new card after it.
            self._sync(view)
            self._last_mask = cards_to_mask(view.hand)
        return super().choose(view, legal_actions)

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
            if drawn is not None and frozenset((drawn, i)) in self._pairs:
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
            self._pairs.add(frozenset((drawn, choice)))
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
