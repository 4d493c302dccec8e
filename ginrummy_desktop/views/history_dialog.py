"""Game → History: the games of the hand history (the one in progress and the last 50), and
the hands of the game selected; a hand opens for review from its row. A hand kept as text
(exported earlier, or from someone else) opens from a file or from the clipboard.

Keys: Up/Down choose a game; Enter on a game moves to its hands; Enter (or a double-click)
on a hand opens its review; Esc closes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
)

from ..models.history_model import GamesModel, HandsModel
from .dialogs import fit_to_screen
from .score_sheet import read_only_table


def _table(model, parent, stretch: int) -> QTableView:
    view = read_only_table(model, parent, QAbstractItemView.SelectionMode.SingleSelection)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setTabKeyNavigation(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


class HistoryDialog(QDialog):
    """Shows a ``History`` (``set_history``).

    Signals
    -------
    handRequested(str game_id, int hand_number)
        Open this hand for review.
    openFileRequested()
        Open a hand from a text file.
    pasteRequested()
        Open the hand whose text is on the clipboard.
    """

    handRequested = Signal(str, int)
    openFileRequested = Signal()
    pasteRequested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.games_model = GamesModel(self)
        self.hands_model = HandsModel(self)
        self.games_label = QLabel(self)
        self.games = _table(self.games_model, self, GamesModel.RESULT)
        self.hands_label = QLabel(self)
        self.hands = _table(self.hands_model, self, HandsModel.RESULT)
        self.games_label.setBuddy(self.games)
        self.hands_label.setBuddy(self.hands)
        self.empty_note = QLabel(self)
        self.empty_note.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        role = QDialogButtonBox.ButtonRole.ActionRole
        self.review_button = self.buttons.addButton("", role)
        self.open_button = self.buttons.addButton("", role)
        self.paste_button = self.buttons.addButton("", role)
        self.close_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        for b in self.buttons.buttons():
            # Enter belongs to the tables (open a game's hands, open a hand), never to a
            # default button that would act on it a second time.
            b.setAutoDefault(False)
            b.setDefault(False)
        self.buttons.rejected.connect(self.reject)
        self.review_button.clicked.connect(self._review_current)
        self.open_button.clicked.connect(lambda: self.openFileRequested.emit())
        self.paste_button.clicked.connect(lambda: self.pasteRequested.emit())
        self.games.selectionModel().currentRowChanged.connect(self._game_changed)
        self.games.activated.connect(self._game_activated)
        self.hands.activated.connect(lambda index: self._review_row(index.row()))
        self.hands.selectionModel().currentRowChanged.connect(
            lambda *_: self.review_button.setEnabled(self.hands.currentIndex().isValid())
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.games_label)
        layout.addWidget(self.games, 3)
        layout.addWidget(self.empty_note)
        layout.addWidget(self.hands_label)
        layout.addWidget(self.hands, 2)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        fit_to_screen(self, QSize(860, 620))  # never past an 800×600 screen

    def set_history(self, history, current: str | None) -> None:
        """Show ``history``'s games; the selection stays on the same game if it is still
        listed, else goes to the newest."""
        keep = self.games_model.game_id(self.games.currentIndex().row())
        hand_row = self.hands.currentIndex().row()
        self.games_model.set_games(history.games, current)
        row = self.games_model.row_of(keep)
        if row < 0 and self.games_model.rowCount():
            row = 0
        self.empty_note.setVisible(self.games_model.rowCount() == 0)
        if row >= 0:
            self.games.setCurrentIndex(self.games_model.index(row, 0))
            self._game_changed(self.games_model.index(row, 0))
            if 0 <= hand_row < self.hands_model.rowCount():
                self.hands.setCurrentIndex(self.hands_model.index(hand_row, 0))
        else:
            self.hands_model.set_game(None)
        self.review_button.setEnabled(self.hands.currentIndex().isValid())

    def _game_changed(self, current, *_) -> None:
        self.hands_model.set_game(self.games_model.game(current.row()))
        if self.hands_model.rowCount():
            self.hands.setCurrentIndex(self.hands_model.index(self.hands_model.rowCount() - 1, 0))
        self.review_button.setEnabled(self.hands.currentIndex().isValid())

    def _game_activated(self, index) -> None:
        """Enter or a double-click on a game: its hands, the latest one chosen."""
        self._game_changed(index)
        self.hands.setFocus()

    def _review_current(self) -> None:
        self._review_row(self.hands.currentIndex().row())

    def _review_row(self, row: int) -> None:
        number = self.hands_model.hand_number(row)
        game_id = self.hands_model.game_id
        if number is not None and game_id is not None:
            self.handRequested.emit(game_id, number)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Hand history"))
        self.games_label.setText(self.tr("&Games — the one in progress and the last 50:"))
        self.hands_label.setText(self.tr("&Hands of the selected game:"))
        self.empty_note.setText(
            self.tr("No hand has been finished yet. Every hand you finish is kept here.")
        )
        self.review_button.setText(self.tr("&Review hand"))
        self.open_button.setText(self.tr("&Open a hand from a file…"))
        self.paste_button.setText(self.tr("&Paste a hand"))
        self.close_button.setText(self.tr("Close"))
        self.games.setAccessibleName(self.tr("Games"))
        self.hands.setAccessibleName(self.tr("Hands"))
        self.games_model.retranslate()
        self.hands_model.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "hands_model"):
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["HistoryDialog"]
