"""Save after every move, resume on the next start, statistics per level.

A "kill" here is the controller stopped without the window's close handling: nothing is
written at exit, so only the saves made after each move can bring the game back.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from table_deals import card, deal  # tests/support: one fixed-deal helper for table tests
from table_fixtures import open_window, wait_for_computer  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller import COMPUTER, HUMAN, GameController
from ginrummy_desktop.engine import (
    Knock,
    LayOff,
    Phase,
    Rules,
    TakeUpcard,
    parse_cards,
)
from ginrummy_desktop.persistence import LevelStats, Statistics
from ginrummy_desktop.views.stats_dialog import LOST, WON, StatsChart

C = parse_cards


class Scripted:
    """The computer's moves, in order, standing in for the Easy level."""

    level = "easy"

    def __init__(self, *steps) -> None:
        self.steps = list(steps)

    def choose(self, view, legal, cancel=None):
        step = self.steps.pop(0)
        action = step(view, legal) if callable(step) else step
        assert action in legal
        return action


def kill(w) -> None:
    """The process dies after the last move's save reached the disk (saves are written off
    the GUI thread): the computer stops, nothing more is written on the way out."""
    assert w.keeper.flush()
    w._closing = True
    w.controller.shutdown()


def play_human(qtbot, w, pilot, moves: int | None = None) -> int:
    """The human seat played by ``pilot`` through the controller until the game is over
    (or ``moves`` human moves were made). Returns the moves made."""
    c = getattr(w, "controller", w)
    made = 0
    while moves is None or made < moves:
        wait_for_computer(qtbot, c)
        m = c.match
        if m.phase is Phase.GAME_OVER:
            break
        if m.phase is Phase.HAND_OVER:
            c.nextHand()
            continue
        assert c.play(pilot.choose(m.view(HUMAN), m.legal_actions()))
        made += 1
    return made


def accept_resume(qtbot, w) -> None:
    qtbot.waitUntil(lambda: w.resume_box is not None and w.current_box is w.resume_box)
    assert w.resume_box.text() == "Resume the game in progress?"
    w.resume_box.resume_button.click()


# ---------------------------------------------------------------------- resume
def test_resumed_game_continues_identically_even_mid_computer_turn(qtbot, tmp_path):
    # Reference: one game (to 40, seeded) played through without a break, no window.
    ref = GameController(level="easy", pace_ms=0, rules=Rules(target_score=40))
    ref.startGame(21)
    play_human(qtbot, ref, make_player("easy", seed=5))
    ref_log, ref_scores = ref.match.record().hands, ref.match.scores
    assert ref.match.phase is Phase.GAME_OVER and len(ref_log) >= 2
    ref.shutdown()

    # The same game, killed right after a human move — the computer is to act — resumed.
    data = tmp_path / "play"
    first = open_window(qtbot, data, target_score=40)
    first.start_or_resume(seed=21)
    pilot = make_player("easy", seed=5)
    play_human(qtbot, first, pilot, moves=13)
    assert first.controller.match.to_act == COMPUTER and first.controller.thinking
    saved = first.controller.match.record()
    assert first.keeper.flush()  # the move's save has reached the disk
    kill(first)
    on_disk, problem = first.keeper.saves.load()
    assert problem is None and on_disk.match.record() == saved and on_disk.level == "easy"

    again = open_window(
        qtbot, data, target_score=999
    )  # settings changed since: the save's rules win
    again.start_or_resume()
    accept_resume(qtbot, again)
    c = again.controller
    assert c.match.record() == saved  # exactly where it was
    play_human(qtbot, again, pilot)  # the computer moves first, then on
    assert c.match.phase is Phase.GAME_OVER
    assert c.match.record().hands == ref_log and c.match.scores == ref_scores
    assert again.keeper.flush()
    assert not (data / "current-game.json").exists()  # cleared at game over
    again.close()


LAYOFF_DEAL = dict(
    # Computer (dealer): 8S 8H 8D | 2C 3C 4C | JH QH KH | 5S; takes the upcard KS and knocks
    # with 5S: deadwood KS = 10. Human: 9S 9H 9D | 2H 3H 4H | 8C 5C 6D 7S: lays off 8C on
    # the eights and 5C on the clubs run; deadwood 6D 7S = 13; the computer scores 3.
    human="8C 9S 9H 9D 2H 3H 4H 6D 5C 7S",
    computer="8S 8H 8D 2C 3C 4C JH QH KH 5S",
    upcard="KS",
)


