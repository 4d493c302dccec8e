"""The race-to-gin value behind Hard's default discard against a camper (``ai/gin_race.py``):
its card count is the true fewest cards outside melds (D2, D3), its chances are those of the
stock it is given, and Hard uses it against a gin hunter only, to keep hands nearer gin."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st
from play_positions import positions  # tests/support

import ginrummy_desktop.ai.hard as hard_module
from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.gin_race import FULL_STOCK, features, race_value, stage, unmelded
from ginrummy_desktop.ai.hard import HardPlayer
from ginrummy_desktop.ai.model import FITTED_EVIDENCE
from ginrummy_desktop.ai.normal import Evaluator
from ginrummy_desktop.ai.profile import OpponentProfile
from ginrummy_desktop.engine import Phase, Rules, parse_cards
from ginrummy_desktop.engine.actions import Knock
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.melds import deadwood_of_mask


def _melds(cards: list[int]) -> list[frozenset[int]]:
    """Every valid meld among ``cards`` (indices: suit × 13 + rank): runs of three or more
    in a suit, sets of three or four of a rank (D2)."""
    held = set(cards)
    out = []
    for s in range(4):
        for lo in range(13):
            for hi in range(lo + 3, 14):
                run = {s * 13 + r for r in range(lo, hi)}
                if run <= held:
                    out.append(frozenset(run))
    for r in range(13):
        same = [s * 13 + r for s in range(4) if s * 13 + r in held]
        for k in (3, 4):
            out += [frozenset(c) for c in itertools.combinations(same, k)]
    return out


def _fewest_outside(cards: list[int]) -> int:
    """By exhaustion: the fewest cards that disjoint melds leave over."""
    melds = _melds(cards)
    best = len(cards)

    def search(start: int, used: frozenset[int]) -> None:
        nonlocal best
        best = min(best, len(cards) - len(used))
        for k in range(start, len(melds)):
            if not melds[k] & used:
                search(k + 1, used | melds[k])

    search(0, frozenset())
    return best


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=1, max_size=11, unique=True))
def test_unmelded_is_the_fewest_cards_outside_melds(cards):
    mask = sum(1 << c for c in cards)
    assert unmelded(mask) == _fewest_outside(cards)
    # Nothing outside melds is exactly no deadwood (gin, D11).
    assert (unmelded(mask) == 0) == (deadwood_of_mask(mask) == 0)


def test_unmelded_counts_cards_not_points():
    # Four sevens and 8-9♠: the 7♠ goes to the run, the other three make a set (D2).
    assert unmelded(cards_to_mask(parse_cards("7S 8S 9S 7H 7D 7C"))) == 0
    # A lone king and a lone ace are one card each, whatever their points.
    assert unmelded(cards_to_mask(parse_cards("2C 3C 4C KD"))) == 1
    assert unmelded(cards_to_mask(parse_cards("2C 3C 4C AD"))) == 1


def test_the_chances_are_those_of_the_stock_given():
    """Nine cards melded and the 6♦ alone: the A♣, 5♣ (the club run), 9♣ (the fourth nine)
    and 10♠ (the spade run) each make gin with the 6♦ thrown (D2, D11); the 5♦ only lowers
    the deadwood (it replaces the 6♦); the 7♥ does nothing. Each chance is the share of the
    stock's weight its cards hold."""
    hand = cards_to_mask(parse_cards("2C 3C 4C 9H 9S 9D JS QS KS 6D"))
    assert unmelded(hand) == 1
    weights = {"AC": 1.0, "5D": 1.0, "7H": 2.0, "TS": 3.0}
    stock = [(c.bit, c.value, weights[str(c)]) for c in parse_cards(" ".join(weights))]
    f = features(hand, stock, 0.5)
    assert f["deadwood"] == 6 and f["unmelded"] == 1
    assert f["q_gin"] == f["q_unmelded"] == 4 / 7  # A♣ and 10♠
    assert f["q_deadwood"] == 5 / 7  # ... and the 5♦
    assert abs(f["gain"] - (6 + 1 + 3 * 6) / 7) < 1e-12
    assert f["stage"] == 0.5 and f["stage_unmelded"] == 0.5
    # The value rewards the chance of gin: without the 10♠ in the stock it is lower.
    poorer = [(b, v, w) for b, v, w in stock if b != parse_cards("TS")[0].bit]
    assert race_value(hand, poorer, 0.5) < race_value(hand, stock, 0.5)


