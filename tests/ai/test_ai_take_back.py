"""The levels at the table never take back from the pile a card they threw this hand: two
players that each do can swap the same cards forever, the stock never drawn (D12)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.base import threw_it
from ginrummy_desktop.engine import DrawStock, Match, PassUpcard, Phase, Rules, TakeUpcard
from ginrummy_desktop.engine.cards import ALL_CARDS
from ginrummy_desktop.engine.events import Discarded


def _draw_view_with_top(seed: int):
    """A real DRAW view and a card, not in sight, that makes a set with two of the hand's
    cards (so every level wants it); (None, None) when the hand holds no pair."""
    m = Match(Rules(), seed=seed)
    while m.phase is Phase.FIRST_UPCARD:
        m.apply(PassUpcard(), m.to_act)
    view = m.view(m.to_act)
    ranks = {}
    for c in view.hand:
        ranks.setdefault(c.rank, []).append(c)
    held = {c.index for c in view.hand} | {c.index for c in view.discard_pile}
    for pair in ranks.values():
        if len(pair) == 2:
            for c in ALL_CARDS:
                if c.rank == pair[0].rank and c.index not in held:
                    return view, c
    return None, None


def _with_top(view, card, by):
    return replace(
        view,
        discard_pile=view.discard_pile + (card,),
        history=view.history + (Discarded(seat=by, card=card),),
    )


def _first_case():
    return next(c for c in map(_draw_view_with_top, range(1, 60)) if c[0] is not None)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_level_takes_the_card_from_the_opponent_but_not_back_from_itself(level):
    view, card = _first_case()
    player = make_player(level, seed=3)
    theirs = _with_top(view, card, 1 - view.seat)
    mine = _with_top(view, card, view.seat)
    assert not threw_it(theirs) and threw_it(mine)
    legal = (DrawStock(), TakeUpcard())
    assert player.choose(theirs, legal) == TakeUpcard()  # it does want the card
    assert player.choose(mine, legal) == DrawStock()
