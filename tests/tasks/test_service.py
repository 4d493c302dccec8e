"""The task service without Qt: lanes that never wait for each other, one cancel token per
request, one stale check at delivery, and a shutdown that joins every lane.

Every wait here is on an event; the timeouts only keep a broken service from hanging the
suite (no assertion is about how long anything took)."""

from __future__ import annotations

import queue
import threading

import pytest

from ginrummy_desktop.tasks.service import COACH, GAME, PRELOAD, Progress, Reply, TaskService

GUARD_S = 20  # a failure guard, never a measurement


def lane_threads(service):
    return [lane.thread for lane in service._lanes.values() if lane.thread is not None]


@pytest.fixture
def inbox():
    """Messages posted by the lanes, delivered by the test's own thread (as the GUI thread
    delivers them in the app)."""
    return queue.Queue()


@pytest.fixture
def service(inbox):
    s = TaskService(post=inbox.put)
    yield s
    assert s.shutdown()


def deliver_next(service, inbox):
    message = inbox.get(timeout=GUARD_S)
    return message, service.deliver(message)


def test_a_request_is_answered_in_its_lane_and_delivered_once(service, inbox):
    answers = []
    request = service.submit(GAME, lambda token, progress: 6 * 7, tag="t", on_done=answers.append)
    assert service.pending() == 1
    message, delivered = deliver_next(service, inbox)
    assert delivered and isinstance(message, Reply) and message.request is request
    assert [(a.value, a.tag, a.error) for a in answers] == [(42, "t", None)]
    assert service.pending() == 0
    assert threading.current_thread().name not in {t.name for t in lane_threads(service)}
    assert [t.name for t in lane_threads(service)] == ["ginrummy-game"]  # only the lane asked


def test_lanes_do_not_wait_for_each_other(service, inbox):
    gate = threading.Event()
    started = threading.Event()

    def slow_move(token, progress):
        started.set()
        gate.wait(GUARD_S)
        return "move"

    answers = []
    service.submit(GAME, slow_move, on_done=answers.append)
    assert started.wait(GUARD_S)  # the game's lane is busy
    service.submit(COACH, lambda token, progress: "verdict", on_done=answers.append)
    service.submit(PRELOAD, lambda token, progress: "imported", on_done=answers.append)
    for _ in range(2):  # both answered while the game's request still runs
        deliver_next(service, inbox)
    assert sorted(a.value for a in answers) == ["imported", "verdict"]
    assert not gate.is_set()
    gate.set()
    deliver_next(service, inbox)
    assert answers[-1].value == "move"


def test_a_late_answer_of_a_cancelled_or_superseded_request_is_dropped(service, inbox):
    gate = threading.Event()
    started = threading.Event()

    def stubborn(token, progress):  # ignores its token: its answer comes anyway, late
        started.set()
        gate.wait(GUARD_S)
        progress("late")
        return "old"

    answers, progress_seen = [], []
    old = service.submit(
        GAME, stubborn, owner="game", on_done=answers.append, on_progress=progress_seen.append
    )
    assert started.wait(GUARD_S)
    assert service.cancel(owner="game") == 1  # a new game supersedes the old request
    new = service.submit(GAME, lambda token, progress: "new", owner="game", on_done=answers.append)
    assert old.cancelled and old.token.is_set() and not new.cancelled
    gate.set()
    late_progress, delivered = deliver_next(service, inbox)
    assert isinstance(late_progress, Progress) and not delivered
    late, delivered = deliver_next(service, inbox)
    assert late.request is old and late.value == "old" and not delivered
    current, delivered = deliver_next(service, inbox)
    assert current.request is new and delivered
    assert [a.value for a in answers] == ["new"] and progress_seen == []


def test_a_request_cancelled_while_it_waits_never_runs(service, inbox):
    gate = threading.Event()
    ran = []
    service.submit(GAME, lambda token, progress: gate.wait(GUARD_S))
    waiting = service.submit(GAME, lambda token, progress: ran.append("ran"))
    waiting.cancel()  # from any thread: its token is all there is to set
    last = service.submit(GAME, lambda token, progress: "last")
    gate.set()
    messages = [inbox.get(timeout=GUARD_S) for _ in range(2)]
    assert [m.request for m in messages][-1] is last
    assert ran == [] and all(m.request is not waiting for m in messages)


def test_cancelling_reaches_the_running_work_through_its_token(service, inbox):
    started = threading.Event()

    def search(token, progress):
        started.set()
        token.wait(GUARD_S)  # a search checks its token between worlds
        return "best so far" if token.is_set() else "never cancelled"

    request = service.submit(COACH, search, owner="review")
    assert started.wait(GUARD_S)
    other = service.submit(GAME, lambda token, progress: "move", owner="game")
    service.cancel(owner="review")  # one owner's requests only
    messages = {m.request: m for m in (inbox.get(timeout=GUARD_S) for _ in range(2))}
    assert messages[request].value == "best so far"
    assert not service.deliver(messages[request]) and service.deliver(messages[other])


def test_a_failing_task_is_reported_and_its_lane_goes_on(service, inbox):
    answers = []

    def broken(token, progress):
        raise ValueError("a bug in the work")

    service.submit(GAME, broken, on_done=answers.append)
    service.submit(GAME, lambda token, progress: "next", on_done=answers.append)
    for _ in range(2):
        deliver_next(service, inbox)
    assert "ValueError: a bug in the work" in answers[0].error and answers[0].value is None
    assert answers[1].value == "next"


def test_a_held_service_starts_its_lanes_on_release(service, inbox):
    service.hold()
    request = service.submit(GAME, lambda token, progress: "first")
    assert service.held and not service.running(GAME) and inbox.empty()
    service.release()
    message, delivered = deliver_next(service, inbox)
    assert delivered and message.request is request and service.running(GAME)


def test_shutdown_cancels_and_joins_every_lane(inbox):
    service = TaskService(post=inbox.put)
    started = [threading.Event() for _ in range(2)]

    def until_cancelled(i):
        def work(token, progress):
            started[i].set()
            token.wait(GUARD_S)
            return token.is_set()

        return work

    running = [service.submit(lane, until_cancelled(i)) for i, lane in enumerate((GAME, COACH))]
    queued = service.submit(GAME, lambda token, progress: "never")
    assert all(e.wait(GUARD_S) for e in started)
    threads = lane_threads(service)
    assert len(threads) == 2
    assert service.shutdown()
    assert not any(t.is_alive() for t in threads)
    assert all(r.cancelled for r in running) and queued.cancelled
    while not inbox.empty():  # the cancelled answers came back, and are dropped
        assert not service.deliver(inbox.get())
    assert service.shutdown()  # twice is harmless
    late = service.submit(GAME, lambda token, progress: None)  # a window's late timer
    assert late.cancelled and not service.running(GAME) and inbox.empty()


def test_without_a_post_answers_are_delivered_in_the_lane(inbox):
    service = TaskService()
    done = threading.Event()
    where = []

    def on_done(reply):
        where.append(threading.current_thread().name)
        done.set()

    service.submit(PRELOAD, lambda token, progress: None, on_done=on_done)
    assert done.wait(GUARD_S)
    assert where == ["ginrummy-preload"]
    assert service.shutdown()
