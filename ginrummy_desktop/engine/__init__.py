"""The Gin Rummy rules engine: pure Python, no Qt (DESIGN.md, engine contract)."""

from .actions import (
    Action,
    Discard,
    DrawStock,
    EndLayoff,
    IllegalAction,
    Knock,
    LayOff,
    PassUpcard,
    TakeUpcard,
    action_from_dict,
    action_to_dict,
)
from .cards import ALL_CARDS, Card, cards_text, parse_cards
from .events import (
    Discarded,
    DrewStock,
    Event,
    GameEnded,
    HandEnded,
    HandResult,
    HandStarted,
    Knocked,
    LaidOff,
    LayoffEnded,
    Phase,
    TookDiscard,
    UpcardPassed,
)
from .layoffs import Layoff, LayoffPlan, best_layoffs, fits, layoff_options
from .match import Match, shuffled_deck, stacked_deck
from .melds import Arrangement, best_melds, deadwood_after_discards, deadwood_points, is_valid_meld
from .rules import Rules
from .save import SaveFormatError
from .scoring import Settlement, hand_score, settle
from .views import PlayerView

__all__ = [
    "ALL_CARDS",
    "Action",
    "Arrangement",
    "Card",
    "Discard",
    "Discarded",
    "DrawStock",
    "DrewStock",
    "EndLayoff",
    "Event",
    "GameEnded",
    "HandEnded",
    "HandResult",
    "HandStarted",
    "IllegalAction",
    "Knock",
    "Knocked",
    "LaidOff",
    "LayOff",
    "Layoff",
    "LayoffEnded",
    "LayoffPlan",
    "Match",
    "PassUpcard",
    "Phase",
    "PlayerView",
    "Rules",
    "SaveFormatError",
    "Settlement",
    "TakeUpcard",
    "TookDiscard",
    "UpcardPassed",
    "action_from_dict",
    "action_to_dict",
    "best_layoffs",
    "best_melds",
    "cards_text",
    "deadwood_after_discards",
    "deadwood_points",
    "fits",
    "hand_score",
    "is_valid_meld",
    "layoff_options",
    "parse_cards",
    "settle",
    "shuffled_deck",
    "stacked_deck",
]
