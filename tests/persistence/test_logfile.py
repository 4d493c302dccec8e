"""The log file: in the data folder, rotating within a few hundred KB, never written through
a link or into a pipe."""

from __future__ import annotations

import logging
import os

from ginrummy_desktop.persistence import LOG_NAME, setup_logging
from ginrummy_desktop.persistence.logfile import MAX_BYTES, stop_logging

log = logging.getLogger("ginrummy_desktop.test")


def test_the_log_rotates_and_stays_small(tmp_path):
    path = setup_logging(tmp_path)
    try:
        assert path == tmp_path / LOG_NAME
        for i in range(20_000):
            log.warning("set aside %s: %s", f"file-{i}", "x" * 40)
    finally:
        stop_logging()
    files = sorted(tmp_path.glob(LOG_NAME + "*"))
    assert [p.name for p in files] == [LOG_NAME, LOG_NAME + ".1"]
    assert sum(p.stat().st_size for p in files) <= 2 * MAX_BYTES + 1000  # ~300 KB at most
    assert "file-19999" in files[0].read_text(encoding="utf-8")
    assert os.stat(files[0]).st_mode & 0o077 == 0  # the owner's only


def test_a_link_or_a_pipe_in_the_logs_place_is_set_aside_not_written_through(tmp_path):
    target = tmp_path / "precious.txt"
    target.write_text("keep me", encoding="utf-8")
    os.symlink(target, tmp_path / LOG_NAME)
    os.mkfifo(tmp_path / (LOG_NAME + ".1"))
    try:
        assert setup_logging(tmp_path) == tmp_path / LOG_NAME
        log.warning("hello")
    finally:
        stop_logging()
    assert target.read_text(encoding="utf-8") == "keep me"
    assert not (tmp_path / LOG_NAME).is_symlink()
    assert "hello" in (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert len(list(tmp_path.glob(LOG_NAME + "*.corrupt-*"))) == 2
