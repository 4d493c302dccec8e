"""Determinised search: sampled worlds consistent with a view, and fast playouts on masks.

A *world* is one guess at everything the seat cannot see: the opponent's hidden cards, the
stock order, and the opponent's *type* — a "knocker" (knocks as soon as it may, holding only
a near-gin early, as Normal does) or a "gin hunter" (keeps low deadwood and, after its first
few turns of a hand, knocks on gin only: a camper). Worlds are drawn in two steps
(importance sampling by rejection):

1. the hidden cards from the card model (``model.opponent_model``, weighted sampling without
   replacement), the type from the opponent profile (``profile.OpponentProfile``);
2. the hand-level evidence: an opponent that has discarded this hand and did not knock (D8)
   is unlikely to hold a knockable hand — unless it hunts gin and its first turns are past.
   The world is kept with probability ``P(no knock | its hand, its type)``.

Between the two, the opponent *sifts*: it is dealt a few cards more than it holds (about as
many as it has seen from the stock) and throws back, greedily, those that leave the least
deadwood; a gin hunter sifts more (``SearchParams`` holds measured variants, off).

Every option of a decision is scored on the *same* worlds (common random numbers), so the
differences between options are not drowned by deal luck.

Playouts are greedy for both seats, on 52-bit masks: take the pile top when it lowers the
deadwood through a meld, else draw; throw the card that leaves least (ties: the highest);
knock by the seat's ``KnockRule``. A knock is scored as the engine settles it: D9 melds, the
defender's best lay-offs (engine ``best_layoffs``, only called when a card fits), D11.
"""

from __future__ import annotations

from dataclasses import replace

from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.events import Discarded, DrewStock
from ginrummy_desktop.engine.frozen import frozen
from ginrummy_desktop.engine.melds import arrangement_of_mask, is_set

from .common import bits, meld_reach, read_history
from .fast import best_discard, dw
from .model import FITTED_EVIDENCE, MELD_PAIRS, opponent_model
from .normal import GIN_HOLD_DEADWOOD, GIN_HOLD_STOCK


@frozen
class KnockRule:
    """When a playout seat with deadwood ``d`` after its discard knocks (gin always does):
    in its next ``early_turns`` turns with ``d <= early_limit``; after them with ``d <=
    limit``, except a near-gin (``d <= hold``) while the stock holds at least
    ``hold_stock``; once the stock is down to ``late_stock``, with ``d <= late_limit``.
    (``knocks`` answers for a seat past its early turns; ``playout`` counts them.)"""

    limit: int
    hold: int = 0
    hold_stock: int = 99
    late_stock: int = 0
    late_limit: int = 0
    early_turns: int = 0
    early_limit: int = 0

    def knocks(self, d: int, stock: int) -> bool:
        if d == 0:
            return True
        if stock <= self.late_stock:
            return d <= self.late_limit
        return d <= self.limit and not (d <= self.hold and stock >= self.hold_stock)


# Normal's rule (normal.NormalPlayer.knock_choice) at the table's knock limit of 10.
KNOCKER = KnockRule(10, GIN_HOLD_DEADWOOD, GIN_HOLD_STOCK)
# A gin camper knocks on gin only (its voluntary knocks come in its first turns, before a
# search decision matters). It used to knock late with ≤ 4 in the playouts: then playing on
# against a low sampled hand looked as bad as a knock that is undercut, and Hard knocked into
# undercuts that the real camper, who never knocks late, did not threaten.
GIN_HUNTER = KnockRule(0)


