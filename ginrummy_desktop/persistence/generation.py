"""The generation a hand history file was written with, read from its last bytes only.

The keeper compares it with the statistics' generation on every start (``stats.py``), and
start-up must not wait for the whole history (read, and its seal checked, only when it is
needed): the tail is enough to tell a save or statistics put back from an earlier copy.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

HISTORY_NAME = "hand-history.json"
_MAX_BYTES = 16 * 1024 * 1024  # the history's own limit (history.MAX_BYTES)
_TAIL = re.compile(rb'"generation":([0-9]{1,15}),"seal":"[0-9a-f]{64}","version":[0-9]{1,3}\}\Z')


def generation_of(path: Path) -> int:
    """The generation a history file was written with, read from its last bytes only
    (the whole file is read, and its seal checked, only when the history is needed). 0 when
    there is no such file or it does not end as the game writes it."""
    try:
        fd = os.open(
            path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        )
    except OSError:
        return 0
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > _MAX_BYTES:
            return 0
        os.lseek(fd, max(0, st.st_size - 160), os.SEEK_SET)
        found = _TAIL.search(os.read(fd, 160).rstrip())
    except OSError:
        return 0
    finally:
        os.close(fd)
    return int(found.group(1)) if found else 0
