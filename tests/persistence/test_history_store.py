"""The hand history file: bounded, sealed, and never trusted — whatever stands in its place
is set aside and the history starts again, empty, with a reason."""

import json
import os
from dataclasses import replace

import pytest
from review_hands import hand_with_bad_discard  # tests/support

from ginrummy_desktop.persistence import REASONS, Secret, atomic_write_text
from ginrummy_desktop.persistence.history import (
    MAX_GAMES,
    MAX_HANDS,
    PURPOSE,
    GameEntry,
    HandEntry,
    History,
    HistoryStore,
)
from ginrummy_desktop.review import hand_from_text, hand_to_text

TEXT = hand_to_text(hand_with_bad_discard())
KEY = Secret(bytes(range(32)))  # the install's key in these tests


def store_in(path, key=KEY):
    return HistoryStore(path, key)


def game(n, hands=2, status="won"):
    return GameEntry(
        id=f"g{n:04d}",
        started=f"2026-11-{1 + n % 28:02d} 10:{n % 60:02d}",
        level="hard",
        key=f"k{n}",
        status=status,
        scores=(100 + n, n),
        hands=tuple(
            HandEntry(k, "knock", "P", 10 + k, (10 * k, 0), TEXT) for k in range(1, hands + 1)
        ),
    )


def written(tmp_path, history):
    store = store_in(tmp_path)
    atomic_write_text(store.path, store.text(history))
    return store


def test_written_history_reads_back_the_same(tmp_path):
    h = History()
    for n in range(5):
        h.put(game(n))
    store = written(tmp_path, h)
    back, problem = store.load()
    assert problem is None
    assert back.games == h.games
    assert [g.id for g in back.games] == ["g0004", "g0003", "g0002", "g0001", "g0000"]
    assert hand_from_text(back.games[0].hands[0].text) == hand_with_bad_discard()


def test_the_history_keeps_the_current_game_and_the_last_50(tmp_path):
    h = History()
    for n in range(60):
        h.put(game(n, hands=1))
        assert len(h.games) <= MAX_GAMES
    assert len(h.games) == MAX_GAMES == 51
    assert h.games[0].id == "g0059" and h.games[-1].id == "g0009"
    # Replacing a game keeps one entry and moves it to the front.
    h.put(replace(h.games[10], status="lost"))
    assert len(h.games) == 51 and h.games[0].status == "lost"
    assert len({g.id for g in h.games}) == 51
    store = written(tmp_path, h)
    back, problem = store.load()
    assert problem is None and len(back.games) == 51


def test_a_game_keeps_at_most_its_last_hands():
    h = History()
    h.put(game(1, hands=MAX_HANDS + 7))
    assert len(h.games[0].hands) == MAX_HANDS
    assert h.games[0].hands[0].number == 8


def test_mark_unfinished_leaves_the_current_game_playing():
    h = History()
    for n, status in enumerate(("playing", "playing", "won")):
        h.put(game(n, status=status))
    h.mark_unfinished(keep="g0001")
    assert {g.id: g.status for g in h.games} == {
        "g0000": "unfinished",
        "g0001": "playing",
        "g0002": "won",
    }


def test_no_seed_is_ever_written(tmp_path):
    h = History()
    h.put(game(1))
    doc = json.loads(store_in(tmp_path).text(h))
    assert "seed" not in json.dumps(doc).lower()
    assert set(doc) == {"format", "version", "games", "generation", "seal"}


def _doc(tmp_path):
    h = History()
    h.put(game(1))
    h.put(game(2))
    return json.loads(store_in(tmp_path).text(h))


def _resealed(tmp_path, doc):
    doc = {k: v for k, v in doc.items() if k != "seal"}
    doc["seal"] = KEY.seal("history", doc)
    return json.dumps(doc).encode()


def _edit(change):
    def make(tmp_path):
        doc = _doc(tmp_path)
        change(doc)
        return json.dumps(doc).encode()

    return make


def _edit_sealed(change):
    def make(tmp_path):
        doc = _doc(tmp_path)
        change(doc)
        return _resealed(tmp_path, doc)

    return make


def _set(path, value):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


