#!/usr/bin/env python3
"""Pictures of the sealed deal as a player meets it, at 800×600 and 1280×800:

    Xvfb :46 -screen 0 1280x800x24 &
    DISPLAY=:46 QT_QPA_PLATFORM=xcb .venv/bin/python scripts/deal_screenshots.py --out DIR

Scenes: ``sealed`` (the first turn: the move log opens with the fingerprint), ``revealed``
(the hand over: the reveal, its check and the next fingerprint close the log), ``review``
(the review window's deal line), ``check`` (its Deal check… box), ``settings`` (the phrase
field). A phrase is set in Settings first, as a player would. Real moves through the real
controller (an Easy player plays the human seat) from a seeded game, in a throwaway data
folder; each window is grabbed on its own (``QWidget.grab``).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
_spec = importlib.util.spec_from_file_location(
    "table_shots", ROOT / "scripts" / "table_screenshots.py"
)
shots = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(shots)

from ginrummy_desktop.controller import HUMAN  # noqa: E402
from ginrummy_desktop.review.hand import finished_hand  # noqa: E402

SCENES = ("sealed", "revealed", "review", "check", "settings")


def build(window, scene: str):
    """Play to ``scene``; return (the widget to grab, a dialog to lay over it or None)."""
    c = window.controller
    window.settings.deal_phrase = "tulips in the rain"
    c.setPhrase(window.settings.deal_phrase)
    c.startGame(31)
    pilot = shots.Pilot(window, 5)
    if scene == "sealed":
        pilot.until(lambda: c.state.my_turn)
        return window, None
    if scene == "settings":
        return window, window.show_settings()
    pilot.until(lambda: c.state.over, next_hand=False)
    if scene == "revealed":
        return window, None
    hand = finished_hand(c.match, HUMAN, c.opponent_level, "2026-12-02 05:00")
    review = window.reviews.review_hand(hand, start_coach=False)
    review.resize(window.size())
    shots.pump()
    if scene == "review":
        return review, None
    return review, review.show_deal_check()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scenes", default=",".join(SCENES))
    ap.add_argument("--langs", default="en")
    ap.add_argument("--sizes", default="800x600,1280x800")
    ap.add_argument("--out", default="/tmp/deal-shots")
    args = ap.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    for lang in args.langs.split(","):
        for scene in args.scenes.split(","):
            for size in sizes:
                scratch = tempfile.TemporaryDirectory(prefix="ginrummy-deal-shots-")
                window = shots.make_window(lang, size, False, scratch.name)
                try:
                    target, dialog = build(window, scene)
                    path = out / f"{scene}_{lang}_{size[0]}x{size[1]}.png"
                    if not shots.compose(target, dialog).save(str(path), "PNG"):
                        raise RuntimeError(f"could not write {path}")
                    print(path)
                    if dialog is not None:
                        dialog.hide()
                    if target is not window:
                        target.close()
                finally:
                    window._closing = True
                    window.controller.shutdown()
                    window.close()
                    window.deleteLater()
                    shots.pump()
                    scratch.cleanup()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
