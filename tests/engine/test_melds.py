"""Meld search: the worked examples of docs/rules.md, then exactness against a brute-force reference
on many random hands (D2, D3, D9)."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from meld_reference import reference_deadwood

from ginrummy_desktop.engine import (
    ALL_CARDS,
    Card,
    best_melds,
    deadwood_after_discards,
    deadwood_points,
    is_valid_meld,
    parse_cards,
)

P = parse_cards


def melds_text(arr):
    return sorted("".join(str(c) for c in m) for m in arr.melds)


@pytest.mark.parametrize(
    "hand, melds, dead, points",
    [
        # AS 2S 3S | 5H 6H 7H | 9C 9D 9S | KD — three melds, the king left over: may knock.
        ("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", ["5H6H7H", "9S9D9C", "AS2S3S"], "KD", 10),
        # Q K A is no run (ace low only, D2): 7s and 2H-4H meld, QS KS AS 9D stay dead.
        ("QS KS AS 2H 3H 4H 7C 7D 7S 9D", ["2H3H4H", "7S7D7C"], "AS QS KS 9D", 30),
        # K A 2 is no run either.
        ("KH AH 2H 5S 6S 7S 8S 4C 4D 4H", ["4H4D4C", "5S6S7S8S"], "AH 2H KH", 13),
        ("KS AS 2S 3S 6H 6D 6C 8D 8C 8H", ["6H6D6C", "8H8D8C", "AS2S3S"], "KS", 10),
        ("4S 5S 6S 6H 6D 6C 9C TC JC AH", ["4S5S6S", "6H6D6C", "9CTCJC"], "AH", 1),
        # Gin with three possible arrangements; D9 keeps the fewest lay-off spots (2).
        ("AD AS AH AC 2C 3C 4C 4H 4D 4S", ["4S4H4D4C", "AC2C3C", "ASAHAD"], "", 0),
        ("4S 4C 4D 4H 5S 5C 5D 2C 3S 3C", ["2C3C4C", "4S4H4D", "5S5D5C"], "3S", 3),
        ("5S 5H 5D 9C TC JC AH 2S 3C 4H", ["5S5H5D", "9CTCJC"], "AH 2S 3C 4H", 10),
        ("5S 5H 5D 9C TC JC AH 2S 4C 4H", ["5S5H5D", "9CTCJC"], "AH 2S 4C 4H", 11),
    ],
)
def test_worked_examples(hand, melds, dead, points):
    arr = best_melds(P(hand))
    assert melds_text(arr) == sorted(melds)
    assert set(arr.deadwood) == set(P(dead))
    assert arr.points == points == deadwood_points(P(hand))


def test_gin_example_prefers_fewest_layoff_spots():
    arr = best_melds(P("AD AS AH AC 2C 3C 4C 4H 4D 4S"))
    assert arr.layoff_spots == 2  # ASAHAD (1) + 4-set (0) + AC2C3C (1: only the 3 end)


@pytest.mark.parametrize(
    "hand, discard, deadwood, only_knock",
    [
        # 11 cards after drawing: D3 decides "can I knock" per legal discard.
        # 4S 4C 4D 4H 5S 5C 5D 6S 2C 3S 3C: throw 6S, keep 2C3C4C 4S4H4D 5S5D5C | 3S = 3.
        ("4S 4C 4D 4H 5S 5C 5D 6S 2C 3S 3C", "6S", 3, False),
        # JS JH JD | 7S 7H 7D | 8C 4S 3D 2S AC: only throwing 8C leaves 10.
        ("JS JH JD 8C 7S 7H 7D 4S 3D 2S AC", "8C", 10, True),
        # 8D 5S 5H 5D 4H 4C 3H 2H 2D 2C AD: only 8D; then 5S5H5D 2H3H4H, 9 left.
        ("8D 5S 5H 5D 4H 4C 3H 2H 2D 2C AD", "8D", 9, True),
    ],
)
def test_eleven_card_examples(hand, discard, deadwood, only_knock):
    after = deadwood_after_discards(P(hand))
    assert after[Card.parse(discard)] == deadwood == min(after.values())
    if only_knock:
        assert [str(c) for c, dw in after.items() if dw <= 10] == [discard]


def test_fully_melded_eleven_must_still_discard_and_keeps_gin_with_spares():
    # AS 2S 3S 4S | 7H 7D 7C | 9C TC JC QC — all melded, Big Gin off (D8): discard AS, 4S,
    # 9C or QC to keep gin.
    after = deadwood_after_discards(P("AS 2S 3S 4S 7H 7D 7C 9C TC JC QC"))
    assert {str(c) for c, dw in after.items() if dw == 0} == {"AS", "4S", "9C", "QC"}


def test_banned_card_is_not_a_discard_option():
    after = deadwood_after_discards(P("4S 4C 4D 4H 5S 5C 5D 6S 2C 3S 3C"), banned=Card.parse("6S"))
    assert Card.parse("6S") not in after and len(after) == 10


def test_exact_against_reference_on_random_hands():
    rng = random.Random(20261201)
    for n in list(range(0, 12)) * 60:
        hand = rng.sample(ALL_CARDS, n)
        assert deadwood_points(hand) == reference_deadwood(hand), hand


def test_exact_on_dense_hands():
    # Hands crowded into few ranks stress the set/run choices the bitmask search enumerates.
    rng = random.Random(7)
    pool = [c for c in ALL_CARDS if c.rank in (3, 4, 5, 6, 7)]
    for _ in range(400):
        hand = rng.sample(pool, rng.randint(8, 11))
        assert deadwood_points(hand) == reference_deadwood(hand), hand


@given(st.lists(st.sampled_from(ALL_CARDS), min_size=0, max_size=11, unique=True))
def test_arrangement_is_consistent(hand):
    arr = best_melds(hand)
    used = [c for m in arr.melds for c in m] + list(arr.deadwood)
    assert sorted(used) == sorted(hand)  # every card exactly once
    assert all(is_valid_meld(m) for m in arr.melds)
    assert arr.points == sum(c.value for c in arr.deadwood) == deadwood_points(hand)
    assert arr.points == reference_deadwood(hand)


def test_bad_input_is_refused_clearly():
    with pytest.raises(ValueError, match="twice"):
        deadwood_points(P("AS 2S") + P("AS"))
    with pytest.raises(ValueError, match="at most 11"):
        deadwood_points(ALL_CARDS[:12])
    with pytest.raises(ValueError, match="not a card"):
        parse_cards("AS 1S")
    with pytest.raises(ValueError, match="twice"):
        parse_cards("AS AS")
