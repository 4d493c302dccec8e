"""Knock settlement: every lay-off and score example of docs/rules.md (D9–D11), then the
defender's optimum checked against a brute force on random knocks."""

import random

import pytest

from ginrummy_desktop.engine import (
    ALL_CARDS,
    Rules,
    best_melds,
    deadwood_points,
    fits,
    hand_score,
    parse_cards,
    settle,
)

P = parse_cards


@pytest.mark.parametrize(
    "knocker, defender, kind, points, defender_dw, laid",
    [
        # Knocker 8S8H8D 2C3C4C JHQHKH | 5S; 8C goes on the eights, defender 19, knocker 14.
        ("8S 8H 8D 2C 3C 4C JH QH KH 5S", "8C 9S 9H 9D 2H 3H 4H 6C 6D 7S", "knock", 14, 19, "8C"),
        # Knocker 8S8H8D8C 2C3C4C | AS AH 2H = 4; AC below and 5C above the clubs; AD can't go
        # on deadwood; defender 7, knocker scores 3.
        ("8S 8H 8D 8C 2C 3C 4C AS AH 2H", "AD AC 5C 9S 9H 9D JS QS KS 6D", "knock", 3, 7, "AC 5C"),
        # Knocker 4H5H6H TSTDTC JCQCKC | 3D; 3H and 7H lay off, KS KD cannot (kings are in a run).
        (
            "4H 5H 6H TS TD TC JC QC KC 3D",
            "3H 7H 9S 9D 9C KS KD 2S 2D 5C",
            "knock",
            26,
            29,
            "3H 7H",
        ),
        # Knocker 4C5C6C KSKDKH 8D9DTD | 2H; 3C then 2C chain downward; defender 11, knocker 9.
        ("4C 5C 6C KS KD KH 8D 9D TD 2H", "3C 2C QS QD QH 7S 7H 7C 5D 6S", "knock", 9, 11, "3C 2C"),
        # Knocker JSQSKS 5C5D5H 7C8C9C | AH; AS cannot go above KS (no wrap); defender 36.
        ("JS QS KS 5C 5D 5H 7C 8C 9C AH", "AS 2H 3H 4H 6D 6S 2D 3D 9S 9H", "knock", 35, 36, ""),
        # Gin 2S..8S JHQHKH: TH may not be laid off on gin; defender 18; 25 + 18.
        ("2S 3S 4S 5S 6S 7S 8S JH QH KH", "9S TS JS QS KS AC 2C 3C 8H TH", "gin", 43, 18, ""),
        # Plain knock 3H4H5H 9S9C9D JCQCKC | 4D: 6H and 9H lay off; defender 20; knocker 16.
        (
            "3H 4H 5H 9S 9C 9D JC QC KC 4D",
            "6H 9H 2S 3S 4S 7D 7C 7S QD KD",
            "knock",
            16,
            20,
            "6H 9H",
        ),
        # Gin against a defender with 0: 25, never an undercut.
        ("2S 3S 4S 7H 7S 7D 9D TD JD QD", "QS QH QC KS KH KD 5C 6C 7C 8C", "gin", 25, 0, ""),
        # The knocker never lays off: defender 2S3S4S QSQHQC | AD AH 3D 2H = 7, knocker dw 5S.
        ("7H 7S 7D 9D TD JD 2C 3C 4C 5S", "2S 3S 4S QS QH QC AD AH 3D 2H", "knock", 2, 7, ""),
    ],
)
def test_worked_settlements(knocker, defender, kind, points, defender_dw, laid):
    s = settle(P(knocker), P(defender))
    assert (s.kind, s.winner, s.points, s.defender_deadwood) == (
        kind,
        "knocker",
        points,
        defender_dw,
    )
    assert {str(c) for c, _ in s.layoffs} == set(laid.split())


def test_chained_layoffs_come_in_playable_order():
    s = settle(P("4C 5C 6C KS KD KH 8D 9D TD 2H"), P("3C 2C QS QD QH 7S 7H 7C 5D 6S"))
    assert [str(c) for c, _ in s.layoffs] == ["3C", "2C"]  # 3C first, then 2C on it
    assert [str(c) for c in s.melds_after_layoffs[s.layoffs[0].meld_index]] == [
        "2C",
        "3C",
        "4C",
        "5C",
        "6C",
    ]


def test_undercut_scores():
    rules = Rules()
    assert hand_score(8, 3, rules) == ("undercut", False, 30)  # by more than a tie: 5 + 25
    assert hand_score(6, 6, rules) == ("undercut", False, 25)  # a tie is an undercut (D11)
    assert hand_score(0, 0, rules) == ("gin", True, 25)  # gin is never undercut
    assert hand_score(3, 10, rules) == ("knock", True, 7)


def test_undercut_settlement():
    # Knocker 2C3C4C 7S7H7D 9H9S9D | 8C = 8.
    # Defender JSQSKS THTCTD 4D5D6D | AH = 1: lower than the knocker → undercut, 8 − 1 + 25.
    s = settle(P("2C 3C 4C 7S 7H 7D 9H 9S 9D 8C"), P("JS QS KS TH TC TD 4D 5D 6D AH"))
    assert (s.kind, s.winner, s.points) == ("undercut", "defender", 32)


def test_settle_refuses_bad_hands():
    with pytest.raises(ValueError, match="10-card"):
        settle(P("AS 2S 3S"), P("AH 2H 3H"))
    with pytest.raises(ValueError, match="knock limit"):
        settle(P("AS 3S 5S 7S 9S JH QD KC 2D 4D"), P("AH 2H 3H 4H 5H 6H 7H 8H 9H TH"))
    with pytest.raises(ValueError, match="twice"):
        settle(P("AS 2S 3S 4S 5S 6S 7S 8S 9S TS"), P("AS 2H 3H 4H 5H 6H 7H 8H 9H TH"))


def _brute_force_defender(defender, melds):
    """Try every ordered sequence of lay-offs (small hands only) and keep the minimum."""
    best = deadwood_points(defender)
    seen = set()

    def go(hand, melds):
        nonlocal best
        key = (frozenset(hand), tuple(melds))
        if key in seen:
            return
        seen.add(key)
        best = min(best, deadwood_points(hand))
        for c in hand:
            for i, m in enumerate(melds):
                if fits(c, m):
                    new = list(melds)
                    if all(x.rank == m[0].rank for x in m):
                        new[i] = m + (c,)
                    else:
                        new[i] = tuple(sorted(m + (c,), key=lambda x: x.rank))
                    go([x for x in hand if x is not c], new)

    go(list(defender), list(melds))
    return best


@pytest.mark.slow  # brute force over every lay-off order
def test_defender_optimum_matches_brute_force():
    rng = random.Random(99)
    checked = 0
    while checked < 100:
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        knocker, defender = deck[:10], deck[10:20]
        arr = best_melds(knocker)
        if arr.points > 10 or arr.points == 0:
            continue
        s = settle(knocker, defender)
        assert s.defender_deadwood == _brute_force_defender(defender, arr.melds)
        checked += 1
