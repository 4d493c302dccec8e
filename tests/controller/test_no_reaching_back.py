"""Keepers and views read the change record they are given and never reach back: while the
controller publishes a change, nothing reads the session, the live match or the
controller's game properties. A tripwire notes every such read during whole games played
through the window, and a control slot proves the tripwire fires."""

from __future__ import annotations

import contextlib

import pytest
from table_fixtures import open_window, wait_for_computer  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller import HUMAN, GameController
from ginrummy_desktop.engine import Match, Phase, Rules
from ginrummy_desktop.session import GameSession

# The controller's game properties (for scripts and tests, never for keepers and views).
# (``pace_ms`` is a plain attribute: the pause the window itself configured.)
GAME_PROPERTIES = (
    "state",
    "view",
    "match",
    "thinking",
    "results",
    "status",
    "opponent",
    "opponent_level",
    "seed",
    "level",
    "rules",
    "phrase",
)
# The session's operations: what a view's intent calls (allowed, even while publishing).
OPERATIONS = {
    name
    for name, value in vars(GameSession).items()
    if callable(value) and not name.startswith("_") and name != "set_player"
}


class Tripwire:
    def __init__(self) -> None:
        self.publishing = 0  # inside GameController._apply (the slots run there)
        self.in_session = 0  # inside a session operation (it may read its own match)
        self.live: Match | None = None
        self.trips: list[str] = []

    @property
    def armed(self) -> bool:
        return self.publishing > 0 and self.in_session == 0

    def trip(self, what: str) -> None:
        self.trips.append(what)

    @contextlib.contextmanager
    def entered(self, counter: str):
        setattr(self, counter, getattr(self, counter) + 1)
        try:
            yield
        finally:
            setattr(self, counter, getattr(self, counter) - 1)


@pytest.fixture
def tripwire(monkeypatch):
    wire = Tripwire()
    real_apply = GameController._apply

    def apply(self, change):
        wire.live = self.session.match
        with wire.entered("publishing"):
            real_apply(self, change)

    monkeypatch.setattr(GameController, "_apply", apply)

    for name in OPERATIONS:
        real = getattr(GameSession, name)

        def operation(self, *args, _real=real, **kwargs):
            with wire.entered("in_session"):
                return _real(self, *args, **kwargs)

        monkeypatch.setattr(GameSession, name, operation)

    real_session_get = GameSession.__getattribute__

    def session_get(self, name):
        if wire.armed and name not in OPERATIONS and not name.startswith("__"):
            wire.trip(f"session.{name}")
        return real_session_get(self, name)

    monkeypatch.setattr(GameSession, "__getattribute__", session_get)

    real_match_get = Match.__getattribute__

    def match_get(self, name):
        if wire.armed and self is wire.live and not name.startswith("__"):
            wire.trip(f"match.{name}")
        return real_match_get(self, name)

    monkeypatch.setattr(Match, "__getattribute__", match_get)

    for name in GAME_PROPERTIES:
        prop = getattr(GameController, name)

        def getter(self, _prop=prop, _name=name):
            if wire.armed:
                wire.trip(f"controller.{_name}")
            return _prop.fget(self)

        monkeypatch.setattr(GameController, name, property(getter, prop.fset))
    return wire


def play_whole_game(qtbot, w, seed: int) -> None:
    """A whole game through the window's controller: the person's moves by an Easy pilot,
    the computer's through the worker, each hand's result shown, a Hint asked once."""
    c = w.controller
    pilot = make_player("easy", seed=seed)
    c.setRules(Rules(target_score=25))
    c.newGame()  # dealt from the install's secret: it counts
    hinted = False
    for _ in range(3000):
        wait_for_computer(qtbot, c)
        m = c.match
        if m.phase is Phase.GAME_OVER:
            break
        if m.phase is Phase.HAND_OVER:
            qtbot.waitUntil(lambda: w.result_dialog.isVisible(), timeout=5000)
            w.result_dialog.accept()
            continue
        if m.to_act != HUMAN:
            qtbot.wait(2)
            continue
        if not hinted:
            c.requestHint()
            qtbot.waitUntil(lambda: c.state.hint is not None, timeout=10000)
            hinted = True
        c.play(pilot.choose(m.view(HUMAN), m.legal_actions()))
    assert c.match.phase is Phase.GAME_OVER
    qtbot.waitUntil(lambda: w.result_dialog.isVisible(), timeout=5000)
    assert w.show_game_over() is not None


def test_keepers_and_views_never_read_the_session_or_the_match(qtbot, tmp_path, tripwire):
    w = open_window(qtbot, tmp_path)
    try:
        play_whole_game(qtbot, w, seed=21)
        w.controller.abandonGame()
        w.controller.retranslate()
        assert w.keeper.flush()
        # Everything was written from the records alone: the game counted and in history.
        assert sum(s.games_won + s.games_lost for s in w.keeper.stats.levels.values()) == 1
        assert [g.status for g in w.history.history.games] in (["won"], ["lost"])
    finally:
        w.close()
    assert tripwire.trips == []


def test_the_tripwire_fires_on_a_slot_that_reaches_back(qtbot, tmp_path, tripwire):
    w = open_window(qtbot, tmp_path)
    try:
        c = w.controller

        def nosy(_change):
            c.state  # noqa: B018 - the read is the point
            c.session.match.view(HUMAN)

        c.changed.connect(nosy)
        c.startGame(5)
        c.changed.disconnect(nosy)
    finally:
        w.close()
    assert "controller.state" in tripwire.trips
    assert "session.match" in tripwire.trips and "match.view" in tripwire.trips
