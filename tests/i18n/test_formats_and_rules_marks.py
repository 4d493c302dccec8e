"""Figures and dates follow the language (QLocale and the "Formats" pattern); the rules
view marks each card line this table plays differently and says, beside it, what the table
does; the version is one number; the game-bonus label names the real factor."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace

import pytest

from ginrummy_desktop import __version__
from ginrummy_desktop.engine import Rules
from ginrummy_desktop.engine.events import HandResult
from ginrummy_desktop.i18n.formats import date_time, decimal, percent
from ginrummy_desktop.i18n.rules_text import translated_rules, variant_note
from ginrummy_desktop.vocabulary import LANGS


@pytest.mark.parametrize(
    "lang, pct, dec, date",
    [
        ("en", "50%", "7.9", "12/1/26 8:05\u202fPM"),
        ("lt", "50 %", "7,9", "2026-12-01 20:05"),
        ("nl", "50%", "7,9", "01-12-2026 20:05"),
    ],
)
def test_numbers_and_dates_follow_the_language(language, lang, pct, dec, date):
    language(lang)
    assert percent(50) == pct
    assert decimal(7.94) == dec
    got = date_time("2026-12-01 20:05")
    assert got.replace(" ", "\u202f") == date.replace(" ", "\u202f") or got == date
    assert date_time("not a date") == "not a date"


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_mark_the_lines_this_table_plays_differently(language, lang):
    language(lang)
    rules = replace(Rules(), target_score=150)
    _title, variant, sections = translated_rules(rules)
    assert __version__ in variant and "1.0.0" not in variant
    assert variant_note()
    notes = [n for s in sections for n in s.notes if n]
    # the drawn hand at two cards, lay-offs from one's own melds, the target
    assert len(notes) == 3
    assert any("150" in n for n in notes)
    for s in sections:
        assert not s.notes or len(s.notes) == len(s.items)


def test_the_rules_view_shows_each_note_beside_its_line(qtbot, language):
    from ginrummy_desktop.views.dialogs import RulesDialog

    language("nl")
    dlg = RulesDialog(rules=replace(Rules(), target_score=150))
    qtbot.addWidget(dlg)
    text = dlg.text.toPlainText()
    # the variant, the lay-off, the drawn hand, the target; and the Dutch faces' V-H-A
    # where the card says Q-K-A
    assert text.count("Aan deze tafel:") == 5
    assert "de kaarten tonen V-H-A" in text
    assert "dit spel gaat tot 150 punten" in text
    marked = 0
    block = dlg.text.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().background().style().name != "NoBrush":
                marked += 1
            it += 1
        block = block.next()
    assert marked == 5
    # With the international letters the card's Q-K-A is what the cards show: no note.
    plain = RulesDialog(rules=replace(Rules(), target_score=150), native_faces=False)
    qtbot.addWidget(plain)
    assert plain.text.toPlainText().count("Aan deze tafel:") == 4


@pytest.mark.parametrize("factor, label", [(3, "Game bonus, ×3 for a shutout"), (1, "Game bonus")])
def test_the_game_bonus_label_names_the_real_factor(qtbot, factor, label):
    from ginrummy_desktop.controller.game_summary import summarise
    from ginrummy_desktop.views.game_over import GameOverDialog

    rules = replace(Rules(), target_score=10, game_bonuses=True, shutout_multiplier=factor)
    won = HandResult(1, "gin", 0, 30, 1, knocker=0, defender_deadwood=5, scores_after=(30, 0))
    summary = summarise((won,), rules, 0)
    assert summary.shutout and summary.shutout_multiplier == factor
    dlg = GameOverDialog(summary, "easy", None, None)
    qtbot.addWidget(dlg)
    texts = [w.text() for w in dlg.findChildren(type(dlg.changes))]
    assert label in texts


ENGLISH_START = r"""
import sys
from PySide6.QtCore import QCoreApplication
from ginrummy_desktop.app import create_window, parse_args
from ginrummy_desktop.i18n.formats import date_time
app, _settings, window = create_window(parse_args(["--data-dir", sys.argv[1], "--lang", "en"]))
tr = QCoreApplication.translate
print(date_time("2026-12-01 20:05"))
print(tr("ReviewWindow", "Discard pile: %n cards", "", 1))
print(tr("ReviewWindow", "Discard pile: %n cards", "", 2))
print(tr("GameOverDialog", "…and %n hands before.", "", 1))
window.controller.shutdown()
"""


def test_a_game_started_in_english_writes_english_dates_and_singulars(tmp_path):
    """In English the game starts with its own catalogue (the singular of each "%n" text)
    and English formats, whatever the system's locale (here "C", which wrote "1 12 2026")."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("LANGUAGE", None)
    out = subprocess.run(
        [sys.executable, "-c", ENGLISH_START, str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout.splitlines()
    assert out[0].startswith("12/1/26") and "PM" in out[0]
    assert out[1:] == ["Discard pile: 1 card", "Discard pile: 2 cards", "…and 1 hand before."]
