"""The hand history: every finished hand of the current game and of the last 50 games.

One JSON file in the data folder, written atomically (``atomic_write_text``, off the GUI
thread by the keeper's ``BackgroundWriter``) and sealed like the saved game and the
statistics: an HMAC with the install's key (``seal.Secret``, purpose "history") — an edited
file, or one from another installation, fails it. Reading treats the file as hostile
(``safe_read``: only a small regular file, never through a link, JSON of bounded depth
without fractions or repeated keys), then checks every key's type and range; a file that
fails anything is set aside as ``hand-history.json.corrupt-…`` (never overwritten, never
written over when it cannot be moved) and the history starts again empty, with a message
(docs/saves.md).

Each hand is kept as its text in the hand notation (``review.notation``, docs/review.md) —
one documented format for the history, export and import — with the few facts the history
list shows beside it. The texts are read (and replayed) only when a hand is opened.

Nothing here reveals a hand still to be played: only finished hands are kept, each with its
own deck; no game's seed is ever written. The file carries the statistics' generation it was
written with (``stats.py``): a save put back from before a hand the history already holds
is older than that, so the game never resumes a hand whose deck the history shows.

The writer keeps the file under the reader's limit (``MAX_BYTES``): the oldest games are
dropped first.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..engine import RESULT_KINDS
from ..engine.frozen import frozen
from .generation import HISTORY_NAME, generation_of
from .safe_read import Unusable
from .seal import Secret, canonical_text
from .sealed_file import SealedFile, check_version, generation_in

log = logging.getLogger(__name__)

FORMAT = "ginrummy-desktop.history"
VERSION = 2  # 1: no generation (read as generation 0)
PURPOSE = "history"  # what the seal is for (a seal of another file never fits this one)
MAX_GAMES = 51  # the game in progress and the last 50
MAX_HANDS = 200  # hands kept per game (a game to 100 rarely needs 15)
MAX_TEXT = 64_000  # characters per hand text (the notation's own limit)
MAX_BYTES = 16 * 1024 * 1024  # never read more than this
MAX_POINTS = 100_000
STATUSES = ("playing", "won", "lost", "unfinished")
KINDS = RESULT_KINDS
WINNERS = ("P", "C", None)  # the player, the computer, nobody (a drawn hand)
_GAME_KEYS = {"id", "started", "level", "key", "status", "scores", "hands"}
_HAND_KEYS = {"number", "kind", "winner", "points", "scores", "text"}


@frozen
class HandEntry:
    """One finished hand: its number in the game, how it ended (``winner`` "P" for the
    player, "C" for the computer, None when drawn), the scores after it (player first)
    and its text in the hand notation."""

    number: int
    kind: str
    winner: str | None
    points: int
    scores: tuple[int, int]
    text: str


@frozen
class GameEntry:
    """One game: ``id`` (random, for the list), when it started, the computer's level,
    ``key`` (a digest of its first deal, to find it again when a saved game is resumed),
    its status, the scores (player first) and its hands, oldest first."""

    id: str
    started: str
    level: str
    key: str
    status: str
    scores: tuple[int, int]
    hands: tuple[HandEntry, ...] = ()


@dataclass
class History:
    """The games, newest first, at most ``MAX_GAMES``."""

    games: list[GameEntry] = field(default_factory=list)
    generation: int = 0  # the statistics' generation of the last write

    def game(self, game_id: str) -> GameEntry | None:
        return next((g for g in self.games if g.id == game_id), None)

    def put(self, game: GameEntry) -> None:
        """Add ``game`` or replace the entry with its id; it becomes the newest. The oldest
        games beyond the bound are dropped."""
        if len(game.hands) > MAX_HANDS:
            game = replace(game, hands=game.hands[-MAX_HANDS:])
        self.games = [game] + [g for g in self.games if g.id != game.id]
        del self.games[MAX_GAMES:]

    def mark_unfinished(self, keep: str | None) -> None:
        """Games left "playing" other than ``keep`` were abandoned (a new game began)."""
        self.games = [
            replace(g, status="unfinished") if g.status == "playing" and g.id != keep else g
            for g in self.games
        ]

    # ---------------------------------------------------------------- file contents
    @classmethod
    def from_dict(cls, doc: object, secret: Secret) -> History:
        """Raises ``Unusable`` with a reason code for anything this game would not write."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise Unusable("not_ours", "not the game's hand history")
        version = check_version(doc, VERSION)
        keys = {"format", "version", "games", "seal"} | ({"generation"} if version >= 2 else set())
        if set(doc) != keys:
            raise Unusable("damaged", "missing or unknown parts")
        if not secret.check(PURPOSE, doc):
            raise Unusable("changed", "the seal does not match")
        generation = generation_in(doc)
        games = doc["games"]
        if not isinstance(games, list) or len(games) > MAX_GAMES:
            raise Unusable("damaged", "no valid list of games")
        out = cls(generation=generation)
        seen: set[str] = set()
        for n, g in enumerate(games, 1):
            game = _game(g, n)
            if game.id in seen:
                raise Unusable("damaged", f"game {n} appears twice")
            seen.add(game.id)
            out.games.append(game)
        return out


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _text(v: object, most: int) -> bool:
    return isinstance(v, str) and len(v) <= most


