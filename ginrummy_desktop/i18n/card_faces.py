"""The letters printed in a card's corner and on its court face, in the current language.

Decks sold in the Netherlands print B, V, H, A (boer, vrouw, heer, aas); Lithuanian decks
V, D, K, T (valetas, dama, karalius, tūzas), the initials of the card names the game uses
in Lithuanian. Each language's catalogue holds its letters (context "CardFaces"), so the
faces follow the language; the "international card faces" setting keeps J, Q, K, A.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..render.card_renderer import RANK_LABELS

# Rank (1 = ace … 13 = king) → the international letter, translated per language.
FACE_LETTERS: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("CardFaces", "A"),  # ace
    11: QT_TRANSLATE_NOOP("CardFaces", "J"),  # jack
    12: QT_TRANSLATE_NOOP("CardFaces", "Q"),  # queen
    13: QT_TRANSLATE_NOOP("CardFaces", "K"),  # king
}


def face_labels(native: bool = True) -> tuple[str, ...]:
    """The 13 rank labels for the card faces: the current language's letters when
    ``native``, else the international A, 2 … 10, J, Q, K. A letter left untranslated, or
    translated to more than two characters, keeps the international one (a face has room
    for one letter)."""
    labels = list(RANK_LABELS)
    if native:
        for rank, letter in FACE_LETTERS.items():
            text = QCoreApplication.translate("CardFaces", letter).strip()
            if 1 <= len(text) <= 2:
                labels[rank - 1] = text
    return tuple(labels)
