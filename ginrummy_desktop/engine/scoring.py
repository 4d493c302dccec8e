"""Scoring a knock (D11) and settling two hands as a showdown would (D9, D10, D16)."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card, cards_to_mask, check_distinct
from .frozen import frozen
from .layoffs import Layoff, best_layoffs
from .melds import arrangement_of_mask
from .rules import Rules

Meld = tuple[Card, ...]


def hand_score(
    knocker_deadwood: int, defender_deadwood: int, rules: Rules
) -> tuple[str, bool, int]:
    """(kind, knocker_wins, points) by D11: gin when the knocker has 0 (never an undercut);
    a knock when the knocker is strictly lower; otherwise — ties included — an undercut."""
    k, d = knocker_deadwood, defender_deadwood
    if k == 0:
        return "gin", True, rules.gin_bonus + d
    if k < d:
        return "knock", True, d - k
    return "undercut", False, k - d + rules.undercut_bonus


def game_bonuses(
    rules: Rules, hand_points: tuple[int, int], hands_won: tuple[int, int], winner: int
) -> tuple[tuple[int, int], tuple[int, int]]:
    """D13, at the end of a game: (game bonus per seat, box bonus per seat). The winner's
    game bonus is multiplied when the loser scored no points in hands (a shutout); every
    hand won earns the box bonus. Both (0, 0) when the game is played without bonuses."""
    if not rules.game_bonuses:
        return (0, 0), (0, 0)
    game = rules.game_bonus * (rules.shutout_multiplier if hand_points[1 - winner] == 0 else 1)
    return (
        (game if winner == 0 else 0, game if winner == 1 else 0),
        (rules.box_bonus * hands_won[0], rules.box_bonus * hands_won[1]),
    )


@frozen
class Settlement:
    """The scored showdown of a knock or gin, from the knocker's side (D10, D11)."""

    kind: str  # "gin" | "knock" | "undercut"
    winner: str  # "knocker" | "defender"
    points: int
    knocker_deadwood: int
    defender_deadwood: int
    knocker_melds: tuple[Meld, ...]  # as laid by the knocker (D9), before lay-offs
    knocker_deadwood_cards: tuple[Card, ...]
    layoffs: tuple[Layoff, ...]
    melds_after_layoffs: tuple[Meld, ...]
    defender_melds: tuple[Meld, ...]
    defender_deadwood_cards: tuple[Card, ...]


def settle(
    knocker_cards: Iterable[Card], defender_cards: Iterable[Card], rules: Rules = Rules()
) -> Settlement:
    """Score a knock from two 10-card hands: the knocker lays its D9 melds, the defender
    plays its best (own melds and lay-offs jointly, D10; none after gin)."""
    kc, dc = tuple(knocker_cards), tuple(defender_cards)
    if len(kc) != 10 or len(dc) != 10:
        raise ValueError(f"settle needs two 10-card hands, not {len(kc)} and {len(dc)}")
    check_distinct(kc + dc)
    knock = arrangement_of_mask(cards_to_mask(kc))
    if knock.points > rules.knock_limit:
        raise ValueError(
            f"the knocker's deadwood is {knock.points}, above the knock limit "
            f"{rules.knock_limit}: that hand may not knock (D8)"
        )
    if knock.points == 0:
        # D10: no lay-offs on gin.
        defender = arrangement_of_mask(cards_to_mask(dc))
        layoffs: tuple[Layoff, ...] = ()
        after = knock.melds
    else:
        plan = best_layoffs(dc, knock.melds)
        defender, layoffs, after = plan.remaining, plan.layoffs, plan.melds
    kind, knocker_wins, points = hand_score(knock.points, defender.points, rules)
    return Settlement(
        kind,
        "knocker" if knocker_wins else "defender",
        points,
        knock.points,
        defender.points,
        knock.melds,
        knock.deadwood,
        layoffs,
        after,
        defender.melds,
        defender.deadwood,
    )
