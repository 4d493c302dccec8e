"""What one seat may know (visibility follows who owns a card, never the phase)."""

from __future__ import annotations

from .cards import Card
from .events import Event, HandResult, Phase
from .frozen import frozen
from .rules import Rules

Meld = tuple[Card, ...]


@frozen
class PlayerView:
    """Everything one seat may know at one moment; equal for states that differ only
    in cards hidden from it."""

    seat: int
    hand: tuple[Card, ...]  # own cards, sorted; laid-off cards left out
    discard_pile: tuple[Card, ...]  # top last
    stock_count: int
    opponent_card_count: int
    known_opponent_cards: tuple[Card, ...]  # pile cards the opponent took and still holds
    phase: Phase
    to_act: int | None
    dealer: int
    history: tuple[Event, ...]  # public events of this hand
    scores: tuple[int, int]
    rules: Rules
    hand_number: int = 1
    pile_card_taken: Card | None = None  # the card taken from the pile this turn (D7)
    knocker: int | None = None
    knocker_melds: tuple[Meld, ...] = ()  # with lay-offs so far (LAYOFF, HAND_OVER)
    knocker_deadwood: tuple[Card, ...] = ()
    layoffs: tuple[tuple[Card, int], ...] = ()
    last_result: HandResult | None = None  # the showdown, public once the hand is over
    hands_won: tuple[int, int] = (0, 0)
    results: tuple[HandResult, ...] = ()  # every finished hand of this game (D16: public)

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def upcard(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None
