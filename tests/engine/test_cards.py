"""Card notation (D1)."""

import pickle

import pytest

from ginrummy_desktop.engine import ALL_CARDS, Card, parse_cards


def test_notation_round_trips_for_all_52():
    assert len(ALL_CARDS) == 52 == len({str(c) for c in ALL_CARDS})
    for c in ALL_CARDS:
        assert Card.parse(str(c)) is c
        assert Card(c.rank, c.suit_letter) is c
        assert pickle.loads(pickle.dumps(c)) is c


def test_values():
    assert [c.value for c in parse_cards("AS 2H 9D TC JS QH KD")] == [1, 2, 9, 10, 10, 10, 10]
    assert str(Card.parse("10d")) == "TD"


@pytest.mark.parametrize("text", ["", "X", "1S", "AX", "TDD", "ZZ"])
def test_bad_text(text):
    with pytest.raises(ValueError):
        Card.parse(text)


def test_cards_are_immutable():
    with pytest.raises(AttributeError):
        Card.parse("AS").rank = 5
