"""The game told in words: what to do now, and what each player did.

A pure function of a ``TableState`` and the public history of the hand (state + events →
text), so it is tested without a controller or a window. Texts are Qt translations looked up
under the context "Narrator"; ``Narrator.tr`` exists so that ``pyside6-lupdate`` sees the
``%n`` plurals (its Python parser marks plurals only in ``tr`` calls).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from ..engine import (
    Discard,
    Discarded,
    DrawStock,
    DrewStock,
    EndLayoff,
    Knock,
    Knocked,
    LaidOff,
    LayOff,
    LayoffEnded,
    PassUpcard,
    Phase,
    TakeUpcard,
    TookDiscard,
    UpcardPassed,
)
from ..i18n import Case, card_name
from ..i18n.moves import move_sentence
from ..i18n.texts import fill, hint_reason
from ..session.table_state import COMPUTER, HUMAN, TableState


class Narrator:
    """Namespace of the narration; every text is in the "Narrator" context."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("Narrator", text, disambiguation, n)


def narrate(state: TableState) -> TableState:
    """``state`` with its words filled in: the status, the hint's reason, every move of the
    hand and the latest one."""
    if state.view is None:
        return state
    told = [
        (move_text(e), e.seat) for e in state.view.history if getattr(e, "seat", None) is not None
    ]
    told = [(text, seat) for text, seat in told if text]
    # The deal's seal opens the log and its reveal closes it; they are nobody's move.
    told = [(text, None) for text in seal_lines(state)[:1]] + told
    told += [(text, None) for text in seal_lines(state)[1:]]
    return replace(
        state,
        status=status_text(state),
        detail=hint_detail(state),
        moves=tuple(text for text, _ in told),
        move_seats=tuple(seat for _, seat in told),
        last_move=last_move_text(state.view.history),
    )


def seal_lines(state: TableState) -> list[str]:
    """The deal's seal in words (engine/deal_seal.py): its fingerprint, shown before the
    deal; once the hand is over, the reveal and its check; between hands, the next hand's
    fingerprint, so a phrase set now counts."""
    # A context of their own: these lines name a fingerprint, never a card.
    deal = state.deal
    if not deal.fingerprint:
        return []
    lines = [
        fill(
            QCoreApplication.translate("DealSeal", "Deck sealed before the deal: fingerprint %1."),
            deal.fingerprint,
        )
    ]
    if deal.verified is None:
        return lines
    if not deal.verified:
        text = QCoreApplication.translate(
            "DealSeal", "Deck revealed, but it does not match the fingerprint %1."
        )
    elif deal.mixed:
        text = QCoreApplication.translate(
            "DealSeal",
            "Deck revealed: it matches the fingerprint %1, your phrase was mixed in, and every "
            "card came off it in order.",
        )
    else:
        text = QCoreApplication.translate(
            "DealSeal",
            "Deck revealed: it matches the fingerprint %1, and every card came off it in order.",
        )
    lines.append(fill(text, deal.fingerprint))
    if deal.next_fingerprint and deal.next_game:
        lines.append(
            fill(
                QCoreApplication.translate(
                    "DealSeal",
                    "The next game's first deck is sealed: fingerprint %1. A phrase you set in "
                    "Settings now is mixed into it.",
                ),
                deal.next_fingerprint,
            )
        )
    elif deal.next_fingerprint:
        lines.append(
            fill(
                QCoreApplication.translate(
                    "DealSeal",
                    "Next deck sealed: fingerprint %1. A phrase you set in Settings now is "
                    "mixed into it.",
                ),
                deal.next_fingerprint,
            )
        )
    return lines


