"""Card faces, backs, overlays and the pixmap cache (render layer)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from ginrummy_desktop.engine import ALL_CARDS, Card
from ginrummy_desktop.render import CARD_ASPECT, CardRenderer

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def _image(pm: QPixmap) -> QImage:
    return pm.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _count(img: QImage, pred, step: int = 1) -> int:
    n = 0
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            c = img.pixelColor(x, y)
            if c.alpha() > 200 and pred(c):
                n += 1
    return n


def _reddish(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 90 and c.blue() < 90


def _blueish(c: QColor) -> bool:
    return c.blue() > 150 and c.red() < 90 and c.green() < 130


def _greenish(c: QColor) -> bool:
    return c.green() > 90 and c.red() < 60 and c.blue() < 100


def _suit_cards(suit: int) -> list[Card]:
    return [c for c in ALL_CARDS if c.suit == suit]


def test_public_api_shape(qapp):
    r = CardRenderer()
    assert pytest.approx(1.4) == CARD_ASPECT
    assert CardRenderer.BACKS == ("blue", "red")
    assert (r.four_colour, r.back) == (False, "blue")
    assert CardRenderer(four_colour=True, back="red").back == "red"
    assert r.size_for_width(70) == QSize(70, 98)
    assert r.size_for_width(120) == QSize(120, 168)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("width", [70, 120])
def test_every_face_and_back_renders_at_size(qapp, width, dpr):
    r = CardRenderer()
    logical = r.size_for_width(width)
    device = QSize(round(logical.width() * dpr), round(logical.height() * dpr))
    items = [(c, True, "blue") for c in ALL_CARDS] + [(None, True, b) for b in r.BACKS]
    for card, face_up, back in items:
        r.back = back
        pm = r.pixmap(card, width, dpr, face_up=face_up)
        assert not pm.isNull()
        assert pm.size() == device, card
        assert pm.devicePixelRatio() == pytest.approx(dpr)
        assert pm.deviceIndependentSize().toSize() == logical
        img = _image(pm)
        centre = img.pixelColor(img.width() // 2, img.height() // 2)
        assert centre.alpha() == 255, card
        # Rounded corners: the very corner pixel stays transparent.
        assert img.pixelColor(0, 0).alpha() == 0
        assert img.pixelColor(img.width() - 1, img.height() - 1).alpha() == 0
        # Something is drawn besides paper: count dark or saturated pixels.
        inked = _count(img, lambda c: min(c.red(), c.green(), c.blue()) < 120, step=2)
        assert inked > 10, card


def test_faces_are_all_different(qapp):
    r = CardRenderer()
    images = {_image(r.pixmap(c, 70)).bits().tobytes() for c in ALL_CARDS}
    assert len(images) == 52


def test_backs_differ_and_hide_the_card(qapp):
    r = CardRenderer()
    blue = _image(r.pixmap(None, 70))
    assert _image(r.pixmap(Card.parse("AS"), 70, face_up=False)) == blue
    assert _image(r.pixmap(Card.parse("KH"), 70, face_up=False)) == blue
    r.back = "red"
    red = _image(r.pixmap(None, 70))
    assert red != blue
    assert _count(red, _reddish, step=2) > 200
    assert _count(blue, _blueish, step=2) > 200


@pytest.mark.parametrize("back", ["blue", "red"])
@pytest.mark.parametrize(("width", "dpr"), [(70, 1.0), (97, 1.5), (120, 2.0)])
def test_the_back_pattern_reaches_every_corner_of_its_panel(qapp, back, width, dpr):
    # The pattern is one period drawn into a tile and repeated over the inner panel: each
    # corner of the panel shows it (light strokes over the dark gradient), whatever the
    # size and pixel ratio the tile was rounded to.
    img = _image(CardRenderer(back=back).pixmap(None, width, dpr))
    w, h = img.width(), img.height()
    box = max(6, round(w * 0.12))  # a bit more than one period of the pattern
    for fx, fy in ((0.12, 0.1), (0.76, 0.1), (0.12, 0.82), (0.76, 0.82)):
        x0, y0 = round(w * fx), round(h * fy)
        light = [
            img.pixelColor(x, y).lightness()
            for y in range(y0, y0 + box)
            for x in range(x0, x0 + box)
        ]
        assert max(light) - min(light) > 35, (back, width, dpr, fx, fy)


def test_two_colour_vs_four_colour(qapp):
    two, four = CardRenderer(), CardRenderer(four_colour=True)
    for card in ALL_CARDS:
        same = _image(two.pixmap(card, 70)) == _image(four.pixmap(card, 70))
        # Spades stay black and hearts red; diamonds turn blue and clubs green.
        assert same == (card.suit in (SPADES, HEARTS)), card
    for card in _suit_cards(DIAMONDS):
        img = _image(four.pixmap(card, 70))
        assert _count(img, _blueish) > 20, card
        assert _count(img, _reddish) == 0, card
    for card in _suit_cards(CLUBS):
        assert _count(_image(four.pixmap(card, 70)), _greenish) > 20, card


def test_red_suits_have_red_ink_and_black_suits_none(qapp):
    r = CardRenderer()
    for card in ALL_CARDS:
        reds = _count(_image(r.pixmap(card, 70)), _reddish)
        if card.suit in (HEARTS, DIAMONDS):
            assert reds > 20, card
        else:
            assert reds == 0, card


def test_index_is_ink_in_the_top_left_corner(qapp):
    # The jumbo index sits in the left third so a fanned hand still shows it.
    r = CardRenderer()
    for card in ALL_CARDS:
        img = _image(r.pixmap(card, 70))
        corner = img.copy(0, 0, 24, 40)
        assert _count(corner, lambda c: min(c.red(), c.green(), c.blue()) < 140) > 40, card


def test_cache_hits_and_invalidation(qapp):
    r = CardRenderer()
    card = Card.parse("TD")
    a = r.pixmap(card, 70)
    assert r.pixmap(card, 70).cacheKey() == a.cacheKey()
    assert r.cache_size() == 1
    assert r.pixmap(card, 70, 2.0).cacheKey() != a.cacheKey()
    assert r.pixmap(card, 71).cacheKey() != a.cacheKey()
    assert r.pixmap(card, 70, highlight=True).cacheKey() != a.cacheKey()
    assert r.pixmap(card, 70, dimmed=True).cacheKey() != a.cacheKey()
    assert r.cache_size() == 5

    r.four_colour = True
    assert r.cache_size() == 0
    b = r.pixmap(card, 70)
    assert b.cacheKey() != a.cacheKey()
    assert _image(b) != _image(a)
    r.four_colour = True  # no change, no clearing
    assert r.cache_size() == 1

    back_blue = r.pixmap(None, 70)
    r.back = "red"
    assert r.cache_size() == 0
    assert r.pixmap(None, 70).cacheKey() != back_blue.cacheKey()

    r.clear_cache()
    assert r.cache_size() == 0


def test_cache_is_bounded(qapp, monkeypatch):
    monkeypatch.setattr(CardRenderer, "MAX_CACHE", 10)
    r = CardRenderer()
    first = r.pixmap(ALL_CARDS[0], 20)
    for card in ALL_CARDS[1:20]:
        r.pixmap(card, 20)
    assert r.cache_size() == 10
    assert r.pixmap(ALL_CARDS[0], 20).cacheKey() != first.cacheKey()  # evicted, redrawn


def test_bad_arguments(qapp):
    with pytest.raises(ValueError, match="back"):
        CardRenderer(back="green")
    r = CardRenderer()
    with pytest.raises(ValueError, match="back"):
        r.back = "purple"
    assert r.back == "blue"
    with pytest.raises(ValueError):
        r.pixmap(ALL_CARDS[0], 0)
    with pytest.raises(ValueError):
        r.pixmap(ALL_CARDS[0], 70, 0)


def test_highlight_and_dimmed_overlays(qapp):
    r = CardRenderer()
    card = Card.parse("7S")
    plain = _image(r.pixmap(card, 90))
    lit = _image(r.pixmap(card, 90, highlight=True))
    dim = _image(r.pixmap(card, 90, dimmed=True))

    def gold(c: QColor) -> bool:
        return c.red() > 200 and 120 < c.green() < 220 and c.blue() < 100

    assert _count(plain, gold) == 0
    assert _count(lit, gold) > 100

    def mean_lightness(img: QImage) -> float:
        vals = [
            img.pixelColor(x, y).lightness()
            for y in range(0, img.height(), 3)
            for x in range(0, img.width(), 3)
            if img.pixelColor(x, y).alpha() == 255
        ]
        return sum(vals) / len(vals)

    assert mean_lightness(dim) < mean_lightness(plain) - 30
    # A back can be highlighted and dimmed too.
    assert _image(r.pixmap(None, 90, highlight=True)) != _image(r.pixmap(None, 90))


def test_placeholder_is_a_translucent_outline(qapp):
    r = CardRenderer()
    pm = r.placeholder(80, 2.0)
    assert pm.deviceIndependentSize().toSize() == r.size_for_width(80)
    assert pm.size() == QSize(160, 224)
    assert r.placeholder(80, 2.0).cacheKey() == pm.cacheKey()
    img = _image(pm)
    alphas = {
        img.pixelColor(x, y).alpha()
        for y in range(0, img.height(), 2)
        for x in range(0, img.width(), 2)
    }
    assert max(alphas) > 100  # the outline shows
    assert img.pixelColor(img.width() // 4, img.height() // 4).alpha() < 80  # see-through fill


def test_paint_matches_pixmap(qapp):
    r = CardRenderer()
    for card in (Card.parse("QH"), Card.parse("9C"), None):
        pm = r.pixmap(card, 100, highlight=card is None)
        img = QImage(100, 140, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        r.paint(p, QRectF(0, 0, 100, 140), card, highlight=card is None)
        p.end()
        assert img.convertToFormat(QImage.Format.Format_ARGB32) == _image(pm)


def test_paint_into_offset_rect_stays_inside(qapp):
    r = CardRenderer()
    img = QImage(300, 300, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    r.paint(p, QRectF(100, 50, 100, 140), Card.parse("AS"), dimmed=True)
    p.end()
    xs, ys = [], []
    for y in range(img.height()):
        for x in range(img.width()):
            if img.pixelColor(x, y).alpha():
                xs.append(x)
                ys.append(y)
    assert (min(xs), max(xs), min(ys), max(ys)) == (100, 199, 50, 189)


def test_many_paints_do_not_crash(qapp):
    # PySide6 6.12.0 on Python 3.11 loses a None reference per void call; thousands of
    # cards would abort the interpreter without the render layer's guard.
    r = CardRenderer()
    img = QImage(60, 84, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    for _ in range(6):
        for card in ALL_CARDS:
            r.paint(p, QRectF(0, 0, 60, 84), card)
    p.end()
