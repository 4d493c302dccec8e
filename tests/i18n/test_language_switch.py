"""Switching languages at run time: standard buttons, rules text from the original cards."""

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from ginrummy_desktop.i18n.rules_text import SECTIONS, all_source_texts, translated_rules
from ginrummy_desktop.i18n.translator import qm_path

ROOT = Path(__file__).resolve().parents[2]
TABLE_ITEMS = SECTIONS[-1].items  # the fixed sentences of "How this table plays"


def card_sentences(lang):
    lines = (
        (ROOT / "resources" / "rules-source" / f"rules_{lang}.txt")
        .read_text(encoding="utf-8")
        .splitlines()
    )
    return [re.sub(r"^(\d+\.\s+|•\s+)", "", ln.strip()) for ln in lines if ln.strip()]


# The one card sentence the app does not quote as printed: the cards say the computer
# players get their legal actions from a server, and this game has none.
NOT_QUOTED = {
    "lt": (
        "DI naudoja tik savo ranką, viešas kortas, leistiną istoriją ir serverio perduotus "
        "leistinus veiksmus.",
        "DI naudoja tik savo ranką, viešas kortas, leistiną istoriją ir žaidimo pateiktus "
        "leistinus veiksmus.",
    ),
    "nl": (
        "AI's gebruiken alleen hun hand, openbare kaarten, de toegestane geschiedenis en de "
        "geldige acties die door de server worden doorgegeven.",
        "AI's gebruiken alleen hun hand, openbare kaarten, de toegestane geschiedenis en de "
        "geldige acties die het spel hun aanreikt.",
    ),
}


def rules_texts(table=True):
    """Every text of the rules view; without the sentences made from the game's rules
    when ``table`` is false."""
    title, variant, sections = translated_rules()
    out = [title, variant]
    for s in sections:
        generated = not table and s is sections[-1]
        out += [s.heading, *s.paragraphs, *(() if generated else s.items)]
    return out


def test_catalogues_ship_inside_the_package():
    for lang in ("lt", "nl"):
        assert qm_path(lang).is_file()


@pytest.mark.parametrize(
    "lang, ok, cancel", [("lt", "Gerai", "Atšaukti"), ("nl", "OK", "Annuleren")]
)
def test_standard_buttons_are_translated(switcher, qtbot, lang, ok, cancel):
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    qtbot.addWidget(box)
    assert switcher.set_language(lang)
    box2 = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    qtbot.addWidget(box2)
    assert box2.button(QDialogButtonBox.StandardButton.Ok).text().replace("&", "") == ok
    assert box2.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == cancel


@pytest.mark.parametrize("lang", ["lt", "nl"])
def test_rules_in_lt_and_nl_are_the_original_cards_sentences(switcher, lang):
    assert switcher.set_language(lang)
    shown = rules_texts()
    printed, instead = NOT_QUOTED[lang]
    for sentence in card_sentences(lang):
        assert (instead if sentence == printed else sentence) in shown, sentence
    assert printed in card_sentences(lang) and instead in shown
    assert not [t for t in shown if "server" in t]
    # and every text is translated (the table section included)
    english = set(all_source_texts()) - {"Gin Rummy"}
    assert not english & set(shown)


def test_back_to_english(switcher):
    switcher.set_language("lt")
    switcher.set_language("en")
    fixed = rules_texts(table=False)
    assert set(fixed) <= set(all_source_texts())
    assert len(fixed) == len(all_source_texts()) - len(TABLE_ITEMS)
    assert set(rules_texts()) >= set(all_source_texts())


def test_unknown_language_is_refused_and_nothing_changes(switcher):
    switcher.set_language("nl")
    assert not switcher.set_language("xx")
    assert switcher.language == "nl"
