"""Widgets, delegates and dialogs. Views ask the controller and show the models and the
table state it publishes; they never call the engine (docs/architecture.md)."""

from .hand_view import HandView
from .main_window import MainWindow
from .melds_view import MeldsView
from .opponent_view import OpponentView
from .pile_views import PileView, StockView
from .table import TableWidget

_DIALOGS = ("ResultDialog", "RulesDialog", "ScoresDialog", "SettingsDialog")


def __getattr__(name: str):
    """The dialogs load on first use: importing them costs start-up time the first paint
    does not need."""
    if name in _DIALOGS:
        from . import dialogs

        return getattr(dialogs, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "HandView",
    "MainWindow",
    "MeldsView",
    "OpponentView",
    "PileView",
    "ResultDialog",
    "RulesDialog",
    "ScoresDialog",
    "SettingsDialog",
    "StockView",
    "TableWidget",
]
