"""A disk that is full, for the tests of what the game does then.

A small tmpfs mounted for the test and filled to the last byte, when the test may mount one
(root, as in the project's CI container); otherwise every write in the folder fails with
``ENOSPC`` by injection (``os.write`` and ``os.open`` with ``O_CREAT`` of a new file),
which is what the game sees of a full disk.
"""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from pathlib import Path

import pytest


class FullDisk:
    def __init__(self, root: Path, mounted: bool) -> None:
        self.root = root
        self.mounted = mounted
        self.filler = root / "filler"

    def fill(self) -> None:
        """No byte is left (a filler file takes the rest; or the injection starts)."""
        self.full = True
        if self.mounted:
            _fill(self.filler)

    def free(self) -> None:
        """Space comes back (the filler is removed; the injection ends)."""
        self.filler.unlink(missing_ok=True)
        self.full = False


def _fill(path: Path) -> None:
    for chunk in (4096, 1):
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * chunk)
        finally:
            os.close(fd)


@pytest.fixture
def full_disk(tmp_path, monkeypatch):
    root = tmp_path / "disk"
    root.mkdir()
    mounted = (
        os.geteuid() == 0
        and subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=256k,mode=0755", "tmpfs", str(root)],
            capture_output=True,
        ).returncode
        == 0
    )
    disk = FullDisk(root, mounted)
    disk.full = False
    if not mounted:
        real_open, real_write = os.open, os.write
        inside: set[int] = set()

        def fake_open(path, flags, *args, **kwargs):
            p = Path(os.fsdecode(path)).absolute()
            here = disk.full and root in p.parents
            if here and flags & os.O_CREAT and not p.exists():
                raise OSError(errno.ENOSPC, "No space left on device", str(p))
            fd = real_open(path, flags, *args, **kwargs)
            if root in p.parents:
                inside.add(fd)
            return fd

        def fake_write(fd, data):
            if disk.full and fd in inside and data:
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_write(fd, data)

        monkeypatch.setattr(os, "open", fake_open)
        monkeypatch.setattr(os, "write", fake_write)
    try:
        yield disk
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(root)], capture_output=True)
