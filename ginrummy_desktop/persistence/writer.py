"""Writing files off the GUI thread, in an order that survives a kill.

An atomic save is almost all fsync; done on the GUI thread after every move, that is a
hitch the player feels. The writer thread takes the text to write (the GUI thread only
serialises) and keeps only the latest text per file: a save overtaken by a newer one before
it reached the disk is skipped.

Skipping must not reorder what reaches the disk across files: the statistics say which
finished hands they count, and must never be on disk ahead of a save that holds those
hands; and a save must never be more than one write of the statistics ahead of them (the
keeper takes that for an earlier copy put back). So requests are gathered into batches,
each written in a fixed order — the files named in ``order`` first, in that order, then the
others, then the deletions (a finished game's save goes only once the statistics holding
its result are on disk). A request joins the batch still waiting, newest text per file,
unless that would drop a text the batch writes after one the request writes (a second save
and statistics after a first): then it starts a batch of its own, written after. A failed
write ends its batch for the same reason; what it did not write, and everything asked for
since, is tried again, in order, with the next request. Every write is atomic
(``atomic_write_text``). ``close_batch()`` ends the open batch: nothing asked for later
joins it. ``flush()`` waits until everything asked for is on disk (on close, and in tests).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from .atomic import atomic_write_text, check_may_write

_DELETE = object()
_ABSENT = object()


class BackgroundWriter:
    def __init__(
        self,
        on_error: Callable[[Path, OSError], None] | None = None,
        order: Sequence[Path] = (),
    ) -> None:
        self._on_error = on_error
        self._rank = {Path(p): i for i, p in enumerate(order)}
        self._queue: list[dict[Path, object]] = []  # closed batches, oldest first
        self._pending: dict[Path, object] = {}  # the open batch, newest text per file
        self._after: set[Path] = set()  # deleted once everything pending is written
        # A failed batch's rest and everything asked for behind it, for the next request.
        self._retry: list[dict[Path, object]] = []
        self._retry_after: set[Path] = set()
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
            if self._retry:  # what failed goes first, as it was
                self._queue[:0] = self._retry
                self._after |= self._retry_after
                self._retry, self._retry_after = [], set()
            if not self._may_merge(items):
                self._queue.append(self._pending)
                self._pending = {}
            self._pending.update(items)  # the newest wins
            self._after.difference_update(items)
            self._after.update(then_delete)
            self._cond.notify_all()

    def _may_merge(self, items: dict[Path, object]) -> bool:
        """Whether ``items`` may replace texts of the open batch. Not when a text it drops
        would have been written after a file the request writes: two requests of the
        keeper, each a save then the statistics, merged into the second's save and
        statistics would let a kill between the two leave a save two generations ahead of
        the statistics on disk — what an earlier copy put back looks like."""
        changed = {p: t for p, t in items.items() if self._pending.get(p, _ABSENT) != t}
        replaced = [p for p in changed if p in self._pending]
        if not replaced:
            return True
        first = min(self._key(entry) for entry in changed.items())
        return all(self._key((p, self._pending[p])) <= first for p in replaced)

    def close_batch(self) -> None:
        """What is asked for from now on is written after everything asked for so far,
        deletions included, never merged into one batch with it: a new game's first save
        must not take the place of the last game's texts still waiting (its statistics
        above all), and the GUI thread need not wait for the disk to keep that order."""
        with self._cond:
            # Its deletions follow it, as they follow the last batch (``_run``): a batch of
            # their own, for a file the batch writes may be one of them (a finished game's
            # save, written with its result and deleted once the statistics are on disk) and
            # must still be written first.
            closed = [self._pending] if self._pending else []
            if self._after:
                closed.append(dict.fromkeys(sorted(self._after), _DELETE))
            if closed:
                self._queue += closed
                self._pending, self._after = {}, set()
                self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every submitted write is done; False if ``timeout`` ran out."""
        with self._cond:
            return self._cond.wait_for(
                lambda: not (self._queue or self._pending or self._after or self._writing),
                timeout,
            )

    def has_pending(self) -> bool:
        """Whether something asked for is not on disk (a failed write waits for a retry)."""
        with self._cond:
            return bool(self._queue or self._pending or self._retry or self._after or self._writing)

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
                self._cond.wait_for(
                    lambda: self._queue or self._pending or self._after or self._closed
                )
                if self._queue:
                    batch = sorted(self._queue.pop(0).items(), key=self._key)
                elif self._pending or self._after:  # the last batch, then the deletions
                    batch = sorted(self._pending.items(), key=self._key)
                    batch += [(p, _DELETE) for p in sorted(self._after)]
                    self._pending = {}
                    self._after = set()
                else:
                    return  # closed and drained
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
                        # What follows in the order must not overtake what failed: the
                        # rest, and everything asked for since, waits for the next request.
                        with self._cond:
                            rest = [dict(batch[i:])] + self._queue
                            self._retry = rest + ([self._pending] if self._pending else [])
                            self._retry_after = self._after
                            self._queue, self._pending, self._after = [], {}, set()
                        break
            finally:
                with self._cond:
                    self._writing = False
                    self._cond.notify_all()
