"""The Hint: Hard's choice (at the hint's fixed effort) plus a reason as a message key."""

from __future__ import annotations

import re
import time

from ginrummy_desktop.ai import suggest
from ginrummy_desktop.ai.hard import HardPlayer
from ginrummy_desktop.ai.hint import HINT_SAMPLES, MESSAGE_KEYS
from ginrummy_desktop.engine import Card


def test_suggestion_is_hards_choice_with_a_key(decisions_from):
    seen = set()
    slowest = 0.0
    for _, view, legal in decisions_from("easy", "normal", 12, hands=3):
        t0 = time.perf_counter()
        s = suggest(view, legal)
        slowest = max(slowest, time.perf_counter() - t0)
        assert s.action in legal
        if len(legal) > 1:
            assert s.action == HardPlayer(seed=0, samples=HINT_SAMPLES).choose(view, legal)
        assert re.fullmatch(r"hint\.[a-z_]+", s.key)
        assert s.key in MESSAGE_KEYS
        assert set(s.params) == set(MESSAGE_KEYS[s.key])
        for name, value in s.params.items():
            if name == "card":
                assert str(Card.parse(value)) == value
            else:
                assert isinstance(value, int)
        seen.add(s.key)
    assert {"hint.discard", "hint.draw_stock"} <= seen or {"hint.discard_safe"} <= seen
    # The hint runs in a worker; it must stay quick even on a busy machine.
    assert slowest < 2.0, slowest


def test_the_same_view_gives_the_same_hint(decisions_from):
    for _, view, legal in decisions_from("normal", "hard", 4, hands=1)[::4]:
        assert suggest(view, legal) == suggest(view, legal)


def test_no_suggestion_when_nothing_to_do(decisions_from):
    _, view, _ = decisions_from("easy", "easy", 3, hands=1)[0]
    assert suggest(view, ()) is None
