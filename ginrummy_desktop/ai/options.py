"""The options of one decision as functions of a sampled world (``search.Worlds``).

Each option maps a world ``(opponent hand, its deadwood, stock order, its KnockRule)`` to
this seat's points for the rest of the hand (+ it scores, − the opponent scores): a knock is
settled at once against the sampled hand (D9–D11), everything else is played out
(``search.playout``). Hard, the hint and the coach all build their options here, so they
value a decision the same way.
"""

from __future__ import annotations

from ginrummy_desktop.engine.cards import cards_to_mask

from .common import last_turn
from .fast import dw
from .search import KnockRule, knock_points, playout


class Situation:
    """One view's fixed facts, computed once for every option of the decision."""

    def __init__(self, view, my_rule: KnockRule) -> None:
        self.view = view
        self.rules = view.rules
        self.hand = cards_to_mask(view.hand)
        self.pile = [c.index for c in view.discard_pile]
        self.my_rule = my_rule

    # draw decisions (FIRST_UPCARD, DRAW)
    def take_upcard(self):
        h, d, pile, rules, mine = self.hand, dw(self.hand), self.pile, self.rules, self.my_rule

        def run(w):
            opp, od, stock, orule = w
            return playout(h, d, opp, od, pile[:], stock[:], 0, rules, mine, orule, "pile")

        return run

    def draw_stock(self):
        h, d, pile, rules, mine = self.hand, dw(self.hand), self.pile, self.rules, self.my_rule

        def run(w):
            opp, od, stock, orule = w
            return playout(h, d, opp, od, pile[:], stock[:], 0, rules, mine, orule, "stock")

        return run

    def pass_upcard(self):
        """D6: after my pass the dealer may take the upcard; after the dealer's pass the
        non-dealer must draw from the stock. (When the non-dealer passes, the playout lets
        the dealer take the upcard if it wants it, else draw — a small simplification of
        "else the non-dealer draws".)"""
        h, d, pile, rules, mine = self.hand, dw(self.hand), self.pile, self.rules, self.my_rule
        first = "stock" if self.view.dealer == self.view.seat else ""

        def run(w):
            opp, od, stock, orule = w
            return playout(h, d, opp, od, pile[:], stock[:], 1, rules, mine, orule, first)

        return run

    # discard decisions (DISCARD, 11 cards in hand)
    def discard(self, index: int):
        if last_turn(self.view):
            return _drawn  # D12: a turn that ends without a knock here draws the hand
        mine = self.hand ^ (1 << index)
        md = dw(mine)
        pile = self.pile + [index]
        rules, rule = self.rules, self.my_rule

        def run(w):
            opp, od, stock, orule = w
            return playout(mine, md, opp, od, pile[:], stock[:], 1, rules, rule, orule)

        return run

    def knock(self, index: int):
        kmask = self.hand ^ (1 << index)
        kdw = dw(kmask)
        rules = self.rules

        def run(w):
            return knock_points(kmask, kdw, w[0], rules)

        return run


def _drawn(_world) -> int:
    return 0  # a drawn hand scores for nobody (D12)


__all__ = ["Situation"]
