"""The world sampler's gin hunter: its first turns of a hand, and the options measured and
off (hands that keep lay-offs, a sifting that varies)."""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

from ginrummy_desktop.ai.common import read_history
from ginrummy_desktop.ai.fast import dw
from ginrummy_desktop.ai.search import (
    DEFAULT_PARAMS,
    GIN_HUNTER,
    KNOCKER,
    KnockRule,
    Worlds,
    knock_points,
    layoff_spots,
    playout,
)
from ginrummy_desktop.engine import Match, Phase, Rules, parse_cards
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.melds import arrangement_of_mask, is_set


def _view_with_a_run(seed=2):
    """A view of seat 0 in DRAW, stock ≤ 20, whose hand holds a run (lay-off spots, D10)."""
    from ginrummy_desktop.ai import make_player

    for s in range(seed, seed + 40):
        m = Match(Rules(), seed=s)
        players = [make_player("simpleref", seed=1), make_player("simpleref", seed=2)]
        while m.phase is not Phase.GAME_OVER:
            if m.phase is Phase.HAND_OVER:
                break
            seat = m.to_act
            v = m.view(seat)
            if seat == 0 and m.phase is Phase.DRAW and v.stock_count <= 20:
                melds = arrangement_of_mask(cards_to_mask(v.hand)).melds
                if any(not is_set(x) for x in melds):
                    return v
                break
            m.apply(players[seat].choose(v, m.legal_actions()), seat)
    raise AssertionError("no position with a run in 40 deals")


def _layoff_spots(view) -> int:
    return layoff_spots(cards_to_mask(view.hand))


def test_layoff_spots_are_the_run_ends_and_the_set_fourth():
    """D10: a card lays off on a run at either end, on a three-card set as its fourth."""
    hand = cards_to_mask(parse_cards("5H 6H 7H 9C 9D 9S AS KD 2C 4S"))
    assert layoff_spots(hand) == cards_to_mask(parse_cards("4H 8H 9H"))


def _hands(view, params, n=300, g=1.0):
    worlds = Worlds(view, random.Random(5), g, params)
    hands = [worlds.sample() for _ in range(n)]
    for opp, d, stock, _ in hands:
        assert dw(opp) == d
        assert len(stock) == view.stock_count
        assert bin(opp).count("1") == view.opponent_card_count
        assert not opp & cards_to_mask(view.hand)
    return hands


def test_a_gin_hunter_keeps_the_cards_that_lay_off_on_my_runs():
    """A camper avoids throwing a card that feeds my melds; in its sampled hands such cards
    are more common when the sifting keeps them (the undercut a knock risks, D10–D11)."""
    view = _view_with_a_run()
    spots = _layoff_spots(view)
    assert spots
    held = {}
    for keep in (0.0, 1.0):
        params = replace(DEFAULT_PARAMS, hunter_keep_layoffs=keep)
        held[keep] = sum(bin(opp & spots).count("1") for opp, *_ in _hands(view, params))
    assert held[1.0] > held[0.0]


def test_a_varying_sifting_spreads_the_sampled_hands():
    """With the sifting count drawn per world the sampled deadwood varies more (the
    worlds' undercut predictions were too sure at both ends); the hands stay legal."""
    view = _view_with_a_run()
    sd = {}
    for spread in (0.0, 1.0):
        params = replace(DEFAULT_PARAMS, hunter_extra_spread=spread)
        sd[spread] = statistics.pstdev(d for _, d, _, _ in _hands(view, params))
    assert sd[1.0] > sd[0.0]


def test_the_sampler_is_a_fixed_function_of_its_seed():
    view = _view_with_a_run()
    params = replace(DEFAULT_PARAMS, hunter_extra_spread=1.0, hunter_keep_layoffs=1.0)
    a = _hands(view, params, n=40, g=0.5)
    b = _hands(view, params, n=40, g=0.5)
    assert a == b


