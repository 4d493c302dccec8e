"""The controller layer: the Qt adapter of the game session, the keepers that write what its
changes say, and the Qt side of the task service (``worker.qt_task_service``)."""

from ..session.table_state import TableState
from .game_controller import COMPUTER, HUMAN, GameController
from .keeper import GameKeeper
from .opponents import make_opponent, resolve_level
from .worker import qt_task_service

__all__ = [
    "COMPUTER",
    "HUMAN",
    "GameController",
    "GameKeeper",
    "TableState",
    "make_opponent",
    "qt_task_service",
    "resolve_level",
]
