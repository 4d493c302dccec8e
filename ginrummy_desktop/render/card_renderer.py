"""Card faces, backs and overlays painted with QPainter, plus a HiDPI-aware pixmap cache.

Pure painting: nothing here knows the rules. All geometry is expressed as fractions of
the card width ``W`` so one drawing routine serves every size; pixmaps are rendered at
``size * dpr`` device pixels with ``devicePixelRatio`` set, so HiDPI screens get crisp
cards and the table lays them out in logical pixels.

Face layout (W wide, H = W * CARD_ASPECT high)::

    +----------------+   jumbo index (rank + suit) top-left, repeated upside down
    | Q  +--------+  |   bottom-right; the centre (pips, ace pip or court frame) lives
    | ♥  |        |  |   between x = 0.26 W and 0.74 W so a fanned hand showing only
    |    |   Q    |  |   the left third of each card still shows a full index.
    |    |        |  |
    |    +--------+ Ò|
    +----------------+
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from ..engine.cards import Card
from ..vocabulary import BACKS
from .suits import CLUBS, DIAMONDS, HEARTS, SPADES, suit_path

CARD_ASPECT = 1.4
"""Card height divided by width (poker-ish proportions)."""

RANK_LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

INK_BLACK = QColor("#16181c")
INK_RED = QColor("#c8141e")
INK_BLUE = QColor("#0d55c2")
INK_GREEN = QColor("#0b7a35")
PAPER = QColor("#fdfcf8")
EDGE = QColor("#6c6f77")
GOLD = QColor("#f2b81c")

# Pip centres for 2–10 in a unit box: x in {0, 0.5, 1} (left, middle, right column),
# y from 0 (top row) to 1 (bottom row). Pips below the middle are drawn upside down.
_PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0), (0.5, 1)),
    3: ((0.5, 0), (0.5, 0.5), (0.5, 1)),
    4: ((0, 0), (1, 0), (0, 1), (1, 1)),
    5: ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    6: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    7: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    8: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)),
    9: ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)),
    10: (
        (0, 0),
        (1, 0),
        (0.5, 1 / 6),
        (0, 1 / 3),
        (1, 1 / 3),
        (0, 2 / 3),
        (1, 2 / 3),
        (0.5, 5 / 6),
        (0, 1),
        (1, 1),
    ),
}

_glyphs: dict[tuple[str, str], QPainterPath] = {}


def _glyph(text: str, style: str) -> QPainterPath:
    """``text`` as an outline with its bounding box at the origin (built once per style).

    Outlines instead of drawText let the index be sized by its real ink box, so every rank
    fills the same jumbo height whatever font the machine resolves.
    """
    key = (text, style)
    path = _glyphs.get(key)
    if path is None:
        if style == "index":
            font = QFont("DejaVu Sans")
            font.setWeight(QFont.Weight.Black)
            if text == "10":
                font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, -10)
        else:  # court letter
            font = QFont("DejaVu Serif")
            font.setWeight(QFont.Weight.Bold)
        font.setPixelSize(100)
        font.setStyleStrategy(QFont.StyleStrategy.PreferOutline)
        path = QPainterPath()
        path.addText(0, 0, font, text)
        b = path.boundingRect()
        path = path.translated(-b.x(), -b.y())
        _glyphs[key] = path
    return path


def _fit_glyph(
    path: QPainterPath, cx: float, top: float, height: float, max_width: float
) -> QPainterPath:
    """Scale a glyph outline to ``height``, squeezing it horizontally if wider than allowed."""
    b = path.boundingRect()
    sy = height / b.height()
    sx = min(sy, max_width / b.width())
    w = b.width() * sx
    return QTransform(sx, 0, 0, sy, cx - w / 2, top).map(path)


def felt_brush(rect: QRectF) -> QBrush:
    """A felt-green table brush: a soft pool of light in the middle, darker towards the rim."""
    rect = QRectF(rect)
    radius = max(rect.width(), rect.height()) * 0.75
    g = QRadialGradient(rect.center(), radius, rect.center() - QPointF(0, rect.height() * 0.1))
    g.setColorAt(0.0, QColor("#2f8a50"))
    g.setColorAt(0.55, QColor("#1f6b3b"))
    g.setColorAt(1.0, QColor("#0d3b20"))
    return QBrush(g)


class CardRenderer:
    """Paints cards and caches them as pixmaps.

    ``four_colour`` switches suits to black spades, red hearts, blue diamonds, green clubs
    (the shapes still differ, so colour is never the only cue). ``back`` is one of
    ``BACKS``. Setting either clears the cache.
    """

    BACKS = BACKS
    MAX_CACHE = 600  # 52 faces x a few sizes/states; LRU beyond that

    def __init__(
        self, four_colour: bool = False, back: str = "blue", labels: tuple[str, ...] = RANK_LABELS
    ) -> None:
        self._four_colour = bool(four_colour)
        self._check_back(back)
        self._back = back
        self._labels = self._check_labels(labels)
        self._cache: OrderedDict[Hashable, QPixmap] = OrderedDict()

    # -- options -------------------------------------------------------------------------

    @staticmethod
    def _check_back(back: str) -> None:
        if back not in CardRenderer.BACKS:
            raise ValueError(f"unknown card back {back!r}: use one of {CardRenderer.BACKS}")

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        value = bool(value)
        if value != self._four_colour:
            self._four_colour = value
            self.clear_cache()

    @staticmethod
    def _check_labels(labels) -> tuple[str, ...]:
        labels = tuple(labels)
        if len(labels) != 13 or not all(isinstance(t, str) and 1 <= len(t) <= 2 for t in labels):
            raise ValueError(f"rank labels must be 13 texts of one or two letters: {labels!r}")
        return labels

    @property
    def labels(self) -> tuple[str, ...]:
        """The 13 rank labels printed on the faces (ace first): J, Q, K, A or a
        language's own letters (``i18n.card_faces``)."""
        return self._labels

    @labels.setter
    def labels(self, value) -> None:
        value = self._check_labels(value)
        if value != self._labels:
            self._labels = value
            self.clear_cache()

    @property
    def back(self) -> str:
        return self._back

    @back.setter
    def back(self, value: str) -> None:
        self._check_back(value)
        if value != self._back:
            self._back = value
            self.clear_cache()

    def suit_colour(self, suit: int) -> QColor:
        """The ink for ``suit`` under the current colour scheme."""
        if self._four_colour:
            return (INK_BLACK, INK_RED, INK_BLUE, INK_GREEN)[suit]
        return INK_RED if suit in (HEARTS, DIAMONDS) else INK_BLACK

    # -- geometry ------------------------------------------------------------------------

    @staticmethod
    def size_for_width(width: int) -> QSize:
        """Logical size of a card ``width`` pixels wide."""
        return QSize(int(width), round(width * CARD_ASPECT))

    # -- cache ---------------------------------------------------------------------------

    def cache_size(self) -> int:
        return len(self._cache)

    def clear_cache(self) -> None:
        self._cache.clear()

    def _cached(self, key: Hashable, width: int, dpr: float, draw) -> QPixmap:
        pm = self._cache.get(key)
        if pm is not None:
            self._cache.move_to_end(key)
            return pm
        size = self.size_for_width(width)
        pm = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            # The painter works in logical pixels because the pixmap carries the dpr.
            draw(p, QRectF(0, 0, size.width(), size.height()))
        finally:
            p.end()
        self._cache[key] = pm
        while len(self._cache) > self.MAX_CACHE:
            self._cache.popitem(last=False)
        return pm

    @staticmethod
    def _check_size(width: int, dpr: float) -> tuple[int, float]:
        if int(width) < 1:
            raise ValueError(f"card width must be at least 1 pixel, not {width!r}")
        if not dpr > 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr!r}")
        return int(width), round(float(dpr), 3)

    # -- public painting -----------------------------------------------------------------

    def pixmap(
        self,
        card: Card | None,
        width: int,
        dpr: float = 1.0,
        *,
        face_up: bool = True,
        highlight: bool = False,
        dimmed: bool = False,
    ) -> QPixmap:
        """A cached pixmap of ``card`` (its back when ``card`` is None or ``face_up`` is False).

        The pixmap is ``size_for_width(width)`` in logical pixels and ``dpr`` times that in
        device pixels.
        """
        width, dpr = self._check_size(width, dpr)
        show_face = face_up and card is not None
        what = (
            ("face", card.index, self._four_colour, self._labels)
            if show_face
            else ("back", self._back)
        )
        key = (*what, width, dpr, bool(highlight), bool(dimmed))
        return self._cached(
            key,
            width,
            dpr,
            lambda p, r: self.paint(
                p, r, card, face_up=face_up, highlight=highlight, dimmed=dimmed
            ),
        )

    def placeholder(self, width: int, dpr: float = 1.0) -> QPixmap:
        """An empty-pile outline (translucent, meant to sit on the felt)."""
        width, dpr = self._check_size(width, dpr)
        return self._cached(("placeholder", width, dpr), width, dpr, self.paint_placeholder)

    def paint(
        self,
        painter: QPainter,
        rect: QRectF,
        card: Card | None,
        *,
        face_up: bool = True,
        highlight: bool = False,
        dimmed: bool = False,
    ) -> None:
        """Paint a card straight into ``rect`` (vector drawing, any transform).

        ``rect`` should have the card's aspect; the drawing fills it exactly either way.
        """
        rect = QRectF(rect)
        if rect.width() <= 0 or rect.height() <= 0:
            return
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.translate(rect.topLeft())
            # Work in a card-shaped box W wide; stretch vertically if rect's aspect differs.
            w = rect.width()
            natural_h = w * CARD_ASPECT
            if abs(rect.height() - natural_h) < 1:
                # A cached pixmap's height is the natural one rounded to a pixel: drawn
                # untransformed, because any scale sends every line, pip and glyph down the
                # raster engine's slow path (a back took 4× as long).
                box = QRectF(0, 0, w, rect.height())
            else:
                painter.scale(1.0, rect.height() / natural_h)
                box = QRectF(0, 0, w, natural_h)
            outline = self._outline(box)
            if face_up and card is not None:
                self._paint_face(painter, box, outline, card)
            else:
                self._paint_back(painter, box, outline)
            if highlight:
                self._paint_highlight(painter, box, outline)
            if dimmed:
                painter.fillPath(outline, QColor(24, 28, 36, 120))
        finally:
            painter.restore()

    def paint_placeholder(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the empty-pile outline into ``rect``."""
        rect = QRectF(rect)
        w = rect.width()
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen_w = max(1.0, w * 0.022)
            inner = rect.adjusted(pen_w, pen_w, -pen_w, -pen_w)
            radius = w * 0.075
            painter.setBrush(QColor(255, 255, 255, 28))
            pen = QPen(QColor(255, 255, 255, 150), pen_w)
            pen.setDashPattern([3.0, 2.0])
            painter.setPen(pen)
            painter.drawRoundedRect(inner, radius, radius)
            # A faint diamond in the middle says "a card goes here" without any text.
            c = inner.center()
            s = w * 0.14
            mark = QPainterPath()
            mark.moveTo(c.x(), c.y() - s)
            mark.lineTo(c.x() + s * 0.75, c.y())
            mark.lineTo(c.x(), c.y() + s)
            mark.lineTo(c.x() - s * 0.75, c.y())
            mark.closeSubpath()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.fillPath(mark, QColor(255, 255, 255, 45))
        finally:
            painter.restore()

    # -- faces ---------------------------------------------------------------------------

    @staticmethod
    def _edge_width(box: QRectF) -> float:
        return max(0.8, box.width() * 0.011)

    @classmethod
    def _outline(cls, box: QRectF) -> QPainterPath:
        """The card's rounded shape, inset so its edge stroke stays inside ``box``."""
        radius = box.width() * 0.075
        half = cls._edge_width(box) / 2
        path = QPainterPath()
        path.addRoundedRect(box.adjusted(half, half, -half, -half), radius, radius)
        return path

    @classmethod
    def _edge_pen(cls, box: QRectF) -> QPen:
        return QPen(EDGE, cls._edge_width(box))

    def _paint_face(self, p: QPainter, box: QRectF, outline: QPainterPath, card: Card) -> None:
        w = box.width()
        ink = self.suit_colour(card.suit)
        g = QLinearGradient(0, 0, 0, box.height())
        g.setColorAt(0, PAPER)
        g.setColorAt(1, QColor("#f3f1ea"))
        p.fillPath(outline, g)
        p.strokePath(outline, self._edge_pen(box))

        # Jumbo index, then the same again rotated 180° about the centre.
        for turn in (False, True):
            p.save()
            if turn:
                p.translate(box.center())
                p.rotate(180)
                p.translate(-box.center())
            self._paint_index(p, w, card, ink, self._labels)
            p.restore()

        if card.rank == 1:
            self._paint_ace(p, box, card, ink)
        elif card.rank <= 10:
            self._paint_pips(p, box, card, ink)
        else:
            self._paint_court(p, box, card, ink)

    @staticmethod
    def _paint_index(p: QPainter, w: float, card: Card, ink: QColor, labels) -> None:
        cx = w * 0.14
        top = w * 0.055
        rank_h = w * 0.255
        label = labels[card.rank - 1]
        # "10" and two-letter labels get the wider box.
        max_w = w * (0.235 if len(label) > 1 else 0.2)
        glyph = _fit_glyph(_glyph(label, "index"), cx, top, rank_h, max_w)
        p.fillPath(glyph, ink)
        pip = w * 0.185
        p.fillPath(
            suit_path(card.suit, QRectF(cx - pip / 2, top + rank_h + w * 0.045, pip, pip)), ink
        )

    @staticmethod
    def _pip_area(box: QRectF) -> QRectF:
        w, h = box.width(), box.height()
        return QRectF(w * 0.38, h * 0.145, w * 0.24, h * 0.71)

    def _paint_pips(self, p: QPainter, box: QRectF, card: Card, ink: QColor) -> None:
        area = self._pip_area(box)
        w = box.width()
        size = w * (0.16 if card.rank <= 8 else 0.15)
        for fx, fy in _PIP_LAYOUTS[card.rank]:
            c = QPointF(area.left() + fx * area.width(), area.top() + fy * area.height())
            pip = suit_path(card.suit, QRectF(-size / 2, -size / 2, size, size))
            t = QTransform()
            t.translate(c.x(), c.y())
            if fy > 0.5:
                t.rotate(180)
            p.fillPath(t.map(pip), ink)

    def _paint_ace(self, p: QPainter, box: QRectF, card: Card, ink: QColor) -> None:
        w = box.width()
        c = box.center()
        size = w * (0.5 if card.suit == SPADES else 0.42)
        if card.suit == SPADES:
            # The traditional showpiece: a larger spade inside a fine ring.
            ring = w * 0.31
            p.setPen(QPen(ink, max(0.6, w * 0.008)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, ring, ring)
            p.drawEllipse(c, ring - w * 0.022, ring - w * 0.022)
            size = w * 0.40
        path = suit_path(card.suit, QRectF(c.x() - size / 2, c.y() - size / 2, size, size))
        p.fillPath(path, self._pip_gradient(path, ink))

    @staticmethod
    def _pip_gradient(path: QPainterPath, ink: QColor) -> QBrush:
        """A gentle top-light on large pips so they do not look flat."""
        b = path.boundingRect()
        g = QLinearGradient(b.topLeft(), b.bottomRight())
        g.setColorAt(0, ink.lighter(135))
        g.setColorAt(1, ink.darker(115))
        return QBrush(g)

    def _paint_court(self, p: QPainter, box: QRectF, card: Card, ink: QColor) -> None:
        w, h = box.width(), box.height()
        frame = QRectF(w * 0.27, h * 0.085, w * 0.46, h * 0.83)
        radius = w * 0.035
        tint = QColor(ink)
        tint.setAlpha(26)
        g = QLinearGradient(frame.topLeft(), frame.bottomLeft())
        g.setColorAt(0, QColor(255, 255, 255, 0))
        g.setColorAt(0.5, tint)
        g.setColorAt(1, QColor(255, 255, 255, 0))
        p.setBrush(QColor("#fbf4df"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(frame, radius, radius)
        p.setBrush(g)
        p.drawRoundedRect(frame, radius, radius)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(ink, max(0.8, w * 0.014)))
        p.drawRoundedRect(frame, radius, radius)
        inset = w * 0.028
        p.setPen(QPen(GOLD.darker(120), max(0.5, w * 0.007)))
        p.drawRoundedRect(frame.adjusted(inset, inset, -inset, -inset), radius * 0.6, radius * 0.6)

        # Big serif letter in the middle, a pip above it and an upside-down pip below.
        letter = self._labels[card.rank - 1]
        lh = h * 0.2
        glyph = _fit_glyph(
            _glyph(letter, "court"),
            frame.center().x(),
            frame.center().y() - lh / 2,
            lh,
            frame.width() * 0.72,
        )
        p.fillPath(glyph, ink)
        pip = w * 0.15
        gap = h * 0.08
        cx = frame.center().x()
        top = suit_path(
            card.suit, QRectF(cx - pip / 2, frame.center().y() - lh / 2 - gap - pip, pip, pip)
        )
        p.fillPath(top, ink)
        t = QTransform()
        t.translate(box.center().x(), box.center().y())
        t.rotate(180)
        t.translate(-box.center().x(), -box.center().y())
        p.fillPath(t.map(top), ink)
        self._paint_crown(
            p,
            QRectF(cx - w * 0.09, top.boundingRect().top() - h * 0.075, w * 0.18, h * 0.05),
            card.rank,
            GOLD.darker(110),
        )

    @staticmethod
    def _paint_crown(p: QPainter, r: QRectF, rank: int, colour: QColor) -> None:
        """A small emblem over the top pip: crown (K), tiara (Q) or feathered cap (J)."""
        path = QPainterPath()
        x, y, w, h = r.x(), r.y(), r.width(), r.height()
        if rank == 13:
            path.moveTo(x, y + h)
            path.lineTo(x, y + h * 0.25)
            path.lineTo(x + w * 0.25, y + h * 0.6)
            path.lineTo(x + w * 0.5, y)
            path.lineTo(x + w * 0.75, y + h * 0.6)
            path.lineTo(x + w, y + h * 0.25)
            path.lineTo(x + w, y + h)
        elif rank == 12:
            path.moveTo(x, y + h)
            path.quadTo(x + w * 0.1, y + h * 0.2, x + w * 0.5, y)
            path.quadTo(x + w * 0.9, y + h * 0.2, x + w, y + h)
        else:
            path.moveTo(x + w * 0.1, y + h)
            path.quadTo(x + w * 0.15, y + h * 0.3, x + w * 0.55, y + h * 0.35)
            path.quadTo(x + w * 0.8, y - h * 0.1, x + w * 0.95, y + h * 0.05)
            path.quadTo(x + w * 0.85, y + h * 0.5, x + w * 0.9, y + h)
        path.closeSubpath()
        p.fillPath(path, colour)

    # -- backs and overlays --------------------------------------------------------------

    def _paint_back(self, p: QPainter, box: QRectF, outline: QPainterPath) -> None:
        w = box.width()
        if self._back == "red":
            light, dark, line = QColor("#b3202d"), QColor("#6e0c16"), QColor(255, 214, 214, 95)
        else:
            light, dark, line = QColor("#2856b8"), QColor("#0f2766"), QColor(200, 220, 255, 95)
        p.fillPath(outline, PAPER)
        p.strokePath(outline, self._edge_pen(box))
        margin = w * 0.06
        inner_rect = box.adjusted(margin, margin, -margin, -margin)
        inner = QPainterPath()
        inner.addRoundedRect(inner_rect, w * 0.04, w * 0.04)
        g = QRadialGradient(inner_rect.center(), inner_rect.height() * 0.7)
        g.setColorAt(0, light)
        g.setColorAt(1, dark)
        p.fillPath(inner, g)

        # The lattice or the rings repeat every ``step``: one period is drawn into a tile,
        # and the inner panel is filled with it. Drawing the whole pattern through the
        # rounded clip (about 500 antialiased strokes) took 2–3 ms a back, and two backs
        # (the stock, the opponent's hand) are painted before the table first shows.
        p.fillPath(inner, QBrush(self._back_tile(w * 0.1, line, max(0.5, w * 0.008), p)))

        # Double frame line, then a medallion in the middle.
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(255, 255, 255, 200), max(0.6, w * 0.01)))
        fr = inner_rect.adjusted(w * 0.035, w * 0.035, -w * 0.035, -w * 0.035)
        p.drawRoundedRect(fr, w * 0.025, w * 0.025)
        c = box.center()
        rx, ry = w * 0.2, w * 0.26
        mg = QRadialGradient(c, ry)
        mg.setColorAt(0, light.lighter(125))
        mg.setColorAt(1, dark)
        p.setBrush(mg)
        p.setPen(QPen(QColor(255, 255, 255, 220), max(0.7, w * 0.014)))
        p.drawEllipse(c, rx, ry)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(GOLD, max(0.5, w * 0.008)))
        p.drawEllipse(c, rx - w * 0.03, ry - w * 0.03)
        # Four small suit pips in a cross inside the medallion.
        s = w * 0.085
        emblem = QColor(255, 255, 255, 230)
        for suit, (dx, dy) in zip(
            (SPADES, HEARTS, CLUBS, DIAMONDS), ((0, -1), (1, 0), (0, 1), (-1, 0)), strict=True
        ):
            cc = QPointF(c.x() + dx * w * 0.08, c.y() + dy * w * 0.1)
            p.fillPath(suit_path(suit, QRectF(cc.x() - s / 2, cc.y() - s / 2, s, s)), emblem)

    def _back_tile(self, step: float, line: QColor, pen_width: float, p: QPainter) -> QPixmap:
        """One period of the back's pattern, to fill the back's inner panel with: a step ×
        step cell of the diamond lattice (its dot sits on the cell's top edge), or a step ×
        2·step cell of the rings (every other row is offset by half a step). The cell is a
        whole number of device pixels, so the tiles meet without a seam; everything that
        reaches into the cell from its neighbours is drawn too."""
        dpr = p.device().devicePixelRatio()  # the pixmap's, or the widget's painted on
        side = max(4, round(step * dpr))
        s = side / dpr  # the step, rounded to the device's pixels
        rows = 1 if self._back == "blue" else 2
        tile = QPixmap(side, side * rows)
        tile.setDevicePixelRatio(dpr)
        tile.fill(Qt.GlobalColor.transparent)
        t = QPainter(tile)
        try:
            t.setRenderHint(QPainter.RenderHint.Antialiasing)
            if self._back == "blue":
                # Diamond lattice with a dot in every cell.
                t.setPen(QPen(line, pen_width))
                for k in (-1, 0, 1, 2):
                    t.drawLine(QPointF((k - 1) * s, -s), QPointF((k + 2) * s, 2 * s))
                    t.drawLine(QPointF((k + 1) * s, -s), QPointF((k - 2) * s, 2 * s))
                t.setPen(Qt.PenStyle.NoPen)
                t.setBrush(line)
                dot = s * 0.12
                for dx in (-1, 0, 1):
                    for dy in (0, 1):
                        t.drawEllipse(QPointF(dx * s + s / 2, dy * s), dot, dot)
            else:
                # Interlocking rings, offset every other row.
                t.setPen(QPen(line, pen_width))
                t.setBrush(Qt.BrushStyle.NoBrush)
                r = s * 0.62
                for dx in (-1, 0, 1, 2):
                    for j in (-1, 0, 1, 2, 3):
                        shift = s / 2 if j % 2 else 0
                        t.drawEllipse(QPointF(dx * s + shift, j * s), r, r)
        finally:
            t.end()
        return tile

    @staticmethod
    def _paint_highlight(p: QPainter, box: QRectF, outline: QPainterPath) -> None:
        """A warm gold rim with a soft inner glow (selection / legal discard)."""
        w = box.width()
        p.save()
        p.setClipPath(outline)
        glow = QColor(GOLD)
        for width, alpha in ((w * 0.16, 40), (w * 0.10, 70), (w * 0.055, 230)):
            glow.setAlpha(alpha)
            p.strokePath(outline, QPen(glow, width))
        p.restore()
        p.strokePath(outline, QPen(GOLD.darker(130), CardRenderer._edge_width(box)))


__all__ = ["CARD_ASPECT", "CardRenderer", "felt_brush"]
