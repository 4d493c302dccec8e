"""Background work without Qt: both ends of the pipe to a child process (``pipe.py``) — the
parent's ``ChildProcess`` and the child's loop ``serve_requests`` — so the protocol lives in
one module. Imports nothing from Qt or from the rest of the package: a child imports it."""
