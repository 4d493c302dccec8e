"""Atomic writes and the quarantine of damaged files.

A write goes to a temporary file in the same directory, is flushed and fsynced, then
replaces the target with ``os.replace`` (atomic on POSIX and Windows) and the directory is
fsynced, so a crash at any moment leaves either the old or the new file, never a torn one.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path


@dataclass(frozen=True)
class FileProblem:
    """What was wrong with a file, in words, and where the damaged copy was kept."""

    path: Path
    reason: str
    kept_as: Path | None


def atomic_write_text(path: Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
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
    """Move a damaged file aside as ``NAME.corrupt-YYYYmmdd-HHMMSS`` (``-2``, ``-3``… if that
    exists already): never deleted, never overwritten. Returns the new path."""
    path = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        n += 1
    os.replace(path, target)
    return target


def read_json(path: Path) -> object:
    """Parse a JSON file; raises ValueError with a plain reason (empty, not JSON, not text)."""
    data = Path(path).read_bytes()
    if not data.strip():
        raise ValueError("the file is empty")
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError as e:
        raise ValueError("the file is not text") from e
    except json.JSONDecodeError as e:
        raise ValueError(
            f"the file is not valid JSON (line {e.lineno}, column {e.colno}); "
            "it may have been cut short"
        ) from e
