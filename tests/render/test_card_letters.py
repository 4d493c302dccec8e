"""Card faces print the letters of the game's language (Dutch B, V, H, A; Lithuanian V, D,
K, T) or, by the setting, the international J, Q, K, A; sharp at every size."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from ginrummy_desktop.engine import Card
from ginrummy_desktop.i18n.card_faces import face_labels
from ginrummy_desktop.i18n.translator import LanguageSwitcher
from ginrummy_desktop.render import CardRenderer
from ginrummy_desktop.render.card_renderer import RANK_LABELS


@pytest.fixture
def switcher(qapp):
    s = LanguageSwitcher()
    yield s
    s.set_language("en")


def _corner(r: CardRenderer, card: str, width: int) -> QImage:
    """The top-left index area of ``card``'s face, where the rank letter is printed."""
    pm = r.pixmap(Card.parse(card), width)
    img = pm.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return img.copy(0, 0, round(width * 0.28), round(width * 0.32))


@pytest.mark.parametrize(
    "lang, letters",
    [("en", ("A", "J", "Q", "K")), ("lt", ("T", "V", "D", "K")), ("nl", ("A", "B", "V", "H"))],
)
def test_the_faces_follow_the_language(switcher, lang, letters):
    assert switcher.set_language(lang)
    labels = face_labels(native=True)
    assert (labels[0], labels[10], labels[11], labels[12]) == letters
    assert labels[1:10] == RANK_LABELS[1:10]  # the numbers stay numbers
    assert face_labels(native=False) == RANK_LABELS  # the setting keeps J, Q, K, A


@pytest.mark.parametrize("width", [40, 70, 120, 220])
def test_a_native_letter_is_drawn_at_every_size(qapp, width):
    native = CardRenderer(labels=("A", *RANK_LABELS[1:10], "B", "V", "H"))
    plain = CardRenderer()
    for card in ("JS", "QH", "KD"):
        a, b = _corner(native, card, width), _corner(plain, card, width)
        assert a != b, (card, width)  # another letter in the corner
    # Dutch keeps the ace's A: the same face as the international one.
    assert _corner(native, "AS", width) == _corner(plain, "AS", width)


def test_changing_the_letters_repaints(qapp):
    r = CardRenderer()
    before = r.pixmap(Card.parse("QS"), 90).toImage()
    r.pixmap(Card.parse("2S"), 90)
    assert r.cache_size() == 2
    r.labels = ("T", *RANK_LABELS[1:10], "V", "D", "K")
    assert r.cache_size() == 0
    assert r.pixmap(Card.parse("QS"), 90).toImage() != before


def test_bad_letters_are_refused(qapp):
    with pytest.raises(ValueError):
        CardRenderer(labels=("A",) * 12)
    with pytest.raises(ValueError):
        CardRenderer().labels = ("ACE", *RANK_LABELS[1:])
