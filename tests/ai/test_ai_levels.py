"""Every level plays seeded games against every other level, SimpleRef and Random, and never
offers an illegal action. Short games here; the long runs live in the arena."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai import LEVELS, make_player
from ginrummy_desktop.arena import play_game
from ginrummy_desktop.engine import Match, Phase, Rules

LEVEL_PAIRS = [
    (a, b)
    for i, a in enumerate(("easy", "normal", "hard"))
    for b in ("easy", "normal", "hard", "simpleref", "random")[i:]
]


@pytest.mark.parametrize(("level_a", "level_b"), LEVEL_PAIRS)
def test_short_games_have_no_illegal_action(level_a, level_b):
    rules = Rules(target_score=40)
    hands = 0
    for seed, a_seat in ((11, 0), (11, 1)):
        rec = play_game(level_a, level_b, seed, a_seat, rules=rules, max_hands=4)
        assert rec.illegal == 0
        hands += rec.hands
        assert rec.latencies["A"] and rec.latencies["B"]
    assert hands >= 2


@pytest.mark.parametrize("level", LEVELS)
def test_every_choice_is_one_of_the_legal_actions(level):
    """Checked directly, without the arena's referee: the returned object is in the tuple."""
    match = Match(Rules(), seed=3)
    players = [make_player(level, seed=1), make_player("simpleref", seed=2)]
    steps = 0
    while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and steps < 400:
        seat = match.to_act
        legal = match.legal_actions()
        action = players[seat].choose(match.view(seat), legal)
        assert action in legal
        match.apply(action, seat)
        steps += 1
    assert match.phase in (Phase.HAND_OVER, Phase.GAME_OVER)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_player("grandmaster", seed=1)


def test_a_whole_game_to_100_finishes():
    rec = play_game("normal", "easy", 21, 0)
    assert rec.winner in ("A", "B")
    assert max(rec.scores) >= 100
    assert rec.illegal == 0


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_accepts_a_cancel_event_and_cancel(level):
    """The UI funnels every level through one worker (ai/service.py passes ``cancel=``)."""
    import threading

    match = Match(Rules(), seed=4)
    player = make_player(level, seed=1)
    legal = match.legal_actions()
    action = player.choose(match.view(match.to_act), legal, cancel=threading.Event())
    assert action in legal
    player.cancel()
    assert player.choose(match.view(match.to_act), legal) in legal
