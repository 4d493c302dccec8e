"""The coach's evaluations in a child process (``tasks.pipe.ChildProcess``), started on
the first evaluation; the child's side is ``review.coach_service.serve``."""

from __future__ import annotations

import threading

from ..tasks.pipe import ChildFailed, ChildProcess

CoachProcessError = ChildFailed  # the caller then evaluates in the worker thread


class CoachProcess(ChildProcess):
    def __init__(self) -> None:
        super().__init__(_serve, "ginrummy-coach")

    def assess(self, request, cancel: threading.Event | None = None, progress=None):
        """The child's ``Verdict`` for ``request``; ``progress(done, total)`` is called in
        this thread as the child reports."""
        return self.call(request, cancel, progress)


def _serve():
    from ..review.coach_service import serve

    return serve
