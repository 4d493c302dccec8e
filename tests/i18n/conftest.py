"""Helpers for the language tests: a shown window, a scripted computer player, and switching
the interface language the way Settings → Language does (fixtures, since test modules are
imported with ``--import-mode=importlib`` and cannot import this file)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.i18n.translator import LanguageSwitcher
from ginrummy_desktop.settings import Settings
from ginrummy_desktop.views import MainWindow


class Scripted:
    """A computer player that plays the given actions in order (each must be legal)."""

    def __init__(self, *actions) -> None:
        self.actions = list(actions)

    def choose(self, view, legal, cancel=None):
        assert self.actions, f"the script ran out; legal were {legal}"
        action = self.actions.pop(0)
        assert action in legal, f"scripted {action} is not legal; legal were {legal}"
        return action


@pytest.fixture
def scripted():
    return Scripted


@pytest.fixture
def table_window(qtbot, tmp_path):
    """A shown main window at 1280×800 on a fresh data folder, no animations, no pace; the
    language is English again afterwards."""
    settings = Settings(tmp_path)
    settings.language = "en"
    settings.animation_speed = "off"
    w = MainWindow(settings)
    w.controller.setPaceMs(0)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
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
def idle(qtbot):
    def wait(controller, timeout=5000):
        qtbot.waitUntil(lambda: not controller.thinking, timeout=timeout)

    return wait


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
