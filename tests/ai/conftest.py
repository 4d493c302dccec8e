"""Fixtures for the AI tests: seeded positions from real games."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.engine import Match, Phase, Rules


def collect_decisions(
    level_a: str, level_b: str, seed: int, hands: int = 2, rules: Rules | None = None
):
    """Play ``hands`` hands of a seeded match and return every (seat, view, legal) the
    players were asked about, in order."""
    match = Match(rules or Rules(), seed=seed)
    players = [make_player(level_a, seed=seed), make_player(level_b, seed=seed + 1)]
    out = []
    for _ in range(hands):
        while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = match.to_act
            view, legal = match.view(seat), match.legal_actions()
            out.append((seat, view, legal))
            match.apply(players[seat].choose(view, legal), seat)
        if match.phase is Phase.GAME_OVER:
            break
        match.deal_next()
    return out


@pytest.fixture(scope="session")
def decisions_from():
    """``decisions_from(level_a, level_b, seed, hands)`` → [(seat, view, legal), ...]."""
    return collect_decisions
