"""Fitting and checking the AI's settings from self-play (reproducible; uses both cores).

    .venv/bin/python benchmarks/tune_ai.py calibrate [--games 60] [--seed 500] [--jobs 2]
    .venv/bin/python benchmarks/tune_ai.py knock [--games 400] [--seed 3000] [--jobs 2]
            [--opponent normal] [RULE ...]
    .venv/bin/python benchmarks/tune_ai.py tune [--games 400] [--seed 7000] [--jobs 2]
            [--opponent normal] --variant NAME KEY=VALUE ... [--variant ...]

``calibrate`` plays seeded games between the levels (Normal, SimpleRef, Easy and Hard as
the opponent whose hand is guessed), records every draw and discard decision of the other
seat with the opponent's *true* hidden cards (the script reads the match to grade the
model; the model itself only ever sees the view), fits the card model's likelihood ratios
(``model.Evidence``) by maximum likelihood on half of the seeds, and reports log-loss and
Brier score of ``P(card in the opponent's hand)`` over the unseen cards on the other half:
for a uniform guess, Normal's hand-set ratios, the fitted ratios, and the full sampler
(fitted ratios plus the hand-level "it did not knock" evidence of ``search.Worlds``).

``knock`` sweeps the knock rule Hard plays by default and in its playouts
(``search.KnockRule`` written ``limit,hold,hold_stock,late_stock,late_limit``): each rule is
given to a fast player that is Normal in everything else, which plays the opponent level on
the same seeds, seats swapped. Cheap (Normal is fast), so many games per rule; this is how
``SearchParams.me_vs_knocker`` was chosen (docs/ai.md).

``tune`` plays Hard variants (``search.SearchParams`` fields and the module settings of
``ai/hard.py``) against an opponent level on the same seeds, seats swapped, and prints each
variant's game win rate (Wilson 95 %) and net points per hand, so settings are chosen by
measurement. Example:

    .venv/bin/python benchmarks/tune_ai.py tune --games 400 \\
        --variant base --variant bold me_vs_hunter=7,0,99,8,9
"""

from __future__ import annotations

import argparse
import math
import multiprocessing as mp
import random
import sys
import time
from dataclasses import fields, replace

from ginrummy_desktop.ai import hard as hard_mod
from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.common import bits, read_history, unknown_mask
from ginrummy_desktop.ai.model import (
    FITTED_EVIDENCE,
    NEAR,
    NORMAL_EVIDENCE,
    Evidence,
)
from ginrummy_desktop.ai.search import DEFAULT_PARAMS, KnockRule, Worlds
from ginrummy_desktop.arena import play_game, wilson
from ginrummy_desktop.engine import Match, Phase, Rules
from ginrummy_desktop.engine.cards import cards_to_mask

PAIRINGS = (  # (guesser, opponent whose hand is guessed)
    ("normal", "normal"),
    ("normal", "simpleref"),
    ("normal", "easy"),
    ("normal", "hard"),
)


# ---------------------------------------------------------------- calibration data
def _record_game(task):
    """Positions of one seeded game: what the guesser's view says, and the truth."""
    guesser, opponent, seed = task
    match = Match(Rules(), seed=seed)
    players = [make_player(guesser, seed=seed), make_player(opponent, seed=seed + 7)]
    rows = []
    while True:
        while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = match.to_act
            view, legal = match.view(seat), match.legal_actions()
            if seat == 0 and match.phase in (Phase.DRAW, Phase.DISCARD):
                truth = cards_to_mask(match.hand_of(1)) & ~cards_to_mask(view.known_opponent_cards)
                hist = read_history(view)
                rows.append(
                    (
                        opponent,
                        unknown_mask(view),
                        cards_to_mask(view.known_opponent_cards),
                        view.opponent_card_count - len(view.known_opponent_cards),
                        hist.discarded,
                        hist.declined,
                        truth,
                        view,
                        seed,
                    )
                )
            match.apply(players[seat].choose(view, legal), seat)
        if match.phase is Phase.GAME_OVER or match.hand_number >= 12:
            break
        match.deal_next()
    return rows


def _marginals(row, ev: Evidence) -> dict[int, float]:
    _, unknown, known, hidden, discarded, declined = row[:6]
    w = {i: 1.0 for i in bits(unknown)}
    for src, c, f in (
        (discarded & ~known, ev.thrown_close, ev.thrown_far),
        (declined & ~known & ~discarded, ev.declined_close, ev.declined_far),
        (known, ev.wanted_close, ev.wanted_far),
    ):
        for x in bits(src):
            close, far = NEAR[x]
            for y in close:
                if y in w:
                    w[y] *= c
            for y in far:
                if y in w:
                    w[y] *= f
    total = sum(w.values())
    scale = hidden / total if total else 0.0
    return {i: min(0.95, max(0.01, v * scale)) for i, v in w.items()}


def _uniform(row) -> dict[int, float]:
    unknown, hidden = row[1], row[3]
    cards = bits(unknown)
    return {i: hidden / len(cards) for i in cards} if cards else {}


