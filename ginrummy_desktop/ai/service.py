"""Serving requests from a separate process (no Qt here: the child imports only the AI and
what it needs).

Why: Python threads share one interpreter lock. While the Hard AI searched in the GUI
process's worker thread, every Qt call the GUI thread made could wait for the lock, and
``benchmarks/ui_stall.py`` measured event-loop gaps of ~100 ms. In a child process the search
has its own interpreter and the window keeps its core.

The protocol over a ``multiprocessing`` connection, both ends in ``tasks/pipe.py``: the
parent sends a request and receives any number of ``("progress", …)`` messages, then
``("ok", value)`` or ``("error", text)``; ``None`` ends the loop. A shared event cancels the
request under way (Hard returns its best answer so far).
"""

from __future__ import annotations

from ..tasks.pipe import serve_requests
from . import make_player

__all__ = ["KEPT_PLAYERS", "Decider", "serve", "serve_requests"]


KEPT_PLAYERS = 4  # players kept between decisions (one per game; older games' go)


class Decider:
    """Answers decisions: a request is ``(level, seed, budget_ms, view, legal)``
    (``tasks.children.Decision``). Everything a player remembers of the game comes in the
    view (``view.results``), so a new child — or the parent deciding in its own thread when
    the child failed — decides as the one before it; players are kept between decisions
    only to save making them, the last ``KEPT_PLAYERS`` (level, seed, budget)s."""

    def __init__(self) -> None:
        self._players: dict[tuple, object] = {}

    def __call__(self, request, cancel=None, _progress=None):
        level, seed, budget_ms, view, legal = request
        players = self._players
        key = (level, seed, budget_ms)
        player = players.pop(key, None) or make_player(level, seed=seed, budget_ms=budget_ms)
        players[key] = player  # the most recent last
        while len(players) > KEPT_PLAYERS:
            players.pop(next(iter(players)))
        return player.choose(view, legal, cancel=cancel)


def serve(conn, cancel) -> None:
    """The child's loop of decisions (``Decider``)."""
    serve_requests(conn, cancel, Decider())
