"""Statistics per computer level: games, hands, gins, undercuts, knocks, streaks.

The file is sealed with the install's key (``seal.py``) and also keeps a ledger of the
games it has counted (``Counted``: game id, level, finished hands, whether over) and a
generation, raised at every write. The keeper writes the save (which carries the generation
it belongs to) before the statistics, so after a kill at any moment the next start can count
the hands the save has and the statistics lack, once; a save older than the statistics, or
statistics older than the save or the hand history, were put back from an earlier copy and
are set aside, never counted again (``docs/saves.md``).
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from ..engine import HandResult
from ..engine.frozen import frozen
from .atomic import FileProblem
from .safe_read import Unusable
from .seal import GAME_ID, Secret
from .sealed_file import SealedFile, check_version, generation_in

log = logging.getLogger(__name__)

STATS_NAME = "statistics.json"
FORMAT = "ginrummy-desktop.statistics"
VERSION = 3  # 1: no seal, no record of counted hands; 2: one counted game, no generation
PURPOSE = "statistics"
MAX_BYTES = 1_000_000
MAX_COUNT = 10**9  # no count of a person's games comes near; shown as-is in the window
# Games the ledger remembers. An older game can never come back: its saves are older than
# the statistics' generation, so they are set aside whatever the ledger holds.
MAX_LEDGER = 500


@dataclass
class LevelStats:
    """One opponent level's record, from the human player's side."""

    games_won: int = 0
    games_lost: int = 0
    hands_won: int = 0
    hands_lost: int = 0
    hands_drawn: int = 0
    gins: int = 0  # gins the player made
    gins_suffered: int = 0
    undercuts_made: int = 0  # the player, defending, undercut the computer
    undercuts_suffered: int = 0  # the player knocked and was undercut
    knocks: int = 0  # the player's knocks, gin included
    knock_deadwood_total: int = 0
    best_margin: int = 0  # largest winning margin of a game
    current_streak: int = 0  # +n: n games won in a row; −n: n lost in a row
    longest_streak: int = 0  # longest run of games won

    @property
    def games(self) -> int:
        return self.games_won + self.games_lost

    @property
    def average_knock_deadwood(self) -> float | None:
        return self.knock_deadwood_total / self.knocks if self.knocks else None

    def check(self) -> None:
        """Raise ``ValueError`` unless every count is a whole number in range and the
        counts fit together."""
        for f in fields(self):
            v = getattr(self, f.name)
            if type(v) is not int:
                raise ValueError(f"{f.name} is not a whole number")
            if v < 0 and f.name != "current_streak":
                raise ValueError(f"{f.name} is negative ({v})")
            if abs(v) > MAX_COUNT:
                raise ValueError(f"{f.name} is out of range")
        if abs(self.current_streak) > self.games or self.longest_streak > self.games_won:
            raise ValueError("the streaks are longer than the games played")
        if self.gins > self.knocks:
            raise ValueError("more gins than knocks")
        if self.undercuts_suffered > self.knocks:
            raise ValueError("more undercuts suffered than knocks made")
        # No knock limit is above 100 (docs/rules.md, Options: knock_limit).
        if self.knock_deadwood_total > 100 * self.knocks:
            raise ValueError("more knock deadwood than knocks allow")


@frozen
class Counted:
    """The statistics hold the first ``hands`` finished hands of the game ``game`` (a game
    id) played against ``level`` and, if ``over``, its result."""

    game: str
    hands: int
    over: bool = False
    level: str = ""


@dataclass
class Statistics:
    """Results per level, the ledger of the games they count (oldest first) and the
    generation of the last write."""

    levels: dict[str, LevelStats] = field(default_factory=dict)
    ledger: dict[str, Counted] = field(default_factory=dict)
    generation: int = 0

    def __init__(
        self,
        levels: dict[str, LevelStats] | None = None,
        counted: Counted | None = None,
        ledger: dict[str, Counted] | None = None,
        generation: int = 0,
    ) -> None:
        self.levels = dict(levels or {})
        self.ledger = dict(ledger or {})
        self.generation = generation
        if counted is not None:
            self.note(counted)

    def level(self, name: str) -> LevelStats:
        return self.levels.setdefault(name, LevelStats())

    @property
    def counted(self) -> Counted | None:
        """The game counted last (the one in progress, if any)."""
        return next(reversed(self.ledger.values()), None)

    @counted.setter
    def counted(self, counted: Counted) -> None:
        self.note(counted)

    def note(self, counted: Counted) -> None:
        """Record how far ``counted.game`` is counted; it becomes the latest entry."""
        self.ledger.pop(counted.game, None)
        self.ledger[counted.game] = counted
        while len(self.ledger) > MAX_LEDGER:
            del self.ledger[next(iter(self.ledger))]

    def unfinished(self) -> list[Counted]:
        """Counted games whose result is not counted yet."""
        return [c for c in self.ledger.values() if not c.over]

    def record_hand(self, level: str, result: HandResult, human: int) -> None:
        s = self.level(level)
        if result.winner is None:
            s.hands_drawn += 1
            return
        won = result.winner == human
        if won:
            s.hands_won += 1
        else:
            s.hands_lost += 1
        if result.knocker == human:
            s.knocks += 1
            s.knock_deadwood_total += result.knocker_deadwood
            if result.kind == "gin":
                s.gins += 1
            elif result.kind == "undercut":
                s.undercuts_suffered += 1
        else:
            if result.kind == "gin":
                s.gins_suffered += 1
            elif result.kind == "undercut":
                s.undercuts_made += 1

    def record_game(self, level: str, winner: int, scores: tuple[int, int], human: int) -> None:
        s = self.level(level)
        if winner == human:
            s.games_won += 1
            s.current_streak = s.current_streak + 1 if s.current_streak > 0 else 1
            s.longest_streak = max(s.longest_streak, s.current_streak)
            s.best_margin = max(s.best_margin, scores[human] - scores[1 - human])
        else:
            s.games_lost += 1
            s.current_streak = s.current_streak - 1 if s.current_streak < 0 else -1

    def to_dict(self) -> dict:
        """The file's contents without the seal."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "levels": {k: asdict(v) for k, v in sorted(self.levels.items())},
            "ledger": [asdict(c) for c in self.ledger.values()],
            "generation": self.generation,
        }

    @classmethod
    def from_dict(cls, doc: object, known_levels: tuple[str, ...] | None = None) -> Statistics:
        """Statistics from file data (version 1 to 3; the seal is the store's business).
        Raises ``Unusable`` with the reason."""
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise Unusable("not_ours", "not a statistics file of the game")
        version = check_version(doc, VERSION)
        keys = {"format", "version", "levels"}
        if version == 2:
            keys |= {"counted", "seal"}
        elif version >= 3:
            keys |= {"ledger", "generation", "seal"}
        if not set(doc) <= keys or "levels" not in doc:
            raise Unusable("damaged", "missing or unknown keys")
        levels = doc["levels"]
        if not isinstance(levels, dict):
            raise Unusable("damaged", "the levels are not an object")
        out = cls()
        names = {f.name for f in fields(LevelStats)}
        for name, data in levels.items():
            if known_levels is not None and name not in known_levels:
                raise Unusable("damaged", f"unknown computer level {name[:40]!r}")
            if not isinstance(data, dict) or set(data) - names:
                raise Unusable("damaged", f"the record of level {name!r} is damaged")
            stats = LevelStats(**data)
            try:
                stats.check()
            except ValueError as e:
                raise Unusable("damaged", f"level {name!r}: {e}") from e
            out.levels[name] = stats
        if version >= 3:
            ledger, generation = doc.get("ledger"), generation_in(doc)
            if not isinstance(ledger, list) or len(ledger) > MAX_LEDGER:
                raise Unusable("damaged", "the ledger of counted games is damaged")
            for data in ledger:
                counted = _counted_from(data, known_levels, with_level=True)
                if counted.game in out.ledger:
                    raise Unusable("damaged", "a game appears twice in the ledger")
                out.ledger[counted.game] = counted
            out.generation = generation
        elif doc.get("counted") is not None:
            out.note(_counted_from(doc["counted"], known_levels, with_level=False))
        return out


