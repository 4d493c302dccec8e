"""Typed settings: every key in one place, every default in one dataclass.

The settings live in ``settings.ini`` in the data folder (``--data-dir DIR``, or the
platform's application data folder), beside the saved game and the statistics, so that the
one lock per data folder covers them too.

The file is an INI file, but it is never given to ``QSettings``: PySide's ``QSettings``
unpickles ``@Variant(…)`` values while it *parses* a file — a settings file could run code —
and parses leniently (a truncated or binary file loads as "no keys"). So this module reads
and writes the file itself. Reading is strict: a regular file of at most 64 KB (never a
link, pipe or device), UTF-8, every line a section, a comment or a known ``key=value``, each
value of exactly its type and range (the window geometry too), a first line whose CRC-32
covers the rest (a file cut short at a line end, or a flipped byte, is noticed). A stored
object (``@Variant``) is refused by name. A file that fails is set aside as
``settings.ini.corrupt-YYYYmmdd-HHMMSS``, the game starts with the defaults, and ``problem``
says what was wrong. Files written by earlier versions (by ``QSettings``, without the CRC
line) are read by the same strict rules.
"""

from __future__ import annotations

import binascii
import errno
import logging
import os
import re
import tempfile
from pathlib import Path

from PySide6.QtCore import QByteArray, QStandardPaths

from .engine import Rules
from .engine.rules import DEALER_ROTATIONS
from .persistence import DataFile, FileProblem, Unusable, read_checked
from .persistence.atomic import check_may_write
from .persistence.safe_read import decode_text
from .vocabulary import BACKS, CARD_SIZES, LANGS, LEVELS, SORT_MODES, SPEEDS

log = logging.getLogger(__name__)

ORGANISATION = "GinRummyDesktop"
APPLICATION = "ginrummy-desktop"

# The settings file's format; a file from a newer game (a larger number) is not guessed at.
# The CRC line is a comment to older readers, so the keys' format stays 1.
FORMAT_VERSION = 1
VERSION_KEY = "meta/format_version"
SETTINGS_NAME = "settings.ini"
MAX_BYTES = 65536
MAX_GEOMETRY = 4096

ROTATIONS = DEALER_ROTATIONS  # D4: "winner", "alternate", "loser"


class Defaults:
    """The value of every setting on a fresh install. The rule defaults are the seed rules
    (D4, D13). Read-only; a plain class, as nothing compares or copies it (a dataclass's
    generated methods for nineteen fields cost start-up more than a millisecond)."""

    __slots__ = ()  # no attribute can be set on an instance
    level: str = "easy"
    animation_speed: str = "normal"
    four_colour: bool = False
    international_faces: bool = False  # J, Q, K, A whatever the language
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
    show_move_log: bool = True
    sound: bool = True
    sound_volume: int = 70  # percent
    guide_done: bool = False  # the first-game guide has been shown (or skipped)
    guide_notes: int = 0  # the guide's notes acknowledged so far, one bit per note
    own_order: str = "none"  # the player's own hand order at the last close ("AS2S3S…")
    # The player's phrase, mixed into each deal after its seal (engine/deal_seal.py).
    deal_phrase: str = ""
    window_geometry: QByteArray = QByteArray()


# Setting name → (INI key, Python type, allowed values or None). A range bounds a number:
# a hand-edited 0 must not become a game to 0 points.
KEYS: dict[str, tuple[str, type, tuple | range | None]] = {
    "level": ("game/level", str, LEVELS),
    "animation_speed": ("table/animation_speed", str, SPEEDS),
    "four_colour": ("cards/four_colour", bool, None),
    "international_faces": ("cards/international_faces", bool, None),
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
    "show_move_log": ("table/show_move_log", bool, None),
    "sound": ("sound/on", bool, None),
    "sound_volume": ("sound/volume", int, range(0, 101)),
    "guide_done": ("ui/guide_done", bool, None),
    "guide_notes": ("ui/guide_notes", int, range(0, 1 << 16)),
    "own_order": ("hand/own_order", str, None),
    "deal_phrase": ("deal/phrase", str, None),  # free text: kept as UTF-8 in hex
    "window_geometry": ("ui/window_geometry", QByteArray, None),
}
assert set(KEYS) == set(Defaults.__annotations__), "every setting needs a key and a default"

