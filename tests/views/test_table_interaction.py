"""The table as a player uses it: drops synthesised on the views (offscreen QDrag.exec never
drops), a whole hand by keyboard alone, closing while the computer
thinks, and the settings file."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_deals import card, deal  # tests/support: one fixed-deal helper for table tests
from ui_events import synth_drop  # tests/support

from ginrummy_desktop.controller import HUMAN, GameController
from ginrummy_desktop.engine import (
    DrawStock,
    EndLayoff,
    Knock,
    PassUpcard,
    Phase,
    TakeUpcard,
    parse_cards,
)
from ginrummy_desktop.models import CardRoles
from ginrummy_desktop.settings import Settings
from ginrummy_desktop.views import MainWindow

C = parse_cards


def hand_index(table, text):
    m = table.hand_model
    return m.index(m.row_of(card(text)), 0)


def test_drops_on_the_views_draw_discard_rearrange_and_snap_back(qtbot, window, script, idle):
    # Human: AS 2S 3S | 5H 6H 7H | QH QD 9S KD   upcard QC; stock 4D, KH…
    # Story: the human drags the upcard into the hand (takes QC); drags QC back onto the
    # pile — refused (D7), the card stays and the reason shows; drags KD onto the pile
    # (discarded); rearranges by dropping a card at the front of the hand; then, on the
    # next turn, drags the stock into the hand (draws).
    c = window.controller
    t = window.table
    c.start(
        deal("AS 2S 3S 5H 6H 7H QH QD 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "KH 4D"),
        opponent=script(DrawStock(), lambda v, legal: legal[0]),
    )
    qtbot.wait(10)
    hand_vp = t.hand_view.viewport()
    assert synth_drop(
        hand_vp, t.pile_model.mimeData([t.pile_model.index(0, 0)]), hand_vp.rect().center()
    )
    assert card("QC") in c.view.hand and c.view.phase is Phase.DISCARD

    qc = t.hand_model.mimeData([hand_index(t, "QC")])
    synth_drop(t.pile_view, qc, t.pile_view.rect().center())
    assert card("QC") in c.view.hand  # snapped back
    assert (
        "discard pile this turn" in t.status_label.text()
        and "Queen of clubs" in t.status_label.text()
    )

    kd = t.hand_model.mimeData([hand_index(t, "KD")])
    assert synth_drop(t.pile_view, kd, t.pile_view.rect().center())
    assert card("KD") not in c.view.hand and c.view.discard_pile[-1] == card("KD")

    idle(c)
    # Rearranging is display only: drop the last card at the very front of the hand.
    last = t.hand_model.card_at(t.hand_model.rowCount() - 1)
    first_rect = t.hand_view.visualRect(t.hand_model.index(0, 0))
    synth_drop(
        hand_vp,
        t.hand_model.mimeData([t.hand_model.index(9, 0)]),
        first_rect.topLeft() + QPoint(2, 10),
    )
    assert t.hand_model.card_at(0) == last
    assert c.view.phase is Phase.DRAW and c.view.my_turn

    assert synth_drop(
        hand_vp,
        window.models.stock.mimeData([window.models.stock.index(0, 0)]),
        hand_vp.rect().center(),
    )
    assert len(c.view.hand) == 11 and c.view.phase is Phase.DISCARD


def test_lay_off_by_dropping_on_a_meld_view(qtbot, window, script, idle):
    # Computer knocks (see the controller flow test of the same deal); the human drags 8C
    # onto the eights in the melds view, then presses Done.
    c = window.controller
    t = window.table
    c.start(
        deal("8C 9S 9H 9D 2H 3H 4H 6C 6D 7S", "8S 8H 8D 2C 3C 4C JH QH KH 5S", "KS"),
        opponent=script(TakeUpcard(), Knock(card("5S"))),
    )
    c.passUpcard()
    idle(c)
    qtbot.waitUntil(lambda: t.melds_view.isVisible())
    assert t.best_button.isVisible() and t.done_button.isVisible()
    eights = c.state.layoff_plan[0].meld_index
    t.melds_view.doItemsLayout()
    target = t.melds_view.visualRect(window.models.melds.index(eights, 0)).center()
    wrong = next(i for i in range(window.models.melds.rowCount()) if i != eights)
    wrong_pos = t.melds_view.visualRect(window.models.melds.index(wrong, 0)).center()
    mime = t.hand_model.mimeData([hand_index(t, "8C")])
    synth_drop(t.melds_view.viewport(), mime, wrong_pos)
    assert card("8C") in c.view.hand  # does not fit there
    assert synth_drop(t.melds_view.viewport(), mime, target)
    assert c.view.layoffs == ((card("8C"), eights),)
    t.done_button.click()
    assert c.view.phase is Phase.HAND_OVER
    qtbot.waitUntil(lambda: window.result_dialog.isVisible(), timeout=3000)
    assert "knocked" in window.result_dialog.headline.text()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_three_melds_are_in_sight_and_take_a_lay_off_at_any_size(qtbot, window, script, idle, size):
    """The knocker's three melds lie in one row, smaller if need be: at 800×600 the third
    wrapped into a row out of sight, and a card could not be dropped on it."""
    c, t = window.controller, window.table
    window.resize(*size)
    c.start(
        deal("KC 6C 5C AD 3D 3S 4S 8S 8D JH", "KS KH KD 6H 6D 6S 7C 8C 9C 2H", "3H", "5D"),
        opponent=script(TakeUpcard(), Knock(card("2H"))),
    )
    c.passUpcard()
    idle(c)
    view, melds = t.melds_view, window.models.melds

    def all_in_sight() -> bool:
        view.doItemsLayout()
        area = view.viewport().rect()
        return all(area.contains(view.visualRect(melds.index(r, 0))) for r in range(3))

    qtbot.waitUntil(lambda: view.isVisible() and melds.rowCount() == 3)
    qtbot.waitUntil(all_in_sight, timeout=2000)  # once the table is laid out at this size
    assert view.card_width >= 34  # smaller, still readable
    run = next(r for r in range(3) if card("7C") in melds.index(r, 0).data(CardRoles.Cards))
    target = view.visualRect(melds.index(run, 0)).center()
    assert synth_drop(view.viewport(), t.hand_model.mimeData([hand_index(t, "6C")]), target)
    assert c.view.layoffs == ((card("6C"), run),)
    assert all_in_sight()  # the run grew: the row still fits


def key(window, k, modifier=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(window.focusWidget() or window, k, modifier)


def test_a_whole_hand_by_keyboard_alone(qtbot, window, script, idle):
    # Human: AS 2S 3S | 5H 6H 7H | 9C 9D 9S | KD; upcard QC; stock 4D.
    # Story, keys only: P passes; the computer passes; S draws 4D; Shift+Left moves a card
    # (display only); K starts the knock — KD and 4D light up; End goes to the last card
    # (KD, deadwood sorts last), Enter picks it, Enter confirms; the computer lays nothing
    # off; the result shows; N deals the next hand.
    c = window.controller
    t = window.table
    c.start(
        deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D"),
        opponent=script(PassUpcard(), EndLayoff(), PassUpcard()),
    )
    t.hand_view.setFocus()
    qtbot.waitUntil(lambda: t.hand_view.hasFocus())
    key(window, Qt.Key.Key_P)
    idle(c)
    assert c.view.phase is Phase.DRAW
    key(window, Qt.Key.Key_S)
    assert len(c.view.hand) == 11 and c.view.phase is Phase.DISCARD

    key(window, Qt.Key.Key_End)
    last = t.hand_view.currentIndex().row()
    moved = t.hand_model.card_at(last)
    key(window, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert t.hand_model.card_at(last - 1) == moved
    key(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert t.hand_model.card_at(last) == moved

    key(window, Qt.Key.Key_K)
    assert c.state.knock.active and t.confirm_button.isVisible() and t.cancel_button.isVisible()
    lit = {
        t.hand_model.card_at(r)
        for r in range(11)
        if t.hand_model.index(r, 0).data(CardRoles.LegalDiscard)
    }
    assert lit == {card("KD"), card("4D")}
    key(window, Qt.Key.Key_Escape)
    assert not c.state.knock.active
    key(window, Qt.Key.Key_K)
    key(window, Qt.Key.Key_End)
    assert t.hand_view.currentIndex().data(CardRoles.Card) == card("KD")
    key(window, Qt.Key.Key_Return)
    assert c.state.knock.card == card("KD") and c.view.phase is Phase.DISCARD
    key(window, Qt.Key.Key_Return)
    idle(c)
    assert c.view.phase is Phase.HAND_OVER
    assert c.match.last_result.winner == HUMAN
    qtbot.waitUntil(lambda: window.result_dialog.isVisible(), timeout=3000)
    QTest.keyClick(window.result_dialog, Qt.Key.Key_Escape)  # "Look at the table"
    assert not window.result_dialog.isVisible()
    qtbot.waitUntil(lambda: t.hand_view.hasFocus())  # focus is back on the hand
    key(window, Qt.Key.Key_N)
    assert c.view.hand_number == 2 and c.view.phase is Phase.FIRST_UPCARD
    idle(c)  # the winner deals (D4): the computer decides on the new upcard first
    assert c.view.phase is Phase.FIRST_UPCARD and c.view.my_turn


def test_enter_discards_the_focused_card_and_f1_opens_the_rules(qtbot, window, script, idle):
    c = window.controller
    t = window.table
    c.start(
        deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D KH"),
        opponent=script(PassUpcard(), DrawStock(), lambda v, legal: legal[0]),
    )
    t.hand_view.setFocus()
    key(window, Qt.Key.Key_P)
    idle(c)
    key(window, Qt.Key.Key_Return)  # Enter before drawing: refused, nothing moves
    assert c.view.phase is Phase.DRAW and "Draw a card first" in t.status_label.text()
    key(window, Qt.Key.Key_S)
    key(window, Qt.Key.Key_Home)
    first = t.hand_view.currentIndex().data(CardRoles.Card)
    key(window, Qt.Key.Key_Return)
    assert first not in c.view.hand and c.view.discard_pile[-1] == first
    idle(c)
    QTest.keyClick(window, Qt.Key.Key_F1)
    from ginrummy_desktop.views import RulesDialog

    qtbot.waitUntil(
        lambda: any(
            isinstance(w, RulesDialog) and w.isVisible() for w in QApplication.topLevelWidgets()
        )
    )


class CancellableThinker:
    """Thinks until its request's cancel flag is set (like the Hard AI's look-ahead);
    records what happened."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.cancelled = threading.Event()
        self.finished = False

    def choose(self, view, legal, cancel=None):
        self.started.set()
        # Ten seconds of thought unless the request is cancelled: ``cancelled`` then tells
        # a stop by the cancel flag from one that waited the thought out.
        if cancel is not None and cancel.wait(10):
            self.cancelled.set()
        self.finished = True
        return legal[0]


