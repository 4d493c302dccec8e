"""Drag and drop onto the card widgets, one way for all of them.

A widget turns the drop position into the model's ``dropMimeData`` arguments (a row, or
the index of the meld under the cursor) and lets the model decide, so a drop on screen does
exactly what a model-level test of the same drop does.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt


def offer(model, event, row: int = -1, parent: QModelIndex | None = None) -> bool:
    """Drag enter/move: accept the drag when the model would take the drop here."""
    parent = parent if parent is not None else QModelIndex()
    ok = model.canDropMimeData(event.mimeData(), event.dropAction(), row, -1, parent)
    if ok:
        event.acceptProposedAction()
    else:
        event.ignore()
    return ok


def deliver(model, event, row: int = -1, parent: QModelIndex | None = None) -> bool:
    """Drop: hand the data to the model. The source never removes its row (the game, not
    Qt, moves cards), so an accepted drop reports a copy."""
    parent = parent if parent is not None else QModelIndex()
    ok = model.dropMimeData(event.mimeData(), Qt.DropAction.MoveAction, row, 0, parent)
    if ok:
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
    else:
        event.ignore()
    return ok
