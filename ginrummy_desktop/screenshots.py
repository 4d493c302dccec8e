"""``--screenshot PATH --scene NAME``: build a scene from a seeded game played forward by the
AI (for both seats), render the window — with the scene's dialog open — to a 1280×800 PNG.

The README's images (``scripts/make_screenshots.sh``) and the tests use it. Scenes are reached
by playing real moves through the real controller, never by poking at the match. A run
writes no saved game and no statistics, and without ``--data-dir`` it keeps its settings in
a throwaway folder, so ``--lang``/``--level`` never change the player's own game.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QEventLoop, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from .cli import SCENES, StartupError
from .controller import HUMAN
from .engine import Knocked, Phase

SIZE = QSize(1280, 800)


class SceneError(RuntimeError):
    """The scene could not be reached (the message says why)."""


def pump(ms: int = 20) -> None:
    QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, ms)


def wait_for(predicate, timeout_s: float = 20.0) -> None:
    end = time.monotonic() + timeout_s
    while not predicate():
        if time.monotonic() > end:
            raise SceneError("the game did not reach the scene in time")
        pump()


class Autopilot:
    """Plays the human seat with an AI player through the controller's public slot."""

    def __init__(self, window, level: str = "easy", seed: int = 11) -> None:
        from .ai import make_player
        from .controller import resolve_level

        self.c = window.controller
        self.player = make_player(resolve_level(level), seed=seed)
        self.human_turns = 0

    def idle(self) -> bool:
        c = self.c
        return not c.thinking and (c.match.to_act == HUMAN or c.match.to_act is None)

    def step(self) -> None:
        """Let the computer move, then make one human move if it is the human's turn."""
        wait_for(self.idle)
        m = self.c.match
        if m.to_act == HUMAN:
            if m.phase is Phase.DISCARD:
                self.human_turns += 1
            action = self.player.choose(m.view(HUMAN), m.legal_actions())
            if not self.c.play(action):
                raise SceneError(f"the autopilot's move {action} was refused")
        pump()


def _play_until(window, pilot: Autopilot, done, max_steps: int = 2000) -> None:
    c = window.controller
    for _ in range(max_steps):
        wait_for(pilot.idle)
        if done():
            return
        if c.match.phase is Phase.HAND_OVER:
            c.nextHand()
            continue
        if c.match.phase is Phase.GAME_OVER:
            c.startGame(c.seed + 1)
            continue
        pilot.step()
    raise SceneError("the scene was not reached within the step limit")


def build_scene(window, scene: str, seed: int) -> QWidget | None:
    """Play ``window``'s controller forward to ``scene``; return the dialog to show, if any."""
    if scene not in SCENES:
        raise SceneError(f"unknown scene {scene!r}: use one of {', '.join(SCENES)}")
    c = window.controller
    c.setPaceMs(0)
    window.table.animations = False
    # A new game's seed is drawn when a game ends (its first fingerprint shows in the log):
    # from the scene's seed here, so that a picture is the same every time.
    c.seed_source = lambda: seed + 1000
    c.startGame(seed)
    pilot = Autopilot(window, seed=seed + 1)
    m = lambda: c.match  # noqa: E731 - the match object changes on a new game

    if scene in ("table", "rules", "settings"):
        # The human's third turn: cards drawn, a discard to choose, the pile has a history.
        _play_until(
            window,
            pilot,
            lambda: m().phase is Phase.DISCARD and m().to_act == HUMAN and pilot.human_turns >= 2,
        )
    elif scene == "layoff":
        # The computer knocked (not gin): the human lays off on its melds.
        _play_until(
            window,
            pilot,
            lambda: (
                m().phase is Phase.LAYOFF
                and m().to_act == HUMAN
                and any(isinstance(e, Knocked) and not e.gin for e in m().view(HUMAN).history)
            ),
        )
    elif scene == "result":
        _play_until(
            window,
            pilot,
            lambda: (
                m().phase in (Phase.HAND_OVER, Phase.GAME_OVER)
                and m().last_result is not None
                and m().last_result.kind != "drawn"
            ),
        )
    elif scene == "scores":
        _play_until(
            window,
            pilot,
            lambda: (
                len(c.results) >= 4
                and m().phase in (Phase.DRAW, Phase.DISCARD)
                and m().to_act == HUMAN
            ),
        )
    elif scene == "stats":
        # Short real games (to 50) against two levels: the statistics of this run alone.
        # The keeper counts nothing here (a screenshot run keeps no record, and a game from
        # a chosen seed never counts), so each finished game is recorded here, the way the
        # keeper records one.
        from dataclasses import replace

        from .persistence import Statistics

        stats = Statistics()
        c.setRules(replace(c.rules, target_score=50))
        for n, level in enumerate(("easy", "easy", "normal")):
            c.setLevel(level)
            c.startGame(seed + n)
            _play_until(window, pilot, lambda: m().phase is Phase.GAME_OVER)
            for result in m().results:
                stats.record_hand(level, result, HUMAN)
            stats.record_game(level, m().winner, m().scores, HUMAN)
        window.keeper.stats = stats
    elif scene in ("history", "review"):
        from .views.review_scenes import play_for_review

        return play_for_review(window, scene, seed, lambda done: _play_until(window, pilot, done))
    pump()

    if scene == "stats":
        return window.show_stats()
    if scene == "rules":
        return window.show_rules()
    if scene == "settings":
        return window.show_settings()
    if scene == "scores":
        return window.show_scores()
    if scene == "result":
        window.show_result()
        return window.result_dialog
    return None


