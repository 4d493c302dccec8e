"""The one object that owns the match (DESIGN.md: controller layer).

Views ask; the controller checks every intent against the engine's legal actions, applies
it, and tells everyone what changed. Views never call the engine (data flows one way).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from ..engine import (
    Discard,
    Discarded,
    DrawStock,
    DrewStock,
    EndLayoff,
    GameEnded,
    HandEnded,
    HandResult,
    IllegalAction,
    Knock,
    Knocked,
    LaidOff,
    LayOff,
    LayoffEnded,
    Match,
    PassUpcard,
    Phase,
    PlayerView,
    Rules,
    TakeUpcard,
    TookDiscard,
    UpcardPassed,
    deadwood_after_discards,
    fits,
)
from ..engine.events import public
from ..i18n import card_name, illegal_reason
from ..i18n.texts import fill
from .opponents import LazyOpponent, make_opponent, resolve_level
from .worker import AiReply, AiRunner

HUMAN = 0
COMPUTER = 1


translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


class HintAdvisor:
    """What the Hint button asks: the AI package's ``suggest`` when it exists, else the
    strongest available player's choice. Runs in the worker thread like any player."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view, legal):
        try:
            from ..ai import suggest

            result = suggest(view, legal)
        except (ImportError, NotImplementedError):
            result = make_opponent("hard", self.seed).choose(view, legal)
        return result  # a Suggestion (action, reason key, params) or a bare action


