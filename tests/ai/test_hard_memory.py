"""Hard's memory of its opponent is read from the view it is asked with: a Hard made afresh
in the middle of a game — a restarted AI child, a resumed game — knows what the Hard that
played the whole game knows, and decides the same."""

from __future__ import annotations

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.engine import Match, Phase, Rules

HARD = 1


def test_a_fresh_hard_decides_as_the_one_that_saw_the_whole_game():
    match = Match(Rules(target_score=150), seed=31)
    kept = make_player("hard", seed=4)
    other = make_player("normal", seed=5)
    compared = 0
    learnt = set()
    for _ in range(4000):
        if match.phase is Phase.GAME_OVER:
            break
        if match.phase is Phase.HAND_OVER:
            match.deal_next()
            continue
        seat = match.to_act
        view, legal = match.view(seat), match.legal_actions()
        if seat != HARD:
            match.apply(other.choose(view, legal), seat=seat)
            continue
        action = kept.choose(view, legal)
        # From the third hand on, two or more showdowns are behind: the last result alone
        # (all a view told before) is no longer the whole memory.
        if view.hand_number >= 3 and len(view.history) < 8:
            fresh = make_player("hard", seed=4)  # knows nothing but this view
            assert fresh.choose(view, legal) == action
            assert fresh.gin_hunting() == kept.gin_hunting()
            compared += 1
        learnt.add(round(kept.gin_hunting(), 6))
        match.apply(action, seat=HARD)
    assert match.phase is Phase.GAME_OVER and len(match.results) >= 3
    assert compared >= 3
    # The profile did learn something in this game (else the comparison proves little).
    assert len(learnt) > 1
