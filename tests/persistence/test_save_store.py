"""Saving the game in progress: atomic, sealed, resumable, and nothing lost when files go
bad."""

import json
import os
import random
import signal
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest

from ginrummy_desktop.engine import ALL_CARDS, Match, Phase, Rules
from ginrummy_desktop.persistence import (
    SaveStore,
    atomic_write_text,
    load_secret,
    new_game_id,
    quarantine,
    remove_leftovers,
)

ROOT = Path(__file__).resolve().parents[2]
LEVELS = ("easy", "normal", "hard")


def store_in(directory) -> SaveStore:
    return SaveStore(directory, load_secret(directory)[0], LEVELS)


def played(m: Match, seed=4, steps=30) -> Match:
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.phase is Phase.HAND_OVER:
            m.deal_next()
        elif not m.is_over:
            m.apply(rnd.choice(m.legal_actions()))
    return m


def secret_game(store: SaveStore, steps=30) -> tuple[Match, str]:
    game_id = new_game_id()
    return played(Match(Rules(), seed=store.secret.seed_for(game_id)), steps=steps), game_id


def test_save_and_resume_a_game_dealt_from_the_secret(tmp_path):
    store = store_in(tmp_path)
    assert store.load() == (None, None)
    m, game_id = secret_game(store)
    store.save(m, "hard", game_id)
    saved, problem = store.load()
    assert problem is None and (saved.level, saved.game_id, saved.ranked) == ("hard", game_id, True)
    assert saved.match.record() == m.record()
    doc = json.loads(store.path.read_text(encoding="utf-8"))
    assert doc["deal"] == {"game": game_id}  # the seed itself is not in the file
    assert str(m.seed) not in store.path.read_text(encoding="utf-8")
    assert all(h["deck"] is None for h in doc["hands"])


def test_an_open_deal_keeps_its_seed_and_decks_and_is_not_ranked(tmp_path):
    store = store_in(tmp_path)
    m = played(Match(Rules(), seed=8), steps=12)
    store.save(m, "easy", None)
    saved, _ = store.load()
    assert not saved.ranked and saved.match.record() == m.record()
    deck = tuple(random.Random(2).sample(ALL_CARDS, 52))  # a deck given by hand
    given = Match(Rules(), seed=3, deck=deck)
    store.save(given, "easy", None)
    saved, _ = store.load()
    assert saved.match.record() == given.record() and saved.match.record().hands[0].deck == deck


def test_a_game_id_is_only_for_games_dealt_from_the_secret(tmp_path):
    store = store_in(tmp_path)
    with pytest.raises(ValueError):
        store.text(Match(Rules(), seed=8), "easy", new_game_id())


def test_resumed_game_continues_like_an_uninterrupted_one(tmp_path):
    store = store_in(tmp_path)
    a, game_id = secret_game(store, steps=25)
    store.save(a, "easy", game_id)
    b = store.load()[0].match
    rnd_a, rnd_b = random.Random(1), random.Random(1)
    for m, rnd in ((a, rnd_a), (b, rnd_b)):
        for _ in range(300):
            if m.is_over:
                break
            if m.phase is Phase.HAND_OVER:
                m.deal_next()
            else:
                m.apply(rnd.choice(m.legal_actions()))
    assert a.record() == b.record() and a.scores == b.scores


def test_another_installations_save_fails_its_seal(tmp_path):
    mine, other = tmp_path / "mine", tmp_path / "other"
    theirs = store_in(other)
    m, game_id = secret_game(theirs)
    theirs.save(m, "hard", game_id)
    store = store_in(mine)
    store.path.write_bytes(theirs.path.read_bytes())
    saved, problem = store.load()
    assert saved is None and problem.reason == "changed"
    assert problem.kept_as.read_bytes() == theirs.path.read_bytes()


