"""The hand history as two tables: the games (newest first) and the hands of one game.

Fed from ``persistence.history.History``; the texts of the hands are not read here (a hand
is read and replayed only when it is opened for review).
"""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt

from ..i18n import level_name
from ..i18n.formats import date_time
from ..i18n.texts import fill, outcome_text

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


def _score(scores) -> str:
    return f"{scores[0]} – {scores[1]}"


class GamesModel(QAbstractTableModel):
    DATE, OPPONENT, RESULT, POINTS, HANDS = range(5)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._games: list = []
        self._current: str | None = None

    def set_games(self, games, current: str | None) -> None:
        self.beginResetModel()
        self._games = list(games)
        self._current = current
        self.endResetModel()

    def game_id(self, row: int) -> str | None:
        return self._games[row].id if 0 <= row < len(self._games) else None

    def row_of(self, game_id: str | None) -> int:
        return next((i for i, g in enumerate(self._games) if g.id == game_id), -1)

    def game(self, row: int):
        return self._games[row] if 0 <= row < len(self._games) else None

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._games)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 5

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = (
            translate("HistoryModel", "Date"),
            translate("HistoryModel", "Opponent"),
            translate("HistoryModel", "Result"),
            translate("HistoryModel", "Points (you – computer)"),
            translate("HistoryModel", "Hands"),
        )
        return titles[section] if 0 <= section < len(titles) else None

    def _result(self, game) -> str:
        if game.status == "won":
            return translate("HistoryModel", "Won")
        if game.status == "lost":
            return translate("HistoryModel", "Lost")
        if game.status == "playing" and game.id == self._current:
            return translate("HistoryModel", "In progress")
        return translate("HistoryModel", "Unfinished")

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not self.checkIndex(index, QAbstractTableModel.CheckIndexOption.IndexIsValid):
            return None
        g = self._games[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if col == self.DATE:
                return date_time(g.started)
            if col == self.OPPONENT:
                return level_name(g.level) if g.level else "—"
            if col == self.RESULT:
                return self._result(g)
            if col == self.POINTS:
                return _score(g.scores)
            return str(len(g.hands))
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (self.POINTS, self.HANDS):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def retranslate(self) -> None:
        if self._games:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._games) - 1, 4))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 4)


class HandsModel(QAbstractTableModel):
    HAND, RESULT, POINTS, SCORE = range(4)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._game = None

    def set_game(self, game) -> None:
        self.beginResetModel()
        self._game = game
        self.endResetModel()

    @property
    def game_id(self) -> str | None:
        return self._game.id if self._game is not None else None

    def hand_number(self, row: int) -> int | None:
        hands = self._game.hands if self._game is not None else ()
        return hands[row].number if 0 <= row < len(hands) else None

    def rowCount(self, parent=QModelIndex()) -> int:
        if parent.isValid() or self._game is None:
            return 0
        return len(self._game.hands)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = (
            translate("HistoryModel", "Hand"),
            translate("HistoryModel", "Result"),
            translate("HistoryModel", "Points"),
            translate("HistoryModel", "Score after it"),
        )
        return titles[section] if 0 <= section < len(titles) else None

    @staticmethod
    def outcome(hand) -> str:
        """The result dialog's own words ("You knocked and won") for a recorded hand."""
        seat = {"P": 0, "C": 1}.get(hand.winner)
        return outcome_text(SimpleNamespace(kind=hand.kind, winner=seat), human_seat=0)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not self.checkIndex(index, QAbstractTableModel.CheckIndexOption.IndexIsValid):
            return None
        h = self._game.hands[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if col == self.HAND:
                return str(h.number)
            if col == self.RESULT:
                return self.outcome(h)
            if col == self.POINTS:
                if h.winner is None:
                    return "0"
                sign = "+" if h.winner == "P" else "−"
                return fill("%1%2", sign, h.points)
            return _score(h.scores)
        if role == Qt.ItemDataRole.TextAlignmentRole and col != self.RESULT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def retranslate(self) -> None:
        n = self.rowCount()
        if n:
            self.dataChanged.emit(self.index(0, 0), self.index(n - 1, 3))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)


__all__ = ["GamesModel", "HandsModel"]
