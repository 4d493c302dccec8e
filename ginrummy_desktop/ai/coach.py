"""The coach's evaluation: every reasonable option of one decision, valued like Hard does.

``evaluate_choices(view, legal)`` scores each candidate action of the seat to act by its
mean points for the rest of the hand (+ this seat scores, − the opponent scores) over the
*same* sampled worlds for every candidate (common random numbers: ``search.Worlds`` and
``options.Situation``, exactly Hard's machinery), so the difference between two candidates
comes with a meaningful paired standard error. Each candidate also gets a reason as a
message key with parameters (no English here; the UI translates), in the style of
``hint.py``:

    coach.take_makes_meld      card, deadwood   the upcard completes a meld
    coach.take_lowers_deadwood card, deadwood   the upcard lowers the deadwood
    coach.take_shows_card      card, deadwood   taking shows the opponent what you collect
    coach.draw_stock           card, deadwood   leave the pile top, draw blind
    coach.pass_upcard          card, deadwood   pass the first upcard (D6)
    coach.gin                  card             discard this card and go gin (D8)
    coach.knock_safe           card, deadwood, percent   knock; wins in `percent` % of worlds
    coach.knock_undercut_risk  card, deadwood, percent   knock; undercut in `percent` % (D11)
    coach.play_on_for_gin      card, deadwood   do not knock yet, play on
    coach.breaks_meld          card, deadwood   the card sits in one of your melds
    coach.feeds_opponent       card, percent    the opponent can meld it (`percent` % chance)
    coach.breaks_run_draw      card, outs       it spoils a two-way run draw (`outs` live)
    coach.keeps_run_draw       card, outs       the hand keeps a two-way run draw
    coach.safe_discard         card, deadwood   the opponent is unlikely to use it
    coach.discard              card, deadwood   plain: the deadwood left after it
    coach.lay_off              card, meld       lay this card off (D10)
    coach.end_layoff           deadwood         finish laying off

``card`` is in the ``TD`` notation, every other parameter an int.
"""

from __future__ import annotations

from dataclasses import field

from ginrummy_desktop.engine.actions import (
    Action,
    Discard,
    DrawStock,
    EndLayoff,
    Knock,
    LayOff,
    PassUpcard,
    TakeUpcard,
)
from ginrummy_desktop.engine.cards import ALL_CARDS, cards_to_mask
from ginrummy_desktop.engine.events import Phase
from ginrummy_desktop.engine.frozen import frozen
from ginrummy_desktop.engine.layoffs import apply_layoff, best_layoffs

from .common import decision_rng, last_turn, melded_in, unknown_mask
from .fast import dw
from .model import FITTED_EVIDENCE, danger
from .normal import Evaluator
from .options import Situation
from .profile import known_style
from .search import DEFAULT_PARAMS, Stats, Worlds

COACH_WORLDS = 120  # default effort: ~15 decisions in well under 10 s on a 2-core machine
MAX_DISCARDS = 8  # discards evaluated (lowest deadwood first), plus any asked for

MESSAGE_KEYS = {
    "coach.take_makes_meld": ("card", "deadwood"),
    "coach.take_lowers_deadwood": ("card", "deadwood"),
    "coach.take_shows_card": ("card", "deadwood"),
    "coach.draw_stock": ("card", "deadwood"),
    "coach.pass_upcard": ("card", "deadwood"),
    "coach.gin": ("card",),
    "coach.knock_safe": ("card", "deadwood", "percent"),
    "coach.knock_undercut_risk": ("card", "deadwood", "percent"),
    "coach.play_on_for_gin": ("card", "deadwood"),
    "coach.breaks_meld": ("card", "deadwood"),
    "coach.feeds_opponent": ("card", "percent"),
    "coach.breaks_run_draw": ("card", "outs"),
    "coach.keeps_run_draw": ("card", "outs"),
    "coach.safe_discard": ("card", "deadwood"),
    "coach.discard": ("card", "deadwood"),
    "coach.lay_off": ("card", "meld"),
    "coach.end_layoff": ("deadwood",),
}


@frozen
class ChoiceValue:
    """One candidate: its mean points for the rest of the hand and their standard error;
    ``diff`` is its mean minus the best candidate's, ``diff_stderr`` the paired standard
    error of that difference (0 for the best itself); ``worlds`` how many were played."""

    action: Action
    mean: float
    stderr: float
    diff: float
    diff_stderr: float
    key: str
    params: dict = field(default_factory=dict)
    worlds: int = 0
    losses: float = 0.0  # share of the worlds in which the opponent scores (a knock: undercut)


