"""The computer's decisions in a child process (``tasks.pipe.ChildProcess``), started on
Hard's first decision; the child's side is ``ai.service.serve``."""

from __future__ import annotations

import threading

from ..tasks.pipe import ChildFailed, ChildProcess

AiProcessError = ChildFailed  # what a caller catches to decide in the worker thread instead
# A decision's child silent this long (stopped, hung) is killed and the worker thread decides
# instead: Hard's interactive budget is 250 ms, a fixed-effort search well under a second;
# the rest is room for a machine under load. The table shows "thinking" meanwhile.
DEADLINE_S = 4.0


class AiProcess(ChildProcess):
    """One child serving decisions; safe to call from any thread (one at a time)."""

    def __init__(self, deadline_s: float = DEADLINE_S) -> None:
        super().__init__(_serve, "ginrummy-ai")
        self.deadline_s = deadline_s

    def choose(
        self,
        level: str,
        seed: int,
        view,
        legal,
        cancel: threading.Event | None,
        budget_ms: float | None = None,
    ):
        """The child's answer for ``level`` (made with ``seed`` and ``budget_ms`` and kept
        between decisions); raises ``AiProcessError`` if the child fails."""
        deadline = self.deadline_s + 4 * (budget_ms or 0) / 1000
        return self.call((level, seed, budget_ms, view, tuple(legal)), cancel, deadline_s=deadline)


def _serve():
    from ..ai.service import serve

    return serve
