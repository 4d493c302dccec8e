"""The game tells its story: the move log (every move of the hand, both players, after a
resume and in another language too), who threw each pile card, the card just drawn and the
computer's take and throw pointed out, the game-over summary with its bonuses and the
statistics it changed, and the first-game guide."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_deals import card, deal  # tests/support
from table_fixtures import open_window  # tests/support

from ginrummy_desktop.controller import COMPUTER, HUMAN
from ginrummy_desktop.controller.game_summary import summarise
from ginrummy_desktop.engine import (
    DrawStock,
    EndLayoff,
    HandResult,
    Match,
    PassUpcard,
    Phase,
    Rules,
    TakeUpcard,
)
from ginrummy_desktop.models import CardRoles
from ginrummy_desktop.session.table_state import build_state, computer_turn_cards
from ginrummy_desktop.settings import Settings

HANDS = ("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D KH 8S")


def log_rows(window) -> list[str]:
    m = window.models.moves
    return [m.index(r, 0).data() for r in range(m.rowCount())]


def test_the_move_log_tells_every_move_in_order(qtbot, window, script, idle):
    c = window.controller
    c.start(
        deal(*HANDS),
        opponent=script(TakeUpcard(), lambda v, legal: next(a for a in legal if a.card.rank == 2)),
    )
    c.passUpcard()
    idle(c)
    assert log_rows(window) == [
        # The deal's seal opens the log, before any card is seen (engine/deal_seal.py).
        f"Deck sealed before the deal: fingerprint {c.match.fingerprint}.",
        "You passed.",
        "The computer took the Queen of clubs from the pile.",
        "The computer discarded the Two of clubs.",
    ]
    seats = [window.models.moves.index(r, 0).data(CardRoles.Seat) for r in range(4)]
    assert seats == [None, HUMAN, COMPUTER, COMPUTER]
    c.drawStock()
    assert log_rows(window)[-1] == "You drew the Four of diamonds from the stock."
    qtbot.waitUntil(window.table.move_log.newest_visible, timeout=2000)


def test_the_move_log_survives_a_resume_and_a_language_switch(qtbot, window, script, idle):
    from ginrummy_desktop.i18n.translator import LanguageSwitcher

    c = window.controller
    m = deal(*HANDS)
    c.start(m, opponent=script(PassUpcard(), DrawStock(), lambda v, legal: legal[0]))
    c.passUpcard()
    idle(c)
    c.drawStock()
    c.discard(card("KD"))
    idle(c)
    before = log_rows(window)
    assert len(before) == 7  # the deal's seal, then six moves
    # Resume: the game written out and replayed from its record shows the same log.
    again = Match.replay(m.record())
    assert again is not m
    c.start(again, opponent=script())
    assert log_rows(window) == before
    assert window.table.move_label.text()
    switcher = LanguageSwitcher(QApplication.instance())
    try:
        switcher.set_language("nl")
        qtbot.waitUntil(lambda: window.table.pass_button.text() == "Passen (P)", timeout=2000)
        rows = log_rows(window)
        assert len(rows) == len(before) and rows != before
    finally:
        switcher.set_language("en")
    qtbot.waitUntil(lambda: log_rows(window) == before, timeout=2000)


def test_log_and_pile_browser_have_their_keys_and_the_pile_says_who_threw(
    qtbot, window, script, idle
):
    c, t = window.controller, window.table
    c.start(deal(*HANDS), opponent=script(PassUpcard(), DrawStock(), lambda v, legal: legal[-1]))
    c.passUpcard()
    idle(c)
    c.drawStock()
    c.discard(card("KD"))
    idle(c)
    assert t.log_box.isVisible()
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not t.log_box.isVisible() and window.settings.show_move_log is False
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert t.log_box.isVisible()
    pile = window.models.pile
    throwers = [pile.index(r, 0).data(CardRoles.Seat) for r in range(pile.rowCount())]
    assert throwers == [None, HUMAN, COMPUTER]  # the upcard dealt, then each discard
    assert pile.index(1, 0).data(Qt.ItemDataRole.ToolTipRole).endswith("thrown by you")
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    from ginrummy_desktop.views.pile_browser import PileBrowser

    qtbot.waitUntil(
        lambda: any(
            isinstance(w, PileBrowser) and w.isVisible() for w in QApplication.topLevelWidgets()
        )
    )
    browser = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PileBrowser))
    assert [browser.caption(s) for s in throwers] == ["upcard", "you", "computer"]
    browser.close()


def test_drawn_card_and_the_computers_take_and_throw_are_pointed_out():
    m = deal(*HANDS)
    m.apply(PassUpcard())  # the human passes
    m.apply(TakeUpcard())  # the computer takes the QC …
    m.apply(m.legal_actions()[0])  # … and throws its first legal discard
    thrown = m.view(HUMAN).discard_pile[-1]
    state = build_state(m.view(HUMAN), m.legal_actions())
    assert (state.computer_took, state.computer_threw) == (card("QC"), thrown)
    assert state.drawn_card is None
    m.apply(DrawStock())
    state = build_state(m.view(HUMAN), m.legal_actions())
    assert state.drawn_card == card("4D")
    # Once the player has moved, the computer's turn is no longer pointed out.
    assert computer_turn_cards(m.view(HUMAN).history) == (None, None)


def test_the_pointed_cards_reach_the_views(qtbot, window, script, idle):
    c, t = window.controller, window.table
    c.start(deal(*HANDS), opponent=script(TakeUpcard(), lambda v, legal: legal[0]))
    c.passUpcard()
    idle(c)
    assert t.opponent_view.took == card("QC")
    top = window.models.pile.index(window.models.pile.rowCount() - 1, 0)
    assert top.data(CardRoles.Suggested)  # the computer's discard, marked on the pile
    c.drawStock()
    drawn = window.models.hand.index(window.models.hand.row_of(card("4D")), 0)
    assert drawn.data(CardRoles.JustDrawn)
    assert not top.data(CardRoles.Suggested)


def test_summary_adds_every_bonus_like_the_engine():
    rules = Rules(target_score=50, game_bonuses=True, game_bonus=100, box_bonus=25)
    results = (
        HandResult(1, "gin", HUMAN, 30, COMPUTER, knocker=HUMAN),
        HandResult(2, "drawn", None, 0, HUMAN),
        HandResult(3, "undercut", COMPUTER, 27, HUMAN, knocker=HUMAN),
        HandResult(4, "knock", HUMAN, 22, COMPUTER, knocker=HUMAN),
    )
    s = summarise(results, rules, HUMAN)
    you, cpu = s.seats
    assert (you.hand_points, you.game_bonus, you.box_bonus, you.total) == (52, 100, 50, 202)
    assert (cpu.hand_points, cpu.game_bonus, cpu.box_bonus, cpu.total) == (27, 0, 25, 52)
    assert (you.gins, you.knocks, cpu.undercuts, s.drawn, s.hands) == (1, 2, 1, 1, 4)
    assert s.best_hand is results[0] and not s.shutout
    shut = summarise(results[:1], rules, HUMAN)
    assert shut.shutout and shut.seats[0].game_bonus == 200  # doubled (D13)


def test_game_over_summary_then_play_again(qtbot, tmp_path, script, idle):
    from dataclasses import replace

    w = open_window(qtbot, tmp_path)
    c = w.controller
    rules = replace(Rules(), target_score=10, game_bonuses=True)
    m = deal(*HANDS, rules=rules)
    c.start(m, opponent=script(PassUpcard(), EndLayoff()), level="easy")
    c.passUpcard()
    idle(c)
    c.drawStock()
    c.knock(card("KD"))
    idle(c)
    assert c.view.phase is Phase.GAME_OVER
    qtbot.waitUntil(lambda: w.result_dialog.isVisible(), timeout=3000)
    assert w.result_dialog.next_button.text() == "Game summary"
    w.result_dialog.next_button.click()
    qtbot.waitUntil(lambda: w.game_over_dialog is not None and w.game_over_dialog.isVisible())
    dlg = w.game_over_dialog
    you = c.view.scores[HUMAN]
    assert str(you) in dlg.headline.text() and dlg.headline.text().startswith("You won")
    grid_texts = [lbl.text() for lbl in dlg.score.findChildren(type(dlg.headline))]
    # The label names the settings' real factor (D13), not a fixed "doubled".
    assert "Game bonus, ×2 for a shutout" in grid_texts and str(you) in grid_texts
    # A fixed deal is not dealt from the install's secret: the statistics do not count it.
    assert dlg.changes.text() == "This game is not counted in the statistics."
    assert "Time played" in dlg.story.text() and "Your best hand was hand 1" in dlg.story.text()
    old = c.match
    dlg.again_button.click()
    assert c.match is not old and c.view.phase is not Phase.GAME_OVER
    w.close()


def test_the_first_game_guide_points_at_each_part_as_it_comes_up(qtbot, tmp_path, script, idle):
    w = open_window(qtbot, tmp_path, size=(800, 600), guide_done=False)  # a first start
    settings = w.settings
    c, guide = w.controller, w.table.guide
    c.start(deal(*HANDS), opponent=script(PassUpcard(), EndLayoff()))
    assert guide.active and guide.current.key == "pile" and guide.bubble.isVisible()
    bubble = guide.bubble.geometry()
    for widget in (w.table.status_label, w.table.pass_button, w.table.take_button):
        assert not bubble.intersects(widget.geometry()), widget  # it hides nothing to do
    c.passUpcard()
    idle(c)
    assert guide.current.key == "stock"
    w.table.setFocus()
    QTest.keyClick(w, Qt.Key.Key_Space)  # Got it
    assert guide.current is None
    c.drawStock()
    assert guide.current.key == "hand"
    guide.got_it()
    assert guide.current.key == "melds"
    guide.got_it()
    assert guide.current.key == "deadwood"
    guide.got_it()
    assert guide.current.key == "knock"
    assert w.table.knock_button.isVisible()
    c.knock(card("KD"))
    idle(c)
    assert guide.shown == ["pile", "stock", "hand", "melds", "deadwood", "knock"]
    assert guide.active and not guide.bubble.isVisible()  # the lay-off note waits its turn
    guide.skip()
    assert not guide.active and settings.guide_done
    w.close()
    again = open_window(qtbot, Settings(tmp_path))  # the next start: no guide
    assert not again.table.guide.active
    again.close()


def test_the_summary_lists_the_statistics_the_game_changed(qtbot):
    from ginrummy_desktop.persistence import LevelStats
    from ginrummy_desktop.views.game_over import GameOverDialog

    rules = Rules(target_score=50)
    results = (HandResult(1, "gin", HUMAN, 55, COMPUTER, knocker=HUMAN),)
    before = LevelStats(
        games_won=2,
        hands_won=7,
        gins=1,
        knocks=3,
        longest_streak=2,
        current_streak=2,
        best_margin=40,
    )
    after = LevelStats(
        games_won=3,
        hands_won=8,
        gins=2,
        knocks=4,
        longest_streak=3,
        current_streak=3,
        best_margin=55,
    )
    dlg = GameOverDialog(summarise(results, rules, HUMAN), "normal", before, after, 754.0)
    qtbot.addWidget(dlg)
    lines = dlg.changes.text().splitlines()
    assert lines[0] == "Against Normal:"
    assert "Games won: 2 → 3" in lines and "Gins made: 1 → 2" in lines
    assert "Best game margin: 40 → 55" in lines and "Longest winning streak: 2 → 3" in lines
    assert not any(line.startswith("Hands lost") for line in lines)  # unchanged: not listed
    assert "Time played: 13 min." in dlg.story.text()
