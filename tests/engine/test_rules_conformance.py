"""Rules-conformance audit: the engine against a deliberately simple reference written here.

The reference shares no code with the engine. It reads a card only through its text ("TD"),
finds melds by plain recursion, settles a knock by trying every lay-off sequence, and plays
the turn protocol (D4–D7, D12) and the scoring (D11, D13) as docs/rules.md words them. Random
games played by random legal moves are then compared with ``Match`` step by step: the legal
actions, the cards in every place, the events, the hand results and the scores.

The other engine tests check the worked examples, exact deadwood and invariants; this file
aims at what they do not: the D9 tie-break, the defender's best result and the fewest
lay-offs that reach it, the legal actions at every step under many rule options, and the
score, bonus and dealer bookkeeping over whole games.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import lru_cache
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    ALL_CARDS,
    Card,
    Discard,
    DrawStock,
    DrewStock,
    EndLayoff,
    GameEnded,
    HandEnded,
    HandStarted,
    IllegalAction,
    Knock,
    Knocked,
    LayOff,
    Match,
    MatchRecord,
    PassUpcard,
    Phase,
    ReplayError,
    Rules,
    TakeUpcard,
    TookDiscard,
    best_melds,
    deadwood_points,
    parse_cards,
    settle,
    stacked_deck,
)
from ginrummy_desktop.persistence import Unusable

P = parse_cards
C = Card.parse

# --------------------------------------------------------------------------- the reference
# A card is known only by its text: rank letter then suit letter (docs/rules.md, notation).
RANK_LETTERS = "A23456789TJQK"
SUIT_LETTERS = "SHDC"  # also the canonical order of D9's last tie-break


def _facts(card):
    text = str(card)
    rank = RANK_LETTERS.index(text[0]) + 1
    suit = text[1]
    return rank, suit, min(rank, 10), SUIT_LETTERS.index(suit) * 13 + rank - 1


FACTS = {card: _facts(card) for card in ALL_CARDS}
BY_RANK_SUIT = {(f[0], f[1]): card for card, f in FACTS.items()}


def rank(c):
    return FACTS[c][0]


def suit(c):
    return FACTS[c][1]


def value(c):
    return FACTS[c][2]


def order(c):
    return FACTS[c][3]


def ref_is_meld(cards):
    """D2: three or four of a rank, or three or more in a row of one suit, ace low only."""
    cards = sorted(cards, key=rank)
    if len(cards) < 3:
        return False
    if len({rank(c) for c in cards}) == 1:
        return len(cards) <= 4
    return len({suit(c) for c in cards}) == 1 and all(
        rank(b) == rank(a) + 1 for a, b in zip(cards, cards[1:], strict=False)
    )


def _melds_of_first(rem):
    """Every meld of the cards ``rem`` (sorted by order) that contains its first card. The
    first card is the lowest left, so a run through it starts at it and a set through it
    takes its partners from the cards after it: each meld is found exactly once."""
    c, rest = rem[0], rem[1:]
    same_rank = [x for x in rest if rank(x) == rank(c)]
    for k in (2, 3):
        for partners in combinations(same_rank, k):
            yield (c, *partners)
    run = [c]
    nxt = BY_RANK_SUIT.get((rank(c) + 1, suit(c)))
    while nxt is not None and nxt in rest:
        run.append(nxt)
        if len(run) >= 3:
            yield tuple(run)
        nxt = BY_RANK_SUIT.get((rank(nxt) + 1, suit(nxt)))


def _sorted(cards):
    return tuple(sorted(cards, key=order))


@lru_cache(maxsize=200_000)
def _min_dead(rem):
    if not rem:
        return 0
    best = value(rem[0]) + _min_dead(rem[1:])
    for meld in _melds_of_first(rem):
        best = min(best, _min_dead(tuple(x for x in rem if x not in meld)))
    return best


def ref_deadwood(cards):
    """D3: the exact minimum deadwood over every arrangement."""
    return _min_dead(_sorted(cards))


def ref_arrangements(cards):
    """Every way to lay ``cards``: (melds, deadwood cards)."""
    out = []

    def go(rem, melds, dead):
        if not rem:
            out.append((melds, dead))
            return
        go(rem[1:], melds, dead + (rem[0],))
        for meld in _melds_of_first(rem):
            go(tuple(x for x in rem if x not in meld), melds + (meld,), dead)

    go(_sorted(cards), (), ())
    return out


def ref_spots(meld):
    """D9's lay-off spots: 3-card set 1, 4-card set 0, a run 1 per end not A-low or K-high."""
    ranks = sorted(rank(c) for c in meld)
    if ranks[0] == ranks[-1]:
        return 1 if len(meld) == 3 else 0
    return (ranks[0] > 1) + (ranks[-1] < 13)


def ref_knocker_arrangement(cards):
    """D9: minimum deadwood, then fewest lay-off spots, then the canonical order (melds as
    sorted tuples of card orders, compared lowest first)."""

    def key(arr):
        melds, dead = arr
        canon = tuple(sorted(tuple(sorted(order(c) for c in m)) for m in melds))
        return (sum(value(c) for c in dead), sum(ref_spots(m) for m in melds), canon)

    melds, dead = min(ref_arrangements(cards), key=key)
    return frozenset(frozenset(m) for m in melds), frozenset(dead)


