"""The celebration of a won game: confetti falling over the game-over summary for a few
seconds, or, with reduced motion (animation speed Off), the same colours lying still as a
border of stars. Painted by the widget itself on a timer: nothing heavy is imported."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

COLOURS = tuple(QColor(c) for c in ("#f2b81c", "#e53935", "#43a047", "#1e88e5", "#ffffff"))
FRAME_MS = 33
FRAMES = 90  # about three seconds, then the confetti has fallen and the timer stops
PIECES = 120


class Celebration(QWidget):
    """An overlay over its parent that lets every click through. ``motion``: falling
    confetti; without it, still stars along the edges (reduced motion)."""

    def __init__(self, parent: QWidget, motion: bool, seed: int = 0) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.motion = motion
        self.frame = 0
        rnd = random.Random(seed)
        # (x as a share of the width, start height share, fall speed, sway, colour, size)
        self.pieces = [
            (
                rnd.random(),
                -rnd.random() * 0.8,
                0.008 + rnd.random() * 0.01,
                rnd.random() * math.tau,
                COLOURS[rnd.randrange(len(COLOURS))],
                6 + rnd.random() * 6,
            )
            for _ in range(PIECES)
        ]
        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._step)
        self.setGeometry(parent.rect())
        parent.installEventFilter(self)
        self.show()
        self.raise_()
        if motion:
            self.timer.start()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.parent() and event.type() == event.Type.Resize:
            self.setGeometry(self.parent().rect())
        return False

    @property
    def moving(self) -> bool:
        return self.timer.isActive()

    def _step(self) -> None:
        self.frame += 1
        if self.frame >= FRAMES:
            self.timer.stop()
            self.hide()
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        w, h = self.width(), self.height()
        if not self.motion:
            # Still: a row of small stars along the top and the bottom edge.
            n = max(6, w // 40)
            for i in range(n):
                colour = COLOURS[i % len(COLOURS)]
                x = (i + 0.5) * w / n
                for y in (6.0, h - 6.0):
                    self._star(p, QPointF(x, y), 5.0, colour)
            p.end()
            return
        for x0, y0, speed, sway, colour, size in self.pieces:
            y = (y0 + speed * self.frame) * h
            if y < -size or y > h + size:
                continue
            x = x0 * w + math.sin(sway + self.frame / 6) * 12
            p.save()
            p.translate(QPointF(x, y))
            p.rotate((sway * 57 + self.frame * 9) % 360)
            p.setBrush(colour)
            p.drawRect(QRectF(-size / 2, -size / 4, size, size / 2))
            p.restore()
        p.end()

    @staticmethod
    def _star(p: QPainter, c: QPointF, r: float, colour: QColor) -> None:
        from PySide6.QtGui import QPolygonF

        points = [
            QPointF(
                c.x() + (r if k % 2 == 0 else r * 0.45) * math.sin(k * math.pi / 5),
                c.y() - (r if k % 2 == 0 else r * 0.45) * math.cos(k * math.pi / 5),
            )
            for k in range(10)
        ]
        p.setBrush(colour)
        p.drawPolygon(QPolygonF(points))
