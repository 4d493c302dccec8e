"""Numbers, percentages and dates in the current language's notation.

The language switch sets ``QLocale``'s default (``translator.py``), so every view that
writes a figure through these functions follows it: "7,9" and "2026-12-01 20:05" in
Lithuanian, "7,9" and "01-12-2026 20:05" in Dutch. Where the percent sign goes is the
translator's choice ("Formats" context: Lithuanian "50 %", Dutch and English "50%").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from .texts import fill

STORED_DATE = "yyyy-MM-dd HH:mm"  # how the history stores when a game started


def decimal(value: float, decimals: int = 1) -> str:
    """``value`` with the language's decimal sign: 3.1 / 3,1."""
    return QLocale().toString(float(value), "f", decimals)


def percent(value: float, decimals: int = 0) -> str:
    """A percentage with the language's number and sign: "62%", "62 %"."""
    pattern = QCoreApplication.translate("Formats", "%1%")
    return fill(pattern, decimal(value, decimals))


def date_time(stored: str) -> str:
    """A stored "2026-12-01 20:05" in the language's short date and time; text that is not
    such a date is shown as it is."""
    when = QDateTime.fromString(stored, STORED_DATE)
    if not when.isValid():
        return stored
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)
