"""The rules shown in Help → Rules, as translatable literals.

The card sections are the original rules card, sentence by sentence in the card's order:
English renders the card, and the Lithuanian and Dutch catalogues hold the original cards'
own sentences (``resources/rules-source/``), with their wording kept as printed. The one
exception is the computer players' paragraph, whose "server" the app does not have.

The last section, "How this table plays", is the app's own: it says what the card leaves
open and what players notice at this table (D4, D7, D8, D10–D13). Its sentences about the
dealer, the target and the game bonuses are made from the rules of the game in progress
(``table_rules``), so they say what the settings chose, never the card's fixed numbers.

Plain text only (no HTML inside strings); the rules view lays the sections out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine.frozen import frozen
from .texts import fill

if TYPE_CHECKING:
    from ..engine import Rules as GameRules

CONTEXT = "Rules"


@frozen
class RulesSection:
    heading: str
    paragraphs: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    numbered: bool = False
    # One per item ("" for none): what this table does where the card's line says
    # otherwise; the rules view marks the line and prints the note beside it.
    notes: tuple[str, ...] = ()


TITLE = QT_TRANSLATE_NOOP("Rules", "Gin Rummy")
VARIANT = QT_TRANSLATE_NOOP(
    "Rules",
    "Variant played: two players · in this variant, knock instead of draw · knock limit 10 · "
    "version %1",
)

SECTIONS: tuple[RulesSection, ...] = (
    RulesSection(
        QT_TRANSLATE_NOOP("Rules", "Goal"),
        (
            QT_TRANSLATE_NOOP(
                "Rules", "Form melds and lower the value of your unmatched cards (deadwood)."
            ),
        ),
    ),
    RulesSection(
        QT_TRANSLATE_NOOP("Rules", "Setup"),
        (),
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "Two players, 10 cards each; the next card is turned up "
                "and starts the discard pile.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Meld: a set of 3 or 4 cards of one rank, or a run of 3 "
                "or more consecutive cards of one suit.",
            ),
            QT_TRANSLATE_NOOP("Rules", "Ace is low only: Q-K-A is not a run."),
            QT_TRANSLATE_NOOP(
                "Rules", "Deadwood values: ace 1, 2–10 their face value, jack, queen and king 10."
            ),
        ),
        True,
    ),
    RulesSection(
        QT_TRANSLATE_NOOP("Rules", "A turn"),
        (),
        (
            QT_TRANSLATE_NOOP(
                "Rules", "On your turn, take the top card of the stock or of the discard pile."
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Then discard one card; a card taken from the discard "
                "pile may not be discarded again at once.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "After discarding, a player may knock if their deadwood "
                "is 10 points or less, or go gin when it is 0.",
            ),
        ),
        True,
    ),
    RulesSection(
        QT_TRANSLATE_NOOP("Rules", "What you may and must do"),
        (),
        (
            QT_TRANSLATE_NOOP(
                "Rules", "A card belongs to one meld at most in the best arrangement."
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "After a knock that is not gin, the opponent may lay off "
                "their unmatched cards on the knocker's melds.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules", "After gin, the opponent may not lay off on the gin hand's melds."
            ),
        ),
    ),
    RulesSection(
        QT_TRANSLATE_NOOP("Rules", "Scoring"),
        (),
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "A successful knock: the difference between the "
                "opponent's deadwood after lay-offs and the knocker's "
                "deadwood.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Undercut: if the opponent's deadwood is lower than or "
                "equal to the knocker's, the opponent scores the "
                "difference + 25.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules", "Gin: 25 + all the points of the opponent's unmatched cards."
            ),
            QT_TRANSLATE_NOOP("Rules", "A hand drawn because the stock ran down scores no points."),
        ),
    ),
    RulesSection(
        QT_TRANSLATE_NOOP("Rules", "End of the game"),
        (),
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "A hand ends with a knock or gin, or when only two cards "
                "are left in the stock without a knock.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "The game ends when a player reaches 100 points; game bonuses are off by default.",
            ),
        ),
    ),
    RulesSection(
        QT_TRANSLATE_NOOP("Rules", "Special cases and locked variants"),
        (),
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "On the first turn the non-dealer may take the upcard or "
                "pass; then the dealer has the same choice; if both "
                "pass, the non-dealer draws from the stock.",
            ),
            QT_TRANSLATE_NOOP("Rules", "Big Gin and Oklahoma Gin are disabled."),
        ),
    ),
    RulesSection(
        QT_TRANSLATE_NOOP("Rules", "Computer players"),
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "Computer players use only their own hand, the public "
                "cards, the public history and the legal actions the game "
                "hands them.",
            ),
        ),
        (
            QT_TRANSLATE_NOOP(
                "Rules", "Easy keeps complete melds and discards its highest unmatched card."
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Normal finds the best meld arrangement and, from the "
                "visible history, avoids discards that help the "
                "opponent.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Hard estimates the opponent's likely cards and compares "
                "knocking now with playing on for gin.",
            ),
        ),
    ),
    RulesSection(
        QT_TRANSLATE_NOOP("Rules", "How this table plays"),
        (),
        (
            QT_TRANSLATE_NOOP(
                "Rules",
                "A card taken from the discard pile may not be thrown in "
                "the same turn, not even as the knock discard. A card "
                "drawn from the stock may be thrown at once.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "When a turn ends without a knock and only two cards are "
                "left in the stock, the hand is drawn and nobody scores. "
                "The player whose draw left two cards may still knock "
                "on that turn.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Lay-offs chain: a run takes the next card at either "
                "end, again and again, so a card you lay off can carry "
                "the next one. A three-card set takes its fourth card. "
                "Nothing goes on deadwood, and the defender may break "
                "their own melds to lay off.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "A tie is an undercut: if the defender's deadwood after "
                "lay-offs is equal to or lower than the knocker's, the "
                "defender scores the difference plus 25.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "The computer sees only what a player at this table "
                "would see: its own hand, the discard pile, the cards "
                "you took from the pile and what has been played. It "
                "never looks at your hand or into the stock.",
            ),
        ),
    ),
)


TABLE_HEADING = SECTIONS[-1].heading

# The card's lines that this table plays differently, each with what the table does. The
# card's wording stays as printed; the note beside it keeps the view from contradicting
# the table. The target's note is made from the game's rules (``line_notes``).
VARIANT_NOTE = QT_TRANSLATE_NOOP(
    "RulesNote",
    "This table: a knock never replaces the draw. Every turn begins with a card from the "
    "stock or the discard pile, and you knock with the discard that ends the turn.",
)
LINE_NOTES: dict[str, str] = {
    # D12: drawn when a turn ends with two cards left, not when the stock is empty.
    SECTIONS[4].items[3]: QT_TRANSLATE_NOOP(
        "RulesNote",
        "This table: the hand is drawn as soon as a turn ends without a knock and only two "
        "cards are left in the stock.",
    ),
    # D10: the defender may also break their own melds to lay off.
    SECTIONS[3].items[1]: QT_TRANSLATE_NOOP(
        "RulesNote",
        "This table: the defender may also take cards out of their own melds to lay them off.",
    ),
}
TARGET_LINE = SECTIONS[5].items[1]  # "The game ends when a player reaches 100 points…"
FACES_LINE = SECTIONS[1].items[2]  # "Ace is low only: Q-K-A is not a run."


class RulesNote:
    """Namespace of the notes beside the card's lines, context "RulesNote"; ``tr`` lets
    ``pyside6-lupdate`` see the ``%n`` plural."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("RulesNote", text, disambiguation, n)


