"""Atomic writes, setting damaged files aside, and clearing what interrupted writes left.

A write goes to a temporary file in the same directory, is flushed and fsynced, then
replaces the target with ``os.replace`` (atomic on POSIX and Windows) and the directory is
fsynced, so a crash at any moment leaves either the old or the new file, never a torn one.
``os.replace`` replaces a link in the target's place rather than writing through it — but
the stores set any link aside on reading, with a message, before anything is written.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine.frozen import frozen

if TYPE_CHECKING:  # imported when a file is first set aside, not at start-up
    from collections.abc import Iterable
    from datetime import datetime

log = logging.getLogger(__name__)

# What ``atomic_write_text`` and the writability probe leave behind when a process dies
# in the middle: ".NAME.<random>.tmp" and ".write-test.<random>", the random part being
# ``tempfile.mkstemp``'s eight characters. NAME is one of the folder's own files (passed to
# ``remove_leftovers``): ``--data-dir`` may name any folder, and a player's own hidden
# ".notes.draft0001.tmp" there is not ours to delete.
_RANDOM = r"[a-z0-9_]{8}"


# Folders this process must not write at all (their lock could not be taken), with why.
_FORBIDDEN: dict[Path, OSError] = {}


def forbid_writes(directory: Path, reason: OSError) -> None:
    """Nothing is written, renamed or removed in ``directory`` for the rest of the run:
    every attempt fails with ``reason`` (the data folder's lock could not be taken)."""
    _FORBIDDEN[Path(directory).absolute()] = reason


def allow_writes(directory: Path) -> None:
    _FORBIDDEN.pop(Path(directory).absolute(), None)


def check_may_write(path: Path) -> None:
    """Raise the stored ``OSError`` if ``path``'s folder must not be written."""
    if _FORBIDDEN:
        reason = _FORBIDDEN.get(Path(path).absolute().parent)
        if reason is not None:
            raise OSError(reason.errno, f"the data folder is not locked: {reason.strerror}")


@frozen
class FileProblem:
    """A file that could not be used: ``reason`` is a code of ``safe_read.REASONS``,
    ``detail`` an English description for the log, ``kept_as`` where the file was moved
    aside (None if it could not be moved, and then nothing is written over it)."""

    path: Path
    reason: str
    kept_as: Path | None
    detail: str = ""
    subject: str = ""


def atomic_write_text(path: Path, text: str) -> None:
    path = Path(path)
    check_may_write(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:  # not possible on some platforms (Windows): the replace is enough
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def quarantine(path: Path, now: datetime | None = None) -> Path:
    """Move whatever is at ``path`` (a file, a link, a folder, a pipe…) aside as
    ``NAME.corrupt-YYYYmmdd-HHMMSS`` (``-2``, ``-3``… if that exists already), without
    opening or following it: never deleted, never overwritten. Returns the new path."""
    from datetime import datetime

    path = Path(path)
    check_may_write(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 2
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        n += 1
    os.rename(path, target)
    return target


def set_aside(path: Path, reason: str, detail: str = "", subject: str = "") -> FileProblem:
    """Quarantine ``path`` and log why; the problem to tell the player about."""
    try:
        kept = quarantine(path)
    except OSError as e:
        log.error(
            "%s is unusable (%s: %s) and could not be moved aside: %s", path, reason, detail, e
        )
        return FileProblem(Path(path), reason, None, detail, subject)
    log.warning("%s is unusable (%s: %s); kept as %s", path, reason, detail, kept.name)
    return FileProblem(Path(path), reason, kept, detail, subject)


def remove_leftovers(directory: Path, names: Iterable[str]) -> int:
    """Delete the temporary files that a killed process left in ``directory`` while it
    wrote one of the files ``names`` (or probed the folder): regular files with exactly
    those temporary names, nothing else. Call it only while holding the data folder's lock:
    another running copy's write in progress looks the same. Returns how many were
    removed."""
    own = "|".join(re.escape(n) for n in sorted(names))
    leftover = re.compile(rf"^\.(?:(?:{own})\.{_RANDOM}\.tmp|write-test\.{_RANDOM})$")
    removed = 0
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return 0
    for entry in entries:
        if not leftover.match(entry.name):
            continue
        try:
            if stat.S_ISREG(entry.stat(follow_symlinks=False).st_mode):
                os.unlink(entry.path)
                removed += 1
        except OSError as e:
            log.warning("could not remove the leftover %s: %s", entry.name, e)
    if removed:
        log.info("removed %d temporary file(s) left by an interrupted write", removed)
    return removed
