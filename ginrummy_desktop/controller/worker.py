"""The Qt side of the task service (``tasks/service.py``): answers and progress come back to
the GUI thread by a queued signal, and nothing else about background work is Qt's.

Why background work at all: the Hard AI's look-ahead and the coach's evaluations run for
hundreds of milliseconds; on the GUI thread they would freeze rearranging, sorting and menus.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

from ..tasks.service import LANES, TaskService


class _Courier(QObject):
    """Lives in the GUI thread: a message emitted from a lane's thread is queued to it."""

    arrived = Signal(object)  # cross-thread signals carry object

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        self.service: TaskService | None = None
        self.arrived.connect(self._deliver)

    @Slot(object)
    def _deliver(self, message) -> None:
        if self.service is not None:
            self.service.deliver(message)


def qt_task_service(parent: QObject | None = None, lanes=LANES) -> TaskService:
    """A ``TaskService`` whose answers are delivered in the thread of ``parent`` (the GUI
    thread); its callbacks run there. Shut it down before ``parent`` goes."""
    courier = _Courier(parent)

    def post(message) -> None:  # holds the courier as long as the service lives
        courier.arrived.emit(message)

    service = TaskService(post=post, lanes=lanes)
    courier.service = service
    return service


__all__ = ["qt_task_service"]
