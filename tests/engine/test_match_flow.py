"""Scenario tests from fixed deals: each hand is drawn in a comment and the
expected story told in words. Seat 0 deals unless said otherwise, so seat 1 (N, the
non-dealer) acts first (D4, D6)."""

import pytest

from ginrummy_desktop.engine import (
    Card,
    Discard,
    DrawStock,
    EndLayoff,
    IllegalAction,
    Knock,
    LayOff,
    Match,
    PassUpcard,
    Phase,
    Rules,
    TakeUpcard,
    parse_cards,
    stacked_deck,
)

P = parse_cards
C = Card.parse
N, D = 1, 0

# N: 3H 4H 5H | 9S 9C 9D | JC QC KC | 4D        (deadwood 4: may knock at once)
# D: 6H 9H 2S 3S 4S 7D 7C 7S QD KD             (2S3S4S, 7S7D7C melded; 6H 9H QD KD dead)
KNOCK_N = "3H 4H 5H 9S 9C 9D JC QC KC 4D"
KNOCK_D = "6H 9H 2S 3S 4S 7D 7C 7S QD KD"


def deal(non_dealer, dealer, upcard, stock="", rules=Rules(), first_dealer=D):
    deck = stacked_deck(P(non_dealer), P(dealer), C(upcard), P(stock))
    return Match(rules, seed=1, first_dealer=first_dealer, deck=deck)


def unchanged(m, action):
    """Apply an illegal action; assert it raised and changed nothing. Returns the error."""
    before, views = m.record(), (m.view(0), m.view(1))
    with pytest.raises(IllegalAction) as err:
        m.apply(action)
    assert m.record() == before and (m.view(0), m.view(1)) == views
    return err.value


def test_pass_pass_then_non_dealer_must_draw_from_stock():
    m = deal(KNOCK_N, KNOCK_D, "8C", stock="AD")
    assert (m.phase, m.to_act) == (Phase.FIRST_UPCARD, N)
    assert set(m.legal_actions()) == {TakeUpcard(), PassUpcard()}
    m.apply(PassUpcard())
    assert (m.phase, m.to_act) == (Phase.FIRST_UPCARD, D)  # then the dealer may take it
    m.apply(PassUpcard())
    # Both passed: N's only action is to draw from the stock; the upcard is buried.
    assert (m.phase, m.to_act, m.legal_actions()) == (Phase.DRAW, N, (DrawStock(),))
    err = unchanged(m, TakeUpcard())
    assert "must draw from the stock" in str(err) and err.code == "must_draw_stock"
    m.apply(DrawStock())
    m.apply(Discard(C("AD")))
    assert [str(c) for c in m.view(D).discard_pile] == ["8C", "AD"]
    # D has a normal turn: the pile is open again.
    assert set(m.legal_actions()) == {DrawStock(), TakeUpcard()}


def test_dealer_takes_first_upcard_and_may_knock():
    # N passes, D takes 8C: D may discard any card but 8C, and may knock.
    m = deal(KNOCK_D, KNOCK_N, "8C")  # now the knockable hand is the dealer's
    m.apply(PassUpcard())
    m.apply(TakeUpcard())
    assert (m.phase, m.to_act) == (Phase.DISCARD, D)
    discards = {a.card for a in m.legal_actions() if isinstance(a, Discard)}
    assert C("8C") not in discards and len(discards) == 10
    assert Knock(C("4D")) in m.legal_actions()
    err = unchanged(m, Knock(C("8C")))
    assert "8C was taken from the discard pile this turn" in str(err)


def test_non_dealer_takes_upcard_cannot_throw_it_then_dealer_has_normal_turn():
    m = deal(KNOCK_D, KNOCK_N, "8C")
    m.apply(TakeUpcard())
    err = unchanged(m, Discard(C("8C")))
    assert err.code == "taken_this_turn" and err.params["card"] == C("8C")
    m.apply(Discard(C("KD")))
    assert (m.phase, m.to_act) == (Phase.DRAW, D)
    assert set(m.legal_actions()) == {DrawStock(), TakeUpcard()}
    # N's pickup is public: D's view knows N holds 8C.
    assert m.view(D).known_opponent_cards == (C("8C"),)
    assert C("8C") not in m.view(N).known_opponent_cards


def test_pile_card_is_banned_but_the_same_card_from_stock_may_be_thrown():
    # Stock from the top: 5D (N draws), 6D (D draws)...
    m = deal(KNOCK_D, KNOCK_N, "8C", stock="5D 6D")
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(DrawStock())  # N draws 5D
    assert Discard(C("5D")) in m.legal_actions()  # a stock card may be thrown at once (D7)
    m.apply(Discard(C("5D")))
    stock = m.stock_count
    m.apply(TakeUpcard())  # D takes 5D from the pile
    assert m.stock_count == stock  # a pile pickup never changes the stock count
    unchanged(m, Discard(C("5D")))
    unchanged(m, Knock(C("5D")))


