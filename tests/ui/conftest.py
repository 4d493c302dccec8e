"""UI test helpers: a scripted opponent, fixed deals, and a controller factory."""

from __future__ import annotations

import pytest

import ginrummy_desktop.controller.qtfix  # noqa: F401  (PySide6 emit bug; before any emit)
from ginrummy_desktop.controller import GameController


class ScriptedOpponent:
    """Plays the given actions in order, and asserts each is legal when its turn comes —
    so a test's story and the engine's rules cannot drift apart silently."""

    def __init__(self, *actions) -> None:
        self.actions = list(actions)
        self.seen = []

    def choose(self, view, legal):
        assert self.actions, f"the script ran out; legal were {legal}"
        action = self.actions.pop(0)
        assert action in legal, f"scripted {action} is not legal; legal were {legal}"
        self.seen.append(view)
        return action


@pytest.fixture
def controller(qtbot):
    c = GameController(level="easy", pace_ms=0)
    yield c
    c.shutdown()


def wait_idle(qtbot, controller, timeout=5000):
    """Wait until the computer has nothing left to play."""
    qtbot.waitUntil(lambda: not controller.thinking, timeout=timeout)
