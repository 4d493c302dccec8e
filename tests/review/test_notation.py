"""The hand notation: what the app writes it reads back as the same hand, and any text that
is not a hand is refused with a reason — never another exception."""

import functools
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from review_hands import hand_with_bad_discard, played_hand  # tests/support

from ginrummy_desktop.engine import Rules
from ginrummy_desktop.review import NotationError, hand_from_text, hand_to_text, replay
from ginrummy_desktop.review.notation import NOTATION_HEADER, result_text

RULES = Rules(knock_limit=8, gin_bonus=20, target_score=150, dealer_rotation="alternate")


@pytest.mark.parametrize("seed", range(1, 11))
def test_export_then_import_is_the_same_hand(seed):
    hand, _ = played_hand(seed, rules=RULES if seed % 2 else Rules(), hands=1 + seed % 4)
    text = hand_to_text(hand)
    back = hand_from_text(text)
    assert back == hand
    assert hand_to_text(back) == text


def test_the_text_is_readable():
    hand = hand_with_bad_discard()
    text = hand_to_text(hand)
    lines = text.splitlines()
    assert lines[0] == f"{NOTATION_HEADER} 2"  # 2: the hand carries its deal's seal
    assert any(line.startswith("Commitment: ") for line in lines)
    assert "Dealer: C" in lines
    assert "P: 9S JS 5H 6H 7H 9D QD 2C 9C KC" in lines  # dealt hands in card order
    assert "Upcard: KD" in lines
    assert lines[lines.index("Upcard: KD") + 1].startswith("Stock: 2S ")
    assert "1. P pass" in lines and "3. P draw 2S" in lines and "4. P discard 6H" in lines
    assert lines[-1] == "Result: " + result_text(replay(hand).result)
    assert any(" knock " in line and "# " in line for line in lines)  # melds as a comment


def test_comments_blank_lines_case_and_a_partial_stock_are_accepted():
    hand = hand_with_bad_discard()
    text = hand_to_text(hand)
    lines = text.splitlines()
    stock = next(i for i, line in enumerate(lines) if line.startswith("Stock:"))
    drawn = [line.split()[-1] for line in lines if " draw " in line]
    # The stock named only as far as it was drawn from (the rest follows in card order).
    lines[stock] = "Stock: " + " ".join(drawn)
    lines.insert(1, "# a comment of my own")
    lines.insert(3, "")
    lines = [line.lower() if " pass" in line else line for line in lines]
    back = hand_from_text("\n".join(lines))
    assert back.actions == hand.actions
    assert replay(back).result == replay(hand).result


def _damage(text, old, new):
    assert old in text, old
    return text.replace(old, new, 1)


@functools.cache
def hand_text():
    return hand_to_text(hand_with_bad_discard())


CASES = [
    (lambda t: "", "empty"),
    (lambda t: "   \n\n", "empty"),
    (lambda t: "hello world\n" + t, "not_a_hand"),
    (lambda t: t.replace("notation 2", "notation 9", 1), "newer"),
    (lambda t: _damage(t, "Upcard: KD", "Upcard: KX"), "bad_card"),
    (lambda t: _damage(t, "Upcard: KD", "Upcard: KD 2S"), "upcard"),
    (lambda t: _damage(t, "Upcard: KD", "Upcard: 5H"), "duplicate_card"),
    (lambda t: _damage(t, "Dealer: C", "Dealer: X"), "bad_seat"),
    (lambda t: _damage(t, "Dealer: C\n", ""), "missing"),
    (lambda t: _damage(t, "P: 9S", "P:"), "hand_size"),
    (lambda t: _damage(t, "knock_limit=10", "knock_limit=ten"), "bad_rule"),
    (lambda t: _damage(t, "knock_limit=10", "big_gin=yes"), "bad_rule"),
    (lambda t: _damage(t, "target_score=100", "target_score=0"), "bad_rules"),
    (lambda t: _damage(t, "Date: 2026-12-01 14:08", "Date: yesterday"), "bad_date"),
    (lambda t: _damage(t, "Opponent: hard", "Opponent: grandmaster"), "bad_opponent"),
    (lambda t: _damage(t, "Hand: 1", "Hand: ²"), "bad_number"),
    (lambda t: _damage(t, "Scores: P 0, C 0", "Scores: 0-0"), "bad_scores"),
    (lambda t: _damage(t, "Hand: 1", "Hand: 1\nHand: 2"), "twice"),
    (lambda t: _damage(t, "1. P pass", "1. P fold"), "bad_move"),
    (lambda t: _damage(t, "1. P pass", "1. C pass"), "wrong_seat"),
    (lambda t: _damage(t, "2. C pass", "7. C pass"), "move_number"),
    (lambda t: _damage(t, "3. P draw 2S", "3. P draw 3S"), "wrong_card"),
    (lambda t: _damage(t, "4. P discard 6H", "4. P discard AS"), "illegal"),
    (lambda t: _damage(t, "4. P discard 6H", "4. P knock 6H"), "illegal"),
    (lambda t: _damage(t, "4. P discard 6H", "4. P discard"), "bad_move"),
    (lambda t: t[: t.index("\n4. ")] + "\n", "unfinished"),
    (lambda t: t.replace("Result:", "# Result:"), "missing"),
    (lambda t: t + "99. P pass\n", "order"),
    (lambda t: t.replace("Result: ", "Result: P gin 99\n#"), "result_differs"),
    (lambda t: t.replace("Result: ", "Result: somebody won\n#"), "bad_result"),
    (lambda t: t + "Result: drawn\n", "twice"),
    (lambda t: t + "x" * 70_000, "too_long"),
    (lambda t: t.replace("Hand: 1", "Hand: " + "1" * 600), "line_too_long"),
    (lambda t: t.replace("Hand: 1", "Hand: 1\x00"), "not_text"),
    (lambda t: t.replace("Hand: 1", "Colour: green"), "bad_line"),
]