# Pause after each of the computer's moves, per animation speed, so a person can follow it.
# "off" still leaves a short beat between the computer's draw and its discard.
PACE_MS = {"off": 0, "fast": 300, "normal": 650, "slow": 1100}
ANIMATION_MS = {"off": 0, "fast": 140, "normal": 280, "slow": 500}
# The largest card width of the hand, per card size ("large" fills the room there is).
HAND_CARD_WIDTH = {"small": 84, "medium": 112, "large": 150}

_INT = re.compile(r"[+-]?[0-9]{1,9}")
_NAME = re.compile(r"[A-Za-z0-9_]+")
_HEADER = re.compile(r"; ginrummy-desktop settings crc32=([0-9a-f]{8})")
_BY_KEY = {key: name for name, (key, _typ, _allowed) in KEYS.items()}


def bounds(name: str) -> tuple[int, int]:
    """The smallest and largest value a whole-number setting may take (for spin boxes)."""
    allowed = KEYS[name][2]
    return allowed.start, allowed.stop - 1


def default_data_dir() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def _legacy_settings_path() -> Path:
    """Where ``QSettings`` kept the settings before they moved into the data folder."""
    if os.name == "nt":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / ORGANISATION / f"{APPLICATION}.ini"


# ---------------------------------------------------------------------------- the INI text
def parse_ini(data: bytes) -> dict[str, object]:
    """The typed values in the bytes of a settings file, by setting name (and
    ``VERSION_KEY``). Raises ``Unusable`` with the reason for anything we would not
    write."""
    text = decode_text(data)
    if "@Variant" in text:
        raise Unusable("code", "holds a stored Python object (@Variant), which Qt would unpickle")
    lines = text.split("\n")
    # The CRC line comes first; a file without it is from before it existed (QSettings
    # wrote no comments at all), so a first line that is a comment must be that line.
    if lines[0].startswith((";", "#")):
        header = _HEADER.fullmatch(lines[0].rstrip("\r"))
        if header is None:
            raise Unusable("changed", "its first line is not the CRC line")
        body = text[len(lines[0]) + 1 :] if len(lines) > 1 else ""
        if int(header.group(1), 16) != binascii.crc32(body.encode("utf-8")):
            raise Unusable("changed", "its CRC does not match: cut short, damaged or edited")
        lines[0] = ""
    raw: dict[str, str] = {}
    section = None
    last = len(lines) - 1
    for number, line in enumerate(lines):
        line = line.removesuffix("\r")
        if not line.strip():
            continue
        if line.startswith("[") and line.endswith("]") and _NAME.fullmatch(line[1:-1]):
            section = line[1:-1]
            continue
        key, eq, value = line.partition("=")
        if not eq or section is None or not _NAME.fullmatch(key):
            cut = number == last and not text.endswith("\n")
            raise Unusable(
                "cut_short" if cut else ("not_ours" if not raw else "damaged"),
                f"line {number + 1} is not a setting",
            )
        full = f"{section}/{key}"
        if full != VERSION_KEY and full not in _BY_KEY:
            raise Unusable("damaged", f"unknown setting {full[:60]}")
        if full in raw:
            raise Unusable("damaged", f"{full} appears twice")
        raw[full] = value
    version = raw.pop(VERSION_KEY, None)
    if version is None:
        raise Unusable("not_ours", "no format version")
    if not _INT.fullmatch(version) or int(version) < 1:
        raise Unusable("damaged", f"format version {version[:20]!r}")
    if int(version) > FORMAT_VERSION:
        raise Unusable("newer", f"format {int(version)}; this version reads {FORMAT_VERSION}")
    values: dict[str, object] = {VERSION_KEY: int(version)}
    for full, value in raw.items():
        name = _BY_KEY[full]
        values[name] = _value(name, value)
    return values


MAX_PHRASE = 200  # characters of the deal phrase
_HEX = re.compile(r"(?:[0-9a-f]{2}){0,800}")


