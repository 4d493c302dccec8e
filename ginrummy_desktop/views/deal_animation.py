"""The deal: at the start of each hand the cards leave the stock one by one, ten to each
player in turn (the dealer's opponent first, D5) and then the upcard to the pile. A click or
any key skips it; its pace follows the animation speed, and with animations off there is
none (the table calls it only then).

One overlay over the table paints it all on a frame timer: the felt over what belongs to the
hand being dealt — the hands, the hand's head row (its deadwood count and sort buttons), the
pile, the prompt, the move line and the table's buttons (all shown when the deal is over) —,
the stock's count as the cards leave it, a line that says the cards are being dealt, the
cards dealt so far, and those in flight. Made only when a hand starts (imported then, not at
start-up)."""

from __future__ import annotations

from PySide6.QtCore import (
    QElapsedTimer,
    QEvent,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QWidget

from ..render import CARD_ASPECT, felt_brush
from .card_paint import TEXT_ON_FELT

FRAME_MS = 16
HAND = 10  # cards to each player (D5)


def deal_timing(animation_ms: int) -> tuple[int, int]:
    """(ms between two cards leaving the stock, ms each card flies) for an animation
    speed's card move (``settings.ANIMATION_MS``): about 1.2 s for a whole deal at Normal."""
    return max(20, animation_ms // 6), max(80, int(animation_ms * 0.8))


class DealAnimation(QWidget):
    """Signals: ``finished()`` once the deal has been shown or skipped."""

    finished = Signal()

    def __init__(self, table, dealer: int, upcard, human_seat: int, animation_ms: int) -> None:
        super().__init__(table)
        self.table = table
        # The last hand's melds have just gone from the table: the piles move back to their
        # places now, before the deal measures where they are.
        table.layout().activate()
        self.setGeometry(table.rect())
        self.gap, self.flight = deal_timing(animation_ms)
        # The pile's card size as it will be painted (its width is known before a paint).
        self.card_w = max(30, int(table.pile_view.card_rect().width()))
        self.card_h = round(self.card_w * CARD_ASPECT)
        rect = table._rect_of
        self.status = rect(table.status_label)
        # The hand's head row (its deadwood count and sort buttons) is covered with the hand:
        # a figure for cards not yet seen face up would puzzle a player. So are the prompt,
        # the last move and the buttons: they speak of a hand the player cannot see yet, and
        # a click only ends the deal. The row is covered whole: the widths inside it follow
        # their texts, which the deal's first state is still setting.
        self.covered = [
            rect(table.hand_view),
            rect(table.opponent_view),
            rect(table.pile_view),
            rect(table.hand_head),
            self.status,
            rect(table.move_label),
        ]
        buttons = [*table.action_buttons(), table.look_button]
        self.covered += [rect(b) for b in buttons if b.isVisible()]
        stock = rect(table.stock_view)
        # The stock stays in sight; only its count is painted here, running down as the
        # cards leave it.
        self.stock_label = table.stock_view.label_rect().translated(QPointF(stock.topLeft()))
        self.covered.append(self.stock_label.toAlignedRect())
        self.stock = self._card_centre(table.stock_view)
        # What the stock holds once the deal is over (the table shows the dealt hand's state).
        self.stock_after = table.stock_view.model.count
        first = 1 - dealer  # the dealer's opponent gets the first card
        seats = [first if i % 2 == 0 else dealer for i in range(2 * HAND)]
        self.cards = []  # (destination point, face-up card or None)
        counts = {0: 0, 1: 0}
        for seat in seats:
            area = self.covered[0] if seat == human_seat else self.covered[1]
            self.cards.append((self._slot(area, counts[seat]), None))
            counts[seat] += 1
        self.cards.append((self._card_centre(table.pile_view), upcard))
        self.duration_ms = (len(self.cards) - 1) * self.gap + self.flight
        self.clock = QElapsedTimer()
        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._frame)
        self._done = False

    def _card_centre(self, pile) -> QPointF:
        """The centre of a pile's card on the table, where cards leave or land."""
        return pile.card_rect().center() + QPointF(self.table._rect_of(pile).topLeft())

    def _slot(self, area: QRect, i: int) -> QPointF:
        """Where the ``i``-th card of a hand comes to rest: a fan across the hand's place."""
        step = min(self.card_w * 0.62, (area.width() - self.card_w) / HAND)
        left = area.center().x() - (step * (HAND - 1) + self.card_w) / 2 + self.card_w / 2
        return QPointF(left + i * step, area.center().y())

    # ------------------------------------------------------------------ running
    def start(self) -> None:
        self.show()
        self.raise_()
        QApplication.instance().installEventFilter(self)  # a key skips it, whoever has focus
        self.clock.start()
        self.timer.start()

    def elapsed(self) -> int:
        return self.clock.elapsed() if self.clock.isValid() else 0

    def dealt(self) -> int:
        """How many cards have arrived."""
        return max(0, min(len(self.cards), (self.elapsed() - self.flight) // self.gap + 1))

    def left_stock(self) -> int:
        """How many cards have left the stock (arrived or still flying)."""
        return max(0, min(len(self.cards), self.elapsed() // self.gap + 1))

    def _frame(self) -> None:
        if self.elapsed() >= self.duration_ms:
            self.finish()
        else:
            self.update()

    def finish(self) -> None:
        """The deal is over (or skipped): the hands show, the overlay goes."""
        if self._done:
            return
        self._done = True
        self.timer.stop()
        QApplication.instance().removeEventFilter(self)
        self.hide()
        self.deleteLater()
        self.finished.emit()

    # ------------------------------------------------------------------ skipping
    def mousePressEvent(self, event) -> None:
        event.accept()
        self.finish()

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            w = watched if isinstance(watched, QWidget) else None
            if w is not None and w.window() is self.window():
                # The key skips the deal and does nothing else (no shortcut fires).
                event.accept()
                self.finish()
                return True
        elif kind == QEvent.Type.Resize and watched is self.table:
            self.finish()
        return False

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        brush = felt_brush(QRectF(self.table.rect()))
        for r in self.covered:
            p.fillRect(r, brush)
        t = self.elapsed()
        dpr = self.devicePixelRatioF()
        renderer = self.table.renderer
        self._paint_words(p)
        back = renderer.pixmap(None, self.card_w, dpr, face_up=False)
        half = QPointF(self.card_w / 2, self.card_h / 2)
        for i, (dest, face) in enumerate(self.cards):
            start = i * self.gap
            if t < start:
                break
            k = min(1.0, (t - start) / self.flight)
            k = 1 - (1 - k) ** 3  # ease out: fast from the stock, settling in place
            at = self.stock + (dest - self.stock) * k
            pm = back if face is None else renderer.pixmap(face, self.card_w, dpr)
            p.drawPixmap(at - half, pm)
        p.end()

    def _paint_words(self, p: QPainter) -> None:
        """The stock's count as it runs down, and in the prompt's place what is going on."""
        t = self.table
        stock = t.stock_view
        p.setFont(stock.label_font())
        p.setPen(TEXT_ON_FELT)
        count = self.stock_after + len(self.cards) - self.left_stock()
        p.drawText(self.stock_label, Qt.AlignmentFlag.AlignCenter, stock.count_text(count))
        p.setFont(t.status_label.font())
        p.drawText(
            self.status,
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.tr("Dealing… click or press a key to see your cards now"),
        )
