"""The Hint button: Normal's choice and why, as a message key with parameters.

No English here (the UI translates the key; DESIGN.md habit 7). Keys and their parameters:

    hint.take_upcard       card, deadwood   take the upcard; deadwood after the best discard
    hint.pass_upcard       card, deadwood   pass the first upcard (D6); deadwood now
    hint.draw_stock        card, deadwood   leave the pile top, draw from the stock
    hint.draw_stock_forced                  only the stock may be drawn (D6 after two passes)
    hint.discard           card, deadwood   throw this card; deadwood after it
    hint.discard_safe      card, deadwood   ... a card the opponent is unlikely to use
    hint.knock             card, deadwood   discard this card and knock (D8)
    hint.gin               card, deadwood   discard this card and go gin (deadwood 0)
    hint.lay_off           card, meld       lay this card off on the knocker's meld (D10)
    hint.end_layoff        deadwood         nothing (more) fits: finish; final deadwood

``card`` is in the ``TD`` notation (``Card.parse`` reads it back), ``meld`` the index into
``view.knocker_melds``, ``deadwood`` an int.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ginrummy_desktop.engine.actions import (
    Action,
    DrawStock,
    EndLayoff,
    LayOff,
    PassUpcard,
    TakeUpcard,
)
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.events import Phase
from ginrummy_desktop.engine.layoffs import best_layoffs

from .common import layoff_action
from .normal import NormalPlayer

MESSAGE_KEYS = {
    "hint.take_upcard": ("card", "deadwood"),
    "hint.pass_upcard": ("card", "deadwood"),
    "hint.draw_stock": ("card", "deadwood"),
    "hint.draw_stock_forced": (),
    "hint.discard": ("card", "deadwood"),
    "hint.discard_safe": ("card", "deadwood"),
    "hint.knock": ("card", "deadwood"),
    "hint.gin": ("card", "deadwood"),
    "hint.lay_off": ("card", "meld"),
    "hint.end_layoff": ("deadwood",),
}


@dataclass(frozen=True)
class Suggestion:
    action: Action
    key: str
    params: dict = field(default_factory=dict)


def suggest(view, legal_actions) -> Suggestion | None:
    """Normal's choice for this view (None when the seat has nothing to do)."""
    legal = tuple(legal_actions)
    if not legal:
        return None
    player = NormalPlayer(seed=0)
    phase = view.phase
    if phase in (Phase.FIRST_UPCARD, Phase.DRAW):
        if TakeUpcard() not in legal:
            return Suggestion(legal[0], "hint.draw_stock_forced", {})
        take, key, params = player.upcard_decision(view)
        if take:
            return Suggestion(TakeUpcard(), key, params)
        if PassUpcard() in legal:
            return Suggestion(PassUpcard(), "hint.pass_upcard", params)
        return Suggestion(DrawStock(), "hint.draw_stock", params)
    if phase is Phase.DISCARD:
        taken = view.pile_card_taken
        mask = cards_to_mask(view.hand)
        act, key, params = player.discard_decision(
            view, legal, mask, taken.bit if taken is not None else 0
        )
        return Suggestion(act, key, params)
    if phase is Phase.LAYOFF:
        act = layoff_action(view, legal)
        if isinstance(act, LayOff):
            return Suggestion(act, "hint.lay_off", {"card": str(act.card), "meld": act.meld_index})
        if isinstance(act, EndLayoff):
            plan = best_layoffs(view.hand, view.knocker_melds)
            return Suggestion(act, "hint.end_layoff", {"deadwood": plan.deadwood})
    return Suggestion(legal[0], "hint.draw_stock_forced", {}) if len(legal) == 1 else None


__all__ = ["Suggestion", "suggest", "MESSAGE_KEYS"]
