"""Persistence is a library like the engine: every module of it imports without Qt, and a
game is saved, read back and counted in the statistics in an interpreter where PySide6
cannot be imported, with nothing above it in the package imported (the review, the
session)."""

import pkgutil
import subprocess
import sys
from pathlib import Path

from no_qt import without_qt  # tests/support

import ginrummy_desktop.persistence as persistence

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted(m.name for m in pkgutil.iter_modules(persistence.__path__))

CODE = without_qt(
    """
    import importlib, sys, tempfile
    from pathlib import Path
    for name in sys.argv[1:]:
        importlib.import_module("ginrummy_desktop.persistence." + name)
    from ginrummy_desktop.engine import Match
    from ginrummy_desktop.persistence import SaveStore, Statistics, StatsStore, load_secret

    folder = Path(tempfile.mkdtemp())
    secret, _made, problem = load_secret(folder, write=True)
    assert problem is None
    match = Match(seed=3)
    match.apply(match.legal_actions()[0])
    store = SaveStore(folder, secret, ("easy",))
    store.save(match, "easy", None)
    saved, problem = store.load()
    assert problem is None and saved.match.record() == match.record()
    stats = StatsStore(folder, secret, known_levels=("easy",))
    text = stats.text(Statistics())
    print(sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken"))), bool(text))
    # Files know the engine's record and nothing above it (the review, the session, Qt).
    layers = {m.split(".")[1] for m in sys.modules if m.startswith("ginrummy_desktop.")}
    print(sorted(layers & {"ai", "review", "session", "controller", "models", "views", "settings"}))
    """
)


def test_every_persistence_module_loads_and_works_without_qt():
    assert len(MODULES) >= 8  # the package's modules, found on disk
    done = subprocess.run(
        [sys.executable, "-c", CODE, *MODULES],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines() == ["[] True", "[]"]