def line_notes(rules: GameRules, faces: tuple[str, ...] | None = None) -> dict[str, str]:
    """Card line (English source) → this table's note, in the installed language.
    ``faces`` are the rank letters the table's cards print (``i18n.card_faces``): when the
    card's "Q-K-A" is not what they show, the line says what they do show."""
    notes = {src: QCoreApplication.translate("RulesNote", n) for src, n in LINE_NOTES.items()}
    # D13: the target is a setting; the card's 100 is only its default.
    notes[TARGET_LINE] = RulesNote.tr(
        "This table: the target is a setting, and this game goes to %n points.",
        "",
        rules.target_score,
    )
    if faces is not None and (faces[11], faces[12], faces[0]) != ("Q", "K", "A"):
        notes[FACES_LINE] = fill(
            RulesNote.tr("This table: the cards show %1-%2-%3."), faces[11], faces[12], faces[0]
        )
    return notes


def variant_line() -> str:
    """The card's variant line, with this program's one version number."""
    from .. import __version__

    return fill(tr(VARIANT), __version__)


def variant_note() -> str:
    return QCoreApplication.translate("RulesNote", VARIANT_NOTE)


class TableRules:
    """Namespace of the sentences made from the rules of a game; every text is in the
    "TableRules" context. ``TableRules.tr`` exists so that ``pyside6-lupdate`` sees the
    ``%n`` plurals (its Python parser marks plurals only in ``tr`` calls)."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("TableRules", text, disambiguation, n)


def dealer_sentence(rules: GameRules) -> str:
    """Who deals the next hand (D4), as the game's dealer rotation says."""
    rotation = rules.dealer_rotation
    if rotation == "alternate":
        return TableRules.tr(
            "The players take turns to deal; after a drawn hand the same player deals again."
        )
    if rotation == "loser":
        return TableRules.tr(
            "The loser of a scored hand deals the next one; after a drawn hand the same "
            "player deals again."
        )
    return TableRules.tr(
        "The winner of a scored hand deals the next one; after a drawn hand the same player "
        "deals again."
    )


