"""``@frozen``: how the game writes an immutable value record.

A ``@frozen`` class is a ``@dataclass(frozen=True)`` in every way a caller can see — the
same ``__init__``, fields, ``dataclasses.replace`` and ``asdict``, ``__match_args__``, the
same refusal to be changed — and its equality, hash and text are the ones the dataclass would
generate: equal only to an instance of the same class whose fields compare equal in order,
the hash of the tuple of its fields, ``Name(field=value, …)``. The difference is where those
three methods come from: one implementation here, shared by every record, instead of three
functions that Python 3.11 writes as source and compiles for each class (about 0.25 of the
0.6 ms a frozen dataclass takes to create, and about 46 records are created before the
table's first paint; docs/architecture.md, "Start-up").

Pure Python, no Qt.
"""

from __future__ import annotations

import dataclasses
import operator
import reprlib


def _eq(self, other):
    if other.__class__ is self.__class__:
        key = self.__frozen_key__
        return key(self) == key(other)
    return NotImplemented


def _eq_one(self, other):
    # A tuple of one compares its item by identity first, then by ==; so does this.
    if other.__class__ is self.__class__:
        key = self.__frozen_key__
        mine, theirs = key(self), key(other)
        return mine is theirs or bool(mine == theirs)
    return NotImplemented


def _hash(self):
    return hash(self.__frozen_hashed__(self))


def _hash_one(self):
    return hash((self.__frozen_hashed__(self),))


@reprlib.recursive_repr()
def _repr(self):
    shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__frozen_shown__)
    return f"{self.__class__.__qualname__}({shown})"


def _key(names: tuple[str, ...]):
    """What compares (or hashes) two records: ``attrgetter`` — the fields' values as a
    tuple, or the one field's value (``_eq_one``, ``_hash_one`` treat it as a tuple of one)."""
    if names:
        return operator.attrgetter(*names)
    return staticmethod(lambda record: ())


def frozen(cls):
    """Make ``cls`` an immutable value record (see the module's docstring). Methods the class
    defines itself are kept, as the dataclass keeps them."""
    cls = dataclasses.dataclass(frozen=True, eq=False, repr=False)(cls)
    own = vars(cls)
    every = dataclasses.fields(cls)
    compared = tuple(f.name for f in every if f.compare)
    hashed = tuple(f.name for f in every if (f.compare if f.hash is None else f.hash))
    cls.__frozen_key__ = key = _key(compared)
    cls.__frozen_hashed__ = key if hashed == compared else _key(hashed)
    cls.__frozen_shown__ = tuple(f.name for f in every if f.repr)
    if "__eq__" not in own:
        cls.__eq__ = _eq_one if len(compared) == 1 else _eq
    if "__hash__" not in own or own["__hash__"] is None:
        cls.__hash__ = _hash_one if len(hashed) == 1 else _hash
    if "__repr__" not in own:
        cls.__repr__ = _repr
    return cls


__all__ = ["frozen"]
