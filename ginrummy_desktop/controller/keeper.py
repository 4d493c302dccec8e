"""Keeping the game in progress and the statistics on disk (issue 6).

The controller stays about play; this object listens to it. After every change of the match
(either side's action, a deal) the game is saved atomically (``persistence.SaveStore``), at
game over the save is cleared, and each hand's and game's end is recorded in the per-level
statistics (``persistence.StatsStore``) for the level the game is played at.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ..engine import Match, Phase
from ..i18n.texts import fill
from ..persistence import (
    BackgroundWriter,
    FileProblem,
    SaveStore,
    Statistics,
    StatsStore,
    quarantine,
)
from ..settings import LEVELS
from .game_controller import HUMAN, GameController

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


def problem_text(problem: FileProblem, what: str) -> str:
    """One message for a damaged file: which file, what was wrong, what happens now, where
    the damaged copy is. ``what`` is "settings", "save" or "stats"."""
    if what == "settings":
        head = translate(
            "GameKeeper",
            "The settings file could not be used: %1. The game starts with the default settings.",
        )
    elif what == "save":
        head = translate(
            "GameKeeper", "The saved game could not be loaded: %1. A new game starts instead."
        )
    else:
        head = translate(
            "GameKeeper", "The statistics could not be read: %1. They start again from zero."
        )
    text = fill(head, problem.reason)
    if problem.kept_as is not None:
        kept = translate("GameKeeper", "The damaged file was kept as %1.")
        return text + " " + fill(kept, str(problem.kept_as))
    return text + " " + translate("GameKeeper", "The damaged file could not be moved aside.")


def write_problem_text(directory: Path, reason: str) -> str:
    return fill(
        translate(
            "GameKeeper",
            "Nothing can be written in the folder %1 (%2). You can "
            "play on, but the game in progress, the statistics "
            "and the settings will not be kept.",
        ),
        str(directory),
        reason,
    )


class GameKeeper(QObject):
    """Saves after every change, clears at game over, records statistics.

    Signals
    -------
    problem(str key, str text)
        Something the player should be told once: a file could not be written (key
        ``"write"``), a damaged save or statistics file was set aside (``"save"``,
        ``"stats"``). ``text`` is translated.
    statsChanged()
        The statistics changed (a hand or game was recorded, or they were reset).
    """

    problem = Signal(str, str)
    statsChanged = Signal()
    _writeFailed = Signal(object)  # from the writer thread; queued to the GUI thread

    def __init__(
        self, controller: GameController, data_dir: str | Path, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.data_dir = Path(data_dir)
        self.saves = SaveStore(self.data_dir)
        self.stats_store = StatsStore(self.data_dir, known_levels=LEVELS)
        self.persist = True  # off for screenshot runs: nothing is written
        self._saved_progress = None
        self._write_failed = False
        # Saves are written off the GUI thread (an fsync costs 8–12 ms per move here).
        self._writeFailed.connect(self._report_write_failure)
        self.writer = BackgroundWriter(on_error=lambda _path, e: self._writeFailed.emit(e))
        self.stats, problem = self.stats_store.load()
        self.stats_problem = problem
        controller.stateChanged.connect(self._changed)
        controller.handFinished.connect(self._hand_finished)
        controller.gameFinished.connect(self._game_finished)

    def report_load_problems(self) -> None:
        """Emit what went wrong while loading the statistics (once the window listens)."""
        if self.stats_problem is not None:
            self.problem.emit("stats", problem_text(self.stats_problem, "stats"))
            self.stats_problem = None

    # ------------------------------------------------------------------ the saved game
    def has_save(self) -> bool:
        return self.saves.exists()

    def load(self) -> tuple[Match | None, str | None]:
        """The saved game and its level, or (None, None). A damaged save is set aside and
        reported through ``problem``; so is one that is already over."""
        match, extra, problem = self.saves.load()
        if problem is not None:
            self.problem.emit("save", problem_text(problem, "save"))
            return None, None
        if match is None:
            return None, None
        level = extra.get("level")
        reason = None
        if level not in LEVELS:
            reason = "the computer's level in the save is unknown"
        elif match.phase is Phase.GAME_OVER:
            reason = "the saved game is already over"
        if reason is not None:
            try:
                kept = quarantine(self.saves.path)
            except OSError:
                kept = None
            self.problem.emit(
                "save", problem_text(FileProblem(self.saves.path, reason, kept), "save")
            )
            return None, None
        return match, level

    def discard_save(self) -> None:
        """The player chose a new game over the saved one."""
        if self.persist:
            self.writer.delete(self.saves.path)

    @Slot(object)
    def _changed(self, _state=None) -> None:
        m = self.controller.match
        if m is None or not self.persist:
            return
        # A new state is published for a hint, a knock pick or a language switch too; the
        # file changes only when a move was played or a game began.
        progress = (id(m), m.hand_number, len(m.log[-1]["actions"]), m.phase)
        if progress == self._saved_progress:
            return
        self._saved_progress = progress
        if m.phase is Phase.GAME_OVER:
            self.writer.delete(self.saves.path)
        else:
            self.writer.write(
                self.saves.path,
                self.saves.to_text(
                    m, {"level": self.controller.opponent_level, "seed": self.controller.seed}
                ),
            )

    # ------------------------------------------------------------------ statistics
    def _level(self) -> str | None:
        level = self.controller.opponent_level
        return level if level in LEVELS else None  # a scripted opponent is not counted

    @Slot(object)
    def _hand_finished(self, result) -> None:
        level = self._level()
        if level is None:
            return
        self.stats.record_hand(level, result, HUMAN)
        self._save_stats()

    @Slot(int)
    def _game_finished(self, winner: int) -> None:
        level = self._level()
        if level is None:
            return
        self.stats.record_game(level, winner, self.controller.match.scores, HUMAN)
        self._save_stats()

    def reset_stats(self) -> None:
        self.stats = Statistics()
        self._save_stats()

    def _save_stats(self) -> None:
        if self.persist:
            self.writer.write(self.stats_store.path, self.stats_store.to_text(self.stats))
        self.statsChanged.emit()

    # ------------------------------------------------------------------ writing
    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every save asked for is on disk (closing, tests)."""
        return self.writer.flush(timeout)

    def close(self) -> None:
        self.persist = False  # nothing more is written once the window has closed
        self.writer.close()

    @Slot(object)
    def _report_write_failure(self, error: OSError) -> None:
        if not self._write_failed:  # one warning, not one per move
            self._write_failed = True
            self.problem.emit(
                "write", write_problem_text(self.data_dir, error.strerror or str(error))
            )
