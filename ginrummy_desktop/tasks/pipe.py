"""Both ends of the pipe to a child process: the parent's ``ChildProcess`` and the child's
loop ``serve_requests``. Hard's decisions and the coach's evaluations use it alike (the
kinds: ``children.py``), driven from a lane of the task service (``service.py``).

The lane's thread hands the request to the child and waits on the pipe — which holds no
interpreter lock — so the GUI thread keeps the lock to itself while the child searches (a
pure-Python search in a thread of the GUI process stalled the window by up to ~100 ms,
``benchmarks/ui_stall.py``). The child is started on the first request, from the lane's
thread, so neither start-up nor the GUI thread ever waits for it; when it cannot start or
dies, ``ChildFailed`` tells the caller to do the work in the lane's thread instead, and the
game goes on.

A child that stops answering must not hold anything up. Each kind has a silence deadline: a
child silent that long (no progress, no answer — stopped, hung, starved) is killed at once
and the caller does the work itself; the next request starts a new child. Once a request is
cancelled (its token set: a new game, closing a window), the child gets ``CANCEL_GRACE_S``
to return its best answer so far, then is killed (a stopped process would ignore SIGTERM
until it runs again; an unresponsive one has nothing worth a goodbye). ``shutdown`` asks an
idle child to leave, then terminates and kills it, and never waits longer than
``STOP_WAIT_S`` for the lock a waiting request holds: it stops the child itself. So closing
a window takes well under a second whatever the child does. Every failure is logged.

The protocol: the parent (``ChildProcess.call``) sends a request; the child
(``serve_requests``, the loop of ``ai.service.serve`` and ``review.coach_service.serve``)
answers with any number of ``("progress", …)`` messages and then ``("ok", value)`` or
``("error", text)``; ``None`` ends the child. The request's cancel token cannot cross the
process boundary, so while the parent waits it mirrors the token into a flag the child
shares (``SharedFlag``), which the child's search reads.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
import traceback
from collections.abc import Callable

log = logging.getLogger(__name__)

CANCEL_GRACE_S = 0.25  # a healthy search answers a cancel within milliseconds
STOP_WAIT_S = 0.15  # each of: SIGTERM, then SIGKILL


class SharedFlag:
    """The cancel flag the parent and its child both see: one byte of shared memory, read
    and written without a lock. (A ``multiprocessing.Event`` takes a lock even to read it: a
    child killed or stopped while it held that lock — a deadline's kill during the search's
    check of its flag — would block the parent's next set or clear for ever.)"""

    POLL_S = 0.005

    def __init__(self, ctx) -> None:
        self._byte = ctx.RawValue("b", 0)

    def set(self) -> None:
        self._byte.value = 1

    def clear(self) -> None:
        self._byte.value = 0

    def is_set(self) -> bool:
        return bool(self._byte.value)

    def wait(self, timeout: float | None = None) -> bool:
        end = None if timeout is None else time.monotonic() + timeout
        while not self.is_set():
            if end is not None and time.monotonic() >= end:
                return False
            time.sleep(self.POLL_S)
        return True


class ChildFailed(RuntimeError):
    """The child could not start, died, did not answer a cancel, or reported an error."""


class ChildProcess:
    """One child process serving requests; safe to call from any thread (one at a time).
    ``target()`` gives the child's loop ``serve(conn, cancel)`` (asked for only when the
    child starts, so its imports stay out of start-up), ``name`` is the process name."""

    cancel_grace_s = CANCEL_GRACE_S
    deadline_s: float | None = None  # the default silence deadline of ``call``

    def __init__(self, target: Callable[[], Callable], name: str) -> None:
        self._target = target
        self._name = name
        self._lock = threading.Lock()
        self._ctx = None  # multiprocessing loads with the first child, not at start-up
        self._cancel = None  # made with the first child: no shared memory for one never asked
        self._proc = None
        self._conn = None
        self._closed = False
        self._killed = None  # the child ``stop`` ended under a request still waiting on it

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None else None

    def _ensure_started(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        if self._closed:
            raise ChildFailed(f"the {self._name} process was shut down")
        if self._ctx is None:
            import multiprocessing

            self._ctx = multiprocessing.get_context("spawn")  # no fork of a process with Qt
        if self._cancel is None:
            self._cancel = SharedFlag(self._ctx)
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(
            target=self._target(), args=(child, self._cancel), name=self._name, daemon=True
        )
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent

    def call(
        self,
        request,
        cancel: threading.Event | None = None,
        on_progress=None,
        deadline_s: float | None = None,
    ):
        """The child's answer to ``request``; ``on_progress(*args)`` is called in this thread
        for each progress message; ``cancel`` (the request's own flag) is passed on while
        waiting; a child silent for ``deadline_s`` (default: the object's) is killed. Raises
        ``ChildFailed``."""
        if deadline_s is None:
            deadline_s = self.deadline_s
        with self._lock:
            try:
                self._ensure_started()
            except (OSError, RuntimeError) as exc:
                if isinstance(exc, ChildFailed):
                    raise
                raise ChildFailed(f"the {self._name} process cannot start: {exc!r}") from exc
            self._cancel.clear()
            proc, conn = self._proc, self._conn
            try:
                conn.send(request)
                message = self._wait(proc, conn, cancel, on_progress, deadline_s)
            except (EOFError, OSError, ChildFailed) as exc:
                if self._closed or proc is self._killed:  # cut short on purpose: no failure
                    log.info("%s process stopped under a request (%s)", self._name, exc)
                else:
                    log.warning("%s process failed (%s); stopping it", self._name, exc)
                self._stop_locked(polite=False)
                if isinstance(exc, ChildFailed):
                    raise
                raise ChildFailed(f"the {self._name} process failed: {exc!r}") from exc
        status, value = message
        if status != "ok":
            log.error("the %s process reported an error: %s", self._name, value)
            raise ChildFailed(value)
        return value

    def _wait(self, proc, conn, cancel, on_progress, deadline_s=None):
        cancelled_at = None
        heard = time.monotonic()
        while True:
            while not conn.poll(0.01):
                if deadline_s is not None and time.monotonic() - heard > deadline_s:
                    raise ChildFailed(
                        f"the {self._name} process did not answer within {deadline_s:.1f} s"
                    )
                if cancelled_at is None and (
                    self._closed or (cancel is not None and cancel.is_set())
                ):
                    self._cancel.set()
                    cancelled_at = time.monotonic()
                if not proc.is_alive():
                    raise ChildFailed(f"the {self._name} process ended unexpectedly")
                if cancelled_at is not None and (
                    self._closed or time.monotonic() - cancelled_at > self.cancel_grace_s
                ):
                    raise ChildFailed(f"the {self._name} process did not answer a cancel")
            message = conn.recv()
            heard = time.monotonic()
            if message[0] != "progress":
                return message
            if on_progress is not None:
                on_progress(*message[1:])

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    def shutdown(self, timeout: float = 1.0) -> None:
        """Stop the child for good (no new one starts)."""
        self._closed = True
        self.stop(timeout)

    def stop(self, timeout: float = 1.0) -> None:
        """Stop the child; the next request starts a new one. Waits for a request in
        progress at most ``STOP_WAIT_S``; past that the child is stopped without the lock,
        and that request fails at once."""
        self.cancel()
        if self._lock.acquire(timeout=STOP_WAIT_S):
            try:
                self._stop_locked(timeout)
            finally:
                self._lock.release()
        else:
            log.info("a %s request is still under way; stopping it", self._name)
            self._killed = self._proc
            _stop(self._proc, STOP_WAIT_S, polite=False)

    def _stop_locked(self, timeout: float = 1.0, polite: bool = True) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None and polite:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
        _stop(proc, min(timeout, STOP_WAIT_S), polite)
        if conn is not None:
            conn.close()


def _stop(proc, wait: float, polite: bool = True) -> None:
    """End ``proc``: politely — let it leave by itself, then SIGTERM — then SIGKILL,
    ``wait`` each."""
    if proc is None:
        return
    with contextlib.suppress(OSError, ValueError, AssertionError):
        if polite:
            proc.join(wait)
            if proc.is_alive():
                proc.terminate()
                proc.join(wait)
        if proc.is_alive():
            proc.kill()
            proc.join(wait)


def serve_requests(conn, cancel, handle) -> None:
    """The child's loop: ``handle(request, cancel, progress)`` answers each request;
    ``progress(*args)`` sends a progress message. An error is reported and the loop goes
    on; a broken pipe ends it."""
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return

        def progress(*args) -> None:
            conn.send(("progress", *args))

        try:
            reply = ("ok", handle(request, cancel, progress))
        except (EOFError, OSError):
            return
        except Exception:  # report, keep serving
            reply = ("error", traceback.format_exc())
        finally:
            cancel.clear()
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return
