"""Suit symbols as paths, and the felt brush (render layer)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QGradient

from ginrummy_desktop.render import felt_brush, suit_path

RECTS = [
    QRectF(0, 0, 100, 100),
    QRectF(10.5, 20.25, 30, 80),
    QRectF(-40, 5, 200, 12),
    QRectF(3, 3, 7, 7),
]


@pytest.mark.parametrize("suit", range(4))
@pytest.mark.parametrize("rect", RECTS)
def test_suit_path_fits_inside_and_is_centred(qapp, suit, rect):
    path = suit_path(suit, rect)
    assert not path.isEmpty()
    b = path.boundingRect()
    eps = 1e-6 * max(rect.width(), rect.height())
    assert b.left() >= rect.left() - eps and b.right() <= rect.right() + eps
    assert b.top() >= rect.top() - eps and b.bottom() <= rect.bottom() + eps
    # Fills one dimension fully (aspect kept), centred in the other.
    assert (abs(b.width() - rect.width()) < 1e-3) or (abs(b.height() - rect.height()) < 1e-3)
    assert b.center().x() == pytest.approx(rect.center().x(), abs=1e-3)
    assert b.center().y() == pytest.approx(rect.center().y(), abs=1e-3)
    assert path.contains(rect.center()) or suit == 3  # the club's centre may be a gap edge


def test_suit_shapes(qapp):
    r = QRectF(0, 0, 100, 100)
    spade, heart, diamond, club = (suit_path(s, r) for s in range(4))
    # Heart: notch at the top middle, point at the bottom; spade the other way round.
    hb = heart.boundingRect()
    assert not heart.contains(QPointF(hb.center().x(), hb.top() + 2))
    assert heart.contains(QPointF(hb.center().x(), hb.bottom() - 4))
    sb = spade.boundingRect()
    assert spade.contains(QPointF(sb.center().x(), sb.top() + 4))
    # Spade and club have a stem: a narrow waist above a wider foot.
    for path in (spade, club):
        b = path.boundingRect()
        assert path.contains(QPointF(b.center().x(), b.bottom() - 1))
        assert not path.contains(QPointF(b.left() + 2, b.bottom() - 1))
    # Diamond is taller than wide; its corners are empty.
    db = diamond.boundingRect()
    assert db.height() > db.width() * 1.2
    assert not diamond.contains(QPointF(db.left() + 2, db.top() + 2))
    # Four distinct outlines, sampled on a grid; each covers a sensible share of its box.
    grids = []
    for path in (spade, heart, diamond, club):
        grid = tuple(
            path.contains(QPointF(x + 0.5, y + 0.5))
            for y in range(0, 100, 4)
            for x in range(0, 100, 4)
        )
        assert 0.3 < sum(grid) / len(grid) < 0.8
        grids.append(grid)
    assert len(set(grids)) == 4


def test_bad_suit_and_empty_rect(qapp):
    with pytest.raises(ValueError):
        suit_path(4, QRectF(0, 0, 10, 10))
    assert suit_path(0, QRectF(0, 0, 0, 10)).isEmpty()


def test_felt_brush_is_green_gradient(qapp):
    brush = felt_brush(QRectF(0, 0, 800, 600))
    assert isinstance(brush, QBrush)
    grad = brush.gradient()
    assert grad is not None and grad.type() == QGradient.Type.RadialGradient
    for _, colour in grad.stops():
        assert colour.green() > colour.red() and colour.green() > colour.blue()
