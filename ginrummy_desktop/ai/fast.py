"""Fast deadwood questions for the AI's inner loops, on 52-bit masks.

The engine's ``deadwood_of_mask`` is exact (D3). When no rank is held three or more times,
only runs can form, so a hand's deadwood is the sum over suits of a 13-bit table look-up,
and "the best single discard" is decided suit by suit: ``REMOVE13[m]`` holds, for a 13-bit
suit mask, the cheapest change of that suit's deadwood from removing one of its cards. With
a triple rank present we fall back to the engine (sets make the suits interact).
"""

from __future__ import annotations

from ginrummy_desktop.engine.melds import DEAD13, SUIT13, deadwood_of_mask, set_choices

_VALUE = tuple(min(r + 1, 10) for r in range(13))


def _build() -> tuple[list[int], list[int]]:
    delta = [1 << 20] * 8192
    rank = [-1] * 8192
    for m in range(1, 8192):
        base = DEAD13[m]
        best = None
        for r in range(13):
            if m >> r & 1:
                key = (DEAD13[m ^ (1 << r)] - base, -_VALUE[r], -r)
                if best is None or key < best:
                    best = key
                    rank[m] = r
        delta[m] = best[0]
    return delta, rank


REMOVE13, REMOVE_RANK13 = _build()

_cache: dict[int, int] = {}


def _best_removal(rest: int) -> tuple[int, int, int]:
    """For cards in runs only: (deadwood after the best removal, -value, -index)."""
    best = None
    base = 0
    for s in range(4):
        m = rest >> (13 * s) & SUIT13
        if m:
            base += DEAD13[m]
            r = REMOVE_RANK13[m]
            key = (REMOVE13[m], -_VALUE[r], -(s * 13 + r))
            if best is None or key < best:
                best = key
    return (base + best[0], best[1], best[2])


def dw(mask: int) -> int:
    """Exact minimum deadwood (D3), memoised: the AI asks about the same hands often."""
    v = _cache.get(mask)
    if v is None:
        if len(_cache) > 300_000:
            _cache.clear()
        v = _cache[mask] = deadwood_of_mask(mask)
    return v


def has_triple(mask: int) -> bool:
    a = mask & SUIT13
    b = mask >> 13 & SUIT13
    c = mask >> 26 & SUIT13
    d = mask >> 39 & SUIT13
    return bool((a & b & c) | (a & b & d) | (a & c & d) | (b & c & d))


_discard_cache: dict[tuple[int, int], tuple[int, int]] = {}


def best_discard(mask: int, banned_bit: int = 0) -> tuple[int, int]:
    """(deadwood after the best single discard, that card's index) for any hand; ties go to
    the highest-value card (keep low cards), then the highest index. D7: ``banned_bit``
    (the card taken from the pile this turn) is never the answer. Memoised for the hands
    that need the slow paths (a rank held three times, or a banned card)."""
    a = mask & SUIT13
    b = mask >> 13 & SUIT13
    c = mask >> 26 & SUIT13
    d = mask >> 39 & SUIT13
    if not ((a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)) and not banned_bit:
        base = DEAD13[a] + DEAD13[b] + DEAD13[c] + DEAD13[d]
        best = None
        for s, m in ((0, a), (1, b), (2, c), (3, d)):
            if m:
                r = REMOVE_RANK13[m]
                key = (REMOVE13[m], -_VALUE[r], -(s * 13 + r))
                if best is None or key < best:
                    best = key
        return base + best[0], -best[2]
    if banned_bit:
        # The best over all cards, if it is not the banned one, is the best over the rest.
        out = best_discard(mask)
        if not (1 << out[1]) & banned_bit:
            return out
    hit = _discard_cache.get((mask, banned_bit))
    if hit is not None:
        return hit
    if len(_discard_cache) > 200_000:
        _discard_cache.clear()
    out = _discard_cache[(mask, banned_bit)] = _slow_best_discard(mask, banned_bit)
    return out


def _slow_best_discard(mask: int, banned_bit: int) -> tuple[int, int]:
    a = mask & SUIT13
    b = mask >> 13 & SUIT13
    c = mask >> 26 & SUIT13
    d = mask >> 39 & SUIT13
    if not banned_bit:
        # Removing x keeps every set option that does not use x; the options that use it
        # are covered by smaller ones, so: best over options of the runs-only best removal.
        triple = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
        best = None
        for sets in set_choices(mask, triple):
            rest = mask & ~sets
            if rest:
                key = _best_removal(rest)
                if best is None or key < best:
                    best = key
        return best[0], -best[2]
    best = None
    m = mask & ~banned_bit
    while m:
        low = m & -m
        m ^= low
        i = low.bit_length() - 1
        key = (dw(mask ^ low), -_VALUE[i % 13], -i)
        if best is None or key < best:
            best = key
    return best[0], -best[2]


def best_discard_value(mask: int) -> int:
    """Only the deadwood of ``best_discard`` (no ban)."""
    a = mask & SUIT13
    b = mask >> 13 & SUIT13
    c = mask >> 26 & SUIT13
    d = mask >> 39 & SUIT13
    if not ((a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)):
        best = 1 << 20
        if a and REMOVE13[a] < best:
            best = REMOVE13[a]
        if b and REMOVE13[b] < best:
            best = REMOVE13[b]
        if c and REMOVE13[c] < best:
            best = REMOVE13[c]
        if d and REMOVE13[d] < best:
            best = REMOVE13[d]
        return DEAD13[a] + DEAD13[b] + DEAD13[c] + DEAD13[d] + best
    triple = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    best = 1 << 20
    for sets in set_choices(mask, triple):
        rest = mask & ~sets
        if rest:
            v = _best_removal(rest)[0]
            if v < best:
                best = v
    return best
