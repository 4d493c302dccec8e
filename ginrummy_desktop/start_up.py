"""What start-up holds back until the table is first on screen.

Until the first paint, the interpreter is shared with nothing that can wait: the card
sounds (``SoundPlayer`` is made held), the computer's first decision with the AI's imports
(``GameController.holdWorker``) and Python's cyclic garbage collector, which otherwise walks
the ~46,000 objects that building the window leaves (Qt's enum classes as they are first
touched, the engine's dataclasses, the widgets; none of them garbage) dozens of times,
about 20 ms before the first paint on this kind of machine (``benchmarks/startup.py``).
``create_window`` pauses the collector and holds the worker; the window releases everything
once the table has been painted, or after ``LATEST_RESUME_MS`` if it never is.

PySide6's ``__feature__`` switch (``from __feature__ import snake_case``) costs start-up
too: once PySide6 is imported, every import statement hands its module to a hook that reads
the module's source to see whether it names PySide6 (about 0.1 ms a module, ~100 modules
before the first paint, modules imported earlier included). The game selects no feature, so
``spare_feature_scan`` records its own modules and those already loaded at the default
selection, the answer the scan would give them, before the scan reads them. The layers that
need no Qt are still imported first (``import_pure_layers``): the standard modules they bring
are then among those already loaded.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys

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


def spare_feature_scan() -> None:
    """After PySide6 is imported: the game's modules and every module loaded so far are
    recorded at the default feature selection (0) in PySide6's table, so its import hook
    does not read their source. Nothing in the game imports ``__feature__`` (a test checks),
    so 0 is what the scan would find. A PySide6 without that table is left alone."""
    feature = sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    for name in list(sys.modules):
        table.setdefault(name, 0)
    # The game's modules not imported yet, by their file names (a frozen build has no
    # source files: the scan finds none to read there, and so does this walk). os.walk, not
    # Path.rglob: the same names in a tenth of the time (0.2 against 1.5 ms) on this path.
    package = os.path.dirname(os.path.abspath(__file__))
    for folder, subfolders, files in os.walk(package):
        subfolders[:] = [d for d in subfolders if not d.startswith(("_", "."))]
        rel = os.path.relpath(folder, package)
        prefix = __package__ if rel == "." else f"{__package__}.{rel.replace(os.sep, '.')}"
        for file in files:
            if file.endswith(".py"):
                stem = file[:-3]
                table.setdefault(prefix if stem == "__init__" else f"{prefix}.{stem}", 0)


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
