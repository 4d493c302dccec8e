"""Who sits at the table: a seat is filled by a person at this computer or by a computer
player, and the session treats every seat the same way through one question — does the
session wait for this seat's intents, or must it ask the seat for its move?

A person here (``LocalSeat``) acts through the table's intents; a computer player
(``ComputerSeat``) is asked with a background request carrying its frozen ``PlayerView``
and legal actions, and answers with one action. A seat played from elsewhere (a second
person on another machine, a text front end) answers the same request the same way, so it
is one more seat kind with ``asked = True``, not a change to the session.
"""

from __future__ import annotations

from typing import ClassVar, Protocol

from ..engine.frozen import frozen


class Player(Protocol):
    """What an asked seat's player answers (the AI contract, ``docs/ai.md``)."""

    def choose(self, view, legal, cancel=None): ...


class Seat(Protocol):
    kind: str  # "local", "computer", …: what fills the seat
    level: str  # the computer's level, "" for a person; "scripted" for test scripts

    @property
    def asked(self) -> bool:
        """True if the session must ask this seat for its move (a background request)."""
        ...


@frozen
class LocalSeat:
    """A person at this computer: the session waits for the table's intents."""

    kind: str = "local"
    level: str = ""
    asked: ClassVar[bool] = False


@frozen
class ComputerSeat:
    """A computer player: the session asks ``player`` for each move (in the background)."""

    player: Player
    level: str = "scripted"
    kind: str = "computer"
    asked: ClassVar[bool] = True


@frozen
class HintAdviser:
    """What the Hint asks: the AI package's ``suggest`` (an action with its reason as a
    message key), told the computer's level ``opponent`` as the review of the hand will
    be. Asked in the background like any player."""

    opponent: str = ""

    def choose(self, view, legal, cancel=None):
        from ..ai import suggest

        return suggest(view, legal, self.opponent)


def default_computer(level: str, seed: int) -> ComputerSeat:
    """A computer seat playing ``level`` with ``seed``, made at once (the Qt side makes its
    players lazily and in a child process instead)."""
    from ..ai import make_player
    from ..vocabulary import LEVELS

    level = level if level in LEVELS else "easy"
    return ComputerSeat(make_player(level, seed=seed), level)
