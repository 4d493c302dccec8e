"""Hard: Normal's judgement, checked against sampled worlds (issue 3).

From the public history (``model.opponent_model``: pickups known, discards and passed
upcards make neighbours less likely) Hard samples complete worlds consistent with its view —
the opponent's hidden cards and the stock order — and plays each candidate out to the end
of the hand with fast greedy play for both sides. Every candidate is scored on the *same*
samples (common random numbers), so differences are not drowned by deal luck. It is used:

- for discards: among Normal's best candidates (close in Normal's own score);
- for the draw: taking the upcard vs the stock, when Normal's comparison is close;
- for knocking: knock now vs play on for gin, on the same samples for both options.

Anytime: samples are processed one at a time; between samples Hard checks its deadline
(``budget_ms``) and the cancel flag and answers with the best choice so far (Normal's choice
when no sample has finished).

Cancel, for the UI worker thread:
- ``player.cancel()`` (any thread) stops the ``choose`` running now; the flag is cleared when
  the next ``choose`` starts, so a cancel sent before a search starts is not remembered;
- or pass your own event as ``choose(view, legal, cancel=event)`` (anything with ``is_set()``:
  ``threading.Event``, ``multiprocessing.Event``): Hard stops as soon as it is set, and never
  clears it (race-free for a worker that owns the event). Every level accepts ``cancel=``.

With ``budget_ms=None`` the sample counts are fixed (``SAMPLES``), so a seeded Hard is
deterministic; with a budget it samples until the deadline (at most ``MAX_SAMPLES``).
"""

from __future__ import annotations

import threading
import time

from ginrummy_desktop.engine.actions import Discard, Knock
from ginrummy_desktop.engine.cards import ALL_CARDS, cards_to_mask
from ginrummy_desktop.engine.events import Phase
from ginrummy_desktop.engine.layoffs import best_layoffs
from ginrummy_desktop.engine.melds import arrangement_of_mask, is_set

from .common import bits, decision_rng, discard_or_knock, meld_reach
from .fast import best_discard, dw
from .model import danger
from .normal import ALPHA, BETA, Evaluator, NormalPlayer, draw_gain

SAMPLES = 40  # worlds per decision without a budget (deterministic)
MAX_SAMPLES = 400  # cap with a budget
MIN_SAMPLES = 4  # with a budget, at least this many unless cancelled
DISCARD_MARGIN = 2.0  # Normal-score distance within which discards are re-examined
DISCARD_CANDIDATES = 3
DRAW_MARGIN = 2.0  # ... and the same for the upcard decision
PRIOR = 0.5  # points of rollout value per point of Normal's score difference
GIN_CHASE_STOCK = 8  # in the playouts, the player going for gin knocks anyway this late


# ---------------------------------------------------------------- fast playouts on masks
def _layoff_targets(melds) -> int:
    """Cards that fit the knocker's melds directly (D10); chains start from these."""
    out = 0
    for m in melds:
        if is_set(m):
            if len(m) == 3:
                for s in range(4):
                    c = m[0].rank - 1 + 13 * s
                    if not any(x.index == c for x in m):
                        out |= 1 << c
        else:
            lo, hi = m[0], m[-1]
            if lo.rank > 1:
                out |= 1 << (lo.index - 1)
            if hi.rank < 13:
                out |= 1 << (hi.index + 1)
    return out


def knock_points(knocker: int, k_dw: int, defender: int, rules) -> int:
    """Points of a knock from the knocker's side (+ it scores, − the defender scores), as the
    engine would settle it: D9 melds, the defender's best lay-offs (D10), D11."""
    if k_dw == 0:
        return rules.gin_bonus + dw(defender)
    arr = arrangement_of_mask(knocker)
    if defender & _layoff_targets(arr.melds):
        cards = [ALL_CARDS[i] for i in bits(defender)]
        d = best_layoffs(cards, arr.melds).deadwood
    else:
        d = dw(defender)
    if k_dw < d:
        return d - k_dw
    return -(k_dw - d + rules.undercut_bonus)


