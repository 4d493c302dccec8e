"""The main window: menus and keys, the table, the dialogs, the start (new game or resume)
and the one place where messages reach the player (``notify``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from ..controller import HUMAN, GameController, GameKeeper
from ..controller.history_keeper import HistoryKeeper
from ..controller.keeper import problem_text, write_problem_text
from ..engine import (
    Discarded,
    DrewStock,
    GameEnded,
    HandEnded,
    HandStarted,
    Knocked,
    Phase,
    TookDiscard,
)
from ..i18n import level_name
from ..i18n.card_faces import face_labels
from ..i18n.texts import fill
from ..models import TableModels
from ..persistence import LevelStats
from ..render import CARD_ASPECT, CardRenderer
from ..session import TableState
from ..settings import Settings
from ..start_up import import_for_first_hand_end, resume_collection
from ..vocabulary import LEVELS
from .table import TableWidget

if TYPE_CHECKING:  # the dialogs and message boxes are imported when first opened (start_up)
    from PySide6.QtWidgets import QMessageBox

    from .dialogs import ResultDialog, RulesDialog, ScoresDialog, SettingsDialog
    from .review_launcher import ReviewLauncher
    from .stats_dialog import StatsDialog


DEFAULT_SIZE = QSize(1280, 800)  # a first start's window, where the screen has room
FRAME_ROOM = QSize(8, 36)  # a window manager's title bar and borders, about


# The entries whose meaning depends on the moment: greyed out when they do not apply.
MOMENT_ACTIONS = (
    "next",
    "draw",
    "take",
    "pass",
    "knock",
    "gin",
    "activate",
    "cancel",
    "lay_off_best",
    "done",
    "hint",
)


def _slot_of(entry: QAction):
    """What ``entry`` does when chosen, whether it is enabled or not (its key acts always)."""
    return lambda: entry.triggered.emit()


def cards_of_order(text: str) -> tuple:
    """The cards of the ``own_order`` setting ("AS2STC…"); nothing for "none" or for a
    text that is not 1 to 11 different cards (a hand-edited file is not trusted)."""
    from ..engine import Card

    if not 2 <= len(text) <= 22 or len(text) % 2:
        return ()
    try:
        cards = tuple(Card.parse(text[i : i + 2]) for i in range(0, len(text), 2))
    except (ValueError, KeyError, IndexError):
        return ()
    return cards if len(set(cards)) == len(cards) else ()


def sounds_for(events) -> list[str]:
    """The sounds that tell one step's events (``vocabulary.SOUNDS``)."""
    names: list[str] = []
    ended = None
    for e in events:
        if isinstance(e, HandStarted):
            names.append("deal")
        elif isinstance(e, (DrewStock, TookDiscard)):
            names.append("draw")
        elif isinstance(e, Discarded):
            names.append("discard")
        elif isinstance(e, Knocked):
            names.append("gin" if e.gin else "knock")
        elif isinstance(e, HandEnded) and e.result.winner is not None:
            ended = "win" if e.result.winner == HUMAN else "lose"
        elif isinstance(e, GameEnded):
            ended = "win" if e.winner == HUMAN else "lose"
    if ended is not None:
        names.append(ended)
    return names


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
        self.renderer = CardRenderer(
            four_colour=settings.four_colour,
            back=settings.card_back,
            labels=face_labels(not settings.international_faces),
        )
        self.controller = controller or GameController(
            self, level=settings.level, pace_ms=settings.pace_ms, rules=settings.rules()
        )
        self.controller.setPhrase(settings.deal_phrase)
        self.notices: list[str] = []  # every message shown, in order (tests read it)
        self._notice_keys: set[str] = set()
        self._boxes: list[Callable[[], QMessageBox]] = []
        self.current_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.new_game_box: QMessageBox | None = None
        # Nothing is written by --screenshot runs.
        self.keeper = GameKeeper(self.controller, settings.data_dir, self, persist=persist)
        self.keeper.problem.connect(lambda key, text: self.notify(text, key))
        self.keeper.statsChanged.connect(self._stats_changed)
        if settings.problem is not None:
            self.notify(problem_text(settings.problem, "settings"), "settings")
        if settings.write_problem is not None:
            self.notify(write_problem_text(settings.data_dir, settings.write_problem), "write")
        self.keeper.report_load_problems()
        # Every finished hand goes to the hand history (Game → History, the reviews).
        self.history = HistoryKeeper(self.keeper, self)
        self.history.problem.connect(lambda key, text: self.notify(text, key))
        self._reviews: ReviewLauncher | None = None  # made when first needed
        # The models live here, above the widgets; ``_show`` feeds them, then the table,
        # from the change record (one slot, so no order of connections matters).
        self.models = TableModels(self)
        self.state = TableState()  # the table as the last change left it
        self.controller.changed.connect(self._show)
        self.table = TableWidget(self.controller, self.models, settings, self.renderer, self)
        # A resumed game shows the hand in the player's own order, as it was left.
        self.models.hand.remember_order(cards_of_order(settings.own_order))
        self.setCentralWidget(self.table)
        self._apply_card_size()
        self._result_dialog: ResultDialog | None = None  # made when first needed (start-up)
        self.table.resultRequested.connect(self.show_result)
        # One pending showdown at a time: a hand that ends before the last one's result
        # came up (a quick pilot, a test) restarts the wait instead of opening it twice.
        self._result_timer = QTimer(self, singleShot=True)
        self._result_timer.timeout.connect(self.show_result)
        self.table.pileBrowserRequested.connect(self.show_pile_browser)
        self._game_clock = time.monotonic()
        self.game_over_dialog = None
        from ..sound import SoundPlayer

        self.sound = SoundPlayer(settings.sound, settings.sound_volume, held=True)
        self._stats_dialog: StatsDialog | None = None
        self._build_actions()
        self.retranslate_ui()
        self.table.guide.finished.connect(self._guide_finished)
        # Each note acknowledged stays done in the next session, finished guide or not.
        self.table.guide.acknowledged.connect(lambda mask: setattr(settings, "guide_notes", mask))
        self.table.firstPainted.connect(self.start_up_finished)
        if persist and not settings.guide_done:
            # The first start: the guide shows the first hand (from the first note the player
            # has not acknowledged yet in an earlier session).
            self.table.guide.start(settings.guide_notes)
        self._closing = False
        geometry = settings.window_geometry
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self._first_size()

    def _first_size(self) -> None:
        """A first start opens at 1280×800, or as large as a smaller screen's room (an
        800×600 one too: the table fits it), never larger than the screen."""
        room = self.screen().availableGeometry()
        # The frame (title bar, borders) comes on top of the geometry: leave room for it.
        inner = room.size() - FRAME_ROOM
        self.setGeometry(QRect(room.topLeft(), DEFAULT_SIZE.boundedTo(inner)))

    # ------------------------------------------------------------------ actions and keys
    def _action(self, menu, slot, shortcut=None) -> QAction:
        a = QAction(self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
            # Window-wide: the keys work wherever the focus is in the table.
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.triggered.connect(slot)
        menu.addAction(a)
        self.addAction(a)
        return a

    def _build_actions(self) -> None:
        """The menus and their keys, made once; ``retranslate_ui`` gives them their words."""
        c, t = self.controller, self.table
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.play_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        g, p, h, v = self.game_menu, self.play_menu, self.help_menu, self.view_menu
        a = self.actions_by_name = {}
        new, quit_, rules = (
            QKeySequence.StandardKey.New,
            QKeySequence.StandardKey.Quit,
            QKeySequence.StandardKey.HelpContents,
        )
        # (menu, name, slot, key); a name of None is a separator.
        entries = (
            (g, "new", self.request_new_game, new),
            (g, "next", c.nextHand, "N"),
            (g, "scores", self.show_scores, "Ctrl+T"),
            (g, "last_hand", self.show_last_hand, "Ctrl+R"),
            (g, "stats", self.show_stats, "Ctrl+I"),
            (g, "history", self.show_history, "Ctrl+H"),
            (g, None, None, None),
            (g, "settings", self.show_settings, "Ctrl+,"),
            (g, None, None, None),
            (g, "quit", self.close, quit_),
            (p, "draw", c.drawStock, "S"),
            (p, "take", c.takeUpcard, "U"),
            (p, "pass", c.passUpcard, "P"),
            (p, "knock", c.beginKnock, "K"),
            (p, "gin", c.beginGin, "G"),
            (p, "activate", t.confirm_or_activate, "Return"),
            (p, "cancel", c.cancelKnock, "Esc"),
            (p, "lay_off_best", c.layOffBest, "L"),
            (p, "done", c.endLayoff, "D"),
            (p, "hint", c.requestHint, "H"),
            (p, None, None, None),
            (p, "sort_melds", lambda: t.sort_hand("melds"), "Ctrl+1"),
            (p, "sort_rank", lambda: t.sort_hand("rank"), "Ctrl+2"),
            (p, "sort_suit", lambda: t.sort_hand("suit"), "Ctrl+3"),
            (v, "move_log", t.set_log_visible, "Ctrl+L"),
            (v, "pile", self.show_pile_browser, "Ctrl+D"),
            (h, "rules", self.show_rules, rules),
            (h, "guide", self.start_guide, None),
            (h, "about", self.show_about, None),
        )
        for menu, name, slot, key in entries:
            if name is None:
                menu.addSeparator()
            else:
                a[name] = self._action(menu, slot, key)
        enter = QAction(self)  # the keypad's Enter does the same, without a menu entry
        enter.setShortcut(QKeySequence("Enter"))
        enter.triggered.connect(t.confirm_or_activate)
        self.addAction(enter)
        a["move_log"].setCheckable(True)
        a["move_log"].setChecked(t.log_box.isVisibleTo(t))
        self._split_keys()
        self.last_hand_action = a["last_hand"]
        self.new_action = a["new"]
        self.next_action = a["next"]
        self._update_last_hand_action()

    def _split_keys(self) -> None:
        """The Play menu's entries grey out when they do not apply now, but their keys
        keep answering and say why (a disabled action's key would do nothing at all): each
        key moves to an always-enabled action of its own, and the menu entry shows it."""
        self._menu_keys: dict[str, str] = {}
        for name in MOMENT_ACTIONS:
            entry = self.actions_by_name[name]
            keys = entry.shortcut()
            entry.setShortcut(QKeySequence())
            key = QAction(self)
            key.setShortcut(keys)
            key.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            key.triggered.connect(_slot_of(entry))
            self.addAction(key)
            self._menu_keys[name] = keys.toString(QKeySequence.SequenceFormat.NativeText)

    def _update_play_menu(self, state) -> None:
        """The Play menu says what applies now: the rest is greyed out."""
        mine = bool(state.legal)
        knocking = state.knock.active
        now = {
            "next": state.phase is Phase.HAND_OVER,
            "draw": state.may_draw,
            "take": state.may_take,
            "pass": state.may_pass,
            "knock": state.discarding and state.can_knock and not knocking,
            "gin": state.discarding and state.can_gin and not knocking,
            "activate": state.discarding or state.laying_off,
            "cancel": knocking,
            "lay_off_best": state.laying_off and bool(state.layoff_plan),
            "done": state.laying_off,
            "hint": mine and not knocking,
        }
        for name, on in now.items():
            self.actions_by_name[name].setEnabled(on)

    def retranslate_ui(self) -> None:
        """Every text of the window in the current language, on the same widgets and
        actions (nothing is rebuilt, so the hand's order and the game stay as they are)."""
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.play_menu.setTitle(self.tr("&Play"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        texts = {
            "new": self.tr("&New game"),
            "next": self.tr("Deal the next hand"),
            "scores": self.tr("Score sheet"),
            "last_hand": self.tr("Last hand"),
            "stats": self.tr("Statistics"),
            "history": self.tr("History…"),
            "settings": self.tr("Settings…"),
            "quit": self.tr("&Quit"),
            "draw": self.tr("Draw from the stock"),
            "take": self.tr("Take the upcard"),
            "pass": self.tr("Pass"),
            "knock": self.tr("Knock"),
            "gin": self.tr("Gin"),
            "activate": self.tr("Discard or confirm"),
            "cancel": self.tr("Cancel the knock"),
            "lay_off_best": self.tr("Lay off the best cards"),
            "done": self.tr("Done laying off"),
            "hint": self.tr("Hint"),
            "sort_melds": self.tr("Sort by melds"),
            "sort_rank": self.tr("Sort by rank"),
            "sort_suit": self.tr("Sort by suit"),
            "move_log": self.tr("Move log"),
            "pile": self.tr("Look through the discard pile"),
            "rules": self.tr("Rules"),
            "guide": self.tr("First-game guide"),
            "about": self.tr("About"),
        }
        keys = getattr(self, "_menu_keys", {})
        for name, text in texts.items():
            action = self.actions_by_name[name]
            if name in keys:  # the key, shown beside the entry as a shortcut would be
                action.setToolTip(text)
                text = text + "\t" + keys[name]
            action.setText(text)

    # ------------------------------------------------------------------ dialogs
    @property
    def result_dialog(self) -> ResultDialog:
        if self._result_dialog is None:
            from .dialogs import ResultDialog

            self._result_dialog = ResultDialog(self.renderer, self)
            self._result_dialog.accepted.connect(self._result_accepted)
            self._result_dialog.reviewRequested.connect(self.review_last_hand)
            self._result_dialog.finished.connect(self._back_to_table)
        return self._result_dialog

    def _hide_result(self) -> None:
        """No showdown on screen and none pending: a result still waiting for the last move
        to be seen would otherwise open after the table closed, and keep the app running."""
        self._result_timer.stop()
        if self._result_dialog is not None:
            self._result_dialog.hide()

    def _show(self, change) -> None:
        """One change, in a fixed order: a new game's reset, the models, then the table
        that reads them, the menus, the sounds, and the end of a hand."""
        if change.started:
            self._hide_result()
            self._game_started()
            self.sound.play("deal")
        if change.published:
            self.state = change.state
            self.models.set_state(change.state)
        self.table.show_change(change)
        if change.published:
            self._update_last_hand_action()
        if change.events[HUMAN]:
            self._play_sounds(change.events[HUMAN])
        if change.hand_finished is not None:
            self._hand_finished(change.hand_finished)

    def _update_last_hand_action(self, *_) -> None:
        if hasattr(self, "last_hand_action"):
            state = self.state
            self.last_hand_action.setEnabled(bool(state.results))
            self._update_play_menu(state)  # "Deal the next hand" only between hands
            view = state.view
            self.actions_by_name["pile"].setEnabled(view is not None and len(view.discard_pile) > 0)

    def _result_accepted(self) -> None:
        if self._result_dialog.game_over:
            self.show_game_over()
        elif not self._result_dialog.review:
            self.controller.nextHand()

    def start_guide(self) -> None:
        """Help → First-game guide: its notes again, from the first, as their moments come."""
        self.table.guide.start()
        self._back_to_table()

    def _guide_finished(self) -> None:
        self.settings.guide_done = True

    def _play_sounds(self, events) -> None:
        """The card sounds of one step: deal, draw, discard, knock or gin, and at the end
        of a hand or game whether the player won or lost."""
        names = sounds_for(events)
        if names:
            self.sound.play(*names)

    def _game_started(self) -> None:
        self._game_clock = time.monotonic()
        if self.game_over_dialog is not None:
            self.game_over_dialog.hide()

    def show_game_over(self):
        """The summary of the game just ended (from the last hand's result): the final
        score with every bonus, how it went, the statistics it changed, Play again."""
        from ..controller.game_summary import summarise
        from .game_over import GameOverDialog

        state = self.state
        if state.view is None or state.view.phase is not Phase.GAME_OVER:
            return None
        level = state.level
        counted = level in LEVELS and self.keeper.game_id is not None
        after = self.keeper.stats.levels.get(level) if counted else None
        before = self.keeper.stats_before(level) or LevelStats()
        dlg = GameOverDialog(
            summarise(state.results, state.view.rules, state.winner),
            level,
            before if after is not None else None,
            after,
            time.monotonic() - self._game_clock,
            self,
        )
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.accepted.connect(self.new_game)
        dlg.rejected.connect(self._back_to_table)
        dlg.destroyed.connect(lambda *_: setattr(self, "game_over_dialog", None))
        self.game_over_dialog = dlg
        dlg.open()
        dlg.celebrate(motion=self.settings.animation_ms > 0)  # Off: reduced motion, no fall
        dlg.activateWindow()  # its keys work without a window manager too
        return dlg

    def game_in_progress(self) -> bool:
        view = self.state.view
        return view is not None and view.phase is not Phase.GAME_OVER

    def request_new_game(self) -> None:
        """Game → New game (Ctrl+N): a game in progress is only given up after the player
        says so, and then counts as lost."""
        if not self.game_in_progress():
            self.new_game()
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Gin Rummy"),
            self.tr("Give up the game in progress and start a new one?"),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setInformativeText(self.tr("A game given up counts as lost in your statistics."))
        give_up = box.addButton(
            self.tr("Give up and start anew"), QMessageBox.ButtonRole.AcceptRole
        )
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered(button) -> None:
            self.new_game_box = None
            if button is give_up and self.game_in_progress():
                self.controller.abandonGame()
                self.new_game()
            else:
                self._back_to_table()

        box.buttonClicked.connect(answered)
        box.give_up_button, box.keep_button = give_up, keep
        self.new_game_box = box
        self._open_closing(box)

    def new_game(self) -> None:
        """A new game with the settings' level and rules (changed ones apply from here)."""
        self.controller.setRules(self.settings.rules())
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
            self.controller.setRules(self.settings.rules())
            self.controller.startGame(seed)

    def _resume_box(self, match, level: str, seed: int | None = None) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Gin Rummy"),
            self.tr("Resume the game in progress?"),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        you, cpu = match.scores
        where = fill(
            self.tr("Hand %1 against %2: you %3, the computer %4."),
            match.hand_number,
            level_name(level),
            you,
            cpu,
        )
        if self.keeper.offered_counts():  # a new game gives this one up (docs/saves.md)
            where += " " + self.tr("A game given up counts as lost in your statistics.")
        box.setInformativeText(where)
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

        from PySide6.QtWidgets import QMessageBox

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

    def start_up_finished(self) -> None:
        """The table is on screen (or never will be): what start-up held back runs now —
        the card sounds, the computer's first decision, the garbage collector — and then
        the window icon (a window manager takes an icon that comes later) and what the
        first hand's end will need (start_up)."""
        self.sound.release()
        self.controller.releaseWorker()
        resume_collection()
        # The keyboard on the new window: a window manager gives it anyway; without one (a
        # bare X session) nothing would, and a keyboard or screen-reader player could not
        # start (_back_to_table does the same after a dialog).
        if self.isVisible() and not self.isActiveWindow():
            self.activateWindow()
        QTimer.singleShot(0, self, self._after_first_paint)

    def _after_first_paint(self) -> None:
        app = QApplication.instance()
        if app.windowIcon().isNull():
            from ..resources import app_icon

            app.setWindowIcon(app_icon())
        import_for_first_hand_end(self.controller.tasks)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._show_next_box)

    def _hand_finished(self, result) -> None:
        # Let the last move be seen on the table first, then show the showdown.
        self._result_timer.start(max(300, self.controller.pace_ms))

    def show_result(self) -> None:
        state = self.state
        if not state.over or state.last_result is None:
            return
        view = state.view
        self.result_dialog.set_result(
            state.last_result,
            view.rules,
            state.results,
            view.scores,
            view.phase is Phase.GAME_OVER,
            state.winner,
        )
        self.result_dialog.open()
        self.result_dialog.activateWindow()  # its keys work without a window manager too

    def show_last_hand(self) -> ResultDialog | None:
        """Game → Last hand: the showdown of the latest finished hand of this game (D16) —
        the result dialog itself when a hand has just ended, a review while the next hand
        is played."""
        state = self.state
        if not state.results:
            return None  # the menu entry is disabled until a hand of this game has ended
        if state.over:
            self.show_result()
            return self.result_dialog
        last = state.last_result
        self.result_dialog.set_result(
            last, state.view.rules, state.results, last.scores_after, False, None, review=True
        )
        self.result_dialog.open()
        return self.result_dialog

    def _back_to_table(self, *args) -> None:
        # The keys act on the table again at once (a keyboard player never needs the mouse).
        self.activateWindow()
        self.table.hand_view.setFocus()

    def _stats_changed(self) -> None:
        """The keeper counted a hand or a game: an open statistics dialog shows the new
        figures."""
        if self._stats_dialog is not None:
            self._stats_dialog.set_stats(self.keeper.stats)

    @property
    def reviews(self) -> ReviewLauncher:
        """The History dialog and the review windows (made on first use)."""
        if self._reviews is None:
            from .review_launcher import ReviewLauncher

            self._reviews = ReviewLauncher(self)
        return self._reviews

    def show_history(self):
        return self.reviews.show_history()

    def review_last_hand(self):
        return self.reviews.review_last_hand()

    def show_stats(self) -> StatsDialog:
        from .stats_dialog import StatsDialog

        dlg = StatsDialog(self.keeper.stats, self)
        self._stats_dialog = dlg

        def reset() -> None:
            self.keeper.reset_stats()
            dlg.set_stats(self.keeper.stats)

        dlg.resetRequested.connect(reset)
        dlg.finished.connect(lambda *_: setattr(self, "_stats_dialog", None))
        self._open_closing(dlg)
        return dlg

    def show_scores(self) -> ScoresDialog:
        state = self.state
        view = state.view
        from .dialogs import ScoresDialog

        dlg = ScoresDialog(
            state.results,
            view.scores if view else (0, 0),
            view.rules.target_score if view else self.settings.target_score,
            self,
        )
        self._open_closing(dlg)
        return dlg

    def show_pile_browser(self):
        """The discard pile card by card, with who threw each (a window, not a blocking
        loop: the game's timers and the computer go on behind it)."""
        from .pile_browser import PileBrowser

        if self.state.view is None:
            return None
        dlg = PileBrowser(self.renderer, self.models.pile, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.finished.connect(self._back_to_table)
        dlg.open()
        return dlg

    def show_rules(self) -> RulesDialog:
        from .dialogs import RulesDialog

        view = self.state.view
        # "How this table plays" tells the game in progress, and what the settings change
        # from the next game on.
        next_rules = self.settings.rules()
        dlg = RulesDialog(
            self,
            view.rules if view else next_rules,
            next_rules,
            native_faces=not self.settings.international_faces,
        )
        self._open_closing(dlg)
        return dlg

    def show_settings(self) -> SettingsDialog:
        view = self.state.view
        from .dialogs import SettingsDialog

        dlg = SettingsDialog(
            self.settings,
            LEVELS,
            self,
            game_in_progress=view is not None and view.phase is not Phase.GAME_OVER,
            sound_available=self.sound.available,
        )
        dlg.accepted.connect(lambda: self._apply_settings(dlg))
        self._open_closing(dlg)
        return dlg

    @staticmethod
    def _open_closing(dlg) -> None:
        """Opens a dialog made anew for each opening, to be deleted once closed: kept, every
        opening would leave one more hidden window behind — in memory, and in the tree a
        screen reader walks."""
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.open()

    def _apply_settings(self, dlg: SettingsDialog) -> None:
        old_language = self.settings.language
        dlg.apply()
        s = self.settings
        if s.language != old_language:
            self._switch_language(s.language)
        self.renderer.four_colour = s.four_colour
        self.renderer.labels = face_labels(not s.international_faces)
        self.renderer.back = s.card_back
        self.controller.setPaceMs(s.pace_ms)
        self.sound.set_enabled(s.sound)
        self.sound.set_volume(s.sound_volume)
        # The level and the rules take effect at the next new game (the dialog says so).
        self.controller.setLevel(s.level)
        self.controller.setRules(s.rules())
        self.controller.setPhrase(s.deal_phrase)  # from the next deal on
        self.models.hand.auto_arrange = s.auto_arrange
        self._apply_card_size()
        self.table.update()
        for w in self.table.findChildren(QWidget):
            w.update()
        self.table.hand_view.viewport().update()

    def _apply_card_size(self) -> None:
        """Card size (Settings). Every card view sizes its cards from its own height, so
        capping the heights caps the cards: the hand at the size's width, the computer's
        hand and the piles in proportion (they are about 0.73 of the hand's at Large)."""
        from .hand_view import HandView

        t = self.table
        views = (t.opponent_view, t.stock_view, t.pile_view)
        if self.settings.card_size == "large":
            for v in views:
                v.setMaximumHeight(16777215)  # QWIDGETSIZE_MAX: as large as the room allows
            t.set_hand_cap(None)
            return
        width = self.settings.hand_card_width
        t.set_hand_cap(round(width * CARD_ASPECT) + HandView.LIFT + HandView.BRACKET + 4)
        small = round(width * 0.73)
        t.opponent_view.setMaximumHeight(round(small * CARD_ASPECT) + 32)
        for v in (t.stock_view, t.pile_view):
            v.setMaximumHeight(round(small * CARD_ASPECT) + 30)

    def _switch_language(self, code: str) -> None:
        from ..i18n.translator import LanguageSwitcher

        app = QApplication.instance()
        switcher = getattr(app, "language_switcher", None)
        if switcher is None:
            switcher = app.language_switcher = LanguageSwitcher(app)
        switcher.set_language(code)

    def changeEvent(self, event) -> None:
        """A new language: the same widgets, menus and models say everything again in it
        (the hand's order, the dialogs' state and any animation are kept)."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "table"):
            # The card faces print the new language's letters (B, V, H in Dutch).
            faces = face_labels(not self.settings.international_faces)
            if faces != self.renderer.labels:
                self.renderer.labels = faces
                for w in self.table.findChildren(QWidget):
                    w.update()
            self.retranslate_ui()
            self.table.retranslate_ui()
            self.models.retranslate()
            self.controller.retranslate()
            if self._result_dialog is not None and not self._result_dialog.isVisible():
                self._result_dialog.deleteLater()  # made again, in the new words, when needed
                self._result_dialog = None
        super().changeEvent(event)

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About Gin Rummy"))
        levels = self.keeper.stats.levels.values()
        won = sum(s.games_won for s in levels)
        played = sum(s.games for s in levels)
        from .. import __version__  # the one version, from pyproject
        from ..controller.file_notices import log_text
        from ..persistence import log_path

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
                    self.tr(
                        "A game counted in the statistics ends as a win or a loss: giving it up "
                        "for a new game, choosing a new game at the resume question, or a saved "
                        "game that is missing or damaged counts it as lost."
                    ),
                    log_text(log_path(self.settings.data_dir)),
                )
            )
        )
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
        self._open_closing(box)

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:
        """Stop the computer cleanly — no crash, no hang, no warning when closing while it
        thinks. The keeper saved after every move; closing waits for the last of
        those writes to reach the disk. Open reviews stop their coaches; the hand's result
        is a window of its own and would outlive a hidden table."""
        if self._reviews is not None:
            self._reviews.close_all()
        self._hide_result()
        if not self._closing:
            self._closing = True
            self.settings.window_geometry = self.saveGeometry()
            hand = self.models.hand
            own = hand.custom and self.state.view is not None
            self.settings.own_order = "".join(map(str, hand.cards)) if own else "none"
            self.settings.sync()
            self.controller.shutdown()
            self.keeper.close()
            self.sound.shutdown()
        super().closeEvent(event)