def test_knock_layoff_and_score():
    # N draws AD and knocks throwing it: 3H4H5H 9S9C9D JCQCKC | 4D = 4.
    # D lays off 6H on the hearts and 9H on the nines; D keeps 2S3S4S 7S7D7C, QD KD = 20.
    # N scores 20 − 4 = 16.
    m = deal(KNOCK_N, KNOCK_D, "8C", stock="AD")
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(DrawStock())
    assert Knock(C("AD")) in m.legal_actions() and Knock(C("4D")) in m.legal_actions()
    m.apply(Knock(C("AD")))
    assert (m.phase, m.to_act) == (Phase.LAYOFF, D)
    melds = ["".join(map(str, mm)) for mm in m.view(D).knocker_melds]
    assert sorted(melds) == ["3H4H5H", "9S9D9C", "JCQCKC"]
    hearts, nines = melds.index("3H4H5H"), melds.index("9S9D9C")
    assert set(m.legal_actions()) == {LayOff(C("6H"), hearts), LayOff(C("9H"), nines), EndLayoff()}
    # the knocker still cannot see the defender's hand during the lay-off
    assert not hasattr(m.view(N), "opponent_hand") and m.view(N).opponent_card_count == 10
    plan = m.best_layoffs_for_defender()
    assert plan.deadwood == 20 and {str(c) for c, _ in plan.layoffs} == {"6H", "9H"}
    err = unchanged(m, LayOff(C("QD"), hearts))
    assert err.code == "does_not_fit"
    m.apply(LayOff(C("6H"), hearts))
    assert C("6H") not in m.view(D).hand and m.view(N).opponent_card_count == 9
    assert [str(c) for c in m.view(N).knocker_melds[hearts]] == ["3H", "4H", "5H", "6H"]
    m.apply(LayOff(C("9H"), nines))
    m.apply(EndLayoff())
    r = m.last_result
    assert (m.phase, r.kind, r.winner, r.points, r.defender_deadwood) == (
        Phase.HAND_OVER,
        "knock",
        N,
        16,
        20,
    )
    assert m.scores == (0, 16) and m.to_act is None and m.legal_actions() == ()
    assert m.dealer == N  # D4: the winner deals the next hand


def test_end_layoff_without_laying_off_scores_what_is_held():
    m = deal(KNOCK_N, KNOCK_D, "8C", stock="AD")
    for a in (PassUpcard(), PassUpcard(), DrawStock(), Knock(C("AD")), EndLayoff()):
        m.apply(a)
    assert m.last_result.defender_deadwood == 35 and m.scores == (0, 31)


def test_layoff_phase_offers_only_end_when_nothing_fits():
    # D: 2S3S4S 7S7D7C + QD KD JD TD — nothing fits N's melds.
    m = deal(KNOCK_N, "2S 3S 4S 7D 7C 7S QD KD JH TD", "8C", stock="AD")
    for a in (PassUpcard(), PassUpcard(), DrawStock(), Knock(C("AD"))):
        m.apply(a)
    assert m.legal_actions() == (EndLayoff(),)


def test_gin_is_scored_at_once_without_layoffs():
    # N: 2S 3S 4S | 7H 7S 7D | 9D TD JD + KC; takes the upcard QD: 9D-QD, throws KC → gin.
    # D: QS QH QC KS KH KD 5C 6C 7C 8C = 0 deadwood: N scores 25, not an undercut.
    m = deal("2S 3S 4S 7H 7S 7D 9D TD JD KC", "QS QH QC KS KH KD 5C 6C 7C 8C", "QD")
    m.apply(TakeUpcard())
    unchanged(m, Knock(C("QD")))
    events = m.apply(Knock(C("KC")))
    r = m.last_result
    assert (m.phase, r.kind, r.points, r.winner, r.layoffs) == (Phase.HAND_OVER, "gin", 25, N, ())
    assert type(events[0]).__name__ == "Knocked" and events[0].gin


def test_drawn_hand_at_two_stock_cards_and_last_drawer_may_knock():
    # Everybody draws from the stock and throws what was drawn. 31 in stock; after 29 draws
    # 2 remain. N draws the 29th (draws alternate N, D, N, ...) and may still knock.
    m = deal(KNOCK_N, KNOCK_D, "8C")
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    for i in range(29):
        drawn = m.apply(DrawStock())[0].card
        if i < 28:
            m.apply(Discard(drawn))
    assert m.stock_count == 2 and m.to_act == N
    assert Knock(drawn) in m.legal_actions()

    m2 = Match.replay(m.record())  # the same position, but N just discards
    m2.apply(Discard(drawn))
    assert (m2.phase, m2.last_result.kind, m2.scores) == (Phase.HAND_OVER, "drawn", (0, 0))
    assert m2.dealer == D  # D4: after a drawn hand the same dealer deals
    m2.deal_next()
    assert (m2.phase, m2.to_act, m2.hand_number) == (Phase.FIRST_UPCARD, N, 2)


