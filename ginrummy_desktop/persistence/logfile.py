"""The log file in the data folder: what was set aside and why, every AI error, anything
unexpected — so a bug report can carry it (Help → About says where it is).

Standard ``logging`` with a rotating file of at most ``MAX_BYTES`` plus one older copy.
The log is a file in the data folder like the others, so it is opened the same careful
way: never through a link, never a pipe or device (whatever stands there is set aside
first), and with a mode only the owner can read.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import sys
from pathlib import Path

from .atomic import set_aside
from .safe_read import Unusable, kind_of

LOG_NAME = "ginrummy.log"
MAX_BYTES = 150_000  # two files at most: ~300 KB
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
PACKAGE_LOGGER = "ginrummy_desktop"


def log_path(data_dir: Path) -> Path:
    return Path(data_dir) / LOG_NAME


class _CarefulRotatingHandler(logging.FileHandler):
    """Opens its file without following a link and refuses anything but a regular file;
    when a record would take the file past ``max_bytes``, the file becomes ``NAME.1`` (the
    one before it goes) and a new one starts. Its own few lines rather than
    ``logging.handlers``, whose imports (sockets, pickle, queues) cost start-up time for
    nothing the game uses."""

    def __init__(self, path: Path, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.failed: OSError | None = None  # the first write that failed (a full disk)
        super().__init__(path, encoding="utf-8", delay=False)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        """A log line that cannot be written (a full disk) is lost quietly: no traceback on
        stderr for each, and the game goes on (the app says so once, at the end)."""
        error = sys.exc_info()[1]
        if self.failed is None and isinstance(error, OSError):
            self.failed = error

    def close(self) -> None:
        try:
            super().close()
        except OSError as e:  # the last flush on a full disk
            self.failed = self.failed or e
            with contextlib.suppress(OSError):
                self.stream.close()
            self.stream = None

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = self.format(record) + self.terminator  # formatted once, sized and written
            if self.stream is None:  # a roll-over that could not reopen: try again
                self.stream = self._open()
            end = self.stream.tell()
            if end > 0 and end + len(text.encode("utf-8", "backslashreplace")) > self.max_bytes:
                self._roll_over()
            self.stream.write(text)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def _roll_over(self) -> None:
        self.stream.close()
        self.stream = None
        try:
            os.replace(self.baseFilename, self.baseFilename + ".1")
        finally:
            self.stream = self._open()

    def _open(self):
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NOFOLLOW | _NONBLOCK | _CLOEXEC
        fd = os.open(self.baseFilename, flags, 0o600)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise OSError(f"{self.baseFilename} is not a regular file")
        return os.fdopen(fd, "a", encoding=self.encoding, errors="backslashreplace")


def stop_logging() -> OSError | None:
    """Close the log file (the data folder is being let go); the first error writing it,
    if any (never raised: a full disk must not turn a clean end into a failure)."""
    logger = logging.getLogger(PACKAGE_LOGGER)
    failed = None
    for old in [h for h in logger.handlers if isinstance(h, _CarefulRotatingHandler)]:
        logger.removeHandler(old)
        old.close()
        failed = failed or old.failed
    return failed


def setup_logging(data_dir: Path) -> Path | None:
    """Send the package's log records to ``data_dir/ginrummy.log`` (and uncaught
    exceptions too). Returns the path, or None when the folder cannot hold a log."""
    path = log_path(data_dir)
    logger = logging.getLogger(PACKAGE_LOGGER)
    stop_logging()
    for candidate in (path, path.with_name(path.name + ".1")):
        try:
            kind = kind_of(candidate)
        except Unusable:
            return None
        if kind not in (None, "file"):
            set_aside(candidate, kind, "in place of the log file")
    try:
        handler = _CarefulRotatingHandler(path, MAX_BYTES)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    _log_uncaught(logger)
    return path


def _log_uncaught(logger: logging.Logger) -> None:
    previous = sys.excepthook
    if getattr(previous, "_ginrummy", False):
        return

    def hook(kind, value, tb):
        logger.critical("uncaught exception", exc_info=(kind, value, tb))
        previous(kind, value, tb)

    hook._ginrummy = True
    sys.excepthook = hook
