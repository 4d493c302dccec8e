"""The controller through every phase, against a scripted opponent, from fixed deals
(the hands drawn as comments, the story in words).

Seat 0 is the human, seat 1 the computer. In most deals the computer deals (first_dealer=1),
so the human, as non-dealer, decides on the upcard first (D6).
"""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QModelIndex, Qt
from table_deals import card, deal  # tests/support: one fixed-deal helper for table tests

from ginrummy_desktop.controller import COMPUTER, HUMAN, GameController
from ginrummy_desktop.engine import (
    Discard,
    DrawStock,
    DrewStock,
    EndLayoff,
    Knock,
    LayOff,
    PassUpcard,
    Phase,
    Rules,
    TakeUpcard,
    deadwood_points,
    parse_cards,
)
from ginrummy_desktop.models import MeldsModel, make_mime

C = parse_cards


def lay_off(text):
    """A scripted step: lay ``text`` off on whichever meld it fits (read from the legal set,
    so the test does not hard-code the knocker's meld order)."""

    def choose(view, legal):
        return next(a for a in legal if isinstance(a, LayOff) and a.card == card(text))

    return choose


def test_pass_pass_then_draw_from_the_stock_and_discard(qtbot, controller, script, idle):
    # Human (non-dealer): AS 2S 3S | 5H 6H 7H | 9C 9D 9S | KD   upcard QC
    # Computer (dealer):  2C 4C 6C 8C TC 3D 5D 7D JH QS          stock: 4D, KH, ...
    # Story: both pass the QC, so the human must draw from the stock (taking the upcard is
    # refused, D6); the human draws 4D and throws KD; the computer draws KH and throws it.
    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D KH")
    cpu = script(PassUpcard(), DrawStock(), Discard(card("KH")))
    events = []
    controller.eventsOccurred.connect(events.extend)
    controller.start(m, opponent=cpu)
    assert controller.status == "Take the upcard or pass"
    assert controller.view.phase is Phase.FIRST_UPCARD and controller.view.my_turn

    controller.passUpcard()
    idle(controller)
    assert controller.view.phase is Phase.DRAW
    assert controller.status == "Both passed the upcard: draw from the stock"
    assert "The computer passed." in controller.state.last_move

    with qtbot.waitSignal(controller.moveRefused) as refused:
        controller.takeUpcard()
    assert refused.args[0] == "must_draw_stock"
    assert controller.view.phase is Phase.DRAW  # nothing changed

    controller.drawStock()
    assert card("4D") in controller.view.hand and len(controller.view.hand) == 11
    assert controller.status == "Discard a card — or knock"  # KD or 4D would knock
    controller.discard(card("KD"))
    idle(controller)
    v = controller.view
    assert v.phase is Phase.DRAW and v.my_turn and v.upcard == card("KH")
    assert controller.state.last_move == (
        "The computer drew from the stock. The computer discarded the King of hearts."
    )
    # The computer's stock draw reached the table without its card (public events only).
    cpu_draws = [e for e in events if isinstance(e, DrewStock) and e.seat == COMPUTER]
    assert cpu_draws and all(e.card is None for e in cpu_draws)
    assert cpu.actions == []


