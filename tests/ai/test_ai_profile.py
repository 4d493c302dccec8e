"""Hard's opponent profile (ai/profile.py) and the hand-level evidence of its worlds
(ai/search.py): an opponent that shows it plays for gin is treated as one."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ginrummy_desktop.ai.fast import dw
from ginrummy_desktop.ai.profile import (
    PRIOR_CAMPER,
    OpponentProfile,
    assumed_style,
    known_style,
)
from ginrummy_desktop.ai.search import DEFAULT_PARAMS, Worlds
from ginrummy_desktop.engine import Match, Phase, Rules
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.events import HandResult


def _view_after(results, seat=0):
    """A real view of a fresh hand, with ``last_result`` replaced by each result in turn."""
    m = Match(Rules(), seed=3)
    view = m.view(seat)
    return [replace(view, hand_number=r.hand_number + 1, last_result=r) for r in results]


def _result(n, kind, knocker, kdw=0, defender_cards=()):
    return HandResult(
        n,
        kind,
        knocker,
        10,
        0,
        knocker=knocker,
        knocker_deadwood=kdw,
        defender_melds=(),
        defender_deadwood_cards=tuple(defender_cards),
    )


def test_gins_and_declined_knocks_raise_the_gin_hunting_estimate():
    from ginrummy_desktop.engine import parse_cards

    low_hand = parse_cards("AS 2S 3S 5H 6H 7H 9C 9D 9S 2H")  # deadwood 2: could have knocked
    assert dw(cards_to_mask(low_hand)) == 2
    p = OpponentProfile()
    start = p.gin_hunting()
    for v in _view_after(
        [
            _result(1, "gin", 1),
            _result(2, "undercut", 0, 6, low_hand),
            _result(3, "gin", 1),
        ]
    ):
        p.observe(v)
        p.observe(v)  # the same result is read once
    assert p.gin_hunting() > 0.9 > start
    assert p.revealed == 1 and p.gins == 2 and p.declines == 1


def test_knocks_lower_it_and_a_new_game_starts_afresh():
    p = OpponentProfile()
    start = p.gin_hunting()
    views = _view_after([_result(k, "knock", 1, 8) for k in range(1, 5)])
    for v in views:
        p.observe(v)
    assert p.gin_hunting() < 0.1 < start
    p.observe(replace(views[0], hand_number=1, last_result=None))  # hand 1 again: new game
    assert p.gin_hunting() == start


def test_the_other_seats_view_starts_afresh():
    """The same result is the opponent's knock for one seat and one's own for the other:
    a profile that has read it for seat 1 reads it again for seat 0 as a fresh one would."""
    result = _result(1, "knock", 1, 8)
    seat0 = _view_after([result], seat=0)[0]
    seat1 = _view_after([result], seat=1)[0]
    fresh = OpponentProfile()
    fresh.observe(seat0)
    reused = OpponentProfile()
    reused.observe(seat1)
    assert reused.gin_hunting() != fresh.gin_hunting()  # seat 1 knocked: nothing learnt
    reused.observe(seat0)
    assert reused.gin_hunting() == fresh.gin_hunting() < PRIOR_CAMPER


def _late_view(seed=2):
    """A view of seat 0 in DRAW after both seats have discarded several times."""
    from ginrummy_desktop.ai import make_player

    m = Match(Rules(), seed=seed)
    players = [make_player("simpleref", seed=1), make_player("simpleref", seed=2)]
    while True:
        if m.phase is Phase.HAND_OVER:
            m.deal_next()
        assert m.phase is not Phase.GAME_OVER
        seat = m.to_act
        v = m.view(seat)
        if seat == 0 and m.phase is Phase.DRAW and v.stock_count <= 20:
            return v
        m.apply(players[seat].choose(v, m.legal_actions()), seat)


def test_an_unknocked_knocker_rarely_holds_a_knockable_hand():
    view = _late_view()
    low = {}
    for g in (0.0, 1.0):
        worlds = Worlds(view, random.Random(1), g)
        hands = [worlds.sample() for _ in range(300)]
        low[g] = sum(1 for _, d, _, _ in hands if d <= view.rules.knock_limit) / 300
        for opp, d, stock, _ in hands:
            assert dw(opp) == d
            assert len(stock) == view.stock_count
            assert bin(opp).count("1") == view.opponent_card_count
    assert low[0.0] < low[1.0]


def test_the_style_is_read_from_the_public_record_of_the_game():
    """With no evidence Hard leans to the stronger style (a camper: a knock undercut costs
    more than a knock not made); a revealed hand it could have knocked with makes it
    fairly sure; a camper's rare early knock moves it back, but not all the way."""
    from ginrummy_desktop.engine import parse_cards

    knockable = parse_cards("AS 2S 3S 5H 6H 7H 9C 9D 9S 4D")  # deadwood 4, not knocked
    high = parse_cards("AS 4S 7S 5H 9H QH 9C JD KS 2D")  # deadwood far above the limit
    assert dw(cards_to_mask(knockable)) == 4
    assert dw(cards_to_mask(high)) > 10
    p = OpponentProfile()
    assert p.gin_hunting() == pytest.approx(PRIOR_CAMPER) and PRIOR_CAMPER > 0.5
    views = _view_after(
        [
            _result(1, "knock", 0, 3, knockable),
            _result(2, "knock", 1, 7),
        ]
    )
    p.observe(views[0])
    one = p.odds
    assert p.gin_hunting() > 0.9
    p.observe(views[1])  # its own knock short of gin: evidence for a knocker, not proof
    assert p.odds < one and p.gin_hunting() > 0.5
    # A knocker's hands, when shown, are above the limit, and it knocks: a knocker.
    q = OpponentProfile()
    for v in _view_after(
        [_result(1, "knock", 0, 5, high), _result(2, "knock", 1, 9), _result(3, "knock", 1, 6)]
    ):
        q.observe(v)
    assert q.gin_hunting() < 0.1
    # The estimate stays off certainty either way: a style can change its play.
    r = OpponentProfile()
    for v in _view_after([_result(k, "gin", 1) for k in range(1, 12)]):
        r.observe(v)
    assert 0.9 < r.gin_hunting() < 1.0


def test_a_known_level_is_played_as_its_style():
    """The coach and the hint are told the computer's level: the early knockers' worlds are
    a knocker's, the camper's a gin hunter's; Hard, a person or any other text keeps the
    prior (it is read from files: anything may come)."""
    switch = DEFAULT_PARAMS.hunter_switch
    for level in ("easy", "normal", "simpleref", "knocker", "Normal"):
        assert known_style(level) < switch
        assert assumed_style(level) == "early"
    assert known_style("camper") >= switch
    assert assumed_style("camper") == "gin"
    for level in ("hard", "", "scripted", "<b>x</b>", 7):
        assert known_style(level) == PRIOR_CAMPER
        assert assumed_style(level) == "unknown"
        assert OpponentProfile().gin_hunting() == pytest.approx(PRIOR_CAMPER)
