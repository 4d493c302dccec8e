"""The README's table of keys is true to the window: every shortcut the main window answers
is listed there."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QKeySequence

README = Path(__file__).resolve().parents[2] / "README.md"


def test_every_window_shortcut_is_in_the_readmes_key_table(window):
    text = README.read_text(encoding="utf-8")
    table = text.split("## Playing", 1)[1].split("\n\n", 2)[1]
    cells = [c.strip() for row in table.splitlines() for c in row.split("|")[3:4]]
    listed = set()
    for cell in cells:
        for piece in cell.split(" / "):
            for part in piece.split(", "):
                listed |= set(part.split())
    keys = {
        a.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        for a in window.actions()
        if not a.shortcut().isEmpty()
    }
    assert len(keys) >= 20
    named = {"Return": "Enter", "Ctrl+Shift+?": "F1"}
    missing = sorted(k for k in keys if named.get(k, k) not in listed)
    assert missing == []
