"""The words of the hand review: each move of a finished hand, the coach's options and
reasons, its summary, and why a hand's text could not be read.

Literals only, looked up under explicit contexts; ``ReviewTexts.tr`` exists so
that ``pyside6-lupdate`` marks the ``%n`` plurals (it marks plurals only in ``tr`` calls).
Numbers are written in the current language's format (``QLocale``: 3,1 in Lithuanian and
Dutch).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..ai.profile import assumed_style
from ..engine import Card, deadwood_points
from ..engine.actions import Discard, DrawStock, EndLayoff, Knock, LayOff, PassUpcard, TakeUpcard
from .cards import Case, card_name
from .formats import decimal, percent
from .moves import move_sentence
from .texts import fill, illegal_reason, level_name

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


class ReviewTexts:
    """Namespace of the review's words with a count (``%n``), context "ReviewTexts"."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("ReviewTexts", text, disambiguation, n)


def number(value: float, decimals: int = 1) -> str:
    """``value`` in the current language's notation (3.1 / 3,1)."""
    return decimal(value, decimals)


def _card(card, case: Case = Case.NOMINATIVE) -> str:
    """The card's name in the case its sentence needs (empty without a card)."""
    if card is None:
        return ""
    return card_name(card if isinstance(card, Card) else Card.parse(card), case)


# ---------------------------------------------------------------------- the moves
def move_text(move, player: int = 0) -> str:
    """One sentence for ``move`` (a ``review.Move``), in the table's words; the hand is
    over, so a stock draw names its card for either seat, and a lay-off its meld."""
    a = move.action
    # Said as the table said it: a knock that leaves no deadwood is gin (D8).
    gin = isinstance(a, Knock) and deadwood_points(c for c in move.view.hand if c != a.card) == 0
    meld = a.meld_index + 1 if isinstance(a, LayOff) else None
    return move_sentence(type(a), move.seat == player, move.card, gin=gin, meld=meld)


def action_text(action, gin: bool = False) -> str:
    """An option of a decision, as advice: "discard the eight of diamonds". The card is
    the object of each verb, so it is named in the accusative ("išmesti būgnų aštuonetą")."""
    card = _card(getattr(action, "card", None), Case.ACCUSATIVE)
    if isinstance(action, PassUpcard):
        return translate("Review", "pass")
    if isinstance(action, TakeUpcard):
        return translate("Review", "take the upcard")
    if isinstance(action, DrawStock):
        return translate("Review", "draw from the stock")
    if isinstance(action, Knock):
        if gin:
            return fill(translate("Review", "go gin, discarding the %1"), card)
        return fill(translate("Review", "knock, discarding the %1"), card)
    if isinstance(action, Discard):
        return fill(translate("Review", "discard the %1"), card)
    if isinstance(action, LayOff):
        return fill(translate("Review", "lay off the %1 on meld %2"), card, action.meld_index + 1)
    if isinstance(action, EndLayoff):
        return translate("Review", "stop laying off")
    return ""


def decision_phrase(action, upcard=None) -> str:
    """The decision as a noun phrase for the summary: "the discard of the eight of
    diamonds". ``upcard`` names the card taken or passed. The card belongs to the noun of
    the phrase, so it is named in the genitive ("būgnų aštuoneto išmetimas")."""
    phrase = _DECISION_PHRASES.get(type(action))
    if phrase is None:
        return ""
    card = _card(getattr(action, "card", None) or upcard, Case.GENITIVE)
    return fill(translate("Review", phrase), card)


# One noun phrase per kind of decision; ``%1`` is the card, in the genitive.
_DECISION_PHRASES = {
    PassUpcard: QT_TRANSLATE_NOOP("Review", "passing the %1"),
    TakeUpcard: QT_TRANSLATE_NOOP("Review", "taking the %1"),
    DrawStock: QT_TRANSLATE_NOOP("Review", "the draw from the stock"),
    Knock: QT_TRANSLATE_NOOP("Review", "the knock with the %1"),
    Discard: QT_TRANSLATE_NOOP("Review", "the discard of the %1"),
    LayOff: QT_TRANSLATE_NOOP("Review", "the lay-off of the %1"),
    EndLayoff: QT_TRANSLATE_NOOP("Review", "the end of your lay-offs"),
}


