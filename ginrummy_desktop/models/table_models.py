"""The table's item models, owned above the widgets and fed from the controller's state.

One object holds the hand, the discard pile, the stock and the knocker's melds, and hands
every published ``TableState`` to each of them. It lives as long as the main window, so a
widget rebuilt or retranslated never loses the player's hand order.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from .hand_model import HandModel
from .melds_model import MeldsModel
from .piles import DiscardPileModel, StockModel


class TableModels(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hand = HandModel(self)
        self.pile = DiscardPileModel(self)
        self.stock = StockModel(self)
        self.melds = MeldsModel(self)

    def retranslate(self) -> None:
        """The language changed: every row's texts (card names, tooltips, accessible
        names) are asked for again."""
        for model in (self.hand, self.pile, self.stock, self.melds):
            n = model.rowCount()
            if n:
                model.dataChanged.emit(model.index(0, 0), model.index(n - 1, 0))

    @Slot(object)
    def set_state(self, state) -> None:
        self.hand.set_state(state)
        self.pile.set_state(state)
        self.stock.set_state(state)
        self.melds.set_state(state)
