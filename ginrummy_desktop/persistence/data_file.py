"""One file of the data folder: read as hostile, checked, set aside when it cannot be used,
written atomically.

Every file the game keeps — the save, the statistics, the hand history, the settings, the
install's key — is loaded through ``read_checked``: the bytes come from ``safe_read`` (only
a small regular file, never through a link), the file's own ``decode`` checks them, and a
file that fails anything, or makes the code fail, is moved aside whole
(``NAME.corrupt-…``, ``atomic.set_aside``) with the reason code the messages translate.
What could not be moved aside is never written over (``DataFile.may_write``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar, Generic, TypeVar

from .atomic import FileProblem, atomic_write_text, set_aside
from .safe_read import Unusable, read_bytes

log = logging.getLogger(__name__)

T = TypeVar("T")


def read_checked(
    path: Path,
    limit: int,
    decode: Callable[[bytes], T],
    *,
    keep_aside: bool = True,
    keep_unreadable: bool = False,
) -> tuple[T | None, FileProblem | None]:
    """``(decode(bytes of path), None)``; ``(None, None)`` when there is no file. A file
    that cannot be used gives ``(None, problem)`` and is set aside — unless ``keep_aside``
    is False (a file the game only reads, never writes: it is logged and left alone), or
    ``keep_unreadable`` is True and the system refuses to read it (left where it is, and
    the problem's ``kept_as`` is None so nothing replaces it)."""
    try:
        data = read_bytes(path, limit)
        return (None if data is None else decode(data)), None
    except Unusable as e:
        reason, detail, subject = e.code, e.detail, e.subject
    except Exception as e:  # a hostile file must never stop the game
        log.exception("unexpected error while reading %s", path)
        reason, detail, subject = "damaged", f"{type(e).__name__}: {e}", ""
    if not keep_aside:
        log.warning("%s is not used (%s: %s)", path, reason, detail)
        return None, None
    if keep_unreadable and reason == "unreadable":
        log.error("%s cannot be read (%s); it is left as it is", path, detail)
        return None, FileProblem(Path(path), reason, None, detail, subject)
    return None, set_aside(path, reason, detail, subject)


class DataFile(Generic[T]):
    """A file named ``name`` in a data folder, of at most ``max_bytes``. Subclasses say how
    its bytes become a value (``decode``, raising ``Unusable`` with the reason) and what a
    missing or set-aside file stands for (``missing``)."""

    name: ClassVar[str] = ""
    max_bytes: ClassVar[int] = 0
    keep_unreadable: ClassVar[bool] = False  # a file the system refuses to read stays put

    def __init__(self, directory: Path) -> None:
        self.path = Path(directory) / self.name
        # False once a file that could not be used could not be moved aside either: it is
        # never written over.
        self.may_write = True

    def decode(self, data: bytes) -> T:
        raise NotImplementedError

    def missing(self) -> T:
        """The value of a file that is not there (or was set aside)."""
        return None  # type: ignore[return-value]

    def exists(self) -> bool:
        return self.path.is_file()

    def load(self) -> tuple[T, FileProblem | None]:
        """(value, problem): the file's value, or ``missing()`` and why the file was set
        aside (None when there simply is no file)."""
        value, problem = read_checked(
            self.path, self.max_bytes, self.decode, keep_unreadable=self.keep_unreadable
        )
        if problem is not None:
            self.may_write = problem.kept_as is not None
            return self.missing(), problem
        return (self.missing() if value is None else value), None

    def set_aside(self, reason: str, detail: str = "", subject: str = "") -> FileProblem:
        """Move the file aside for a reason found after loading (an earlier copy)."""
        problem = set_aside(self.path, reason, detail, subject)
        self.may_write = problem.kept_as is not None
        return problem

    def write(self, text: str) -> None:
        """Replace the file atomically (``atomic.atomic_write_text``)."""
        atomic_write_text(self.path, text)
