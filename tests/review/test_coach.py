"""The coach judges each decision from the player's own view at that moment, on the same
sampled worlds for every option, and finds a deliberately bad discard."""

import dataclasses
import enum
import math
from dataclasses import replace

import pytest
from review_hands import (  # tests/support
    BAD_DISCARD_MOVE,
    OTHER,
    PLAYER,
    hand_with_bad_discard,
    played_hand,
)
from table_deals import card, deal  # tests/support

import ginrummy_desktop.ai as ai
from ginrummy_desktop.ai import evaluate_choices
from ginrummy_desktop.engine import (
    Card,
    Discard,
    DrawStock,
    EndLayoff,
    Knock,
    LayOff,
    PassUpcard,
    Phase,
    Rules,
)
from ginrummy_desktop.review import replay
from ginrummy_desktop.review.coach import CoachRequest, assess, requests, summarize
from ginrummy_desktop.review.hand import finished_hand


def cards_in(obj, seen=None):
    """Every Card reachable from ``obj`` (dataclasses, containers, mappings)."""
    seen = set() if seen is None else seen
    if isinstance(obj, Card):
        seen.add(obj)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            cards_in(getattr(obj, f.name), seen)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            cards_in(k, seen)
            cards_in(v, seen)
    elif isinstance(obj, (tuple, list, set, frozenset)):
        for x in obj:
            cards_in(x, seen)
    elif not isinstance(obj, (int, float, str, bytes, type(None), enum.Enum)):
        raise AssertionError(f"unexpected object in the evaluation input: {obj!r}")
    return seen


def visible_to_player(rep, move_number):
    """What the player could have seen before move ``move_number``, worked out from the
    whole record independently of the engine's views: its dealt cards, the first upcard,
    every card that went to the pile, its own stock draws, and a knocker's melds and
    deadwood once shown (D16)."""
    hand, player = rep.hand, rep.hand.player
    nd = 1 - hand.dealer
    dealt = hand.deck[0:20:2] if player == nd else hand.deck[1:20:2]
    seen = set(dealt) | {hand.deck[20]}
    for move in rep.moves[: move_number - 1]:
        if isinstance(move.action, (Discard, Knock)):
            seen.add(move.action.card)
        if isinstance(move.action, DrawStock) and move.seat == player:
            seen.add(move.card)
        if isinstance(move.action, Knock):
            after = rep.positions[move.number]
            arr = after.arrangements[move.seat]
            seen |= {c for m in arr.melds for c in m} | set(arr.deadwood)
        if isinstance(move.action, LayOff):
            seen.add(move.action.card)
    return seen


@pytest.mark.parametrize("seed", (1, 4, 8, 11))
def test_the_evaluation_never_gets_a_card_the_player_could_not_see(seed, monkeypatch):
    hand, _ = played_hand(seed, levels=("normal", "hard"), hands=1 + seed % 2)
    rep = replay(hand)
    calls = []
    real = ai.evaluate_choices

    def spy(view, legal, **kwargs):
        calls.append((view, legal, kwargs))
        return real(view, legal, **{**kwargs, "worlds": 4})

    monkeypatch.setattr(ai, "evaluate_choices", spy)
    todo = requests(rep)
    assert [r.move for r in todo] == [m.number for m in rep.decisions()]
    for request in todo:
        assess(request)
    assert len(calls) == len(todo)
    hidden_anywhere = set()
    for request, (view, legal, kwargs) in zip(todo, calls, strict=True):
        seen = visible_to_player(rep, request.move)
        everything = cards_in(request) | cards_in(view) | cards_in(legal) | cards_in(kwargs)
        assert everything <= seen, (request.move, sorted(everything - seen))
        assert view.seat == hand.player
        # Sanity of the check itself: the opponent's hidden cards exist at that moment.
        before = rep.positions[request.move - 1]
        hidden_anywhere |= set(before.hands[1 - hand.player]) - seen
    assert hidden_anywhere  # the test would notice a leak of these


def test_the_evaluation_input_does_not_change_with_the_hidden_cards():
    """Two deals that differ only in cards the player never saw give the coach exactly the
    same input at every decision (and, seeded alike, the same verdicts)."""
    hand, _ = played_hand(5)
    rep = replay(hand)
    drawn = sum(isinstance(a, DrawStock) for a in hand.actions)
    unseen_stock = hand.deck[21 + drawn :]
    assert len(unseen_stock) >= 2
    other = replace(hand, deck=hand.deck[: 21 + drawn] + tuple(reversed(unseen_stock)))
    rep2 = replay(other)
    a, b = requests(rep), requests(rep2)
    assert a == b
    first = a[0]
    quick = replace(first, worlds=6)
    assert assess(quick) == assess(replace(b[0], worlds=6))


