"""The review of one finished hand: where the review stands, and the move log with the
coach's judgement of each of the player's decisions.

Row 0 is the deal, row ``n`` is move ``n``; the current row is the position shown (the
table after that move). The positions themselves (hands, melds, pile, stock) come from the
pure replay (``review.replay``), so nothing here computes a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont

from ..i18n.review_texts import move_text, number
from ..i18n.texts import fill
from ..review import Replay
from ..review.coach import Verdict
from .roles import CardRoles

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls

CURRENT_BACKGROUND = QColor("#fff1b8")
COSTLY_FOREGROUND = QColor("#a4161a")


class ReviewModel(QAbstractTableModel):
    """Signals: ``positionChanged(int)`` — the position shown (0 … number of moves)."""

    positionChanged = Signal(int)
    NUMBER, MOVE, COACH = range(3)

    def __init__(self, rep: Replay, parent=None) -> None:
        super().__init__(parent)
        self.replay = rep
        self._position = 0
        self._verdicts: dict[int, Verdict] = {}
        self._decisions = {m.number for m in rep.decisions()}
        self._texts: list[str] = []
        self._retranslate_rows()

    # ---------------------------------------------------------------- state
    @property
    def position(self) -> int:
        return self._position

    @property
    def last(self) -> int:
        return len(self.replay.moves)

    def current(self):
        """The ``review.Position`` shown."""
        return self.replay.positions[self._position]

    def current_move(self):
        """The move that led to the position shown (None at the deal)."""
        return self.replay.moves[self._position - 1] if self._position else None

    def verdict(self, move_number: int) -> Verdict | None:
        return self._verdicts.get(move_number)

    def is_decision(self, move_number: int) -> bool:
        return move_number in self._decisions

    def set_position(self, position: int) -> None:
        position = max(0, min(int(position), self.last))
        if position == self._position:
            return
        old, self._position = self._position, position
        for row in (old, position):
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.COACH))
        self.positionChanged.emit(position)

    def set_verdict(self, verdict: Verdict) -> None:
        self._verdicts[verdict.move] = verdict
        row = verdict.move
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.COACH))

    def next_costly(self, after: int) -> int | None:
        """The first costly decision after position ``after`` (wrapping round), if any."""
        costly = sorted(n for n, v in self._verdicts.items() if v.costly)
        if not costly:
            return None
        return next((n for n in costly if n > after), costly[0])

    def retranslate(self) -> None:
        self._retranslate_rows()
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.COACH))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COACH)

    def _retranslate_rows(self) -> None:
        player = self.replay.hand.player
        dealer = self.replay.hand.dealer
        deal = (
            translate("ReviewModel", "You dealt.")
            if dealer == player
            else translate("ReviewModel", "The computer dealt.")
        )
        self._texts = [deal] + [move_text(m, player) for m in self.replay.moves]

    # ---------------------------------------------------------------- the model
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.replay.moves) + 1

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 3

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < 3:
            return None
        return (
            translate("ReviewModel", "Move"),
            translate("ReviewModel", "What happened"),
            translate("ReviewModel", "Coach"),
        )[section]

    def coach_cell(self, row: int) -> str:
        if row == 0 or row not in self._decisions:
            return ""
        v = self._verdicts.get(row)
        if v is None:
            return "…"
        if not v.judged:
            return translate("ReviewModel", "not judged")
        if v.agrees:
            return translate("ReviewModel", "as the coach")
        if v.cost < 0.05:  # another move, worth as much: not "as the coach" (its panel says so)
            return translate("ReviewModel", "as good")
        text = "−" + number(v.cost)
        return text + " ?" if v.costly else text

    def coach_tooltip(self, row: int) -> str:
        v = self._verdicts.get(row)
        if v is None or not v.judged or v.agrees or v.cost < 0.05:
            return ""
        return fill(
            translate("ReviewModel", "Points per hand below the coach's choice: about %1 (± %2)."),
            number(v.cost),
            number(v.margin),
        )

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not self.checkIndex(index, QAbstractTableModel.CheckIndexOption.IndexIsValid):
            return None
        row, col = index.row(), index.column()
        v = self._verdicts.get(row) if row else None
        if role == Qt.ItemDataRole.AccessibleTextRole and not self.data(index):
            # A screen reader says "blank" for an empty cell: it hears what the cell means.
            if col == self.NUMBER:
                return translate("ReviewModel", "Start")
            return translate("ReviewModel", "not your decision")
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if col == self.NUMBER:
                return "" if row == 0 else str(row)
            if col == self.MOVE:
                return self._texts[row]
            return self.coach_cell(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.coach_tooltip(row) if col == self.COACH else self._texts[row]
        if role == Qt.ItemDataRole.FontRole and row == self._position:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and row == self._position:
            return QBrush(CURRENT_BACKGROUND)
        if role == Qt.ItemDataRole.ForegroundRole:
            if v is not None and v.costly:
                return QBrush(COSTLY_FOREGROUND)
            if row == self._position:
                return QBrush(QColor("#000000"))  # dark on the light current-row colour
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and col != self.MOVE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == CardRoles.Verdict:
            return v
        if role == CardRoles.Costly:
            return bool(v is not None and v.costly)
        if role == CardRoles.Current:
            return row == self._position
        return None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


__all__ = ["ReviewModel"]
