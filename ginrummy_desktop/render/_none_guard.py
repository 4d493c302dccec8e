"""Guard against a binding defect: PySide6 6.12.0 on Python 3.11 loses a reference to
``None`` on every Qt call that returns void (measured: ``QPainter.save()`` lowers
``sys.getrefcount(None)`` by one; 6.11.3 does not). Painting makes thousands of such calls,
so after a few hundred cards the count reaches zero and CPython aborts with
"none_dealloc: deallocating None".

The real fix is a dependency pin (``PySide6-Essentials!=6.12.0``) or Python 3.12+, where
``None`` is immortal. Until then, :func:`keep_none_alive` gives back what was lost by raising
``None``'s reference count in place (CPython < 3.12 keeps it as the object's first field),
so nothing is allocated. It measures the defect once and is a no-op where it is absent.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QPointF

_LOW_WATER = 1 << 20
_TOP_UP = 1 << 30
_affected: bool | None = None


def _measure() -> bool:
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        point.setX(1.0)  # returns void
    return sys.getrefcount(None) < before


def defect_present() -> bool:
    """True when this PySide6/Python pair leaks ``None`` references on void calls."""
    global _affected
    if _affected is None:
        _affected = sys.version_info < (3, 12) and _measure()
    return _affected


def keep_none_alive() -> None:
    """Make sure ``None`` keeps plenty of references (cheap: one refcount read)."""
    if defect_present() and sys.getrefcount(None) < _LOW_WATER:
        ctypes.c_ssize_t.from_address(id(None)).value += _TOP_UP
