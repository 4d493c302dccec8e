"""The hand history after a kill at the worst moment: consistent with the save and the
statistics — no hand lost, no game twice, no resume offered for a game counted as over.

A "kill" here stops every write from a chosen moment on (the writer's file writes fail as
a dead process's would) and then drops the game without closing it; the next start runs on
what reached the disk.
"""

from __future__ import annotations

import errno
import json
import random
import threading
from pathlib import Path

from table_fixtures import wait_for_computer  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller import HUMAN, GameController, GameKeeper
from ginrummy_desktop.controller.history_keeper import HistoryKeeper
from ginrummy_desktop.engine import Phase, Rules
from ginrummy_desktop.persistence import writer as writer_module

SAVE, STATS, HISTORY = "current-game.json", "statistics.json", "hand-history.json"


class Table:
    def __init__(self, data: Path, target: int = 500) -> None:
        self.c = GameController(level="easy", pace_ms=0, rules=Rules(target_score=target))
        self.keeper = GameKeeper(self.c, data)
        self.history = HistoryKeeper(self.keeper)

    def hands_counted(self) -> int:
        return sum(
            s.hands_won + s.hands_lost + s.hands_drawn for s in self.keeper.stats.levels.values()
        )

    def entries(self):
        return self.history.history.games


class Death:
    """From the moment ``after(path, text)`` is true of a file just written, nothing more
    is written."""

    def __init__(self, monkeypatch) -> None:
        self.after = None
        self.dead = False
        real = writer_module.atomic_write_text

        def write(path, text):
            if self.dead:
                raise OSError(errno.EIO, "the process is dead")
            real(path, text)
            if self.after is not None and self.after(Path(path), text):
                self.dead = True

        monkeypatch.setattr(writer_module, "atomic_write_text", write)

    def revive(self) -> None:
        self.after = None
        self.dead = False


def counted_hands(stats_text: str) -> int:
    doc = json.loads(stats_text)
    return sum(v["hands_won"] + v["hands_lost"] + v["hands_drawn"] for v in doc["levels"].values())


def finished_hands(save_text: str) -> int:
    summary = json.loads(save_text)["summary"]
    over = summary["phase"] in (Phase.HAND_OVER.value, Phase.GAME_OVER.value)
    return summary["hand_number"] - (0 if over else 1)


def play_until(qtbot, t: Table, hands: int, pilot) -> None:
    while len(t.c.match.results) < hands:
        wait_for_computer(qtbot, t.c)
        m = t.c.match
        if m.phase is Phase.HAND_OVER:
            t.c.nextHand()
        elif m.to_act == HUMAN and m.phase is not Phase.GAME_OVER:
            assert t.c.play(pilot.choose(m.view(HUMAN), m.legal_actions()))
        else:
            qtbot.wait(2)


def kill(t: Table) -> None:
    t.keeper.flush(2)
    t.keeper.persist = False
    t.c.shutdown()


def killed_in_hand_two(qtbot, tmp_path, monkeypatch, seed, when):
    """Plays hand 1 and writes it, then dies in hand 2 at the write ``when`` picks; returns
    the next start's table with what its keeper loaded."""
    death = Death(monkeypatch)
    t = Table(tmp_path)
    t.keeper.load()
    t.c.newGame()
    pilot = make_player("easy", seed=seed)
    play_until(qtbot, t, 1, pilot)
    assert t.keeper.flush()
    death.after = when
    play_until(qtbot, t, 2, pilot)
    qtbot.waitUntil(lambda: death.dead, timeout=5000)
    kill(t)
    death.revive()
    again = Table(tmp_path)
    match, level = again.keeper.load()
    return again, match, level


def test_killed_as_the_statistics_count_a_hand_the_history_holds_it_too(
    qtbot, tmp_path, monkeypatch
):
    # The second hand: the process dies the instant the statistics counting it are written.
    again, match, level = killed_in_hand_two(
        qtbot, tmp_path, monkeypatch, 4, lambda p, t: p.name == STATS and counted_hands(t) == 2
    )
    assert match is not None and len(match.results) == 2  # offered, both hands in it
    assert again.hands_counted() == 2
    games = again.entries()
    assert len(games) == 1 and [h.number for h in games[0].hands] == [1, 2]
    kill(again)


