"""Keeping the game in progress and the statistics on disk.

The controller stays about play; this object listens to it. After every change of the match
(either side's action, a deal) the game is saved, and each finished hand and game is
counted in the per-level statistics — only for games dealt from the install's secret
(``persistence.seal``): a game whose seed or decks the player chose could be known in
advance, so it is played but never counted.

Save, hand history and statistics agree after a kill at any moment: the statistics keep a
ledger of the games they count (``persistence.Counted``) and a generation raised at every
write; the save and the history carry the generation they were written with, and the writer
puts them on disk before the statistics, in one request. On the next start a save whose
finished hands the statistics lack is counted — exactly once; a save older than the
statistics or the history, or statistics older than the save or the history, were put back
from an earlier copy and are set aside with a message, never resumed or counted twice. A
counted game that cannot go on — its save declined at the resume question, missing, or set
aside — counts as lost, like a game given up for a new one (``docs/saves.md``).

The keeper hears the controller's one signal, ``changed``, and reads only the change record
it is given (``session/changes.py``): the game as it now stands and what must be written.
It drives the ``HistoryKeeper`` from the same record, so the save, the hand history and the
statistics of one change go to the writer in one request whatever order slots were
connected in. It sets the controller's ``seed_source`` once, so that new games are dealt from
the secret.
"""

from __future__ import annotations

