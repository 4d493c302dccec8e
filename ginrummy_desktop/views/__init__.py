"""Widgets, delegates and dialogs. Views ask the controller and show its models; they never
call the engine (DESIGN.md)."""

from .card_views import HandView, MeldsView, OpponentView, PileView, StockView
from .dialogs import ResultDialog, RulesDialog, ScoresDialog, SettingsDialog
from .main_window import MainWindow
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
