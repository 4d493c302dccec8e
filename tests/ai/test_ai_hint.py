"""The Hint: Normal's choice plus a reason as a message key with parameters (issue 3)."""

from __future__ import annotations

import re

from ginrummy_desktop.ai import make_player, suggest
from ginrummy_desktop.ai.hint import MESSAGE_KEYS
from ginrummy_desktop.engine import Card


def test_suggestion_is_normals_choice_with_a_key(decisions_from):
    seen = set()
    for seat, view, legal in decisions_from("easy", "normal", 12, hands=3):
        s = suggest(view, legal)
        assert s.action in legal
        if len(legal) > 1:
            assert s.action == make_player("normal", seed=seat).choose(view, legal)
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


def test_no_suggestion_when_nothing_to_do(decisions_from):
    _, view, _ = decisions_from("easy", "easy", 3, hands=1)[0]
    assert suggest(view, ()) is None
