"""The first-game guide: on the very first start (and from Help), a few short notes that
point at the parts of the table as they come up in play — the pile and the stock, the
hand, the meld brackets, the deadwood count, Knock, and the lay-off. Each note shows once,
when its moment comes, and goes when the player has done the thing or pressed "Got it";
"Skip the guide" ends it. The guide never blocks the table: it is a bubble over it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRegion,
    QShortcut,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import Phase
from ..engine.frozen import frozen
from ..models import CardRoles
from .accessibility import announce

BUBBLE = QColor("#fff8e1")
EDGE = QColor("#f2b81c")
ARROW = 14
NARROWEST = 160  # a note narrower than this reads badly: it goes elsewhere


@frozen
class Step:
    """One note of the first-game guide: when it shows, what it points at, and where."""

    key: str
    when: Callable  # TableState → bool: the note's moment has come
    target: Callable  # TableWidget → (QWidget, QRect in that widget or None)
    place: str = "below"  # where the note goes: "below", "above", "left" or "right" of it
    # TableWidget → a row whose words and buttons the note leaves in view: it moves further
    # along its side, its arrow still towards its target.
    clear_of: Callable | None = None


def _whole(attr: str):
    return lambda t: (getattr(t, attr), None)


def _first_meld(t):
    """The first card that is in a meld: the note above the hand points down at it, and
    at the bracket or mark under it."""
    v = t.hand_view
    hand = t.models.hand
    for row in range(hand.rowCount()):
        if hand.index(row, 0).data(CardRoles.MeldGroup) >= 0:
            return v.viewport(), v.card_rect(row)
    return v, None


def _drawn_card(t):
    """The card just drawn (the note says it has a star), else the whole hand."""
    v = t.hand_view
    card = t.state.drawn_card
    row = t.models.hand.row_of(card) if card is not None else -1
    if row < 0:
        return v, None
    return v.viewport(), v.card_rect(row)


def _hand_head(t):
    return t.hand_head


# Beside the piles there is felt to spare (the knocker's melds lie there only at the end of a
# hand); the notes about the hand sit above it, off the status line's centre, and clear of
# its head row's words and buttons: the deadwood figure changes and the sort buttons serve
# as the player draws and arranges while reading them.
STEPS = (
    Step(
        "pile", lambda s: s.my_turn and s.phase is Phase.FIRST_UPCARD, _whole("pile_view"), "right"
    ),
    # Left of the stock: to its right lies the pile, which the note must not cover.
    Step("stock", lambda s: s.my_turn and s.may_draw, _whole("stock_view"), "left"),
    Step(
        "hand",
        lambda s: s.discarding and not s.knock.active,
        _drawn_card,
        "above",
        _hand_head,
    ),
    Step(
        "melds",
        lambda s: s.discarding and not s.knock.active and bool(s.arrangement.melds),
        _first_meld,
        "above",
        _hand_head,
    ),
    Step(
        "deadwood", lambda s: s.discarding and not s.knock.active, _whole("deadwood_label"), "above"
    ),
    Step(
        "knock",
        lambda s: s.discarding and s.can_knock and not s.knock.active,
        _whole("knock_button"),
        "right",
    ),
    Step("layoff", lambda s: s.laying_off, _whole("melds_view"), "above"),
)
KEYS = tuple(step.key for step in STEPS)


def body_of(note: QRect, place: str) -> QRect:
    """What a note at ``note``, ``place`` ("above" or "below") its target, paints over the
    table: its body, and its arrow towards the target (paintEvent keeps ARROW px round the
    body; on the side away from the target they stay bare)."""
    return note.adjusted(0, ARROW, 0, 0) if place == "above" else note.adjusted(0, 0, 0, -ARROW)


def row_parts(table: QWidget, row: QWidget) -> list[QRect]:
    """Where the visible widgets of ``row`` lie on ``table``, laid out as they will be
    painted: the state that brings a note also sets the row's texts (the deadwood line grows
    with a drawn card), and Qt lays the row out again only on its next event."""
    if not row.isVisible():
        return []
    if row.layout() is not None:
        row.layout().activate()
    only_its_own = Qt.FindChildOption.FindDirectChildrenOnly
    return [
        QRect(w.mapTo(table, QPoint(0, 0)), w.size())
        for w in row.findChildren(QWidget, options=only_its_own)
        if w.isVisible()
    ]


def pile_on(table: QWidget, view, count_line: bool = True) -> QRect:
    """Where a pile lies on ``table``: its cards, and its count line under them."""
    h = view.height() if count_line else int(view.label_rect().top())
    return QRect(view.mapTo(table, QPoint(0, 0)), QSize(view.width(), h))


def notes_mask(done) -> int:
    """The notes in ``done`` as bits (the order of STEPS), for the settings."""
    return sum(1 << i for i, key in enumerate(KEYS) if key in done)


def notes_of(mask: int) -> set[str]:
    return {key for i, key in enumerate(KEYS) if mask >> i & 1}


class GuideBubble(QFrame):
    """A note with an arrow towards what it is about; "Got it" and "Skip the guide"."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.arrow_at = 40  # along the edge the arrow is on
        self.side = "up"  # the arrow's edge: "up", "down" or "left"
        self.title = QLabel(self)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.got_it = QPushButton(self)
        self.skip = QPushButton(self)
        for b in (self.got_it, self.skip):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches them; a click does not
        self.setStyleSheet(
            "QLabel { color: #2b2b2b; background: transparent; }"
            "QLabel#title { font-weight: bold; color: #8a6400; }"
            "QPushButton { padding: 3px 10px; }"
        )
        self.title.setObjectName("title")
        self.row = row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.skip)
        row.addWidget(self.got_it)
        col = QVBoxLayout(self)
        col.setContentsMargins(14 + ARROW, 10 + ARROW, 14, 10 + ARROW)
        col.setSpacing(6)
        col.addWidget(self.title)
        col.addWidget(self.text)
        col.addLayout(row)
        self.setFixedWidth(330)

    def stack_buttons(self, on: bool) -> None:
        """The two buttons one under the other, for a note narrower than their row."""
        self.row.setDirection(
            QHBoxLayout.Direction.TopToBottom if on else QHBoxLayout.Direction.LeftToRight
        )

    def arrow_span(self) -> tuple[int, int]:
        """Where along the top or bottom edge the arrow's tip can be drawn: at least 16 px
        inside the body's ends (``outline``)."""
        return ARROW + 17, self.width() - 18

    def drawn_arrow_at(self) -> int:
        """Where along its edge the arrow's tip is drawn, ``arrow_at`` held within reach."""
        if self.side in ("up", "down"):
            lo, hi = self.arrow_span()
        else:
            lo, hi = ARROW + 17, self.height() - ARROW - 18
        return max(lo, min(hi, self.arrow_at))

    def outline(self) -> QPainterPath:
        """The note's shape: a rounded body, ARROW px in from the edges, and the arrow from
        it towards the target, on ``side``."""
        w, h = self.width(), self.height()
        left = 1 if self.side == "right" else ARROW + 1
        body = QRect(left, ARROW + 1, w - ARROW - 2, h - 2 * ARROW - 2)
        path = QPainterPath()
        path.addRoundedRect(body, 10, 10)
        tip = QPainterPath()
        at = self.drawn_arrow_at()
        if self.side == "right":  # the note sits left of its target
            tip.moveTo(QPointF(body.right() - 1, at - ARROW))
            tip.lineTo(QPointF(w - 1, at))
            tip.lineTo(QPointF(body.right() - 1, at + ARROW))
        elif self.side == "left":
            tip.moveTo(QPointF(body.left() + 1, at - ARROW))
            tip.lineTo(QPointF(1, at))
            tip.lineTo(QPointF(body.left() + 1, at + ARROW))
        else:
            edge, point = (body.top() + 1, 1) if self.side == "up" else (body.bottom() - 1, h - 1)
            tip.moveTo(QPointF(at - ARROW, edge))
            tip.lineTo(QPointF(at, point))
            tip.lineTo(QPointF(at + ARROW, edge))
        tip.closeSubpath()
        return path.united(tip)

    def fit_mask(self) -> None:
        """Clicks and drops go through the bare margins round the body to what lies under
        them (a card dragged onto the pile beneath a note's corner): the note takes the
        mouse only where it is painted, its edge's pen included."""
        stroker = QPainterPathStroker()
        stroker.setWidth(4)  # wider than the 2.5 px pen, so no edge pixel is clipped
        outline = self.outline()
        shape = outline.united(stroker.createStroke(outline)).toFillPolygon().toPolygon()
        self.setMask(QRegion(shape, Qt.FillRule.WindingFill))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_mask()  # a mask of the old size would clip the note

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(EDGE, 2.5))
        p.setBrush(BUBBLE)
        p.drawPath(self.outline())
        p.end()


