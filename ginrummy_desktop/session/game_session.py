"""The game session: one match, its seats, and everything decided between the person's
intents and the engine — whose move it is, when a computer seat must be asked and when to
wait for the pace, the knock pick, the Hint, and what must be written.

Pure Python (no Qt): the desktop's controller drives it, and tests play whole games
through it alone. Every operation returns one ``Change`` (``changes.py``), built once at its
end; the session keeps no listeners and calls nothing back.

The person at this computer sits at seat ``HUMAN``; the table state is built for that
seat. Background work (a computer seat's move, the Hint) is not run here: the change names
the ``Task`` and whoever runs it hands the answer to ``answer(token, …)``; an answer whose
token is no longer awaited (a new game came first) is dropped here, in one place.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable

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
from ..vocabulary import LEVELS
from .changes import Change, GameSnapshot, Refusal, Task, Writes
from .seats import ComputerSeat, HintAdviser, LocalSeat, Player, Seat, default_computer
from .table_state import (
    COMPUTER,
    HUMAN,
    NO_KNOCK,
    DealNote,
    KnockPick,
    TableState,
    build_state,
)

log = logging.getLogger(__name__)
AI_ERROR = {"ai_error": True}  # marks the log records of a failing computer player

SEATS = (HUMAN, COMPUTER)

# A refusal that mentions knocking, and its words when no knock is possible.
NO_KNOCK_WORDS = {"already_drew": "already_drew_no_knock", "discard_now": "discard_only"}


def resolve_level(level: str) -> str:
    """``level`` if the table offers it, else Easy."""
    return level if level in LEVELS else "easy"


def opponent_seed(seed) -> int:
    """The AI's own seed, derived from the match seed so a replayed game replays it too."""
    return random.Random(f"ginrummy:{seed}:ai").randrange(2**31)


class _Draft:
    """What an operation has done so far; turned into one ``Change`` at its end."""

    def __init__(self) -> None:
        self.events: list = []
        self.publish = False
        self.moved = False
        self.started = False
        self.abandoned = False
        self.cancel = False
        self.tasks: list[Task] = []
        self.pace_ms = 0
        self.refusal: Refusal | None = None
        self.ai_failure: str | None = None


