"""The hostile-file matrix: each of the three files the game reads — settings.ini,
current-game.json, statistics.json — is damaged in every way below while the other two are
good, and the game is started as ``app.main`` starts it. Every case must: start, say in one
message what happened to that file (naming it and where the original went), keep the
original beside it unchanged (bytes, folder, pipe or link as it was), and lose nothing
else (the other files' settings, game in progress and statistics are all still there).
"""

from __future__ import annotations

import copy
import json
import os
import random
import stat
from pathlib import Path

import pytest
from data_folders import FILES, GoodFolder, good_folder
from PySide6.QtCore import QSettings
from table_fixtures import open_window  # tests/support

from ginrummy_desktop.data_folder import open_data_folder
from ginrummy_desktop.persistence import load_secret
from ginrummy_desktop.settings import Settings

BIG = 200 * 2**20  # a 200 MB file (sparse: it costs no disk)
PURPOSE = {"save": "current-game", "stats": "statistics"}


class Evil:
    """Pickled into a settings value by QSettings itself; unpickling it creates a file."""

    def __init__(self, marker: Path) -> None:
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


def crc_ini(body: str) -> bytes:
    """A settings file with a correct CRC line: the damage is in the meaning only."""
    import binascii

    crc = binascii.crc32(body.encode())
    return f"; ginrummy-desktop settings crc32={crc:08x}\n{body}".encode()


def resealed(kind: str, folder: GoodFolder, change) -> bytes:
    """The good JSON file, changed by ``change(doc)`` and sealed again with the install's
    key — as only someone holding the key could: reaches the checks behind the seal."""
    doc = json.loads(folder.file(kind).read_bytes())
    change(doc)
    doc["seal"] = load_secret(folder.path)[0].seal(PURPOSE[kind], doc)
    return json.dumps(doc).encode()


def variant_ini(path: Path, marker: Path) -> bytes:
    """An INI file with a pickled ``@Variant`` value, made by QSettings (never read)."""
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    qs.setValue("ui/language", Evil(marker))
    qs.setValue("meta/format_version", 1)
    qs.sync()
    data = path.read_bytes()
    path.unlink()
    return data


