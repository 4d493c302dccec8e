"""Children for the pipe's tests, run in a spawned process (so importable by name there).
Each is a ``serve(conn, cancel)`` over ``tasks.pipe.serve_requests``."""

from __future__ import annotations

import os

from ginrummy_desktop.tasks.pipe import serve_requests


def until_cancelled(request, cancel, progress):
    """Says it started, then waits for the cancel and answers at once: "heard" with its pid
    (a request of "pid" is answered with the pid straight away)."""
    if request == "pid":
        return os.getpid()
    progress("started", os.getpid())
    cancel.wait()
    return ("heard", os.getpid())


def serve_until_cancelled(conn, cancel) -> None:
    serve_requests(conn, cancel, until_cancelled)


def target():
    return serve_until_cancelled