def test_a_hand_the_history_missed_is_rebuilt_from_the_save_on_the_next_start(
    qtbot, tmp_path, monkeypatch
):
    # Dies right after the save holding hand 2: neither the history nor the statistics.
    again, match, level = killed_in_hand_two(
        qtbot, tmp_path, monkeypatch, 8, lambda p, t: p.name == SAVE and finished_hands(t) == 2
    )
    assert match is not None and len(match.results) == 2
    assert again.hands_counted() == 2  # counted now, once
    again.c.start(match, level=level)
    games = again.entries()
    assert len(games) == 1 and [h.number for h in games[0].hands] == [1, 2]
    assert again.keeper.flush()
    kill(again)
    third = Table(tmp_path)  # and it was written: nothing twice on the next start
    third.keeper.load()
    assert third.hands_counted() == 2
    assert [h.number for h in third.entries()[0].hands] == [1, 2] and len(third.entries()) == 1
    kill(third)


def test_a_game_over_is_never_offered_again_and_its_history_is_complete(
    qtbot, tmp_path, monkeypatch
):
    death = Death(monkeypatch)
    t = Table(tmp_path, target=25)
    t.keeper.load()
    t.c.newGame()
    pilot = make_player("easy", seed=6)
    # Dies the instant the statistics counting the game's end are written.
    death.after = lambda path, text: path.name == STATS and '"over": true' in text
    while not t.c.match.is_over:
        play_until(qtbot, t, len(t.c.match.results) + 1, pilot)
    qtbot.waitUntil(lambda: death.dead, timeout=5000)
    hands = len(t.c.match.results)
    won = t.c.match.winner == HUMAN
    kill(t)
    death.revive()

    again = Table(tmp_path, target=25)
    assert again.keeper.load() == (None, None)  # over and counted: not offered
    games = again.entries()
    assert len(games) == 1 and len(games[0].hands) == hands
    assert games[0].status == ("won" if won else "lost")
    stats = again.keeper.stats.levels["easy"]
    assert stats.games == 1 and stats.hands_won + stats.hands_lost + stats.hands_drawn == hands
    kill(again)


def test_no_state_the_disk_passes_through_is_taken_for_an_earlier_copy(
    qtbot, tmp_path, monkeypatch
):
    """A kill can leave the folder as it is after any one of the writer's writes or
    deletions. Games are played (hands ending, new games beginning) while the disk lags at
    random, so requests wait, merge and close batches as on a slow disk; the folder is copied
    after every write and deletion. A start on any of those copies must find nothing stale:
    no save or statistics set aside, no game counted as lost, no message — only a copy put
    back from elsewhere is ever older (``test_rollbacks``)."""
    data = tmp_path / "data"
    data.mkdir()
    states: list[dict[str, bytes]] = []
    disk_free = threading.Event()
    disk_free.set()
    real_write, real_unlink = writer_module.atomic_write_text, Path.unlink

    def files() -> dict[str, bytes]:
        return {p.name: p.read_bytes() for p in data.iterdir() if p.is_file()}

    def write(path, text):
        disk_free.wait(10)
        real_write(path, text)
        states.append(files())

    def unlink(path, missing_ok=False):
        real_unlink(path, missing_ok=missing_ok)
        if threading.current_thread().name == "ginrummy-writer":
            states.append(files())

    monkeypatch.setattr(writer_module, "atomic_write_text", write)
    monkeypatch.setattr(Path, "unlink", unlink)
    rnd = random.Random(3)
    t = Table(data, target=25)
    assert t.keeper.load() == (None, None)
    pilot = make_player("easy", seed=3)
    t.c.newGame()
    games = 0
    while games < 5:
        wait_for_computer(qtbot, t.c)
        m = t.c.match
        if m.phase is Phase.GAME_OVER:
            games += 1
            t.c.newGame()
        elif m.phase is Phase.HAND_OVER:
            t.c.nextHand()
        elif m.to_act == HUMAN:
            assert t.c.play(pilot.choose(m.view(HUMAN), m.legal_actions()))
        else:
            qtbot.wait(1)
        if rnd.random() < 0.6:  # the disk keeps up, or falls behind for a while
            disk_free.set()
        else:
            disk_free.clear()
    disk_free.set()
    assert t.keeper.flush()
    t.keeper.close()
    t.c.shutdown()
    monkeypatch.undo()

    distinct = list({tuple(sorted(s.items())): s for s in states}.values())
    assert len(distinct) > 30
    for i, state in enumerate(distinct):
        folder = tmp_path / f"after-write-{i}"
        folder.mkdir()
        for name, content in state.items():
            (folder / name).write_bytes(content)
        again = Table(folder, target=25)
        problems = []
        again.keeper.problem.connect(lambda key, _text, p=problems: p.append(key))
        again.keeper.load()
        again.keeper.report_load_problems()
        assert again.keeper.flush()
        again.keeper.close()
        again.c.shutdown()
        left = sorted(p.name for p in folder.iterdir())
        assert problems == [], (i, problems, sorted(state))
        assert set(left) <= set(state) | {SAVE, STATS, HISTORY}, (i, left, sorted(state))
