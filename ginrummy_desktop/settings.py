"""Typed settings: every key in one place, every default in one dataclass (habit 8).

``QSettings.value`` without ``type=`` hands back strings from an INI file (``'false'`` is
truthy), so every read here passes ``type=``. With a data directory (``--data-dir``, tests)
the settings live in ``DIR/settings.ini``; otherwise in the platform's usual place.

QSettings parses leniently: an empty file, a truncated one, a JSON file or binary junk all
load "fine" as no keys or odd ones. So the file is checked here on start (issue 6): its
lines, ``QSettings.status()``, the format version key and every known value's type and
range. A damaged file is set aside as ``settings.ini.corrupt-YYYYmmdd-HHMMSS``
(``persistence.quarantine``), the game starts with the defaults, and ``problem`` says what
was wrong, for the one message the main window shows.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass, fields
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from .engine import Rules
from .engine.rules import DEALER_ROTATIONS
from .persistence import FileProblem, quarantine
from .vocabulary import BACKS, CARD_SIZES, LANGS, LEVELS, SORT_MODES, SPEEDS

ORGANISATION = "GinRummyDesktop"
APPLICATION = "ginrummy-desktop"

# The settings file's format; a file from a newer game (a larger number) is not guessed at.
FORMAT_VERSION = 1
VERSION_KEY = "meta/format_version"

ROTATIONS = DEALER_ROTATIONS  # D4: "winner", "alternate", "loser"


@dataclass(frozen=True)
class Defaults:
    """The value of every setting on a fresh install. The rule defaults are RULES.md's."""

    level: str = "easy"
    animation_speed: str = "normal"
    four_colour: bool = False
    card_back: str = "blue"
    card_size: str = "large"
    sort_mode: str = "melds"
    auto_arrange: bool = True
    language: str = "en"
    target_score: int = 100
    game_bonuses: bool = False  # D13: off by default
    game_bonus: int = 100
    box_bonus: int = 25
    shutout_multiplier: int = 2
    dealer_rotation: str = "winner"  # D4
    window_geometry: QByteArray = QByteArray()


# Setting name → (INI key, Python type, allowed values or None). A range bounds a number:
# QSettings reads garbage in an INI file as 0, which must not become a game to 0 points.
KEYS: dict[str, tuple[str, type, tuple | range | None]] = {
    "level": ("game/level", str, LEVELS),
    "animation_speed": ("table/animation_speed", str, SPEEDS),
    "four_colour": ("cards/four_colour", bool, None),
    "card_back": ("cards/back", str, BACKS),
    "card_size": ("cards/size", str, CARD_SIZES),
    "sort_mode": ("hand/sort_mode", str, SORT_MODES),
    "auto_arrange": ("hand/auto_arrange", bool, None),
    "language": ("ui/language", str, LANGS),
    "target_score": ("game/target_score", int, range(10, 1001)),
    "game_bonuses": ("rules/game_bonuses", bool, None),
    "game_bonus": ("rules/game_bonus", int, range(0, 1001)),
    "box_bonus": ("rules/box_bonus", int, range(0, 201)),
    "shutout_multiplier": ("rules/shutout_multiplier", int, range(1, 11)),
    "dealer_rotation": ("rules/dealer_rotation", str, ROTATIONS),
    "window_geometry": ("ui/window_geometry", QByteArray, None),
}
assert set(KEYS) == {f.name for f in fields(Defaults)}, "every setting needs a key and a default"

# The settings that make the Rules of a new game (a change applies from the next game).
RULE_SETTINGS = (
    "target_score",
    "game_bonuses",
    "game_bonus",
    "box_bonus",
    "shutout_multiplier",
    "dealer_rotation",
)

# Pause after each of the computer's moves, per animation speed, so a person can follow it
# (issue 4). "off" still leaves a short beat between the computer's draw and its discard.
PACE_MS = {"off": 0, "fast": 300, "normal": 650, "slow": 1100}
ANIMATION_MS = {"off": 0, "fast": 140, "normal": 280, "slow": 500}
# The largest card width of the hand, per card size ("large" fills the room there is).
HAND_CARD_WIDTH = {"small": 84, "medium": 112, "large": 150}

_INT = re.compile(r"[+-]?\d{1,10}")
_LINE_OK = re.compile(r"^(\s*$|\s*[;#]|\s*\[[^\]]+\]\s*$|[^=]+=)")


def bounds(name: str) -> tuple[int, int]:
    """The smallest and largest value a whole-number setting may take (for spin boxes)."""
    allowed = KEYS[name][2]
    return allowed.start, allowed.stop - 1


def default_data_dir() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def check_ini_text(data: bytes) -> str | None:
    """Why ``data`` is not a settings file we wrote, or None. Catches what QSettings lets
    through: empty, not text, lines that are neither ``[section]`` nor ``key=value`` (a
    file cut short mid-line, JSON, junk)."""
    if not data.strip():
        return "the file is empty"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "the file is not text"
    if "\x00" in text:
        return "the file is not text"
    for number, line in enumerate(text.splitlines(), 1):
        if not _LINE_OK.match(line):
            return (
                f"line {number} is not a setting; the file may have been cut short or "
                "is not a settings file"
            )
    return None


def check_value(name: str, raw: str) -> str | None:
    """Why the INI text ``raw`` cannot be the setting ``name``, or None."""
    _key, typ, allowed = KEYS[name]
    if typ is bool:
        return None if raw.lower() in ("true", "false") else f"{name} is not true or false"
    if typ is int:
        if not _INT.fullmatch(raw.strip()):
            return f"{name} is not a whole number ({raw!r})"
        if allowed is not None and int(raw) not in allowed:
            return f"{name} is out of range ({raw})"
        return None
    if typ is str and allowed is not None and raw not in allowed:
        return f"{name} cannot be {raw!r}"
    return None


