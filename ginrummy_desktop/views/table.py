"""The felt table: opponent, stock, discard pile, the knocker's melds, the status line, the
action buttons and the player's hand.

Everything a player does here goes to a controller slot; everything shown comes from the
controller's ``TableState`` (the models are fed from it by ``TableModels``, owned by the
main window). The table computes no rules and never asks the controller anything back.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QPoint,
    QRect,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..controller import COMPUTER, HUMAN, GameController
from ..engine import Discarded, DrewStock, HandStarted, Knocked, LaidOff, Phase, TookDiscard
from ..i18n import level_name
from ..i18n.texts import fill
from ..models import CardRoles, TableModels, by_rank
from ..render import CARD_ASPECT, CardRenderer, felt_brush
from ..session.table_state import TableState
from ..settings import Settings
from ..vocabulary import SORT_MODES
from . import accessibility
from .guide import FirstGameGuide
from .hand_view import HandView
from .melds_view import MeldsView
from .move_log import MoveLogView
from .opponent_view import OpponentView
from .pile_views import PileView, StockView

PANEL_STYLE = (
    "QFrame#panel { background: rgba(0, 0, 0, 80); border-radius: 10px; }"
    "QFrame#panel QLabel { color: #f4f1e6; }"
)
LABEL_STYLE = "color: #f4f1e6;"
REFUSAL_MS = 3500  # how long a refusal's reason stays in the status line
MIN_SIZE = (780, 500)  # the table fits an 800×600 screen with the menu bar and a frame
SIDE_MIN_WIDTH = 196  # the scores and the move log beside the table, at their narrowest


class TableWidget(QWidget):
    """The table. Signals: ``resultRequested()`` (the "Show result" button),
    ``pileBrowserRequested()`` ("Look through"), ``firstPainted()`` (once, when the table
    has been on screen for the first time: start-up work that can wait waits for it)."""

    resultRequested = Signal()
    pileBrowserRequested = Signal()
    firstPainted = Signal()

    def __init__(
        self,
        controller: GameController,
        models: TableModels,
        settings: Settings,
        renderer: CardRenderer,
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.models = models
        self.settings = settings
        self.renderer = renderer
        self.state = TableState()
        self.animations = True  # off for screenshots and tests that look at one frame
        self._felt: QPixmap | None = None
        self._felt_size = None  # the size it was last painted at
        self._painted = False
        self._hand_cap: int | None = None
        self._shown_drawn = None  # the drawn card the focus last went to
        self._shown_hint = None
        self.dealing = None  # the deal being shown (a DealAnimation), if any
        self._deal_pending = False  # a game has started: its first hand is dealt on screen
        self._shown_knock = None  # the knock card the focus last went to
        self._moves_told: tuple[str, ...] | None = None  # the hand's moves a reader heard
        self._detail_told = ""
        self._instruction_told = ""  # the status a reader heard last, a refusal aside
        accessibility.install_interfaces()  # before any view's interface is asked for
        self._build_views()
        self._build_lines()
        self._build_buttons()
        self._build_sort_row()
        self._build_score_panel()
        self._build_log()
        self._build_layout()
        self._connect()
        self.guide = FirstGameGuide(self)
        self._tab_order()
        self.setMinimumSize(*MIN_SIZE)
        self.retranslate_ui()

    # ------------------------------------------------------------------ building
    @property
    def hand_model(self):
        return self.models.hand

    @property
    def pile_model(self):
        return self.models.pile

    def _build_views(self) -> None:
        m, r = self.models, self.renderer
        m.hand.sort_mode = self.settings.sort_mode
        m.hand.auto_arrange = self.settings.auto_arrange
        self.opponent_view = OpponentView(r, self)
        self.stock_view = StockView(r, m.stock, self)
        self.pile_view = PileView(r, m.pile, self)
        self.melds_view = MeldsView(r, self)
        self.melds_view.setModel(m.melds)
        self.hand_view = HandView(r, self)
        self.hand_view.setModel(m.hand)

    def _build_lines(self) -> None:
        self.status_label = QLabel(self)
        self.status_label.setObjectName("status")
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label.setWordWrap(True)
        self._status_style(False)
        self.move_label = QLabel(self)
        self.move_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.move_label.setWordWrap(True)
        self.move_label.setStyleSheet("color: #d9e8dc; font-size: 13px;")
        # Fixed heights: a new status text must not re-layout (and repaint) the whole table.
        # The line under it holds the last move or the hint's reason, which takes two lines
        # in Lithuanian or Dutch, and in English on a small screen.
        self.status_label.setFixedHeight(58)
        self.move_label.ensurePolished()  # its style sheet's font: two of its lines, as the
        # label lays them out (each line's ascent and descent rounded up: one pixel more than
        # lineSpacing() here, which cut the descenders of a second line)
        two_lines = self.move_label.fontMetrics().boundingRect(
            QRect(0, 0, 10_000, 10_000), int(Qt.TextFlag.TextWordWrap), "Ag\nAg"
        )
        self.move_label.setFixedHeight(two_lines.height())
        # The hand's head row: its deadwood figure and the sort buttons, one widget: the deal
        # covers it whole, and the guide's notes over the hand keep clear of its words. Made
        # here, so a screen reader meets the row where it met its parts before.
        self.hand_head = QWidget(self)
        self.deadwood_label = QLabel(self)
        self.deadwood_label.setStyleSheet(LABEL_STYLE + "font-size: 14px; font-weight: bold;")
        self.deadwood_label.setFixedHeight(22)  # empty or not, the hand stays where it is
        self.melds_title = QLabel(self)
        self.melds_title.setStyleSheet(LABEL_STYLE + "font-size: 13px; font-weight: bold;")
        self._refusal = QTimer(self)
        self._refusal.setSingleShot(True)
        self._refusal.timeout.connect(self._end_refusal)

    def _button(self, slot) -> QPushButton:
        b = QPushButton(self)
        # Tab reaches it (a screen reader's user has no other way); a click leaves the
        # keyboard on the hand.
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.clicked.connect(slot)
        b.setVisible(False)
        return b

    def _build_buttons(self) -> None:
        c = self.controller
        self.pass_button = self._button(c.passUpcard)
        self.take_button = self._button(c.takeUpcard)
        self.draw_button = self._button(c.drawStock)
        self.knock_button = self._button(c.beginKnock)
        self.gin_button = self._button(c.beginGin)
        self.confirm_button = self._button(c.confirmKnock)
        self.cancel_button = self._button(c.cancelKnock)
        self.best_button = self._button(c.layOffBest)
        self.done_button = self._button(c.endLayoff)
        self.next_button = self._button(c.nextHand)
        self.result_button = self._button(self.resultRequested.emit)
        self.hint_button = self._button(c.requestHint)
        self.look_button = QToolButton(self)
        self.look_button.clicked.connect(self.pileBrowserRequested.emit)

    def _build_sort_row(self) -> None:
        self.sort_label = QLabel(self)
        self.sort_label.setStyleSheet(LABEL_STYLE)
        # Checked by hand, not by an exclusive group: once the player arranges the hand
        # themselves no sort mode is lit.
        self.sort_button: dict[str, QToolButton] = {}
        for mode in SORT_MODES:
            b = QToolButton(self)
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.sort_button[mode] = b
            b.clicked.connect(lambda _=False, m=mode: self.sort_hand(m))
        self._show_sort_buttons()

    def _build_score_panel(self) -> None:
        self.panel = QFrame(self)
        self.panel.setObjectName("panel")
        self.panel.setStyleSheet(PANEL_STYLE)
        grid = QGridLayout(self.panel)
        self.you_score = QLabel(self.panel)
        self.cpu_score = QLabel(self.panel)
        self.target_label = QLabel(self.panel)
        self.hand_label = QLabel(self.panel)
        self.level_label = QLabel(self.panel)
        self._score_font_px = 0  # set by resizeEvent: smaller when the side column is narrow
        for lbl in (self.target_label, self.hand_label, self.level_label):
            lbl.setWordWrap(True)
        for row, lbl in enumerate(
            (self.you_score, self.cpu_score, self.target_label, self.hand_label, self.level_label)
        ):
            grid.addWidget(lbl, row, 0)
        grid.setContentsMargins(10, 6, 10, 6)
        grid.setVerticalSpacing(2)
        # Minimum, not Maximum: a line that wraps in a narrow column (800×600, Dutch) needs
        # more height than the panel's one-line size hint, or the lines overlap.
        self.panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    def _build_log(self) -> None:
        """The move log: every move of this hand, beside the table under the scores."""
        self.log_box = QFrame(self)
        self.log_box.setObjectName("panel")
        self.log_box.setStyleSheet(PANEL_STYLE)
        col = QVBoxLayout(self.log_box)
        col.setContentsMargins(8, 6, 4, 6)
        col.setSpacing(2)
        self.log_title = QLabel(self.log_box)
        self.log_title.setStyleSheet("font-weight: bold;")
        self.move_log = MoveLogView(self.log_box)
        self.move_log.setModel(self.models.moves)
        self.move_log.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a reader goes through it
        col.addWidget(self.log_title)
        col.addWidget(self.move_log, 1)
        # Its rows never push the table around: it gets the room the score panel leaves.
        self.move_log.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.log_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.log_box.setVisible(self.settings.show_move_log)

    def set_log_visible(self, on: bool) -> None:
        self.log_box.setVisible(on)
        self.settings.show_move_log = on

    def _build_layout(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 6)
        outer.setSpacing(4)
        upper = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.opponent_view, 3)

        middle = QHBoxLayout()
        middle.addStretch(1)
        piles = QGridLayout()  # one row for both piles, so their labels line up
        piles.addWidget(self.stock_view, 0, 0)
        piles.addWidget(self.pile_view, 0, 1)
        piles.addWidget(self.look_button, 1, 1, Qt.AlignmentFlag.AlignHCenter)
        piles.setRowStretch(0, 1)
        middle.addLayout(piles)
        melds_col = QVBoxLayout()
        melds_col.addWidget(self.melds_title)
        melds_col.addWidget(self.melds_view, 1)
        self.melds_box = QWidget(self)
        self.melds_box.setLayout(melds_col)
        self.melds_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        middle.addWidget(self.melds_box, 4)
        middle.addStretch(1)
        left.addLayout(middle, 4)
        upper.addLayout(left, 1)
        self.side = QWidget(self)
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(6)
        side.addWidget(self.panel)
        side.addWidget(self.log_box, 1)
        side.addStretch(0)
        upper.addWidget(self.side, 0)
        outer.addLayout(upper, 7)

        outer.addWidget(self.status_label)
        outer.addWidget(self.move_label)
        # The buttons come and go with the phase; their row keeps its height, so nothing
        # on the table moves when they do.
        self.button_bar = QWidget(self)
        buttons = QHBoxLayout(self.button_bar)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addStretch(1)
        for b in self.action_buttons():
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.button_bar.setFixedHeight(self.hint_button.sizeHint().height() + 2)
        outer.addWidget(self.button_bar)
        hand_head = QHBoxLayout(self.hand_head)
        hand_head.setContentsMargins(0, 0, 0, 0)
        hand_head.addWidget(self.deadwood_label)
        hand_head.addStretch(1)
        hand_head.addWidget(self.sort_label)
        for b in self.sort_button.values():
            hand_head.addWidget(b)
        outer.addWidget(self.hand_head)
        outer.addWidget(self.hand_view, 5)

    def action_buttons(self) -> tuple[QPushButton, ...]:
        return (
            self.pass_button,
            self.take_button,
            self.draw_button,
            self.knock_button,
            self.gin_button,
            self.confirm_button,
            self.cancel_button,
            self.best_button,
            self.done_button,
            self.next_button,
            self.result_button,
            self.hint_button,
        )

    def _connect(self) -> None:
        c, m = self.controller, self.models
        # views → controller
        m.hand.drawRequested.connect(c.drawFrom)
        m.pile.discardRequested.connect(c.discard)
        m.melds.layOffRequested.connect(c.layOff)
        self.hand_view.cardActivated.connect(c.activateCard)
        self.hand_view.clicked.connect(self._card_clicked)
        self.hand_view.selectionModel().currentChanged.connect(self._focus_changed)
        m.hand.customChanged.connect(self._show_sort_buttons)
        self.stock_view.clicked.connect(c.drawStock)
        self.pile_view.clicked.connect(c.takeUpcard)
        self.stock_view.activated.connect(c.drawStock)
        self.pile_view.activated.connect(self._pile_activated)
        self.pile_view.discardHere.connect(self._discard_chosen)
        self.melds_view.meldChosen.connect(self._lay_off_on)
        # controller → table (the main window shows each state: the models, then this)
        c.moveRefused.connect(self._refused)
        c.eventsOccurred.connect(self._animate_events)

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        """Every fixed text of the table in the current language (a language switch calls
        this on the same widgets: the hand's order and any animation are kept)."""
        texts = (
            (self.pass_button, self.tr("Pass (P)")),
            (self.take_button, self.tr("Take upcard (U)")),
            (self.draw_button, self.tr("Draw from stock (S)")),
            (self.knock_button, self.tr("Knock (K)")),
            (self.gin_button, self.tr("Gin (G)")),
            (self.confirm_button, self.tr("Confirm knock (Enter)")),
            (self.cancel_button, self.tr("Cancel (Esc)")),
            (self.best_button, self.tr("Lay off best (L)")),
            (self.done_button, self.tr("Done (D)")),
            (self.result_button, self.tr("Show result")),
            (self.hint_button, self.tr("Hint (H)")),
            (self.look_button, self.tr("Look through")),
            (self.log_title, self.tr("Moves of this hand")),
            (self.sort_button["melds"], self.tr("Melds")),
            (self.sort_button["rank"], self.tr("Rank")),
            (self.sort_button["suit"], self.tr("Suit")),
        )
        for widget, text in texts:
            widget.setText(text)
        self.look_button.setToolTip(self.tr("See every card in the discard pile and who threw it"))
        self.move_log.setAccessibleName(self.tr("Moves of this hand"))
        self._show_sort_buttons()
        self.status_label.setAccessibleName(self.tr("What to do now"))
        self.move_label.setAccessibleName(self.tr("Last move or hint"))
        for view in (self.hand_view, self.stock_view, self.pile_view, self.melds_view):
            view.retranslate_ui()
        self.opponent_view.retranslate_ui()
        if hasattr(self, "guide"):
            self.guide.retranslate_ui()
        self.show_state(self.state)

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event) -> None:
        # The felt's radial gradient costs milliseconds per full fill in software; it is
        # rendered once per size and each repaint copies just the dirty part (the stall
        # benchmark's frames are mostly these copies). The first paint at a size fills the
        # widget itself (the window is on screen sooner); the next one makes the copy.
        p = QPainter(self)
        r = event.rect()
        dpr = self.devicePixelRatioF()
        size = self.size() * dpr
        if self._felt_size != size:
            self._felt_size = size
            self._felt = None
            p.fillRect(r, felt_brush(self.rect()))
        else:
            if self._felt is None:
                self._felt = QPixmap(size)
                self._felt.setDevicePixelRatio(dpr)
                fp = QPainter(self._felt)
                fp.fillRect(self.rect(), felt_brush(self.rect()))
                fp.end()
            p.drawPixmap(r, self._felt, QRect(r.topLeft() * dpr, r.size() * dpr))
        p.end()
        if not self._painted:  # the children paint in this same pass; then it is on screen
            self._painted = True
            QTimer.singleShot(0, self, self.firstPainted.emit)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        h, w = self.height(), self.width()
        self.melds_view.set_card_width(max(34, min(100, int(h * 0.095))))
        # At least room for "Computerscore: 100" in the narrow column's 15 px (800×600).
        self.side.setFixedWidth(max(SIDE_MIN_WIDTH, min(270, int(w * 0.2))))
        px = 18 if self.side.width() >= 230 else 15
        if px != self._score_font_px:
            self._score_font_px = px
            for lbl in (self.you_score, self.cpu_score):
                lbl.setStyleSheet(f"font-size: {px}px; font-weight: bold;")
        # The status line keeps room for two lines of its text at any height; the hand
        # keeps a third of the height, so its cards stay readable on an 800×600 screen.
        self.status_label.setFixedHeight(58 if h >= 680 else 44)
        self._status_style(self._refusal.isActive())
        self._size_hand()
        if hasattr(self, "guide"):
            self.guide.place()
        self._fit_header()
        # A small screen: the side column packs tighter, so the move log keeps eight lines.
        small = h < 680
        self.panel.layout().setContentsMargins(10, 3 if small else 6, 10, 3 if small else 6)
        self.panel.layout().setVerticalSpacing(0 if small else 2)
        self.log_box.layout().setContentsMargins(8, 3 if small else 6, 4, 3 if small else 6)

    def set_hand_cap(self, height: int | None) -> None:
        """The hand's tallest height (the Card size setting); None: as the room allows."""
        self._hand_cap = height
        self._size_hand()

    def _size_hand(self) -> None:
        # A fixed share of the height: the only flexible part of the table is then the
        # upper half, so nothing below it moves when texts or the move log change.
        # A little less on a small screen (800×600), where the move log needs the room.
        height = max(110, int(self.height() * (0.34 if self.height() >= 680 else 0.30)))
        if self._hand_cap is not None:
            height = min(height, self._hand_cap)
        self.hand_view.setFixedHeight(height)

    # ------------------------------------------------------------------ state → screen
    @Slot(object)
    def show_change(self, change) -> None:
        """One change record (the main window hands it over after feeding the models)."""
        if change.started:
            self._deal_pending = True  # a new game: its first hand is dealt on screen
        if change.published:
            self.show_state(change.state)

    def show_state(self, state: TableState) -> None:
        self.state = state
        view = state.view
        if view is None:
            self._show_empty()
            return
        self.opponent_view.set_state(
            view.opponent_card_count,
            view.known_opponent_cards,
            _opponent_face_up(view),
            took=state.computer_took,
        )
        self.opponent_view.set_thinking(state.thinking)
        # After the computer's gin its melds lie face up in its row: once is enough.
        showing_melds = (
            bool(view.knocker_melds)
            and view.phase in (Phase.LAYOFF, Phase.HAND_OVER, Phase.GAME_OVER)
            and not _computer_gin_over(view)
        )
        self.melds_box.setVisible(showing_melds)
        if showing_melds:
            self.melds_title.setText(
                self.tr("Your melds")
                if view.knocker == HUMAN
                else self.tr("The computer's melds — lay off here")
                if view.phase is Phase.LAYOFF
                else self.tr("The computer's melds")
            )
        self.hand_view.dim_unplayable = state.discarding
        self.hand_view.highlight_playable = state.knock.active
        self._follow_focus(state)
        self.hand_view.viewport().update()
        self._focus_changed()
        self._show_scores(view)
        self._show_deadwood(state)
        self._show_buttons(state)
        if not self._refusal.isActive():
            self.status_label.setText(state.status)
        self.move_label.setText(state.detail or state.last_move)
        self._announce_moves(state)  # what was played, then what to do
        accessibility.announce_change(self.status_label)
        if not self._refusal.isActive():
            self._instruction_told = state.status
        if hasattr(self, "guide"):
            self.guide.show_state(state)
        if self._deal_pending:
            self._deal_pending = False
            self._deal_first_hand(view)

    def _deal_first_hand(self, view) -> None:
        """A new game's first hand comes without a deal event: dealt on screen all the
        same, unless a move was made already (a resumed game)."""
        ms = self.settings.animation_ms
        start = view.history[0] if view.history else None
        fresh = not any(getattr(e, "seat", None) is not None for e in view.history)
        shown = ms > 0 and self.animations and self.isVisible()
        if isinstance(start, HandStarted) and fresh and shown:
            self._deal(start, ms)

    def _announce_moves(self, state: TableState) -> None:
        """Each move of the hand is told once, when it is played, then the Hint's reason
        when one comes. The move line shows a whole turn ("drew … discarded …") and grows
        within it; telling the line on each change would tell the draw twice."""
        moves, told = tuple(state.moves), self._moves_told
        self._moves_told = moves
        if told is None:  # the first hand on screen (a resumed one too): its latest turn
            new = (state.last_move,) if state.last_move else ()
        elif moves[: len(told)] == told:
            new = moves[len(told) :]
        elif len(moves) < len(told):  # a new hand
            new = moves
        else:  # the same moves in another language: nothing new happened
            new = ()
        for text in new:
            accessibility.announce(self.move_label, text)
        if state.detail and state.detail != self._detail_told:
            accessibility.announce(self.move_label, state.detail)
        self._detail_told = state.detail
        self.move_label.setAccessibleDescription(self.move_label.text())

    def _follow_focus(self, state: TableState) -> None:
        """The keyboard is on the hand whenever it is the player's turn, and the focus goes
        to the card just drawn and to the card the Hint names."""
        hinted = getattr(getattr(state.hint, "action", None), "card", None)
        target = None
        if state.drawn_card is not None and state.drawn_card != self._shown_drawn:
            target = state.drawn_card
        if hinted is not None and hinted != self._shown_hint:
            target = hinted
        # The knock card picked for the player (the only one) or by a click: Enter on the
        # focused card confirms the knock only if the focus is on it ("Press Confirm knock
        # (Enter)"); elsewhere Enter would pick that other card instead.
        picked = state.knock.card
        if picked is not None and picked != self._shown_knock:
            target = picked
        self._shown_knock = picked
        self._shown_drawn, self._shown_hint = state.drawn_card, hinted
        if target is not None:
            row = self.models.hand.row_of(target)
            if row >= 0:
                self.hand_view.setCurrentIndex(self.models.hand.index(row, 0))
        if state.my_turn and self.window().isActiveWindow():
            focus = QApplication.focusWidget()
            if focus is None or focus is self.window() or self.isAncestorOf(focus):
                self.hand_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_empty(self) -> None:
        """Before the first game (behind the resume question): an empty, quiet table."""
        self.opponent_view.set_state(0)
        self.melds_box.setVisible(False)
        for b in self.action_buttons():
            b.setVisible(False)
        self.look_button.setEnabled(False)
        self.deadwood_label.setText("")
        for lbl in (self.you_score, self.cpu_score, self.hand_label, self.level_label):
            lbl.setText("")
        self.target_label.setText("")
        self.status_label.setText("")
        self.move_label.setText("")
        accessibility.announce_change(self.move_label)
        accessibility.announce_change(self.status_label)

    def _focus_changed(self, *args) -> None:
        """The knocker's melds the focused card fits light up during the lay-off."""
        index = self.hand_view.currentIndex()
        card = index.data(CardRoles.Card) if index.isValid() else None
        self.models.melds.set_targets(frozenset(self.state.targets_for(card)))

    def _show_buttons(self, state: TableState) -> None:
        view = state.view
        discard = state.discarding
        knocking = state.knock.active
        self.pass_button.setVisible(state.may_pass)
        self.take_button.setVisible(state.may_take)
        self.draw_button.setVisible(state.may_draw)
        self.knock_button.setVisible(discard and not knocking and state.can_knock)
        self.gin_button.setVisible(discard and not knocking and state.can_gin)
        self.confirm_button.setVisible(discard and knocking)
        self.confirm_button.setEnabled(state.knock.card is not None)
        self.confirm_button.setText(  # going gin is confirmed in gin words
            self.tr("Confirm gin (Enter)")
            if state.knock.gin_only
            else self.tr("Confirm knock (Enter)")
        )
        self.cancel_button.setVisible(discard and knocking)
        self.best_button.setVisible(state.laying_off)
        self.best_button.setEnabled(bool(state.layoff_plan))
        self.done_button.setVisible(state.laying_off)
        self.next_button.setVisible(state.over)
        self.next_button.setText(
            self.tr("New game (N)") if view.phase is Phase.GAME_OVER else self.tr("Next hand (N)")
        )
        self.result_button.setVisible(state.over and state.last_result is not None)
        self.hint_button.setVisible(state.my_turn and not knocking)
        self.look_button.setEnabled(len(view.discard_pile) > 1)

    def _show_scores(self, view) -> None:
        you, cpu = view.scores[HUMAN], view.scores[COMPUTER]
        self.you_score.setText(fill(self.tr("You: %1"), you))
        self.cpu_score.setText(fill(self.tr("Computer: %1"), cpu))
        self.target_label.setText(fill(self.tr("Game to %1"), view.rules.target_score))
        dealer = self.tr("you") if view.dealer == HUMAN else self.tr("the computer")
        self.hand_label.setText(fill(self.tr("Hand %1 · dealer: %2"), view.hand_number, dealer))
        self.level_label.setText(fill(self.tr("Opponent: %1"), level_name(self.state.level)))
        self._fit_header()

    def _fit_header(self) -> None:
        """ "Hand 3 · dealer: the computer" stays on one line where it can: in a narrow side
        column its letters get a little smaller (down to 11 px). A line that still does not
        fit (Lithuanian at 800×600) wraps instead of losing its end under the panel's edge;
        smaller letters would be hard to read."""
        label = self.hand_label
        room = self.side.minimumWidth() - 22  # the panel's margins (the width is fixed)
        font = QFont(self.panel.font())
        wrap = True
        for px in (13, 12, 11):
            font.setPixelSize(px)
            if QFontMetrics(font).horizontalAdvance(label.text()) <= room:
                wrap = False
                break
        if wrap:
            font.setPixelSize(12)
        label.setWordWrap(wrap)
        if label.font().pixelSize() != font.pixelSize():
            label.setFont(font)

    def _show_deadwood(self, state: TableState) -> None:
        if not state.view.hand:
            self.deadwood_label.setText("")
            return
        points = state.arrangement.points
        best = state.best_discard_deadwood
        if best is None:
            self.deadwood_label.setText(fill(self.tr("Deadwood: %1"), points))
        else:
            self.deadwood_label.setText(
                fill(self.tr("Deadwood: %1 · after your best discard: %2"), points, best)
            )

    def _status_style(self, warning: bool) -> None:
        colour = "#ffd54f" if warning else "#ffffff"
        size = 21 if self.height() >= 680 else 17
        style = f"QLabel#status {{ color: {colour}; font-size: {size}px; font-weight: bold; }}"
        if style != self.status_label.styleSheet():  # a resize mostly keeps it: no restyle
            self.status_label.setStyleSheet(style)

    @Slot(str, str)
    def _refused(self, code: str, reason: str) -> None:
        """The status line shows why for a while; the game did not change."""
        self._status_style(True)
        self.status_label.setText(reason)
        accessibility.announce_change(self.status_label, assertive=True)
        self._refusal.start(REFUSAL_MS)

    def _end_refusal(self) -> None:
        self._status_style(False)
        self.status_label.setText(self.state.status)
        if self.state.status == self._instruction_told:
            # Heard before the refusal: back on screen (and in the description), not said
            # again three seconds later.
            self.status_label.setAccessibleDescription(self.state.status)
        else:
            accessibility.announce_change(self.status_label)
        self._instruction_told = self.state.status

    # ------------------------------------------------------------------ intents from the UI
    def _card_clicked(self, index) -> None:
        """One click on a lit card picks it as the knock card (then Confirm knocks)."""
        if self.state.knock.active and index.isValid():
            self.controller.chooseKnockCard(index.data(CardRoles.Card))

    def confirm_or_activate(self) -> None:
        """Enter anywhere: act on what has the keyboard focus — a button, a pile, a meld —
        else on the focused card (the controller decides what that means)."""
        if self.activate_focused():
            return
        self.controller.activateCard(self.chosen_card())

    def chosen_card(self):
        """The hand's focused card (the one Enter, a drop or a reader's action plays)."""
        index = self.hand_view.currentIndex()
        return index.data(CardRoles.Card) if index.isValid() else None

    def activate_focused(self) -> bool:
        """Space or Enter on the table's part that has the keyboard focus, when that is not
        the hand: press the button, draw from or discard on the pile, lay off on the meld.
        Returns whether something took it (the window's Enter and the guide's Space come
        first, before the focused widget would see the key)."""
        focus = QApplication.focusWidget()
        if focus is None or focus is self.hand_view or not self.isAncestorOf(focus):
            return False
        if isinstance(focus, QAbstractButton):
            if focus.isVisible() and focus.isEnabled():
                focus.click()
            return True
        if focus in (self.stock_view, self.pile_view):
            focus.activated.emit()
            return True
        if focus is self.melds_view:
            return self.melds_view.choose_current()
        return False

    def _pile_activated(self) -> None:
        """Space or Enter on the discard pile: throw the chosen card there while a discard
        is due (what a drop does), else take the upcard (what a click does)."""
        if self.state.discarding:
            self._discard_chosen()
        else:
            self.controller.takeUpcard()

    def _discard_chosen(self) -> None:
        card = self.chosen_card()
        if card is not None:
            self.controller.discard(card)

    def _lay_off_on(self, meld: int) -> None:
        """A meld chosen by the keyboard or a reader: lay the hand's chosen card off there."""
        card = self.chosen_card()
        if card is not None:
            self.controller.layOff(card, meld)

    def _tab_order(self) -> None:
        """Tab goes from the hand to the guide's note, the buttons of the moment, the piles,
        the knocker's melds, the sort buttons and the move log."""
        chain = [
            self.hand_view,
            self.guide.bubble.skip,
            self.guide.bubble.got_it,
            *self.action_buttons(),
            self.stock_view,
            self.pile_view,
            self.look_button,
            self.melds_view,
            *self.sort_button.values(),
            self.move_log,
        ]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    def sort_hand(self, mode: str) -> None:
        self.models.hand.sort_by(mode)
        self.settings.sort_mode = mode
        self._show_sort_buttons()

    def _show_sort_buttons(self, *_) -> None:
        """The sort mode in use is lit; none is once the player has arranged the hand."""
        hand = self.models.hand
        for m, b in self.sort_button.items():
            b.setChecked(not hand.custom and m == hand.sort_mode)
        self.sort_label.setText(
            self.tr("Your own order · sort:") if hand.custom else self.tr("Sort:")
        )

    # ------------------------------------------------------------------ animation
    @Slot(object)
    def _animate_events(self, events) -> None:
        ms = self.settings.animation_ms
        if ms <= 0 or not self.animations or not self.isVisible():
            return
        started = next((e for e in events if isinstance(e, HandStarted)), None)
        if started is not None:
            self._deal(started, ms)
        delay = 0
        for e in events:
            flight = self._flight_for(e)
            if flight is not None and flight[0] is not None and isinstance(e, (Discarded, Knocked)):
                self.pile_view.incoming = flight[0]  # shown on the pile when it lands
                self.pile_view.update()
            if flight is not None:
                # The table is the timer's context: a flight never outlives its widget.
                QTimer.singleShot(delay, self, lambda f=flight: self._fly(*f, ms))
                delay += ms // 2

    def _deal(self, started, ms: int) -> None:
        """A new hand: its cards are dealt one by one (a click or a key skips it); the
        computer's first move waits until the deal is over."""
        from .deal_animation import DealAnimation  # the first deal (start_up)

        if self.dealing is not None:
            self.dealing.finish()
        deal = DealAnimation(self, started.dealer, started.upcard, HUMAN, ms)
        self.dealing = deal
        pace = self.controller.pace_ms
        self.controller.holdComputerFor(deal.duration_ms + pace)

        def over() -> None:
            if self.dealing is deal:
                self.dealing = None
                self.controller.holdComputerFor(pace)  # a beat after the deal, no more
                self.hand_view.setFocus()
                self.guide.show_state(self.state)  # its note of the moment, held till now

        deal.finished.connect(over)
        deal.start()
        self.guide.show_state(self.state)  # a note already up waits for the deal's end

    def _rect_of(self, widget: QWidget) -> QRect:
        top_left = widget.mapTo(self, QPoint(0, 0))
        return QRect(top_left, widget.size())

    def _flight_for(self, e):
        you = getattr(e, "seat", None) == HUMAN
        hand = self._rect_of(self.hand_view) if you else self._rect_of(self.opponent_view)
        stock, pile = self._rect_of(self.stock_view), self._rect_of(self.pile_view)
        if isinstance(e, DrewStock):
            return (e.card if you else None, stock, hand)
        if isinstance(e, TookDiscard):
            return (e.card, pile, hand)
        if isinstance(e, (Discarded, Knocked)):
            return (e.card, hand, pile)
        if isinstance(e, LaidOff):
            return (e.card, hand, self._rect_of(self.melds_view))
        return None

    def _fly(self, card, src: QRect, dst: QRect, ms: int) -> None:
        w = self.pile_view.card_width
        pm = self.renderer.pixmap(card, w, self.devicePixelRatioF(), face_up=card is not None)
        label = QLabel(self)
        label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        label.setPixmap(pm)
        label.resize(w, round(w * CARD_ASPECT))
        start = src.center() - QPoint(w // 2, label.height() // 2)
        end = dst.center() - QPoint(w // 2, label.height() // 2)
        label.move(start)
        label.show()
        label.raise_()  # over the table's views, where it flies…
        self.guide.keep_on_top()  # …but under a note, which stays readable
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation  # first move (start_up)

        anim = QPropertyAnimation(label, b"pos", label)
        anim.setDuration(ms)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(label.deleteLater)
        anim.finished.connect(lambda c=card: self._landed(c))
        anim.start()

    def _landed(self, card) -> None:
        if card is not None and self.pile_view.incoming == card:
            self.pile_view.incoming = None
            self.pile_view.update()


def _computer_gin_over(view) -> bool:
    r = view.last_result if view.phase in (Phase.HAND_OVER, Phase.GAME_OVER) else None
    return r is not None and r.knocker == COMPUTER and r.kind == "gin"


def _opponent_face_up(view) -> tuple:
    """The computer's cards that lie face up in front of it, as (kind, cards) groups: its
    deadwood once it has laid its melds down (lay-off), and its whole hand at the showdown,
    each meld and then the deadwood in rank order (D16)."""
    if view.phase is Phase.LAYOFF and view.knocker == COMPUTER:
        return (("deadwood", by_rank(view.knocker_deadwood)),)
    if view.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        return ()
    r = view.last_result
    if r is None or r.knocker is None:
        return ()
    if r.knocker == COMPUTER:
        melds, dead = r.knocker_original_melds or r.knocker_melds, r.knocker_deadwood_cards
    else:
        melds, dead = r.defender_melds, r.defender_deadwood_cards
    return tuple(("meld", tuple(m)) for m in melds) + (("deadwood", by_rank(dead)),)
