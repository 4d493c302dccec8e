"""Help → Rules, "How this table plays": the dealer, the target and the game bonuses are
said as the game's rules have them — every dealer rotation and a range of targets, in the
three languages — and a settings change shows as a note for the next game."""

from __future__ import annotations

import re

import pytest

from ginrummy_desktop.engine import Rules
from ginrummy_desktop.i18n.rules_text import translated_rules
from ginrummy_desktop.settings import ROTATIONS

DEALER = {
    "en": {
        "winner": "The winner of a scored hand deals the next one",
        "alternate": "The players take turns to deal",
        "loser": "The loser of a scored hand deals the next one",
    },
    "lt": {
        "winner": "Dalijimą su taškais laimėjęs žaidėjas dalija kitą kartą",
        "alternate": "Žaidėjai dalija paeiliui",
        "loser": "Dalijimą su taškais pralaimėjęs žaidėjas dalija kitą kartą",
    },
    "nl": {
        "winner": "Wie een ronde met punten wint, deelt de volgende",
        "alternate": "De spelers delen om de beurt",
        "loser": "Wie een ronde met punten verliest, deelt de volgende",
    },
}
# The target in words, with the noun in the form its number takes.
TARGET = {
    "en": {1: "The game goes to 1 point", 10: "The game goes to 10 points"},
    "lt": {
        1: "Partija žaidžiama iki 1 taško",
        10: "Partija žaidžiama iki 10 taškų",
        21: "Partija žaidžiama iki 21 taško",
        22: "Partija žaidžiama iki 22 taškų",
        150: "Partija žaidžiama iki 150 taškų",
        1000: "Partija žaidžiama iki 1000 taškų",
    },
    "nl": {
        1: "Het spel gaat tot 1 punt:",
        10: "Het spel gaat tot 10 punten:",
        150: "Het spel gaat tot 150 punten:",
        1000: "Het spel gaat tot 1000 punten:",
    },
}
TARGET["en"].update({n: f"The game goes to {n} points" for n in (21, 22, 150, 1000)})
TARGET["nl"].update({n: f"Het spel gaat tot {n} punten:" for n in (21, 22)})
BONUSES_OFF = {
    "en": "Game bonuses are off.",
    "lt": "Partijos premijos išjungtos.",
    "nl": "Spelbonussen staan uit.",
}
NEXT_GAME = {
    "en": "From the next game on, as chosen in the settings: ",
    "lt": "Nuo kitos partijos, kaip pasirinkta nustatymuose: ",
    "nl": "Vanaf het volgende spel, zoals gekozen in de instellingen: ",
}
KNOCK_AFTER_DRAW = {
    "en": "does not let anyone skip the draw",
    "lt": "nereiškia, kad galima praleisti traukimą",
    "nl": "betekent niet dat iemand het trekken mag overslaan",
}


def table_section(rules, next_rules=None) -> list[str]:
    title, variant, sections = translated_rules(rules, next_rules)
    return list(sections[-1].items)


@pytest.mark.parametrize("lang", ["en", "lt", "nl"])
@pytest.mark.parametrize("rotation", ROTATIONS)
def test_the_dealer_sentence_follows_the_rotation(language, lang, rotation):
    language(lang)
    text = " ".join(table_section(Rules(dealer_rotation=rotation)))
    assert DEALER[lang][rotation] in text
    others = [s for r, s in DEALER[lang].items() if r != rotation]
    assert not any(s in text for s in others)


@pytest.mark.parametrize("lang", ["en", "lt", "nl"])
@pytest.mark.parametrize("target", [1, 10, 21, 22, 150, 1000])
def test_the_target_sentence_follows_the_target(language, lang, target):
    language(lang)
    items = table_section(Rules(target_score=target))
    text = " ".join(items)
    assert TARGET[lang][target] in text
    if target != 100:
        # the card's fixed number is not claimed for this game
        assert not re.search(r"\b100\b", text)
    assert BONUSES_OFF[lang] in text
    assert KNOCK_AFTER_DRAW[lang] in text
    assert not any(NEXT_GAME[lang] in i for i in items)


@pytest.mark.parametrize("lang", ["en", "lt", "nl"])
def test_game_bonuses_are_said_with_their_amounts(language, lang):
    language(lang)
    rules = Rules(game_bonuses=True, game_bonus=150, box_bonus=20, shutout_multiplier=3)
    text = " ".join(table_section(rules))
    assert BONUSES_OFF[lang] not in text
    for amount in ("150", "20", "3"):
        assert amount in text
    words = {"en": "20 points for every hand", "lt": "po 20 taškų", "nl": "20 punten voor elke"}
    assert words[lang] in text


@pytest.mark.parametrize("lang", ["en", "lt", "nl"])
def test_settings_for_the_next_game_show_as_a_note(language, lang):
    language(lang)
    now = Rules()
    assert not any(NEXT_GAME[lang] in i for i in table_section(now, now))
    later = Rules(dealer_rotation="loser", target_score=250)
    items = table_section(now, later)
    note = items[-1]
    assert note.startswith(NEXT_GAME[lang])
    assert DEALER[lang]["loser"] in note and "250" in note
    # The game in progress is still told as it is played.
    before = " ".join(items[:-1])
    assert DEALER[lang]["winner"] in before and "250" not in before


@pytest.mark.parametrize("lang", ["en", "lt", "nl"])
def test_the_rules_view_follows_the_settings(qtbot, table_window, speak, lang):
    w = table_window
    speak(w, lang)
    w.settings.dealer_rotation = "alternate"
    w.settings.target_score = 150
    w.new_game()
    dlg = w.show_rules()
    qtbot.addWidget(dlg)
    text = dlg.text.toPlainText()
    assert DEALER[lang]["alternate"] in text and TARGET[lang][150] in text
    assert NEXT_GAME[lang] not in text
    dlg.close()

    # Changed mid-game: the view tells this game, and the next one in a note.
    w.settings.dealer_rotation = "loser"
    dlg = w.show_rules()
    qtbot.addWidget(dlg)
    text = dlg.text.toPlainText()
    assert DEALER[lang]["alternate"] in text
    assert NEXT_GAME[lang] + DEALER[lang]["loser"] in text
    dlg.close()
