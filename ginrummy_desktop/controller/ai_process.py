"""The computer's search in a child process, driven from the worker thread (issue 4).

The worker thread stays the one funnel for background work (DESIGN.md habit 5): it takes
the request, hands it to this child and blocks on the pipe — which holds no interpreter lock
— so the GUI thread keeps the lock to itself while Hard searches (see ``ai/service.py`` for
the measurement behind this). The child is started on the first decision, from the worker
thread, so start-up never waits for it; if it cannot start or dies, the decision is made in
the worker thread as before and the game goes on.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import threading


class AiProcessError(RuntimeError):
    pass


class AiProcess:
    """One child process serving decisions; safe to call from any thread (one at a time)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ctx = multiprocessing.get_context("spawn")  # no fork of a process with Qt
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
        """The child's answer; ``cancel`` (the request's event) is passed on while waiting."""
        with self._lock:
            self._ensure_started()
            self._cancel.clear()
            try:
                self._conn.send((level, seed, view, tuple(legal)))
                while not self._conn.poll(0.01):
                    if cancel is not None and cancel.is_set():
                        self._cancel.set()
                    if not self._proc.is_alive():
                        raise AiProcessError("the AI process ended unexpectedly")
                status, value, _elapsed = self._conn.recv()
            except (EOFError, OSError, BrokenPipeError) as exc:
                self._stop_locked()
                raise AiProcessError(f"the AI process failed: {exc!r}") from exc
        if status != "ok":
            raise AiProcessError(value)
        return value

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    def shutdown(self, timeout: float = 2.0) -> None:
        self._closed = True
        self.cancel()
        with self._lock:
            self._stop_locked(timeout)

    def _stop_locked(self, timeout: float = 2.0) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
        if proc is not None:
            proc.join(timeout)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout)
        if conn is not None:
            conn.close()
