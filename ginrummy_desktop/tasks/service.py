"""The one service for background work: the game's moves and hints, the coach's
evaluations, the start-up preloading. Qt-free; the Qt side only says how an answer reaches
the GUI thread (``controller/worker.py``).

Lanes. Each named lane (``LANES``) is one thread taking its requests in order, started with
its first request. Lanes share nothing, so a review never waits behind the game's moves nor
the game behind a review, and a preload behind neither.

One protocol for every request:

- ``submit`` returns a ``Request``: an id, its lane, the work ``work(token, progress)``, who
  asked (``owner``), what the asker wants back with the answer (``tag``), and the request's
  own cancel token (a ``threading.Event``: the players' ``choose(…, cancel=token)`` read it,
  and ``tasks.pipe`` passes it on to a child process while it waits on one).
- Cancelling (``Request.cancel``, ``cancel(owner=…, lane=…)``, ``shutdown``) sets that token
  and nothing else. A lane never starts a request whose token is set.
- The work's answer and its progress messages are handed to ``post`` (the Qt adapter queues
  them to the GUI thread; without one they are delivered in the lane's thread), and
  ``deliver`` — on the thread that owns the askers — is the one stale check: a message of a
  request whose token is set is dropped there, so a late answer of a cancelled or superseded
  request never reaches its asker. Otherwise ``on_progress(*args)`` or ``on_done(reply)``.

Child processes (``tasks/children.py``) belong to the service too, one per kind, started on
their first request; ``shutdown`` stops them first (a lane waiting on a stopped child
returns at once) and then joins every lane.
"""

from __future__ import annotations

import itertools
import logging
import threading
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.frozen import frozen

log = logging.getLogger(__name__)

GAME, COACH, PRELOAD = "game", "coach", "preload"
LANES = (GAME, COACH, PRELOAD)
JOIN_S = 2.0  # per lane at shutdown: a cancelled request returns within a quarter second


@dataclass(frozen=True, eq=False)
class Request:
    """One piece of background work. ``token`` is its only cancel flag."""

    id: int
    lane: str
    work: Callable
    owner: object = None
    tag: object = None
    on_done: Callable | None = None
    on_progress: Callable | None = None
    token: threading.Event = field(default_factory=threading.Event)

    @property
    def cancelled(self) -> bool:
        return self.token.is_set()

    def cancel(self) -> None:
        self.token.set()


@frozen
class Reply:
    """The answer to ``request``: ``value``, or ``error`` (the traceback, for the log)."""

    request: Request
    value: object = None
    error: str | None = None

    @property
    def tag(self):
        return self.request.tag


@frozen
class Progress:
    request: Request
    args: tuple


class _Lane:
    """One thread and its queue. The thread starts with the first request (unless the
    service holds its lanes) and ends at ``stop``."""

    def __init__(self, name: str, run: Callable[[Request], None]) -> None:
        self.name = name
        self._run = run
        self._queue: deque[Request | None] = deque()
        self._ready = threading.Condition()
        self.thread: threading.Thread | None = None

    def put(self, request: Request | None) -> None:
        with self._ready:
            self._queue.append(request)
            self._ready.notify()

    @property
    def waiting(self) -> bool:
        return bool(self._queue)

    def start(self) -> None:
        if self.thread is None:
            self.thread = threading.Thread(
                target=self._loop, name=f"ginrummy-{self.name}", daemon=True
            )
            self.thread.start()

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def _loop(self) -> None:
        while True:
            with self._ready:
                while not self._queue:
                    self._ready.wait()
                request = self._queue.popleft()
            if request is None:
                return
            if not request.cancelled:  # cancelled while it waited: never started
                self._run(request)

    def stop(self, timeout: float) -> bool:
        """End the thread after what it is doing; True if it ended within ``timeout``."""
        self.put(None)
        if self.thread is None:
            return True
        self.thread.join(timeout)
        return not self.thread.is_alive()


