"""Normal: exact best melds, a one-draw lookahead, and discards that do not feed the opponent.

Normal finds the best meld arrangement (D3) and, from the public history, avoids discards
that help the opponent. Discards are scored by the hand's own value plus a one-draw
lookahead; the upcard is taken by expected improvement; knocking follows a stage-aware
policy (``knock_choice``); lay-offs are optimal (engine helper, D10).

A 10-card hand ``R`` is valued as ``dw(R) - ALPHA * E[gain of the next stock draw]`` where the
gain of drawing card c is how much the best discard after it lowers the deadwood (D3, exact).
Cards that cannot meld with anything in ``R`` are handled in O(1): adding them changes no
meld, so the best discard is known from ``R``'s own single-discard minimum.
"""

from __future__ import annotations

from typing import NamedTuple

from ginrummy_desktop.engine.actions import Knock

from .base import Player
from .common import VALUES, bits, discard_or_knock, meld_reach
from .fast import best_discard_value, dw
from .model import NORMAL_EVIDENCE, danger, opponent_model

ALPHA = 1.0  # weight of the one-draw lookahead
BETA = 6.0  # points charged per unit chance of handing the opponent a meld card
TAKE_MARGIN = 0.5  # taking the upcard shows a card to the opponent; demand a real gain
CANDIDATES = 6  # discards evaluated in full (the rest are clearly worse on deadwood)
SLACK = 9  # ... and only those within this much deadwood of the best
GIN_HOLD_DEADWOOD = 3  # play on for gin with this little deadwood ...
GIN_HOLD_STOCK = 8  # ... while the stock holds at least this many cards


def draw_gain(mask10: int, dw10: int, stock: list[tuple[int, int, float]]) -> float:
    """Expected deadwood reduction from one stock draw then the best discard. ``stock``
    lists (card bit, value, weight) for the cards that may come; weights sum to > 0."""
    single = best_discard_value(mask10)  # best 9-card deadwood
    nb = meld_reach(mask10)
    total = 0.0
    wsum = 0.0
    for b, v, w in stock:
        wsum += w
        if b & nb:
            best = best_discard_value(mask10 | b)
            if best >= dw10:
                continue
        else:
            best = single + v
            if best >= dw10:
                continue
        total += w * (dw10 - best)
    return total / wsum if wsum else 0.0


class DiscardOption(NamedTuple):
    """One discard as Normal scores it (``Evaluator.discard_scores``); lower is better."""

    score: float  # the 10-card hand's value after it, plus the charge for feeding a meld
    card: int  # the card's index (``engine.cards``)
    deadwood: int  # the 10-card hand's deadwood after it (D3)


class Evaluator:
    """Everything Normal needs about one decision, computed once from the view."""

    def __init__(
        self, view, evidence=NORMAL_EVIDENCE, alpha: float = ALPHA, beta: float = BETA
    ) -> None:
        self.view = view
        self.alpha = alpha  # weight of the one-draw lookahead (Hard's decays, Normal's not)
        self.beta = beta  # points per unit chance a discard feeds the opponent a meld
        self.model = opponent_model(view, evidence)
        self.p = self.model.p_opp()
        # Stock weights: a card the opponent probably holds is less likely to be drawn.
        self.stock = [
            (1 << i, VALUES[i], max(0.05, 1.0 - self.p[i])) for i in bits(self.model.unknown)
        ]

    def value10(self, mask10: int, dw10: int | None = None) -> float:
        if dw10 is None:
            dw10 = dw(mask10)
        return dw10 - self.alpha * draw_gain(mask10, dw10, self.stock)

    def discard_scores(self, mask11: int, banned_bit: int) -> list[DiscardOption]:
        """The most promising discards, best first. Score = hand value after the discard +
        ``beta`` × chance it feeds a meld."""
        opts = []
        m = mask11 & ~banned_bit
        while m:
            low = m & -m
            m ^= low
            opts.append((dw(mask11 ^ low), -VALUES[low.bit_length() - 1], low))
        opts.sort()
        floor = opts[0][0]
        out = []
        for d, _, low in opts[:CANDIDATES]:
            if d > floor + SLACK:
                break
            i = low.bit_length() - 1
            s = self.value10(mask11 ^ low, d) + self.beta * danger(i, self.p)
            out.append(DiscardOption(s, i, d))
        out.sort(key=lambda o: (o.score, -VALUES[o.card], o.card))
        return out


class NormalPlayer(Player):
    level = "normal"
    takes_back_discards = False

    # The hint needs the reason too, so each decision returns (answer, key, params).
    def take_upcard(self, view, legal) -> bool:
        return self.upcard_decision(view)[0]

    def upcard_decision(self, view, ev: Evaluator | None = None):
        ev = ev or Evaluator(view)
        up = view.upcard
        hand = 0
        for c in view.hand:
            hand |= c.bit
        dw_now = dw(hand)
        # Stock: expected deadwood after one draw and the best discard, then one more
        # draw's worth of the current hand's promise (the same yardstick as the upcard).
        gain = draw_gain(hand, dw_now, ev.stock)
        stock_value = dw_now - gain - ALPHA * gain
        best = ev.discard_scores(hand | up.bit, up.bit)[0]
        take_value = best.score - ev.beta * danger(best.card, ev.p)
        take = take_value + TAKE_MARGIN < stock_value
        if take:
            return True, "hint.take_upcard", {"card": str(up), "deadwood": best.deadwood}
        return False, "hint.draw_stock", {"card": str(up), "deadwood": dw_now}

    def discard(self, view, legal, mask11, banned_bit):
        return self.discard_decision(view, legal, mask11, banned_bit)[0]

    def discard_decision(self, view, legal, mask11, banned_bit, ev: Evaluator | None = None):
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            act, dw10 = self.knock_choice(view, knocks, mask11)
            if act is not None:
                key = "hint.gin" if dw10 == 0 else "hint.knock"
                return act, key, {"card": str(act.card), "deadwood": dw10}
        ev = ev or Evaluator(view)
        scores = ev.discard_scores(mask11, banned_bit)
        best = scores[0]
        act = discard_or_knock(best.card, legal, False)
        safest = min(scores, key=lambda o: danger(o.card, ev.p))
        key = (
            "hint.discard_safe"
            if safest.card == best.card and danger(best.card, ev.p) < 0.05 and len(scores) > 1
            else "hint.discard"
        )
        return act, key, {"card": str(act.card), "deadwood": best.deadwood}

    def knock_choice(self, view, knocks, mask11):
        """Stage-aware knock (D8: knocking is never forced). Knock with the least
        deadwood at once — except with a nearly-gin hand (deadwood ≤ GIN_HOLD_DEADWOOD) while
        the stock still has GIN_HOLD_STOCK cards or more: then play on for gin, worth 25
        more and immune to undercuts (D11). Measured in the arena against knocking at once
        (docs/ai.md). Returns (action or None to play on, deadwood)."""
        best = min(knocks, key=lambda a: (dw(mask11 ^ a.card.bit), -a.card.value, a.card.index))
        d = dw(mask11 ^ best.card.bit)
        if 0 < d <= GIN_HOLD_DEADWOOD and view.stock_count >= GIN_HOLD_STOCK:
            return None, d
        return best, d


__all__ = ["DiscardOption", "NormalPlayer", "Evaluator", "draw_gain", "TAKE_MARGIN"]
