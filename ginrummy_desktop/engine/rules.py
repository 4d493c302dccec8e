"""The rule options of a game; ``Rules()`` is the default game of docs/rules.md."""

from __future__ import annotations

from dataclasses import asdict, fields

from .frozen import frozen

DEALER_ROTATIONS = ("winner", "alternate", "loser")

# D14: these exist on the rules card as variants but are locked in this game.
LOCKED_VARIANTS = {
    "big_gin": "Big Gin is locked in this game (D8, D14): an 11-card gin still discards",
    "oklahoma": "Oklahoma is locked in this game (D14): the knock limit is fixed by the rules",
    "hollywood": "Hollywood scoring is locked in this game (D14)",
    "straight_gin": "Straight gin is locked in this game (D14): knocking below gin is allowed",
    "fiftieth_card": "The tournament '50th card' rule is not available in this game (D12)",
}


@frozen
class Rules:
    """The rule options of one game; the defaults are the game of docs/rules.md."""

    knock_limit: int = 10
    gin_bonus: int = 25
    undercut_bonus: int = 25
    target_score: int = 100
    # D13: game bonuses, off by default; added at the end, never counted toward the target.
    game_bonuses: bool = False
    game_bonus: int = 100
    box_bonus: int = 25
    shutout_multiplier: int = 2
    # D4: who deals the next hand after a scored one.
    dealer_rotation: str = "winner"
    # D12: the hand is drawn when a turn ends without a knock and the stock holds this many.
    drawn_at_stock: int = 2
    big_gin: bool = False
    oklahoma: bool = False
    hollywood: bool = False
    straight_gin: bool = False
    fiftieth_card: bool = False

    def __post_init__(self) -> None:
        for name, why in LOCKED_VARIANTS.items():
            if getattr(self, name):
                raise ValueError(why)
        for name in (
            "knock_limit",
            "gin_bonus",
            "undercut_bonus",
            "target_score",
            "game_bonus",
            "box_bonus",
            "shutout_multiplier",
            "drawn_at_stock",
        ):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise ValueError(f"rule {name} must be a whole number ≥ 0, not {v!r}")
        if self.target_score < 1:
            raise ValueError("the target score must be at least 1")
        if self.knock_limit > 10 * 10:
            raise ValueError("the knock limit is at most 100")
        if not 0 <= self.drawn_at_stock <= 31:
            raise ValueError("the drawn-hand stock count must be between 0 and 31")
        if not isinstance(self.game_bonuses, bool):
            raise ValueError("game_bonuses must be true or false")
        if self.dealer_rotation not in DEALER_ROTATIONS:
            raise ValueError(
                f"dealer rotation must be one of {', '.join(DEALER_ROTATIONS)}, "
                f"not {self.dealer_rotation!r}"
            )

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> Rules:
        if not isinstance(data, dict):
            raise ValueError("rules must be a mapping")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(sorted(unknown))}")
        return cls(**data)
