"""The score sheet: one row per hand of this game and a totals row (issue 4)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt

from ..i18n.texts import outcome_text

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


class ScoreSheetModel(QAbstractTableModel):
    """Columns: hand number, outcome, your points, the computer's points. The last row holds
    the totals (bonuses included at game end, D13)."""

    HAND, OUTCOME, YOU, COMPUTER = range(4)

    def __init__(self, parent=None, human_seat: int = 0) -> None:
        super().__init__(parent)
        self.human_seat = human_seat
        self._results: tuple = ()
        self._totals = (0, 0)
        self._target = 100

    def set_results(self, results, totals=(0, 0), target: int = 100) -> None:
        self.beginResetModel()
        self._results = tuple(results)
        self._totals = tuple(totals)
        self._target = target
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._results) + 1

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < 4:
            return None
        return (translate("ScoreSheetModel", "Hand"), translate("ScoreSheetModel", "Outcome"), translate("ScoreSheetModel", "You"), translate("ScoreSheetModel", "Computer"))[section]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not self.checkIndex(index, QAbstractTableModel.CheckIndexOption.IndexIsValid):
            return None
        row, col = index.row(), index.column()
        totals_row = row == len(self._results)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col in (self.YOU, self.COMPUTER, self.HAND):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and totals_row:
            from PySide6.QtGui import QFont
            font = QFont()
            font.setBold(True)
            return font
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        if totals_row:
            if col == self.HAND:
                return translate("ScoreSheetModel", "Total")
            if col == self.OUTCOME:
                return translate("ScoreSheetModel", "Game to %1").replace("%1", str(self._target))
            seat = self.human_seat if col == self.YOU else 1 - self.human_seat
            return str(self._totals[seat])
        r = self._results[row]
        if col == self.HAND:
            return str(r.hand_number)
        if col == self.OUTCOME:
            return outcome_text(r, self.human_seat)
        seat = self.human_seat if col == self.YOU else 1 - self.human_seat
        return str(r.points) if r.winner == seat else "–"