DAMAGED = {
    "empty": lambda p: b"",
    "garbage": lambda p: b"\xff\xfe\x00\x01garbage",
    "cut short": lambda p: store_in(p).text(History()).encode()[:-9],
    "a list": lambda p: b"[1, 2, 3]",
    "another file": lambda p: b'{"format": "ginrummy-desktop.statistics", "version": 1}',
    "newer": _edit(_set(("version",), 9)),
    "edited points": _edit(_set(("games", 0, "hands", 0, "points"), 99)),
    "edited text": _edit(_set(("games", 0, "hands", 0, "text"), "ginrummy")),
    "no seal": _edit(lambda d: d.pop("seal")),
    # Resealed (as if a bug wrote them): the checks on every key still refuse them.
    "points as text": _edit_sealed(_set(("games", 0, "hands", 0, "points"), "12")),
    "number as bool": _edit_sealed(_set(("games", 0, "hands", 0, "number"), True)),
    "unknown status": _edit_sealed(_set(("games", 0, "status"), "paused")),
    "winner nobody knows": _edit_sealed(_set(("games", 0, "hands", 0, "winner"), "X")),
    "scores of three": _edit_sealed(_set(("games", 0, "scores"), [1, 2, 3])),
    "negative score": _edit_sealed(_set(("games", 0, "scores"), [-1, 2])),
    "missing key": _edit_sealed(lambda d: d["games"][0].pop("level")),
    "extra key": _edit_sealed(_set(("games", 0, "extra"), 1)),
    "games not a list": _edit_sealed(_set(("games",), {"a": 1})),
    "too many games": _edit_sealed(lambda d: d.__setitem__("games", d["games"] * 30)),
    "same game twice": _edit_sealed(lambda d: d["games"].append(d["games"][0])),
    "huge text": _edit_sealed(_set(("games", 0, "hands", 0, "text"), "x" * 70_000)),
    "deep nesting": lambda p: b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("name", DAMAGED)
def test_a_damaged_history_is_set_aside_and_starts_again(tmp_path, name):
    content = DAMAGED[name](tmp_path)
    store = store_in(tmp_path)
    store.path.write_bytes(content)
    history, problem = store.load()
    assert history.games == []
    assert problem is not None and problem.reason in REASONS and problem.detail
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == content
    assert problem.kept_as.name.startswith("hand-history.json.corrupt-")
    assert not store.path.exists()
    # The next write makes a good file again.
    h = History()
    h.put(game(7))
    atomic_write_text(store.path, store.text(h))
    back, problem = store.load()
    assert problem is None and back.games == h.games


def test_the_edited_file_is_refused_for_its_seal(tmp_path):
    store = store_in(tmp_path)
    store.path.write_bytes(DAMAGED["edited points"](tmp_path))
    _, problem = store.load()
    assert problem.reason == "changed"


def test_a_history_from_another_installation_is_refused(tmp_path):
    h = History()
    h.put(game(3))
    other = store_in(tmp_path, Secret(bytes(32)))
    atomic_write_text(other.path, other.text(h))
    history, problem = store_in(tmp_path).load()
    assert history.games == [] and problem.reason == "changed"
    assert problem.kept_as is not None


def test_a_damaged_history_that_cannot_be_moved_aside_is_never_written_over(tmp_path, monkeypatch):
    import ginrummy_desktop.persistence.atomic as atomic

    def refuse(*_a, **_k):
        raise OSError("read-only")

    monkeypatch.setattr(atomic, "quarantine", refuse)
    store = store_in(tmp_path)
    store.path.write_bytes(b"garbage")
    history, problem = store.load()
    assert history.games == [] and problem.kept_as is None
    assert store.may_write is False
    assert store.path.read_bytes() == b"garbage"


@pytest.mark.parametrize("kind", ["folder", "link", "fifo", "huge"])
def test_anything_but_a_small_file_is_set_aside_unread(tmp_path, kind):
    store = store_in(tmp_path)
    if kind == "folder":
        store.path.mkdir()
    elif kind == "link":
        os.symlink("/dev/zero", store.path)  # reading it would never end
    elif kind == "fifo":
        os.mkfifo(store.path)  # opening it would block
    else:
        with open(store.path, "wb") as f:
            f.truncate(64 * 1024 * 1024)  # sparse: large, but cheap to make
    history, problem = store.load()
    assert history.games == [] and problem is not None
    assert problem.kept_as is not None and os.path.lexists(problem.kept_as)
    assert not os.path.lexists(store.path)


def test_no_file_is_an_empty_history_without_a_problem(tmp_path):
    history, problem = store_in(tmp_path / "new").load()
    assert history.games == [] and problem is None


def test_the_file_is_the_canonical_document_even_as_games_change(tmp_path):
    """Each game's part of the file is kept from the last write while the game is unchanged:
    what is written is still exactly the sealed document, after any change to any game."""
    store = store_in(tmp_path)
    h = History()
    for n in range(6):
        h.put(game(n, hands=3))

    def sealed_and_canonical(text: str) -> bool:
        doc = json.loads(text)
        again = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        return text == again and KEY.check(PURPOSE, doc)

    assert sealed_and_canonical(store.text(h))
    changed = h.games[3]
    h.put(replace(changed, status="lost", scores=(12, 104)))  # one game changes and moves up
    h.mark_unfinished(keep=h.games[0].id)
    text = store.text(h)
    assert sealed_and_canonical(text) and text == store_in(tmp_path).text(h)
    atomic_write_text(store.path, text)
    assert store.load() == (h, None)


def test_the_writer_never_makes_a_file_the_reader_refuses(tmp_path):
    """51 games of 200 long hands would be 17 MB: the oldest games go until the text fits
    the reader's limit, and the newest game stays whole."""
    from ginrummy_desktop.persistence import history as module

    long_text = "x" * 1_700
    h = History()
    for n in range(MAX_GAMES):
        entry = game(n, hands=0)
        hands = tuple(
            HandEntry(k, "knock", "P", 10, (10 * k, 0), long_text) for k in range(1, MAX_HANDS + 1)
        )
        h.put(replace(entry, hands=hands))
    store = written(tmp_path, h)
    assert store.path.stat().st_size <= module.MAX_BYTES
    back, problem = store.load()
    assert problem is None
    assert back.games[0].id == f"g{MAX_GAMES - 1:04d}" and len(back.games[0].hands) == MAX_HANDS
    assert [g.id for g in back.games] == [g.id for g in h.games]  # the oldest were dropped
    assert len(back.games) < MAX_GAMES
