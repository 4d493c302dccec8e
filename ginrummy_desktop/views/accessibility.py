"""What a screen reader is told: lines of the table that change while the player listens.

A ``QLabel`` with an accessible name of its own ("What to do now") sends no event when its
text changes, so a screen reader would never hear the new instruction or the computer's
move. ``announce_change`` keeps the line's text in its accessible description (which Qt
reports as changed) and sends an announcement with the new text. Both go through
``QAccessible.updateAccessibility``, looked up at call time, so a test can listen there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QWidget


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Have assistive technology speak ``text`` now, on behalf of ``widget``. Polite waits
    for the current speech to end; assertive (a refused move) interrupts it.

    Only for a widget on screen: nothing can be told about one that is not, and the
    table's first lines come before the window is shown — so QAccessible (its classes and
    enums) is imported with the first announcement, after the first paint (start_up)."""
    if not text or not widget.isVisible():
        return
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(
        QAccessible.AnnouncementPoliteness.Assertive
        if assertive
        else QAccessible.AnnouncementPoliteness.Polite
    )
    QAccessible.updateAccessibility(event)


def announce_change(label: QLabel, assertive: bool = False) -> bool:
    """After ``label.setText``: if the text is new, expose it as the label's accessible
    description and announce it. Returns whether it was new."""
    text = label.text()
    if text == label.accessibleDescription():
        return False
    label.setAccessibleDescription(text)
    announce(label, text, assertive)
    return True