def _view_after_opponent_turns(turns: int, seed=3):
    """A view of seat 0 about to draw once seat 1 has played ``turns`` turns of the hand."""
    from ginrummy_desktop.ai import make_player

    for s in range(seed, seed + 40):
        m = Match(Rules(), seed=s)
        players = [make_player("normal", seed=1), make_player("normal", seed=2)]
        while m.phase is not Phase.HAND_OVER:
            seat = m.to_act
            v = m.view(seat)
            if seat == 0 and m.phase is Phase.DRAW and read_history(v).opp_turns == turns:
                return v
            m.apply(players[seat].choose(v, m.legal_actions()), seat)
    raise AssertionError(f"no position after {turns} opponent turns in 40 deals")


def test_a_camper_knocks_like_a_knocker_in_its_first_turns_only():
    """The published champion knocks with anything allowed (D8) in its first three turns of
    a hand and on gin only after them: a hunter's world knocks so in the turns it has left."""
    assert DEFAULT_PARAMS.hunter_early_turns == 3
    limit = Rules().knock_limit
    for turns, left in ((1, 2), (2, 1), (3, 0), (4, 0)):
        view = _view_after_opponent_turns(turns)
        rules = {w[3] for w in _hands(view, DEFAULT_PARAMS, n=20, g=1.0)}
        expected = KnockRule(0, early_turns=left, early_limit=limit) if left else GIN_HUNTER
        assert rules == {expected}, turns
        assert {w[3] for w in _hands(view, DEFAULT_PARAMS, n=20, g=0.0)} == {KNOCKER}
    off = replace(DEFAULT_PARAMS, hunter_early_turns=0)
    assert {w[3] for w in _hands(_view_after_opponent_turns(1), off, n=20)} == {GIN_HUNTER}


def test_a_camper_that_did_not_knock_in_its_first_turns_holds_no_knockable_hand():
    """D8: a camper that discarded in its first turns without knocking held more than the
    knock limit; past them, a low hand says nothing (it plays for gin)."""
    limit = Rules().knock_limit

    def knockable(view, params):
        return sum(0 < d <= limit for _, d, _, _ in _hands(view, params, n=400, g=1.0))

    off = replace(DEFAULT_PARAMS, hunter_early_turns=0)
    early = _view_after_opponent_turns(2)
    assert knockable(early, off) >= 20
    assert knockable(early, DEFAULT_PARAMS) <= knockable(early, off) // 4
    late = _view_after_opponent_turns(4)
    assert knockable(late, DEFAULT_PARAMS) == knockable(late, off)


def test_a_playout_seat_knocks_with_its_early_limit_in_its_early_turns():
    """Seat 1 draws a card it cannot use and throws the highest, keeping 10 deadwood: in an
    early turn it knocks (scored as the engine settles it, D9–D11); on gin only, it plays on."""
    rules = Rules()
    me = cards_to_mask(parse_cards("KS QH JC 9D 8S 7H 5C 4D 3D 2H"))
    opp = cards_to_mask(parse_cards("AH 2S 3S 4S 5S 6S 7C 8C 9C KD"))
    assert dw(opp) == 11
    draw = parse_cards("9H")[0].index  # unusable: it throws KD and keeps 9H (AH + 9H = 10)
    stock = [c.index for c in parse_cards("TS TC TD TH JH JS")] + [draw]
    pile = [parse_cards("6D")[0].index]
    kept = (opp | 1 << draw) ^ cards_to_mask(parse_cards("KD"))
    assert dw(kept) == 10
    early = KnockRule(0, early_turns=1, early_limit=rules.knock_limit)
    got = playout(me, dw(me), opp, dw(opp), pile[:], stock[:], 1, rules, GIN_HUNTER, early)
    assert got == -knock_points(kept, 10, me, rules)
    on = playout(me, dw(me), opp, dw(opp), pile[:], stock[:], 1, rules, GIN_HUNTER, GIN_HUNTER)
    assert on != got