def valid_phrase(value: object) -> bool:
    """A deal phrase: text of at most ``MAX_PHRASE`` characters, no control characters."""
    return (
        isinstance(value, str)
        and len(value) <= MAX_PHRASE
        and all(c.isprintable() or c == " " for c in value)
    )


def _value(name: str, raw: str):
    key, typ, allowed = KEYS[name]
    if name == "deal_phrase":
        try:
            phrase = bytes.fromhex(raw).decode("utf-8") if _HEX.fullmatch(raw) else None
        except UnicodeDecodeError:
            phrase = None
        if phrase is not None and valid_phrase(phrase):
            return phrase
        raise Unusable("damaged", f"{key} is not a phrase", subject=key)
    if typ is bool and raw in ("true", "false"):
        return raw == "true"
    if typ is int and _INT.fullmatch(raw) and (allowed is None or int(raw) in allowed):
        return int(raw)
    if typ is str and (raw in allowed if allowed is not None else _NAME.fullmatch(raw)):
        return raw
    if typ is QByteArray:
        data = decode_byte_array(raw)
        if data is not None:
            return data
    raise Unusable("damaged", f"{key} cannot be {raw[:40]!r}", subject=key)


def _text(name: str, value) -> str:
    typ = KEYS[name][1]
    if name == "deal_phrase":
        return value.encode("utf-8").hex()  # any text fits a key=value line this way
    if typ is bool:
        return "true" if value else "false"
    if typ is QByteArray:
        return encode_byte_array(bytes(value))
    return str(value)


_SIMPLE_ESCAPES = {"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11}
_SIMPLE_ESCAPES.update({c: ord(c) for c in "\\\"'?"})


def encode_byte_array(data: bytes) -> str:
    """Qt's INI form of a byte array, every byte as a ``\\x`` escape (Qt reads it back)."""
    return "@ByteArray(" + "".join(f"\\x{b:x}" for b in data) + ")"


def decode_byte_array(raw: str) -> bytes | None:
    """The bytes of Qt's ``@ByteArray(…)`` INI form (optionally in quotes, with Qt's
    escapes), or None for anything else."""
    quoted = len(raw) >= 2 and raw[0] == raw[-1] == '"'
    if quoted:
        raw = raw[1:-1]
    if not (raw.startswith("@ByteArray(") and raw.endswith(")")):
        return None
    body = raw[len("@ByteArray(") : -1]
    out = bytearray()
    i = 0
    while i < len(body):
        ch = body[i]
        i += 1
        if ch != "\\":
            if not " " <= ch <= "~" or ch == '"' or (not quoted and ch in ";,"):
                return None
            out.append(ord(ch))
        elif i < len(body) and body[i] in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[body[i]])
            i += 1
        else:
            digits = "0123456789abcdefABCDEF" if body[i : i + 1] == "x" else "01234567"
            base = 16 if body[i : i + 1] == "x" else 8
            i += 1 if base == 16 else 0
            start = i
            while i < len(body) and body[i] in digits and i - start < 4:
                i += 1
            if i == start:
                return None
            value = int(body[start:i], base)
            if value > 0xFF:
                return None
            out.append(value)
        if len(out) > MAX_GEOMETRY:
            return None
    return bytes(out)


def format_ini(values: dict[str, object]) -> str:
    """The file's text for ``values`` (setting name → typed value): sections in order,
    then the CRC line in front."""
    sections: dict[str, list[str]] = {}
    entries = [(VERSION_KEY, str(FORMAT_VERSION))] + [
        (KEYS[name][0], _text(name, value)) for name, value in values.items() if name in KEYS
    ]
    for full, text in sorted(entries):
        section, key = full.split("/")
        sections.setdefault(section, []).append(f"{key}={text}")
    body = "".join(
        f"[{s}]\n" + "".join(f"{line}\n" for line in lines) for s, lines in sections.items()
    )
    return f"; ginrummy-desktop settings crc32={binascii.crc32(body.encode('utf-8')):08x}\n{body}"


