"""The coach's evaluations served from a child process (no Qt here: the child imports only
the engine, the AI and this package).

Why a process: the evaluation is pure-Python search; in a thread of the GUI process it would
share the interpreter lock with the window (the same measurement that moved Hard's search
into its own process, ``ai/service.py``). The review window stays responsive while the
coach works.

Protocol over a ``multiprocessing`` connection: the parent sends a ``CoachRequest`` and
receives any number of ``("progress", done, total)`` followed by ``("ok", Verdict)`` or
``("error", text)``; ``None`` ends the loop. A shared event cancels the evaluation under
way (it returns what the finished worlds say).
"""

from __future__ import annotations

import traceback

PROGRESS_EVERY = 10  # worlds between progress messages (each costs a pickle and a send)


def serve(conn, cancel) -> None:
    from .coach import assess

    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return

        def progress(done: int, total: int) -> None:
            if done % PROGRESS_EVERY == 0 or done == total:
                conn.send(("progress", done, total))

        try:
            reply = ("ok", assess(request, cancel=cancel, progress=progress))
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
