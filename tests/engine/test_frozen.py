"""``@frozen`` records behave as the ``@dataclass(frozen=True)`` they replace: the same
equality, hash, text, immutability and dataclass functions, field options included."""

from __future__ import annotations

import dataclasses
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ginrummy_desktop.engine import Discard, Knock, Rules
from ginrummy_desktop.engine.cards import Card
from ginrummy_desktop.engine.frozen import frozen


def both(body: dict, annotations: dict):
    """The same class body made by ``@frozen`` and by ``@dataclass(frozen=True)``."""
    made = []
    for decorate in (frozen, dataclasses.dataclass(frozen=True)):
        ns = dict(body, __annotations__=dict(annotations), __module__=__name__)
        made.append(decorate(type("Rec", (), ns)))
    return made


SHAPES = [
    ({}, {}),
    ({}, {"a": "int"}),
    ({"b": 0}, {"a": "int", "b": "int"}),
    ({"c": ()}, {"a": "int", "b": "str", "c": "tuple"}),
    ({"b": dataclasses.field(default=0, compare=False)}, {"a": "int", "b": "int"}),
    ({"b": dataclasses.field(default=0, repr=False)}, {"a": "int", "b": "int"}),
    ({"b": dataclasses.field(default=0, hash=False)}, {"a": "int", "b": "int"}),
]
values = st.one_of(st.integers(-3, 3), st.text(max_size=2), st.tuples(st.integers(0, 2)))


@pytest.mark.parametrize("shape", range(len(SHAPES)))
@given(data=st.data())
def test_equality_hash_and_text_are_the_dataclasses(shape, data):
    ours, theirs = both(*SHAPES[shape])
    names = [f.name for f in dataclasses.fields(theirs)]
    left = [data.draw(values) for _ in names]
    right = [data.draw(values) for _ in names]
    a, b = ours(*left), ours(*right)
    ra, rb = theirs(*left), theirs(*right)
    assert (a == b) == (ra == rb)
    assert (a != b) == (ra != rb)
    assert hash(a) == hash(ra)
    assert repr(a) == repr(ra)
    assert dataclasses.astuple(a) == dataclasses.astuple(ra)
    assert ours.__match_args__ == theirs.__match_args__
    assert a != ra  # another class, as a dataclass is never equal to another class's record
    assert (a == 1) is False


def test_records_stay_frozen_and_work_with_the_dataclass_functions():
    ours, _ = both(*SHAPES[3])
    record = ours(1, "x")
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.a = 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        del record.b
    changed = dataclasses.replace(record, a=2)
    assert changed == ours(2, "x", ()) and record == ours(1, "x")
    assert dataclasses.asdict(changed) == {"a": 2, "b": "x", "c": ()}
    assert dataclasses.is_dataclass(record)


def test_engine_records_compare_hash_and_pickle_as_values():
    card = Card.parse("7H")
    assert Discard(card) == Discard(Card.parse("7H")) != Discard(Card.parse("8H"))
    assert len({Discard(card), Discard(card), Knock(card)}) == 2
    assert repr(Discard(card)) == f"Discard(card={card!r})"
    assert pickle.loads(pickle.dumps(Rules())) == Rules()


def test_a_method_the_class_writes_itself_is_kept():
    @frozen
    class Named:
        name: str

        def __repr__(self) -> str:
            return f"<{self.name}>"

    assert repr(Named("x")) == "<x>"
    assert Named("x") == Named("x")


def test_a_record_holding_itself_prints_without_recursing():
    @frozen
    class Box:
        items: list

    box = Box([])
    box.items.append(box)
    assert repr(box) == f"{Box.__qualname__}(items=[...])"