def test_a_deliberately_bad_discard_and_an_undercut_knock_are_the_costliest_decisions():
    """The player breaks its own run (the deliberate mistake) and ends the hand knocking
    with 10 into an undercut (D11): the coach marks both costly, with their reasons, and
    nothing else comes near either of them; the summary's worst is the costlier."""
    rep = replay(hand_with_bad_discard())
    verdicts = [assess(r) for r in requests(rep)]
    summary = summarize(verdicts)
    bad = next(v for v in verdicts if v.move == BAD_DISCARD_MOVE)
    assert bad.played == Discard(card("6H"))
    assert bad.best != bad.played and isinstance(bad.best, Discard)
    assert bad.best.card in {card("KC"), card("QD"), card("JS"), card("2S")}
    assert bad.played_option.key == "coach.breaks_meld"
    assert bad.costly and bad.cost > 2 * bad.margin
    knock = next(v for v in verdicts if isinstance(v.played, Knock))
    assert rep.result.kind == "undercut"
    assert knock.costly and knock.cost > 2 * knock.margin
    assert knock.why[0] == "coach.vs_undercut" and isinstance(knock.best, Discard)
    others = [v for v in verdicts if v is not bad and v is not knock]
    assert all(v.cost < min(bad.cost, knock.cost) / 2 for v in others)
    assert summary.worst is max(bad, knock, key=lambda v: v.cost)
    assert bad in summary.costly and knock in summary.costly
    assert summary.total_cost >= bad.cost + knock.cost


def test_same_seed_same_verdicts_and_every_option_on_the_same_worlds():
    rep = replay(hand_with_bad_discard())
    todo = [replace(r, worlds=30) for r in requests(rep)]
    first = [assess(r) for r in todo]
    assert first == [assess(r) for r in todo]
    for v in first:
        assert v.played_option in v.options and v.best_option is v.options[0]
        if v.worlds:
            assert v.worlds == 30
            assert math.isfinite(v.stderr) and v.stderr >= 0
            # The cost is measured again on fresh worlds (those that chose the best option
            # flatter it): the evaluation's confirmed difference, not the first one.
            r = todo[first.index(v)]
            entries = evaluate_choices(r.view, r.legal, worlds=30, include=(r.played,), confirm=30)
            played = next(e for e in entries if e.action == r.played)
            assert v.cost == pytest.approx(max(0.0, -played.diff))
            assert v.stderr == pytest.approx(played.diff_stderr)


def _knock_hand(player_lays_off_everything: bool):
    """The computer knocks with 2D; the player can lay the 6H and the 9H off."""
    match = deal(
        "6H 9H 2S 3S 4S 7D 7C 7S QD KD",
        "3H 4H 5H 9S 9C 9D JC QC KC 4D",
        "AC",
        "8D 2D",
    )
    match.apply(PassUpcard(), PLAYER)
    match.apply(PassUpcard(), OTHER)
    match.apply(DrawStock(), PLAYER)
    match.apply(Discard(card("8D")), PLAYER)
    match.apply(DrawStock(), OTHER)
    match.apply(Knock(card("4D")), OTHER)
    melds = match.view(PLAYER).knocker_melds
    run = next(i for i, m in enumerate(melds) if card("5H") in m)
    sets = next(i for i, m in enumerate(melds) if card("9S") in m)
    match.apply(LayOff(card("6H"), run), PLAYER)
    if player_lays_off_everything:
        match.apply(LayOff(card("9H"), sets), PLAYER)
    match.apply(EndLayoff(), PLAYER)
    return finished_hand(match, PLAYER, "hard")


def test_lay_offs_are_judged_exactly():
    rep = replay(_knock_hand(player_lays_off_everything=False))
    verdicts = {v.move: v for v in (assess(r) for r in requests(rep))}
    end = next(m for m in rep.decisions() if isinstance(m.action, EndLayoff))
    v = verdicts[end.number]
    assert isinstance(v.best, LayOff) and v.best.card == card("9H")
    assert v.worlds == 0 and v.stderr == 0 and v.cost == 9  # the 9H stayed as deadwood
    assert v.costly and v.played_option.key == "coach.end_layoff"
    good = replay(_knock_hand(player_lays_off_everything=True))
    judged = [assess(r) for r in requests(good)]
    assert all(v.cost == 0 for v in judged if v.phase.value == "LAYOFF")


