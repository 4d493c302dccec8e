"""Every operation of the game session returns one change record, built once at its end:
one table state, one snapshot of the match, and the decisions the Qt side only carries out
(ask a seat, wait for the pace, drop stale work, refuse with the engine's reason)."""

from __future__ import annotations

import dataclasses

import pytest
from table_deals import card, deal  # tests/support

from ginrummy_desktop.engine import (
    DrawStock,
    Knock,
    Match,
    PassUpcard,
    Phase,
    TakeUpcard,
)
from ginrummy_desktop.session import (
    COMPUTER,
    HUMAN,
    ComputerSeat,
    GameSession,
    HintAdviser,
    changes,
    game_session,
    table_state,
)

# Computer (dealer): 8S 8H 8D | 2C 3C 4C | JH QH KH | 5S; takes the upcard KS and knocks with
# 5S. The human lays off 8C on the eights and 5C on the clubs run.
LAYOFF = ("8C 9S 9H 9D 2H 3H 4H 6D 5C 7S", "8S 8H 8D 2C 3C 4C JH QH KH 5S", "KS")
# The human can knock after drawing 4D (or KH): both leave 10 or less.
KNOCKABLE = ("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D KH")


class Script:
    """A computer seat's player that plays the given actions in order."""

    def __init__(self, *steps):
        self.steps = list(steps)

    def choose(self, view, legal, cancel=None):
        step = self.steps.pop(0)
        return step(view, legal) if callable(step) else step


def first(_view, legal):
    return legal[0]


@pytest.fixture
def counts(monkeypatch):
    """How many change records, table states and match snapshots were built."""
    seen = {"change": 0, "state": 0, "snapshot": 0}

    def counting(name, real):
        def wrapper(*args, **kwargs):
            seen[name] += 1
            return real(*args, **kwargs)

        return wrapper

    monkeypatch.setattr(game_session, "Change", counting("change", changes.Change))
    monkeypatch.setattr(game_session, "build_state", counting("state", table_state.build_state))
    monkeypatch.setattr(
        changes.GameSnapshot,
        "of",
        classmethod(counting("snapshot", changes.GameSnapshot.of.__func__)),
    )
    return seen


def start(session, cards, *steps, pace=0):
    session.pace_ms = pace
    return session.start(deal(*cards), opponent=ComputerSeat(Script(*steps), "easy"))


def answer(session, change):
    (task,) = change.tasks
    return session.answer(task.token, task.player.choose(task.view, task.legal))


def test_each_operation_builds_one_record_one_state_and_one_snapshot(counts):
    s = GameSession()
    operations = [
        lambda: start(s, KNOCKABLE, PassUpcard(), DrawStock(), first),
        s.pass_upcard,
    ]
    for op in operations:
        counts.update(change=0, state=0, snapshot=0)
        change = op()
        assert counts == {"change": 1, "state": 1, "snapshot": 1}
    assert change.tasks  # the computer is asked to pass in turn
    counts.update(change=0, state=0, snapshot=0)
    change = answer(s, change)
    assert counts == {"change": 1, "state": 1, "snapshot": 1}
    # Moments that change the table but not the match: one state, no new snapshot.
    steps = ((s.draw_stock, 1), (s.begin_knock, 0), (lambda: s.choose_knock_card(card("KD")), 0))
    for op, snapshots in steps:
        counts.update(change=0, state=0, snapshot=0)
        change = op()
        assert counts == {"change": 1, "state": 1, "snapshot": snapshots}
    assert change.state.knock.card == card("KD")
    # A refusal: one record, no new state, the table unchanged.
    before = s.state
    counts.update(change=0, state=0, snapshot=0)
    change = s.take_upcard()
    assert counts == {"change": 1, "state": 0, "snapshot": 0}
    assert change.refusal is not None and change.refusal.code == "already_drew"
    assert change.state is before and not change.published and not change.writes
    # The record cannot be changed by whoever reads it.
    with pytest.raises(dataclasses.FrozenInstanceError):
        change.published = True
    with pytest.raises(TypeError):
        change.refusal.params["card"] = card("KD")


def test_a_compound_operation_is_still_one_record(counts):
    s = GameSession()
    change = start(s, LAYOFF, TakeUpcard(), Knock(card("5S")))
    change = answer(s, s.pass_upcard())
    change = answer(s, change)
    assert change.state.laying_off and len(change.state.layoff_plan) == 2
    counts.update(change=0, state=0, snapshot=0)
    change = s.lay_off_best()  # two lay-offs in one operation
    assert counts["change"] == 1 and counts["snapshot"] == 1
    assert len(change.events[HUMAN]) == 2 and change.state.view.layoffs
    change = s.end_layoff()
    assert change.hand_finished is not None and change.writes.hands == (change.hand_finished,)
    assert change.state.phase is Phase.HAND_OVER


