"""The story of a finished game in figures, for the game-over summary: each player's points
from hands, the game bonuses (D13) and the total, hands won, gins, undercuts and knocks, and
the best hand. Pure Python, from the game's hand results and its rules."""

from __future__ import annotations

from ..engine import HandResult, Rules, game_bonuses
from ..engine.frozen import frozen


@frozen
class SeatSummary:
    hand_points: int  # points scored in hands
    game_bonus: int  # D13: the winner's game bonus (shutout included), else 0
    box_bonus: int  # D13: per hand won
    total: int
    hands_won: int
    gins: int
    knocks: int  # knocks that won or lost, gin not included
    undercuts: int  # undercuts this player made as the defender


@frozen
class GameSummary:
    winner: int
    seats: tuple[SeatSummary, SeatSummary]
    hands: int  # hands played, drawn ones included
    drawn: int
    shutout: bool  # the loser scored no points in hands (D13)
    best_hand: HandResult | None  # the hand that scored the most points
    bonuses: bool  # the game was played with game bonuses
    shutout_multiplier: int = 1  # what a shutout multiplies the game bonus by (D13)
    your_best_hand: HandResult | None = None  # the hand seat 0 (the player) scored most in
    hands_played: tuple[HandResult, ...] = ()  # every hand, in order: the game's story


def summarise(results: tuple[HandResult, ...], rules: Rules, winner: int) -> GameSummary:
    points = [0, 0]
    won = [0, 0]
    gins = [0, 0]
    knocks = [0, 0]
    undercuts = [0, 0]
    for r in results:
        if r.winner is None:
            continue
        points[r.winner] += r.points
        won[r.winner] += 1
        if r.kind == "gin":
            gins[r.winner] += 1
        elif r.kind == "knock":
            knocks[r.winner] += 1
        elif r.kind == "undercut":
            undercuts[r.winner] += 1
            knocks[1 - r.winner] += 1
    shutout = points[1 - winner] == 0
    # D13: added at the end, never toward the target; the engine's own rule.
    game, box = game_bonuses(rules, tuple(points), tuple(won), winner)
    seats = tuple(
        SeatSummary(
            points[s],
            game[s],
            box[s],
            points[s] + game[s] + box[s],
            won[s],
            gins[s],
            knocks[s],
            undercuts[s],
        )
        for s in (0, 1)
    )
    scored = [r for r in results if r.winner is not None]
    best = max(scored, key=lambda r: r.points) if scored else None
    return GameSummary(
        winner,
        seats,
        len(results),
        sum(1 for r in results if r.winner is None),
        shutout,
        best,
        rules.game_bonuses,
        rules.shutout_multiplier,
        max(yours, key=lambda r: r.points)
        if (yours := [r for r in scored if r.winner == 0])
        else None,
        tuple(results),
    )
