"""Which computer levels exist, and making one (the AI contract in DESIGN.md).

The AI package grows level by level; the table offers whatever ``make_player`` accepts and
picks up new levels without a change here. Making a player is deferred to its first
decision, which runs in the worker thread: the stronger levels build tables on import, and
that must not delay the first paint of the table (benchmarks/startup.py).
"""

from __future__ import annotations

import sys
import threading
from functools import lru_cache

from ..settings import LEVELS


@lru_cache(maxsize=1)
def available_levels() -> tuple[str, ...]:
    """The levels of ``LEVELS`` that ``ginrummy_desktop.ai.make_player`` accepts now (makes
    one player of each: for the settings dialog, not for start-up)."""
    try:
        from ..ai import make_player
    except ImportError:
        return ()
    found = []
    for level in LEVELS:
        try:
            make_player(level, seed=0)
        except (ImportError, ValueError, KeyError, NotImplementedError, TypeError):
            continue
        found.append(level)
    return tuple(found)


def resolve_level(level: str) -> str:
    """``level`` if the AI package names it, else Easy. Cheap: reads the package's list of
    levels without making a player."""
    try:
        from ..ai import LEVELS as AI_LEVELS
    except ImportError as exc:
        raise RuntimeError(
            "No computer player is available (ginrummy_desktop.ai is missing)."
        ) from exc
    return level if level in AI_LEVELS and level in LEVELS else "easy"


def make_opponent(level: str, seed: int):
    from ..ai import make_player

    return make_player(resolve_level(level), seed=seed)


# Levels whose search is long enough to run in the AI child process (ai_process.py): sharing
# the interpreter lock with them made the GUI stall; the quick levels answer in-thread.
PROCESS_LEVELS = ("hard",)


class LazyOpponent:
    """A computer player made on its first decision (in the worker thread). Forwards
    ``choose`` (with the worker's cancel event when the level takes one) and ``cancel``.
    With ``process`` (an ``AiProcess``), the searching levels decide in that child process;
    if it fails, the decision is made here instead and the game goes on."""

    def __init__(self, level: str, seed: int, process=None) -> None:
        self.level = resolve_level(level)
        self.seed = seed
        self._player = None
        self._lock = threading.Lock()
        self._process = process if self.level in PROCESS_LEVELS else None

    @property
    def player(self):
        with self._lock:
            if self._player is None:
                self._player = make_opponent(self.level, self.seed)
            return self._player

    def choose(self, view, legal, cancel: threading.Event | None = None):
        if self._process is not None:
            from .ai_process import AiProcessError

            try:
                return self._process.choose(self.level, self.seed, view, legal, cancel)
            except AiProcessError as exc:
                print(
                    f"AI process unavailable ({exc}); deciding in the worker thread",
                    file=sys.stderr,
                )
                self._process = None
        player = self.player
        if cancel is not None:
            from .worker import _takes_cancel_event

            if _takes_cancel_event(player):
                return player.choose(view, legal, cancel=cancel)
        return player.choose(view, legal)

    def cancel(self) -> None:
        if self._process is not None:
            self._process.cancel()
        with self._lock:
            player = self._player
        if player is not None and callable(getattr(player, "cancel", None)):
            player.cancel()
