#!/usr/bin/env python3
"""The screenshots of each translated language under docs/screenshots/, made by the app
itself:

    .venv/bin/python scripts/lang_screenshots.py            # every translated language
    .venv/bin/python scripts/lang_screenshots.py --lang nl  # one

Per language, 1280×800 PNGs of: the table with a move message (``table_LANG``), the knock
prompt with a card picked (``knock_LANG``), the statistics after three short games
(``stats_LANG``), the rules card (``rules_LANG``), the card's lines this table plays
differently, marked, with what the table does beside them (``rules_marks_LANG``), and the
rules view scrolled to "How this table plays" (``rules_table_LANG``); the last two for a
game to 150 with alternating dealers and game bonuses. The games are seeded and played by
the screenshot autopilot through the real controller; nothing is written outside a scratch
data folder.
Look at the images after making them.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ginrummy_desktop.vocabulary import TRANSLATED_LANGS as LANGS  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
# each made as NAME_LANG.png
NAMES = ("table", "knock", "stats", "rules", "rules_marks", "rules_table")
SEED = 7


def knock_scene(window, seed: int):
    """The player's turn with a knock possible: Knock pressed and a card picked, so the
    status line asks "Knock by discarding the … ? Confirm, or cancel."."""
    from ginrummy_desktop.engine import Phase
    from ginrummy_desktop.screenshots import Autopilot, _play_until, pump

    c = window.controller
    c.setPaceMs(0)
    window.table.animations = False
    c.startGame(seed)
    pilot = Autopilot(window, seed=seed + 1)
    _play_until(
        window,
        pilot,
        lambda: (
            c.match.phase is Phase.DISCARD
            and c.state.my_turn
            and c.state.can_knock
            and not c.state.can_gin
        ),
        max_steps=5000,
    )
    c.beginKnock()
    pick = min(c.state.knock_cards, key=lambda card: (c.state.deadwood_after[card], str(card)))
    c.chooseKnockCard(pick)  # picked, not yet confirmed
    pump()
    return None


def scroll_to_table_section(dialog, source: str = "How this table plays") -> None:
    """Scroll the rules view so that the heading ``source`` (English) is at its top."""
    from PySide6.QtCore import QCoreApplication

    heading = QCoreApplication.translate("Rules", source)
    cursor = dialog.text.document().find(heading)
    if cursor.isNull():
        raise SystemExit(f"the rules view has no heading {heading!r}")
    bar = dialog.text.verticalScrollBar()
    bar.setValue(bar.value() + dialog.text.cursorRect(cursor).top() - 8)


def shoot(lang: str) -> list[Path]:
    from ginrummy_desktop.app import create_window, parse_args
    from ginrummy_desktop.screenshots import build_scene, render

    made = []
    with tempfile.TemporaryDirectory() as data:
        for name in NAMES:
            args = parse_args(["--lang", lang, "--data-dir", data, "--screenshot", "x"])
            app, settings, window = create_window(args)
            try:
                if name in ("rules_table", "rules_marks"):
                    # Settings other than the card's, to show the section follows them.
                    settings.target_score = 150
                    settings.dealer_rotation = "alternate"
                    settings.game_bonuses = True
                    window.controller.setRules(settings.rules())
                if name == "knock":
                    dialog = knock_scene(window, SEED)
                else:
                    scene = "rules" if name.startswith("rules") else name
                    dialog = build_scene(window, scene, SEED)
                if name == "rules_table":
                    dialog.show()
                    scroll_to_table_section(dialog)
                if name == "rules_marks":
                    dialog.show()
                    scroll_to_table_section(dialog, "What you may and must do")
                image = render(window, dialog)
                path = OUT / f"{name}_{lang}.png"
                if not image.save(str(path), "PNG"):
                    raise SystemExit(f"could not write {path}")
                made.append(path)
                if dialog is not None:
                    dialog.hide()
            finally:
                window._closing = True  # no saved game, no statistics
                window.controller.shutdown()
                window.close()
    return made


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--lang", choices=LANGS)
    args = p.parse_args()
    if args.lang is None:  # one process per language: each installs its own catalogues
        for lang in LANGS:
            subprocess.run([sys.executable, __file__, "--lang", lang], check=True)
        return
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path in shoot(args.lang):
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
