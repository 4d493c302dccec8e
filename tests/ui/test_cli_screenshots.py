"""The command line as the README and the packagers use it: --version, and --screenshot for
every scene in a fresh process (a 1280×800 PNG, exit 0; --data-dir keeps writes there)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from ginrummy_desktop import __version__
from ginrummy_desktop.app import SCENES, parse_args


def run_app(*args, cwd=None):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "ginrummy_desktop", *args],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_version_prints_the_package_version():
    out = run_app("--version")
    assert out.returncode == 0 and out.stdout.strip() == __version__


def test_options_parse():
    a = parse_args(["--seed", "4", "--level", "hard", "--lang", "nl", "--data-dir", "x"])
    assert (a.seed, a.level, a.lang, a.data_dir) == (4, "hard", "nl", "x")
    with pytest.raises(SystemExit):
        parse_args(["--scene", "nowhere"])


@pytest.mark.parametrize("scene", SCENES)
def test_screenshot_of_every_scene(tmp_path, scene, qapp):
    png = tmp_path / f"{scene}.png"
    data = tmp_path / "data"
    out = run_app("--data-dir", str(data), "--screenshot", str(png), "--scene", scene)
    assert out.returncode == 0, out.stderr
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1280, 800)
    # Not a blank frame: the felt green and card white are both there.
    colours = {image.pixelColor(x, y).name() for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert len(colours) > 20
    # Everything the app wrote is under --data-dir; a screenshot run keeps no saved game
    # and records no statistics.
    assert not (data / "current-game.json").exists()
    assert not (data / "statistics.json").exists()
