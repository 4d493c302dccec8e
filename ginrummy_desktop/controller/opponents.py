"""Which computer levels exist, and making one (the AI contract in DESIGN.md).

The AI package grows level by level; the table offers whatever ``make_player`` accepts and
picks up new levels without a change here.
"""

from __future__ import annotations

from functools import lru_cache

from ..settings import LEVELS


@lru_cache(maxsize=1)
def available_levels() -> tuple[str, ...]:
    """The levels of ``LEVELS`` that ``ginrummy_desktop.ai.make_player`` accepts now."""
    try:
        from ..ai import make_player
    except ImportError:
        return ()
    found = []
    for level in LEVELS:
        try:
            make_player(level, seed=0)
        except (ImportError, ValueError, KeyError, NotImplementedError, TypeError):
            continue
        found.append(level)
    return tuple(found)


def resolve_level(level: str) -> str:
    """``level`` if it exists, else the nearest weaker one, else the first that exists."""
    levels = available_levels()
    if not levels:
        raise RuntimeError("No computer player is available (ginrummy_desktop.ai is missing).")
    if level in levels:
        return level
    order = list(LEVELS)
    if level in order:
        for weaker in reversed(order[:order.index(level)]):
            if weaker in levels and weaker != "random":
                return weaker
    return next((lv for lv in levels if lv != "random"), levels[0])


def make_opponent(level: str, seed: int):
    from ..ai import make_player
    return make_player(resolve_level(level), seed=seed)
