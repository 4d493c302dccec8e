"""Gin Rummy for the desktop."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("ginrummy-desktop")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.1.0"
