"""The Hint: the coach's best choice (its own evaluation and effort) plus a reason key."""

from __future__ import annotations

import re

import pytest

from ginrummy_desktop.ai import evaluate_choices, suggest
from ginrummy_desktop.ai.fast import dw
from ginrummy_desktop.ai.hint import HINT_WORLDS, MESSAGE_KEYS
from ginrummy_desktop.engine import Card, Knock
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.review.coach import CoachRequest, assess


def test_suggestion_is_the_coachs_choice_with_a_key(decisions_from):
    seen = set()
    for _, view, legal in decisions_from("easy", "normal", 12, hands=3):
        s = suggest(view, legal)
        assert s.action in legal
        if len(legal) > 1 and view.stock_count > view.rules.drawn_at_stock:
            best = evaluate_choices(view, legal, worlds=HINT_WORLDS)[0]
            assert s.action == best.action
        assert re.fullmatch(r"hint\.[a-z_]+", s.key)
        assert s.key in MESSAGE_KEYS
        assert set(s.params) == set(MESSAGE_KEYS[s.key])
        for name, value in s.params.items():
            if name == "card":
                assert str(Card.parse(value)) == value
            else:
                assert isinstance(value, int)
        seen.add(s.key)
    assert {"hint.discard", "hint.draw_stock"} <= seen or {"hint.discard_safe"} <= seen


def test_the_same_view_gives_the_same_hint(decisions_from):
    for _, view, legal in decisions_from("normal", "hard", 4, hands=1)[::4]:
        assert suggest(view, legal) == suggest(view, legal)


def test_no_suggestion_when_nothing_to_do(decisions_from):
    _, view, _ = decisions_from("easy", "easy", 3, hands=1)[0]
    assert suggest(view, ()) is None


@pytest.mark.parametrize("opponent", ["", "normal"])
def test_the_coach_never_calls_the_hints_move_costly(decisions_from, opponent):
    """The review is told the level the Hint was told (the hand's record names it)."""
    for n, (_, view, legal) in enumerate(decisions_from("normal", "normal", 5, hands=3)):
        if len(legal) < 2:
            continue
        s = suggest(view, legal, opponent)
        v = assess(CoachRequest(n, view, legal, s.action, opponent=opponent))
        assert v.agrees and not v.costly, (n, s, v.best)


@pytest.mark.parametrize(
    ("levels", "opponent"), [(("hard", "hard"), ""), (("normal", "easy"), "easy")]
)
def test_the_hint_says_why_it_does_not_knock(decisions_from, levels, opponent):
    """When it plays on with a knock possible (D8), the hint names the knock's undercut rate
    (D11) only if the knock loses more often than playing on; else that playing on scores
    more. A gin it always takes (D11), even where the worlds value playing on the same."""
    said = gins = 0
    for _, view, legal in decisions_from(*levels, 8, hands=6):
        if not any(isinstance(a, Knock) for a in legal):
            continue
        s = suggest(view, legal, opponent)
        hand = cards_to_mask(view.hand)
        if any(isinstance(a, Knock) and dw(hand ^ a.card.bit) == 0 for a in legal):
            assert s.key == "hint.gin" and dw(hand ^ s.action.card.bit) == 0, s
            gins += 1
            continue
        if isinstance(s.action, Knock):
            assert s.key in ("hint.knock", "hint.gin")
            continue
        last = view.stock_count <= view.rules.drawn_at_stock
        assert s.key in (
            ("hint.no_knock_drawn",) if last else ("hint.no_knock", "hint.no_knock_points")
        )
        assert 0 < s.params["deadwood"] <= 10
        entries = evaluate_choices(view, legal, worlds=HINT_WORLDS, opponent=opponent)
        knock = next(e for e in entries if isinstance(e.action, Knock))
        if s.key in ("hint.no_knock", "hint.no_knock_drawn"):
            assert s.params["percent"] == round(100 * knock.losses)
            assert knock.losses > entries[0].losses
        else:
            assert knock.losses <= entries[0].losses
        said += 1
    assert said
    if levels == ("hard", "hard"):
        assert gins  # these games reach gins, one of them valued the same as playing on


