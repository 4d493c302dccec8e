"""PyInstaller's entry script: the same ``main()`` as the ``ginrummy-desktop`` gui-script."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The Hard AI searches in a spawned child process (tasks/children.py); in a
    # frozen bundle the child is this executable again, and freeze_support() turns it into
    # the child instead of a second game window. It must run before anything else.
    multiprocessing.freeze_support()
    from ginrummy_desktop.app import main

    sys.exit(main())