def test_taking_the_upcard_forbids_throwing_it_back(qtbot, controller, script, idle):
    # Human: AS 2S 3S 5H 6H 7H QH QD 9S KD   upcard QC (makes a set of queens)
    # Story: the human takes QC; throwing QC at once is refused (D7) with the reason on the
    # status line; KD goes instead; the computer then has a normal turn.
    m = deal("AS 2S 3S 5H 6H 7H QH QD 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "KH")
    controller.start(m, opponent=script(DrawStock(), Discard(card("KH"))))
    controller.takeUpcard()
    assert controller.view.phase is Phase.DISCARD
    assert card("QC") not in controller.state.discardable
    hand_before = controller.view.hand
    with qtbot.waitSignal(controller.moveRefused) as refused:
        controller.discard(card("QC"))
    assert refused.args[0] == "taken_this_turn"
    assert "Queen of clubs" in refused.args[1]
    assert controller.view.hand == hand_before
    controller.discard(card("KD"))
    idle(controller)
    assert controller.view.phase is Phase.DRAW and controller.view.upcard == card("KH")


def test_knock_pick_cancel_confirm_then_the_computer_lays_off(qtbot, controller, script, idle):
    # Human: AS 2S 3S | 5H 6H 7H | 9C 9D 9S | KD, draws 4D → may knock throwing KD (dw 4)
    #        or 4D (dw 10); nothing else.
    # Computer: 4H 8H 2D 3D 4C 5C 6D JC QS 8D — as defender it lays 4H and 8H on the
    #        hearts run.
    # Story: K lights up KD and 4D; picking 9C is refused with the deadwood reason; the
    # human picks 4D, cancels, knocks again with KD and confirms; the computer lays off
    # two hearts and the human scores the difference (D11).
    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "4H 8H 2D 3D 4C 5C 6D JC QS 8D", "QC", "4D")
    cpu = script(PassUpcard(), lay_off("4H"), lay_off("8H"), EndLayoff())
    controller.start(m, opponent=cpu)
    controller.passUpcard()
    idle(controller)
    controller.drawStock()
    assert controller.state.can_knock and not controller.state.can_gin

    with qtbot.waitSignal(controller.stateChanged):
        controller.beginKnock()
    assert controller.state.knock.active
    assert controller.state.knock_cards == {card("KD"), card("4D")}
    assert controller.state.discardable == {card("KD"), card("4D")}
    with qtbot.waitSignal(controller.moveRefused) as refused:
        controller.chooseKnockCard(card("9C"))
    assert refused.args[0] == "deadwood_too_high"
    controller.chooseKnockCard(card("4D"))
    assert controller.state.knock.card == card("4D")
    assert controller.status == (
        "Knock by discarding the Four of diamonds? Press Confirm knock (Enter), or pick "
        "another lit card."
    )
    controller.cancelKnock()
    assert not controller.state.knock.active and controller.view.phase is Phase.DISCARD
    assert len(controller.view.hand) == 11  # nothing was played

    controller.beginKnock()
    controller.discard(card("KD"))  # in knock mode a discard picks the knock card
    assert controller.state.knock.card == card("KD") and controller.view.phase is Phase.DISCARD
    with qtbot.waitSignal(controller.handFinished, timeout=5000) as finished:
        controller.confirmKnock()
    r = finished.args[0]
    assert r.kind == "knock" and r.winner == HUMAN and r.knocker_deadwood == 4
    assert [c for c, _ in r.layoffs] == [card("4H"), card("8H")]
    rest = C("2D 3D 4C 5C 6D JC QS 8D")
    assert r.defender_deadwood == deadwood_points(rest)
    assert r.points == r.defender_deadwood - 4
    assert controller.view.phase is Phase.HAND_OVER and controller.view.scores[HUMAN] == r.points
    assert "You won the hand" in controller.status


def test_gin_scores_at_once_and_can_end_the_game(qtbot, controller, script, idle):
    # Human: AS 2S 3S 4S | 7H 7D 7C | 9C TC JC, draws QC → all eleven melded (D8: still
    # discards). Gin keeps with AS, 4S, 9C or QC thrown. Target 20: gin ends the game.
    m = deal(
        "AS 2S 3S 4S 7H 7D 7C 9C TC JC",
        "2D 3D 5D 8D KD 2H 4H 8H KS QS",
        "KH",
        "QC",
        rules=Rules(target_score=20),
    )
    controller.start(m, opponent=script(PassUpcard()))
    controller.passUpcard()
    idle(controller)
    controller.drawStock()
    assert controller.state.can_gin
    assert controller.status == "Discard a card — or go gin"
    controller.beginGin()
    assert controller.state.discardable == {card("AS"), card("4S"), card("9C"), card("QC")}
    controller.chooseKnockCard(card("QC"))
    with qtbot.waitSignal(controller.gameFinished) as over:
        controller.confirmKnock()
    assert over.args == [HUMAN]
    r = controller.match.last_result
    assert r.kind == "gin" and r.layoffs == ()  # no lay-offs on gin (D10)
    assert r.points == 25 + deadwood_points(C("2D 3D 5D 8D KD 2H 4H 8H KS QS"))
    assert controller.view.phase is Phase.GAME_OVER
    assert controller.status.startswith("You won the game!")
    with qtbot.waitSignal(controller.moveRefused):
        controller.drawStock()  # the game is over
    old = controller.match
    with qtbot.waitSignal(controller.gameStarted):
        controller.nextHand()  # at game over: a new game
    assert controller.match is not old and controller.match.scores == (0, 0)


