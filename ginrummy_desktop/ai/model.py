"""What a seat can infer about the opponent's hidden cards from the public history.

Issue 3: picked-up cards are known; discards and passed (or declined) upcards make their
meld neighbours less likely; a picked-up card makes its meld neighbours more likely (the
opponent took it to meld). The result is a weight per unknown card; ``p_opp`` turns the
weights into the chance that the opponent holds each card, which Normal uses to avoid
feeding discards and Hard uses to sample opponent hands.
"""

from __future__ import annotations

from dataclasses import dataclass

from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.melds import SUIT13

from .common import History, bits, read_history, unknown_mask

# Evidence strengths (multipliers on a card's weight). Chosen by hand, checked in the arena.
DISLIKED_CLOSE = 0.55  # same rank or next in suit to a card the opponent threw or passed
DISLIKED_FAR = 0.8  # two away in suit
WANTED_CLOSE = 1.8  # same rank or next in suit to a pile card the opponent holds
WANTED_FAR = 1.3


def _near(index: int) -> tuple[list[int], list[int]]:
    """(close, far) meld neighbours of a card: same rank and ±1 in suit; ±2 in suit."""
    rank0, suit = index % 13, index // 13
    close = [s * 13 + rank0 for s in range(4) if s != suit]
    far = []
    for d in (-1, 1):
        if 0 <= rank0 + d < 13:
            close.append(index + d)
    for d in (-2, 2):
        if 0 <= rank0 + d < 13:
            far.append(index + d)
    return close, far


NEAR = tuple(_near(i) for i in range(52))


def meld_pairs(index: int) -> list[tuple[int, int]]:
    """Pairs of cards that make a 3-card meld with ``index`` (D2: sets and runs, no wrap)."""
    rank0, suit = index % 13, index // 13
    others = [s * 13 + rank0 for s in range(4) if s != suit]
    pairs = [(others[0], others[1]), (others[0], others[2]), (others[1], others[2])]
    for lo in (-2, -1, 0):
        ranks = [rank0 + lo + k for k in range(3)]
        if ranks[0] < 0 or ranks[2] > 12:
            continue
        a, b = (suit * 13 + r for r in ranks if r != rank0)
        pairs.append((a, b))
    return pairs


MELD_PAIRS = tuple(meld_pairs(i) for i in range(52))


@dataclass
class OpponentModel:
    unknown: int  # mask: opponent's hidden cards + stock
    known: int  # mask: pile cards the opponent holds
    hidden_count: int  # how many of the opponent's cards are not known
    weights: dict  # index -> weight, unknown cards only
    history: History

    def p_opp(self) -> list[float]:
        """Chance, per card index, that the opponent holds it (known cards 1, seen 0)."""
        p = [0.0] * 52
        for i in bits(self.known):
            p[i] = 1.0
        total = sum(self.weights.values())
        if total > 0 and self.hidden_count > 0:
            scale = self.hidden_count / total
            for i, w in self.weights.items():
                p[i] = min(0.95, w * scale)
        return p


def opponent_model(view) -> OpponentModel:
    hist = read_history(view)
    unknown = unknown_mask(view)
    known = cards_to_mask(view.known_opponent_cards)
    weights = {i: 1.0 for i in bits(unknown)}
    for x in bits((hist.discarded | hist.declined) & ~known):
        close, far = NEAR[x]
        for y in close:
            if y in weights:
                weights[y] *= DISLIKED_CLOSE
        for y in far:
            if y in weights:
                weights[y] *= DISLIKED_FAR
    for x in bits(known):
        close, far = NEAR[x]
        for y in close:
            if y in weights:
                weights[y] *= WANTED_CLOSE
        for y in far:
            if y in weights:
                weights[y] *= WANTED_FAR
    hidden = max(0, view.opponent_card_count - len(view.known_opponent_cards))
    return OpponentModel(unknown, known, hidden, weights, hist)


def danger(index: int, p: list[float]) -> float:
    """Chance that the opponent can meld this card right away (some meld pair held)."""
    miss = 1.0
    for a, b in MELD_PAIRS[index]:
        miss *= 1.0 - p[a] * p[b]
    return 1.0 - miss


__all__ = ["OpponentModel", "opponent_model", "danger", "MELD_PAIRS", "SUIT13"]
