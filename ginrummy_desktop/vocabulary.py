"""The app's closed vocabularies, each defined once: every menu, setting, command-line
option and check takes its allowed values from here. Plain Python, so the command line can
read them before Qt is loaded.

The names people see for these values are translated in ``i18n`` (``level_name``,
``speed_name``); the languages' names are endonyms and stay untranslated on purpose (a
person looks for their own language's name).
"""

from __future__ import annotations

# The computer levels a player can choose (the AI package also has baselines for
# measurement, which are not offered at the table).
LEVELS = ("easy", "normal", "hard")
# How fast the computer's moves and the flying cards go.
SPEEDS = ("off", "fast", "normal", "slow")
# The order of the player's hand: by melds, by rank, by suit.
SORT_MODES = ("melds", "rank", "suit")
BACKS = ("blue", "red")
CARD_SIZES = ("small", "medium", "large")
# The card sounds (resources/sounds/NAME.wav, made by scripts/make_sounds.py).
SOUNDS = ("deal", "draw", "discard", "knock", "gin", "win", "lose")
# The languages: each code with its own name, and the Qt locale its catalogue is made for
# (``scripts/update_translations.sh``). English is the sources' own language: its
# catalogue holds only the singular of the texts with a count.
LANGUAGES: dict[str, str] = {"en": "English", "lt": "Lietuvių", "nl": "Nederlands"}
LOCALES: dict[str, str] = {"en": "en_US", "lt": "lt_LT", "nl": "nl_NL"}
SOURCE_LANGUAGE = "en"
LANGS = tuple(LANGUAGES)
TRANSLATED_LANGS = tuple(code for code in LANGS if code != SOURCE_LANGUAGE)
