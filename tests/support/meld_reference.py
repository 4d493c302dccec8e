"""A slow, obviously-correct reference for meld search: every valid meld, then a plain
depth-first search over disjoint choices. Used only to check the fast bitmask engine."""

from itertools import combinations


def all_melds(cards):
    cards = sorted(cards, key=lambda c: (c.suit, c.rank))
    melds = []
    by_rank = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
    for group in by_rank.values():
        for n in (3, 4):
            melds.extend(frozenset(m) for m in combinations(group, n))
    by_suit = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c)
    for group in by_suit.values():
        group.sort(key=lambda c: c.rank)
        for i in range(len(group)):
            for j in range(i + 2, len(group)):
                run = group[i : j + 1]
                if all(run[k + 1].rank == run[k].rank + 1 for k in range(len(run) - 1)):
                    melds.append(frozenset(run))
    return melds


def reference_deadwood(cards):
    cards = list(cards)
    melds = all_melds(cards)
    total = sum(c.value for c in cards)
    best = 0

    def search(start, used, covered):
        nonlocal best
        best = max(best, covered)
        for i in range(start, len(melds)):
            m = melds[i]
            if not (m & used):
                search(i + 1, used | m, covered + sum(c.value for c in m))

    search(0, frozenset(), 0)
    return total - best
