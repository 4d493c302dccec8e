"""Languages and translatable text tables.

Every user-visible literal is either ``self.tr("…")`` in a widget or lives in a table here,
marked with ``QT_TRANSLATE_NOOP`` under an explicit context, so ``pyside6-lupdate`` finds it.
Installing translators is the translations work's part; this package only names the
languages and looks texts up.
"""

from __future__ import annotations

from ..vocabulary import LANGUAGES
from .cards import CARD_NAMES, Case, card_name, card_title, cards_names
from .texts import illegal_reason, level_name, speed_name

__all__ = [
    "CARD_NAMES",
    "Case",
    "LANGUAGES",
    "card_name",
    "card_title",
    "cards_names",
    "illegal_reason",
    "level_name",
    "speed_name",
]
