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


# ---------------------------------------------------------------------- the piles as buttons
# Action names a reader's client calls (AT-SPI DoAction); "Press" is Qt's own standard name,
# so Orca's default "activate" reaches it.
DISCARD_ACTION = "Discard"


def install_interfaces() -> None:
    """Give the stock and the discard pile accessible interfaces of their own: without one
    they are inert "filler" objects a reader can hear but not act on. Installed once, before
    the first interface is asked for (the table's constructor)."""
    global _installed
    if _installed:
        return
    _installed = True
    from PySide6.QtGui import QAccessible

    from .pile_views import _PileWidget

    keep: dict[int, object] = {}  # Qt owns the interface; Python must not free its wrapper

    def factory(_class_name: str, obj):
        if isinstance(obj, _PileWidget):
            iface = _pile_interface_class()(obj)
            keep[id(iface)] = iface
            obj.destroyed.connect(lambda *_a, k=id(iface): keep.pop(k, None))
            return iface
        return None

    QAccessible.installFactory(factory)


_installed = False
_PILE_CLASS = None


def _pile_interface_class():
    """The interface class, made on first use (QAccessibleWidget loads with it)."""
    global _PILE_CLASS
    if _PILE_CLASS is not None:
        return _PILE_CLASS
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAccessible, QAccessibleActionInterface
    from PySide6.QtWidgets import QAccessibleWidget

    press = QAccessibleActionInterface.pressAction()
    focus = QAccessibleActionInterface.setFocusAction()

    class PileInterface(QAccessibleWidget):
        """A pile read as a button: its name, its description (the count; the top card of
        the discard pile), and the actions a click or a drop there would do."""

        def __init__(self, widget) -> None:
            super().__init__(widget, QAccessible.Role.Button, "")

        def actionNames(self) -> list[str]:
            names = [press]
            if self.widget().accepts_discard:
                names.append(DISCARD_ACTION)
            return [*names, focus]

        def doAction(self, name: str) -> None:
            w = self.widget()
            if name == press:
                w.clicked.emit()
            elif name == DISCARD_ACTION and w.accepts_discard:
                w.discardHere.emit()
            elif name == focus:
                w.setFocus(Qt.FocusReason.OtherFocusReason)

        def localizedActionName(self, name: str) -> str:
            return self.widget().action_text(name) or super().localizedActionName(name)

        def localizedActionDescription(self, name: str) -> str:
            return self.localizedActionName(name)

        def keyBindingsForAction(self, name: str) -> list[str]:
            return list(self.widget().action_keys(name))

    _PILE_CLASS = PileInterface
    return _PILE_CLASS