def ref_fits(card, meld):
    """D10: a 3-card set takes its missing fourth; a run the next card at either end."""
    if card in meld:
        return False
    ranks = sorted(rank(c) for c in meld)
    if ranks[0] == ranks[-1]:
        return len(meld) == 3 and rank(card) == ranks[0]
    return suit(card) == suit(next(iter(meld))) and rank(card) in (ranks[0] - 1, ranks[-1] + 1)


def ref_best_defence(defender, melds):
    """D10 by brute force: every sequence of lay-offs (chains on cards laid off before
    included), the defender's remaining cards melded at their best. Returns the lowest
    final deadwood and the fewest lay-offs that reach it."""
    seen = set()
    best = [None]

    def go(hand, melds):
        state = (hand, melds)
        if state in seen:
            return
        seen.add(state)
        score = (ref_deadwood(hand), len(defender) - len(hand))
        if best[0] is None or score < best[0]:
            best[0] = score
        for c in hand:
            for i, m in enumerate(melds):
                if ref_fits(c, m):
                    go(hand - {c}, melds[:i] + (m | {c},) + melds[i + 1 :])

    go(frozenset(defender), tuple(frozenset(m) for m in melds))
    return best[0]


def ref_hand_score(knocker_dw, defender_dw, rules):
    """D11: (kind, knocker scores?, points)."""
    if knocker_dw == 0:
        return "gin", True, rules.gin_bonus + defender_dw
    if knocker_dw < defender_dw:
        return "knock", True, defender_dw - knocker_dw
    return "undercut", False, knocker_dw - defender_dw + rules.undercut_bonus


def meld_sets(melds):
    return frozenset(frozenset(m) for m in melds)


class RefTable:
    """The reference's game: deal (D5), first turn (D6), turns (D7, D8 with D3), drawn hand
    (D12), showdown (D9, D10), hand score (D11), dealer (D4) and game end (D13)."""

    def __init__(self, rules, first_dealer):
        self.rules = rules
        self.dealer = first_dealer
        self.points = [0, 0]
        self.won = [0, 0]
        self.bonus = [0, 0]
        self.winner = None
        self.hand_number = 0
        self.phase = None

    # ---- dealing
    def deal(self, deck):
        self.hand_number += 1
        nd = 1 - self.dealer
        self.hands = {nd: set(deck[0:20:2]), self.dealer: set(deck[1:20:2])}
        self.pile = [deck[20]]
        self.stock = list(deck[21:])  # top first
        self.phase = "FIRST_UPCARD"
        self.to_act = nd
        self.passes = 0
        self.must_draw = False
        self.taken = None
        self.known = {0: [], 1: []}
        self.knocker = None
        self.melds = []
        self.layoffs = []
        self.result = None

    # ---- what may be done now
    def legal(self):
        p, hand = self.phase, self.hands.get(self.to_act)
        if p == "FIRST_UPCARD":
            return {TakeUpcard(), PassUpcard()}
        if p == "DRAW":
            return {DrawStock()} if self.must_draw else {DrawStock(), TakeUpcard()}
        if p == "DISCARD":
            out = set()
            for c in hand:
                if c is self.taken:
                    continue
                out.add(Discard(c))
                if ref_deadwood(hand - {c}) <= self.rules.knock_limit:
                    out.add(Knock(c))
            return out
        if p == "LAYOFF":
            out = {LayOff(c, i) for c in hand for i, m in enumerate(self.melds) if ref_fits(c, m)}
            return out | {EndLayoff()}
        return set()

    # ---- doing it
    def apply(self, a):
        seat = self.to_act
        hand = self.hands[seat]
        if isinstance(a, PassUpcard):
            self.passes += 1
            if self.passes == 1:
                self.to_act = 1 - seat
            else:
                self.phase, self.to_act, self.must_draw = "DRAW", 1 - self.dealer, True
        elif isinstance(a, TakeUpcard):
            card = self.pile.pop()
            hand.add(card)
            self.known[seat].append(card)
            self.taken = card
            self.phase = "DISCARD"
        elif isinstance(a, DrawStock):
            hand.add(self.stock.pop(0))
            self.taken, self.must_draw, self.phase = None, False, "DISCARD"
        elif isinstance(a, Discard):
            self._throw(seat, a.card)
            # D12, checked at turn end. With the default 2 "exactly 2" and "2 or fewer" agree
            # (one card leaves the stock per turn); a larger option can be passed by the first
            # stock draw after two passes, so the option means "at most".
            if len(self.stock) <= self.rules.drawn_at_stock:
                self._end("drawn", None, 0)
            else:
                self.phase, self.to_act = "DRAW", 1 - seat
        elif isinstance(a, Knock):
            self._throw(seat, a.card)
            self.knocker = seat
            self.knocker_cards = frozenset(hand)
            self.knocker_dw = ref_deadwood(hand)
            self.expected_melds, self.expected_dead = ref_knocker_arrangement(hand)
            if self.knocker_dw == 0:
                self._score()  # D10: no lay-offs on gin
            else:
                self.phase, self.to_act = "LAYOFF", 1 - seat
        elif isinstance(a, LayOff):
            hand.discard(a.card)
            if a.card in self.known[seat]:
                self.known[seat].remove(a.card)
            self.melds[a.meld_index] = self.melds[a.meld_index] | {a.card}
            self.layoffs.append((a.card, a.meld_index))
        else:
            self._score()

    def adopt_meld_order(self, engine_melds):
        """D9 fixes which melds the knocker lays, not their order on the table: take the
        engine's order for the meld numbers of LayOff."""
        assert meld_sets(engine_melds) == self.expected_melds
        self.melds = [frozenset(m) for m in engine_melds]

    def _throw(self, seat, card):
        self.hands[seat].discard(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)
        self.pile.append(card)
        self.taken = None

    def _score(self):
        k = self.knocker
        self.defender_dw = ref_deadwood(self.hands[1 - k])
        kind, knocker_wins, pts = ref_hand_score(self.knocker_dw, self.defender_dw, self.rules)
        self._end(kind, k if knocker_wins else 1 - k, pts)

    def _end(self, kind, winner, pts):
        r = self.rules
        self.result = {"kind": kind, "winner": winner, "points": pts, "dealer": self.dealer}
        if winner is not None:
            self.points[winner] += pts
            self.won[winner] += 1
            self.dealer = {"winner": winner, "loser": 1 - winner, "alternate": 1 - self.dealer}[
                r.dealer_rotation
            ]
        self.to_act = None
        if winner is not None and self.points[winner] >= r.target_score:
            self.winner = winner
            if r.game_bonuses:
                shutout = self.points[1 - winner] == 0
                self.bonus[winner] += r.game_bonus * (r.shutout_multiplier if shutout else 1)
                for s in (0, 1):
                    self.bonus[s] += r.box_bonus * self.won[s]
            self.phase = "GAME_OVER"
        else:
            self.phase = "HAND_OVER"

    @property
    def scores(self):
        return (self.points[0] + self.bonus[0], self.points[1] + self.bonus[1])


