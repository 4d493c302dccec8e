"""The game session is a library without Qt: it imports, and whole games are played through
it alone, in a fresh interpreter where importing PySide6 raises."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from no_qt import BLOCK_QT, without_qt  # tests/support

ROOT = Path(__file__).resolve().parents[2]


def run_without_qt(body: str) -> dict:
    code = without_qt(body)
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_blocker_really_blocks_qt():
    """The guard itself: with it installed, importing PySide6 fails."""
    done = subprocess.run(
        [sys.executable, "-c", BLOCK_QT + "import PySide6.QtCore"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0 and "Qt is blocked" in done.stderr


def test_the_session_and_the_pipe_import_with_qt_blocked():
    out = run_without_qt(
        """
        import json, sys
        import ginrummy_desktop.session as s
        from ginrummy_desktop.session import game_session, changes, seats, table_state
        import ginrummy_desktop.tasks.pipe  # both ends of the child-process pipe
        qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken")))
        print(json.dumps({"qt": qt, "has": hasattr(s, "GameSession")}))
        """
    )
    assert out == {"qt": [], "has": True}


PLAY_WHOLE_GAMES = """
import json, sys
from ginrummy_desktop.ai import make_player
from ginrummy_desktop.engine import Phase, Rules
from ginrummy_desktop.session import HUMAN, COMPUTER, GameSession

def play(seed, level, target):
    session = GameSession(level=level, rules=Rules(target_score=target))
    pilot = make_player("normal", seed=seed + 1)  # the person's moves, chosen by an AI
    change = session.start_game(seed)
    assert change.started and change.writes.save and change.published
    records = [change]
    for _ in range(5000):
        if change.game.is_over:
            break
        if change.tasks:  # the session asks the computer seat; the test runs the work
            (task,) = change.tasks
            assert task.kind == "move" and task.seat == COMPUTER
            change = session.answer(task.token, task.player.choose(task.view, task.legal))
        elif change.state.over:
            change = session.next_hand()
        else:
            state = change.state
            assert state.my_turn and state.view.to_act == HUMAN
            change = session.play(pilot.choose(state.view, state.legal))
            assert change.refusal is None
        records.append(change)
    game = change.game
    hands = [r.hand_finished for r in records if r.hand_finished is not None]
    return {
        "over": game.is_over,
        "winner_reaches_target": max(game.scores) >= target,
        "scores": list(game.scores),
        "hands": len(game.results),
        "hands_reported": len(hands),
        "game_finished": [r.game_finished for r in records if r.game_finished is not None],
        "winner": game.winner,
        "operations_numbered": [r.operation for r in records] == sorted(
            {r.operation for r in records}
        ),
        "stock_draws_hidden": all(
            getattr(e, "card", None) is None
            for r in records
            for e in r.events[HUMAN]
            if type(e).__name__ == "DrewStock" and e.seat == COMPUTER
        ),
        "own_draws_known": any(
            type(e).__name__ == "DrewStock" and e.card is not None
            for r in records
            for e in r.events[COMPUTER]
            if e.seat == COMPUTER
        ),
        "saves": sum(r.writes.save for r in records),
        "moves": sum(len(h.actions) for h in game.record().hands),
        "deals": len(game.record().hands),
    }

games = [play(seed, level, target) for seed, level, target in ((3, "easy", 60), (8, "hard", 40))]
qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken")))
print(json.dumps({"games": games, "qt": qt}))
"""


def test_whole_games_are_played_through_the_session_alone():
    out = run_without_qt(PLAY_WHOLE_GAMES)
    assert out["qt"] == []
    for game in out["games"]:
        assert game["over"] and game["winner_reaches_target"]
        assert game["hands"] >= 1 and game["hands_reported"] == game["hands"]
        assert game["game_finished"] == [game["winner"]]
        assert game["operations_numbered"]
        # The person never learns the computer's stock card; the computer knows its own.
        assert game["stock_draws_hidden"] and game["own_draws_known"]
        # A save is asked for after every move and every deal, nothing else.
        assert game["saves"] == game["moves"] + game["deals"]
