"""Hard chooses its knock policy by the style it has inferred for the opponent from the
public record of the game (``view.results``): late in a hand, with a knock of 5–9 possible
(D8), it knocks against an opponent shown to knock early — whose unknocked hand is rarely
low — and plays on against one shown to camp for gin, whose late hand is low enough to
undercut it (D11)."""

from __future__ import annotations

from dataclasses import replace

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.fast import dw
from ginrummy_desktop.ai.hard import HardPlayer
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


def _late_knock_decision(seed=6):
    """Hard (seat 0) against the camper until its first knock decision with the stock down
    to 6 and a least knock deadwood of 5–9."""
    match = Match(Rules(), seed=seed)
    hard, camper = make_player("hard", seed=1), make_player("camper", seed=2)
    for _ in range(2000):
        if match.phase is Phase.HAND_OVER:
            match.deal_next()
            continue
        assert match.phase is not Phase.GAME_OVER
        seat, view, legal = match.to_act, match.view(match.to_act), match.legal_actions()
        knocks = [a for a in legal if isinstance(a, Knock)]
        if seat == 0 and knocks and view.stock_count <= 6:
            hand = cards_to_mask(view.hand)
            if 5 <= min(dw(hand ^ a.card.bit) for a in knocks) <= 9:
                return view, legal
        match.apply((hard if seat == 0 else camper).choose(view, legal), seat)
    raise AssertionError("no late knock decision found")


def _records(view):
    n = view.hand_number + 2
    # The camper's public record: it went gin, and our knock showed a hand it could have
    # knocked with but did not.
    gin = HandResult(n - 2, "gin", 1, 30, 0, knocker=1, knocker_deadwood=0)
    camper = replace(view, hand_number=n, results=(gin, _knock(n - 1, 0, 3, KNOCKABLE)))
    # The knocker's: our knock showed a high hand, and it knocked with 8.
    knocker = replace(view, hand_number=n, results=(_knock(n - 2, 0, 5, HIGH), _knock(n - 1, 1, 8)))
    return camper, knocker


def test_the_knock_policy_follows_the_inferred_style():
    knocks = {"camper": 0, "knocker": 0}
    differ = 0
    for game in range(1, 10):
        try:
            view, legal = _late_knock_decision(game)
        except AssertionError:
            continue
        camper, knocker = _records(view)
        for seed in (1, 2, 3):
            against_camper = HardPlayer(seed=seed)
            against_knocker = HardPlayer(seed=seed)
            a = isinstance(against_camper.choose(camper, legal), Knock)
            b = isinstance(against_knocker.choose(knocker, legal), Knock)
            assert against_camper.gin_hunting() > 0.9 > 0.15 > against_knocker.gin_hunting()
            knocks["camper"] += a
            knocks["knocker"] += b
            differ += a != b
    # Late, with 5–9: fewer knocks against the camper, and real differences of choice.
    assert knocks["camper"] < knocks["knocker"]
    assert differ >= 3


def test_a_camper_is_never_modelled_as_knocking_late():
    """In the worlds of a gin camper the opponent knocks on gin only (D8), so playing on
    is not priced as if it would knock with 4 late; a knocker's worlds keep Normal's rule."""
    from ginrummy_desktop.ai.search import GIN_HUNTER, KNOCKER

    assert not GIN_HUNTER.knocks(1, 3) and GIN_HUNTER.knocks(0, 3)
    assert KNOCKER.knocks(8, 3) and KNOCKER.knocks(10, 20)