# ---------------------------------------------------------------------- the coach's reasons
# The AI package's reason keys (ai/coach.py) → words. %1 is a card name, %2 a deadwood
# count, %3 a percentage (with its sign), %4 a number of live cards, %5 a meld number (from 1).
COACH_REASONS: dict[str, str] = {
    "coach.take_makes_meld": QT_TRANSLATE_NOOP(
        "CoachReason", "The %1 completes a meld: after the best discard the deadwood is %2."
    ),
    "coach.take_lowers_deadwood": QT_TRANSLATE_NOOP(
        "CoachReason", "The %1 lowers the deadwood to %2 after the best discard."
    ),
    "coach.take_shows_card": QT_TRANSLATE_NOOP(
        "CoachReason",
        "Taking the %1 shows the opponent what you collect, and the deadwood would be %2.",
    ),
    "coach.draw_stock": QT_TRANSLATE_NOOP(
        "CoachReason", "Leaving the %1 and drawing blind gives nothing away (deadwood now %2)."
    ),
    "coach.pass_upcard": QT_TRANSLATE_NOOP(
        "CoachReason", "Passing the %1 keeps the deadwood at %2 and gives nothing away."
    ),
    "coach.gin": QT_TRANSLATE_NOOP(
        "CoachReason", "Discarding the %1 leaves no deadwood at all: gin."
    ),
    "coach.knock_safe": QT_TRANSLATE_NOOP(
        "CoachReason", "A knock with deadwood %2 wins in %3 of the sampled deals."
    ),
    "coach.knock_undercut_risk": QT_TRANSLATE_NOOP(
        "CoachReason", "A knock with deadwood %2 is undercut in %3 of the sampled deals."
    ),
    "coach.play_on_for_gin": QT_TRANSLATE_NOOP(
        "CoachReason",
        "Not knocking yet: throwing the %1 leaves deadwood %2 and keeps the chance of gin.",
    ),
    "coach.breaks_meld": QT_TRANSLATE_NOOP(
        "CoachReason", "The %1 belongs to one of your melds; throwing it leaves deadwood %2."
    ),
    "coach.feeds_opponent": QT_TRANSLATE_NOOP(
        "CoachReason", "The opponent could meld the %1: a chance of about %3."
    ),
    "coach.breaks_run_draw": QT_TRANSLATE_NOOP(
        "CoachReason", "Throwing the %1 spoils a run that could still grow at both ends."
    ),
    "coach.keeps_run_draw": QT_TRANSLATE_NOOP(
        "CoachReason", "Throwing the %1 keeps a run draw open at both ends."
    ),
    "coach.safe_discard": QT_TRANSLATE_NOOP(
        "CoachReason", "The %1 is safe: the opponent is unlikely to use it (deadwood %2)."
    ),
    "coach.discard": QT_TRANSLATE_NOOP("CoachReason", "Throwing the %1 leaves deadwood %2."),
    "coach.lay_off": QT_TRANSLATE_NOOP(
        "CoachReason", "The %1 fits the knocker's meld %5, so it no longer counts against you."
    ),
    "coach.end_layoff": QT_TRANSLATE_NOOP(
        "CoachReason", "Nothing more fits the knocker's melds; your deadwood is %2."
    ),
    # Why the coach's choice beats yours (ai.coach.contrast); %6 is the figure of your
    # choice, %7 its card, %8 that figure as a percentage.
    "coach.vs_undercut": QT_TRANSLATE_NOOP(
        "CoachReason",
        "A knock with deadwood %2 is undercut in about %3 of the sampled deals; "
        "playing on keeps the chance of gin.",
    ),
    "coach.vs_knock_now": QT_TRANSLATE_NOOP(
        "CoachReason",
        "A knock now with deadwood %2 wins in %3 of the sampled deals; "
        "playing on, the opponent scores in %8.",
    ),
    "coach.vs_deadwood": QT_TRANSLATE_NOOP(
        "CoachReason", "Deadwood left: %2 with this discard, %6 with yours (%7)."
    ),
    "coach.vs_danger": QT_TRANSLATE_NOOP(
        "CoachReason",
        "Chance that the opponent can meld the card: about %3 for this one, "
        "about %8 for yours (%7).",
    ),
    "coach.vs_outs": QT_TRANSLATE_NOOP(
        "CoachReason",
        "Cards that would improve your hand: %4 after this discard, %6 after yours (%7).",
    ),
    "coach.vs_take": QT_TRANSLATE_NOOP(
        "CoachReason", "Taking it lowers your deadwood from %6 to %2."
    ),
    "coach.vs_no_take": QT_TRANSLATE_NOOP(
        "CoachReason",
        "Taking it would not lower your deadwood below %2, and it shows the opponent "
        "what you collect.",
    ),
    "coach.vs_points": QT_TRANSLATE_NOOP(
        "CoachReason",
        "Played out over %4 sampled deals, this choice scores more points per hand than yours.",
    ),
}