def test_closing_the_window_while_the_computer_thinks_stops_cleanly(qtbot, tmp_path, qtlog):
    settings = Settings(tmp_path)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    thinker = CancellableThinker()
    # The human deals, so the computer decides first and starts thinking at once.
    w.controller.start(
        deal("AS 3S 5S 7S 9S JS KS 2H 4H 6H", "8H TH QH AD 3D 5D 7D 9D JD KD", "2C", dealer=HUMAN),
        opponent=thinker,
    )
    assert thinker.started.wait(2)
    w.close()
    assert thinker.cancelled.is_set() and thinker.finished
    assert not w.controller.tasks.running("game")
    assert settings.save_path.exists()  # the unfinished game was kept
    # The offscreen platform's own "propagateSizeHints" notice is not ours to fix.
    assert not [
        r
        for r in qtlog.records
        if r.type.name in ("QtWarningMsg", "QtCriticalMsg")
        and "propagateSizeHints" not in r.message
    ]


def test_hard_or_slowest_real_ai_can_be_closed_mid_thought(qtbot, tmp_path):
    c = GameController(level="hard", pace_ms=0)
    c.startGame(99)
    c.passUpcard() if c.view.my_turn else None
    assert c.shutdown()  # true only when the worker thread stopped within its wait


def test_settings_are_typed_and_live_in_the_data_dir(tmp_path):
    s = Settings(tmp_path)
    assert s.path == str(tmp_path / "settings.ini")
    assert (s.level, s.four_colour, s.target_score, s.auto_arrange) == ("easy", False, 100, True)
    s.four_colour = False
    s.auto_arrange = False
    s.target_score = 150
    s.sync()
    again = Settings(tmp_path)
    # An INI file stores "false"; the typed read gives a real False.
    assert again.four_colour is False and again.auto_arrange is False
    assert again.target_score == 150
    (tmp_path / "settings.ini").write_text(
        "[game]\nlevel=grandmaster\ntarget_score=lots\n[cards]\nback=green\n", encoding="utf-8"
    )
    broken = Settings(tmp_path)
    assert (broken.level, broken.target_score, broken.card_back) == ("easy", 100, "blue")
    with pytest.raises(ValueError):
        s.level = "grandmaster"


def test_hint_says_what_and_why(qtbot, window):
    # Human (non-dealer): AS 2S 3S | 5H 6H 7H | 9C 9D 9S + KD; upcard 8H extends the hearts.
    # Normal's hint: take it (its best discard then is KD, deadwood 0 — gin is close).
    c = window.controller
    c.start(
        deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "8H"), level="easy"
    )
    with qtbot.waitSignal(
        c.stateChanged, timeout=10000, check_params_cb=lambda s: s.hint is not None
    ) as hint:
        c.requestHint()
    suggestion = hint.args[0].hint
    assert suggestion.action == TakeUpcard()
    assert suggestion.key == "hint.take_upcard" and suggestion.params["deadwood"] == 0
    table = window.table
    assert table.status_label.text() == "Hint: take the upcard"
    assert table.move_label.text() == (
        "It fits your melds: after your best discard your deadwood would be 0."
    )
