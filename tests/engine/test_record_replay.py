"""A match's typed record and its replay: the record is all a match needs to be played
again, and a replay applies every rule check a live game does."""

import random
from dataclasses import FrozenInstanceError, replace

import pytest

from ginrummy_desktop.engine import (
    ALL_CARDS,
    DrawStock,
    HandRecord,
    Match,
    MatchRecord,
    Phase,
    ReplayError,
    Rules,
)


def midgame(seed=3, steps=80, deck=None):
    m = Match(Rules(target_score=60), seed=seed, deck=deck)
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.is_over:
            break
        if m.phase is Phase.HAND_OVER:
            m.deal_next()
            continue
        m.apply(rnd.choice(m.legal_actions()))
    return m


def test_the_record_is_typed_and_frozen():
    r = midgame().record()
    assert isinstance(r, MatchRecord) and all(isinstance(h, HandRecord) for h in r.hands)
    assert r.rules == Rules(target_score=60) and r.seed == 3 and r.first_dealer in (0, 1)
    assert r.dealt_from_seed and all(h.deck is None for h in r.hands)
    with pytest.raises(FrozenInstanceError):
        r.seed = 4
    assert isinstance(r.hands, tuple) and isinstance(r.hands[0].actions, tuple)


def test_replay_gives_the_same_match():
    m = midgame(seed=11, steps=150)
    again = Match.replay(m.record())
    assert again.record() == m.record()
    assert (again.phase, again.scores, again.hand_number) == (m.phase, m.scores, m.hand_number)
    assert again.results == m.results
    for seat in (0, 1):
        assert again.view(seat) == m.view(seat)


def test_a_deck_given_by_hand_is_in_the_record():
    deck = tuple(random.Random(4).sample(ALL_CARDS, 52))
    m = midgame(deck=deck, steps=10)
    r = m.record()
    assert r.hands[0].deck == deck and not r.dealt_from_seed
    assert Match.replay(r).view(0) == m.view(0)


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda r: replace(r, hands=()), "no hands"),
        (lambda r: replace(r, first_dealer=2), "cannot be dealt"),
        (
            lambda r: replace(r, hands=(HandRecord(None, (DrawStock(),) + r.hands[0].actions),)),
            "move 1 of hand 1 is not legal",
        ),
        (
            lambda r: replace(r, hands=(HandRecord(tuple(ALL_CARDS[:51]) * 1, ()),)),
            "cannot be dealt",
        ),
        (lambda r: replace(r, hands=r.hands[:1] + r.hands[:1]), "hand 2 cannot be dealt"),
    ],
)
def test_a_record_that_does_not_replay_says_where(change, words):
    r = midgame(seed=5, steps=60).record()
    assert len(r.hands) >= 1
    with pytest.raises(ReplayError, match=words):
        Match.replay(change(r))
