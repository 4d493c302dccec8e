"""The computer's search in a child process, driven from the worker thread.

The worker thread stays the one funnel for background work: it takes the request, hands it
to this child and waits on the pipe — which holds no interpreter lock — so the GUI thread
keeps the lock to itself while Hard searches (see ``ai/service.py`` for the measurement
behind this). The child is started on the first decision, from the worker thread, so
neither start-up nor the GUI thread ever waits for it; if it cannot start or dies, the
decision is made in the worker thread as before and the game goes on.

A child that stops answering must not hold anything up: once a decision is cancelled (a
new game, closing the window), the child gets ``CANCEL_GRACE_S`` to return its best answer
so far, then is killed (a stopped process would ignore SIGTERM until it runs again; an
unresponsive one has nothing worth a goodbye). ``shutdown`` asks an idle child to leave,
then terminates and kills it, and never waits longer than ``STOP_WAIT_S`` for the lock a
waiting decision holds: it stops the child itself. So closing the window takes well under a
second whatever the child does. Every failure is logged.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time

log = logging.getLogger(__name__)

CANCEL_GRACE_S = 0.25  # a healthy Hard answers a cancel within milliseconds
STOP_WAIT_S = 0.15  # each of: SIGTERM, then SIGKILL


class AiProcessError(RuntimeError):
    pass


class AiProcess:
    """One child process serving decisions; safe to call from any thread (one at a time)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ctx = None  # multiprocessing loads with the first child, not at start-up
        self._cancel = None  # made with the child: no OS semaphores for levels that never ask
        self._proc = None
        self._conn = None
        self._closed = False

    def _ensure_started(self) -> None:
        if self._proc is not None and self._proc.is_alive():
            return
        if self._closed:
            raise AiProcessError("the AI process was shut down")
        from ..ai.service import serve

        if self._ctx is None:
            import multiprocessing

            self._ctx = multiprocessing.get_context("spawn")  # no fork of a process with Qt
        if self._cancel is None:
            self._cancel = self._ctx.Event()
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(
            target=serve, args=(child, self._cancel), name="ginrummy-ai", daemon=True
        )
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent

    def choose(self, level: str, seed: int, view, legal, cancel: threading.Event | None):
        """The child's answer; ``cancel`` (the request's event) is passed on while waiting.
        Raises ``AiProcessError`` if the child fails, or does not answer a cancel in time."""
        with self._lock:
            self._ensure_started()
            self._cancel.clear()
            proc, conn = self._proc, self._conn
            try:
                conn.send((level, seed, view, tuple(legal)))
                cancelled_at = None
                while not conn.poll(0.01):
                    if cancelled_at is None and (
                        self._closed or (cancel is not None and cancel.is_set())
                    ):
                        self._cancel.set()
                        cancelled_at = time.monotonic()
                    if not proc.is_alive():
                        raise AiProcessError("the AI process ended unexpectedly")
                    if cancelled_at is not None and (
                        self._closed or time.monotonic() - cancelled_at > CANCEL_GRACE_S
                    ):
                        raise AiProcessError("the AI process did not answer a cancel")
                status, value, _elapsed = conn.recv()
            except (EOFError, OSError, AiProcessError) as exc:
                log.warning("AI process failed (%s); stopping it", exc)
                self._stop_locked(polite=False)
                if isinstance(exc, AiProcessError):
                    raise
                raise AiProcessError(f"the AI process failed: {exc!r}") from exc
        if status != "ok":
            log.error("the AI process reported an error: %s", value)
            raise AiProcessError(value)
        return value

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    def shutdown(self, timeout: float = 1.0) -> None:
        """Stop the child. Waits for a decision in progress at most ``STOP_WAIT_S``; past
        that the child is stopped without the lock, and that decision fails at once."""
        self._closed = True
        self.cancel()
        if self._lock.acquire(timeout=STOP_WAIT_S):
            try:
                self._stop_locked(timeout)
            finally:
                self._lock.release()
        else:
            log.warning("an AI decision is still waiting at shutdown; stopping the child")
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
            log.warning("the AI process %s did not stop; killing it", proc.pid)
            proc.kill()
            proc.join(wait)
