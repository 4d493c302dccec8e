"""Engine speed: microseconds per deadwood call over 20,000 random 10-card hands, and
self-play hands per second (random legal play that knocks when it can).

Run: .venv/bin/python benchmarks/bench_engine.py [--repeats 5]
Prints the median of the repeats; compare figures from one run, not across machines.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from ginrummy_desktop.engine import ALL_CARDS, Knock, Match, Phase, Rules, deadwood_points
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.melds import deadwood_of_mask


def hands(n: int, seed: int = 1):
    rng = random.Random(seed)
    return [tuple(rng.sample(ALL_CARDS, 10)) for _ in range(n)]


def time_calls(fn, items) -> float:
    t0 = time.perf_counter()
    for it in items:
        fn(it)
    return (time.perf_counter() - t0) / len(items) * 1e6


def self_play_hands_per_second(n_hands: int, seed: int = 1) -> float:
    rng = random.Random(seed)
    m = Match(Rules(target_score=10**6), seed=seed)
    done = 0
    t0 = time.perf_counter()
    while done < n_hands:
        if m.phase is Phase.HAND_OVER:
            done += 1
            m.deal_next()
            continue
        legal = m.legal_actions()
        knocks = [a for a in legal if isinstance(a, Knock)]
        m.apply(knocks[0] if knocks else rng.choice(legal))
    return n_hands / (time.perf_counter() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--hands", type=int, default=20000)
    ap.add_argument("--games-hands", type=int, default=300)
    args = ap.parse_args()
    sample = hands(args.hands)
    masks = [cards_to_mask(h) for h in sample]
    api, raw, play = [], [], []
    for r in range(args.repeats):
        api.append(time_calls(deadwood_points, sample))
        raw.append(time_calls(deadwood_of_mask, masks))
        play.append(self_play_hands_per_second(args.games_hands, seed=r + 1))
    print(
        f"deadwood_points (cards, validated): {statistics.median(api):.2f} µs/call "
        f"(median of {args.repeats} × {args.hands} hands)"
    )
    print(f"deadwood_of_mask (52-bit mask):     {statistics.median(raw):.2f} µs/call")
    print(
        f"self-play: {statistics.median(play):.0f} hands/s (median of {args.repeats} × "
        f"{args.games_hands} hands)"
    )


if __name__ == "__main__":
    main()
