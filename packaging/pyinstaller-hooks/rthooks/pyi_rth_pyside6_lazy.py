"""Run-time hook that stands in for PyInstaller's ``pyi_rth_pyside6`` on Linux.

PyInstaller's hook imports ``PySide6.QtCore`` before the game's first line runs, only to check
for the embedded ``qt.conf`` that PySide6's wheels register by themselves when QtCore loads;
that import costs about 100–150 ms, which ``ginrummy-desktop --version`` (no Qt needed) would
pay on every run. This hook does the rest of the original's Linux work — point Qt at the
bundle's plugins — and leaves Qt to load when the app imports it. The spec uses it on Linux
only; Windows and macOS builds keep PyInstaller's own hook.
"""

import os
import sys

os.environ["QT_PLUGIN_PATH"] = os.path.join(sys._MEIPASS, "PySide6", "Qt", "plugins")
