"""The versioned save format: round trip, and clear refusal of anything damaged."""

import copy
import json
import random

import pytest

from ginrummy_desktop.engine import Match, Phase, Rules, SaveFormatError
from ginrummy_desktop.engine.save import _checksum


def midgame(seed=3, steps=40):
    m = Match(Rules(), seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.phase is Phase.HAND_OVER:
            m.deal_next()
            continue
        m.apply(rnd.choice(m.legal_actions()))
    return m


def resigned(doc):
    doc["checksum"] = _checksum(doc)
    return doc


def test_round_trip_through_json_text():
    m = midgame()
    text = json.dumps(m.to_dict())
    assert Match.from_dict(json.loads(text)).to_dict() == m.to_dict()


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d.update(version=99), "newer version"),
        (lambda d: d.update(format="something-else"), "not a saved Gin Rummy game"),
        (lambda d: d.pop("version"), "no format version"),
        (lambda d: d["summary"].update(scores=[500, 0]), "checksum"),  # edited without re-signing
    ],
)
def test_refusals_with_reasons(mutate, message):
    doc = midgame().to_dict()
    mutate(doc)
    with pytest.raises(SaveFormatError, match=message):
        Match.from_dict(doc)


@pytest.mark.parametrize(
    "mutate, message",
    [
        # Even re-signed, semantic damage is caught by the replay and the summary.
        (lambda d: d["summary"].update(scores=[-5, 0]), "do not lead to the recorded scores"),
        (lambda d: d["hands"][0]["deck"].__setitem__(0, d["hands"][0]["deck"][1]), "twice"),
        (lambda d: d["hands"][0]["deck"].append("AS"), "52"),
        (lambda d: d["hands"][0]["deck"].__setitem__(3, "ZZ"), "not a card"),
        (lambda d: d["hands"][0]["actions"].insert(0, {"type": "DrawStock"}), "not legal"),
        (lambda d: d["hands"][0]["actions"].append({"type": "Fly"}), "not an action"),
        (lambda d: d.update(rules={"knock_limit": 10, "big_gin": True}), "locked"),
        (lambda d: d.update(hands=[]), "no hands"),
    ],
)
def test_semantic_damage_is_refused(mutate, message):
    doc = midgame().to_dict()
    mutate(doc)
    resigned(doc)
    with pytest.raises(SaveFormatError, match=message):
        Match.from_dict(doc)


def test_not_a_dict():
    for bad in (None, [], "x", 3):
        with pytest.raises(SaveFormatError):
            Match.from_dict(bad)


def _mutations(doc, rnd):
    """A random structural or value mutation of a save document."""
    d = copy.deepcopy(doc)
    paths = []

    def walk(node, path):
        paths.append(path)
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, path + [k])
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, path + [i])

    walk(d, [])
    path = rnd.choice(paths[1:])
    parent = d
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    choice = rnd.randrange(6)
    if choice == 0:
        del parent[key]
    elif choice == 1:
        parent[key] = None
    elif choice == 2:
        parent[key] = rnd.choice([0, -1, 10**9, "", "AS", [], {}, True, 2.5])
    elif choice == 3 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    elif choice == 4 and isinstance(parent[key], str) and parent[key]:
        parent[key] = parent[key][::-1]
    else:
        parent[key] = copy.deepcopy(
            parent[
                rnd.choice(list(range(len(parent))) if isinstance(parent, list) else list(parent))
            ]
        )
    return d


def test_fuzzed_saves_load_equal_or_fail_clearly():
    m = midgame(seed=11, steps=60)
    doc = m.to_dict()
    rnd = random.Random(1)
    outcomes = {"loaded": 0, "refused": 0}
    for i in range(300):
        bad = _mutations(doc, rnd)
        if i % 2:
            resigned(bad)  # half of them with a valid checksum, to reach the deeper checks
        try:
            loaded = Match.from_dict(bad)
        except SaveFormatError as e:
            assert str(e)
            outcomes["refused"] += 1
            continue
        if i % 2:
            # Re-signed edits may describe another legal game (say, a different target
            # score); it must then be a whole, consistent match.
            assert loaded.all_cards_accounted()
            assert Match.from_dict(loaded.to_dict()).to_dict() == loaded.to_dict()
        else:
            assert loaded.to_dict() == m.to_dict()  # without a valid checksum: unchanged
        outcomes["loaded"] += 1
    assert outcomes["refused"] > 200
