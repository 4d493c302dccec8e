"""The Qt adapter of the game session (``session/``, docs/architecture.md).

Every slot is one operation of the ``GameSession``; the ``Change`` it returns is published
as one signal, ``changed``, after the background work it names has been asked for or
dropped. Keepers and views read the change they are given and never call back.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import Match, Rules
from ..i18n import illegal_reason
from ..session import COMPUTER, HUMAN, Change, ComputerSeat, GameSession, resolve_level
from ..tasks.service import GAME
from .narrator import narrate
from .opponents import LazyOpponent, ask, interactive_budget
from .worker import qt_task_service

__all__ = ["COMPUTER", "HUMAN", "GameController"]


def _intent(name: str, operation: str, *types, **fixed):
    """The slot ``name``: one operation of the session, its change published. (Written out
    per arity: PySide matches a slot's arguments by its signature, not ``*args``.)"""
    if not types:

        def slot(self):
            self._apply(getattr(self.session, operation)(**fixed))
    elif len(types) == 1:

        def slot(self, a):
            self._apply(getattr(self.session, operation)(a))
    else:

        def slot(self, a, b):
            self._apply(getattr(self.session, operation)(a, b))

    slot.__name__ = name
    return Slot(*types)(slot)


class GameController(QObject):
    """Drives a ``GameSession``: the person at seat 0, the computer at seat 1.

    Signals
    -------
    changed(Change)
        The one record of every operation (``session/changes.py``): the table state, the
        events as each seat may know them, what must be written. Keepers and the main
        window listen to this alone.

    Then, from the same record and in this order, for widgets and tests that want a part:
    ``gameStarted()``; ``aiFailed(str)`` (the computer or the Hint failed — the game went
    on with the first legal action; the text is for the log); ``moveRefused(code, reason)``
    (the game did not change; ``reason`` is translated); ``stateChanged(TableState)``;
    ``eventsOccurred(list)`` (the events as the person may know them, for animation);
    ``handFinished(HandResult)``; ``gameFinished(int winner)``; ``gameAbandoned()`` (the
    game given up for a new one counts as lost).
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
        self.tasks = qt_task_service(self)  # the game's lane; the coach and preloads use it too
        self.session = GameSession(
            level=level,
            pace_ms=pace_ms,
            rules=rules,
            narrate=narrate,
            make_computer=self._make_computer,
        )
        self.pace_ms = self.session.pace_ms  # the pause the window configured (it reads it)
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(lambda: self._apply(self.session.pace_elapsed()))
        self._shut_down = False

    def _make_computer(self, level: str, seed: int) -> ComputerSeat:
        budget = interactive_budget(level)
        player = LazyOpponent(level, seed, process=self.tasks.child("ai"), budget_ms=budget)
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

    newGame = _intent("newGame", "new_game")
    startGame = _intent("startGame", "start_game", int)
    abandonGame = _intent("abandonGame", "abandon")
    nextHand = _intent("nextHand", "next_hand")
    retranslate = _intent("retranslate", "retell")

    @Slot(str)
    def setLevel(self, level: str) -> None:
        """From the next new game (mid-game, a player could shop for an opponent)."""
        self.session.level = resolve_level(level)

    @Slot(object)
    def setRules(self, rules: Rules) -> None:
        """The rules of the next new game (the one in progress keeps its own)."""
        self.session.rules = rules

    @Slot(int)
    def setPaceMs(self, ms: int) -> None:
        self.pace_ms = self.session.pace_ms = max(0, int(ms))

    @Slot(str)
    def setPhrase(self, phrase: str) -> None:
        """The phrase mixed into the deals from the next one on (engine/deal_seal.py)."""
        self.session.phrase = phrase

    @Slot(int)
    def holdComputerFor(self, ms: int) -> None:
        """The table shows the deal first: the computer's move waits ``ms`` at least."""
        self._apply(self.session.hold_computer(ms))

    # ================================================================ the person's intents
    @Slot(object)
    def play(self, action) -> bool:
        """Any action object (scripts, the screenshot autopilot); True if it was played."""
        change = self.session.play(action)
        self._apply(change)
        return change.writes.save

    takeUpcard = _intent("takeUpcard", "take_upcard")
    passUpcard = _intent("passUpcard", "pass_upcard")
    drawStock = _intent("drawStock", "draw_stock")
    drawFrom = _intent("drawFrom", "draw_from", str)
    discard = _intent("discard", "discard", object)
    activateCard = _intent("activateCard", "activate", object)
    beginKnock = _intent("beginKnock", "begin_knock")
    chooseKnockCard = _intent("chooseKnockCard", "choose_knock_card", object)
    confirmKnock = _intent("confirmKnock", "confirm_knock")
    knock = _intent("knock", "knock", object)
    cancelKnock = _intent("cancelKnock", "cancel_knock")
    layOff = _intent("layOff", "lay_off", object, int)
    layOffAnywhere = _intent("layOffAnywhere", "lay_off_anywhere", object)
    layOffBest = _intent("layOffBest", "lay_off_best")
    endLayoff = _intent("endLayoff", "end_layoff")
    requestHint = _intent("requestHint", "request_hint")
    beginGin = _intent("beginGin", "begin_knock", gin=True)

    # ================================================================ background work
    def holdWorker(self) -> None:
        """Let the computer's first decision wait until ``releaseWorker()`` (start-up)."""
        self.tasks.hold()

    def releaseWorker(self) -> None:
        """The lanes start once the paint under way is done (the event loop's next turn)."""
        QTimer.singleShot(0, self, self.tasks.release)

    def shutdown(self) -> bool:
        """Stop all background work: lanes and child processes (window closing). Safe to
        call twice; returns whether every lane ended."""
        if self._shut_down:
            return self.tasks.shutdown()
        self._shut_down = True
        self._pace.stop()
        self.session.close()
        return self.tasks.shutdown()

    def _on_reply(self, reply) -> None:
        """A ``tasks.Reply`` that the service did not drop; its tag is the session's token."""
        self._apply(self.session.answer(reply.tag, reply.value, reply.error))

    # ================================================================ publishing
    def _apply(self, change: Change) -> None:
        """Run the background work ``change`` names, then publish it."""
        if self._shut_down:
            return
        if change.cancel:
            self._pace.stop()
            self.tasks.cancel(owner=self)
        for task in change.tasks:
            work = partial(ask, task)
            self.tasks.submit(GAME, work, owner=self, tag=task.token, on_done=self._on_reply)
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
