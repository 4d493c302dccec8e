"""Styled opponents for measuring Hard (arena levels only, never offered to players).

A win rate against one baseline does not rank a player against strong styles: a bot that
beats SimpleRef more often can lose head to head to one that beats it less. Hard is
therefore measured against a *panel* of styles (``benchmarks/panel.py``):

- **simpleref** (``simple.SimpleRefPlayer``): knocks at once;
- **normal** (``normal.NormalPlayer``);
- **camper**: a gin camper after the published approach of the EAAI-21 champion (a heuristic
  evaluation of hand strength): it takes the upcard only when the card joins a meld *and*
  lowers its deadwood; it discards by deadwood, minus a one-ply lookahead of the
  improvement the next draws may bring (weighted down as the stock runs out), plus the
  danger of feeding the opponent a meld; it knocks voluntarily only in its first three
  turns of a hand, otherwise it plays for gin (D8: a knock is never forced);
- **knocker**: an early-knocking expert: knocks whenever it may with the least deadwood,
  minimises its deadwood and never feeds the opponent when an equal discard is safer; it
  goes gin only when gin falls into its lap.

Plus **hardgreedy**: Hard with a greedy fixed knock rule (knock at once, no search on the
knock), the control that shows why a knock rule must see the opponent's style.

Every one sees only its ``PlayerView`` and the legal actions, like every level.
"""

from __future__ import annotations

from ginrummy_desktop.engine.actions import Knock
from ginrummy_desktop.engine.cards import cards_to_mask

from .base import Player
from .common import VALUES, bits, discard_or_knock, melded_in, read_history
from .fast import dw
from .hard import HardPlayer
from .model import NORMAL_EVIDENCE, danger, opponent_model
from .normal import draw_gain
from .search import KnockRule, SearchParams

CAMPER_FREE_KNOCK_TURNS = 3  # voluntary knocks only in its first three turns of a hand
CAMPER_LOOKAHEAD = 1.0  # weight of the next draws' expected improvement at a full stock
CAMPER_DANGER = 5.0  # points charged per unit chance that the card feeds a meld
KNOCKER_DANGER = 3.0


def _stock_weights(view):
    model = opponent_model(view, NORMAL_EVIDENCE)
    p = model.p_opp()
    stock = [(1 << i, VALUES[i], max(0.05, 1.0 - p[i])) for i in bits(model.unknown)]
    return p, stock


def _take_joins_and_lowers(view) -> bool:
    """The upcard joins a meld in the best 10 cards kept after taking it and throwing
    another card (D7), and that hand's deadwood is lower than the current one's."""
    hand = cards_to_mask(view.hand)
    up = view.upcard
    now = dw(hand)
    best = None
    for i in bits(hand):
        d = dw((hand | up.bit) ^ (1 << i))
        if best is None or d < best[0]:
            best = (d, i)
    if best is None or best[0] >= now:
        return False
    kept = (hand | up.bit) ^ (1 << best[1])
    return melded_in(kept, up.bit, up.value)


class CamperPlayer(Player):
    """The gin camper (module docstring)."""

    level = "camper"

    def take_upcard(self, view, legal) -> bool:
        return _take_joins_and_lowers(view)

    def discard(self, view, legal, mask11, banned_bit):
        knocks = [a for a in legal if isinstance(a, Knock)]
        best_knock = None
        if knocks:
            best_knock = min(
                knocks, key=lambda a: (dw(mask11 ^ a.card.bit), -a.card.value, a.card.index)
            )
            d = dw(mask11 ^ best_knock.card.bit)
            turns = read_history(view).my_turns
            if d == 0 or turns <= CAMPER_FREE_KNOCK_TURNS:
                return best_knock
        p, stock = _stock_weights(view)
        # The lookahead decays as the stock runs out: fewer draws are left to improve.
        w = CAMPER_LOOKAHEAD * max(0.0, (view.stock_count - view.rules.drawn_at_stock) / 31.0)
        best = None
        for i in bits(mask11 & ~banned_bit):
            m10 = mask11 ^ (1 << i)
            d = dw(m10)
            gain = draw_gain(m10, d, stock) if w > 0 else 0.0
            score = d - w * 3.0 * gain + CAMPER_DANGER * danger(i, p)
            key = (score, -VALUES[i], i)
            if best is None or key < best[0]:
                best = (key, i)
        return discard_or_knock(best[1], legal, False)


class KnockerPlayer(Player):
    """The early-knocking expert (module docstring)."""

    level = "knocker"

    def take_upcard(self, view, legal) -> bool:
        hand = cards_to_mask(view.hand)
        up = view.upcard
        now = dw(hand)
        best = min(dw((hand | up.bit) ^ (1 << i)) for i in bits(hand))
        return best < now

    def discard(self, view, legal, mask11, banned_bit):
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            return min(knocks, key=lambda a: (dw(mask11 ^ a.card.bit), -a.card.value, a.card.index))
        p, stock = _stock_weights(view)
        best = None
        for i in bits(mask11 & ~banned_bit):
            m10 = mask11 ^ (1 << i)
            d = dw(m10)
            score = d + KNOCKER_DANGER * danger(i, p) - 0.5 * draw_gain(m10, d, stock)
            key = (score, -VALUES[i], i)
            if best is None or key < best[0]:
                best = (key, i)
        return discard_or_knock(best[1], legal, False)


class GreedyKnockHard(HardPlayer):
    """Hard whose knock is a fixed greedy rule: knock at once with the least deadwood, in
    its decisions and in its playouts (no search on the knock)."""

    level = "hardgreedy"

    def __init__(self, seed: int = 0, budget_ms: float | None = None, **kw) -> None:
        greedy = KnockRule(10)
        kw.setdefault("params", SearchParams(me_vs_knocker=greedy, me_vs_hunter=greedy))
        super().__init__(seed, budget_ms, **kw)

    def _knock_or_play_on(self, view, knocks, mask11, scores):
        return min(knocks, key=lambda a: (dw(mask11 ^ a.card.bit), -a.card.value, a.card.index))


def make_panel_player(level: str, seed: int = 0, budget_ms: float | None = None):
    if level == "camper":
        return CamperPlayer(seed, budget_ms)
    if level == "knocker":
        return KnockerPlayer(seed, budget_ms)
    if level == "hardgreedy":
        return GreedyKnockHard(seed, budget_ms)
    raise ValueError(f"unknown panel level {level!r}")


__all__ = ["CamperPlayer", "KnockerPlayer", "GreedyKnockHard", "make_panel_player"]
