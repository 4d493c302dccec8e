"""The coach at work: one evaluation per decision of a hand, on the coach's lane of the task
service (``tasks/service.py``: the same protocol as the computer's moves — one request per
decision with its own cancel token, answers queued back to the GUI thread, a cancelled
request's answer dropped). A review never waits behind the game's moves, nor the game behind
a review. Each evaluation goes to the coach's child process (``tasks/children.py``), or is
done in the lane's thread when the child is not available (it could not start, died, or
fell silent past its deadline and was killed). Closing the review window cancels what is
left (``cancel``/``shutdown``).
"""

from __future__ import annotations

import logging
from functools import partial

from PySide6.QtCore import QObject, Signal, Slot

from ..review.coach import CoachRequest, Verdict, assess, requests, summarize
from ..tasks.children import ChildFailed
from ..tasks.service import COACH, TaskService
from .worker import qt_task_service

log = logging.getLogger(__name__)
AI_ERROR = {"ai_error": True}  # a failing evaluation fails the test it happens in


def evaluate(request: CoachRequest, process, token, progress) -> Verdict:
    """The lane's work for one decision: the child's verdict, or this thread's when the
    child is not available — the same request either way."""
    if process is not None:
        try:
            return process.assess(request, token, progress)
        except ChildFailed as exc:
            if token.is_set():
                raise  # nobody waits for this verdict any more
            log.warning("coach process unavailable (%s); evaluating in the lane's thread", exc)
    return assess(request, cancel=token, progress=progress)


class Coach(QObject):
    """Judges the decisions of one hand at a time.

    Signals
    -------
    started(int total)
        An analysis began with ``total`` decisions to judge.
    progress(int done, int total, int worlds_done, int worlds_total)
        Decisions finished so far, and the worlds of the one under way.
    assessed(Verdict)
        One decision judged (in move order).
    finished(Summary)
        Every decision judged; the summary of the hand.
    failed(int move, str text)
        A decision could not be judged (the text is for the log).
    """

    started = Signal(int)
    progress = Signal(int, int, int, int)
    assessed = Signal(object)
    finished = Signal(object)
    failed = Signal(int, str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        use_process: bool = True,
        tasks: TaskService | None = None,
    ) -> None:
        """``tasks``: the service whose coach lane to use (the game's); without one the
        coach has a service of its own, stopped with it."""
        super().__init__(parent)
        self._own_tasks = tasks is None
        self._tasks = qt_task_service(self) if tasks is None else tasks
        self._process = self._tasks.child("coach") if use_process else None
        self._pending: dict[int, CoachRequest] = {}
        self._verdicts: list[Verdict] = []
        self._total = 0
        self._done = 0
        self._shut = False

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    @property
    def verdicts(self) -> tuple[Verdict, ...]:
        return tuple(self._verdicts)

    def review(self, rep, worlds: int | None = None, seed: int = 0) -> int:
        """Judge every decision of the reviewed player in ``rep`` (a ``review.Replay``);
        returns how many. Anything still running for an earlier hand is cancelled."""
        self.cancel()
        kwargs = {} if worlds is None else {"worlds": worlds}
        todo = requests(rep, seed=seed, **kwargs)
        self._verdicts = []
        self._total, self._done = len(todo), 0
        self.started.emit(self._total)
        for request in todo:
            asked = self._tasks.submit(
                COACH,
                partial(evaluate, request, self._process),
                owner=self,
                on_done=self._on_reply,
                on_progress=self._on_worlds,
            )
            self._pending[asked.id] = request
        if not todo:
            self.finished.emit(summarize(()))
        return self._total

    @Slot()
    def cancel(self) -> None:
        """Stop the analysis: the evaluation under way returns early and is dropped, the
        rest never starts."""
        self._tasks.cancel(owner=self)
        self._pending.clear()

    def shutdown(self) -> None:
        """Stop for good (the review window closes): what is left is cancelled and the
        coach's child stopped (the next review starts one); a service of its own ends."""
        if self._shut:
            return
        self._shut = True
        self.cancel()
        if self._own_tasks:
            self._tasks.shutdown()
        elif self._process is not None:
            self._tasks.stop_child("coach")

    def _on_worlds(self, done: int, total: int) -> None:
        self.progress.emit(self._done, self._total, done, total)

    def _on_reply(self, reply) -> None:
        """A ``tasks.Reply`` the service did not drop (so it is still pending here)."""
        request = self._pending.pop(reply.request.id)
        self._done += 1
        if reply.error is not None or not isinstance(reply.value, Verdict):
            text = reply.error or f"not a verdict: {reply.value!r}"
            log.error("The coach could not judge move %d:\n%s", request.move, text, extra=AI_ERROR)
            self.failed.emit(request.move, text)
        else:
            self._verdicts.append(reply.value)
            self.assessed.emit(reply.value)
        self.progress.emit(self._done, self._total, 0, 0)
        if not self._pending:
            self.finished.emit(summarize(self._verdicts))


__all__ = ["Coach", "evaluate"]
