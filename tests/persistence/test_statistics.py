"""Statistics: recording hands and games, and refusing impossible files."""

import json

import pytest

from ginrummy_desktop.engine import HandResult
from ginrummy_desktop.persistence import Statistics, StatsStore

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


def test_round_trip_and_reset(tmp_path):
    store = StatsStore(tmp_path, ("easy", "hard"))
    s = Statistics()
    s.record_game("hard", HUMAN, (100, 3), HUMAN)
    store.save(s)
    loaded, problem = store.load()
    assert problem is None and loaded == s
    assert store.reset() == Statistics() and store.load()[0] == Statistics()


@pytest.mark.parametrize(
    "doc, reason",
    [
        ({"format": "ginrummy-desktop.statistics", "version": 9, "levels": {}}, "newer version"),
        ({"format": "x"}, "not a statistics file"),
        (
            {
                "format": "ginrummy-desktop.statistics",
                "version": 1,
                "levels": {"easy": {"games_won": -5}},
            },
            "negative",
        ),
        (
            {
                "format": "ginrummy-desktop.statistics",
                "version": 1,
                "levels": {"easy": {"games_won": 1, "longest_streak": 4}},
            },
            "streaks",
        ),
        (
            {"format": "ginrummy-desktop.statistics", "version": 1, "levels": {"godlike": {}}},
            "unknown computer level",
        ),
        (
            {
                "format": "ginrummy-desktop.statistics",
                "version": 1,
                "levels": {"easy": {"games_won": "3"}},
            },
            "whole number",
        ),
    ],
)
def test_impossible_statistics_are_kept_aside(tmp_path, doc, reason):
    store = StatsStore(tmp_path, ("easy", "hard"))
    store.path.write_text(json.dumps(doc))
    stats, problem = store.load()
    assert stats == Statistics() and reason in problem.reason
    assert json.loads(problem.kept_as.read_text()) == doc