def _scores(v: object) -> tuple[int, int] | None:
    if isinstance(v, list) and len(v) == 2 and all(_is_int(x) and 0 <= x <= MAX_POINTS for x in v):
        return (v[0], v[1])
    return None


def _game(g: object, n: int) -> GameEntry:
    where = f"game {n}"
    if not isinstance(g, dict) or set(g) != _GAME_KEYS:
        raise Unusable("damaged", f"{where} is damaged")
    scores = _scores(g["scores"])
    if (
        not all(_text(g[k], 64) for k in ("id", "started", "level", "key"))
        or not g["id"]
        or g["status"] not in STATUSES
        or scores is None
        or not isinstance(g["hands"], list)
        or len(g["hands"]) > MAX_HANDS
    ):
        raise Unusable("damaged", f"{where} is damaged")
    hands = []
    for k, h in enumerate(g["hands"], 1):
        hscores = _scores(h.get("scores")) if isinstance(h, dict) else None
        if (
            not isinstance(h, dict)
            or set(h) != _HAND_KEYS
            or not _is_int(h["number"])
            or not 1 <= h["number"] <= 10_000
            or h["kind"] not in KINDS
            or h["winner"] not in WINNERS
            or not _is_int(h["points"])
            or not 0 <= h["points"] <= MAX_POINTS
            or hscores is None
            or not _text(h["text"], MAX_TEXT)
        ):
            raise Unusable("damaged", f"hand {k} of {where} is damaged")
        hands.append(
            HandEntry(h["number"], h["kind"], h["winner"], h["points"], hscores, h["text"])
        )
    return GameEntry(g["id"], g["started"], g["level"], g["key"], g["status"], scores, tuple(hands))


def _game_dict(g: GameEntry) -> dict:
    return {
        "id": g.id,
        "started": g.started,
        "level": g.level,
        "key": g.key,
        "status": g.status,
        "scores": list(g.scores),
        "hands": [
            {
                "number": h.number,
                "kind": h.kind,
                "winner": h.winner,
                "points": h.points,
                "scores": list(h.scores),
                "text": h.text,
            }
            for h in g.hands
        ],
    }


def _canonical_game(g: GameEntry) -> str:
    """``g`` as it stands in the text a seal covers (``seal.canonical``)."""
    return canonical_text(_game_dict(g))


class HistoryStore(SealedFile[History]):
    """``load()`` once, when the history is first needed; ``text(history)`` for the writer
    after each change. ``may_write`` is False after a damaged file could not be moved
    aside: it is never written over."""

    name = HISTORY_NAME
    max_bytes = MAX_BYTES
    purpose = PURPOSE

    def __init__(self, directory: Path, secret: Secret) -> None:
        super().__init__(directory, secret)
        self._parts: dict[GameEntry, str] = {}  # each game's canonical text, last written

    def missing(self) -> History:
        return History()

    def from_doc(self, doc: object) -> History:
        return History.from_dict(doc, self.secret)

    def text(self, history: History) -> str:
        """The file's content: the document in the canonical form its seal covers, with the
        seal. Each game's part is kept from the last write while the game is unchanged (a
        hand's end changes one game of up to 51)."""
        games = history.games
        parts = [self._parts.get(g) or _canonical_game(g) for g in games]
        # Never more than the reader takes: the oldest games go first (the newest stays).
        room = MAX_BYTES - 1024  # the envelope and the seal
        while len(parts) > 1 and sum(len(p) + 1 for p in parts) > room:
            parts.pop()
            games.pop()
        self._parts = dict(zip(games, parts, strict=True))
        return self.sealed_text(
            {
                "format": canonical_text(FORMAT),
                "games": "[" + ",".join(parts) + "]",
                "generation": canonical_text(int(history.generation)),
                "version": str(VERSION),
            }
        )


__all__ = [
    "HISTORY_NAME",
    "MAX_GAMES",
    "GameEntry",
    "HandEntry",
    "History",
    "HistoryStore",
    "generation_of",
]
