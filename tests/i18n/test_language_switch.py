"""Switching languages at run time: standard buttons, rules text from the original cards."""

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from ginrummy_desktop import __version__
from ginrummy_desktop.i18n.rules_text import SECTIONS, VARIANT, all_source_texts, translated_rules
from ginrummy_desktop.i18n.texts import fill
from ginrummy_desktop.i18n.translator import qm_path
from ginrummy_desktop.vocabulary import LANGS

ROOT = Path(__file__).resolve().parents[2]
TABLE_ITEMS = SECTIONS[-1].items  # the fixed sentences of "How this table plays"


def card_sentences(lang):
    lines = (
        (ROOT / "resources" / "rules-source" / f"rules_{lang}.txt")
        .read_text(encoding="utf-8")
        .splitlines()
    )
    return [re.sub(r"^(\d+\.\s+|•\s+)", "", ln.strip()) for ln in lines if ln.strip()]


# The card sentences the app does not quote as printed: the cards say the computer players
# get their legal actions from a server, which this game has not; they print English words
# where players use native ones ("knock", "melds", "AI's"); the variant line carries this
# program's version (one version number everywhere), and the Lithuanian card says "žaidimo
# bonusai" where the rest of the game says "partijos premijos". Each departure is listed.
NOT_QUOTED = {
    "lt": {
        "Žaidžiamas variantas: Du žaidėjai · šiame variante stukterėjimas vietoj traukimo · "
        "riba 10 · Versija 1.0.0": "Žaidžiamas variantas: du žaidėjai · šiame variante "
        "stukterėjimas vietoj traukimo · riba 10 · versija {version}",
        "DI naudoja tik savo ranką, viešas kortas, leistiną istoriją ir serverio perduotus "
        "leistinus veiksmus.": "DI naudoja tik savo ranką, viešas kortas, leistiną istoriją ir "
        "žaidimo pateiktus leistinus veiksmus.",
        "Raundas baigiasi, kai yra knock/gin arba kaladėje lieka tik dvi kortos be knock.": (
            "Dalijimas baigiasi stukterėjus arba paskelbus gin, arba kai kaladėje lieka tik dvi "
            "kortos ir niekas nestukterėjo."
        ),
        "Partija baigiasi, kai žaidėjas surenka 100 taškų; pagal numatytuosius nustatymus "
        "žaidimo bonusai išjungti.": "Partija baigiasi, kai žaidėjas surenka 100 taškų; pagal "
        "numatytuosius nustatymus partijos premijos išjungtos.",
    },
    "nl": {
        "Gespeelde variant: Twee spelers · knock in plaats van trekken in deze variant · "
        "limiet 10 · Versie 1.0.0": "Gespeelde variant: twee spelers · kloppen in plaats van "
        "trekken in deze variant · limiet 10 · versie {version}",
        "AI's gebruiken alleen hun hand, openbare kaarten, de toegestane geschiedenis en de "
        "geldige acties die door de server worden doorgegeven.": "Computerspelers gebruiken "
        "alleen hun hand, openbare kaarten, de toegestane geschiedenis en de geldige acties die "
        "het spel hun aanreikt.",
        "De ronde eindigt met knock/gin of wanneer de trekstapel nog maar twee kaarten heeft "
        "zonder knock.": "De ronde eindigt met kloppen of gin, of wanneer de trekstapel nog "
        "maar twee kaarten heeft zonder dat er geklopt is.",
        "Normaal berekent de beste verdeling in melds en vermijdt nuttige kaarten af te leggen "
        "die de tegenstander kunnen helpen, op basis van de zichtbare geschiedenis.": "Normaal "
        "berekent de beste verdeling in combinaties en vermijdt nuttige kaarten af te leggen die "
        "de tegenstander kunnen helpen, op basis van de zichtbare geschiedenis.",
    },
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
    for lang in LANGS:
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
    changed = {k: v.format(version=__version__) for k, v in NOT_QUOTED[lang].items()}
    for sentence in card_sentences(lang):
        assert changed.get(sentence, sentence) in shown, sentence
    assert set(changed) <= set(card_sentences(lang))
    assert not [t for t in shown if "server" in t or "knock" in t or "melds" in t]
    # and every text is translated (the table section included)
    english = set(all_source_texts()) - {"Gin Rummy"}
    assert not english & set(shown)


def test_back_to_english(switcher):
    switcher.set_language("lt")
    switcher.set_language("en")
    fixed = rules_texts(table=False)
    assert fixed[1] == fill(VARIANT, __version__)  # the one version number
    fixed[1] = VARIANT
    assert set(fixed) <= set(all_source_texts())
    assert len(fixed) == len(all_source_texts()) - len(TABLE_ITEMS)
    assert set(rules_texts()) >= set(all_source_texts()) - {VARIANT}


def test_unknown_language_is_refused_and_nothing_changes(switcher):
    switcher.set_language("nl")
    assert not switcher.set_language("xx")
    assert switcher.language == "nl"