def test_the_pace_is_the_sessions_decision(counts):
    s = GameSession()
    change = start(s, KNOCKABLE, PassUpcard(), pace=400)
    change = s.pass_upcard()
    assert change.pace_ms == 400 and change.state.thinking
    (task,) = change.tasks
    # The answer comes before the pause is over: nothing is played yet.
    early = s.answer(task.token, PassUpcard())
    assert not early.published and not early.events[HUMAN] and s.thinking
    done = s.pace_elapsed()
    assert done.published and not done.state.thinking
    assert done.state.view.phase is Phase.DRAW and done.state.may_draw


def test_an_answer_nobody_awaits_changes_nothing():
    s = GameSession()
    change = start(s, KNOCKABLE, PassUpcard())
    change = s.pass_upcard()
    (task,) = change.tasks
    again = s.start(Match(seed=4), opponent=ComputerSeat(Script(first), "easy"))
    assert again.cancel and again.started
    stale = s.answer(task.token, PassUpcard())
    assert not stale.published and not stale.events[HUMAN] and not stale.writes
    assert s.match is not None and s.match.seed == 4


def test_a_failing_computer_plays_its_first_legal_action(fail_on_ai_errors):
    s = GameSession()
    change = start(s, KNOCKABLE, PassUpcard())
    change = s.pass_upcard()
    (task,) = change.tasks
    fail_on_ai_errors.records.clear()
    change = s.answer(task.token, error="Traceback: boom")
    assert change.ai_failure == "Traceback: boom"
    assert change.events[HUMAN] and change.events[HUMAN][0].seat == COMPUTER
    assert len(fail_on_ai_errors.records) == 1
    fail_on_ai_errors.records.clear()  # provoked on purpose


def test_the_hint_is_asked_and_answered_through_the_record():
    s = GameSession()
    start(s, KNOCKABLE, PassUpcard())
    change = s.request_hint()
    (task,) = change.tasks
    assert task.kind == "hint" and task.seat == HUMAN and not change.published
    answered = s.answer(task.token, task.player.choose(task.view, task.legal))
    assert answered.published and answered.state.hint is not None
    moved = s.pass_upcard()
    assert moved.state.hint is None  # the Hint's answer belongs to the position it was for


def test_the_hint_is_told_the_computers_level():
    """The Hint judges the position against the level at the table, as the review of the
    hand will (``ai.profile.known_style``)."""
    s = GameSession()
    s.start(deal(*KNOCKABLE), opponent=ComputerSeat(Script(PassUpcard()), "normal"))
    (task,) = s.request_hint().tasks
    assert task.player == HintAdviser("normal")


def test_a_game_given_up_is_written_as_abandoned():
    s = GameSession()
    start(s, KNOCKABLE, PassUpcard())
    change = s.abandon()
    assert change.writes.abandoned and change.cancel and change.game is not None
    assert change.game.game == 1 and change.game.phase is Phase.FIRST_UPCARD


def test_a_snapshot_lends_the_hands_that_did_not_change():
    """The save serialises only hands whose record is new: a snapshot takes the records of
    the hands that did not change from the game's last one, and from no other game."""
    from ginrummy_desktop.ai import make_player

    m = Match(seed=12)
    players = (make_player("easy", seed=1), make_player("easy", seed=2))
    earlier = changes.GameSnapshot.of(m, 1)
    lent = 0
    while len(m.results) < 2 or m.phase is not Phase.HAND_OVER:
        if m.phase is Phase.HAND_OVER:
            m.deal_next()
        else:
            m.apply(players[m.to_act].choose(m.view(m.to_act), m.legal_actions()))
        now = changes.GameSnapshot.of(m, 1, earlier)
        assert now.record() == m.record()  # the same record, whatever was lent
        before, hands = earlier.match_record.hands, now.match_record.hands
        for i, hand in enumerate(hands[: len(before)]):
            same = len(hand.actions) == len(before[i].actions)
            assert (hand is before[i]) == same  # lent exactly when unchanged
            lent += same
        earlier = now
    assert lent > 20
    other = changes.GameSnapshot.of(Match(seed=12), 2, earlier)  # another game
    assert other.match_record.hands[0] is not earlier.match_record.hands[0]
