"""The one object that owns the match (the controller layer, docs/architecture.md).

Views ask; the controller checks every intent against the engine's legal actions, applies
it, and publishes one immutable ``TableState`` per change. Views and models read that state
and never call back into the controller or the engine (data flows one way).
"""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import (
    Action,
    Discard,
    DrawStock,
    EndLayoff,
    GameEnded,
    HandEnded,
    IllegalAction,
    Knock,
    LayOff,
    Match,
    PassUpcard,
    Phase,
    Rules,
    TakeUpcard,
)
from ..engine.deal_seal import entropy_for, first_fingerprint
from ..engine.events import visible_to
from ..i18n import illegal_reason
from .narrator import narrate
from .opponents import HintAdviser, LazyOpponent, interactive_budget, resolve_level
from .table_state import (
    COMPUTER,
    HUMAN,
    NO_KNOCK,
    DealNote,
    KnockPick,
    TableState,
    build_state,
)
from .worker import AiReply, AiRunner

log = logging.getLogger(__name__)
AI_ERROR = {"ai_error": True}  # marks the log records of a failing computer player

__all__ = ["COMPUTER", "HUMAN", "GameController"]


class GameController(QObject):
    """Owns the ``Match``; the human sits at seat 0, the computer at seat 1.

    Signals
    -------
    stateChanged(TableState)
        The one snapshot of the table after every change: a deal, any move by either side,
        the computer starting to think, a knock pick, a hint, a language switch.
    eventsOccurred(list)
        The engine events of one step as the human may know them (the computer's stock draw
        never names its card), for animation; emitted right after ``stateChanged``.
    moveRefused(str code, str reason)
        An intent the rules forbid; the game did not change. ``reason`` is translated.
    handFinished(HandResult)
        A hand ended (scored or drawn).
    gameFinished(int)
        The game ended; the argument is the winning seat.
    gameStarted()
        A new game began (models reset, dialogs close).
    aiFailed(str)
        The computer player raised an error or answered an illegal move; the game went on
        with its first legal action. The text is for the log, not for the player.
    gameAbandoned()
        The player gave up the game in progress for a new one (it counts as lost).
    """

    stateChanged = Signal(object)
    eventsOccurred = Signal(object)
    moveRefused = Signal(str, str)
    handFinished = Signal(object)
    gameFinished = Signal(int)
    gameStarted = Signal()
    aiFailed = Signal(str)
    gameAbandoned = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        level: str = "easy",
        pace_ms: int = 0,
        rules: Rules | None = None,
    ) -> None:
        super().__init__(parent)
        self.level = resolve_level(level)
        self.pace_ms = pace_ms
        self.rules = rules or Rules()
        self.match: Match | None = None
        self.opponent = None
        self.opponent_level = self.level
        self.seed = 0
        # Where new games' seeds come from; the keeper deals them from the install's secret.
        self.seed_source = lambda: random.SystemRandom().randrange(1, 2**31)
        self.state = TableState(level=self.level)
        self._runner = AiRunner(self)
        self._runner.replied.connect(self._on_reply)
        self._pending_move: int | None = None  # id of the computer's move being computed
        self._pending_hint: int | None = None
        self._hint = None  # the Hint's answer for the position on the table
        self._ready_action = None  # computer's answer waiting for the pace
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._apply_ready_action)
        self._knock = NO_KNOCK
        self._shut_down = False
        # The player's phrase (Settings), mixed into each deal after its seal is shown.
        self.phrase = ""
        self._verified: tuple[object, bool] = (None, False)  # (hand, its deal verified)
        self._next_seed: int | None = None  # the next new game's, drawn when a game ends

    # ================================================================ reading
    @property
    def view(self):
        """The human's view in the last published state (None before a game)."""
        return self.state.view

    @property
    def thinking(self) -> bool:
        return self._pending_move is not None

    @property
    def results(self):
        return self.state.results

    @property
    def status(self) -> str:
        return self.state.status

    # ================================================================ game lifecycle
    @Slot()
    def newGame(self) -> None:
        # The seed drawn when the last game ended, whose first fingerprint the log showed then
        # (so a phrase set since counts for the first hand too); a fresh one otherwise.
        seed = self._next_seed if self._next_seed is not None else self.seed_source()
        self._next_seed = None
        self.startGame(seed)

    @Slot(int)
    def startGame(self, seed: int) -> None:
        self.start(Match(self.rules, seed=seed, entropy=self._entropy()), seed=seed)

    @Slot(str)
    def setPhrase(self, phrase: str) -> None:
        """The phrase mixed into the deals from the next one on (engine/deal_seal.py)."""
        self.phrase = phrase

    def _entropy(self) -> bytes | None:
        # No phrase, nothing mixed in: the sealed deck is dealt as it is.
        return entropy_for(self.phrase)

    def start(
        self,
        match: Match,
        *,
        opponent=None,
        seed: int | None = None,
        level: str | None = None,
    ) -> None:
        """Start playing ``match`` (a fresh or a loaded one). ``opponent`` replaces the AI
        (tests script it); otherwise ``level`` (a resumed game's) or the configured level is
        made with the match seed. Saving and statistics listen to the signals
        (``GameKeeper``); the controller itself writes nothing."""
        self._cancel_thinking()
        self.match = match
        self.seed = match.seed if seed is None else seed
        if opponent is None:
            level = resolve_level(level or self.level)
            opponent = LazyOpponent(
                level,
                _opponent_seed(self.seed),
                process=self._runner.ai_process,
                budget_ms=interactive_budget(level),
            )
            self.opponent_level = opponent.level
        else:
            self.opponent_level = getattr(opponent, "level", "scripted")
        self.opponent = opponent
        self._knock = NO_KNOCK
        self.gameStarted.emit()
        self._after_change([])

    @Slot()
    def abandonGame(self) -> None:
        """The player gives up the game in progress (a new game is about to replace it):
        the computer stops, and whoever keeps statistics counts the game as lost."""
        if self.match is None or self.match.phase is Phase.GAME_OVER:
            return
        self._cancel_thinking()
        self.gameAbandoned.emit()

    @Slot(str)
    def setLevel(self, level: str) -> None:
        """Takes effect at the next new game (a level switch mid-game would let a player
        shop for the opponent that suits the hand)."""
        self.level = resolve_level(level)

    @Slot(object)
    def setRules(self, rules: Rules) -> None:
        """The rules of the next new game (the one in progress keeps its own)."""
        self.rules = rules

    @Slot()
    def retranslate(self) -> None:
        """The language changed: publish the same state in the new words."""
        self._publish(self.state)

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
        if self.match.phase is not Phase.HAND_OVER:
            self._refuse("not_hand_over")
            return
        self._after_change(self.match.deal_next(entropy=self._entropy()))

    # ================================================================ human intents
    @Slot(object)
    def play(self, action) -> bool:
        """Apply any human action object (scripts, tests, the screenshot autopilot); the
        same checks as the specific slots. Returns whether it was applied."""
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
        """Throw ``card`` (a drop on the pile). During a knock pick it picks the knock card
        instead, which then waits for confirmation."""
        if self._knock.active:
            self.chooseKnockCard(card)
            return
        self._human(Discard(card))

    @Slot(object)
    def activateCard(self, card) -> None:
        """Enter or a double-click on a hand card: what that means depends on the moment —
        pick or confirm the knock card, lay the card off, or discard it."""
        state = self.state
        if card is None or state.view is None:
            return
        if self._knock.active:
            if self._knock.card == card:
                self.confirmKnock()
            else:
                self.chooseKnockCard(card)
        elif state.laying_off:
            self.layOffAnywhere(card)
        else:
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
        state = self.state
        if state.phase is not Phase.DISCARD:
            self._refuse("draw_first" if state.phase is Phase.DRAW else "first_upcard")
            return
        if gin and not state.can_gin:
            self._refuse("no_gin")
            return
        if not state.can_knock:
            self._refuse("no_knock")
            return
        candidates = state.gin_cards if gin else state.knock_cards
        self._hint = None  # the knock is the player's next step now, not the hint's move
        # One possible card: pick it; the confirm step remains.
        only = next(iter(candidates)) if len(candidates) == 1 else None
        self._knock = KnockPick(True, gin, only)
        self._publish_facts()

    @Slot(object)
    def chooseKnockCard(self, card) -> None:
        if not self._knock.active:
            self.beginKnock()
            if not self._knock.active:
                return
        if card in self.state.discardable:
            self._knock = KnockPick(True, self._knock.gin_only, card)
            self._publish_facts()
            return
        # Let the engine say exactly why (D7, or the deadwood above the limit, D8).
        problem = self.match.explain(Knock(card))
        if problem is not None:
            self._refuse(problem.code, problem.params)
        else:  # a knock card, but not one that keeps gin
            self._refuse("not_a_knock_card", {"card": card})

    @Slot()
    def confirmKnock(self) -> None:
        if not self._knock.active or self._knock.card is None:
            return
        card = self._knock.card
        self._knock = NO_KNOCK
        if not self._human(Knock(card)):
            self._publish_facts()

    @Slot(object)
    def knock(self, card) -> None:
        """Knock at once with ``card`` (no confirmation step; for scripts and tests)."""
        self._knock = NO_KNOCK
        self._human(Knock(card))

    @Slot()
    def cancelKnock(self) -> None:
        if self._knock.active:
            self._knock = NO_KNOCK
            self._publish_facts()

    @Slot(object, int)
    def layOff(self, card, meld_index: int) -> None:
        self._human(LayOff(card, meld_index))

    @Slot(object)
    def layOffAnywhere(self, card) -> None:
        """Lay ``card`` off where the engine's best plan puts it, else on the first meld it
        fits (keyboard Enter, double-click)."""
        state = self.state
        targets = state.targets_for(card)
        if not targets:
            if state.laying_off:
                self._refuse("nothing_to_lay_off", {"card": card})
            else:
                self._human(LayOff(card, 0))  # lets the engine give the reason
            return
        meld = next((lay.meld_index for lay in state.layoff_plan if lay.card == card), targets[0])
        self._human(LayOff(card, meld))

    @Slot()
    def layOffBest(self) -> None:
        """Play the engine's best lay-off plan (D10) one card at a time."""
        if not self._human_may_act():
            return
        if not self.state.laying_off:
            self._refuse("no_layoff_now")
            return
        if not self.state.layoff_plan:
            self._refuse("nothing_fits")
            return
        for lay in self.state.layoff_plan:
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
            "hint", HintAdviser(), self.state.view, self.state.legal
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

    def _human(self, action: Action) -> bool:
        """Apply a human action if legal; otherwise say why and change nothing."""
        if not self._human_may_act():
            return False
        try:
            events = self.match.apply(action, seat=HUMAN)
        except IllegalAction as exc:
            self._refuse(exc.code, exc.params)
            return False
        self._knock = NO_KNOCK
        self._after_change(events)
        return True

    def _refuse(self, code: str, params: dict | None = None) -> None:
        if code in NO_KNOCK_WORDS and not self.state.can_knock:
            code = NO_KNOCK_WORDS[code]  # no "or knock" when no discard allows one (D8)
        self.moveRefused.emit(code, illegal_reason(code, params))

    def _after_change(self, events: list) -> None:
        """A move or a deal changed the match: ask the computer if it is its turn, then
        publish one state, then the events for animation."""
        m = self.match
        self._hint = None
        self._pending_hint = None
        if m.to_act == COMPUTER:
            self._ask_computer()
        self._publish_facts()
        if events:
            self.eventsOccurred.emit([visible_to(HUMAN, e) for e in events])
        if any(isinstance(e, HandEnded) for e in events):
            self.handFinished.emit(m.last_result)
        if any(isinstance(e, GameEnded) for e in events):
            self.gameFinished.emit(m.winner)

    def _publish_facts(self) -> None:
        m = self.match
        legal = m.legal_actions() if m.to_act == HUMAN and not self._shut_down else ()
        self._publish(
            build_state(
                m.view(HUMAN),
                legal,
                level=self.opponent_level,
                thinking=self._pending_move is not None,
                results=tuple(m.results),
                winner=m.winner,
                knock=self._knock,
                hint=self._hint,
                deal=self._deal_note(),
            )
        )

    def _deal_note(self) -> DealNote:
        """The deal's seal as the table tells it: the fingerprint from before the deal;
        once the hand is over, whether the revealed deck verifies (the very check of
        ``--verify``, run once per hand) and the next hand's fingerprint."""
        m = self.match
        if m.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            return DealNote(m.fingerprint, None, m.phrase_mixed)
        hand = (m, m.hand_number)
        if self._verified[0] != hand:
            from ..review.hand import finished_hand
            from ..review.verify import verify_hand

            try:
                ok = verify_hand(finished_hand(m, HUMAN)).ok
            except ValueError:  # a hand that does not replay: not verified
                log.exception("the finished hand could not be verified")
                ok = False
            self._verified = (hand, ok)
        if m.phase is Phase.HAND_OVER:
            upcoming, next_game = m.next_fingerprint, False
        else:  # the game is over: the next new game's first deck is sealed now
            if self._next_seed is None:
                self._next_seed = self.seed_source()
            upcoming, next_game = first_fingerprint(self._next_seed), True
        return DealNote(m.fingerprint, self._verified[1], m.phrase_mixed, upcoming, next_game)

    def _publish(self, state: TableState) -> None:
        self.state = narrate(state)
        self.stateChanged.emit(self.state)

    @Slot(int)
    def holdComputerFor(self, ms: int) -> None:
        """The table is showing something first (the deal): the computer's pending move is
        played ``ms`` from now at the earliest (its pause starts again)."""
        if self._pending_move is not None and not self._shut_down:
            self._pace.start(max(0, ms))

    def holdWorker(self) -> None:
        """Let the computer's first decision wait until ``releaseWorker()`` (start-up)."""
        self._runner.hold()

    def releaseWorker(self) -> None:
        self._runner.release()

    def _ask_computer(self) -> None:
        if self._shut_down or self._pending_move is not None:
            return
        m = self.match
        self._ready_action = None
        self._pending_move = self._runner.submit(
            "move", self.opponent, m.view(COMPUTER), m.legal_actions()
        )
        if self.pace_ms > 0:
            self._pace.start(self.pace_ms)

    @Slot(object)
    def _on_reply(self, reply: AiReply) -> None:
        if reply.kind == "hint":
            if reply.id == self._pending_hint:
                self._pending_hint = None
                if reply.error is not None:
                    log.error("The Hint failed:\n%s", reply.error, extra=AI_ERROR)
                    self.aiFailed.emit(reply.error)
                    return
                self._hint = reply.action
                self._publish_facts()
            return
        if reply.id != self._pending_move:
            return  # stale: asked before a New Game or a load
        legal = self.match.legal_actions()
        if reply.error is not None or reply.action not in legal:
            # An AI fault must not stall the game: it is logged and reported, and the
            # computer plays its first legal action.
            problem = reply.error or f"illegal action {reply.action!r} in {self.match.phase}"
            log.error(
                "The computer player failed (%s):\n%s", self.opponent_level, problem, extra=AI_ERROR
            )
            self.aiFailed.emit(problem)
            self._ready_action = legal[0]
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
        self._after_change(self.match.apply(action, seat=COMPUTER))

    def _cancel_thinking(self) -> None:
        self._pace.stop()
        self._runner.drop_all()
        self._ready_action = None
        self._pending_hint = None
        self._pending_move = None


# A refusal that mentions knocking, and its words when no knock is possible.
NO_KNOCK_WORDS = {"already_drew": "already_drew_no_knock", "discard_now": "discard_only"}


def _opponent_seed(seed) -> int:
    """The AI's own seed, derived from the match seed so a replayed game replays it too."""
    return random.Random(f"ginrummy:{seed}:ai").randrange(2**31)
