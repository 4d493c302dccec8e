"""Property tests over random seeded games (hypothesis drives the choices)."""

import contextlib
import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    Discard,
    DrawStock,
    DrewStock,
    EndLayoff,
    Knock,
    LayOff,
    Match,
    PassUpcard,
    Phase,
    Rules,
    TakeUpcard,
)


def play(m, rnd, max_hands=3, on_step=None):
    """Play random legal actions (knocking often, so hands end) through ``max_hands``."""
    hands = 0
    while not m.is_over and hands < max_hands:
        if m.phase is Phase.HAND_OVER:
            hands += 1
            if hands < max_hands:
                m.deal_next()
            continue
        legal = m.legal_actions()
        knocks = [a for a in legal if isinstance(a, Knock)]
        action = rnd.choice(knocks) if knocks and rnd.random() < 0.6 else rnd.choice(legal)
        if on_step:
            on_step(m, legal)
        m.apply(action)
    return m


def check_invariants(m, legal):
    assert m.all_cards_accounted()
    p, seat = m.phase, m.to_act
    hands = [m.hand_of(0), m.hand_of(1)]
    if p is Phase.FIRST_UPCARD:
        assert set(legal) == {TakeUpcard(), PassUpcard()}
        assert len(hands[0]) == len(hands[1]) == 10 and m.stock_count == 31
    elif p is Phase.DRAW:
        assert DrawStock() in legal and set(legal) <= {DrawStock(), TakeUpcard()}
        assert len(hands[seat]) == 10 and m.stock_count > m.rules.drawn_at_stock
    elif p is Phase.DISCARD:
        assert len(hands[seat]) == 11
        discards = {a.card for a in legal if isinstance(a, Discard)}
        knocks = {a.card for a in legal if isinstance(a, Knock)}
        assert knocks <= discards and len(discards) in (10, 11)
        taken = m.view(seat).pile_card_taken
        assert taken not in discards
        assert len(discards) == (10 if taken else 11)
    elif p is Phase.LAYOFF:
        assert legal[-1] == EndLayoff() and all(isinstance(a, LayOff) for a in legal[:-1])
        assert seat == 1 - m.view(0).knocker
    else:
        assert legal == () and seat is None


@settings(max_examples=25)
@given(seed=st.integers(0, 10**9), rnd=st.randoms(use_true_random=False))
def test_random_games_keep_invariants(seed, rnd):
    m = play(Match(Rules(), seed=seed), rnd, max_hands=4, on_step=check_invariants)
    assert m.all_cards_accounted()
    for r in m.results:
        assert r.kind in ("gin", "knock", "undercut", "drawn")
        assert (r.winner is None) == (r.kind == "drawn") and r.points >= 0
        if r.kind == "gin":
            assert r.knocker_deadwood == 0 and r.layoffs == ()


@settings(max_examples=10)
@given(seed=st.integers(0, 10**9), rnd=st.randoms(use_true_random=False))
def test_whole_games_reach_the_target(seed, rnd):
    m = play(Match(Rules(target_score=60), seed=seed), rnd, max_hands=10**6)
    assert m.is_over and m.phase is Phase.GAME_OVER
    assert max(m.scores) >= 60 and m.scores[m.winner] == max(m.scores)
    assert m.legal_actions() == () and m.to_act is None
    assert sum(m.game_points) == sum(r.points for r in m.results)


def _swap_hidden_card(m, seat):
    """A twin of ``m`` where one of ``seat``'s cards the opponent cannot know about is
    swapped with a stock card. Returns None if no such card exists."""
    twin = copy.deepcopy(m)
    hidden = [c for c in twin._hands[seat] if c not in twin._known[seat]]
    if not hidden or not twin._stock:
        return None
    a, b = hidden[0], twin._stock[0]
    i = twin._hands[seat].index(a)
    twin._hands[seat][i], twin._stock[0] = b, a
    return twin


@settings(max_examples=25)
@given(seed=st.integers(0, 10**9), rnd=st.randoms(use_true_random=False), stop=st.integers(0, 80))
def test_hidden_cards_never_change_the_other_seats_view(seed, rnd, stop):
    m = Match(Rules(), seed=seed)
    steps = 0
    while steps < stop and m.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        legal = m.legal_actions()
        non_ending = [a for a in legal if not isinstance(a, (Knock, EndLayoff))] or legal
        m.apply(rnd.choice(non_ending))
        steps += 1
    if m.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        return
    for seat in (0, 1):
        twin = _swap_hidden_card(m, seat)
        if twin is not None:
            assert twin.view(1 - seat) == m.view(1 - seat)
            assert twin.view(seat) != m.view(seat)


@settings(max_examples=20)
@given(seed=st.integers(0, 10**9), rnd=st.randoms(use_true_random=False), stop=st.integers(0, 200))
def test_record_and_replay_round_trip_at_any_point(seed, rnd, stop):
    m = Match(Rules(), seed=seed)
    steps = 0

    def stopper(m, legal):
        nonlocal steps
        steps += 1
        if steps == stop:
            raise StopIteration

    with contextlib.suppress(StopIteration):
        play(m, rnd, max_hands=3, on_step=stopper)
    loaded = Match.replay(m.record())
    for seat in (0, 1):
        assert loaded.view(seat) == m.view(seat)
    assert loaded.legal_actions() == m.legal_actions()
    assert loaded.record() == m.record()
    # and both continue identically
    state = rnd.getstate()
    play(m, rnd, max_hands=2)
    rnd.setstate(state)
    play(loaded, rnd, max_hands=2)
    assert loaded.record() == m.record()


def test_history_names_only_ones_own_stock_draws():
    m = Match(Rules(), seed=5)
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    drawer = m.to_act
    ev = m.apply(DrawStock())
    assert ev[0].card is not None
    own = [e for e in m.view(drawer).history if isinstance(e, DrewStock)]
    other = [e for e in m.view(1 - drawer).history if isinstance(e, DrewStock)]
    assert own == [ev[0]]  # the drawer remembers its card
    assert other and all(e.card is None for e in other)  # the opponent never sees it
