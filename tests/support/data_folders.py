"""A data folder holding one good file of each kind, as the game writes them — settings
changed from the defaults, a sealed game in progress with a finished hand, sealed
statistics that count it — for tests that damage one file and check nothing else is lost.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray

from ginrummy_desktop.engine import Match, MatchRecord, Phase, Rules
from ginrummy_desktop.persistence import (
    Counted,
    SaveStore,
    Statistics,
    StatsStore,
    load_secret,
    new_game_id,
)
from ginrummy_desktop.settings import LEVELS, Settings

HUMAN = 0
GOOD_SETTINGS = {
    "level": "normal",
    "target_score": 150,
    "four_colour": True,
    "card_back": "red",
    "animation_speed": "off",
    "window_geometry": QByteArray(b"\x01\xd9\xd0\xcb\x00\x03\x00\x00" + bytes(range(40))),
}
FILES = {"settings": "settings.ini", "save": "current-game.json", "stats": "statistics.json"}


@dataclass
class GoodFolder:
    path: Path
    record: MatchRecord  # of the saved game
    game_id: str
    stats: Statistics

    def file(self, kind: str) -> Path:
        return self.path / FILES[kind]

    def settings_are_good(self) -> bool:
        s = Settings(self.path)
        return s.problem is None and all(getattr(s, k) == v for k, v in GOOD_SETTINGS.items())


def saved_game(secret, seed: int = 7) -> tuple[Match, str]:
    """A game dealt from ``secret`` with its first hand finished and the second begun."""
    while True:
        game_id = new_game_id()
        m = Match(Rules(target_score=150), seed=secret.seed_for(game_id))
        rnd = random.Random(seed)
        for _ in range(400):
            if m.phase is Phase.HAND_OVER and m.hand_number >= 1:
                m.deal_next()
                for _ in range(3):
                    m.apply(rnd.choice(m.legal_actions()))
                return m, game_id
            m.apply(rnd.choice(m.legal_actions()))
            if m.is_over:
                break


def good_folder(path: Path) -> GoodFolder:
    path.mkdir(parents=True, exist_ok=True)
    s = Settings(path)
    for name, value in GOOD_SETTINGS.items():
        setattr(s, name, value)
    assert s.sync()
    secret = load_secret(path)[0]
    m, game_id = saved_game(secret)
    SaveStore(path, secret, LEVELS).save(m, "normal", game_id)
    stats = Statistics()
    stats.record_game("hard", 1 - HUMAN, (40, 150), HUMAN)
    for result in m.results:
        stats.record_hand("normal", result, HUMAN)
    stats.counted = Counted(game_id, len(m.results), False, "normal")
    StatsStore(path, secret, LEVELS).save(stats)
    return GoodFolder(path, m.record(), game_id, stats)