class GameSession:
    """One game at a time between a person here (seat 0) and another seat (seat 1).

    ``narrate`` fills a table state's words (the desktop passes its translated narrator;
    without it the state carries facts only). ``make_computer(level, seed)`` fills the
    other seat for a new game. ``seed_source()`` gives a new game's seed.
    """

    def __init__(
        self,
        *,
        level: str = "easy",
        pace_ms: int = 0,
        rules: Rules | None = None,
        narrate: Callable[[TableState], TableState] | None = None,
        make_computer: Callable[[str, int], Seat] | None = None,
        make_adviser: Callable[[str], Player] = HintAdviser,
    ) -> None:
        self.level = resolve_level(level)
        self.pace_ms = max(0, int(pace_ms))
        self.rules = rules or Rules()
        self.narrate = narrate or (lambda state: state)
        self.make_computer = make_computer or default_computer
        self.make_adviser = make_adviser  # the Hint's player, told the computer's level
        self.seed_source: Callable[[], int] = lambda: random.SystemRandom().randrange(1, 2**31)
        self.match: Match | None = None
        self.seats: tuple[Seat, ...] = (LocalSeat(),)
        self.seed = 0
        self.state = TableState(level=self.level)
        self.game: GameSnapshot | None = None
        self.operations = 0
        self._games = 0
        self._knock = NO_KNOCK
        self._hint = None
        self._tokens = 0
        self._pending_move: int | None = None
        self._pending_hint: int | None = None
        self._ready: Action | None = None  # an asked move waiting for the pace
        self._pacing = False
        self._closed = False
        # The player's phrase (Settings), mixed into each deal after its seal is shown.
        self.phrase = ""
        self._verified: tuple[object, bool] = (None, False)  # (hand, its deal verified)
        self._next_seed: int | None = None  # the next new game's, drawn when a game ends

    # ================================================================ reading
    @property
    def thinking(self) -> bool:
        """A seat has been asked for its move and has not played it yet."""
        return self._pending_move is not None

    @property
    def opponent_level(self) -> str:
        return self.seats[COMPUTER].level if len(self.seats) > COMPUTER else self.level

    @property
    def opponent(self):
        seat = self.seats[COMPUTER] if len(self.seats) > COMPUTER else None
        return getattr(seat, "player", None)

    def set_player(self, seat: int, player) -> None:
        """Another player takes over the asked ``seat`` from its next move (tests)."""
        old = self.seats[seat]
        self.seats = tuple(
            ComputerSeat(player, old.level) if i == seat else s for i, s in enumerate(self.seats)
        )

    # ================================================================ the game
    def new_game(self) -> Change:
        # The seed drawn when the last game ended, whose first fingerprint the log showed then
        # (so a phrase set since counts for the first hand too); a fresh one otherwise.
        seed = self._next_seed if self._next_seed is not None else self.seed_source()
        self._next_seed = None
        return self.start_game(seed)

    def start_game(self, seed: int) -> Change:
        return self.start(Match(self.rules, seed=seed, entropy=self._entropy()), seed=seed)

    def _entropy(self) -> bytes | None:
        # No phrase, nothing mixed in: the sealed deck is dealt as it is.
        return entropy_for(self.phrase)

    def start(
        self,
        match: Match,
        *,
        opponent: Seat | None = None,
        seed: int | None = None,
        level: str | None = None,
    ) -> Change:
        """Play ``match`` (fresh or loaded) against ``opponent`` (a seat); without one the
        seat is made for ``level`` (a resumed game's) or the configured level."""
        d = _Draft()
        self._drop_background(d)
        self.match = match
        self.seed = match.seed if seed is None else seed
        if opponent is None:
            level = resolve_level(level or self.level)
            opponent = self.make_computer(level, opponent_seed(self.seed))
        self.seats = (LocalSeat(), opponent)
        self._knock = NO_KNOCK
        self._games += 1
        d.started = True
        self._after_move(d, [])
        return self._finish(d)

    def abandon(self) -> Change:
        """The person gives the game up for a new one: the other seat stops; it counts as
        lost for whoever keeps statistics."""
        d = _Draft()
        if self.match is not None and self.match.phase is not Phase.GAME_OVER:
            self._drop_background(d)
            d.abandoned = True
        return self._finish(d)

    def next_hand(self) -> Change:
        if self.match is None:
            return self._finish(_Draft())
        if self.match.phase is Phase.GAME_OVER:
            return self.new_game()
        d = _Draft()
        if self.match.phase is not Phase.HAND_OVER:
            d.refusal = Refusal("not_hand_over")
        else:
            self._after_move(d, self.match.deal_next(entropy=self._entropy()))
        return self._finish(d)

    def retell(self) -> Change:
        """The same table again (the words changed: a language switch)."""
        d = _Draft()
        d.publish = self.match is not None
        return self._finish(d)

    def close(self) -> Change:
        """Nothing more is played (the window closes): every background request is dropped."""
        d = _Draft()
        self._drop_background(d)
        self._closed = True
        return self._finish(d)

    # ================================================================ the person's intents
    def play(self, action: Action) -> Change:
        """Any action of the person at this computer, checked like every other intent."""
        d = _Draft()
        self._act(d, action)
        return self._finish(d)

    def draw_from(self, source: str) -> Change:
        """A card dragged from the stock (``"stock"``) or the pile (``"pile"``) to the hand."""
        if source == "stock":
            return self.play(DrawStock())
        if source == "pile":
            return self.play(TakeUpcard())
        d = _Draft()
        d.refusal = Refusal("drop_here")
        return self._finish(d)

    def take_upcard(self) -> Change:
        return self.play(TakeUpcard())

    def pass_upcard(self) -> Change:
        return self.play(PassUpcard())

    def draw_stock(self) -> Change:
        return self.play(DrawStock())

    def end_layoff(self) -> Change:
        return self.play(EndLayoff())

    def lay_off(self, card, meld_index: int) -> Change:
        return self.play(LayOff(card, meld_index))

    def discard(self, card) -> Change:
        """Throw ``card``; during a knock pick it picks the knock card instead, which then
        waits for confirmation."""
        d = _Draft()
        if self._knock.active:
            self._choose_knock_card(d, card)
        else:
            self._act(d, Discard(card))
        return self._finish(d)

    def activate(self, card) -> Change:
        """Enter or a double-click on a hand card: pick or confirm the knock card, lay the
        card off, or discard it, depending on the moment."""
        d = _Draft()
        if card is not None and self.state.view is not None:
            if self._knock.active:
                if self._knock.card == card:
                    self._confirm_knock(d)
                else:
                    self._choose_knock_card(d, card)
            elif self.state.laying_off:
                self._lay_off_anywhere(d, card)
            else:
                self._act(d, Discard(card))
        return self._finish(d)

    def begin_knock(self, gin: bool = False) -> Change:
        d = _Draft()
        self._begin_knock(d, gin)
        return self._finish(d)

    def choose_knock_card(self, card) -> Change:
        d = _Draft()
        self._choose_knock_card(d, card)
        return self._finish(d)

    def confirm_knock(self) -> Change:
        d = _Draft()
        self._confirm_knock(d)
        return self._finish(d)

    def knock(self, card) -> Change:
        """Knock at once with ``card`` (no confirmation step; scripts and tests)."""
        self._knock = NO_KNOCK
        return self.play(Knock(card))

    def cancel_knock(self) -> Change:
        d = _Draft()
        if self._knock.active:
            self._knock = NO_KNOCK
            d.publish = True
        return self._finish(d)

    def lay_off_anywhere(self, card) -> Change:
        d = _Draft()
        self._lay_off_anywhere(d, card)
        return self._finish(d)

    def lay_off_best(self) -> Change:
        """Play the engine's best lay-off plan (D10), one card after another."""
        d = _Draft()
        if not self._may_act(d):
            pass
        elif not self.state.laying_off:
            d.refusal = Refusal("no_layoff_now")
        elif not self.state.layoff_plan:
            d.refusal = Refusal("nothing_fits")
        else:
            for lay in self.state.layoff_plan:
                if not self._act(d, LayOff(lay.card, lay.meld_index)):
                    break
        return self._finish(d)

    def hold_computer(self, ms: int) -> Change:
        """The table shows something first (the deal): the asked seat's move is played
        ``ms`` from now at the earliest (its pause starts again)."""
        d = _Draft()
        if self._pending_move is not None and not self._closed:
            self._pacing = True
            d.pace_ms = max(1, int(ms))
        return self._finish(d)

    def request_hint(self) -> Change:
        d = _Draft()
        if self._may_act(d):
            adviser = self.make_adviser(self.opponent_level)
            self._pending_hint = self._ask(d, "hint", adviser, self.state.view, HUMAN)
        return self._finish(d)

    # ================================================================ background answers
    def answer(self, token: int, action=None, error: str | None = None) -> Change:
        """The answer to background request ``token``: a seat's move or the Hint's. An
        answer nobody awaits any more (a new game came first) changes nothing."""
        d = _Draft()
        if token is not None and token == self._pending_hint:
            self._pending_hint = None
            if error is not None:
                log.error("The Hint failed:\n%s", error, extra=AI_ERROR)
                d.ai_failure = error
            else:
                self._hint = action
                d.publish = True
        elif token is not None and token == self._pending_move:
            legal = self.match.legal_actions()
            if error is not None or action not in legal:
                # A failing computer player must not stall the game: it is logged and
                # reported, and the seat plays its first legal action.
                problem = error or f"illegal action {action!r} in {self.match.phase}"
                log.error(
                    "The computer player failed (%s):\n%s",
                    self.opponent_level,
                    problem,
                    extra=AI_ERROR,
                )
                d.ai_failure = problem
                action = legal[0]
            self._ready = action
            if not self._pacing:
                self._play_ready(d)
        return self._finish(d)

    def pace_elapsed(self) -> Change:
        """The pause a computer seat's move waits for is over."""
        d = _Draft()
        self._pacing = False
        self._play_ready(d)
        return self._finish(d)

    # ================================================================ internals
    def _may_act(self, d: _Draft) -> bool:
        m = self.match
        if m is None or self._closed:
            return False
        if m.to_act != HUMAN:
            over = m.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
            d.refusal = Refusal("hand_over" if over else "computer_turn")
            return False
        return True

    def _act(self, d: _Draft, action: Action) -> bool:
        """Apply the person's action if legal; otherwise note why and change nothing."""
        if not self._may_act(d):
            return False
        try:
            events = self.match.apply(action, seat=HUMAN)
        except IllegalAction as exc:
            d.refusal = Refusal(exc.code, dict(exc.params))
            return False
        self._knock = NO_KNOCK
        self._after_move(d, events)
        return True

    def _begin_knock(self, d: _Draft, gin: bool) -> None:
        if not self._may_act(d):
            return
        state = self.state
        if state.phase is not Phase.DISCARD:
            d.refusal = Refusal("draw_first" if state.phase is Phase.DRAW else "first_upcard")
        elif gin and not state.can_gin:
            d.refusal = Refusal("no_gin")
        elif not state.can_knock:
            d.refusal = Refusal("no_knock")
        else:
            candidates = state.gin_cards if gin else state.knock_cards
            self._hint = None  # the knock is the player's next step now, not the hint's move
            # One possible card: pick it; the confirm step remains.
            only = next(iter(candidates)) if len(candidates) == 1 else None
            self._knock = KnockPick(True, gin, only)
            d.publish = True

    def _choose_knock_card(self, d: _Draft, card) -> None:
        if not self._knock.active:
            self._begin_knock(d, gin=False)
            if not self._knock.active:
                return
        state = self.state  # its knock and gin cards do not depend on the pick
        if card in (state.gin_cards if self._knock.gin_only else state.knock_cards):
            self._knock = KnockPick(True, self._knock.gin_only, card)
            d.publish = True
            return
        # Let the engine say exactly why (D7, or the deadwood above the limit, D8).
        problem = self.match.explain(Knock(card))
        if problem is not None:
            d.refusal = Refusal(problem.code, dict(problem.params))
        else:  # a knock card, but not one that keeps gin
            d.refusal = Refusal("not_a_knock_card", {"card": card})

    def _confirm_knock(self, d: _Draft) -> None:
        if not self._knock.active or self._knock.card is None:
            return
        card = self._knock.card
        self._knock = NO_KNOCK
        if not self._act(d, Knock(card)):
            d.publish = True

    def _lay_off_anywhere(self, d: _Draft, card) -> None:
        """Lay ``card`` off where the engine's best plan puts it, else on the first meld it
        fits (keyboard Enter, double-click)."""
        state = self.state
        targets = state.targets_for(card)
        if not targets:
            if state.laying_off:
                d.refusal = Refusal("nothing_to_lay_off", {"card": card})
            else:
                self._act(d, LayOff(card, 0))  # lets the engine give the reason
            return
        meld = next((lay.meld_index for lay in state.layoff_plan if lay.card == card), targets[0])
        self._act(d, LayOff(card, meld))

    def _after_move(self, d: _Draft, events: list) -> None:
        """A move or a deal changed the match: the Hint's answer is old now, and the other
        seat is asked if it is its turn."""
        d.events.extend(events)
        d.moved = True
        d.publish = True
        self._hint = None
        self._pending_hint = None
        m = self.match
        seat = self.seats[m.to_act] if m.to_act is not None else None
        if seat is not None and seat.asked and not self._closed and self._pending_move is None:
            self._ready = None
            self._pending_move = self._ask(d, "move", seat.player, m.view(m.to_act), m.to_act)
            if self.pace_ms > 0:
                self._pacing = True
                d.pace_ms = self.pace_ms

    def _ask(self, d: _Draft, kind: str, player, view, seat: int) -> int:
        self._tokens += 1
        legal = self.match.legal_actions() if seat == self.match.to_act else ()
        d.tasks.append(Task(kind, self._tokens, player, view, tuple(legal), seat))
        return self._tokens

    def _play_ready(self, d: _Draft) -> None:
        if self._ready is None or self._pending_move is None:
            return  # the pause ended before the answer came: the answer plays on arrival
        action, self._ready = self._ready, None
        seat = self.match.to_act
        self._pending_move = None
        self._after_move(d, self.match.apply(action, seat=seat))

    def _drop_background(self, d: _Draft) -> None:
        d.cancel = True
        self._ready = None
        self._pending_hint = None
        self._pending_move = None
        self._pacing = False

    def _finish_state(self) -> TableState:
        m = self.match
        legal = m.legal_actions() if m.to_act == HUMAN and not self._closed else ()
        self.state = self.narrate(
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
        return self.state

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

    def _finish(self, d: _Draft) -> Change:
        """The one ``Change`` of an operation."""
        self.operations += 1
        m = self.match
        if d.publish and m is not None:
            self._finish_state()
        if (d.moved or d.started) and m is not None:
            self.game = GameSnapshot.of(m, self._games, self.game)
        refusal = d.refusal
        if refusal is not None and refusal.code in NO_KNOCK_WORDS and not self.state.can_knock:
            # No "or knock" when no discard allows one (D8).
            refusal = Refusal(NO_KNOCK_WORDS[refusal.code], refusal.params)
        events = tuple(d.events)
        hands = tuple(m.results[-1:]) if any(isinstance(e, HandEnded) for e in events) else ()
        over = any(isinstance(e, GameEnded) for e in events)
        return Change(
            operation=self.operations,
            state=self.state,
            published=d.publish and m is not None,
            started=d.started,
            events=tuple(tuple(visible_to(s, e) for e in events) for s in SEATS),
            game=self.game,
            writes=Writes(save=d.moved, hands=hands, game_over=over, abandoned=d.abandoned),
            tasks=tuple(d.tasks),
            cancel=d.cancel,
            pace_ms=d.pace_ms,
            refusal=refusal,
            ai_failure=d.ai_failure,
            hand_finished=hands[-1] if hands else None,
            game_finished=m.winner if over else None,
        )