@frozen
class SearchParams:
    """Hard's tunable settings (``benchmarks/tune_ai.py tune`` varies them)."""

    # Hard's own knocking in its playouts, and its default before the search has its say:
    # play for gin, knock with anything allowed once the stock is low (measured against
    # Normal and SimpleRef in docs/ai.md: far better than knocking at once).
    me_vs_knocker: KnockRule = KnockRule(0, 0, 99, 6, 10)
    # Against a gin camper Hard's own rule is to play for gin: once the camper's hand is
    # low a knock short of gin is often undercut (D11) — late knocks with 3 or more lost
    # about 11 points each — and the rule without its late knocks with 1–2 scored more per
    # hand (docs/ai.md, twelfth and thirteenth screens).
    me_vs_hunter: KnockRule = KnockRule(0)
    # Against a gin camper the search may still knock short of gin off that rule (D8) early
    # (the stock above this) and on the last turn (valued against the drawn hand, D12), but
    # not in between (0: no bar): once the camper's first turns are past its hand is low
    # and holds what lays off on Hard's melds (D10), and such knocks were undercut a third
    # to a half of the time while the worlds predicted far fewer — at the table's budget,
    # with the stock at 17–23, 31 % undercut against 22 % predicted, and 2.5 points lost a
    # knock where the worlds saw 7.5 gained over playing on (docs/ai.md, tenth and fifteenth
    # screens).
    hunter_mid_stock: int = 23
    # A gin camper after the published champion still knocks with anything allowed (D8) in
    # its first turns of a hand, while the other's hand is raw: its worlds knock so in the
    # turns of this many it has left, and a camper that did not knock after a discard in
    # them is unlikely to hold a knockable hand. 0: it knocks on gin only from the start.
    hunter_early_turns: int = 3
    hunter_switch: float = 0.4  # gin-hunting chance above which Hard plays its cautious rule
    knocker_hold_keep: float = 0.5  # P(a knocker holds a near-gin early) in the evidence
    no_knock_keep: float = 0.04  # P(a knocker does not knock a knockable hand)
    gin_missed_keep: float = 0.02  # P(anyone skips a gin)
    seen_per_draw: float = 1.2  # extra cards it sifted: this × √(its stock draws)
    seen_base: float = 0.0
    # A gin hunter keeps its deadwood low on purpose: its sampled hands sift more cards.
    hunter_seen_per_draw: float = 2.0
    # A camper passes a pile card that would not complete a meld at once, so a pass (or a
    # stock draw) says little about single neighbours it holds: its worlds weigh the
    # neighbours of declined cards by these ratios instead of the card model's.
    hunter_declined_close: float = 0.55
    hunter_declined_far: float = 0.8
    # Variants of a gin hunter's sifting, measured and off (docs/ai.md, "Fourth version
    # tried"): they made the worlds' undercut predictions better calibrated but won no more
    # games over the panel. A camper avoids discards that feed my melds, so it holds the
    # cards that lay off on them (D10) — the undercut a knock risks (D11): when non-zero,
    # its sifting never throws back a card of ``layoff_spots`` (my run ends, my set
    # fourths); ``hunter_keep_feeding``: nor one that completes a meld with two of mine.
    hunter_keep_layoffs: float = 0.0
    hunter_keep_feeding: float = 0.0
    # A fixed sifting count makes the sampled hands too alike: each world sifts the mean ×
    # a uniform factor in [1 − spread, 1 + spread].
    hunter_extra_spread: float = 0.0
    knocker_extra_spread: float = 0.0
    # Points Hard's draw and discard charge per unit chance that a card feeds the opponent a
    # meld (Normal's ``BETA``), against a knocker and against a gin hunter. A camper never
    # knocks late, so a card it melds only brings its gin nearer, while the cards Hard keeps
    # back to starve it slow Hard's own gin: 0 won 3.9 points more against the camper and
    # lost nothing clear elsewhere; 0 against knockers too lost 4 points against the
    # knocker (800-game screens, docs/ai.md).
    danger_vs_knocker: float = 6.0
    danger_vs_hunter: float = 0.0

    def danger_for(self, gin_hunting: float) -> float:
        """Hard's danger weight against an opponent who plays for gin this often."""
        return self.danger_vs_hunter if self.hunts_gin(gin_hunting) else self.danger_vs_knocker

    def hunts_gin(self, gin_hunting: float) -> bool:
        """Whether Hard plays its camper policy against an opponent who plays for gin this
        often (its knock rule, danger weight and the bar on knocks after the early turns)."""
        return gin_hunting >= self.hunter_switch

    def bars_mid_hand_knock(self, gin_hunting: float, stock: int, floor: int) -> bool:
        """Whether a knock short of gin off Hard's own rule is barred: against a gin hunter,
        with the stock above its ``floor`` (the last turn, D12) and at most
        ``hunter_mid_stock``."""
        if not self.hunts_gin(gin_hunting):
            return False
        return floor < stock <= self.hunter_mid_stock

    def rule_for(self, gin_hunting: float) -> KnockRule:
        """Hard's own knock rule against an opponent who plays for gin this often."""
        return self.me_vs_hunter if self.hunts_gin(gin_hunting) else self.me_vs_knocker