def test_the_human_lays_off_after_the_computer_knocks(qtbot, controller, script, idle):
    # Computer (dealer): 8S 8H 8D | 2C 3C 4C | JH QH KH | 5S, takes the upcard KS and knocks
    #   throwing 5S: deadwood KS = 10 (the knock limit itself is fine, D8).
    # Human (defender): 8C 9S 9H 9D 2H 3H 4H 6C 6D 7S.
    # Story: the human passes; the computer takes KS and knocks. The engine suggests 8C on
    # the eights; 7S fits nothing and is refused; 8C is dropped on the set (model level);
    # Done → defender deadwood 6C 6D 7S = 19, the knocker scores 19 − 10 = 9 (docs/rules.md).
    m = deal("8C 9S 9H 9D 2H 3H 4H 6C 6D 7S", "8S 8H 8D 2C 3C 4C JH QH KH 5S", "KS")
    controller.start(m, opponent=script(TakeUpcard(), Knock(card("5S"))))
    controller.passUpcard()
    idle(controller)
    v = controller.view
    assert v.phase is Phase.LAYOFF and v.my_turn and v.knocker == COMPUTER
    assert controller.status == "Lay off on the knocker's melds, then press Done"
    assert "The computer knocked, discarding the Five of spades." in controller.state.last_move
    suggested = controller.state.layoff_plan
    assert [lay.card for lay in suggested] == [card("8C")]
    eights = suggested[0].meld_index
    assert controller.state.targets_for(card("8C")) == (eights,)
    with qtbot.waitSignal(controller.moveRefused) as refused:
        controller.layOffAnywhere(card("7S"))
    assert refused.args[0] == "nothing_to_lay_off"
    run = next(i for i, meld in enumerate(v.knocker_melds) if card("JH") in meld)
    with qtbot.waitSignal(controller.moveRefused) as refused:
        controller.layOff(card("7S"), run)
    assert refused.args[0] == "does_not_fit"

    melds = MeldsModel()
    melds.layOffRequested.connect(controller.layOff)
    melds.set_melds(v.knocker_melds, v.layoffs, accepting=True)
    assert melds.dropMimeData(
        make_mime("hand", [card("8C")]), Qt.DropAction.MoveAction, -1, -1, melds.index(eights, 0)
    )
    assert controller.view.layoffs == ((card("8C"), eights),)
    assert card("8C") not in controller.view.hand
    assert not melds.dropMimeData(
        make_mime("hand", [card("7S")]), Qt.DropAction.MoveAction, 0, 0, QModelIndex()
    )  # between melds: no lay-off
    with qtbot.waitSignal(controller.handFinished) as finished:
        controller.endLayoff()
    r = finished.args[0]
    assert (r.kind, r.winner, r.knocker_deadwood, r.defender_deadwood, r.points) == (
        "knock",
        COMPUTER,
        10,
        19,
        9,
    )


