"""The review of a finished hand: step through it move by move, both hands face up, with the
coach's opinion of each of the player's decisions.

A window of its own (not modal): the table stays usable behind it. It shows a
``ReviewModel`` (the position, the move log, the verdicts) and asks a ``Coach`` to judge the
decisions in the background; closing the window cancels the coach. Keys: Left/Right step,
Home/End jump to the deal and the end, F3 goes to the next costly decision, Ctrl+C copies
the hand as text, Esc closes.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..i18n import level_name
from ..i18n.formats import date_time
from ..i18n.review_texts import (
    action_text,
    coach_assumption,
    coach_reason,
    move_text,
    number,
    summary_text,
)
from ..i18n.texts import fill, group_caption, outcome_text
from ..models.review_model import ReviewModel
from ..render import CARD_ASPECT, CardRenderer, felt_brush
from ..review import Replay, hand_to_text
from ..review.verify import verdict_lines, verify_in_review
from . import accessibility
from .card_paint import paint_group
from .dialogs import fit_to_screen

log = logging.getLogger(__name__)


class SeatView(QWidget):
    """Paints one seat's cards face up: its melds, the cards laid off on them (after a
    knock) and its deadwood, each group with a caption; the card the latest move involved
    is lit up."""

    def __init__(self, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.title = ""
        self.groups: list[tuple[str, tuple, str]] = []  # (kind, cards, caption)
        self.moved = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(96)  # the window fits an 800×600 screen

    def set_seat(self, title: str, groups, moved) -> None:
        self.title, self.groups, self.moved = title, list(groups), moved
        self.setAccessibleDescription(title)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(760, 170)

    def _card_width(self) -> int:
        n_cards = sum(len(c) for _k, c, _t in self.groups) or 1
        n_groups = max(1, len(self.groups))
        by_height = (self.height() - 52) / CARD_ASPECT
        # Width needed: each group is w + (n-1)·0.45w wide, with 16 px between groups.
        units = n_groups + 0.45 * (n_cards - n_groups)
        by_width = (self.width() - 20 - 16 * (n_groups - 1)) / units
        return max(24, min(90, int(min(by_height, by_width))))

    def _fit_captions(self, w: int, font: QFont) -> None:
        """A smaller letter for the captions (down to 9 px) when, at card width ``w``, a
        caption wider than its cards (Lithuanian, Dutch) would push the groups off the
        right edge."""
        step = int(w * 0.45)
        while font.pixelSize() > 9:
            metrics = QFontMetrics(font)
            need = sum(
                max(w + (len(cards) - 1) * step, metrics.horizontalAdvance(caption)) + 16
                for _k, cards, caption in self.groups
            )
            if need <= self.width():
                return
            font.setPixelSize(font.pixelSize() - 1)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), felt_brush(QRectF(self.rect())))
        title_font = QFont(self.font())
        title_font.setPixelSize(14)
        title_font.setBold(True)
        cap_font = QFont(self.font())
        cap_font.setPixelSize(12)
        # The title (who, dealer, knocker, deadwood) in a smaller letter rather than cut off.
        while title_font.pixelSize() > 10:
            if QFontMetrics(title_font).horizontalAdvance(self.title) <= self.width() - 20:
                break
            title_font.setPixelSize(title_font.pixelSize() - 1)
        p.setFont(title_font)
        p.setPen(Qt.GlobalColor.white)
        p.drawText(QPointF(10, 18), self.title)
        w = self._card_width()
        self._fit_captions(w, cap_font)
        x = 10
        lit = frozenset((self.moved,)) if self.moved is not None else frozenset()
        for _kind, cards, caption in self.groups:
            args = (cards, x, 26, w, int(w * 0.45), caption, cap_font)
            x += paint_group(p, self.renderer, *args, self.devicePixelRatioF(), lit) + 16
        p.end()


class PilesView(QWidget):
    """The stock (face up: the hand is over, nothing is secret) and the discard pile, top
    card last, with the card the latest move put there lit up."""

    def __init__(self, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.stock: tuple = ()
        self.pile: tuple = ()
        self.moved = None
        self.stock_caption = ""
        self.pile_caption = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(84)

    def set_piles(self, stock, pile, moved, stock_caption: str, pile_caption: str) -> None:
        self.stock, self.pile, self.moved = tuple(stock), tuple(pile), moved
        self.stock_caption, self.pile_caption = stock_caption, pile_caption
        self.setAccessibleDescription(stock_caption + " " + pile_caption)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(760, 130)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), felt_brush(QRectF(self.rect())))
        cap_font = QFont(self.font())
        cap_font.setPixelSize(12)
        w = max(24, min(70, int((self.height() - 40) / CARD_ASPECT)))
        dpr = self.devicePixelRatioF()
        p.setFont(cap_font)
        p.setPen(Qt.GlobalColor.white)
        # The stock: its next three cards, the top one in front.
        x, y = 10, 6
        shown = self.stock[:3]
        for i, c in enumerate(reversed(shown)):
            off = (len(shown) - 1 - i) * 6
            p.drawPixmap(QPointF(x + off, y + off), self.renderer.pixmap(c, w, dpr))
        if not shown:
            p.drawPixmap(QPointF(x, y), self.renderer.placeholder(w, dpr))
        p.drawText(
            QRectF(x, y + round(w * CARD_ASPECT) + 14, self.width(), 18),
            Qt.AlignmentFlag.AlignLeft,
            self.stock_caption,
        )
        # The pile: as many of its cards as fit, fanned, the top last; it starts clear of the
        # stock's caption, however long that is in the language shown.
        caption_w = QFontMetrics(cap_font).horizontalAdvance(self.stock_caption)
        x = 10 + max(w * 2, caption_w + 24)
        step = int(w * 0.4)
        room = max(1, int((self.width() - x - w - 10) / step) + 1)
        cards = self.pile[-room:]
        for i, c in enumerate(cards):
            p.drawPixmap(
                QPointF(x + i * step, y),
                self.renderer.pixmap(c, w, dpr, highlight=c is self.moved),
            )
        if not cards:
            p.drawPixmap(QPointF(x, y), self.renderer.placeholder(w, dpr))
        p.drawText(
            QRectF(x, y + round(w * CARD_ASPECT) + 14, max(200, w * 4), 18),
            Qt.AlignmentFlag.AlignLeft,
            self.pile_caption,
        )
        p.end()


class CoachText(QScrollArea):
    """The coach's words on the decision shown: as tall as they need where the window has
    the room, else scrolled — on an 800×600 screen five wrapped Dutch lines would otherwise
    squeeze the table above them until its captions were cut."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        inner = QWidget(self)
        inner.setAutoFillBackground(False)
        self.setWidget(inner)
        self.viewport().setAutoFillBackground(False)
        self.setMinimumHeight(3 * self.fontMetrics().lineSpacing())

    def sizeHint(self) -> QSize:
        inner = self.widget()
        width = max(200, self.viewport().width())
        return QSize(width, inner.layout().totalHeightForWidth(width) + 2)

    def texts_changed(self) -> None:
        self.verticalScrollBar().setValue(0)  # a new decision is read from its first line
        self.updateGeometry()


