"""The computer's hand at the top of the table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import cards_names
from ..i18n.texts import fill, group_caption
from ..render import CARD_ASPECT, CardRenderer
from .card_paint import JUST_DRAWN, TEXT_ON_FELT, device_ratio, group_width, paint_group, paint_star


class OpponentView(QWidget):
    """The computer's hand face down (cards it took from the pile face up, since the player
    saw them taken; the one it took in its latest turn marked), its count, and a thinking
    indicator. At the showdown its cards lie face up in groups — each meld, then the
    deadwood — with a caption under each (D16)."""

    def __init__(self, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.count = 0
        self.known: tuple = ()
        self.shown: tuple = ()  # the cards face up, once laid down (flattened groups)
        self.groups: tuple = ()  # ((kind, cards), …): "meld" or "deadwood"
        self.took = None  # the pile card it took in its latest turn
        self.thinking = False
        self._dots = 0
        self._timer = QTimer(self)
        self._timer.setInterval(300)
        self._timer.timeout.connect(self._tick)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(72)
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
        return QSize(600, 150)

    def minimumSizeHint(self) -> QSize:
        return QSize(300, 72)

    def set_state(self, count: int, known=(), groups=(), took=None) -> None:
        """``groups``: the cards that lie face up, as (kind, cards) pairs."""
        self.count, self.known, self.took = count, tuple(known), took
        self.groups = tuple((kind, tuple(cards)) for kind, cards in groups if cards)
        self.shown = tuple(c for _, cards in self.groups for c in cards)
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
        """(card width, step between cards, left of the first card)."""
        n = max(1, len(self.shown) or self.count)
        gaps = max(0, len(self.groups) - 1)
        h = self.height() - 30
        w = max(24, min(int(h / CARD_ASPECT), 110))
        gap = int(w * 0.3) if gaps else 0
        room = self.width() - 60 - w - gaps * gap
        step = min(int(w * 0.45), room // max(1, n - 1)) if n > 1 else w
        step = max(8, step)
        total = w + (n - 1) * step + gaps * gap
        return w, step, (self.width() - total) // 2

    def group_slots(self, w: int, step: int, font: QFont) -> list[tuple[int, int, tuple, str]]:
        """(left, width, cards, caption) of each shown group, centred: a group is as wide as
        its cards or its caption, so at 800×600, where the cards shrink, "Waarde losse
        kaarten: 16" pushes the next group along instead of running into it."""
        gap = max(int(w * 0.3), 12)
        captions = [group_caption(kind, cards) for kind, cards in self.groups]
        widths = [
            group_width(len(cards), w, step, caption, font)
            for (_, cards), caption in zip(self.groups, captions, strict=True)
        ]
        x = max(0, (self.width() - sum(widths) - gap * (len(widths) - 1)) // 2)
        slots = []
        for (_kind, cards), caption, width in zip(self.groups, captions, widths, strict=True):
            slots.append((x, width, cards, caption))
            x += width + gap
        return slots

    def caption_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(12)
        font.setBold(True)
        return font

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, step, x0 = self.card_geometry()
        h = round(w * CARD_ASPECT)
        dpr = device_ratio(self)
        font = QFont(self.font())
        font.setPixelSize(14)
        font.setBold(True)
        if self.groups:
            small = self.caption_font()
            for x, _width, cards, caption in self.group_slots(w, step, small):
                args = (cards, x, 4, w, step, caption, small, dpr)
                paint_group(p, self.renderer, *args, caption_top=self.height() - 24)
            p.end()
            return
        # The cards it took from the pile lie last, on top of the backs, and never under
        # a narrow overlap: readable at the Small card size too.
        cards = [None] * max(0, self.count - len(self.known)) + list(self.known)
        wide = max(step, int(w * 0.62))
        x = x0 - step
        for i, c in enumerate(cards):
            x += wide if i and cards[i - 1] is not None else step
            p.drawPixmap(QPointF(x, 4), self.renderer.pixmap(c, w, dpr, face_up=c is not None))
            if c is not None and c == self.took:
                p.save()
                p.setPen(QPen(JUST_DRAWN, 3.0))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(x + 1.5, 5.5, w - 3, h - 3), w * 0.07, w * 0.07)
                p.restore()
                paint_star(p, QPointF(x + w * 0.5, 4 + h - w * 0.16), max(5.0, w * 0.1), JUST_DRAWN)
        p.setFont(font)
        p.setPen(TEXT_ON_FELT)
        # No "Computer's hand: 0" on the empty table behind the resume question.
        label = self.tr("Computer's hand: %n", "", self.count) if self.count else ""
        if self.thinking:
            label = label + "   " + self.tr("thinking") + "." * self._dots  # no dot to three
        p.drawText(
            QRectF(0, self.height() - 24, self.width(), 22), Qt.AlignmentFlag.AlignCenter, label
        )
        if self.thinking:  # a spinner arc beside the cards: motion says "busy" at a glance
            cx = x + w + 26
            arc = QRectF(cx - 12, 4 + h / 2 - 12, 24, 24)
            p.setPen(QPen(QColor("#f2b81c"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawArc(arc, -self._dots * 90 * 16, 270 * 16)
        p.end()
