"""Hard decides in a child process driven by the game's lane (the GUI keeps its core)."""

import os
import signal
import threading
import time

from table_fixtures import open_window  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller.opponents import LazyOpponent
from ginrummy_desktop.engine import Match, PassUpcard, Phase, Rules
from ginrummy_desktop.tasks.children import AiProcess


def a_view(seed=3):
    m = Match(Rules(), seed=seed)
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(m.legal_actions()[0])  # the non-dealer draws: 11 cards, a real choice
    return m.view(m.to_act), m.legal_actions()


def test_process_answers_like_the_same_player_in_thread():
    proc = AiProcess()
    try:
        view, legal = a_view()
        here = make_player("hard", seed=11).choose(view, legal)
        there = LazyOpponent("hard", 11, process=proc).choose(view, legal)
        assert there == here and there in legal
        assert proc._proc is not None and proc._proc.is_alive()
        assert proc._proc.pid != os.getpid()  # a separate interpreter
    finally:
        proc.shutdown()
    assert proc._proc is None


def test_cancel_reaches_the_child_quickly():
    """Hard in the child answers a cancelled decision with its best so far within 100 ms:
    past that grace the parent would give up on it (``ChildFailed``, re-raised for a
    cancelled decision) and kill it."""
    proc = AiProcess()
    proc.cancel_grace_s = 0.1
    try:
        view, legal = a_view(5)
        opp = LazyOpponent("hard", 2, process=proc)
        opp.choose(view, legal)  # warm: the child is up and has imported
        child = proc.pid
        cancel = threading.Event()
        cancel.set()  # cancelled as it is asked: the child hears it at its first check
        assert opp.choose(view, legal, cancel) in legal
        assert proc.pid == child  # it answered in time: not killed
    finally:
        proc.shutdown()


def test_a_dead_child_falls_back_to_the_worker_thread():
    proc = AiProcess()
    view, legal = a_view(7)
    opp = LazyOpponent("hard", 4, process=proc)
    opp.choose(view, legal)
    proc.shutdown()  # the child is gone and cannot restart
    assert opp.choose(view, legal) in legal  # decided here instead; the game goes on


def test_a_stopped_child_is_noticed_replaced_and_the_game_goes_on():
    proc = AiProcess()
    proc.deadline_s = 1.0  # the game's is a few seconds; the same path, sooner
    try:
        view, legal = a_view(9)
        opp = LazyOpponent("hard", 6, process=proc, budget_ms=100)
        assert opp.choose(view, legal) in legal  # the child is up
        stopped = proc.pid
        os.kill(stopped, signal.SIGSTOP)  # stopped while the computer is to move
        answers = []
        worker = threading.Thread(target=lambda: answers.append(opp.choose(view, legal)))
        worker.start()
        worker.join(15)
        assert not worker.is_alive(), "the stopped child stalled the game"
        assert answers and answers[0] in legal  # decided in the lane's thread instead
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:  # the stopped child was killed, not left behind
            try:
                os.kill(stopped, 0)
                if os.waitpid(stopped, os.WNOHANG) != (0, 0):
                    break
            except (ProcessLookupError, ChildProcessError):
                break
            time.sleep(0.05)
        else:
            raise AssertionError("the stopped child is still there")
        assert opp.choose(view, legal) in legal  # a new child answers the next decision
        assert proc.pid is not None and proc.pid != stopped
    finally:
        proc.shutdown()


def test_quick_levels_stay_in_thread():
    proc = AiProcess()
    opp = LazyOpponent("easy", 1, process=proc)
    view, legal = a_view()
    assert opp.choose(view, legal) in legal
    assert proc._proc is None  # never started for Easy
    proc.shutdown()


