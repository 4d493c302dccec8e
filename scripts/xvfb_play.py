#!/usr/bin/env python3
"""Play-test robot: plays whole games in a real X11 window (run it under Xvfb) by mouse —
real ``xdotool`` drags with several motion steps — or by keyboard alone, and captures each
window (``xwd -id``) after every step it takes.

    Xvfb :99 -screen 0 1280x800x24 &
    DISPLAY=:99 .venv/bin/python scripts/xvfb_play.py --mode mouse --out /tmp/play-mouse
    DISPLAY=:99 .venv/bin/python scripts/xvfb_play.py --mode keys --out /tmp/play-keys

The decisions come from the Easy computer player (for the human seat); every move reaches
the game only through X11 input events sent by xdotool, never through the controller. The
robot reads the window's own widget positions to know where to point. Needs xdotool, xwd
(x11-apps) and ImageMagick's convert. Prints one line per move and a summary.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ginrummy_desktop.ai import make_player  # noqa: E402
from ginrummy_desktop.controller import HUMAN  # noqa: E402
from ginrummy_desktop.engine import (  # noqa: E402
    Discard,
    DrawStock,
    EndLayoff,
    Knock,
    LayOff,
    PassUpcard,
    Phase,
    TakeUpcard,
)


def centre(widget, rect=None) -> QPoint:
    r = rect if rect is not None else widget.rect()
    return widget.mapToGlobal(r.center())


class Robot:
    def __init__(self, window, mode: str, out: Path, seed: int, games: int) -> None:
        self.w = window
        self.c = window.controller
        self.mode = mode
        self.out = out
        self.player = make_player("easy", seed=seed)
        self.games_left = games
        self.busy_until = 0.0
        self.last_key = None
        self.moves = 0
        self.shots = 0
        self.stuck = 0
        self.log: list[str] = []
        self.done = False

    # ------------------------------------------------------------------ X11 input
    def x(self, *args: str) -> None:
        subprocess.Popen(["xdotool", *args])
        self.busy_until = time.monotonic() + 0.35

    def drag(self, a: QPoint, b: QPoint, steps: int = 10) -> None:
        cmd = ["mousemove", str(a.x()), str(a.y()), "mousedown", "1"]
        for i in range(1, steps + 1):
            px = a.x() + (b.x() - a.x()) * i // steps
            py = a.y() + (b.y() - a.y()) * i // steps
            cmd += ["sleep", "0.03", "mousemove", str(px), str(py)]
        cmd += ["sleep", "0.05", "mouseup", "1"]
        self.x(*cmd)
        self.busy_until = time.monotonic() + 0.35 + steps * 0.04

    def click(self, p: QPoint) -> None:
        self.x("mousemove", str(p.x()), str(p.y()), "click", "1")

    def key(self, *keys: str, window=None) -> None:
        """Keys to ``window`` (the main window unless a dialog is named)."""
        win = str(int((window or self.w).winId()))
        self.x("windowfocus", "--sync", win, "key", "--delay", "60", *keys)
        self.busy_until = time.monotonic() + 0.3 + 0.08 * len(keys)

    def shoot(self, name: str) -> None:
        """Each visible top-level window on its own (a root capture shows dialogs black)."""
        for top in QApplication.topLevelWidgets():
            if not top.isVisible() or top.windowType().name == "Popup":
                continue
            self.shots += 1
            path = self.out / f"{self.shots:04d}-{name}-{type(top).__name__}.png"
            xwd = subprocess.run(
                ["xwd", "-silent", "-id", str(int(top.winId()))], capture_output=True
            )
            subprocess.run(["convert", "xwd:-", str(path)], input=xwd.stdout)

    # ------------------------------------------------------------------ positions
    def card_point(self, card) -> QPoint:
        v = self.w.table.hand_view
        row = self.w.models.hand.row_of(card)
        item = v.visualRect(self.w.models.hand.index(row, 0))
        local = QPoint(item.left() + min(item.width(), v.card_width) // 2, item.center().y())
        return v.viewport().mapToGlobal(local)

    def hand_point(self) -> QPoint:
        v = self.w.table.hand_view
        return v.viewport().mapToGlobal(v.viewport().rect().center())

    # ------------------------------------------------------------------ one step
    def tick(self) -> None:
        if self.done or time.monotonic() < self.busy_until or self.c.thinking:
            return
        if self.w.table.dealing is not None:
            return  # a press during the deal only skips it: the move would be lost
        QApplication.processEvents()
        guide = self.w.table.guide
        if guide.bubble.isVisible():
            self.shoot("guide-" + guide.current.key)
            if self.mode == "mouse":
                self.click(centre(guide.bubble.got_it))
            else:
                self.key("space")
            return
        box = self.w.new_game_box
        if self.w.game_over_dialog is not None and self.w.game_over_dialog.isVisible():
            self.shoot("game-over")
            self.games_left -= 1
            dlg = self.w.game_over_dialog
            if self.games_left <= 0:
                self.done = True
                QTimer.singleShot(500, QApplication.quit)
                return
            if self.mode == "mouse":
                self.click(centre(dlg.again_button))
            else:
                self.key("Return", window=dlg)
            return
        if box is not None and box.isVisible():
            return
        rd = self.w._result_dialog
        if rd is not None and rd.isVisible():
            self.shoot("result")
            if self.mode == "mouse":
                self.click(centre(rd.next_button))
            else:
                self.key("Return", window=rd)
            return
        state = self.c.state
        m = self.c.match
        if m.phase is Phase.HAND_OVER or m.phase is Phase.GAME_OVER:
            return  # the result dialog comes by itself
        if m.to_act != HUMAN:
            return
        key = (m.hand_number, len(state.moves), state.knock, m.phase)
        if key == self.last_key:
            self.stuck += 1
            if self.stuck > 40:
                self.log.append(f"stuck at {key}: {state.status}")
                self.done = True
                QApplication.quit()
            return
        self.stuck = 0
        self.last_key = key
        action = self.player.choose(m.view(HUMAN), m.legal_actions())
        self.moves += 1
        self.log.append(f"{m.hand_number}: {action}")
        print(f"hand {m.hand_number} move {self.moves}: {action}", flush=True)
        (self.by_mouse if self.mode == "mouse" else self.by_keys)(action, state)

    def by_mouse(self, action, state) -> None:
        t = self.w.table
        if isinstance(action, PassUpcard):
            self.click(centre(t.pass_button))
        elif isinstance(action, TakeUpcard):
            self.drag(centre(t.pile_view, t.pile_view.card_rect().toRect()), self.hand_point())
        elif isinstance(action, DrawStock):
            self.drag(centre(t.stock_view, t.stock_view.card_rect().toRect()), self.hand_point())
        elif isinstance(action, Knock):
            if not state.knock.active:
                self.click(centre(t.knock_button))
                self.last_key = None
                self.moves -= 1
            elif state.knock.card != action.card:
                self.click(self.card_point(action.card))  # one click picks it
                self.last_key = None
                self.moves -= 1
            else:
                self.click(centre(t.confirm_button))
        elif isinstance(action, Discard):
            self.drag(
                self.card_point(action.card), centre(t.pile_view, t.pile_view.card_rect().toRect())
            )
        elif isinstance(action, LayOff):
            mv = t.melds_view
            rect = mv.visualRect(self.w.models.melds.index(action.meld_index, 0))
            self.drag(self.card_point(action.card), mv.viewport().mapToGlobal(rect.center()))
        elif isinstance(action, EndLayoff):
            self.click(centre(t.done_button))

    def by_keys(self, action, state) -> None:
        t = self.w.table
        hand = self.w.models.hand
        if isinstance(action, PassUpcard):
            self.key("p")
        elif isinstance(action, TakeUpcard):
            self.key("u")
        elif isinstance(action, DrawStock):
            self.key("s")
        elif isinstance(action, (Discard, Knock, LayOff)):
            row = hand.row_of(action.card)
            now = t.hand_view.currentIndex().row()
            steps = (
                ["Home"] + ["Right"] * row
                if now < 0
                else (["Right"] * (row - now) if row >= now else ["Left"] * (now - row))
            )
            if isinstance(action, Knock):
                self.key("k", *steps, "Return", "Return")
            elif isinstance(action, LayOff):
                self.key("l") if state.layoff_plan else self.key(*steps, "Return")
            else:
                self.key(*steps, "Return")
        elif isinstance(action, EndLayoff):
            self.key("d")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mode", choices=("mouse", "keys"), default="mouse")
    ap.add_argument("--out", default="/tmp/ginrummy-play")
    ap.add_argument("--seed", type=int, default=31, help="the robot's own choices")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--target", type=int, default=None, help="play games to this score")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    from ginrummy_desktop.i18n.translator import LanguageSwitcher
    from ginrummy_desktop.settings import Settings
    from ginrummy_desktop.views import MainWindow

    settings = Settings(tempfile.mkdtemp(prefix="ginrummy-xplay-"))
    settings.language = args.lang
    settings.animation_speed = "fast"
    if args.target:
        settings.target_score = args.target
    if args.lang != "en":
        app.language_switcher = LanguageSwitcher(app)
        app.language_switcher.set_language(args.lang)
    w = MainWindow(settings)  # a first start: the guide is on
    width, height = (int(v) for v in args.size.split("x"))
    w.resize(width, height)
    w.move(0, 0)
    w.show()
    w.start_or_resume()  # a new game dealt from the folder's secret: it counts
    robot = Robot(w, args.mode, out, args.seed, args.games)
    timer = QTimer()
    timer.setInterval(120)
    timer.timeout.connect(robot.tick)
    timer.start()
    # The first capture once the table is painted and the frame has reached the X server
    # (a capture taken before that shows an unpainted, black window).
    w.table.firstPainted.connect(lambda: QTimer.singleShot(200, lambda: robot.shoot("start")))
    started = time.monotonic()
    QTimer.singleShot(30 * 60 * 1000, app.quit)
    app.exec()
    stats = w.keeper.stats
    print(
        f"{robot.moves} moves by {args.mode} in {time.monotonic() - started:.0f} s; "
        f"{robot.shots} window captures in {out}"
    )
    print("statistics:", {k: (v.games_won, v.games_lost) for k, v in stats.levels.items()})
    for line in robot.log[-3:]:
        print(line)
    w.close()
    return 0 if robot.games_left <= 0 else 1


if __name__ == "__main__":
    sys.exit(main())