# The case each reason needs its card name in (%1), when that is not the nominative: the
# card is the object of the sentence's verb ("Discarding the %1…": Lithuanian "Išmetus
# būgnų aštuonetą…"). A new reason whose card is an object adds its key here.
COACH_REASON_CASES: dict[str, Case] = {
    "coach.take_makes_meld": Case.ACCUSATIVE,
    "coach.take_lowers_deadwood": Case.ACCUSATIVE,
    "coach.breaks_meld": Case.ACCUSATIVE,
    "coach.safe_discard": Case.ACCUSATIVE,
    "coach.lay_off": Case.ACCUSATIVE,
    "coach.take_shows_card": Case.ACCUSATIVE,
    "coach.draw_stock": Case.ACCUSATIVE,
    "coach.pass_upcard": Case.ACCUSATIVE,
    "coach.gin": Case.ACCUSATIVE,
    "coach.play_on_for_gin": Case.ACCUSATIVE,
    "coach.feeds_opponent": Case.ACCUSATIVE,
    "coach.breaks_run_draw": Case.ACCUSATIVE,
    "coach.keeps_run_draw": Case.ACCUSATIVE,
    "coach.discard": Case.ACCUSATIVE,
}


def coach_reason(key: str, params) -> str:
    """The reason for an option, translated; empty for a key this version does not know."""
    source = COACH_REASONS.get(key)
    if source is None:
        return ""
    p = dict(params)
    meld = p.get("meld")
    return fill(
        translate("CoachReason", source),
        _card(p.get("card"), COACH_REASON_CASES.get(key, Case.NOMINATIVE)),
        p.get("deadwood", ""),
        "" if p.get("percent") is None else percent(p["percent"]),
        p.get("outs", ""),
        "" if meld is None else int(meld) + 1,
        p.get("other_value", ""),
        _card(p.get("other_card")),
        "" if p.get("other_value") is None else percent(p["other_value"]),
    )


# ---------------------------------------------------------------------- the summary
def summary_text(summary, upcards: dict | None = None) -> str:
    """ "3 decisions cost about 6.4 points; the discard of the eight of diamonds on move 9
    cost most." ``upcards`` maps a move number to the upcard of that decision."""
    upcards = upcards or {}
    if summary.decisions == 0:
        return translate("Review", "You had no decision to make in this hand.")
    if not summary.costly:
        return ReviewTexts.tr(
            "None of your decisions cost clearly more than a point per hand (%n judged).",
            "",
            summary.decisions,
        )
    worst = summary.worst
    head = ReviewTexts.tr(
        "Costly decisions: %n; together they cost about %1 in points per hand.",
        "",
        len(summary.costly),
    )
    tail = translate("Review", "The costliest was %1, on move %2.")
    return (
        fill(head, number(summary.total_cost))
        + " "
        + fill(tail, decision_phrase(worst.played, upcards.get(worst.move)), worst.move)
    )


