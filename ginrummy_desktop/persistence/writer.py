"""Writing files off the GUI thread, in an order that survives a kill.

An atomic save costs 8–12 ms here, almost all of it fsync; done on the GUI thread after
every move, that is a hitch the player feels. The writer thread takes the text to write (the
GUI thread only serialises, well under a millisecond) and keeps only the latest text per
file: a save overtaken by a newer one before it reached the disk is skipped.

Skipping must not reorder what reaches the disk across files: the statistics say which
finished hands they count, and must never be on disk ahead of a save that holds those
hands. So the writer takes everything pending at once — the state after the latest
request — and writes it in a fixed order: the files named in ``order`` first, in that
order, then the others, then the deletions (a finished game's save goes only once the
statistics holding its result are on disk). A failed write ends its batch for the same
reason; what it did not write is tried again, in order, with the next request. Every write
is atomic
(``atomic_write_text``).
``flush()`` waits until everything asked for is on disk (on close, and in tests).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from .atomic import atomic_write_text, check_may_write

_DELETE = object()


class BackgroundWriter:
    def __init__(
        self,
        on_error: Callable[[Path, OSError], None] | None = None,
        order: Sequence[Path] = (),
    ) -> None:
        self._on_error = on_error
        self._rank = {Path(p): i for i, p in enumerate(order)}
        self._pending: dict[Path, object] = {}
        self._retry: dict[Path, object] = {}  # a failed batch's rest, for the next request
        self._after: set[Path] = set()  # deleted once everything pending is written
        self._cond = threading.Condition()
        self._writing = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="ginrummy-writer", daemon=True)
        self._thread.start()

    def write(self, path: Path, text: str) -> None:
        self._submit({Path(path): text})

    def delete(self, path: Path) -> None:
        self._submit({Path(path): _DELETE})

    def write_all(self, items: dict[Path, str | None], then_delete: Sequence[Path] = ()) -> None:
        """Several files as one request (None deletes): the thread never takes a batch
        holding only part of them, so ``order`` holds between them too. ``then_delete``
        are deleted after all of them are on disk (unless written again meanwhile)."""
        items = {Path(p): (_DELETE if t is None else t) for p, t in items.items()}
        self._submit(items, [Path(p) for p in then_delete])

    def _submit(self, items: dict[Path, object], then_delete: Sequence[Path] = ()) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("the writer is closed")
            self._pending.update(items)  # the newest wins
            self._after.difference_update(items)
            self._after.update(then_delete)
            for old_path, old_item in self._retry.items():
                self._pending.setdefault(old_path, old_item)
            self._retry = {}
            self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every submitted write is done; False if ``timeout`` ran out."""
        with self._cond:
            return self._cond.wait_for(
                lambda: not self._pending and not self._after and not self._writing, timeout
            )

    def has_pending(self) -> bool:
        """Whether something asked for is not on disk (a failed write waits for a retry)."""
        with self._cond:
            return bool(self._pending or self._retry or self._after or self._writing)

    def close(self, timeout: float | None = 10.0) -> bool:
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)
        return done

    def _key(self, entry: tuple[Path, object]) -> tuple[int, int]:
        path, item = entry
        return (item is _DELETE, self._rank.get(path, len(self._rank)))

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._after or self._closed)
                if not self._pending and not self._after:
                    return  # closed and drained
                batch = sorted(self._pending.items(), key=self._key)
                batch += [(p, _DELETE) for p in sorted(self._after)]
                self._pending = {}
                self._after = set()
                self._writing = True
            try:
                for i, (path, item) in enumerate(batch):
                    try:
                        if item is _DELETE:
                            check_may_write(path)
                            path.unlink(missing_ok=True)
                        else:
                            atomic_write_text(path, item)
                    except OSError as e:
                        if self._on_error is not None:
                            self._on_error(path, e)
                        # What follows in the order must not overtake what failed.
                        with self._cond:
                            self._retry = dict(batch[i:])
                        break
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()
