"""Statistics: recording hands and games, and refusing impossible files."""

import json

import pytest

from ginrummy_desktop.engine import HandResult
from ginrummy_desktop.persistence import Counted, LevelStats, Statistics, StatsStore, load_secret

HUMAN, CPU = 0, 1


def hand(kind, winner, knocker, kd=5):
    return HandResult(1, kind, winner, 10, 0, knocker=knocker, knocker_deadwood=kd)


def test_hands_and_games_are_counted_from_the_players_side():
    s = Statistics()
    s.record_hand("hard", hand("knock", HUMAN, HUMAN, kd=6), HUMAN)
    s.record_hand("hard", hand("gin", HUMAN, HUMAN, kd=0), HUMAN)
    s.record_hand("hard", hand("undercut", CPU, HUMAN, kd=8), HUMAN)  # we were undercut
    s.record_hand("hard", hand("undercut", HUMAN, CPU, kd=9), HUMAN)  # we undercut
    s.record_hand("hard", hand("gin", CPU, CPU, kd=0), HUMAN)
    s.record_hand("hard", HandResult(1, "drawn", None, 0, 0), HUMAN)
    h = s.level("hard")
    assert (h.hands_won, h.hands_lost, h.hands_drawn) == (3, 2, 1)
    assert (h.knocks, h.gins, h.gins_suffered) == (3, 1, 1)
    assert (h.undercuts_made, h.undercuts_suffered) == (1, 1)
    assert h.average_knock_deadwood == pytest.approx((6 + 0 + 8) / 3)


def test_streaks_and_margin():
    s = Statistics()
    for won, scores in [
        (True, (110, 40)),
        (True, (101, 99)),
        (False, (20, 100)),
        (True, (150, 0)),
        (True, (100, 90)),
        (True, (100, 95)),
    ]:
        s.record_game("easy", HUMAN if won else CPU, scores, HUMAN)
    e = s.level("easy")
    assert (e.games_won, e.games_lost, e.current_streak, e.longest_streak) == (5, 1, 3, 3)
    assert e.best_margin == 150
    s.record_game("easy", CPU, (0, 100), HUMAN)
    assert e.current_streak == -1


def store_in(directory, known=("easy", "hard")) -> StatsStore:
    return StatsStore(directory, load_secret(directory)[0], known)


def test_round_trip_and_reset(tmp_path):
    store = store_in(tmp_path)
    s = Statistics()
    s.record_game("hard", HUMAN, (100, 3), HUMAN)
    s.counted = Counted("ab" * 16, 4, True)
    store.save(s)
    loaded, problem = store.load()
    assert problem is None and loaded == s
    assert store.reset() == Statistics() and store.load()[0] == Statistics()


def test_an_edited_statistics_file_fails_its_seal(tmp_path):
    store = store_in(tmp_path)
    s = Statistics()
    s.record_game("hard", CPU, (3, 100), HUMAN)
    store.save(s)
    doc = json.loads(store.path.read_text())
    doc["levels"]["hard"].update(games_won=50, games_lost=0, current_streak=50, longest_streak=50)
    store.path.write_text(json.dumps(doc))
    stats, problem = store.load()
    assert stats == Statistics() and problem.reason == "changed"


def test_an_unsealed_file_from_before_seals_is_read_only_with_a_new_key(tmp_path):
    doc = {"format": "ginrummy-desktop.statistics", "version": 1, "levels": {"easy": {}}}
    store = store_in(tmp_path)
    store.path.write_text(json.dumps(doc))
    assert store.load(allow_unsealed=True)[1] is None  # the upgrade's first start
    stats, problem = store.load()  # any later start
    assert stats == Statistics() and problem.reason == "older"


V2 = {"format": "ginrummy-desktop.statistics", "version": 2, "counted": None}


@pytest.mark.parametrize(
    "doc, reason",
    [
        (dict(V2, version=9, levels={}), "newer"),
        ({"format": "x"}, "not_ours"),
        (dict(V2, levels={"easy": {"games_won": -5}}), "negative"),
        (dict(V2, levels={"easy": {"games_won": 1, "longest_streak": 4}}), "streaks"),
        (dict(V2, levels={"godlike": {}}), "unknown computer level"),
        (dict(V2, levels={"easy": {"games_won": "3"}}), "whole number"),
        (dict(V2, levels={"easy": {"games_won": True}}), "whole number"),
        (dict(V2, levels={"easy": {"games_won": 2**63, "games_lost": 0}}), "bad_number"),
        (dict(V2, levels={"easy": {"games_won": 10**12}}), "out of range"),
        (dict(V2, levels={}, counted={"game": "x", "hands": 1, "over": False}), "counted"),
        (dict(V2, levels={}, extra=1), "unknown keys"),
    ],
)
def test_impossible_statistics_are_kept_aside_even_when_sealed(tmp_path, doc, reason):
    store = store_in(tmp_path)
    doc = dict(doc)
    doc["seal"] = store.secret.seal("statistics", doc)  # sealed: only the meaning is wrong
    text = json.dumps(doc)
    store.path.write_text(text)
    stats, problem = store.load()
    assert stats == Statistics() and reason in (problem.reason + " " + problem.detail)
    assert problem.kept_as.read_text() == text


def test_counts_that_load_also_show(qtbot):
    # The largest count a file may hold goes through the statistics window's numbers.
    from ginrummy_desktop.persistence.stats import MAX_COUNT
    from ginrummy_desktop.views.stats_dialog import StatsDialog

    s = Statistics()
    s.levels["hard"] = LevelStats(
        games_won=MAX_COUNT, current_streak=MAX_COUNT, longest_streak=MAX_COUNT
    )
    s.levels["hard"].check()
    dlg = StatsDialog(s)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.grab()