class TaskService:
    """Background work in named lanes (see the module's docstring).

    ``post(message)`` carries a ``Reply`` or ``Progress`` from a lane's thread to the
    thread that calls ``deliver``; None delivers in the lane's thread. The askers' callbacks
    run where ``deliver`` runs; everything else is safe from any thread."""

    def __init__(self, post: Callable[[object], None] | None = None, lanes=LANES) -> None:
        self._post = post if post is not None else self.deliver
        self._lanes = {name: _Lane(name, self._run) for name in lanes}
        self._ids = itertools.count(1)
        self._pending: dict[int, Request] = {}  # under _lock: lanes deliver when post is None
        self._lock = threading.Lock()
        self._children: dict[str, object] = {}
        self._held = False
        self._stopped = False

    # ------------------------------------------------------------------ asking
    def submit(
        self,
        lane: str,
        work: Callable,
        *,
        owner: object = None,
        tag: object = None,
        on_done: Callable | None = None,
        on_progress: Callable | None = None,
    ) -> Request:
        """Queue ``work(token, progress)`` on ``lane``; its answer goes to ``on_done``.
        Asked after ``shutdown`` (a window's late timer), it comes back cancelled and never
        runs."""
        request = Request(next(self._ids), lane, work, owner, tag, on_done, on_progress)
        if self._stopped:
            request.cancel()
            return request
        with self._lock:
            self._pending[request.id] = request
        self._lanes[lane].put(request)
        if not self._held:
            self._lanes[lane].start()
        return request

    def cancel(self, *, owner: object = None, lane: str | None = None) -> int:
        """Cancel every pending request of ``owner`` (any owner if None) on ``lane`` (any
        lane if None); returns how many."""
        with self._lock:
            hit = [
                r
                for r in self._pending.values()
                if (owner is None or r.owner is owner) and (lane is None or r.lane == lane)
            ]
            for request in hit:
                request.cancel()
                del self._pending[request.id]
        return len(hit)

    def pending(self, owner: object = None) -> int:
        """Requests asked and neither answered nor cancelled (of ``owner``, if given)."""
        with self._lock:
            return sum(1 for r in self._pending.values() if owner is None or r.owner is owner)

    # ------------------------------------------------------------------ start-up
    def hold(self) -> None:
        """Lanes not yet started wait until ``release`` (start-up: the first decision and
        the AI's imports would compete with the table's first paint)."""
        self._held = True

    def release(self) -> None:
        self._held = False
        if not self._stopped:
            for lane in self._lanes.values():
                if lane.waiting:
                    lane.start()

    @property
    def held(self) -> bool:
        return self._held

    def running(self, lane: str) -> bool:
        return self._lanes[lane].running

    # ------------------------------------------------------------------ child processes
    def child(self, kind: str):
        """The child process of ``kind`` ("ai", "coach"): made once, started on its first
        request (``tasks/children.py``)."""
        if kind not in self._children:
            from .children import KINDS

            self._children[kind] = KINDS[kind]()
        return self._children[kind]

    def stop_child(self, kind: str) -> None:
        """Stop the child of ``kind`` if it runs (a new one starts with the next request)."""
        proc = self._children.get(kind)
        if proc is not None:
            proc.stop()

    # ------------------------------------------------------------------ the lanes' side
    def _run(self, request: Request) -> None:
        def progress(*args) -> None:
            self._post(Progress(request, args))

        try:
            reply = Reply(request, request.work(request.token, progress))
        except Exception:  # a failing task is reported to its asker, the lane goes on
            reply = Reply(request, None, traceback.format_exc())
        try:
            self._post(reply)
        except RuntimeError:  # the receiver is gone (a window closed without shutdown)
            log.debug("an answer of request %d had nowhere to go", request.id)

    # ------------------------------------------------------------------ the asker's side
    def deliver(self, message: Reply | Progress) -> bool:
        """Hand ``message`` to its asker unless its request was cancelled — the one stale
        check. Returns whether it was handed on."""
        request = message.request
        if request.cancelled:
            return False
        if isinstance(message, Progress):
            if request.on_progress is not None:
                request.on_progress(*message.args)
            return True
        with self._lock:
            self._pending.pop(request.id, None)
        if request.on_done is not None:
            request.on_done(message)
        elif message.error is not None:
            log.error("background work on the %s lane failed:\n%s", request.lane, message.error)
        return True

    # ------------------------------------------------------------------ the end
    def shutdown(self, timeout: float = JOIN_S) -> bool:
        """Cancel everything, stop the child processes, join every lane. Safe to call
        twice; returns whether every lane's thread ended."""
        if self._stopped:
            return all(not lane.running for lane in self._lanes.values())
        self._stopped = True
        self.cancel()
        for proc in self._children.values():
            proc.shutdown()
        return all([lane.stop(timeout) for lane in self._lanes.values()])


__all__ = ["COACH", "GAME", "LANES", "PRELOAD", "Progress", "Reply", "Request", "TaskService"]