class GameController(QObject):
    """Owns the ``Match``; the human sits at seat 0, the computer at seat 1.

    Signals
    -------
    viewChanged(PlayerView)
        The human's view after every change (new deal, any move by either side).
    eventsOccurred(list)
        The engine events of one step, public to the human (the computer's stock draw never
        names its card), for animation and the move log.
    statusChanged(str)
        What the human should do now, in words (issue 4's status line).
    moveRefused(str code, str reason)
        An intent the rules forbid; the game did not change. ``reason`` is translated.
    thinkingChanged(bool)
        The computer started or stopped thinking (the table shows an indicator).
    knockStateChanged()
        Knock mode was entered, a knock card was picked, or knock mode ended.
    handFinished(HandResult)
        A hand ended (scored or drawn); ``results`` holds every hand of this game.
    gameFinished(int)
        The game ended; the argument is the winning seat.
    hintReady(object)
        The hint's suggested action (or None when there is none).
    lastMoveChanged(str)
        A short sentence about the latest move of either side, so a person can follow.
    gameStarted()
        A new game began (models reset, dialogs close).
    """

    viewChanged = Signal(object)
    eventsOccurred = Signal(object)
    statusChanged = Signal(str)
    moveRefused = Signal(str, str)
    thinkingChanged = Signal(bool)
    knockStateChanged = Signal()
    handFinished = Signal(object)
    gameFinished = Signal(int)
    hintReady = Signal(object)
    lastMoveChanged = Signal(str)
    gameStarted = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        level: str = "easy",
        pace_ms: int = 0,
        rules: Rules | None = None,
    ) -> None:
        super().__init__(parent)
        self.level = level
        self.pace_ms = pace_ms
        self.rules = rules or Rules()
        self.match: Match | None = None
        self.opponent = None
        self.opponent_level = level
        self.seed = 0
        # Where new games' seeds come from; the keeper deals them from the install's secret.
        self.seed_source = lambda: random.SystemRandom().randrange(1, 2**31)
        self._runner = AiRunner(self)
        self._runner.replied.connect(self._on_reply)
        self._pending_move: int | None = None  # id of the computer's move being computed
        self._pending_hint: int | None = None
        self.last_hint = None  # the last ai.Suggestion (its reason key), for the views
        self._ready_action = None  # computer's answer waiting for the pace
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._apply_ready_action)
        self._knock_mode = False
        self._knock_gin_only = False
        self._knock_card = None
        self._status = ""
        self._last_move = ""
        self._shut_down = False

    # ================================================================ state for the views
    @property
    def view(self) -> PlayerView | None:
        return self.match.view(HUMAN) if self.match else None

    @property
    def human_legal(self) -> tuple:
        if self.match is None or self.match.to_act != HUMAN:
            return ()
        return self.match.legal_actions()

    @property
    def thinking(self) -> bool:
        return self._pending_move is not None

    @property
    def results(self) -> tuple[HandResult, ...]:
        return tuple(self.match.results) if self.match else ()

    @property
    def status(self) -> str:
        return self._status

    @property
    def last_move(self) -> str:
        return self._last_move

    @property
    def knock_mode(self) -> bool:
        return self._knock_mode

    @property
    def pending_knock_card(self):
        return self._knock_card

    def discardable_cards(self) -> frozenset:
        """Cards the human may throw now: knock candidates in knock mode, else every legal
        plain discard (D7 leaves out the card just taken from the pile)."""
        legal = self.human_legal
        if self._knock_mode:
            return self.knock_candidates()
        return frozenset(a.card for a in legal if isinstance(a, Discard))

    def knock_candidates(self) -> frozenset:
        legal = self.human_legal
        knocks = [a.card for a in legal if isinstance(a, Knock)]
        if not self._knock_gin_only:
            return frozenset(knocks)
        return frozenset(c for c in knocks if self._deadwood_after().get(c) == 0)

    def can_knock(self) -> bool:
        return any(isinstance(a, Knock) for a in self.human_legal)

    def can_gin(self) -> bool:
        after = self._deadwood_after()
        return any(isinstance(a, Knock) and after.get(a.card) == 0 for a in self.human_legal)

    def _deadwood_after(self) -> dict:
        v = self.view
        if v is None or v.phase is not Phase.DISCARD or not v.my_turn:
            return {}
        return deadwood_after_discards(v.hand, v.pile_card_taken)  # D3, D7

    def layoff_suggestions(self) -> tuple:
        """The human defender's best lay-offs now (D10), from the engine's helper."""
        if self.match is None or self.match.phase is not Phase.LAYOFF or self.match.to_act != HUMAN:
            return ()
        return tuple(self.match.best_layoffs_for_defender().layoffs)

    def layoff_targets(self, card) -> tuple[int, ...]:
        v = self.view
        if v is None or v.phase is not Phase.LAYOFF or not v.my_turn:
            return ()
        return tuple(i for i, m in enumerate(v.knocker_melds) if fits(card, m))

    # ================================================================ game lifecycle
    @Slot()
    def newGame(self) -> None:
        self.startGame(self.seed_source())

    @Slot(int)
    def startGame(self, seed: int) -> None:
        self.start(Match(self.rules, seed=seed), seed=seed)

    def start(
        self, match: Match, *, opponent=None, seed: int | None = None, level: str | None = None
    ) -> None:
        """Start playing ``match`` (a fresh or a loaded one). ``opponent`` replaces the AI
        (tests script it); otherwise ``level`` (a resumed game's) or the configured level is
        made with the match seed. Saving and statistics listen to the signals
        (``GameKeeper``); the controller itself writes nothing."""
        self._cancel_thinking()
        self.match = match
        self.seed = match.seed if seed is None else seed
        if opponent is None:
            opponent = LazyOpponent(
                level or self.level, _opponent_seed(self.seed), process=self._runner.ai_process
            )
            self.opponent_level = opponent.level
        else:
            self.opponent_level = getattr(opponent, "level", "scripted")
        self.opponent = opponent
        self._end_knock_mode(emit=False)
        self._set_last_move("")
        self.gameStarted.emit()
        self._after_change([])

    @Slot(str)
    def setLevel(self, level: str) -> None:
        """Takes effect at the next new game (a level switch mid-game would let a player
        shop for the opponent that suits the hand)."""
        self.level = resolve_level(level)

    @Slot()
    def retranslate(self) -> None:
        """The language changed: say the status again in the new one."""
        self._update_status()

    @Slot(int)
    def setPaceMs(self, ms: int) -> None:
        self.pace_ms = max(0, int(ms))

    @Slot()
    def nextHand(self) -> None:
        if self.match is None:
            return
        if self.match.phase is Phase.GAME_OVER:
            self.newGame()
            return
        try:
            events = self.match.deal_next()
        except IllegalAction as exc:
            self._refuse(exc.code, exc.params)
            return
        self._set_last_move("")
        self._after_change(events)

    # ================================================================ human intents
    @Slot(object)
    def play(self, action) -> bool:
        """Apply any human action object (scripts, tests, the autoplay of the screenshot
        scenes); the same checks as the specific slots. Returns whether it was applied."""
        if isinstance(action, Knock):
            self._end_knock_mode(emit=False)
        return self._human(action)

    @Slot()
    def takeUpcard(self) -> None:
        self._human(TakeUpcard())

    @Slot()
    def passUpcard(self) -> None:
        self._human(PassUpcard())

    @Slot()
    def drawStock(self) -> None:
        self._human(DrawStock())

    @Slot(str)
    def drawFrom(self, source: str) -> None:
        """A card dragged from the stock (``"stock"``) or the pile (``"pile"``) into the hand."""
        if source == "stock":
            self.drawStock()
        elif source == "pile":
            self.takeUpcard()
        else:
            self._refuse("drop_here")

    @Slot(object)
    def discard(self, card) -> None:
        """Throw ``card`` (double-click, Enter, drop on the pile). In knock mode it picks the
        knock card instead, which then waits for confirmation."""
        if self._knock_mode:
            self.chooseKnockCard(card)
            return
        self._human(Discard(card))

    @Slot()
    def beginKnock(self) -> None:
        self._begin_knock(gin=False)

    @Slot()
    def beginGin(self) -> None:
        self._begin_knock(gin=True)

    def _begin_knock(self, gin: bool) -> None:
        if not self._human_may_act():
            return
        if not self.can_knock():
            self._refuse("no_knock")
            return
        if gin and not self.can_gin():
            self._refuse("no_gin")
            return
        self._knock_mode = True
        self._knock_gin_only = gin
        self._knock_card = None
        candidates = self.knock_candidates()
        if len(candidates) == 1:  # one possible card: pick it, the confirm step remains
            self._knock_card = next(iter(candidates))
        self._emit_knock_state()

    @Slot(object)
    def chooseKnockCard(self, card) -> None:
        if not self._knock_mode:
            self.beginKnock()
            if not self._knock_mode:
                return
        if card not in self.knock_candidates():
            if card in self.view.hand and not any(
                isinstance(a, Knock) and a.card == card for a in self.human_legal
            ):
                # Let the engine say exactly why (D7 or the deadwood limit, D8).
                try:
                    self.match.apply(Knock(card))  # never legal here: raises, no change
                except IllegalAction as exc:
                    self._refuse(exc.code, exc.params)
                    return
            self._refuse("not_a_knock_card", {"card": card})
            return
        self._knock_card = card
        self._emit_knock_state()

    @Slot()
    def confirmKnock(self) -> None:
        if not self._knock_mode or self._knock_card is None:
            return
        card = self._knock_card
        self._end_knock_mode(emit=False)
        self._human(Knock(card))
        self.knockStateChanged.emit()

    @Slot(object)
    def knock(self, card) -> None:
        """Knock at once with ``card`` (no confirmation step; for scripts and tests)."""
        self._end_knock_mode(emit=False)
        self._human(Knock(card))

    @Slot()
    def cancelKnock(self) -> None:
        if self._knock_mode:
            self._end_knock_mode(emit=True)

    @Slot(object, int)
    def layOff(self, card, meld_index: int) -> None:
        self._human(LayOff(card, meld_index))

    @Slot(object)
    def layOffAnywhere(self, card) -> None:
        """Lay ``card`` off on the first meld it fits (keyboard Enter, double-click)."""
        targets = self.layoff_targets(card)
        if not targets:
            if (
                self.match is not None
                and self.match.phase is Phase.LAYOFF
                and self.match.to_act == HUMAN
            ):
                self._refuse("nothing_to_lay_off", {"card": card})
            else:
                self._human(LayOff(card, 0))  # lets the engine give the reason
            return
        # Prefer the meld the engine's best plan uses for this card.
        for lay in self.layoff_suggestions():
            if lay.card == card:
                self._human(LayOff(card, lay.meld_index))
                return
        self._human(LayOff(card, targets[0]))

    @Slot()
    def layOffBest(self) -> None:
        """Play the engine's best lay-off plan (D10) one card at a time."""
        for lay in self.layoff_suggestions():
            if not self._human(LayOff(lay.card, lay.meld_index)):
                return

    @Slot()
    def endLayoff(self) -> None:
        self._human(EndLayoff())

    @Slot()
    def requestHint(self) -> None:
        if not self._human_may_act():
            return
        self._pending_hint = self._runner.submit(
            "hint", HintAdvisor(self.seed), self.match.view(HUMAN), self.match.legal_actions()
        )

    # ================================================================ shutting down
    def shutdown(self) -> bool:
        """Stop the computer and its thread (window closing). Safe to call twice."""
        if self._shut_down:
            return True
        self._shut_down = True
        self._pace.stop()
        self._pending_move = None
        self._pending_hint = None
        return self._runner.shutdown()

    # ================================================================ internals
    def _human_may_act(self) -> bool:
        if self.match is None or self._shut_down:
            return False
        if self.match.to_act != HUMAN:
            if self.match.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                self._refuse("hand_over")
            else:
                self._refuse("computer_turn")
            return False
        return True

    def _human(self, action) -> bool:
        """Apply a human action if legal; otherwise say why and change nothing."""
        if not self._human_may_act():
            return False
        try:
            events = self.match.apply(action, seat=HUMAN)
        except IllegalAction as exc:
            self._refuse(exc.code, exc.params)
            return False
        if self._knock_mode:
            self._end_knock_mode(emit=True)
        self._describe(events)
        self._after_change(events)
        return True

    def _refuse(self, code: str, params: dict | None = None) -> None:
        reason = illegal_reason(code, params)
        self._set_status(reason)
        self.moveRefused.emit(code, reason)

    def _after_change(self, events: list) -> None:
        m = self.match
        self.viewChanged.emit(m.view(HUMAN))
        if events:
            self.eventsOccurred.emit(
                [public(e) if getattr(e, "seat", HUMAN) != HUMAN else e for e in events]
            )
        self._update_status()
        if m.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            if m.last_result is not None and any(isinstance(e, HandEnded) for e in events):
                self.handFinished.emit(m.last_result)
            if m.winner is not None and any(isinstance(e, GameEnded) for e in events):
                self.gameFinished.emit(m.winner)
            return
        if m.to_act == COMPUTER:
            self._ask_computer()

    def _ask_computer(self) -> None:
        if self._shut_down or self._pending_move is not None:
            return
        m = self.match
        self._ready_action = None
        self._pending_move = self._runner.submit(
            "move", self.opponent, m.view(COMPUTER), m.legal_actions()
        )
        self.thinkingChanged.emit(True)
        self._update_status()
        if self.pace_ms > 0:
            self._pace.start(self.pace_ms)

    @Slot(object)
    def _on_reply(self, reply: AiReply) -> None:
        if reply.kind == "hint":
            if reply.id == self._pending_hint:
                self._pending_hint = None
                found = reply.action if reply.error is None else None
                # ai.suggest explains itself with a message key; views show it translated.
                self.last_hint = found if hasattr(found, "key") else None
                self.hintReady.emit(getattr(found, "action", found))
            return
        if reply.id != self._pending_move:
            return  # stale: asked before a New Game or a load
        if reply.error is not None or reply.action not in self.match.legal_actions():
            # An AI fault must not stall the game: fall back to the first legal action and
            # say so on stderr for the developers.
            import sys

            print(
                f"AI error ({reply.error or 'illegal action ' + repr(reply.action)}); "
                "playing the first legal action",
                file=sys.stderr,
            )
            self._ready_action = self.match.legal_actions()[0]
        else:
            self._ready_action = reply.action
        if not self._pace.isActive():
            self._apply_ready_action()

    @Slot()
    def _apply_ready_action(self) -> None:
        if self._ready_action is None or self._pending_move is None:
            return  # the pause ended before the answer came: the answer applies on arrival
        action, self._ready_action = self._ready_action, None
        self._pending_move = None
        self.thinkingChanged.emit(False)
        events = self.match.apply(action, seat=COMPUTER)
        self._describe(events)
        self._after_change(events)

    def _cancel_thinking(self) -> None:
        self._pace.stop()
        self._runner.drop_all()
        self._ready_action = None
        self._pending_hint = None
        if self._pending_move is not None:
            self._pending_move = None
            self.thinkingChanged.emit(False)

    def _end_knock_mode(self, emit: bool) -> None:
        was = self._knock_mode or self._knock_card is not None
        self._knock_mode = False
        self._knock_gin_only = False
        self._knock_card = None
        if emit and was:
            self._emit_knock_state()

    def _emit_knock_state(self) -> None:
        self.knockStateChanged.emit()
        self._update_status()

    # ---------------------------------------------------------------- words
    def _set_status(self, text: str) -> None:
        self._status = text
        self.statusChanged.emit(text)

    def _set_last_move(self, text: str) -> None:
        self._last_move = text
        self.lastMoveChanged.emit(text)

    def _update_status(self) -> None:
        self._set_status(self.status_for_now())

    def status_for_now(self) -> str:
        m = self.match
        if m is None:
            return ""
        p = m.phase
        if p is Phase.GAME_OVER:
            return (
                translate(
                    "GameController", "You won the game! Start a new game when you are ready."
                )
                if m.winner == HUMAN
                else translate(
                    "GameController",
                    "The computer won the game. Start a new game when you are ready.",
                )
            )
        if p is Phase.HAND_OVER:
            r = m.last_result
            if r is not None and r.kind == "drawn":
                return translate(
                    "GameController", "Stock down to two: the hand is drawn. Deal the next hand."
                )
            if r is not None and r.winner == HUMAN:
                # self.tr: lupdate's Python parser marks %n plurals only in tr() calls (issue 5)
                return self.tr("You won the hand: +%n. Deal the next hand.", "", r.points)
            return self.tr(
                "The computer won the hand: +%n. Deal the next hand.", "", r.points if r else 0
            )
        if m.to_act == COMPUTER:
            if p is Phase.LAYOFF:
                return translate("GameController", "The computer is laying off on your melds…")
            if p is Phase.FIRST_UPCARD:
                return translate(
                    "GameController", "The computer decides whether to take the upcard…"
                )
            return translate("GameController", "The computer is playing…")
        if p is Phase.FIRST_UPCARD:
            return translate("GameController", "Take the upcard or pass")
        if p is Phase.DRAW:
            if TakeUpcard() not in m.legal_actions():
                return translate("GameController", "Both passed the upcard: draw from the stock")
            return translate("GameController", "Draw from the stock or the discard pile")
        if p is Phase.DISCARD:
            if self._knock_mode:
                if self._knock_card is not None:
                    return fill(
                        translate(
                            "GameController", "Knock by discarding the card %1? Confirm, or cancel."
                        ),
                        card_name(self._knock_card),
                    )
                return translate(
                    "GameController", "Pick the card to discard as you knock (lit up), or cancel."
                )
            if self.can_gin():
                return translate("GameController", "Discard a card — or go gin")
            if self.can_knock():
                return translate("GameController", "Discard a card — or knock")
            return translate("GameController", "Discard a card")
        if p is Phase.LAYOFF:
            return translate("GameController", "Lay off on the knocker's melds, then press Done")
        return ""

    def _describe(self, events: list) -> None:
        """One sentence per move for the move line, so the computer's play can be followed."""
        parts = []
        for e in events:
            you = getattr(e, "seat", None) == HUMAN
            if isinstance(e, UpcardPassed):
                parts.append(
                    translate("GameController", "You passed.")
                    if you
                    else translate("GameController", "The computer passed.")
                )
            elif isinstance(e, TookDiscard):
                parts.append(
                    fill(
                        translate("GameController", "You took the %1 from the pile.")
                        if you
                        else translate("GameController", "The computer took the %1 from the pile."),
                        card_name(e.card),
                    )
                )
            elif isinstance(e, DrewStock):
                parts.append(
                    fill(
                        translate("GameController", "You drew the %1 from the stock."),
                        card_name(e.card),
                    )
                    if you and e.card is not None
                    else translate("GameController", "The computer drew from the stock.")
                )
            elif isinstance(e, Knocked):
                text = (
                    translate("GameController", "You went gin, discarding the %1.")
                    if you and e.gin
                    else translate("GameController", "You knocked, discarding the %1.")
                    if you
                    else translate("GameController", "The computer went gin, discarding the %1.")
                    if e.gin
                    else translate("GameController", "The computer knocked, discarding the %1.")
                )
                parts.append(fill(text, card_name(e.card)))
            elif isinstance(e, Discarded):
                parts.append(
                    fill(
                        translate("GameController", "You discarded the %1.")
                        if you
                        else translate("GameController", "The computer discarded the %1."),
                        card_name(e.card),
                    )
                )
            elif isinstance(e, LaidOff):
                parts.append(
                    fill(
                        translate("GameController", "You laid off the %1.")
                        if you
                        else translate("GameController", "The computer laid off the %1."),
                        card_name(e.card),
                    )
                )
            elif isinstance(e, LayoffEnded):
                parts.append(
                    translate("GameController", "Lay-offs done.")
                    if you
                    else translate("GameController", "The computer finished laying off.")
                )
        if parts:
            self._set_last_move(" ".join(parts))


def _opponent_seed(seed) -> int:
    """The AI's own seed, derived from the match seed so a replayed game replays it too."""
    return random.Random(f"ginrummy:{seed}:ai").randrange(2**31)