def _counted_from(data: object, known_levels, with_level: bool) -> Counted:
    keys = {"game", "hands", "over"} | ({"level"} if with_level else set())
    if not isinstance(data, dict) or set(data) != keys:
        raise Unusable("damaged", "the record of counted hands is damaged")
    game, hands, over = data["game"], data["hands"], data["over"]
    level = data.get("level", "")
    if (
        type(game) is not str
        or not GAME_ID.fullmatch(game)
        or type(hands) is not int
        or not 0 <= hands <= MAX_COUNT
        or type(over) is not bool
        or type(level) is not str
        or (with_level and known_levels is not None and level not in (*known_levels, ""))
    ):
        raise Unusable("damaged", "the record of counted hands is damaged")
    return Counted(game, hands, over, level)


class StatsStore(SealedFile[Statistics]):
    """Sealed statistics. ``load()`` on start; ``text()`` for the writer."""

    name = STATS_NAME
    max_bytes = MAX_BYTES
    purpose = PURPOSE

    def __init__(
        self, directory: Path, secret: Secret, known_levels: tuple[str, ...] | None = None
    ) -> None:
        super().__init__(directory, secret)
        self.known_levels = known_levels
        self._allow_unsealed = False

    def load(self, allow_unsealed: bool = False) -> tuple[Statistics, FileProblem | None]:
        """(statistics, problem). ``allow_unsealed`` reads a version-1 file (made before
        seals existed) — only on the start that made the install's key, so the one
        upgrade keeps the player's record and a later hand-written one is refused."""
        self._allow_unsealed = allow_unsealed
        return super().load()

    def missing(self) -> Statistics:
        return Statistics()

    def from_doc(self, doc: object) -> Statistics:
        stats = Statistics.from_dict(doc, self.known_levels)
        if doc.get("version", 0) >= 2:
            self.check_seal(doc)
        elif not self._allow_unsealed:
            raise Unusable("older", "format 1, without a seal")
        return stats

    def text(self, stats: Statistics) -> str:
        return self.sealed_doc_text(stats.to_dict())

    def save(self, stats: Statistics) -> None:
        self.write(self.text(stats))

    def reset(self) -> Statistics:
        stats = Statistics()
        self.save(stats)
        return stats
