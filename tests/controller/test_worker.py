"""The Qt side of the task service: answers come back to the GUI thread by a queued signal,
a cancelled request's answer never arrives, and shutting down joins every lane — with no Qt
warning ("QThread: Destroyed while thread is still running" or any other)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QObject
from table_deals import deal  # tests/support

from ginrummy_desktop.controller import COMPUTER, HUMAN, GameController, qt_task_service
from ginrummy_desktop.engine import PassUpcard
from ginrummy_desktop.tasks.service import COACH, GAME, PRELOAD

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

GUARD_MS = 20_000  # a failure guard, never a measurement
HANDS = ("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D")


def test_answers_and_progress_arrive_in_the_gui_thread(qtbot):
    owner = QObject()
    service = qt_task_service(owner)
    where, values = [], []

    def work(token, progress):
        progress(1, 2)
        return threading.current_thread().name

    def on_done(reply):
        where.append(threading.current_thread() is threading.main_thread())
        values.append(reply.value)

    for lane in (GAME, COACH, PRELOAD):
        service.submit(lane, work, on_done=on_done, on_progress=lambda *a: where.append(a))
    qtbot.waitUntil(lambda: len(values) == 3, timeout=GUARD_MS)
    assert sorted(values) == ["ginrummy-coach", "ginrummy-game", "ginrummy-preload"]
    assert where.count((1, 2)) == 3 and all(w for w in where if w != (1, 2))
    assert service.shutdown()


class Waiter:
    """A computer player that thinks until its request is cancelled."""

    level = "scripted"

    def __init__(self) -> None:
        self.started = threading.Event()
        self.cancelled = threading.Event()

    def choose(self, view, legal, cancel=None):
        self.started.set()
        cancel.wait(GUARD_MS / 1000)
        if cancel.is_set():
            self.cancelled.set()
        return PassUpcard()


def test_a_new_game_cancels_the_computer_and_its_late_answer_is_dropped(qtbot):
    c = GameController(pace_ms=0)
    try:
        waiter = Waiter()
        c.start(deal(*HANDS, dealer=HUMAN), opponent=waiter)
        assert c.match.to_act == COMPUTER and waiter.started.wait(GUARD_MS / 1000)
        old, asked = c.match, c.tasks._pending.copy()
        seen, delivered = [], []
        c.changed.connect(seen.append)
        deliver = c.tasks.deliver

        def spy(message):  # what reaches the one stale check, and what it decides
            delivered.append((message.request, deliver(message)))

        c.tasks.deliver = spy
        c.start(deal(*HANDS, dealer=COMPUTER), opponent=Waiter())  # the person deals next
        assert waiter.cancelled.wait(GUARD_MS / 1000)  # the token reached the running search
        qtbot.waitUntil(lambda: bool(delivered), timeout=GUARD_MS)  # the late answer came…
        assert delivered == [(next(iter(asked.values())), False)]  # …and was dropped
        assert c.match is not old and c.match.to_act == HUMAN
        assert len(seen) == 1  # the new game's one change; the old answer made none
        assert c.tasks.pending(owner=c) == 0
    finally:
        assert c.shutdown()
    assert not c.tasks.running(GAME)


def test_shutdown_joins_a_lane_whose_work_is_running(qtbot):
    c = GameController(pace_ms=0)
    waiter = Waiter()
    c.start(deal(*HANDS, dealer=HUMAN), opponent=waiter)
    assert waiter.started.wait(GUARD_MS / 1000) and c.tasks.running(GAME)
    assert c.shutdown()  # cancelled, answered, joined
    assert waiter.cancelled.is_set() and not c.tasks.running(GAME)
    assert not [t for t in threading.enumerate() if t.name == "ginrummy-game" and t.is_alive()]
    with qtbot.waitSignal(c.destroyed, timeout=GUARD_MS):
        c.deleteLater()
