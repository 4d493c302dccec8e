"""Checking a finished hand against the deal's seal (engine/deal_seal.py, docs/saves.md).

``verify_hand`` answers, for a ``PlayedHand`` that carries its revealed seal: does the
revealed deck and nonce give the commitment shown before the deal; were both hands, the
upcard and the stock dealt from the deck the seal gives (the sealed deck, reshuffled by the
player's phrase when one was mixed in); did every card drawn from the stock come off that
deck in order. Each answer is a ``Check`` with a code, so the command line (in English) and
the review window (in the player's language) say the same thing from one table of texts.

Qt-free: ``ginrummy-desktop --verify`` runs it without loading Qt.
"""

from __future__ import annotations

from dataclasses import field

from ..engine import DrawStock
from ..engine.deal_seal import entropy_for
from ..engine.frozen import frozen
from .hand import DECK_SIZE, FIRST_STOCK, HandError, PlayedHand, played_moves


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 — lupdate's marker
    """Marks a text for the catalogues without loading Qt (the review window translates
    it with ``QCoreApplication.translate("Verify", …)``)."""
    return text


CONTEXT = "Verify"
# What each check says when it holds, and when it fails; %1… are the check's ``args``.
PASSED = {
    "sealed": QT_TRANSLATE_NOOP("Verify", "The hand carries its sealed deck and nonce."),
    "commitment": QT_TRANSLATE_NOOP(
        "Verify", "The revealed deck and nonce give the fingerprint shown before the deal, %1."
    ),
    # A file holds only the phrase's digest, which the game could have picked itself after
    # reading the player's phrase: so these two lines never call it the player's (only
    # "your_phrase", given the phrase, can), and a dropped phrase is named as such.
    "phrase": QT_TRANSLATE_NOOP(
        "Verify",
        "A phrase was mixed in: the cards were dealt from the sealed deck reshuffled by it. "
        "Only the phrase itself can show that it was yours.",
    ),
    "no_phrase": QT_TRANSLATE_NOOP(
        "Verify",
        "No phrase was mixed in: the cards were dealt from the sealed deck itself, so a "
        "phrase you had set was not used.",
    ),
    "player": QT_TRANSLATE_NOOP("Verify", "Your ten cards were the ones dealt to you."),
    "computer": QT_TRANSLATE_NOOP("Verify", "The computer's ten cards were the ones dealt to it."),
    "stock": QT_TRANSLATE_NOOP("Verify", "The upcard and the stock lay in the deck's order."),
    "draws": QT_TRANSLATE_NOOP(
        "Verify", "Every card drawn from the stock (%1) came off that deck in order."
    ),
    "your_phrase": QT_TRANSLATE_NOOP("Verify", "The phrase mixed in is the one you gave."),
}
FAILED = {
    "sealed": QT_TRANSLATE_NOOP(
        "Verify", "The hand carries no sealed deck: there is nothing to check it against."
    ),
    "commitment": QT_TRANSLATE_NOOP(
        "Verify",
        "The revealed deck and nonce do not give the fingerprint shown before the deal, %1.",
    ),
    "player": QT_TRANSLATE_NOOP(
        "Verify", "Your cards are not the ones the sealed deck deals to you."
    ),
    "computer": QT_TRANSLATE_NOOP(
        "Verify", "The computer's cards are not the ones the sealed deck deals to it."
    ),
    "stock": QT_TRANSLATE_NOOP(
        "Verify", "The upcard or the stock is not in the order of the sealed deck."
    ),
    "draws": QT_TRANSLATE_NOOP(
        "Verify", "Draw %1 from the stock was the %2, but the sealed deck's next card is the %3."
    ),
    "replay": QT_TRANSLATE_NOOP("Verify", "The moves cannot be played from the sealed deck."),
    "your_phrase": QT_TRANSLATE_NOOP("Verify", "The phrase mixed in is not the one you gave."),
}
VERIFIED = QT_TRANSLATE_NOOP(
    "Verify", "Verified: this deal was fixed before the hand began, and nobody changed it."
)
NOT_VERIFIED = QT_TRANSLATE_NOOP(
    "Verify", "Not verified: this hand does not match the deck sealed before the deal."
)


@frozen
class Check:
    """One question and its answer; ``args`` fill the text's %1, %2, …"""

    code: str
    passed: bool
    args: tuple[str, ...] = ()

    @property
    def source(self) -> str:
        """The English text (also the key of its translations)."""
        return (PASSED if self.passed else FAILED)[self.code]


