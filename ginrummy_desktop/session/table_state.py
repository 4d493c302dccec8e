"""One immutable snapshot of everything the table shows, published once per change.

The game session builds a ``TableState`` after every change of the match or of the player's
knock pick, and the models and views only read it: they never ask the controller or the
engine anything back. Every derived fact (the meld arrangement, the deadwood after each
discard, knock and gin cards, the lay-off plan) is computed here, once, from the human's
``PlayerView`` and legal actions. Pure Python: no Qt, so it is tested on its own.
"""

from __future__ import annotations

from dataclasses import field
from types import MappingProxyType

from ..engine import (
    Action,
    Arrangement,
    Card,
    Discard,
    Discarded,
    DrawStock,
    DrewStock,
    HandResult,
    HandStarted,
    Knock,
    Knocked,
    Layoff,
    PassUpcard,
    Phase,
    PlayerView,
    TakeUpcard,
    TookDiscard,
    best_layoffs,
    best_melds,
    deadwood_after_discards,
    fits,
)
from ..engine.frozen import frozen

HUMAN = 0
COMPUTER = 1

_NO_CARDS: frozenset[Card] = frozenset()
_EMPTY_MAP: MappingProxyType = MappingProxyType({})
_NO_MELDS = Arrangement((), (), 0)


@frozen
class KnockPick:
    """The player's knock in progress: Knock (or Gin) pressed, a card maybe picked, not yet
    confirmed. ``gin_only`` keeps the pick to the discards that leave no deadwood."""

    active: bool = False
    gin_only: bool = False
    card: Card | None = None


NO_KNOCK = KnockPick()


@frozen
class DealNote:
    """The hand's sealed deal as the table tells it (engine/deal_seal.py): the
    fingerprint shown before the deal; once the hand is over, whether the revealed deck
    verified (None while the hand is played); whether the player's phrase was mixed in; the
    next hand's fingerprint (between hands of a game), or the next new game's first one
    (``next_game``, once the game is over)."""

    fingerprint: str = ""
    verified: bool | None = None
    mixed: bool = False
    next_fingerprint: str = ""
    next_game: bool = False


@frozen
class TableState:
    """What the table shows now. ``view`` is None before the first game starts."""

    view: PlayerView | None = None
    legal: tuple[Action, ...] = ()  # the human's legal actions (empty on the computer's turn)
    level: str = ""  # the computer's level in this game
    thinking: bool = False  # the computer is deciding
    results: tuple[HandResult, ...] = ()  # every finished hand of this game
    winner: int | None = None  # the game's winner once it is over
    arrangement: Arrangement = _NO_MELDS  # best melds of the human's hand (D3, D9)
    deadwood_after: MappingProxyType = field(
        default_factory=lambda: _EMPTY_MAP
    )  # 11 cards: discard → deadwood left (D3)
    knock_cards: frozenset[Card] = _NO_CARDS  # discards that allow a knock (D8)
    gin_cards: frozenset[Card] = _NO_CARDS  # discards that leave no deadwood
    knock: KnockPick = NO_KNOCK
    layoff_plan: tuple[Layoff, ...] = ()  # the human defender's best lay-offs (D10)
    layoff_targets: MappingProxyType = field(
        default_factory=lambda: _EMPTY_MAP
    )  # hand card → melds it fits now
    hint: object | None = None  # the Hint's suggestion (action, reason key, params)
    status: str = ""  # what to do now, in words
    detail: str = ""  # a second line under it: why the Hint suggests its move
    moves: tuple[str, ...] = ()  # every move of this hand in words, oldest first
    move_seats: tuple[int | None, ...] = ()  # who made each of ``moves`` (None: the seal)
    last_move: str = ""  # the latest move (a whole turn of the computer's) in words
    drawn_card: Card | None = None  # the card the human just drew, until its next move
    computer_took: Card | None = None  # the pile card the computer took in its latest turn
    computer_threw: Card | None = None  # the card the computer threw in its latest turn
    pile_throwers: tuple[int | None, ...] = ()  # per pile card: who threw it (None: dealt)
    deal: DealNote = DealNote()  # the deal's seal: fingerprint, and after the hand, the check

    # ------------------------------------------------------------------ derived facts
    @property
    def phase(self) -> Phase | None:
        return self.view.phase if self.view is not None else None

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)

    @property
    def over(self) -> bool:
        return self.phase in (Phase.HAND_OVER, Phase.GAME_OVER)

    @property
    def can_knock(self) -> bool:
        return bool(self.knock_cards)

    @property
    def can_gin(self) -> bool:
        return bool(self.gin_cards)

    @property
    def discardable(self) -> frozenset[Card]:
        """Cards the human may throw now: in a knock pick the knock (or gin) cards, else
        every legal plain discard (D7 leaves out the card just taken from the pile)."""
        if self.knock.active:
            return self.gin_cards if self.knock.gin_only else self.knock_cards
        return frozenset(a.card for a in self.legal if isinstance(a, Discard))

    @property
    def best_discard_deadwood(self) -> int | None:
        return min(self.deadwood_after.values()) if self.deadwood_after else None

    @property
    def may_take(self) -> bool:
        return TakeUpcard() in self.legal

    @property
    def may_pass(self) -> bool:
        return PassUpcard() in self.legal

    @property
    def may_draw(self) -> bool:
        return DrawStock() in self.legal

    @property
    def laying_off(self) -> bool:
        return self.phase is Phase.LAYOFF and self.my_turn

    @property
    def discarding(self) -> bool:
        return self.phase is Phase.DISCARD and self.my_turn

    def targets_for(self, card: Card | None) -> tuple[int, ...]:
        """The knocker's melds ``card`` fits now (empty outside the human's lay-off)."""
        return self.layoff_targets.get(card, ()) if card is not None else ()

    @property
    def last_result(self) -> HandResult | None:
        return self.results[-1] if self.results else None


