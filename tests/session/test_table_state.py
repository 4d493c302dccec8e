"""The table state and the narrator on their own: facts derived once from the human's view,
words from the state and the public history — no window, no controller."""

from __future__ import annotations

from table_deals import card, deal  # tests/support

from ginrummy_desktop.ai.hint import Suggestion, suggest
from ginrummy_desktop.controller.narrator import last_move_text, move_text, narrate, status_text
from ginrummy_desktop.engine import (
    Discard,
    DrawStock,
    Knock,
    PassUpcard,
    Phase,
    TakeUpcard,
)
from ginrummy_desktop.session.table_state import (
    COMPUTER,
    HUMAN,
    NO_KNOCK,
    KnockPick,
    TableState,
    build_state,
)


def state_of(m, **kw) -> TableState:
    legal = m.legal_actions() if m.to_act == HUMAN else ()
    return narrate(build_state(m.view(HUMAN), legal, results=tuple(m.results), **kw))


def test_before_a_game_the_state_is_empty_and_quiet():
    s = narrate(build_state(None, ()))
    assert s.view is None and s.status == "" and s.moves == () and not s.my_turn
    assert s.discardable == frozenset() and s.best_discard_deadwood is None


def test_eleven_cards_give_deadwood_after_each_discard_and_the_knock_cards():
    # Human: AS 2S 3S | 5H 6H 7H | 9C 9D 9S | KD, draws 4D: throwing KD leaves 4, 4D leaves
    # 10 (both may knock, D8); every other discard breaks a meld.
    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D")
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(DrawStock())
    s = state_of(m)
    assert s.arrangement.points == 14  # KD + 4D unmelded with eleven cards
    assert s.deadwood_after[card("KD")] == 4 and s.deadwood_after[card("4D")] == 10
    assert s.best_discard_deadwood == 4
    assert s.knock_cards == {card("KD"), card("4D")} and not s.can_gin
    assert len(s.discardable) == 11  # any card may be thrown without knocking
    assert s.status == "Discard a card — or knock"
    picked = state_of(m, knock=KnockPick(True, False, card("KD")))
    assert picked.discardable == {card("KD"), card("4D")}
    assert picked.status == (
        "Knock by discarding the King of diamonds? Press Confirm knock (Enter), or pick "
        "another lit card."
    )


def test_the_hint_names_a_knock_that_leaves_no_deadwood_gin_d8():
    # Human: AS 2S 3S | 5H 6H 7H | 9C 9D 9S | KD, draws 4S: throwing KD leaves no deadwood.
    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4S")
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(DrawStock())
    s = state_of(m, hint=suggest(m.view(HUMAN), m.legal_actions()))
    assert s.can_gin and s.hint.action == Knock(card("KD"))
    assert s.status == "Hint: go gin, discarding the King of diamonds"


def test_the_hint_names_a_knock_short_of_gin_a_knock_d8():
    # As above but the drawn 4D melds nothing: throwing KD leaves 4, a knock, not gin.
    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D")
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(DrawStock())
    s = state_of(m, hint=Suggestion(Knock(card("KD")), "hint.knock", {"card": "KD", "deadwood": 4}))
    assert not s.can_gin
    assert s.status == "Hint: knock, discarding the King of diamonds"


def test_a_card_taken_from_the_pile_is_neither_thrown_nor_counted_d7():
    m = deal("AS 2S 3S 5H 6H 7H QH QD 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC")
    m.apply(TakeUpcard())
    s = state_of(m)
    assert card("QC") not in s.deadwood_after and card("QC") not in s.discardable


def test_a_knock_pick_is_dropped_when_no_knock_is_possible():
    m = deal("AS 3S 5S 7S 9S JS KS 2H 4H 6H", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "8D")
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(DrawStock())
    s = state_of(m, knock=KnockPick(True, False, None))
    assert s.knock == NO_KNOCK and not s.can_knock


def test_the_lay_off_plan_and_targets_are_the_defenders_best_d10():
    # Computer knocks with 8S8H8D 2C3C4C JHQHKH, deadwood 5S; the human holds 8C.
    m = deal("8C 9S 9H 9D 2H 3H 4H 6C 6D 7S", "8S 8H 8D 2C 3C 4C JH QH KH 5S", "KS")
    m.apply(PassUpcard())
    m.apply(TakeUpcard())
    m.apply(Knock(card("5S")))
    s = state_of(m)
    assert s.laying_off and s.phase is Phase.LAYOFF
    eights = next(i for i, meld in enumerate(s.view.knocker_melds) if card("8S") in meld)
    assert [(lay.card, lay.meld_index) for lay in s.layoff_plan] == [(card("8C"), eights)]
    assert s.targets_for(card("8C")) == (eights,) and s.targets_for(card("7S")) == ()
    assert s.status == "Lay off on the knocker's melds, then press Done"


def test_the_last_move_is_the_computers_whole_turn():
    # The computer takes the pile top and knocks: both are told, in order, in one line.
    m = deal("8C 9S 9H 9D 2H 3H 4H 6C 6D 7S", "8S 8H 8D 2C 3C 4C JH QH KH 5S", "KS")
    m.apply(PassUpcard())
    m.apply(TakeUpcard())
    m.apply(Knock(card("5S")))
    s = state_of(m)
    assert s.last_move == (
        "The computer took the King of spades from the pile. "
        "The computer knocked, discarding the Five of spades."
    )
    assert s.moves == (
        "You passed.",
        "The computer took the King of spades from the pile.",
        "The computer knocked, discarding the Five of spades.",
    )


def test_the_computers_stock_draw_is_told_without_its_card():
    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D KH")
    for a in (PassUpcard(), PassUpcard(), DrawStock(), Discard(card("KD")), DrawStock()):
        m.apply(a)
    history = m.view(HUMAN).history
    assert move_text(history[-1]) == "The computer drew from the stock."
    assert "King of hearts" not in " ".join(move_text(e) for e in history)
    m.apply(Discard(card("KH")))
    assert last_move_text(m.view(HUMAN).history) == (
        "The computer drew from the stock. The computer discarded the King of hearts."
    )


def test_status_on_the_computers_turn_and_at_the_end():
    m = deal("AS 3S 5S 7S 9S JS KS 2H 4H 6H", "8H TH QH AD 3D 5D 7D 9D JD KD", "2C", dealer=HUMAN)
    assert m.to_act == COMPUTER
    s = state_of(m, thinking=True)
    assert s.status == "The computer decides whether to take the upcard…" and not s.my_turn
    assert status_text(TableState()) == ""
