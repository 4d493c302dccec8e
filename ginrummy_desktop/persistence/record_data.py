"""A match record as plain JSON data, and back — with every key's type checked.

The engine's ``MatchRecord`` is typed; a file is not. Reading a record from data checks
each key for exactly the type and range this game writes (a count is an int and never a
bool, a card is a two-letter code, nothing is missing and nothing is extra — except a rule
option added after the file was written, which reads as its default), so what
reaches ``Match.replay`` is a well-formed record and the replay's rule checks do the rest.
Any mismatch raises ``Unusable("damaged")`` with the place named for the log.
"""

from __future__ import annotations

import re
from dataclasses import fields

from ..engine import Card, HandRecord, MatchRecord, Rules
from ..engine.actions import ACTION_TYPES, Discard, Knock, LayOff
from .safe_read import Unusable
from .seal import canonical_text

MAX_HANDS = 500  # a game to 1000 points of drawn hands is still far below this
MAX_ACTIONS = 400  # a hand has at most 31 stock draws per seat and their discards
MAX_RULE_VALUE = 100_000
_ENTROPY = re.compile(r"[0-9a-f]{64}")


def rules_to_data(rules: Rules) -> dict:
    return rules.to_dict()


def rules_from_data(data: object) -> Rules:
    if not isinstance(data, dict):
        raise Unusable("damaged", "the rules are not an object")
    # An option missing from a file is one added to the game after the file was written; a
    # new option's default is the way the game was played before it (docs/architecture.md,
    # "Add a rule variant"), so an older file reads as the game it recorded.
    if not set(data) <= {f.name for f in fields(Rules)}:
        raise Unusable("damaged", "the rules have unknown options")
    defaults = Rules()
    for name, value in data.items():
        kind = type(getattr(defaults, name))
        if type(value) is not kind:
            raise Unusable("damaged", f"rule {name} has the wrong type")
        if kind is int and not 0 <= value <= MAX_RULE_VALUE:
            raise Unusable("damaged", f"rule {name} is out of range")
    try:
        return Rules(**data)
    except (ValueError, TypeError) as e:
        raise Unusable("damaged", f"impossible rules: {e}") from e


def action_to_data(action) -> dict:
    d: dict = {"type": type(action).__name__}
    if isinstance(action, (Discard, Knock, LayOff)):
        d["card"] = str(action.card)
    if isinstance(action, LayOff):
        d["meld"] = action.meld_index
    return d


def action_from_data(data: object, where: str):
    if not isinstance(data, dict) or type(data.get("type")) is not str:
        raise Unusable("damaged", f"{where} is not an action")
    cls = ACTION_TYPES.get(data["type"])
    if cls is None:
        raise Unusable("damaged", f"{where} is not an action")
    keys = {"type"}
    if cls in (Discard, Knock, LayOff):
        keys.add("card")
    if cls is LayOff:
        keys.add("meld")
    if set(data) != keys:
        raise Unusable("damaged", f"{where} has missing or unknown keys")
    if cls is LayOff:
        meld = data["meld"]
        if type(meld) is not int or not 0 <= meld < 10:
            raise Unusable("damaged", f"{where} names no meld")
        return LayOff(card_from_data(data["card"], where), meld)
    if cls in (Discard, Knock):
        return cls(card_from_data(data["card"], where))
    return cls()


def card_from_data(text: object, where: str) -> Card:
    if type(text) is not str or len(text) != 2 or text != text.upper():
        raise Unusable("damaged", f"{where} holds something that is not a card")
    try:
        return Card.parse(text)
    except ValueError as e:
        raise Unusable("damaged", f"{where} holds something that is not a card") from e


def hands_to_data(record: MatchRecord) -> list:
    return [hand_to_data(h) for h in record.hands]