def test_game_end_at_target_and_bonuses():
    # Totals 95 (N) and 40 (D); N knocks and wins the hand by 16 → 111 ≥ 100: game over.
    rules = Rules(game_bonuses=True)
    m = deal(KNOCK_N, KNOCK_D, "8C", stock="AD", rules=rules)
    m._points, m.hands_won = [40, 95], [2, 4]  # reach the position of the worked example
    for a in (PassUpcard(), PassUpcard(), DrawStock(), Knock(C("AD"))):
        m.apply(a)
    for card, _ in m.best_layoffs_for_defender().layoffs:  # 6H and 9H
        m.apply(next(a for a in m.legal_actions() if getattr(a, "card", None) == card))
    m.apply(EndLayoff())
    assert m.is_over and m.winner == N and m.phase is Phase.GAME_OVER
    assert m.game_points == (40, 111)
    # bonuses (D13): N 111 + 100 game + 5 × 25 boxes; D 40 + 2 × 25.
    assert m.scores == (90, 336)
    with pytest.raises(IllegalAction):
        m.deal_next()


def test_shutout_doubles_the_game_bonus():
    m = deal(KNOCK_N, KNOCK_D, "8C", stock="AD", rules=Rules(game_bonuses=True))
    m._points, m.hands_won = [0, 95], [0, 4]
    for a in (PassUpcard(), PassUpcard(), DrawStock(), Knock(C("AD")), EndLayoff()):
        m.apply(a)
    assert m.scores == (0, 126 + 200 + 125)


@pytest.mark.parametrize("rotation, next_dealer", [("winner", N), ("loser", D), ("alternate", N)])
def test_dealer_rotation_options(rotation, next_dealer):
    m = deal(KNOCK_N, KNOCK_D, "8C", stock="AD", rules=Rules(dealer_rotation=rotation))
    for a in (PassUpcard(), PassUpcard(), DrawStock(), Knock(C("AD")), EndLayoff()):
        m.apply(a)
    assert m.dealer == next_dealer
    m.deal_next()
    assert m.view(0).dealer == next_dealer and m.to_act == 1 - next_dealer


def test_locked_variants_and_bad_rules_are_refused():
    for opt in ("big_gin", "oklahoma", "hollywood", "straight_gin"):
        with pytest.raises(ValueError, match="locked"):
            Rules(**{opt: True})
    with pytest.raises(ValueError, match="dealer rotation"):
        Rules(dealer_rotation="random")
    assert Rules() == Rules(knock_limit=10, gin_bonus=25, undercut_bonus=25, target_score=100)


def test_wrong_phase_and_wrong_seat_messages():
    m = deal(KNOCK_N, KNOCK_D, "8C")
    assert "take the upcard or pass" in str(unchanged(m, DrawStock()))
    with pytest.raises(IllegalAction, match="not your turn"):
        m.apply(PassUpcard(), seat=D)
    m.apply(TakeUpcard())
    assert unchanged(m, DrawStock()).code == "already_drew"
    assert unchanged(m, Discard(C("AS"))).code == "not_in_hand"
    # 3H4H5H 9S9C9D JCQCKC 4D + 8C: throwing 3H leaves 4H 5H 4D 8C = 21 → no knock
    err = unchanged(m, Knock(C("3H")))
    assert err.code == "deadwood_too_high" and err.params["deadwood"] == 21
    with pytest.raises(IllegalAction):
        m.deal_next()


def test_explicit_deck_is_validated():
    with pytest.raises(ValueError, match="52"):
        Match(Rules(), seed=1, deck=P("AS 2S"))
    with pytest.raises(ValueError, match="10 cards"):
        stacked_deck(P("AS"), P("2S"), C("3S"))


def test_explain_says_why_without_changing_anything():
    # N takes the 8C upcard: throwing it back is refused (D7), knocking with a card that
    # leaves too much deadwood is refused (D8), a legal discard has nothing to explain.
    m = deal("3H 4H 5H 9S 9C 9D JC QC KC 4D", KNOCK_D, "8C")
    m.apply(TakeUpcard())
    before = (m.view(N), m.view(D), m.legal_actions())
    problem = m.explain(Discard(C("8C")))
    assert isinstance(problem, IllegalAction) and problem.code == "taken_this_turn"
    assert problem.params == {"card": C("8C")}
    too_high = m.explain(Knock(C("3H")))
    assert too_high.code == "deadwood_too_high" and too_high.params["deadwood"] > 10
    assert m.explain(Discard(C("4D"))) is None and m.explain(Knock(C("4D"))) is None
    assert m.explain(DrawStock()).code == "already_drew"
    assert m.explain("not an action").code == "not_an_action"
    assert (m.view(N), m.view(D), m.legal_actions()) == before
