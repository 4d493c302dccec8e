"""Serving requests from a separate process (no Qt here: the child imports only the AI and
what it needs).

Why: Python threads share one interpreter lock. While the Hard AI searched in the GUI
process's worker thread, every Qt call the GUI thread made could wait for the lock, and
``benchmarks/ui_stall.py`` measured event-loop gaps of ~100 ms. In a child process the search
has its own interpreter and the window keeps its core.

The protocol over a ``multiprocessing`` connection (the parent's side is the app's
``controller/child_process.py``): the parent sends a request and receives any number of
``("progress", …)`` messages, then ``("ok", value)`` or ``("error", text)``; ``None`` ends
the loop. A shared event cancels the request under way (Hard returns its best answer so
far).
"""

from __future__ import annotations

import traceback

from . import make_player


def serve_requests(conn, cancel, handle) -> None:
    """The child's loop: ``handle(request, cancel, progress)`` answers each request;
    ``progress(*args)`` sends a progress message. An error is reported and the loop goes
    on; a broken pipe ends it."""
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return

        def progress(*args) -> None:
            conn.send(("progress", *args))

        try:
            reply = ("ok", handle(request, cancel, progress))
        except (EOFError, OSError):
            return
        except Exception:  # report, keep serving
            reply = ("error", traceback.format_exc())
        finally:
            cancel.clear()
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


def serve(conn, cancel) -> None:
    """Decisions: a request is ``(level, seed, budget_ms, view, legal)``; one player per
    (level, seed, budget), kept between decisions (Hard remembers the game so far)."""
    players: dict[tuple, object] = {}

    def decide(request, cancel, _progress):
        level, seed, budget_ms, view, legal = request
        player = players.get((level, seed, budget_ms))
        if player is None:
            player = players[(level, seed, budget_ms)] = make_player(
                level, seed=seed, budget_ms=budget_ms
            )
        return player.choose(view, legal, cancel=cancel)

    serve_requests(conn, cancel, decide)
