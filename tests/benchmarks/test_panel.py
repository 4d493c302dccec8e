"""The panel benchmark's paired comparison of two logs (``benchmarks/panel.py --paired``)."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from ginrummy_desktop.arena import GameRecord

PANEL = Path(__file__).resolve().parents[2] / "benchmarks" / "panel.py"


def _panel():
    spec = importlib.util.spec_from_file_location("panel_benchmark", PANEL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _game(seed: int, seat: int, won: bool, net: int) -> GameRecord:
    a, b = (100 + net, 100) if net >= 0 else (100, 100 - net)
    return GameRecord(seed, seat, "A" if won else "B", (a, b), points={"A": a, "B": b})


def _numbers(line: str) -> list[float]:
    return [float(x) for x in re.findall(r"[-+]?\d+(?:\.\d+)?", line)]


def test_the_same_games_on_both_sides_differ_by_nothing():
    row = _panel().paired_row
    games = {(s, k): _game(s, k, s % 3 != 0, 10 * (s % 5) - 15) for s in range(40) for k in (0, 1)}
    line = row("camper", games, dict(games))
    assert "over 80 games" in line
    assert "difference +0.0% ± 0.0%" in line and "difference +0.0 ± 0.0" in line


def test_only_the_games_both_logs_hold_are_set_against_each_other():
    row = _panel().paired_row
    here = {(s, 0): _game(s, 0, True, 20) for s in range(10)}
    there = {(s, 0): _game(s, 0, s < 5, 20 if s < 5 else -20) for s in range(5, 30)}
    line = row("knocker", here, there)
    # Seeds 5–9 only: won here every time, lost there every time, 40 points a game apart.
    assert "over 5 games" in line
    assert "win 100.0% here, 0.0% there, difference +100.0% ± 0.0%" in line
    assert "+20.0 here, -20.0 there, difference +40.0 ± 0.0" in line
    assert row("knocker", here, {}) == "knocker    paired: no game in both logs"


def test_the_margin_narrows_with_more_games():
    row = _panel().paired_row
    flips = [True, False, False, True, False, False, False, True]

    def margin(n: int) -> float:
        here = {(s, 0): _game(s, 0, True, 5) for s in range(n)}
        there = {(s, 0): _game(s, 0, flips[s % len(flips)], 5) for s in range(n)}
        return _numbers(row("normal", here, there).split("difference")[1])[1]

    assert margin(400) < margin(100) / 1.8


def _log_line(run: dict, opponent: str, seed: int, seat: int, won: bool) -> str:
    game = {k: None for k in _panel().LOGGED}
    game.update(seed=seed, a_seat=seat, winner="A" if won else "B", scores=[100, 0])
    return json.dumps({"run": run, "opponent": opponent, "game": game}) + "\n"


def test_a_variant_is_paired_with_the_default_of_the_same_effort(tmp_path):
    """``--paired`` reads the other log's games of the same level and effort whatever their
    ``--set``, so a variant is set against the default on the same deals; a game that two
    runs of that log both hold cannot be paired and stops the reading."""
    panel = _panel()
    default = {"hard": "hard", "samples": None, "budget": 250.0, "settings": {}, "constants": {}}
    variant = {**default, "settings": {"hunter_mid_stock": "5.0"}}
    fixed = {**default, "budget": None}
    log = tmp_path / "other.jsonl"
    log.write_text(
        _log_line(default, "camper", 7, 0, True)
        + _log_line(fixed, "camper", 7, 1, True)  # another effort: never paired
        + _log_line(default, "camper", 7, 1, False)
    )
    assert panel._read_log(log, variant) == {}  # strict: only the variant's own games
    games = panel._read_log(log, variant, loose=True)
    assert sorted(games) == [("camper", 7, 0), ("camper", 7, 1)]
    assert games[("camper", 7, 1)].winner == "B"
    log.write_text(log.read_text() + _log_line(variant, "camper", 7, 0, False))
    with pytest.raises(SystemExit, match="more than once"):
        panel._read_log(log, default, loose=True)
    assert len(panel._read_log(log, default)) == 2  # strict reading is unchanged


def test_a_setting_equal_to_the_default_is_the_default(tmp_path):
    """A ``--set`` of the default's own value plays the default's games: its log counts with
    the default's, and a run of it is logged as the default; another value stays apart."""
    from ginrummy_desktop.ai.search import DEFAULT_PARAMS

    panel = _panel()
    same = repr(float(DEFAULT_PARAMS.hunter_mid_stock))
    other = repr(float(DEFAULT_PARAMS.hunter_mid_stock + 1))
    default = {"hard": "hard", "samples": None, "budget": 250.0, "settings": {}, "constants": {}}
    log = tmp_path / "runs.jsonl"
    log.write_text(
        _log_line({**default, "settings": {"hunter_mid_stock": same}}, "camper", 3, 0, True)
        + _log_line({**default, "settings": {"hunter_mid_stock": other}}, "camper", 3, 1, True)
        + _log_line(default, "camper", 4, 0, False)
    )
    assert sorted(panel._read_log(log, default)) == [("camper", 3, 0), ("camper", 4, 0)]
    args = panel.argparse.Namespace(hard="hard", samples=None, budget=250.0)
    settings = panel.parse_settings([f"hunter_mid_stock={DEFAULT_PARAMS.hunter_mid_stock}"])
    assert panel._run_key(args, settings, {}) == default
    log.write_text(log.read_text() + _log_line(default, "camper", 3, 0, False))
    with pytest.raises(SystemExit, match="more than once"):  # the same game, twice
        panel._read_log(log, default)
    log.write_text(_log_line({**default, "settings": ["not", "a", "dict"]}, "camper", 5, 0, True))
    with pytest.raises(SystemExit, match="not a logged game"):
        panel._read_log(log, default)
