"""Run on its own under an 800×600 offscreen screen (``QT_QPA_PLATFORM=offscreen:configfile``):
opens every top-level window of the game and prints, as JSON, the screen's available
geometry and the frame of every window and of every visible button in it, in screen
coordinates. ``tests/views/test_windows_fit.py`` reads the figures.

Usage: python small_screen.py DATA_DIR
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QApplication

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller import HUMAN
from ginrummy_desktop.engine import Match, Phase, Rules
from ginrummy_desktop.settings import Settings
from ginrummy_desktop.views import MainWindow


class Opponent:
    level = "normal"

    def __init__(self, seed: int) -> None:
        self.player = make_player("normal", seed=seed)

    def choose(self, view, legal, cancel=None):
        return self.player.choose(view, legal)


def long_game_over(w):
    """The summary of a long game (sixteen hands) that changed every statistic."""
    from ginrummy_desktop.controller.game_summary import summarise
    from ginrummy_desktop.engine import HandResult
    from ginrummy_desktop.persistence import LevelStats
    from ginrummy_desktop.views.game_over import GameOverDialog

    results = tuple(
        HandResult(n, "knock", n % 2, 7, 0, knocker=n % 2, scores_after=(7 * n, 7 * n))
        for n in range(1, 17)
    )
    after = LevelStats(*(n + 1 for n in range(14)))
    return GameOverDialog(summarise(results, Rules(), 0), "normal", LevelStats(), after, 300, w)


def settle(app: QApplication, rounds: int = 30) -> None:
    for _ in range(rounds):
        app.processEvents()


def global_rect(widget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def measure(widget) -> dict:
    frame = widget.frameGeometry()
    buttons = [
        {
            "text": b.text(),
            "rect": global_rect(b).getRect(),
        }
        for b in widget.findChildren(QAbstractButton)
        if b.isVisible() and b.window() is widget
    ]
    return {
        "class": type(widget).__name__,
        "title": widget.windowTitle(),
        "frame": frame.getRect(),
        "min": (widget.minimumSizeHint().width(), widget.minimumSizeHint().height()),
        "buttons": buttons,
    }


def main(data_dir: str) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = Settings(data_dir)
    settings.animation_speed = "off"
    settings.sound = False
    settings.guide_done = True
    w = MainWindow(settings)
    w.controller.setPaceMs(0)
    w.show()
    settle(app)
    c = w.controller
    # A short game (to 10 points) played to its end by two computers: every dialog has
    # something to show, the game-over summary too.
    c.start(Match(Rules(target_score=10), seed=5), opponent=Opponent(7))
    pilot = make_player("normal", seed=8)
    for _ in range(6):
        while c.match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            settle(app, 5)
            if not c.thinking and c.match.to_act == HUMAN:
                c.play(pilot.choose(c.match.view(HUMAN), c.match.legal_actions()))
        if c.match.phase is Phase.GAME_OVER:
            break
        c.nextHand()
    settle(app)
    opened = []

    def show(make):
        before = set(app.topLevelWidgets())
        make()
        settle(app)
        for top in app.topLevelWidgets():
            if top.isVisible() and top is not w and (top not in before or top.isActiveWindow()):
                opened.append(measure(top))
        for top in app.topLevelWidgets():
            if top is not w and top.isVisible():
                top.hide()
        settle(app)

    show(w.show_result)
    show(w.show_game_over)
    show(w.show_scores)
    show(w.show_stats)
    show(w.show_history)
    show(w.review_last_hand)
    show(w.show_rules)
    show(w.show_settings)
    show(w.show_pile_browser)
    show(w.show_about)
    show(lambda: w.show_stats().ask_reset())
    show(lambda: long_game_over(w).open())
    print(
        json.dumps(
            {
                "room": w.screen().availableGeometry().getRect(),
                "main": measure(w),
                "windows": opened,
            }
        )
    )
    w.close()


if __name__ == "__main__":
    main(sys.argv[1])
