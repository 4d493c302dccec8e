"""The sentence for one move of a hand: the same words in the table's move log and in the
review of a finished hand.

A move is named by its kind of action (``PassUpcard``, ``DrawStock``…), whoever made it and
the card it moved. The table passes no card for the computer's stock draw, which stays hidden
while the hand is played; the review, the hand being over, names it. The review also says
which meld a lay-off went to (its melds are numbered on screen). Texts are looked up under the
context "Moves"; ``%1`` is the card, ``%2`` the meld's number. Every sentence here
has the card as the object of its verb, so it takes the name in the accusative (Lithuanian
"Išmetėte širdžių damą").
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine import Card, Discard, DrawStock, EndLayoff, Knock, LayOff, PassUpcard, TakeUpcard
from .cards import Case, card_name
from .texts import fill

# (kind of action, what more is told) → (the player's sentence, the computer's).
SENTENCES: dict[tuple[type, str], tuple[str, str]] = {
    (PassUpcard, ""): (
        QT_TRANSLATE_NOOP("Moves", "You passed."),
        QT_TRANSLATE_NOOP("Moves", "The computer passed."),
    ),
    (TakeUpcard, ""): (
        QT_TRANSLATE_NOOP("Moves", "You took the %1 from the pile."),
        QT_TRANSLATE_NOOP("Moves", "The computer took the %1 from the pile."),
    ),
    (DrawStock, "hidden"): (  # hidden from the other seat while the hand is played
        QT_TRANSLATE_NOOP("Moves", "You drew from the stock."),
        QT_TRANSLATE_NOOP("Moves", "The computer drew from the stock."),
    ),
    (DrawStock, ""): (
        QT_TRANSLATE_NOOP("Moves", "You drew the %1 from the stock."),
        QT_TRANSLATE_NOOP("Moves", "The computer drew the %1 from the stock."),
    ),
    (Knock, "gin"): (  # a knock that leaves no deadwood is gin (D8), and told as one
        QT_TRANSLATE_NOOP("Moves", "You went gin, discarding the %1."),
        QT_TRANSLATE_NOOP("Moves", "The computer went gin, discarding the %1."),
    ),
    (Knock, ""): (
        QT_TRANSLATE_NOOP("Moves", "You knocked, discarding the %1."),
        QT_TRANSLATE_NOOP("Moves", "The computer knocked, discarding the %1."),
    ),
    (Discard, ""): (
        QT_TRANSLATE_NOOP("Moves", "You discarded the %1."),
        QT_TRANSLATE_NOOP("Moves", "The computer discarded the %1."),
    ),
    (LayOff, ""): (
        QT_TRANSLATE_NOOP("Moves", "You laid off the %1."),
        QT_TRANSLATE_NOOP("Moves", "The computer laid off the %1."),
    ),
    (LayOff, "meld"): (
        QT_TRANSLATE_NOOP("Moves", "You laid off the %1 on meld %2."),
        QT_TRANSLATE_NOOP("Moves", "The computer laid off the %1 on meld %2."),
    ),
    (EndLayoff, ""): (
        QT_TRANSLATE_NOOP("Moves", "You finished laying off."),
        QT_TRANSLATE_NOOP("Moves", "The computer finished laying off."),
    ),
}


def move_sentence(
    kind: type,
    you: bool,
    card: Card | None = None,
    *,
    gin: bool = False,
    meld: int | None = None,
) -> str:
    """The sentence for one move ("You took the queen of hearts from the pile."): ``kind``
    is the action's class, ``meld`` the number (from 1) of the meld a card was laid off on,
    when it is told; an unknown kind has no sentence."""
    if kind is DrawStock and card is None:
        more = "hidden"
    elif kind is Knock and gin:
        more = "gin"
    elif kind is LayOff and meld is not None:
        more = "meld"
    else:
        more = ""
    pair = SENTENCES.get((kind, more))
    if pair is None:
        return ""
    text = QCoreApplication.translate("Moves", pair[0] if you else pair[1])
    return fill(
        text, "" if card is None else card_name(card, Case.ACCUSATIVE), "" if meld is None else meld
    )
