"""Gin Rummy for the desktop."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # The one version lives in pyproject.toml; reading the installed metadata costs ~40 ms,
    # so it is looked up only when someone asks (--version, Help → About), not at import.
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("ginrummy-desktop")
        except PackageNotFoundError:  # a source tree that was never installed
            return "0+unknown"
    raise AttributeError(name)
