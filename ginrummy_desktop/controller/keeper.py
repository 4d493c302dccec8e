"""Keeping the game in progress and the statistics on disk.

The controller stays about play; this object listens to it. After every change of the match
(either side's action, a deal) the game is saved, and each finished hand and game is
counted in the per-level statistics — only for games dealt from the install's secret
(``persistence.seal``): a game whose seed or decks the player chose could be known in
advance, so it is played but never counted.

Save and statistics agree after a kill at any moment: the statistics record which finished
hands of which game they hold (``persistence.Counted``), and the writer puts the save on
disk before the statistics and deletes a finished game's save only after them; when another
game starts, everything pending for the last one is on disk before its save is replaced.
Before the first save of a session overwrites the old one, the old one is read and any
finished hand it holds that the statistics lack is counted — exactly once
(``docs/saves.md``).

What this relies on from the controller: ``match``, ``opponent_level`` and the signals
``stateChanged``, ``handFinished`` and ``gameFinished``; it sets ``seed_source`` so that new
games are dealt from the secret.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from ..engine import Match, Phase
from ..persistence import (
    BackgroundWriter,
    Counted,
    SavedGame,
    SaveStore,
    Statistics,
    StatsStore,
    load_secret,
    new_game_id,
)
from ..settings import LEVELS, write_reason
from .file_notices import problem_text, write_problem_text
from .game_controller import HUMAN, GameController

__all__ = ["GameKeeper", "problem_text", "write_problem_text"]

log = logging.getLogger(__name__)


class GameKeeper(QObject):
    """Saves after every change, counts finished hands and games, clears at game over.

    Signals
    -------
    problem(str key, str text)
        Something the player should be told once: a file could not be written (key
        ``"write"``), a damaged save or statistics file was set aside (``"save"``,
        ``"stats"``). ``text`` is translated.
    statsChanged()
        The statistics changed (a hand or game was counted, or they were reset).
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
        self.secret, made_key, _ = load_secret(self.data_dir)
        self.saves = SaveStore(self.data_dir, self.secret, LEVELS)
        self.stats_store = StatsStore(self.data_dir, self.secret, known_levels=LEVELS)
        self.persist = True  # off for screenshot runs: nothing is written
        self._saved_progress = None
        self._write_failed = False
        # Saves are written off the GUI thread (an fsync costs 8–12 ms per move here), the
        # save before the statistics (see the module's docstring).
        self._writeFailed.connect(self._report_write_failure)
        self.writer = BackgroundWriter(
            on_error=lambda _path, e: self._writeFailed.emit(e),
            order=(self.saves.path, self.stats_store.path),
        )
        self.stats, self.stats_problem = self.stats_store.load(allow_unsealed=made_key)
        self._stats_were_set_aside = self.stats_problem is not None
        # A damaged file that could not be moved aside is never written over.
        self._may_write_stats = self.stats_problem is None or bool(self.stats_problem.kept_as)
        self._may_write_save = True
        if made_key and self.stats_problem is None and self.stats.levels:
            self._write_stats()  # an unsealed statistics file from before seals, sealed now
        self._game_ids: dict[int, str] = {}  # seed → game id, for games dealt from the key
        self._read_old_save = False
        self._saving: Match | None = None  # the match whose saves are being written
        controller.seed_source = self.new_seed
        controller.stateChanged.connect(self._changed)
        controller.handFinished.connect(self._changed)
        controller.gameFinished.connect(self._game_finished)
        controller.gameAbandoned.connect(self._game_abandoned)

    def report_load_problems(self) -> None:
        """Emit what went wrong while loading the statistics (once the window listens)."""
        if self.stats_problem is not None:
            self.problem.emit("stats", problem_text(self.stats_problem, "stats"))
            self.stats_problem = None

    # ------------------------------------------------------------------ games and seeds
    def new_seed(self) -> int:
        """The seed of a new game dealt from the install's secret: a fresh public game id
        goes into the save, the seed it derives never does."""
        game_id = new_game_id()
        seed = self.secret.seed_for(game_id)
        self._game_ids[seed] = game_id
        return seed

    def game_id_of(self, match: Match | None) -> str | None:
        """The game id of ``match`` if it was dealt from the secret (so it counts)."""
        if match is None:
            return None
        game_id = self._game_ids.get(match.seed)
        if game_id is None or not match.record().dealt_from_seed:
            return None
        return game_id

    @property
    def game_id(self) -> str | None:
        return self.game_id_of(self.controller.match)

    # ------------------------------------------------------------------ the saved game
    def has_save(self) -> bool:
        return self.saves.exists()

    def load(self) -> tuple[Match | None, str | None]:
        """The saved game and its level, or (None, None). An unusable save is set aside
        and reported through ``problem``. Finished hands the statistics lack are counted
        now; a save whose game is over is counted and cleared, not offered."""
        saved = self._read_save()
        return (saved.match, saved.level) if saved is not None else (None, None)

    def _read_save(self) -> SavedGame | None:
        self._read_old_save = True
        saved, problem = self.saves.load()
        if problem is not None:
            self._may_write_save = problem.kept_as is not None
            self.problem.emit("save", problem_text(problem, "save"))
            return None
        if saved is None:
            return None
        if saved.ranked:
            self._game_ids[saved.match.seed] = saved.game_id
            m = saved.match
            if self._stats_were_set_aside and self.stats.counted is None:
                # "Start again from zero": the hands so far are in the copy kept aside.
                self.stats.counted = Counted(saved.game_id, len(m.results), m.is_over)
                self._stats_changed()
            elif self._count(m, saved.game_id, saved.level):
                log.info("counted finished hands the statistics lacked (game %s)", saved.game_id)
                self._stats_changed()
        if saved.match.is_over:
            if self.persist and self._may_write_save:
                self.writer.delete(self.saves.path)
            return None
        return saved

    def discard_save(self) -> None:
        """The player chose a new game over the saved one."""
        if self.persist and self._may_write_save:
            self.writer.delete(self.saves.path)

    @Slot(int)
    def _game_finished(self, _winner: int) -> None:
        self._changed()

    @Slot(object)
    def _changed(self, _arg=None) -> None:
        m = self.controller.match
        if m is None or not self.persist:
            return
        # A new state is published for a hint, a knock pick or a language switch too; the
        # file changes only when a move was played or a game began.
        progress = (id(m), m.hand_number, len(m.record().hands[-1].actions), m.phase)
        if progress == self._saved_progress:
            return
        self._saved_progress = progress
        if not self._read_old_save:
            self._read_save()  # count what the old save holds before it is overwritten
        if m is not self._saving:
            # Another game now: what is pending for the last one (its statistics above all)
            # reaches the disk before this game's save can take the old save's place.
            if not self.writer.flush():
                log.warning("the last game's files took over 10 s to reach the disk")
            self._saving = m
        game_id = self.game_id_of(m)
        level = self.controller.opponent_level
        if self._count(m, game_id, level):
            self._stats_changed()
        if not self._may_write_save:
            return
        if m.phase is Phase.GAME_OVER:
            self.writer.delete(self.saves.path)  # after the statistics (the writer's order)
        else:
            self.writer.write(self.saves.path, self.saves.text(m, level, game_id))

    # ------------------------------------------------------------------ statistics
    def _count(self, match: Match, game_id: str | None, level: str) -> bool:
        """Count the finished hands (and the result) of ``match`` that the statistics do
        not hold yet; True if anything changed."""
        if game_id is None or level not in LEVELS:
            return False  # an open deal or a scripted opponent is not counted
        done = self.stats.counted
        hands, over = (done.hands, done.over) if done and done.game == game_id else (0, False)
        new = match.results[hands:]
        for result in new:
            self.stats.record_hand(level, result, HUMAN)
        ends = match.is_over and not over
        if ends:
            self.stats.record_game(level, match.winner, match.scores, HUMAN)
        if not new and not ends:
            return False
        self.stats.counted = Counted(game_id, len(match.results), match.is_over)
        return True

    @Slot()
    def _game_abandoned(self) -> None:
        """A counted game given up for a new one counts as lost (no shopping for a better
        deal): its finished hands first, then the loss, once."""
        m = self.controller.match
        game_id = self.game_id_of(m)
        level = self.controller.opponent_level
        if m is None or game_id is None or level not in LEVELS:
            return
        self._count(m, game_id, level)
        done = self.stats.counted
        if done is not None and done.game == game_id and done.over:
            return
        self.stats.record_game(level, 1 - HUMAN, m.scores, HUMAN)
        self.stats.counted = Counted(game_id, len(m.results), True)
        self._stats_changed()

    def reset_stats(self) -> None:
        # Which hands are counted stays: the game in progress is not counted again.
        self.stats = Statistics(counted=self.stats.counted)
        self._stats_changed()

    def _stats_changed(self) -> None:
        self._write_stats()
        self.statsChanged.emit()

    def _write_stats(self) -> None:
        if self.persist and self._may_write_stats:
            self.writer.write(self.stats_store.path, self.stats_store.text(self.stats))

    # ------------------------------------------------------------------ writing
    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every save asked for is on disk (closing, tests)."""
        return self.writer.flush(timeout)

    def close(self) -> None:
        self.persist = False  # nothing more is written once the window has closed
        self.writer.close()

    @Slot(object)
    def _report_write_failure(self, error: OSError) -> None:
        log.warning("a file could not be written: %s", error)
        if not self._write_failed:  # one warning, not one per move
            self._write_failed = True
            self.problem.emit("write", write_problem_text(self.data_dir, write_reason(error)))
