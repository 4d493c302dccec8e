"""Translatable card names: one whole name per card, so that a translator can write rank
and suit together the way the language does (Lithuanian puts the suit first, in the
genitive: "širdžių dama"; Dutch writes one lowercase compound: "hartenvrouw").

A sentence that names a card says which grammatical case its card stands in, and takes
the name in that case: ``card_name(card, Case.ACCUSATIVE)`` for "You discarded the %1"
(Lithuanian "Išmetėte širdžių damą"), ``Case.GENITIVE`` for "the discard of the %1"
("širdžių damos išmetimas"), the nominative otherwise. Each case is a catalogue context of
its own ("Cards", "CardsAccusative", "CardsGenitive"), so a translator writes every form
once and no code ever changes an ending. Languages without those cases (English, Dutch,
whose card names are all *de*-words) give the same word in each context.

The catalogues hold each name as it stands in the middle of a sentence (lowercase in
Lithuanian and Dutch), so a move message can put it after an article or a colon.
``card_title(card)`` capitalises it for a place where the name stands alone at the start
of a line (a tooltip, a list entry). The tables hold literals only, marked with
``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate`` finds them.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine import Card


class Case(Enum):
    """The grammatical case a sentence needs its card name in; the value is the catalogue
    context that holds the names in that case."""

    NOMINATIVE = "Cards"  # the subject, or a name standing alone: "širdžių dama"
    ACCUSATIVE = "CardsAccusative"  # the object of a verb: "išmetėte širdžių damą"
    GENITIVE = "CardsGenitive"  # a name that belongs to a noun: "širdžių damos išmetimas"


# The nominative: the name as a subject, or standing alone.
CARD_NAMES: dict[str, str] = {
    "AS": QT_TRANSLATE_NOOP("Cards", "Ace of spades"),
    "2S": QT_TRANSLATE_NOOP("Cards", "Two of spades"),
    "3S": QT_TRANSLATE_NOOP("Cards", "Three of spades"),
    "4S": QT_TRANSLATE_NOOP("Cards", "Four of spades"),
    "5S": QT_TRANSLATE_NOOP("Cards", "Five of spades"),
    "6S": QT_TRANSLATE_NOOP("Cards", "Six of spades"),
    "7S": QT_TRANSLATE_NOOP("Cards", "Seven of spades"),
    "8S": QT_TRANSLATE_NOOP("Cards", "Eight of spades"),
    "9S": QT_TRANSLATE_NOOP("Cards", "Nine of spades"),
    "TS": QT_TRANSLATE_NOOP("Cards", "Ten of spades"),
    "JS": QT_TRANSLATE_NOOP("Cards", "Jack of spades"),
    "QS": QT_TRANSLATE_NOOP("Cards", "Queen of spades"),
    "KS": QT_TRANSLATE_NOOP("Cards", "King of spades"),
    "AH": QT_TRANSLATE_NOOP("Cards", "Ace of hearts"),
    "2H": QT_TRANSLATE_NOOP("Cards", "Two of hearts"),
    "3H": QT_TRANSLATE_NOOP("Cards", "Three of hearts"),
    "4H": QT_TRANSLATE_NOOP("Cards", "Four of hearts"),
    "5H": QT_TRANSLATE_NOOP("Cards", "Five of hearts"),
    "6H": QT_TRANSLATE_NOOP("Cards", "Six of hearts"),
    "7H": QT_TRANSLATE_NOOP("Cards", "Seven of hearts"),
    "8H": QT_TRANSLATE_NOOP("Cards", "Eight of hearts"),
    "9H": QT_TRANSLATE_NOOP("Cards", "Nine of hearts"),
    "TH": QT_TRANSLATE_NOOP("Cards", "Ten of hearts"),
    "JH": QT_TRANSLATE_NOOP("Cards", "Jack of hearts"),
    "QH": QT_TRANSLATE_NOOP("Cards", "Queen of hearts"),
    "KH": QT_TRANSLATE_NOOP("Cards", "King of hearts"),
    "AD": QT_TRANSLATE_NOOP("Cards", "Ace of diamonds"),
    "2D": QT_TRANSLATE_NOOP("Cards", "Two of diamonds"),
    "3D": QT_TRANSLATE_NOOP("Cards", "Three of diamonds"),
    "4D": QT_TRANSLATE_NOOP("Cards", "Four of diamonds"),
    "5D": QT_TRANSLATE_NOOP("Cards", "Five of diamonds"),
    "6D": QT_TRANSLATE_NOOP("Cards", "Six of diamonds"),
    "7D": QT_TRANSLATE_NOOP("Cards", "Seven of diamonds"),
    "8D": QT_TRANSLATE_NOOP("Cards", "Eight of diamonds"),
    "9D": QT_TRANSLATE_NOOP("Cards", "Nine of diamonds"),
    "TD": QT_TRANSLATE_NOOP("Cards", "Ten of diamonds"),
    "JD": QT_TRANSLATE_NOOP("Cards", "Jack of diamonds"),
    "QD": QT_TRANSLATE_NOOP("Cards", "Queen of diamonds"),
    "KD": QT_TRANSLATE_NOOP("Cards", "King of diamonds"),
    "AC": QT_TRANSLATE_NOOP("Cards", "Ace of clubs"),
    "2C": QT_TRANSLATE_NOOP("Cards", "Two of clubs"),
    "3C": QT_TRANSLATE_NOOP("Cards", "Three of clubs"),
    "4C": QT_TRANSLATE_NOOP("Cards", "Four of clubs"),
    "5C": QT_TRANSLATE_NOOP("Cards", "Five of clubs"),
    "6C": QT_TRANSLATE_NOOP("Cards", "Six of clubs"),
    "7C": QT_TRANSLATE_NOOP("Cards", "Seven of clubs"),
    "8C": QT_TRANSLATE_NOOP("Cards", "Eight of clubs"),
    "9C": QT_TRANSLATE_NOOP("Cards", "Nine of clubs"),
    "TC": QT_TRANSLATE_NOOP("Cards", "Ten of clubs"),
    "JC": QT_TRANSLATE_NOOP("Cards", "Jack of clubs"),
    "QC": QT_TRANSLATE_NOOP("Cards", "Queen of clubs"),
    "KC": QT_TRANSLATE_NOOP("Cards", "King of clubs"),
}

# The accusative: the card as the object of a verb ("discard the %1").
CARD_NAMES_ACCUSATIVE: dict[str, str] = {
    "AS": QT_TRANSLATE_NOOP("CardsAccusative", "Ace of spades"),
    "2S": QT_TRANSLATE_NOOP("CardsAccusative", "Two of spades"),
    "3S": QT_TRANSLATE_NOOP("CardsAccusative", "Three of spades"),
    "4S": QT_TRANSLATE_NOOP("CardsAccusative", "Four of spades"),
    "5S": QT_TRANSLATE_NOOP("CardsAccusative", "Five of spades"),
    "6S": QT_TRANSLATE_NOOP("CardsAccusative", "Six of spades"),
    "7S": QT_TRANSLATE_NOOP("CardsAccusative", "Seven of spades"),
    "8S": QT_TRANSLATE_NOOP("CardsAccusative", "Eight of spades"),
    "9S": QT_TRANSLATE_NOOP("CardsAccusative", "Nine of spades"),
    "TS": QT_TRANSLATE_NOOP("CardsAccusative", "Ten of spades"),
    "JS": QT_TRANSLATE_NOOP("CardsAccusative", "Jack of spades"),
    "QS": QT_TRANSLATE_NOOP("CardsAccusative", "Queen of spades"),
    "KS": QT_TRANSLATE_NOOP("CardsAccusative", "King of spades"),
    "AH": QT_TRANSLATE_NOOP("CardsAccusative", "Ace of hearts"),
    "2H": QT_TRANSLATE_NOOP("CardsAccusative", "Two of hearts"),
    "3H": QT_TRANSLATE_NOOP("CardsAccusative", "Three of hearts"),
    "4H": QT_TRANSLATE_NOOP("CardsAccusative", "Four of hearts"),
    "5H": QT_TRANSLATE_NOOP("CardsAccusative", "Five of hearts"),
    "6H": QT_TRANSLATE_NOOP("CardsAccusative", "Six of hearts"),
    "7H": QT_TRANSLATE_NOOP("CardsAccusative", "Seven of hearts"),
    "8H": QT_TRANSLATE_NOOP("CardsAccusative", "Eight of hearts"),
    "9H": QT_TRANSLATE_NOOP("CardsAccusative", "Nine of hearts"),
    "TH": QT_TRANSLATE_NOOP("CardsAccusative", "Ten of hearts"),
    "JH": QT_TRANSLATE_NOOP("CardsAccusative", "Jack of hearts"),
    "QH": QT_TRANSLATE_NOOP("CardsAccusative", "Queen of hearts"),
    "KH": QT_TRANSLATE_NOOP("CardsAccusative", "King of hearts"),
    "AD": QT_TRANSLATE_NOOP("CardsAccusative", "Ace of diamonds"),
    "2D": QT_TRANSLATE_NOOP("CardsAccusative", "Two of diamonds"),
    "3D": QT_TRANSLATE_NOOP("CardsAccusative", "Three of diamonds"),
    "4D": QT_TRANSLATE_NOOP("CardsAccusative", "Four of diamonds"),
    "5D": QT_TRANSLATE_NOOP("CardsAccusative", "Five of diamonds"),
    "6D": QT_TRANSLATE_NOOP("CardsAccusative", "Six of diamonds"),
    "7D": QT_TRANSLATE_NOOP("CardsAccusative", "Seven of diamonds"),
    "8D": QT_TRANSLATE_NOOP("CardsAccusative", "Eight of diamonds"),
    "9D": QT_TRANSLATE_NOOP("CardsAccusative", "Nine of diamonds"),
    "TD": QT_TRANSLATE_NOOP("CardsAccusative", "Ten of diamonds"),
    "JD": QT_TRANSLATE_NOOP("CardsAccusative", "Jack of diamonds"),
    "QD": QT_TRANSLATE_NOOP("CardsAccusative", "Queen of diamonds"),
    "KD": QT_TRANSLATE_NOOP("CardsAccusative", "King of diamonds"),
    "AC": QT_TRANSLATE_NOOP("CardsAccusative", "Ace of clubs"),
    "2C": QT_TRANSLATE_NOOP("CardsAccusative", "Two of clubs"),
    "3C": QT_TRANSLATE_NOOP("CardsAccusative", "Three of clubs"),
    "4C": QT_TRANSLATE_NOOP("CardsAccusative", "Four of clubs"),
    "5C": QT_TRANSLATE_NOOP("CardsAccusative", "Five of clubs"),
    "6C": QT_TRANSLATE_NOOP("CardsAccusative", "Six of clubs"),
    "7C": QT_TRANSLATE_NOOP("CardsAccusative", "Seven of clubs"),
    "8C": QT_TRANSLATE_NOOP("CardsAccusative", "Eight of clubs"),
    "9C": QT_TRANSLATE_NOOP("CardsAccusative", "Nine of clubs"),
    "TC": QT_TRANSLATE_NOOP("CardsAccusative", "Ten of clubs"),
    "JC": QT_TRANSLATE_NOOP("CardsAccusative", "Jack of clubs"),
    "QC": QT_TRANSLATE_NOOP("CardsAccusative", "Queen of clubs"),
    "KC": QT_TRANSLATE_NOOP("CardsAccusative", "King of clubs"),
}

# The genitive: the card belonging to a noun ("the discard of the %1").
CARD_NAMES_GENITIVE: dict[str, str] = {
    "AS": QT_TRANSLATE_NOOP("CardsGenitive", "Ace of spades"),
    "2S": QT_TRANSLATE_NOOP("CardsGenitive", "Two of spades"),
    "3S": QT_TRANSLATE_NOOP("CardsGenitive", "Three of spades"),
    "4S": QT_TRANSLATE_NOOP("CardsGenitive", "Four of spades"),
    "5S": QT_TRANSLATE_NOOP("CardsGenitive", "Five of spades"),
    "6S": QT_TRANSLATE_NOOP("CardsGenitive", "Six of spades"),
    "7S": QT_TRANSLATE_NOOP("CardsGenitive", "Seven of spades"),
    "8S": QT_TRANSLATE_NOOP("CardsGenitive", "Eight of spades"),
    "9S": QT_TRANSLATE_NOOP("CardsGenitive", "Nine of spades"),
    "TS": QT_TRANSLATE_NOOP("CardsGenitive", "Ten of spades"),
    "JS": QT_TRANSLATE_NOOP("CardsGenitive", "Jack of spades"),
    "QS": QT_TRANSLATE_NOOP("CardsGenitive", "Queen of spades"),
    "KS": QT_TRANSLATE_NOOP("CardsGenitive", "King of spades"),
    "AH": QT_TRANSLATE_NOOP("CardsGenitive", "Ace of hearts"),
    "2H": QT_TRANSLATE_NOOP("CardsGenitive", "Two of hearts"),
    "3H": QT_TRANSLATE_NOOP("CardsGenitive", "Three of hearts"),
    "4H": QT_TRANSLATE_NOOP("CardsGenitive", "Four of hearts"),
    "5H": QT_TRANSLATE_NOOP("CardsGenitive", "Five of hearts"),
    "6H": QT_TRANSLATE_NOOP("CardsGenitive", "Six of hearts"),
    "7H": QT_TRANSLATE_NOOP("CardsGenitive", "Seven of hearts"),
    "8H": QT_TRANSLATE_NOOP("CardsGenitive", "Eight of hearts"),
    "9H": QT_TRANSLATE_NOOP("CardsGenitive", "Nine of hearts"),
    "TH": QT_TRANSLATE_NOOP("CardsGenitive", "Ten of hearts"),
    "JH": QT_TRANSLATE_NOOP("CardsGenitive", "Jack of hearts"),
    "QH": QT_TRANSLATE_NOOP("CardsGenitive", "Queen of hearts"),
    "KH": QT_TRANSLATE_NOOP("CardsGenitive", "King of hearts"),
    "AD": QT_TRANSLATE_NOOP("CardsGenitive", "Ace of diamonds"),
    "2D": QT_TRANSLATE_NOOP("CardsGenitive", "Two of diamonds"),
    "3D": QT_TRANSLATE_NOOP("CardsGenitive", "Three of diamonds"),
    "4D": QT_TRANSLATE_NOOP("CardsGenitive", "Four of diamonds"),
    "5D": QT_TRANSLATE_NOOP("CardsGenitive", "Five of diamonds"),
    "6D": QT_TRANSLATE_NOOP("CardsGenitive", "Six of diamonds"),
    "7D": QT_TRANSLATE_NOOP("CardsGenitive", "Seven of diamonds"),
    "8D": QT_TRANSLATE_NOOP("CardsGenitive", "Eight of diamonds"),
    "9D": QT_TRANSLATE_NOOP("CardsGenitive", "Nine of diamonds"),
    "TD": QT_TRANSLATE_NOOP("CardsGenitive", "Ten of diamonds"),
    "JD": QT_TRANSLATE_NOOP("CardsGenitive", "Jack of diamonds"),
    "QD": QT_TRANSLATE_NOOP("CardsGenitive", "Queen of diamonds"),
    "KD": QT_TRANSLATE_NOOP("CardsGenitive", "King of diamonds"),
    "AC": QT_TRANSLATE_NOOP("CardsGenitive", "Ace of clubs"),
    "2C": QT_TRANSLATE_NOOP("CardsGenitive", "Two of clubs"),
    "3C": QT_TRANSLATE_NOOP("CardsGenitive", "Three of clubs"),
    "4C": QT_TRANSLATE_NOOP("CardsGenitive", "Four of clubs"),
    "5C": QT_TRANSLATE_NOOP("CardsGenitive", "Five of clubs"),
    "6C": QT_TRANSLATE_NOOP("CardsGenitive", "Six of clubs"),
    "7C": QT_TRANSLATE_NOOP("CardsGenitive", "Seven of clubs"),
    "8C": QT_TRANSLATE_NOOP("CardsGenitive", "Eight of clubs"),
    "9C": QT_TRANSLATE_NOOP("CardsGenitive", "Nine of clubs"),
    "TC": QT_TRANSLATE_NOOP("CardsGenitive", "Ten of clubs"),
    "JC": QT_TRANSLATE_NOOP("CardsGenitive", "Jack of clubs"),
    "QC": QT_TRANSLATE_NOOP("CardsGenitive", "Queen of clubs"),
    "KC": QT_TRANSLATE_NOOP("CardsGenitive", "King of clubs"),
}

_TABLES: dict[Case, dict[str, str]] = {
    Case.NOMINATIVE: CARD_NAMES,
    Case.ACCUSATIVE: CARD_NAMES_ACCUSATIVE,
    Case.GENITIVE: CARD_NAMES_GENITIVE,
}


def card_name(card: Card, case: Case = Case.NOMINATIVE) -> str:
    """ "Seven of hearts" in the current language and in ``case``, as it stands mid-sentence
    ("hartenzeven"; "širdžių septynetas", accusative "širdžių septynetą")."""
    return QCoreApplication.translate(case.value, _TABLES[case][str(card)])


def line_start(text: str) -> str:
    """``text`` with its first letter capitalised: a line that begins with a card name."""
    return text[:1].upper() + text[1:]


def card_title(card: Card) -> str:
    """The card's name at the start of a line: "Hartenzeven", "Širdžių septynetas"."""
    return line_start(card_name(card))


def cards_names(cards, case: Case = Case.NOMINATIVE) -> str:
    """A list of card names joined the way the current language joins a list."""
    sep = QCoreApplication.translate("Cards", ", ")
    return sep.join(card_name(c, case) for c in cards)