def hand_to_data(h: HandRecord) -> dict:
    data = {
        "deck": None if h.deck is None else [str(c) for c in h.deck],
        "actions": [action_to_data(a) for a in h.actions],
    }
    if h.entropy is not None:
        # The digest of the player's phrase mixed into the hand's sealed deck
        # (engine/deal_seal.py): needed to deal the hand again; never the phrase itself.
        data["entropy"] = h.entropy.hex()
    return data


def action_text(action) -> str:
    """An action as it stands in a sealed file's canonical text (``seal.canonical``)."""
    return canonical_text(action_to_data(action))


class HandTexts:
    """The hands of a record as canonical JSON text (``seal.canonical`` of
    ``hands_to_data``), built from the text of the last call: a hand whose record is the
    same object keeps its text, and a hand whose actions only grew (the hand in play: same
    deck, the old actions the same objects, in order) serialises only its new actions. So
    a move costs one action, not the game; anything else is serialised afresh."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        # Per hand of the last call: its record, its actions' texts, its text.
        self._last: list[tuple[HandRecord, list[str], str]] = []

    def text(self, hands: tuple[HandRecord, ...]) -> str:
        last, parts = self._last, []
        for i, hand in enumerate(hands):
            before = last[i] if i < len(last) else None
            if before is not None and before[0] is hand:
                parts.append(before)
                continue
            if before is not None and _grew(before[0], hand):
                actions = before[1] + [action_text(a) for a in hand.actions[len(before[1]) :]]
            else:
                actions = [action_text(a) for a in hand.actions]
            parts.append((hand, actions, _hand_text(hand, actions)))
        self._last = parts
        return "[" + ",".join(text for _hand, _actions, text in parts) + "]"


def _grew(old: HandRecord, new: HandRecord) -> bool:
    """Whether ``new`` is ``old`` with actions added at its end."""
    return (
        new.deck is old.deck
        and new.entropy == old.entropy
        and len(new.actions) >= len(old.actions)
        and all(a is b for a, b in zip(old.actions, new.actions[: len(old.actions)], strict=True))
    )


def _hand_text(hand: HandRecord, actions: list[str]) -> str:
    # hand_to_data's keys in their sorted order: actions, deck, (entropy).
    deck = canonical_text(None if hand.deck is None else [str(c) for c in hand.deck])
    entropy = "" if hand.entropy is None else f',"entropy":"{hand.entropy.hex()}"'
    return '{"actions":[' + ",".join(actions) + '],"deck":' + deck + entropy + "}"


def hands_from_data(data: object) -> tuple[HandRecord, ...]:
    if not isinstance(data, list) or not 1 <= len(data) <= MAX_HANDS:
        raise Unusable("damaged", "the hands are missing or too many")
    hands = []
    for number, hand in enumerate(data, 1):
        if not isinstance(hand, dict) or set(hand) - {"entropy"} != {"deck", "actions"}:
            raise Unusable("damaged", f"hand {number} is incomplete")
        entropy = hand.get("entropy")
        if entropy is not None:
            if type(entropy) is not str or not _ENTROPY.fullmatch(entropy):
                raise Unusable("damaged", f"the phrase digest of hand {number} is damaged")
            entropy = bytes.fromhex(entropy)
        deck = hand["deck"]
        if deck is not None:
            if not isinstance(deck, list) or len(deck) != 52:
                raise Unusable("damaged", f"the deck of hand {number} is not 52 cards")
            deck = tuple(card_from_data(c, f"the deck of hand {number}") for c in deck)
        actions = hand["actions"]
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
            raise Unusable("damaged", f"the moves of hand {number} are damaged")
        hands.append(
            HandRecord(
                deck,
                tuple(
                    action_from_data(a, f"move {step} of hand {number}")
                    for step, a in enumerate(actions, 1)
                ),
                entropy,
            )
        )
    return tuple(hands)


def first_dealer_from_data(value: object) -> int:
    if type(value) is not int or value not in (0, 1):
        raise Unusable("damaged", "the first dealer is not seat 0 or 1")
    return value