# ---------------------------------------------------------------------------- the cases
# A case returns what now stands at the path: bytes (a file) or one of "folder", "fifo",
# ("link", target). ``original`` is the good file's bytes.
def cases(kind: str) -> dict:
    rnd = random.Random(f"hostile:{kind}")
    c: dict = {}
    for i in range(8):
        c[f"truncated-{i}"] = lambda o, f, r=rnd.random(): o[: int(len(o) * r)]
    c["cut-at-a-line-end"] = lambda o, f: o[: o.rstrip(b"\n").rfind(b"\n") + 1]
    for i in range(8):
        pos, bit = rnd.random(), rnd.randrange(8)
        c[f"bit-flip-{i}"] = lambda o, f, p=pos, b=bit: _flip(o, int(len(o) * p), b)
    for i in range(3):
        pos, value = rnd.random(), rnd.randrange(256)
        c[f"byte-{i}"] = lambda o, f, p=pos, v=value: _set(o, int(len(o) * p), v)
    c["deep-nesting"] = lambda o, f: b"[" * 100_000 + b"]" * 100_000
    c["deep-object"] = lambda o, f: b'{"a":' * 3000 + b"1" + b"}" * 3000
    c["non-utf8"] = lambda o, f: o[:10] + b"\xff\xfe\xc3\x28" + o[10:]
    c["nul-bytes"] = lambda o, f: o.replace(b"e", b"\x00", 3)
    c["empty"] = lambda o, f: b""
    c["whitespace"] = lambda o, f: b"  \n\n "
    c["binary"] = lambda o, f: bytes(range(256)) * 4
    c["directory"] = lambda o, f: "folder"
    c["fifo"] = lambda o, f: "fifo"
    c["device-symlink"] = lambda o, f: ("link", "/dev/zero")
    c["dangling-symlink"] = lambda o, f: ("link", "nowhere/at/all")
    c["looping-symlink"] = lambda o, f: ("link", FILES[kind])  # points at itself
    c["symlink-to-a-good-copy"] = lambda o, f: ("link", "good-copy")
    c["200-MB"] = lambda o, f: "big"
    c["pickled-variant"] = lambda o, f: variant_ini(f.path / "v.ini", f.path / "PWNED")
    if kind == "settings":
        c["huge-number"] = lambda o, f: crc_ini("[game]\ntarget_score=" + "9" * 400 + "\n")
        c["huge-string"] = lambda o, f: crc_ini("[game]\nlevel=" + "x" * 60_000 + "\n")
        c["wrong-type-bool"] = lambda o, f: crc_ini(
            "[cards]\nfour_colour=3\n[meta]\nformat_version=1\n"
        )
        c["wrong-type-geometry"] = lambda o, f: crc_ini(
            "[meta]\nformat_version=1\n[ui]\nwindow_geometry=@Point(1 2)\n"
        )
        c["geometry-bad-escape"] = lambda o, f: crc_ini(
            "[meta]\nformat_version=1\n[ui]\nwindow_geometry=@ByteArray(\\x1ff\\q)\n"
        )
        c["nan"] = lambda o, f: crc_ini("[game]\ntarget_score=nan\n[meta]\nformat_version=1\n")
        c["out-of-range"] = lambda o, f: crc_ini(
            "[game]\ntarget_score=5\n[meta]\nformat_version=1\n"
        )
        c["unknown-key"] = lambda o, f: crc_ini("[game]\ncheat=1\n[meta]\nformat_version=1\n")
        c["newer-version"] = lambda o, f: crc_ini("[meta]\nformat_version=9\n")
        c["escaped-variant"] = lambda o, f: crc_ini(
            "[meta]\nformat_version=1\n[ui]\nlanguage=@Vari\\x61nt(\\0\\0\\0\\x7f)\n"
        )
        c["json"] = lambda o, f: b'{"level": "hard"}'
    else:
        marker = {"save": "ginrummy-desktop.game", "stats": "ginrummy-desktop.statistics"}[kind]
        head = f'{{"format": "{marker}", "version": '
        c["huge-number"] = lambda o, f: (head + "9" * 400 + "}").encode()
        c["huge-integer-2**63"] = lambda o, f: (head + str(2**63) + "}").encode()
        c["nan"] = lambda o, f: (head + "NaN}").encode()
        c["infinity"] = lambda o, f: (head + "-Infinity}").encode()
        c["fraction"] = lambda o, f: (head + "2.0}").encode()
        c["huge-string"] = lambda o, f: (head + '2, "x": "' + "y" * 900_000 + '"}').encode()
        c["too-big-for-a-file-of-ours"] = lambda o, f: (
            head + '2, "x": "' + "y" * 5_000_000 + '"}'
        ).encode()
        c["repeated-key"] = lambda o, f: o[:-1] + b',"version":2}'
        c["not-an-object"] = lambda o, f: b"[1, 2, 3]"
        c["edited-not-resealed"] = lambda o, f: o.replace(b'"normal"', b'"hard"', 1)
        c["from-another-installation"] = lambda o, f: _sealed_elsewhere(kind, f)
        c["newer-version"] = lambda o, f: resealed(kind, f, lambda d: d.update(version=9))
        if kind == "save":
            c["wrong-type-level"] = lambda o, f: resealed(kind, f, lambda d: d.update(level=5))
            c["wrong-type-hands"] = lambda o, f: resealed(kind, f, lambda d: d.update(hands="x"))
            c["wrong-type-score"] = lambda o, f: resealed(
                kind, f, lambda d: d["summary"].update(scores=["0", 0])
            )
            c["forged-rules-old-seal"] = lambda o, f: _edited(
                o, lambda d: d["rules"].update(knock_limit=100, target_score=1)
            )
            c["unknown-level"] = lambda o, f: resealed(kind, f, lambda d: d.update(level="godlike"))
        else:
            c["wrong-type-count"] = lambda o, f: resealed(
                kind, f, lambda d: d["levels"]["hard"].update(games_lost="1")
            )
            c["wrong-type-bool"] = lambda o, f: resealed(
                kind, f, lambda d: d["levels"]["hard"].update(games_lost=True)
            )
            c["huge-count"] = lambda o, f: resealed(
                kind, f, lambda d: d["levels"]["hard"].update(games_lost=10**14)
            )
            c["wrong-type-ledger"] = lambda o, f: resealed(
                kind, f, lambda d: d["ledger"][0].update(hands="2")
            )
    return c


def _flip(data: bytes, pos: int, bit: int) -> bytes:
    pos = min(pos, len(data) - 1)
    return data[:pos] + bytes([data[pos] ^ (1 << bit)]) + data[pos + 1 :]


def _set(data: bytes, pos: int, value: int) -> bytes:
    pos = min(pos, len(data) - 1)
    if data[pos] == value:
        value ^= 0x41
    return data[:pos] + bytes([value]) + data[pos + 1 :]


def _edited(original: bytes, change) -> bytes:
    """The good JSON file changed by ``change(doc)``, its old seal left as it was."""
    doc = json.loads(original)
    change(doc)
    return json.dumps(doc).encode()


