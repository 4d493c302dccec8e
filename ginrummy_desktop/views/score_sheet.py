"""The score sheet as a table with its totals pinned under it: the hands scroll, the newest
hand is scrolled into view, and the Total row (and the game bonuses' row) never scroll away.

Two views on one ``ScoreSheetModel``: the body shows the hands, the footer only the rows
after them; the footer's columns follow the body's widths."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..models import ScoreSheetModel


def read_only_table(model, parent: QWidget, selection: QAbstractItemView.SelectionMode):
    """A table of ``model`` that nobody edits and that numbers no rows (the score sheet,
    the history's games and hands)."""
    table = QTableView(parent)
    table.setModel(model)
    table.verticalHeader().setVisible(False)
    table.setSelectionMode(selection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return table


def _table(model: ScoreSheetModel, parent: QWidget) -> QTableView:
    table = read_only_table(model, parent, QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setWordWrap(False)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


class ScoreSheetView(QWidget):
    def __init__(self, model: ScoreSheetModel, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.body = _table(model, self)
        self.body.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # Whole rows only, and compact ones: a short sheet (800×600) never shows a row cut
        # in half at its top.
        self.body.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        header = self.body.horizontalHeader()
        # Widths set in _rows_changed from the hands and the totals alike (the bold Total
        # row is often the widest); the outcome column takes the rest.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(ScoreSheetModel.OUTCOME, QHeaderView.ResizeMode.Stretch)
        self.footer = _table(model, self)
        self.footer.horizontalHeader().setVisible(False)
        self.footer.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.footer.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.footer.setFrameShape(QFrame.Shape.NoFrame)
        for table in (self.body, self.footer):
            table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        self.footer.setStyleSheet("QTableView { border-top: 2px solid palette(mid); }")
        self.body.setAccessibleName(QCoreApplication.translate("ScoresDialog", "Score sheet"))
        self.footer.setAccessibleName(QCoreApplication.translate("ScoresDialog", "Totals"))
        header.sectionResized.connect(self._follow_width)
        model.modelReset.connect(self._rows_changed)
        # The newest hand stays in view however late the rows are laid out (a dialog shown,
        # resized, or filled before it is shown), until the player scrolls away.
        self._stick = True
        bar = self.body.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.actionTriggered.connect(self._scrolled_by_hand)
        footer_row = QHBoxLayout()
        footer_row.setContentsMargins(self.body.frameWidth(), 0, 0, 0)
        footer_row.setSpacing(0)
        footer_row.addWidget(self.footer, 1)
        footer_row.addSpacing(
            self.body.verticalScrollBar().sizeHint().width() + self.body.frameWidth()
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.body, 1)
        layout.addLayout(footer_row)
        self._rows_changed()

    @property
    def hands(self) -> int:
        return self.model.rowCount() - self.model.fixed_rows

    def _range_changed(self, _low: int, high: int) -> None:
        if self._stick:
            self.body.verticalScrollBar().setValue(high)

    def _scrolled_by_hand(self, _action: int) -> None:
        self._stick = False

    def _follow_width(self, column: int, _old: int, new: int) -> None:
        self.footer.setColumnWidth(column, new)

    def _rows_changed(self) -> None:
        n, hands = self.model.rowCount(), self.hands
        for r in range(n):
            self.body.setRowHidden(r, r >= hands)
            self.footer.setRowHidden(r, r < hands)
        head = self.body.horizontalHeader()
        for c in range(self.model.columnCount()):
            if c != ScoreSheetModel.OUTCOME:
                self.body.setColumnWidth(c, self._column_width(c))
            self.footer.setColumnWidth(c, head.sectionSize(c))
        rows = n - hands
        height = sum(self.footer.rowHeight(r) for r in range(hands, n)) if rows else 0
        self.footer.setFixedHeight(height + 2 * self.footer.frameWidth() + 2)
        self._stick = True
        self.scroll_to_newest()

    def _column_width(self, column: int) -> int:
        return (
            max(
                self.body.horizontalHeader().sectionSizeHint(column),
                self.body.sizeHintForColumn(column),
                self.footer.sizeHintForColumn(column),
            )
            + 4
        )

    def scroll_to_newest(self) -> None:
        hands = self.hands
        if hands and self._stick:
            self.body.scrollTo(
                self.model.index(hands - 1, 0), QAbstractItemView.ScrollHint.PositionAtBottom
            )

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.scroll_to_newest()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._whole_rows()
        self.scroll_to_newest()

    def _whole_rows(self) -> None:
        """The hands' table is as tall as a whole number of rows: scrolled to the newest
        hand, its top row is never cut in half (the room left over goes under the totals)."""
        body = self.body
        rows_h = body.verticalHeader().defaultSectionSize()
        chrome = body.horizontalHeader().sizeHint().height() + 2 * body.frameWidth()
        room = self.height() - self.footer.height() - chrome
        body.setMaximumHeight(chrome + max(1, room // rows_h) * rows_h)

    def natural_size(self) -> QSize:
        """Room for every column unwrapped and every row (a dialog sizes itself to it)."""
        head = self.body.horizontalHeader()
        width = sum(self._column_width(c) for c in range(self.model.columnCount()))
        width += self.body.verticalScrollBar().sizeHint().width() + 2 * self.body.frameWidth() + 8
        rows = max(1, self.hands)
        row_h = self.body.verticalHeader().defaultSectionSize()
        height = head.sizeHint().height() + rows * row_h + 2 * self.body.frameWidth()
        return QSize(width, height + self.footer.height())

    def newest_and_total_visible(self) -> bool:
        """Are the latest hand's row and the Total row both in view (tests)?"""
        hands = self.hands
        total = self.model.rowCount() - 1
        footer_ok = self.footer.visualRect(self.model.index(total, 0)).intersects(
            self.footer.viewport().rect()
        )
        if not hands:
            return footer_ok
        rect = self.body.visualRect(self.model.index(hands - 1, 0))
        return footer_ok and self.body.viewport().rect().contains(rect)
