"""Nothing depends on the order in which slots hear a change: the same game, played in two
windows whose keeper and window slots were connected in opposite orders, shows the same
screens at every step and writes the same statistics and history."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from table_fixtures import open_window, wait_for_computer  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller import HUMAN, keeper
from ginrummy_desktop.engine import Phase, Rules
from ginrummy_desktop.persistence import SECRET_NAME
from ginrummy_desktop.persistence.seal import Secret


def screen(w) -> dict:
    """What the player sees: the table's lines and buttons, the cards in each model, the
    menus, and the statistics the window would show."""
    t, m = w.table, w.models
    column = lambda model, role: tuple(  # noqa: E731
        model.index(row, 0).data(role) for row in range(model.rowCount())
    )
    return {
        "status": t.status_label.text(),
        "move": t.move_label.text(),
        "buttons": tuple(
            b.text() for b in t.findChildren(QPushButton) if b.isVisible() and b.isEnabled()
        ),
        "hand": tuple(map(str, m.hand.cards)),
        "pile": tuple(map(str, m.pile.cards)),
        "melds": (t.melds_box.isVisible(), m.melds.rowCount()),
        "log": column(m.moves, Qt.ItemDataRole.DisplayRole),
        "menus": tuple((name, a.isEnabled()) for name, a in sorted(w.actions_by_name.items())),
        "stats": {level: vars(s).copy() for level, s in w.keeper.stats.levels.items()},
        "result": w.result_dialog.isVisible() if w._result_dialog is not None else False,
    }


def reverse_connections(w) -> None:
    """The window hears each change before the keeper (the default is the other way)."""
    c = w.controller
    c.changed.disconnect(w.keeper.apply)
    c.changed.disconnect(w._show)
    c.changed.connect(w._show)
    c.changed.connect(w.keeper.apply)


def test_the_order_of_connections_changes_nothing(qtbot, tmp_path, monkeypatch):
    # The same game ids in both folders (each window asks in turn: 1, 1, 2, 2 …) and the
    # same key: the same deals, and both games count.
    ids = itertools.count(1)
    monkeypatch.setattr(keeper, "new_game_id", lambda: f"{(next(ids) + 1) // 2:032x}")
    # A fixed key, so the game is the same on every run (a long one: several hands).
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        (tmp_path / name / SECRET_NAME).write_text(Secret(bytes(range(32))).file_text())
    a = open_window(qtbot, tmp_path / "a")
    b = open_window(qtbot, tmp_path / "b")
    reverse_connections(b)
    windows = (a, b)
    pilots = [make_player("easy", seed=9) for _ in windows]
    try:
        for w in windows:
            w.controller.setRules(Rules(target_score=25))
            w.controller.newGame()
        steps = 0
        for _ in range(3000):
            for w in windows:
                wait_for_computer(qtbot, w.controller)
            assert screen(a) == screen(b), f"after step {steps}"
            match = a.controller.match
            assert b.controller.match.record() == match.record()
            if match.phase is Phase.GAME_OVER:
                break
            if match.phase is Phase.HAND_OVER:
                for w in windows:
                    qtbot.waitUntil(lambda w=w: w.result_dialog.isVisible(), timeout=5000)
                    w.result_dialog.accept()
            elif match.to_act == HUMAN:
                for w, pilot in zip(windows, pilots, strict=True):
                    m = w.controller.match
                    w.controller.play(pilot.choose(m.view(HUMAN), m.legal_actions()))
            steps += 1
        assert a.controller.match.phase is Phase.GAME_OVER and steps > 20
        for w in windows:
            assert w.keeper.flush()
        won = [
            sum(s.games_won + s.games_lost for s in w.keeper.stats.levels.values()) for w in windows
        ]
        assert won == [1, 1]
        history = [[(g.status, len(g.hands)) for g in w.history.history.games] for w in windows]
        # The game-over summary's "before" figures: the statistics as the game began.
        level = a.controller.state.level
        assert a.keeper.stats_before(level) == b.keeper.stats_before(level)
        assert history[0] == history[1] and len(history[0]) == 1
    finally:
        for w in windows:
            w.close()


def test_the_record_comes_first_then_its_parts_in_the_documented_order(qtbot, controller):
    """``changed`` carries the whole record; the part signals follow it in the order
    docs/architecture.md gives."""
    from table_deals import deal  # tests/support

    from ginrummy_desktop.engine import PassUpcard, TakeUpcard

    heard = []
    names = ("changed", "gameStarted", "moveRefused", "stateChanged", "eventsOccurred")
    for name in names:
        getattr(controller, name).connect(lambda *_, name=name: heard.append(name))

    class Passes:
        def choose(self, view, legal, cancel=None):
            return PassUpcard()

    controller.start(
        deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC"),
        opponent=Passes(),
    )
    assert heard == ["changed", "gameStarted", "stateChanged"]
    heard.clear()
    controller.passUpcard()
    wait_for_computer(qtbot, controller)
    heard.clear()
    controller.play(TakeUpcard())  # refused: after two passes the stock is drawn (D6)
    controller.drawStock()
    assert heard == ["changed", "moveRefused", "changed", "stateChanged", "eventsOccurred"]
