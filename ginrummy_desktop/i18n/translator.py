"""Switching the interface language at run time.

One ``LanguageSwitcher`` per application installs two translators: the game's own
(``ginrummy_<code>.qm``, shipped inside the package so pip installs and PyInstaller bundles
find it the same way) and Qt's ``qtbase_<code>.qm`` where Qt ships one. Installing a
translator makes Qt send ``QEvent.LanguageChange`` to every widget, so open windows retranslate
themselves without a restart. Qt has no Lithuanian catalogue, so the standard button texts
are in the game's own catalogue (``qt_texts.py``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from . import LANGUAGES


def qm_path(code: str) -> Path:
    """Where the compiled catalogue of ``code`` lives inside the package (found from this
    file, as the icons and sounds are)."""
    return Path(__file__).resolve().parents[1] / "translations" / f"ginrummy_{code}.qm"


def system_language() -> str:
    """The system locale's language if the game speaks it, else English (first start)."""
    for name in QLocale.system().uiLanguages() or [QLocale.system().name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


class LanguageSwitcher(QObject):
    """Owns the installed translators.

    Signals:
        languageChanged(str): the new language code, after the translators are installed
            (widgets also get ``QEvent.LanguageChange`` from Qt itself).
    """

    languageChanged = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._language = "en"
        self._translators: list[QTranslator] = []

    @property
    def language(self) -> str:
        return self._language

    def set_language(self, code: str) -> bool:
        """Install ``code``'s catalogues; returns False (and keeps the current language) for
        an unknown code or a missing catalogue."""
        if code not in LANGUAGES:
            return False
        new: list[QTranslator] = []
        # English, the sources' language, has a catalogue too: the singular of each "%n"
        # text ("1 card"), which the source text cannot carry.
        own = QTranslator(self)
        if own.load(str(qm_path(code))):
            new.append(own)
        elif code != "en":  # without its catalogue English still reads ("1 cards" at worst)
            return False
        if code != "en":
            qt = QTranslator(self)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{code}", qt_dir):
                new.append(qt)
        app = QCoreApplication.instance()
        for t in self._translators:
            app.removeTranslator(t)
        # Installed last is asked first: the game's own catalogue wins over Qt's.
        for t in reversed(new):
            app.installTranslator(t)
        self._translators = new
        self._language = code
        QLocale.setDefault(QLocale(code))
        if not new:  # English without its catalogue: nothing installed to tell the windows
            QCoreApplication.sendEvent(app, _language_change_event())
            for w in _top_level_widgets():
                QCoreApplication.sendEvent(w, _language_change_event())
        self.languageChanged.emit(code)
        return True


def _language_change_event():
    from PySide6.QtCore import QEvent

    return QEvent(QEvent.Type.LanguageChange)


def _top_level_widgets():
    try:
        from PySide6.QtWidgets import QApplication
    except ImportError:  # pragma: no cover - Essentials always has widgets
        return []
    app = QApplication.instance()
    return app.topLevelWidgets() if isinstance(app, QApplication) else []
