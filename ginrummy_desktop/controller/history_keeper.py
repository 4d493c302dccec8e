"""Recording every finished hand in the hand history (``persistence/history.py``).

Driven by the ``GameKeeper`` from the change record it is given (a game started, hands
finished) and written through the keeper's background writer (one writer thread for every
file, newest text per file wins). The keeper asks for the history's text when it counts a
hand, so the hand reaches the history in the same request as the save and the statistics;
a hand a kill kept from the history anyway is rebuilt from the saved game on the next start
(``complete``), and a game is found again by its first deal whatever its status, so no hand
is lost and no game appears twice. The history file is read only when it is first needed —
when a resumed game's hands must be found, when a hand ends, or when Game → History opens —
so start-up never waits for it.
"""

from __future__ import annotations

import logging
import secrets
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine import Match, Phase
from ..session.table_state import HUMAN
from ..vocabulary import LEVELS

if TYPE_CHECKING:  # the history, the notation and the replay load with the first hand ended
    from datetime import datetime

    from ..persistence.history import GameEntry, History, HistoryStore
    from ..review import PlayedHand

log = logging.getLogger(__name__)


def first_deal_key(deck) -> str:
    """A short digest of a game's first deal: finds a resumed game's entry again."""
    import hashlib

    text = "ginrummy-history:" + " ".join(str(c) for c in deck)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:24]


def date_text(when: datetime) -> str:
    """``when`` as the notation and the history write dates."""
    from ..review.notation import DATE_FORMAT

    return when.strftime(DATE_FORMAT)


