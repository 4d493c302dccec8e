"""Writing files off the GUI thread.

An atomic save costs 8–12 ms here, almost all of it fsync; done on the GUI thread after
every move, that is a hitch the player feels. The writer thread takes the text to write (the
GUI thread only serialises, well under a millisecond) and keeps only the latest text per
file: a save overtaken by a newer one before it reached the disk is skipped, never written
out of order. Every write is still atomic (``atomic_write_text``), so a crash leaves the
previous or the new file. ``flush()`` waits until everything asked for is on disk (on close,
and in tests).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from .atomic import atomic_write_text

_DELETE = object()


class BackgroundWriter:
    def __init__(self, on_error: Callable[[Path, OSError], None] | None = None) -> None:
        self._on_error = on_error
        self._pending: dict[Path, object] = {}
        self._cond = threading.Condition()
        self._writing = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="ginrummy-writer", daemon=True)
        self._thread.start()

    def write(self, path: Path, text: str) -> None:
        self._submit(Path(path), text)

    def delete(self, path: Path) -> None:
        self._submit(Path(path), _DELETE)

    def _submit(self, path: Path, item: object) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("the writer is closed")
            self._pending[path] = item  # the newest wins; order per file is kept
            self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every submitted write is done; False if ``timeout`` ran out."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._writing, timeout)

    def close(self, timeout: float | None = 10.0) -> bool:
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return  # closed and drained
                path, item = next(iter(self._pending.items()))
                del self._pending[path]
                self._writing = True
            try:
                if item is _DELETE:
                    path.unlink(missing_ok=True)
                else:
                    atomic_write_text(path, item)
            except OSError as e:
                if self._on_error is not None:
                    self._on_error(path, e)
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()
