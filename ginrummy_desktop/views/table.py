"""The felt table: opponent, stock, discard pile, the knocker's melds, the status line, the
action buttons and the player's hand; it wires the models to the controller.

Everything a player can do here goes to a controller slot; everything shown comes from the
controller's signals through the models (DESIGN.md: data flows one way).
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPoint, QPropertyAnimation, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..controller import COMPUTER, HUMAN, GameController
from ..engine import (
    Discard,
    Discarded,
    DrawStock,
    DrewStock,
    EndLayoff,
    Knock,
    Knocked,
    LaidOff,
    LayOff,
    PassUpcard,
    Phase,
    TakeUpcard,
    TookDiscard,
)
from ..i18n import card_name, level_name
from ..i18n.texts import fill, hint_reason
from ..models import CardRoles, DiscardPileModel, HandModel, MeldsModel, StockModel
from ..render import CARD_ASPECT, CardRenderer, felt_brush
from ..settings import Settings
from .card_views import HandView, MeldsView, OpponentView, PileView, SmallCardDelegate, StockView

PANEL_STYLE = (
    "QFrame#panel { background: rgba(0, 0, 0, 80); border-radius: 10px; }"
    "QFrame#panel QLabel { color: #f4f1e6; }"
)
LABEL_STYLE = "color: #f4f1e6;"


class TableWidget(QWidget):
    """The table. Signals: ``rulesRequested()`` (F1 / the help button)."""

    rulesRequested = Signal()

    def __init__(
        self, controller: GameController, settings: Settings, renderer: CardRenderer, parent=None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.renderer = renderer
        self._hint_cards: frozenset = frozenset()
        self.animations = True  # off for screenshots and tests that look at one frame
        self._felt: QPixmap | None = None

        # -- models --
        self.hand_model = HandModel(self)
        self.hand_model.sort_mode = settings.sort_mode
        self.hand_model.auto_arrange = settings.auto_arrange
        self.pile_model = DiscardPileModel(self)
        self.stock_model = StockModel(self)
        self.melds_model = MeldsModel(self)

        # -- views --
        self.opponent_view = OpponentView(renderer, self)
        self.stock_view = StockView(renderer, self.stock_model, self)
        self.pile_view = PileView(renderer, self.pile_model, self)
        self.melds_view = MeldsView(renderer, self)
        self.melds_view.setModel(self.melds_model)
        self.hand_view = HandView(renderer, self)
        self.hand_view.setModel(self.hand_model)

        self.status_label = QLabel(self)
        self.status_label.setObjectName("status")
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label.setWordWrap(True)
        self._status_style(False)
        self.status_label.setAccessibleName(self.tr("What to do now"))
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

        # -- buttons (shown only when they mean something now) --
        self.pass_button = self._button(self.tr("Pass (P)"), controller.passUpcard)
        self.take_button = self._button(self.tr("Take upcard (U)"), controller.takeUpcard)
        self.draw_button = self._button(self.tr("Draw from stock (S)"), controller.drawStock)
        self.knock_button = self._button(self.tr("Knock (K)"), controller.beginKnock)
        self.gin_button = self._button(self.tr("Gin (G)"), controller.beginGin)
        self.confirm_button = self._button(
            self.tr("Confirm knock (Enter)"), controller.confirmKnock
        )
        self.cancel_button = self._button(self.tr("Cancel (Esc)"), controller.cancelKnock)
        self.best_button = self._button(self.tr("Lay off best (L)"), controller.layOffBest)
        self.done_button = self._button(self.tr("Done (D)"), controller.endLayoff)
        self.next_button = self._button(self.tr("Next hand (N)"), controller.nextHand)
        self.result_button = self._button(self.tr("Show result"), self._show_result)
        self.hint_button = self._button(self.tr("Hint (H)"), controller.requestHint)
        self.look_button = QToolButton(self)
        self.look_button.setText(self.tr("Look through"))
        self.look_button.setToolTip(self.tr("See every card in the discard pile"))
        self.look_button.clicked.connect(self.show_pile_browser)

        self.sort_buttons = QButtonGroup(self)
        self.sort_buttons.setExclusive(True)
        sort_row = QHBoxLayout()
        sort_label = QLabel(self.tr("Sort:"), self)
        sort_label.setStyleSheet(LABEL_STYLE)
        sort_row.addWidget(sort_label)
        for mode, text in (
            ("melds", self.tr("Melds")),
            ("rank", self.tr("Rank")),
            ("suit", self.tr("Suit")),
        ):
            b = QToolButton(self)
            b.setText(text)
            b.setCheckable(True)
            b.setChecked(mode == self.hand_model.sort_mode)
            b.setProperty("mode", mode)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.sort_buttons.addButton(b)
            sort_row.addWidget(b)
        self.sort_buttons.buttonClicked.connect(lambda b: self.sort_hand(b.property("mode")))

        # -- score panel --
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
        grid.addWidget(self.you_score, 0, 0)
        grid.addWidget(self.cpu_score, 1, 0)
        grid.addWidget(self.target_label, 2, 0)
        grid.addWidget(self.hand_label, 3, 0)
        grid.addWidget(self.level_label, 4, 0)
        self.panel.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        self.panel.setMinimumWidth(190)

        # -- layout --
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
        for b in (
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
        ):
            buttons.addWidget(b)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        hand_head = QHBoxLayout()
        hand_head.addWidget(self.deadwood_label)
        hand_head.addStretch(1)
        hand_head.addLayout(sort_row)
        outer.addLayout(hand_head)
        outer.addWidget(self.hand_view, 5)

        # -- wiring: views → controller --
        self.hand_model.drawRequested.connect(controller.drawFrom)
        self.hand_model.arrangementChanged.connect(self._update_deadwood)
        self.pile_model.discardRequested.connect(controller.discard)
        self.melds_model.layOffRequested.connect(controller.layOff)
        self.hand_view.cardActivated.connect(self.activate_card)
        self.hand_view.selectionModel().currentChanged.connect(self._focus_changed)
        self.stock_view.clicked.connect(controller.drawStock)
        self.pile_view.clicked.connect(controller.takeUpcard)
        # -- wiring: controller → models and views --
        controller.viewChanged.connect(self.show_view)
        controller.statusChanged.connect(self._set_status)
        controller.lastMoveChanged.connect(self.move_label.setText)
        controller.thinkingChanged.connect(self._thinking)
        controller.knockStateChanged.connect(self.refresh_marks)
        controller.moveRefused.connect(self._refused)
        controller.eventsOccurred.connect(self._animate_events)
        controller.hintReady.connect(self._show_hint)
        controller.gameStarted.connect(self._game_started)
        self._restore_timer = QTimer(self)
        self._restore_timer.setSingleShot(True)
        self._restore_timer.timeout.connect(self._restore_status)
        self.result_callback = None
        self.setMinimumSize(900, 600)
        if controller.match is not None:
            self.show_view(controller.view)
            self._set_status(controller.status)

    def _button(self, text: str, slot) -> QPushButton:
        b = QPushButton(text, self)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the hand
        b.clicked.connect(slot)
        b.setVisible(False)
        return b

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

    # ------------------------------------------------------------------ controller → UI
    def show_view(self, view) -> None:
        c = self.controller
        legal = c.human_legal
        self.hand_model.set_cards(view.hand, banned=view.pile_card_taken)
        self.pile_model.set_pile(view.discard_pile, takeable=TakeUpcard() in legal)
        self.stock_model.set_count(view.stock_count, drawable=DrawStock() in legal)
        over = view.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        if over:
            shown = self._opponent_showdown(view)
        elif view.phase is Phase.LAYOFF and view.knocker == COMPUTER:
            # The knocker has laid its hand down: its melds are on the table, and what is
            # left in front of it is its deadwood, face up (D16).
            shown = tuple(view.knocker_deadwood)
        else:
            shown = ()
        self.opponent_view.set_state(view.opponent_card_count, view.known_opponent_cards, shown)
        showing_melds = (
            view.knocker is not None
            and view.phase in (Phase.LAYOFF, Phase.HAND_OVER, Phase.GAME_OVER)
            and bool(view.knocker_melds)
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
        self.melds_model.set_melds(
            view.knocker_melds if showing_melds else (),
            view.layoffs,
            accepting=view.phase is Phase.LAYOFF and view.my_turn,
        )
        self._hint_cards = frozenset()
        self._update_scores(view)
        self.refresh_marks()

    def _opponent_showdown(self, view) -> tuple:
        r = view.last_result
        if r is None or r.knocker is None:
            return ()
        if r.knocker == COMPUTER:
            melds = r.knocker_original_melds or r.knocker_melds
            return tuple(c for m in melds for c in m) + tuple(r.knocker_deadwood_cards)
        return tuple(c for m in r.defender_melds for c in m) + tuple(r.defender_deadwood_cards)

    def refresh_marks(self) -> None:
        c = self.controller
        view = c.view
        if view is None:
            return
        suggested = set(self._hint_cards)
        layoffs = c.layoff_suggestions()
        suggested |= {lay.card for lay in layoffs}
        self.hand_model.set_marks(c.discardable_cards(), frozenset(suggested), c.pending_knock_card)
        discarding = view.phase is Phase.DISCARD and view.my_turn
        self.hand_view.dim_unplayable = discarding
        self.hand_view.highlight_playable = c.knock_mode
        self.melds_model.set_marks(
            suggested={lay.meld_index for lay in layoffs}, targets=self._focused_targets()
        )
        self.hand_view.viewport().update()
        self._update_buttons(view)

    def _focused_targets(self) -> frozenset:
        card = (
            self.hand_view.currentIndex().data(CardRoles.Card)
            if self.hand_view.hasFocus()
            else None
        )
        return frozenset(self.controller.layoff_targets(card)) if card is not None else frozenset()

    def _focus_changed(self, *args) -> None:
        if self.controller.view is not None and self.controller.view.phase is Phase.LAYOFF:
            self.melds_model.set_marks(
                suggested={lay.meld_index for lay in self.controller.layoff_suggestions()},
                targets=self._focused_targets(),
            )

    def _update_buttons(self, view) -> None:
        c = self.controller
        legal = c.human_legal
        mine = bool(legal)
        discard = view.phase is Phase.DISCARD and mine
        layoff = view.phase is Phase.LAYOFF and mine
        over = view.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        first = PassUpcard() in legal
        self.pass_button.setVisible(first)
        self.take_button.setVisible(TakeUpcard() in legal)
        self.draw_button.setVisible(DrawStock() in legal)
        self.knock_button.setVisible(discard and not c.knock_mode and c.can_knock())
        self.gin_button.setVisible(discard and not c.knock_mode and c.can_gin())
        self.confirm_button.setVisible(discard and c.knock_mode)
        self.confirm_button.setEnabled(c.pending_knock_card is not None)
        self.cancel_button.setVisible(discard and c.knock_mode)
        self.best_button.setVisible(layoff)
        self.best_button.setEnabled(bool(c.layoff_suggestions()))
        self.done_button.setVisible(layoff)
        self.next_button.setVisible(over)
        self.next_button.setText(
            self.tr("New game (N)") if view.phase is Phase.GAME_OVER else self.tr("Next hand (N)")
        )
        self.result_button.setVisible(over and view.last_result is not None)
        self.hint_button.setVisible(mine and not c.knock_mode)
        self.look_button.setEnabled(self.pile_model.rowCount() > 1)

    def _update_scores(self, view) -> None:
        you, cpu = view.scores[HUMAN], view.scores[COMPUTER]
        self.you_score.setText(self.tr("You: %1").replace("%1", str(you)))
        self.cpu_score.setText(self.tr("Computer: %1").replace("%1", str(cpu)))
        self.target_label.setText(self.tr("Game to %1").replace("%1", str(view.rules.target_score)))
        dealer = self.tr("you") if view.dealer == HUMAN else self.tr("the computer")
        self.hand_label.setText(
            self.tr("Hand %1 · dealer: %2")
            .replace("%1", str(view.hand_number))
            .replace("%2", dealer)
        )
        self.level_label.setText(
            self.tr("Opponent: %1").replace("%1", level_name(self.controller.opponent_level))
        )

    def _update_deadwood(self) -> None:
        m = self.hand_model
        if m.rowCount() == 0:
            self.deadwood_label.setText("")
            return
        text = self.tr("Deadwood: %1").replace("%1", str(m.deadwood))
        if m.best_discard_deadwood is not None:
            text = (
                self.tr("Deadwood: %1 · after your best discard: %2")
                .replace("%1", str(m.deadwood))
                .replace("%2", str(m.best_discard_deadwood))
            )
        self.deadwood_label.setText(text)

    def _set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def _status_style(self, warning: bool) -> None:
        colour = "#ffd54f" if warning else "#ffffff"
        self.status_label.setStyleSheet(
            "QLabel#status { color: " + colour + "; font-size: 21px; font-weight: bold; }"
        )

    def _refused(self, code: str, reason: str) -> None:
        # The status line shows the reason for a while; the game did not change.
        self._status_style(True)
        self._restore_timer.start(3500)
        self.refresh_marks()

    def _restore_status(self) -> None:
        self._status_style(False)
        self.status_label.setText(self.controller.status_for_now())

    def _thinking(self, on: bool) -> None:
        self.opponent_view.set_thinking(on)

    def _game_started(self) -> None:
        self._hint_cards = frozenset()

    # ------------------------------------------------------------------ hints
    def _show_hint(self, action) -> None:
        if action is None:
            return
        name = card_name(action.card) if getattr(action, "card", None) is not None else ""
        if isinstance(action, TakeUpcard):
            text = self.tr("Hint: take the upcard")
        elif isinstance(action, PassUpcard):
            text = self.tr("Hint: pass")
        elif isinstance(action, DrawStock):
            text = self.tr("Hint: draw from the stock")
        elif isinstance(action, Knock):
            text = fill(self.tr("Hint: knock, discarding the %1"), name)
        elif isinstance(action, Discard):
            text = fill(self.tr("Hint: discard the %1"), name)
        elif isinstance(action, LayOff):
            text = fill(self.tr("Hint: lay off the %1"), name)
        elif isinstance(action, EndLayoff):
            text = self.tr("Hint: you are done laying off — press Done")
        else:
            return
        self._hint_cards = frozenset([action.card]) if name else frozenset()
        self.status_label.setText(text)
        why = self.controller.last_hint
        if why is not None and why.action == action:
            self.move_label.setText(hint_reason(why.key, why.params))
        self._restore_timer.start(6000)
        self.refresh_marks()

    # ------------------------------------------------------------------ intents from the UI
    def activate_card(self, card) -> None:
        """Enter or double-click on a hand card: what it means depends on the phase."""
        c = self.controller
        view = c.view
        if view is None or card is None:
            return
        if c.knock_mode:
            if c.pending_knock_card == card:
                c.confirmKnock()
            else:
                c.chooseKnockCard(card)
        elif view.phase is Phase.LAYOFF and view.my_turn:
            c.layOffAnywhere(card)
        else:
            c.discard(card)

    def confirm_or_activate(self) -> None:
        """Enter anywhere: confirm a picked knock card, else act on the focused card."""
        if self.controller.knock_mode and self.controller.pending_knock_card is not None:
            self.controller.confirmKnock()
            return
        self.activate_card(self.hand_view.currentIndex().data(CardRoles.Card))

    def sort_hand(self, mode: str) -> None:
        self.hand_model.sort_by(mode)
        self.settings.sort_mode = mode
        for b in self.sort_buttons.buttons():
            b.setChecked(b.property("mode") == mode)

    def _show_result(self) -> None:
        if self.result_callback is not None:
            self.result_callback()

    def show_pile_browser(self) -> None:
        dlg = PileBrowser(self.renderer, self.pile_model, self)
        dlg.exec()

    # ------------------------------------------------------------------ animation
    def _animate_events(self, events) -> None:
        ms = self.settings.animation_ms
        if ms <= 0 or not self.animations or not self.isVisible():
            return
        delay = 0
        for e in events:
            flight = self._flight_for(e)
            if flight is not None:
                QTimer.singleShot(delay, lambda f=flight: self._fly(*f, ms))
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


class PileBrowser(QDialog):
    """Every card in the discard pile, bottom first (the passed-over cards are public)."""

    def __init__(self, renderer: CardRenderer, model: DiscardPileModel, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Discard pile"))
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("Bottom card first; the last one is on top."), self)
        layout.addWidget(note)
        self.view = QListView(self)
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setWrapping(True)
        self.view.setSpacing(6)
        self.view.setModel(model)
        self.view.setItemDelegate(SmallCardDelegate(renderer, 70, self.view))
        layout.addWidget(self.view, 1)
        box = QDialogButtonBox(self)
        close = box.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.clicked.connect(self.reject)
        layout.addWidget(box)
        self.resize(620, 360)
