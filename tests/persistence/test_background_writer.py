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


def test_a_slow_disk_never_lets_a_save_run_two_statistics_ahead(tmp_path, monkeypatch):
    """The keeper's requests — a save, then the statistics, one generation each — asked for
    faster than the disk takes them: at every moment a kill could come, the statistics on
    disk are at most one generation behind the save (more is an earlier copy put back)."""
    from ginrummy_desktop.persistence import writer as writer_module

    save, stats = tmp_path / "save", tmp_path / "stats"
    disk = {save: 0, stats: 0}
    behind = []  # the statistics' lag after each write
    held = threading.Event()
    first = threading.Event()

    def slow_write(path, text):
        first.set()
        held.wait(5)  # the disk is busy while the game moves on
        disk[path] = int(text)
        behind.append(disk[save] - disk[stats])

    monkeypatch.setattr(writer_module, "atomic_write_text", slow_write)
    w = BackgroundWriter(order=(save, stats))
    w.write_all({save: "1", stats: "1"})
    assert first.wait(5)  # the writer is inside the first save
    for generation in range(2, 6):  # hands end while it waits: moves, then a count
        for _move in range(3):
            w.write_all({save: str(generation - 1)})
        w.write_all({save: str(generation), stats: str(generation)})
    held.set()
    assert w.flush(5)
    w.close()
    assert disk == {save: 5, stats: 5}
    assert max(behind) == 1, behind


def test_nothing_overtakes_a_failed_write(tmp_path):
    """A write that fails holds back what comes after it in the order, and everything asked
    for since, until a later request tries them again — in order."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    first, second = blocker / "save.json", tmp_path / "stats.json"
    failures = []
    w = BackgroundWriter(lambda p, e: failures.append(p), order=(first, second))
    w.write_all({first: "1", second: "1"})
    assert w.flush(5) and failures == [first]
    w.write_all({second: "2"})  # tried again: the save first, which fails again
    assert w.flush(5) and failures == [first, first]
    assert not second.exists() and w.has_pending()
    blocker.unlink()
    blocker.mkdir()  # the folder can be written now
    w.write_all({})  # the next request retries
    assert w.flush(5)
    w.close()
    assert first.read_text() == "1" and second.read_text() == "2"
    assert not w.has_pending()


def test_a_closed_batch_is_written_whole_before_what_follows(tmp_path, monkeypatch):
    """A new game's first save waits for the last game's texts (and deletions) asked for
    before ``close_batch``, in order, instead of taking their place — with nobody waiting."""
    from ginrummy_desktop.persistence import writer as writer_module

    save, stats, other = tmp_path / "save", tmp_path / "stats", tmp_path / "other"
    done = []  # what reached the disk, in order
    held, first = threading.Event(), threading.Event()

    def slow_write(path, text):
        first.set()
        held.wait(5)
        path.write_text(text)
        done.append((path.name, text))

    monkeypatch.setattr(writer_module, "atomic_write_text", slow_write)
    w = BackgroundWriter(order=(save, stats))
    w.write(other, "busy")
    assert first.wait(5)  # the disk is busy; what follows waits in the open batch
    w.write_all({save: "last game", stats: "counted"}, then_delete=[other])
    w.close_batch()
    w.write_all({save: "new game"})
    held.set()
    assert w.flush(5)
    w.close()
    assert done == [
        ("other", "busy"),
        ("save", "last game"),
        ("stats", "counted"),
        ("save", "new game"),
    ]
    assert not other.exists() and save.read_text() == "new game"


def test_closing_an_empty_batch_changes_nothing(tmp_path):
    w = BackgroundWriter()
    w.close_batch()
    assert not w.has_pending()
    w.write(tmp_path / "a", "1")
    w.close_batch()
    w.close_batch()
    assert w.flush(5) and (tmp_path / "a").read_text() == "1"
    w.close()


def test_a_file_written_then_deleted_in_a_closed_batch_is_written_first(tmp_path, monkeypatch):
    """A finished game's save, written with its result and to be deleted once the
    statistics are on disk, is still written before them when a new game closes the batch:
    a kill between the writes must find the save at the statistics' generation, not the
    save before the last move (which would be set aside as stale)."""
    from ginrummy_desktop.persistence import writer as writer_module

    save, history, stats = tmp_path / "save", tmp_path / "history", tmp_path / "stats"
    done = []
    held, first = threading.Event(), threading.Event()
    real_unlink = Path.unlink

    def slow_write(path, text):
        first.set()
        held.wait(5)
        path.write_text(text)
        done.append((path.name, text))

    def unlink(path, missing_ok=False):
        done.append((path.name, None))
        real_unlink(path, missing_ok=missing_ok)

    monkeypatch.setattr(writer_module, "atomic_write_text", slow_write)
    monkeypatch.setattr(Path, "unlink", unlink)
    w = BackgroundWriter(order=(save, history, stats))
    w.write(save, "before the last move")
    assert first.wait(5)  # the disk is busy while the game ends and a new one begins
    w.write_all({save: "over", history: "hand 5", stats: "counted"}, then_delete=[save])
    w.close_batch()
    w.write_all({save: "new game", stats: "new game counted"})
    held.set()
    assert w.flush(5)
    w.close()
    assert done == [
        ("save", "before the last move"),
        ("save", "over"),
        ("history", "hand 5"),
        ("stats", "counted"),
        ("save", None),
        ("save", "new game"),
        ("stats", "new game counted"),
    ]
