"""The world sampler's gin-hunter options: hands that keep lay-offs, a sifting that varies."""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

from ginrummy_desktop.ai.fast import dw
from ginrummy_desktop.ai.search import DEFAULT_PARAMS, Worlds, layoff_spots
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
