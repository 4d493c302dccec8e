"""The one funnel for background work: a long-lived QThread whose worker QObject takes an
immutable request with an id, never touches a widget, and answers by a signal that Qt queues
back to the GUI thread.

Why a thread at all: the Hard AI's look-ahead runs for hundreds of milliseconds; on the GUI
thread that would freeze rearranging, sorting and menus. Every level (and the Hint) goes
through the same funnel so that the pacing, cancelling and stale-answer rules are one code
path. The thread itself mostly waits: Hard decides in a child process (``ai_process.py``).
"""

from __future__ import annotations

import threading
import traceback
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QThread, Signal, Slot

from .ai_process import AiProcess


@dataclass(frozen=True)
class AiRequest:
    """Ask ``player`` for a move (``kind="move"``) or a hint (``kind="hint"``).

    ``view`` and ``legal`` are the engine's frozen objects, so the worker reads them without
    locks; the player object is used by one request at a time (the controller waits for an
    answer before it asks again). ``cancel`` is this request's own flag: it cannot be lost
    the way a shared flag cleared at the start of a search can."""

    id: int
    kind: str
    player: object
    view: object
    legal: tuple
    cancel: threading.Event = field(default_factory=threading.Event, compare=False)


@dataclass(frozen=True)
class AiReply:
    """The answer to request ``id``: ``action`` or, when the player failed, ``error`` (the
    exception with its traceback, for the log)."""

    id: int
    kind: str
    action: object = None
    error: str | None = None


class AiWorker(QObject):
    """Lives in the worker thread. Signals: ``answered(AiReply)`` for every request it did
    not drop."""

    answered = Signal(object)  # cross-thread signals carry object

    def __init__(self) -> None:
        super().__init__()
        # Requests with an id up to this one are stale (New Game, close); a plain int read
        # and written under a lock is all the sharing there is.
        self._lock = threading.Lock()
        self._dropped_upto = 0

    def drop_upto(self, request_id: int) -> None:
        with self._lock:
            self._dropped_upto = max(self._dropped_upto, request_id)

    def is_stale(self, request_id: int) -> bool:
        with self._lock:
            return request_id <= self._dropped_upto

    @Slot(object)
    def handle(self, request: AiRequest) -> None:
        if self.is_stale(request.id):
            return
        try:
            action = request.player.choose(request.view, request.legal, cancel=request.cancel)
            reply = AiReply(request.id, request.kind, action)
        except Exception:  # an AI bug must not take the table down; the controller reports it
            reply = AiReply(request.id, request.kind, None, error=traceback.format_exc())
        if not self.is_stale(request.id):
            self.answered.emit(reply)


class AiRunner(QObject):
    """Owns the worker thread for the controller. Signals: ``replied(AiReply)``, emitted in
    the GUI thread, never for a request dropped by ``drop_all``."""

    replied = Signal(object)
    _submit = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._next_id = 0
        self._busy: dict[int, AiRequest] = {}
        self._thread = QThread()
        self._thread.setObjectName("ginrummy-ai")
        self._worker = AiWorker()
        self._worker.moveToThread(self._thread)
        self._submit.connect(self._worker.handle)
        self._worker.answered.connect(self._on_answered)
        self._held = False
        self._stopped = False
        # The search itself runs in a child process, started on first use (ai_process.py).
        self.ai_process = AiProcess()

    def submit(self, kind: str, player: object, view: object, legal: tuple) -> int:
        if self._stopped:
            raise RuntimeError("the AI worker has been shut down")
        self._next_id += 1
        request = AiRequest(self._next_id, kind, player, view, tuple(legal))
        self._busy[request.id] = request
        self._submit.emit(request)  # queued to the worker: waits there while held
        self._start()
        return request.id

    def hold(self) -> None:
        """Keep requests waiting until ``release()``: at start-up the first decision (and
        the AI's imports) would compete with the table's first paint for the interpreter."""
        self._held = True

    def release(self) -> None:
        self._held = False
        if self._busy:
            self._start()

    def _start(self) -> None:
        # The thread starts on the first request, not when the table is built.
        if not self._held and not self._stopped and not self._thread.isRunning():
            self._thread.start()

    @property
    def busy(self) -> bool:
        return bool(self._busy)

    @Slot(object)
    def _on_answered(self, reply: AiReply) -> None:
        self._busy.pop(reply.id, None)
        if self._worker.is_stale(reply.id):
            return  # answered just before a New Game: drop it here too
        self.replied.emit(reply)

    def drop_all(self) -> None:
        """Make every request asked so far stale and tell any search still running to stop
        (each request carries its own cancel flag)."""
        self._worker.drop_upto(self._next_id)
        for request in list(self._busy.values()):
            request.cancel.set()
        self._busy.clear()

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop cleanly: cancel, let the running request return, end the thread. Returns
        whether the thread ended in time."""
        if self._stopped:
            return True
        self._stopped = True
        self.drop_all()
        self.ai_process.cancel()
        self._thread.quit()
        ok = self._thread.wait(timeout_ms)
        self.ai_process.shutdown()
        return bool(ok)