def test_lay_off_best_plays_the_engines_plan(qtbot, controller, script, idle):
    # Same deal; "Lay off best" lays the 8C, then Done scores as above.
    m = deal("8C 9S 9H 9D 2H 3H 4H 6C 6D 7S", "8S 8H 8D 2C 3C 4C JH QH KH 5S", "KS")
    controller.start(m, opponent=script(TakeUpcard(), Knock(card("5S"))))
    controller.passUpcard()
    idle(controller)
    controller.layOffBest()
    assert [c for c, _ in controller.view.layoffs] == [card("8C")]
    assert controller.state.layoff_plan == ()
    controller.endLayoff()
    assert controller.match.last_result.points == 9


class StockDrawer:
    """Draws from the stock and throws the card it drew; never knocks."""

    def choose(self, view, legal, cancel=None):
        if PassUpcard() in legal:
            return PassUpcard()
        if DrawStock() in legal:
            return DrawStock()
        drawn = next(
            e.card
            for e in reversed(view.history)
            if isinstance(e, DrewStock) and e.seat == view.seat
        )
        return Discard(drawn) if drawn is not None else legal[0]


def test_drawn_hand_when_the_stock_is_down_to_two(qtbot, controller, idle):
    # Both players draw from the stock and throw what they drew, never knocking. After 29
    # draws the stock holds 2 and the hand is drawn (D12): no score, the same dealer deals.
    m = deal("AS 3S 5S 7S 9S JS KS 2H 4H 6H", "8H TH QH AD 3D 5D 7D 9D JD KD", "2C")
    finished = []
    controller.handFinished.connect(finished.append)
    controller.start(m, opponent=StockDrawer())
    controller.passUpcard()
    draws = 0
    while controller.view.phase is not Phase.HAND_OVER:
        idle(controller)
        if controller.view.phase is Phase.HAND_OVER:
            break
        before = set(controller.view.hand)
        controller.drawStock()
        draws += 1
        (new,) = set(controller.view.hand) - before
        controller.discard(new)
    assert finished and finished[0].kind == "drawn" and finished[0].points == 0
    assert controller.view.stock_count == 2
    assert draws == 15  # the non-dealer makes draws 1, 3, …, 29
    assert controller.status == "Stock down to two: the hand is drawn. Deal the next hand."
    assert controller.view.scores == (0, 0)
    controller.nextHand()
    assert controller.view.dealer == COMPUTER and controller.view.hand_number == 2


def test_refusals_when_it_is_not_the_humans_turn(qtbot, idle):
    # The human deals (first_dealer=0), so the computer decides first; a slow opponent keeps
    # the turn with the computer while the human tries to act.
    class Slow:
        def choose(self, view, legal, cancel=None):
            time.sleep(0.3)
            return PassUpcard()

    c = GameController(pace_ms=0)
    try:
        m = deal(
            "AS 3S 5S 7S 9S JS KS 2H 4H 6H", "8H TH QH AD 3D 5D 7D 9D JD KD", "2C", dealer=HUMAN
        )
        c.start(m, opponent=Slow())
        assert c.thinking
        assert c.status == "The computer decides whether to take the upcard…"
        with qtbot.waitSignal(c.moveRefused) as refused:
            c.drawStock()
        assert refused.args[0] == "computer_turn"
        idle(c)
        assert c.view.phase is Phase.FIRST_UPCARD and c.view.my_turn
        with qtbot.waitSignal(c.moveRefused) as refused:
            c.discard(card("AS"))
        assert refused.args[0] == "first_upcard"
    finally:
        c.shutdown()


def test_the_ai_runs_in_the_worker_thread_and_answers_by_signal(qtbot, controller, script):
    seen_threads = []

    class Recorder(script):
        def choose(self, view, legal, cancel=None):
            seen_threads.append(threading.get_ident())
            return super().choose(view, legal, cancel)

    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC")
    controller.start(m, opponent=Recorder(PassUpcard()))
    with qtbot.waitSignal(controller.stateChanged, check_params_cb=lambda s: not s.thinking):
        controller.passUpcard()
    assert seen_threads and seen_threads[0] != threading.get_ident()
    assert controller.view.phase is Phase.DRAW


