"""Opening the data folder for one run: one copy of the game per folder, a log file, and
no leftovers of interrupted writes.

Two copies on one folder would overwrite each other's game and statistics, so the first
takes a ``QLockFile`` there and keeps it until it ends. The lock records the holder's
process; a lock left by a copy that crashed or was killed is found stale (its process is
gone) and taken over. Only the holder of the lock removes temporary files: another copy's
write in progress looks exactly like a leftover.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile

from .persistence import Unusable, read_bytes, remove_leftovers, set_aside, setup_logging
from .persistence.logfile import stop_logging
from .persistence.safe_read import kind_of

LOCK_NAME = "ginrummy.lock"
log = logging.getLogger(__name__)


class AlreadyOpen(Exception):
    """Another running copy of the game holds the folder's lock."""

    def __init__(self, folder: Path, pid: int) -> None:
        super().__init__(f"{folder} is in use by process {pid}")
        self.folder = folder
        self.pid = pid


@dataclass
class DataFolder:
    path: Path
    lock: QLockFile | None  # None when the folder cannot be written (the game warns)
    log_file: Path | None

    def close(self) -> None:
        if self.log_file is not None:
            stop_logging()
            self.log_file = None
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


def open_data_folder(path: Path) -> DataFolder:
    """Lock ``path`` for this run, start the log there and clear leftovers. Raises
    ``AlreadyOpen`` when another running copy holds it."""
    path = Path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return DataFolder(path, None, None)
    lock_path = path / LOCK_NAME
    _clear_the_way(lock_path)
    lock = QLockFile(str(lock_path))
    lock.setStaleLockTime(0)  # only a dead holder makes a lock stale, never its age
    if not lock.tryLock(0):
        if lock.error() == QLockFile.LockError.LockFailedError:
            info = lock.getLockInfo()  # (pid, host, app), when the file could be read
            pid = info[0] if isinstance(info, tuple) and info and isinstance(info[0], int) else 0
            raise AlreadyOpen(path, pid)
        lock = None  # cannot be made (a read-only folder): the game warns about writing
    log_file = setup_logging(path)
    log.info("the game starts with the data folder %s", path)
    remove_leftovers(path)
    return DataFolder(path, lock, log_file)


def _clear_the_way(lock_path: Path) -> None:
    """``QLockFile`` reads an existing lock file to find its holder, following links and
    blocking on a pipe: anything but a small regular file there is set aside first."""
    try:
        kind = kind_of(lock_path)
        if kind == "file":
            read_bytes(lock_path, 4096)
        elif kind is not None:
            raise Unusable(kind, "in place of the lock file")
    except Unusable as e:
        set_aside(lock_path, e.code, e.detail)
