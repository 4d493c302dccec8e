"""The computer's hand at the top of the table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import cards_names
from ..i18n.texts import fill
from ..render import CARD_ASPECT, CardRenderer
from .card_paint import TEXT_ON_FELT, device_ratio


class OpponentView(QWidget):
    """The computer's hand face down (cards it took from the pile face up, since the player
    saw them taken), its count, and a thinking indicator."""

    def __init__(self, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.count = 0
        self.known: tuple = ()
        self.shown: tuple = ()  # the whole hand, face up, once the hand is over (D16)
        self.thinking = False
        self._dots = 0
        self._timer = QTimer(self)
        self._timer.setInterval(300)
        self._timer.timeout.connect(self._tick)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(90)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("The computer's hand"))
        self._describe()
        self.update()

    def _describe(self) -> None:
        """The accessible description names every card that lies face up here."""
        if self.shown:
            text = fill(self.tr("Face up: %1"), cards_names(self.shown))
        else:
            text = self.tr("Cards in hand: %n", "", self.count)
            if self.known:
                known = fill(self.tr("Taken from the discard pile: %1"), cards_names(self.known))
                text = text + ". " + known
        self.setAccessibleDescription(text)

    def sizeHint(self) -> QSize:
        return QSize(700, 150)

    def set_state(self, count: int, known=(), shown=()) -> None:
        self.count, self.known, self.shown = count, tuple(known), tuple(shown)
        self._describe()
        self.update()

    def set_thinking(self, on: bool) -> None:
        self.thinking = on
        if on:
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def _tick(self) -> None:
        self._dots = (self._dots + 1) % 4
        self.update()

    def card_geometry(self) -> tuple[int, int, int]:
        n = max(1, len(self.shown) or self.count)
        h = self.height() - 30
        w = max(30, min(int(h / CARD_ASPECT), 110))
        step = min(int(w * 0.45), (self.width() - 260 - w) // max(1, n - 1)) if n > 1 else w
        step = max(10, step)
        total = w + (n - 1) * step
        return w, step, (self.width() - total) // 2

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, step, x0 = self.card_geometry()
        cards = (
            list(self.shown)
            if self.shown
            else (list(self.known) + [None] * max(0, self.count - len(self.known)))
        )
        for i, c in enumerate(cards):
            p.drawPixmap(
                QPointF(x0 + i * step, 4),
                self.renderer.pixmap(c, w, device_ratio(self), face_up=c is not None),
            )
        font = QFont(self.font())
        font.setPixelSize(14)
        font.setBold(True)
        p.setFont(font)
        p.setPen(TEXT_ON_FELT)
        if self.shown and self.count and len(self.shown) < self.count:
            label = self.tr("Computer's deadwood (its melds are on the table)")
        else:
            label = self.tr("Computer's hand: %n", "", self.count)
        if self.thinking:
            label = label + "   " + self.tr("thinking") + "." * (self._dots + 1)
        p.drawText(
            QRectF(0, self.height() - 24, self.width(), 22), Qt.AlignmentFlag.AlignCenter, label
        )
        if self.thinking:  # a spinner arc beside the cards: motion says "busy" at a glance
            cx = x0 + (len(cards) - 1) * step + w + 26
            arc = QRectF(cx - 12, 4 + w * CARD_ASPECT / 2 - 12, 24, 24)
            p.setPen(QPen(QColor("#f2b81c"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawArc(arc, -self._dots * 90 * 16, 270 * 16)
        p.end()
