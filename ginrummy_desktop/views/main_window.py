"""The main window: menus and keys, the table, the dialogs, the start (new game or resume)
and the one place where messages reach the player (``notify``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ..controller import GameController, GameKeeper, available_levels
from ..controller.keeper import problem_text, write_problem_text
from ..engine import Phase
from ..i18n import level_name
from ..i18n.texts import fill
from ..render import CARD_ASPECT, CardRenderer
from ..settings import Settings
from .dialogs import ResultDialog, RulesDialog, ScoresDialog, SettingsDialog
from .stats_dialog import StatsDialog
from .table import TableWidget


class MainWindow(QMainWindow):
    """Owns the controller (unless given one), the keeper of the saved game and statistics,
    the table and the dialogs.

    Messages for the player (damaged files, an unwritable folder, the resume question) go
    through ``notify`` / ``_queue_box``: they wait until the window is shown and appear one
    at a time, never blocking (``open()``, not ``exec()``), so an offscreen test can read
    ``notices`` and press the buttons of ``current_box``."""

    def __init__(
        self,
        settings: Settings,
        controller: GameController | None = None,
        parent=None,
        persist: bool = True,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.renderer = CardRenderer(four_colour=settings.four_colour, back=settings.card_back)
        self.controller = controller or GameController(
            self, level=settings.level, pace_ms=settings.pace_ms, rules=settings.rules()
        )
        self.notices: list[str] = []  # every message shown, in order (tests read it)
        self._notice_keys: set[str] = set()
        self._boxes: list[Callable[[], QMessageBox]] = []
        self.current_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.keeper = GameKeeper(self.controller, settings.data_dir, self)
        self.keeper.persist = persist  # off for --screenshot runs
        self.keeper.problem.connect(lambda key, text: self.notify(text, key))
        if settings.problem is not None:
            self.notify(problem_text(settings.problem, "settings"), "settings")
        if settings.write_problem is not None:
            self.notify(write_problem_text(settings.data_dir, settings.write_problem), "write")
        self.keeper.report_load_problems()
        self.table = TableWidget(self.controller, settings, self.renderer, self)
        self.setCentralWidget(self.table)
        self._apply_card_size()
        self._result_dialog: ResultDialog | None = None  # made when first needed (start-up)
        self.table.result_callback = self.show_result
        self.controller.handFinished.connect(self._hand_finished)
        self.controller.gameFinished.connect(self._game_finished)
        self.controller.gameStarted.connect(self._hide_result)
        self.controller.viewChanged.connect(self._update_last_hand_action)
        self._stats_dialog: StatsDialog | None = None
        self._build_actions()
        self._closing = False
        geometry = settings.window_geometry
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)

    # ------------------------------------------------------------------ actions and keys
    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
            # Window-wide: the keys work wherever the focus is in the table (issue 4).
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.triggered.connect(slot)
        menu.addAction(a)
        self.addAction(a)
        return a

    def _build_actions(self) -> None:
        c, t = self.controller, self.table
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = self._action(
            game, self.tr("&New game"), self.new_game, QKeySequence.StandardKey.New
        )
        self._action(game, self.tr("Deal the next hand"), c.nextHand, "N")
        self._action(game, self.tr("Score sheet"), self.show_scores, "Ctrl+T")
        self.last_hand_action = self._action(
            game, self.tr("Last hand"), self.show_last_hand, "Ctrl+R"
        )
        self._update_last_hand_action()
        self._action(game, self.tr("Statistics"), self.show_stats, "Ctrl+I")
        game.addSeparator()
        self._action(game, self.tr("Settings…"), self.show_settings, "Ctrl+,")
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        play = self.menuBar().addMenu(self.tr("&Play"))
        self._action(play, self.tr("Draw from the stock"), c.drawStock, "S")
        self._action(play, self.tr("Take the upcard"), c.takeUpcard, "U")
        self._action(play, self.tr("Pass"), c.passUpcard, "P")
        self._action(play, self.tr("Knock"), c.beginKnock, "K")
        self._action(play, self.tr("Gin"), c.beginGin, "G")
        self._action(play, self.tr("Discard or confirm"), t.confirm_or_activate, "Return")
        enter = QAction(self)  # the keypad's Enter does the same, without a menu entry
        enter.setShortcut(QKeySequence("Enter"))
        enter.triggered.connect(t.confirm_or_activate)
        self.addAction(enter)
        self._action(play, self.tr("Cancel the knock"), c.cancelKnock, "Esc")
        self._action(play, self.tr("Lay off the best cards"), c.layOffBest, "L")
        self._action(play, self.tr("Done laying off"), c.endLayoff, "D")
        self._action(play, self.tr("Hint"), c.requestHint, "H")
        play.addSeparator()
        self._action(play, self.tr("Sort by melds"), lambda: t.sort_hand("melds"), "Ctrl+1")
        self._action(play, self.tr("Sort by rank"), lambda: t.sort_hand("rank"), "Ctrl+2")
        self._action(play, self.tr("Sort by suit"), lambda: t.sort_hand("suit"), "Ctrl+3")

        helpm = self.menuBar().addMenu(self.tr("&Help"))
        self._action(
            helpm, self.tr("Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents
        )
        self._action(helpm, self.tr("About"), self.show_about)

    # ------------------------------------------------------------------ dialogs
    @property
    def result_dialog(self) -> ResultDialog:
        if self._result_dialog is None:
            self._result_dialog = ResultDialog(self.renderer, self)
            self._result_dialog.accepted.connect(self._result_accepted)
            self._result_dialog.finished.connect(self._back_to_table)
        return self._result_dialog

    def _hide_result(self) -> None:
        if self._result_dialog is not None:
            self._result_dialog.hide()

    def _update_last_hand_action(self, *_) -> None:
        if hasattr(self, "last_hand_action"):
            self.last_hand_action.setEnabled(bool(self.controller.results))

    def _result_accepted(self) -> None:
        if not self._result_dialog.review:
            self.controller.nextHand()

    def new_game(self) -> None:
        """A new game with the settings' level and rules (changed ones apply from here)."""
        self.controller.rules = self.settings.rules()
        self.controller.setLevel(self.settings.level)
        self.controller.newGame()
        self.table.hand_view.setFocus()

    # ------------------------------------------------------------------ start and resume
    def start_or_resume(self, seed: int | None = None) -> None:
        """The start of a session: a saved game in progress is offered for resume ("Resume
        the game in progress?"); "New game" — or no saved game — starts a new game, from
        ``seed`` when one is given (``--seed``), so a seed never silently replaces a game."""
        match, level = self.keeper.load()
        if match is None:
            self._start_new(seed)
            return
        self._queue_box(lambda: self._resume_box(match, level, seed))

    def _start_new(self, seed: int | None) -> None:
        if seed is None:
            self.new_game()
        else:
            self.controller.rules = self.settings.rules()
            self.controller.startGame(seed)

    def _resume_box(self, match, level: str, seed: int | None = None) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Gin Rummy"),
            self.tr("Resume the game in progress?"),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        you, cpu = match.scores
        box.setInformativeText(
            fill(
                self.tr("Hand %1 against %2: you %3, the computer %4."),
                match.hand_number,
                level_name(level),
                you,
                cpu,
            )
        )
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.setEscapeButton(resume)  # closing the question keeps the game

        def answered(button) -> None:
            if button is resume:
                self.controller.start(match, level=level)
            else:
                self.keeper.discard_save()
                self._start_new(seed)
            self.resume_box = None

        box.buttonClicked.connect(answered)
        box.resume_button = resume
        self.resume_box = box
        return box

    # ------------------------------------------------------------------ messages
    def notify(self, text: str, key: str = "") -> None:
        """Tell the player ``text`` once (per ``key``, if given): queued until the window is
        up, shown one box at a time, never blocking."""
        if key:
            if key in self._notice_keys:
                return
            self._notice_keys.add(key)
        self.notices.append(text)

        def make() -> QMessageBox:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Gin Rummy"),
                text,
                QMessageBox.StandardButton.NoButton,
                self,
            )
            box.addButton(self.tr("OK"), QMessageBox.ButtonRole.AcceptRole)
            return box

        self._queue_box(make)

    def _queue_box(self, make: Callable[[], QMessageBox]) -> None:
        self._boxes.append(make)
        if self.isVisible():
            QTimer.singleShot(0, self._show_next_box)

    def _show_next_box(self) -> None:
        if self.current_box is not None or not self._boxes or not self.isVisible():
            return
        box = self._boxes.pop(0)()
        self.current_box = box
        box.finished.connect(lambda *_: self._box_done(box))
        box.open()

    def _box_done(self, box) -> None:
        if self.current_box is box:
            self.current_box = None
            box.deleteLater()
        QTimer.singleShot(0, self._show_next_box)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._show_next_box)

    def _hand_finished(self, result) -> None:
        # Let the last move be seen on the table first, then show the showdown.
        QTimer.singleShot(max(300, self.controller.pace_ms), self.show_result)

    def show_result(self) -> None:
        c = self.controller
        m = c.match
        if m is None or m.last_result is None or m.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            return
        self.result_dialog.set_result(
            m.last_result, m.rules, c.results, m.scores, m.phase is Phase.GAME_OVER, m.winner
        )
        self.result_dialog.open()

    def show_last_hand(self) -> ResultDialog | None:
        """Game → Last hand: the showdown of the latest finished hand of this game (D16) —
        the result dialog itself when a hand has just ended, a review while the next hand
        is played."""
        c = self.controller
        m = c.match
        if m is None or not c.results:
            return None  # the menu entry is disabled until a hand of this game has ended
        if m.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            self.show_result()
            return self.result_dialog
        finished = c.results
        totals = [0, 0]
        for r in finished:
            if r.winner is not None:
                totals[r.winner] += r.points
        self.result_dialog.set_result(
            finished[-1], m.rules, finished, tuple(totals), False, None, review=True
        )
        self.result_dialog.open()
        return self.result_dialog

    def _back_to_table(self, *args) -> None:
        # The keys act on the table again at once (a keyboard player never needs the mouse).
        self.activateWindow()
        self.table.hand_view.setFocus()

    def _game_finished(self, winner: int) -> None:
        """The keeper has recorded the game and cleared the save; an open statistics
        dialog shows the new figures."""
        if self._stats_dialog is not None:
            self._stats_dialog.set_stats(self.keeper.stats)

    def show_stats(self) -> StatsDialog:
        dlg = StatsDialog(self.keeper.stats, self)
        self._stats_dialog = dlg

        def reset() -> None:
            self.keeper.reset_stats()
            dlg.set_stats(self.keeper.stats)

        dlg.resetRequested.connect(reset)
        dlg.finished.connect(lambda *_: setattr(self, "_stats_dialog", None))
        dlg.open()
        return dlg

    def show_scores(self) -> ScoresDialog:
        c = self.controller
        m = c.match
        dlg = ScoresDialog(
            c.results, m.scores if m else (0, 0), m.rules.target_score if m else 100, self
        )
        dlg.open()
        return dlg

    def show_rules(self) -> RulesDialog:
        dlg = RulesDialog(self)
        dlg.open()
        return dlg

    def show_settings(self) -> SettingsDialog:
        m = self.controller.match
        dlg = SettingsDialog(
            self.settings,
            available_levels() or ("easy",),
            self,
            game_in_progress=m is not None and m.phase is not Phase.GAME_OVER,
        )
        dlg.accepted.connect(lambda: self._apply_settings(dlg))
        dlg.open()
        return dlg

    def _apply_settings(self, dlg: SettingsDialog) -> None:
        old_language = self.settings.language
        dlg.apply()
        s = self.settings
        if s.language != old_language:
            self._switch_language(s.language)
        self.renderer.four_colour = s.four_colour
        self.renderer.back = s.card_back
        self.controller.setPaceMs(s.pace_ms)
        # The level and the rules take effect at the next new game (the dialog says so).
        self.controller.setLevel(s.level)
        self.controller.rules = s.rules()
        self.table.hand_model.auto_arrange = s.auto_arrange
        self._apply_card_size()
        self.table.update()
        for w in self.table.findChildren(type(self.table.hand_view)):
            w.viewport().update()
        self.table.opponent_view.update()

    def _apply_card_size(self) -> None:
        """Card size (Settings). Every card view sizes its cards from its own height, so
        capping the heights caps the cards: the hand at the size's width, the computer's
        hand and the piles in proportion (they are about 0.73 of the hand's at Large)."""
        from .card_views import HandView

        t = self.table
        views = (t.hand_view, t.opponent_view, t.stock_view, t.pile_view)
        if self.settings.card_size == "large":
            for v in views:
                v.setMaximumHeight(16777215)  # QWIDGETSIZE_MAX: as large as the room allows
            return
        width = self.settings.hand_card_width
        t.hand_view.setMaximumHeight(
            round(width * CARD_ASPECT) + HandView.LIFT + HandView.BRACKET + 4
        )
        small = round(width * 0.73)
        t.opponent_view.setMaximumHeight(round(small * CARD_ASPECT) + 32)
        for v in (t.stock_view, t.pile_view):
            v.setMaximumHeight(round(small * CARD_ASPECT) + 30)

    def _switch_language(self, code: str) -> None:
        from PySide6.QtWidgets import QApplication

        from ..i18n.translator import LanguageSwitcher

        app = QApplication.instance()
        switcher = getattr(app, "language_switcher", None)
        if switcher is None:
            switcher = app.language_switcher = LanguageSwitcher(app)
        switcher.set_language(code)

    def changeEvent(self, event) -> None:
        """A new language: rebuild the menus and the table, whose texts are set once at
        construction (the game's state lives in the controller, so nothing is lost but the
        hand's display order)."""
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "table"):
            self.setWindowTitle(self.tr("Gin Rummy"))
            for a in self.actions():
                self.removeAction(a)
            self.menuBar().clear()
            old = self.table
            self.table = TableWidget(self.controller, self.settings, self.renderer, self)
            self.table.result_callback = self.show_result
            self.setCentralWidget(self.table)
            old.deleteLater()
            self._build_actions()
            self._apply_card_size()
            self.controller.retranslate()
            if self._result_dialog is not None:
                self._result_dialog.deleteLater()
                self._result_dialog = None
            self.table.hand_view.setFocus()
        super().changeEvent(event)

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About Gin Rummy"))
        levels = self.keeper.stats.levels.values()
        won = sum(s.games_won for s in levels)
        played = sum(s.games for s in levels)
        from .. import __version__  # the one version, from pyproject (issue 7)

        box.setText(fill(self.tr("Gin Rummy %1. Games won: %2 of %3."), __version__, won, played))
        box.setInformativeText(
            "\n\n".join(
                (
                    self.tr(
                        "Two-player knock gin against a computer opponent that never sees your "
                        "cards."
                    ),
                    self.tr("© 2026 The Gin Rummy desktop team. Released under the MIT License."),
                    self.tr(
                        "Built with Python and Qt for Python (PySide6). The installed app also "
                        "contains Qt (LGPL-3.0) and Python (PSF License); their notices are in its "
                        "licenses folder."
                    ),
                    self.tr(
                        "The Lithuanian and Dutch rules come from the original rules cards. Card "
                        "faces and the icon are drawn for this game."
                    ),
                )
            )
        )
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
        box.open()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:
        """Stop the computer cleanly (issue 4: no crash, no hang, no warning when closing
        while it thinks). The keeper saved after every move; closing waits for the last of
        those writes to reach the disk."""
        if not self._closing:
            self._closing = True
            self.settings.window_geometry = self.saveGeometry()
            self.settings.sync()
            self.controller.shutdown()
            self.keeper.close()
        super().closeEvent(event)
