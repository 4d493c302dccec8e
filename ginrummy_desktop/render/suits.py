"""Suit symbols as vector paths, so no font is ever needed for ♠ ♥ ♦ ♣.

Each suit is built once in a unit box from path data and circles, united into one
outline, and then mapped into whatever rectangle the caller asks for (aspect kept,
centred). Suits follow the engine's order: 0 spades, 1 hearts, 2 diamonds, 3 clubs.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QTransform

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)

_unit_paths: dict[int, QPainterPath] = {}


# Outlines in a unit box as SVG-like path data: M move, L line, Q quadratic,
# C cubic, Z close. One reader builds them all, so a suit is its numbers only.
_STEM = "M .5 .62 C .515 .80 .58 .93 .72 1 L .28 1 C .42 .93 .485 .80 .5 .62 Z"
_HEART = (
    "M .5 .24 C .43 .04 0 0 0 .32 C 0 .58 .36 .74 .5 1 C .64 .74 1 .58 1 .32 C 1 0 .57 .04 .5 .24 Z"
)
_SPADE = (
    "M .5 0 C .38 .2 0 .36 0 .6 C 0 .8 .24 .88 .38 .8 C .44 .77 .48 .72 .5 .68"
    " C .52 .72 .56 .77 .62 .8 C .76 .88 1 .8 1 .6 C 1 .36 .62 .2 .5 0 Z"
)
# Slightly concave sides read as a card diamond rather than a plain rhombus.
_DIAMOND = "M .5 0 Q .66 .30 .86 .5 Q .66 .70 .5 1 Q .34 .70 .14 .5 Q .34 .30 .5 0 Z"
_ARITY = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}


def _outline(data: str) -> QPainterPath:
    """The path that ``data`` (see above) draws."""
    p = QPainterPath()
    draw = {"M": p.moveTo, "L": p.lineTo, "Q": p.quadTo, "C": p.cubicTo, "Z": p.closeSubpath}
    words = data.split()
    i = 0
    while i < len(words):
        op = words[i]
        n = _ARITY[op]
        draw[op](*(float(w) for w in words[i + 1 : i + 1 + n]))
        i += 1 + n
    return p


def _spade() -> QPainterPath:
    return _outline(_SPADE).united(_outline(_STEM))


def _club() -> QPainterPath:
    r = 0.215
    p = QPainterPath()
    for cx, cy in ((0.5, 0.225), (0.225, 0.56), (0.775, 0.56)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), r, r)
        p = p.united(leaf)
    # Fill the gap between the three leaves so the centre is solid.
    core = QPainterPath()
    core.addEllipse(QPointF(0.5, 0.5), 0.14, 0.14)
    p = p.united(core)
    return p.united(_outline(_STEM))


_BUILDERS = {
    SPADES: _spade,
    HEARTS: lambda: _outline(_HEART),
    DIAMONDS: lambda: _outline(_DIAMOND),
    CLUBS: _club,
}


def unit_suit_path(suit: int) -> QPainterPath:
    """The suit's outline with its bounding box moved to the origin (built once)."""
    path = _unit_paths.get(suit)
    if path is None:
        if suit not in _BUILDERS:
            raise ValueError(f"suit must be 0–3 (S H D C), not {suit!r}")
        path = _BUILDERS[suit]().simplified()
        b = path.boundingRect()
        path = path.translated(-b.x(), -b.y())
        _unit_paths[suit] = path
    return path


def suit_path(suit: int, rect: QRectF) -> QPainterPath:
    """The suit symbol scaled to fit inside ``rect``, aspect kept, centred.

    ``suit`` is 0–3 in the engine's order S H D C. The result is a filled outline
    (fill it with a brush; no font involved).
    """
    unit = unit_suit_path(suit)
    b = unit.boundingRect()
    if rect.width() <= 0 or rect.height() <= 0:
        return QPainterPath()
    scale = min(rect.width() / b.width(), rect.height() / b.height())
    w, h = b.width() * scale, b.height() * scale
    x = rect.x() + (rect.width() - w) / 2
    y = rect.y() + (rect.height() - h) / 2
    return QTransform(scale, 0, 0, scale, x, y).map(unit)
