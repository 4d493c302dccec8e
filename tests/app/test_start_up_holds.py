"""What start-up holds back until the table is first on screen (``start_up``): the card
sounds, the computer's first decision and the garbage collector all wait for the first
paint, and all come back after it — or after a while if the window is never painted."""

from __future__ import annotations

import gc
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from table_deals import deal  # tests/support

from ginrummy_desktop import sound, start_up
from ginrummy_desktop.app import create_window, parse_args
from ginrummy_desktop.controller import COMPUTER, HUMAN
from ginrummy_desktop.engine import PassUpcard
from ginrummy_desktop.resources import ICON_SIZES

HANDS = ("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D")


def test_a_held_sound_player_plays_on_release():
    p = sound.SoundPlayer(True, 70, held=True)  # the tests' silent output
    p.play("deal")
    assert p._thread is None and not p.wait_idle()  # nothing runs yet: not idle either
    p.release()
    assert p.wait_idle()
    assert p.played == ["deal"]
    p.shutdown()


def test_switching_sounds_off_while_held_forgets_what_waited():
    p = sound.SoundPlayer(True, 70, held=True)  # the tests' silent output
    p.play("deal")
    p.set_enabled(False)
    assert p.wait_idle()
    p.release()
    assert p.wait_idle() and p.played == []
    p.shutdown()


def test_a_held_worker_answers_only_after_release(qtbot, controller, script):
    c = controller
    c.holdWorker()
    # The human deals, so the computer decides the first upcard.
    c.start(deal(*HANDS, dealer=HUMAN), opponent=script(PassUpcard()))
    assert c.match.to_act == COMPUTER and c.thinking
    qtbot.wait(150)
    assert c.match.to_act == COMPUTER and c.thinking  # still waiting: held
    c.releaseWorker()
    qtbot.waitUntil(lambda: c.match.to_act != COMPUTER, timeout=3000)


def test_the_worker_thread_starts_with_the_first_request(qtbot, controller, script):
    c = controller
    assert not c.tasks.running("game")
    c.start(deal(*HANDS, dealer=HUMAN), opponent=script(PassUpcard()))
    assert c.tasks.running("game")
    assert c.shutdown()
    assert not c.tasks.running("game")


def test_the_first_paint_releases_everything(qtbot, tmp_path):
    assert gc.isenabled()
    _app, _settings, w = create_window(parse_args(["--data-dir", str(tmp_path)]))
    qtbot.addWidget(w)
    try:
        assert not gc.isenabled()  # paused while the window is built
        assert w.sound._held and w.controller.tasks.held
        with qtbot.waitSignal(w.table.firstPainted, timeout=3000):
            w.show()
        assert gc.isenabled()
        assert gc.get_freeze_count() > 0  # what start-up made is out of the collector's way
        assert not w.sound._held
        # The computer's first decision waits for the end of the paint under way.
        qtbot.waitUntil(lambda: not w.controller.tasks.held, timeout=3000)
        qtbot.waitUntil(lambda: not QApplication.instance().windowIcon().isNull())
        icon = QApplication.instance().windowIcon()
        assert {s.width() for s in icon.availableSizes()} == set(ICON_SIZES)
    finally:
        start_up.resume_collection()
        w.controller.shutdown()
        w.close()


def test_a_window_never_painted_gets_everything_back(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(start_up, "LATEST_RESUME_MS", 50)
    _app, _settings, w = create_window(parse_args(["--data-dir", str(tmp_path)]))
    qtbot.addWidget(w)
    try:
        assert not gc.isenabled()
        qtbot.waitUntil(gc.isenabled, timeout=2000)
        assert not w.isVisible()
        assert not w.sound._held
        qtbot.waitUntil(lambda: not w.controller.tasks.held, timeout=2000)
    finally:
        start_up.resume_collection()
        w.controller.shutdown()
        w.close()


def test_a_collector_turned_off_elsewhere_stays_off():
    gc.disable()
    try:
        start_up.pause_collection()
        start_up.resume_collection()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_screenshot_run_holds_nothing_back(qtbot, tmp_path):
    """It plays its scene before anything is painted: a held worker would make it wait."""
    args = parse_args(["--data-dir", str(tmp_path), "--screenshot", str(tmp_path / "x.png")])
    _app, _settings, w = create_window(args)
    qtbot.addWidget(w)
    try:
        assert gc.isenabled() and not w.controller.tasks.held
    finally:
        w.controller.shutdown()
        w.close()


# A fresh interpreter starts the game as the launcher does (``python -m ginrummy_desktop``)
# and, once the window is up, reports the order in which modules were first imported.
LAUNCH = r"""
import os, sys, threading
def report():
    print(" ".join(sys.modules), flush=True)
    os._exit(0)
threading.Timer(float(sys.argv[2]), report).start()
from ginrummy_desktop.app import main
main(["--data-dir", sys.argv[1]])
"""


@pytest.mark.slow  # a fresh interpreter importing Qt
def test_the_launcher_imports_in_the_order_start_up_wants(tmp_path):
    """The launcher imports the engine and the files before PySide6, so the standard
    modules they bring are loaded when ``start_up.spare_feature_scan`` runs; the hand
    history's modules follow the first paint."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", LAUNCH, str(tmp_path), "4"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    order = out.stdout.split()
    assert "ginrummy_desktop.views.main_window" in order  # the window was built
    qt = order.index("PySide6.QtCore")
    for name in start_up.PURE_LAYERS:
        assert order.index(name) < qt, name
    # No hand has ended yet: what the first one's end needs came after the first paint.
    for name in start_up.FIRST_HAND_END:
        assert name in order, name


FEATURE_IMPORT = re.compile(r"^\s*(from __feature__ import|import __feature__)", re.M)


def test_no_module_of_the_game_selects_a_pyside_feature():
    """``spare_feature_scan`` records the game's modules at PySide6's default feature
    selection: true only while none of them imports ``__feature__``."""
    for path in Path(start_up.__file__).parent.rglob("*.py"):
        assert not FEATURE_IMPORT.search(path.read_text(encoding="utf-8")), path.name


SCAN = r"""
import sys
from ginrummy_desktop import start_up
start_up.import_pure_layers()
import PySide6.QtCore
feature = sys.modules["shibokensupport.feature"]
read = []
scan = feature._mod_uses_pyside
def counting(module):
    read.append(module.__name__)
    return scan(module)
feature._mod_uses_pyside = counting
start_up.spare_feature_scan()
import ginrummy_desktop.views  # the Qt side: the window's modules
table = feature.pyside_feature_dict
print(table["ginrummy_desktop.views.hand_view"], table["ginrummy_desktop.engine.melds"])
print(" ".join(n for n in read if n.startswith("ginrummy_desktop")) or "-")
"""


@pytest.mark.slow  # a fresh interpreter importing Qt
def test_the_feature_scan_reads_none_of_the_games_modules():
    """After ``spare_feature_scan`` PySide6's import hook reads no module of the game: they
    are all at the default selection (0), imported before it or after."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", SCAN], env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    selections, read = out.stdout.splitlines()
    assert selections == "0 0"
    assert read == "-"
