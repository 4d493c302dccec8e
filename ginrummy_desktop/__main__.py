"""``python -m ginrummy_desktop``."""

import sys

from .app import main

sys.exit(main())
