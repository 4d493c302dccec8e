"""The writer that keeps fsync off the GUI thread: newest text wins, order kept, errors
reported, flush waits."""

import threading
from pathlib import Path

from ginrummy_desktop.persistence import BackgroundWriter


def test_latest_text_wins_and_flush_waits(tmp_path):
    w = BackgroundWriter()
    path = tmp_path / "a.json"
    for i in range(200):
        w.write(path, str(i))
    assert w.flush(5)
    assert path.read_text() == "199"
    w.delete(path)
    assert w.flush(5) and not path.exists()
    w.write(path, "again")
    w.close()
    assert path.read_text() == "again"  # close drains what was asked for


def test_a_delete_after_a_write_is_not_undone(tmp_path):
    w = BackgroundWriter()
    path = tmp_path / "b.json"
    w.write(path, "x")
    w.delete(path)
    assert w.flush(5) and not path.exists()
    w.close()


def test_errors_reach_the_callback(tmp_path):
    errors = []
    seen = threading.Event()

    def on_error(p, e):
        errors.append((p, e))
        seen.set()

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    w = BackgroundWriter(on_error)
    w.write(blocker / "save.json", "{}")  # a path under a regular file cannot be written
    assert seen.wait(5) and w.flush(5)
    assert isinstance(errors[0][1], OSError) and errors[0][0] == Path(blocker / "save.json")
    w.close()
