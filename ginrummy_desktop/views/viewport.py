"""A viewport made in Python for the table's item views.

The first time PySide6 is handed a widget that Qt created itself, it works out the widget's
Python type by creating the type of every ``QWidget`` class it knows, with all their enums
(65 enum classes, ~13 ms on this kind of machine), before the table is first painted. Every
``viewport()`` call of a scroll area returns such a widget. A viewport made here is already
known to PySide6, so ``viewport()`` costs nothing; Qt sets it up as it does its own.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractScrollArea, QWidget


def give_own_viewport(view: QAbstractScrollArea) -> None:
    """Call first in the view's constructor, before anything configures the viewport."""
    view.setViewport(QWidget(view))