@frozen
class Verdict:
    checks: tuple[Check, ...]
    fingerprint: str = ""  # the commitment's short form, "" without a seal
    commitment: str = ""
    mixed: bool = False  # whether a phrase was mixed in
    drawn: int = 0  # cards drawn from the stock
    failures: tuple[Check, ...] = field(default=(), init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "failures", tuple(c for c in self.checks if not c.passed))

    @property
    def ok(self) -> bool:
        return bool(self.checks) and not self.failures

    @property
    def phrase_confirmed(self) -> bool:
        """Whether the player's own phrase was shown to be the one mixed in."""
        return any(c.code == "your_phrase" and c.passed for c in self.checks)

    @property
    def summary(self) -> str:
        return VERIFIED if self.ok else NOT_VERIFIED


def verify_hand(hand: PlayedHand, phrase: str | None = None) -> Verdict:
    """Every check of ``hand`` against its seal (a failed check does not stop the others,
    so the verdict lists all that is wrong). Given the player's ``phrase``, also whether it
    is the one mixed in (files carry only its digest)."""
    seal = hand.seal
    if seal is None:
        return Verdict((Check("sealed", False),))
    checks = [Check("sealed", True)]
    fp = seal.fingerprint
    holds = seal.holds() and seal.hand_number == hand.number
    checks.append(Check("commitment", holds, (fp,)))
    dealt = seal.deck
    checks.append(Check("phrase" if seal.entropy is not None else "no_phrase", True))
    if phrase is not None:
        checks.append(Check("your_phrase", seal.entropy == entropy_for(phrase)))
    ours = hand.deck
    nd = 1 - hand.dealer
    for seat, code in ((hand.player, "player"), (1 - hand.player, "computer")):
        start = 0 if seat == nd else 1
        same = set(ours[start:20:2]) == set(dealt[start:20:2])
        checks.append(Check(code, same))
    checks.append(Check("stock", tuple(ours[20:]) == tuple(dealt[20:])))
    drawn = 0
    try:
        moves, _result = played_moves(hand)
    except HandError:
        checks.append(Check("replay", False))
    else:
        wrong = None
        for _seat, action, card in moves:
            if isinstance(action, DrawStock):
                at = FIRST_STOCK + drawn  # D5: the stock's top is the deck's card 22
                expected = dealt[at] if at < DECK_SIZE else None
                drawn += 1
                if wrong is None and card is not expected:
                    wrong = Check("draws", False, (str(drawn), str(card), str(expected)))
        checks.append(wrong or Check("draws", True, (str(drawn),)))
    return Verdict(
        tuple(checks),
        fingerprint=fp,
        commitment=seal.commitment,
        mixed=seal.entropy is not None,
        drawn=drawn,
    )


def verify_in_review(hand: PlayedHand, phrase: str) -> Verdict:
    """The review window's check, given the phrase now in Settings: it confirms the phrase
    mixed in when its digest is that one. A different one is no failure (the player may
    have changed it since, as the table suggests between hands); only a phrase the player
    names for this hand (``--phrase``) can fail the check."""
    seal = hand.seal
    mine = seal is not None and seal.entropy is not None and seal.entropy == entropy_for(phrase)
    return verify_hand(hand, phrase if mine else None)


MARKS = ("✓", "✗")  # a check that holds, one that fails


def verdict_lines(
    verdict: Verdict, translate=lambda context, text: text, marks: tuple[str, str] = MARKS
) -> list[str]:
    """The verdict as lines for a person: each check, then the summary. ``translate`` is
    ``QCoreApplication.translate`` in the window, the identity on the command line;
    ``marks`` are those of a check that holds and one that fails."""
    lines = []
    for check in verdict.checks:
        mark = marks[0] if check.passed else marks[1]
        lines.append(f"{mark} " + _fill(translate(CONTEXT, check.source), check.args))
    lines.append(translate(CONTEXT, verdict.summary))
    return lines


def _fill(text: str, args: tuple[str, ...]) -> str:
    # Qt's %1…%9, highest first so %1 never eats the start of %10 (as i18n.texts.fill,
    # which needs Qt).
    for i in range(len(args), 0, -1):
        text = text.replace("%" + str(i), args[i - 1])
    return text


__all__ = ["Check", "Verdict", "verdict_lines", "verify_hand", "verify_in_review"]
