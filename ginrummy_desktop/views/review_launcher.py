"""Where reviews start: Game → History, "Review this hand" on a hand's result (the last
hand's at game over too), and a hand opened from text (a file or the clipboard).

Every way in ends in ``review_hand``: the hand is replayed (a hand that does not replay is
refused with a message, never a crash), a ``ReviewWindow`` opens with its own ``Coach``,
and the coach starts on the player's decisions.
"""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from ..i18n.review_texts import notation_problem
from ..i18n.texts import fill
from ..persistence.safe_read import Unusable, read_bytes
from ..review import HandError, NotationError, PlayedHand, hand_from_text, replay
from ..review.notation import MAX_TEXT

log = logging.getLogger(__name__)
MAX_FILE_BYTES = 4 * MAX_TEXT  # a hand's text in UTF-8 stays far below this


class ReviewLauncher(QObject):
    """Owns the History dialog and the open review windows of a main window."""

    def __init__(self, window, use_process: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.history = window.history  # the HistoryKeeper
        self.use_process = use_process
        self.history_dialog = None
        self.reviews: list = []
        self.problems: list[str] = []  # every refusal shown, in order (tests read it)
        self.current_box: QMessageBox | None = None
        self.history.changed.connect(self._refresh_history)

    # ---------------------------------------------------------------- history
    def show_history(self):
        from .history_dialog import HistoryDialog

        if self.history_dialog is None:
            dlg = HistoryDialog(self.window)
            dlg.handRequested.connect(self.review_recorded)
            dlg.openFileRequested.connect(self.open_file)
            dlg.pasteRequested.connect(self.paste)
            self.history_dialog = dlg
        self._refresh_history()
        self.history_dialog.show()
        self.history_dialog.raise_()
        self.history_dialog.activateWindow()
        self.history_dialog.games.setFocus()
        return self.history_dialog

    def _refresh_history(self) -> None:
        if self.history_dialog is not None:
            self.history_dialog.set_history(self.history.history, self.history.current_id)

    def review_recorded(self, game_id: str, number: int):
        try:
            hand = self.history.hand(game_id, number)
        except (NotationError, KeyError) as e:
            log.error("a recorded hand could not be read: %s", e)
            self._refuse(
                self.tr("This hand of the history cannot be read: %1"),
                notation_problem(e) if isinstance(e, NotationError) else str(e),
            )
            return None
        return self.review_hand(hand)

    def review_last_hand(self):
        """ "Review this hand" on the result dialog: the latest hand finished here."""
        hand = self.history.latest_hand()
        if hand is None:
            self._refuse(self.tr("There is no finished hand to review yet."))
            return None
        return self.review_hand(hand)

    # ---------------------------------------------------------------- from text
    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._parent_widget(),
            self.tr("Open a hand"),
            "",
            self.tr("Text files (*.txt);;All files (*)"),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str):
        """Read a hand's text from ``path`` (a file the app did not write: only a small
        regular file is read) and review it."""
        # The player chose the path, so a link they chose is followed; the file itself is
        # read the careful way (no FIFO or device, a size limit, no swap while opening).
        try:
            data = read_bytes(Path(path).resolve(), MAX_FILE_BYTES)
            if data is None:
                raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT))
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            self._refuse(self.tr("The file %1 is not text."), path)
            return None
        except Unusable as e:
            if e.code == "too_big":
                reason = self.tr("it is far too large for a hand")
            elif e.code in ("folder", "special", "link"):
                reason = self.tr("it is not a file")
            else:
                reason = e.detail
            self._refuse(self.tr("The file %1 cannot be read: %2."), path, reason)
            return None
        except RuntimeError:  # Path.resolve on a loop of links
            self._refuse(
                self.tr("The file %1 cannot be read: %2."), path, self.tr("it is not a file")
            )
            return None
        except OSError as e:
            self._refuse(self.tr("The file %1 cannot be read: %2."), path, e.strerror or str(e))
            return None
        return self.open_text(text)

    def paste(self):
        return self.open_text(QGuiApplication.clipboard().text())

    def open_text(self, text: str):
        try:
            hand = hand_from_text(text)
        except NotationError as e:
            self._refuse(
                self.tr("This text is not a hand the game can open. %1"), notation_problem(e)
            )
            return None
        return self.review_hand(hand)

    # ---------------------------------------------------------------- the review
    def review_hand(self, hand: PlayedHand, start_coach: bool = True):
        from ..controller.coach import Coach
        from .review_window import ReviewWindow

        try:
            rep = replay(hand)
        except HandError as e:
            self._refuse(self.tr("This hand cannot be replayed. %1"), notation_problem(e))
            return None
        coach = Coach(use_process=self.use_process, tasks=self.window.controller.tasks)
        phrase = self.window.controller.phrase  # confirms a hand's phrase when it is this one
        win = ReviewWindow(rep, self.window.renderer, coach, self.window, phrase=phrase)
        coach.setParent(win)
        win.finished.connect(lambda *_: self._closed(win))
        self.reviews.append(win)
        # Asked for from a dialog that holds the table (the hand's result, which waits for
        # "Next hand"), the review is modal above it: otherwise that dialog would block it
        # too, and it would take no click or key until the result was closed.
        if QApplication.activeModalWidget() is not None:
            win.setWindowModality(Qt.WindowModality.WindowModal)
        win.show()
        win.raise_()
        win.activateWindow()
        if start_coach:
            win.start_coach()
        return win

    def _closed(self, win) -> None:
        if win in self.reviews:
            self.reviews.remove(win)
        win.deleteLater()

    def close_all(self) -> None:
        """The main window closes: every review stops its coach."""
        for win in list(self.reviews):
            win.close()
        if self.history_dialog is not None:
            self.history_dialog.close()

    # ---------------------------------------------------------------- messages
    def _parent_widget(self) -> QWidget:
        dlg = self.history_dialog
        return dlg if dlg is not None and dlg.isVisible() else self.window

    def _refuse(self, text: str, *args) -> None:
        message = fill(text, *args)
        self.problems.append(message)
        log.info("review refused: %s", message)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Gin Rummy"),
            message,
            QMessageBox.StandardButton.NoButton,
            self._parent_widget(),
        )
        # Plain text: the message quotes pieces of a text the player opened or pasted,
        # which must show as written, never as markup or a link.
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.addButton(self.tr("OK"), QMessageBox.ButtonRole.AcceptRole)
        box.finished.connect(lambda *_: box.deleteLater())
        self.current_box = box
        box.open()


__all__ = ["ReviewLauncher"]