# --------------------------------------------------------------------------- comparison
# Every action shape, legal or not, for probing refusals (meld numbers beyond the table too).
UNIVERSE = [TakeUpcard(), PassUpcard(), DrawStock(), EndLayoff()] + [
    a for c in ALL_CARDS for a in (Discard(c), Knock(c), *(LayOff(c, i) for i in range(5)))
]


def check_same_state(m, ref):
    assert m.phase.value == ref.phase
    assert m.to_act == ref.to_act
    for s in (0, 1):
        assert set(m.hand_of(s)) == ref.hands[s]
    v = m.view(0)
    assert list(v.discard_pile) == ref.pile
    assert m.stock_count == len(ref.stock)
    assert v.pile_card_taken is ref.taken
    for s in (0, 1):
        assert list(m.view(1 - s).known_opponent_cards) == ref.known[s]
    assert m.scores == ref.scores == v.scores
    assert m.game_points == tuple(ref.points)
    assert tuple(m.hands_won) == tuple(ref.won)
    assert m.is_over == (ref.phase == "GAME_OVER")
    assert m.winner == ref.winner
    assert m.all_cards_accounted()
    if ref.phase == "DRAW" and not ref.must_draw:
        # D12: after a discard nobody is asked to draw once the stock is down to the
        # drawn-hand count (passing the first upcard ends no turn, so it is not checked).
        assert m.stock_count > m.rules.drawn_at_stock


def check_events(events, action, ref, m, stock_top):
    if isinstance(action, DrawStock):
        assert events == [DrewStock(ref.to_act, stock_top)]  # D5: the stock's top is card 22
    if isinstance(action, TakeUpcard):
        assert isinstance(events[0], TookDiscard) and events[0].card is ref.taken
    if isinstance(action, Knock):
        ev = events[0]
        assert isinstance(ev, Knocked) and ev.card is action.card
        assert ev.gin == (ref.knocker_dw == 0) and ev.deadwood == ref.knocker_dw
        assert meld_sets(ev.melds) == ref.expected_melds  # D9
        assert frozenset(ev.deadwood_cards) == ref.expected_dead
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert len(ended) == (ref.result is not None and ref.phase in ("HAND_OVER", "GAME_OVER"))
    if ended:
        r = ended[0].result
        assert r == m.last_result
        check_result(r, ref, m)
    over = [e for e in events if isinstance(e, GameEnded)]
    assert len(over) == (ref.phase == "GAME_OVER")
    if over:
        assert over[0] == GameEnded(ref.winner, ref.scores)
        assert events[-1] is over[0]


def check_result(r, ref, m):
    exp = ref.result
    assert (r.kind, r.winner, r.points, r.dealer, r.hand_number) == (
        exp["kind"],
        exp["winner"],
        exp["points"],
        exp["dealer"],
        ref.hand_number,
    )
    # The hand's own total is in the record; the game-ending one also has the bonuses.
    assert r.scores_after == (ref.scores if ref.phase == "GAME_OVER" else tuple(ref.points))
    if r.kind == "drawn":
        assert r.knocker is None and r.layoffs == ()
        return
    assert r.knocker == ref.knocker and r.defender == 1 - ref.knocker
    assert (r.knocker_deadwood, r.defender_deadwood) == (ref.knocker_dw, ref.defender_dw)
    assert meld_sets(r.knocker_original_melds) == ref.expected_melds
    assert frozenset(r.knocker_deadwood_cards) == ref.expected_dead
    assert list(r.layoffs) == ref.layoffs
    if r.kind == "gin":
        assert r.layoffs == () and meld_sets(r.knocker_melds) == ref.expected_melds
    else:
        assert [frozenset(x) for x in r.knocker_melds] == ref.melds
    # D16: the defender's cards at the showdown, melded at their best.
    held = ref.hands[1 - ref.knocker]
    shown = [c for x in r.defender_melds for c in x] + list(r.defender_deadwood_cards)
    assert sorted(shown, key=order) == sorted(held, key=order)
    assert all(ref_is_meld(x) for x in r.defender_melds)
    assert sum(value(c) for c in r.defender_deadwood_cards) == ref.defender_dw


