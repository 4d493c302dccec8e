"""No card the player may not see reaches a screen reader.

Hands are played by the arena's computer players — one in the player's seat through the
controller's own slots, one as the opponent — in the real window, and at every position the
player sees (each decision, each lay-off, each showdown) the whole accessibility tree of the
open windows is read through Qt's own QAccessible interfaces — names, descriptions, values
and help texts of every object, hidden ones included — together with every announcement
made since the last position. None may name a card of the stock or a card in the computer's
hand that it has not shown (a memory game once leaked its face-down cards in alt text).
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller import COMPUTER, HUMAN
from ginrummy_desktop.engine import ALL_CARDS, Match, Phase, Rules
from ginrummy_desktop.i18n import card_name

POSITIONS = 220  # the walk's length: at least 200 positions
TEXTS = (
    QAccessible.Text.Name,
    QAccessible.Text.Description,
    QAccessible.Text.Value,
    QAccessible.Text.Help,
)
# (the player's seat, the opponent): styles that knock early and late, so the walk sees
# knocks by either side, lay-offs, gin and drawn hands.
PAIRINGS = (("simpleref", "easy"), ("easy", "simpleref"), ("random", "easy"))


def tree_texts(widget) -> list[str]:
    """Every text of every accessible object under ``widget``."""
    out: list[str] = []
    stack = [(QAccessible.queryAccessibleInterface(widget), 0)]
    while stack:
        iface, depth = stack.pop()
        if iface is None or not iface.isValid() or depth > 40:
            continue
        out.extend(t for t in (iface.text(k) for k in TEXTS) if t)
        stack.extend((iface.child(i), depth + 1) for i in range(iface.childCount()))
    return out


def hidden_cards(controller) -> set:
    """The cards the player may not see now, by the referee's own state: the stock, and the
    computer's cards until it lays them down or the hand is shown."""
    match, view = controller.match, controller.view
    hidden = set(match._stock)  # the referee's stock: the truth the test checks against
    shown = view.phase in (Phase.HAND_OVER, Phase.GAME_OVER) or (
        view.phase is Phase.LAYOFF and view.knocker == COMPUTER
    )
    if not shown:
        laid = {card for card, _ in view.layoffs}
        hidden |= set(match.hand_of(COMPUTER)) - set(view.known_opponent_cards) - laid
    return hidden


@pytest.fixture
def heard(monkeypatch):
    messages: list[str] = []
    original = QAccessible.updateAccessibility

    def listen(event):
        if event.type() == QAccessible.Event.Announcement:
            messages.append(event.message())
        return original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(listen))
    return messages


@pytest.mark.slow  # 220 positions of arena games
def test_no_hidden_card_is_named_in_the_tree_or_aloud(qtbot, window, idle, heard):
    w, c = window, window.controller
    names = {card: card_name(card) for card in ALL_CARDS}
    positions, leaks, phases = 0, [], set()
    game = 0
    while positions < POSITIONS:
        human_level, computer_level = PAIRINGS[game % len(PAIRINGS)]
        seed = 9100 + game
        player = make_player(human_level, seed=seed)
        c.start(Match(Rules(), seed=seed), opponent=make_player(computer_level, seed=seed + 1))
        game += 1
        for _ in range(400):  # the moves of one game; a game ends well before
            idle(c)
            view = c.view
            if view.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                qtbot.waitUntil(lambda: w.result_dialog.isVisible(), timeout=3000)
            hidden = hidden_cards(c)
            # every window on screen (no earlier test leaves one: tests/conftest.py)
            windows = [t for t in QApplication.topLevelWidgets() if t.isVisible()]
            texts = [text for t in windows for text in tree_texts(t)] + heard
            for card in hidden:
                for text in texts:
                    if names[card] in text:
                        leaks.append((positions, view.phase.name, names[card], text))
            heard.clear()
            positions += 1
            phases.add(view.phase)
            if view.phase is Phase.GAME_OVER:
                w.result_dialog.reject()
                break
            if view.phase is Phase.HAND_OVER:
                w.result_dialog.reject()
                c.nextHand()
                continue
            assert view.to_act == HUMAN, view
            action = player.choose(view, c.state.legal)
            assert c.play(action), action
            if positions >= POSITIONS:
                break
    assert leaks == []
    assert positions >= 200
    # the walk went through every kind of position a player sees
    assert {Phase.FIRST_UPCARD, Phase.DRAW, Phase.DISCARD, Phase.LAYOFF, Phase.HAND_OVER} <= phases
