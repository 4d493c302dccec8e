"""Per-level decision latency on real positions.

    .venv/bin/python benchmarks/bench_ai.py [--games 4] [--levels easy normal hard]
        [--budget MS]   # Hard's budget (e.g. ai.INTERACTIVE_BUDGET_MS); default: none

Collects the positions of seeded games (each level against SimpleRef, seats swapped) and
times every decision of the level under test; prints n, p50, p95, p99 and max in ms.
"""

from __future__ import annotations

import argparse
import time

from ginrummy_desktop.ai import LEVELS, make_player
from ginrummy_desktop.engine import Match, Phase, Rules


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    k = min(len(values) - 1, max(0, round(q / 100 * len(values) + 0.5) - 1))
    return values[k]


def bench(level: str, games: int, seed: int, budget: float | None = None) -> list[float]:
    times: list[float] = []
    for g in range(games):
        me = g % 2
        players = {
            me: make_player(level, seed=seed + g, budget_ms=budget),
            1 - me: make_player("simpleref", seed=seed + g),
        }
        match = Match(Rules(), seed=seed + g // 2)
        while True:
            while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
                seat = match.to_act
                view, legal = match.view(seat), match.legal_actions()
                t0 = time.perf_counter()
                action = players[seat].choose(view, legal)
                if seat == me:
                    times.append((time.perf_counter() - t0) * 1000)
                match.apply(action, seat)
            if match.phase is Phase.GAME_OVER:
                break
            match.deal_next()
    return times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--levels", nargs="*", default=list(LEVELS))
    ap.add_argument("--budget", type=float, default=None, help="budget in ms (Hard)")
    args = ap.parse_args()
    print(f"{'level':>10} {'n':>7} {'p50':>8} {'p95':>8} {'p99':>8} {'max':>8}   (ms)")
    for level in args.levels:
        t = bench(level, args.games, args.seed, args.budget)
        print(
            f"{level:>10} {len(t):7d} {percentile(t, 50):8.2f} {percentile(t, 95):8.2f} "
            f"{percentile(t, 99):8.2f} {max(t):8.2f}"
        )


if __name__ == "__main__":
    main()