def build_state(
    view: PlayerView | None,
    legal: tuple[Action, ...],
    *,
    level: str = "",
    thinking: bool = False,
    results: tuple[HandResult, ...] = (),
    winner: int | None = None,
    knock: KnockPick = NO_KNOCK,
    hint: object | None = None,
    deal: DealNote | None = None,
) -> TableState:
    """The facts of a new snapshot (the words are added by the narrator)."""
    if view is None:
        return TableState(level=level)
    legal = tuple(legal)
    hand = view.hand
    arrangement = best_melds(hand) if hand else _NO_MELDS
    after: dict[Card, int] = {}
    knock_cards: frozenset[Card] = _NO_CARDS
    gin_cards: frozenset[Card] = _NO_CARDS
    if view.phase is Phase.DISCARD and len(hand) == 11:
        after = deadwood_after_discards(hand, view.pile_card_taken)  # D3, D7
        if legal:
            knock_cards = frozenset(a.card for a in legal if isinstance(a, Knock))  # D8
            gin_cards = frozenset(c for c in knock_cards if after.get(c) == 0)
    plan: tuple[Layoff, ...] = ()
    targets: dict[Card, tuple[int, ...]] = {}
    if view.phase is Phase.LAYOFF and legal:
        plan = tuple(best_layoffs(hand, view.knocker_melds).layoffs)  # D10
        for card in hand:
            fit = tuple(i for i, m in enumerate(view.knocker_melds) if fits(card, m))
            if fit:
                targets[card] = fit
    if not knock.active or not knock_cards:
        knock = NO_KNOCK
    took, threw = computer_turn_cards(view.history)
    return TableState(
        view=view,
        legal=legal,
        level=level,
        thinking=thinking,
        results=tuple(results),
        winner=winner,
        arrangement=arrangement,
        deadwood_after=MappingProxyType(after),
        knock_cards=knock_cards,
        gin_cards=gin_cards,
        knock=knock,
        layoff_plan=plan,
        layoff_targets=MappingProxyType(targets),
        hint=hint,
        drawn_card=just_drawn(view),
        computer_took=took,
        computer_threw=threw,
        pile_throwers=pile_throwers(view),
        deal=deal or DealNote(),
    )


def _moves(history) -> list:
    return [e for e in history if getattr(e, "seat", None) is not None]


def just_drawn(view: PlayerView) -> Card | None:
    """The card the human has just drawn (from the stock or the pile) while it still has
    to discard: the human's own history names its stock draws."""
    if view.phase is not Phase.DISCARD or view.to_act != HUMAN:
        return None
    moves = _moves(view.history)
    last = moves[-1] if moves else None
    if isinstance(last, (DrewStock, TookDiscard)) and last.seat == HUMAN:
        return last.card
    return None


def computer_turn_cards(history) -> tuple[Card | None, Card | None]:
    """(taken, thrown): the pile card the computer took and the card it threw in its
    latest turn, as long as the human has not moved since."""
    took = threw = None
    for e in reversed(_moves(history)):
        if e.seat != COMPUTER:
            break
        if isinstance(e, TookDiscard) and took is None:
            took = e.card
        elif isinstance(e, (Discarded, Knocked)) and threw is None:
            threw = e.card
    return took, threw


def pile_throwers(view: PlayerView) -> tuple[int | None, ...]:
    """Who threw each card of the discard pile, bottom first: a seat, or None for the
    upcard dealt (D5). The pile is public, and so is every discard."""
    pile: list[tuple[Card, int | None]] = []
    for e in view.history:
        if isinstance(e, HandStarted):
            pile = [(e.upcard, None)]
        elif isinstance(e, TookDiscard) and pile:
            pile.pop()
        elif isinstance(e, (Discarded, Knocked)):
            pile.append((e.card, e.seat))
    if tuple(c for c, _ in pile) != tuple(view.discard_pile):
        return (None,) * len(view.discard_pile)  # a history that does not tell it
    return tuple(seat for _, seat in pile)
