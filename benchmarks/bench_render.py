"""Time card rendering cold (painted) vs cached, and optionally write a contact sheet.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_render.py
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_render.py \
        --sheet /tmp/cards_sheet.png

The sheet shows all 52 faces and both backs at 70 px and 120 px wide, two-colour above
four-colour, on the felt, plus a fanned 11-card hand at 70 px and the overlays.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402

from ginrummy_desktop.engine import ALL_CARDS, parse_cards  # noqa: E402
from ginrummy_desktop.render import CardRenderer, felt_brush  # noqa: E402


def bench(widths=(70, 120), dprs=(1.0, 2.0)) -> None:
    for dpr in dprs:
        for width in widths:
            r = CardRenderer()
            t0 = time.perf_counter()
            for card in ALL_CARDS:
                r.pixmap(card, width, dpr)
            cold = (time.perf_counter() - t0) / 52 * 1000
            rounds = 20
            t0 = time.perf_counter()
            for _ in range(rounds):
                for card in ALL_CARDS:
                    r.pixmap(card, width, dpr)
            warm = (time.perf_counter() - t0) / (52 * rounds) * 1000
            t0 = time.perf_counter()
            for back in CardRenderer.BACKS:
                r.back = back
                r.pixmap(None, width, dpr)
            back_ms = (time.perf_counter() - t0) / 2 * 1000
            print(
                f"width {width:4d} px, dpr {dpr:.1f}: cold {cold:6.3f} ms/card, "
                f"cached {warm * 1000:6.2f} µs/card, back cold {back_ms:6.3f} ms"
            )
    # Direct vector painting, as a delegate calling paint() does.
    r = CardRenderer()
    img = QImage(140, 196, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    t0 = time.perf_counter()
    for _ in range(4):
        for card in ALL_CARDS:
            r.paint(p, QRectF(0, 0, 140, 196), card)
    p.end()
    print(
        f"paint() straight to a 140 px image: {(time.perf_counter() - t0) / 208 * 1000:.3f} ms/card"
    )


def sheet(path: str) -> None:
    widths = (70, 120)
    gap = 8
    cols = 14  # 13 ranks, then a back or the empty-pile placeholder
    W = cols * (max(widths) + gap) + gap
    H = sum(8 * (round(w * 1.4) + gap) + 16 for w in widths) + gap
    img = QImage(W, H, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.black)
    p = QPainter(img)
    p.fillRect(img.rect(), felt_brush(QRectF(img.rect())))
    y = gap
    for w in widths:
        h = round(w * 1.4)
        for four in (False, True):  # two-colour rows, then four-colour rows
            r = CardRenderer(four_colour=four)
            for suit in range(4):
                for rank in range(1, 14):
                    card = ALL_CARDS[suit * 13 + rank - 1]
                    p.drawPixmap(QPointF(gap + (rank - 1) * (w + gap), y), r.pixmap(card, w))
                x_last = gap + 13 * (w + gap)
                if suit < 2:
                    r.back = CardRenderer.BACKS[suit]
                    p.drawPixmap(QPointF(x_last, y), r.pixmap(None, w))
                elif suit == 2:
                    p.drawPixmap(QPointF(x_last, y), r.placeholder(w))
                y += h + gap
        y += 16
    # Beside the 70 px block: an 11-card hand fanned as the table would show it (a
    # highlighted card raised, two dimmed), and a 100 px hand half face down.
    r = CardRenderer()
    hand = parse_cards("AS 5S TS JH QH KH 2D 9D 3C 7C KC")
    x0 = gap + 14 * (70 + gap) + 24
    x = x0
    for i, card in enumerate(hand):
        pm = r.pixmap(card, 70, highlight=(i == 3), dimmed=(i in (8, 9)))
        p.drawPixmap(QPointF(x, gap + (12 if i == 3 else 24)), pm)
        x += 26
    x = x0
    for i, card in enumerate(hand):
        p.drawPixmap(QPointF(x, gap + 150), r.pixmap(card, 100, face_up=i > 5))
        x += 34
    p.end()
    img.save(path)
    print(f"wrote {path} ({W}x{H})")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sheet", metavar="PNG", help="also write a contact sheet here")
    args = ap.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    bench()
    if args.sheet:
        sheet(args.sheet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