class Settings:
    """Attribute access to every setting: ``s.level``, ``s.level = "hard"``.

    After construction ``problem`` (a ``FileProblem`` or None) tells whether the settings
    file was damaged and set aside, and ``write_problem`` (a string or None) whether the
    data directory cannot be written.
    """

    def __init__(self, data_dir: str | Path | None = None) -> None:
        self.defaults = Defaults()
        self.problem: FileProblem | None = None
        self.write_problem: str | None = None
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.write_problem = _check_writable(self.data_dir)
        if data_dir is not None:
            self._ini = self.data_dir / "settings.ini"
        else:
            self._ini = Path(
                QSettings(
                    QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION
                ).fileName()
            )
        # The file's own bytes are checked before a QSettings opens it: opening may write
        # back changes another QSettings of the same file still holds (Qt shares them).
        reason = self._check_file()
        self._qs = QSettings(str(self._ini), QSettings.Format.IniFormat)
        if reason is None:
            reason = self.validate()
        if reason is not None:
            self._set_aside(reason)
        if not self._qs.contains(VERSION_KEY):
            self._qs.setValue(VERSION_KEY, FORMAT_VERSION)
            # A first start speaks the system's language when it is one of ours (issue 5).
            from .i18n.translator import system_language

            self._qs.setValue(KEYS["language"][0], system_language())
            self.sync()

    # ------------------------------------------------------------------ checking the file
    def _check_file(self) -> str | None:
        try:
            if not self._ini.is_file():
                return None
            data = self._ini.read_bytes()
        except OSError as e:
            return f"it cannot be read ({e.strerror or e})"
        return check_ini_text(data)

    def validate(self) -> str | None:
        """Why the open settings cannot be used, or None (no file yet is fine): the
        status, the format version, every known value's type and range."""
        if self._qs.status() != QSettings.Status.NoError:
            return "it is not a valid settings file"
        if self._qs.contains(VERSION_KEY):
            raw = self._qs.value(VERSION_KEY, "", type=str)
            if not _INT.fullmatch(raw.strip()) or int(raw) < 1:
                return f"its format version is not valid ({raw!r})"
            if int(raw) > FORMAT_VERSION:
                return (
                    f"it was written by a newer version of the game (settings format "
                    f"{int(raw)}; this version reads up to {FORMAT_VERSION})"
                )
        for name, (key, typ, _allowed) in KEYS.items():
            if typ is QByteArray or not self._qs.contains(key):
                continue
            try:
                raw = self._qs.value(key, "", type=str)
            except (TypeError, ValueError):
                return f"{name} is damaged"
            why = check_value(name, raw)
            if why is not None:
                return why
        return None

    def _set_aside(self, reason: str) -> None:
        try:
            kept = quarantine(self._ini)
        except OSError:
            kept = None
        self.problem = FileProblem(self._ini, reason, kept)
        # A fresh QSettings on the same path, emptied so nothing of the damaged file lingers
        # in Qt's per-file cache: the game starts with the defaults.
        self._qs = QSettings(str(self._ini), QSettings.Format.IniFormat)
        self._qs.clear()

    @property
    def path(self) -> str:
        return self._qs.fileName()

    @property
    def save_path(self) -> Path:
        """Where the unfinished game is kept between sessions (``persistence.SaveStore``)."""
        from .persistence.saves import SAVE_NAME

        return self.data_dir / SAVE_NAME

    # ------------------------------------------------------------------ values
    def get(self, name: str):
        key, typ, allowed = KEYS[name]
        default = getattr(self.defaults, name)
        try:
            value = self._qs.value(key, default, type=typ)
        except (TypeError, ValueError):  # changed behind our back since the check
            return default
        if allowed is not None and value not in allowed:
            return default
        return value

    def set(self, name: str, value) -> None:
        key, typ, allowed = KEYS[name]
        if (
            not isinstance(value, typ)
            or (typ is int and isinstance(value, bool))
            or (allowed is not None and value not in allowed)
        ):
            raise ValueError(f"setting {name} cannot be {value!r}")
        self._qs.setValue(key, value)

    def sync(self) -> bool:
        """Write to disk; False when the file could not be written."""
        self._qs.sync()
        return self._qs.status() == QSettings.Status.NoError

    def __getattr__(self, name: str):
        if name in KEYS:
            return self.get(name)
        raise AttributeError(name)

    def __setattr__(self, name: str, value) -> None:
        if name in KEYS:
            self.set(name, value)
        else:
            super().__setattr__(name, value)

    def rules(self) -> Rules:
        """The rules of the next new game (the settings dialog's rule options, D4, D13)."""
        return Rules(
            target_score=self.target_score,
            game_bonuses=self.game_bonuses,
            game_bonus=self.game_bonus,
            box_bonus=self.box_bonus,
            shutout_multiplier=self.shutout_multiplier,
            dealer_rotation=self.dealer_rotation,
        )

    @property
    def pace_ms(self) -> int:
        return PACE_MS[self.animation_speed]

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation_speed]

    @property
    def hand_card_width(self) -> int:
        return HAND_CARD_WIDTH[self.card_size]


def _check_writable(directory: Path) -> str | None:
    """None if files can be written in ``directory`` (made if missing), else why not."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".write-test.", dir=directory)
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        return e.strerror or str(e)
    return None
