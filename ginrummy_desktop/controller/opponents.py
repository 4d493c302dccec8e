"""Making the computer player for a level (lazily, in the worker thread or the AI child).

Making a player is deferred to its first decision, which runs in the worker thread: the
stronger levels build tables on import, and that must not delay the first paint of the
table (benchmarks/startup.py). Every player answers ``choose(view, legal, cancel=None)``.
"""

from __future__ import annotations

import logging
import threading

from ..session.game_session import resolve_level
from ..session.seats import HintAdviser

__all__ = ["HintAdviser", "LazyOpponent", "interactive_budget", "make_opponent", "resolve_level"]

log = logging.getLogger(__name__)

# Levels whose search is long enough to run in the AI child process (ai_process.py): sharing
# the interpreter lock with them made the GUI stall; the quick levels answer in-thread.
PROCESS_LEVELS = ("hard",)


def make_opponent(level: str, seed: int, budget_ms: float | None = None):
    from ..ai import make_player

    return make_player(resolve_level(level), seed=seed, budget_ms=budget_ms)


def interactive_budget(level: str) -> float | None:
    """How long the level may think at the table: Hard searches as many sampled worlds as
    fit in the AI package's interactive budget; the quick levels need none."""
    if level not in PROCESS_LEVELS:
        return None
    from ..ai import INTERACTIVE_BUDGET_MS

    return INTERACTIVE_BUDGET_MS


class LazyOpponent:
    """A computer player made on its first decision (in the worker thread), with
    ``budget_ms`` (None: a fixed effort). With ``process`` (an ``AiProcess``), the searching
    levels decide in that child process; if it fails, the decision is made here instead and
    the game goes on."""

    def __init__(self, level: str, seed: int, process=None, budget_ms: float | None = None) -> None:
        self.level = resolve_level(level)
        self.seed = seed
        self.budget_ms = budget_ms
        self._player = None
        self._lock = threading.Lock()
        self._process = process if self.level in PROCESS_LEVELS else None
        self._failures = 0

    @property
    def player(self):
        with self._lock:
            if self._player is None:
                self._player = make_opponent(self.level, self.seed, self.budget_ms)
            return self._player

    def choose(self, view, legal, cancel=None):
        if self._process is not None:
            from .ai_process import AiProcessError

            try:
                return self._process.choose(
                    self.level, self.seed, view, legal, cancel, self.budget_ms
                )
            except AiProcessError as exc:
                # This decision is made here; the next one starts a new child (one that
                # failed twice is not tried again in this game).
                log.warning("AI process unavailable (%s); deciding in the worker thread", exc)
                self._failures += 1
                if self._failures >= 2:
                    self._process = None
        return self.player.choose(view, legal, cancel=cancel)