@pytest.mark.parametrize(
    "content, reason",
    [
        (b"", "empty"),
        (b'{"format": "ginrummy-desktop.game"', "cut_short"),
        (b"\xff\xfe\x00garbage", "not_text"),
        (b"[1, 2, 3]", "not_ours"),
        (b'{"format": "ginrummy-desktop.game", "version": 7}', "newer"),
        (b'{"match": {"format": "ginrummy-desktop.match", "version": 1}}', "older"),
        (b'{"format": "ginrummy-desktop.game", "version": 1e400}', "bad_number"),
        (b'{"format": "ginrummy-desktop.game", "version": NaN}', "bad_number"),
        (b"[" * 5000 + b"]" * 5000, "too_deep"),
        # A million empty lists in 3 MB: refused before the parser builds them (~50 MB).
        (b"[" + b"[]," * 1_000_000 + b"[]]", "too_big"),
        # Brackets inside a string are text, however many, escaped quotes or not.
        (b'{"format": "\\"' + b"[" * 5000 + b'"}', "not_ours"),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_damaged_saves_are_kept_aside_and_reported(tmp_path, content, reason):
    store = store_in(tmp_path)
    store.path.write_bytes(content)
    saved, problem = store.load()
    assert saved is None and problem.reason == reason
    assert problem.kept_as.read_bytes() == content  # never deleted
    assert problem.kept_as.name.startswith("current-game.json.corrupt-")
    assert not store.path.exists()  # a new game may save afresh


def test_quarantine_never_overwrites(tmp_path):
    now = datetime(2026, 12, 1, 10, 0, 0)
    kept = []
    for i in range(3):
        p = tmp_path / "statistics.json"
        p.write_text(str(i))
        kept.append(quarantine(p, now))
    assert [k.name for k in kept] == [
        "statistics.json.corrupt-20261201-100000",
        "statistics.json.corrupt-20261201-100000-2",
        "statistics.json.corrupt-20261201-100000-3",
    ]
    assert [k.read_text() for k in kept] == ["0", "1", "2"]


def test_unwritable_directory_raises_oserror(tmp_path):
    if os.geteuid() == 0:
        target = Path("/proc/ginrummy-cannot-write")  # root writes anywhere else
    else:
        target = tmp_path / "ro"
        target.mkdir()
        target.chmod(0o500)
    with pytest.raises(OSError):
        atomic_write_text(target / "x.json", "{}")


OWN = ("current-game.json", "statistics.json", "settings.ini")


def test_leftovers_of_interrupted_writes_are_removed_and_nothing_else(tmp_path):
    keep = ["current-game.json", "statistics.json", ".hidden", "x.tmp", ".a.b.tmp"]
    # A player's own files in a folder given with --data-dir: not the game's to delete.
    keep += [".thesis.draft01.tmp", ".report.txt.swp_abcdef.tmp", ".write-test.mydata"]
    keep += [".notes.txt.abcdefgh.tmp", ".current-game.json.abcdefghi.tmp"]
    gone = [".current-game.json.k2j4x_9a.tmp", ".statistics.json.abcdefgh.tmp"]
    gone += [".write-test.q1w2e3r4"]
    for name in keep + gone:
        (tmp_path / name).write_text("x")
    (tmp_path / ".settings.ini.zzzzzzzz.tmp").mkdir()  # not a file: left alone
    assert remove_leftovers(tmp_path, OWN) == 3
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted(keep + [".settings.ini.zzzzzzzz.tmp"])


WRITER = """
import sys, json
from ginrummy_desktop.persistence import atomic_write_text
path = sys.argv[1]
i = 0
print("ready", flush=True)  # imports done: the kill lands among the writes, not before them
while True:
    i += 1
    # large documents make the window for a torn write wide
    atomic_write_text(path, json.dumps({"n": i, "pad": "x" * (200_000 + i % 7)}))
"""


@pytest.mark.slow  # writer processes killed at random
def test_killing_the_writer_at_any_moment_leaves_a_whole_file(tmp_path):
    target = tmp_path / "current-game.json"
    atomic_write_text(target, json.dumps({"n": 0, "pad": ""}))
    rnd = random.Random(5)
    seen = set()
    for _ in range(15):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target)], cwd=ROOT, stdout=subprocess.PIPE
        )
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(0.05 + rnd.random() * 0.2)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        doc = json.loads(target.read_text())  # whole: old or new, never torn
        assert isinstance(doc["n"], int)
        seen.add(doc["n"])
    assert len(seen) > 1  # the writer really was replacing the file when it was killed
    remove_leftovers(tmp_path, OWN)
    assert [p.name for p in tmp_path.iterdir()] == ["current-game.json"]