import logging
import os
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from ..engine import Match, Phase
from ..persistence import (
    SECRET_NAME,
    BackgroundWriter,
    Counted,
    FileProblem,
    SavedGame,
    SaveStore,
    Statistics,
    StatsStore,
    load_secret,
    new_game_id,
)
from ..persistence.generation import HISTORY_NAME, generation_of
from ..session import Change, GameSnapshot
from ..settings import LEVELS, write_reason
from .file_notices import key_problem_text, lost_text, problem_text, write_problem_text
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
        self,
        controller: GameController,
        data_dir: str | Path,
        parent: QObject | None = None,
        persist: bool = True,
    ) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.secret, made_key, self.key_problem = load_secret(self.data_dir, write=persist)
        # A key that exists but cannot be read is never replaced, and nothing sealed with a
        # key of this session alone is written: the files stay readable once it can be read.
        self.key_unreadable = self.key_problem is not None and self.key_problem.kept_as is None
        self.made_key = made_key
        self.saves = SaveStore(self.data_dir, self.secret, LEVELS)
        self.stats_store = StatsStore(self.data_dir, self.secret, known_levels=LEVELS)
        self.key_path = self.data_dir / SECRET_NAME
        self.history_keeper = None  # the HistoryKeeper, once it exists (it sets itself here)
        self.persist = persist and not self.key_unreadable  # off for screenshot runs
        self._saved_progress = None
        self._write_failed = False
        # Saves are written off the GUI thread (an fsync is too slow for every move there):
        # the save, then the hand history, then the statistics (the module's docstring). A
        # damaged file that could not be moved aside is never written over (its store's
        # ``may_write``).
        self._writeFailed.connect(self._report_write_failure)
        # The key first: no sealed file reaches the disk before the key that checks it.
        self.write_error: OSError | None = None  # the last write that failed, any thread
        self.writer = BackgroundWriter(
            on_error=self._write_error,
            order=(
                self.key_path,
                self.saves.path,
                self.data_dir / HISTORY_NAME,
                self.stats_store.path,
            ),
        )
        if self.key_unreadable:
            self.stats, self.stats_problem = Statistics(), None
        else:
            self.stats, self.stats_problem = self.stats_store.load(allow_unsealed=made_key)
            self.stats_problem = self.blame_key(self.stats_problem)
        # The highest generation the folder has reached: the history is written before the
        # statistics, so a kill can leave it one generation ahead, never more. Start-up reads
        # only the history's last bytes, unchecked; a number there decides nothing until
        # the whole file has passed its seal (``history_generation``).
        self._history_tail = generation_of(self.data_dir / HISTORY_NAME)
        self._checked_history = None  # (store, history) once start-up had to read it whole
        self.history_problem: FileProblem | None = None
        if self.stats_problem is None and not self.key_unreadable:
            ahead = self.history_generation(above=self.stats.generation + 1)
            if ahead > self.stats.generation + 1:
                self._stats_are_older(f"generation {self.stats.generation}, history's {ahead}")
        self._stats_were_set_aside = self.stats_problem is not None
        if made_key and self.stats_problem is None and self.stats.levels:
            self._write_stats()  # an unsealed statistics file from before seals, sealed now
        self._game_ids: dict[int, str] = {}  # seed → game id, for games dealt from the key
        self._read_old_save = False
        self._saving: int | None = None  # the game (session number) whose saves are written
        self._game: GameSnapshot | None = None  # the game as the last change left it
        self._level = ""  # the computer's level in that game
        self._stats_at_start: dict[str, object] = {}  # the level's statistics as the game began
        self._offered: SavedGame | None = None  # the save offered at the resume question
        controller.seed_source = self.new_seed
        controller.changed.connect(self.apply)

    @property
    def generation(self) -> int:
        """The generation the files written now carry."""
        return self.stats.generation

    def history_generation(self, above: int) -> int:
        """The hand history's generation, where it may show that a file of generation
        ``above`` is an earlier copy. Its tail (read at start-up) is trusted up to
        ``above``, where it decides nothing; beyond, only once the whole history has passed
        its seal — a damaged or foreign history is set aside on its own (with a message)
        and sets nothing else aside."""
        if self._history_tail <= above:
            return self._history_tail
        if self.key_unreadable:
            return 0  # nothing can be checked: nothing is judged by it
        if self._checked_history is None:
            from ..persistence.history import HistoryStore

            store = HistoryStore(self.data_dir, self.secret)
            history, problem = store.load()
            self._checked_history = (store, history)
            self.history_problem = self.blame_key(problem)
        return self._checked_history[1].generation

    def take_checked_history(self):
        """(store, history) if start-up read the history whole (``history_generation``):
        the ``HistoryKeeper`` takes it rather than reading the file again."""
        checked, self._checked_history = self._checked_history, None
        return checked

    def _stats_are_older(self, detail: str) -> None:
        """The statistics are older than the save or the history: an earlier copy was put
        back. Set aside; the statistics start again from zero, at the folder's generation."""
        log.warning("the statistics are older than the folder's other files (%s)", detail)
        generation = max(self.stats.generation, self.history_generation(self.stats.generation))
        self.stats_problem = self.stats_store.set_aside("stale", detail)
        self.stats = Statistics(generation=generation)
        self._stats_were_set_aside = True

    def blame_key(self, problem: FileProblem | None) -> FileProblem | None:
        """A sealed file that fails its seal after the key was lost or damaged: the key is
        what is wrong, and the message says so."""
        if problem is not None and problem.reason == "changed" and self.made_key:
            return replace(problem, reason="key")
        return problem

    def report_load_problems(self) -> None:
        """Emit what went wrong while loading the key and the statistics (once the window
        listens)."""
        if self.key_problem is not None:
            self.problem.emit("key", key_problem_text(self.key_problem))
            self.key_problem = None
        if self.stats_problem is not None:
            self.problem.emit("stats", problem_text(self.stats_problem, "stats"))
            self.stats_problem = None
        if self.history_problem is not None:
            self.problem.emit("history", problem_text(self.history_problem, "history"))
            self.history_problem = None

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
        """The current game's id if it counts (as the last change left it)."""
        return self.game_id_of(self._game)

    def stats_before(self, level: str):
        """``level``'s statistics as the current game began (before anything it counted)."""
        return self._stats_at_start.get(level)

    # ------------------------------------------------------------------ the one entry
    @Slot(object)
    def apply(self, change: Change) -> None:
        """Everything one change must write: the save, the statistics, the hand history."""
        game = change.game
        if game is None:
            return
        self._game, self._level = game, change.state.level
        history = self.history_keeper
        if change.started:
            import copy

            stats = self.stats.levels.get(self._level)
            self._stats_at_start = {self._level: copy.copy(stats) if stats else None}
            if history is not None:
                history.game_started(game)
        writes = change.writes
        if writes.abandoned:
            self._game_abandoned(game, self._level)
        if writes.save:
            self._changed(game, self._level)
        if (writes.hands or writes.game_over) and history is not None:
            history.record(game, self._level)

    # ------------------------------------------------------------------ the saved game
    def has_save(self) -> bool:
        return self.saves.exists()

    def load(self) -> tuple[Match | None, str | None]:
        """The saved game and its level, or (None, None). An unusable or out-of-date save
        is set aside and reported through ``problem``. Finished hands the statistics lack
        are counted now; a save whose game is over (or counted as over) is not offered."""
        saved = self._read_save()
        self._offered = saved
        return (saved.match, saved.level) if saved is not None else (None, None)

    def _read_save(self) -> SavedGame | None:
        self._read_old_save = True
        if self.key_unreadable:
            return None  # the save cannot be checked: left as it is
        saved, problem = self.saves.load()
        problem = self.blame_key(problem)
        if problem is None and saved is not None:
            saved, problem = self._check_save(saved)
        lost = self._count_unfinished_as_lost(keep=saved.game_id if saved else None)
        if problem is not None:
            text = problem_text(problem, "save")
            self.problem.emit("save", f"{text} {lost_text()}" if lost else text)
        elif lost:
            self.problem.emit("lost", lost_text())
        if saved is None:
            return None
        if saved.ranked:
            self._game_ids[saved.match.seed] = saved.game_id
            m = saved.match
            if self._stats_were_set_aside and saved.game_id not in self.stats.ledger:
                # "Start again from zero": the hands so far are in the copy kept aside.
                self.stats.note(Counted(saved.game_id, len(m.results), m.is_over, saved.level))
                self._commit(saved)
            elif self._count(m, saved.game_id, saved.level):
                log.info("counted finished hands the statistics lacked (game %s)", saved.game_id)
                self._commit(saved)
        if self.history_keeper is not None and self.persist:
            # What a kill kept out of the history is written before the save can go.
            self.history_keeper.complete(saved.match, saved.level)
            self.submit(self.history_keeper.pending_text(self.generation))
        if saved.match.is_over:
            if self.persist and self.saves.may_write:
                self.writer.delete(self.saves.path)
            return None
        return saved

    def _check_save(self, saved: SavedGame) -> tuple[SavedGame | None, FileProblem | None]:
        """A save the folder has moved past is set aside (an earlier copy put back); a save
        of a game already counted as over is removed, not offered again."""
        folder = max(self.stats.generation, self.history_generation(saved.generation))
        self.report_load_problems()  # the history, if reading it whole found it damaged
        if saved.generation > self.stats.generation + 1 and not self._stats_were_set_aside:
            # The save (written before the statistics) is ahead by more than one write.
            self._stats_are_older(f"generation {self.stats.generation}, save's {saved.generation}")
            self.report_load_problems()
            return saved, None
        done = self.stats.ledger.get(saved.game_id) if saved.ranked else None
        if saved.generation < folder or (done and done.hands > len(saved.match.results)):
            detail = f"generation {saved.generation}, the folder's {folder}"
            log.warning("the save is older than what the folder counted (%s)", detail)
            return None, self.saves.set_aside("stale", detail)
        if done is not None and done.over:
            log.info("the saved game %s is counted as over already: removed", saved.game_id)
            if self.persist:
                self.writer.delete(self.saves.path)
            return None, None
        return saved, None

    def _count_unfinished_as_lost(self, keep: str | None) -> int:
        """Counted games that cannot go on (no usable save holds them) count as lost."""
        lost = [c for c in self.stats.unfinished() if c.game != keep]
        for c in lost:
            self._lose(c.game, c.level, c.hands)
        if lost:
            log.info("%d counted game(s) without a usable save counted as lost", len(lost))
            self._commit()
        return len(lost)

    def _lose(self, game_id: str, level: str, hands: int) -> None:
        if level in LEVELS:
            self.stats.record_game(level, 1 - HUMAN, (0, 0), HUMAN)
        self.stats.note(Counted(game_id, hands, True, level))

    def offered_counts(self) -> bool:
        """Whether the game offered for resume is counted (declining it counts a loss)."""
        saved = self._offered
        return saved is not None and saved.ranked and saved.level in LEVELS

    def discard_save(self) -> None:
        """The player chose a new game over the saved one: a counted game counts as lost."""
        saved, self._offered = self._offered, None
        if saved is not None and saved.ranked:
            done = self.stats.ledger.get(saved.game_id)
            if done is not None and not done.over:
                self._lose(saved.game_id, saved.level, done.hands)
                self._commit()
        if self.persist and self.saves.may_write:
            self.writer.delete(self.saves.path)

    def _changed(self, m: GameSnapshot, level: str) -> None:
        if not self.persist:
            return
        # The file changes only when a move was played or a game began.
        progress = (m.game, m.hand_number, m.moves, m.phase)
        if progress == self._saved_progress:
            return
        self._saved_progress = progress
        if not self._read_old_save:
            # Count what the old save holds before it is overwritten; a game of its own,
            # replaced without the resume question, is given up.
            self._offered = self._read_save()
            if self._offered is not None:  # never the game being played: that one is new
                self.discard_save()
        self._offered = None
        if m.game != self._saving:
            # Another game now: what is pending for the last one (its statistics above all)
            # is written before this game's save can take the old save's place — in the
            # writer's order, without the GUI thread waiting for the disk.
            self.writer.close_batch()
            self._saving = m.game
        game_id = self.game_id_of(m)
        counted = self._count(m, game_id, level)
        if game_id is not None and level in LEVELS and game_id not in self.stats.ledger:
            # Counted from its deal: quitting and declining the resume question is a loss
            # too, so nobody can shop for a better deal.
            self.stats.note(Counted(game_id, 0, False, level))
            counted = True
        if counted:
            self._commit(SavedGame(m, level, game_id))
            self.statsChanged.emit()
        elif not self.saves.may_write:
            return
        elif m.phase is Phase.GAME_OVER:
            self.writer.write_all({}, then_delete=[self.saves.path])  # an uncounted game
        else:
            self.submit({self.saves.path: self._save_text(m, level, game_id)})

    def _save_text(self, m: Match | GameSnapshot, level: str, game_id: str | None) -> str:
        return self.saves.text(m, level, game_id, self.generation)

    # ------------------------------------------------------------------ statistics
    def _count(self, match: Match | GameSnapshot, game_id: str | None, level: str) -> bool:
        """Count the finished hands (and the result) of ``match`` that the statistics do
        not hold yet; True if anything changed."""
        if game_id is None or level not in LEVELS:
            return False  # an open deal or a scripted opponent is not counted
        done = self.stats.ledger.get(game_id)
        hands, over = (done.hands, done.over) if done else (0, False)
        if over:
            return False  # never counted twice
        new = match.results[hands:]
        for result in new:
            self.stats.record_hand(level, result, HUMAN)
        ends = match.is_over
        if ends:
            self.stats.record_game(level, match.winner, match.scores, HUMAN)
        if not new and not ends:
            return False
        self.stats.note(Counted(game_id, len(match.results), match.is_over, level))
        return True

    def _game_abandoned(self, m: GameSnapshot, level: str) -> None:
        """A counted game given up for a new one counts as lost (no shopping for a better
        deal): its finished hands first, then the loss, once."""
        game_id = self.game_id_of(m)
        if m is None or game_id is None or level not in LEVELS:
            return
        self._count(m, game_id, level)
        done = self.stats.ledger.get(game_id)
        if done is not None and done.over:
            return
        self._lose(game_id, level, len(m.results))
        # Its save goes with the statistics: a kill before the next game's save finds a
        # game counted as over, and removes it.
        self._commit(SavedGame(m, level, game_id))
        self.statsChanged.emit()

    def reset_stats(self) -> None:
        # The ledger and the generation stay: no game is counted again.
        self.stats = Statistics(ledger=self.stats.ledger, generation=self.stats.generation)
        m = self._game
        saved = None
        if m is not None and self.persist:
            saved = SavedGame(m, self._level, self.game_id_of(m))
        self._commit(saved)
        self.statsChanged.emit()

    def _stats_changed(self) -> None:
        self._commit()
        self.statsChanged.emit()

    def _write_stats(self) -> None:
        self._commit()

    def submit(self, items: dict[Path, str | None], then_delete=()) -> None:
        """Hand files to the writer, the key first while it is not on disk yet."""
        if items and not os.path.lexists(self.key_path):
            items = {self.key_path: self.secret.file_text(), **items}
        self.writer.write_all(items, then_delete=then_delete)

    def _commit(self, saved: SavedGame | None = None) -> None:
        """A new generation: the save of ``saved`` (the game in progress), the hand history
        and the statistics, in one request to the writer, in that order. A finished game's
        save is written too (a kill before the statistics loses nothing), then deleted
        after them."""
        if not self.persist:
            return
        if self.stats_store.may_write:
            self.stats.generation += 1
        items: dict[Path, str | None] = {}
        after = []
        if saved is not None and self.saves.may_write and saved.level in LEVELS:
            items[self.saves.path] = self._save_text(saved.match, saved.level, saved.game_id)
            if saved.match.is_over:
                after.append(self.saves.path)
        if self.history_keeper is not None:
            if saved is not None:  # the hand just counted goes in the same request
                self.history_keeper.complete(saved.match, saved.level)
            items.update(self.history_keeper.pending_text(self.generation))
        if self.stats_store.may_write:
            items[self.stats_store.path] = self.stats_store.text(self.stats)
        if items:
            self.submit(items, then_delete=after)

    # ------------------------------------------------------------------ writing
    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every save asked for is on disk (closing, tests)."""
        return self.writer.flush(timeout)

    def close(self) -> None:
        self.persist = False  # nothing more is written once the window has closed
        self.writer.close()

    def _write_error(self, _path: Path, error: OSError) -> None:  # the writer's thread
        self.write_error = error
        self._writeFailed.emit(error)

    def write_ok(self) -> bool:
        """Whether everything asked for reached the disk (after ``close``)."""
        return self.write_error is None or not self.writer.has_pending()

    @Slot(object)
    def _report_write_failure(self, error: OSError) -> None:
        log.warning("a file could not be written: %s", error)
        if not self._write_failed:  # one warning, not one per move
            self._write_failed = True
            self.problem.emit("write", write_problem_text(self.data_dir, write_reason(error)))