class SettingsFile(DataFile[dict]):
    """``settings.ini`` through the one reader of the data folder's files: read strictly
    (``parse_ini``), set aside when it cannot be used. Not sealed: a CRC-32 notices damage,
    and every value is checked (docs/saves.md)."""

    name = SETTINGS_NAME
    max_bytes = MAX_BYTES

    def decode(self, data: bytes) -> dict[str, object]:
        return parse_ini(data)


# ---------------------------------------------------------------------------- settings
class Settings:
    """Attribute access to every setting: ``s.level``, ``s.level = "hard"``; ``sync()``
    writes them (atomically).

    After construction ``problem`` (a ``FileProblem`` or None) tells whether the settings
    file was unusable and set aside, and ``write_problem`` (a reason code of
    ``write_reason``, or None) whether the data folder cannot be written.
    """

    def __init__(self, data_dir: str | Path | None = None) -> None:
        self.defaults = Defaults()
        self.problem: FileProblem | None = None
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.write_problem: str | None = _check_writable(self.data_dir)
        self._file = SettingsFile(self.data_dir)
        self._ini = self._file.path
        self._values: dict[str, object] = {}
        self._dirty = False
        found, self.problem = self._file.load()
        if found is None and data_dir is None and not os.path.lexists(self._ini):
            # Read with the same strict reader, never set aside: it is not the game's file.
            found, _ = read_checked(_legacy_settings_path(), MAX_BYTES, parse_ini, keep_aside=False)
            self._dirty = found is not None
        if found is None:
            # A first start (or one after a damaged file) speaks the system's language
            # when it is one of ours.
            from .i18n.translator import system_language

            found = {"language": system_language()}
            self._dirty = True
        self._values = {k: v for k, v in found.items() if k in KEYS}
        if self._dirty:
            self.sync()

    @property
    def path(self) -> str:
        return str(self._ini)

    @property
    def save_path(self) -> Path:
        """Where the unfinished game is kept between sessions (``persistence.SaveStore``)."""
        from .persistence import SAVE_NAME

        return self.data_dir / SAVE_NAME

    # ------------------------------------------------------------------ values
    def get(self, name: str):
        if name not in KEYS:
            raise KeyError(name)
        value = self._values.get(name, getattr(self.defaults, name))
        return QByteArray(value) if KEYS[name][1] is QByteArray else value

    def set(self, name: str, value) -> None:
        key, typ, allowed = KEYS[name]
        if (
            not isinstance(value, typ)
            or (typ is int and isinstance(value, bool))
            or (allowed is not None and value not in allowed)
            or (name == "deal_phrase" and not valid_phrase(value))
        ):
            raise ValueError(f"setting {name} cannot be {value!r}")
        if typ is QByteArray:
            value = bytes(value.data())
            if len(value) > MAX_GEOMETRY:
                raise ValueError(f"setting {name} is too long")
        if self._values.get(name) != value:
            self._values[name] = value
            self._dirty = True

    def sync(self) -> bool:
        """Write the settings to disk (if changed); False when they could not be written
        (or must not: a damaged file that could not be moved aside is never overwritten)."""
        if not self._dirty:
            return self._file.may_write and self.write_problem is None
        if not self._file.may_write:
            return False
        try:
            self._file.write(format_ini(self._values))
        except OSError as e:
            log.warning("the settings could not be written: %s", e)
            return False
        self._dirty = False
        return True

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


def write_reason(error: OSError) -> str:
    """Why a write failed, as a code the messages translate: "denied", "full",
    "read_only" or "other" — never the system's own (untranslated) words."""
    return {
        errno.EACCES: "denied",
        errno.EPERM: "denied",
        errno.ENOSPC: "full",
        errno.EDQUOT: "full",
        errno.EROFS: "read_only",
    }.get(error.errno, "other")


def _check_writable(directory: Path) -> str | None:
    """None if files can be written in ``directory`` (made if missing), else why not."""
    try:
        check_may_write(directory / SETTINGS_NAME)  # a folder whose lock was not taken
        directory.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".write-test.", dir=directory)
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        return write_reason(e)
    return None
