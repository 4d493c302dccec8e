"""Translatable tables for texts chosen by a code: reasons a move is refused (by
``IllegalAction.code``), AI level names, animation speeds.

Placeholders are Qt's ``%1``, ``%2`` (filled with ``fill``), so a translator may reorder
them; no text is ever built with an f-string.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .cards import Case, card_name

# IllegalAction.code → reason. %1 is a card name, %2 a deadwood count, %3 the knock limit.
ILLEGAL_REASONS: dict[str, str] = {
    "not_your_turn": QT_TRANSLATE_NOOP("IllegalAction", "It is not your turn."),
    "hand_over": QT_TRANSLATE_NOOP(
        "IllegalAction", "The hand is over: no more moves until the next deal."
    ),
    "not_an_action": QT_TRANSLATE_NOOP("IllegalAction", "That is not a move in this game."),
    "not_a_card": QT_TRANSLATE_NOOP("IllegalAction", "That is not a card."),
    "first_upcard": QT_TRANSLATE_NOOP("IllegalAction", "First take the upcard or pass."),
    "must_draw_stock": QT_TRANSLATE_NOOP(
        "IllegalAction", "Both players passed the first upcard: draw from the stock."
    ),
    "no_pass": QT_TRANSLATE_NOOP("IllegalAction", "Passing is only possible on the first upcard."),
    "draw_first": QT_TRANSLATE_NOOP(
        "IllegalAction", "Draw a card first, from the stock or the discard pile."
    ),
    "not_in_hand": QT_TRANSLATE_NOOP("IllegalAction", "You do not hold that card (%1)."),
    "taken_this_turn": QT_TRANSLATE_NOOP(
        "IllegalAction",
        "You took that card (%1) from the discard pile this turn: it may not be discarded "
        "until a later turn.",
    ),
    "deadwood_too_high": QT_TRANSLATE_NOOP(
        "IllegalAction",
        "You cannot knock by discarding that card (%1): your deadwood would be %2, above the "
        "knock limit of %3.",
    ),
    "already_drew": QT_TRANSLATE_NOOP(
        "IllegalAction", "You have drawn already: now discard a card, or knock."
    ),
    "discard_now": QT_TRANSLATE_NOOP("IllegalAction", "Discard a card, or knock."),
    "already_drew_no_knock": QT_TRANSLATE_NOOP(
        "IllegalAction", "You have drawn already: now discard a card."
    ),
    "discard_only": QT_TRANSLATE_NOOP("IllegalAction", "Discard a card."),
    "no_layoff_now": QT_TRANSLATE_NOOP(
        "IllegalAction", "Laying off comes only after the computer has knocked."
    ),
    "nothing_fits": QT_TRANSLATE_NOOP(
        "IllegalAction", "None of your cards fits the knocker's melds: press Done (D)."
    ),
    "no_meld": QT_TRANSLATE_NOOP("IllegalAction", "There is no such meld."),
    "does_not_fit": QT_TRANSLATE_NOOP(
        "IllegalAction",
        "That card (%1) does not fit on that meld: a set takes its fourth card, a run the next "
        "card at either end.",
    ),
    "layoff_now": QT_TRANSLATE_NOOP(
        "IllegalAction", "Lay off on the knocker's melds, or press Done."
    ),
    "not_hand_over": QT_TRANSLATE_NOOP(
        "IllegalAction", "The next hand can be dealt only when a hand is over."
    ),
    # Refusals the table itself gives (not engine codes) share the table and its context.
    "computer_turn": QT_TRANSLATE_NOOP("IllegalAction", "Wait: it is the computer's turn."),
    "no_knock": QT_TRANSLATE_NOOP(
        "IllegalAction", "You cannot knock now: no discard brings your deadwood to the limit."
    ),
    "no_gin": QT_TRANSLATE_NOOP("IllegalAction", "No discard leaves you with gin."),
    "not_a_knock_card": QT_TRANSLATE_NOOP(
        "IllegalAction", "Knocking with that card (%1) is not possible: pick a lit-up card."
    ),
    "nothing_to_lay_off": QT_TRANSLATE_NOOP(
        "IllegalAction", "That card (%1) fits none of the knocker's melds."
    ),
    "drop_here": QT_TRANSLATE_NOOP("IllegalAction", "That card cannot be dropped there."),
}
FALLBACK_REASON = QT_TRANSLATE_NOOP("IllegalAction", "That move is not allowed now.")

LEVEL_NAMES: dict[str, str] = {
    # No longer offered, but statistics kept from earlier versions may hold its games.
    "random": QT_TRANSLATE_NOOP("Levels", "Random (practice)"),
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Levels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
}

SPEED_NAMES: dict[str, str] = {
    "off": QT_TRANSLATE_NOOP("Speeds", "Off (instant)"),
    "fast": QT_TRANSLATE_NOOP("Speeds", "Fast"),
    "normal": QT_TRANSLATE_NOOP("Speeds", "Normal"),
    "slow": QT_TRANSLATE_NOOP("Speeds", "Slow"),
}


def fill(text: str, *args: object) -> str:
    """Qt-style ``%1``…``%9`` substitution (PySide6 has no ``QString.arg``). Replaces the
    highest number first so ``%1`` never eats the start of ``%10``."""
    for i in range(len(args), 0, -1):
        text = text.replace("%" + str(i), str(args[i - 1]))
    return text


def illegal_reason(code: str, params: dict | None = None) -> str:
    """The translated reason for a refused move, from ``IllegalAction.code``/``.params``."""
    params = params or {}
    source = ILLEGAL_REASONS.get(code, FALLBACK_REASON)
    text = QCoreApplication.translate("IllegalAction", source)
    card = params.get("card")
    return fill(
        text,
        card_name(card) if card is not None else "",
        params.get("deadwood", ""),
        params.get("limit", ""),
    )


# ai.suggest's reason keys (ai/hint.py) → the explanation under the Hint. %1 is a card name,
# %2 a deadwood count.
HINT_REASONS: dict[str, str] = {
    "hint.take_upcard": QT_TRANSLATE_NOOP(
        "Hint", "It fits your melds: after your best discard your deadwood would be %2."
    ),
    "hint.take_upcard_lowers": QT_TRANSLATE_NOOP(
        "Hint",
        "It joins no meld yet, but after your best discard your deadwood would fall to %2.",
    ),
    "hint.take_upcard_points": QT_TRANSLATE_NOOP(
        "Hint",
        "It joins no meld (deadwood %2 after your best discard), yet in the coach's deals it "
        "beats a stock draw.",
    ),
    "hint.take_upcard_points_pass": QT_TRANSLATE_NOOP(
        "Hint",
        "It joins no meld (deadwood %2 after your best discard), yet in the coach's deals "
        "taking it beats passing.",
    ),
    "hint.pass_upcard": QT_TRANSLATE_NOOP(
        "Hint", "The %1 does not help your melds; your deadwood stays %2."
    ),
    "hint.draw_stock": QT_TRANSLATE_NOOP(
        "Hint",
        "Taking the %1 would lower your deadwood (%2) too little to be worth showing the "
        "computer what you collect.",
    ),
    "hint.draw_stock_forced": QT_TRANSLATE_NOOP(
        "Hint", "Both players passed the first upcard, so the stock is the only draw."
    ),
    "hint.discard": QT_TRANSLATE_NOOP("Hint", "That leaves you deadwood %2."),
    "hint.discard_safe": QT_TRANSLATE_NOOP(
        "Hint", "That leaves you deadwood %2, and the computer is unlikely to use it."
    ),
    "hint.discard_safer": QT_TRANSLATE_NOOP(
        "Hint",
        "That leaves you deadwood %2; a discard leaving less would feed the computer a meld "
        "in about %3 of the deals.",
    ),
    "hint.discard_outs": QT_TRANSLATE_NOOP(
        "Hint",
        "That leaves you deadwood %2: not the least, but more unseen cards would improve "
        "your hand.",
    ),
    "hint.discard_points": QT_TRANSLATE_NOOP(
        "Hint",
        "That leaves you deadwood %2: not the least, but in the coach's deals it scores "
        "more per hand.",
    ),
    "hint.knock": QT_TRANSLATE_NOOP("Hint", "Your deadwood would be %2: knock while it is low."),
    "hint.no_knock": QT_TRANSLATE_NOOP(
        "Hint",
        "Play on for gin: a knock with deadwood %2 is undercut in about %3 of the deals "
        "the coach sees.",
    ),
    "hint.no_knock_drawn": QT_TRANSLATE_NOOP(
        "Hint",
        "Let the hand be drawn: a knock with deadwood %2 is undercut in about %3 of the deals "
        "the coach sees.",
    ),
    "hint.no_knock_points": QT_TRANSLATE_NOOP(
        "Hint",
        "You could knock with deadwood %2, but in the coach's deals playing on scores more "
        "per hand.",
    ),
    "hint.gin": QT_TRANSLATE_NOOP("Hint", "Every other card is in a meld: that is gin."),
    "hint.lay_off": QT_TRANSLATE_NOOP(
        "Hint", "It extends one of the knocker's melds, so it no longer counts against you."
    ),
    "hint.end_layoff": QT_TRANSLATE_NOOP(
        "Hint", "Nothing more fits the knocker's melds; your deadwood is %2."
    ),
}


# The case each Hint reason needs its card name in, when that is not the nominative (the
# card is the object of the sentence's verb: Lithuanian "Paėmus būgnų aštuonetą…").
HINT_REASON_CASES: dict[str, Case] = {
    "hint.pass_upcard": Case.ACCUSATIVE,
    "hint.draw_stock": Case.ACCUSATIVE,
}


def hint_reason(key: str, params: dict | None = None) -> str:
    """Why the Hint suggests its move, translated; empty for an unknown key."""
    source = HINT_REASONS.get(key)
    if source is None:
        return ""
    from .formats import percent  # formats builds on fill(), defined here

    params = params or {}
    card = params.get("card")
    name = ""
    if card is not None:
        from ..engine import Card

        case = HINT_REASON_CASES.get(key, Case.NOMINATIVE)
        name = card_name(card if isinstance(card, Card) else Card.parse(card), case)
    return fill(
        QCoreApplication.translate("Hint", source),
        name,
        params.get("deadwood", ""),
        "" if params.get("percent") is None else percent(params["percent"]),
    )


def level_name(level: str) -> str:
    source = LEVEL_NAMES.get(level)
    return QCoreApplication.translate("Levels", source) if source else level


def speed_name(speed: str) -> str:
    source = SPEED_NAMES.get(speed)
    return QCoreApplication.translate("Speeds", source) if source else speed


# ---------------------------------------------------------------------- card groups
# The caption under a group of cards shown face up (the showdown, the computer's melds at
# the end of a hand, the review): one wording wherever the group is painted.
GROUP_CAPTIONS: dict[str, str] = {
    "meld": QT_TRANSLATE_NOOP("CardGroups", "Meld"),
    "deadwood": QT_TRANSLATE_NOOP("CardGroups", "Deadwood: %1"),
    "layoffs": QT_TRANSLATE_NOOP("CardGroups", "Laid off"),
}


def group_caption(kind: str, cards) -> str:
    """The caption of a group of ``kind`` (a meld, the deadwood with its count by D3, the
    cards laid off)."""
    text = QCoreApplication.translate("CardGroups", GROUP_CAPTIONS[kind])
    return fill(text, sum(c.value for c in cards)) if kind == "deadwood" else text


# ---------------------------------------------------------------------- hand results
OUTCOMES: dict[tuple[str, str], str] = {
    ("gin", "you"): QT_TRANSLATE_NOOP("Outcome", "You went gin"),
    ("gin", "computer"): QT_TRANSLATE_NOOP("Outcome", "The computer went gin"),
    ("knock", "you"): QT_TRANSLATE_NOOP("Outcome", "You knocked and won"),
    ("knock", "computer"): QT_TRANSLATE_NOOP("Outcome", "The computer knocked and won"),
    ("undercut", "you"): QT_TRANSLATE_NOOP("Outcome", "You undercut the computer"),
    ("undercut", "computer"): QT_TRANSLATE_NOOP("Outcome", "The computer undercut you"),
    ("drawn", ""): QT_TRANSLATE_NOOP("Outcome", "Drawn hand"),
}


# The same outcomes as they stand inside a sentence ("Best hand: hand 4, you knocked and
# won, +44"): lower case where the language writes it so (Dutch polite "u", Lithuanian verbs).
OUTCOMES_IN_SENTENCE: dict[tuple[str, str], str] = {
    ("gin", "you"): QT_TRANSLATE_NOOP("OutcomeInSentence", "you went gin"),
    ("gin", "computer"): QT_TRANSLATE_NOOP("OutcomeInSentence", "the computer went gin"),
    ("knock", "you"): QT_TRANSLATE_NOOP("OutcomeInSentence", "you knocked and won"),
    ("knock", "computer"): QT_TRANSLATE_NOOP("OutcomeInSentence", "the computer knocked and won"),
    ("undercut", "you"): QT_TRANSLATE_NOOP("OutcomeInSentence", "you undercut the computer"),
    ("undercut", "computer"): QT_TRANSLATE_NOOP("OutcomeInSentence", "the computer undercut you"),
    ("drawn", ""): QT_TRANSLATE_NOOP("OutcomeInSentence", "a drawn hand"),
}


def outcome_text(result, human_seat: int = 0, in_sentence: bool = False) -> str:
    """ "You went gin", "The computer undercut you", "Drawn hand" — from a HandResult;
    ``in_sentence`` gives the form that stands after a comma ("you went gin")."""
    if result.kind == "drawn" or result.winner is None:
        key = ("drawn", "")
    else:
        key = (result.kind, "you" if result.winner == human_seat else "computer")
    if in_sentence:
        table, context = OUTCOMES_IN_SENTENCE, "OutcomeInSentence"
    else:
        table, context = OUTCOMES, "Outcome"
    return QCoreApplication.translate(context, table.get(key, table[("drawn", "")]))


def arithmetic_text(result, rules) -> str:
    """The score in words (D11): "22 − 7 = 15", "8 − 3 = 5, + 25 undercut = 30",
    "18 + 25 gin bonus = 43"."""
    # translate(), never an alias like tr(): lupdate reads tr("Outcome", "…") as a text
    # "Outcome" with a comment, and the catalogue would miss these sentences.
    translate = QCoreApplication.translate
    k, d = result.knocker_deadwood, result.defender_deadwood
    if result.kind == "drawn":
        return translate("Outcome", "No score: the stock ran down to two cards.")
    if result.kind == "gin":
        return fill(
            translate("Outcome", "Defender's deadwood %1 + %2 gin bonus = %3"),
            d,
            rules.gin_bonus,
            result.points,
        )
    if result.kind == "undercut":
        return fill(
            translate("Outcome", "Knocker's deadwood %1 − defender's %2 = %3, + %4 undercut = %5"),
            k,
            d,
            k - d,
            rules.undercut_bonus,
            result.points,
        )
    return fill(
        translate("Outcome", "Defender's deadwood %1 − knocker's %2 = %3"), d, k, result.points
    )
