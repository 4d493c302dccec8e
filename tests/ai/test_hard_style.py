"""Hard chooses its knock policy by the style it has inferred for the opponent from the
public record of the game (``view.results``): against a gin camper it knocks early or not
at all (once its first turns are past never short of gin but on the last turn); against an early
knocker it plays on."""

from __future__ import annotations

from dataclasses import replace

from play_positions import positions  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.fast import dw
from ginrummy_desktop.ai.hard import HardPlayer
from ginrummy_desktop.ai.search import DEFAULT_PARAMS
from ginrummy_desktop.engine import Match, Phase, Rules, parse_cards
from ginrummy_desktop.engine.actions import Knock
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.events import HandResult

KNOCKABLE = parse_cards("AS 2S 3S 5H 6H 7H 9C 9D 9S 4D")  # deadwood 4, shown, not knocked
HIGH = parse_cards("AS 4S 7S 5H 9H QH 9C JD KS 2D")  # deadwood far above the limit


def _knock(n, knocker, kdw, defender=()):
    return HandResult(
        n,
        "knock",
        knocker,
        10,
        0,
        knocker=knocker,
        knocker_deadwood=kdw,
        defender_deadwood_cards=tuple(defender),
    )


def _knock_decisions(games, count, stocks=range(7, 99)):
    """Hard (seat 0) against the camper: its knock decisions (D8) with a least knock
    deadwood of 3–9 and the stock in ``stocks``, the first ``count`` of them."""

    def keep(seat, view, legal):
        knocks = [a for a in legal if isinstance(a, Knock)]
        if seat != 0 or not knocks or view.stock_count not in stocks:
            return False
        hand = cards_to_mask(view.hand)
        return 3 <= min(dw(hand ^ a.card.bit) for a in knocks) <= 9

    players = lambda: (make_player("hard", seed=1), make_player("camper", seed=2))  # noqa: E731
    return positions(players, games, keep, count)


def _records(view):
    n = view.hand_number + 3
    # The camper's public record: it went gin, and our knock showed a hand it could have
    # knocked with but did not.
    gin = HandResult(n - 2, "gin", 1, 30, 0, knocker=1, knocker_deadwood=0)
    camper = replace(view, hand_number=n, results=(gin, _knock(n - 1, 0, 3, KNOCKABLE)))
    # The knocker's: our knock showed a high hand, and it knocked with 8 and 6.
    shown = (_knock(n - 3, 0, 5, HIGH), _knock(n - 2, 1, 8), _knock(n - 1, 1, 6))
    knocker = replace(view, hand_number=n, results=shown)
    return camper, knocker


def test_the_knock_policy_follows_the_inferred_style():
    """Early in a hand, a knock of 3–9 against a camper is taken more often: the camper's
    hand is still high and will only get closer to gin; against a knocker, Hard plays on
    for gin and for the undercut of the knocker's own knock (D11)."""
    early = range(DEFAULT_PARAMS.hunter_mid_stock + 1, 99)
    # The first 30 of the 34 decisions in these games: with the stock above 23 the
    # camper's hand is raw, and Hard knocked 19 times against it and 8 against the knocker.
    decisions = _knock_decisions(range(1, 30), 30, early)
    assert len(decisions) == 30
    knocks = {"camper": 0, "knocker": 0}
    for view, legal in decisions:
        camper, knocker = _records(view)
        against_camper = HardPlayer(seed=1)
        against_knocker = HardPlayer(seed=1)
        knocks["camper"] += isinstance(against_camper.choose(camper, legal), Knock)
        knocks["knocker"] += isinstance(against_knocker.choose(knocker, legal), Knock)
        assert against_camper.gin_hunting() > 0.9 > 0.1 > against_knocker.gin_hunting()
    assert knocks["camper"] >= knocks["knocker"] + 3, knocks


