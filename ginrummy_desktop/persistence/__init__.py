"""Files the game keeps between runs — the game in progress and the statistics — written
atomically, validated on load, and never lost: a damaged file is set aside, not overwritten
(issue 6). Pure Python; the data directory itself comes from ``settings``."""

from .atomic import FileProblem, atomic_write_text, quarantine, read_json
from .saves import SaveStore
from .stats import LevelStats, Statistics, StatsStore
from .writer import BackgroundWriter

__all__ = [
    "BackgroundWriter",
    "FileProblem",
    "LevelStats",
    "SaveStore",
    "Statistics",
    "StatsStore",
    "atomic_write_text",
    "quarantine",
    "read_json",
]
