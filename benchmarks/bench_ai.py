"""Per-level decision latency on real positions.

    .venv/bin/python benchmarks/bench_ai.py [--games 4] [--levels easy normal hard]
        [--budget MS]   # Hard's budget (e.g. ai.INTERACTIVE_BUDGET_MS); default: none
    .venv/bin/python benchmarks/bench_ai.py --coach 15 [--seed 100]
    .venv/bin/python benchmarks/bench_ai.py --hint 60 [--seed 100]

``--coach N`` times ``ai.evaluate_choices`` at its default effort on the first N decisions
with a choice that one seat met in a seeded game (a finished hand reviewed by the coach);
``--hint N`` times ``ai.suggest`` on N such decisions.

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


def _review_positions(n: int, seed: int):
    """Decisions with more than one legal action, from seeded Hard-vs-Normal games."""
    out = []
    g = 0
    while len(out) < n:
        match = Match(Rules(), seed=seed + g)
        players = [make_player("normal", seed=1), make_player("hard", seed=2)]
        while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and len(out) < n:
            seat = match.to_act
            view, legal = match.view(seat), match.legal_actions()
            if seat == 0 and len(legal) > 1:
                out.append((view, legal))
            match.apply(players[seat].choose(view, legal), seat)
        g += 1
    return out


def bench_review(n: int, seed: int, what: str) -> None:
    from ginrummy_desktop.ai import evaluate_choices, suggest

    positions = _review_positions(n, seed)
    times = []
    cpu = []  # CPU time: what other programs on shared cores do not inflate
    t_all = time.perf_counter()
    for view, legal in positions:
        t0, c0 = time.perf_counter(), time.process_time()
        if what == "coach":
            evaluate_choices(view, legal)
        else:
            suggest(view, legal)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    total = time.perf_counter() - t_all
    print(
        f"{what}: {len(times)} decisions in {total:.2f} s; per decision p50 "
        f"{percentile(times, 50):.0f} ms, p95 {percentile(times, 95):.0f} ms, "
        f"max {max(times):.0f} ms; CPU p50 {percentile(cpu, 50):.0f} ms, "
        f"p95 {percentile(cpu, 95):.0f} ms, max {max(cpu):.0f} ms"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--levels", nargs="*", default=list(LEVELS))
    ap.add_argument("--budget", type=float, default=None, help="budget in ms (Hard)")
    ap.add_argument("--coach", type=int, default=0, help="time the coach on N decisions")
    ap.add_argument("--hint", type=int, default=0, help="time the hint on N decisions")
    args = ap.parse_args()
    if args.coach or args.hint:
        for what, n in (("coach", args.coach), ("hint", args.hint)):
            if n:
                bench_review(n, args.seed, what)
        return
    print(f"{'level':>10} {'n':>7} {'p50':>8} {'p95':>8} {'p99':>8} {'max':>8}   (ms)")
    for level in args.levels:
        t = bench(level, args.games, args.seed, args.budget)
        print(
            f"{level:>10} {len(t):7d} {percentile(t, 50):8.2f} {percentile(t, 95):8.2f} "
            f"{percentile(t, 99):8.2f} {max(t):8.2f}"
        )


if __name__ == "__main__":
    main()
