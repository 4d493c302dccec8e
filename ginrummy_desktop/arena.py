"""Arena: computer players against each other, measured.

    python -m ginrummy_desktop.arena LEVEL_A LEVEL_B --games N --jobs 2 --seed S

Plays games to the target score (D13, 100 by default) with seats swapped on every
seed: seed k is played twice, A in seat 0 then A in seat 1, on the same decks. Prints A's
game win rate with its Wilson 95 % interval, points per hand, gin and undercut rates,
decision latency per level (p50/p95/p99/max) and the count of illegal actions (must be 0).
Progress goes to stderr; Ctrl+C stops and prints what has been played so far.

The arena runs the real ``Match`` (it is the referee); the players only ever receive
``match.view(seat)`` and ``match.legal_actions()``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing as mp
import signal
import sys
import time
from dataclasses import dataclass, field

from ginrummy_desktop.ai import LEVELS, PANEL_LEVELS, make_player
from ginrummy_desktop.engine import IllegalAction, Match, Phase, Rules
from ginrummy_desktop.engine.deal_seal import entropy_for

# D15: no loop guard is needed within a hand, but a game of two players who never knock
# (Random) could go on forever; a game that reaches this many hands is abandoned (no winner).
MAX_HANDS = 300


@dataclass
class GameRecord:
    seed: int
    a_seat: int
    winner: str | None  # "A", "B" or None (abandoned)
    scores: tuple[int, int]  # (A, B)
    hands: int = 0
    drawn: int = 0
    points: dict = field(default_factory=lambda: {"A": 0, "B": 0})
    gins: dict = field(default_factory=lambda: {"A": 0, "B": 0})
    knocks_won: dict = field(default_factory=lambda: {"A": 0, "B": 0})
    undercuts: dict = field(default_factory=lambda: {"A": 0, "B": 0})  # scored by side
    latencies: dict = field(default_factory=lambda: {"A": [], "B": []})  # ms per decision
    illegal: int = 0


def play_game(
    level_a: str,
    level_b: str,
    seed: int,
    a_seat: int,
    *,
    rules: Rules | None = None,
    player_seed: int | None = None,
    budget_a=None,
    budget_b=None,
    max_hands: int = MAX_HANDS,
    factory_a=None,
    factory_b=None,
    phrase: str | None = None,
    on_hand=None,
) -> GameRecord:
    """One game to the target; the players see only their views and the legal actions.
    ``factory_a``/``factory_b`` (``(seed, budget_ms) -> player``) replace ``make_player``
    for a side (the tuning script plays variants of a level this way). ``phrase`` is mixed
    into every deal as a player's phrase is (engine/deal_seal.py); ``on_hand(match)`` is
    called as each hand ends (the deal-verification benchmark keeps the hands)."""
    entropy = entropy_for(phrase)
    ps = seed if player_seed is None else player_seed
    side_of_seat = {a_seat: "A", 1 - a_seat: "B"}
    make_a = factory_a or (lambda s, b: make_player(level_a, seed=s, budget_ms=b))
    make_b = factory_b or (lambda s, b: make_player(level_b, seed=s, budget_ms=b))
    players = {
        a_seat: make_a(ps * 2 + 1, budget_a),
        1 - a_seat: make_b(ps * 2 + 2, budget_b),
    }
    match = Match(rules if rules is not None else Rules(), seed=seed, entropy=entropy)
    rec = GameRecord(seed, a_seat, None, (0, 0))
    clock = time.perf_counter
    while True:
        while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = match.to_act
            legal = match.legal_actions()
            view = match.view(seat)
            t0 = clock()
            action = players[seat].choose(view, legal)
            rec.latencies[side_of_seat[seat]].append((clock() - t0) * 1000.0)
            try:
                match.apply(action, seat)
            except IllegalAction:
                rec.illegal += 1
                match.apply(legal[0], seat)
        rec.hands += 1
        if on_hand is not None:
            on_hand(match)
        res = match.last_result
        if res.winner is None:
            rec.drawn += 1
        else:
            side = side_of_seat[res.winner]
            rec.points[side] += res.points
            if res.kind == "gin":
                rec.gins[side] += 1
            elif res.kind == "undercut":
                rec.undercuts[side] += 1
            else:
                rec.knocks_won[side] += 1
        if match.phase is Phase.GAME_OVER:
            rec.winner = side_of_seat[match.winner]
            break
        if rec.hands >= max_hands:
            break
        match.deal_next(entropy=entropy)
    rec.scores = (match.scores[a_seat], match.scores[1 - a_seat])
    return rec


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, max(0, math.ceil(q / 100 * len(sorted_values)) - 1))
    return sorted_values[k]


def summarize(level_a: str, level_b: str, records: list[GameRecord], elapsed: float) -> str:
    n = len(records)
    names = {"A": f"A={level_a}", "B": f"B={level_b}"}
    wins = sum(r.winner == "A" for r in records)
    losses = sum(r.winner == "B" for r in records)
    abandoned = n - wins - losses
    hands = sum(r.hands for r in records)
    lo, hi = wilson(wins, n)
    lines = [f"{level_a} (A) vs {level_b} (B): {n} games, {hands} hands, {elapsed:.0f} s"]
    if n:
        lines.append(
            f"  A game win rate: {wins / n:.1%}  ({wins}-{losses}"
            f"{f', {abandoned} abandoned' if abandoned else ''})  "
            f"Wilson 95% [{lo:.1%}, {hi:.1%}]"
        )
    if hands:
        drawn = sum(r.drawn for r in records)
        lines.append(f"  drawn hands: {drawn / hands:.1%}")
        for s in ("A", "B"):
            other = "B" if s == "A" else "A"
            pts = sum(r.points[s] for r in records)
            gins = sum(r.gins[s] for r in records)
            under = sum(r.undercuts[s] for r in records)
            knocks = sum(r.knocks_won[s] for r in records)
            # This side's knocks short of gin, and how many of them the other side undercut.
            undercut_against = sum(r.undercuts[other] for r in records)
            made = knocks + undercut_against
            lines.append(
                f"  {names[s]:>16}: points/hand {pts / hands:6.2f}   "
                f"gin {gins / hands:6.1%}   knock won {knocks / hands:6.1%}   "
                f"undercut scored {under / hands:6.1%}"
            )
            lines.append(
                f"  {'':>16}  knocks short of gin {made / hands:6.1%} of hands, "
                f"undercut {undercut_against}/{made} = "
                f"{(undercut_against / made if made else 0.0):.1%}"
                + (
                    f" [{wilson(undercut_against, made)[0]:.1%}, "
                    f"{wilson(undercut_against, made)[1]:.1%}]"
                    if made
                    else ""
                )
            )
        net = sum(r.points["A"] - r.points["B"] for r in records) / hands
        lines.append(f"  net points/hand for A: {net:+.2f}")
    lines.append("  decision latency (ms):        n      p50      p95      p99      max")
    for s in ("A", "B"):
        lat = sorted(x for r in records for x in r.latencies[s])
        if lat:
            lines.append(
                f"  {names[s]:>16}: {len(lat):8d} {percentile(lat, 50):8.2f} "
                f"{percentile(lat, 95):8.2f} {percentile(lat, 99):8.2f} "
                f"{lat[-1]:8.2f}"
            )
    lines.append(f"  illegal actions: {sum(r.illegal for r in records)}")
    return "\n".join(lines)


def _worker_init() -> None:
    # Ctrl+C is the parent's business: it stops the pool and prints the partial summary.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _run_task(task) -> GameRecord:
    level_a, level_b, seed, a_seat, target, budget_a, budget_b = task
    rules = Rules(target_score=target)
    return play_game(
        level_a, level_b, seed, a_seat, rules=rules, budget_a=budget_a, budget_b=budget_b
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m ginrummy_desktop.arena",
        description="Play computer levels against each other.",
    )
    ap.add_argument("level_a", choices=LEVELS + PANEL_LEVELS)
    ap.add_argument("level_b", choices=LEVELS + PANEL_LEVELS)
    ap.add_argument(
        "--games",
        type=int,
        default=100,
        help="games (an even number: each seed is played twice with seats swapped)",
    )
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", type=int, default=100, help="game target score (D13)")
    ap.add_argument("--budget-a", type=float, default=None, help="A's budget in ms (Hard)")
    ap.add_argument("--budget-b", type=float, default=None, help="B's budget in ms (Hard)")
    ap.add_argument("--progress", type=float, default=10.0, help="seconds between progress lines")
    args = ap.parse_args(argv)
    games = max(2, args.games + args.games % 2)
    tasks = [
        (
            args.level_a,
            args.level_b,
            args.seed + i // 2,
            i % 2,
            args.target,
            args.budget_a,
            args.budget_b,
        )
        for i in range(games)
    ]
    records: list[GameRecord] = []
    start = time.time()
    last = start
    print(
        f"arena: {args.level_a} vs {args.level_b}, {games} games, jobs {args.jobs}, "
        f"seeds {args.seed}..{args.seed + games // 2 - 1}",
        file=sys.stderr,
        flush=True,
    )
    pool = mp.Pool(args.jobs, initializer=_worker_init) if args.jobs > 1 else None
    interrupted = False
    try:
        it = pool.imap_unordered(_run_task, tasks, chunksize=1) if pool else map(_run_task, tasks)
        for rec in it:
            records.append(rec)
            now = time.time()
            if now - last >= args.progress:
                last = now
                w = sum(r.winner == "A" for r in records)
                print(
                    f"  [{len(records)}/{games}] A wins {w / len(records):.1%} "
                    f"after {now - start:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
    except KeyboardInterrupt:
        interrupted = True
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl+C must not lose the summary
        print("\ninterrupted: summary of the games finished so far", file=sys.stderr)
    finally:
        if pool:
            pool.terminate() if interrupted else pool.close()
            pool.join()
    records.sort(key=lambda r: (r.seed, r.a_seat))
    print(
        f"command: python -m ginrummy_desktop.arena {args.level_a} {args.level_b} "
        f"--games {games} --jobs {args.jobs} --seed {args.seed}"
        + (f" --target {args.target}" if args.target != 100 else "")
        + (f" --budget-a {args.budget_a:g}" if args.budget_a is not None else "")
        + (f" --budget-b {args.budget_b:g}" if args.budget_b is not None else "")
    )
    print(summarize(args.level_a, args.level_b, records, time.time() - start))
    return 130 if interrupted else 0


if __name__ == "__main__":
    sys.exit(main())
