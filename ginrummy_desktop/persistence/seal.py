"""The install's secret: seals on saves and statistics, and deals nobody can read ahead.

One random 256-bit key per data folder (``secret.key``, readable by its owner only) is
made on the first start. From it, with the standard library's HMAC-SHA-256:

* **seals** — a save or statistics file carries ``HMAC(key, purpose, contents)``; an edited
  file, or one from another installation, fails it (``docs/saves.md``: the threat model);
* **deals** — a new game gets a random public *game id* (a nonce) and its seed is
  ``HMAC(key, game id)``. The save holds the game id, never the seed nor a deck order, so
  no hidden card can be read from the files without the key and the game's own code.

The key file carries a check value (the first 8 hex digits of the key's SHA-256), so a
flipped bit is noticed instead of used, and is read leniently (line ends, case, spaces, a
missing final newline). Losing the key (or a damaged key file, kept aside) loses nothing
but trust: a new key is made, and the old save, statistics and history, whose seals no
longer match, are set aside with a message that names the key. A key that exists but cannot
be read (permissions, an I/O error) is never replaced: the game then writes nothing sealed
and says why (``KEY_UNREADABLE``), so the files can be read again once the key can.
"""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path

from .atomic import FileProblem
from .data_file import DataFile
from .safe_read import Unusable

log = logging.getLogger(__name__)

SECRET_NAME = "secret.key"
_HEADER = "ginrummy-desktop secret 1"
_KEY = re.compile(r"[0-9a-f]{64}")
_CHECK = re.compile(r"check ([0-9a-f]{8})")
GAME_ID = re.compile(r"[0-9a-f]{32}")


class Secret:
    """The key, kept out of ``repr`` and logs."""

    def __init__(self, key: bytes) -> None:
        if len(key) != 32:
            raise ValueError("the secret is 32 bytes")
        self._key = key

    def __repr__(self) -> str:
        return "Secret(…)"

    def file_text(self) -> str:
        """The key file's content, with its check value."""
        return key_file_text(self._key)

    def _mac(self, purpose: str, data: bytes) -> bytes:
        import hashlib  # OpenSSL loads on first use, not at start-up
        import hmac

        return hmac.new(self._key, purpose.encode("ascii") + b"\0" + data, hashlib.sha256).digest()

    def seal(self, purpose: str, doc: dict) -> str:
        """The seal of ``doc`` (every key but "seal"), as 64 hex digits."""
        return self._mac(purpose, canonical(doc)).hex()

    def seal_canonical(self, purpose: str, text: str) -> str:
        """The seal of a document already in its canonical form (``canonical``)."""
        return self._mac(purpose, text.encode("ascii")).hex()

    def check(self, purpose: str, doc: dict) -> bool:
        import hmac

        seal = doc.get("seal")
        return isinstance(seal, str) and hmac.compare_digest(seal, self.seal(purpose, doc))

    def seed_for(self, game_id: str) -> int:
        """The seed of the game ``game_id`` (32 hex digits): 128 bits nobody can predict
        without the key, so the decks it deals stay hidden."""
        if not GAME_ID.fullmatch(game_id):
            raise ValueError("a game id is 32 hex digits")
        return int.from_bytes(self._mac("deal", bytes.fromhex(game_id))[:16], "big")


def canonical(doc: dict) -> bytes:
    """The bytes a seal covers: the document without its seal, keys sorted, no spaces."""
    return canonical_text({k: v for k, v in doc.items() if k != "seal"}).encode()


def canonical_text(value: object) -> str:
    """``value`` as it stands in the text a seal covers: keys sorted, no spaces, ASCII."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def new_game_id() -> str:
    import secrets

    return secrets.token_hex(16)


def key_file_text(key: bytes) -> str:
    return f"{_HEADER}\n{key.hex()}\ncheck {_check(key)}\n"


def _check(key: bytes) -> str:
    import hashlib

    return hashlib.sha256(b"ginrummy-desktop key check\0" + key).hexdigest()[:8]


class _KeyFile(DataFile["tuple[bytes, bool]"]):
    """``secret.key``: (the key, written without a check value). A key the system refuses
    to read stays where it is, never replaced."""

    name = SECRET_NAME
    max_bytes = 4096
    keep_unreadable = True

    def decode(self, data: bytes) -> tuple[bytes, bool]:
        key, old_format = _parse(data)
        if key is None:
            raise Unusable("damaged", "not a key file of the game, or its check fails")
        return key, old_format


def load_secret(directory: Path, write: bool = True) -> tuple[Secret, bool, FileProblem | None]:
    """(secret, made now, problem). A missing key is made and written (unless ``write`` is
    False); a damaged one (or anything else in its place) is set aside and replaced. A key
    file that cannot be read is left as it is: the problem's reason is "unreadable" and the
    key returned is for this session only — nothing sealed with it may be written. When the
    folder cannot be written the new key is not on disk yet (``Secret.file_text`` is written
    first, before any sealed file, by the keeper's writer)."""
    import secrets

    file = _KeyFile(directory)
    found, problem = file.load()
    if problem is not None and problem.reason == "unreadable":
        log.error("the secret key %s cannot be read; nothing is written", file.path)
        return Secret(secrets.token_bytes(32)), True, problem
    if found is not None:
        key, old_format = found
        if write and not owner_only(file.path):
            # Anyone who reads the key can seal a forged save or statistics file: it is kept
            # owner-only, as written (a copy put back may have lost that).
            try:
                os.chmod(file.path, 0o600)
                log.warning("the secret key %s could be read by others: now owner-only", file.path)
            except OSError as e:
                log.warning("the secret key %s can be read by others (%s)", file.path, e)
        if old_format and write:
            try:  # add the check value (a flipped bit is noticed from now on)
                file.write(key_file_text(key))
            except OSError as e:
                log.warning("the secret key could not be rewritten with its check: %s", e)
        return Secret(key), False, None
    key = secrets.token_bytes(32)
    if write and file.may_write:
        try:
            file.write(key_file_text(key))  # mkstemp: owner only
        except OSError as e:
            log.warning("the secret key cannot be written yet (%s)", e)
    return Secret(key), True, problem


def _parse(data: bytes) -> tuple[bytes | None, bool]:
    """(key, written without a check value). Line ends, case, spaces around lines, a byte
    order mark and a missing final newline are forgiven; a check value that does not match
    is not."""
    try:
        text = data.decode("ascii" if not data.startswith(b"\xef\xbb\xbf") else "utf-8-sig")
    except UnicodeDecodeError:
        return None, False
    lines = [line.strip().lower() for line in text.splitlines() if line.strip()]
    if len(lines) not in (2, 3) or lines[0] != _HEADER or not _KEY.fullmatch(lines[1]):
        return None, False
    key = bytes.fromhex(lines[1])
    if len(lines) == 2:
        return key, True
    check = _CHECK.fullmatch(lines[2])
    if check is None or check.group(1) != _check(key):
        return None, False
    return key, False


def owner_only(path: Path) -> bool:
    """Whether only the owner may read ``path`` (POSIX; always True elsewhere)."""
    if os.name != "posix":
        return True
    return os.stat(path).st_mode & 0o077 == 0
