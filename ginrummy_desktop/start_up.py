"""What start-up holds back until the table is first on screen.

Until the first paint, the interpreter is shared with nothing that can wait: the card
sounds (``SoundPlayer`` is made held), the computer's first decision with the AI's imports
(``GameController.holdWorker``) and Python's cyclic garbage collector, which otherwise walks
the ~46,000 objects that building the window leaves (Qt's enum classes as they are first
touched, the engine's dataclasses, the widgets; none of them garbage) dozens of times,
about 20 ms before the first paint on this kind of machine (``benchmarks/startup.py``).
``create_window`` pauses the collector and holds the worker; the window releases everything
once the table has been painted, or after ``LATEST_RESUME_MS`` if it never is.

Import order matters too: once PySide6 is imported, its ``__feature__`` import hook reads the
source of every module imported after it (to see whether the module uses PySide), about
0.1 ms a module. The layers that need no Qt are therefore imported first
(``import_pure_layers``), by the launcher and by ``create_window``.
"""

from __future__ import annotations

import gc
import importlib

from .tasks.service import PRELOAD

LATEST_RESUME_MS = 3000  # a window that is never shown must not keep the collector off

_paused = False
_frozen = False
_preloading = False

# What the first paint needs that imports nothing from Qt (the engine, the files, the session,
# and the task service with its kinds of child process, whose objects the controller makes).
PURE_LAYERS = (
    "ginrummy_desktop.engine",
    "ginrummy_desktop.persistence",
    "ginrummy_desktop.session",
    "ginrummy_desktop.vocabulary",
    "ginrummy_desktop.tasks.service",
    "ginrummy_desktop.tasks.children",
)
# What the end of the first hand needs (its record in the hand history): imported on the task
# service's preload lane after the first paint, rather than on the GUI thread as the first
# result comes up.
FIRST_HAND_END = ("ginrummy_desktop.review", "ginrummy_desktop.persistence.history")


def import_pure_layers() -> None:
    """Before PySide6 where possible; after it, this costs nothing more than the imports."""
    for name in PURE_LAYERS:
        importlib.import_module(name)


def import_for_first_hand_end(tasks) -> None:
    """On the preload lane of ``tasks`` (a ``TaskService``): the interpreter switches
    threads every few milliseconds, so the table keeps its turns instead of stopping for the
    ~20 ms the imports take at once (like the card sounds, whose modules load on the sound
    thread). Once per process: the window's release may come twice (first paint, then the
    fallback timer)."""
    global _preloading
    if _preloading:
        return
    _preloading = True
    tasks.submit(PRELOAD, _import_first_hand_end)


def _import_first_hand_end(_token, _progress) -> None:
    for name in FIRST_HAND_END:
        importlib.import_module(name)


def pause_collection() -> None:
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume_collection() -> None:
    """Idempotent; leaves a collector that someone else turned off alone. The first time,
    what start-up made (the modules, Qt's enum classes, the window — tens of thousands of
    objects, none of them garbage) is moved out of the collector's sight (``gc.freeze``):
    a full collection then walks only what the game made since, instead of stopping the
    table for 30–40 ms now and then (``benchmarks/ui_stall.py``)."""
    global _paused, _frozen
    if not _frozen:
        _frozen = True
        gc.freeze()
    if _paused:
        _paused = False
        gc.enable()
