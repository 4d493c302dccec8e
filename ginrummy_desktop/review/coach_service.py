"""The coach's evaluations served from a child process (no Qt here: the child imports only
the engine, the AI and this package).

Why a process: the evaluation is pure-Python search; in a thread of the GUI process it would
share the interpreter lock with the window (the same measurement that moved Hard's search
into its own process, ``ai/service.py``, whose protocol this follows). A request is a
``CoachRequest``; progress messages are ``(worlds done, worlds in all)``; the answer is the
``Verdict``.
"""

from __future__ import annotations

PROGRESS_EVERY = 10  # worlds between progress messages (each costs a pickle and a send)


def serve(conn, cancel) -> None:
    from ..tasks.pipe import serve_requests
    from .coach import assess

    def evaluate(request, cancel, send_progress):
        def progress(done: int, total: int) -> None:
            if done % PROGRESS_EVERY == 0 or done == total:
                send_progress(done, total)

        return assess(request, cancel=cancel, progress=progress)

    serve_requests(conn, cancel, evaluate)
