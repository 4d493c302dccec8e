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

``gin_hunting()`` is the posterior mean chance that it declines an available knock (a Beta
prior of ``PRIOR_DECLINES`` : ``PRIOR_ACCEPTS`` updated by those counts). Hard reads it as
the prior weight of the "plays for gin" type of its sampled opponents (``search.Worlds``).

The profile is read from the view: every finished hand of the game is in it
(``view.results``, public once each hand is over), and ``observe`` learns each hand's result
once and starts afresh with a new game (the hand number goes back). A fresh player given a
view mid-game — a restarted AI child, a resumed game — therefore knows what a player that
saw the whole game knows, and with the same seed decides the same (the determinism
contract, docs/ai.md).
"""

from __future__ import annotations

from ginrummy_desktop.engine.cards import cards_to_mask

from .fast import dw

PRIOR_DECLINES = 0.5
PRIOR_ACCEPTS = 1.5  # prior mean 0.25, weak: one showdown moves it
GIN_WEIGHT = 1.0  # a gin counts as this much of a declined knock


class OpponentProfile:
    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.declines = PRIOR_DECLINES
        self.accepts = PRIOR_ACCEPTS
        self.gins = 0
        self.revealed = 0
        self._last_hand = 0
        self._read: set[int] = set()

    def observe(self, view) -> None:
        hand = view.hand_number
        if hand < self._last_hand:  # a new game
            self.reset()
        self._last_hand = hand
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
                self.declines += GIN_WEIGHT
            else:
                self.accepts += 1.0
            return
        # The defender's ten cards: what it melded and kept, and what it laid off (D10).
        cards = [c for m in r.defender_melds for c in m]
        cards.extend(r.defender_deadwood_cards)
        cards.extend(c for c, _ in r.layoffs)
        d = dw(cards_to_mask(cards))
        self.revealed += 1
        if 0 < d <= limit:
            self.declines += 1.0

    def gin_hunting(self) -> float:
        """Posterior mean chance that the opponent declines a knock it could make."""
        return self.declines / (self.declines + self.accepts)


__all__ = ["OpponentProfile", "PRIOR_DECLINES", "PRIOR_ACCEPTS"]
