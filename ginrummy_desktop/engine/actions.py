"""Player actions (frozen dataclasses) and the error raised for an illegal one."""

from __future__ import annotations

from .cards import Card
from .frozen import frozen


class IllegalAction(ValueError):
    """An action the rules do not allow now. ``code`` and ``params`` let a UI say it in the
    player's language; ``str(error)`` is a complete English sentence."""

    def __init__(self, message: str, code: str = "illegal", **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@frozen
class TakeUpcard:
    """Take the top card of the discard pile (the first upcard included, D6)."""


@frozen
class PassUpcard:
    """Decline the first upcard (D6)."""


@frozen
class DrawStock:
    """Take the top card of the stock."""


@frozen
class Discard:
    """Discard ``card`` and end the turn without knocking."""

    card: Card


@frozen
class Knock:
    """Discard ``card`` and knock; gin when the remaining deadwood is 0 (D8)."""

    card: Card


@frozen
class LayOff:
    """Defender lays ``card`` off on the knocker's meld ``meld_index`` (D10)."""

    card: Card
    meld_index: int


@frozen
class EndLayoff:
    """Defender is done laying off; the hand is scored (D10, D11)."""


ACTION_TYPES = {
    cls.__name__: cls
    for cls in (TakeUpcard, PassUpcard, DrawStock, Discard, Knock, LayOff, EndLayoff)
}
Action = TakeUpcard | PassUpcard | DrawStock | Discard | Knock | LayOff | EndLayoff


def action_to_dict(action: Action) -> dict:
    d: dict = {"type": type(action).__name__}
    card = getattr(action, "card", None)
    if card is not None:
        d["card"] = str(card)
    if isinstance(action, LayOff):
        d["meld"] = action.meld_index
    return d


def action_from_dict(data: object) -> Action:
    if not isinstance(data, dict) or data.get("type") not in ACTION_TYPES:
        raise ValueError(f"not an action: {data!r}")
    cls = ACTION_TYPES[data["type"]]
    if cls in (Discard, Knock):
        return cls(Card.parse(data.get("card")))
    if cls is LayOff:
        meld = data.get("meld")
        if not isinstance(meld, int) or isinstance(meld, bool):
            raise ValueError(f"lay-off without a meld number: {data!r}")
        return LayOff(Card.parse(data.get("card")), meld)
    return cls()