def choose(rng, legal, m, eagerness=0.75):
    """A random legal move, leaning towards knocks and sensible discards so hands reach
    knocks, gins and undercuts as well as drawn hands. (Uses the engine to pick, never to
    judge: every move is checked against the reference before it is applied.)"""
    legal = sorted(legal, key=repr)  # the path depends on the seed, not the engine's order
    if m.phase is Phase.DISCARD:
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks and rng.random() < eagerness:
            return rng.choice(knocks)
        discards = [a for a in legal if isinstance(a, Discard)]
        if rng.random() < 0.7:
            hand = m.hand_of(m.to_act)
            return min(discards, key=lambda a: deadwood_points([c for c in hand if c != a.card]))
        return rng.choice(discards)
    if m.phase is Phase.LAYOFF and rng.random() < 0.5:
        plan = m.best_layoffs_for_defender()
        if plan.layoffs:
            card, i = plan.layoffs[0]
            return LayOff(card, i)
        return EndLayoff()
    if m.phase is Phase.DRAW or m.phase is Phase.FIRST_UPCARD:
        hand, top = m.hand_of(m.to_act), m.view(0).discard_pile[-1]
        if TakeUpcard() in legal and rng.random() < 0.8:
            after = min(deadwood_points([top, *(c for c in hand if c is not x)]) for x in hand)
            if after < deadwood_points(hand):  # the pile card improves the hand: take it
                return TakeUpcard()
        if m.phase is Phase.DRAW and rng.random() < 0.8:
            # Mostly the stock: the engine has no loop guard (D15), and pile-only turns can
            # circle; this player's hands stay short and the harness caps them anyway.
            return DrawStock()
    return rng.choice(legal)


def play_against_reference(rules, seed, max_hands, probe_every=3, seen=None):
    """Play one game by random legal moves, the engine and the reference side by side."""
    rng = random.Random(seed)
    eagerness = rng.choice((0.1, 0.4, 0.9))  # late knockers reach gins and undercuts more
    first_dealer = rng.randrange(2)
    deck = rng.sample(ALL_CARDS, 52)
    m = Match(rules, seed=seed, first_dealer=first_dealer, deck=deck)
    ref = RefTable(rules, first_dealer)
    ref.deal(deck)
    hands = 1
    step = 0
    while True:
        check_same_state(m, ref)
        if ref.phase == "GAME_OVER":
            assert m.legal_actions() == () and m.to_act is None
            with pytest.raises(IllegalAction):
                m.deal_next()
            break
        if ref.phase == "HAND_OVER":
            assert m.legal_actions() == () and m.to_act is None
            # D4: the finished hand's dealer stays on the table; the next one is named.
            assert m.view(0).dealer == ref.result["dealer"] and m.next_dealer == ref.dealer
            if hands == max_hands:
                break
            hands += 1
            deck = rng.sample(ALL_CARDS, 52)
            events = m.deal_next(deck)
            ref.deal(deck)
            step = 0
            assert events == [HandStarted(ref.hand_number, ref.dealer, deck[20])]
            assert m.view(1).dealer == ref.dealer and m.hand_number == ref.hand_number
            continue
        legal = m.legal_actions()
        assert len(set(legal)) == len(legal)
        assert set(legal) == ref.legal(), (ref.phase, sorted(map(str, set(legal) ^ ref.legal())))
        step += 1
        assert step < 1000, "the harness caps a hand's length (D15)"
        if step % probe_every == 0:
            bad = [a for a in rng.sample(UNIVERSE, 12) if a not in set(legal)]
            before = m.record()
            for a in bad[:2]:
                with pytest.raises(IllegalAction):
                    m.apply(a)
            assert m.record() == before
        action = choose(rng, legal, m, eagerness)
        stock_top = ref.stock[0] if ref.stock else None
        events = m.apply(action)
        ref.apply(action)
        if isinstance(action, Knock) and ref.phase == "LAYOFF":
            ref.adopt_meld_order(m.view(ref.to_act).knocker_melds)
        check_events(events, action, ref, m, stock_top)
        if seen is not None and any(isinstance(e, HandEnded) for e in events):
            seen[ref.result["kind"]] += 1
            if ref.phase == "GAME_OVER":
                seen["game over"] += 1
                if rules.game_bonuses and 0 in ref.points:
                    seen["shutout"] += 1
    return m


# --------------------------------------------------------------------------- D9 tie-break
def _dense_hand(rng, n):
    # A few neighbouring ranks, often the ten-point ones (equal deadwood is common there) or
    # the ace end (a run there has one lay-off spot fewer).
    width = rng.randint(3, 5)
    low = rng.choice((1, 14 - width, 14 - width, rng.randint(1, 14 - width)))
    pool = [c for c in ALL_CARDS if low <= rank(c) < low + width]
    return rng.sample(pool, min(n, len(pool)))


