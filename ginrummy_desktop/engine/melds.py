"""Exact meld search on 52-bit masks (D2, D3, D9).

Why it is fast: within one suit, the best use of runs is simply every maximal stretch of
three or more consecutive cards (all values are positive, so a longer run never hurts),
which a 8192-entry table answers per 13-bit suit mask. Sets are the only real choice, and
only ranks held three or four times offer one: we enumerate those few options (at most
6 × 6 × 2 for eleven cards) and look the rest up. A hand with no triple rank — most
hands — costs four table look-ups.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from .cards import ALL_CARDS, Card, cards_to_mask, check_distinct, mask_to_cards
from .frozen import frozen

SUIT13 = (1 << 13) - 1
_RANK_VALUES = tuple(min(r + 1, 10) for r in range(13))  # bit r of a suit mask = rank r+1


def _segments(mask13: int) -> list[tuple[int, int]]:
    """Maximal stretches of consecutive set bits as (low bit, length)."""
    out = []
    r = 0
    while r < 13:
        if mask13 >> r & 1:
            start = r
            while r < 13 and mask13 >> r & 1:
                r += 1
            out.append((start, r - start))
        else:
            r += 1
    return out


def _build_tables() -> tuple[list[int], list[int], list[int]]:
    """Per 13-bit suit mask: total value, the run cards (every card in a stretch of three or
    more: exactly the cards covered by some triple start ``m & m>>1 & m>>2``), and the
    deadwood left after those runs. Built a bit at a time with list comprehensions (the
    masks that hold bit r are those without it, plus its value), so importing is quick."""
    value13 = [0]
    for value in _RANK_VALUES:
        value13 += [v + value for v in value13]
    triples = [m & (m >> 1) & (m >> 2) for m in range(8192)]
    runmask13 = [t | (t << 1) | (t << 2) for t in triples]
    dead13 = [value13[m & ~r] for m, r in enumerate(runmask13)]
    return value13, dead13, runmask13


VALUE13, DEAD13, RUNMASK13 = _build_tables()


def _build_set_options() -> list[list[tuple[int, ...]]]:
    """SET_OPTIONS[rank0][pattern] → the card masks one rank may give to sets.

    ``pattern`` has bit s set when suit s of that rank is held. Options are: no set; all
    three or four cards; and, for four, each three-card subset (the fourth may then sit in a
    run). Patterns with fewer than three suits only have the empty option.
    """
    table = []
    for rank0 in range(13):
        row = []
        for pattern in range(16):
            suits = [s for s in range(4) if pattern >> s & 1]
            opts = [0]
            if len(suits) >= 3:
                opts.append(sum(1 << (s * 13 + rank0) for s in suits))
            if len(suits) == 4:
                for trio in combinations(suits, 3):
                    opts.append(sum(1 << (s * 13 + rank0) for s in trio))
            row.append(tuple(opts))
        table.append(row)
    return table


SET_OPTIONS = _build_set_options()


def _rank_patterns(mask: int) -> tuple[int, int, int, int, int]:
    a = mask & SUIT13
    b = mask >> 13 & SUIT13
    c = mask >> 26 & SUIT13
    d = mask >> 39 & SUIT13
    triple = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    return a, b, c, d, triple


def set_choices(mask: int, triple: int) -> list[int]:
    """Every combination of set options for the ranks held three or more times."""
    choices = [0]
    while triple:
        low = triple & -triple
        rank0 = low.bit_length() - 1
        triple ^= low
        pattern = (
            ((mask >> rank0) & 1)
            | ((mask >> (13 + rank0)) & 1) << 1
            | ((mask >> (26 + rank0)) & 1) << 2
            | ((mask >> (39 + rank0)) & 1) << 3
        )
        opts = SET_OPTIONS[rank0][pattern]
        choices = [c | o for c in choices for o in opts]
    return choices


def _left(rest: int, table13) -> int:
    return (
        table13[rest & SUIT13]
        + table13[rest >> 13 & SUIT13]
        + table13[rest >> 26 & SUIT13]
        + table13[rest >> 39 & SUIT13]
    )


def least_left(mask: int, table13) -> int:
    """The least, over every choice of sets (D2), of ``table13`` summed over the suits of the
    cards the sets leave: with ``DEAD13`` the deadwood (D3); with another per-suit table of
    what runs leave (a count of cards, say), that measure's least."""
    a = mask & SUIT13
    b = mask >> 13 & SUIT13
    c = mask >> 26 & SUIT13
    d = mask >> 39 & SUIT13
    triple = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    if not triple:
        return table13[a] + table13[b] + table13[c] + table13[d]
    return min(_left(mask & ~sets, table13) for sets in set_choices(mask, triple))


def deadwood_of_mask(mask: int) -> int:
    """Minimum deadwood points of the cards in ``mask`` (any number of cards)."""
    return least_left(mask, DEAD13)


def value_of_mask(mask: int) -> int:
    return (
        VALUE13[mask & SUIT13]
        + VALUE13[mask >> 13 & SUIT13]
        + VALUE13[mask >> 26 & SUIT13]
        + VALUE13[mask >> 39 & SUIT13]
    )


