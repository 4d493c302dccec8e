"""The data folder's lock is the operating system's and dies with its holder: what the lock
file holds never stops the game; a folder whose lock cannot be taken is not written at all;
the command line cannot split one folder in two or go around the lock."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from full_disk import full_disk  # noqa: F401 - the fixture (tests/support)
from table_fixtures import open_window, wait_for_computer  # tests/support

from ginrummy_desktop import app
from ginrummy_desktop.data_folder import LOCK_NAME, AlreadyOpen, open_data_folder

ROOT = Path(__file__).resolve().parents[2]
MACHINE = "0123456789abcdef0123456789abcdef"  # not this machine's id


def everything(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.fixture
def live_python():
    """A running Python process that is not the game (a reused process id)."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield proc.pid
    proc.kill()
    proc.wait()


LOCK_CONTENTS = {
    "empty": lambda pid: b"",
    "garbage": lambda pid: b"garbage\x00\xff\n",
    "one-line": lambda pid: b"12345",
    "crlf": lambda pid: b"999999\r\nginrummy-desktop\r\nhost\r\n",
    "other-machine": lambda pid: f"{pid}\nginrummy-desktop\nelsewhere\n{MACHINE}\n".encode(),
    "reused-pid": lambda pid: f"{pid}\npython3\n{os.uname().nodename}\n".encode(),
}


@pytest.mark.parametrize("content", LOCK_CONTENTS, ids=list(LOCK_CONTENTS))
def test_whatever_the_lock_file_holds_never_stops_the_game(tmp_path, live_python, content):
    data = tmp_path / "data"
    data.mkdir()
    (data / LOCK_NAME).write_bytes(LOCK_CONTENTS[content](live_python))
    folder = open_data_folder(data)
    try:
        assert folder.lock is not None and folder.lock.isLocked()
        # ... and it is a real lock: a second copy is told the folder is open.
        with pytest.raises(AlreadyOpen) as err:
            open_data_folder(data)
        assert err.value.pid == os.getpid()
    finally:
        folder.close()
    again = open_data_folder(data)  # released with its holder
    assert again.lock is not None
    again.close()


def test_a_full_disk_still_locks_the_folder_one_copy_at_a_time(full_disk):  # noqa: F811
    data = full_disk.root / "data"
    data.mkdir()
    full_disk.fill()
    first = open_data_folder(data)
    try:
        if first.lock is None:  # could not even make the lock file: nothing is written
            assert first.write_problem is not None
            return
        with pytest.raises(AlreadyOpen):
            open_data_folder(data)  # a second copy, while the disk is full
    finally:
        first.close()


def test_a_folder_whose_lock_cannot_be_taken_is_not_written_at_all(qtbot, tmp_path, monkeypatch):
    import errno

    from ginrummy_desktop import data_folder
    from ginrummy_desktop.settings import Settings

    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_bytes(b"")  # damaged: would be set aside if it could

    def no_lock(_path):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(data_folder, "take_lock", no_lock)
    before = everything(data)
    folder = open_data_folder(data)
    try:
        assert not folder.writable
        w = open_window(qtbot, Settings(data), start=True, size=None)
        c = w.controller
        for _ in range(4):
            wait_for_computer(qtbot, c)
            if c.match.to_act == 0 and c.match.legal_actions():
                c.play(c.match.legal_actions()[0])
        qtbot.waitUntil(lambda: w.current_box is not None)
        assert any("disk that holds the folder" in n and "full" in n for n in w.notices)
        w.close()
        assert w.keeper.flush()
    finally:
        folder.close()
    assert everything(data) == before  # no key, save, statistics, settings, log or lock
    assert sorted(p.name for p in data.iterdir()) == ["settings.ini"]


def test_an_empty_data_dir_is_refused_with_a_message(capsys):
    with pytest.raises(SystemExit) as err:
        app.parse_args(["--data-dir", ""])
    assert err.value.code == 2
    assert "--data-dir" in capsys.readouterr().err


def test_a_screenshot_respects_the_lock_of_a_running_game(tmp_path):
    data = tmp_path / "data"
    holder = open_data_folder(data)  # the running game
    try:
        before = everything(data)
        rc = subprocess.run(
            [
                sys.executable,
                "-m",
                "ginrummy_desktop",
                "--screenshot",
                str(tmp_path / "x.png"),
                "--data-dir",
                str(data),
                "--level",
                "hard",
                "--lang",
                "lt",
            ],
            cwd=ROOT,
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert rc.returncode == 1 and "in use" in rc.stderr
        assert everything(data) == before and not (tmp_path / "x.png").exists()
    finally:
        holder.close()


def test_quitting_on_a_full_disk_is_one_message_and_exit_0(qtbot, capfd, monkeypatch, full_disk):  # noqa: F811
    import logging

    from PySide6.QtCore import QTimer

    from ginrummy_desktop.views import MainWindow

    data = full_disk.root / "data"
    seen = {}
    real_start = MainWindow.start_or_resume

    def start_then_quit_on_a_full_disk(window, seed=None):
        real_start(window, seed)
        c = window.controller

        def quit_when_saved():
            if window.current_box is not None:
                window.current_box.buttons()[0].click()
            if c.match is None or c.thinking or not window.keeper.flush():
                QTimer.singleShot(20, quit_when_saved)
                return
            if c.match.to_act == 0 and "save" not in seen:
                c.play(c.match.legal_actions()[0])
                window.keeper.flush()
                seen["save"] = (data / "current-game.json").read_bytes()
                full_disk.fill()
                for n in range(200):  # the log fills the last bytes, then fails
                    logging.getLogger("ginrummy_desktop.test").warning("line %d %s", n, "x" * 200)
                window.settings.card_back = "red" if window.settings.card_back != "red" else "blue"
                if c.match.to_act == 0 and c.match.legal_actions():
                    c.play(c.match.legal_actions()[0])  # this save cannot be written
                window.close()
                return
            QTimer.singleShot(20, quit_when_saved)

        QTimer.singleShot(0, quit_when_saved)

    monkeypatch.setattr(MainWindow, "start_or_resume", start_then_quit_on_a_full_disk)
    status = app.main(["--data-dir", str(data), "--level", "easy"])
    err = capfd.readouterr().err
    assert status == 0, err
    assert "Traceback" not in err and "Logging error" not in err and "could not start" not in err
    lines = [line for line in err.splitlines() if "ginrummy-desktop:" in line]
    assert len(lines) == 1 and "could not be written" in lines[0], err
    full_disk.free()
    assert (data / "current-game.json").read_bytes() == seen["save"]  # whole, as last saved
    again = open_data_folder(data)  # the lock was released
    assert again.lock is not None
    again.close()


def test_opening_a_folder_clears_only_the_games_own_leftovers(tmp_path):
    """``--data-dir`` may name a folder that holds a player's own files."""
    data = tmp_path / "data"
    data.mkdir()
    theirs = [".thesis.draft01.tmp", ".report.txt.swp_abcdef.tmp", ".write-test.mydata"]
    ours = [".current-game.json.k2j4x_9a.tmp", ".secret.key.abcdefgh.tmp"]
    ours += [".settings.ini.q1w2e3r4.tmp", ".hand-history.json.zzzzzzzz.tmp"]
    for name in theirs + ours:
        (data / name).write_text("x")
    folder = open_data_folder(data)
    try:
        left = {p.name for p in data.iterdir()}
        assert set(theirs) <= left
        assert not set(ours) & left
    finally:
        folder.close()