class HistoryKeeper(QObject):
    """Keeps the hand history of the current game and the last 50.

    Signals
    -------
    changed()
        A hand or a game's end was recorded (an open History dialog refreshes).
    problem(str key, str text)
        The history file was damaged and set aside (key ``"history"``); ``text`` is
        translated.
    """

    changed = Signal()
    problem = Signal(str, str)

    def __init__(self, keeper, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The keeper's data folder, install key and writer, and whether to write at all.
        self.keeper = keeper
        self._store: HistoryStore | None = None
        self._history: History | None = None
        self._current: str | None = None  # the id of the current game's entry
        self._started = time.time()  # when this game began; datetime waits for a hand to end
        self.last_hand: PlayedHand | None = None  # the latest hand finished at this table
        self._dirty = False  # the history changed since its text was last handed out
        keeper.history_keeper = self  # the keeper drives it and asks for the text

    @property
    def store(self) -> HistoryStore:
        if self._store is None:
            from ..persistence.history import HistoryStore

            self._store = HistoryStore(self.keeper.data_dir, self.keeper.secret)
        return self._store

    @property
    def history(self) -> History:
        """The history, read from its file on first use."""
        if self._history is None:
            if self.keeper.key_unreadable:  # cannot be checked: left as it is, not written
                from ..persistence.history import History

                self.store.may_write = False
                self._history = History()
                return self._history
            checked = self.keeper.take_checked_history()
            if checked is not None:  # read whole at start-up; a problem was told then
                self._store, self._history = checked
                return self._history
            self._history, problem = self.store.load()
            problem = self.keeper.blame_key(problem)
            if problem is not None:
                from .file_notices import problem_text

                self.problem.emit("history", problem_text(problem, "history"))
        return self._history

    @property
    def current_id(self) -> str | None:
        return self._current

    def hand(self, game_id: str, number: int) -> PlayedHand:
        """A recorded hand, read from its text; raises ``NotationError``."""
        game = self.history.game(game_id)
        entry = next((h for h in game.hands if h.number == number), None) if game else None
        if entry is None:
            raise KeyError(f"no hand {number} in game {game_id}")
        from ..review import hand_from_text

        return hand_from_text(entry.text)

    def latest_hand(self) -> PlayedHand | None:
        """The latest hand finished at this table: this session's, or — in a resumed game —
        the last one its history entry holds."""
        if self.last_hand is not None:
            return self.last_hand
        game = self.history.game(self._current) if self._current else None
        if game is None or not game.hands:
            return None
        from ..review import hand_from_text

        try:
            return hand_from_text(game.hands[-1].text)
        except ValueError as e:
            log.error("the latest recorded hand cannot be read: %s", e)
            return None

    # ---------------------------------------------------------------- recording
    def game_started(self, m) -> None:
        """A game began (``m``: its snapshot); a resumed one continues its entry."""
        self._current = None
        self._started = time.time()
        self.last_hand = None
        if m is None or not m.results:
            return  # a fresh game: its entry is made when its first hand ends
        # A resumed game: continue its entry (filled in by ``complete`` if a kill cut it).
        game = self._entry_of(m)
        if game is not None:
            self._current = game.id

    def _entry_of(self, m) -> GameEntry | None:
        from ..review.hand import dealt_deck

        key = first_deal_key(dealt_deck(m, 1))
        return next((g for g in self.history.games if g.key == key), None)

    def complete(self, m, level: str) -> bool:
        """Record every finished hand of ``m`` the history lacks, and its end; True if
        anything was added. The text is written by the keeper's next request
        (``pending_text``) or, when called alone, at once."""
        if m is None or not m.results:
            return False
        from ..persistence.history import GameEntry

        level = level if level in LEVELS else ""
        history = self.history
        game = history.game(self._current) if self._current else None
        if game is None:
            game = self._entry_of(m)
        have = {h.number for h in game.hands} if game is not None else set()
        missing = [r for r in m.results if r.hand_number not in have]
        status = ("won" if m.winner == HUMAN else "lost") if m.is_over else "playing"
        if not missing and (game is None or game.status == status):
            return False
        you, other = HUMAN, 1 - HUMAN
        if game is None:
            from datetime import datetime

            from ..review.hand import dealt_deck

            game = GameEntry(
                id=secrets.token_hex(8),
                started=date_text(datetime.fromtimestamp(self._started)),
                level=level,
                key=first_deal_key(dealt_deck(m, 1)),
                status="playing",
                scores=(0, 0),
            )
            history.mark_unfinished(keep=game.id)
        self._current = game.id
        entries = list(game.hands)
        for result in missing:
            entry = self._hand_entry(m, result, level)
            if entry is not None:
                entries.append(entry)
        entries.sort(key=lambda h: h.number)
        scores = (m.scores[you], m.scores[other])
        history.put(replace(game, scores=scores, status=status, hands=tuple(entries)))
        self._dirty = True
        return True

    def _hand_entry(self, m, result, level: str):
        from datetime import datetime

        from ..persistence.history import HandEntry
        from ..review import hand_to_text
        from ..review.hand import finished_hand

        number = result.hand_number
        try:
            latest = number == m.hand_number and m.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
            # The record is replayed up to the hand's end: the live match is never read.
            rec = m.record()
            source = Match.replay(replace(rec, hands=rec.hands[:number]))
            hand = finished_hand(source, HUMAN, level, date_text(datetime.now()))
            text = hand_to_text(hand)
        except ValueError as e:  # a hand that does not replay would be an engine bug
            log.error("the finished hand %d could not be recorded: %s", number, e)
            return None
        if latest:
            self.last_hand = hand
        winner = None if result.winner is None else ("P" if result.winner == HUMAN else "C")
        scores = (result.scores_after[HUMAN], result.scores_after[1 - HUMAN])
        return HandEntry(number, result.kind, winner, result.points, scores, text)

    def pending_text(self, generation: int) -> dict:
        """The history's file text if it changed since it was last written (for the
        keeper's request), with ``generation``."""
        if not self._dirty or not self.store.may_write:
            return {}
        self._dirty = False
        self.history.generation = generation
        return {self.store.path: self.store.text(self.history)}

    def record(self, m, level: str) -> None:
        """Hands of ``m`` (a game snapshot) finished, or the game ended: record them."""
        self.complete(m, level)
        self._write()

    def _write(self) -> None:
        # A damaged history that could not be moved aside is never written over.
        if self.keeper.persist:
            self.keeper.submit(self.pending_text(self.keeper.generation))
        self.changed.emit()


__all__ = ["HistoryKeeper", "first_deal_key"]
