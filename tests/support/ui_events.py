"""Events a player's hands would make, for widget tests offscreen."""

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication


def synth_drop(widget, mime, pos: QPoint) -> bool:
    """Enter, move and drop at ``pos``, as a real drag would; returns whether the drop was
    accepted."""
    actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    enter = QDragEnterEvent(
        pos, actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(widget, enter)
    move = QDragMoveEvent(
        pos, actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(widget, move)
    drop = QDropEvent(
        QPointF(pos), actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(widget, drop)
    return drop.isAccepted()
