"""Positions from whole games between two computer players, for tests that need real
decisions of one kind (a knock in mid-hand, the last turn of a hand, …)."""

from __future__ import annotations

from ginrummy_desktop.engine import Match, Phase, Rules


def positions(make_players, games, keep, count: int) -> list:
    """The first ``count`` (view, legal) where ``keep(seat, view, legal)`` holds, the seat
    to act's, from games dealt by the seeds ``games``; ``make_players()`` gives the two
    players of a game."""
    out = []
    for game in games:
        match = Match(Rules(), seed=game)
        players = make_players()
        for _ in range(3000):
            if match.phase is Phase.HAND_OVER:
                match.deal_next()
                continue
            if match.phase is Phase.GAME_OVER:
                break
            seat, view, legal = match.to_act, match.view(match.to_act), match.legal_actions()
            if keep(seat, view, legal):
                out.append((view, legal))
                if len(out) == count:
                    return out
            match.apply(players[seat].choose(view, legal), seat)
    return out