def test_knocker_arrangement_follows_d9_against_every_arrangement():
    # D9: among the minimum-deadwood arrangements, the fewest lay-off spots, then the
    # canonical order. Dense hands (few ranks) have many tied arrangements.
    rng = random.Random(9)
    spot_ties = canonical_ties = 0
    for i in range(1500):
        n = rng.randint(3, 11)
        hand = _dense_hand(rng, n) if i % 2 else rng.sample(ALL_CARDS, n)
        arr = best_melds(hand)
        melds, dead = ref_knocker_arrangement(hand)
        assert meld_sets(arr.melds) == melds, hand
        assert frozenset(arr.deadwood) == dead and arr.points == ref_deadwood(hand)
        # Count the hands where a tie-break decided, so the sample is known to test them.
        low = ref_deadwood(hand)
        tied = {
            (meld_sets(ms), sum(ref_spots(x) for x in ms))
            for ms, d in ref_arrangements(hand)
            if sum(value(c) for c in d) == low
        }
        fewest = min(spots for _, spots in tied)
        spot_ties += len({spots for _, spots in tied}) > 1
        canonical_ties += sum(spots == fewest for _, spots in tied) > 1
    assert spot_ties >= 20 and canonical_ties >= 20, (spot_ties, canonical_ties)


# --------------------------------------------------------------------------- D10, D11: settle
def _random_melds(rng, taken=frozenset()):
    """Two or three random disjoint melds (at most 10 cards) avoiding the cards ``taken``."""
    hand = set()
    for _ in range(rng.choice((2, 3, 3))):
        if rng.random() < 0.4:
            r = rng.randint(1, 13)
            suits = rng.sample(SUIT_LETTERS, rng.choice((3, 3, 4)))
            meld = {BY_RANK_SUIT[(r, s)] for s in suits}
        else:
            length = rng.choice((3, 3, 4, 5))
            low = rng.randint(1, 14 - length)
            s = rng.choice(SUIT_LETTERS)
            meld = {BY_RANK_SUIT[(low + k, s)] for k in range(length)}
        if not meld & (hand | taken) and len(hand | meld) <= 10:
            hand |= meld
    return hand


def _random_knock(rng, limit):
    """A 10-card hand with deadwood ≤ limit, built from random melds plus random filler."""
    while True:
        hand = _random_melds(rng)
        rest = [c for c in ALL_CARDS if c not in hand]
        hand |= set(rng.sample(rest, 10 - len(hand)))
        if ref_deadwood(hand) <= limit:
            return sorted(hand, key=order)


def _random_defender(rng, knocker):
    """Ten cards, weighted towards ones that fit the knocker's melds or chain onto them;
    every third hand starts from melds of its own, so undercuts and ties occur too."""
    melds, _ = ref_knocker_arrangement(knocker)
    near = set()
    for m in melds:
        ranks = sorted(rank(c) for c in m)
        if ranks[0] == ranks[-1]:
            near |= {c for c in ALL_CARDS if rank(c) == ranks[0]}
        else:
            s = suit(next(iter(m)))
            for r in (ranks[0] - 2, ranks[0] - 1, ranks[-1] + 1, ranks[-1] + 2):
                if (r, s) in BY_RANK_SUIT:
                    near.add(BY_RANK_SUIT[(r, s)])
    pool = [c for c in ALL_CARDS if c not in knocker]
    weights = [8 if c in near else 1 for c in pool]
    chosen = _random_melds(rng, frozenset(knocker)) if rng.random() < 0.35 else set()
    while len(chosen) < 10:
        chosen.add(rng.choices(pool, weights)[0])
    return sorted(chosen, key=order)


SETTLE_RULES = (
    Rules(),
    Rules(knock_limit=0),
    Rules(knock_limit=25, gin_bonus=20, undercut_bonus=10),
    Rules(knock_limit=5, gin_bonus=0, undercut_bonus=0),
)


@pytest.mark.parametrize("rules", SETTLE_RULES, ids=lambda r: f"limit{r.knock_limit}")
def test_settle_matches_brute_force_lay_offs(rules):
    rng = random.Random(rules.knock_limit * 31 + rules.gin_bonus)
    kinds = set()
    for _ in range(120):
        knocker = _random_knock(rng, rules.knock_limit)
        defender = _random_defender(rng, knocker)
        s = settle(knocker, defender, rules)
        melds, dead = ref_knocker_arrangement(knocker)
        k_dw = ref_deadwood(knocker)
        assert meld_sets(s.knocker_melds) == melds and frozenset(s.knocker_deadwood_cards) == dead
        assert s.knocker_deadwood == k_dw
        if k_dw == 0:  # D10: nothing goes on a gin hand
            best, fewest = ref_deadwood(defender), 0
        else:
            best, fewest = ref_best_defence(defender, s.knocker_melds)
        assert s.defender_deadwood == best, (knocker, defender)
        assert len(s.layoffs) == fewest  # the engine's plan is not longer than it needs be
        # The plan is playable in its order (chains go outward) and gives what it claims.
        table = [frozenset(m) for m in s.knocker_melds]
        held = set(defender)
        for card, i in s.layoffs:
            assert card in held and ref_fits(card, table[i])
            table[i] |= {card}
            held.discard(card)
        assert table == [frozenset(m) for m in s.melds_after_layoffs]
        assert ref_deadwood(held) == best
        shown = [c for m in s.defender_melds for c in m] + list(s.defender_deadwood_cards)
        assert sorted(shown, key=order) == sorted(held, key=order)
        assert all(ref_is_meld(m) for m in s.defender_melds)
        kind, knocker_wins, points = ref_hand_score(k_dw, best, rules)
        assert (s.kind, s.winner, s.points) == (
            kind,
            "knocker" if knocker_wins else "defender",
            points,
        )
        kinds.add(kind)
    # The sample reached the kinds of hand end these rules allow.
    if rules.knock_limit == 0:
        assert kinds == {"gin"}
    else:
        assert {"knock", "undercut", "gin"} <= kinds, kinds


