"""The Hint button: the coach's best choice at this moment and why, as a message key.

One evaluator behind the hint and the coach: the hint is the best option of the coach's own
evaluation (``coach.evaluate_choices``, the same candidates, the same sampled worlds, the
same effort and seed), so the review never calls the hint's move a mistake that the hint
itself would have seen. Both assume the opponent's style from its level when the table
knows it (Easy and Normal knock as soon as they may), else Hard's prior; they do not read
the game's earlier hands, which the review of one hand does not have. Deterministic (no
clock). No English here (the UI translates the key). Keys and their
parameters:

    hint.take_upcard       card, deadwood   take the upcard, which joins a meld; deadwood
                                            after the best discard
    hint.take_upcard_lowers card, deadwood  ... which joins no meld but lowers the deadwood
    hint.take_upcard_points card, deadwood  ... neither: the evaluation's played-out deals
                                            score it above a stock draw
    hint.pass_upcard       card, deadwood   pass the first upcard (D6); deadwood now
    hint.draw_stock        card, deadwood   leave the pile top, draw from the stock
    hint.draw_stock_forced                  only the stock may be drawn (D6 after two passes)
    hint.discard           card, deadwood   throw this card; deadwood after it
    hint.discard_safe      card, deadwood   ... a card the opponent is unlikely to use
    hint.discard_safer     card, deadwood, percent   a discard that does not leave the least
                                            deadwood: the one that does feeds a meld in
                                            ``percent`` % of the deals (coach.contrast)
    hint.discard_outs      card, deadwood   ... it keeps more unseen cards that improve
    hint.discard_points    card, deadwood   ... its played-out deals score more per hand
    hint.knock             card, deadwood   discard this card and knock (D8)
    hint.no_knock          card, deadwood, percent   a knock is possible (D8) but the
                                            evaluation plays on: a knock with ``deadwood``
                                            is undercut in ``percent`` % of the sampled deals,
                                            more often than playing on loses
    hint.no_knock_drawn    card, deadwood, percent   the same on the last turn, where not
                                            knocking draws the hand (D12)
    hint.no_knock_points   card, deadwood   ... the knock loses less often than playing
                                            on, but playing on scores more per hand
    hint.gin               card, deadwood   discard this card and go gin (deadwood 0)
    hint.lay_off           card, meld       lay this card off on the knocker's meld (D10)
    hint.end_layoff        deadwood         nothing (more) fits: finish; final deadwood

``card`` is in the ``TD`` notation (``Card.parse`` reads it back), ``meld`` the index into
``view.knocker_melds``, ``deadwood`` an int.
"""

from __future__ import annotations

from dataclasses import field

from ginrummy_desktop.engine.actions import (
    Action,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    PassUpcard,
    TakeUpcard,
)
from ginrummy_desktop.engine.cards import cards_to_mask
from ginrummy_desktop.engine.events import Phase
from ginrummy_desktop.engine.frozen import frozen
from ginrummy_desktop.engine.layoffs import best_layoffs

from .coach import COACH_WORLDS, contrast, evaluate_choices, knock_undercut_percent
from .common import last_turn, layoff_action, melded_in
from .fast import dw
from .model import FITTED_EVIDENCE, danger
from .normal import Evaluator

HINT_WORLDS = COACH_WORLDS  # the coach's own effort: the same answer the review gives

MESSAGE_KEYS = {
    "hint.take_upcard": ("card", "deadwood"),
    "hint.take_upcard_lowers": ("card", "deadwood"),
    "hint.take_upcard_points": ("card", "deadwood"),
    "hint.take_upcard_points_pass": ("card", "deadwood"),
    "hint.pass_upcard": ("card", "deadwood"),
    "hint.draw_stock": ("card", "deadwood"),
    "hint.draw_stock_forced": (),
    "hint.discard": ("card", "deadwood"),
    "hint.discard_safe": ("card", "deadwood"),
    "hint.discard_safer": ("card", "deadwood", "percent"),
    "hint.discard_outs": ("card", "deadwood"),
    "hint.discard_points": ("card", "deadwood"),
    "hint.knock": ("card", "deadwood"),
    "hint.no_knock": ("card", "deadwood", "percent"),
    "hint.no_knock_drawn": ("card", "deadwood", "percent"),
    "hint.no_knock_points": ("card", "deadwood"),
    "hint.gin": ("card", "deadwood"),
    "hint.lay_off": ("card", "meld"),
    "hint.end_layoff": ("deadwood",),
}


@frozen
class Suggestion:
    action: Action
    key: str
    params: dict = field(default_factory=dict)


