"""The save after a move serialises that move, not the game: finished hands keep their text
from the last save, the hand in play adds its new action. The text is still the whole
document in the canonical form its seal covers, the same a fresh store writes, so a
finished hand changed on disk is still noticed. (What a save costs per move is measured by
``benchmarks/save_per_move.py``.)"""

from __future__ import annotations

import json

import pytest

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.engine import Match, Rules
from ginrummy_desktop.persistence import SaveStore, Secret, record_data
from ginrummy_desktop.persistence.seal import canonical
from ginrummy_desktop.session import GameSession

SECRET = Secret(bytes(range(32)))


class Counting:
    """Counts the actions turned into file data (every save, old or new, goes through
    ``record_data.action_to_data`` for each action it serialises)."""

    def __init__(self, monkeypatch) -> None:
        self.calls = 0
        real = record_data.action_to_data

        def counted(action):
            self.calls += 1
            return real(action)

        monkeypatch.setattr(record_data, "action_to_data", counted)


def played_through_the_session(hands: int, game_id: str = "5eed" * 8):
    """(game id, change) of each operation of a game dealt from the secret, played by the
    session with an AI in the person's seat, until ``hands`` hands are finished and a few
    operations more (the next deal and its first moves)."""
    session = GameSession(level="easy", rules=Rules(target_score=500))
    pilot = make_player("easy", seed=4)
    change = session.start_game(SECRET.seed_for(game_id))
    yield game_id, change
    more = 12
    while not change.game.is_over and more:
        if len(change.game.results) >= hands:
            more -= 1
        if change.tasks:
            (task,) = change.tasks
            change = session.answer(task.token, task.player.choose(task.view, task.legal))
        elif change.state.over:
            change = session.next_hand()
        else:
            change = session.play(pilot.choose(change.state.view, change.state.legal))
        yield game_id, change


def test_a_move_serialises_only_its_own_action(tmp_path, monkeypatch):
    counting = Counting(monkeypatch)
    store = SaveStore(tmp_path, SECRET, ("easy",))
    per_save, finished_hands = [], 0
    for game_id, change in played_through_the_session(hands=3):
        if not change.writes.save:
            continue
        counting.calls = 0
        store.text(change.game, "easy", game_id, generation=5)
        per_save.append(counting.calls)
        finished_hands = max(finished_hands, len(change.game.results))
    assert finished_hands >= 3 and len(per_save) > 50
    # The first save of the game serialises what there is; after it, a move serialises one
    # action and a deal none — never the hands already finished.
    assert max(per_save[1:]) == 1, per_save


def test_the_text_is_canonical_whole_and_the_same_a_fresh_store_writes(tmp_path):
    store = SaveStore(tmp_path, SECRET, ("easy",))
    checked = 0
    for n, (game_id, change) in enumerate(played_through_the_session(hands=2)):
        if not change.writes.save:
            continue
        text = store.text(change.game, "easy", game_id, generation=n)
        fresh = SaveStore(tmp_path, SECRET, ("easy",)).text(change.game, "easy", game_id, n)
        assert text == fresh
        doc = json.loads(text)
        body = text.replace(f',"seal":"{doc["seal"]}"', "")
        assert body.encode() == canonical(doc)  # what the seal covers is the file, all of it
        checked += 1
    assert checked > 50
    store.path.write_text(text, encoding="utf-8")
    saved, problem = store.load()
    assert problem is None and saved.match.record() == change.game.record()


def test_another_game_in_the_same_store_is_written_from_its_own_hands(tmp_path):
    """The kept text belongs to records, not to a position in the game: a store that
    wrote one game writes another (same seed, other moves) from scratch."""
    store = SaveStore(tmp_path, SECRET, ("easy",))
    games = []
    for pilot_seed in (1, 2):  # the same deals, other moves
        m = Match(Rules(target_score=500), seed=77)
        players = (make_player("easy", seed=pilot_seed), make_player("easy", seed=9))
        while len(m.results) < 2:
            if m.phase.name == "HAND_OVER":
                m.deal_next()
                continue
            seat = m.to_act
            m.apply(players[seat].choose(m.view(seat), m.legal_actions()), seat=seat)
        games.append(m)
    assert games[0].record() != games[1].record()
    for m in games + games[::-1]:
        fresh = SaveStore(tmp_path, SECRET, ("easy",)).text(m, "easy", None)
        assert store.text(m, "easy", None) == fresh


@pytest.mark.parametrize("hand", [0, 1])
@pytest.mark.parametrize("game", ["5eed" * 8, "0a1b2c3d" * 4])
def test_a_finished_hand_changed_on_disk_is_noticed(tmp_path, hand, game):
    store = SaveStore(tmp_path, SECRET, ("easy",))
    for game_id, change in played_through_the_session(hands=2, game_id=game):
        if change.writes.save:
            text = store.text(change.game, "easy", game_id, generation=3)
    doc = json.loads(text)
    assert len(doc["hands"]) >= 3
    actions = doc["hands"][hand]["actions"]
    played = next(a for a in actions if "card" in a)  # a discard or a knock
    played["card"] = "AS" if played["card"] != "AS" else "2S"  # another card
    store.path.write_text(json.dumps(doc), encoding="utf-8")
    saved, problem = store.load()
    assert saved is None and problem.reason == "changed" and problem.kept_as.exists()


def test_a_save_laid_out_as_before_still_loads(tmp_path):
    """The seal covers the document, not its layout: a save whose keys stand in the order
    the game once wrote them, with other characters escaped, loads as it did."""
    store = SaveStore(tmp_path, SECRET, ("easy",))
    for game_id, change in played_through_the_session(hands=1):
        if change.writes.save:
            text = store.text(change.game, "easy", game_id, generation=2)
    doc = json.loads(text)
    order = ("format", "version", "level", "deal", "rules", "first_dealer", "hands")
    old = {key: doc[key] for key in (*order, "summary", "generation", "seal")}
    store.path.write_text(json.dumps(old, ensure_ascii=False, indent=1), encoding="utf-8")
    saved, problem = store.load()
    assert problem is None and saved.match.record() == change.game.record()
    assert saved.generation == 2


def test_hand_texts_are_the_canonical_text_of_every_kind_of_hand():
    """A hand dealt from a deck given by hand, one with the player's phrase mixed in, and
    actions of every kind: the kept texts are exactly ``seal.canonical`` of the data."""
    import random

    from ginrummy_desktop.engine import ALL_CARDS, phrase_entropy
    from ginrummy_desktop.persistence.seal import canonical_text

    texts = record_data.HandTexts()
    given = Match(Rules(), seed=3, deck=tuple(random.Random(5).sample(ALL_CARDS, 52)))
    phrased = Match(Rules(), seed=4, entropy=phrase_entropy("a phrase"))
    for m in (given, phrased):
        players = (make_player("easy", seed=1), make_player("easy", seed=2))
        kinds = set()
        while len(m.results) < 3:
            if m.phase.name == "HAND_OVER":
                m.deal_next(entropy=phrase_entropy("again") if m is phrased else None)
                continue
            action = players[m.to_act].choose(m.view(m.to_act), m.legal_actions())
            kinds.add(type(action).__name__)
            m.apply(action)
            record = m.record()
            assert texts.text(record.hands) == canonical_text(record_data.hands_to_data(record))
        assert {"Discard", "DrawStock"} <= kinds
    assert m.record().hands[0].entropy is not None