@pytest.mark.parametrize("damage, code", CASES)
def test_malformed_text_is_refused_with_its_reason(damage, code):
    with pytest.raises(NotationError) as e:
        hand_from_text(damage(hand_text()))
    assert e.value.code == code, str(e.value)
    assert str(e.value)


def test_a_text_that_stops_early_says_the_hand_is_unfinished():
    text = hand_text()
    lines = text.splitlines()
    last = max(i for i, line in enumerate(lines) if line[:1].isdigit())
    cut = "\n".join(lines[:last] + lines[last + 1 :])
    with pytest.raises(NotationError) as e:
        hand_from_text(cut)
    assert e.value.code in ("unfinished", "result_differs")


def test_not_even_text_is_refused():
    for value in (None, 42, b"bytes", ["list"]):
        with pytest.raises(NotationError) as e:
            hand_from_text(value)
        assert e.value.code == "empty"


@settings(max_examples=300)
@given(st.data())
def test_any_damage_gives_a_notation_error_or_a_valid_hand(data):
    """Random edits — deleted, swapped, cut or garbled characters and lines — never get
    through as anything but a NotationError or a hand that replays."""
    text = hand_text()
    rnd = random.Random(data.draw(st.integers(0, 10**9)))
    chars = list(text)
    for _ in range(data.draw(st.integers(1, 6))):
        if not chars:
            break
        kind = rnd.randrange(5)
        i = rnd.randrange(len(chars))
        if kind == 0:
            del chars[i]
        elif kind == 1:
            chars[i] = rnd.choice("AKQJT98765432SHDCPpx.:#= \n\t0é\u00b2")
        elif kind == 2:
            j = rnd.randrange(len(chars))
            chars[i], chars[j] = chars[j], chars[i]
        elif kind == 3:
            chars = chars[:i]
        else:
            chars.insert(i, rnd.choice(["\n", "1. P pass\n", "Stock: AS\n", "Result: drawn\n"]))
    damaged = "".join(chars)
    try:
        hand = hand_from_text(damaged)
    except NotationError as e:
        assert e.code and str(e)
    else:
        replay(hand)  # whatever reads is a hand that plays


@given(st.text(max_size=400))
def test_random_text_is_refused_cleanly(text):
    with pytest.raises(NotationError):
        hand_from_text(text)


def test_a_hand_kept_with_different_scores_and_number_round_trips():
    hand = hand_with_bad_discard()
    # The seal names the hand's number (the phrase's reshuffle depends on it).
    seal = replace(hand.seal, hand_number=7)
    hand = replace(hand, scores_before=(87, 64), number=7, opponent="easy", seal=seal)
    assert hand_from_text(hand_to_text(hand)) == hand


@pytest.mark.parametrize("seed", [2, 9, 17, 31])
def test_the_notation_plays_a_hand_through_as_the_replay_does(seed):
    """The text is written from ``played_moves``, the replay without positions: the same
    moves, cards and result, and the knock comment from the knocker's melds as it knocked."""
    from ginrummy_desktop.engine import Knock
    from ginrummy_desktop.review.hand import played_moves

    hand, _ = played_hand(seed, hands=2)
    moves, result = played_moves(hand)
    rep = replay(hand)
    assert moves == tuple((m.seat, m.action, m.card) for m in rep.moves)
    assert result == rep.result
    knock = next(m for m in rep.moves if isinstance(m.action, Knock))
    arranged = rep.positions[knock.number].arrangements[knock.seat]
    comment = hand_to_text(hand).split(f"{knock.number}. ")[1].split("\n")[0].split("  # ")[1]
    assert all(" ".join(map(str, meld)) in comment for meld in arranged.melds)
    assert comment.startswith("gin" if arranged.points == 0 else f"deadwood {arranged.points}")
