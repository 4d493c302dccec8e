"""Opening the data folder for one run: one copy of the game per folder, a log file, and
no leftovers of interrupted writes.

Two copies on one folder would overwrite each other's game and statistics, so the first
takes an advisory lock of the operating system (``flock`` on POSIX, ``msvcrt.locking`` on
Windows) on the open file ``ginrummy.lock`` and keeps the file open until it ends. The
kernel releases the lock when its holder ends, however it ends (a crash, a kill, a power
cut): the file's contents are never judged, so an empty, damaged or copied lock file, one
from another machine or naming a process id now reused, never stops the game. The contents
(the holder's process id) only make the "already open" message and the log clearer.

When the lock cannot be taken for any other reason than another copy holding it (a
read-only folder, a full disk, no permission), the run writes nothing to the folder at all
— no log, no key, no save, no statistics, no settings — and the player is told, so that two
copies can never write the same folder unlocked. Only the holder of the lock removes
temporary files: another copy's write in progress looks exactly like a leftover.
"""

from __future__ import annotations

import contextlib
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from .persistence import (
    SAVE_NAME,
    SECRET_NAME,
    STATS_NAME,
    Unusable,
    read_bytes,
    remove_leftovers,
    set_aside,
    setup_logging,
)
from .persistence.atomic import allow_writes, forbid_writes
from .persistence.generation import HISTORY_NAME
from .persistence.logfile import stop_logging
from .persistence.safe_read import kind_of

LOCK_NAME = "ginrummy.lock"
log = logging.getLogger(__name__)
_FLAGS = (
    os.O_RDWR
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
)


class AlreadyOpen(Exception):
    """Another running copy of the game holds the folder's lock."""

    def __init__(self, folder: Path, pid: int) -> None:
        super().__init__(f"{folder} is in use by process {pid}")
        self.folder = folder
        self.pid = pid


class FolderLock:
    """The held lock: an open descriptor of the lock file. ``release`` removes the file,
    then closes it (which ends the lock)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    def isLocked(self) -> bool:  # noqa: N802 - the name QLockFile gave callers
        return self._fd is not None

    def release(self) -> None:
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)  # while still held: nobody can be waiting on this file
        with contextlib.suppress(OSError):
            os.close(self._fd)
        self._fd = None

    unlock = release


@dataclass
class DataFolder:
    path: Path
    lock: FolderLock | None  # None: the lock could not be taken, nothing is written
    log_file: Path | None
    write_problem: OSError | None = None  # why the lock could not be taken

    @property
    def writable(self) -> bool:
        return self.lock is not None

    def close(self) -> OSError | None:
        """Stop the log and release the lock; never raises (a full disk at quit must not
        turn a clean end into a failure). Returns the log's first write error, if any."""
        failed = None
        if self.log_file is not None:
            self.log_file = None
            with contextlib.suppress(Exception):
                failed = stop_logging()
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        return failed


def try_lock(fd: int) -> bool:
    """Take the advisory lock on ``fd`` without waiting; False if another process holds
    it. Raises ``OSError`` for any other failure."""
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except PermissionError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def take_lock(path: Path) -> FolderLock:
    """The folder's lock. Raises ``AlreadyOpen`` when a running copy holds it, ``OSError``
    when it cannot be taken at all."""
    lock_path = path / LOCK_NAME
    for _ in range(20):
        _clear_the_way(lock_path)
        fd = os.open(lock_path, _FLAGS, 0o600)
        try:
            if not try_lock(fd):
                raise AlreadyOpen(path, _holder(fd))
            # The holder before us may have removed the file between our open and our lock:
            # then we hold a lock on a file nobody else can find. Take the one in place.
            if not _same_file(fd, lock_path):
                os.close(fd)
                continue
        except BaseException:
            with contextlib.suppress(OSError):
                os.close(fd)
            raise
        with contextlib.suppress(OSError):  # for the message and the log only
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        return FolderLock(lock_path, fd)
    raise OSError("the lock file keeps changing")


def _same_file(fd: int, path: Path) -> bool:
    try:
        a, b = os.fstat(fd), os.lstat(path)
    except OSError:
        return False
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def _holder(fd: int) -> int:
    """The process id the holder wrote, or 0 (the contents are only informative)."""
    try:
        text = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
    except (OSError, AttributeError):
        return 0
    return int(text) if text.isdigit() and len(text) < 12 else 0


def open_data_folder(path: Path) -> DataFolder:
    """Lock ``path`` for this run, start the log there and clear leftovers. Raises
    ``AlreadyOpen`` when another running copy holds it; when the lock cannot be taken for
    another reason, the folder is not written at all (``DataFolder.writable`` False)."""
    path = Path(path)
    allow_writes(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
        lock = take_lock(path)
    except AlreadyOpen:
        raise
    except OSError as e:
        log.warning("the data folder %s cannot be locked (%s): nothing is written there", path, e)
        forbid_writes(path, e)
        return DataFolder(path, None, None, e)
    log_file = setup_logging(path)
    log.info("the game starts with the data folder %s", path)
    from .settings import SETTINGS_NAME  # with Qt, imported by then

    remove_leftovers(path, (SAVE_NAME, STATS_NAME, HISTORY_NAME, SECRET_NAME, SETTINGS_NAME))
    return DataFolder(path, lock, log_file)


def _clear_the_way(lock_path: Path) -> None:
    """Anything but a small regular file where the lock file goes (a link, a pipe, a
    folder) is set aside first: the lock is never taken through a link."""
    try:
        kind = kind_of(lock_path)
        if kind == "file":
            read_bytes(lock_path, 4096)
        elif kind is not None:
            raise Unusable(kind, "in place of the lock file")
    except Unusable as e:
        set_aside(lock_path, e.code, e.detail)
