"""PyInstaller's entry script: the same ``main()`` as the ``ginrummy-desktop`` gui-script."""

import sys

from ginrummy_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
