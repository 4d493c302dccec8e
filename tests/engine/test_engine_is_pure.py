"""Habit 1: the engine is a library; importing it (and the AI) never loads Qt."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_engine_loads_no_qt():
    code = (
        "import sys, ginrummy_desktop.engine as e; e.Match(e.Rules(), seed=1).view(0); "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "[]"


def test_engine_sources_import_no_qt():
    for path in (ROOT / "ginrummy_desktop" / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "from ..ai" not in text, path
