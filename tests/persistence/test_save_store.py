"""Saving the game in progress: atomic, resumable, and nothing lost when files go bad."""

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

from ginrummy_desktop.engine import Match, Phase, Rules
from ginrummy_desktop.persistence import SaveStore, atomic_write_text, quarantine

ROOT = Path(__file__).resolve().parents[2]


def played(seed=4, steps=30):
    m = Match(Rules(), seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.phase is Phase.HAND_OVER:
            m.deal_next()
        elif not m.is_over:
            m.apply(rnd.choice(m.legal_actions()))
    return m


def test_save_and_resume(tmp_path):
    store = SaveStore(tmp_path)
    assert store.load() == (None, {}, None)
    m = played()
    store.save(m, {"level": "hard", "human": 0})
    loaded, extra, problem = store.load()
    assert problem is None and extra == {"level": "hard", "human": 0}
    assert loaded.to_dict() == m.to_dict()
    store.clear()
    assert not store.exists()


def test_resumed_game_continues_like_an_uninterrupted_one(tmp_path):
    store = SaveStore(tmp_path)
    a = played(seed=8, steps=25)
    store.save(a)
    b, _, _ = store.load()
    rnd_a, rnd_b = random.Random(1), random.Random(1)
    for m, rnd in ((a, rnd_a), (b, rnd_b)):
        for _ in range(300):
            if m.is_over:
                break
            if m.phase is Phase.HAND_OVER:
                m.deal_next()
            else:
                m.apply(rnd.choice(m.legal_actions()))
    assert a.to_dict() == b.to_dict() and a.scores == b.scores


@pytest.mark.parametrize(
    "content, reason",
    [
        (b"", "empty"),
        (b'{"match": {"format": "ginrummy-desktop.match"', "not valid JSON"),
        (b"\xff\xfe\x00garbage", "not text"),
        (b"[1, 2, 3]", "not a saved Gin Rummy game"),
        (b'{"match": {"format": "ginrummy-desktop.match", "version": 7}}', "newer version"),
    ],
)
def test_damaged_saves_are_kept_aside_and_reported(tmp_path, content, reason):
    store = SaveStore(tmp_path)
    store.path.write_bytes(content)
    match, extra, problem = store.load()
    assert match is None and extra == {}
    assert reason in problem.reason
    assert problem.kept_as.read_bytes() == content  # never deleted
    assert problem.kept_as.name.startswith("current-game.json.corrupt-")
    assert not store.path.exists()  # a new game may save afresh


def test_semantically_impossible_save_is_refused(tmp_path):
    store = SaveStore(tmp_path)
    store.save(played())
    doc = json.loads(store.path.read_text())
    doc["match"]["hands"][0]["deck"][5] = doc["match"]["hands"][0]["deck"][6]  # 53rd card
    store.path.write_text(json.dumps(doc))
    match, _, problem = store.load()
    assert match is None and problem.kept_as.exists()


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


WRITER = """
import sys, json
from ginrummy_desktop.persistence import atomic_write_text
path = sys.argv[1]
i = 0
while True:
    i += 1
    # large documents make the window for a torn write wide
    atomic_write_text(path, json.dumps({"n": i, "pad": "x" * (200_000 + i % 7)}))
"""


def test_killing_the_writer_at_any_moment_leaves_a_whole_file(tmp_path):
    target = tmp_path / "current-game.json"
    atomic_write_text(target, json.dumps({"n": 0, "pad": ""}))
    rnd = random.Random(5)
    seen = set()
    for _ in range(15):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=ROOT)
        time.sleep(0.05 + rnd.random() * 0.2)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        doc = json.loads(target.read_text())  # whole: old or new, never torn
        assert isinstance(doc["n"], int)
        seen.add(doc["n"])
    assert len(seen) > 1  # the writer really was replacing the file when it was killed
