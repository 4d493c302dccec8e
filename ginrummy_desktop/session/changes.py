"""The change record: what one operation of the game session did, frozen.

Every operation of ``GameSession`` returns exactly one ``Change``. It holds everything the
rest of the program needs to follow the game without asking anything back: the new table
state (for the person at this computer), the engine events as each seat may know them,
the match as it now stands (``GameSnapshot``, for saving and counting), what must be
written, what background work must be asked for or dropped, and whether an intent was
refused or a computer player failed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field, replace
from types import MappingProxyType

from ..engine import HandResult, Match, MatchRecord, Phase, Rules
from ..engine.frozen import frozen
from .table_state import TableState


@frozen
class GameSnapshot:
    """The match after one operation, frozen. It answers the questions the save, the
    statistics and the hand history ask of a match (``record()``, ``seed``, ``phase``,
    ``hand_number``, ``scores``, ``results``, ``winner``, ``is_over``), so they are written
    from the record they were given, never from the live match."""

    game: int  # which game of this session (another game, another number)
    match_record: MatchRecord
    phase: Phase
    hand_number: int
    scores: tuple[int, int]
    results: tuple[HandResult, ...]
    winner: int | None

    @classmethod
    def of(cls, match: Match, game: int, earlier: GameSnapshot | None = None) -> GameSnapshot:
        """``match`` now. ``earlier``, the last snapshot of the same game, lends the records
        of the hands that have not changed since: a hand's record only ever grows, so one of
        the same length is the same hand, and the save serialises only hands whose record is
        a new object (``persistence.saves``)."""
        record = match.record()
        if earlier is not None and earlier.game == game and earlier.seed == match.seed:
            kept = earlier.match_record.hands
            hands = tuple(
                kept[i] if i < len(kept) and len(kept[i].actions) == len(h.actions) else h
                for i, h in enumerate(record.hands)
            )
            record = replace(record, hands=hands)
        return cls(
            game,
            record,
            match.phase,
            match.hand_number,
            tuple(match.scores),
            tuple(match.results),
            match.winner,
        )

    def record(self) -> MatchRecord:
        return self.match_record

    @property
    def seed(self):
        return self.match_record.seed

    @property
    def rules(self) -> Rules:
        return self.match_record.rules

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def last_result(self) -> HandResult | None:
        return self.results[-1] if self.results else None

    @property
    def moves(self) -> int:
        """The actions played in the current hand."""
        hands = self.match_record.hands
        return len(hands[-1].actions) if hands else 0

    def replay(self, hands: int | None = None) -> Match:
        """The match again, up to the end of hand ``hands`` (all hands by default)."""
        record = self.match_record
        if hands is not None:
            record = replace(record, hands=record.hands[:hands])
        return Match.replay(record)

    def __getattr__(self, name: str):
        # Any other question a match answers (a hand's revealed seal, its rules of play)
        # is answered by this snapshot's own replay, made once when first needed: never by
        # the live match, which has moved on.
        if name.startswith("_"):
            raise AttributeError(name)
        replayed = self.__dict__.get("_replayed")
        if replayed is None:
            replayed = self.replay()
            object.__setattr__(self, "_replayed", replayed)
        return getattr(replayed, name)


@frozen
class Writes:
    """What must reach the disk after this change (the writer thread does the writing):
    ``save`` the game changed (a move, a deal, a new game); ``hands`` finished in it (the
    statistics and the hand history count them); ``game_over`` it ended; ``abandoned`` the
    person gave it up for a new one (it counts as lost)."""

    save: bool = False
    hands: tuple[HandResult, ...] = ()
    game_over: bool = False
    abandoned: bool = False

    def __bool__(self) -> bool:
        return self.save or bool(self.hands) or self.game_over or self.abandoned


NOTHING_TO_WRITE = Writes()


@frozen
class Task:
    """Background work to ask for: ``kind`` "move" (a seat's move) or "hint"; ``token``
    comes back with the answer (``GameSession.answer``); ``player.choose(view, legal,
    cancel)`` is the work."""

    kind: str
    token: int
    player: object
    view: object
    legal: tuple
    seat: int


@frozen
class Refusal:
    """An intent the rules or the moment forbid: the game did not change. ``code`` and
    ``params`` are the engine's refusal codes; the words are the front end's."""

    code: str
    params: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        # A record is never changed after it is built: the parameters are read-only too.
        object.__setattr__(self, "params", MappingProxyType(dict(self.params)))


@frozen
class Change:
    """One operation's outcome. ``state`` is the table after it; ``published`` says whether
    it is a new table to show (a refusal alone, a pace tick or a stale answer show nothing
    new). ``events[seat]`` are the engine events of this operation as ``seat`` may know
    them. ``game`` is the match as it now stands (None before the first game)."""

    operation: int  # this session's operation number, from 1
    state: TableState
    published: bool = False
    started: bool = False  # a new game began (models reset, dialogs close)
    events: tuple[tuple, ...] = ((), ())
    game: GameSnapshot | None = None
    writes: Writes = NOTHING_TO_WRITE
    tasks: tuple[Task, ...] = ()
    cancel: bool = False  # drop every background request asked so far
    pace_ms: int = 0  # wait at least this long before the asked move is played
    refusal: Refusal | None = None
    ai_failure: str | None = None  # a computer player or the Hint failed (for the log)
    hand_finished: HandResult | None = None
    game_finished: int | None = None  # the winning seat when the game ended

    def events_for(self, seat: int) -> tuple:
        return self.events[seat]
