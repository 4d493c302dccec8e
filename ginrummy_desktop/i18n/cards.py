"""Translatable card names: one whole name per card, so that a translator can write rank
and suit together the way the language does (Lithuanian puts the suit first, in the
genitive: "širdžių dama"; Dutch writes one lowercase compound: "hartenvrouw").

The catalogues hold each name as it stands in the middle of a sentence (lowercase in
Lithuanian and Dutch), so a move message can put it after an article or a colon.
``card_name(card)`` returns that form; ``card_title(card)`` capitalises it for a place where
the name stands alone at the start of a line (a tooltip, a list entry). The table holds
literals only, marked with ``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate`` finds them.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine import Card

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


def card_name(card: Card) -> str:
    """ "Seven of hearts" in the current language, as it stands mid-sentence ("hartenzeven",
    "širdžių septynetas")."""
    return QCoreApplication.translate("Cards", CARD_NAMES[str(card)])


def line_start(text: str) -> str:
    """``text`` with its first letter capitalised: a line that begins with a card name."""
    return text[:1].upper() + text[1:]


def card_title(card: Card) -> str:
    """The card's name at the start of a line: "Hartenzeven", "Širdžių septynetas"."""
    return line_start(card_name(card))


def cards_names(cards) -> str:
    """A list of card names joined the way the current language joins a list."""
    sep = QCoreApplication.translate("Cards", ", ")
    return sep.join(card_name(c) for c in cards)
