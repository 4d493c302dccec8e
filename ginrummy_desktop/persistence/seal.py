"""The install's secret: seals on saves and statistics, and deals nobody can read ahead.

One random 256-bit key per data folder (``secret.key``, readable by its owner only) is
made on the first start. From it, with the standard library's HMAC-SHA-256:

* **seals** — a save or statistics file carries ``HMAC(key, purpose, contents)``; an edited
  file, or one from another installation, fails it (``docs/saves.md``: the threat model);
* **deals** — a new game gets a random public *game id* (a nonce) and its seed is
  ``HMAC(key, game id)``. The save holds the game id, never the seed nor a deck order, so
  no hidden card can be read from the files without the key and the game's own code.

Losing the key (or a damaged key file) loses nothing but trust: a new key is made, and the
old save and statistics, whose seals no longer match, are set aside with a message.
"""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path

from .atomic import FileProblem, atomic_write_text, set_aside
from .safe_read import Unusable, read_bytes

log = logging.getLogger(__name__)

SECRET_NAME = "secret.key"
_HEADER = "ginrummy-desktop secret 1"
_KEY = re.compile(r"[0-9a-f]{64}")
GAME_ID = re.compile(r"[0-9a-f]{32}")


class Secret:
    """The key, kept out of ``repr`` and logs."""

    def __init__(self, key: bytes) -> None:
        if len(key) != 32:
            raise ValueError("the secret is 32 bytes")
        self._key = key

    def __repr__(self) -> str:
        return "Secret(…)"

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
    body = {k: v for k, v in doc.items() if k != "seal"}
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def new_game_id() -> str:
    import secrets

    return secrets.token_hex(16)


def load_secret(directory: Path) -> tuple[Secret, bool, FileProblem | None]:
    """(secret, made now, problem). A missing key is made and written; a damaged one (or
    anything else in its place) is set aside and replaced. When the folder cannot be
    written the key lives for this session only."""
    path = Path(directory) / SECRET_NAME
    problem = None
    key = None
    try:
        data = read_bytes(path, 4096)
        if data is not None:
            key = _parse(data)
            if key is None:
                raise Unusable("damaged", "not a key file of the game")
    except Unusable as e:
        problem = set_aside(path, e.code, e.detail)
    if key is not None:
        return Secret(key), False, None
    import secrets

    key = secrets.token_bytes(32)
    if problem is None or problem.kept_as is not None:
        try:
            atomic_write_text(path, f"{_HEADER}\n{key.hex()}\n")  # mkstemp: owner only
        except OSError as e:
            log.warning("the secret key cannot be written (%s); it lasts this session only", e)
    return Secret(key), True, problem


def _parse(data: bytes) -> bytes | None:
    try:
        lines = data.decode("ascii").split("\n")
    except UnicodeDecodeError:
        return None
    if len(lines) != 3 or lines[0] != _HEADER or lines[2] or not _KEY.fullmatch(lines[1]):
        return None
    return bytes.fromhex(lines[1])


def owner_only(path: Path) -> bool:
    """Whether only the owner may read ``path`` (POSIX; always True elsewhere)."""
    if os.name != "posix":
        return True
    return os.stat(path).st_mode & 0o077 == 0
