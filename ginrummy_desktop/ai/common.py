"""Shared helpers for the computer players: masks, per-decision RNG, what the history says.

Everything here works from a ``PlayerView`` and pure rule code only (the AI contract in docs/ai.md:
never the live match, never the opponent's real hidden cards). Inner loops use the engine's
52-bit masks (``deadwood_of_mask``), not lists of ``Card`` objects.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import ginrummy_desktop.engine.actions as act
from ginrummy_desktop.engine.cards import ALL_CARDS, FULL_DECK_MASK, cards_to_mask
from ginrummy_desktop.engine.events import (
    Discarded,
    DrewStock,
    HandStarted,
    Knocked,
    TookDiscard,
    UpcardPassed,
)
from ginrummy_desktop.engine.layoffs import best_layoffs
from ginrummy_desktop.engine.melds import SUIT13, deadwood_of_mask

VALUES = tuple(c.value for c in ALL_CARDS)  # by card index
RANK_ROW = 1 | 1 << 13 | 1 << 26 | 1 << 39  # one bit per suit at rank 0


def bits(mask: int) -> list[int]:
    """Card indices set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def last_turn(view) -> bool:
    """Whether a turn that ends without a knock now draws the hand: the stock is at its
    floor (D12), so only a knock can still score."""
    return view.stock_count <= view.rules.drawn_at_stock


def decision_rng(seed: int, view, salt: str = "") -> random.Random:
    """A fresh RNG per decision, derived from the seed and the view (string seeding is stable
    across runs), so the same seed and the same view always give the same action, whatever
    the player decided before (the determinism contract, docs/ai.md)."""
    key = (
        f"{seed}:{salt}:{view.hand_number}:{view.scores}:{len(view.history)}:"
        f"{cards_to_mask(view.hand)}:{view.phase.value}:{len(view.discard_pile)}"
    )
    return random.Random(key)


def neighbours(mask: int) -> int:
    """Cards that could share a meld with some card of ``mask``: same rank, or the next card
    up or down in the same suit (D2: no wrap, so suit edges are cut). Excludes ``mask``."""
    out = 0
    for s in range(0, 52, 13):
        m = mask >> s & SUIT13
        out |= (((m << 1) | (m >> 1)) & SUIT13) << s
    ranks = (mask | mask >> 13 | mask >> 26 | mask >> 39) & SUIT13
    out |= ranks * RANK_ROW
    return out & ~mask


def meld_reach(mask: int) -> int:
    """Cards that, added to ``mask``, could sit in a meld: the next card up or down in a
    suit held (runs), or a rank already held twice (sets). A card outside this set joins no
    meld, so it simply adds its value to every arrangement (D2, D3). Excludes ``mask``."""
    a = mask & SUIT13
    b = mask >> 13 & SUIT13
    c = mask >> 26 & SUIT13
    d = mask >> 39 & SUIT13
    out = (
        (((a << 1) | (a >> 1)) & SUIT13)
        | (((b << 1) | (b >> 1)) & SUIT13) << 13
        | (((c << 1) | (c >> 1)) & SUIT13) << 26
        | (((d << 1) | (d >> 1)) & SUIT13) << 39
    )
    pairs = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
    out |= pairs * RANK_ROW
    return out & ~mask


def melded_in(mask: int, card_bit: int, value: int) -> bool:
    """True when the card is part of a meld in a best arrangement of ``mask`` (which holds
    it): were it deadwood, the deadwood would be that of the rest plus its value (D3)."""
    return deadwood_of_mask(mask) < deadwood_of_mask(mask ^ card_bit) + value


