"""The controller layer: the QObject that owns the match, and the AI's worker thread."""

from ..session.table_state import TableState
from .game_controller import COMPUTER, HUMAN, GameController
from .keeper import GameKeeper
from .opponents import make_opponent, resolve_level
from .worker import AiReply, AiRequest, AiRunner, AiWorker

__all__ = [
    "COMPUTER",
    "HUMAN",
    "AiReply",
    "AiRequest",
    "AiRunner",
    "AiWorker",
    "GameController",
    "GameKeeper",
    "TableState",
    "make_opponent",
    "resolve_level",
]