def _checked_mask(cards: Iterable[Card], most: int = 11) -> int:
    """The mask of distinct cards, refusing duplicates and oversize hands with a clear
    message (the hot path of every public call, so it builds the mask as it checks)."""
    mask = 0
    n = 0
    try:
        for c in cards:
            bit = c.bit
            if mask & bit:
                raise ValueError(f"{c} appears twice: every card of the deck exists once (D1)")
            mask |= bit
            n += 1
    except AttributeError:
        check_distinct(cards)  # names the offending item
        raise
    if n > most:
        raise ValueError(f"a hand holds at most {most} cards, not {n}")
    return mask


def deadwood_points(cards: Iterable[Card]) -> int:
    """Exact minimum deadwood of 0–11 distinct cards (D3; never greedy)."""
    return deadwood_of_mask(_checked_mask(cards))


@frozen
class Arrangement:
    """A way to lay a hand: melds (each ordered: sets by suit, runs by rank) and deadwood."""

    melds: tuple[tuple[Card, ...], ...]
    deadwood: tuple[Card, ...]
    points: int

    @property
    def layoff_spots(self) -> int:
        return sum(layoff_spots(m) for m in self.melds)

    def meld_of(self, card: Card) -> int | None:
        for i, m in enumerate(self.melds):
            if card in m:
                return i
        return None

    def __str__(self) -> str:
        melds = " ".join("".join(str(c) for c in m) for m in self.melds)
        dead = " ".join(str(c) for c in self.deadwood)
        return f"{melds} | {dead} = {self.points}"


def is_set(meld: tuple[Card, ...]) -> bool:
    return len(meld) >= 2 and all(c.rank == meld[0].rank for c in meld)


def is_valid_meld(cards: Iterable[Card]) -> bool:
    """Three or four of a rank, or three or more in sequence in one suit; ace low only (D2)."""
    cards = sorted(cards)
    if len(cards) < 3 or len(set(cards)) != len(cards):
        return False
    if all(c.rank == cards[0].rank for c in cards):
        return len(cards) <= 4
    if any(c.suit != cards[0].suit for c in cards):
        return False
    return all(cards[i + 1].rank == cards[i].rank + 1 for i in range(len(cards) - 1))


def layoff_spots(meld: tuple[Card, ...]) -> int:
    """D9's count: 3-card set 1, 4-card set 0, run 1 per end not A-low or K-high."""
    if is_set(meld):
        return 1 if len(meld) == 3 else 0
    low, high = meld[0].rank, meld[-1].rank
    return (low > 1) + (high < 13)


def _melds_for(mask: int, sets: int) -> list[tuple[Card, ...]]:
    melds: list[tuple[Card, ...]] = []
    s = sets
    while s:
        low = s & -s
        rank0 = (low.bit_length() - 1) % 13
        group = s & (1 | 1 << 13 | 1 << 26 | 1 << 39) << rank0
        melds.append(mask_to_cards(group))
        s &= ~group
    rest = mask & ~sets
    for suit in range(4):
        m13 = rest >> (13 * suit) & SUIT13
        for start, length in _segments(RUNMASK13[m13]):
            melds.append(tuple(ALL_CARDS[suit * 13 + r] for r in range(start, start + length)))
    return melds


def _canonical(melds: list[tuple[Card, ...]]) -> tuple:
    return tuple(sorted(tuple(c.index for c in m) for m in melds))


def arrangement_of_mask(mask: int) -> Arrangement:
    """The minimum-deadwood arrangement, ties broken by D9: fewest lay-off spots, then the
    canonical order (melds compared as sorted tuples of card indices, lowest first)."""
    _, _, _, _, triple = _rank_patterns(mask)
    best_key = None
    best_melds: list[tuple[Card, ...]] = []
    for sets in set_choices(mask, triple):
        dw = _left(mask & ~sets, DEAD13)
        if best_key is not None and dw > best_key[0]:
            continue
        melds = _melds_for(mask, sets)
        key = (dw, sum(layoff_spots(m) for m in melds), _canonical(melds))
        if best_key is None or key < best_key:
            best_key, best_melds = key, melds
    best_melds.sort(key=lambda m: m[0].index)
    used = 0
    for m in best_melds:
        used |= cards_to_mask(m)
    dead = mask_to_cards(mask & ~used)
    return Arrangement(tuple(best_melds), dead, sum(c.value for c in dead))


def best_melds(cards: Iterable[Card]) -> Arrangement:
    """Exact minimum-deadwood arrangement of 0–11 distinct cards with the D9 tie-break."""
    return arrangement_of_mask(_checked_mask(cards))


def deadwood_after_discards(cards: Iterable[Card], banned: Card | None = None) -> dict[Card, int]:
    """For an 11-card hand: each legal discard → the 10-card deadwood left (D3, D7)."""
    mask = cards_to_mask(cards)
    out = {}
    m = mask
    while m:
        low = m & -m
        m ^= low
        card = ALL_CARDS[low.bit_length() - 1]
        if card is banned:
            continue
        out[card] = deadwood_of_mask(mask ^ low)
    return out
