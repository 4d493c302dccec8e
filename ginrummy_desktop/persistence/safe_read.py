"""Reading a file the app did not just write: every one is hostile until checked.

A file of ours is a small regular file. Anything else in its place — a link, a folder, a
pipe, a device, something far too large — is refused from its metadata alone, without
opening it for reading (a pipe would block, a device never ends, a link points elsewhere).
A regular file is opened without following links and without blocking, checked again on
the open descriptor, and read up to a size limit. JSON is parsed only after a linear scan
has bounded its nesting, with NaN, infinities, fractions, over-long numbers and repeated
keys refused.

Every refusal is an ``Unusable`` with a reason code (the vocabulary below, which the
messages translate) and an English detail for the log.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

# Why a file could not be used; the words for each are in controller/file_notices.py.
REASONS = (
    "unreadable",  # the system refused to read it
    "folder",  # a folder stands where the file should be
    "special",  # a pipe, device or socket stands there
    "link",  # a symbolic link stands there (never followed, never written through)
    "too_big",
    "empty",
    "not_text",  # not UTF-8, or holds NUL characters
    "cut_short",  # ends in the middle of its contents
    "too_deep",  # nested far deeper than any file of ours
    "bad_number",  # NaN, infinity, a fraction or a number far too long
    "not_ours",  # some other kind of file
    "newer",  # written by a newer version of the game
    "older",  # written by an older version this one no longer reads
    "damaged",  # the right kind of file, but its contents are impossible
    "changed",  # its seal or digest does not match: edited, or from another installation
    "code",  # settings holding a stored object, which Qt would run as code
    "stale",  # sealed by this install, but older than what the folder already counted
    "key",  # the install's key is damaged, unreadable or not the one the files were sealed with
)

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)

MAX_DEPTH = 16  # our files nest at most 5 deep
# Lists and objects in one file. The most any of ours may hold within its reader's limits is
# a save of 500 hands of 400 moves, each move an object (~205,000); what parsing far more
# would build (millions of empty lists in a file of a few megabytes, ~50 bytes each) is
# refused before it is built.
MAX_CONTAINERS = 250_000
# What the structure scan looks at: a whole string (its brackets are text), or a bracket.
_STRUCTURE = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')
MAX_DIGITS = 15  # no count or score of ours comes near 10**15


class Unusable(Exception):
    """A file that cannot be used: ``code`` is one of ``REASONS``; ``detail`` (English,
    for the log) says exactly what was found; ``subject`` names the setting or part at
    fault when the message can say it (a key such as ``game/target_score``)."""

    def __init__(self, code: str, detail: str = "", subject: str = "") -> None:
        assert code in REASONS, code
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail or code
        self.subject = subject


def _lstat(path: Path) -> os.stat_result | None:
    """What stands at ``path``, never following a link; None if nothing."""
    try:
        return os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):  # nothing there (or no folder at all)
        return None
    except OSError as e:
        raise Unusable("unreadable", f"lstat failed: {e}") from e


def _kind(st: os.stat_result) -> str:
    if stat.S_ISLNK(st.st_mode):
        return "link"
    if stat.S_ISDIR(st.st_mode):
        return "folder"
    if not stat.S_ISREG(st.st_mode):
        return "special"
    return "file"


def kind_of(path: Path) -> str | None:
    """None if nothing is at ``path``; "file" for a regular file; else the reason code for
    what stands there ("link", "folder", "special"). Never follows a link."""
    st = _lstat(path)
    return None if st is None else _kind(st)


def read_bytes(path: Path, limit: int) -> bytes | None:
    """The bytes of the regular file at ``path`` (None if there is none), at most
    ``limit`` of them; raises ``Unusable`` for anything else."""
    path = Path(path)
    st = _lstat(path)
    if st is None:
        return None
    kind = _kind(st)
    if kind == "link":
        raise Unusable("link", f"a symbolic link to {_link_target(path)!r}")
    if kind == "folder":
        raise Unusable("folder", "a directory")
    if kind == "special":
        raise Unusable("special", f"a special file (mode {stat.filemode(st.st_mode)})")
    if st.st_size > limit:
        raise Unusable("too_big", f"{st.st_size} bytes; at most {limit} expected")
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _BINARY | _CLOEXEC)
    except FileNotFoundError:
        return None  # gone between the look and the open
    except OSError as e:
        raise Unusable("unreadable", f"open failed: {e}") from e
    try:
        now = os.fstat(fd)
        if not stat.S_ISREG(now.st_mode) or (now.st_ino, now.st_dev) != (st.st_ino, st.st_dev):
            raise Unusable("special", "replaced by something else while being opened")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(65536, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise Unusable("too_big", f"more than {limit} bytes")
        return b"".join(chunks)
    except OSError as e:
        raise Unusable("unreadable", f"read failed: {e}") from e
    finally:
        os.close(fd)


def _link_target(path: Path) -> str:
    try:
        return os.readlink(path)[:200]
    except OSError:
        return "?"


def decode_text(data: bytes) -> str:
    """UTF-8 text without NUL characters; raises ``Unusable`` ("empty", "not_text")."""
    if not data.strip():
        raise Unusable("empty", "no content")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise Unusable("not_text", f"not UTF-8 at byte {e.start}") from e
    if "\x00" in text:
        raise Unusable("not_text", "holds NUL characters")
    return text


def check_depth(text: str, limit: int = MAX_DEPTH, most: int = MAX_CONTAINERS) -> None:
    """Refuse JSON nested deeper than ``limit``, or holding more than ``most`` lists and
    objects, before the parser builds any of it. Strings are skipped whole (by the regular
    expression, not a loop over characters); an unterminated one leaves its brackets
    counted, which can only refuse a text the parser would refuse anyway."""
    depth = containers = 0
    for found in _STRUCTURE.finditer(text):
        token = found.group()
        if token in ("[", "{"):
            depth += 1
            containers += 1
            if depth > limit:
                raise Unusable("too_deep", f"nested more than {limit} levels deep")
            if containers > most:
                raise Unusable("too_big", f"more than {most} lists and objects")
        elif token in ("]", "}"):
            depth -= 1


def _no_constant(name: str):
    raise Unusable("bad_number", f"holds {name}")


def _no_float(text: str):
    raise Unusable("bad_number", f"holds the fraction {text[:20]}")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise Unusable("bad_number", f"holds a number of {len(text)} digits")
    return int(text)


def _no_repeats(pairs: list[tuple[str, object]]) -> dict:
    doc = dict(pairs)
    if len(doc) != len(pairs):
        raise Unusable("damaged", "a key appears twice in one object")
    return doc


def parse_json(data: bytes) -> object:
    """The JSON value in ``data``; raises ``Unusable`` with the reason."""
    text = decode_text(data)
    check_depth(text)
    try:
        return json.loads(
            text,
            parse_constant=_no_constant,
            parse_float=_no_float,
            parse_int=_bounded_int,
            object_pairs_hook=_no_repeats,
        )
    except json.JSONDecodeError as e:
        at_end = e.pos >= len(text.rstrip())
        raise Unusable(
            "cut_short" if at_end else "not_ours",
            f"not valid JSON at line {e.lineno}, column {e.colno}: {e.msg}",
        ) from e
    except RecursionError as e:  # the depth scan should make this impossible
        raise Unusable("too_deep", "nesting too deep for the parser") from e


def read_json(path: Path, limit: int) -> object | None:
    """``parse_json`` of the file at ``path`` (None if there is none)."""
    data = read_bytes(path, limit)
    return None if data is None else parse_json(data)
