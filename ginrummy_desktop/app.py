"""Start-up: QApplication, settings, the main window; the options are in ``cli``.

ginrummy-desktop [--seed N] [--level LEVEL] [--lang LANG]
                 [--data-dir DIR] [--version]
                 [--screenshot PATH --scene table|layoff|result|rules|settings|scores|stats|
                                            history|review]
"""

from __future__ import annotations

import argparse
import sys

from .cli import SCENES, parse_args, run_guarded

__all__ = ["SCENES", "create_window", "main", "parse_args"]


def create_window(args: argparse.Namespace, app=None):
    """The QApplication (made if needed), the settings and the main window — without
    starting a game. Used by ``main`` and by the start-up benchmark."""
    from .start_up import (
        LATEST_RESUME_MS,
        import_pure_layers,
        pause_collection,
        spare_feature_scan,
    )

    # A screenshot run drives the game before anything is painted: nothing is held for it.
    on_screen = not getattr(args, "screenshot", None)
    if on_screen:
        pause_collection()  # until the table is first painted (start_up)
    import_pure_layers()  # before PySide6 when nothing imported it yet (start_up)
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    spare_feature_scan()  # before the Qt side's imports (start_up)
    from .settings import APPLICATION, ORGANISATION, Settings

    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = app or QApplication.instance() or QApplication(sys.argv[:1])
    from .resources import APP_ID

    # Ties the window to its menu entry (the .desktop file) on Wayland and X11; the window
    # icon itself (eight PNGs) is set once the table is painted (MainWindow.start_up_finished).
    QGuiApplication.setDesktopFileName(APP_ID)
    settings = Settings(args.data_dir)
    if args.lang:
        settings.language = args.lang  # the translations work installs the translator
    if args.level:
        settings.level = args.level
    # The translations' switcher installs the game's and Qt's catalogues (English has one
    # too: the singular of its "%n" texts) and the language's number and date formats.
    from .i18n.translator import LanguageSwitcher

    app.language_switcher = LanguageSwitcher(app)
    app.language_switcher.set_language(settings.language)
    from .views import MainWindow

    window = MainWindow(settings, persist=on_screen)
    if on_screen:
        # The computer's first decision waits for the table's first paint too; a window
        # that is never painted gets everything back after LATEST_RESUME_MS.
        window.controller.holdWorker()
        QTimer.singleShot(LATEST_RESUME_MS, window, window.start_up_finished)
    return app, settings, window


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.version:
        from . import __version__  # read from the installed metadata only when asked

        print(__version__)
        return 0
    if args.verify is not None:  # Qt-free, like --version: a check, not a game
        from .cli import verify_file

        return verify_file(args.verify, phrase=args.phrase)
    if args.phrase is not None:
        print("ginrummy-desktop: --phrase goes with --verify FILE", file=sys.stderr)
        return 2
    # Any failure from here on is one message and exit 1, never a crash (cli.run_guarded).
    return run_guarded(_run, args)


def _run(args: argparse.Namespace) -> int:
    if args.check_ai:
        return _check_ai()
    if args.screenshot:
        from .screenshots import take_screenshot

        return take_screenshot(args, create_window)
    from .start_up import import_pure_layers, pause_collection, resume_collection

    pause_collection()  # the window resumes it once the table is painted (start_up)
    import_pure_layers()  # before the data folder's lock brings in PySide6 (start_up)
    from .data_folder import AlreadyOpen, open_data_folder

    try:  # one copy per data folder; its log; leftovers of interrupted writes cleared
        folder = open_data_folder(_data_dir(args))
    except AlreadyOpen as exc:
        resume_collection()  # no table comes
        return _already_open(exc)
    # A failure from here on reaches run_guarded with the folder (and its log) still open,
    # so the traceback lands in the log; the lock goes with the process. A folder whose lock
    # could not be taken is not written: the settings say so, in the one message about
    # writing. (An empty --data-dir, which would split the folder, never gets here: cli.)
    try:
        app, settings, window = create_window(args)
        window.show()
        # A saved game is offered for resume once the window is up (also before a --seed
        # game); damaged files and an unwritable folder are reported there, one message each.
        window.start_or_resume(args.seed)
        window.table.hand_view.setFocus()
        status = app.exec()
        _say_what_was_not_written(folder.path, window.keeper, settings)
        return status
    finally:
        folder.close()


def _say_what_was_not_written(path, keeper, settings) -> None:
    """At the end, one line when the last writes could not reach the disk (a full disk):
    the files hold what was saved before, whole (every write is atomic)."""
    from .cli import PROG

    error = keeper.write_error if not keeper.write_ok() else None
    if error is None and (settings.sync() or settings.write_problem is not None):
        return  # all written, or the player was told at the start that nothing would be
    reason = f" ({error.strerror})" if error is not None and error.strerror else ""
    print(
        f"{PROG}: the last changes could not be written to {path}{reason}; the saved game "
        "and the statistics are as they were last saved.",
        file=sys.stderr,
    )


def _data_dir(args: argparse.Namespace):
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication

    from .settings import APPLICATION, ORGANISATION, default_data_dir

    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    return Path(args.data_dir) if args.data_dir else default_data_dir()


def _already_open(exc) -> int:
    """A second start on a folder in use: say so (in the system's language) and end,
    touching nothing in the folder."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .controller.file_notices import already_open_text
    from .i18n.translator import LanguageSwitcher, system_language

    app = QApplication.instance() or QApplication(sys.argv[:1])
    switcher = LanguageSwitcher(app)
    switcher.set_language(system_language())
    title = QCoreApplication.translate("MainWindow", "Gin Rummy")
    QMessageBox.information(None, title, already_open_text(exc.folder))
    return 3


def _check_ai() -> int:
    """Proves the AI child process starts and answers (the bundle check runs this: a frozen
    app must re-enter as the child, see packaging/entry.py)."""
    import os

    from .engine import Match, PassUpcard, Rules
    from .tasks.children import AiProcess, ChildFailed, Decision

    m = Match(Rules(), seed=1)
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    proc = AiProcess()
    try:
        action = proc.decide(Decision("hard", 1, None, m.view(m.to_act), m.legal_actions()))
        child = proc.pid
    except ChildFailed as exc:
        print(f"the AI process failed: {exc}", file=sys.stderr)
        return 1
    finally:
        proc.shutdown()
    print(f"AI process {child} (app {os.getpid()}) chose {type(action).__name__}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
