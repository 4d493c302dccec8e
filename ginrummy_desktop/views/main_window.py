"""The main window: menus and keys, the table, the result dialog, saving on close."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox

from .. import __version__
from ..controller import HUMAN, GameController, available_levels
from ..engine import Phase, Rules
from ..render import CardRenderer
from ..settings import Settings
from .dialogs import ResultDialog, RulesDialog, ScoresDialog, SettingsDialog
from .table import TableWidget


class MainWindow(QMainWindow):
    """Owns the controller (unless given one), the table and the dialogs."""

    def __init__(self, settings: Settings, controller: GameController | None = None,
                 parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.renderer = CardRenderer(four_colour=settings.four_colour, back=settings.card_back)
        self.controller = controller or GameController(
            self, level=settings.level, pace_ms=settings.pace_ms,
            rules=Rules(target_score=settings.target_score))
        self.table = TableWidget(self.controller, settings, self.renderer, self)
        self.setCentralWidget(self.table)
        self._result_dialog: ResultDialog | None = None   # made when first needed (start-up)
        self.table.result_callback = self.show_result
        self.controller.handFinished.connect(self._hand_finished)
        self.controller.gameFinished.connect(self._game_finished)
        self.controller.gameStarted.connect(self._hide_result)
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
        self.new_action = self._action(game, self.tr("&New game"), self.new_game,
                                       QKeySequence.StandardKey.New)
        self._action(game, self.tr("Deal the next hand"), c.nextHand, "N")
        self._action(game, self.tr("Score sheet"), self.show_scores, "Ctrl+T")
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
        enter = QAction(self)   # the keypad's Enter does the same, without a menu entry
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
        self._action(helpm, self.tr("Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self._action(helpm, self.tr("About"), self.show_about)

    # ------------------------------------------------------------------ dialogs
    @property
    def result_dialog(self) -> ResultDialog:
        if self._result_dialog is None:
            self._result_dialog = ResultDialog(self.renderer, self)
            self._result_dialog.accepted.connect(self.controller.nextHand)
            self._result_dialog.finished.connect(self._back_to_table)
        return self._result_dialog

    def _hide_result(self) -> None:
        if self._result_dialog is not None:
            self._result_dialog.hide()

    def new_game(self) -> None:
        self.controller.rules = Rules(target_score=self.settings.target_score)
        self.controller.setLevel(self.settings.level)
        self.controller.newGame()
        self.table.hand_view.setFocus()

    def _hand_finished(self, result) -> None:
        # Let the last move be seen on the table first, then show the showdown.
        QTimer.singleShot(max(300, self.controller.pace_ms), self.show_result)

    def show_result(self) -> None:
        c = self.controller
        m = c.match
        if m is None or m.last_result is None or m.phase not in (Phase.HAND_OVER,
                                                                 Phase.GAME_OVER):
            return
        self.result_dialog.set_result(m.last_result, m.rules, c.results, m.scores,
                                      m.phase is Phase.GAME_OVER, m.winner)
        self.result_dialog.open()

    def _back_to_table(self, *args) -> None:
        # The keys act on the table again at once (a keyboard player never needs the mouse).
        self.activateWindow()
        self.table.hand_view.setFocus()

    def _game_finished(self, winner: int) -> None:
        s = self.settings
        s.games_played = s.games_played + 1
        if winner == HUMAN:
            s.games_won = s.games_won + 1
        s.sync()
        self.settings.save_path.unlink(missing_ok=True)

    def show_scores(self) -> ScoresDialog:
        c = self.controller
        m = c.match
        dlg = ScoresDialog(c.results, m.scores if m else (0, 0),
                           m.rules.target_score if m else 100, self)
        dlg.open()
        return dlg

    def show_rules(self) -> RulesDialog:
        dlg = RulesDialog(self)
        dlg.open()
        return dlg

    def show_settings(self) -> SettingsDialog:
        dlg = SettingsDialog(self.settings, available_levels() or ("easy",), self)
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
        self.controller.setLevel(s.level)
        self.table.hand_model.auto_arrange = s.auto_arrange
        self.table.update()
        for w in self.table.findChildren(type(self.table.hand_view)):
            w.viewport().update()
        self.table.opponent_view.update()

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
            self.controller.retranslate()
            if self._result_dialog is not None:
                self._result_dialog.deleteLater()
                self._result_dialog = None
            self.table.hand_view.setFocus()
        super().changeEvent(event)

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About Gin Rummy"))
        s = self.settings
        box.setText(self.tr("Gin Rummy %1. Games won: %2 of %3.").replace(
            "%1", __version__).replace("%2", str(s.games_won)).replace(
            "%3", str(s.games_played)))
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
        box.exec()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:
        """Keep an unfinished game, stop the computer cleanly (issue 4: no crash, no hang,
        no warning when closing while it thinks)."""
        if not self._closing:
            self._closing = True
            m = self.controller.match
            try:
                if m is not None and m.phase is not Phase.GAME_OVER:
                    self.controller.save(self.settings.save_path)
            except OSError:
                pass   # a read-only data dir must not stop the window from closing
            self.settings.window_geometry = self.saveGeometry()
            self.settings.sync()
            self.controller.shutdown()
        super().closeEvent(event)
