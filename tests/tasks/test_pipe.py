"""Both ends of the pipe to a child process (``tasks.pipe``), driven from the task service:
a request's cancel token reaches the child, and a child that falls silent is killed.

No assertion is about wall-clock time: the child must answer a cancel within the grace the
test sets (100 ms), or the parent gives up on it, kills it and the next request meets a new
child — so "the same child answered the next request" is what proves the cancel arrived in
time. Every wait is on an event or a message."""

from __future__ import annotations

import logging
import os
import signal
import sys
import threading
from pathlib import Path

import pytest

from ginrummy_desktop.tasks.pipe import ChildFailed, ChildProcess
from ginrummy_desktop.tasks.service import GAME, TaskService

sys.path.insert(0, str(Path(__file__).parent))  # the child imports its loop by name
import pipe_children  # noqa: E402

GUARD_S = 20  # a failure guard, never a measurement


@pytest.fixture
def child():
    proc = ChildProcess(pipe_children.target, "ginrummy-test")
    proc.cancel_grace_s = 0.1  # the child must hear a cancel within 100 ms
    yield proc
    proc.shutdown()
    assert proc.pid is None


def gone(pid: int) -> bool:
    try:
        return os.waitpid(pid, os.WNOHANG) != (0, 0)
    except ChildProcessError:
        return True


def test_a_cancel_reaches_the_child_within_its_grace(child):
    service = TaskService()  # delivered in the lane: the test waits on events
    started = threading.Event()
    posted = threading.Semaphore(0)  # one release a message: two quick ones are both counted
    replies, raw = [], []

    def work(token, progress):
        return child.call("search", token, on_progress=lambda *a: started.set())

    request = service.submit(GAME, work, on_done=replies.append)
    assert started.wait(GUARD_S)
    first = child.pid
    service._post = lambda message: (raw.append(message), posted.release())  # see the dropped
    request.cancel()  # the request's token is the only flag the asker sets
    follow_up = service.submit(GAME, lambda token, progress: child.call("pid", token))
    assert posted.acquire(timeout=GUARD_S)
    assert raw[0].request is request and raw[0].error is None
    assert raw[0].value == ("heard", first)  # the child itself answered the cancel in time
    assert not service.deliver(raw[0]) and replies == []  # …and the late answer is dropped
    assert posted.acquire(timeout=GUARD_S)
    assert raw[1].request is follow_up and raw[1].value == first  # the same child goes on
    assert service.shutdown()


def test_a_stopped_child_is_killed_at_its_silence_deadline_and_replaced(child):
    child.deadline_s = 0.5
    heard = threading.Event()
    pids = []

    def on_progress(what, pid):
        pids.append(pid)
        heard.set()

    failure = []

    def ask():
        try:
            child.call("search", threading.Event(), on_progress=on_progress)
        except ChildFailed as exc:
            failure.append(str(exc))

    asker = threading.Thread(target=ask)
    asker.start()
    assert heard.wait(GUARD_S)
    os.kill(pids[0], signal.SIGSTOP)  # silent from now on: no progress, no answer
    asker.join(GUARD_S)
    assert not asker.is_alive()
    assert failure and "did not answer within" in failure[0]
    assert gone(pids[0])  # killed, not left behind stopped
    assert child.call("pid") != pids[0]  # the next request meets a new child


def test_a_shut_down_child_does_not_start_again(child):
    assert child.call("pid") != os.getpid()
    child.shutdown()
    with pytest.raises(ChildFailed):
        child.call("pid")


@pytest.mark.parametrize("how", ["shutdown", "stop"])
def test_a_request_cut_short_by_closing_is_not_logged_as_a_failure(child, caplog, how):
    """Closing the app (``shutdown``) or a review window (``stop``) while the coach works is
    normal: the asker hears ChildFailed, and the log says the child was stopped, not that
    it failed."""
    started = threading.Event()
    failure = []

    def ask():
        try:
            child.call("search", threading.Event(), on_progress=lambda *a: started.set())
        except ChildFailed as exc:
            failure.append(exc)

    asker = threading.Thread(target=ask)
    asker.start()
    assert started.wait(GUARD_S)
    pid = child.pid
    os.kill(pid, signal.SIGSTOP)  # it cannot even answer the cancel
    with caplog.at_level(logging.INFO, logger="ginrummy_desktop.tasks.pipe"):
        getattr(child, how)()
        asker.join(GUARD_S)
    assert not asker.is_alive() and failure
    assert gone(pid)
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    assert any("stopped under a request" in r.getMessage() for r in caplog.records)