@pytest.mark.parametrize("seed", range(6))
def test_layoff_phase_in_a_match_matches_the_reference(seed):
    # The same knocks played through Match: the non-dealer draws a card and knocks throwing
    # it, then the defender lays off at random (or the engine's best plan) with the legal
    # lay-offs compared with the reference at each step.
    rng = random.Random(1000 + seed)
    rules = Rules(target_score=500)  # one hand never ends this game
    for _ in range(12):
        knocker = _random_knock(rng, 10)
        defender = _random_defender(rng, knocker)
        rest = [c for c in ALL_CARDS if c not in knocker and c not in defender]
        upcard, drawn = rest[0], rest[1]
        deck = stacked_deck(knocker, defender, upcard, [drawn])
        m = Match(rules, seed=seed, first_dealer=0, deck=deck)
        for a in (PassUpcard(), PassUpcard(), DrawStock(), Knock(drawn)):
            m.apply(a)
        k_dw = ref_deadwood(knocker)
        if k_dw == 0:
            assert m.phase is Phase.HAND_OVER and m.last_result.kind == "gin"
            assert m.last_result.defender_deadwood == ref_deadwood(defender)
            continue
        melds = [frozenset(x) for x in m.view(0).knocker_melds]
        assert meld_sets(melds) == ref_knocker_arrangement(knocker)[0]
        held = set(defender)
        use_plan = rng.random() < 0.5
        plan = list(m.best_layoffs_for_defender().layoffs)
        while True:
            expected = {LayOff(c, i) for c in held for i, x in enumerate(melds) if ref_fits(c, x)}
            assert set(m.legal_actions()) == expected | {EndLayoff()}
            assert [frozenset(x) for x in m.view(1).knocker_melds] == melds
            if use_plan:
                action = LayOff(*plan.pop(0)) if plan else EndLayoff()
            else:
                action = rng.choice(m.legal_actions())
            m.apply(action)
            if isinstance(action, EndLayoff):
                break
            held.discard(action.card)
            melds[action.meld_index] |= {action.card}
        d_dw = ref_deadwood(held)
        if use_plan:
            assert d_dw == ref_best_defence(defender, m.last_result.knocker_original_melds)[0]
        kind, knocker_wins, points = ref_hand_score(k_dw, d_dw, rules)
        r = m.last_result
        assert (r.kind, r.winner, r.points, r.defender_deadwood) == (
            kind,
            1 if knocker_wins else 0,
            points,
            d_dw,
        )
        assert m.scores == ((0, points) if knocker_wins else (points, 0))


# --------------------------------------------------------------------------- whole games
GAME_RULES = (
    Rules(target_score=40),
    Rules(target_score=25, game_bonuses=True, dealer_rotation="loser"),
    Rules(target_score=30, game_bonuses=True, dealer_rotation="alternate", box_bonus=7),
    Rules(knock_limit=3, target_score=20, gin_bonus=31, undercut_bonus=12),
    Rules(knock_limit=30, target_score=60, game_bonuses=True, shutout_multiplier=3),
    Rules(target_score=15, drawn_at_stock=8, dealer_rotation="alternate"),
    Rules(knock_limit=0, target_score=50, game_bonuses=True),  # gin only
)


def test_random_games_follow_the_reference_step_by_step():
    # Whole games to the target under several rule sets; every kind of hand end must occur a
    # few times, or the comparison would not have looked at it.
    seen = Counter()
    for i, rules in enumerate(GAME_RULES * 5):
        play_against_reference(rules, seed=7000 + i, max_hands=8, seen=seen)
    for what in ("gin", "knock", "undercut", "drawn", "game over", "shutout"):
        assert seen[what] >= 3, seen


@settings(max_examples=50)
@given(
    seed=st.integers(0, 10**9),
    rules=st.builds(
        Rules,
        knock_limit=st.sampled_from((0, 1, 7, 10, 10, 19, 100)),
        gin_bonus=st.integers(0, 60),
        undercut_bonus=st.integers(0, 60),
        target_score=st.sampled_from((1, 12, 35, 100)),
        game_bonuses=st.booleans(),
        game_bonus=st.integers(0, 300),
        box_bonus=st.integers(0, 40),
        shutout_multiplier=st.integers(0, 5),
        dealer_rotation=st.sampled_from(("winner", "alternate", "loser")),
        drawn_at_stock=st.sampled_from((2, 2, 0, 1, 17, 30, 31)),
    ),
)
def test_random_games_under_any_rule_options(seed, rules):
    play_against_reference(rules, seed, max_hands=4, probe_every=5)