def test_controller_with_hard_plays_through_the_child(qtbot):
    from ginrummy_desktop.controller import GameController

    c = GameController(level="hard", pace_ms=0)
    try:
        c.startGame(9)
        for _ in range(200):
            m = c.match
            if m.phase in (Phase.HAND_OVER, Phase.GAME_OVER) or m.to_act != 0:
                if m.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                    break
                qtbot.waitUntil(lambda: not c.thinking, timeout=20000)
                continue
            c.play(make_player("easy", seed=1).choose(m.view(0), m.legal_actions()))
        assert c.tasks.child("ai")._proc is not None  # Hard asked the child
    finally:
        c.shutdown()
    assert c.tasks.child("ai")._proc is None  # and it was stopped on shutdown


def test_closing_the_window_with_a_stopped_ai_child_does_not_wait_for_it(qtbot, tmp_path):
    """The child is frozen (SIGSTOP) while the computer waits for its answer: closing the
    window cancels, stops the child without waiting for it, and every lane ends."""
    from ginrummy_desktop.controller import HUMAN
    from ginrummy_desktop.engine import Knock

    w = open_window(qtbot, tmp_path, size=None, level="hard")
    w.new_game()
    c = w.controller
    ai = c.tasks.child("ai")
    for _ in range(60):  # until Hard has asked its child once and it is the human's turn
        qtbot.waitUntil(lambda: not c.thinking, timeout=20000)
        if c.match.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            c.nextHand()
            continue
        # Enough stock that the human's discard cannot end the hand as drawn (D12): the
        # computer's next turn must be asked of the child.
        stock = c.match.view(HUMAN).stock_count
        if c.match.to_act == HUMAN and ai._proc is not None and stock > 4:
            break
        assert c.play(next(a for a in c.match.legal_actions() if not isinstance(a, Knock)))
    child = ai._proc
    assert child is not None and c.match.to_act == HUMAN
    os.kill(child.pid, signal.SIGSTOP)
    try:
        while c.match.to_act == HUMAN:  # a draw keeps the turn; the discard passes it
            assert c.play(next(a for a in c.match.legal_actions() if not isinstance(a, Knock)))
        assert c.thinking  # the request goes to the frozen child
        w.close()
        assert not child.is_alive()
        assert c.shutdown()  # every lane ended (closing already shut it down)
        assert not c.tasks.running("game")
    finally:
        if child.is_alive():
            os.kill(child.pid, signal.SIGKILL)


def test_a_failed_childs_decision_is_made_here_from_the_same_request(monkeypatch):
    """Deep in a game (Hard's memory of its opponent is in the view's results), the child's
    answer and the lane's own answer after the child failed are one request, one answer."""
    from ginrummy_desktop.ai.service import Decider

    match = Match(Rules(target_score=150), seed=31)
    players = [make_player("normal", seed=s) for s in (5, 6)]
    while len(match.results) < 2 or match.to_act != 1 or match.phase is not Phase.DISCARD:
        assert match.phase is not Phase.GAME_OVER
        if match.phase is Phase.HAND_OVER:
            match.deal_next()
            continue
        seat = match.to_act
        match.apply(players[seat].choose(match.view(seat), match.legal_actions()), seat=seat)
    view, legal = match.view(1), match.legal_actions()
    assert len(view.results) >= 2

    sent, decided_here = [], []
    proc = AiProcess()
    call = proc.call
    monkeypatch.setattr(
        proc, "call", lambda request, *a, **k: sent.append(request) or call(request, *a, **k)
    )
    decide = Decider.__call__
    monkeypatch.setattr(
        Decider, "__call__", lambda self, r, *a: decided_here.append(r) or decide(self, r, *a)
    )
    try:
        there = LazyOpponent("hard", 4, process=proc).choose(view, legal)
    finally:
        proc.shutdown()
    here = LazyOpponent("hard", 4, process=proc).choose(view, legal)  # the child cannot start
    assert here == there and here in legal
    # The child got the request twice (the second time it could not start), and the lane
    # answered that same request itself.
    assert len(sent) == 2 and sent[0] == sent[1] and decided_here == [sent[0]]