def evaluate_choices(
    view,
    legal_actions,
    *,
    worlds: int = COACH_WORLDS,
    seed: int = 0,
    cancel=None,
    progress=None,
    include=(),
    gin_hunting: float | None = None,
    confirm: int = 0,
    opponent: str = "",
) -> list[ChoiceValue]:
    """Every reasonable option of ``view.seat``'s decision, best first (see the module
    docstring). ``include`` names actions to value even if they are not among the usual
    candidates (e.g. the one a person actually played). ``confirm``: with it, the best
    option and every ``include`` action are played again on that many *fresh* worlds, and
    the included actions' ``diff``/``diff_stderr`` come from those: the best of many options
    on the same worlds looks better than it is (its luck picked it), so a cost measured on
    the worlds that chose it would be biased upwards. ``cancel`` (anything with
    ``is_set()``) stops early and returns what the finished worlds say; ``progress(done,
    total)`` is called after each world. ``opponent``: the computer's level when it is
    known (the table's, the reviewed hand's), which fixes its style in the sampled worlds
    (``profile.known_style``: Easy and Normal knock as soon as they may); otherwise the
    profile's prior. ``gin_hunting`` (the chance that the opponent declines knocks)
    overrides both. Deterministic for a seed."""
    legal = tuple(legal_actions)
    if not legal:
        return []
    phase = view.phase
    if phase is Phase.LAYOFF:
        return _layoff_values(view, legal, include)
    if phase not in (Phase.FIRST_UPCARD, Phase.DRAW, Phase.DISCARD):
        return []
    # The opponent's style as its level makes it known, else Hard's prior; the seat's own
    # knock rule in the playouts is the one Hard plays against that style.
    g = known_style(opponent) if gin_hunting is None else gin_hunting
    sit = Situation(view, DEFAULT_PARAMS.rule_for(g))
    ev = Evaluator(view, FITTED_EVIDENCE)
    cands = _candidates(view, legal, include)
    fns = [_option(sit, a) for a in cands]
    stats = Stats(len(fns))
    # At the stock's floor a knock is the only option that can score (D12: the others draw
    # the hand); it is still valued against the sampled hands, as Hard values it.
    if not last_turn(view) or any(isinstance(a, Knock) for a in cands):
        ws = Worlds(view, decision_rng(seed, view, "coach"), g, DEFAULT_PARAMS)
        while stats.n < worlds and not (cancel is not None and cancel.is_set()):
            w = ws.sample()
            stats.add([fn(w) for fn in fns])
            if progress is not None:
                progress(stats.n, worlds)
    if stats.n == 0:
        return [
            ChoiceValue(a, 0.0, float("inf"), 0.0, float("inf"), *_reason(view, ev, a, None, 0))
            for a in cands
        ]
    order = sorted(range(len(cands)), key=lambda k: -stats.mean(k))
    # A gin is the best choice whatever the worlds' noise says (D11: 25 and all the
    # opponent's deadwood at once, nothing laid off); playing on can only risk it, and
    # Hard goes gin at once too. Against a camper the seat's playouts play for gin, so a
    # gin now and one a turn later can come out equal (seen: 26.00 points each on every
    # world, late in a hand) and the order of the candidates would decide.
    hand = cards_to_mask(view.hand)
    gin = next(
        (k for k in order if isinstance(cands[k], Knock) and dw(hand ^ cands[k].card.bit) == 0),
        None,
    )
    if gin is not None:
        order.remove(gin)
        order.insert(0, gin)
    top = order[0]
    checked = _confirm(view, g, seed, confirm, fns, top, cands, include, cancel, progress, worlds)
    out = []
    for k in order:
        key, params_ = _reason(view, ev, cands[k], stats, k)
        diff = stats.mean(k) - stats.mean(top)
        diff_se = 0.0 if k == top else stats.diff_stderr(k, top)
        n = stats.n
        if k in checked:
            diff, diff_se, n = checked[k]
        out.append(
            ChoiceValue(
                cands[k],
                stats.mean(k),
                stats.stderr(k),
                diff,
                diff_se,
                key,
                params_,
                n,
                sum(1 for v in stats.values[k] if v < 0) / stats.n,
            )
        )
    return out


