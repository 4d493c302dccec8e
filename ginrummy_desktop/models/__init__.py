"""Qt item models over the controller's table state (every model passes pytest-qt's
``qtmodeltester``; behaviour is tested apart from the views)."""

from .hand_model import HandModel
from .melds_model import MeldsModel, ShowdownModel
from .mime import CARD_MIME, make_mime, read_mime
from .piles import DiscardPileModel, StockModel
from .roles import CardRoles
from .score_model import ScoreSheetModel
from .table_models import TableModels

__all__ = [
    "CARD_MIME",
    "CardRoles",
    "DiscardPileModel",
    "HandModel",
    "MeldsModel",
    "ScoreSheetModel",
    "ShowdownModel",
    "StockModel",
    "TableModels",
    "make_mime",
    "read_mime",
]
