"""The coach on its lane of the task service: its child process has a silence deadline like
the AI's, so a stopped child costs one evaluation's wait, never the review."""

from __future__ import annotations

import os
import signal

import pytest
from review_hands import hand_with_bad_discard  # tests/support

from ginrummy_desktop.controller.coach import Coach
from ginrummy_desktop.review import replay

GUARD_MS = 120_000  # a failure guard for a loaded machine, never a measurement


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:  # still in the process table: only a zombie nobody reaped yet counts as gone
        return os.waitpid(pid, os.WNOHANG) != (0, 0)
    except ChildProcessError:
        return False


@pytest.mark.qt_log_level_fail("WARNING")
def test_a_stopped_coach_child_is_killed_replaced_and_the_review_goes_on(qtbot):
    rep = replay(hand_with_bad_discard())
    coach = Coach()  # a service of its own, shut down with it
    first = None
    try:
        with qtbot.waitSignal(coach.finished, timeout=GUARD_MS):
            coach.review(rep, worlds=20)  # the child is up and has imported the AI
        child = coach._process
        first = child.pid
        assert first is not None and first != os.getpid()
        child.deadline_s = 1.0  # the review's is several seconds; the same path, sooner

        seen, failed = [], []
        coach.failed.connect(lambda move, text: failed.append(move))
        # The child reports every few worlds: a report from it means it is evaluating.
        coach.progress.connect(lambda done, total, worlds, of: seen.append(worlds))
        total = coach.review(rep, worlds=200)
        assert total >= 3
        qtbot.waitUntil(lambda: any(seen), timeout=GUARD_MS)
        os.kill(first, signal.SIGSTOP)  # silent from now on, in the middle of an evaluation
        with qtbot.waitSignal(coach.finished, timeout=GUARD_MS) as finished:
            pass
        assert failed == []  # the stopped child's evaluation was done in the lane instead
        assert len(coach.verdicts) == total and finished.args[0] is not None
        qtbot.waitUntil(lambda: gone(first), timeout=GUARD_MS)  # killed, not left stopped
        assert child.pid is not None and child.pid != first  # a new child took over
    finally:
        coach.shutdown()
        if first is not None and not gone(first):
            os.kill(first, signal.SIGKILL)
    assert not coach._tasks.running("coach") and child.pid is None