def _sampled(row, samples: int = 150) -> dict[int, float]:
    view = row[7]
    worlds = Worlds(view, random.Random(f"calib:{row[1]}:{row[6]}"), 0.2)
    count = dict.fromkeys(bits(row[1]), 0)
    known = row[2]
    for _ in range(samples):
        opp = worlds.sample()[0] & ~known
        for i in bits(opp):
            count[i] += 1
    return {i: min(0.99, max(0.01, c / samples)) for i, c in count.items()}


def _deadwood_by_stage(rows, samples: int = 20) -> None:
    """Mean true opponent deadwood against the mean of sampled worlds, by stage of the hand
    (cards gone from the stock), with and without the sampler's sifting step."""
    from ginrummy_desktop.ai.fast import dw

    plain = replace(DEFAULT_PARAMS, seen_per_draw=0.0)
    table: dict[int, list] = {}
    for row in rows:
        view, truth, known = row[7], row[6], row[2]
        stage = min(4, (31 - view.stock_count) // 6)
        acc = table.setdefault(stage, [0, 0.0, 0.0, 0.0])
        acc[0] += 1
        acc[1] += dw(truth | known)
        for k, params in ((2, DEFAULT_PARAMS), (3, plain)):
            ws = Worlds(view, random.Random(f"dw:{row[1]}:{truth}"), 0.1, params)
            acc[k] += sum(ws.sample()[1] for _ in range(samples)) / samples
    print("opponent deadwood by stage (cards gone from the stock): true, sampled, unsifted")
    for stage in sorted(table):
        n, t, s1, s0 = table[stage]
        print(
            f"  {6 * stage:2d}-{6 * stage + 5:2d} gone: n={n:5d}  true {t / n:5.1f}  "
            f"sampled {s1 / n:5.1f}  unsifted {s0 / n:5.1f}"
        )


def _score(rows, guess) -> tuple[float, float, int]:
    """(log-loss, Brier) per unseen card, and how many cards were graded."""
    ll = br = 0.0
    n = 0
    for row in rows:
        truth = row[6]
        for i, p in guess(row).items():
            y = truth >> i & 1
            p = min(0.999, max(0.001, p))
            ll -= math.log(p if y else 1.0 - p)
            br += (p - y) ** 2
            n += 1
    return (ll / n, br / n, n) if n else (float("nan"), float("nan"), 0)


def _fit(rows) -> Evidence:
    """Coordinate descent on the log-loss, one ratio at a time, on a log scale."""
    ev = NORMAL_EVIDENCE
    best = _score(rows, lambda r: _marginals(r, ev))[0]
    step = 0.4
    while step > 0.02:
        improved = False
        for f in fields(Evidence):
            for sign in (1, -1):
                cand = replace(ev, **{f.name: getattr(ev, f.name) * math.exp(sign * step)})
                ll = _score(rows, lambda r, c=cand: _marginals(r, c))[0]
                if ll < best - 1e-6:
                    ev, best, improved = cand, ll, True
        if not improved:
            step /= 2
    return Evidence(*(round(getattr(ev, f.name), 3) for f in fields(Evidence)))


def calibrate(args) -> None:
    tasks = [(g, o, args.seed + k) for g, o in PAIRINGS for k in range(args.games)]
    t0 = time.time()
    with mp.Pool(args.jobs) as pool:
        rows = [r for rs in pool.map(_record_game, tasks, chunksize=1) for r in rs]
    # Fit on the even seeds, grade on the odd ones.
    fit_rows = [r for r in rows if r[8] % 2 == 0]
    test_rows = [r for r in rows if r[8] % 2 == 1]
    print(f"command: {' '.join(sys.argv)}")
    print(
        f"positions: {len(rows)} ({len(fit_rows)} fit, {len(test_rows)} graded), "
        f"{time.time() - t0:.0f} s to record"
    )
    fitted = _fit(fit_rows)
    print(f"fitted: {fitted}")
    print(f"in use: {FITTED_EVIDENCE}")
    print(f"{'opponent':>10} {'model':>18} {'log-loss':>9} {'Brier':>8} {'cards':>7}")
    for opp in ("all",) + tuple(o for _, o in PAIRINGS):
        sub = [r for r in test_rows if opp in ("all", r[0])]
        for name, guess in (
            ("uniform", _uniform),
            ("normal ratios", lambda r: _marginals(r, NORMAL_EVIDENCE)),
            ("fitted ratios", lambda r: _marginals(r, fitted)),
            ("sampler (Hard)", _sampled),
        ):
            ll, br, n = _score(sub, guess)
            print(f"{opp:>10} {name:>18} {ll:9.4f} {br:8.4f} {n:7d}")
    _deadwood_by_stage(test_rows)


# ---------------------------------------------------------------- self-play tuning
def _parse_value(text: str):
    parts = [p for p in text.split(",") if p]
    if len(parts) > 1:
        return KnockRule(*(int(p) for p in parts))
    try:
        return int(text)
    except ValueError:
        return float(text)


def _factory(settings: dict):
    params = {k: v for k, v in settings.items() if k in {f.name for f in fields(DEFAULT_PARAMS)}}
    module = {k: v for k, v in settings.items() if k not in params}
    search = replace(DEFAULT_PARAMS, **params)

    def make(seed, budget):
        for k, v in module.items():
            setattr(hard_mod, k.upper(), v)
        return hard_mod.HardPlayer(seed, budget, params=search)

    return make


def _tune_task(task):
    settings, opponent, seed, a_seat = task
    return play_game("hard", opponent, seed, a_seat, rules=Rules(), factory_a=_factory(settings))


def tune(args) -> None:
    variants = []
    for spec in args.variant:
        name, *pairs = spec
        settings = {}
        for p in pairs:
            k, v = p.split("=", 1)
            settings[k] = _parse_value(v)
        variants.append((name, settings))
    print(f"command: {' '.join(sys.argv)}")
    for name, settings in variants:
        tasks = [(settings, args.opponent, args.seed + i // 2, i % 2) for i in range(args.games)]
        t0 = time.time()
        with mp.Pool(args.jobs) as pool:
            recs = pool.map(_tune_task, tasks, chunksize=1)
        wins = sum(r.winner == "A" for r in recs)
        hands = sum(r.hands for r in recs)
        net = sum(r.points["A"] - r.points["B"] for r in recs) / hands
        lo, hi = wilson(wins, len(recs))
        print(
            f"{name:>12}: {wins / len(recs):6.1%} [{lo:.1%}, {hi:.1%}]  net/hand {net:+.2f}  "
            f"({len(recs)} games vs {args.opponent}, {time.time() - t0:.0f} s)  {settings}",
            flush=True,
        )


# ---------------------------------------------------------------- knock-rule sweep
def _rule_player(rule: KnockRule):
    from ginrummy_desktop.ai.fast import dw
    from ginrummy_desktop.ai.normal import NormalPlayer

    class RulePlayer(NormalPlayer):
        def knock_choice(self, view, knocks, mask11):
            best = min(knocks, key=lambda a: (dw(mask11 ^ a.card.bit), -a.card.value, a.card.index))
            d = dw(mask11 ^ best.card.bit)
            return (best if rule.knocks(d, view.stock_count) else None), d

    return RulePlayer


def _knock_task(task):
    rule, opponent, seed, a_seat = task
    cls = _rule_player(rule)
    return play_game(
        "normal", opponent, seed, a_seat, rules=Rules(), factory_a=lambda s, b: cls(s, b)
    )


def knock(args) -> None:
    rules = [KnockRule(*(int(x) for x in r.split(","))) for r in args.rules] or [
        KnockRule(10, 3, 8),  # Normal's own rule
        KnockRule(10),  # knock at once
        KnockRule(0, 0, 99, 4, 10),
        KnockRule(0, 0, 99, 6, 10),
        KnockRule(0, 0, 99, 8, 10),
        KnockRule(0, 0, 99, 6, 6),
        KnockRule(3, 0, 99, 6, 10),
    ]
    print(f"command: {' '.join(sys.argv)}")
    for rule in rules:
        tasks = [(rule, args.opponent, args.seed + i // 2, i % 2) for i in range(args.games)]
        t0 = time.time()
        with mp.Pool(args.jobs) as pool:
            recs = pool.map(_knock_task, tasks, chunksize=4)
        wins = sum(r.winner == "A" for r in recs)
        hands = sum(r.hands for r in recs)
        net = sum(r.points["A"] - r.points["B"] for r in recs) / hands
        lo, hi = wilson(wins, len(recs))
        r = rule
        print(
            f"  rule {r.limit},{r.hold},{r.hold_stock},{r.late_stock},{r.late_limit}: "
            f"{wins / len(recs):6.1%} [{lo:.1%}, {hi:.1%}]  net/hand {net:+.2f}  "
            f"({len(recs)} games vs {args.opponent}, {time.time() - t0:.0f} s)",
            flush=True,
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("calibrate")
    c.add_argument("--games", type=int, default=60)
    c.add_argument("--seed", type=int, default=500)
    c.add_argument("--jobs", type=int, default=2)
    k = sub.add_parser("knock")
    k.add_argument("--games", type=int, default=400)
    k.add_argument("--seed", type=int, default=3000)
    k.add_argument("--jobs", type=int, default=2)
    k.add_argument("--opponent", default="normal")
    k.add_argument("rules", nargs="*")
    t = sub.add_parser("tune")
    t.add_argument("--games", type=int, default=400)
    t.add_argument("--seed", type=int, default=7000)
    t.add_argument("--jobs", type=int, default=2)
    t.add_argument("--opponent", default="normal")
    t.add_argument("--variant", nargs="+", action="append", required=True)
    args = ap.parse_args()
    {"calibrate": calibrate, "knock": knock, "tune": tune}[args.cmd](args)


if __name__ == "__main__":
    main()