def test_a_real_ai_plays_a_whole_hand_through_the_worker(qtbot, controller, idle):
    # The easy AI plays the computer; the human plays by the simplest rule: draw from the
    # stock, throw the highest unmelded card, knock when the engine allows it.
    controller.startGame(12345)
    hands = 0
    for _ in range(200):
        idle(controller)
        v = controller.view
        if v.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            hands += 1
            break
        legal = controller.state.legal
        if v.phase is Phase.FIRST_UPCARD:
            controller.passUpcard()
        elif v.phase is Phase.DRAW:
            controller.drawStock()
        elif v.phase is Phase.DISCARD:
            knocks = [a for a in legal if isinstance(a, Knock)]
            if knocks:
                controller.knock(knocks[0].card)
            else:
                controller.discard(
                    max((a.card for a in legal if isinstance(a, Discard)), key=lambda c: c.value)
                )
        elif v.phase is Phase.LAYOFF:
            controller.layOffBest()
            controller.endLayoff()
    assert hands == 1
    assert controller.match.all_cards_accounted()


def test_a_stale_answer_after_new_game_is_dropped(qtbot, script):
    class Slow:
        def __init__(self):
            self.answered = 0
            self.started = threading.Event()

        def choose(self, view, legal, cancel=None):
            self.started.set()
            time.sleep(0.25)
            self.answered += 1
            return legal[0]

    c = GameController(pace_ms=0)
    try:
        slow = Slow()
        c.start(
            deal(
                "AS 3S 5S 7S 9S JS KS 2H 4H 6H", "8H TH QH AD 3D 5D 7D JD 9D KD", "2C", dealer=HUMAN
            ),
            opponent=slow,
        )
        assert c.thinking and slow.started.wait(2)
        # New game while the old opponent thinks; in the new deal the human acts first.
        fresh = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC")
        c.start(fresh, opponent=script())
        assert not c.thinking
        qtbot.waitUntil(lambda: slow.answered == 1, timeout=3000)
        qtbot.wait(100)  # let the stale reply reach the GUI thread, where it is dropped
        assert fresh.record().hands[-1].actions == ()  # nothing was applied to the new game
        assert c.view.phase is Phase.FIRST_UPCARD and c.view.my_turn
    finally:
        c.shutdown()


def test_hint_goes_through_the_worker(qtbot, controller, script, idle):
    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D")
    controller.start(m, opponent=script(PassUpcard()))
    controller.passUpcard()
    idle(controller)
    controller.drawStock()
    with qtbot.waitSignal(
        controller.stateChanged, timeout=10000, check_params_cb=lambda s: s.hint is not None
    ) as hint:
        controller.requestHint()
    assert hint.args[0].hint.action in controller.state.legal


@pytest.mark.parametrize("first", ["save", "load"])
def test_save_and_resume_an_unfinished_game(qtbot, controller, tmp_path, first, script, idle):
    # The keeper saves after every change; the controller itself writes nothing.
    from ginrummy_desktop.controller import GameKeeper

    keeper = GameKeeper(controller, tmp_path)
    m = deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D")
    cpu = script(PassUpcard())
    cpu.level = "easy"  # the scripted opponent stands in for Easy
    controller.start(m, opponent=cpu)
    controller.passUpcard()
    idle(controller)
    controller.drawStock()
    assert keeper.flush()  # saves are written off the GUI thread
    if first == "load":
        other = GameController(pace_ms=0)
        try:
            match, level = GameKeeper(other, tmp_path).load()
            assert level == "easy"
            other.start(match, level=level)
            assert other.view.hand == controller.view.hand
            assert other.view.phase is Phase.DISCARD
        finally:
            other.shutdown()
    else:
        keeper.saves.path.write_text("{not json", encoding="utf-8")
        problems = []
        keeper.problem.connect(lambda key, text: problems.append(key))
        assert keeper.load() == (None, None)  # a damaged save changes nothing
        assert problems == ["save"]
        assert controller.view.phase is Phase.DISCARD