DEFAULT_PARAMS = SearchParams()


# ---------------------------------------------------------------- knocks
_chain_cache: dict[int, tuple] = {}


def _chains(knocker: int) -> tuple[tuple[int, ...], ...]:
    """Where a defender can lay off on a knocking hand's D9 melds (D10), as chains of card
    indices that must be laid off in order: outward from each end of a run (no wrap), and
    the missing fourth of a three-card set."""
    chains = _chain_cache.get(knocker)
    if chains is None:
        if len(_chain_cache) > 20_000:
            _chain_cache.clear()
        out = []
        for m in arrangement_of_mask(knocker).melds:
            if is_set(m):
                if len(m) == 3:
                    held = {c.suit for c in m}
                    out.append(tuple(s * 13 + m[0].rank - 1 for s in range(4) if s not in held))
            else:
                lo, hi = m[0].index, m[-1].index
                base = m[0].suit * 13
                out.append(tuple(range(lo - 1, base - 1, -1)))
                out.append(tuple(range(hi + 1, base + 13)))
        chains = _chain_cache[knocker] = tuple(c for c in out if c)
    return chains


def layoff_spots(hand: int) -> int:
    """The cards that would lay off at once on the melds of the hand's best arrangement
    (D10): the next card at each end of a run, the missing fourth of a three-card set."""
    out = 0
    for m in arrangement_of_mask(hand).melds:
        if is_set(m):
            if len(m) == 3:
                held = {c.suit for c in m}
                out |= sum(1 << (s * 13 + m[0].rank - 1) for s in range(4) if s not in held)
        else:
            if m[0].rank > 1:
                out |= 1 << (m[0].index - 1)
            if m[-1].rank < 13:
                out |= 1 << (m[-1].index + 1)
    return out


def defender_deadwood(knocker: int, defender: int) -> int:
    """The defender's deadwood after its best lay-offs on the knocker's melds (D10): every
    combination of chain prefixes it holds is tried (they are few), and what stays in hand
    is melded at its best. Equal to the engine's ``best_layoffs(...).deadwood``."""
    options = [0]
    for chain in _chains(knocker):
        if not defender >> chain[0] & 1:
            continue
        prefixes = []
        laid = 0
        for i in chain:
            if not defender >> i & 1:
                break
            laid |= 1 << i
            prefixes.append(laid)
        options = [o | p for o in options for p in prefixes if not o & p] + options
    if len(options) == 1:
        return dw(defender)
    return min(dw(defender & ~o) for o in options)


def knock_points(knocker: int, k_dw: int, defender: int, rules) -> int:
    """Points of a knock from the knocker's side (+ it scores, − the defender scores), as the
    engine would settle it: D9 melds, the defender's best lay-offs (D10), D11."""
    if k_dw == 0:
        return rules.gin_bonus + dw(defender)
    d = defender_deadwood(knocker, defender)
    if k_dw < d:
        return d - k_dw
    return -(k_dw - d + rules.undercut_bonus)


