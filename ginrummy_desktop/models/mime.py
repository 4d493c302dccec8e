"""The drag-and-drop payload shared by the card models: where a card came from and which.

One private MIME type, so a drop from another application never looks like a card.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QMimeData, Qt

from ..engine import Card

CARD_MIME = "application/x-ginrummy-desktop-card"
SOURCES = ("hand", "stock", "pile")
# Ours is under a hundred bytes; another application may offer anything under our type,
# and a longer payload is no card of ours (nor nested deep enough to exhaust the parser).
MAX_PAYLOAD = 1024


def make_mime(source: str, cards) -> QMimeData:
    data = QMimeData()
    payload = {"source": source, "cards": [str(c) for c in cards if c is not None]}
    data.setData(CARD_MIME, QByteArray(json.dumps(payload).encode("ascii")))
    return data


def read_mime(data: QMimeData | None) -> tuple[str, tuple] | None:
    """(source, cards) from a drop, or None when it is not one of ours."""
    if data is None or not data.hasFormat(CARD_MIME):
        return None
    raw = bytes(data.data(CARD_MIME))
    if len(raw) > MAX_PAYLOAD:
        return None
    try:
        payload = json.loads(raw.decode("ascii"))
        source = payload["source"]
        cards = tuple(Card.parse(c) for c in payload["cards"])
    except (ValueError, KeyError, TypeError, RecursionError):
        return None
    if source not in SOURCES:
        return None
    return source, cards


class CardDragSource:
    """What a card model shares with every other one players drag cards from or to (the
    hand, the discard pile, the stock, the knocker's melds): our own MIME type, and a drag
    that moves the card. Mixed in before the Qt model class so these override Qt's."""

    def mimeTypes(self):
        return [CARD_MIME]

    def supportedDragActions(self):
        return Qt.DropAction.MoveAction
