"""Suit symbols as vector paths, so no font is ever needed for ♠ ♥ ♦ ♣.

Each suit is built once in a unit box from cubic curves and circles, united into one
outline, and then mapped into whatever rectangle the caller asks for (aspect kept,
centred). Suits follow the engine's order: 0 spades, 1 hearts, 2 diamonds, 3 clubs.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QTransform

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)

_unit_paths: dict[int, QPainterPath] = {}


def _stem() -> QPainterPath:
    """The flared foot shared by spades and clubs (concave sides, flat base)."""
    p = QPainterPath()
    p.moveTo(0.5, 0.62)
    p.cubicTo(0.515, 0.80, 0.58, 0.93, 0.72, 1.0)
    p.lineTo(0.28, 1.0)
    p.cubicTo(0.42, 0.93, 0.485, 0.80, 0.5, 0.62)
    p.closeSubpath()
    return p


def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.24)
    p.cubicTo(0.43, 0.04, 0.0, 0.0, 0.0, 0.32)
    p.cubicTo(0.0, 0.58, 0.36, 0.74, 0.5, 1.0)
    p.cubicTo(0.64, 0.74, 1.0, 0.58, 1.0, 0.32)
    p.cubicTo(1.0, 0.0, 0.57, 0.04, 0.5, 0.24)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.0)
    p.cubicTo(0.38, 0.2, 0.0, 0.36, 0.0, 0.6)
    p.cubicTo(0.0, 0.8, 0.24, 0.88, 0.38, 0.8)
    p.cubicTo(0.44, 0.77, 0.48, 0.72, 0.5, 0.68)
    p.cubicTo(0.52, 0.72, 0.56, 0.77, 0.62, 0.8)
    p.cubicTo(0.76, 0.88, 1.0, 0.8, 1.0, 0.6)
    p.cubicTo(1.0, 0.36, 0.62, 0.2, 0.5, 0.0)
    p.closeSubpath()
    return p.united(_stem())


def _diamond() -> QPainterPath:
    # Slightly concave sides read as a card diamond rather than a plain rhombus.
    p = QPainterPath()
    p.moveTo(0.5, 0.0)
    p.quadTo(0.66, 0.30, 0.86, 0.5)
    p.quadTo(0.66, 0.70, 0.5, 1.0)
    p.quadTo(0.34, 0.70, 0.14, 0.5)
    p.quadTo(0.34, 0.30, 0.5, 0.0)
    p.closeSubpath()
    return p


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
    return p.united(_stem())


_BUILDERS = {SPADES: _spade, HEARTS: _heart, DIAMONDS: _diamond, CLUBS: _club}


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
