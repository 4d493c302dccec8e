"""Table fixtures for every test folder (registered in ``tests/conftest.py``): a scripted
opponent, a controller, a shown main window, and waiting for the computer.

Test modules are imported with ``--import-mode=importlib``, so they cannot import a conftest;
the helpers reach them as fixtures (``script``, ``idle``, ``controller``, ``window``). Qt is
imported inside the fixtures, so a run of the pure layers' tests never loads it.
"""

from __future__ import annotations

import pytest

from ginrummy_desktop.tasks.children import AI_DEADLINE_S

# How long a test waits for the computer's answer. By design it may come only after a silent
# child's deadline (``AI_DEADLINE_S``) and a decision in the lane's thread; on a machine
# under load (a second test run, a benchmark) both take seconds. A shorter wait fails a
# sound game; a longer one costs a passing test nothing.
COMPUTER_MS = int((AI_DEADLINE_S + 16) * 1000)


class ScriptedOpponent:
    """Plays the given steps in order and asserts each is legal when its turn comes, so a
    test's story and the engine's rules cannot drift apart silently. A step may be a
    function ``(view, legal) -> action`` for moves whose details the test does not fix."""

    def __init__(self, *steps) -> None:
        self.actions = list(steps)
        self.seen = []

    def choose(self, view, legal, cancel=None):
        assert self.actions, f"the script ran out; legal were {legal}"
        step = self.actions.pop(0)
        action = step(view, legal) if callable(step) else step
        assert action in legal, f"scripted {action} is not legal; legal were {legal}"
        self.seen.append(view)
        return action


@pytest.fixture
def script():
    return ScriptedOpponent


@pytest.fixture
def controller(qtbot):
    from ginrummy_desktop.controller import GameController

    c = GameController(level="easy", pace_ms=0)
    yield c
    c.shutdown()


def wait_for_computer(qtbot, controller, timeout: int = COMPUTER_MS) -> None:
    """Wait until the computer has nothing left to play."""
    qtbot.waitUntil(lambda: not controller.thinking, timeout=timeout)


@pytest.fixture
def idle(qtbot):
    """``idle(controller)``: ``wait_for_computer`` with this test's ``qtbot``."""

    def wait(controller, timeout: int = COMPUTER_MS) -> None:
        wait_for_computer(qtbot, controller, timeout)

    return wait


def open_window(qtbot, where, controller=None, *, start=False, size=(1280, 800), **changes):
    """The one way a test opens the main window: shown, at ``size``, its pace at 0.

    ``where`` is a data folder or a ``Settings``. A folder gets the quiet test settings —
    no animations, no sound (a developer's machine stays quiet; the sound tests use their
    own output), the first-game guide already seen — then ``changes`` (any setting, e.g.
    ``guide_done=False``); a ``Settings`` is used as the caller made it, the way the app
    would. ``start=True`` then starts or resumes a game as ``app.main`` does."""
    from ginrummy_desktop.settings import Settings
    from ginrummy_desktop.views import MainWindow

    if isinstance(where, Settings):
        settings = where
    else:
        settings = Settings(where)
        settings.animation_speed = "off"
        settings.sound = False
        settings.guide_done = True
    for name, value in changes.items():
        setattr(settings, name, value)
    w = MainWindow(settings, controller=controller)
    w.controller.setPaceMs(0)
    qtbot.addWidget(w)
    if size is not None:
        w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    if start:
        w.start_or_resume()
    return w


@pytest.fixture
def window(qtbot, tmp_path):
    """A shown main window on a fresh data folder (``open_window``)."""
    w = open_window(qtbot, tmp_path)
    yield w
    w.close()
