"""Typed settings: every key in one place, every default in one dataclass (habit 8).

``QSettings.value`` without ``type=`` hands back strings from an INI file (``'false'`` is
truthy), so every read here passes ``type=``. With a data directory (``--data-dir``, tests)
the settings live in ``DIR/settings.ini``; otherwise in the platform's usual place.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

ORGANISATION = "GinRummyDesktop"
APPLICATION = "ginrummy-desktop"

LEVELS = ("random", "easy", "normal", "hard")
SPEEDS = ("off", "fast", "normal", "slow")
SORT_MODES = ("melds", "rank", "suit")
BACKS = ("blue", "red")
LANGS = ("en", "lt", "nl")


@dataclass(frozen=True)
class Defaults:
    """The value of every setting on a fresh install."""

    level: str = "easy"
    animation_speed: str = "normal"
    four_colour: bool = False
    card_back: str = "blue"
    sort_mode: str = "melds"
    auto_arrange: bool = True
    language: str = "en"
    target_score: int = 100
    games_played: int = 0
    games_won: int = 0
    window_geometry: QByteArray = QByteArray()


# Setting name → (INI key, Python type, allowed values or None). A range bounds a number:
# QSettings reads garbage in an INI file as 0, which must not become a game to 0 points.
KEYS: dict[str, tuple[str, type, tuple | range | None]] = {
    "level": ("game/level", str, LEVELS),
    "animation_speed": ("table/animation_speed", str, SPEEDS),
    "four_colour": ("cards/four_colour", bool, None),
    "card_back": ("cards/back", str, BACKS),
    "sort_mode": ("hand/sort_mode", str, SORT_MODES),
    "auto_arrange": ("hand/auto_arrange", bool, None),
    "language": ("ui/language", str, LANGS),
    "target_score": ("game/target_score", int, range(10, 1001)),
    "games_played": ("stats/games_played", int, range(0, 2**31)),
    "games_won": ("stats/games_won", int, range(0, 2**31)),
    "window_geometry": ("ui/window_geometry", QByteArray, None),
}
assert set(KEYS) == {f.name for f in fields(Defaults)}, "every setting needs a key and a default"

# Pause after each of the computer's moves, per animation speed, so a person can follow it
# (issue 4). "off" still leaves a short beat between the computer's draw and its discard.
PACE_MS = {"off": 0, "fast": 300, "normal": 650, "slow": 1100}
ANIMATION_MS = {"off": 0, "fast": 140, "normal": 280, "slow": 500}


def default_data_dir() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


class Settings:
    """Attribute access to every setting: ``s.level``, ``s.level = "hard"``."""

    def __init__(self, data_dir: str | Path | None = None) -> None:
        if data_dir is not None:
            self.data_dir = Path(data_dir)
            self.data_dir.mkdir(parents=True, exist_ok=True)
            self._qs = QSettings(str(self.data_dir / "settings.ini"), QSettings.Format.IniFormat)
        else:
            self.data_dir = default_data_dir()
            self._qs = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                 ORGANISATION, APPLICATION)
        self.defaults = Defaults()

    @property
    def path(self) -> str:
        return self._qs.fileName()

    @property
    def save_path(self) -> Path:
        """Where the unfinished game is kept between sessions."""
        return self.data_dir / "savegame.json"

    def get(self, name: str):
        key, typ, allowed = KEYS[name]
        default = getattr(self.defaults, name)
        try:
            value = self._qs.value(key, default, type=typ)
        except (TypeError, ValueError):   # a hand-edited INI with garbage in it
            return default
        if allowed is not None and value not in allowed:
            return default
        return value

    def set(self, name: str, value) -> None:
        key, typ, allowed = KEYS[name]
        if not isinstance(value, typ) or (allowed is not None and value not in allowed):
            raise ValueError(f"setting {name} cannot be {value!r}")
        self._qs.setValue(key, value)

    def sync(self) -> None:
        self._qs.sync()

    def __getattr__(self, name: str):
        if name in KEYS:
            return self.get(name)
        raise AttributeError(name)

    def __setattr__(self, name: str, value) -> None:
        if name in KEYS:
            self.set(name, value)
        else:
            super().__setattr__(name, value)

    @property
    def pace_ms(self) -> int:
        return PACE_MS[self.animation_speed]

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation_speed]