def render(window, dialog: QWidget | None) -> QImage:
    """The window at 1280×800 with ``dialog`` (if any) drawn centred over it, as the
    player would see it."""
    window.resize(SIZE)
    window.show()
    for _ in range(5):
        pump()
    # The focused card is lifted while the hand has the keyboard focus. Whether it has it
    # after the window appears depends on when the platform activates the window, so say it
    # outright: the hand has the focus on the table, an open dialog takes it away.
    hand = window.table.hand_view
    if dialog is None:
        hand.setFocus()
    else:
        hand.clearFocus()
    pump()
    return compose(window, dialog)


def compose(window, dialog: QWidget | None) -> QImage:
    """The window as it is now, with ``dialog`` (if any) centred over it under a plain title
    bar (offscreen windows have no decorations of their own) and the window dimmed."""
    size = window.size()
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#202020"))
    p = QPainter(image)
    p.drawPixmap(0, 0, window.grab())
    if dialog is not None:
        dialog.show()
        pump()
        bar = 28
        dialog.resize(dialog.size().boundedTo(size - QSize(40, bar + 42)))
        pump()
        d = dialog.size()
        p.fillRect(image.rect(), QColor(0, 0, 0, 90))
        top_left = QPoint((size.width() - d.width()) // 2, (size.height() - d.height() + bar) // 2)
        p.fillRect(
            QRect(top_left.x() - 1, top_left.y() - bar, d.width() + 2, d.height() + bar + 1),
            QColor("#3a3f44"),
        )
        p.setPen(QColor("#ffffff"))
        font = QFont(window.font())
        font.setBold(True)
        p.setFont(font)
        p.drawText(
            QRect(top_left.x() + 10, top_left.y() - bar, d.width() - 20, bar),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            dialog.windowTitle(),
        )
        p.drawPixmap(top_left, dialog.grab())
    p.end()
    return image


def screenshot(window, scene: str, path: str, seed: int) -> None:
    dialog = build_scene(window, scene, seed)
    image = render(window, dialog)
    if not image.save(path, "PNG"):
        raise SceneError(f"could not write {path}")
    if dialog is not None:
        dialog.hide()


def take_screenshot(args: argparse.Namespace, create_window) -> int:
    """The ``--screenshot`` run: build the window with ``create_window(args)`` (app.py), render
    the scene, close without saving. Exit status 0, or 1 with a message."""
    with tempfile.TemporaryDirectory(prefix="ginrummy-screenshot-") as scratch:
        folder = None
        if args.data_dir is None:
            args = argparse.Namespace(**vars(args))
            args.data_dir = scratch
        else:
            # A folder of the player's: one copy at a time, like the game itself.
            from .data_folder import AlreadyOpen, open_data_folder

            try:
                folder = open_data_folder(Path(args.data_dir))
            except AlreadyOpen as exc:
                raise StartupError(
                    f"the data folder {exc.folder} is in use by a running copy of the game"
                ) from exc
        try:
            return _take(args, create_window)
        finally:
            if folder is not None:
                folder.close()


def _take(args: argparse.Namespace, create_window) -> int:
    _app, settings, window = create_window(args)
    try:
        screenshot(window, args.scene, args.screenshot, 7 if args.seed is None else args.seed)
    except SceneError as exc:
        raise StartupError(f"cannot show the scene {args.scene!r}: {exc}") from exc
    finally:
        window._closing = True  # a screenshot run writes no saved game and no statistics
        window.controller.shutdown()
        window.close()
        # Written now, while the folder is there: nothing is left to write at exit.
        settings.sync()
    return 0
