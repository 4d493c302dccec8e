"""How far to trust the coach's cost estimate: the spread of the estimate for the same
decision over repeated runs with different random worlds.

    .venv/bin/python benchmarks/coach_spread.py [--runs 30] [--worlds N] [--hands 12]

Takes every decision of the reviewed player (Easy, against Hard) in seeded hands where the
coach's default run disagrees with the player, plus the deliberate bad discard of the test
hand, and evaluates each one ``--runs`` times with different seeds. Per decision it prints
the mean estimated cost, the standard deviation of the estimates across runs (the real
spread), the mean standard error the coach reports with each estimate, their ratio (about
1 when the reported uncertainty is honest), and how often the decision was marked costly.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "support"))

from review_hands import hand_with_bad_discard, played_hand  # noqa: E402

from ginrummy_desktop.review import replay  # noqa: E402
from ginrummy_desktop.review.coach import assess, requests  # noqa: E402


def decisions(hands: int, worlds: int | None):
    out = [("bad discard (test hand), move 4", requests(replay(hand_with_bad_discard()))[1])]
    for seed in range(1, hands + 1):
        hand, _ = played_hand(seed, levels=("easy", "hard"))
        for r in requests(replay(hand)):
            r = r if worlds is None else replace(r, worlds=worlds)
            v = assess(r)
            if not v.agrees and v.worlds:
                out.append((f"seed {seed}, move {r.move} ({type(r.played).__name__})", r))
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=30)
    p.add_argument("--worlds", type=int, default=None, help="default: the coach's own")
    p.add_argument("--hands", type=int, default=12)
    p.add_argument("--most", type=int, default=12, help="decisions measured at most")
    args = p.parse_args()
    print(" ".join(["coach_spread.py"] + sys.argv[1:]))
    todo = decisions(args.hands, args.worlds)[: args.most]
    ratios = []
    t0 = time.perf_counter()
    print(f"{'decision':42} {'mean':>6} {'sd':>6} {'se':>6} {'sd/se':>6} {'costly':>7}")
    for name, request in todo:
        if args.worlds is not None:
            request = replace(request, worlds=args.worlds)
        verdicts = [assess(replace(request, seed=s)) for s in range(args.runs)]
        costs = [v.cost for v in verdicts]
        sd = statistics.stdev(costs)
        se = statistics.fmean(v.stderr for v in verdicts)
        costly = sum(v.costly for v in verdicts) / len(verdicts)
        ratio = sd / se if se else float("nan")
        ratios.append(ratio)
        print(
            f"{name:42} {statistics.fmean(costs):6.2f} {sd:6.2f} {se:6.2f} {ratio:6.2f} "
            f"{costly:7.0%}"
        )
    worlds = verdicts[-1].worlds
    print(
        f"{len(todo)} decisions × {args.runs} runs at {worlds} worlds in "
        f"{time.perf_counter() - t0:.0f} s; median sd/se {statistics.median(ratios):.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
