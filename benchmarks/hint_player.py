"""Is the Hint good advice? A player that always plays the Hint's move, against a level.

    .venv/bin/python benchmarks/hint_player.py --games 200 --seed 1 --opponent normal \\
        --told normal,unknown --jobs 2

The Hint (``ai.suggest``) is asked at every decision of its seat and its move is played, as
a person who follows every hint would. ``--told`` lists what the Hint is told of the
opponent: its level (as the table tells it) or ``unknown`` (Hard's prior of its style).
Every variant plays the same games (seeds, seats swapped per seed, the opponent's own seeds),
so the variants can be compared game by game. Prints, per variant, the game win rate with
its Wilson 95 % interval, the net points per hand, the undercut rate of its knocks, and the
mean per-game difference of net points from the first variant with its standard error.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai import suggest  # noqa: E402
from ginrummy_desktop.arena import play_game, wilson  # noqa: E402


class HintFollower:
    """Plays the Hint's move at every decision (the Hint told ``opponent``)."""

    def __init__(self, opponent: str) -> None:
        self.opponent = opponent

    def choose(self, view, legal, cancel=None):
        return suggest(view, legal, self.opponent).action


def _game(task):
    told, opponent, seed, a_seat = task
    rec = play_game(
        "hint",
        opponent,
        seed,
        a_seat,
        factory_a=lambda _s, _b: HintFollower("" if told == "unknown" else told),
    )
    return told, seed, a_seat, rec


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="per variant (even: seats swapped)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--opponent", default="normal")
    ap.add_argument("--told", default="normal,unknown")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    variants = [t.strip() for t in args.told.split(",") if t.strip()]
    print("command: " + " ".join(["benchmarks/hint_player.py"] + (argv or sys.argv[1:])))
    t0 = time.time()
    games = [(args.seed + k // 2, k % 2) for k in range(args.games)]
    tasks = [(t, args.opponent, s, seat) for s, seat in games for t in variants]
    with mp.Pool(args.jobs) as pool:
        rows = pool.map(_game, tasks, chunksize=1)
    by = {t: {(s, seat): rec for tt, s, seat, rec in rows if tt == t} for t in variants}

    def net(rec) -> float:
        return (rec.points["A"] - rec.points["B"]) / max(1, rec.hands)

    base = variants[0]
    print(f"the Hint's follower against {args.opponent}, {args.games} games per variant")
    for t in variants:
        recs = list(by[t].values())
        wins = sum(1 for r in recs if r.winner == "A")
        lo, hi = wilson(wins, len(recs))
        hands = sum(r.hands for r in recs)
        points = sum(r.points["A"] - r.points["B"] for r in recs)
        knocks = sum(r.knocks_won["A"] + r.undercuts["B"] for r in recs)
        under = sum(r.undercuts["B"] for r in recs)
        line = (
            f"  told {t:8s} win {wins / len(recs):6.1%} [{lo:.1%}, {hi:.1%}]  "
            f"net/hand {points / max(1, hands):+.2f}  knocks undercut {under}/{knocks}"
        )
        if t != base:
            d = [net(by[t][k]) - net(by[base][k]) for k in by[base]]
            se = statistics.stdev(d) / len(d) ** 0.5 if len(d) > 1 else float("inf")
            line += f"  per-game net vs {base}: {statistics.fmean(d):+.2f} ± {se:.2f} (1 SE)"
        print(line)
    print(f"elapsed {time.time() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
