"""The sealed save format: round trip, and clear refusal of anything damaged or edited —
even when an edit is resealed with the install's key, the replay and the strict types
refuse what the game never writes."""

import copy
import json
import random

import pytest

from ginrummy_desktop.engine import Match, Phase, Rules
from ginrummy_desktop.persistence import SaveStore, Unusable, load_secret, new_game_id

LEVELS = ("easy", "normal", "hard")


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path, load_secret(tmp_path)[0], LEVELS)


def midgame(store, steps=40, seed=3):
    game_id = new_game_id()
    m = Match(Rules(), seed=store.secret.seed_for(game_id))
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.phase is Phase.HAND_OVER:
            m.deal_next()
            continue
        m.apply(rnd.choice(m.legal_actions()))
    return m, game_id


def doc_of(store, steps=40):
    m, game_id = midgame(store, steps)
    return json.loads(store.text(m, "normal", game_id)), m


def resealed(store, doc):
    doc["seal"] = store.secret.seal("current-game", doc)
    return doc


def test_round_trip_through_json_text(store):
    doc, m = doc_of(store)
    saved = store.parse(json.loads(json.dumps(doc)))
    assert saved.match.record() == m.record() and saved.level == "normal"


@pytest.mark.parametrize(
    "mutate, reason",
    [
        (lambda d: d.update(version=99), "newer"),
        (lambda d: d.update(format="something-else"), "not_ours"),
        (lambda d: d.pop("version"), "damaged"),
        (lambda d: d["summary"].update(scores=[500, 0]), "changed"),  # not resealed
        (lambda d: d.update(level="hard"), "changed"),  # the level is sealed too
        (lambda d: d["rules"].update(knock_limit=100, target_score=1), "changed"),
        (lambda d: d.update(seal="0" * 64), "changed"),
        (lambda d: d.pop("seal"), "damaged"),
    ],
)
def test_refusals_with_reasons(store, mutate, reason):
    doc, _ = doc_of(store)
    mutate(doc)
    with pytest.raises(Unusable) as err:
        store.parse(doc)
    assert err.value.code == reason


@pytest.mark.parametrize(
    "mutate, words",
    [
        # Resealed (as by someone holding the key): the replay and the types still refuse.
        (lambda d: d["summary"].update(scores=[-5, 0]), "do not lead to the recorded scores"),
        (lambda d: d["summary"].update(scores=[True, 0]), "do not lead to the recorded scores"),
        (lambda d: d["hands"][0].update(deck=["AS"] * 52), "secret deal with decks"),
        (lambda d: d["hands"][0]["actions"].insert(0, {"type": "DrawStock"}), "not legal"),
        (lambda d: d["hands"][0]["actions"].append({"type": "Fly"}), "not an action"),
        (lambda d: d["hands"][0]["actions"][0].update(card="AS"), "unknown keys"),
        (lambda d: d["rules"].update(big_gin=True), "locked"),
        (lambda d: d["rules"].update(target_score="100"), "wrong type"),
        (lambda d: d["rules"].update(game_bonuses=1), "wrong type"),
        (lambda d: d["rules"].update(target_score=10**9), "out of range"),
        (lambda d: d.update(hands=[]), "hands are missing"),
        (lambda d: d.update(level="godlike"), "level is unknown"),
        (lambda d: d.update(first_dealer=True), "first dealer"),
        (lambda d: d.update(deal={"game": "zz"}), "game id"),
        (lambda d: d.update(deal={"seed": 7}), "seed is damaged"),
    ],
)
def test_semantic_damage_is_refused_even_resealed(store, mutate, words):
    doc, _ = doc_of(store)
    mutate(doc)
    resealed(store, doc)
    with pytest.raises(Unusable) as err:
        store.parse(doc)
    assert words in err.value.detail


def test_a_rule_option_added_later_reads_as_its_default(store):
    """A save written before a rule option existed loads with that option's default; one
    naming an option this game does not know is refused."""
    doc, m = doc_of(store)
    older = copy.deepcopy(doc)
    del older["rules"]["dealer_rotation"]
    assert store.parse(resealed(store, older)).match.record() == m.record()
    doc["rules"]["side_bets"] = 1
    with pytest.raises(Unusable) as err:
        store.parse(resealed(store, doc))
    assert "unknown options" in err.value.detail


def test_not_an_object(store):
    for bad in (None, [], "x", 3):
        with pytest.raises(Unusable):
            store.parse(bad)


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
    path = rnd.choice([p for p in paths[1:] if p != ["seal"]])
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


def test_fuzzed_saves_load_equal_or_fail_clearly(store):
    doc, m = doc_of(store, steps=60)
    rnd = random.Random(1)
    outcomes = {"loaded": 0, "refused": 0}
    for i in range(300):
        bad = _mutations(doc, rnd)
        if i % 2:
            resealed(store, bad)  # half of them resealed, to reach the deeper checks
        try:
            loaded = store.parse(json.loads(json.dumps(bad)))
        except Unusable as e:
            assert e.code in ("changed", "damaged", "not_ours", "newer", "older") and e.detail
            outcomes["refused"] += 1
            continue
        if not i % 2:  # without a new seal only an edit that changed nothing passes
            assert json.dumps(bad, sort_keys=True) == json.dumps(doc, sort_keys=True)
            assert loaded.match.record() == m.record()
        # A resealed edit may describe another legal game (say, another target score);
        # it must then be a whole, consistent match.
        assert loaded.match.all_cards_accounted()
        outcomes["loaded"] += 1
    assert outcomes["refused"] > 200