# What the coach's deals assume of the computer (``ai.profile.assumed_style``); %1 is the
# level's name. A reader can weigh the coach's undercut figures with it.
COACH_ASSUMPTIONS: dict[str, str] = {
    "early": QT_TRANSLATE_NOOP(
        "Review", "The coach plays the computer as %1 plays: it knocks as soon as it may."
    ),
    "gin": QT_TRANSLATE_NOOP(
        "Review", "The coach plays the computer as %1 plays: it waits for gin."
    ),
    "unknown": QT_TRANSLATE_NOOP(
        "Review", "The coach plays the computer as a player who may wait for gin rather than knock."
    ),
}


def coach_assumption(level: str) -> str:
    """How the coach's deals play the computer of level ``level`` (the hand's record)."""
    source = COACH_ASSUMPTIONS[assumed_style(level)]
    return fill(translate("Review", source), level_name(str(level).lower()))


# ---------------------------------------------------------------------- reading a hand
# NotationError and HandError codes (review/notation.py, review/hand.py) → what went wrong.
# %1 is the line, %2 … the details named with each.
NOTATION_PROBLEMS: dict[str, str] = {
    "empty": QT_TRANSLATE_NOOP("Notation", "The text is empty."),
    "too_long": QT_TRANSLATE_NOOP("Notation", "The text is far too long for one hand."),
    "not_text": QT_TRANSLATE_NOOP("Notation", "The text holds characters no hand has."),
    "line_too_long": QT_TRANSLATE_NOOP("Notation", "Line %1 is far too long."),
    "not_a_hand": QT_TRANSLATE_NOOP(
        "Notation", "This is not a Gin Rummy hand: line %1 should read “%2”."
    ),
    "newer": QT_TRANSLATE_NOOP(
        "Notation", "The hand was written by a newer version of the game (notation %2)."
    ),
    "bad_line": QT_TRANSLATE_NOOP("Notation", "Line %1 is neither part of the deal nor a move."),
    "twice": QT_TRANSLATE_NOOP("Notation", "Line %1 gives “%2” a second time."),
    "order": QT_TRANSLATE_NOOP(
        "Notation",
        "Line %1 is out of place: the deal comes first, then the moves, then the result.",
    ),
    "too_many_moves": QT_TRANSLATE_NOOP("Notation", "Line %1: no hand has that many moves."),
    "move_number": QT_TRANSLATE_NOOP("Notation", "Line %1 is numbered %2, but it is move %3."),
    "missing": QT_TRANSLATE_NOOP("Notation", "The hand has no “%2” line."),
    "bad_card": QT_TRANSLATE_NOOP(
        "Notation", "Line %1: “%2” is not a card (write the rank, then the suit: TD, 7H, AS)."
    ),
    "bad_seat": QT_TRANSLATE_NOOP("Notation", "Line %1: “%2” is not P or C."),
    "hand_size": QT_TRANSLATE_NOOP("Notation", "Line %1: each player is dealt 10 cards, not %2."),
    "upcard": QT_TRANSLATE_NOOP("Notation", "Line %1: there is exactly one upcard."),
    "duplicate_card": QT_TRANSLATE_NOOP("Notation", "Line %1: the %2 appears twice."),
    "bad_rule": QT_TRANSLATE_NOOP("Notation", "Line %1: “%2” is not a rule this game knows."),
    "bad_rules": QT_TRANSLATE_NOOP("Notation", "Line %1: these rules cannot be played."),
    "bad_date": QT_TRANSLATE_NOOP(
        "Notation", "Line %1: the date is written year-month-day hours:minutes."
    ),
    "bad_opponent": QT_TRANSLATE_NOOP("Notation", "Line %1: “%2” is not a computer level."),
    "bad_number": QT_TRANSLATE_NOOP("Notation", "Line %1: “%2” needs a whole number."),
    "bad_scores": QT_TRANSLATE_NOOP("Notation", "Line %1: the scores are written “P 34, C 12”."),
    "bad_move": QT_TRANSLATE_NOOP("Notation", "Line %1: “%2” is not a move of this game."),
    "bad_meld": QT_TRANSLATE_NOOP("Notation", "Line %1: a lay-off names a meld from 1 on."),
    "wrong_seat": QT_TRANSLATE_NOOP("Notation", "Line %1: move %2 is %3's turn, not %4's."),
    "wrong_card": QT_TRANSLATE_NOOP("Notation", "Line %1: move %2 takes the %3, not the %4."),
    "illegal": QT_TRANSLATE_NOOP("Notation", "Line %1: move %2 is not allowed: %3"),
    "after_end": QT_TRANSLATE_NOOP("Notation", "Line %1: move %2 comes after the hand ended."),
    "unfinished": QT_TRANSLATE_NOOP("Notation", "The moves stop before the hand is over."),
    "bad_result": QT_TRANSLATE_NOOP(
        "Notation", "Line %1: the result is written like “C knock 16”, “P gin 37” or “drawn”."
    ),
    "result_differs": QT_TRANSLATE_NOOP(
        "Notation", "Line %1: the moves lead to “%2”, not to the result written, “%3”."
    ),
    "deal": QT_TRANSLATE_NOOP("Notation", "The deal is not the 52 cards of one deck."),
    "seat": QT_TRANSLATE_NOOP("Notation", "The dealer must be P or C."),
    "bad_seal": QT_TRANSLATE_NOOP("Notation", "Line %1: the deal's seal line “%2” is damaged."),
}
UNREADABLE = QT_TRANSLATE_NOOP("Notation", "The text cannot be read as a hand.")


