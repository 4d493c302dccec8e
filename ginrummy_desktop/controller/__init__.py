"""The controller layer: the Qt adapter of the game session, the keepers that write what its
changes say, and the background work (the AI worker thread and child processes)."""

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
