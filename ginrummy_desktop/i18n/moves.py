"""The sentence for one move of a hand: the same words in the table's move log and in the
review of a finished hand.

A move is named by its kind of action (``PassUpcard``, ``DrawStock``…), whoever made it and
the card it moved. The table passes no card for the computer's stock draw, which stays hidden
while the hand is played; the review, the hand being over, names it. The review also says
which meld a lay-off went to (its melds are numbered on screen). Texts are looked up under the
context "Moves".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Card, Discard, DrawStock, EndLayoff, Knock, LayOff, PassUpcard, TakeUpcard
from .cards import card_name
from .texts import fill


class Moves:
    """Namespace of the move sentences; every text is in the "Moves" context."""

    @staticmethod
    def tr(text: str) -> str:
        return QCoreApplication.translate("Moves", text)


def move_sentence(
    kind: type,
    you: bool,
    card: Card | None = None,
    *,
    gin: bool = False,
    meld: int | None = None,
) -> str:
    """ "You took the queen of hearts from the pile." — ``kind`` is the action's class,
    ``meld`` the number (from 1) of the meld a card was laid off on, when it is told."""
    name = card_name(card) if card is not None else ""
    if kind is PassUpcard:
        return Moves.tr("You passed.") if you else Moves.tr("The computer passed.")
    if kind is TakeUpcard:
        text = (
            Moves.tr("You took the %1 from the pile.")
            if you
            else Moves.tr("The computer took the %1 from the pile.")
        )
        return fill(text, name)
    if kind is DrawStock:
        if card is None:  # hidden from the other seat while the hand is played
            return (
                Moves.tr("You drew from the stock.")
                if you
                else Moves.tr("The computer drew from the stock.")
            )
        text = (
            Moves.tr("You drew the %1 from the stock.")
            if you
            else Moves.tr("The computer drew the %1 from the stock.")
        )
        return fill(text, name)
    if kind is Knock:
        # A knock that leaves no deadwood is gin (D8), and is told as one.
        if gin:
            text = (
                Moves.tr("You went gin, discarding the %1.")
                if you
                else Moves.tr("The computer went gin, discarding the %1.")
            )
        else:
            text = (
                Moves.tr("You knocked, discarding the %1.")
                if you
                else Moves.tr("The computer knocked, discarding the %1.")
            )
        return fill(text, name)
    if kind is Discard:
        return fill(
            Moves.tr("You discarded the %1.")
            if you
            else Moves.tr("The computer discarded the %1."),
            name,
        )
    if kind is LayOff:
        if meld is None:
            return fill(
                Moves.tr("You laid off the %1.")
                if you
                else Moves.tr("The computer laid off the %1."),
                name,
            )
        text = (
            Moves.tr("You laid off the %1 on meld %2.")
            if you
            else Moves.tr("The computer laid off the %1 on meld %2.")
        )
        return fill(text, name, meld)
    if kind is EndLayoff:
        return (
            Moves.tr("You finished laying off.")
            if you
            else Moves.tr("The computer finished laying off.")
        )
    return ""
