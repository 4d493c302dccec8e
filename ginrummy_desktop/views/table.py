"""The felt table: opponent, stock, discard pile, the knocker's melds, the status line, the
action buttons and the player's hand.

Everything a player does here goes to a controller slot; everything shown comes from the
controller's ``TableState`` (the models are fed from it by ``TableModels``, owned by the
main window). The table computes no rules and never asks the controller anything back.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPropertyAnimation,
    QRect,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
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
from ..controller.table_state import TableState
from ..engine import Discarded, DrewStock, Knocked, LaidOff, Phase, TookDiscard
from ..i18n import level_name
from ..i18n.texts import fill
from ..models import CardRoles, TableModels
from ..render import CARD_ASPECT, CardRenderer, felt_brush
from ..settings import Settings
from ..vocabulary import SORT_MODES
from . import accessibility
from .hand_view import HandView
from .melds_view import MeldsView
from .opponent_view import OpponentView
from .pile_views import PileView, StockView

PANEL_STYLE = (
    "QFrame#panel { background: rgba(0, 0, 0, 80); border-radius: 10px; }"
    "QFrame#panel QLabel { color: #f4f1e6; }"
)
LABEL_STYLE = "color: #f4f1e6;"
REFUSAL_MS = 3500  # how long a refusal's reason stays in the status line


class TableWidget(QWidget):
    """The table. Signals: ``resultRequested()`` (the "Show result" button),
    ``pileBrowserRequested()`` ("Look through")."""

    resultRequested = Signal()
    pileBrowserRequested = Signal()

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
        self.state: TableState = controller.state
        self.animations = True  # off for screenshots and tests that look at one frame
        self._felt: QPixmap | None = None
        self._build_views()
        self._build_lines()
        self._build_buttons()
        self._build_sort_row()
        self._build_score_panel()
        self._build_layout()
        self._connect()
        self.setMinimumSize(900, 600)
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
        self.status_label.setFixedHeight(58)
        self.move_label.setFixedHeight(20)
        self.deadwood_label = QLabel(self)
        self.deadwood_label.setStyleSheet(LABEL_STYLE + "font-size: 14px; font-weight: bold;")
        self.melds_title = QLabel(self)
        self.melds_title.setStyleSheet(LABEL_STYLE + "font-size: 13px; font-weight: bold;")
        self._refusal = QTimer(self)
        self._refusal.setSingleShot(True)
        self._refusal.timeout.connect(self._end_refusal)

    def _button(self, slot) -> QPushButton:
        b = QPushButton(self)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the hand
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
        self.sort_buttons = QButtonGroup(self)
        self.sort_buttons.setExclusive(True)
        self.sort_button: dict[str, QToolButton] = {}
        for mode in SORT_MODES:
            b = QToolButton(self)
            b.setCheckable(True)
            b.setChecked(mode == self.models.hand.sort_mode)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.sort_buttons.addButton(b)
            self.sort_button[mode] = b
            b.clicked.connect(lambda _=False, m=mode: self.sort_hand(m))

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
        for lbl in (self.you_score, self.cpu_score):
            lbl.setStyleSheet("font-size: 18px; font-weight: bold;")
        for row, lbl in enumerate(
            (self.you_score, self.cpu_score, self.target_label, self.hand_label, self.level_label)
        ):
            grid.addWidget(lbl, row, 0)
        self.panel.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        self.panel.setMinimumWidth(190)

    def _build_layout(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 8)
        outer.setSpacing(6)
        top = QHBoxLayout()
        top.addSpacing(190)  # balances the score panel so the opponent's hand is centred
        top.addWidget(self.opponent_view, 1)
        top.addWidget(self.panel, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(top, 3)

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
        outer.addLayout(middle, 4)

        outer.addWidget(self.status_label)
        outer.addWidget(self.move_label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in self.action_buttons():
            buttons.addWidget(b)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        hand_head = QHBoxLayout()
        hand_head.addWidget(self.deadwood_label)
        hand_head.addStretch(1)
        hand_head.addWidget(self.sort_label)
        for b in self.sort_button.values():
            hand_head.addWidget(b)
        outer.addLayout(hand_head)
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
        self.hand_view.selectionModel().currentChanged.connect(self._focus_changed)
        self.stock_view.clicked.connect(c.drawStock)
        self.pile_view.clicked.connect(c.takeUpcard)
        # controller → table (the models are fed by TableModels before this runs)
        c.stateChanged.connect(self.show_state)
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
            (self.sort_label, self.tr("Sort:")),
            (self.sort_button["melds"], self.tr("Melds")),
            (self.sort_button["rank"], self.tr("Rank")),
            (self.sort_button["suit"], self.tr("Suit")),
        )
        for widget, text in texts:
            widget.setText(text)
        self.look_button.setToolTip(self.tr("See every card in the discard pile"))
        self.status_label.setAccessibleName(self.tr("What to do now"))
        self.move_label.setAccessibleName(self.tr("Last move or hint"))
        for view in (self.hand_view, self.stock_view, self.pile_view, self.melds_view):
            view.retranslate_ui()
        self.opponent_view.retranslate_ui()
        self.show_state(self.state)

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event) -> None:
        # The felt's radial gradient costs milliseconds per full fill in software; it is
        # rendered once per size and each repaint copies just the dirty part (the stall
        # benchmark's frames are mostly these copies).
        size = self.size() * self.devicePixelRatioF()
        if self._felt is None or self._felt.size() != size:
            self._felt = QPixmap(size)
            self._felt.setDevicePixelRatio(self.devicePixelRatioF())
            fp = QPainter(self._felt)
            fp.fillRect(self.rect(), felt_brush(self.rect()))
            fp.end()
        p = QPainter(self)
        r = event.rect()
        dpr = self.devicePixelRatioF()
        p.drawPixmap(r, self._felt, QRect(r.topLeft() * dpr, r.size() * dpr))
        p.end()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        h = self.height()
        self.melds_view.set_card_width(max(40, min(100, int(h * 0.105))))

    # ------------------------------------------------------------------ state → screen
    @Slot(object)
    def show_state(self, state: TableState) -> None:
        self.state = state
        view = state.view
        if view is None:
            self._show_empty()
            return
        self.opponent_view.set_state(
            view.opponent_card_count, view.known_opponent_cards, _opponent_face_up(view)
        )
        self.opponent_view.set_thinking(state.thinking)
        showing_melds = self.models.melds.rowCount() > 0
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
        self.hand_view.viewport().update()
        self._focus_changed()
        self._show_scores(view)
        self._show_deadwood(state)
        self._show_buttons(state)
        if not self._refusal.isActive():
            self.status_label.setText(state.status)
        self.move_label.setText(state.detail or state.last_move)
        accessibility.announce_change(self.move_label)  # what was played, then what to do
        accessibility.announce_change(self.status_label)

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
        self.status_label.setStyleSheet(
            "QLabel#status { color: " + colour + "; font-size: 21px; font-weight: bold; }"
        )

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
        accessibility.announce_change(self.status_label)

    # ------------------------------------------------------------------ intents from the UI
    def confirm_or_activate(self) -> None:
        """Enter anywhere: act on the focused card (the controller decides what that means)."""
        index = self.hand_view.currentIndex()
        self.controller.activateCard(index.data(CardRoles.Card) if index.isValid() else None)

    def sort_hand(self, mode: str) -> None:
        self.models.hand.sort_by(mode)
        self.settings.sort_mode = mode
        for m, b in self.sort_button.items():
            b.setChecked(m == mode)

    # ------------------------------------------------------------------ animation
    @Slot(object)
    def _animate_events(self, events) -> None:
        ms = self.settings.animation_ms
        if ms <= 0 or not self.animations or not self.isVisible():
            return
        delay = 0
        for e in events:
            flight = self._flight_for(e)
            if flight is not None:
                # The table is the timer's context: a flight never outlives its widget.
                QTimer.singleShot(delay, self, lambda f=flight: self._fly(*f, ms))
                delay += ms // 2

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
        label.raise_()
        anim = QPropertyAnimation(label, b"pos", label)
        anim.setDuration(ms)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(label.deleteLater)
        anim.start()


def _opponent_face_up(view) -> tuple:
    """The computer's cards that lie face up in front of it: its deadwood once it has laid
    its melds down (lay-off), and its whole hand at the showdown (D16)."""
    if view.phase is Phase.LAYOFF and view.knocker == COMPUTER:
        return tuple(view.knocker_deadwood)
    if view.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        return ()
    r = view.last_result
    if r is None or r.knocker is None:
        return ()
    if r.knocker == COMPUTER:
        melds = r.knocker_original_melds or r.knocker_melds
        return tuple(c for m in melds for c in m) + tuple(r.knocker_deadwood_cards)
    return tuple(c for m in r.defender_melds for c in m) + tuple(r.defender_deadwood_cards)
