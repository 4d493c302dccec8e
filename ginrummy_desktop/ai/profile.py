"""How this opponent knocks, learnt within one game from what its showdowns made public.

Players differ most in one decision: with a hand it may knock with (D8), does it knock or
play on for gin? Against an opponent who knocks at once, an unknocked opponent rarely holds
a low hand, so knocking ourselves is safe; against one who holds low deadwood and plays for
gin, a knock with 8 is often undercut (D11). What the public record says:

- our knock ended the hand: the defender's cards are shown (D16); if they were a hand it
  could have knocked with after its last discard, it *declined* a knock (a knock on our
  very first turn, before it had one, would be misread as well — rare enough to ignore);
- the opponent knocked short of gin: it *accepted* a knock at that deadwood;
- the opponent went gin: a hint (not proof) that it plays for gin.

The opponent is one of two styles, and every finished hand is evidence for one or the other
(a likelihood ratio "gin camper : knocker", the two styles of the panel in ``panel.py``):

- a revealed defender hand it could have knocked with (0 < deadwood ≤ the limit, D8): a
  knocker would have knocked — strong evidence for the camper (``LR_DECLINED``);
- a revealed hand above the limit: what a knocker always shows (``LR_HIGH``, weak);
- its gin: campers gin several times as often (``LR_GIN``);
- its knock short of gin: what a knocker does every few hands (``LR_KNOCK``).

``gin_hunting()`` is the posterior chance that it is a camper (prior ``PRIOR_CAMPER``:
with no evidence, lean to the stronger style — a knock undercut costs far more than a
knock not made). Hard reads it as the share of "plays for gin" worlds (``search.Worlds``)
and switches its own knock policy on it (``search.SearchParams.rule_for``). One revealed
declined knock, or two knocks of the opponent, are enough to be fairly sure, so the style
is known within the first hands of a game, and a mixed opponent stays in between.
"""

from __future__ import annotations

from ginrummy_desktop.engine.cards import cards_to_mask

from .fast import dw

PRIOR_CAMPER = 0.6  # no evidence: lean to the stronger style
# Likelihood ratios P(evidence | camper) / P(evidence | knocker), per finished hand. Rates in
# the panel's games (benchmarks/panel.py): the camper gins in about 21 % of hands, the
# knockers in 1.5–6 %; the camper knocks short of gin in about 8 %, a knocker in 40–75 %; a
# knocker's unknocked hand is almost never knockable (only Normal's near-gin hold).
LR_DECLINED = 20.0
LR_HIGH = 0.8  # weak: Hard knocks when the opponent's hand is likely high, of any style
LR_GIN = 5.0
LR_KNOCK = 0.2
FLOOR = 0.03
# Kept for callers that name them: the old Beta prior's pseudo-counts.
PRIOR_DECLINES = 0.5
PRIOR_ACCEPTS = 1.5


# The style of a computer opponent whose level is known, as the coach and the hint assume it
# (``coach.evaluate_choices``): the chance that it declines the knocks it could make. Easy,
# Normal and SimpleRef knock as soon as their deadwood allows (D8; Normal's early near-gin
# hold is the knocker's own in the sampled worlds, ``search.KNOCKER.hold``), the panel's
# camper declines every knock short of gin. Hard's own style follows what it reads of the
# person it plays, so Hard, a person and an unknown level keep the prior.
KNOWN_STYLES = {
    "easy": FLOOR,
    "normal": FLOOR,
    "simpleref": FLOOR,
    "knocker": FLOOR,
    "camper": 1.0 - FLOOR,
}


def known_style(level: str) -> float:
    """The chance that an opponent of computer level ``level`` declines a knock it could
    make (``KNOWN_STYLES``; the prior ``PRIOR_CAMPER`` for any other level or none)."""
    return KNOWN_STYLES.get(str(level).lower(), PRIOR_CAMPER)


def assumed_style(level: str) -> str:
    """The style ``known_style`` gives level ``level``, as a word the review can show:
    "early" (it knocks as soon as it may), "gin" (it knocks only with gin) or "unknown"
    (the prior: Hard, a person, or a level the record does not name)."""
    style = KNOWN_STYLES.get(str(level).lower())
    if style is None:
        return "unknown"
    return "gin" if style > 0.5 else "early"


class OpponentProfile:
    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.odds = PRIOR_CAMPER / (1.0 - PRIOR_CAMPER)
        self.declines = 0
        self.accepts = 0
        self.gins = 0
        self.revealed = 0
        self._last_hand = 0
        self._seat: int | None = None
        self._read: set[int] = set()

    def observe(self, view) -> None:
        hand = view.hand_number
        # A new game, or the other seat's view: a result reads differently from each seat
        # (one's knock is the other's opponent knocking), so the estimate is kept for one
        # seat only and stays a function of that seat's view, whatever was seen before.
        if hand < self._last_hand or (self._seat is not None and view.seat != self._seat):
            self.reset()
        self._last_hand = hand
        self._seat = view.seat
        # A view built without the game's results (older callers) still brings the last one.
        results = getattr(view, "results", ()) or ((view.last_result,) if view.last_result else ())
        for r in results:
            if r.hand_number not in self._read and r.hand_number < hand:
                self._read.add(r.hand_number)
                self._learn(r, view.seat, view.rules.knock_limit)

    def _learn(self, r, me: int, limit: int) -> None:
        if r.knocker is None:
            return
        if r.knocker != me:
            if r.knocker_deadwood == 0:
                self.gins += 1
                self.odds *= LR_GIN
            else:
                self.accepts += 1
                self.odds *= LR_KNOCK
            return
        # The defender's ten cards: what it melded and kept, and what it laid off (D10).
        cards = [c for m in r.defender_melds for c in m]
        cards.extend(r.defender_deadwood_cards)
        cards.extend(c for c, _ in r.layoffs)
        d = dw(cards_to_mask(cards))
        self.revealed += 1
        if 0 < d <= limit:
            self.declines += 1
            self.odds *= LR_DECLINED
        elif d > limit:
            self.odds *= LR_HIGH

    def gin_hunting(self) -> float:
        """Posterior chance that the opponent is a gin camper (declines the knocks it
        could make), kept within [``FLOOR``, 1 − ``FLOOR``]: a style can change its mind."""
        g = self.odds / (1.0 + self.odds)
        return min(1.0 - FLOOR, max(FLOOR, g))


__all__ = [
    "KNOWN_STYLES",
    "OpponentProfile",
    "PRIOR_CAMPER",
    "PRIOR_DECLINES",
    "PRIOR_ACCEPTS",
    "assumed_style",
    "known_style",
]
