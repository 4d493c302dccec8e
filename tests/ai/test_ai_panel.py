"""The panel of styled opponents (ai/panel.py): arena levels that play by their style."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai import LEVELS, PANEL_LEVELS, make_player
from ginrummy_desktop.ai.common import read_history
from ginrummy_desktop.ai.fast import dw
from ginrummy_desktop.ai.panel import CAMPER_FREE_KNOCK_TURNS
from ginrummy_desktop.arena import main as arena_main
from ginrummy_desktop.arena import play_game
from ginrummy_desktop.engine import Knock, Match, Phase, Rules, TakeUpcard
from ginrummy_desktop.engine.cards import cards_to_mask


def test_panel_levels_are_for_the_arena_only():
    from ginrummy_desktop.vocabulary import LEVELS as OFFERED

    assert not set(PANEL_LEVELS) & set(OFFERED)
    assert not set(PANEL_LEVELS) & set(LEVELS)
    for level in PANEL_LEVELS:
        assert make_player(level, seed=1).level == level


@pytest.mark.parametrize("level", ["camper", "knocker"])
def test_styled_players_play_legal_games(level):
    for seed in range(4):
        rec = play_game(level, "simpleref", seed, seed % 2, rules=Rules(target_score=60))
        assert rec.illegal == 0 and rec.winner in ("A", "B")


def _decisions(level: str, games: int):
    """Every decision the styled player met against Normal, with what it chose."""
    out = []
    for seed in range(games):
        match = Match(Rules(), seed=100 + seed)
        players = [make_player(level, seed=seed), make_player("normal", seed=seed)]
        while match.phase is not Phase.GAME_OVER:
            while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
                seat = match.to_act
                view, legal = match.view(seat), match.legal_actions()
                action = players[seat].choose(view, legal)
                if seat == 0:
                    out.append((view, legal, action))
                match.apply(action, seat)
            if match.phase is Phase.HAND_OVER:
                match.deal_next()
    return out


def test_the_camper_knocks_only_early_or_with_gin_and_takes_only_to_meld():
    knocks = declined = 0
    for view, legal, action in _decisions("camper", 6):
        hand = cards_to_mask(view.hand)
        if isinstance(action, TakeUpcard):
            up = view.upcard.bit
            # It joins a meld and lowers the deadwood after the best discard (D3, D7).
            assert min(dw((hand | up) ^ c.bit) for c in view.hand) < dw(hand)
        if any(isinstance(a, Knock) for a in legal):
            if isinstance(action, Knock):
                knocks += 1
                late = read_history(view).my_turns > CAMPER_FREE_KNOCK_TURNS
                assert dw(hand ^ action.card.bit) == 0 or not late
            else:
                declined += 1
    assert declined > knocks  # it plays for gin: most knocks it could make, it declines
    assert declined


def test_the_early_knocker_knocks_whenever_it_may():
    seen = 0
    for view, legal, action in _decisions("knocker", 4):
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            seen += 1
            hand = cards_to_mask(view.hand)
            assert isinstance(action, Knock)
            assert dw(hand ^ action.card.bit) == min(dw(hand ^ a.card.bit) for a in knocks)
    assert seen


def test_arena_accepts_panel_levels(capsys):
    assert arena_main(["camper", "knocker", "--games", "2", "--jobs", "1", "--target", "30"]) == 0
    assert "camper (A) vs knocker (B)" in capsys.readouterr().out
