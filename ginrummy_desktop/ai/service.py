"""Serving decisions from a separate process (no Qt here: the child imports only the AI).

Why: Python threads share one interpreter lock. While the Hard AI searched in the GUI
process's worker thread, every Qt call the GUI thread made could wait for the lock, and
``benchmarks/ui_stall.py`` measured event-loop gaps of ~100 ms. In a child process the search
has its own interpreter and the window keeps its core.

Protocol over a ``multiprocessing`` connection: the parent sends ``(level, seed, view, legal)``
and receives ``("ok", action)`` or ``("error", text)``; ``None`` ends the loop. A shared event
cancels the decision under way (Hard returns its best answer so far).
"""

from __future__ import annotations

import time

from . import make_player


def serve(conn, cancel) -> None:
    """The child's loop: one player per (level, seed), kept between decisions."""
    players: dict[tuple[str, int], object] = {}
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        level, seed, view, legal = request
        started = time.perf_counter()
        try:
            player = players.get((level, seed))
            if player is None:
                player = players[(level, seed)] = make_player(level, seed=seed)
            action = player.choose(view, legal, cancel=cancel)
            reply = ("ok", action, (time.perf_counter() - started) * 1000)
        except Exception as exc:  # report, keep serving
            reply = ("error", repr(exc), 0.0)
        finally:
            cancel.clear()
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return
