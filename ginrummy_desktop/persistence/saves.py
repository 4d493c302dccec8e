"""The game in progress: one sealed file, written after every change, offered on the next
start.

The file (``current-game.json``) is the match's record (``engine.MatchRecord``) in an
envelope:

``format``, ``version``
    what the file is; an older or newer format is set aside, never guessed at.
``level``
    the computer's level (it decides which statistics the game counts in).
``deal``
    ``{"game": ID}`` for a game dealt from the install's secret (``seal.py``): the seed is
    derived from the key and this public id, so neither the seed nor any deck is in the
    file. ``{"seed": "N"}`` for an *open deal* — a seed the player chose (``--seed``) or
    decks given by hand (tests, replays): those are no secret to whoever chose them, and
    such games never count in the statistics.
``rules``, ``first_dealer``, ``hands``
    the record; per hand the deck only for an open deal's hands given by hand, and the
    actions — draws from the stock never name the card.
``summary``
    phase, hand number and scores, checked against the replay.
``generation``
    the statistics' generation this save belongs to (``stats.py``): a save older than the
    statistics was put back from an earlier copy and is set aside, never resumed.
``seal``
    HMAC-SHA-256 of everything above with the install's key.

Loading replays the actions through ``Match.replay``; any problem gives no match and the
file set aside whole (``NAME.corrupt-…``), with the reason.
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path

from ..engine import Match, MatchRecord, ReplayError, Rules
from ..engine.frozen import frozen
from .record_data import (
    HandTexts,
    first_dealer_from_data,
    hands_from_data,
    rules_from_data,
    rules_to_data,
)
from .safe_read import Unusable
from .seal import GAME_ID, Secret, canonical_text
from .sealed_file import SealedFile, check_version, generation_in

log = logging.getLogger(__name__)

SAVE_NAME = "current-game.json"
FORMAT = "ginrummy-desktop.game"
VERSION = 3  # 2: no generation (read as generation 0)
OLD_FORMAT = "ginrummy-desktop.match"  # version 1: decks and seed in plain text
MAX_BYTES = 4_000_000
PURPOSE = "current-game"
_FORMAT_TEXT = canonical_text(FORMAT)
_SEED = re.compile(r"-?[0-9]{1,40}")
_KEYS = {"format", "version", "level", "deal", "rules", "first_dealer", "hands", "summary", "seal"}


@frozen
class SavedGame:
    """A loaded save: the match, the computer's level, and the game id when it was dealt
    from the install's secret (None for an open deal, which is never ranked)."""

    match: Match
    level: str
    game_id: str | None
    generation: int = 0

    @property
    def ranked(self) -> bool:
        return self.game_id is not None


class SaveStore(SealedFile["SavedGame | None"]):
    """``text(...)`` for the writer after each change; ``load()`` on start. A file that
    cannot be loaded is set aside and reported, never overwritten.

    The text is built from the last one (``record_data.HandTexts``): a finished hand's text
    is kept, and the hand in play adds the text of its new actions, so a move costs its
    own action, not the whole game; the seal is computed over the whole text."""

    name = SAVE_NAME
    max_bytes = MAX_BYTES
    purpose = PURPOSE

    def __init__(self, directory: Path, secret: Secret, known_levels: tuple[str, ...]) -> None:
        super().__init__(directory, secret)
        self.known_levels = known_levels
        self._hands = HandTexts()
        self._rules: tuple[Rules, str] | None = None  # the last rules and their text
        self._seed_of: tuple[str, int] | None = None  # the last game id and its seed

    def text(self, match: Match, level: str, game_id: str | None, generation: int = 0) -> str:
        """The file's content. ``game_id`` names a game dealt from the secret (its seed
        must be ``secret.seed_for(game_id)``); None writes an open deal with its seed.
        ``match`` is a ``Match`` or a ``GameSnapshot``."""
        record = match.record()
        if game_id is not None:
            if not record.dealt_from_seed or match.seed != self._seed_for(game_id):
                raise ValueError("a game id is only for games dealt from the install's secret")
            deal: dict = {"game": game_id}
        else:
            deal = {"seed": str(match.seed)}
        return self.sealed_text(
            {
                "format": _FORMAT_TEXT,
                "version": str(VERSION),
                "level": canonical_text(level),
                "deal": canonical_text(deal),
                "rules": self._rules_text(record.rules),
                "first_dealer": str(int(record.first_dealer)),
                "hands": self._hands.text(record.hands),
                "summary": canonical_text(_summary(match)),
                "generation": str(int(generation)),
            }
        )

    def _rules_text(self, rules: Rules) -> str:
        if self._rules is None or self._rules[0] != rules:
            self._rules = (rules, canonical_text(rules_to_data(rules)))
        return self._rules[1]

    def _seed_for(self, game_id: str) -> int:
        if self._seed_of is None or self._seed_of[0] != game_id:
            self._seed_of = (game_id, self.secret.seed_for(game_id))
        return self._seed_of[1]

    def save(self, match: Match, level: str, game_id: str | None, generation: int = 0) -> None:
        self.write(self.text(match, level, game_id, generation))

    def from_doc(self, doc: object) -> SavedGame:
        return self.parse(doc)

    def parse(self, doc: object) -> SavedGame:
        if not isinstance(doc, dict):
            raise Unusable("not_ours", "not a JSON object")
        if doc.get("format") != FORMAT:
            match = doc.get("match")
            if isinstance(match, dict) and match.get("format") == OLD_FORMAT:
                raise Unusable("older", "format 1, which held the decks in plain text")
            raise Unusable("not_ours", "not a saved game of Gin Rummy")
        version = check_version(doc, VERSION, oldest=VERSION - 1)
        if set(doc) != (_KEYS if version < VERSION else _KEYS | {"generation"}):
            raise Unusable("damaged", "missing or unknown keys")
        self.check_seal(doc)
        generation = generation_in(doc)
        level = doc["level"]
        if type(level) is not str or level not in self.known_levels:
            raise Unusable("damaged", "the computer's level is unknown")
        game_id, seed = self._deal(doc["deal"])
        record = MatchRecord(
            rules=rules_from_data(doc["rules"]),
            seed=seed,
            first_dealer=first_dealer_from_data(doc["first_dealer"]),
            hands=hands_from_data(doc["hands"]),
        )
        if game_id is not None and not record.dealt_from_seed:
            raise Unusable("damaged", "a secret deal with decks given by hand")
        try:
            match = Match.replay(record)
        except ReplayError as e:
            raise Unusable("damaged", str(e)) from e
        if _strict(doc["summary"]) != _strict(_summary(match)):
            raise Unusable("damaged", "the moves do not lead to the recorded scores")
        return SavedGame(match, level, game_id, generation)

    def _deal(self, deal: object) -> tuple[str | None, int]:
        if isinstance(deal, dict) and set(deal) == {"game"}:
            game_id = deal["game"]
            if type(game_id) is not str or not GAME_ID.fullmatch(game_id):
                raise Unusable("damaged", "the game id is damaged")
            return game_id, self.secret.seed_for(game_id)
        if isinstance(deal, dict) and set(deal) == {"seed"}:
            seed = deal["seed"]
            if type(seed) is not str or not _SEED.fullmatch(seed):
                raise Unusable("damaged", "the seed is damaged")
            return None, int(seed)
        raise Unusable("damaged", "the deal is damaged")


def _strict(value: object) -> str:
    """A comparable form that tells ``true`` from ``1``."""
    return json.dumps(value, sort_keys=True)


def _summary(match: Match) -> dict:
    return {
        "phase": match.phase.value,
        "hand_number": match.hand_number,
        "scores": list(match.scores),
    }
