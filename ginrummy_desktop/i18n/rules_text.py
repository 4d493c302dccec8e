"""The rules shown in Help → Rules, as translatable literals (issue 5).

English is written from RULES.md's English card, sentence by sentence in the order of the
original rules card, so that the Lithuanian and Dutch translations in ``translations/*.ts``
are the original cards' own sentences (``resources/rules-source/``). The last section,
"How this table plays", explains what players notice at this table (D4, D6, D7, D10–D12).

Plain text only (habit 7: no HTML inside strings); the rules view lays the sections out.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "Rules"


@dataclass(frozen=True)
class RulesSection:
    heading: str
    paragraphs: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    numbered: bool = False


TITLE = QT_TRANSLATE_NOOP("Rules", "Gin Rummy")
VARIANT = QT_TRANSLATE_NOOP(
    "Rules",
    "Variant played: two players · knock gin: a hand ends with a knock, not when "
    "the stock runs out · knock limit 10 · version 1.0.0",
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
                "The non-dealer always acts first. The winner of a "
                "scored hand deals the next one; after a drawn hand the "
                "same player deals again.",
            ),
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


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def translated_rules() -> tuple[str, str, tuple[RulesSection, ...]]:
    """(title, variant line, sections) in the installed language."""
    sections = tuple(
        RulesSection(
            tr(s.heading),
            tuple(tr(p) for p in s.paragraphs),
            tuple(tr(i) for i in s.items),
            s.numbered,
        )
        for s in SECTIONS
    )
    return tr(TITLE), tr(VARIANT), sections


def all_source_texts() -> tuple[str, ...]:
    """Every English source string of the rules, in reading order (for tests and tools)."""
    out = [TITLE, VARIANT]
    for s in SECTIONS:
        out += [s.heading, *s.paragraphs, *s.items]
    return tuple(out)
