"""A finished hand as it was played, and its replay move by move.

``PlayedHand`` holds what it takes to play one hand again — the rules, the dealer, the deck
order and the actions — plus what a history lists about it (the reviewed player's seat, the
opponent's level, when it was played, its number in its game, the scores before it).
``replay`` plays it through a fresh ``Match``, so every move passes the same rule checks as
in a live game, and keeps each position: both hands with their best melds (D3, D9), the
pile, the stock in its order, the knocker's melds with the lay-offs (D10). The hand is over,
so nothing in a position is secret any more; what each seat could see *then* is kept apart,
in each move's ``view`` (the mover's own ``PlayerView``, exactly what the engine gave it).
"""

from __future__ import annotations

from dataclasses import replace

from ..engine import (
    Action,
    Arrangement,
    Card,
    DealSeal,
    DrawStock,
    HandResult,
    IllegalAction,
    Match,
    Phase,
    PlayerView,
    Rules,
    TakeUpcard,
    best_melds,
)
from ..engine.frozen import frozen

Meld = tuple[Card, ...]
DECK_SIZE = 52
FIRST_STOCK = 21  # D5: 20 cards dealt, card 21 turned up, the rest is the stock
# The notation's lines of a deal's seal (review/notation.py, engine/deal_seal.py).
SEAL_FIELDS = ("commitment", "sealed", "nonce", "phrase")


class HandError(ValueError):
    """A hand that cannot be replayed. ``code`` and ``params`` let the UI say why in the
    player's language; ``str(error)`` is an English sentence for the log."""

    def __init__(self, message: str, code: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@frozen
class PlayedHand:
    """One hand, enough to play it again (``deck`` is the whole order it was dealt from)."""

    rules: Rules
    dealer: int
    deck: tuple[Card, ...]
    actions: tuple[Action, ...]
    player: int = 0  # the seat whose decisions are reviewed (the person at the table)
    opponent: str = ""  # the computer's level, "" when not known
    played: str = ""  # when the hand ended, "YYYY-MM-DD HH:MM" local time; "" when not known
    number: int = 1  # the hand's number in its game
    scores_before: tuple[int, int] = (0, 0)  # per seat, before this hand
    # The hand's seal revealed (engine/deal_seal.py): what verifies that ``deck`` is the
    # deck committed to before the deal; None for a hand without one (typed in, older).
    seal: DealSeal | None = None


@frozen
class Position:
    """The table after ``index`` moves (0: just dealt). Hands are sorted; ``pile`` has its
    top last, ``stock`` its top first. After a knock, ``knocker_melds`` carry the lay-offs
    made so far and the knocker's arrangement is the one it knocked with (D9)."""

    index: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    arrangements: tuple[Arrangement, Arrangement]
    pile: tuple[Card, ...]
    stock: tuple[Card, ...]
    phase: Phase
    to_act: int | None
    knocker: int | None = None
    knocker_melds: tuple[Meld, ...] = ()
    layoffs: tuple[tuple[Card, int], ...] = ()
    moved: Card | None = None  # the card the latest move took, threw or laid off


@frozen
class Move:
    """Move ``number`` (from 1): ``seat`` played ``action``. ``card`` is the card it
    involved, a stock draw's included (public now). ``view`` and ``legal`` are the mover's
    own view and choices just before the move — all it could know then."""

    number: int
    seat: int
    action: Action
    card: Card | None
    view: PlayerView
    legal: tuple[Action, ...]

    @property
    def is_choice(self) -> bool:
        """Whether the mover had anything to choose (D6's forced stock draw has not)."""
        return len(self.legal) > 1


@frozen
class Replay:
    hand: PlayedHand
    positions: tuple[Position, ...]  # len(moves) + 1
    moves: tuple[Move, ...]
    result: HandResult

    def decisions(self, seat: int | None = None) -> tuple[Move, ...]:
        """The moves of ``seat`` (default: the reviewed player) that were real choices."""
        seat = self.hand.player if seat is None else seat
        return tuple(m for m in self.moves if m.seat == seat and m.is_choice)


def canonical_deck(deck) -> tuple[Card, ...]:
    """``deck`` with each dealt hand in card order. The order in which a seat got its ten
    cards changes nothing in the game (a hand is a set), so recorded hands keep this one
    form and a hand written out and read back is the same hand."""
    deck = tuple(deck)
    nd, dl = sorted(deck[0:20:2]), sorted(deck[1:20:2])
    return tuple(c for pair in zip(nd, dl, strict=True) for c in pair) + deck[20:]


def dealt_deck(match: Match, hand_number: int) -> tuple[Card, ...]:
    """The deck hand ``hand_number`` (from 1) of ``match`` was dealt from — only once
    that hand is over (its seal is revealed then; ValueError before)."""
    return match.revealed_seal(hand_number).deck


def finished_hand(
    match: Match, player: int = 0, opponent: str = "", played: str = ""
) -> PlayedHand:
    """The hand ``match`` has just finished (phase HAND_OVER or GAME_OVER), as a
    ``PlayedHand``: its own deck, never the match's seed."""
    if match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) or match.last_result is None:
        raise ValueError("the hand is not over")
    number = match.hand_number
    results = match.results
    # During a hand the scores are the game points; the previous hand's are the ones before.
    before = tuple(results[-2].scores_after) if len(results) >= 2 else (0, 0)
    return PlayedHand(
        rules=match.rules,
        dealer=match.last_result.dealer,
        deck=canonical_deck(dealt_deck(match, number)),
        actions=tuple(match.record().hands[number - 1].actions),
        player=player,
        opponent=opponent,
        played=played,
        number=number,
        scores_before=before,
        seal=match.revealed_seal(number),
    )


