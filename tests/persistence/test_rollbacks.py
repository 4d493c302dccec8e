"""No earlier copy of a file forges or dodges a result.

The seals prove a file came from this install, not that it is current: a save or a
statistics file copied aside and put back later is still validly sealed. The statistics keep
a ledger of the games they count and a generation; the save and the hand history carry the
generation they were written with. These tests play real games (Easy against the Easy pilot,
dealt from the install's secret, so every game counts), copy the save and the statistics
after every move, then put earlier copies back — the save alone, the statistics alone, or
both from different moments — and check that no start ever raises a win count above the
games truly won, that a put-back save is set aside with a message and never offered, and
that a counted game that cannot go on counts as lost (docs/saves.md).
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from table_fixtures import open_window, wait_for_computer  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller import HUMAN, GameController, GameKeeper
from ginrummy_desktop.controller.history_keeper import HistoryKeeper
from ginrummy_desktop.engine import Phase, Rules
from ginrummy_desktop.persistence.generation import HISTORY_NAME, generation_of

SAVE, STATS = "current-game.json", "statistics.json"


def stats_generation(content: bytes) -> int:
    return json.loads(content)["generation"]


class Table:
    """The game's persistence without a window: controller, keeper, history keeper."""

    def __init__(self, data: Path, target: int = 25) -> None:
        self.data = data
        self.c = GameController(level="easy", pace_ms=0, rules=Rules(target_score=target))
        self.keeper = GameKeeper(self.c, data)
        self.history = HistoryKeeper(self.keeper)
        self.problems: list[str] = []
        self.keeper.problem.connect(lambda _key, text: self.problems.append(text))

    def wins(self) -> int:
        return sum(s.games_won for s in self.keeper.stats.levels.values())

    def losses(self) -> int:
        return sum(s.games_lost for s in self.keeper.stats.levels.values())

    def close(self) -> None:
        assert self.keeper.flush()
        self.keeper.close()
        self.c.shutdown()


def snapshot(data: Path) -> dict[str, bytes | None]:
    return {
        name: (data / name).read_bytes() if (data / name).exists() else None
        for name in (SAVE, STATS)
    }


def play_games(
    qtbot, data: Path, seed: int, snaps: list | None = None, won_at_least=1, records=None
):
    """Games until the human won ``won_at_least`` and then lost one (at most 16), with a copy
    of the save and the statistics after every human move; ``records`` gets each game's
    record by its seed. Returns (won, lost)."""
    t = Table(data)
    assert t.keeper.load() == (None, None)
    pilot = make_player("easy", seed=seed)
    won = lost = 0
    t.c.newGame()
    for _ in range(16):
        while True:
            wait_for_computer(qtbot, t.c)
            m = t.c.match
            if m.phase is Phase.GAME_OVER:
                break
            if m.phase is Phase.HAND_OVER:
                t.c.nextHand()
                continue
            if m.to_act != HUMAN:
                qtbot.wait(2)
                continue
            assert t.c.play(pilot.choose(m.view(HUMAN), m.legal_actions()))
            if snaps is not None:
                assert t.keeper.flush()
                snaps.append(dict(snapshot(data), game=won + lost))
        if records is not None:
            records[t.c.match.seed] = t.c.match.record()
            records.setdefault("won", []).append(t.c.match.winner == HUMAN)
        won += t.c.match.winner == HUMAN
        lost += t.c.match.winner != HUMAN
        # A lost game last: a copy of a won game's save is then one of an earlier game.
        if not won_at_least or (won >= won_at_least and t.c.match.winner != HUMAN):
            break
        t.c.newGame()
    assert won >= won_at_least
    assert t.wins() == won and t.losses() == lost
    t.close()  # quit after a game over: no game in progress
    return won, lost


def restore(data: Path, files: dict[str, bytes | None]) -> None:
    for name, content in files.items():
        path = data / name
        path.unlink(missing_ok=True)
        if content is not None:
            path.write_bytes(content)


class Replay:
    """Plays a seat by the moves of a game's record (the same moves as the first time, as
    a player who remembers them would), at whatever point the game is resumed."""

    def __init__(self, table: Table, record, level: str) -> None:
        self.table, self.record, self.level = table, record, level

    def choose(self, view, legal, cancel=None):
        m = self.table.c.match
        hand, done = m.hand_number - 1, len(m.record().hands[-1].actions)
        if hand < len(self.record.hands) and done < len(self.record.hands[hand].actions):
            action = self.record.hands[hand].actions[done]
            if action in legal:
                return action
        return legal[0]


