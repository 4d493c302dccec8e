"""Files the game keeps between runs — the game in progress, the statistics, the hand
history, the install's secret and the log — written atomically, read as hostile, and never
lost: a damaged file is set aside, not overwritten. Every file is loaded through one base
(``data_file.DataFile``; the sealed ones through ``sealed_file.SealedFile``). Pure Python;
the data folder itself comes from ``settings``. The threat model and the file formats are
in ``docs/saves.md``."""

from .atomic import FileProblem, atomic_write_text, quarantine, remove_leftovers, set_aside
from .data_file import DataFile, read_checked
from .logfile import LOG_NAME, log_path, setup_logging
from .safe_read import REASONS, Unusable, read_bytes, read_json
from .saves import SAVE_NAME, SavedGame, SaveStore
from .seal import SECRET_NAME, Secret, load_secret, new_game_id
from .sealed_file import SealedFile
from .stats import STATS_NAME, Counted, LevelStats, Statistics, StatsStore
from .writer import BackgroundWriter

__all__ = [
    "LOG_NAME",
    "REASONS",
    "SAVE_NAME",
    "SECRET_NAME",
    "STATS_NAME",
    "BackgroundWriter",
    "Counted",
    "DataFile",
    "FileProblem",
    "LevelStats",
    "SaveStore",
    "SavedGame",
    "SealedFile",
    "Secret",
    "Statistics",
    "StatsStore",
    "Unusable",
    "atomic_write_text",
    "load_secret",
    "log_path",
    "new_game_id",
    "quarantine",
    "read_bytes",
    "read_checked",
    "read_json",
    "remove_leftovers",
    "set_aside",
    "setup_logging",
]
