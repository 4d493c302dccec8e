"""Every card in the discard pile, bottom first (the passed-over cards are public)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListView, QVBoxLayout

from ..models import DiscardPileModel
from ..render import CardRenderer
from .card_list import SmallCardDelegate


class PileBrowser(QDialog):
    def __init__(self, renderer: CardRenderer, model: DiscardPileModel, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Discard pile"))
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("Bottom card first; the last one is on top."), self)
        layout.addWidget(note)
        self.view = QListView(self)
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setWrapping(True)
        self.view.setSpacing(6)
        self.view.setModel(model)
        self.view.setItemDelegate(SmallCardDelegate(renderer, 70, self.view))
        layout.addWidget(self.view, 1)
        box = QDialogButtonBox(self)
        close = box.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.clicked.connect(self.reject)
        layout.addWidget(box)
        self.resize(620, 360)
