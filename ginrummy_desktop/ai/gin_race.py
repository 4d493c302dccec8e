"""A fitted value of a 10-card hand in a race to gin, for Hard's default against a camper.

Against a gin camper Hard's hand short of gin scores only by a knock in the first turns of
a hand or on the last one (docs/ai.md, the knock bar), so what a kept hand is worth is
mostly how soon it can go gin (D11: 25 and the other hand's deadwood) before the camper
does. Normal's value — deadwood (D3) less the next stock draw's expected gain — counts
points: it keeps a lone low card over two high cards that a third would meld. This value
counts cards as well:

- ``unmelded``: the fewest cards a hand leaves outside melds (gin is 0; D2, D3);
- ``q_unmelded``: the chance that the next stock draw, with the best discard after it,
  leaves fewer cards outside melds; ``q_gin``: the chance that it makes gin;
- beside Normal's two (deadwood, the expected gain of the next draw) and the chance that the
  next draw lowers the deadwood at all;
- the share of a full stock still to come (``stage``), and the stage times each of the
  deadwood, the gain, the chance of a lower deadwood, ``unmelded`` and ``q_unmelded``:
  early, a card out of a meld costs more, because the hand that gets there first goes gin
  first.

``WEIGHTS`` are least-squares weights of these features on the points that Hard's hand went
on to score (+ when Hard won it, − when it lost, 0 drawn), fitted on the first 70 % of
149,000 of Hard's discards in games against the camper and checked on the rest (fixed
effort; docs/ai.md, the nineteenth screen, has the data, the fit and what it changed). The
stock weights are the card model's (``normal.Evaluator``): a card the opponent probably
holds is less likely to come.
"""

from __future__ import annotations

from ginrummy_desktop.engine.melds import RUNMASK13, least_left

from .common import meld_reach
from .fast import best_discard_value, dw

FULL_STOCK = 31  # 52 cards less two hands of 10 and the upcard (D4)

# Per 13-bit suit mask, the cards outside every run of three or more (D2).
_OUT13 = [bin(m & ~RUNMASK13[m]).count("1") for m in range(8192)]
_cache: dict[int, int] = {}

WEIGHTS = {
    "constant": -8.743,
    "deadwood": -0.009,
    "gain": 1.357,
    "q_deadwood": -27.198,
    "unmelded": 1.120,
    "q_unmelded": 8.975,
    "q_gin": 69.075,
    "stage": 22.636,
    "stage_deadwood": 0.152,
    "stage_gain": -2.122,
    "stage_q_deadwood": 41.407,
    "stage_unmelded": -5.145,
    "stage_q_unmelded": 33.180,
}


def unmelded(mask: int) -> int:
    """The fewest cards of ``mask`` that no arrangement of melds can hold (D2): 0 exactly
    when the cards can all be melded. Counts cards, not points, so it may come from another
    arrangement than the deadwood's (D3). Memoised: the search asks about the same hands."""
    v = _cache.get(mask)
    if v is not None:
        return v
    v = least_left(mask, _OUT13)
    if len(_cache) > 300_000:
        _cache.clear()
    _cache[mask] = v
    return v


def _fewest_after_discard(mask11: int) -> int:
    best = 11
    m = mask11
    while m:
        low = m & -m
        m ^= low
        x = unmelded(mask11 ^ low)
        if x < best:
            best = x
    return best


def stage(stock_count: int, floor: int) -> float:
    """The share of a full stock still to be drawn before the hand is drawn (D12)."""
    return max(0.0, (stock_count - floor) / FULL_STOCK)


def features(mask10: int, stock, share: float) -> dict[str, float]:
    """The fitted value's features of a 10-card hand; ``stock`` lists (card bit, value,
    weight) for the cards that may come next (``normal.Evaluator.stock``), ``share`` is
    ``stage``."""
    deadwood = dw(mask10)
    cards_out = unmelded(mask10)
    single = best_discard_value(mask10)
    reach = meld_reach(mask10)
    gain = q_deadwood = q_unmelded = q_gin = wsum = 0.0
    for bit, value, w in stock:
        wsum += w
        if bit & reach:
            after = best_discard_value(mask10 | bit)
            fewest = _fewest_after_discard(mask10 | bit)
            if fewest < cards_out:
                q_unmelded += w
                if fewest == 0:
                    q_gin += w
        else:
            # A card that joins no meld changes no arrangement: the best discard after it
            # is the hand's own best single discard, or the card itself (D3).
            after = single + value
        if after < deadwood:
            gain += w * (deadwood - after)
            q_deadwood += w
    if wsum:
        gain /= wsum
        q_deadwood /= wsum
        q_unmelded /= wsum
        q_gin /= wsum
    return {
        "constant": 1.0,
        "deadwood": deadwood,
        "gain": gain,
        "q_deadwood": q_deadwood,
        "unmelded": cards_out,
        "q_unmelded": q_unmelded,
        "q_gin": q_gin,
        "stage": share,
        "stage_deadwood": share * deadwood,
        "stage_gain": share * gain,
        "stage_q_deadwood": share * q_deadwood,
        "stage_unmelded": share * cards_out,
        "stage_q_unmelded": share * q_unmelded,
    }


def race_value(mask10: int, stock, share: float) -> float:
    """The points a kept 10-card hand is expected to score in a race to gin (higher is
    better): ``WEIGHTS`` on ``features``."""
    f = features(mask10, stock, share)
    return sum(w * f[k] for k, w in WEIGHTS.items())


__all__ = ["WEIGHTS", "features", "race_value", "stage", "unmelded"]
