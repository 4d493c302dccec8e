"""The review package is a library like the engine: replaying a hand, reading its text and
judging a decision never load Qt — the coach's child process imports only this, the engine
and the AI."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_review_and_the_coach_service_load_no_qt():
    code = (
        "import sys\n"
        "sys.path.insert(0, 'tests/support')\n"
        "from review_hands import hand_with_bad_discard\n"
        "from ginrummy_desktop.review import hand_from_text, hand_to_text, replay\n"
        "from ginrummy_desktop.review.coach import assess, requests\n"
        "import ginrummy_desktop.review.coach_service\n"
        "import ginrummy_desktop.persistence.history\n"
        "from dataclasses import replace\n"
        "rep = replay(hand_from_text(hand_to_text(hand_with_bad_discard())))\n"
        "assess(replace(requests(rep)[1], worlds=3))\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "[]"


def test_review_sources_import_no_qt():
    files = list((ROOT / "ginrummy_desktop" / "review").rglob("*.py"))
    assert len(files) >= 5
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text, path
        assert "from ..controller" not in text and "from ..views" not in text, path
