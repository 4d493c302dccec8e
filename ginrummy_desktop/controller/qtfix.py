"""Work around a PySide6 6.12 reference-count bug measured on this machine (Python 3.11).

Every Python-side ``SignalInstance.emit()`` returns ``True`` without taking a reference, so
each emit steals one reference from the ``True`` singleton; after a few hundred emits the
interpreter aborts with "Fatal Python error: bool_dealloc" (often at exit, in garbage
collection). Python 3.12 made the bools immortal, which hides the bug there.

The fix does what 3.12 does: if a probe emit shows the leak, give ``True`` and ``False`` a
reference count so large that no program can use it up. It touches nothing else and is a
no-op where the bug is absent. Importing this module applies it once.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

_IMMORTAL = 1 << 40


class _Probe(QObject):
    ping = Signal()


def emit_steals_a_reference() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(4):
        probe.ping.emit()
    return sys.getrefcount(True) < before


def apply() -> bool:
    """Make the bools effectively immortal when emit leaks; returns whether it did."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if not emit_steals_a_reference():
        return False
    for obj in (True, False):
        # ob_refcnt is the first field of every CPython object (Py_ssize_t).
        ctypes.c_ssize_t.from_address(id(obj)).value += _IMMORTAL
    return True


APPLIED = apply()