def test_the_stage_is_the_share_of_a_full_stock_left():
    floor = Rules().drawn_at_stock
    assert stage(FULL_STOCK + floor, floor) == 1.0
    assert stage(floor, floor) == 0.0 and stage(floor - 1, floor) == 0.0


def _discard_positions(count: int) -> list:
    def keep(seat, view, legal):
        return (
            seat == 0
            and view.phase is Phase.DISCARD
            and not any(isinstance(a, Knock) for a in legal)
        )

    players = lambda: (make_player("hard", seed=1), make_player("camper", seed=2))  # noqa: E731
    return positions(players, range(1, 6), keep, count)


def test_against_a_camper_the_default_keeps_hands_nearer_gin():
    """Where the race scores change Normal's default discard (about one position in five
    of these), the hand kept never has more cards outside melds, and never a smaller chance
    that the next draw brings it nearer gin; mostly a larger one."""
    changed = nearer = 0
    for view, _legal in _discard_positions(150):
        hand = cards_to_mask(view.hand)
        ev = Evaluator(view, FITTED_EVIDENCE, 1.0, 0.0)
        normal = ev.discard_scores(hand, 0)
        race = HardPlayer._race_scores(view, ev, hand, normal)
        assert sorted(o.card for o in race) == sorted(o.card for o in normal)
        if race[0].card == normal[0].card:
            continue
        changed += 1
        share = stage(view.stock_count, view.rules.drawn_at_stock)
        kept = features(hand ^ (1 << race[0].card), ev.stock, share)
        normal_kept = features(hand ^ (1 << normal[0].card), ev.stock, share)
        assert kept["unmelded"] <= normal_kept["unmelded"]
        assert kept["q_unmelded"] >= normal_kept["q_unmelded"] - 1e-9
        nearer += kept["q_unmelded"] > normal_kept["q_unmelded"] + 1e-9
        assert race_value(hand ^ (1 << race[0].card), ev.stock, share) > race_value(
            hand ^ (1 << normal[0].card), ev.stock, share
        )
    assert changed >= 15 and nearer * 2 > changed, (changed, nearer)


def test_the_race_value_is_used_against_a_gin_hunter_only(monkeypatch):
    """Once the public record says the opponent camps; not against a knocker, nor on the
    prior alone (the first hand against an opponent not yet read: an early knock would
    catch a hand kept for gin high, D11)."""
    calls = []
    real = hard_module.race_value

    def spy(*args):
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(hard_module, "race_value", spy)
    view, legal = _discard_positions(1)[0]
    prior = OpponentProfile().gin_hunting()
    assert HardPlayer(seed=3).params.hunts_gin(prior)  # its knocks are a camper's already
    for style, used in ((0.9, True), (0.1, False), (prior, False)):
        player = HardPlayer(seed=3)
        player.gin_hunting = lambda style=style: style
        calls.clear()
        assert player.choose(view, legal) in legal
        assert bool(calls) is used
    monkeypatch.setattr(hard_module, "RACE_MIX", 0.0)
    player = HardPlayer(seed=3)
    player.gin_hunting = lambda: 0.9
    calls.clear()
    player.choose(view, legal)
    assert not calls  # a mix of 0 is Normal's default alone


def test_race_scored_discards_are_deterministic_and_change_some_choices(monkeypatch):
    """Same seed, same view, same discard with the race scores in play (no budget, no
    clock); and they do change what Hard throws in some of these positions."""

    def hard(style):
        player = HardPlayer(seed=5)
        player.gin_hunting = lambda: style
        return player

    picks = _discard_positions(40)
    with_race = [hard(0.9).choose(view, legal) for view, legal in picks]
    assert with_race == [hard(0.9).choose(view, legal) for view, legal in picks]
    monkeypatch.setattr(hard_module, "RACE_MIX", 0.0)
    without = [hard(0.9).choose(view, legal) for view, legal in picks]
    assert 0 < sum(a != b for a, b in zip(with_race, without, strict=True)) < len(picks)
