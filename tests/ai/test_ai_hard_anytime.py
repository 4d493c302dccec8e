"""Hard honours its deadline and its cancel flag: it answers within budget + 100 ms
and stops within 100 ms of being cancelled from another thread, with a legal answer."""

from __future__ import annotations

import threading
import time

import pytest

from ginrummy_desktop.ai import INTERACTIVE_BUDGET_MS
from ginrummy_desktop.ai.hard import HardPlayer


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


@pytest.mark.parametrize("budget", [150, INTERACTIVE_BUDGET_MS])
def test_budget_is_honoured(searching_positions, budget):
    for view, legal in searching_positions[:4]:
        player = HardPlayer(seed=3, budget_ms=budget)
        t0 = time.perf_counter()
        action = player.choose(view, legal)
        elapsed = (time.perf_counter() - t0) * 1000
        assert action in legal
        assert elapsed <= budget + 100, elapsed
        assert player.last_samples >= 4  # it did use the time


def _time_cancel(view, legal, cancel_via_event: bool):
    player = HardPlayer(seed=3, samples=10**9)  # would run for ages
    event = threading.Event()
    box = {}

    def work():
        box["action"] = player.choose(view, legal, cancel=event if cancel_via_event else None)
        box["done"] = time.perf_counter()

    t = threading.Thread(target=work)
    t.start()
    time.sleep(0.3)
    assert t.is_alive(), "the search ended before it was cancelled"
    cancelled_at = time.perf_counter()
    if cancel_via_event:
        event.set()
    else:
        player.cancel()
    t.join(5)
    assert not t.is_alive()
    assert box["action"] in legal
    return (box["done"] - cancelled_at) * 1000


@pytest.mark.parametrize("via_event", [False, True])
def test_cancel_stops_within_100_ms(searching_positions, via_event):
    view, legal = searching_positions[0]
    assert _time_cancel(view, legal, via_event) <= 100


def test_without_budget_the_sample_count_is_fixed(searching_positions):
    view, legal = searching_positions[0]
    a, b = HardPlayer(seed=4, samples=7), HardPlayer(seed=4, samples=7)
    assert a.choose(view, legal) == b.choose(view, legal)
    assert a.last_samples == b.last_samples > 0
    assert a.last_samples % 7 == 0
