"""One copy of the game per data folder: a second start on a folder in use says so and
touches nothing there; a lock left by a copy that was killed is taken over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from ginrummy_desktop import app
from ginrummy_desktop.data_folder import LOCK_NAME, AlreadyOpen, open_data_folder

ROOT = Path(__file__).resolve().parents[2]


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


@pytest.fixture
def first_copy(tmp_path):
    """The game itself (``python -m ginrummy_desktop``) running on ``tmp_path/data``."""
    data = tmp_path / "data"
    proc = subprocess.Popen(
        [sys.executable, "-m", "ginrummy_desktop", "--data-dir", str(data), "--level", "easy"],
        cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while not (data / "current-game.json").exists():  # up, and its first save written
        assert proc.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)
    time.sleep(0.5)  # its first moves are written; it now waits for the player
    yield proc, data
    if proc.poll() is None:
        proc.kill()
        proc.wait()


def test_a_second_copy_says_the_game_is_open_elsewhere_and_touches_nothing(
    qtbot, monkeypatch, first_copy
):
    proc, data = first_copy
    told = []
    monkeypatch.setattr(  # the box would wait for a click
        QMessageBox, "information", staticmethod(lambda parent, title, text: told.append(text))
    )
    before = snapshot(data)
    assert app.main(["--data-dir", str(data)]) == 3
    assert len(told) == 1 and "already open" in told[0] and str(data) in told[0]
    assert snapshot(data) == before  # nothing read as damaged, nothing written, no log line
    assert proc.poll() is None  # the first copy plays on
    with pytest.raises(AlreadyOpen) as err:
        open_data_folder(data)
    assert err.value.pid == proc.pid


def test_the_lock_of_a_killed_copy_is_taken_over(first_copy):
    proc, data = first_copy
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert (data / LOCK_NAME).exists()  # left behind by the killed copy
    folder = open_data_folder(data)
    try:
        assert folder.lock is not None and folder.lock.isLocked()
    finally:
        folder.close()
    assert not (data / LOCK_NAME).exists()


def test_help_about_says_where_the_log_is(qtbot, tmp_path):
    from ginrummy_desktop.settings import Settings
    from ginrummy_desktop.views import MainWindow

    w = MainWindow(Settings(tmp_path))
    qtbot.addWidget(w)
    w.show_about()
    box = next(b for b in w.findChildren(QMessageBox) if b.windowTitle() == "About Gin Rummy")
    assert str(tmp_path / "ginrummy.log") in box.informativeText()
    box.close()
    w.close()
