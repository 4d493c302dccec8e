"""The versioned JSON save format of a match.

A save is the match's seed and rules plus, per hand, its deck order and the actions
played: loading replays them through ``Match.apply``, so a loaded match has passed every
rule check a live one has, and there is no second copy of the state to fall out of step.
A summary and a SHA-256 checksum catch truncation and editing; any problem raises
``SaveFormatError`` and no match is returned (never a half-loaded one).
"""

from __future__ import annotations

import json

from .actions import IllegalAction, action_from_dict, action_to_dict
from .cards import Card
from .rules import Rules

FORMAT = "ginrummy-desktop.match"
VERSION = 1


class SaveFormatError(ValueError):
    """A saved match that cannot be loaded; the message says why, in plain words."""


def _checksum(doc: dict) -> str:
    import hashlib  # loads OpenSSL (~15 ms): only when a game is saved or loaded, not at start

    body = {k: v for k, v in doc.items() if k != "checksum"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def match_to_dict(match) -> dict:
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "first_dealer": match.first_dealer,
        "hands": [
            {"deck": list(h["deck"]), "actions": [action_to_dict(a) for a in h["actions"]]}
            for h in match.log
        ],
        "summary": {
            "phase": match.phase.value,
            "scores": list(match.scores),
            "hand_number": match.hand_number,
        },
    }
    doc["checksum"] = _checksum(doc)
    return doc


def match_from_dict(doc: object):
    from .match import Match  # the format module serves Match; import here to avoid a cycle

    if not isinstance(doc, dict):
        raise SaveFormatError("The saved game is not a JSON object.")
    if doc.get("format") != FORMAT:
        raise SaveFormatError("This file is not a saved Gin Rummy game.")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFormatError("The saved game has no format version.")
    if version > VERSION:
        raise SaveFormatError(
            f"The saved game was made by a newer version of the game (format "
            f"{version}; this version reads up to {VERSION})."
        )
    if version < 1:
        raise SaveFormatError(f"The saved game's format {version} is not supported.")
    if doc.get("checksum") != _checksum(doc):
        raise SaveFormatError(
            "The saved game is damaged or was edited: its checksum does not match its contents."
        )
    try:
        rules = Rules.from_dict(doc.get("rules"))
        seed = doc.get("seed")
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise ValueError("the seed is missing")
        hands = doc.get("hands")
        if not isinstance(hands, list) or not hands:
            raise ValueError("no hands are recorded")
        first_dealer = doc.get("first_dealer")
        match = None
        for number, hand in enumerate(hands, 1):
            if (
                not isinstance(hand, dict)
                or not isinstance(hand.get("deck"), list)
                or not isinstance(hand.get("actions"), list)
            ):
                raise ValueError(f"hand {number} is incomplete")
            deck = [Card.parse(c) for c in hand["deck"]]
            if match is None:
                match = Match(rules, seed, first_dealer=first_dealer, deck=deck)
            else:
                match.deal_next(deck)
            for step, item in enumerate(hand["actions"], 1):
                try:
                    match.apply(action_from_dict(item))
                except IllegalAction as e:
                    raise ValueError(f"move {step} of hand {number} is not legal: {e}") from e
        summary = doc.get("summary")
        if not isinstance(summary, dict):
            raise ValueError("the summary is missing")
        if (
            summary.get("phase") != match.phase.value
            or summary.get("scores") != list(match.scores)
            or summary.get("hand_number") != match.hand_number
        ):
            raise ValueError("the recorded moves do not lead to the recorded scores")
    except SaveFormatError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError) as e:
        raise SaveFormatError(f"The saved game is damaged: {e}.") from e
    return match