class FirstGameGuide(QWidget):
    """Owns the bubble on the table; ``show_state`` is fed every TableState.

    Signals: ``finished()`` once every note was shown, or the guide was skipped."""

    finished = Signal()
    acknowledged = Signal(int)  # the notes done so far, one bit per note (``notes_mask``)

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.hide()  # this widget only owns the bubble; it shows nothing itself
        self.bubble = GuideBubble(table)
        self.bubble.hide()
        self.bubble.got_it.clicked.connect(self.got_it)
        self.bubble.skip.clicked.connect(self.skip)
        self.active = False
        self.current: Step | None = None
        self.done: set[str] = set()
        self.shown: list[str] = []  # every note shown, in order (tests read it)
        self._space = QShortcut(QKeySequence(Qt.Key.Key_Space), table.window())
        self._space.setContext(Qt.ShortcutContext.WindowShortcut)
        self._space.activated.connect(self._space_pressed)
        self._space.setEnabled(False)
        self.retranslate_ui()

    # ------------------------------------------------------------------ words
    def texts(self) -> dict[str, str]:
        return {
            "pile": self.tr(
                "This is the discard pile. Its top card is the upcard: take it if it helps "
                "your hand (click it, drag it into your hand, or press U), or pass (P)."
            ),
            "stock": self.tr(
                "This is the stock. Each turn starts with a card from the stock (click it, "
                "drag it into your hand, or press S) or the top card of the discard pile."
            ),
            "hand": self.tr(
                "Your hand. The card you just drew has a gold star. Now throw one card: drag "
                "it onto the discard pile, double-click it, or go to it with the arrows and "
                "press Enter. Drag cards (or Shift+arrows) to arrange them your way."
            ),
            "melds": self.tr(
                "Cards that form a meld — three or more of a rank, or a run of three or more "
                "in one suit — share a coloured bracket and mark under them. Melds cost "
                "nothing at the end of a hand."
            ),
            "deadwood": self.tr(
                "Deadwood is what the cards outside your melds are worth (face cards 10, "
                "aces 1). Keep it low: once a discard leaves 10 or less, you may knock."
            ),
            "knock": self.tr(
                "You may knock now: press Knock (K), click the lit card to throw, and "
                "confirm. Your melds go down and the lower deadwood wins the hand. No "
                "deadwood at all is gin (G), worth a bonus."
            ),
            "layoff": self.tr(
                "The computer knocked and laid its melds down here. Drag your cards that "
                "fit its melds onto them (or press L for the best lay-offs): they no "
                "longer count against you. Then press Done (D)."
            ),
        }

    def retranslate_ui(self) -> None:
        b = self.bubble
        b.title.setText(self.tr("First game"))
        b.got_it.setText(self.tr("Got it (Space)"))
        b.skip.setText(self.tr("Skip the guide"))
        if self.current is not None:
            b.text.setText(self.texts()[self.current.key])
            self._place()

    # ------------------------------------------------------------------ the notes
    def start(self, remembered: int = 0) -> None:
        """From the first note again (Help → First-game guide), or, at a start, from the
        first note not yet acknowledged in an earlier session (``remembered``)."""
        self.active = True
        self.done = notes_of(remembered)
        self.current = None
        self.show_state(self.table.state)

    def skip(self) -> None:
        self._end()

    def _space_pressed(self) -> None:
        """Space is "Got it" — unless the keyboard is on a button, pile or meld of the
        table, which Space then presses (the shortcut hears the key before they do)."""
        if not self.table.activate_focused():
            self.got_it()

    def got_it(self) -> None:
        if self.current is None:
            return
        self.done.add(self.current.key)
        self.acknowledged.emit(notes_mask(self.done))
        self.current = None
        self.bubble.hide()
        self._space.setEnabled(False)
        self.show_state(self.table.state)

    def show_state(self, state) -> None:
        if not self.active or state.view is None:
            return
        if self.table.dealing is not None:
            # The note waits for the deal: what it points at is still being dealt, and a
            # click on "Got it" would only end the deal. The table calls again after it.
            self.bubble.hide()
            self._space.setEnabled(False)
            return
        if self.current is not None and not self.current.when(state):
            self.done.add(self.current.key)  # the player did it: the note has served
            self.acknowledged.emit(notes_mask(self.done))
            self.current = None
        new_note = False
        if self.current is None:
            self.current = next(
                (s for s in STEPS if s.key not in self.done and s.when(state)), None
            )
            if self.current is not None:
                self.shown.append(self.current.key)
                new_note = True
        if len(self.done) == len(STEPS):
            self._end()
            return
        if self.current is None:
            self.bubble.hide()
            self._space.setEnabled(False)
            return
        self.bubble.text.setText(self.texts()[self.current.key])
        self._space.setEnabled(True)
        self._place()
        self.bubble.show()
        self.bubble.raise_()
        if new_note:  # a screen reader hears the note as it comes
            announce(self.bubble, self.bubble.title.text() + ". " + self.bubble.text.text())

    def keep_on_top(self) -> None:
        """Something was raised over the table (a card flying to the pile): a note on
        screen goes back above it, so what it says is never crossed out."""
        if self.bubble.isVisible():
            self.bubble.raise_()

    def place(self) -> None:
        """The table moved or resized: the bubble follows its target."""
        if self.current is not None and self.bubble.isVisible():
            self._place()

    def _place(self) -> None:
        t = self.table
        # Placed from the table as it will be painted: a resize or a new state changes sizes
        # that Qt lays out only on its next event.
        t.layout().activate()
        widget, rect = self.current.target(t)
        if rect is None:
            rect = widget.rect()
        target = QRect(widget.mapTo(t, rect.topLeft()), rect.size())
        b = self.bubble
        place = self.current.place
        usual = min(330, int(t.width() * 0.36))
        b.stack_buttons(False)
        width = self._fit_width(usual)
        if place == "left" and target.left() - width - 2 < 0:
            # No room on the left for the usual note (800×600): a narrower one with its
            # buttons stacked still fits there, clear of the discard pile on the right.
            b.stack_buttons(True)
            room = target.left() - 6
            if room >= max(self._fit_width(0), NARROWEST):
                width = room
            else:
                b.stack_buttons(False)
                width = self._fit_width(usual)
        b.setFixedWidth(width)
        h = b.heightForWidth(b.width()) if b.hasHeightForWidth() else b.sizeHint().height()
        h = max(h, b.sizeHint().height())
        b.resize(b.width(), h)
        b.layout().activate()  # its buttons get their width now, not on a later pass
        if place == "below" and target.bottom() + h > t.height():
            place = "above"
        if place == "left" and target.left() - b.width() - 2 < 0:
            place = "right"
        if place == "left":
            x = target.left() - b.width() - 2
            y = max(4, min(t.height() - h - 4, target.center().y() - h // 2))
            b.side, b.arrow_at = "right", target.center().y() - y
        elif place == "right":
            x = min(target.right() + 2, t.width() - b.width() - 4)
            y = max(4, min(t.height() - h - 4, target.center().y() - h // 2))
            b.side, b.arrow_at = "left", target.center().y() - y
        else:
            x = target.center().x() - b.width() // 2
            x = max(4, min(t.width() - b.width() - 4, x))
            y = target.bottom() + 2 if place == "below" else max(0, target.top() - h - 2)
            b.side = "up" if place == "below" else "down"
            if self.current.clear_of is not None:
                x, y = self._clear_of_row_and_piles(QRect(x, y, b.width(), h), target, place)
            b.arrow_at = target.center().x() - x
        # The arrow's room is on the side it points from: a note left of its target keeps
        # its text as far from its right edge as any other note from its edges.
        if b.side == "right":
            b.layout().setContentsMargins(14, 10 + ARROW, 14 + ARROW, 10 + ARROW)
        else:
            b.layout().setContentsMargins(14 + ARROW, 10 + ARROW, 14, 10 + ARROW)
        b.move(QPoint(x, y))
        b.fit_mask()
        b.update()

    def _clear_of_row_and_piles(self, note: QRect, target: QRect, place: str) -> tuple[int, int]:
        """Where a note over the hand leaves its head row's words and buttons and the
        piles in view (it asks for a card dragged onto the pile), its arrow still
        over its card: where it is or beside it, else past the row. Where the felt between
        the piles and the row is lower than the note (800×600), the note stays by its card
        over the row's words and perhaps a count line, never over the piles' cards."""
        t = self.table
        # Only the row's words and buttons: the felt between them is free, so a note over
        # the middle of the hand stays as close to its card as before.
        row = row_parts(t, self.current.clear_of(t))
        views = (t.stock_view, t.pile_view)
        piles = [pile_on(t, view) for view in views]
        cards = [pile_on(t, view, count_line=False) for view in views]
        x, y, h = note.x(), note.y(), note.height()
        tries = [(y, row, piles)]  # where it is, or beside it
        if row:
            past = (
                max(k.bottom() for k in row) + 2
                if place == "below"
                else min(k.top() for k in row) - h - 2
            )
            if 0 <= past <= t.height() - h:
                tries.append((past, [], piles))
        tries.append((y, [], cards))  # the piles' cards first: the player drops on them
        for at, words, clear_of_piles in tries:
            beside = self._free_x(
                note.translated(0, at - y), target.center().x(), words, clear_of_piles, place
            )
            if beside is not None:
                return beside, at
        return x, y

    def _free_x(self, note: QRect, arrow_x: int, words, piles, place: str) -> int | None:
        """The left edge nearest ``note``'s at which the whole note covers none of
        ``words`` and what it paints covers none of ``piles``, its arrow still able to point
        at ``arrow_x``; None when there is none. The first candidate is where it is."""
        t = self.table
        lo, hi = self.bubble.arrow_span()
        lo, hi = max(4, arrow_x - hi), min(t.width() - note.width() - 4, arrow_x - lo)
        obstacles = [*words, *piles]
        candidates = [note.x()]
        candidates += [o.right() + 3 for o in obstacles] + [
            o.left() - note.width() - 3 for o in obstacles
        ]

        def clear(c: int) -> bool:
            moved = note.translated(c - note.x(), 0)
            painted = body_of(moved, place)
            return not any(w.intersects(moved) for w in words) and not any(
                p.intersects(painted) for p in piles
            )

        free = [c for c in candidates if lo <= c <= hi and clear(c)]
        return min(free, key=lambda c: abs(c - note.x())) if free else None

    def _fit_width(self, wanted: int) -> int:
        """The note's width: ``wanted``, never narrower than its own buttons need
        ("Rondleiding overslaan" is long) nor than 240 px unless asked for less, nor wider
        than the table."""
        b = self.bubble
        # The layouts cache their sizes, and invalidating the bubble's layout leaves the
        # cache of the buttons' row inside it: a row renamed in another language kept the
        # old language's minimum. Invalidate every one of them, then ask.
        for layout in (b.layout(), *b.layout().findChildren(QLayout)):
            layout.invalidate()
        floor = 240 if wanted else 0
        return min(self.table.width() - 8, max(b.layout().minimumSize().width(), floor, wanted))

    def _end(self) -> None:
        was = self.active
        self.active = False
        self.current = None
        self.bubble.hide()
        self._space.setEnabled(False)
        if was:
            self.finished.emit()
