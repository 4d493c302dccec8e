#!/usr/bin/env python3
"""Makes the table's pictures in docs/screenshots/table/: each scene at 800×600 and
1280×800, in English, Lithuanian and Dutch, as NAME_LANG_WxH.png.

    .venv/bin/python scripts/table_screenshots.py [--scenes midhand,knock] [--langs en]
                                                  [--sizes 800x600] [--out DIR]

Scenes: midhand (the table mid-hand with the move log), knock (the knock pick), layoff
(laying off on the computer's melds), result9 (the result after hand 9), gameover (the
game-over summary), guide (the first-game guide on the first turn).

Each scene is reached by playing real moves through the real controller from a seeded game
(an Easy player plays the human seat), offscreen, in a throwaway data folder. The window and
any open dialog are grabbed one by one (``QWidget.grab``) and the dialog is laid centred over
the dimmed window, as the player sees it.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ginrummy_desktop import screenshots  # noqa: E402
from ginrummy_desktop.ai import make_player  # noqa: E402
from ginrummy_desktop.controller import HUMAN  # noqa: E402
from ginrummy_desktop.engine import Knocked, Phase  # noqa: E402
from ginrummy_desktop.vocabulary import LANGS  # noqa: E402

SCENES = ("midhand", "knock", "layoff", "result9", "gameover", "guide")
SIZES = ((800, 600), (1280, 800))


def pump(ms: int = 20) -> None:
    QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, ms)


class Pilot:
    """Plays the human seat with the Easy AI through the controller's public slots."""

    def __init__(self, window, seed: int) -> None:
        self.w = window
        self.c = window.controller
        self.player = make_player("easy", seed=seed)

    def idle(self) -> bool:
        return not self.c.thinking

    def wait(self, timeout: float = 30.0) -> None:
        end = time.monotonic() + timeout
        while not self.idle():
            if time.monotonic() > end:
                raise RuntimeError("the computer did not answer in time")
            pump()

    def until(self, done, max_steps: int = 3000, next_hand: bool = True) -> None:
        c = self.c
        for _ in range(max_steps):
            self.wait()
            pump()
            if done():
                return
            m = c.match
            if m.phase is Phase.HAND_OVER and next_hand:
                c.nextHand()
            elif m.phase is Phase.GAME_OVER:
                raise RuntimeError("the game ended before the scene")
            elif m.to_act == HUMAN:
                action = self.player.choose(m.view(HUMAN), m.legal_actions())
                if not c.play(action):
                    raise RuntimeError(f"the pilot's move {action} was refused")
        raise RuntimeError("the scene was not reached")


def make_window(lang: str, size: tuple[int, int], guide: bool, data_dir: str):
    from ginrummy_desktop.i18n.translator import LanguageSwitcher
    from ginrummy_desktop.settings import Settings
    from ginrummy_desktop.views import MainWindow

    app = QApplication.instance()
    if getattr(app, "language_switcher", None) is None:
        app.language_switcher = LanguageSwitcher(app)
    app.language_switcher.set_language(lang)
    settings = Settings(data_dir)
    settings.language = lang
    settings.animation_speed = "off"
    settings.sound = False
    settings.guide_done = not guide
    # Written to a throwaway folder, so that the statistics count the game-over scene's game.
    w = MainWindow(settings)
    w.controller.setPaceMs(0)
    w.table.animations = False
    w.resize(*size)
    w.show()
    pump()
    return w


def build(window, scene: str):
    """Play to ``scene``; return the dialog to show over the table, if any."""
    c = window.controller
    m = lambda: c.match  # noqa: E731 - a new game makes a new match
    if scene == "guide":  # the very first note, on the first turn
        c.startGame(31)
        Pilot(window, 5).until(lambda: c.state.my_turn)
        window.start_guide()
        pump()
        return None
    if scene == "midhand":
        c.startGame(31)
        Pilot(window, 5).until(
            lambda: c.state.discarding and len(c.state.moves) >= 6 and c.state.drawn_card
        )
        return None
    if scene == "knock":
        c.startGame(12)
        Pilot(window, 3).until(lambda: c.state.discarding and c.state.can_knock)
        c.beginKnock()
        return None
    if scene == "layoff":
        c.startGame(7)
        Pilot(window, 8).until(
            lambda: (
                c.state.laying_off
                and any(isinstance(e, Knocked) and not e.gin for e in m().view(HUMAN).history)
            )
        )
        return None
    if scene == "result9":
        c.setRules(replace(c.rules, target_score=500))
        c.startGame(21)
        Pilot(window, 4).until(lambda: len(c.state.results) >= 9 and c.state.over)
        window.show_result()
        pump()
        return window.result_dialog
    if scene == "gameover":
        # Dealt from the data folder's own secret, like any new game, so that it counts in
        # the statistics the summary shows (the deal differs from run to run).
        c.setRules(replace(c.rules, game_bonuses=True))
        c.newGame()
        Pilot(window, 2).until(lambda: m().phase is Phase.GAME_OVER)
        return window.show_game_over()
    raise ValueError(scene)


def compose(window, dialog) -> QImage:
    for _ in range(6):
        pump()
    return screenshots.compose(window, dialog)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scenes", default=",".join(SCENES))
    ap.add_argument("--langs", default=",".join(LANGS))
    ap.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    ap.add_argument("--out", default=str(ROOT / "docs" / "screenshots" / "table"))
    args = ap.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    for lang in args.langs.split(","):
        for scene in args.scenes.split(","):
            for size in sizes:
                scratch = tempfile.TemporaryDirectory(prefix="ginrummy-shots-")
                window = make_window(lang, size, scene == "guide", scratch.name)
                try:
                    dialog = build(window, scene)
                    path = out / f"{scene}_{lang}_{size[0]}x{size[1]}.png"
                    if not compose(window, dialog).save(str(path), "PNG"):
                        raise RuntimeError(f"could not write {path}")
                    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
                    if dialog is not None:
                        dialog.hide()
                finally:
                    window._closing = True
                    window.controller.shutdown()
                    window.close()
                    window.deleteLater()
                    pump()
                    scratch.cleanup()  # one throwaway data folder per picture, then gone
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
