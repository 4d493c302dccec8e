"""Start-up time: from a fresh interpreter to the first painted table, against a bare
PySide6 window doing the same.

Each run is a new process (so imports count, as they do for a player); both report the
moment their window's first paint event has been handled, measured from process start.

    .venv/bin/python benchmarks/startup.py [--runs 25]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import sys, time
t0 = float(sys.argv[1])
from PySide6.QtCore import QObject, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication([])
w = QMainWindow()
w.setCentralWidget(QLabel("Gin Rummy"))
w.resize(1280, 800)
class Painted(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print(time.time() - t0), app.quit()))
            obj.removeEventFilter(self)
        return False
f = Painted()
w.centralWidget().installEventFilter(f)
w.show()
app.exec()
"""

# In the launcher's order: the game imports PySide6 itself, after what needs no Qt
# (``start_up.import_pure_layers``); the probe's own Qt imports come once the window exists.
GAME = r"""
import sys, time
t0 = float(sys.argv[1])
from ginrummy_desktop.app import create_window, parse_args
app, settings, window = create_window(parse_args(["--data-dir", sys.argv[2]]))
from PySide6.QtCore import QObject, QEvent, QTimer
window.controller.startGame(7)
class Painted(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print(time.time() - t0), app.quit()))
            obj.removeEventFilter(self)
        return False
f = Painted()
window.table.hand_view.viewport().installEventFilter(f)   # the cards are on screen
window.resize(1280, 800)
window.show()
app.exec()
window.controller.shutdown()
"""


def run(code: str, *extra: str, pycache: str) -> float:
    # A player's install runs from compiled bytecode (pip compiles at install, the bundle
    # ships it), so both sides read theirs from a cache that the warm-up run fills, kept
    # outside the tree, even where the environment says not to write bytecode.
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = pycache
    t0 = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code, repr(t0), *extra],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return float(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=25)
    args = ap.parse_args()
    bare, game = [], []
    with (
        tempfile.TemporaryDirectory(prefix="ginrummy-startup-") as data,
        tempfile.TemporaryDirectory(prefix="ginrummy-pycache-") as pycache,
    ):
        run(BARE, pycache=pycache)  # warm the file and bytecode caches for both
        run(GAME, data, pycache=pycache)
        for _ in range(args.runs):
            bare.append(run(BARE, pycache=pycache))
            game.append(run(GAME, data, pycache=pycache))
    b, g = statistics.median(bare), statistics.median(game)
    print(f"bare PySide6 window: median {b * 1000:.0f} ms over {args.runs} runs")
    print(f"Gin Rummy table:     median {g * 1000:.0f} ms over {args.runs} runs")
    print(
        f"start-up ratio {g / b:.2f}x (goal <= 2x): table {g * 1000:.0f} ms, bare {b * 1000:.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
