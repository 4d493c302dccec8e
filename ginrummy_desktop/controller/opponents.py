"""Making the computer player for a level (lazily, in the game's lane or the AI child).

Making a player is deferred to its first decision, which runs in the game's lane: the
stronger levels build tables on import, and that must not delay the first paint of the
table (benchmarks/startup.py). Every player answers ``choose(view, legal, cancel=None)``.
"""

from __future__ import annotations

import logging

from ..session.game_session import resolve_level
from ..session.seats import HintAdviser

__all__ = [
    "HintAdviser",
    "LazyOpponent",
    "ask",
    "interactive_budget",
    "make_opponent",
    "resolve_level",
]

log = logging.getLogger(__name__)

# Levels whose search is long enough to run in the AI child process (tasks/children.py): sharing
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
    """A computer player made on its first decision (in the game's lane), with
    ``budget_ms`` (None: a fixed effort). Each decision is one ``Decision`` request; with
    ``process`` (an ``AiProcess``), the searching levels have it answered by that child
    process; if the child fails, the same request is answered here by the same code
    (``ai.service.Decider``) and the game goes on."""

    def __init__(self, level: str, seed: int, process=None, budget_ms: float | None = None) -> None:
        self.level = resolve_level(level)
        self.seed = seed
        self.budget_ms = budget_ms
        self._decider = None
        self._process = process if self.level in PROCESS_LEVELS else None
        self._failures = 0

    def choose(self, view, legal, cancel=None):
        from ..tasks.children import ChildFailed, Decision

        request = Decision(self.level, self.seed, self.budget_ms, view, tuple(legal))
        if self._process is not None:
            try:
                return self._process.decide(request, cancel)
            except ChildFailed as exc:
                if cancel is not None and cancel.is_set():
                    raise  # nobody waits for this answer any more
                # This decision is made here; the next one starts a new child (one that
                # failed twice is not tried again in this game).
                log.warning("AI process unavailable (%s); deciding in the lane's thread", exc)
                self._failures += 1
                if self._failures >= 2:
                    self._process = None
        if self._decider is None:  # one caller at a time: the game asks once per turn
            from ..ai.service import Decider

            self._decider = Decider()
        return self._decider(request, cancel)


def ask(task, token, _progress):
    """The game lane's work for a session ``Task``: its seat's player (or the Hint) asked
    with the request's cancel token."""
    return task.player.choose(task.view, task.legal, cancel=token)