def start_and_play_on(qtbot, data: Path, records: dict) -> Table:
    """A start on ``data``; a game offered for resume is resumed and played to its end with
    the moves it was first played with, both seats."""
    t = Table(data)
    match, level = t.keeper.load()
    if match is not None:
        replay = Replay(t, records[match.seed], level)
        t.c.start(match, level=level, opponent=replay)
        while t.c.match.phase is not Phase.GAME_OVER:
            wait_for_computer(qtbot, t.c)
            m = t.c.match
            if m.phase is Phase.HAND_OVER:
                t.c.nextHand()
            elif m.phase is not Phase.GAME_OVER and m.to_act == HUMAN:
                assert t.c.play(replay.choose(None, m.legal_actions()))
    return t


def spread(items: list, most: int) -> list:
    """At most ``most`` of ``items``, evenly from first to last (the last included)."""
    if len(items) <= most:
        return items
    return [items[round(i * (len(items) - 1) / (most - 1))] for i in range(most)]


@pytest.mark.slow  # 2–5 s: games until a won one is followed by another
def test_no_rollback_of_the_save_or_the_statistics_raises_a_win_count(qtbot, tmp_path):
    played = tmp_path / "played"
    snaps: list[dict] = []
    records: dict = {}
    true_wins, _ = play_games(qtbot, played, seed=11, snaps=snaps, records=records)
    final = snapshot(played)
    rnd = random.Random(5)
    saves = [s[SAVE] for s in snaps if s[SAVE] is not None]
    stats = [s[STATS] for s in snaps] + [final[STATS]]
    # The most tempting copies: each game's last saves, a move or two before its result.
    ends = []
    for game in [g for g, won in enumerate(records["won"]) if won][-3:]:
        ends += [s[SAVE] for s in snaps if s["game"] == game and s[SAVE] is not None][-2:]
    # Every save put back alone, every statistics file put back alone, and a sample of
    # both from different moments (the hand history stays as it is).
    cases = [{SAVE: s, STATS: final[STATS]} for s in spread(saves, 10) + ends]
    cases += [{SAVE: s, STATS: rnd.choice(stats)} for s in ends]
    cases += [{SAVE: final[SAVE], STATS: s} for s in spread(stats, 8)]
    cases += [{SAVE: rnd.choice(saves), STATS: rnd.choice(stats)} for _ in range(12)]
    for n, files in enumerate(cases):
        data = tmp_path / f"case{n}"
        shutil.copytree(played, data)
        restore(data, files)
        t = start_and_play_on(qtbot, data, records)
        assert t.wins() <= true_wins, f"case {n}: {t.wins()} games won, {true_wins} true"
        t.close()
        # And again: a second start on what the first left never counts more.
        again = start_and_play_on(qtbot, data, records)
        assert again.wins() <= true_wins, f"case {n}, second start"
        again.close()
        shutil.rmtree(data)


