"""The task service is a library without Qt: in a fresh interpreter where importing PySide6
raises, a Hard decision goes through the game's lane to the AI child and back, and the
shutdown leaves no lane and no child behind."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from no_qt import without_qt  # tests/support

ROOT = Path(__file__).resolve().parents[2]

CODE = without_qt(
    """
    import json, sys, threading

    from ginrummy_desktop.engine import Match, PassUpcard, Rules
    from ginrummy_desktop.tasks.children import Decision
    from ginrummy_desktop.tasks.service import GAME, TaskService

    def main():
        m = Match(Rules(), seed=3)
        m.apply(PassUpcard())
        m.apply(PassUpcard())
        view, legal = m.view(m.to_act), tuple(m.legal_actions())
        service = TaskService()  # answers delivered in the lane
        proc = service.child("ai")
        done, answers = threading.Event(), []
        work = lambda token, _p: proc.decide(Decision("hard", 1, None, view, legal), token)
        service.submit(GAME, work, on_done=lambda r: (answers.append(r), done.set()))
        assert done.wait(120)
        child = proc.pid
        ended = service.shutdown()
        qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken")))
        print(json.dumps({
            "qt": qt,
            "legal": answers[0].value in legal,
            "error": answers[0].error,
            "child": child is not None,
            "ended": ended and proc.pid is None,
            "threads": [t.name for t in threading.enumerate() if t.name.startswith("ginrummy")],
        }))

    if __name__ == "__main__":
        main()
    """
)


def test_a_decision_goes_through_the_service_and_its_child_with_qt_blocked(tmp_path):
    script = tmp_path / "no_qt.py"  # a file, so the spawned child can import its main module
    script.write_text(CODE)
    done = subprocess.run(
        [sys.executable, str(script)],
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out == {
        "qt": [],
        "legal": True,
        "error": None,
        "child": True,
        "ended": True,
        "threads": [],
    }
