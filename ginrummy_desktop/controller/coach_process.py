"""The coach's child process, driven from the worker thread (``review/coach_service.py``).

The worker thread hands each evaluation to this child and waits on the pipe, which holds no
interpreter lock, so the review window keeps the GUI thread's share of it. The child is
started on the first evaluation; if it cannot start or dies, ``CoachProcessError`` tells
the caller to evaluate in the worker thread instead.
"""

from __future__ import annotations

import contextlib
import logging
import threading

log = logging.getLogger(__name__)

STOP_WAIT_S = 0.5


class CoachProcessError(RuntimeError):
    pass


class CoachProcess:
    """One child serving evaluations; one evaluation at a time, from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ctx = None  # multiprocessing loads with the first child
        self._cancel = None
        self._proc = None
        self._conn = None
        self._closed = False

    def _ensure_started(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        if self._closed:
            raise CoachProcessError("the coach process was shut down")
        from ..review.coach_service import serve

        if self._ctx is None:
            import multiprocessing

            self._ctx = multiprocessing.get_context("spawn")  # never fork a process with Qt
        if self._cancel is None:
            self._cancel = self._ctx.Event()
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(
            target=serve, args=(child, self._cancel), name="ginrummy-coach", daemon=True
        )
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent

    def assess(self, request, cancel: threading.Event | None = None, progress=None):
        """The child's ``Verdict`` for ``request``; ``progress(done, total)`` is called in
        this thread as the child reports; ``cancel`` is passed on while waiting."""
        with self._lock:
            try:
                self._ensure_started()
            except (OSError, RuntimeError) as exc:
                raise CoachProcessError(f"the coach process cannot start: {exc!r}") from exc
            self._cancel.clear()
            proc, conn = self._proc, self._conn
            try:
                conn.send(request)
                while True:
                    while not conn.poll(0.01):
                        if self._closed or (cancel is not None and cancel.is_set()):
                            self._cancel.set()
                        if not proc.is_alive():
                            raise CoachProcessError("the coach process ended unexpectedly")
                    message = conn.recv()
                    if message[0] == "progress":
                        if progress is not None:
                            progress(message[1], message[2])
                        continue
                    break
            except (EOFError, OSError, CoachProcessError) as exc:
                log.warning("coach process failed (%s); stopping it", exc)
                self._stop_locked()
                if isinstance(exc, CoachProcessError):
                    raise
                raise CoachProcessError(f"the coach process failed: {exc!r}") from exc
        status, value = message
        if status != "ok":
            raise CoachProcessError(value)
        return value

    def shutdown(self) -> None:
        """Stop the child (an evaluation under way is cancelled first)."""
        self._closed = True
        if self._cancel is not None:
            self._cancel.set()
        if self._lock.acquire(timeout=STOP_WAIT_S):
            try:
                self._stop_locked()
            finally:
                self._lock.release()
        else:
            _stop(self._proc)

    def _stop_locked(self) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
        _stop(proc)
        if conn is not None:
            conn.close()


def _stop(proc) -> None:
    if proc is None:
        return
    with contextlib.suppress(OSError, ValueError, AssertionError):
        proc.join(STOP_WAIT_S)
        if proc.is_alive():
            proc.terminate()
            proc.join(STOP_WAIT_S)
        if proc.is_alive():
            proc.kill()
            proc.join(STOP_WAIT_S)
