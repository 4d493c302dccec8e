"""The settings file is read and written by the game's own strict code, never by QSettings
(which unpickles @Variant values while parsing); its format stays one Qt reads."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QByteArray, QSettings

from ginrummy_desktop.persistence import Unusable
from ginrummy_desktop.settings import (
    Settings,
    decode_byte_array,
    encode_byte_array,
    parse_ini,
)


def test_geometry_round_trips_through_our_writer_and_qts_reader(tmp_path):
    rnd = random.Random(3)
    for n in range(30):
        blob = bytes(rnd.randrange(256) for _ in range(rnd.randrange(0, 90)))
        s = Settings(tmp_path / str(n))
        s.window_geometry = QByteArray(blob)
        assert s.sync()
        assert bytes(Settings(tmp_path / str(n)).window_geometry.data()) == blob
        # Qt reads the same file the same way (a file we wrote: no stored objects in it).
        qs = QSettings(s.path, QSettings.Format.IniFormat)
        assert bytes(qs.value("ui/window_geometry", type=QByteArray).data()) == blob


def test_geometry_written_by_qsettings_is_read(tmp_path):
    rnd = random.Random(4)
    for n in range(30):
        blob = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 90)))
        path = tmp_path / f"{n}.ini"
        qs = QSettings(str(path), QSettings.Format.IniFormat)
        qs.setValue("ui/window_geometry", QByteArray(blob))
        qs.sync()
        line = next(x for x in path.read_text().splitlines() if x.startswith("window_geometry="))
        assert decode_byte_array(line.partition("=")[2]) == blob
    assert decode_byte_array(encode_byte_array(b"\x00\x01\xff")) == b"\x00\x01\xff"


@pytest.mark.parametrize(
    "raw",
    ["@Variant(\\0\\0)", "@Point(1 2)", "@ByteArray(\\q)", "@ByteArray(\\x1ff)", "plain", ""],
)
def test_a_geometry_we_would_not_write_is_refused(raw):
    assert decode_byte_array(raw) is None


def test_a_file_from_qsettings_before_the_crc_line_is_still_read(tmp_path):
    path = tmp_path / "settings.ini"
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    qs.setValue("meta/format_version", 1)
    qs.setValue("game/level", "hard")
    qs.setValue("game/target_score", 250)
    qs.setValue("cards/four_colour", True)
    qs.sync()
    del qs
    s = Settings(tmp_path)
    assert s.problem is None
    assert (s.level, s.target_score, s.four_colour) == ("hard", 250, True)


def test_settings_move_from_the_old_qsettings_place_on_the_first_start(tmp_path, monkeypatch):
    old = tmp_path / "config" / "GinRummyDesktop" / "ginrummy-desktop.ini"
    old.parent.mkdir(parents=True)
    old.write_text("[game]\nlevel=normal\n\n[meta]\nformat_version=1\n", encoding="utf-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr("ginrummy_desktop.settings.default_data_dir", lambda: tmp_path / "data")
    s = Settings()
    assert s.level == "normal" and s.path == str(tmp_path / "data" / "settings.ini")
    assert Settings().level == "normal"  # now in the data folder
    assert old.read_text(encoding="utf-8").startswith("[game]")  # the old file is untouched


@pytest.mark.parametrize(
    "text, reason",
    [
        ("[game]\nlevel=hard\n", "not_ours"),  # no format version
        ("; a comment\n[meta]\nformat_version=1\n", "changed"),  # not the CRC line
        ("[meta]\nformat_version=1\n[game]\nlevel=hard\nlevel=easy\n", "damaged"),
        ("[meta]\nformat_version=1\n[game]\nspeed=warp\n", "damaged"),
        ("[meta]\nformat_version=1\nlevel=hard\n[x", "damaged"),
        ("[meta]\nformat_version=1\n[game]\nlevel=@Variant(\\0)\n", "code"),
    ],
)
def test_files_we_would_not_write_are_refused(text, reason):
    with pytest.raises(Unusable) as err:
        parse_ini(text.encode())
    assert err.value.code == reason
