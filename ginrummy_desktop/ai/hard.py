"""Hard: determinised search over sampled worlds, for every decision.

For each decision Hard samples worlds consistent with its view (``search.Worlds``: the
opponent's hidden cards from the Bayesian card model, the stock order, and the opponent's
type from the opponent profile it keeps for this game, ``profile.OpponentProfile``), and
plays every candidate option out to the end of the hand on the *same* worlds (common random
numbers; ``options.Situation`` builds the options). It picks the best mean, with Normal's
static score as a small prior that breaks near-ties:

- draw (D6): take the upcard vs the stock (or pass the first upcard), when Normal's own
  comparison is close (``DRAW_MARGIN``);
- discard: Normal's best few candidates (``DISCARD_CANDIDATES`` within ``DISCARD_MARGIN``);
- knock (D8: never forced): knocking now is settled against each sampled hand (its best
  lay-offs, D10; undercut, D11) and compared with playing on, on ``KNOCK_SCALE`` times the
  worlds of other decisions (a knock is worth the most points and its undercut risk is a
  tail: few worlds pick the knocks whose risk they luckily missed). The undercut risk
  grows with what the worlds say: a stock that shrinks, an opponent that has not knocked
  although it keeps low cards, an opponent whose public record says it camps for gin
  (``profile.OpponentProfile``: then its worlds knock short of gin only in its first turns
  of a hand, ``SearchParams.hunter_early_turns``, and Hard's own default is to play for
  gin: it knocks short of gin only in the first turns of a hand or on the last turn, in
  between never, whatever the worlds say: ``SearchParams.hunter_mid_stock``);
- lay-offs: the engine's best (D10), exact.

Anytime: worlds are played one at a time; between worlds Hard checks its deadline
(``budget_ms``) and the cancel flag, and answers with the best option so far (Normal's choice
when no world finished). With ``budget_ms=None`` the number of worlds is fixed
(``SAMPLES`` a round, ``KNOCK_SCALE`` times that for a knock), so a seeded Hard is deterministic.

Cancel, for the UI worker: ``player.cancel()`` from any thread stops the ``choose`` running
now (the flag is cleared when the next ``choose`` starts), or pass ``choose(view, legal,
cancel=event)`` with anything that has ``is_set()``; Hard never clears that event.
"""

from __future__ import annotations

import time

from ginrummy_desktop.engine.actions import Discard, Knock, PassUpcard
from ginrummy_desktop.engine.cards import ALL_CARDS, cards_to_mask

from .common import VALUES, decision_rng, discard_or_knock, last_turn
from .fast import dw
from .gin_race import race_value, stage
from .model import FITTED_EVIDENCE, danger
from .normal import ALPHA, TAKE_MARGIN, DiscardOption, Evaluator, NormalPlayer, draw_gain
from .options import Situation
from .profile import OpponentProfile
from .search import DEFAULT_PARAMS, SearchParams, Stats, Worlds

SAMPLES = 8  # worlds per searched round without a budget (KNOCK_SCALE times this for a knock)
MAX_SAMPLES = 600  # cap with a budget
MIN_SAMPLES = 4  # with a budget, at least this many unless cancelled
DISCARD_MARGIN = 2.5  # Normal-score distance within which discards are searched
DISCARD_CANDIDATES = 3
LOW_DEADWOOD_CANDIDATES = 1
DRAW_MARGIN = 2.0  # ... and the same for the upcard decision
PRIOR = 0.5  # points of playout value per point of Normal's score difference
Z = 2.0  # leave the default only for an option this many paired standard errors better
ROUNDS = 3  # without a budget: at most this many rounds of worlds for a close call
Z_KNOCK = 2.0  # the same for knock-or-play-on
# A knock decision plays this many times ``samples`` worlds per round: against the camper
# 6 gave +0.5 points per hand over 2 (docs/ai.md).
KNOCK_SCALE = 6
# Hard leaves its default "play on" for a knock only if the knock is undercut (D11) in fewer
# than this share of the worlds (None: no such bar).
MAX_UNDERCUT = None
# None: Normal's lookahead weight for Hard's default draw and discard; else this × the share
# of the stock left (the camper's decaying lookahead; 3 measured worse against the camper).
LOOKAHEAD = None
# Against a gin hunter, the default discard's score is this share of the race-to-gin value
# (``gin_race``, fitted from Hard's games against the camper) and the rest Normal's: at 0.5
# Hard won more of its games against the camper than with Normal's alone, at 1 (the fitted
# value alone) no more (docs/ai.md, the nineteenth screen) ...
RACE_MIX = 0.5
# ... once the public record says the opponent camps, not on the prior alone (0.6,
# ``profile.PRIOR_CAMPER``; evidence that cancels out lands back on it, give or take a
# rounding): a hand kept for gin is caught high by an early knock (D11), so the first hand
# against an opponent not yet read is played on Normal's scores.
RACE_EVIDENCE = 0.65


