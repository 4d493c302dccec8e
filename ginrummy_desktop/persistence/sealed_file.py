"""A sealed JSON file: the save, the statistics and the hand history.

Each is a JSON object with ``format`` and ``version`` (what the file is), the statistics'
``generation`` it was written with (``stats.py``) and a ``seal``: HMAC-SHA-256 with the
install's key (``seal.Secret``, one purpose per kind of file) over the object without its
seal in its canonical form (``seal.canonical``: keys sorted, no spaces, ASCII). Reading goes
through ``DataFile.load`` (hostile bytes, JSON of bounded depth, set aside on any failure);
each kind checks its own keys and calls ``check_version``, ``check_seal`` and
``generation_in`` in the order its format needs.

Writing builds the canonical text itself from parts already serialised (``sealed_text``),
so a large file keeps the parts that did not change — a finished hand, a finished game —
as text from the last write and the seal is computed over that text, never over a document
rebuilt and serialised again.
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Mapping
from typing import ClassVar, TypeVar

from .data_file import DataFile
from .safe_read import MAX_DIGITS, Unusable, parse_json
from .seal import Secret

T = TypeVar("T")

MAX_GENERATION = 10**MAX_DIGITS - 1  # the most digits any number of ours may have


def check_version(doc: dict, newest: int, oldest: int = 1) -> int:
    """The file's format version; raises ``Unusable`` for none, or one this game does not
    read ("newer", "older")."""
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise Unusable("damaged", "no valid format version")
    if version > newest:
        raise Unusable("newer", f"format {version}; this version reads {newest}")
    if version < oldest:
        raise Unusable("older", f"format {version}")
    return version


def generation_in(doc: dict) -> int:
    """The statistics' generation the file was written with (0 in formats before it)."""
    generation = doc.get("generation", 0)
    if type(generation) is not int or not 0 <= generation <= MAX_GENERATION:
        raise Unusable("damaged", "the generation is damaged")
    return generation


class SealedFile(DataFile[T]):
    """A ``DataFile`` holding one JSON object sealed for ``purpose`` with ``secret``.
    Subclasses turn the parsed object into their value (``from_doc``)."""

    purpose: ClassVar[str] = ""

    def __init__(self, directory, secret: Secret) -> None:
        super().__init__(directory)
        self.secret = secret

    def decode(self, data: bytes) -> T:
        return self.from_doc(parse_json(data))

    def from_doc(self, doc: object) -> T:
        raise NotImplementedError

    def check_seal(self, doc: dict) -> None:
        if not self.secret.check(self.purpose, doc):
            raise Unusable("changed", "the seal does not match")

    def sealed_text(self, parts: Mapping[str, str]) -> str:
        """The file's text: the object whose keys are ``parts``' and whose values are
        ``parts``' texts (each already in canonical form, ``seal.canonical_text``), written in
        canonical form with its seal, which covers all of it."""
        keys = sorted(parts)
        pairs = [f'"{key}":{parts[key]}' for key in keys]
        seal = self.secret.seal_canonical(self.purpose, "{" + ",".join(pairs) + "}")
        pairs.insert(bisect.bisect(keys, "seal"), f'"seal":"{seal}"')
        return "{" + ",".join(pairs) + "}"

    def sealed_doc_text(self, doc: Mapping[str, object]) -> str:
        """The text of a small document, serialised whole and indented for a person to
        read, with its seal (over its canonical form, as ever)."""
        doc = dict(doc)
        doc["seal"] = self.secret.seal(self.purpose, doc)
        return json.dumps(doc, indent=1)