def lay(text):
    return lambda view, legal: next(
        a for a in legal if isinstance(a, LayOff) and a.card == card(text)
    )


def test_resume_in_the_middle_of_laying_off(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    w.controller.start(deal(**LAYOFF_DEAL), opponent=Scripted(TakeUpcard(), Knock(card("5S"))))
    c = w.controller
    c.passUpcard()
    wait_for_computer(qtbot, c)
    assert c.view.phase is Phase.LAYOFF and c.view.my_turn
    c.layOffAnywhere(card("8C"))
    assert [x for x, _ in c.view.layoffs] == [card("8C")]
    assert w.keeper.flush()  # the lay-off's save has reached the disk
    kill(w)

    again = open_window(qtbot, tmp_path)
    again.start_or_resume()
    accept_resume(qtbot, again)
    c = again.controller
    v = c.view
    assert v.phase is Phase.LAYOFF and v.my_turn
    assert [x for x, _ in v.layoffs] == [card("8C")] and card("8C") not in v.hand
    assert c.opponent_level == "easy"
    c.layOffAnywhere(card("5C"))
    with qtbot.waitSignal(c.handFinished) as done:
        c.endLayoff()
    r = done.args[0]
    assert (r.kind, r.winner, r.defender_deadwood, r.points) == ("knock", COMPUTER, 13, 3)
    assert c.match.scores == (0, 3)
    again.close()


def test_declining_resume_starts_a_new_game_and_drops_the_save(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    w.start_or_resume(seed=8)
    c = w.controller
    wait_for_computer(qtbot, c)
    c.play(c.match.legal_actions()[0])
    assert w.keeper.flush()
    kill(w)
    old = w.keeper.saves.load()[0]
    assert old is not None and old.match.seed == 8

    again = open_window(qtbot, tmp_path)
    again.start_or_resume()
    qtbot.waitUntil(lambda: again.resume_box is not None)
    assert "Hand 1 against Easy" in again.resume_box.informativeText()
    assert again.controller.match is None  # nothing starts before the answer
    next(b for b in again.resume_box.buttons() if b.text() == "New game").click()
    assert again.controller.match is not None and again.controller.match.seed != 8
    assert again.notices == []
    again.close()


# ---------------------------------------------------------------------- statistics
GIN_DEAL = dict(
    # Human: AS 2S 3S 4S | 7H 7D 7C | 9C TC JC, draws QC: gin by throwing QC. Computer's
    # deadwood 2D 3D 5D 8D KD 2H 4H 8H KS QS = 62; gin scores 62 + 25 = 87.
    human="AS 2S 3S 4S 7H 7D 7C 9C TC JC",
    computer="2D 3D 5D 8D KD 2H 4H 8H KS QS",
    upcard="KH",
    stock="QC",
)


def test_a_deal_given_by_hand_is_played_but_never_counted(qtbot, tmp_path):
    # Its cards were known before it began (a test, a replay): counting it would let a
    # player who knows the deal win statistics.
    w = open_window(qtbot, tmp_path)
    w.controller.start(deal(**LAYOFF_DEAL), opponent=Scripted(TakeUpcard(), Knock(card("5S"))))
    c = w.controller
    c.passUpcard()
    wait_for_computer(qtbot, c)
    c.layOffBest()
    c.endLayoff()
    assert c.match.last_result.winner == COMPUTER
    assert w.keeper.stats.levels == {} and w.keeper.game_id is None
    assert w.keeper.flush()
    assert (tmp_path / "current-game.json").exists()  # the game goes on, and is kept
    assert not (tmp_path / "statistics.json").exists()
    w.close()


def test_statistics_count_every_hand_and_the_result_of_a_dealt_game(qtbot, tmp_path):
    # A game to 100: the install's secret deals at random, and no single hand reaches 100
    # in practice, so several hands are counted (a game to 40 once ended in one hand).
    w = open_window(qtbot, tmp_path, target_score=100)
    w.new_game()  # dealt from the install's secret: counted
    c, k = w.controller, w.keeper
    assert k.game_id is not None and c.opponent_level == "easy"
    play_human(qtbot, w, make_player("easy", seed=3))
    m = c.match
    assert m.phase is Phase.GAME_OVER and len(m.results) >= 2
    expected = Statistics()
    for result in m.results:
        expected.record_hand("easy", result, HUMAN)
    expected.record_game("easy", m.winner, m.scores, HUMAN)
    easy = k.stats.levels["easy"]
    assert easy == expected.levels["easy"] and easy.games == 1
    assert k.stats.counted.hands == len(m.results) and k.stats.counted.over
    assert k.flush()
    assert not (tmp_path / "current-game.json").exists()  # no game to resume
    on_disk, problem = k.stats_store.load()
    assert problem is None and on_disk == k.stats
    # The statistics window shows them.
    dlg = w.show_stats()
    col = [dlg.table.horizontalHeaderItem(i).text() for i in range(dlg.table.columnCount())]
    row = [dlg.table.verticalHeaderItem(i).text() for i in range(dlg.table.rowCount())]
    assert dlg.table.item(row.index("Gins made"), col.index("Easy")).text() == str(easy.gins)
    streak = "1 won" if m.winner == HUMAN else "1 lost"
    assert dlg.table.item(row.index("Current streak"), col.index("Easy")).text() == streak
    w.close()


def test_reset_statistics_asks_first(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    w.keeper.stats.level("normal").games_won = 2
    w.keeper.stats.level("normal").longest_streak = 2
    w.keeper.stats.level("normal").current_streak = 2
    dlg = w.show_stats()
    box = dlg.ask_reset()
    qtbot.waitUntil(box.isVisible)
    assert "cannot be undone" in box.text()
    next(b for b in box.buttons() if b.text() == "Keep them").click()
    assert w.keeper.stats.levels["normal"].games_won == 2
    box = dlg.ask_reset()
    dlg.confirm_yes.click()
    assert w.keeper.stats.levels == {}
    assert w.keeper.flush()
    assert json.loads((tmp_path / "statistics.json").read_text())["levels"] == {}
    assert dlg.table.item(1, 1).text() == "0" and not dlg.reset_button.isEnabled()
    w.close()


def colour_count(image: QImage, colour: QColor) -> int:
    """Pixels of ``colour`` below the legend (the legend's swatches are always there)."""
    return sum(
        1
        for x in range(0, image.width(), 2)
        for y in range(40, image.height(), 2)
        if image.pixelColor(x, y) == colour
    )


def test_the_chart_paints_bars_in_proportion(qtbot):
    chart = StatsChart()
    qtbot.addWidget(chart)
    chart.resize(600, 220)
    empty = chart.grab().toImage()
    assert colour_count(empty, WON) == 0 and colour_count(empty, LOST) == 0
    stats = Statistics()
    stats.levels["easy"] = LevelStats(games_won=4, games_lost=2, current_streak=1, longest_streak=2)
    chart.set_stats(stats)
    image = chart.grab().toImage()
    won, lost = colour_count(image, WON), colour_count(image, LOST)
    assert won > 50 and lost > 20
    assert won == pytest.approx(2 * lost, rel=0.2)  # 4 games won vs 2 lost


# ---------------------------------------------------------------------- score sheet, last hand
def test_score_sheet_running_totals_and_last_hand_review(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    c = w.controller
    c.start(deal(**LAYOFF_DEAL), opponent=Scripted(TakeUpcard(), Knock(card("5S"))))
    assert w.show_last_hand() is None  # no hand has ended yet
    assert not w.last_hand_action.isEnabled()
    c.passUpcard()
    wait_for_computer(qtbot, c)
    c.layOffBest()
    c.endLayoff()
    c.opponent = Scripted(
        lambda v, legal: legal[0],
        lambda v, legal: legal[0],
        lambda v, legal: legal[0],
        lambda v, legal: legal[0],
    )
    c.nextHand()
    wait_for_computer(qtbot, c)
    assert c.match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert w.last_hand_action.isEnabled()
    dlg = w.show_last_hand()  # a review during the next hand
    assert dlg.review and not dlg.next_button.isVisible() and dlg.windowTitle() == "Last hand"
    assert dlg.headline.text() == "The computer knocked and won"
    assert dlg.close_button.text() == "Close"
    dlg.accept()
    assert c.match.hand_number == 2  # accepting a review deals nothing
    sheet = w.show_scores().model
    assert sheet.columnCount() == 6
    assert [sheet.data(sheet.index(0, col)) for col in range(6)] == [
        "1",
        "The computer knocked and won",
        "–",
        "3",
        "0",
        "3",
    ]
    assert sheet.data(sheet.index(1, 0)) == "Total"
    assert sheet.headerData(4, Qt.Orientation.Horizontal) == "Your total"
    w.close()
