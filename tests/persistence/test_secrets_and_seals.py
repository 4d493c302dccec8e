"""The files keep the game's secrets and notice tampering.

No card hidden from the player — the computer's hand, the stock's order, the decks of
hands to come — can be read from the data folder: every file's bytes are searched for the
code of every hidden card, and for the seed. A save edited outside the game (a forged
Hard game with a knock limit of 100 and a target of 1, the level changed, another
installation's file) is set aside with a message and never counted.
"""

from __future__ import annotations

import copy
import json
import os

import pytest
from full_disk import full_disk  # noqa: F401 - the fixture (tests/support)
from table_fixtures import COMPUTER_MS, open_window, wait_for_computer  # tests/support

from ginrummy_desktop.controller import COMPUTER, HUMAN
from ginrummy_desktop.engine import Knock, Phase
from ginrummy_desktop.persistence import SECRET_NAME, load_secret
from ginrummy_desktop.persistence.seal import owner_only


def every_file(folder):
    return [p for p in folder.rglob("*") if p.is_file()]


def test_no_hidden_card_and_no_seed_is_in_any_file_of_the_data_folder(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, start=True)
    c = w.controller
    playing = (Phase.FIRST_UPCARD, Phase.DRAW, Phase.DISCARD)
    for _attempt in range(20):  # until a hand is under way with the stock drawn from
        m = c.match
        for _ in range(10):
            wait_for_computer(qtbot, c)
            if m.to_act != HUMAN or m.phase not in playing or m.stock_count < 29:
                break
            assert c.play(next(a for a in m.legal_actions() if not isinstance(a, Knock)))
        wait_for_computer(qtbot, c)
        if m.hand_number == 1 and m.phase in playing and m.stock_count < 31:
            break
        w.new_game()  # the computer knocked already: another deal
    assert m.hand_number == 1 and m.phase in playing and m.stock_count < 31
    assert w.keeper.flush()
    w.settings.sync()
    # The computer's cards the player has not seen it take from the pile, and the stock.
    seen = set(m.view(HUMAN).known_opponent_cards)
    hidden = [card for card in m.hand_of(COMPUTER) if card not in seen] + list(m._stock)
    assert len(hidden) >= 20  # most of the computer's hand and of the stock
    # The seal of the hand in play (engine/deal_seal.py) is revealed only when it is over:
    # its nonce and sealed deck are in no file until then.
    seal = m._seals[-1]
    sealed = [seal.nonce.hex(), seal.nonce.hex().upper(), " ".join(map(str, seal.sealed_deck[:6]))]
    files = every_file(tmp_path)
    names = {p.name for p in files}
    assert {"current-game.json", "settings.ini", SECRET_NAME} <= names
    for path in files:
        data = path.read_bytes()
        for card in hidden:
            assert str(card).encode() not in data, (path.name, str(card))
        for form in (str(m.seed), f"{m.seed:x}", f"{m.seed:X}"):
            assert form.encode() not in data, (path.name, "the seed")
        for form in sealed:
            assert form.encode() not in data, (path.name, "the seal of the hand in play")
    save = json.loads((tmp_path / "current-game.json").read_text(encoding="utf-8"))
    assert all(hand["deck"] is None for hand in save["hands"])
    assert owner_only(tmp_path / SECRET_NAME)
    w.close()


def edited(path, change) -> bytes:
    doc = json.loads(path.read_bytes())
    change(doc)
    data = json.dumps(doc).encode()
    path.write_bytes(data)
    return data


def resealed_elsewhere(path, change) -> bytes:
    """Edited and sealed with a key of the editor's own: the save of another installation."""
    other = load_secret(path.parent / "elsewhere")[0]
    doc = json.loads(path.read_bytes())
    change(doc)
    doc["seal"] = other.seal("current-game", doc)
    data = json.dumps(doc).encode()
    path.write_bytes(data)
    return data


def forge(doc):  # a Hard game to 1 point where any hand may knock: an easy "Hard win"
    doc["level"] = "hard"
    doc["rules"].update(knock_limit=100, target_score=1)


