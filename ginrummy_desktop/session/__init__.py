"""The game session without Qt: the match, its seats, turns and pacing, the knock pick, the
Hint, and what must be written — one ``Change`` record per operation (``game_session.py``,
``changes.py``); the table state it carries (``table_state.py``); who fills a seat
(``seats.py``). The desktop's controller only adapts these records to Qt."""

from .changes import Change, GameSnapshot, Refusal, Task, Writes
from .game_session import GameSession, opponent_seed, resolve_level
from .seats import ComputerSeat, HintAdviser, LocalSeat, Seat
from .table_state import COMPUTER, HUMAN, KnockPick, TableState, build_state

__all__ = [
    "COMPUTER",
    "HUMAN",
    "Change",
    "ComputerSeat",
    "GameSession",
    "GameSnapshot",
    "HintAdviser",
    "KnockPick",
    "LocalSeat",
    "Refusal",
    "Seat",
    "TableState",
    "Task",
    "Writes",
    "build_state",
    "opponent_seed",
    "resolve_level",
]
