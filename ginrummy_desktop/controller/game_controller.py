"""The Qt adapter of the game session (``session/``, docs/architecture.md).

Every slot is one operation of the ``GameSession``; the ``Change`` it returns is published
as one signal, ``changed``, after the background work it names has been asked for or
dropped. Keepers and views read the change they are given and never call back.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import Match, Rules
from ..i18n import illegal_reason
from ..session import COMPUTER, HUMAN, Change, ComputerSeat, GameSession
from .narrator import narrate
from .opponents import LazyOpponent, interactive_budget
from .worker import AiReply, AiRunner

__all__ = ["COMPUTER", "HUMAN", "GameController"]


class GameController(QObject):
    """Drives a ``GameSession``: the person at seat 0, the computer at seat 1.

    Signals
    -------
    changed(Change)
        The one record of every operation (``session/changes.py``): the table state, the
        events as each seat may know them, what must be written. Keepers and the main
        window listen to this alone.

    The signals below are emitted right after ``changed``, each from the same record, in
    this order, for widgets and tests that want one part of it:

    gameStarted()
        A new game began (models reset, dialogs close).
    aiFailed(str)
        The computer player raised an error or answered an illegal move; the game went on
        with its first legal action. The text is for the log, not for the player.
    moveRefused(str code, str reason)
        An intent the rules forbid; the game did not change. ``reason`` is translated.
    stateChanged(TableState)
        The new table after a deal, any move, the computer starting to think, a knock
        pick, a hint, a language switch.
    eventsOccurred(list)
        The engine events of the operation as the person may know them, for animation.
    handFinished(HandResult)
        A hand ended (scored or drawn).
    gameFinished(int)
        The game ended; the argument is the winning seat.
    gameAbandoned()
        The player gave up the game in progress for a new one (it counts as lost).
    """

    changed = Signal(object)
    gameStarted = Signal()
    aiFailed = Signal(str)
    moveRefused = Signal(str, str)
    stateChanged = Signal(object)
    eventsOccurred = Signal(object)
    handFinished = Signal(object)
    gameFinished = Signal(int)
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
        self._runner = AiRunner(self)
        self._runner.replied.connect(self._on_reply)
        self.session = GameSession(
            level=level,
            pace_ms=pace_ms,
            rules=rules,
            narrate=narrate,
            make_computer=self._make_computer,
        )
        self._tokens: dict[int, int] = {}  # the runner's request id → the session's token
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(lambda: self._apply(self.session.pace_elapsed()))
        self._shut_down = False

    def _make_computer(self, level: str, seed: int) -> ComputerSeat:
        budget = interactive_budget(level)
        player = LazyOpponent(level, seed, process=self._runner.ai_process, budget_ms=budget)
        return ComputerSeat(player, player.level)

    # ================================================================ reading (scripts, tests)
    state = property(lambda self: self.session.state)
    view = property(lambda self: self.session.state.view)
    match = property(lambda self: self.session.match)
    thinking = property(lambda self: self.session.thinking)
    results = property(lambda self: self.session.state.results)
    status = property(lambda self: self.session.state.status)
    opponent = property(
        lambda self: self.session.opponent, lambda self, p: self.session.set_player(COMPUTER, p)
    )
    opponent_level = property(lambda self: self.session.opponent_level)
    seed = property(lambda self: self.session.seed)
    level = property(lambda self: self.session.level)
    pace_ms = property(lambda self: self.session.pace_ms)
    rules = property(lambda self: self.session.rules)
    phrase = property(lambda self: self.session.phrase)

    @property
    def seed_source(self):
        return self.session.seed_source

    @seed_source.setter
    def seed_source(self, source) -> None:
        self.session.seed_source = source

    # ================================================================ the game
    def start(self, match: Match, *, opponent=None, seed=None, level=None) -> None:
        """Play ``match`` (fresh or loaded). ``opponent`` (a player object) replaces the
        AI (tests script it); otherwise ``level`` or the configured level is made."""
        seat = None
        if opponent is not None:
            seat = ComputerSeat(opponent, getattr(opponent, "level", "scripted"))
        self._apply(self.session.start(match, opponent=seat, seed=seed, level=level))

    @Slot()
    def newGame(self) -> None:
        self._apply(self.session.new_game())

    @Slot(int)
    def startGame(self, seed: int) -> None:
        self._apply(self.session.start_game(seed))

    @Slot()
    def abandonGame(self) -> None:
        self._apply(self.session.abandon())

    @Slot()
    def nextHand(self) -> None:
        self._apply(self.session.next_hand())

    @Slot()
    def retranslate(self) -> None:
        self._apply(self.session.retell())

    @Slot(str)
    def setLevel(self, level: str) -> None:
        """Takes effect at the next new game (a level switch mid-game would let a player
        shop for the opponent that suits the hand)."""
        from ..session import resolve_level

        self.session.level = resolve_level(level)

    @Slot(object)
    def setRules(self, rules: Rules) -> None:
        """The rules of the next new game (the one in progress keeps its own)."""
        self.session.rules = rules

    @Slot(int)
    def setPaceMs(self, ms: int) -> None:
        self.session.pace_ms = max(0, int(ms))

    @Slot(str)
    def setPhrase(self, phrase: str) -> None:
        """The phrase mixed into the deals from the next one on (engine/deal_seal.py)."""
        self.session.phrase = phrase

    @Slot(int)
    def holdComputerFor(self, ms: int) -> None:
        """The table is showing something first (the deal): the computer's pending move is
        played ``ms`` from now at the earliest."""
        self._apply(self.session.hold_computer(ms))

    # ================================================================ the person's intents
    @Slot(object)
    def play(self, action) -> bool:
        """Any action object (scripts, the screenshot autopilot); True if it was played."""
        change = self.session.play(action)
        self._apply(change)
        return change.writes.save

    @Slot()
    def takeUpcard(self) -> None:
        self._apply(self.session.take_upcard())

    @Slot()
    def passUpcard(self) -> None:
        self._apply(self.session.pass_upcard())

    @Slot()
    def drawStock(self) -> None:
        self._apply(self.session.draw_stock())

    @Slot(str)
    def drawFrom(self, source: str) -> None:
        self._apply(self.session.draw_from(source))

    @Slot(object)
    def discard(self, card) -> None:
        self._apply(self.session.discard(card))

    @Slot(object)
    def activateCard(self, card) -> None:
        self._apply(self.session.activate(card))

    @Slot()
    def beginKnock(self) -> None:
        self._apply(self.session.begin_knock())

    @Slot(object)
    def chooseKnockCard(self, card) -> None:
        self._apply(self.session.choose_knock_card(card))

    @Slot()
    def confirmKnock(self) -> None:
        self._apply(self.session.confirm_knock())

    @Slot(object)
    def knock(self, card) -> None:
        self._apply(self.session.knock(card))

    @Slot()
    def cancelKnock(self) -> None:
        self._apply(self.session.cancel_knock())

    @Slot(object, int)
    def layOff(self, card, meld_index: int) -> None:
        self._apply(self.session.lay_off(card, meld_index))

    @Slot(object)
    def layOffAnywhere(self, card) -> None:
        self._apply(self.session.lay_off_anywhere(card))

    @Slot()
    def layOffBest(self) -> None:
        self._apply(self.session.lay_off_best())

    @Slot()
    def endLayoff(self) -> None:
        self._apply(self.session.end_layoff())

    @Slot()
    def requestHint(self) -> None:
        self._apply(self.session.request_hint())

    @Slot()
    def beginGin(self) -> None:
        self._apply(self.session.begin_knock(gin=True))

    # ================================================================ background work
    def holdWorker(self) -> None:
        """Let the computer's first decision wait until ``releaseWorker()`` (start-up)."""
        self._runner.hold()

    def releaseWorker(self) -> None:
        self._runner.release()

    def shutdown(self) -> bool:
        """Stop the computer and its thread (window closing). Safe to call twice."""
        if self._shut_down:
            return True
        self._shut_down = True
        self._pace.stop()
        self.session.close()
        self._tokens.clear()
        return self._runner.shutdown()

    @Slot(object)
    def _on_reply(self, reply: AiReply) -> None:
        token = self._tokens.pop(reply.id, None)
        if token is not None:
            self._apply(self.session.answer(token, reply.action, reply.error))

    # ================================================================ publishing
    def _apply(self, change: Change) -> None:
        """Run the background work ``change`` names, then publish it."""
        if self._shut_down:
            return
        if change.cancel:
            self._pace.stop()
            self._runner.drop_all()
            self._tokens.clear()
        for task in change.tasks:
            request = self._runner.submit(task.kind, task.player, task.view, task.legal)
            self._tokens[request] = task.token
        if change.pace_ms:
            self._pace.start(change.pace_ms)
        self.changed.emit(change)
        if change.started:
            self.gameStarted.emit()
        if change.ai_failure is not None:
            self.aiFailed.emit(change.ai_failure)
        if change.refusal is not None:
            code, params = change.refusal.code, change.refusal.params
            self.moveRefused.emit(code, illegal_reason(code, params))
        if change.published:
            self.stateChanged.emit(change.state)
        if change.events[HUMAN]:
            self.eventsOccurred.emit(list(change.events[HUMAN]))
        if change.hand_finished is not None:
            self.handFinished.emit(change.hand_finished)
        if change.game_finished is not None:
            self.gameFinished.emit(change.game_finished)
        if change.writes.abandoned:
            self.gameAbandoned.emit()
