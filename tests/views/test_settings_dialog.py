"""The settings dialog over the one settings module: every setting round-trips
through the INI file in tmp_path; rule changes in a game apply from the next game; Big Gin
and Oklahoma are said to be not played, and why."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSlider, QSpinBox
from table_fixtures import open_window  # tests/support

from ginrummy_desktop.engine import Phase, Rules
from ginrummy_desktop.settings import KEYS, Defaults, Settings
from ginrummy_desktop.views import SettingsDialog
from ginrummy_desktop.vocabulary import LEVELS

# Every setting the dialog offers, with a value that is not its default.
CHANGED = {
    "level": "hard",
    "target_score": 250,
    "dealer_rotation": "loser",
    "game_bonuses": True,
    "game_bonus": 150,
    "box_bonus": 30,
    "shutout_multiplier": 3,
    "animation_speed": "off",
    "card_size": "small",
    "card_back": "red",
    "four_colour": True,
    "international_faces": True,
    "auto_arrange": False,
    "language": "nl",
    "sound": False,
    "sound_volume": 35,
    # Free text: spaces, "=", "#", ";" and letters beyond ASCII survive the INI file.
    "deal_phrase": "Žalias medis = #7; ąčę",
}
WIDGETS = {
    "level": "level",
    "target_score": "target",
    "dealer_rotation": "rotation",
    "game_bonuses": "bonuses",
    "game_bonus": "game_bonus",
    "box_bonus": "box_bonus",
    "shutout_multiplier": "shutout",
    "animation_speed": "speed",
    "card_size": "card_size",
    "card_back": "back",
    "four_colour": "four_colour",
    "international_faces": "international_faces",
    "auto_arrange": "auto_arrange",
    "language": "language",
    "sound": "sound",
    "sound_volume": "volume",
    "deal_phrase": "phrase",
}


def set_widget(w, value) -> None:
    if isinstance(w, QComboBox):
        i = w.findData(value)
        assert i >= 0, value
        w.setCurrentIndex(i)
    elif isinstance(w, QCheckBox):
        w.setChecked(value)
    elif isinstance(w, (QSpinBox, QSlider)):
        w.setValue(value)
    elif isinstance(w, QLineEdit):
        w.setText(value)
    else:
        raise AssertionError(type(w))


def widget_value(w):
    if isinstance(w, QComboBox):
        return w.currentData()
    if isinstance(w, QCheckBox):
        return w.isChecked()
    if isinstance(w, QLineEdit):
        return w.text()
    return w.value()


def test_every_setting_of_the_dialog_round_trips_through_the_ini(qtbot, tmp_path):
    # Every user setting but those set elsewhere: the window geometry, the hand's sort
    # order, the move log's visibility (View menu) and whether the guide was shown.
    assert set(CHANGED) == set(KEYS) - {
        "window_geometry",
        "sort_mode",
        "show_move_log",
        "guide_done",
        "guide_notes",
        "own_order",
    }
    s = Settings(tmp_path)
    for name, value in CHANGED.items():
        assert getattr(s, name) != value, name  # really a change from the default
    dlg = SettingsDialog(s, LEVELS)
    qtbot.addWidget(dlg)
    for name, value in CHANGED.items():
        set_widget(getattr(dlg, WIDGETS[name]), value)
    dlg.apply()
    text = (tmp_path / "settings.ini").read_text(encoding="utf-8")
    assert "format_version=1" in text and "dealer_rotation=loser" in text

    again = Settings(tmp_path)  # a new start reads the file back, typed
    assert again.problem is None
    for name, value in CHANGED.items():
        got = getattr(again, name)
        assert got == value and type(got) is type(value), name
    assert again.rules() == Rules(
        target_score=250,
        game_bonuses=True,
        game_bonus=150,
        box_bonus=30,
        shutout_multiplier=3,
        dealer_rotation="loser",
    )
    shown = SettingsDialog(again, LEVELS)  # and the dialog shows what was saved
    qtbot.addWidget(shown)
    for name, value in CHANGED.items():
        assert widget_value(getattr(shown, WIDGETS[name])) == value, name


def test_bonus_values_follow_the_bonus_switch_and_defaults_are_rules_md(qtbot, tmp_path):
    s = Settings(tmp_path)
    assert s.rules() == Rules()  # the defaults are the seed rules (D13 off)
    d = Defaults()
    assert (d.game_bonus, d.box_bonus, d.shutout_multiplier) == (100, 25, 2)
    dlg = SettingsDialog(s, LEVELS)
    qtbot.addWidget(dlg)
    assert not dlg.game_bonus.isEnabled()
    dlg.bonuses.setChecked(True)
    assert dlg.game_bonus.isEnabled() and dlg.box_bonus.isEnabled() and dlg.shutout.isEnabled()


def test_big_gin_and_oklahoma_are_said_to_be_not_played_and_why(qtbot, tmp_path):
    dlg = SettingsDialog(Settings(tmp_path), LEVELS)
    qtbot.addWidget(dlg)
    note = dlg.locked_note.text()
    assert "Big Gin" in note and "Oklahoma" in note and "knock limit is always 10" in note
    # No box that can never be ticked.
    assert not [b for b in dlg.findChildren(QCheckBox) if b.text() in ("Big Gin", "Oklahoma")]
    assert "D14" not in note and ".md" not in note
    with pytest.raises(ValueError):
        Rules(big_gin=True)  # the engine refuses them too


def test_a_rule_change_during_a_game_applies_from_the_next_game(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, size=None)
    w.start_or_resume(seed=5)
    game = w.controller.match
    assert game.rules == Rules()
    dlg = w.show_settings()
    assert "game is in progress" in dlg.next_game_note.text()
    assert "next game" in dlg.next_game_note.text()
    dlg.target.setValue(300)
    dlg.bonuses.setChecked(True)
    dlg.rotation.setCurrentIndex(dlg.rotation.findData("alternate"))
    dlg.accept()
    # This game keeps its rules; the next one is played to 300 with bonuses.
    assert w.controller.match is game and game.rules == Rules()
    assert "Game to 100" in w.table.target_label.text()
    w.new_game()
    assert w.controller.match is not game
    assert w.controller.match.rules == Rules(
        target_score=300, game_bonuses=True, dealer_rotation="alternate"
    )
    assert w.controller.match.phase in (Phase.FIRST_UPCARD, Phase.DRAW)
    w.close()


def test_card_size_caps_the_hand(qtbot, tmp_path):
    w = open_window(qtbot, Settings(tmp_path))
    settings = w.settings
    w.start_or_resume(seed=3)
    qtbot.waitUntil(lambda: w.table.hand_view.card_width > 0)
    large = w.table.hand_view.height()
    dlg = w.show_settings()
    dlg.card_size.setCurrentIndex(dlg.card_size.findData("small"))
    dlg.accept()
    qtbot.waitUntil(lambda: w.table.hand_view.height() < large)
    qtbot.waitUntil(lambda: w.table.hand_view.card_width <= settings.hand_card_width)
    w.close()


def test_two_hundred_mutated_settings_files_never_stop_the_start(tmp_path):
    """Random byte edits of a good settings.ini: each start sets the changed file aside
    whole (its CRC line notices any edit) and starts with the defaults — never a crash,
    never a value outside its range; an edit that changed nothing is read as it was."""
    import random

    good = Settings(tmp_path / "good")
    for name, value in CHANGED.items():
        setattr(good, name, value)
    good.sync()
    original = (tmp_path / "good" / "settings.ini").read_bytes()
    rnd = random.Random(6)
    kept = 0
    for i in range(200):
        data = bytearray(original)
        for _ in range(rnd.randint(1, 4)):
            op = rnd.random()
            pos = rnd.randrange(len(data) + 1)
            if op < 0.4 and data:
                data[min(pos, len(data) - 1)] = rnd.randrange(256)
            elif op < 0.7:
                del data[pos : pos + rnd.randint(1, 12)]
            elif op < 0.85:
                data = data[:pos]  # cut short
            else:
                data[pos:pos] = rnd.choice([b"=", b"\n", b"[x", b"-1", b"\x00", b"999"])
        d = tmp_path / str(i)
        d.mkdir()
        (d / "settings.ini").write_bytes(bytes(data))
        s = Settings(d)
        assert (s.problem is not None) == (bytes(data) != original)
        if s.problem is not None:
            kept += 1
            assert s.problem.kept_as.read_bytes() == bytes(data)
            assert all(getattr(s, n) == getattr(Defaults(), n) for n in CHANGED)
        for name, (_key, typ, allowed) in KEYS.items():
            value = getattr(s, name)
            assert isinstance(value, typ)
            assert allowed is None or value in allowed, (name, value)
        s.rules()  # always a valid Rules
    assert kept > 190


@pytest.mark.parametrize("sound_on", [True, False])
def test_without_a_sound_device_the_sound_controls_are_off_and_the_choice_kept(
    qtbot, tmp_path, sound_on
):
    s = Settings(tmp_path)
    s.sound = sound_on
    assert s.sync()
    dlg = SettingsDialog(s, LEVELS, sound_available=False)
    qtbot.addWidget(dlg)
    assert dlg.no_sound_note.isVisibleTo(dlg)
    assert not dlg.sound.isEnabled() and not dlg.sound.isChecked()
    assert not dlg.volume.isEnabled()
    dlg.apply()
    assert Settings(tmp_path).sound is sound_on  # kept for a session that has a device