def test_a_save_put_back_after_its_game_was_counted_is_set_aside_never_offered(qtbot, tmp_path):
    data = tmp_path / "d"
    snaps: list[dict] = []
    won, lost = play_games(qtbot, data, seed=3, snaps=snaps, won_at_least=0)
    last_save = [s[SAVE] for s in snaps if s[SAVE] is not None][-1]  # before the last move
    (data / SAVE).write_bytes(last_save)

    t = Table(data)
    assert t.keeper.load() == (None, None)  # not offered: the game is counted already
    assert t.wins() == won and t.losses() == lost
    assert not (data / SAVE).exists()
    kept = list(data.glob(SAVE + ".corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == last_save
    assert len(t.problems) == 1 and "earlier copy" in t.problems[0]
    t.close()


def test_a_hand_the_history_holds_is_never_offered_again(qtbot, tmp_path):
    """A save from the middle of a hand that has since ended: the history shows that hand's
    whole deck, so resuming it would show the stock and the computer's cards."""
    data = tmp_path / "d"
    t = Table(data, target=500)
    t.keeper.load()
    t.c.newGame()
    pilot = make_player("easy", seed=2)
    early = None
    while not t.c.match.results:
        wait_for_computer(qtbot, t.c)
        m = t.c.match
        if m.to_act != HUMAN or m.results:
            qtbot.wait(2)
            continue
        assert t.c.play(pilot.choose(m.view(HUMAN), m.legal_actions()))
        assert t.keeper.flush()
        early = early or (data / SAVE).read_bytes()
    assert t.history.history.games[0].hands  # hand 1, with its deck, is in the history
    t.close()
    (data / SAVE).write_bytes(early)  # hand 1, one move in

    again = Table(data, target=500)
    assert again.keeper.load() == (None, None)
    assert "earlier copy" in again.problems[0]
    assert again.losses() == 1  # the game that cannot go on counts as lost
    again.close()


def quit_after_one_move(qtbot, w) -> None:
    c = w.controller
    wait_for_computer(qtbot, c)
    assert c.play(c.match.legal_actions()[0])
    wait_for_computer(qtbot, c)
    assert w.keeper.flush()
    w._closing = True
    c.shutdown()


def lost_games(w) -> int:
    return sum(s.games_lost for s in w.keeper.stats.levels.values())


def test_declining_the_resume_question_counts_the_game_as_lost(qtbot, tmp_path):
    # Deal shopping: look at the cards, quit, start again, choose a new game.
    for attempt in range(3):
        w = open_window(qtbot, tmp_path)
        w.start_or_resume()
        if attempt:
            qtbot.waitUntil(lambda w=w: w.resume_box is not None)
            assert "counts as lost" in w.resume_box.informativeText()  # said before
            next(b for b in w.resume_box.buttons() if b.text() == "New game").click()
            assert lost_games(w) == attempt
        quit_after_one_move(qtbot, w)
    assert lost_games(w) == 2


def test_a_missing_save_of_a_counted_game_counts_it_as_lost_with_a_message(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    w.start_or_resume()
    quit_after_one_move(qtbot, w)
    (tmp_path / SAVE).unlink()

    again = open_window(qtbot, tmp_path)
    again.start_or_resume()
    assert lost_games(again) == 1
    qtbot.waitUntil(lambda: again.current_box is not None)
    assert len(again.notices) == 1 and "counts as lost" in again.notices[0]
    again.current_box.buttons()[0].click()
    assert again.controller.match is not None  # a new game
    again.close()
    third = open_window(qtbot, tmp_path)  # counted once
    third.start_or_resume()
    qtbot.waitUntil(lambda: third.resume_box is not None)
    assert lost_games(third) == 1
    third.close()


def test_statistics_put_back_from_an_earlier_copy_are_set_aside_with_a_message(qtbot, tmp_path):
    data = tmp_path / "d"
    snaps: list[dict] = []
    play_games(qtbot, data, seed=7, snaps=snaps)  # two games at least: several hands
    # A copy one generation behind the history is what a kill between the two writes
    # leaves, and is kept; an earlier copy is a rollback. Take the first copy that is.
    folder = generation_of(data / HISTORY_NAME)
    behind = [x[STATS] for x in snaps if x[STATS] and stats_generation(x[STATS]) < folder - 1]
    assert behind, "the games were too short to have statistics two generations behind"
    early = behind[0]
    (data / STATS).write_bytes(early)

    t = Table(data)
    t.keeper.report_load_problems()
    assert len(t.problems) == 1 and "earlier copy" in t.problems[0]
    kept = list(data.glob(STATS + ".corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == early
    assert t.wins() == 0 and t.losses() == 0  # from zero, never the old counts again
    t.close()


def play_into_second_hand(qtbot, data: Path) -> None:
    """A game with its first hand in the history and a save one move into the second."""
    t = Table(data, target=500)
    t.keeper.load()
    t.c.newGame()
    pilot = make_player("easy", seed=2)
    while True:
        wait_for_computer(qtbot, t.c)
        m = t.c.match
        if m.phase is Phase.HAND_OVER:
            t.c.nextHand()
        elif m.to_act == HUMAN and m.hand_number == 2:
            assert t.c.play(pilot.choose(m.view(HUMAN), m.legal_actions()))
            break
        elif m.to_act == HUMAN:
            assert t.c.play(pilot.choose(m.view(HUMAN), m.legal_actions()))
        else:
            qtbot.wait(2)
    t.close()


@pytest.mark.parametrize("forged", [5, 9_999_999_999_999_999], ids=["ahead", "16-digits"])
def test_a_damaged_history_is_set_aside_alone_and_decides_nothing(qtbot, tmp_path, forged):
    """Start-up reads the history's generation from its last bytes, before its seal is
    checked: a wrong number there must not set the good save and statistics aside."""
    data = tmp_path / "d"
    play_into_second_hand(qtbot, data)
    saved, stats = (data / SAVE).read_bytes(), (data / STATS).read_bytes()
    text = (data / HISTORY_NAME).read_text()
    g = generation_of(data / HISTORY_NAME)
    bigger = g + forged if forged < 100 else forged
    tampered = text.replace(f'"generation":{g},"seal"', f'"generation":{bigger},"seal"')
    assert tampered != text
    (data / HISTORY_NAME).write_text(tampered)

    t = Table(data, target=500)
    t.history.problem.connect(lambda _key, text: t.problems.append(text))
    match, _level = t.keeper.load()
    assert match is not None and match.hand_number == 2  # offered, as it was
    assert (data / SAVE).read_bytes() == saved and (data / STATS).read_bytes() == stats
    assert not list(data.glob(SAVE + ".corrupt-*")) and not list(data.glob(STATS + ".corrupt-*"))
    # Set aside, started anew, and hand 1 recorded again from the save: nothing lost.
    assert [len(g.hands) for g in t.history.history.games] == [1]
    assert len(t.problems) == 1 and "hand history" in t.problems[0], t.problems
    kept = list(data.glob(HISTORY_NAME + ".corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == tampered
    t.close()
    assert t.keeper.stats.generation <= 10**15 - 1  # never a number its reader refuses