# ---------------------------------------------------------------- playouts
def playout(
    h0: int,
    d0: int,
    h1: int,
    d1: int,
    pile: list[int],
    stock: list[int],
    turn: int,
    rules,
    rule0: KnockRule,
    rule1: KnockRule,
    first: str = "",
) -> int:
    """Play the hand out greedily (seat 0 = me, 1 = the opponent) and return my points
    (negative when the opponent scores). ``first`` forces the first turn's draw: "stock" or
    "pile". D12: the hand is drawn when a turn ends with the stock at ``drawn_at_stock``.
    ``pile`` and ``stock`` are consumed."""
    drawn_at = rules.drawn_at_stock
    hands = [h0, h1]
    dws = [d0, d1]
    krules = (rule0, rule1)
    early = [rule0.early_turns, rule1.early_turns]
    while True:
        h = hands[turn]
        dwh = dws[turn]
        took = 0
        if pile and first != "stock":
            tb = 1 << pile[-1]
            if first == "pile":
                took = tb
                nd, x = best_discard(h | tb, tb)
            elif tb & meld_reach(h):
                nd, x = best_discard(h | tb, tb)
                if nd < dwh:
                    took = tb
        first = ""
        if took:
            pile.pop()
            h |= took
        else:
            h |= 1 << stock.pop()
            nd, x = best_discard(h)
        h ^= 1 << x
        hands[turn] = h
        dws[turn] = nd
        r = krules[turn]
        s = len(stock)
        if early[turn]:
            early[turn] -= 1
            knocks = nd <= r.early_limit
        elif s <= r.late_stock:
            knocks = nd <= r.late_limit
        else:
            knocks = nd <= r.limit and not (nd <= r.hold and s >= r.hold_stock)
        if nd == 0 or knocks:
            pts = knock_points(h, nd, hands[1 - turn], rules)
            return pts if turn == 0 else -pts
        pile.append(x)
        if s <= drawn_at:
            return 0
        turn = 1 - turn


