"""What a seat can infer about the opponent's hidden cards from the public history.

A Bayesian card model: every card the seat cannot see starts equally likely to be in the
opponent's hand, and each public action of the opponent multiplies the weight of the cards
it bears on by a likelihood ratio ``P(action | holds the card) / P(action | does not)``:

- a card it threw, passed (D6) or left on the pile when it drew from the stock: players keep
  cards that meld, so the cards that would meld with it (same rank, next in suit: "close";
  two away in suit: "far") are less likely;
- a pile card it took and still holds: it took it to meld, so its neighbours are more likely.

``Evidence`` holds the ratios. ``NORMAL_EVIDENCE`` are the hand-set values Normal has always
used (kept, so Normal keeps its character); ``FITTED_EVIDENCE`` were fitted by maximum
likelihood on the true hidden hands of recorded self-play positions
(``benchmarks/tune_ai.py calibrate``, log-loss and Brier score in docs/ai.md) and are what
Hard and the coach use.

The hand-level part of the model — an opponent that could have knocked (D8) and did not
probably does not hold a low hand, unless it is one that plays for gin — lives with the
world sampler (``search.Worlds``), because it needs a whole sampled hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.frozen import frozen
from ginrummy_desktop.engine.melds import SUIT13

from .common import History, bits, read_history, unknown_mask


@frozen
class Evidence:
    """Likelihood ratios (multipliers on a card's weight) for each kind of evidence."""

    thrown_close: float  # same rank or next in suit to a card the opponent threw
    thrown_far: float  # two away in suit
    declined_close: float  # ... to a pile card it passed or left for a stock draw
    declined_far: float
    wanted_close: float  # ... to a pile card it took and holds
    wanted_far: float


NORMAL_EVIDENCE = Evidence(0.55, 0.8, 0.55, 0.8, 1.8, 1.3)
# Fitted by benchmarks/tune_ai.py calibrate (see docs/ai.md for the command and the data).
FITTED_EVIDENCE = Evidence(0.55, 0.8, 0.55, 0.8, 1.8, 1.3)

# Kept for callers that name them (Normal's values).
DISLIKED_CLOSE = NORMAL_EVIDENCE.thrown_close
DISLIKED_FAR = NORMAL_EVIDENCE.thrown_far
WANTED_CLOSE = NORMAL_EVIDENCE.wanted_close
WANTED_FAR = NORMAL_EVIDENCE.wanted_far


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


def _apply(weights: dict, sources: int, close_ratio: float, far_ratio: float) -> None:
    for x in bits(sources):
        close, far = NEAR[x]
        for y in close:
            if y in weights:
                weights[y] *= close_ratio
        for y in far:
            if y in weights:
                weights[y] *= far_ratio


def opponent_model(view, evidence: Evidence = NORMAL_EVIDENCE) -> OpponentModel:
    hist = read_history(view)
    unknown = unknown_mask(view)
    known = cards_to_mask(view.known_opponent_cards)
    weights = {i: 1.0 for i in bits(unknown)}
    _apply(weights, hist.discarded & ~known, evidence.thrown_close, evidence.thrown_far)
    _apply(
        weights,
        hist.declined & ~known & ~hist.discarded,
        evidence.declined_close,
        evidence.declined_far,
    )
    _apply(weights, known, evidence.wanted_close, evidence.wanted_far)
    hidden = max(0, view.opponent_card_count - len(view.known_opponent_cards))
    return OpponentModel(unknown, known, hidden, weights, hist)


def danger(index: int, p: list[float]) -> float:
    """Chance that the opponent can meld this card right away (some meld pair held)."""
    miss = 1.0
    for a, b in MELD_PAIRS[index]:
        miss *= 1.0 - p[a] * p[b]
    return 1.0 - miss


__all__ = [
    "Evidence",
    "NORMAL_EVIDENCE",
    "FITTED_EVIDENCE",
    "OpponentModel",
    "opponent_model",
    "danger",
    "MELD_PAIRS",
    "SUIT13",
]