def _confirm(view, g, seed, confirm, fns, top, cands, include, cancel, progress, done):
    """{option: (diff, its paired standard error, worlds)} for the included options other
    than the best, from ``confirm`` fresh worlds (see ``evaluate_choices``)."""
    ks = [k for k, a in enumerate(cands) if a in include and k != top]
    if confirm <= 0 or not ks:
        return {}
    ws = Worlds(view, decision_rng(seed, view, "coach-confirm"), g, DEFAULT_PARAMS)
    stats = Stats(1 + len(ks))
    chosen = [fns[top]] + [fns[k] for k in ks]
    while stats.n < confirm and not (cancel is not None and cancel.is_set()):
        w = ws.sample()
        stats.add([fn(w) for fn in chosen])
        if progress is not None:
            progress(done + stats.n, done + confirm)
    if stats.n < 2:
        return {}
    return {
        k: (stats.mean(j) - stats.mean(0), stats.diff_stderr(j, 0), stats.n)
        for j, k in enumerate(ks, start=1)
    }


def _candidates(view, legal, include) -> list:
    if view.phase is not Phase.DISCARD:
        return [a for a in legal if isinstance(a, (TakeUpcard, PassUpcard, DrawStock))]
    mask = cards_to_mask(view.hand)
    discards = sorted(
        (a for a in legal if isinstance(a, Discard)),
        key=lambda a: (dw(mask ^ a.card.bit), -a.card.value, a.card.index),
    )
    knocks = sorted(
        (a for a in legal if isinstance(a, Knock)),
        key=lambda a: (dw(mask ^ a.card.bit), -a.card.value, a.card.index),
    )
    out = discards[:MAX_DISCARDS] + knocks[:1]
    for a in include:
        if a in legal and a not in out:
            out.append(a)
    return out


def _option(sit: Situation, action):
    if isinstance(action, TakeUpcard):
        return sit.take_upcard()
    if isinstance(action, PassUpcard):
        return sit.pass_upcard()
    if isinstance(action, DrawStock):
        return sit.draw_stock()
    if isinstance(action, Knock):
        return sit.knock(action.card.index)
    return sit.discard(action.card.index)


def _run_draw_outs(mask10: int, unknown: int) -> tuple[int, int]:
    """The best two-way run draw of a 10-card hand: two adjacent cards of a suit, not in a
    meld, with both ends still unseen (D2: no wrap). Returns (live outs, low card index)."""
    best = (0, -1)
    for i in range(52):
        r = i % 13
        if r == 0 or r >= 11 or not (mask10 >> i & 1 and mask10 >> (i + 1) & 1):
            continue
        if melded_in(mask10, 1 << i, ALL_CARDS[i].value):
            continue
        outs = (unknown >> (i - 1) & 1) + (unknown >> (i + 2) & 1)
        if outs == 2 and best[0] < 2:
            best = (2, i)
    return best


def _reason(view, ev: Evaluator, action, stats: Stats | None, k: int) -> tuple[str, dict]:
    hand = cards_to_mask(view.hand)
    up = view.upcard
    if isinstance(action, (TakeUpcard, DrawStock, PassUpcard)):
        if isinstance(action, TakeUpcard):
            after = ev.discard_scores(hand | up.bit, up.bit)[0]
            d_after = after.deadwood
            mask10 = (hand | up.bit) ^ (1 << after.card)
            p = {"card": str(up), "deadwood": d_after}
            if melded_in(mask10, up.bit, up.value):
                return "coach.take_makes_meld", p
            if d_after < dw(hand):
                return "coach.take_lowers_deadwood", p
            return "coach.take_shows_card", p
        p = {"card": str(up), "deadwood": dw(hand)}
        return ("coach.pass_upcard" if isinstance(action, PassUpcard) else "coach.draw_stock"), p
    card = action.card
    left = hand ^ card.bit
    d = dw(left)
    if isinstance(action, Knock):
        if d == 0:
            return "coach.gin", {"card": str(card)}
        values = stats.values[k] if stats is not None else []
        lost = sum(1 for v in values if v < 0)
        pct = round(100 * lost / len(values)) if values else 0
        if pct >= 10:
            return "coach.knock_undercut_risk", {"card": str(card), "deadwood": d, "percent": pct}
        won = round(100 * (len(values) - lost) / len(values)) if values else 0
        return "coach.knock_safe", {"card": str(card), "deadwood": d, "percent": won}
    p = {"card": str(card), "deadwood": d}
    if view.rules.knock_limit >= d and any(isinstance(a, Knock) for a in _legal_knocks(view, hand)):
        return "coach.play_on_for_gin", p
    if melded_in(hand, card.bit, card.value):
        return "coach.breaks_meld", p
    risk = danger(card.index, ev.p)
    if risk >= 0.3:
        return "coach.feeds_opponent", {"card": str(card), "percent": round(100 * risk)}
    unknown = unknown_mask(view)
    before = _run_draw_outs(hand, unknown)
    after = _run_draw_outs(left, unknown)
    if before[0] == 2 and after[0] < 2:
        return "coach.breaks_run_draw", {"card": str(card), "outs": 2}
    if after[0] == 2:
        return "coach.keeps_run_draw", {"card": str(card), "outs": 2}
    if risk < 0.05:
        return "coach.safe_discard", p
    return "coach.discard", p


