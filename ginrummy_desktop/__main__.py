"""``python -m ginrummy_desktop``."""

import sys

from .app import main

# Guarded like any entry point: the Hard AI's child process is spawned, and a spawned child
# must never start the game again (multiprocessing also skips package __main__ modules).
if __name__ == "__main__":
    sys.exit(main())