# --------------------------------------------------------------------------- targeted cases
def _deal(non_dealer, dealer, upcard, stock="", rules=Rules()):
    deck = stacked_deck(P(non_dealer), P(dealer), C(upcard), P(stock))
    return Match(rules, seed=1, first_dealer=0, deck=deck)  # seat 1 is the non-dealer


OTHER = "2D 5D 8D JD KD 7C TC QC 8S QS"  # no meld, no card of the hands below


def test_knock_is_decided_per_discard_not_greedily():
    # D3. With 4C drawn the eleven cards are AS 4S 6S 2H 4H 5H 6H 3D 4C 5C 6C. Their best
    # eleven-card arrangement, 4S4H4C 6S6H6C | AS 2H 5H 3D 5C = 16, would allow no knock if
    # one threw its highest deadwood card (16 − 5 = 11). Throwing the melded 6S instead
    # leaves 4H5H6H 4C5C6C | AS 4S 2H 3D = 10: a knock.
    eleven = P("AS 4S 6S 2H 4H 5H 6H 3D 4C 5C 6C")
    melds, dead = ref_knocker_arrangement(eleven)
    assert sum(value(c) for c in dead) - max(value(c) for c in dead) == 11
    m = _deal("AS 4S 6S 2H 4H 5H 6H 3D 5C 6C", OTHER, "TH", stock="4C")
    for a in (PassUpcard(), PassUpcard(), DrawStock()):
        m.apply(a)
    knocks = {a for a in m.legal_actions() if isinstance(a, Knock)}
    assert knocks == {Knock(C("6S"))}
    assert {a.card for a in knocks} == {c for c in eleven if ref_deadwood(set(eleven) - {c}) <= 10}
    ev = m.apply(Knock(C("6S")))[0]
    assert ev.deadwood == 10 and frozenset(ev.deadwood_cards) == frozenset(P("AS 4S 2H 3D"))


HAND_ONLY_PILE_KNOCKS = "3H 4H 5H 9S 9C 9D AC 2C 3D 4S"  # deadwood AC 2C 3D 4S = 10


def test_when_only_the_pile_card_would_knock_there_is_no_knock():
    # D7 with D8: with KS added, only throwing KS keeps the deadwood at 10. Taken from the
    # pile (here the first upcard) KS may not be thrown, not even as the knock discard, so
    # no knock is legal at all; the same KS drawn from the stock may be thrown and knocked.
    m = _deal(HAND_ONLY_PILE_KNOCKS, OTHER, "KS")
    m.apply(TakeUpcard())
    assert not [a for a in m.legal_actions() if isinstance(a, Knock)]
    assert Discard(C("KS")) not in m.legal_actions()

    m = _deal(HAND_ONLY_PILE_KNOCKS, OTHER, "TH", stock="KS")
    for a in (PassUpcard(), PassUpcard(), DrawStock()):
        m.apply(a)
    assert [a for a in m.legal_actions() if isinstance(a, Knock)] == [Knock(C("KS"))]

    # Mid-hand pile pickup: the non-dealer throws AH, the dealer throws KS, the non-dealer
    # takes KS from the pile — again no knock.
    m = _deal(HAND_ONLY_PILE_KNOCKS.replace("AC", "AH"), OTHER.replace("QS", "KS"), "TH")
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(DrawStock())
    m.apply(Discard(C("AH")))
    m.apply(DrawStock())
    m.apply(Discard(C("KS")))
    m.apply(TakeUpcard())
    assert m.view(1).pile_card_taken == C("KS")
    assert not [a for a in m.legal_actions() if isinstance(a, Knock)]


def test_last_knock_at_two_stock_cards_is_scored_not_drawn():
    # D12: the 29th stock draw of the hand leaves 2; here the non-dealer makes it, after four
    # pile pickups by the dealer (which do not change the stock count). That player may
    # still knock, and the knock is scored as any other: lay-off phase, then the score.
    m = _deal("3H 4H 5H 9S 9C 9D JC QC KC 4D", "6H 9H 2S 3S 4S 7D 7C 7S QD KD", "8C")
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    dealer_pickups = 0
    while True:
        seat = m.to_act
        if seat == 0 and dealer_pickups < 4 and m.stock_count % 5 == 0:
            m.apply(TakeUpcard())
            dealer_pickups += 1
            m.apply(next(a for a in m.legal_actions() if isinstance(a, Discard)))
            continue
        stock = m.stock_count
        drawn = m.apply(DrawStock())[0].card
        assert m.stock_count == stock - 1
        if m.stock_count == 2:
            break
        m.apply(Discard(drawn))
    assert dealer_pickups == 4 and m.to_act == 1 and m.phase is Phase.DISCARD
    assert Knock(drawn) in m.legal_actions()
    m.apply(Knock(drawn))
    assert m.phase is Phase.LAYOFF and m.stock_count == 2
    m.apply(EndLayoff())
    r = m.last_result
    assert r.kind != "drawn" and r.knocker == 1 and r.knocker_deadwood == 4
    d_dw = ref_deadwood(m.hand_of(0))
    kind, knocker_wins, points = ref_hand_score(4, d_dw, m.rules)
    assert (r.kind, r.points, r.winner) == (kind, points, 1 if knocker_wins else 0)
    assert sum(m.scores) == points


