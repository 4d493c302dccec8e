"""Card rendering: faces, backs, overlays and a pixmap cache, all painted with QPainter.

Pure painting, no game logic. The table views use::

    from ginrummy_desktop.render import CARD_ASPECT, CardRenderer, felt_brush, suit_path
"""

from .card_renderer import CARD_ASPECT, CardRenderer, felt_brush
from .suits import suit_path

__all__ = ["CARD_ASPECT", "CardRenderer", "felt_brush", "suit_path"]