# Reasons that speak against the option they describe: the review may show them for the
# move a person played; the others describe a move's merits and are only shown for the best.
AGAINST_KEYS = frozenset(
    {
        "coach.breaks_meld",
        "coach.feeds_opponent",
        "coach.breaks_run_draw",
        "coach.knock_undercut_risk",
        "coach.take_shows_card",
    }
)

# Why the best option beats another, as a message key. Every one states a fact that favours
# the best option over the other (never a sentence that could argue for either):
#   coach.vs_undercut     card, deadwood, percent        the other knocks with `deadwood`,
#                                                        undercut in `percent` % (D11)
#   coach.vs_knock_now    card, deadwood, percent, other_value
#                                                        knock now wins `percent` %; playing
#                                                        on, the opponent scores in `other_value` %
#   coach.vs_deadwood     card, deadwood, other_card, other_value   less deadwood (D3)
#   coach.vs_danger       card, percent, other_card, other_value    the other card feeds a
#                                                        meld more often (percent chances)
#   coach.vs_outs         card, outs, other_card, other_value       more cards improve it
#   coach.vs_take         card, deadwood, other_value    taking lowers the deadwood from
#                                                        `other_value` to `deadwood`
#   coach.vs_no_take      card, deadwood                 taking the card would not lower the
#                                                        deadwood below `deadwood`
#   coach.vs_points       card, outs                     played out over `outs` sampled
#                                                        deals, the best scores more per hand
CONTRAST_KEYS = {
    "coach.vs_undercut": ("card", "deadwood", "percent"),
    "coach.vs_knock_now": ("card", "deadwood", "percent", "other_value"),
    "coach.vs_deadwood": ("card", "deadwood", "other_card", "other_value"),
    "coach.vs_danger": ("card", "percent", "other_card", "other_value"),
    "coach.vs_outs": ("card", "outs", "other_card", "other_value"),
    "coach.vs_take": ("card", "deadwood", "other_value"),
    "coach.vs_no_take": ("card", "deadwood"),
    "coach.vs_points": ("card", "outs"),
}
DANGER_GAP = 0.10  # a difference in feeding chance worth naming
OUTS_GAP = 2  # ... in cards that improve the hand


def improving_cards(mask10: int, unknown: int) -> int:
    """How many unseen cards would lower this 10-card hand's deadwood if drawn (then the
    best discard, D3): the hand's outs."""
    from .fast import best_discard_value

    d = dw(mask10)
    return sum(1 for i in range(52) if unknown >> i & 1 and best_discard_value(mask10 | 1 << i) < d)


def knock_undercut_percent(entry: ChoiceValue) -> int:
    """The share of the sampled deals in which a knock entry was undercut (D11), in %."""
    return round(100 * entry.losses)


