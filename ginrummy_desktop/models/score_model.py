"""The score sheet: one row per hand of this game and a totals row."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt

from ..i18n.texts import outcome_text

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


class ScoreSheetModel(QAbstractTableModel):
    """Columns: hand number, outcome (who and how), your points, the computer's points, and
    both running totals. When the totals differ from the hands' sum (the game bonuses at
    game end, D13) a bonus row shows the difference; the last row holds the totals."""

    HAND, OUTCOME, YOU, COMPUTER, YOU_TOTAL, COMPUTER_TOTAL = range(6)

    def __init__(self, parent=None, human_seat: int = 0) -> None:
        super().__init__(parent)
        self.human_seat = human_seat
        self._results: tuple = ()
        self._totals = (0, 0)
        self._target = 100
        self._running: list = []
        self._bonus = (0, 0)

    def set_results(self, results, totals=(0, 0), target: int = 100) -> None:
        self.beginResetModel()
        self._results = tuple(results)
        self._totals = tuple(totals)
        self._target = target
        running, sums = [], [0, 0]
        for r in self._results:
            if r.winner is not None:
                sums[r.winner] += r.points
            running.append(tuple(sums))
        self._running = running
        self._bonus = (
            (self._totals[0] - sums[0], self._totals[1] - sums[1])
            if len(self._totals) == 2
            else (0, 0)
        )
        self.endResetModel()

    @property
    def _bonus_rows(self) -> int:
        return 1 if any(self._bonus) else 0

    @property
    def fixed_rows(self) -> int:
        """The rows after the hands: the game bonuses (if any) and the totals."""
        return self._bonus_rows + 1

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._results) + self._bonus_rows + 1

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 6

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < 6:
            return None
        return (
            translate("ScoreSheetModel", "Hand"),
            translate("ScoreSheetModel", "Outcome"),
            translate("ScoreSheetModel", "You"),
            translate("ScoreSheetModel", "Computer"),
            translate("ScoreSheetModel", "Your total"),
            translate("ScoreSheetModel", "Computer's total"),
        )[section]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not self.checkIndex(index, QAbstractTableModel.CheckIndexOption.IndexIsValid):
            return None
        row, col = index.row(), index.column()
        totals_row = row == len(self._results) + self._bonus_rows
        bonus_row = self._bonus_rows and row == len(self._results)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col != self.OUTCOME:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and totals_row:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        seat = self.human_seat if col in (self.YOU, self.YOU_TOTAL) else 1 - self.human_seat
        if bonus_row:
            if col == self.OUTCOME:
                return translate("ScoreSheetModel", "Game bonuses")
            if col in (self.YOU, self.COMPUTER):
                return str(self._bonus[seat]) if self._bonus[seat] else "–"
            if col in (self.YOU_TOTAL, self.COMPUTER_TOTAL):
                return str(self._totals[seat])
            return ""
        if totals_row:
            if col == self.HAND:
                return translate("ScoreSheetModel", "Total")
            if col == self.OUTCOME:
                return translate("ScoreSheetModel", "Game to %1").replace("%1", str(self._target))
            return str(self._totals[seat])
        r = self._results[row]
        if col == self.HAND:
            return str(r.hand_number)
        if col == self.OUTCOME:
            return outcome_text(r, self.human_seat)
        if col in (self.YOU_TOTAL, self.COMPUTER_TOTAL):
            return str(self._running[row][seat])
        return str(r.points) if r.winner == seat else "–"
