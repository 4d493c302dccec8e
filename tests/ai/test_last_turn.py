"""The last turn of a hand (D12): with the stock at its floor, a turn that ends without a
knock draws the hand, so a knock is worth making only when it wins points against the hands
the opponent may hold. Hard values it on its worlds, as the coach and the hint do — never by
a fixed deadwood rule."""

from __future__ import annotations

from play_positions import positions  # tests/support

from ginrummy_desktop.ai import make_player, suggest
from ginrummy_desktop.ai.coach import evaluate_choices
from ginrummy_desktop.ai.common import decision_rng, last_turn
from ginrummy_desktop.ai.fast import dw
from ginrummy_desktop.ai.hint import HINT_WORLDS
from ginrummy_desktop.ai.options import Situation
from ginrummy_desktop.ai.search import DEFAULT_PARAMS, Worlds
from ginrummy_desktop.engine.actions import Discard, Knock
from ginrummy_desktop.engine.cards import cards_to_mask


def _floor_decisions(count: int):
    """Seat 0's decisions with the stock at its floor and a knock short of gin legal, from
    games between two gin campers (who reach the floor with low hands)."""

    def keep(seat, view, legal):
        knocks = [a for a in legal if isinstance(a, Knock)]
        if seat != 0 or not knocks or not last_turn(view):
            return False
        hand = cards_to_mask(view.hand)
        return min(dw(hand ^ a.card.bit) for a in knocks) > 0

    players = lambda: (make_player("camper", seed=1), make_player("camper", seed=2))  # noqa: E731
    return positions(players, range(1, 400), keep, count)


def test_a_discard_at_the_floor_draws_the_hand():
    view, legal = _floor_decisions(1)[0]
    sit = Situation(view, DEFAULT_PARAMS.rule_for(0.5))
    worlds = Worlds(view, decision_rng(3, view, "test"), 0.5, DEFAULT_PARAMS)
    discards = [a for a in legal if isinstance(a, Discard)]
    for _ in range(20):
        w = worlds.sample()
        assert {sit.discard(a.card.index)(w) for a in discards} == {0}


def test_hard_knocks_on_the_last_turn_only_when_the_knock_wins_points():
    """Against the coach's valuation at 400 fresh worlds: where the knock clearly loses
    points (it is undercut too often), Hard lets the hand be drawn; where it clearly wins
    them, Hard knocks — whatever its deadwood."""
    clear = {True: 0, False: 0}
    for view, legal in _floor_decisions(24):
        hard = make_player("hard", seed=5)
        chose_knock = isinstance(hard.choose(view, legal), Knock)
        values = evaluate_choices(view, legal, worlds=400, seed=11, gin_hunting=hard.gin_hunting())
        knock = max((v for v in values if isinstance(v.action, Knock)), key=lambda v: v.mean)
        if abs(knock.mean) > 2.5 * knock.stderr:
            wins = knock.mean > 0
            clear[wins] += 1
            assert chose_knock == wins, (view.hand, knock.mean, knock.stderr, knock.losses)
    assert clear[True] >= 2 and clear[False] >= 2, clear  # both kinds were met


def test_the_hint_on_the_last_turn_follows_the_knocks_value():
    """The hint at the floor recommends the knock exactly when the coach values it above
    the drawn hand (0 points), and says why it does not: the undercut, not gin. (Against an
    early knocker: one that has not knocked by the floor holds a high hand, so some of these
    knocks win points and some do not.)"""
    said = {True: 0, False: 0}
    for view, legal in _floor_decisions(16):
        best = suggest(view, legal, opponent="normal")
        values = evaluate_choices(view, legal, worlds=HINT_WORLDS, opponent="normal")
        knock = max((v for v in values if isinstance(v.action, Knock)), key=lambda v: v.mean)
        assert knock.worlds > 0  # valued on the worlds, not by a rule
        knocks = isinstance(best.action, Knock)
        assert knocks == (knock.mean > 0), (view.hand, knock)
        if not knocks:
            assert best.key == "hint.no_knock_drawn"
            assert best.params["percent"] == round(100 * knock.losses) > 0
        said[knocks] += 1
    assert said[True] and said[False], said
