"""Every window and dialog opens within the screen it is on: on an 800×600 screen no
button is out of reach (the History, Review, Statistics and Rules windows used to open
larger than the screen, their buttons off it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "support" / "small_screen.py"
EXPECTED = {
    "ResultDialog",
    "GameOverDialog",
    "ScoresDialog",
    "StatsDialog",
    "HistoryDialog",
    "ReviewWindow",
    "RulesDialog",
    "SettingsDialog",
    "PileBrowser",
    "QMessageBox",
}


def _inside(room, rect) -> bool:
    rx, ry, rw, rh = room
    x, y, w, h = rect
    return x >= rx and y >= ry and x + w <= rx + rw and y + h <= ry + rh


def test_every_window_and_its_buttons_fit_an_800_by_600_screen(tmp_path):
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps({"screens": [{"name": "small", "x": 0, "y": 0, "width": 800, "height": 600}]})
    )
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(tmp_path / "data")],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    room = report["room"]
    assert room[2:] == [800, 600]
    windows = [report["main"], *report["windows"]]
    assert {w["class"] for w in report["windows"]} >= EXPECTED
    problems = []
    for win in windows:
        if not _inside(room, win["frame"]):
            problems.append(f"{win['class']} ({win['title']}) at {win['frame']}")
        if win["min"][0] > room[2] or win["min"][1] > room[3]:
            problems.append(f"{win['class']} cannot shrink below {win['min']}")
        for b in win["buttons"]:
            if not _inside(room, b["rect"]):
                problems.append(f"{win['class']}: button {b['text']!r} at {b['rect']}")
    assert not problems, "\n".join(problems)
