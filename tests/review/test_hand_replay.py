"""A finished hand, kept as its deck and actions, replays to the same result."""

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from review_hands import play_out, played_hand  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.engine import (
    ALL_CARDS,
    DrawStock,
    Knock,
    Match,
    Phase,
    Rules,
    TakeUpcard,
    best_melds,
)
from ginrummy_desktop.review import HandError, replay
from ginrummy_desktop.review.hand import canonical_deck, dealt_deck, finished_hand


def same_result(a, b):
    keys = ("kind", "winner", "points", "knocker", "knocker_deadwood", "defender_deadwood")
    return all(getattr(a, k) == getattr(b, k) for k in keys)


@pytest.mark.parametrize("seed", range(1, 13))
def test_a_recorded_hand_replays_to_the_same_result(seed):
    hand, result = played_hand(seed, hands=1 + seed % 3)
    rep = replay(hand)
    assert same_result(rep.result, result)
    assert rep.result.knocker_melds == result.knocker_melds
    assert rep.result.defender_melds == result.defender_melds
    assert len(rep.positions) == len(rep.moves) + 1 == len(hand.actions) + 1


@pytest.mark.parametrize("seed", (2, 5, 9))
def test_every_position_accounts_for_the_52_cards(seed):
    hand, _ = played_hand(seed)
    rep = replay(hand)
    for pos in rep.positions:
        laid = tuple(c for c, _ in pos.layoffs)
        cards = pos.hands[0] + pos.hands[1] + pos.pile + pos.stock + laid
        assert len(cards) == 52 and len(set(cards)) == 52, pos.index
        for seat in (0, 1):
            arr = pos.arrangements[seat]
            shown = [c for m in arr.melds for c in m] + list(arr.deadwood)
            assert sorted(shown) == sorted(pos.hands[seat])
            if pos.knocker != seat:
                assert arr.points == best_melds(pos.hands[seat]).points


def test_each_move_keeps_the_movers_own_view_and_choices():
    hand, _ = played_hand(4)
    rep = replay(hand)
    for move, before in zip(rep.moves, rep.positions, strict=False):
        assert move.view.seat == move.seat
        assert move.view.hand == before.hands[move.seat]
        assert move.action in move.legal
        assert move.view.scores == hand.scores_before and move.view.hand_number == hand.number
        if isinstance(move.action, DrawStock):
            assert move.card == before.stock[0]  # the stock's top, face up now
        if isinstance(move.action, TakeUpcard):
            assert move.card == before.pile[-1]


def test_decisions_are_the_players_real_choices():
    hand, _ = played_hand(6)
    rep = replay(hand)
    decisions = rep.decisions()
    assert decisions and all(m.seat == hand.player and len(m.legal) > 1 for m in decisions)
    forced = [m for m in rep.moves if m.seat == hand.player and len(m.legal) == 1]
    assert not set(forced) & set(decisions)


def test_finished_hand_takes_the_hands_own_deck_and_the_scores_before_it():
    match = Match(Rules(), seed=21)
    players = [make_player("normal", seed=1), make_player("normal", seed=2)]
    for _ in range(3):
        play_out(match, players)
        if match.phase is Phase.GAME_OVER:
            break
        before = match.scores
        match.deal_next()
    play_out(match, players)
    hand = finished_hand(match)
    assert hand.number == match.hand_number
    assert hand.scores_before == before
    assert sorted(hand.deck) == sorted(dealt_deck(match, match.hand_number))
    assert same_result(replay(hand).result, match.last_result)


def test_finished_hand_refuses_a_hand_in_progress():
    match = Match(Rules(), seed=1)
    with pytest.raises(ValueError):
        finished_hand(match)


@given(st.permutations(list(range(52))))
def test_canonical_deck_deals_the_same_hands(order):
    deck = tuple(ALL_CARDS[i] for i in order)
    canon = canonical_deck(deck)
    assert sorted(canon[0:20:2]) == sorted(deck[0:20:2])
    assert sorted(canon[1:20:2]) == sorted(deck[1:20:2])
    assert canon[20:] == deck[20:]
    assert canonical_deck(canon) == canon


def test_a_hand_that_does_not_replay_is_refused_with_its_move():
    hand, _ = played_hand(3)
    # The stock's last card is in nobody's hand on move 4.
    bad = replace(hand, actions=hand.actions[:3] + (Knock(hand.deck[51]),) + hand.actions[4:])
    with pytest.raises(HandError) as e:
        replay(bad)
    assert e.value.code == "illegal" and e.value.params["move"] == 4
    with pytest.raises(HandError) as e:
        replay(replace(hand, actions=hand.actions[:-1]))
    assert e.value.code == "unfinished"
    with pytest.raises(HandError) as e:
        replay(replace(hand, actions=hand.actions + (TakeUpcard(),)))
    assert e.value.code == "after_end"
    with pytest.raises(HandError) as e:
        replay(replace(hand, deck=hand.deck[:51] + hand.deck[:1]))
    assert e.value.code == "deal"
