"""A whole game of two-player knock gin to the target score (docs/rules.md, D1–D16).

The match is a state machine over ``Phase``. Every public method either changes the state
completely or, on an illegal action, raises ``IllegalAction`` before touching anything.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from operator import attrgetter

from . import actions as act
from . import events as evt
from .actions import Action, IllegalAction
from .cards import ALL_CARDS, Card, cards_to_mask, check_distinct
from .deal_seal import ENTROPY_BYTES, DealSeal, commitment, fingerprint, hand_nonce
from .events import Event, HandResult, Phase, visible_to
from .layoffs import apply_layoff, best_layoffs, fits
from .melds import arrangement_of_mask, deadwood_of_mask
from .record import HandRecord, MatchRecord, ReplayError
from .rules import Rules
from .scoring import game_bonuses, hand_score
from .views import PlayerView

HAND_SIZE = 10
_INDEX = attrgetter("index")


def shuffled_deck(seed: int | str, hand_number: int) -> tuple[Card, ...]:
    """The deck of one hand, derived from the match seed (string seeding is stable across
    Python versions), so a saved game continues exactly as it would have."""
    rng = random.Random(f"ginrummy:{seed}:hand:{hand_number}")
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    return tuple(deck)


def stacked_deck(
    non_dealer: Iterable[Card], dealer: Iterable[Card], upcard: Card, stock: Sequence[Card] = ()
) -> tuple[Card, ...]:
    """A deck order that deals the given hands (D5: one at a time, non-dealer first; card
    21 turned up). ``stock`` lists the stock from the top; unnamed cards follow in order."""
    nd, dl = tuple(non_dealer), tuple(dealer)
    if len(nd) != HAND_SIZE or len(dl) != HAND_SIZE:
        raise ValueError("each hand needs exactly 10 cards")
    named = nd + dl + (upcard,) + tuple(stock)
    check_distinct(named)
    deck: list[Card] = []
    for a, b in zip(nd, dl, strict=True):
        deck += [a, b]
    deck.append(upcard)
    deck += list(stock)
    used = set(deck)
    deck += [c for c in ALL_CARDS if c not in used]
    return tuple(deck)


def _check_entropy(entropy: object, deck: object) -> None:
    if entropy is None:
        return
    if type(entropy) is not bytes or len(entropy) != ENTROPY_BYTES:
        raise ValueError(f"the player's entropy is {ENTROPY_BYTES} bytes (a phrase's digest)")
    if deck is not None:
        raise ValueError("a deck given by hand is dealt as it is: no phrase is mixed into it")


def _check_deck(deck: Sequence[Card]) -> tuple[Card, ...]:
    deck = tuple(deck)
    if len(deck) != 52:
        raise ValueError(f"a deck has 52 cards, not {len(deck)} (D1)")
    check_distinct(deck)
    return deck


class Match:
    """One game to ``rules.target_score`` between seats 0 and 1."""

    def __init__(
        self,
        rules: Rules = Rules(),
        seed: int = 0,
        *,
        first_dealer: int | None = None,
        deck: Sequence[Card] | None = None,
        entropy: bytes | None = None,
    ) -> None:
        """``entropy`` is the player's contribution to the first deal (``deal_seal``: the
        digest of a phrase, mixed into the sealed deck); None deals the sealed deck itself,
        so ``Match(rules, seed)`` deals as it always has."""
        if not isinstance(rules, Rules):
            raise TypeError("rules must be a Rules instance")
        self.rules = rules
        self.seed = seed
        if first_dealer is None:
            # D4: the first dealer is drawn from the seeded RNG.
            first_dealer = random.Random(f"ginrummy:{seed}:dealer").randrange(2)
        if first_dealer not in (0, 1):
            raise ValueError("the dealer is seat 0 or 1")
        self.first_dealer = first_dealer
        self._points = [0, 0]
        self._bonus = [0, 0]
        self.hands_won = [0, 0]
        self.results: list[HandResult] = []
        self.last_result: HandResult | None = None
        self.winner: int | None = None
        self.hand_number = 0
        self.dealer = first_dealer
        # Per hand: the explicit deck (None: dealt from the seed), the actions and the
        # player's entropy, for the match's record (``record()``, ``replay()``).
        self._record: list[tuple[tuple[Card, ...] | None, list[Action], bytes | None]] = []
        # Per hand: its seal (deal_seal.py); revealed only once the hand is over.
        self._seals: list[DealSeal] = []
        self._start_hand(deck, entropy)

    # ----------------------------------------------------------------- public state
    @property
    def scores(self) -> tuple[int, int]:
        return (self._points[0] + self._bonus[0], self._points[1] + self._bonus[1])

    @property
    def game_points(self) -> tuple[int, int]:
        """Points toward the target, without the end-of-game bonuses (D13)."""
        return (self._points[0], self._points[1])

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def stock_count(self) -> int:
        return len(self._stock)

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        """Seat's cards, sorted. For the owner of the match (the controller), never an AI."""
        return tuple(sorted(self._hands[seat]))

    # ----------------------------------------------------------------- dealing
    def _start_hand(self, deck: Sequence[Card] | None, entropy: bytes | None = None) -> None:
        explicit = None if deck is None else _check_deck(deck)
        _check_entropy(entropy, explicit)
        self.hand_number += 1
        # The sealed deck: the seed's shuffle, or a deck given by hand (dealt as it is).
        sealed = shuffled_deck(self.seed, self.hand_number) if explicit is None else explicit
        seal = DealSeal.make(
            sealed, hand_nonce(self.seed, self.hand_number), entropy, self.hand_number
        )
        self._seals.append(seal)
        deck = seal.deck
        nd = 1 - self.dealer
        hands: list[list[Card]] = [[], []]
        for i in range(2 * HAND_SIZE):  # D5: one at a time, non-dealer first
            hands[nd if i % 2 == 0 else self.dealer].append(deck[i])
        self._hands = hands
        self._pile: list[Card] = [deck[20]]  # D5: card 21 is the upcard
        self._stock: list[Card] = list(reversed(deck[21:]))  # top of stock = last element
        self.phase = Phase.FIRST_UPCARD
        self.to_act: int | None = nd  # D6: non-dealer decides first
        self._passes = 0
        self._must_draw_stock = False
        self._taken: Card | None = None  # D7: taken from the pile this turn
        self._known: list[list[Card]] = [[], []]  # pile cards each seat holds
        self._history: list[Event] = []
        self._knocker: int | None = None
        self._melds: tuple[tuple[Card, ...], ...] = ()
        self._original_melds: tuple[tuple[Card, ...], ...] = ()
        self._knock_dead: tuple[Card, ...] = ()
        self._knock_points = 0
        self._layoffs: list[tuple[Card, int]] = []
        self._legal: tuple[Action, ...] | None = None
        self._record.append((explicit, [], entropy))
        self._emit_started = evt.HandStarted(self.hand_number, self.dealer, deck[20])
        self._history.append(self._emit_started)

    def deal_next(
        self, deck: Sequence[Card] | None = None, *, entropy: bytes | None = None
    ) -> list[Event]:
        """In HAND_OVER: deal the next hand (D4 decides the dealer, already set), with the
        player's ``entropy`` mixed into its sealed deck when given (deal_seal.py)."""
        if self.phase is not Phase.HAND_OVER:
            raise IllegalAction(
                "The next hand can be dealt only when a hand is over"
                + (" — this game is over." if self.phase is Phase.GAME_OVER else "."),
                "not_hand_over",
            )
        if deck is not None:
            _check_deck(deck)
        _check_entropy(entropy, deck)
        self._start_hand(deck, entropy)
        return [self._emit_started]

    # ----------------------------------------------------------------- the sealed deal
    @property
    def commitment(self) -> str:
        """The commitment to the hand on the table (public from before its deal)."""
        return self._seals[-1].commitment

    @property
    def fingerprint(self) -> str:
        """The commitment's short form for the table (deal_seal.fingerprint)."""
        return self._seals[-1].fingerprint

    @property
    def phrase_mixed(self) -> bool:
        """Whether a player's phrase was mixed into the hand on the table."""
        return self._seals[-1].entropy is not None

    @property
    def next_commitment(self) -> str:
        """The commitment to the next hand's sealed deck, public before its deal (and
        before the phrase that will be mixed into it is read), for a hand dealt from the
        seed."""
        number = self.hand_number + 1
        return commitment(shuffled_deck(self.seed, number), hand_nonce(self.seed, number), number)

    @property
    def next_fingerprint(self) -> str:
        return fingerprint(self.next_commitment)

    def revealed_seal(self, hand_number: int | None = None) -> DealSeal:
        """The seal of hand ``hand_number`` (default: the latest), which reveals its deck:
        only once that hand is over. For the owner of the match, never an AI."""
        number = self.hand_number if hand_number is None else hand_number
        if not (type(number) is int and 1 <= number <= self.hand_number):
            raise ValueError(f"there is no hand {number!r} in this game")
        in_play = self.phase not in (Phase.HAND_OVER, Phase.GAME_OVER)
        if number == self.hand_number and in_play:
            raise ValueError("a hand's deck is revealed only when the hand is over")
        return self._seals[number - 1]

    # ----------------------------------------------------------------- legal actions
    def legal_actions(self) -> tuple[Action, ...]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> tuple[Action, ...]:
        p = self.phase
        if p is Phase.FIRST_UPCARD:
            return (act.TakeUpcard(), act.PassUpcard())
        if p is Phase.DRAW:
            # D6: after two passes the non-dealer must draw from the stock.
            if self._must_draw_stock or not self._pile:
                return (act.DrawStock(),)
            return (act.DrawStock(), act.TakeUpcard())
        if p is Phase.DISCARD:
            hand = self._hands[self.to_act]
            mask = cards_to_mask(hand)
            discards = []
            knocks = []
            for c in sorted(hand, key=_INDEX):
                if c is self._taken:  # D7, knock discard included
                    continue
                discards.append(act.Discard(c))
                if deadwood_of_mask(mask ^ c.bit) <= self.rules.knock_limit:  # D3, D8
                    knocks.append(act.Knock(c))
            return tuple(discards + knocks)
        if p is Phase.LAYOFF:
            hand = self._hands[self.to_act]
            acts: list[Action] = [
                act.LayOff(c, i)
                for c in sorted(hand, key=_INDEX)
                for i, m in enumerate(self._melds)
                if fits(c, m)
            ]
            return tuple(acts) + (act.EndLayoff(),)
        return ()

    # ----------------------------------------------------------------- applying
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply ``action`` for ``to_act``; if ``seat`` is given it must be ``to_act``.
        Raises IllegalAction (state unchanged) for anything not legal now."""
        if seat is not None and seat != self.to_act:
            raise IllegalAction("It is not your turn.", "not_your_turn")
        own = self._legal_twin(action)
        if own is None:
            raise self._refusal(action)
        action = own  # the engine's own object is what is played and recorded
        seat = self.to_act
        self._record[-1][1].append(action)
        self._legal = None
        if isinstance(action, act.TakeUpcard):
            events = self._take_upcard(seat)
        elif isinstance(action, act.PassUpcard):
            events = self._pass_upcard(seat)
        elif isinstance(action, act.DrawStock):
            events = self._draw_stock(seat)
        elif isinstance(action, act.Knock):
            events = self._knock(seat, action.card)
        elif isinstance(action, act.Discard):
            events = self._discard(seat, action.card)
        elif isinstance(action, act.LayOff):
            events = self._lay_off(seat, action.card, action.meld_index)
        else:
            events = self._end_layoff(seat)
        self._history.extend(events)  # private detail is filtered per seat in view()
        return events

    def _take_upcard(self, seat: int) -> list[Event]:
        card = self._pile.pop()
        first = self.phase is Phase.FIRST_UPCARD
        self._hands[seat].append(card)
        self._known[seat].append(card)
        self._taken = card
        self.phase = Phase.DISCARD
        return [evt.TookDiscard(seat, card, first)]

    def _pass_upcard(self, seat: int) -> list[Event]:
        self._passes += 1
        ev = evt.UpcardPassed(seat, self._pile[-1])
        if self._passes == 1:
            self.to_act = 1 - seat  # D6: then the dealer may take it
        else:
            self.phase = Phase.DRAW  # both passed: non-dealer draws from the stock
            self.to_act = 1 - self.dealer
            self._must_draw_stock = True
        return [ev]

    def _draw_stock(self, seat: int) -> list[Event]:
        card = self._stock.pop()
        self._hands[seat].append(card)
        self._taken = None
        self._must_draw_stock = False
        self.phase = Phase.DISCARD
        return [evt.DrewStock(seat, card)]

    def _remove_from_hand(self, seat: int, card: Card) -> None:
        self._hands[seat].remove(card)
        if card in self._known[seat]:
            self._known[seat].remove(card)

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self._remove_from_hand(seat, card)
        self._pile.append(card)
        self._taken = None
        events: list[Event] = [evt.Discarded(seat, card)]
        # D12: a turn that ends without a knock with the stock at 2 draws the hand.
        if len(self._stock) <= self.rules.drawn_at_stock:
            result = HandResult(
                self.hand_number, "drawn", None, 0, self.dealer, scores_after=self.scores
            )
            events += self._finish_hand(result)
            return events
        self.phase = Phase.DRAW
        self.to_act = 1 - seat
        return events

    def _knock(self, seat: int, card: Card) -> list[Event]:
        self._remove_from_hand(seat, card)
        self._pile.append(card)
        self._taken = None
        arr = arrangement_of_mask(cards_to_mask(self._hands[seat]))  # D9
        self._knocker = seat
        self._melds = arr.melds
        self._original_melds = arr.melds
        self._knock_dead = arr.deadwood
        self._knock_points = arr.points
        gin = arr.points == 0
        events: list[Event] = [evt.Knocked(seat, card, gin, arr.points, arr.melds, arr.deadwood)]
        if gin:
            events += self._score_knock()  # D10: no lay-offs on gin
        else:
            self.phase = Phase.LAYOFF
            self.to_act = 1 - seat
        return events

    def _lay_off(self, seat: int, card: Card, index: int) -> list[Event]:
        self._remove_from_hand(seat, card)
        self._melds = apply_layoff(self._melds, card, index)
        self._layoffs.append((card, index))
        return [evt.LaidOff(seat, card, index)]

    def _end_layoff(self, seat: int) -> list[Event]:
        return [evt.LayoffEnded(seat)] + self._score_knock()

    def _score_knock(self) -> list[Event]:
        knocker = self._knocker
        defender = 1 - knocker
        darr = arrangement_of_mask(cards_to_mask(self._hands[defender]))
        kind, knocker_wins, points = hand_score(self._knock_points, darr.points, self.rules)
        winner = knocker if knocker_wins else defender
        self._points[winner] += points
        self.hands_won[winner] += 1
        result = HandResult(
            self.hand_number,
            kind,
            winner,
            points,
            self.dealer,
            knocker,
            self._knock_points,
            darr.points,
            self._melds,
            self._original_melds,
            self._knock_dead,
            tuple(self._layoffs),
            darr.melds,
            darr.deadwood,
            scores_after=self.game_points,
        )
        return self._finish_hand(result)

    def _finish_hand(self, result: HandResult) -> list[Event]:
        self.to_act = None
        self._taken = None
        events: list[Event] = []
        reached = [s for s in (0, 1) if self._points[s] >= self.rules.target_score]
        if result.winner is not None:
            rot = self.rules.dealer_rotation  # D4
            if rot == "winner":
                self.dealer = result.winner
            elif rot == "loser":
                self.dealer = 1 - result.winner
            else:
                self.dealer = 1 - self.dealer
        if reached:  # D13: only one seat scores per hand, so only it can have reached
            self.winner = reached[0]
            self._add_bonuses()
            result = _replace_scores(result, self.scores)
            self.phase = Phase.GAME_OVER
            events.append(evt.HandEnded(result))
            events.append(evt.GameEnded(self.winner, self.scores))
        else:
            self.phase = Phase.HAND_OVER
            events.append(evt.HandEnded(result))
        self.last_result = result
        self.results.append(result)
        return events

    def _add_bonuses(self) -> None:
        game, box = game_bonuses(
            self.rules, tuple(self._points), tuple(self.hands_won), self.winner
        )
        for s in (0, 1):
            self._bonus[s] += game[s] + box[s]

    # ----------------------------------------------------------------- explaining refusals
    def explain(self, action: object) -> IllegalAction | None:
        """Why ``action`` is not legal for the seat to act now (an ``IllegalAction`` with its
        message, code and parameters, not raised), or None when it is legal. Asking changes
        nothing, so the table can explain a refusal without trying the move."""
        if self._legal_twin(action) is not None:
            return None
        return self._refusal(action)

    def _legal_twin(self, action: object) -> Action | None:
        """The legal action equal to ``action`` with fields of the very same types, or None.
        Plain equality would let ``LayOff(card, 0.0)`` or ``LayOff(card, True)`` pass for
        meld 0 or 1 and reach the state and the save as a float or a bool."""
        legal = self.legal_actions()
        try:
            own = legal[legal.index(action)]
        except (ValueError, TypeError):
            return None
        if type(own) is not type(action):
            return None
        fields = getattr(own, "__dataclass_fields__", {})
        if any(type(getattr(action, f)) is not type(getattr(own, f)) for f in fields):
            return None
        return own

    def _refusal(self, action: object) -> IllegalAction:
        p = self.phase
        if p in (Phase.HAND_OVER, Phase.GAME_OVER):
            return IllegalAction(
                "The hand is over: no more moves until the next deal."
                if p is Phase.HAND_OVER
                else "The game is over.",
                "hand_over",
            )
        if not isinstance(action, Action):
            return IllegalAction(f"{action!r} is not a game action.", "not_an_action")
        seat = self.to_act
        card = getattr(action, "card", None)
        if card is not None and not isinstance(card, Card):
            return IllegalAction(f"{card!r} is not a card.", "not_a_card")
        if p is Phase.FIRST_UPCARD:
            return IllegalAction("First take the upcard or pass (D6).", "first_upcard")
        if p is Phase.DRAW:
            if isinstance(action, act.TakeUpcard) and self._must_draw_stock:
                return IllegalAction(
                    "Both players passed the first upcard: the non-dealer must draw from the "
                    "stock (D6).",
                    "must_draw_stock",
                )
            if isinstance(action, act.PassUpcard):
                return IllegalAction(
                    "Passing is only possible on the first upcard (D6).", "no_pass"
                )
            return IllegalAction(
                "Draw a card first, from the stock or the discard pile.", "draw_first"
            )
        if p is Phase.DISCARD:
            if isinstance(action, (act.Discard, act.Knock)):
                if card not in self._hands[seat]:
                    return IllegalAction(f"You do not hold {card}.", "not_in_hand", card=card)
                if card is self._taken:
                    return IllegalAction(
                        f"{card} was taken from the discard pile this turn, so it may not be "
                        f"discarded until a later turn (D7).",
                        "taken_this_turn",
                        card=card,
                    )
                dw = deadwood_of_mask(cards_to_mask(self._hands[seat]) ^ card.bit)
                return IllegalAction(
                    f"You cannot knock by discarding {card}: your deadwood would be {dw}, above "
                    f"the knock limit of {self.rules.knock_limit} (D8).",
                    "deadwood_too_high",
                    card=card,
                    deadwood=dw,
                    limit=self.rules.knock_limit,
                )
            if isinstance(action, (act.DrawStock, act.TakeUpcard)):
                return IllegalAction(
                    "You have drawn already: now discard a card, or knock.", "already_drew"
                )
            return IllegalAction("Discard a card, or knock.", "discard_now")
        # LAYOFF
        if isinstance(action, act.LayOff):
            if card not in self._hands[seat]:
                return IllegalAction(f"You do not hold {card}.", "not_in_hand", card=card)
            if not (type(action.meld_index) is int and 0 <= action.meld_index < len(self._melds)):
                return IllegalAction(f"There is no meld number {action.meld_index}.", "no_meld")
            return IllegalAction(
                f"{card} does not fit on that meld: a set takes its fourth card, "
                f"a run the next card at either end (D10).",
                "does_not_fit",
                card=card,
            )
        return IllegalAction(
            "Lay off on the knocker's melds, or say you are done (D10).", "layoff_now"
        )

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> PlayerView:
        if seat not in (0, 1):
            raise ValueError("seat is 0 or 1")
        opp = 1 - seat
        in_showdown = self._knocker is not None
        return PlayerView(
            seat=seat,
            hand=tuple(sorted(self._hands[seat], key=_INDEX)),
            discard_pile=tuple(self._pile),
            stock_count=len(self._stock),
            opponent_card_count=len(self._hands[opp]),
            known_opponent_cards=tuple(self._known[opp]),
            phase=self.phase,
            to_act=self.to_act,
            dealer=self.dealer
            if self.phase not in (Phase.HAND_OVER, Phase.GAME_OVER)
            else self._hand_dealer(),
            # A seat sees its own stock draws; the opponent's never name the card.
            history=tuple(visible_to(seat, e) for e in self._history),
            scores=self.scores,
            rules=self.rules,
            hand_number=self.hand_number,
            pile_card_taken=self._taken,
            knocker=self._knocker,
            knocker_melds=self._melds if in_showdown else (),
            knocker_deadwood=self._knock_dead if in_showdown else (),
            layoffs=tuple(self._layoffs),
            last_result=self.last_result,
            hands_won=tuple(self.hands_won),
            results=tuple(self.results),
        )

    def _hand_dealer(self) -> int:
        """The dealer of the hand on the table (``self.dealer`` already names the next one
        once a hand is over)."""
        return self.last_result.dealer if self.last_result else self.dealer

    @property
    def next_dealer(self) -> int:
        return self.dealer

    def best_layoffs_for_defender(self):
        """The engine's helper for the defender's best lay-offs now (D10)."""
        if self.phase is not Phase.LAYOFF:
            raise IllegalAction("There is nothing to lay off now.", "layoff_now")
        return best_layoffs(self._hands[self.to_act], self._melds)

    # ----------------------------------------------------------------- record and replay
    def record(self) -> MatchRecord:
        """Everything needed to play this match again (see ``engine/record.py``)."""
        return MatchRecord(
            rules=self.rules,
            seed=self.seed,
            first_dealer=self.first_dealer,
            hands=tuple(
                HandRecord(deck, tuple(actions), entropy) for deck, actions, entropy in self._record
            ),
        )

    @classmethod
    def replay(cls, record: MatchRecord) -> Match:
        """The match ``record`` describes, played again through ``apply``: every deal and
        move passes the same rule checks as in a live game. Raises ``ReplayError`` (a
        ``ValueError``) saying which hand and move does not fit; never a half-built match."""
        if not isinstance(record, MatchRecord) or not record.hands:
            raise ReplayError("the record holds no hands")
        match: Match | None = None
        for number, hand in enumerate(record.hands, 1):
            try:
                if match is None:
                    match = cls(
                        record.rules,
                        record.seed,
                        first_dealer=record.first_dealer,
                        deck=hand.deck,
                        entropy=hand.entropy,
                    )
                else:
                    match.deal_next(hand.deck, entropy=hand.entropy)
            except (ValueError, TypeError) as e:
                raise ReplayError(f"hand {number} cannot be dealt: {e}") from e
            for step, action in enumerate(hand.actions, 1):
                try:
                    match.apply(action)
                except IllegalAction as e:
                    raise ReplayError(f"move {step} of hand {number} is not legal: {e}") from e
        return match

    def all_cards_accounted(self) -> bool:
        """Invariant: the 52 cards are each in exactly one place (the knocker's melds are
        drawn from its hand; laid-off cards have left the defender's hand)."""
        places = (
            self._hands[0]
            + self._hands[1]
            + self._pile
            + self._stock
            + [c for c, _ in self._layoffs]
        )
        return len(places) == 52 and len(set(places)) == 52


def _replace_scores(result: HandResult, scores: tuple[int, int]) -> HandResult:
    from dataclasses import replace

    return replace(result, scores_after=scores)
