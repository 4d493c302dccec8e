"""Every move of the hand on the table, in order, as a list model (the move log).

Rows are the narrator's sentences (``TableState.moves``) with who made each move; a new move
appends a row (the view scrolls to it), a new hand or a language switch replaces them.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from .roles import CardRoles


class MoveLogModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._moves: tuple[str, ...] = ()
        self._seats: tuple[int, ...] = ()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._moves)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        r = index.row()  # a cheap check: the log is asked for every row at every layout
        if not index.isValid() or r >= len(self._moves) or index.model() is not self:
            return None
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            return self._moves[r]
        if role == CardRoles.Seat:
            return self._seats[r] if r < len(self._seats) else None
        return None

    @property
    def moves(self) -> tuple[str, ...]:
        return self._moves

    def set_state(self, state) -> None:
        self.set_moves(state.moves, state.move_seats)

    def set_moves(self, moves, seats=()) -> None:
        moves, seats = tuple(moves), tuple(seats)
        old = self._moves
        if moves == old and seats == self._seats:
            return
        if len(moves) > len(old) and moves[: len(old)] == old and seats[: len(old)] == self._seats:
            self.beginInsertRows(QModelIndex(), len(old), len(moves) - 1)
            self._moves, self._seats = moves, seats
            self.endInsertRows()
            return
        if len(moves) == len(old) and seats == self._seats:
            # The same moves in other words (a language switch).
            self._moves = moves
            if moves:
                self.dataChanged.emit(self.index(0), self.index(len(moves) - 1))
            return
        self.beginResetModel()
        self._moves, self._seats = moves, seats
        self.endResetModel()
