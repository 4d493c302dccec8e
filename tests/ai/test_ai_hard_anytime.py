"""Hard honours its deadline and its cancel flag: it stops within one world of either, with
a legal answer. The worlds' time comes from a clock the test moves, so the rule is checked
without timing a shared machine; the real latencies are printed by ``benchmarks/panel.py``
(per decision) and ``benchmarks/task_cancel.py`` (a cancel reaching the AI child)."""

from __future__ import annotations

import threading

import pytest

from ginrummy_desktop.ai import INTERACTIVE_BUDGET_MS
from ginrummy_desktop.ai.hard import MIN_SAMPLES, HardPlayer


@pytest.fixture(scope="module")
def searching_positions(decisions_from):
    """Seeded positions where Hard really searches (it plays worlds out), found by asking a
    small Hard on every Hard decision of a short seeded game."""
    found = []
    for seed in (5, 6, 7):
        for seat, view, legal in decisions_from("hard", "normal", seed, hands=2):
            if seat != 0 or len(legal) < 2:
                continue
            probe = HardPlayer(seed=1, samples=2)
            probe.choose(view, legal)
            if probe.last_samples:
                found.append((view, legal))
        if len(found) >= 4:
            break
    assert found, "no position made Hard search"
    return found


class StepClock:
    """A clock that moves ``step`` seconds at every reading: Hard reads it once per world,
    so each world seems to take ``step``, whatever the machine's load."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 1000.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


class CancelAfter:
    """A cancel flag that is set after it has been asked ``n`` times (once per world)."""

    def __init__(self, n: int) -> None:
        self.asked, self.n = 0, n

    def is_set(self) -> bool:
        self.asked += 1
        return self.asked > self.n


@pytest.mark.parametrize("budget", [150, INTERACTIVE_BUDGET_MS])
def test_the_deadline_stops_the_search_within_one_world(searching_positions, budget):
    """Worlds that each seem to take 10 ms: Hard stops at its deadline — its last reading
    of the clock is at most one world past it — after at least the minimum of worlds."""
    for view, legal in searching_positions[:4]:
        player = HardPlayer(seed=3, budget_ms=budget)
        player.clock = clock = StepClock(0.010)
        start = clock.now
        action = player.choose(view, legal)
        assert action in legal
        assert MIN_SAMPLES <= player.last_samples <= budget / 10 + 2 * MIN_SAMPLES
        assert (clock.now - start) * 1000 <= budget + 10 * (1 + 2 * MIN_SAMPLES)


@pytest.mark.parametrize("after", [0, 5])
def test_a_cancel_stops_the_search_at_the_next_world(searching_positions, after):
    """A search that would run for ages stops as soon as its flag is seen set, with a
    legal answer: Hard looks at the flag before every world."""
    view, legal = searching_positions[0]
    player = HardPlayer(seed=3, samples=10**9)
    flag = CancelAfter(after)
    action = player.choose(view, legal, cancel=flag)
    assert action in legal
    assert player.last_samples <= after
    assert flag.asked <= after + 4  # stopped where it first saw the flag set


def test_cancel_from_another_thread_ends_the_search(searching_positions):
    """``cancel()`` from another thread ends a search that would otherwise run for ages."""
    view, legal = searching_positions[0]
    player = HardPlayer(seed=3, samples=10**9)
    started, box = threading.Event(), {}
    clock = player.clock

    def seen_started():
        started.set()
        return clock()

    player.clock = seen_started
    worker = threading.Thread(target=lambda: box.setdefault("action", player.choose(view, legal)))
    worker.start()
    assert started.wait(30)
    player.cancel()
    worker.join(30)
    assert not worker.is_alive() and box["action"] in legal


def test_without_budget_the_sample_count_is_fixed(searching_positions):
    view, legal = searching_positions[0]
    a, b = HardPlayer(seed=4, samples=7), HardPlayer(seed=4, samples=7)
    assert a.choose(view, legal) == b.choose(view, legal)
    assert a.last_samples == b.last_samples > 0
    assert a.last_samples % 7 == 0