def contrast(view, best: ChoiceValue, other: ChoiceValue) -> tuple[str, dict]:
    """Why ``best`` beats ``other`` (see ``CONTRAST_KEYS``): the first fact, in this order,
    that favours ``best``: the undercut risk of a knock, the gain of knocking now, less
    deadwood, a card less likely to feed the opponent, more outs; else the evaluation's own
    figure (points per hand over the sampled deals)."""
    a, b = best.action, other.action
    hand = cards_to_mask(view.hand)
    card = str(a.card) if hasattr(a, "card") else str(view.upcard)
    fallback = ("coach.vs_points", {"card": card, "outs": best.worlds})
    if isinstance(b, Knock) and not isinstance(a, Knock):
        kdw = dw(hand ^ b.card.bit)
        # The knock's undercut rate (D11) favours playing on only if playing on loses less
        # often; otherwise what favours it is the points.
        if kdw > 0 and other.losses > best.losses:
            return "coach.vs_undercut", {
                "card": str(b.card),
                "deadwood": kdw,
                "percent": knock_undercut_percent(other),
            }
        return fallback
    if isinstance(a, Knock) and not isinstance(b, Knock):
        kdw = dw(hand ^ a.card.bit)
        return "coach.vs_knock_now", {
            "card": card,
            "deadwood": kdw,
            "percent": round(100 * (1 - best.losses)),
            "other_value": round(100 * other.losses),
        }
    if isinstance(a, (Discard, Knock)) and isinstance(b, (Discard, Knock)):
        ha, hb = hand ^ a.card.bit, hand ^ b.card.bit
        da, db = dw(ha), dw(hb)
        base = {"card": card, "other_card": str(b.card)}
        if da < db:
            return "coach.vs_deadwood", {**base, "deadwood": da, "other_value": db}
        ev = Evaluator(view, FITTED_EVIDENCE)
        ra, rb = danger(a.card.index, ev.p), danger(b.card.index, ev.p)
        if rb - ra >= DANGER_GAP:
            return "coach.vs_danger", {
                **base,
                "percent": round(100 * ra),
                "other_value": round(100 * rb),
            }
        unknown = unknown_mask(view)
        oa, ob = improving_cards(ha, unknown), improving_cards(hb, unknown)
        if oa - ob >= OUTS_GAP:
            return "coach.vs_outs", {**base, "outs": oa, "other_value": ob}
        return fallback
    if isinstance(a, TakeUpcard):
        up = view.upcard
        after = min(dw((hand | up.bit) ^ (1 << i)) for i in range(52) if hand >> i & 1)
        if after < dw(hand):
            return "coach.vs_take", {"card": card, "deadwood": after, "other_value": dw(hand)}
        return fallback
    if isinstance(b, TakeUpcard):
        up = view.upcard
        after = min(dw((hand | up.bit) ^ (1 << i)) for i in range(52) if hand >> i & 1)
        if after >= dw(hand):
            return "coach.vs_no_take", {"card": card, "deadwood": dw(hand)}
        return fallback
    return fallback


def _legal_knocks(view, hand: int) -> list:
    """Could this 11-card hand knock at all (D8)? The knocks the rules would offer."""
    limit = view.rules.knock_limit
    taken = view.pile_card_taken
    out = []
    for c in view.hand:
        if c is not taken and dw(hand ^ c.bit) <= limit:
            out.append(Knock(c))
    return out


def _layoff_values(view, legal, include) -> list[ChoiceValue]:
    """D10/D11, exact: the hand is decided; each candidate's points follow from the best
    lay-offs that remain after it."""
    kdw = sum(c.value for c in view.knocker_deadwood)
    rules = view.rules
    plan = best_layoffs(view.hand, view.knocker_melds)
    best = next(
        (LayOff(lo.card, lo.meld_index) for lo in plan.layoffs),
        EndLayoff(),
    )
    cands = [best] + [a for a in include if a in legal and a != best]
    rows = []
    for a in cands:
        if isinstance(a, LayOff):
            rest = tuple(c for c in view.hand if c is not a.card)
            d = best_layoffs(rest, apply_layoff(view.knocker_melds, a.card, a.meld_index)).deadwood
            key, params = "coach.lay_off", {"card": str(a.card), "meld": a.meld_index}
        else:
            d = dw(cards_to_mask(view.hand))
            key, params = "coach.end_layoff", {"deadwood": d}
        pts = kdw - d + rules.undercut_bonus if d <= kdw else -(d - kdw)
        rows.append((a, float(pts), key, params))
    rows.sort(key=lambda t: -t[1])
    top = rows[0][1]
    return [ChoiceValue(a, v, 0.0, v - top, 0.0, key, p, 0) for a, v, key, p in rows]


__all__ = [
    "AGAINST_KEYS",
    "CONTRAST_KEYS",
    "ChoiceValue",
    "COACH_WORLDS",
    "MESSAGE_KEYS",
    "contrast",
    "evaluate_choices",
    "improving_cards",
    "knock_undercut_percent",
]
