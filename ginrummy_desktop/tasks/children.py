"""The kinds of child process (``pipe.ChildProcess``): Hard's decisions and the coach's
evaluations. Each is started on its first request; the child's side is ``ai.service.serve``
and ``review.coach_service.serve``, imported only in the child (or by a fallback in the
lane's thread), never at start-up.

A request carries everything its answer depends on, so the child, a new child after a
failure, and the fallback in the lane's thread answer it alike: a ``Decision`` holds the
level, seed and budget the player is made with and the view it decides on — and the view
holds what Hard remembers of its opponent (``view.results``); a coach request
(``review.coach.CoachRequest``) holds the position, the choices and the effort.
"""

from __future__ import annotations

import threading
from typing import NamedTuple

from .pipe import ChildFailed, ChildProcess

# A decision's child silent this long (stopped, hung) is killed and the lane's thread
# decides instead: Hard's interactive budget is 250 ms, a fixed-effort search well under a
# second; the rest is room for a machine under load. The table shows "thinking" meanwhile.
AI_DEADLINE_S = 4.0
# An evaluation's child reports progress every few worlds (``review.coach_service``); one
# silent this long (stopped, hung) is killed and the evaluation done in the lane's thread.
# The first message also waits for the child to start and import the AI.
COACH_DEADLINE_S = 10.0


class Decision(NamedTuple):
    """Ask a computer player of ``level`` made with ``seed`` and ``budget_ms`` (None: a
    fixed effort) for its action on ``view`` among ``legal``."""

    level: str
    seed: int
    budget_ms: float | None
    view: object
    legal: tuple


class AiProcess(ChildProcess):
    """One child serving decisions; safe to call from any thread (one at a time)."""

    def __init__(self, deadline_s: float = AI_DEADLINE_S) -> None:
        super().__init__(_serve_decisions, "ginrummy-ai")
        self.deadline_s = deadline_s

    def decide(self, request: Decision, cancel: threading.Event | None = None):
        """The child's action for ``request``; raises ``ChildFailed`` if the child fails."""
        deadline = self.deadline_s + 4 * (request.budget_ms or 0) / 1000
        return self.call(request, cancel, deadline_s=deadline)


class CoachProcess(ChildProcess):
    """One child serving the coach's evaluations."""

    def __init__(self, deadline_s: float = COACH_DEADLINE_S) -> None:
        super().__init__(_serve_evaluations, "ginrummy-coach")
        self.deadline_s = deadline_s

    def assess(self, request, cancel: threading.Event | None = None, progress=None):
        """The child's ``Verdict`` for ``request`` (a ``CoachRequest``); ``progress(done,
        total)`` is called in this thread as the child reports. Raises ``ChildFailed``."""
        return self.call(request, cancel, progress)


def _serve_decisions():
    from ..ai.service import serve

    return serve


def _serve_evaluations():
    from ..review.coach_service import serve

    return serve


KINDS = {"ai": AiProcess, "coach": CoachProcess}

__all__ = ["KINDS", "AiProcess", "ChildFailed", "CoachProcess", "Decision"]
