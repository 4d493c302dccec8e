"""Statistics per computer level: games, hands, gins, undercuts, knocks, streaks (issue 6)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from ..engine import HandResult
from .atomic import FileProblem, atomic_write_text, quarantine, read_json

STATS_NAME = "statistics.json"
FORMAT = "ginrummy-desktop.statistics"
VERSION = 1


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
        for f in fields(self):
            v = getattr(self, f.name)
            if not isinstance(v, int) or isinstance(v, bool):
                raise ValueError(f"{f.name} is not a whole number")
            if v < 0 and f.name != "current_streak":
                raise ValueError(f"{f.name} is negative ({v})")
        if abs(self.current_streak) > self.games or self.longest_streak > self.games_won:
            raise ValueError("the streaks are longer than the games played")
        if self.gins > self.knocks:
            raise ValueError("more gins than knocks")
        if self.undercuts_suffered > self.knocks:
            raise ValueError("more undercuts suffered than knocks made")


@dataclass
class Statistics:
    levels: dict[str, LevelStats] = field(default_factory=dict)

    def level(self, name: str) -> LevelStats:
        return self.levels.setdefault(name, LevelStats())

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
        return {
            "format": FORMAT,
            "version": VERSION,
            "levels": {k: asdict(v) for k, v in sorted(self.levels.items())},
        }

    @classmethod
    def from_dict(cls, doc: object, known_levels: tuple[str, ...] | None = None) -> Statistics:
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise ValueError("this is not a statistics file of the game")
        version = doc.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ValueError("the statistics file has no valid version")
        if version > VERSION:
            raise ValueError(
                f"the statistics were written by a newer version of the game (format {version})"
            )
        levels = doc.get("levels")
        if not isinstance(levels, dict):
            raise ValueError("the statistics file has no levels")
        out = cls()
        names = {f.name for f in fields(LevelStats)}
        for name, data in levels.items():
            if known_levels is not None and name not in known_levels:
                raise ValueError(f"unknown computer level {name!r}")
            if not isinstance(data, dict) or set(data) - names:
                raise ValueError(f"the record of level {name!r} is damaged")
            stats = LevelStats(**data)
            stats.check()
            out.levels[name] = stats
        return out


class StatsStore:
    def __init__(self, directory: Path, known_levels: tuple[str, ...] | None = None) -> None:
        self.path = Path(directory) / STATS_NAME
        self.known_levels = known_levels

    def load(self) -> tuple[Statistics, FileProblem | None]:
        if not self.path.is_file():
            return Statistics(), None
        try:
            return Statistics.from_dict(read_json(self.path), self.known_levels), None
        except (ValueError, TypeError, OSError) as e:
            try:
                kept = quarantine(self.path)
            except OSError:
                kept = None
            return Statistics(), FileProblem(self.path, str(e), kept)

    def save(self, stats: Statistics) -> None:
        atomic_write_text(self.path, self.to_text(stats))

    @staticmethod
    def to_text(stats: Statistics) -> str:
        return json.dumps(stats.to_dict(), indent=1)

    def reset(self) -> Statistics:
        stats = Statistics()
        self.save(stats)
        return stats
