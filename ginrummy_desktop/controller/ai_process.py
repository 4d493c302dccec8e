"""The computer's decisions in a child process (``child_process.ChildProcess``), started on
Hard's first decision; the child's side is ``ai.service.serve``."""

from __future__ import annotations

import threading

from .child_process import ChildFailed, ChildProcess

AiProcessError = ChildFailed  # what a caller catches to decide in the worker thread instead


class AiProcess(ChildProcess):
    """One child serving decisions; safe to call from any thread (one at a time)."""

    def __init__(self) -> None:
        super().__init__(_serve, "ginrummy-ai")

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
        return self.call((level, seed, budget_ms, view, tuple(legal)), cancel)


def _serve():
    from ..ai.service import serve

    return serve
