"""The installed Qt binding must not leak references to Python's singletons.

PySide6 6.12.0 on Python 3.11 dropped a reference to None on every void call and to True on
every signal emit, and the interpreter aborted after a few hundred card paints; pyproject
caps the dependency below it. This test fails loudly if such a build is installed again.
"""

import sys

from PySide6.QtCore import QObject, QPointF, Signal


class _Probe(QObject):
    ping = Signal()


def test_void_calls_keep_none_referenced():
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(2000):
        point.setX(1.0)
    assert sys.getrefcount(None) >= before - 50  # a few refs move around; 2000 would not


def test_signal_emit_keeps_bools_referenced():
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(2000):
        probe.ping.emit()
    assert sys.getrefcount(True) >= before - 50