class MovesTable(QTableView):
    """The moves of the hand, the current one always in view: the coach's panel below
    grows and shrinks with each decision's text after the move was scrolled to, and the
    window may be resized."""

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scrollTo(self.currentIndex())


class ReviewWindow(QDialog):
    """One finished hand under review. ``coach`` (a ``controller.Coach``) judges the
    player's decisions; None reviews without it. The window owns the coach and shuts it
    down when it closes."""

    def __init__(
        self, rep: Replay, renderer: CardRenderer, coach=None, parent=None, phrase: str = ""
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.replay = rep
        self.renderer = renderer
        self.model = ReviewModel(rep, self)
        self.coach = coach
        self._failed: set[int] = set()
        self._progress = (0, 0)
        self._summary = None
        self.title = QLabel(self)
        tfont = QFont(self.font())
        tfont.setPixelSize(16)
        tfont.setBold(True)
        self.title.setFont(tfont)
        self.title.setWordWrap(True)
        # The deal checked against the deck sealed before it (review/verify.py): one line,
        # and every check behind a button.
        # ``phrase``: the one now in Settings, which can confirm the phrase mixed in.
        self.verdict = verify_in_review(rep.hand, phrase)
        self.deal_line = QLabel(self)
        self.deal_line.setWordWrap(True)
        self.deal_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        dfont = QFont(self.font())
        # Bold only for a seal that fails; a hand recorded without one just says so.
        dfont.setBold(bool(self.verdict.fingerprint) and not self.verdict.ok)
        self.deal_line.setFont(dfont)
        self.deal_button = QPushButton(self)
        self.deal_button.setAutoDefault(False)
        self.deal_button.clicked.connect(self.show_deal_check)

        self.top_seat = SeatView(renderer, self)
        self.piles = PilesView(renderer, self)
        self.bottom_seat = SeatView(renderer, self)
        self.moves = MovesTable(self)
        self.moves.setModel(self.model)
        self.moves.verticalHeader().setVisible(False)
        self.moves.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.moves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.moves.setWordWrap(False)
        header = self.moves.horizontalHeader()
        header.setSectionResizeMode(ReviewModel.NUMBER, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ReviewModel.MOVE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(ReviewModel.COACH, QHeaderView.ResizeMode.ResizeToContents)
        self.moves.setMinimumWidth(380)

        self.coach_box = QGroupBox(self)
        self.coach_text = CoachText(self.coach_box)
        texts = self.coach_text.widget()
        self.coach_heading = QLabel(texts)
        hfont = QFont(self.font())
        hfont.setBold(True)
        self.coach_heading.setFont(hfont)
        self.coach_best = QLabel(texts)
        self.coach_yours = QLabel(texts)
        self.coach_cost = QLabel(texts)
        self.summary = QLabel(texts)
        self.summary.setFont(hfont)
        self.assumption = QLabel(texts)  # how the coach's deals play the computer
        for label in (
            self.coach_heading,
            self.coach_best,
            self.coach_yours,
            self.coach_cost,
            self.summary,
            self.assumption,
        ):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.progress = QProgressBar(self.coach_box)
        self.progress.setTextVisible(True)
        tl = QVBoxLayout(texts)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.coach_heading)
        tl.addWidget(self.coach_best)
        tl.addWidget(self.coach_yours)
        tl.addWidget(self.coach_cost)
        tl.addWidget(self.summary)
        tl.addWidget(self.assumption)
        cl = QVBoxLayout(self.coach_box)
        cl.addWidget(self.coach_text)
        cl.addWidget(self.progress)

        self.first_button = QPushButton(self)
        self.prev_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.last_button = QPushButton(self)
        self.costly_button = QPushButton(self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, self.model.last)
        self.slider.setPageStep(4)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.copy_button = QPushButton(self)
        self.save_button = QPushButton(self)
        self.close_button = QPushButton(self)
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            b.setAutoDefault(False)
        self.close_button.setAutoDefault(False)
        self.copy_button.setAutoDefault(False)
        self.save_button.setAutoDefault(False)
        self.costly_button.setAutoDefault(False)

        table = QVBoxLayout()
        table.setSpacing(0)
        table.addWidget(self.top_seat, 3)
        table.addWidget(self.piles, 2)
        table.addWidget(self.bottom_seat, 3)
        middle = QHBoxLayout()
        middle.addLayout(table, 3)
        middle.addWidget(self.moves, 2)
        nav = QHBoxLayout()
        nav.addWidget(self.first_button)
        nav.addWidget(self.prev_button)
        nav.addWidget(self.slider, 1)
        nav.addWidget(self.next_button)
        nav.addWidget(self.last_button)
        nav.addWidget(self.costly_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.copy_button)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.deal_button)
        # Where the text went (a save) or that it went (a copy): said beside the buttons.
        self.saved_note = QLabel(self)
        self.saved_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.saved_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A note, not a control: it is announced when it changes and is not a Tab stop.
        self.saved_note.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bottom.addWidget(self.saved_note, 1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.deal_line)  # one short line: the window fits 800×600
        layout.addLayout(middle, 1)
        layout.addWidget(self.coach_box)
        layout.addLayout(nav)
        layout.addLayout(bottom)

        self.first_button.clicked.connect(lambda: self.go(0))
        self.prev_button.clicked.connect(lambda: self.go(self.model.position - 1))
        self.next_button.clicked.connect(lambda: self.go(self.model.position + 1))
        self.last_button.clicked.connect(lambda: self.go(self.model.last))
        self.costly_button.clicked.connect(self.go_next_costly)
        self.slider.valueChanged.connect(self.go)
        self.copy_button.clicked.connect(self.copy_text)
        self.save_button.clicked.connect(self.save_text)
        self.close_button.clicked.connect(self.close)
        self.moves.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.go(current.row()) if current.isValid() else None
        )
        self.model.positionChanged.connect(self._show_position)
        # The move log keeps Up/Down for its rows; Left/Right/Home/End step through the hand
        # there too (a table would move between its columns) and Ctrl+C copies the hand
        # (a table would copy one cell).
        self.moves.installEventFilter(self)
        self._shortcuts = []
        for keys, slot in (
            ("Left", lambda: self.go(self.model.position - 1)),
            ("Right", lambda: self.go(self.model.position + 1)),
            ("Home", lambda: self.go(0)),
            ("End", lambda: self.go(self.model.last)),
            ("F3", self.go_next_costly),
            (QKeySequence.StandardKey.Copy, self.copy_text),
            (QKeySequence.StandardKey.Save, self.save_text),
        ):
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(slot)
            self._shortcuts.append(sc)

        if coach is not None:
            coach.started.connect(self._coach_started)
            coach.progress.connect(self._coach_progress)
            coach.assessed.connect(self._coach_assessed)
            coach.failed.connect(self._coach_failed)
            coach.finished.connect(self._coach_finished)
        self.retranslate_ui()
        self._show_position(0)
        fit_to_screen(self, QSize(1220, 780))  # never past an 800×600 screen
        self.moves.setFocus()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.moves and event.type() == QEvent.Type.KeyPress:
            steps = {
                Qt.Key.Key_Left: lambda: self.go(self.model.position - 1),
                Qt.Key.Key_Right: lambda: self.go(self.model.position + 1),
                Qt.Key.Key_Home: lambda: self.go(0),
                Qt.Key.Key_End: lambda: self.go(self.model.last),
            }
            if event.matches(QKeySequence.StandardKey.Copy):
                self.copy_text()
                return True
            step = steps.get(Qt.Key(event.key()))
            if step is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier:
                step()
                return True
        return super().eventFilter(watched, event)

    # ---------------------------------------------------------------- the coach
    def start_coach(self, worlds: int | None = None, seed: int = 0) -> int:
        """Ask the coach to judge the player's decisions; returns how many there are."""
        if self.coach is None:
            return 0
        return self.coach.review(self.replay, worlds=worlds, seed=seed)

    def _coach_started(self, total: int) -> None:
        self._summary = None
        self.progress.setRange(0, max(1, total * 100))
        self.progress.setValue(0)
        self.progress.setVisible(total > 0)
        self._update_progress_text(0, total)

    def _coach_progress(self, done: int, total: int, worlds: int, worlds_total: int) -> None:
        part = worlds / worlds_total if worlds_total else 0.0
        self.progress.setValue(int((done + part) * 100))
        self._update_progress_text(done, total)

    def _update_progress_text(self, done: int, total: int) -> None:
        self._progress = (done, total)
        self.progress.setFormat(
            fill(self.tr("The coach is judging your decisions: %1 of %2"), done, total)
        )

    def _coach_assessed(self, verdict) -> None:
        self.model.set_verdict(verdict)
        self._update_costly_button()
        if verdict.move == self.model.position:
            self._show_coach()

    def _update_costly_button(self) -> None:
        """Usable once the coach has marked a decision costly: before, it would go nowhere."""
        self.costly_button.setEnabled(self.model.next_costly(0) is not None)

    def _coach_failed(self, move: int, _text: str) -> None:
        self._failed.add(move)
        if move == self.model.position:
            self._show_coach()

    def _coach_finished(self, summary) -> None:
        self._summary = summary
        self.progress.setVisible(False)
        self._show_summary()

    @property
    def coach_done(self) -> bool:
        return self._summary is not None

    # ---------------------------------------------------------------- stepping
    def go(self, position: int) -> None:
        self.model.set_position(position)

    def go_next_costly(self) -> None:
        target = self.model.next_costly(self.model.position)
        if target is not None:
            self.go(target)

    def _show_position(self, position: int) -> None:
        m = self.model
        pos = m.current()
        rep = self.replay
        player = rep.hand.player
        move = m.current_move()
        moved = pos.moved
        for seat, view in ((1 - player, self.top_seat), (player, self.bottom_seat)):
            view.set_seat(self._seat_title(seat, pos), self._groups(seat, pos), moved)
        self.piles.set_piles(
            pos.stock,
            pos.pile,
            moved if move is not None and _to_pile(move.action) else None,
            self.tr("Stock: %n cards", "", len(pos.stock)),
            self.tr("Discard pile: %n cards", "", len(pos.pile)),
        )
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        index = m.index(position, ReviewModel.MOVE)
        sel = self.moves.selectionModel()
        if sel.currentIndex().row() != position:
            sel.setCurrentIndex(
                index,
                sel.SelectionFlag.ClearAndSelect | sel.SelectionFlag.Rows,
            )
        self.moves.scrollTo(index)
        self.first_button.setEnabled(position > 0)
        self.prev_button.setEnabled(position > 0)
        self.next_button.setEnabled(position < m.last)
        self.last_button.setEnabled(position < m.last)
        self._update_costly_button()
        self._show_coach()

    def _seat_title(self, seat: int, pos) -> str:
        player = self.replay.hand.player
        name = self.tr("You") if seat == player else self.tr("The computer")
        arr = pos.arrangements[seat]
        parts = [name]
        if seat == self.replay.hand.dealer:
            parts.append(self.tr("dealer"))
        if pos.knocker == seat:
            parts.append(self.tr("knocked"))
        parts.append(fill(self.tr("deadwood %1"), arr.points))
        return " · ".join(parts)

    def _groups(self, seat: int, pos):
        arr = pos.arrangements[seat]
        groups = [("meld", m, group_caption("meld", m)) for m in arr.melds]
        if pos.knocker == seat and pos.layoffs:
            laid = tuple(c for c, _i in pos.layoffs)
            groups.append(("layoffs", laid, self.tr("Laid off by the other player")))
        if arr.deadwood:
            groups.append(("deadwood", arr.deadwood, group_caption("deadwood", arr.deadwood)))
        return groups

    # ---------------------------------------------------------------- the coach's words
    def _show_coach(self) -> None:
        m = self.model
        move = m.current_move()
        heading = best = yours = cost = ""
        if move is None:
            heading = self.tr(
                "The deal. Step through the hand with the arrow keys or the slider; the coach "
                "judges each of your decisions."
            )
        else:
            heading = fill(
                self.tr("Move %1: %2"), move.number, move_text(move, m.replay.hand.player)
            )
            if move.seat != m.replay.hand.player:
                best = self.tr("The computer's move.")
            elif not m.is_decision(move.number):
                best = self.tr("You had no choice here.")
            elif move.number in self._failed:
                best = self.tr("The coach could not judge this decision.")
            elif m.verdict(move.number) is None:
                best = self.tr("The coach is still judging this decision…")
            else:
                best, yours, cost = self._verdict_texts(m.verdict(move.number))
        self.coach_heading.setText(heading)
        self.coach_best.setText(best)
        self.coach_yours.setText(yours)
        self.coach_cost.setText(cost)
        self.coach_yours.setVisible(bool(yours))
        self.coach_cost.setVisible(bool(cost))
        self._show_summary()  # which tells the coach's text area that its words changed

    def _verdict_texts(self, v) -> tuple[str, str, str]:
        b, y = v.best_option, v.played_option
        # The reason under the coach's choice says why it beats yours (a fact in its
        # favour); yours only keeps a reason that speaks against it.
        if v.why[0]:
            why = coach_reason(*v.why)
        elif not v.best_reason_shown:
            why = ""  # a reason against the coach's own choice would argue for yours
        else:
            why = coach_reason(b.key, b.params)
        best = fill(
            self.tr("The coach's choice: %1. %2"),
            action_text(v.best, gin=b.key == "coach.gin"),
            why,
        ).rstrip()
        if v.agrees:
            return best, "", self.tr("You chose as the coach would.")
        yours = fill(
            self.tr("Your choice: %1. %2"),
            action_text(v.played, gin=y.key == "coach.gin"),
            coach_reason(y.key, y.params) if v.played_reason_shown else "",
        ).rstrip()
        if not v.judged:
            cost = self.tr("The coach cannot judge this one: the stock was nearly empty.")
        elif v.worlds == 0:
            cost = (
                self.tr("Your choice is just as good.")
                if v.cost < 0.05
                else fill(self.tr("Cost in points in this hand: exactly %1."), number(v.cost, 0))
            )
        elif v.cost < 0.05:
            cost = self.tr("Your choice is as good as the coach's.")
        else:
            cost = fill(
                self.tr(
                    "Cost in points per hand: about %1 (± %2, from %n sampled deals).", "", v.worlds
                ),
                number(v.cost),
                number(v.margin),
            )
            if v.costly:
                cost += " " + self.tr("A costly decision.")
            else:
                cost += " " + self.tr("Within the coach's uncertainty: not a clear mistake.")
        return best, yours, cost

    def _show_summary(self) -> None:
        if self.coach is None:
            text = ""
        elif self._summary is None:
            text = self.tr("The summary follows when every decision is judged.")
        else:
            upcards = {m.number: m.view.upcard for m in self.replay.decisions()}
            text = summary_text(self._summary, upcards)
        self.summary.setText(text)
        self.assumption.setText(coach_assumption(self.replay.hand.opponent) if text else "")
        self.assumption.setVisible(bool(text))
        self.coach_text.texts_changed()

    # ---------------------------------------------------------------- export
    def hand_text(self) -> str:
        """The hand in the notation, with the coach's opinion of each judged decision as a
        comment after its move (reading the text ignores comments)."""
        comments = {}
        for move in self.replay.decisions():
            v = self.model.verdict(move.number)
            if v is not None:
                words = " ".join(t for t in self._verdict_texts(v) if t)
                comments[move.number] = fill(self.tr("Coach: %1"), words)
        return hand_to_text(self.replay.hand, comments)

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.hand_text())
        self._say_saved(self.tr("The hand's text is on the clipboard."), "")

    def save_text(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the hand as text"),
            fill(self.tr("hand-%1.txt"), self.replay.hand.number),
            self.tr("Text files (*.txt)"),
        )
        if path:
            self.save_to(path)

    def save_to(self, path: str) -> bool:
        from ..persistence import atomic_write_text

        try:
            atomic_write_text(path, self.hand_text())
        except OSError as e:
            log.warning("could not save the hand to %s: %s", path, e)
            box = QMessageBox(QMessageBox.Icon.Warning, self.windowTitle(), "", parent=self)
            box.setText(fill(self.tr("The hand could not be saved: %1."), e.strerror or str(e)))
            box.addButton(self.tr("OK"), QMessageBox.ButtonRole.AcceptRole)
            box.open()
            self.save_error = box
            return False
        from PySide6.QtCore import QDir

        where = QDir.toNativeSeparators(os.path.abspath(path))
        self._say_saved(fill(self.tr("Saved as %1"), where), where)
        return True

    def _say_saved(self, text: str, where: str) -> None:
        note = self.saved_note
        width = max(120, note.width())
        note.setText(note.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, width))
        note.setToolTip(where)
        note.setAccessibleName(text)
        accessibility.announce_change(note)

    # ---------------------------------------------------------------- the deal's check
    def deal_text(self) -> str:
        v = self.verdict
        if not v.fingerprint:
            return self.tr(
                "This hand was recorded without a sealed deck: its deal cannot be checked."
            )
        if not v.ok:
            return fill(
                self.tr("✗ The deal does not match the deck sealed before it (fingerprint %1)."),
                v.fingerprint,
            )
        if v.phrase_confirmed:
            return fill(
                self.tr(
                    "✓ Deal verified: sealed before the deal as %1, reshuffled by your phrase."
                ),
                v.fingerprint,
            )
        if v.mixed:
            return fill(
                self.tr("✓ Deal verified: sealed before the deal as %1, reshuffled by a phrase."),
                v.fingerprint,
            )
        return fill(self.tr("✓ Deal verified: sealed before the deal as %1."), v.fingerprint)

    def deal_check_lines(self) -> list[str]:
        """Every check of the deal, in the player's language (as ``--verify`` prints them)."""
        return verdict_lines(self.verdict, QCoreApplication.translate)

    def show_deal_check(self) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Information if self.verdict.ok else QMessageBox.Icon.Warning,
            self.tr("The deal's check"),
            self.deal_check_lines()[-1],
            QMessageBox.StandardButton.NoButton,
            self,
        )
        details = self.deal_check_lines()[:-1]
        if self.verdict.commitment:
            details.append(fill(self.tr("Commitment (SHA-256): %1"), self.verdict.commitment))
        details.append(
            self.tr("Anyone can check the saved hand again with: ginrummy-desktop --verify FILE")
        )
        box.setInformativeText("\n".join(details))
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.RejectRole)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.open()
        self.deal_box = box
        return box

    # ---------------------------------------------------------------- words
    def retranslate_ui(self) -> None:
        hand = self.replay.hand
        self.setWindowTitle(fill(self.tr("Review of hand %1"), hand.number))
        result = outcome_text(self.replay.result, hand.player)
        parts = [fill(self.tr("Hand %1"), hand.number)]
        if hand.opponent:
            parts.append(fill(self.tr("against %1"), level_name(hand.opponent)))
        if hand.played:
            parts.append(date_time(hand.played))  # in the language's date format
        parts.append(result)
        if self.replay.result.winner is not None:
            parts.append(self.tr("%n points", "", self.replay.result.points))
        self.title.setText(" · ".join(parts))
        self.deal_line.setText(self.deal_text())
        self.deal_button.setText(self.tr("Deal chec&k…"))
        self.deal_button.setToolTip(self.tr("Every check of the deal against its sealed deck"))
        self.coach_box.setTitle(self.tr("Coach (the same evaluation as the Hint)"))
        self.first_button.setText(self.tr("&Deal"))
        self.prev_button.setText(self.tr("&Previous"))
        self.next_button.setText(self.tr("&Next"))
        self.last_button.setText(self.tr("&End"))
        self.costly_button.setText(self.tr("Next &costly decision"))
        self.first_button.setToolTip(self.tr("Back to the deal (Home)"))
        self.prev_button.setToolTip(self.tr("One move back (Left arrow)"))
        self.next_button.setToolTip(self.tr("One move on (Right arrow)"))
        self.last_button.setToolTip(self.tr("The end of the hand (End)"))
        self.costly_button.setToolTip(self.tr("The next decision the coach marked as costly (F3)"))
        self.copy_button.setText(self.tr("Copy as &text"))
        self.save_button.setText(self.tr("&Save as text…"))
        self.close_button.setText(self.tr("Close"))
        self.slider.setAccessibleName(self.tr("Move"))
        self.moves.setAccessibleName(self.tr("Moves of the hand"))
        self.model.retranslate()
        self._update_progress_text(*self._progress)
        self._show_position(self.model.position)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "summary"):
            self.retranslate_ui()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        """Closing cancels the coach: its worker and child process stop."""
        if self.coach is not None:
            self.coach.shutdown()
        super().closeEvent(event)

    def done(self, result: int) -> None:  # Esc
        if self.coach is not None:
            self.coach.shutdown()
        super().done(result)


def _to_pile(action) -> bool:
    from ..engine import Discard, Knock

    return isinstance(action, (Discard, Knock))


__all__ = ["PilesView", "ReviewWindow", "SeatView"]