def target_sentence(rules: GameRules) -> str:
    """The game's target score (D13)."""
    return TableRules.tr(
        "The game goes to %n points: the hand that takes a player's total to that score or "
        "beyond ends the game, and that player wins.",
        "",
        rules.target_score,
    )


def bonus_sentences(rules: GameRules) -> str:
    """Whether game bonuses are played, and how much they give (D13)."""
    if not rules.game_bonuses:
        return TableRules.tr("Game bonuses are off.")
    out = [
        TableRules.tr(
            "Game bonuses are on: at the end of the game its winner gets %n more points.",
            "",
            rules.game_bonus,
        )
    ]
    if rules.shutout_multiplier != 1:
        out.append(
            fill(
                TableRules.tr("If the loser has no points at all, that bonus is multiplied by %1."),
                rules.shutout_multiplier,
            )
        )
    if rules.box_bonus:
        out.append(
            TableRules.tr(
                "Each player also gets %n points for every hand they won.", "", rules.box_bonus
            )
        )
    out.append(TableRules.tr("The bonuses never count towards the target."))
    return " ".join(out)


def table_rules(rules: GameRules, next_rules: GameRules | None = None) -> tuple[str, ...]:
    """The items of "How this table plays" for a game played with ``rules``, in the
    installed language. ``next_rules`` (the settings, which apply from the next game) adds
    a last item naming what will change, if anything does."""
    fixed = tuple(tr(i) for i in SECTIONS[-1].items)
    items = (
        TableRules.tr("The first dealer is chosen at random; the non-dealer always acts first.")
        + " "
        + dealer_sentence(rules),
        target_sentence(rules) + " " + bonus_sentences(rules),
        TableRules.tr(
            "The variant line's “knock instead of draw” does not let anyone skip the draw: "
            "every turn begins with a card from the stock or the discard pile, and a knock "
            "is made with the discard that ends the turn."
        ),
        *fixed,
    )
    if next_rules is None:
        return items
    changes = []
    if next_rules.dealer_rotation != rules.dealer_rotation:
        changes.append(dealer_sentence(next_rules))
    if next_rules.target_score != rules.target_score:
        changes.append(target_sentence(next_rules))
    bonus_fields = ("game_bonuses", "game_bonus", "box_bonus", "shutout_multiplier")
    if any(getattr(next_rules, f) != getattr(rules, f) for f in bonus_fields):
        changes.append(bonus_sentences(next_rules))
    if changes:
        note = TableRules.tr("From the next game on, as chosen in the settings: %1")
        items += (fill(note, " ".join(changes)),)
    return items


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def translated_rules(
    rules: GameRules | None = None,
    next_rules: GameRules | None = None,
    faces: tuple[str, ...] | None = None,
) -> tuple[str, str, tuple[RulesSection, ...]]:
    """(title, variant line, sections) in the installed language; the last section is
    "How this table plays" for ``rules`` (the default rules when None). ``faces``: the rank
    letters on the table's cards, when the view should say where they differ from the
    card's."""
    if rules is None:
        from ..engine import Rules

        rules = Rules()
    notes = line_notes(rules, faces)
    sections = tuple(
        RulesSection(
            tr(s.heading),
            tuple(tr(p) for p in s.paragraphs),
            tuple(tr(i) for i in s.items),
            s.numbered,
            tuple(notes.get(i, "") for i in s.items),
        )
        for s in SECTIONS[:-1]
    )
    table = SECTIONS[-1]
    sections += (RulesSection(tr(table.heading), (), table_rules(rules, next_rules)),)
    return tr(TITLE), variant_line(), sections


def all_source_texts() -> tuple[str, ...]:
    """Every fixed English source string of the rules, in reading order (for tests and
    tools); the sentences made from the rules of a game are not among them."""
    out = [TITLE, VARIANT]
    for s in SECTIONS:
        out += [s.heading, *s.paragraphs, *s.items]
    return tuple(out)