def _sealed_elsewhere(kind: str, folder: GoodFolder) -> bytes:
    other = good_folder(folder.path / "elsewhere")
    return other.file(kind).read_bytes()


MATRIX = [(kind, name) for kind in FILES for name in cases(kind)]


def place(folder: GoodFolder, kind: str, name: str):
    """Damage the file; returns a check that the original was kept unchanged."""
    path = folder.file(kind)
    original = path.read_bytes()
    made = cases(kind)[name](original, folder)
    path.unlink()
    if made == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
        return lambda kept: kept.is_dir() and (kept / "inside.txt").read_text() == "kept"
    if made == "fifo":
        os.mkfifo(path)
        return lambda kept: stat.S_ISFIFO(os.lstat(kept).st_mode)
    if made == "big":
        with open(path, "wb") as f:
            f.write(original)
            f.truncate(BIG)
        return lambda kept: (
            kept.stat().st_size == BIG and kept.open("rb").read(len(original)) == original
        )
    if isinstance(made, tuple):
        if made[1] == "good-copy":
            (folder.path / "good-copy").write_bytes(original)
        os.symlink(made[1], path)
        return lambda kept: kept.is_symlink() and os.readlink(kept) == made[1]
    path.write_bytes(made)
    return lambda kept: kept.read_bytes() == made


@pytest.mark.parametrize("kind, name", MATRIX, ids=[f"{k}-{n}" for k, n in MATRIX])
def test_a_hostile_file_is_set_aside_with_a_message_and_nothing_else_is_lost(
    qtbot, tmp_path, kind, name
):
    folder = good_folder(tmp_path / "data")
    original = folder.file(kind).read_bytes()
    kept_as_it_was = place(folder, kind, name)
    path = folder.file(kind)

    # What app.main does: lock the folder (log, leftovers), settings, window, resume.
    opened = open_data_folder(folder.path)
    try:
        w = open_window(qtbot, Settings(folder.path), size=None)
        # The computer waits: a deal in which it took the upcard and went gin at once
        # would add a hand to the statistics this test compares.
        w.controller.holdWorker()
        w.start_or_resume()

        # It says what happened, once, naming the file and where the original went.
        qtbot.waitUntil(lambda: w.current_box is not None)
        assert len(w.notices) == 1, w.notices
        kept = list(path.parent.glob(path.name + ".corrupt-*"))
        assert len(kept) == 1
        assert str(path) in w.notices[0] and str(kept[0]) in w.notices[0]
        assert kept_as_it_was(kept[0])
        assert not (folder.path / "PWNED").exists()  # no stored object was ever unpickled
        assert "Errno" not in w.notices[0] and ".." not in w.notices[0].replace(str(kept[0]), "")

        # Nothing else is lost.
        if kind != "settings":
            assert folder.settings_are_good()
        if kind == "save":
            # The counted game in the save cannot go on: lost, said in the same message.
            assert "counts as lost" in w.notices[0]
            lost = copy.deepcopy(folder.stats)
            lost.record_game("normal", 1, (0, 0), 0)
            assert w.keeper.stats.levels == lost.levels
        elif kind != "stats":
            assert w.keeper.stats == folder.stats
        else:
            assert w.keeper.stats.levels == {}  # starts again from zero
        w.current_box.buttons()[0].click()
        if kind != "save":  # the game in progress is offered, as it was
            assert w.controller.match is None  # waiting for the answer
            qtbot.waitUntil(lambda: w.resume_box is not None and w.current_box is w.resume_box)
            w.resume_box.resume_button.click()
            assert w.controller.match.record() == folder.record
        else:
            assert w.resume_box is None and w.controller.match.hand_number == 1
        # The game goes on.
        assert w.controller.match.legal_actions() or w.controller.match.to_act is None
        w.close()
        assert w.keeper.flush()
    finally:
        opened.close()
    assert (folder.path / "ginrummy.log").read_text(encoding="utf-8").count(".corrupt-") >= 1
    good = folder.path / "good-copy"
    assert not good.exists() or good.read_bytes() == original  # a link's target untouched


def test_the_matrix_is_complete():
    """Every kind of damage the game must survive is in the matrix, for each file."""
    for kind in FILES:
        names = set(cases(kind))
        for needed in (
            "truncated-0",
            "bit-flip-0",
            "deep-nesting",
            "huge-number",
            "huge-string",
            "nan",
            "non-utf8",
            "empty",
            "directory",
            "fifo",
            "device-symlink",
            "dangling-symlink",
            "looping-symlink",
            "pickled-variant",
            "200-MB",
        ):
            assert needed in names, (kind, needed)
        assert any(n.startswith("wrong-type") for n in names), kind
    assert len(MATRIX) >= 130