def playout(
    hands: list[int],
    dws: list[int],
    pile: list[int],
    stock: list[int],
    turn: int,
    rules,
    gin_chaser: int = -1,
) -> int:
    """Play the hand out with greedy play for both seats (0 = me, 1 = opponent); returns my
    points (negative when the opponent scores). Each turn: take the pile top if it lowers the
    deadwood through a meld, else draw; throw the card that leaves least (ties: highest);
    knock as soon as allowed — except ``gin_chaser``, who knocks only on gin until the stock
    is low. D12: the hand is drawn when a turn ends with the stock at ``drawn_at_stock``."""
    limit = rules.knock_limit
    drawn_at = rules.drawn_at_stock
    while True:
        h = hands[turn]
        dwh = dws[turn]
        took = 0
        if pile:
            tb = 1 << pile[-1]
            if tb & meld_reach(h):
                nd, x = best_discard(h | tb, tb)
                if nd < dwh:
                    took = tb
        if took:
            pile.pop()
            h |= took
        else:
            h |= 1 << stock.pop()
            nd, x = best_discard(h)
        h ^= 1 << x
        hands[turn] = h
        dws[turn] = nd
        if nd <= limit and (turn != gin_chaser or nd == 0 or len(stock) <= GIN_CHASE_STOCK):
            pts = knock_points(h, nd, hands[1 - turn], rules)
            return pts if turn == 0 else -pts
        pile.append(x)
        if len(stock) <= drawn_at:
            return 0
        turn = 1 - turn


# ---------------------------------------------------------------- sampling worlds
class Worlds:
    """Samples of (opponent hand, stock order) consistent with the view."""

    def __init__(self, view, ev: Evaluator, rng) -> None:
        self.rng = rng
        model = ev.model
        self.known = model.known
        self.hidden = model.hidden_count
        self.cards = bits(model.unknown)
        self.weights = [model.weights[i] for i in self.cards]
        self.stock_count = view.stock_count

    def sample(self) -> tuple[int, list[int]]:
        rng = self.rng
        # Weighted sampling without replacement (Efraimidis–Spirakis keys).
        keyed = sorted(
            ((rng.random() ** (1.0 / w), i) for i, w in zip(self.cards, self.weights, strict=True)),
            reverse=True,
        )
        opp = self.known
        for _, i in keyed[: self.hidden]:
            opp |= 1 << i
        stock = [i for _, i in keyed[self.hidden :]]
        rng.shuffle(stock)
        return opp, stock[: self.stock_count]