def suggest(view, legal_actions, opponent: str = "") -> Suggestion | None:
    """The coach's best choice for this view (None when the seat has nothing to do);
    ``opponent``: the computer's level at the table, as the review of the hand will know it
    (``coach.evaluate_choices``)."""
    legal = tuple(legal_actions)
    if not legal:
        return None
    phase = view.phase
    if phase in (Phase.FIRST_UPCARD, Phase.DRAW) and TakeUpcard() not in legal:
        return Suggestion(legal[0], "hint.draw_stock_forced", {})
    if phase is Phase.LAYOFF:
        act = layoff_action(view, legal)
        if isinstance(act, LayOff):
            return Suggestion(act, "hint.lay_off", {"card": str(act.card), "meld": act.meld_index})
        plan = best_layoffs(view.hand, view.knocker_melds)
        return Suggestion(act, "hint.end_layoff", {"deadwood": plan.deadwood})
    if phase not in (Phase.FIRST_UPCARD, Phase.DRAW, Phase.DISCARD):
        return Suggestion(legal[0], "hint.draw_stock_forced", {}) if len(legal) == 1 else None
    if len(legal) == 1:
        return Suggestion(legal[0], *_reason(view, legal[0], legal))
    entries = evaluate_choices(view, legal, worlds=HINT_WORLDS, opponent=opponent)
    act = entries[0].action
    knock = next((e for e in entries if isinstance(e.action, Knock)), None)
    if knock is not None and not isinstance(act, Knock):
        # D8: a knock was possible and the evaluation plays on; say why, from its worlds.
        # The undercut rate is the reason only where the knock loses more often than
        # playing on does (D11); against an opponent who knocks early, playing on can win
        # more with a knock rarely undercut, and then that is what the hint says.
        kdw = dw(cards_to_mask(view.hand) ^ knock.action.card.bit)
        params = {"card": str(act.card), "deadwood": kdw}
        if knock.losses > entries[0].losses:
            # On the last turn the alternative is no longer gin but a drawn hand (D12).
            key = "hint.no_knock_drawn" if last_turn(view) else "hint.no_knock"
            return Suggestion(act, key, {**params, "percent": knock_undercut_percent(knock)})
        return Suggestion(act, "hint.no_knock_points", params)
    if isinstance(act, Discard):
        # Not the discard that leaves the least deadwood: say what the evaluation saw that
        # favours it over that one (a fact, coach.contrast), never only the figure.
        hand = cards_to_mask(view.hand)
        d = dw(hand ^ act.card.bit)
        lowest = min(
            (e for e in entries if isinstance(e.action, Discard)),
            key=lambda e: dw(hand ^ e.action.card.bit),
        )
        if dw(hand ^ lowest.action.card.bit) < d:
            key, facts = contrast(view, entries[0], lowest)
            params = {"card": str(act.card), "deadwood": d}
            if key == "coach.vs_danger":
                return Suggestion(
                    act, "hint.discard_safer", {**params, "percent": facts["other_value"]}
                )
            if key == "coach.vs_outs":
                return Suggestion(act, "hint.discard_outs", params)
            return Suggestion(act, "hint.discard_points", params)
    return Suggestion(act, *_reason(view, act, legal))


def _reason(view, act, legal) -> tuple[str, dict]:
    hand = cards_to_mask(view.hand)
    if isinstance(act, TakeUpcard):
        up = view.upcard
        ev = Evaluator(view, FITTED_EVIDENCE)
        _score, thrown, after = ev.discard_scores(hand | up.bit, up.bit)[0]
        params = {"card": str(up), "deadwood": after}
        if melded_in((hand | up.bit) ^ (1 << thrown), up.bit, up.value):
            return "hint.take_upcard", params
        if after < dw(hand):
            return "hint.take_upcard_lowers", params
        # On the first upcard (D6) the other choice is a pass, not a draw from the stock.
        if PassUpcard() in legal:
            return "hint.take_upcard_points_pass", params
        return "hint.take_upcard_points", params
    if isinstance(act, (PassUpcard, DrawStock)):
        params = {"card": str(view.upcard), "deadwood": dw(hand)}
        up = view.upcard.bit
        after = min(dw((hand | up) ^ c.bit) for c in view.hand)
        # "does not help your melds; your deadwood stays …" exactly when taking the card and
        # the best discard (D7) would not lower the deadwood; "would lower your deadwood too
        # little to be worth showing" only when it would lower it. Either move leaves it.
        if after >= dw(hand):
            return "hint.pass_upcard", params
        return "hint.draw_stock", params
    card = act.card
    d = dw(hand ^ card.bit)
    params = {"card": str(card), "deadwood": d}
    if isinstance(act, Knock):
        return ("hint.gin" if d == 0 else "hint.knock"), params
    ev = Evaluator(view, FITTED_EVIDENCE)
    risk = danger(card.index, ev.p)
    safest = min(danger(c.index, ev.p) for c in view.hand if c is not view.pile_card_taken)
    if risk < 0.05 and risk <= safest:
        return "hint.discard_safe", params
    return "hint.discard", params


__all__ = ["Suggestion", "suggest", "MESSAGE_KEYS", "HINT_WORLDS"]
