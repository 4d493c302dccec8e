"""Does the table stay responsive while the computer thinks?

Runs the real main window and controller (offscreen) with the strongest AI level that exists
playing the computer, and an Easy autopilot playing the human seat from the GUI thread, with
no pacing — so the GUI thread is as busy as it ever gets. A 10 ms QTimer records the interval
between its ticks; a long interval is a stall the player would feel.

    .venv/bin/python benchmarks/ui_stall.py [--decisions 40] [--seed 5]

The last line prints the max and p99 tick interval in ms (goal: max <= 50 ms).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decisions", type=int, default=40, help="computer decisions to watch")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--level", default=None, help="AI level (default: the strongest offered)")
    ap.add_argument(
        "--switch-interval",
        type=float,
        default=None,
        help="set sys.setswitchinterval (s) to compare with Python's default of 0.005",
    )
    args = ap.parse_args()
    if args.switch_interval is not None:
        sys.setswitchinterval(args.switch_interval)

    app = QApplication(sys.argv[:1])
    from ginrummy_desktop.ai import make_player
    from ginrummy_desktop.controller import HUMAN
    from ginrummy_desktop.engine import Phase
    from ginrummy_desktop.settings import Settings
    from ginrummy_desktop.views import MainWindow
    from ginrummy_desktop.vocabulary import LEVELS

    level = args.level or LEVELS[-1]
    settings = Settings(tempfile.mkdtemp(prefix="ginrummy-stall-"))
    settings.level = level
    settings.animation_speed = "off"
    window = MainWindow(settings)
    window.resize(1280, 800)
    window.show()
    c = window.controller
    c.setPaceMs(0)
    human = make_player("easy", seed=args.seed + 1)
    decisions = {"asked": 0, "answered": 0, "was": False}

    def count(state) -> None:
        """A decision is asked when thinking starts and answered when it stops."""
        if state.thinking != decisions["was"]:
            decisions["asked" if state.thinking else "answered"] += 1
            decisions["was"] = state.thinking

    c.stateChanged.connect(count)

    ticks: list[float] = []
    thinking: list[bool] = []  # whether the AI was thinking at each tick

    def on_tick() -> None:
        ticks.append(time.perf_counter())
        thinking.append(c.thinking)

    tick = QTimer()
    tick.setInterval(10)
    tick.timeout.connect(on_tick)

    def drive() -> None:
        """The human's side, on the GUI thread like a real click."""
        if decisions["answered"] >= args.decisions:
            tick.stop()  # what follows (closing the AI's child process) is not play
            app.quit()
            return
        m = c.match
        if c.thinking:
            return
        if m.phase is Phase.HAND_OVER:
            c.nextHand()
        elif m.phase is Phase.GAME_OVER:
            c.startGame(m.seed + 1)
        elif m.to_act == HUMAN:
            c.play(human.choose(m.view(HUMAN), m.legal_actions()))

    driver = QTimer()
    driver.setInterval(15)
    driver.timeout.connect(drive)
    c.startGame(args.seed)
    tick.start()
    driver.start()
    started = time.perf_counter()
    QTimer.singleShot(120_000, app.quit)  # a safety net, never the normal end
    app.exec()
    tick.stop()
    elapsed = time.perf_counter() - started
    c.shutdown()

    gaps = sorted((b - a) * 1000 for a, b in zip(ticks, ticks[1:], strict=False))
    # Gaps wholly inside the AI's thinking (GIL sharing with the worker) apart from those
    # that include the GUI thread's own work on a move (apply, models, repaint).
    inside = sorted(
        (ticks[i + 1] - ticks[i]) * 1000
        for i in range(len(ticks) - 1)
        if thinking[i] and thinking[i + 1]
    )
    if not gaps:
        print("no ticks recorded")
        return 1
    p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
    print(
        f"level {level}: {decisions['answered']} computer decisions in {elapsed:.1f} s, "
        f"{len(gaps)} ticks of a 10 ms timer; median {gaps[len(gaps) // 2]:.1f} ms"
    )
    if inside:
        print(
            f"while the AI thinks: max {inside[-1]:.1f} ms, median "
            f"{inside[len(inside) // 2]:.1f} ms over {len(inside)} gaps"
        )
    print(f"max gap {gaps[-1]:.1f} ms, p99 {p99:.1f} ms")
    return 0 if decisions["answered"] >= args.decisions else 1


if __name__ == "__main__":
    sys.exit(main())