class _Walk:
    """``hand`` dealt into a fresh ``Match`` and played a move at a time, every move passing
    the rule checks of a live game; raises ``HandError`` when the deal or a move does not
    fit the rules, or when the moves stop before the hand is over."""

    def __init__(self, hand: PlayedHand) -> None:
        if hand.dealer not in (0, 1) or hand.player not in (0, 1):
            raise HandError("the dealer and the player are seat 0 or 1", "seat")
        if len(hand.deck) != DECK_SIZE or len(set(hand.deck)) != DECK_SIZE:
            raise HandError("the deal is not the 52 cards of one deck (D1)", "deal")
        try:
            self.match = Match(hand.rules, seed=0, first_dealer=hand.dealer, deck=hand.deck)
        except (ValueError, TypeError) as e:
            raise HandError(f"the hand cannot be dealt: {e}", "deal") from e
        self.hand = hand

    def mover(self, number: int, action) -> tuple[int, Card | None]:
        """Who makes move ``number`` and the card it moves (a draw's card from the deck)."""
        match = self.match
        if match.phase not in (Phase.FIRST_UPCARD, Phase.DRAW, Phase.DISCARD, Phase.LAYOFF):
            raise HandError(
                f"move {number} comes after the end of the hand", "after_end", move=number
            )
        card = getattr(action, "card", None)
        if isinstance(action, DrawStock):
            # The stock's top is the deck's card 22, then 23, … (D5).
            card = self.hand.deck[DECK_SIZE - match.stock_count]
        elif isinstance(action, TakeUpcard):
            card = match.view(match.to_act).upcard
        return match.to_act, card

    def play(self, number: int, action, seat: int) -> None:
        try:
            self.match.apply(action, seat)
        except IllegalAction as e:
            raise HandError(
                f"move {number} is not legal: {e}",
                "illegal",
                move=number,
                reason=e.code,
                reason_params=e.params,
            ) from e

    def result(self) -> HandResult:
        if self.match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            raise HandError("the moves end before the hand is over", "unfinished")
        return self.match.last_result


def replay(hand: PlayedHand) -> Replay:
    """Play ``hand`` again, keeping every position and what each mover saw; raises
    ``HandError`` when the deal or a move does not fit the rules, or when the moves stop
    before the hand is over."""
    walk = _Walk(hand)
    match = walk.match
    positions = [_position(match, hand, 0, None)]
    moves: list[Move] = []
    for number, action in enumerate(hand.actions, 1):
        seat, card = walk.mover(number, action)
        view = _as_played(match.view(seat), hand)
        legal = match.legal_actions()
        walk.play(number, action, seat)
        moves.append(Move(number, seat, action, card, view, legal))
        positions.append(_position(match, hand, number, card))
    return Replay(hand, tuple(positions), tuple(moves), walk.result())


def played_moves(
    hand: PlayedHand,
) -> tuple[tuple[tuple[int, Action, Card | None], ...], HandResult]:
    """The hand's moves as (seat, action, card moved) and its result, checked as ``replay``
    checks them but without its positions and views (the notation needs no more)."""
    walk = _Walk(hand)
    moves = []
    for number, action in enumerate(hand.actions, 1):
        seat, card = walk.mover(number, action)
        walk.play(number, action, seat)
        moves.append((seat, action, card))
    return tuple(moves), walk.result()


def _as_played(view: PlayerView, hand: PlayedHand) -> PlayerView:
    """The view with the game's scores and hand number as they were (the replay deals the
    hand alone, from zero)."""
    return replace(view, scores=tuple(hand.scores_before), hand_number=hand.number)


def _position(match: Match, hand: PlayedHand, index: int, moved: Card | None) -> Position:
    view = match.view(0)
    hands = (match.hand_of(0), match.hand_of(1))
    knocker = view.knocker
    arrangements = []
    for seat in (0, 1):
        if seat == knocker:
            # The knocker's melds are the ones it knocked with (D9), lay-offs aside.
            dead = view.knocker_deadwood
            melds = tuple(tuple(c for c in m if c in hands[seat]) for m in view.knocker_melds)
            arrangements.append(Arrangement(melds, dead, sum(c.value for c in dead)))
        else:
            arrangements.append(best_melds(hands[seat]))
    drawn = DECK_SIZE - FIRST_STOCK - view.stock_count
    return Position(
        index=index,
        hands=hands,
        arrangements=tuple(arrangements),
        pile=view.discard_pile,
        stock=tuple(hand.deck[FIRST_STOCK + drawn :]),
        phase=view.phase,
        to_act=view.to_act,
        knocker=knocker,
        knocker_melds=view.knocker_melds,
        layoffs=view.layoffs,
        moved=moved,
    )


__all__ = [
    "HandError",
    "canonical_deck",
    "dealt_deck",
    "finished_hand",
    "Move",
    "PlayedHand",
    "Position",
    "played_moves",
    "Replay",
    "replay",
]
