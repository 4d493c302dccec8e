"""Killing the game at any moment loses nothing and counts nothing twice.

A child process runs the game's own persistence (data folder lock, controller, keeper,
background writer) and plays Easy against Easy, game after game, dealt from the install's
secret so that every hand counts. Before the keeper hears of a change, a witness connected
ahead of it appends each newly finished hand ("GAME hand N") and each game's end to a
journal of its own and fsyncs it — so every hand whose result can reach the disk is in the
journal first. Before it writes a hand, the witness waits until what came before is on
disk, as it always is long before a person ends a hand, so that a kill undoes at most the
change that ended it; kills at random moments still find the writer behind the table.
The parent SIGKILLs the child, half the time at a random moment and half the time the
instant a hand has ended (as the keeper is writing), more than 50 times, checking after
each kill that the save and the statistics load. A last run plays the game in progress to
its end and quits. Then every hand in the journal (a hand replayed after a kill is the
same game id and hand number) must be counted exactly once in the statistics, and every
game's end once. All of it twice: on this machine's disk, and on one that takes 30 ms more
for every file (a slow or network home folder), where the writer falls many moves behind
the table within a hand and most random kills find it writing.
"""

from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ginrummy_desktop.persistence import (
    SaveStore,
    StatsStore,
    load_secret,
)
from ginrummy_desktop.settings import LEVELS, Settings

ROOT = Path(__file__).resolve().parents[2]
KILLS = 52
RECORD = re.compile(r"^[0-9a-f]{32} (?:hand [0-9]+|over)$", re.MULTILINE)

CHILD = r"""
import os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QCoreApplication, QTimer
from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller import HUMAN, GameController, GameKeeper
from ginrummy_desktop.data_folder import open_data_folder
from ginrummy_desktop.engine import Phase, Rules

data, journal, seed, finish = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
disk_s = float(sys.argv[5]) / 1000
if disk_s:  # a slow disk: every file the writer puts there takes this long more
    import time
    import ginrummy_desktop.persistence.writer as writer

    def slow_write(path, text, write=writer.atomic_write_text):
        time.sleep(disk_s)
        return write(path, text)

    writer.atomic_write_text = slow_write
app = QCoreApplication([])
folder = open_data_folder(data)
controller = GameController(level="easy", pace_ms=0, rules=Rules(target_score=40))
out = open(journal, "a", encoding="utf-8")
seen = {}

def witness(_view=None):
    m = controller.match
    game = keeper.game_id_of(m)
    if game is None:
        return
    hands, over = seen.get(game, (0, False))
    lines = [f"{game} hand {r.hand_number}" for r in m.results[hands:]]
    if m.is_over and not over:
        lines.append(f"{game} over")
    if lines:
        # What came before this change is on disk first, as it is at a person's pace (the
        # writer is a few fsyncs behind the table). At machine speed a new game's first
        # hand can end before the game's first save is on disk; a kill then rightly loses
        # the whole game, and the journal would still list its hand.
        keeper.flush(timeout=60)
        # Each record starts on a line of its own: a kill can cut a write short at a page
        # of the file, and the cut record (never seen by the keeper) must not swallow the
        # next one. The reader keeps whole records only.
        out.write("".join("\n" + line for line in lines) + "\n")
        out.flush()
        os.fsync(out.fileno())
    seen[game] = (len(m.results), m.is_over)

# On the signal the keeper hears, connected before it: the journal is written first (the
# table's stateChanged comes after the keeper has handed the hand to the writer).
controller.changed.connect(witness)
keeper = GameKeeper(controller, data)
match, level = keeper.load()
if match is not None:
    seen[keeper.game_id_of(match)] = (len(match.results), match.is_over)  # journalled before
    controller.start(match, level=level)
else:
    controller.newGame()
pilot = make_player("easy", seed=seed)

def step():
    if controller.thinking:
        return
    m = controller.match
    if m.phase is Phase.GAME_OVER:
        if finish:
            keeper.close()
            folder.close()
            app.quit()
            return
        controller.newGame()
    elif m.phase is Phase.HAND_OVER:
        controller.nextHand()
    elif m.to_act == HUMAN:
        controller.play(pilot.choose(m.view(HUMAN), m.legal_actions()))

timer = QTimer()
timer.timeout.connect(step)
timer.start(1)
print("ready", flush=True)
app.exec()
controller.shutdown()
"""


def start(
    data: Path, journal: Path, seed: int, disk_ms: int, finish: bool = False
) -> subprocess.Popen:
    flag = "1" if finish else "0"
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(data), str(journal), str(seed), flag, str(disk_ms)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )


def loads(data: Path) -> tuple[object, object]:
    """The save (or None) and the statistics, as the next start reads them; both must be
    usable."""
    secret = load_secret(data)[0]
    saved, problem = SaveStore(data, secret, LEVELS).load()
    assert problem is None, problem
    stats, problem = StatsStore(data, secret, LEVELS).load()
    assert problem is None, problem
    return saved, stats


@pytest.mark.slow  # child processes killed 52 times
@pytest.mark.parametrize("disk_ms", [0, 30], ids=["disk", "slow_disk"])
def test_kills_at_random_moments_and_right_after_a_hand_lose_and_double_nothing(tmp_path, disk_ms):
    data, journal = tmp_path / "data", tmp_path / "journal.txt"
    Settings(data)  # a first start's settings
    journal.touch()
    rnd = random.Random(11)
    after_hand = 0
    for run in range(KILLS):
        proc = start(data, journal, seed=run, disk_ms=disk_ms)
        try:
            assert proc.stdout.readline().strip() == b"ready"
            if run % 2:  # the instant a hand has ended: the keeper is writing now
                size = journal.stat().st_size
                deadline = time.monotonic() + 20
                while journal.stat().st_size == size and time.monotonic() < deadline:
                    time.sleep(0.001)
                after_hand += journal.stat().st_size > size
            else:
                time.sleep(rnd.uniform(0.0, 1.5))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
        loads(data)  # after every kill: a loadable save (or none) and statistics
    assert after_hand >= KILLS // 2 - 2  # nearly every second kill came right after a hand

    # Play the game in progress out.
    proc = start(data, journal, seed=999, disk_ms=disk_ms, finish=True)
    assert proc.wait(timeout=120) == 0
    saved, stats = loads(data)
    assert saved is None  # the game ended: nothing to resume

    text = journal.read_text(encoding="utf-8")
    lines = [m.group(0).split() for m in RECORD.finditer(text)]
    records = [(w[0], int(w[2])) for w in lines if w[1] == "hand"]
    ends = {w[0] for w in lines if w[1] == "over"}
    hands = set(records)
    easy = stats.levels["easy"]
    counted_hands = easy.hands_won + easy.hands_lost + easy.hands_drawn
    print(
        f"{KILLS} kills ({after_hand} right after a hand ended): {len(hands)} hands in "
        f"{len(ends)} games finished ({len(records) - len(hands)} hands finished a second "
        f"time after a kill undid their last move); statistics count {counted_hands} "
        f"hands and {easy.games} games"
    )
    assert counted_hands == len(hands)  # every finished hand exactly once
    assert easy.games == len(ends)  # every game's end exactly once
    assert len(ends) >= 3 and len(hands) >= 30
    assert not [p for p in data.iterdir() if p.name.endswith(".tmp")]  # leftovers cleared
