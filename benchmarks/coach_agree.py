"""Does the coach agree with the hint, and how far does its cost estimate hold?

    nice -n 19 .venv/bin/python benchmarks/coach_agree.py hint --positions 400 --seed 1
    nice -n 19 .venv/bin/python benchmarks/coach_agree.py calibrate --decisions 500 \\
        --seed 1 --reference 1200

Positions: the decisions with a choice (draw or discard, stock not at its end) that one seat
met in seeded Normal-vs-Normal games, the move Normal played recorded with each.

``hint``: for each position, the hint's move (``ai.suggest``) is judged by the coach
(``review.coach.assess``) as the review does (seed 0) and, as a check of the noise, with
independent worlds (seed 1). Prints how often the coach's best differs from the hint and how
often it marks the hint's move costly.

``calibrate``: for each recorded decision (Normal's move), the coach's cost at its default
effort against a reference evaluation with ``--reference`` worlds (≥ 10× the effort,
independent seed). Reports, over the decisions the coach marks costly, how often the
reference agrees that the coach's choice beats the played one (sign agreement), and over
all decisions the mean absolute error of the coach's cost (coach's choice minus the played
one) against the reference's value of the same difference.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai import evaluate_choices, make_player, suggest  # noqa: E402
from ginrummy_desktop.ai.coach import COACH_WORLDS  # noqa: E402
from ginrummy_desktop.arena import wilson  # noqa: E402
from ginrummy_desktop.engine import Match, Phase, Rules  # noqa: E402
from ginrummy_desktop.review.coach import COSTLY_POINTS, CoachRequest, Z, assess  # noqa: E402


def positions(n: int, seed: int):
    """(view, legal, Normal's move) for the first ``n`` decisions with a choice."""
    out = []
    g = 0
    while len(out) < n:
        match = Match(Rules(), seed=seed * 1000 + g)
        players = [make_player("normal", seed=g * 2 + 1), make_player("normal", seed=g * 2 + 2)]
        while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and len(out) < n:
            seat = match.to_act
            view, legal = match.view(seat), match.legal_actions()
            action = players[seat].choose(view, legal)
            if (
                len(legal) > 1
                and view.phase in (Phase.FIRST_UPCARD, Phase.DRAW, Phase.DISCARD)
                and view.stock_count > view.rules.drawn_at_stock
            ):
                out.append((view, tuple(legal), action))
            match.apply(action, seat)
        g += 1
    return out


def _hint_task(item):
    k, (view, legal, _), opp = item
    s = suggest(view, legal, opp)
    same = assess(CoachRequest(k, view, legal, s.action, seed=0, opponent=opp))
    other = assess(CoachRequest(k, view, legal, s.action, seed=1, opponent=opp))
    return (same.agrees, same.costly, other.agrees, other.costly, s.key)


def _calibrate_task(args):
    k, (view, legal, played), reference, opp = args
    v = assess(CoachRequest(k, view, legal, played, seed=0, opponent=opp))
    entries = evaluate_choices(
        view, legal, worlds=reference, seed=7919, include=(played, v.best), opponent=opp
    )
    ref = {e.action: e.mean for e in entries}
    ref_diff = ref[v.best] - ref[played]  # the reference's value of the coach's claim
    ref_cost = entries[0].mean - ref[played]  # what the reference itself would charge
    return (v.cost, v.costly, v.agrees, ref_diff, ref_cost)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=("hint", "calibrate"))
    ap.add_argument("--positions", type=int, default=400)
    ap.add_argument("--decisions", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reference", type=int, default=10 * COACH_WORLDS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument(
        "--opponent",
        choices=("normal", "unknown"),
        default="normal",
        help="what the hint and the coach are told of the opponent: its level (as at the "
        "table and in the review), or nothing (Hard's prior of its style)",
    )
    args = ap.parse_args(argv)
    opp = "" if args.opponent == "unknown" else args.opponent
    print("command: " + " ".join(["benchmarks/coach_agree.py"] + (argv or sys.argv[1:])))
    t0 = time.time()
    n = args.positions if args.what == "hint" else args.decisions
    pos = positions(n, args.seed)
    with mp.Pool(args.jobs) as pool:
        if args.what == "hint":
            rows = pool.map(_hint_task, [(k, p, opp) for k, p in enumerate(pos)], chunksize=4)
            differ = sum(1 for r in rows if not r[0])
            costly = sum(1 for r in rows if r[1])
            differ1 = sum(1 for r in rows if not r[2])
            costly1 = sum(1 for r in rows if r[3])
            no_knock = sum(1 for r in rows if r[4] == "hint.no_knock")
            print(
                f"{len(rows)} positions (Normal vs Normal, seed {args.seed}, opponent "
                f"{args.opponent}), coach at {COACH_WORLDS} worlds, "
                f"costly = cost ≥ {COSTLY_POINTS} and > {Z} SE"
            )
            for name, d, c in (
                ("same worlds (seed 0)", differ, costly),
                ("independent worlds (seed 1)", differ1, costly1),
            ):
                lo, hi = wilson(c, len(rows))
                print(
                    f"  coach {name}: best differs from the hint {d / len(rows):.1%}; "
                    f"hint's move marked costly {c}/{len(rows)} = {c / len(rows):.1%} "
                    f"[{lo:.1%}, {hi:.1%}]"
                )
            print(f"  hint said why it does not knock: {no_knock} times")
        else:
            tasks = [(k, p, args.reference, opp) for k, p in enumerate(pos)]
            rows = pool.map(_calibrate_task, tasks, chunksize=4)
            flagged = [r for r in rows if r[1]]
            agree = sum(1 for r in flagged if r[3] > 0)
            lo, hi = wilson(agree, len(flagged))
            mae = statistics.fmean(abs(r[0] - r[3]) for r in rows)
            mae_cost = statistics.fmean(abs(r[0] - max(0.0, r[4])) for r in rows)
            bias = statistics.fmean(r[0] - r[3] for r in rows)
            print(
                f"{len(rows)} decisions (Normal's moves, Normal vs Normal, seed {args.seed}, "
                f"opponent {args.opponent}); "
                f"coach {COACH_WORLDS} worlds (seed 0), reference {args.reference} worlds "
                f"(seed 7919)"
            )
            print(
                f"  coach disagrees with the played move: {sum(not r[2] for r in rows)}; "
                f"marked costly: {len(flagged)}"
            )
            print(
                f"  sign agreement on costly decisions: {agree}/{len(flagged)} = "
                f"{agree / max(1, len(flagged)):.1%} [{lo:.1%}, {hi:.1%}]"
            )
            print(
                f"  mean absolute error of the cost vs the reference's value of the same "
                f"pair: {mae:.2f} points (mean bias {bias:+.2f}); vs the reference's own "
                f"cost: {mae_cost:.2f}"
            )
            big = [r for r in rows if r[0] >= COSTLY_POINTS]
            if big:
                print(
                    f"  decisions with cost ≥ {COSTLY_POINTS}: {len(big)}, reference "
                    f"agrees on the sign in {sum(r[3] > 0 for r in big)}"
                )
    print(f"elapsed {time.time() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
