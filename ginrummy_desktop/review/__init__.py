"""Looking back at a finished hand: its record, its replay position by position, a readable
text notation for it, and the coach's judgement of the player's decisions.

Pure Python, like the engine and the AI: it knows the engine (to replay a hand) and calls the
AI package's evaluation for the coach, never Qt. The review window, the history and the
coach's worker live in ``controller``, ``models`` and ``views`` (docs/review.md).
"""

from .hand import HandError, Move, PlayedHand, Position, Replay, replay
from .notation import NOTATION_HEADER, NotationError, hand_from_text, hand_to_text

__all__ = [
    "NOTATION_HEADER",
    "HandError",
    "Move",
    "NotationError",
    "PlayedHand",
    "Position",
    "Replay",
    "hand_from_text",
    "hand_to_text",
    "replay",
]