def test_a_request_carries_only_the_view_the_choices_and_the_choice():
    assert [f.name for f in dataclasses.fields(CoachRequest)] == [
        "move",
        "view",
        "legal",
        "played",
        "worlds",
        "seed",
        "opponent",
    ]
    rep = replay(hand_with_bad_discard())
    for r in requests(rep):
        move = rep.moves[r.move - 1]
        assert r.view is move.view and r.legal == move.legal and r.played == move.action
        assert r.opponent == rep.hand.opponent  # the level the hand's record names


def test_the_coach_plays_the_level_the_hand_was_played_against(monkeypatch):
    """The hand's record names the computer's level; the evaluation is told it (the style
    of its worlds, ``ai.profile.known_style``), as the Hint at the table was."""
    from ginrummy_desktop.ai import coach as ai_coach

    told = []
    real = ai_coach.evaluate_choices

    def spy(view, legal, **kwargs):
        told.append(kwargs.get("opponent"))
        return real(view, legal, **kwargs)

    monkeypatch.setattr(ai_coach, "evaluate_choices", spy)
    hand = dataclasses.replace(hand_with_bad_discard(), opponent="normal")
    rep = replay(hand)
    (first, *_) = [r for r in requests(rep, worlds=8) if r.view.phase is not Phase.LAYOFF]
    assess(first)
    assert told == ["normal"]


def test_the_review_says_how_the_coach_plays_the_computer():
    """The window names the assumption behind the coach's undercut figures: the level's
    style when the record names a level the coach knows, else the prior."""
    from ginrummy_desktop.i18n.review_texts import coach_assumption

    assert coach_assumption("easy") == (
        "The coach plays the computer as Easy plays: it knocks as soon as it may."
    )
    assert coach_assumption("Normal").startswith("The coach plays the computer as Normal plays")
    for level in ("hard", "", "<b>x</b>"):
        assert coach_assumption(level) == (
            "The coach plays the computer as a player who may wait for gin rather than knock."
        )


def test_summary_of_a_hand_without_mistakes():
    rep = replay(hand_with_bad_discard())
    verdicts = [assess(replace(r, worlds=10)) for r in requests(rep)]
    agreeing = [replace(v, played=v.best, played_option=v.best_option, cost=0.0) for v in verdicts]
    s = summarize(agreeing)
    assert s.costly == () and s.worst is None and s.total_cost == 0
    assert s.decisions == len(verdicts) and s.agreed == len(verdicts)
    assert summarize([]).decisions == 0


def test_a_decision_with_no_world_left_to_sample_is_not_judged():
    # D12 with the hand drawn at 30 stock cards: the first discard (after one stock draw)
    # ends the hand, so no world can be played out — the coach says it cannot judge.
    match = deal(
        "5H 6H 7H 9S 9C 9D KC QD JS 2C",
        "AS 3S 4D 6D 8C TC 3H JH 4C 8S",
        "KD",
        "2S",
        rules=Rules(drawn_at_stock=30),
    )
    match.apply(PassUpcard(), PLAYER)
    match.apply(PassUpcard(), OTHER)
    match.apply(DrawStock(), PLAYER)
    match.apply(Discard(card("KC")), PLAYER)
    rep = replay(finished_hand(match, PLAYER, "hard"))
    assert rep.result.kind == "drawn"
    verdicts = {v.move: v for v in (assess(r) for r in requests(rep))}
    last = verdicts[4]
    assert not last.judged and not last.costly and last.worlds == 0
    assert verdicts[1].judged  # the pass, with the whole stock still to come, is judged
    assert summarize(verdicts.values()).judged == len(verdicts) - 1


def test_every_reason_key_has_words_with_every_placeholder_filled():
    import re

    from ginrummy_desktop.ai.coach import CONTRAST_KEYS, MESSAGE_KEYS
    from ginrummy_desktop.ai.hint import MESSAGE_KEYS as HINT_KEYS
    from ginrummy_desktop.i18n.review_texts import COACH_REASONS, coach_reason
    from ginrummy_desktop.i18n.texts import HINT_REASONS, hint_reason

    values = {"card": "7H", "other_card": "KS", "meld": 0}
    for key, names in {**MESSAGE_KEYS, **CONTRAST_KEYS}.items():
        assert key in COACH_REASONS, key
        text = coach_reason(key, tuple((n, values.get(n, 12)) for n in names))
        assert text and not re.search(r"%\d", text), (key, text)
    for key, names in HINT_KEYS.items():
        assert key in HINT_REASONS, key
        text = hint_reason(key, {n: values.get(n, 12) for n in names})
        assert text and not re.search(r"%\d", text), (key, text)
