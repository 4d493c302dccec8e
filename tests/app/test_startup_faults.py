"""Bad files and a bad folder at start: a damaged settings.ini, current-game.json
or statistics.json never stops the app — it starts with defaults or a new game, shows one
message saying what was wrong, and keeps the damaged file as NAME.corrupt-YYYYmmdd-HHMMSS.
A data folder that cannot be written gives one warning and the game still plays."""

from __future__ import annotations

import copy
import json

import pytest
from table_fixtures import open_window, wait_for_computer  # tests/support

from ginrummy_desktop.controller import HUMAN
from ginrummy_desktop.engine import Match, Phase, Rules
from ginrummy_desktop.persistence import SaveStore, load_secret, new_game_id
from ginrummy_desktop.settings import LEVELS, Settings


def start_app(qtbot, data_dir):
    """What ``app.main`` does: the settings as they are, the window, then a new game or a
    resume."""
    return open_window(qtbot, Settings(data_dir), start=True, size=None)


def plays(qtbot, w) -> None:
    """The game goes on: the human makes moves the rules allow, the computer answers."""
    c = w.controller
    for _ in range(4):
        wait_for_computer(qtbot, c)
        if c.match.to_act != HUMAN:
            break
        assert c.play(c.match.legal_actions()[0])
    wait_for_computer(qtbot, c)
    assert c.match is not None and len(c.match.record().hands[0].actions) >= 2


def store_in(data_dir) -> SaveStore:
    return SaveStore(data_dir, load_secret(data_dir)[0], LEVELS)


def valid_save(data_dir) -> dict:
    store = store_in(data_dir)
    game_id = new_game_id()
    m = Match(Rules(), seed=store.secret.seed_for(game_id))
    for _ in range(6):
        m.apply(m.legal_actions()[0])
    return json.loads(store.text(m, "easy", game_id))


def resealed(mutate):
    """A save edited and sealed again with the install's key: only the meaning is wrong."""

    def make(data_dir) -> bytes:
        doc = valid_save(data_dir)
        mutate(doc)
        doc["seal"] = store_in(data_dir).secret.seal("current-game", doc)
        return json.dumps(doc).encode()

    return make