# ---------------------------------------------------------------- worlds
class Worlds:
    """Samples of (opponent hand, its deadwood, stock order, its knock rule) for a view."""

    MAX_TRIES = 40

    def __init__(self, view, rng, gin_hunting: float, params: SearchParams = DEFAULT_PARAMS):
        self.rng = rng
        self.params = params
        model = opponent_model(view, FITTED_EVIDENCE)
        self.model = model
        self.hunter_weights = None
        if (params.hunter_declined_close, params.hunter_declined_far) != (
            FITTED_EVIDENCE.declined_close,
            FITTED_EVIDENCE.declined_far,
        ):
            ev = replace(
                FITTED_EVIDENCE,
                declined_close=params.hunter_declined_close,
                declined_far=params.hunter_declined_far,
            )
            hm = opponent_model(view, ev)
            self.hunter_weights = [hm.weights[i] for i in bits(model.unknown)]
        self.feeds_me = 0
        if params.hunter_keep_layoffs:
            self.feeds_me = layoff_spots(cards_to_mask(view.hand)) & model.unknown
        if params.hunter_keep_feeding:
            mine = cards_to_mask(view.hand)
            for i in bits(model.unknown):
                if any(mine >> a & 1 and mine >> b & 1 for a, b in MELD_PAIRS[i]):
                    self.feeds_me |= 1 << i
        self.known = model.known
        self.hidden = model.hidden_count
        self.cards = bits(model.unknown)
        self.weights = [model.weights[i] for i in self.cards]
        self.stock_count = view.stock_count
        self.limit = view.rules.knock_limit
        self.gin_hunting = gin_hunting
        me = view.seat
        # D8: the opponent had a knock chance if it has discarded in this hand.
        self.evidence = any(isinstance(e, Discarded) and e.seat != me for e in view.history)
        # An opponent's hand is not a random draw: it has seen its stock draws and kept
        # the cards it liked. So a world deals it ``extra`` cards more than it holds and
        # lets it throw back, greedily, those that leave the least deadwood.
        draws = sum(1 for e in view.history if isinstance(e, DrewStock) and e.seat != me)
        turns = read_history(view).opp_turns
        # Its last discard came in its early turns, where a camper knocks with anything
        # allowed: that it did not knock says its hand is above the limit (D8).
        self.hunter_declined = self.evidence and turns <= params.hunter_early_turns
        left = int(params.hunter_early_turns) - turns
        self.hunter_rule = (
            replace(GIN_HUNTER, early_turns=left, early_limit=self.limit)
            if left > 0
            else GIN_HUNTER
        )
        room = self.room = len(self.cards) - self.hidden
        extra = int(params.seen_base + params.seen_per_draw * draws**0.5 + 0.5)
        self.extra = max(0, min(extra, room))
        extra = int(params.seen_base + params.hunter_seen_per_draw * draws**0.5 + 0.5)
        self.extra_hunter = max(0, min(extra, room))
        self.tries = 0
        self.drawn = 0

    def _keep(self, d: int, hunter: bool) -> float:
        if not self.evidence or d > self.limit:
            return 1.0
        p = self.params
        if d == 0:
            return p.gin_missed_keep
        if hunter:
            return p.no_knock_keep if self.hunter_declined else 1.0
        if d <= KNOCKER.hold and self.stock_count >= KNOCKER.hold_stock:
            return p.knocker_hold_keep
        return p.no_knock_keep

    def sample(self) -> tuple[int, int, list[int], KnockRule]:
        rng = self.rng
        cards, weights = self.cards, self.weights
        for _ in range(self.MAX_TRIES):
            self.tries += 1
            hunter = rng.random() < self.gin_hunting
            extra = self.extra_hunter if hunter else self.extra
            spread = self.params.hunter_extra_spread if hunter else self.params.knocker_extra_spread
            if spread and extra:
                f = 1.0 - spread + 2.0 * spread * rng.random()
                extra = min(int(extra * f + 0.5), self.room)
            weights = self.weights
            if hunter and self.hunter_weights is not None:
                weights = self.hunter_weights
            # Weighted sampling without replacement (Efraimidis–Spirakis keys).
            keyed = sorted(
                ((rng.random() ** (1.0 / w), i) for i, w in zip(cards, weights, strict=True)),
                reverse=True,
            )
            opp = self.known
            for _, i in keyed[: self.hidden + extra]:
                opp |= 1 << i
            back = []
            ban = self.known  # it keeps what it is known to hold
            if hunter and self.feeds_me:
                ban |= opp & self.feeds_me
            for _ in range(extra):
                if opp & ~ban:
                    _, x = best_discard(opp, ban)
                else:
                    _, x = best_discard(opp, self.known)
                opp ^= 1 << x
                back.append(x)
            d = dw(opp)
            if rng.random() < self._keep(d, hunter):
                break
        self.drawn += 1
        stock = [i for _, i in keyed[self.hidden + extra :]] + back
        rng.shuffle(stock)
        return opp, d, stock[: self.stock_count], self.hunter_rule if hunter else KNOCKER


class Stats:
    """Running sums per option over shared worlds: mean, standard error, paired differences."""

    def __init__(self, n_options: int) -> None:
        self.n = 0
        self.values: list[list[int]] = [[] for _ in range(n_options)]

    def add(self, row: list[int]) -> None:
        self.n += 1
        for k, v in enumerate(row):
            self.values[k].append(v)

    def mean(self, k: int) -> float:
        v = self.values[k]
        return sum(v) / len(v) if v else 0.0

    def stderr(self, k: int) -> float:
        return _se(self.values[k])

    def diff_stderr(self, a: int, b: int) -> float:
        return _se([x - y for x, y in zip(self.values[a], self.values[b], strict=True)])


def _se(v: list[float]) -> float:
    n = len(v)
    if n < 2:
        return float("inf")
    m = sum(v) / n
    var = sum((x - m) ** 2 for x in v) / (n - 1)
    return (var / n) ** 0.5


__all__ = [
    "KnockRule",
    "KNOCKER",
    "GIN_HUNTER",
    "SearchParams",
    "DEFAULT_PARAMS",
    "knock_points",
    "defender_deadwood",
    "layoff_spots",
    "playout",
    "Worlds",
    "Stats",
]
