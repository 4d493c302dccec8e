"""Cards in the ``TD`` notation (rank then suit), and their 52-bit mask encoding.

A card's index is ``suit * 13 + (rank - 1)`` with suits in the order S H D C, so that
one suit's cards occupy 13 consecutive bits of a mask; the meld search works on those
masks (D1: 52 cards, no jokers, suits unranked).
"""

from __future__ import annotations

from collections.abc import Iterable

RANKS = "A23456789TJQK"
SUITS = "SHDC"
RANK_NAMES = (
    "ace",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
)
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


class Card:
    """One playing card; the 52 instances are shared, so ``is`` and ``==`` agree."""

    __slots__ = ("index", "rank", "suit", "value", "bit")

    _all: tuple[Card, ...] = ()

    def __new__(cls, rank: int, suit: str | int) -> Card:
        if isinstance(suit, str):
            if suit not in SUITS or len(suit) != 1:
                raise ValueError(f"unknown suit {suit!r}: use one of S H D C")
            suit = SUITS.index(suit)
        if not (isinstance(rank, int) and 1 <= rank <= 13) or not (0 <= suit <= 3):
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
        if cls._all:
            return cls._all[suit * 13 + rank - 1]
        return object.__new__(cls)

    def _init(self, rank: int, suit: int) -> None:
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "index", suit * 13 + rank - 1)
        object.__setattr__(self, "value", min(rank, 10))  # A = 1, 2–10 pips, J/Q/K = 10
        object.__setattr__(self, "bit", 1 << (suit * 13 + rank - 1))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self):
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo) -> Card:
        return self

    @classmethod
    def from_index(cls, index: int) -> Card:
        if not (isinstance(index, int) and 0 <= index < 52):
            raise ValueError(f"card index must be 0–51, not {index!r}")
        return cls._all[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """``Card.parse("TD")`` → ten of diamonds. Accepts ``10D`` and lower case too."""
        if not isinstance(text, str):
            raise ValueError(f"a card is written like 'TD' or '7H', not {text!r}")
        t = text.strip().upper()
        if t.startswith("10"):
            t = "T" + t[2:]
        if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
            raise ValueError(
                f"{text!r} is not a card: write the rank (A 2–9 T J Q K) then the suit "
                "(S H D C), e.g. 'TD' for the ten of diamonds"
            )
        return cls._all[SUITS.index(t[1]) * 13 + RANKS.index(t[0])]

    @property
    def suit_letter(self) -> str:
        return SUITS[self.suit]

    @property
    def rank_letter(self) -> str:
        return RANKS[self.rank - 1]

    def name(self) -> str:
        """English name, e.g. 'seven of hearts' (the UI translates its own copy)."""
        return f"{RANK_NAMES[self.rank - 1]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return RANKS[self.rank - 1] + SUITS[self.suit]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index


def _make_all() -> tuple[Card, ...]:
    cards = []
    for suit in range(4):
        for rank in range(1, 14):
            c = object.__new__(Card)
            c._init(rank, suit)
            cards.append(c)
    return tuple(cards)


Card._all = _make_all()
ALL_CARDS: tuple[Card, ...] = Card._all
FULL_DECK_MASK = (1 << 52) - 1


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """``parse_cards("AS 2S 3S")`` → three cards. Duplicates are an error."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards = tuple(c if isinstance(c, Card) else Card.parse(c) for c in parts)
    check_distinct(cards)
    return cards


def check_distinct(cards: Iterable[Card]) -> None:
    seen: set[Card] = set()
    for c in cards:
        if not isinstance(c, Card):
            raise ValueError(f"{c!r} is not a card")
        if c in seen:
            raise ValueError(f"{c} appears twice: every card of the deck exists once (D1)")
        seen.add(c)


def cards_to_mask(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= c.bit
    return m


def mask_to_cards(mask: int) -> tuple[Card, ...]:
    out = []
    while mask:
        low = mask & -mask
        out.append(ALL_CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)