def cut(data: bytes) -> bytes:
    return data[: len(data) // 2]


SETTINGS_CASES = {
    "empty": b"",
    "truncated": b"[game]\nlevel=hard\n[cards]\nfour_colour=tr",
    "cut mid-key": b"[game]\nlevel=hard\ntarget_sc",
    "json": b'{"level": "hard"}',
    "binary": bytes(range(256)),
    "future version": b"[meta]\nformat_version=9\n[game]\nlevel=hard\n",
    "impossible target": b"[game]\ntarget_score=5\n",
    "impossible bonus": b"[rules]\nshutout_multiplier=-2\n",
    "not a rotation": b"[rules]\ndealer_rotation=everybody\n",
}

SAVE_CASES = {
    "empty": lambda d: b"",
    "truncated": lambda d: cut(json.dumps(valid_save(d)).encode()),
    "not json": lambda d: b"this is not a saved game",
    "future version": resealed(lambda m: m.__setitem__("version", 99)),
    "a deck given to a secret deal": resealed(
        lambda m: m["hands"][0].__setitem__("deck", ["AS"] * 52)
    ),
    "score of -5": resealed(lambda m: m["summary"].__setitem__("scores", [-5, 0])),
    "edited": lambda d: json.dumps(valid_save(d)).replace('"easy"', '"hard"', 1).encode(),
    "unknown level": resealed(lambda m: m.__setitem__("level", "god")),
}
GOOD_STATS = {
    "format": "ginrummy-desktop.statistics",
    "version": 1,
    "levels": {"easy": {"games_won": 2, "games_lost": 1, "current_streak": 1, "longest_streak": 1}},
}


def stats_with(**change) -> bytes:
    doc = copy.deepcopy(GOOD_STATS)
    doc["levels"]["easy"].update(change)
    return json.dumps(doc).encode()


STATS_CASES = {
    "empty": b"",
    "truncated": cut(json.dumps(GOOD_STATS).encode()),
    "not json": b"\x89PNG\r\n",
    "future version": json.dumps(dict(GOOD_STATS, version=3)).encode(),
    "negative games": stats_with(games_won=-5),
    "impossible streak": stats_with(longest_streak=50),
    "unknown level": json.dumps(dict(GOOD_STATS, levels={"god": {}})).encode(),
}


def check_one_message_and_kept(qtbot, w, path, damaged: bytes, words: str) -> None:
    qtbot.waitUntil(lambda: w.current_box is not None)
    assert len(w.notices) == 1, w.notices
    assert words in w.notices[0]
    assert w.current_box.text() == w.notices[0]
    kept = list(path.parent.glob(path.name + ".corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged  # never lost, never changed
    assert kept[0].name[len(path.name) :].startswith(".corrupt-2")
    assert str(kept[0]) in w.notices[0]  # the message says where


@pytest.mark.parametrize("case", SETTINGS_CASES)
def test_damaged_settings_start_with_defaults(qtbot, tmp_path, case):
    ini = tmp_path / "settings.ini"
    ini.write_bytes(SETTINGS_CASES[case])
    w = start_app(qtbot, tmp_path)
    check_one_message_and_kept(qtbot, w, ini, SETTINGS_CASES[case], "The settings file")
    s = w.settings
    assert (s.level, s.target_score, s.four_colour, s.dealer_rotation, s.shutout_multiplier) == (
        "easy",
        100,
        False,
        "winner",
        2,
    )
    assert w.controller.match.rules == Rules()
    plays(qtbot, w)
    assert w.settings.sync()
    assert Settings(tmp_path).problem is None  # the new file is a good one


@pytest.mark.parametrize("case", SAVE_CASES)
def test_damaged_save_starts_a_new_game(qtbot, tmp_path, case):
    data = SAVE_CASES[case](tmp_path)
    path = tmp_path / "current-game.json"
    path.write_bytes(data)
    w = start_app(qtbot, tmp_path)
    check_one_message_and_kept(qtbot, w, path, data, "The saved game")
    assert w.resume_box is None  # nothing to resume
    m = w.controller.match
    assert m is not None and m.scores == (0, 0) and m.hand_number == 1
    plays(qtbot, w)
    assert w.keeper.flush()
    assert store_in(tmp_path).load()[1] is None  # the new game's save is sound


@pytest.mark.parametrize("case", STATS_CASES)
def test_damaged_statistics_start_from_zero(qtbot, tmp_path, case):
    path = tmp_path / "statistics.json"
    path.write_bytes(STATS_CASES[case])
    w = start_app(qtbot, tmp_path)
    check_one_message_and_kept(qtbot, w, path, STATS_CASES[case], "The statistics file")
    assert w.keeper.stats.levels == {}
    plays(qtbot, w)


def test_three_damaged_files_give_three_messages_one_at_a_time(qtbot, tmp_path):
    (tmp_path / "settings.ini").write_bytes(b"")
    (tmp_path / "current-game.json").write_bytes(b"{")
    (tmp_path / "statistics.json").write_bytes(b"")
    w = start_app(qtbot, tmp_path)
    seen = []
    for _ in range(3):
        qtbot.waitUntil(lambda: w.current_box is not None and w.current_box.text() not in seen)
        seen.append(w.current_box.text())
        w.current_box.buttons()[0].click()
    assert seen == w.notices and len(seen) == 3
    assert len(list(tmp_path.glob("*.corrupt-*"))) == 3
    qtbot.waitUntil(lambda: w.current_box is None)  # no fourth message follows


def test_a_good_statistics_file_is_read(qtbot, tmp_path):
    (tmp_path / "statistics.json").write_bytes(json.dumps(GOOD_STATS).encode())
    w = start_app(qtbot, tmp_path)
    assert w.notices == []
    assert w.keeper.stats.levels["easy"].games_won == 2


def test_an_unwritable_data_dir_warns_once_and_the_game_plays(qtbot, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    data = blocker / "data"  # cannot be made: its parent is a file
    w = start_app(qtbot, data)
    qtbot.waitUntil(lambda: w.current_box is not None)
    assert len(w.notices) == 1
    assert "Nothing can be written" in w.notices[0] and str(data) in w.notices[0]
    assert w.resume_box is None
    # Play a whole hand through: every save and the statistics fail, silently now.
    c = w.controller
    c.setLevel("easy")
    for _ in range(400):
        wait_for_computer(qtbot, c)
        if c.match.phase is Phase.HAND_OVER or c.match.phase is Phase.GAME_OVER:
            break
        assert c.play(c.match.legal_actions()[-1])
    assert c.match.last_result is not None
    assert (
        w.keeper.stats.level("easy").hands_won
        + w.keeper.stats.level("easy").hands_lost
        + w.keeper.stats.level("easy").hands_drawn
        == 1
    )  # kept in memory
    assert len(w.notices) == 1
    w.close()
