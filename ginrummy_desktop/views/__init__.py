"""Widgets, delegates and dialogs. Views ask the controller and show the models and the
table state it publishes; they never call the engine (docs/architecture.md)."""

from .dialogs import ResultDialog, RulesDialog, ScoresDialog, SettingsDialog
from .hand_view import HandView
from .main_window import MainWindow
from .melds_view import MeldsView
from .opponent_view import OpponentView
from .pile_views import PileView, StockView
from .table import TableWidget

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
