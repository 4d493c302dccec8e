"""A Python program's first lines that make any import of Qt fail loudly, for the tests
that prove a layer (the session, the task service, persistence) is a library without Qt."""

from __future__ import annotations

import textwrap

BLOCK_QT = textwrap.dedent(
    """
    import sys

    class NoQt:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6"):
                raise ImportError("Qt is blocked in this interpreter: " + name)
            return None

    sys.meta_path.insert(0, NoQt())
    """
)


def without_qt(body: str) -> str:
    """``body`` (indented as in a test) after the lines that block Qt."""
    return BLOCK_QT + textwrap.dedent(body)
