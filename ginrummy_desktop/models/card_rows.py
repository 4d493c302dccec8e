"""The list model whose rows are cards, one card a row: the hand and the discard pile."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex

from .mime import CardDragSource


class CardRowsModel(CardDragSource, QAbstractListModel):
    """Rows are ``self._cards`` in order; players drag cards from and to it
    (``CardDragSource``)."""

    _cards: tuple = ()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def row_card(self, index):
        """The card in ``index``'s row, or None for an index that is not a valid one of
        this model (Qt's own check, so the model tester's bad indexes are refused too)."""
        if not self.checkIndex(index, QAbstractListModel.CheckIndexOption.IndexIsValid):
            return None
        return self._cards[index.row()]
