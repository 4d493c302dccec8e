"""What each level does in small fixed positions (RULES.md: Easy, SimpleRef), and the fast
mask helpers against the engine's exact deadwood (D3)."""

from __future__ import annotations

import random

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.fast import best_discard, best_discard_value, dw
from ginrummy_desktop.ai.simple import greedy_melded
from ginrummy_desktop.engine import (
    DrawStock,
    Knock,
    Match,
    PassUpcard,
    Phase,
    TakeUpcard,
    parse_cards,
    stacked_deck,
)
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.melds import deadwood_of_mask


def test_fast_helpers_agree_with_the_engine():
    rng = random.Random(7)
    for _ in range(3000):
        cards = rng.sample(range(52), rng.choice((9, 10, 11, 12)))
        if rng.random() < 0.5:  # force sets into play
            rank = rng.randrange(13)
            cards = list({*cards[:-4], *(s * 13 + rank for s in range(4))})
        mask = sum(1 << c for c in cards)
        ban = 1 << cards[0] if rng.random() < 0.3 else 0
        assert dw(mask) == deadwood_of_mask(mask)
        expect = min(
            (deadwood_of_mask(mask ^ 1 << c), -min(c % 13 + 1, 10), -c)
            for c in cards
            if not (1 << c) & ban
        )
        assert best_discard(mask, ban) == (expect[0], -expect[2])
        assert best_discard_value(mask) == min(deadwood_of_mask(mask ^ 1 << c) for c in cards)


def _match_with(non_dealer: str, dealer: str, upcard: str, stock: str = "") -> Match:
    deck = stacked_deck(
        parse_cards(non_dealer), parse_cards(dealer), parse_cards(upcard)[0], parse_cards(stock)
    )
    return Match(seed=1, first_dealer=1, deck=deck)  # seat 0 is the non-dealer


HAND_A = "AS 2S 3S 5H 6H 9C 9D KD QC JH"
HAND_B = "4C 4D 7S 8S TD TH 2C 3H 6D 7C"


def test_simpleref_and_easy_take_an_upcard_that_makes_a_meld():
    m = _match_with(HAND_A, HAND_B, "9S")
    for level in ("simpleref", "easy"):
        assert make_player(level, seed=1).choose(m.view(0), m.legal_actions()) == TakeUpcard()


def test_simpleref_and_easy_pass_a_useless_upcard():
    m = _match_with(HAND_A, HAND_B, "8D")
    for level in ("simpleref", "easy"):
        assert make_player(level, seed=1).choose(m.view(0), m.legal_actions()) == PassUpcard()


def test_easy_throws_its_highest_unmatched_card_and_simpleref_the_least_deadwood():
    # Non-dealer takes 9S (9C 9D 9S), so KD, QC, JH are the high unmatched cards.
    m = _match_with(HAND_A, HAND_B, "9S")
    m.apply(TakeUpcard(), 0)
    legal = m.legal_actions()
    easy = make_player("easy", seed=1).choose(m.view(0), legal)
    assert easy in legal and easy.card.value == 10 and str(easy.card) in ("KD", "QC", "JH")
    ref = make_player("simpleref", seed=1).choose(m.view(0), legal)
    mask = cards_to_mask(m.view(0).hand)
    left = deadwood_of_mask(mask ^ ref.card.bit)
    assert left == min(deadwood_of_mask(mask ^ c.bit) for c in m.view(0).hand if str(c) != "9S")
    assert str(ref.card) != "9S"  # D7


def test_every_level_knocks_or_gins_when_it_can_go_gin():
    # After taking 4S the non-dealer holds AS..4S 5H 6H 7H 9C 9D 9S KD: KD out is gin.
    m = _match_with("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", HAND_B, "4S")
    m.apply(TakeUpcard(), 0)
    for level in ("easy", "normal", "hard", "simpleref"):
        act = make_player(level, seed=1).choose(m.view(0), m.legal_actions())
        assert act == Knock(parse_cards("KD")[0]), level


def test_greedy_melds_read_runs_before_sets():
    mask = cards_to_mask(parse_cards("5S 6S 7S 7H 7D"))
    assert greedy_melded(mask) == cards_to_mask(parse_cards("5S 6S 7S"))


def test_defender_lays_off_everything_that_helps():
    # Seat 0 knocks with 3H4H5H 9S9C9D JCQCKC + 4D; seat 1 holds 6H and 9H to lay off.
    m = _match_with(
        "3H 4H 5H 9S 9C 9D JC QC KC 4D", "6H 9H 2S 3S 4S 7D 7C 7S QD KD", "AC", stock="2D"
    )
    m.apply(PassUpcard(), 0)
    m.apply(PassUpcard(), 1)
    m.apply(DrawStock(), 0)
    m.apply(Knock(parse_cards("2D")[0]), 0)
    assert m.phase is Phase.LAYOFF
    for level in ("easy", "normal", "hard", "simpleref"):
        mm = Match.replay(m.record())
        player = make_player(level, seed=1)
        while mm.phase is Phase.LAYOFF:
            mm.apply(player.choose(mm.view(1), mm.legal_actions()), 1)
        assert mm.last_result.defender_deadwood == 20, level
