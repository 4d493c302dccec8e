"""Qt item models over the controller's player view (DESIGN.md habit 6: every model passes
pytest-qt's ``qtmodeltester``; behaviour is tested apart from the views)."""

from .hand_model import SORT_MODES, HandModel
from .melds_model import MeldsModel, ShowdownModel
from .mime import CARD_MIME, make_mime, read_mime
from .piles import DiscardPileModel, StockModel
from .roles import CardRoles
from .score_model import ScoreSheetModel

__all__ = [
    "CARD_MIME",
    "SORT_MODES",
    "CardRoles",
    "DiscardPileModel",
    "HandModel",
    "MeldsModel",
    "ScoreSheetModel",
    "ShowdownModel",
    "StockModel",
    "make_mime",
    "read_mime",
]