@pytest.mark.parametrize(
    "tamper",
    [
        lambda p: edited(p, forge),
        lambda p: edited(p, lambda d: d.update(level="hard")),
        lambda p: edited(p, lambda d: d["summary"].update(scores=[99, 0])),
        lambda p: resealed_elsewhere(p, forge),
    ],
    ids=["forged-rules-and-level", "level", "scores", "sealed-by-another-installation"],
)
def test_an_edited_save_is_set_aside_and_never_counted(qtbot, tmp_path, tamper):
    w = open_window(qtbot, tmp_path, start=True)
    c = w.controller
    for _ in range(6):
        wait_for_computer(qtbot, c)
        if c.match.to_act == HUMAN:
            assert c.play(next(a for a in c.match.legal_actions() if not isinstance(a, Knock)))
    assert w.keeper.flush()
    counted = copy.deepcopy(w.keeper.stats)
    w._closing = True
    c.shutdown()
    path = tmp_path / "current-game.json"
    data = tamper(path)

    again = open_window(qtbot, tmp_path, start=True)
    qtbot.waitUntil(lambda: again.current_box is not None)
    # The forgery is set aside, and the counted game it replaced cannot go on: lost.
    assert len(again.notices) == 1
    assert "changed outside the game" in again.notices[0]
    assert "counts as lost" in again.notices[0]
    kept = list(tmp_path.glob("current-game.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == data
    assert again.resume_box is None and again.controller.match.hand_number == 1
    assert again.controller.match.rules.target_score == 100  # a new game, not the forgery
    # Nothing of the forged game was counted; the real one is lost.
    counted.record_game(c.opponent_level, 1 - HUMAN, (0, 0), HUMAN)
    assert again.keeper.stats.levels == counted.levels
    again.close()


def test_a_lost_key_sets_the_sealed_files_aside_and_loses_nothing(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, start=True)
    c = w.controller
    wait_for_computer(qtbot, c)
    assert w.keeper.flush()
    w.close()
    os.unlink(tmp_path / SECRET_NAME)
    save = (tmp_path / "current-game.json").read_bytes()
    stats = tmp_path / "statistics.json"
    sealed = [save] + ([stats.read_bytes()] if stats.exists() else [])  # if a hand ended
    again = open_window(qtbot, tmp_path, start=True)
    qtbot.waitUntil(lambda: again.current_box is not None)
    assert len(again.notices) == len(sealed)
    # The key is what is wrong, and each message says so.
    assert all("key, which is missing or damaged" in text for text in again.notices)
    assert list(tmp_path.glob("current-game.json.corrupt-*"))[0].read_bytes() == save
    if len(sealed) == 2:
        assert list(tmp_path.glob("statistics.json.corrupt-*"))[0].read_bytes() == sealed[1]
    assert (tmp_path / SECRET_NAME).exists()  # a new key
    again.close()


# ---------------------------------------------------------------------- the key itself
def sealed_folder(qtbot, tmp_path):
    """A folder after one move of a counted game: key, save and statistics on disk."""
    w = open_window(qtbot, tmp_path, start=True)
    wait_for_computer(qtbot, w.controller)
    assert w.keeper.flush()
    w.close()
    return {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.name.endswith(".json")}


@pytest.mark.parametrize(
    "change",
    [
        lambda t: t.replace(b"\n", b"\r\n"),
        lambda t: t.upper(),
        lambda t: t.rstrip(b"\n"),
        lambda t: b"\n" + t.replace(b"\n", b"  \n") + b"\n\n",
    ],
    ids=["crlf", "upper-case", "no-final-newline", "spaces-and-blank-lines"],
)
def test_a_key_file_changed_only_in_form_is_read_as_it_was(qtbot, tmp_path, change):
    files = sealed_folder(qtbot, tmp_path)
    key = tmp_path / SECRET_NAME
    key.write_bytes(change(key.read_bytes()))
    again = open_window(qtbot, tmp_path, start=True)
    qtbot.waitUntil(lambda: again.current_box is not None)
    assert again.current_box is again.resume_box  # the game, offered as it was
    assert again.notices == []
    assert not list(tmp_path.glob("*.corrupt-*"))
    assert files.keys() <= {p.name for p in tmp_path.iterdir()}
    again.close()


def test_a_flipped_bit_in_the_key_is_noticed_and_named_never_used(qtbot, tmp_path):
    sealed_folder(qtbot, tmp_path)
    key = tmp_path / SECRET_NAME
    data = bytearray(key.read_bytes())
    at = data.index(b"\n") + 5  # a hex digit of the key: 0-9a-f stays 0-9a-f
    data[at] = ord("0") if data[at] != ord("0") else ord("1")
    key.write_bytes(bytes(data))
    again = open_window(qtbot, tmp_path, start=True)
    qtbot.waitUntil(lambda: again.current_box is not None)
    kept = list(tmp_path.glob(SECRET_NAME + ".corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == bytes(data)  # kept, not used
    assert "key" in again.notices[0] and str(kept[0]) in again.notices[0]
    assert all("missing or damaged" in text for text in again.notices[1:])
    assert "changed outside the game" not in " ".join(again.notices)
    again.close()


def test_an_unreadable_key_is_never_replaced_and_nothing_is_written(qtbot, tmp_path, monkeypatch):
    from ginrummy_desktop.persistence import Unusable, data_file

    sealed_folder(qtbot, tmp_path)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    real = data_file.read_bytes  # every file of the folder is read through it

    def denied(path, limit):
        if path.name == SECRET_NAME:  # root reads any mode: the refusal is injected
            raise Unusable("unreadable", "open failed: [Errno 13] Permission denied")
        return real(path, limit)

    monkeypatch.setattr(data_file, "read_bytes", denied)
    again = open_window(qtbot, tmp_path, start=True)
    qtbot.waitUntil(lambda: again.current_box is not None)
    assert len(again.notices) == 1
    assert str(tmp_path / SECRET_NAME) in again.notices[0] and "cannot be read" in again.notices[0]
    c = again.controller
    qtbot.waitUntil(lambda: c.match is not None and not c.thinking, timeout=COMPUTER_MS)
    if c.match.to_act == HUMAN:
        c.play(c.match.legal_actions()[0])
    again.close()
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    sealed = ("secret.key", "current-game.json", "statistics.json", "hand-history.json")
    assert {k: v for k, v in after.items() if k in sealed} == {
        k: v for k, v in before.items() if k in sealed
    }
    assert not list(tmp_path.glob("*.corrupt-*"))


def test_on_a_full_disk_no_sealed_file_is_written_before_its_key(qtbot, full_disk):  # noqa: F811
    data = full_disk.root / "data"
    data.mkdir()
    full_disk.fill()  # a first start: the key cannot be written
    w = open_window(qtbot, data, start=True)
    c = w.controller
    qtbot.waitUntil(lambda: c.match is not None and not c.thinking, timeout=COMPUTER_MS)
    assert not (data / SECRET_NAME).exists()
    full_disk.free()  # space comes back: the key goes first, then the sealed files
    for _ in range(3):
        wait_for_computer(qtbot, c)
        if c.match.to_act == HUMAN and c.match.legal_actions():
            c.play(c.match.legal_actions()[0])
    assert w.keeper.flush()
    w.close()
    assert (data / SECRET_NAME).exists() and (data / "current-game.json").exists()
    again = open_window(qtbot, data, start=True)
    qtbot.waitUntil(lambda: again.current_box is not None)
    assert again.current_box is again.resume_box  # nothing set aside: sealed with that key
    assert not list(data.glob("*.corrupt-*"))
    again.close()


def test_a_key_others_can_read_is_made_owner_only_again(tmp_path):
    """A copy put back (or a careless chmod) may leave the key readable by all: anyone who
    reads it can seal a forged file, so the game takes it back to owner-only."""
    secret, made, _ = load_secret(tmp_path)
    assert made and owner_only(tmp_path / SECRET_NAME)
    (tmp_path / SECRET_NAME).chmod(0o644)
    again, made, problem = load_secret(tmp_path)
    assert not made and problem is None and again.seed_for("0" * 32) == secret.seed_for("0" * 32)
    assert owner_only(tmp_path / SECRET_NAME)
    (tmp_path / SECRET_NAME).chmod(0o644)
    load_secret(tmp_path, write=False)  # a run that writes nothing changes nothing
    assert not owner_only(tmp_path / SECRET_NAME)