def test_leaving_the_pile_card_says_truly_what_taking_it_would_do(decisions_from):
    """ "Your deadwood stays" only when taking it and the best discard would not lower the
    deadwood; "would lower your deadwood too little" only when it would lower it — for a
    pass of the first upcard and a draw from the stock alike."""
    from ginrummy_desktop.engine import DrawStock, PassUpcard
    from ginrummy_desktop.engine.cards import cards_to_mask

    seen = set()
    for _, view, legal in decisions_from("normal", "easy", 21, hands=4):
        s = suggest(view, legal)
        if s is None or not isinstance(s.action, (PassUpcard, DrawStock)):
            continue
        if s.key not in ("hint.pass_upcard", "hint.draw_stock"):
            continue  # the forced draw, or a reason from the coach's own comparison
        hand = cards_to_mask(view.hand)
        up = view.upcard.bit
        after = min(dw((hand | up) ^ c.bit) for c in view.hand)
        assert s.params["deadwood"] == dw(hand)
        if s.key == "hint.pass_upcard":
            assert after >= dw(hand), (s, after)
        elif s.key == "hint.draw_stock":
            assert after < dw(hand), (s, after)
        seen.add((type(s.action).__name__, s.key))
    assert ("DrawStock", "hint.pass_upcard") in seen and ("PassUpcard", "hint.pass_upcard") in seen
    assert ("DrawStock", "hint.draw_stock") in seen


def test_every_upcard_and_discard_reason_is_a_true_fact(decisions_from):
    """ "It fits your melds" only when the upcard joins a meld of the hand kept; a discard
    that does not leave the least deadwood says what favours it; "that leaves you deadwood
    %2" alone only when it is the least."""
    from ginrummy_desktop.ai.common import melded_in
    from ginrummy_desktop.ai.fast import dw
    from ginrummy_desktop.engine import Discard, TakeUpcard
    from ginrummy_desktop.engine.cards import cards_to_mask

    seen = set()
    for seed in (31, 32, 33):
        for _, view, legal in decisions_from("normal", "hard", seed, hands=3):
            if len(legal) < 2:
                continue
            s = suggest(view, legal)
            hand = cards_to_mask(view.hand)
            if isinstance(s.action, TakeUpcard):
                up = view.upcard
                kept = [
                    (hand | up.bit) ^ c.bit
                    for c in view.hand
                    if dw((hand | up.bit) ^ c.bit) == s.params["deadwood"]
                ]
                melds = any(melded_in(k, up.bit, up.value) for k in kept)
                lowers = s.params["deadwood"] < dw(hand)
                expected = (
                    "hint.take_upcard"
                    if melds
                    else "hint.take_upcard_lowers"
                    if lowers
                    else "hint.take_upcard_points"
                )
                assert s.key == expected, (s, view.hand, up)
            elif isinstance(s.action, Discard) and s.key not in (
                "hint.no_knock",
                "hint.no_knock_drawn",
                "hint.no_knock_points",
            ):
                least = min(dw(hand ^ c.bit) for c in view.hand if c != view.pile_card_taken)
                left = dw(hand ^ s.action.card.bit)
                if left > least:
                    assert s.key in (
                        "hint.discard_safer",
                        "hint.discard_outs",
                        "hint.discard_points",
                    )
                else:
                    assert s.key in ("hint.discard", "hint.discard_safe")
            seen.add(s.key)
    assert "hint.take_upcard" in seen and "hint.discard" in seen
    assert seen & {"hint.discard_safer", "hint.discard_outs", "hint.discard_points"}


def test_taking_an_upcard_for_points_names_the_move_it_beats():
    """On the first upcard (D6) the other choice is a pass; later it is a stock draw."""
    from table_deals import deal  # tests/support

    from ginrummy_desktop.ai.hint import _reason
    from ginrummy_desktop.engine import DrawStock, TakeUpcard
    from ginrummy_desktop.session.table_state import HUMAN

    # Three melds and the KD; the QC joins none and leaves the deadwood at 10.
    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D")
    assert m.to_act == HUMAN
    view, legal = m.view(HUMAN), m.legal_actions()
    assert _reason(view, TakeUpcard(), legal)[0] == "hint.take_upcard_points_pass"
    later = (TakeUpcard(), DrawStock())  # the same hand on a later turn
    assert _reason(view, TakeUpcard(), later)[0] == "hint.take_upcard_points"