# ---------------------------------------------------------------------- what to do now
def status_text(state: TableState) -> str:
    view = state.view
    if view is None:
        return ""
    p = view.phase
    if p is Phase.GAME_OVER:
        if state.winner == HUMAN:
            return Narrator.tr("You won the game! Start a new game when you are ready.")
        return Narrator.tr("The computer won the game. Start a new game when you are ready.")
    if p is Phase.HAND_OVER:
        r = state.last_result
        if r is None or r.kind == "drawn":
            return Narrator.tr("Stock down to two: the hand is drawn. Deal the next hand.")
        if r.winner == HUMAN:
            return Narrator.tr("You won the hand: +%n. Deal the next hand.", "", r.points)
        return Narrator.tr("The computer won the hand: +%n. Deal the next hand.", "", r.points)
    if view.to_act == COMPUTER:
        if p is Phase.LAYOFF:
            return Narrator.tr("The computer is laying off on your melds…")
        if p is Phase.FIRST_UPCARD:
            return Narrator.tr("The computer decides whether to take the upcard…")
        return Narrator.tr("The computer is playing…")
    if state.hint is not None:
        action = state.hint.action
        # A knock that leaves no deadwood is gin (D8): the hint says so, as the Gin button does.
        text = hint_text(action, gin=getattr(action, "card", None) in state.gin_cards)
        if text:
            return text
    if p is Phase.FIRST_UPCARD:
        return Narrator.tr("Take the upcard or pass")
    if p is Phase.DRAW:
        if not state.may_take:
            return Narrator.tr("Both passed the upcard: draw from the stock")
        return Narrator.tr("Draw from the stock or the discard pile")
    if p is Phase.DISCARD:
        if state.knock.active and state.knock.gin_only:
            if state.knock.card is not None:
                return fill(
                    Narrator.tr(
                        "Go gin by discarding the %1? Press Confirm gin (Enter), or pick "
                        "another lit card."
                    ),
                    card_name(state.knock.card),
                )
            return Narrator.tr(
                "Click a lit card to discard it as you go gin (or Enter on it); Esc cancels."
            )
        if state.knock.active:
            if state.knock.card is not None:
                return fill(
                    Narrator.tr(
                        "Knock by discarding the %1? Press Confirm knock (Enter), or pick "
                        "another lit card."
                    ),
                    card_name(state.knock.card, Case.ACCUSATIVE),  # the card discarded
                )
            return Narrator.tr(
                "Click a lit card to discard it as you knock (or Enter on it); Esc cancels."
            )
        if state.can_gin:
            return Narrator.tr("Discard a card — or go gin")
        if state.can_knock:
            return Narrator.tr("Discard a card — or knock")
        return Narrator.tr("Discard a card")
    if p is Phase.LAYOFF:
        return Narrator.tr("Lay off on the knocker's melds, then press Done")
    return ""


def hint_text(action, gin: bool = False) -> str:
    """ "Hint: discard the 7♦" for the Hint's suggested action; ``gin``: its knock leaves no
    deadwood."""
    card = getattr(action, "card", None)
    # Every hint names the card as the object of its verb ("discard the %1").
    name = card_name(card, Case.ACCUSATIVE) if card is not None else ""
    if isinstance(action, TakeUpcard):
        return Narrator.tr("Hint: take the upcard")
    if isinstance(action, PassUpcard):
        return Narrator.tr("Hint: pass")
    if isinstance(action, DrawStock):
        return Narrator.tr("Hint: draw from the stock")
    if isinstance(action, Knock):
        if gin:
            return fill(Narrator.tr("Hint: go gin, discarding the %1"), name)
        return fill(Narrator.tr("Hint: knock, discarding the %1"), name)
    if isinstance(action, Discard):
        return fill(Narrator.tr("Hint: discard the %1"), name)
    if isinstance(action, LayOff):
        return fill(Narrator.tr("Hint: lay off the %1"), name)
    if isinstance(action, EndLayoff):
        return Narrator.tr("Hint: you are done laying off — press Done")
    return ""


def hint_detail(state: TableState) -> str:
    """Why the Hint suggests its move (empty without a hint)."""
    hint = state.hint
    if hint is None or not state.my_turn:
        return ""
    return hint_reason(hint.key, hint.params)


# ---------------------------------------------------------------------- what happened
# The action each public event records.
_ACTION_OF = {
    UpcardPassed: PassUpcard,
    TookDiscard: TakeUpcard,
    DrewStock: DrawStock,
    Knocked: Knock,
    Discarded: Discard,
    LaidOff: LayOff,
    LayoffEnded: EndLayoff,
}


def move_text(e) -> str:
    """One sentence for one public event of the hand; empty for the bookkeeping ones. A
    seat's own history names the card it drew; the computer's stock card stays unnamed."""
    kind = _ACTION_OF.get(type(e))
    if kind is None:
        return ""
    return move_sentence(
        kind, e.seat == HUMAN, getattr(e, "card", None), gin=getattr(e, "gin", False)
    )


def last_move_text(history) -> str:
    """The latest player's moves since the other player last moved: the computer's whole
    turn ("took the 9♣ from the pile. … knocked"), or the player's own last turn."""
    moves = [e for e in history if move_text(e)]
    if not moves:
        return ""
    seat = moves[-1].seat
    turn = []
    for e in reversed(moves):
        if e.seat != seat:
            break
        turn.append(move_text(e))
    return " ".join(reversed(turn))