class HardPlayer(NormalPlayer):
    level = "hard"
    # The deadline's clock, read once at the start of a decision and once per world; a test
    # gives its own to check the stopping rule without timing a shared machine.
    clock = staticmethod(time.perf_counter)

    def __init__(
        self,
        seed: int = 0,
        budget_ms: float | None = None,
        samples: int = SAMPLES,
        params: SearchParams = DEFAULT_PARAMS,
    ) -> None:
        super().__init__(seed, budget_ms)
        self.samples = samples
        self.params = params
        self.profile = OpponentProfile()
        self.last_samples = 0
        self._external = None
        self._deadline: float | None = None
        self._target = samples

    def choose(self, view, legal_actions, cancel=None):
        self._cancel.clear()
        self._external = cancel
        self.last_samples = 0  # worlds played out for this decision (for tests, benches)
        start = self.clock()
        self._deadline = None if self.budget_ms is None else start + self.budget_ms / 1000.0
        self.profile.observe(view)
        try:
            return super().choose(view, legal_actions, cancel)
        finally:
            self._external = None

    # ------------------------------------------------------------ search control
    def _stop(self, done: int) -> bool:
        if self._cancel.is_set() or (self._external is not None and self._external.is_set()):
            return True
        if self._deadline is None:
            return done >= self._target
        if done >= MAX_SAMPLES:
            return True
        return done >= MIN_SAMPLES and self.clock() >= self._deadline

    def gin_hunting(self) -> float:
        return self.profile.gin_hunting()

    def my_rule(self):
        return self.params.rule_for(self.gin_hunting())

    def _search(self, view, fns, salt: str, scale: int = 1, priors=None) -> Stats | None:
        """Every option's points over the same worlds; None if none finished.

        Option 0 is Normal's choice. Without a budget, worlds come in rounds of
        ``samples × scale``; after a round the search stops unless the best other option
        leads option 0 by less than ``Z`` paired standard errors but by more than nothing —
        then one more round (at most ``ROUNDS``) sharpens the call. Effort goes where the
        decision is close, and the answer stays a fixed function of the view."""
        rounds = 1
        self._target = self.samples * scale
        if self._stop(0):
            return None
        worlds = Worlds(view, decision_rng(self.seed, view, salt), self.gin_hunting(), self.params)
        stats = Stats(len(fns))
        while True:
            while not self._stop(stats.n):
                w = worlds.sample()
                stats.add([fn(w) for fn in fns])
            if self._deadline is not None or rounds >= ROUNDS or stats.n < self._target:
                break
            k, adv, se = self._best_other(stats, priors)
            if k is None or adv <= 0 or adv >= Z * se:
                break
            rounds += 1
            self._target += self.samples * scale
        self.last_samples += stats.n
        return stats if stats.n else None

    @staticmethod
    def _best_other(stats: Stats, priors) -> tuple[int | None, float, float]:
        """The best option other than 0, its lead over option 0 (playout mean plus the prior
        on Normal's score) and the paired standard error of that lead."""
        best = (None, 0.0, 0.0)
        for j in range(1, len(stats.values)):
            adv = stats.mean(j) - stats.mean(0)
            if priors is not None:
                adv -= PRIOR * (priors[j] - priors[0])
            if best[0] is None or adv > best[1]:
                best = (j, adv, stats.diff_stderr(j, 0))
        return best

    def _pick(self, stats: Stats, priors, z: float = Z) -> int:
        """Normal's option (0) unless another leads it by ``z`` paired standard errors."""
        k, adv, se = self._best_other(stats, priors)
        if k is not None and adv > 0 and adv >= z * se:
            return k
        return 0

    # ------------------------------------------------------------ draw
    def _alpha(self, view) -> float:
        if LOOKAHEAD is None:
            return ALPHA
        left = view.stock_count - view.rules.drawn_at_stock
        return LOOKAHEAD * max(0.0, left / 31.0)

    def take_upcard(self, view, legal) -> bool:
        alpha = self._alpha(view)
        ev = Evaluator(view, FITTED_EVIDENCE, alpha, self.params.danger_for(self.gin_hunting()))
        hand = cards_to_mask(view.hand)
        up = view.upcard
        dw_now = dw(hand)
        gain = draw_gain(hand, dw_now, ev.stock)
        stock_value = dw_now - gain - alpha * gain
        best = ev.discard_scores(hand | up.bit, up.bit)[0]
        take_value = best.score - ev.beta * danger(best.card, ev.p) + TAKE_MARGIN
        normal_take = take_value < stock_value
        if abs(take_value - stock_value) > DRAW_MARGIN:
            return normal_take
        situation = Situation(view, self.my_rule())
        other = situation.pass_upcard() if PassUpcard() in legal else situation.draw_stock()
        options = [situation.take_upcard(), other]
        priors = [take_value, stock_value]
        if not normal_take:
            options.reverse()
            priors.reverse()
        stats = self._search(view, options, "draw", priors=priors)
        if stats is None:
            return normal_take
        return normal_take == (self._pick(stats, priors) == 0)

    # ------------------------------------------------------------ discard and knock
    def discard(self, view, legal, mask11, banned_bit):
        g = self.gin_hunting()
        ev = Evaluator(view, FITTED_EVIDENCE, self._alpha(view), self.params.danger_for(g))
        scores = ev.discard_scores(mask11, banned_bit)
        if RACE_MIX and self.params.hunts_gin(g) and g > RACE_EVIDENCE:
            scores = self._race_scores(view, ev, mask11, scores)
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            return self._knock_or_play_on(view, knocks, mask11, scores)
        best = scores[0].score
        cands = [o for o in scores[:DISCARD_CANDIDATES] if o.score <= best + DISCARD_MARGIN]
        # The discard that leaves the least deadwood is always a candidate: against an
        # opponent who knocks early, low deadwood is what avoids (and deals) undercuts (D11).
        for o in sorted(scores, key=lambda o: (o.deadwood, o.score))[:LOW_DEADWOOD_CANDIDATES]:
            if o not in cands:
                cands.append(o)
        if len(cands) == 1 or last_turn(view):
            # At the stock's floor every discard draws the hand (D12): nothing to search.
            return discard_or_knock(cands[0].card, legal, False)
        situation = Situation(view, self.my_rule())
        priors = [o.score for o in cands]
        options = [situation.discard(o.card) for o in cands]
        stats = self._search(view, options, "discard", priors=priors)
        if stats is None:
            return discard_or_knock(cands[0].card, legal, False)
        return discard_or_knock(cands[self._pick(stats, priors)].card, legal, False)

    @staticmethod
    def _race_scores(view, ev, mask11, scores):
        """Normal's candidates scored again for a race to gin against a camper: each
        option's score moves ``RACE_MIX`` of the way from Normal's to the fitted value's
        (``gin_race.race_value``, negated: lower is better), the danger charge kept."""
        share = stage(view.stock_count, view.rules.drawn_at_stock)
        out = []
        for o in scores:
            race = -race_value(mask11 ^ (1 << o.card), ev.stock, share)
            race += ev.beta * danger(o.card, ev.p)
            score = RACE_MIX * race + (1 - RACE_MIX) * o.score
            out.append(DiscardOption(score, o.card, o.deadwood))
        out.sort(key=lambda o: (o.score, -VALUES[o.card], o.card))
        return out

    def _knock_or_play_on(self, view, knocks, mask11, scores):
        """D8: knocking is never forced. Knock now (settled against each sampled hand: its
        best lay-offs D10, undercut D11) against playing on, on the same worlds."""
        knock = min(knocks, key=lambda a: (dw(mask11 ^ a.card.bit), -a.card.value, a.card.index))
        knock_deadwood = dw(mask11 ^ knock.card.bit)
        if knock_deadwood == 0:
            return knock  # gin: nothing to gain by waiting (D11: 25 + all deadwood)
        thrown = scores[0].card  # playing on throws Normal's best card
        play_on = Discard(ALL_CARDS[thrown])
        rule = self.my_rule()
        # Option 0 is Hard's default: its playout rule (play for gin until the stock is low).
        rule_knocks = (
            rule.knocks(knock_deadwood, view.stock_count)
            and knock_deadwood <= view.rules.knock_limit
        )
        barred = self.params.bars_mid_hand_knock(
            self.gin_hunting(), view.stock_count, view.rules.drawn_at_stock
        )
        if barred and not rule_knocks:
            return play_on  # no knock off the rule here (SearchParams)
        situation = Situation(view, rule)
        options = [situation.knock(knock.card.index), situation.discard(thrown)]
        if not rule_knocks:
            options.reverse()
        stats = self._search(view, options, "knock", scale=KNOCK_SCALE)
        if stats is None:
            return knock if rule_knocks else play_on
        knocks_now = rule_knocks == (self._pick(stats, None, Z_KNOCK) == 0)
        if knocks_now and not rule_knocks and MAX_UNDERCUT is not None:
            points = stats.values[1]  # the knock option's, world by world
            if sum(x < 0 for x in points) >= MAX_UNDERCUT * len(points):
                knocks_now = False
        return knock if knocks_now else play_on


__all__ = ["HardPlayer", "SAMPLES"]
