"""The shape every computer player shares: dispatch on the phase, one method per decision."""

from __future__ import annotations

import threading

from ginrummy_desktop.engine.actions import DrawStock, PassUpcard, TakeUpcard
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.events import Discarded, Phase

from .common import layoff_action


def threw_it(view) -> bool:
    """Whether the pile's top card is one the viewing seat discarded earlier this hand."""
    top = view.discard_pile[-1] if view.discard_pile else None
    return top is not None and any(
        isinstance(e, Discarded) and e.seat == view.seat and e.card == top for e in view.history
    )


class Player:
    """``choose(view, legal_actions) -> action``; the action is always one of ``legal``.

    ``cancel()`` and ``choose(..., cancel=event)`` are accepted by every level (no-ops for the
    instant ones) so the UI worker can treat all levels alike; only Hard has work worth
    stopping (see ``hard.HardPlayer``).
    """

    level = "base"
    # Whether the player may take back from the pile a card it discarded itself this hand.
    # The levels offered at the table never do: two players that each take back what they
    # threw can swap the same three cards forever, with the stock never drawn (D12 ends a
    # hand only through the stock); the panel's styled opponents keep their published rules.
    takes_back_discards = True

    def __init__(self, seed: int = 0, budget_ms: float | None = None) -> None:
        self.seed = seed
        self.budget_ms = budget_ms
        self._cancel = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    def choose(self, view, legal_actions, cancel=None):
        legal = tuple(legal_actions)
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase is Phase.FIRST_UPCARD or phase is Phase.DRAW:
            if TakeUpcard() not in legal:
                return DrawStock() if DrawStock() in legal else legal[0]
            if not self.takes_back_discards and threw_it(view):
                return DrawStock() if DrawStock() in legal else PassUpcard()
            take = self.take_upcard(view, legal)
            if take:
                return TakeUpcard()
            return PassUpcard() if PassUpcard() in legal else DrawStock()
        if phase is Phase.DISCARD:
            taken = view.pile_card_taken
            return self.discard(
                view, legal, cards_to_mask(view.hand), taken.bit if taken is not None else 0
            )
        if phase is Phase.LAYOFF:
            return layoff_action(view, legal)
        return legal[0]

    # Subclasses decide these two.
    def take_upcard(self, view, legal) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def discard(self, view, legal, mask11: int, banned_bit: int):  # pragma: no cover
        raise NotImplementedError
