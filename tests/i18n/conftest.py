"""Helpers for the language tests: a shown window, the scripted computer player, and switching
the interface language the way Settings → Language does (fixtures, since test modules are
imported with ``--import-mode=importlib`` and cannot import this file)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from table_fixtures import ScriptedOpponent, open_window  # tests/support

from ginrummy_desktop.i18n.translator import LanguageSwitcher


@pytest.fixture
def scripted():
    """The shared scripted opponent (``table_fixtures.ScriptedOpponent``)."""
    return ScriptedOpponent


@pytest.fixture
def table_window(qtbot, tmp_path):
    """A shown main window at 1280×800 on a fresh data folder, no animations, no pace; the
    language is English again afterwards."""
    w = open_window(qtbot, tmp_path, language="en", guide_done=False)
    yield w
    switcher = getattr(QApplication.instance(), "language_switcher", None)
    if switcher is not None:
        switcher.set_language("en")
    w.close()


@pytest.fixture
def speak(qtbot):
    """``speak(window, code)``: install ``code``'s catalogues and wait until the window has
    said everything again in it (Qt delivers LanguageChange on the next loop turns)."""

    def switch(window, code: str) -> None:
        window._switch_language(code)
        game = QCoreApplication.translate("MainWindow", "&Game")
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == game, timeout=2000)
        qtbot.wait(20)

    return switch


@pytest.fixture
def switcher(qapp):
    """The application's language switcher for one test; English again afterwards."""
    s = LanguageSwitcher()
    yield s
    s.set_language("en")


@pytest.fixture
def language(switcher):
    """``language(code)`` switches the interface to ``code`` (and must succeed)."""

    def use(code):
        assert switcher.set_language(code)

    return use
