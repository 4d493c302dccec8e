"""The coach at work: one evaluation per decision of a hand, through the worker funnel.

Each decision becomes a request to a worker (``worker.AiRunner``, the same funnel and the
same rules as the computer's moves: an immutable request with its own cancel flag, the
answer queued back to the GUI thread, stale answers dropped). The "player" of a request is
a ``CoachAdviser``: it hands the request to the coach's child process
(``coach_process.py``), or evaluates in the worker thread when the child is not available.
The coach has its own runner, so a review never waits behind the game's moves, nor the game
behind a review; closing the review window cancels what is left (``cancel``/``shutdown``).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal, Slot

from ..review.coach import CoachRequest, Verdict, assess, requests, summarize
from .coach_process import CoachProcess, CoachProcessError
from .worker import AiReply, AiRunner

log = logging.getLogger(__name__)
AI_ERROR = {"ai_error": True}  # a failing evaluation fails the test it happens in


class CoachAdviser:
    """What the worker asks for one decision: ``choose`` returns the ``Verdict``."""

    def __init__(self, request: CoachRequest, process: CoachProcess | None, progress) -> None:
        self.request = request
        self.process = process
        self.progress = progress

    def choose(self, view, legal, cancel=None) -> Verdict:
        # view and legal are the request's own (the funnel passes them along); only the
        # request — the player's view then, its choices, its choice — reaches the evaluator.
        if self.process is not None:
            try:
                return self.process.assess(self.request, cancel, self.progress)
            except CoachProcessError as exc:
                if cancel is not None and cancel.is_set():
                    raise
                log.warning("coach process unavailable (%s); evaluating in the worker", exc)
        return assess(self.request, cancel=cancel, progress=self.progress)


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
    _worlds = Signal(int, int)  # from the worker thread, queued to the GUI thread

    def __init__(self, parent: QObject | None = None, *, use_process: bool = True) -> None:
        super().__init__(parent)
        self._runner = AiRunner(self)
        self._runner.replied.connect(self._on_reply)
        self._process = CoachProcess() if use_process else None
        self._worlds.connect(self._on_worlds)
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
            adviser = CoachAdviser(request, self._process, self._worlds.emit)
            rid = self._runner.submit("coach", adviser, request.view, request.legal)
            self._pending[rid] = request
        if not todo:
            self.finished.emit(summarize(()))
        return self._total

    @Slot()
    def cancel(self) -> None:
        """Stop the analysis: the evaluation under way returns early and is dropped, the
        rest never starts."""
        self._runner.drop_all()
        self._pending.clear()

    def shutdown(self) -> None:
        """Stop for good (the review window closes): the worker thread and the child."""
        if self._shut:
            return
        self._shut = True
        self.cancel()
        if self._process is not None:
            self._process.shutdown()
        self._runner.shutdown()

    @Slot(int, int)
    def _on_worlds(self, done: int, total: int) -> None:
        if self._pending:
            self.progress.emit(self._done, self._total, done, total)

    @Slot(object)
    def _on_reply(self, reply: AiReply) -> None:
        request = self._pending.pop(reply.id, None)
        if request is None:
            return  # cancelled
        self._done += 1
        if reply.error is not None or not isinstance(reply.action, Verdict):
            text = reply.error or f"not a verdict: {reply.action!r}"
            log.error("The coach could not judge move %d:\n%s", request.move, text, extra=AI_ERROR)
            self.failed.emit(request.move, text)
        else:
            self._verdicts.append(reply.action)
            self.assessed.emit(reply.action)
        self.progress.emit(self._done, self._total, 0, 0)
        if not self._pending:
            self.finished.emit(summarize(self._verdicts))


__all__ = ["Coach", "CoachAdviser"]
