"""Lay-offs after a knock (D10): which cards fit the knocker's melds, and the defender's best
result over its own melds and lay-offs chosen jointly."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .cards import Card, cards_to_mask, mask_to_cards
from .frozen import frozen
from .melds import Arrangement, arrangement_of_mask, deadwood_of_mask, is_set

Meld = tuple[Card, ...]


class Layoff(NamedTuple):
    card: Card
    meld_index: int


def fits(card: Card, meld: Meld) -> bool:
    """A 3-card set takes its missing fourth; a run takes the next card at either end, no
    wrap (D10). Nothing goes on a 4-card set."""
    if card in meld:
        return False
    if is_set(meld):
        return len(meld) == 3 and card.rank == meld[0].rank
    return card.suit == meld[0].suit and (
        card.rank == meld[0].rank - 1 or card.rank == meld[-1].rank + 1
    )


def extend(meld: Meld, card: Card) -> Meld:
    if is_set(meld):
        return tuple(sorted(meld + (card,)))
    return (card,) + meld if card.rank < meld[0].rank else meld + (card,)


def apply_layoff(melds: tuple[Meld, ...], card: Card, index: int) -> tuple[Meld, ...]:
    return melds[:index] + (extend(melds[index], card),) + melds[index + 1 :]


@frozen
class LayoffPlan:
    """The defender's best: the lay-offs in a playable order (chains go outward), the
    knocker's melds after them, and the defender's remaining cards at their best."""

    layoffs: tuple[Layoff, ...]
    melds: tuple[Meld, ...]
    remaining: Arrangement

    @property
    def deadwood(self) -> int:
        return self.remaining.points


def best_layoffs(defender_cards: Iterable[Card], knocker_melds: Iterable[Meld]) -> LayoffPlan:
    """Lowest final deadwood over every set of lay-offs (chains included) together with the
    best melding of what stays in hand; the defender may break its own melds (D10). Ties go
    to fewer lay-offs, then to the lowest cards, so the answer is deterministic."""
    start_mask = cards_to_mask(defender_cards)
    start_melds = tuple(tuple(m) for m in knocker_melds)
    seen: set[tuple[int, tuple[Meld, ...]]] = set()
    best: list = []

    def search(mask: int, melds: tuple[Meld, ...], seq: tuple[Layoff, ...]) -> None:
        key = (mask, melds)
        if key in seen:
            return
        seen.add(key)
        rank = (deadwood_of_mask(mask), len(seq), tuple(sorted(c.index for c, _ in seq)))
        if not best or rank < best[0]:
            best[:] = [rank, mask, melds, seq]
        for card in mask_to_cards(mask):
            for i, meld in enumerate(melds):
                if fits(card, meld):
                    search(mask ^ card.bit, apply_layoff(melds, card, i), seq + (Layoff(card, i),))

    search(start_mask, start_melds, ())
    _, mask, melds, seq = best
    return LayoffPlan(seq, melds, arrangement_of_mask(mask))


def layoff_options(defender_cards: Iterable[Card], melds: Iterable[Meld]) -> tuple[Layoff, ...]:
    """Every single lay-off legal right now."""
    melds = tuple(melds)
    return tuple(
        Layoff(c, i) for c in sorted(defender_cards) for i, m in enumerate(melds) if fits(c, m)
    )