def forms_any_meld(hand_mask: int, index: int) -> bool:
    """Could the card at ``index`` be part of any valid meld with the hand (not necessarily
    a best arrangement)? Three of a rank, or a run of three through it (D2)."""
    rank0, suit = index % 13, index // 13
    same_rank = 0
    for s in range(4):
        if s != suit and hand_mask >> (s * 13 + rank0) & 1:
            same_rank += 1
    if same_rank >= 2:
        return True
    m = hand_mask >> (suit * 13) & SUIT13
    lo = rank0
    while lo > 0 and m >> (lo - 1) & 1:
        lo -= 1
    hi = rank0
    while hi < 12 and m >> (hi + 1) & 1:
        hi += 1
    return hi - lo >= 2


def min_discard_deadwood(mask11: int, banned_bit: int = 0) -> tuple[int, list[int]]:
    """For 11 cards: the lowest 10-card deadwood over legal discards, and those discards'
    indices (D3, D7: a card taken from the pile this turn is not a legal discard)."""
    best = 1 << 30
    cands: list[int] = []
    dw = deadwood_of_mask
    m = mask11 & ~banned_bit
    while m:
        low = m & -m
        m ^= low
        d = dw(mask11 ^ low)
        if d < best:
            best, cands = d, [low.bit_length() - 1]
        elif d == best:
            cands.append(low.bit_length() - 1)
    return best, cands


def layoff_action(view, legal):
    """The defender's best lay-offs (D10, engine helper), one action at a time; the plan
    lists them in a playable order, so its first step is always legal now."""
    plan = best_layoffs(view.hand, view.knocker_melds)
    for lo in plan.layoffs:
        step = act.LayOff(lo.card, lo.meld_index)
        if step in legal:
            return step
    return act.EndLayoff() if act.EndLayoff() in legal else legal[0]


def discard_or_knock(card_index: int, legal, knock: bool):
    card = ALL_CARDS[card_index]
    if knock and act.Knock(card) in legal:
        return act.Knock(card)
    return act.Discard(card)


@dataclass
class History:
    """What the public history of this hand says about the opponent (Normal, Hard).

    Masks: ``taken`` pile cards the opponent picked up (ever), ``discarded`` cards it threw,
    ``declined`` cards it passed or left on the pile when it drew from the stock instead.
    """

    taken: int = 0
    discarded: int = 0
    declined: int = 0
    my_taken: int = 0
    opp_turns: int = 0
    my_turns: int = 0


def read_history(view) -> History:
    me = view.seat
    h = History()
    pile: list[int] = []
    forced = False
    for ev in view.history:
        if isinstance(ev, HandStarted):
            pile = [ev.upcard.index]
        elif isinstance(ev, UpcardPassed):
            if ev.seat != me:
                h.declined |= ev.card.bit
            forced = True  # D6: after the passes the next stock draw may be forced
        elif isinstance(ev, TookDiscard):
            if pile:
                pile.pop()
            if ev.seat == me:
                h.my_taken |= ev.card.bit
                h.my_turns += 1
            else:
                h.taken |= ev.card.bit
                h.opp_turns += 1
            forced = False
        elif isinstance(ev, DrewStock):
            if ev.seat != me:
                h.opp_turns += 1
                if pile and not forced:
                    h.declined |= 1 << pile[-1]
            else:
                h.my_turns += 1
            forced = False
        elif isinstance(ev, (Discarded, Knocked)):
            pile.append(ev.card.index)
            if ev.seat != me:
                h.discarded |= ev.card.bit
    return h


def unknown_mask(view) -> int:
    """Cards this seat cannot place: the opponent's hidden cards plus the stock."""
    seen = (
        cards_to_mask(view.hand)
        | cards_to_mask(view.discard_pile)
        | cards_to_mask(view.known_opponent_cards)
    )
    return FULL_DECK_MASK & ~seen


def first_of(legal, kind):
    for a in legal:
        if isinstance(a, kind):
            return a
    return None


__all__ = [
    "VALUES",
    "bits",
    "meld_reach",
    "decision_rng",
    "neighbours",
    "melded_in",
    "forms_any_meld",
    "min_discard_deadwood",
    "layoff_action",
    "discard_or_knock",
    "History",
    "read_history",
    "unknown_mask",
    "first_of",
]