# ---------------------------------------------------------------- the player
class HardPlayer(NormalPlayer):
    level = "hard"

    def __init__(
        self, seed: int = 0, budget_ms: float | None = None, samples: int = SAMPLES
    ) -> None:
        super().__init__(seed, budget_ms)
        self.samples = samples
        self.last_samples = 0
        self._external: threading.Event | None = None
        self._deadline: float | None = None

    def choose(self, view, legal_actions, cancel=None):
        self._cancel.clear()
        self._external = cancel
        self.last_samples = 0  # worlds played out for this decision (for tests, benches)
        start = time.perf_counter()
        self._deadline = None if self.budget_ms is None else start + self.budget_ms / 1000.0
        try:
            return super().choose(view, legal_actions, cancel)
        finally:
            self._external = None

    # anytime control
    def _stop(self, done: int) -> bool:
        if self._cancel.is_set() or (self._external is not None and self._external.is_set()):
            return True
        if self._deadline is None:
            return done >= self.samples
        if done >= MAX_SAMPLES:
            return True
        return done >= MIN_SAMPLES and time.perf_counter() >= self._deadline

    def _evaluate(self, view, ev: Evaluator, options, salt: str) -> list[float] | None:
        """Mean playout value of each option over shared samples; None if none finished.
        ``options`` are functions (opp_mask, stock) -> my points."""
        if view.stock_count <= view.rules.drawn_at_stock or self._stop(0):
            return None
        worlds = Worlds(view, ev, decision_rng(self.seed, view, salt))
        totals = [0.0] * len(options)
        done = 0
        while not self._stop(done):
            opp, stock = worlds.sample()
            for k, fn in enumerate(options):
                totals[k] += fn(opp, list(stock))
            done += 1
        self.last_samples += done
        if done == 0:
            return None
        return [t / done for t in totals]

    # draw
    def take_upcard(self, view, legal) -> bool:
        ev = Evaluator(view)
        hand = cards_to_mask(view.hand)
        up = view.upcard
        dw_now = dw(hand)
        gain = draw_gain(hand, dw_now, ev.stock)
        stock_value = dw_now - gain - ALPHA * gain
        scores = ev.discard_scores(hand | up.bit, up.bit)
        best_score, best_i, _ = scores[0]
        take_value = best_score - BETA * danger(best_i, ev.p)
        if abs(take_value - stock_value) > DRAW_MARGIN or view.phase is Phase.FIRST_UPCARD:
            return take_value + 0.5 < stock_value
        rules = view.rules
        pile = [c.index for c in view.discard_pile]
        after_take = (hand | up.bit) ^ (1 << best_i)
        dw_take = dw(after_take)

        def take(opp, stock):
            return playout(
                [after_take, opp], [dw_take, dw(opp)], pile[:-1] + [best_i], stock, 1, rules
            )

        def draw(opp, stock):
            # This turn's draw is from the stock (that is the option); then greedy play.
            h = hand | 1 << stock.pop()
            nd, x = best_discard(h)
            h ^= 1 << x
            if nd <= rules.knock_limit:
                return knock_points(h, nd, opp, rules)
            if len(stock) <= rules.drawn_at_stock:
                return 0
            return playout([h, opp], [nd, dw(opp)], pile + [x], stock, 1, rules)

        vals = self._evaluate(view, ev, [take, draw], "draw")
        if vals is None:
            return take_value + 0.5 < stock_value
        return vals[0] - PRIOR * take_value > vals[1] - PRIOR * stock_value

    # discard and knock
    def discard(self, view, legal, mask11, banned_bit):
        ev = Evaluator(view)
        rules = view.rules
        scores = ev.discard_scores(mask11, banned_bit)
        knocks = [a for a in legal if isinstance(a, Knock)]
        pile = [c.index for c in view.discard_pile]
        if knocks:
            return self._knock_or_play_on(view, ev, knocks, mask11, scores, pile)
        best = scores[0][0]
        cands = [t for t in scores[:DISCARD_CANDIDATES] if t[0] <= best + DISCARD_MARGIN]
        if len(cands) == 1:
            return discard_or_knock(cands[0][1], legal, False)

        def option(i):
            mine = mask11 ^ (1 << i)
            mdw = dw(mine)

            def run(opp, stock):
                return playout([mine, opp], [mdw, dw(opp)], pile + [i], stock, 1, rules)

            return run

        vals = self._evaluate(view, ev, [option(t[1]) for t in cands], "discard")
        if vals is None:
            return discard_or_knock(cands[0][1], legal, False)
        k = max(range(len(cands)), key=lambda j: (vals[j] - PRIOR * cands[j][0], -j))
        return discard_or_knock(cands[k][1], legal, False)

    def _knock_or_play_on(self, view, ev, knocks, mask11, scores, pile):
        """D8: knocking is never forced. Compare knocking now with playing on for gin on the
        same sampled worlds: the knock is settled against each sampled opponent hand (its
        best lay-offs, D10, undercut D11); playing on discards Normal's best card and plays
        out with this seat knocking only on gin until the stock runs low."""
        rules = view.rules
        kact = min(knocks, key=lambda a: (dw(mask11 ^ a.card.bit), -a.card.value, a.card.index))
        kmask = mask11 ^ kact.card.bit
        kdw = dw(kmask)
        if kdw == 0:
            return kact  # gin: nothing to gain by waiting (D11: 25 + all deadwood)
        play_i = scores[0][1]
        pmask = mask11 ^ (1 << play_i)
        pdw = dw(pmask)

        def knock_now(opp, stock):
            return knock_points(kmask, kdw, opp, rules)

        def play_on(opp, stock):
            return playout(
                [pmask, opp], [pdw, dw(opp)], pile + [play_i], stock, 1, rules, gin_chaser=0
            )

        vals = self._evaluate(view, ev, [knock_now, play_on], "knock")
        if vals is None or vals[0] >= vals[1]:
            return kact
        return Discard(ALL_CARDS[play_i])


__all__ = ["HardPlayer", "playout", "knock_points", "SAMPLES"]