def test_no_knock_short_of_gin_after_the_early_turns_against_a_camper():
    """Once the camper's first turns are past (the stock at most ``hunter_mid_stock``,
    above the last turn) its hand is low and holds what lays off on Hard's melds (D10):
    Hard plays on rather than knock with 3–9 there (D8), whatever its worlds say; against
    a knocker the same positions are searched as before, and some are knocks."""
    floor = Rules().drawn_at_stock
    # Both halves of the barred stretch: past the camper's first turns (where a knocker's
    # positions are mostly played on too, for gin and the undercut of its knock, D11) and
    # the hand's second half (where some are knocks against a knocker).
    upper = range(17, DEFAULT_PARAMS.hunter_mid_stock + 1)
    assert upper  # the bar reaches above mid-hand
    decisions = _knock_decisions(range(1, 10), 15, upper)
    decisions += _knock_decisions(range(1, 10), 30, range(floor + 1, 17))
    assert len(decisions) == 45
    knocks = {"camper": 0, "knocker": 0}
    for view, legal in decisions:
        camper, knocker = _records(view)
        knocks["camper"] += isinstance(HardPlayer(seed=1).choose(camper, legal), Knock)
        knocks["knocker"] += isinstance(HardPlayer(seed=1).choose(knocker, legal), Knock)
    assert knocks["camper"] == 0 and knocks["knocker"] > 0, knocks
    bars = DEFAULT_PARAMS.bars_mid_hand_knock
    assert not bars(0.9, DEFAULT_PARAMS.hunter_mid_stock + 1, floor)  # early: searched
    assert bars(0.9, floor + 1, floor)  # the turn before the last
    assert not bars(0.9, floor, floor)  # the last turn: valued against the drawn hand (D12)
    assert not bars(0.1, DEFAULT_PARAMS.hunter_mid_stock, floor)  # a knocker: searched


def test_a_camper_is_never_modelled_as_knocking_late():
    """In the worlds of a gin camper the opponent knocks on gin only (D8), so playing on
    is not priced as if it would knock with 4 late; a knocker's worlds keep Normal's rule."""
    from ginrummy_desktop.ai.search import GIN_HUNTER, KNOCKER

    assert not GIN_HUNTER.knocks(1, 3) and GIN_HUNTER.knocks(0, 3)
    assert KNOCKER.knocks(8, 3) and KNOCKER.knocks(10, 20)


def test_the_danger_weight_follows_the_inferred_style(monkeypatch):
    """Hard's draw and discard charge for feeding the opponent a meld by the style it has
    inferred: ``danger_vs_hunter`` against a gin camper, ``danger_vs_knocker`` otherwise."""
    import ginrummy_desktop.ai.hard as hard_module
    from ginrummy_desktop.ai.search import DEFAULT_PARAMS

    params = replace(DEFAULT_PARAMS, danger_vs_hunter=1.5, danger_vs_knocker=7.5)
    assert params.danger_for(params.hunter_switch) == 1.5
    assert params.danger_for(params.hunter_switch - 0.01) == 7.5
    weights = []

    class Spy(hard_module.Evaluator):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            weights.append(self.beta)

    monkeypatch.setattr(hard_module, "Evaluator", Spy)
    match = Match(Rules(), seed=11)
    for style, expected in ((0.9, 1.5), (0.1, 7.5)):
        player = HardPlayer(seed=3, params=params)
        player.gin_hunting = lambda style=style: style
        weights.clear()
        seat = match.to_act
        player.choose(match.view(seat), match.legal_actions())
        assert weights and set(weights) == {expected}


def test_the_evaluator_charges_danger_by_its_weight():
    """``Evaluator.discard_scores``: the hand's value plus ``beta`` × the chance the card
    feeds a meld — no charge at all with a weight of 0."""
    from ginrummy_desktop.ai.model import FITTED_EVIDENCE, danger
    from ginrummy_desktop.ai.normal import Evaluator

    match = Match(Rules(), seed=5)
    for _ in range(200):  # to a discard of the player to act, with some history behind it
        view = match.view(match.to_act)
        if view.phase is Phase.DISCARD and len(view.history) > 12:
            break
        match.apply(make_player("normal", seed=1).choose(view, match.legal_actions()))
    hand = cards_to_mask(view.hand)
    free, heavy = Evaluator(view, FITTED_EVIDENCE, beta=0.0), Evaluator(view, FITTED_EVIDENCE)
    base = {i: s for s, i, _ in free.discard_scores(hand, 0)}
    charged = {i: s for s, i, _ in heavy.discard_scores(hand, 0)}
    assert base.keys() == charged.keys()
    for i, s in charged.items():
        assert abs(s - base[i] - heavy.beta * danger(i, heavy.p)) < 1e-9
    assert any(danger(i, heavy.p) > 0 for i in charged)