def test_first_dealer_comes_from_the_seed_and_the_non_dealer_acts_first():
    # D4: the first dealer is drawn from the seeded RNG: the same seed, the same dealer.
    dealers = []
    for seed in range(40):
        m = Match(Rules(), seed=seed)
        assert Match(Rules(), seed=seed).dealer == m.dealer
        assert m.to_act == 1 - m.dealer and m.phase is Phase.FIRST_UPCARD
        dealers.append(m.dealer)
    assert set(dealers) == {0, 1}


def test_pile_only_turns_can_repeat_a_position():
    # D15: D7 stops "take it and throw it straight back", but three cards can circle between
    # the two hands and the pile when both players keep taking the pile: the position after
    # six such turns is the one before them, and the hand goes on (no loop guard).
    m = _deal(HAND_ONLY_PILE_KNOCKS, OTHER, "TH", stock="KS")
    for a in (PassUpcard(), PassUpcard(), DrawStock(), Discard(C("KS"))):
        m.apply(a)
    last_taken = {0: C("2D"), 1: C("AC")}  # each seat throws what it took the turn before

    def pile_turn():
        seat = m.to_act
        m.apply(TakeUpcard())
        took = m.view(seat).pile_card_taken
        m.apply(Discard(last_taken[seat]))
        last_taken[seat] = took

    for _ in range(2):
        pile_turn()

    def position():
        return (m.hand_of(0), m.hand_of(1), m.view(0).discard_pile, m.to_act, m.stock_count)

    before = position()
    for _ in range(6):
        pile_turn()
    assert position() == before and m.phase is Phase.DRAW


@pytest.mark.parametrize(
    "options",
    [
        {"knock_limit": 101},
        {"knock_limit": -1},
        {"drawn_at_stock": 32},
        {"target_score": 0},
        {"gin_bonus": True},
        {"box_bonus": 2.5},
        {"game_bonuses": 1},
        {"dealer_rotation": "random"},
        {"fiftieth_card": True},
    ],
)
def test_rule_options_out_of_range_are_refused(options):
    with pytest.raises(ValueError):
        Rules(**options)


def test_rule_option_bounds_are_accepted():
    # The ranges docs/rules.md gives for the engine's options.
    for options in (
        {"knock_limit": 0},
        {"knock_limit": 100},
        {"drawn_at_stock": 0},
        {"drawn_at_stock": 31},
        {"target_score": 1},
        {"shutout_multiplier": 0},
    ):
        assert Rules.from_dict(Rules(**options).to_dict()) == Rules(**options)
    with pytest.raises(ValueError, match="unknown rule option"):
        Rules.from_dict({"knock_limt": 10})


# --------------------------------------------------------------------------- odd meld numbers
# ``LayOff(card, 0.0) == LayOff(card, 0)`` and ``LayOff(card, True) == LayOff(card, 1)`` as
# dataclasses: a meld number that is not an int must still never reach the state or a save.


def _knocked():
    m = _deal("3H 4H 5H 9S 9C 9D JC QC KC 4D", "6H 9H 2S 3S 4S 7D 7C 7S QD KD", "8C", stock="AD")
    for a in (PassUpcard(), PassUpcard(), DrawStock(), Knock(C("AD"))):
        m.apply(a)
    nines = [frozenset(x) for x in m.view(0).knocker_melds].index(frozenset(P("9S 9C 9D")))
    return m, nines


def through_a_file(m: Match) -> Match:
    """``m`` written as the save file writes its record, read back and replayed."""
    from ginrummy_desktop.persistence.record_data import (
        hands_from_data,
        hands_to_data,
        rules_from_data,
        rules_to_data,
    )

    r = m.record()
    data = json.loads(json.dumps({"rules": rules_to_data(r.rules), "hands": hands_to_data(r)}))
    rules, hands = rules_from_data(data["rules"]), hands_from_data(data["hands"])
    return Match.replay(MatchRecord(rules, r.seed, r.first_dealer, hands))


def test_a_float_meld_number_is_refused_without_damage():
    # apply(LayOff(9H, 0.0)) passes the legality check, then fails inside with TypeError
    # after 9H has left the defender's hand and the action was logged: the match is broken
    # (all_cards_accounted() is False). Either the action is refused and nothing changes, or
    # it is played as the engine's own LayOff(9H, 0) and the game stays whole and saveable.
    m, nines = _knocked()
    before = m.record()
    try:
        m.apply(LayOff(C("9H"), float(nines)))
    except IllegalAction:
        assert m.record() == before and m.all_cards_accounted()
        return
    assert m.all_cards_accounted() and C("9H") in m.view(0).knocker_melds[nines]
    assert through_a_file(m).view(1) == m.view(1)


def test_a_bool_meld_number_cannot_make_an_unloadable_save():
    # apply(LayOff(6H, True)) is accepted as meld 1 and logged with True; the save then
    # holds "meld": true, which loading refuses: the game is lost. Either
    # the action is refused, or what is logged is the engine's own int-numbered action.
    m, _ = _knocked()
    hearts = [frozenset(x) for x in m.view(0).knocker_melds].index(frozenset(P("3H 4H 5H")))
    assert hearts == 1  # the bool True stands for this meld
    try:
        m.apply(LayOff(C("6H"), True))
    except IllegalAction:
        return
    try:
        loaded = through_a_file(m)
    except (Unusable, ReplayError) as e:
        pytest.fail(f"a save made after LayOff(6H, True) does not load: {e}")
    assert loaded.view(1) == m.view(1)