def notation_problem(error) -> str:
    """Why a hand's text was refused, in the player's language, from a ``NotationError``
    (or a ``HandError``)."""
    code = getattr(error, "code", "")
    p = getattr(error, "params", {}) or {}
    line = getattr(error, "line", 0)
    source = NOTATION_PROBLEMS.get(code, UNREADABLE)
    text = translate("Notation", source)
    if code == "illegal":
        detail = illegal_reason(p.get("reason", ""), p.get("reason_params") or {})
        return fill(text, line, p.get("move", ""), detail)
    if code in ("duplicate_card", "wrong_card"):
        args = (
            [_card(p.get("card"))]
            if code == "duplicate_card"
            else [
                p.get("move", ""),
                _card(p.get("card")),
                _card(p.get("named")),
            ]
        )
        return fill(text, line, *args)
    details = {
        "not_a_hand": ("header",),
        "newer": ("version",),
        "twice": ("field",),
        "move_number": ("found", "expected"),
        "missing": ("field",),
        "bad_card": ("token",),
        "bad_seat": ("token",),
        "hand_size": ("count",),
        "bad_rule": ("option",),
        "bad_opponent": ("text",),
        "bad_number": ("field",),
        "bad_move": ("token",),
        "wrong_seat": ("move", "expected", "found"),
        "after_end": ("move",),
        "result_differs": ("played", "written"),
        "bad_seal": ("field",),
    }.get(code, ())
    return fill(text, line, *(p.get(name, "") for name in details))


__all__ = [
    "COACH_REASONS",
    "NOTATION_PROBLEMS",
    "ReviewTexts",
    "action_text",
    "coach_reason",
    "decision_phrase",
    "move_text",
    "notation_problem",
    "number",
    "summary_text",
]
