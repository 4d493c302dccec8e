"""What a play-tester tripped over at the table, each as a player meets it: gin confirmed
in gin words, Knock replacing a stale hint, a Play menu that greys out what does not apply
(its keys still say why), no "or knock" when no knock is possible, Enter in Statistics
closing the dialog, "Lay off the best cards" saying why it does nothing, a hint to go gin
said in gin words, and the guide's notes readable while cards fly."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_deals import deal  # tests/support
from table_fixtures import open_window  # tests/support

from ginrummy_desktop.engine import EndLayoff, PassUpcard, Phase
from ginrummy_desktop.i18n.texts import illegal_reason
from ginrummy_desktop.views.guide import ARROW

GINNABLE = ("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4S KH")
KNOCKABLE = ("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D KH")
HOPELESS = ("2C 4D 6H 8S TC 3H 5S 7D 9C JH", "AS 2S 3S 5C 6C 7C 9H 9D QS KD", "QC", "KS KH")


def to_discard(window, idle, script, cards):
    c = window.controller
    c.start(deal(*cards), opponent=script(PassUpcard()))
    c.passUpcard()
    idle(c)
    c.drawStock()
    assert c.state.discarding
    return c


def test_gin_is_confirmed_in_gin_words(window, idle, script):
    c = to_discard(window, idle, script, GINNABLE)
    c.beginGin()
    t = window.table
    assert "gin" in t.status_label.text() and "knock" not in t.status_label.text().lower()
    assert t.confirm_button.text() == "Confirm gin (Enter)"
    c.cancelKnock()
    c.beginKnock()
    assert t.confirm_button.text() == "Confirm knock (Enter)"


def test_knock_replaces_a_hint_on_screen(qtbot, window, idle, script):
    c = to_discard(window, idle, script, KNOCKABLE)
    c.requestHint()
    qtbot.waitUntil(lambda: c.state.hint is not None, timeout=15000)
    assert window.table.status_label.text().startswith("Hint:")
    QTest.keyClick(window, Qt.Key.Key_K)
    assert c.state.knock.active
    status = window.table.status_label.text()
    assert not status.startswith("Hint:") and "knock" in status.lower()


def test_a_hint_to_go_gin_says_gin_as_the_gin_button_does(qtbot, window, idle, script):
    c = to_discard(window, idle, script, GINNABLE)
    c.requestHint()
    qtbot.waitUntil(lambda: c.state.hint is not None, timeout=15000)
    assert window.table.gin_button.isVisible()
    assert window.table.status_label.text() == "Hint: go gin, discarding the King of diamonds"


def test_the_play_menu_greys_out_what_does_not_apply_and_keys_still_say_why(
    qtbot, window, idle, script
):
    c = window.controller
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard()))
    c.passUpcard()
    idle(c)
    a = window.actions_by_name
    assert c.view.phase is Phase.DRAW
    assert a["draw"].isEnabled() and a["hint"].isEnabled()
    for name in ("take", "pass", "knock", "gin", "cancel", "lay_off_best", "done", "next"):
        assert not a[name].isEnabled(), name
    # The key of a greyed-out entry still answers, with the reason.
    QTest.keyClick(window, Qt.Key.Key_K)
    assert window.table.status_label.text() == illegal_reason("draw_first")
    QTest.keyClick(window, Qt.Key.Key_L)
    assert window.table.status_label.text() == illegal_reason("no_layoff_now")
    c.drawStock()
    assert a["knock"].isEnabled() and not a["gin"].isEnabled() and not a["draw"].isEnabled()
    c.beginKnock()
    assert a["cancel"].isEnabled() and not a["knock"].isEnabled() and not a["hint"].isEnabled()
    assert a["knock"].text().endswith("\tK")  # the key is shown beside the entry


def test_no_or_knock_when_no_knock_is_possible(window, idle, script):
    c = to_discard(window, idle, script, HOPELESS)
    assert not c.state.can_knock
    c.drawStock()
    assert window.table.status_label.text() == "You have drawn already: now discard a card."
    assert "knock" not in window.table.status_label.text()
    c2 = to_discard(window, idle, script, KNOCKABLE)
    c2.drawStock()
    assert window.table.status_label.text().endswith("or knock.")


def test_enter_in_statistics_closes_it_and_never_offers_the_reset(qtbot, window):
    dlg = window.show_stats()
    qtbot.waitUntil(dlg.isVisible)
    assert dlg.close_button.isDefault() and not dlg.reset_button.isDefault()
    QTest.keyClick(dlg, Qt.Key.Key_Return)
    assert not dlg.isVisible() and dlg.confirm_box is None


# ------------------------------------------------------------------ the first-game guide
def _guided_window(qtbot, data_dir, size):
    # The guide is on until it is finished or skipped.
    return open_window(qtbot, data_dir, size=size, guide_done=False)


def _target_rect(table, step) -> QRect:
    widget, rect = step.target(table)
    rect = widget.rect() if rect is None else rect
    return QRect(widget.mapTo(table, rect.topLeft()), rect.size())


def _shows_note_over(table, guide, rect: QRect) -> bool:
    """Whether the note changes what the table shows in ``rect``: grabbed with it and
    without it."""
    with_note = table.grab(rect).toImage()
    guide.bubble.hide()
    without = table.grab(rect).toImage()
    guide.bubble.show()
    return with_note != without


def _takes_the_mouse_over(table, guide, rect: QRect) -> bool:
    """Whether a click or a drop anywhere in ``rect`` (every 3 px) would reach the note."""
    b = guide.bubble
    for x in range(rect.left(), rect.right() + 1, 3):
        for y in range(rect.top(), rect.bottom() + 1, 3):
            under = table.childAt(QPoint(x, y))
            if under is not None and (under is b or b.isAncestorOf(under)):
                return True
    return False


def _piles(table, count_lines: bool) -> list[QRect]:
    """Where the piles lie on the table: their cards, and their count lines under them."""
    out = []
    for view in (table.stock_view, table.pile_view):
        h = view.height() if count_lines else int(view.label_rect().top())
        out.append(QRect(view.mapTo(table, QPoint(0, 0)), QSize(view.width(), h)))
    return out


def _row_words(table) -> list[QRect]:
    """The hand's head row's words and buttons, on the table."""
    words = (table.deadwood_label, table.sort_label, *table.sort_button.values())
    assert all(w.parentWidget() is table.hand_head for w in words)
    return [QRect(w.mapTo(table, QPoint(0, 0)), w.size()) for w in words if w.isVisible()]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_guide_notes_point_at_their_part_and_never_cover_it(qtbot, tmp_path, script, idle, size):
    w = _guided_window(qtbot, tmp_path, size)
    c, guide, t = w.controller, w.table.guide, w.table
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard(), EndLayoff()))
    seen = []

    def check():
        step = guide.current
        target = _target_rect(t, step)
        bubble = guide.bubble.geometry()
        assert not bubble.intersects(target), (step.key, bubble, target)
        assert t.rect().contains(bubble), (step.key, bubble)
        if step.clear_of is not None:  # the notes over the hand
            assert step.clear_of(t) is t.hand_head
            for pile in _piles(t, count_lines=size == (1280, 800)):
                assert not _shows_note_over(t, guide, pile), (step.key, bubble, pile)
                assert not _takes_the_mouse_over(t, guide, pile), (step.key, bubble, pile)
            if size == (1280, 800):  # at 800×600 the piles' cards come first
                for words in _row_words(t):
                    assert not _shows_note_over(t, guide, words), (step.key, bubble, words)
        seen.append(step.key)

    check()
    c.passUpcard()
    idle(c)
    assert guide.current.key == "stock"
    # The stock note's arrow points at the stock, not at the pile beside it.
    tip_y = guide.bubble.y() + guide.bubble.arrow_at
    stock = _target_rect(t, guide.current)
    assert stock == QRect(t.stock_view.mapTo(t, QPoint(0, 0)), t.stock_view.size())
    assert stock.top() <= tip_y <= stock.bottom()
    tip_x = guide.bubble.x() + (guide.bubble.width() if guide.bubble.side == "right" else 0)
    assert abs(tip_x - (stock.left() if guide.bubble.side == "right" else stock.right())) <= 4
    check()
    guide.got_it()
    c.drawStock()
    while guide.current is not None and guide.current.key != "knock":
        check()
        guide.got_it()
    check()
    assert seen == ["pile", "stock", "hand", "melds", "deadwood", "knock"]
    w.close()


def _assert_the_hand_note_leaves_the_table_in_view(qtbot, t, guide, size):
    placed = guide.bubble.geometry()
    qtbot.wait(50)  # every layout request done: the table as the player sees it
    guide.place()
    assert guide.bubble.geometry() == placed  # it was placed from that table already
    card = _target_rect(t, guide.current)
    assert not placed.intersects(card)
    assert "·" in t.deadwood_label.text()  # the line with the best discard's figure
    for pile in _piles(t, count_lines=size == (1280, 800)):
        assert not _shows_note_over(t, guide, pile), (placed, pile)
        assert not _takes_the_mouse_over(t, guide, pile), (placed, pile)
    if size == (1280, 800):  # at 800×600 the felt above the row is lower than the note,
        for words in _row_words(t):  # and the piles' cards come first
            assert not _shows_note_over(t, guide, words), (placed, words)
    tip = placed.x() + guide.bubble.drawn_arrow_at()  # the arrow over the drawn card
    assert card.left() <= tip <= card.right(), (tip, card)
    # The note takes the mouse where it is painted: its mask is of its size, not smaller.
    shape = guide.bubble.mask().boundingRect()
    assert shape.width() >= placed.width() - ARROW - 2, (shape, placed)
    assert shape.height() >= placed.height() - ARROW - 2, (shape, placed)


def _hand_note_up(qtbot, tmp_path, script, idle, size, drawn):
    w = open_window(qtbot, tmp_path, size=size, guide_done=False, animation_speed="fast")
    c, guide, t = w.controller, w.table.guide, w.table
    no_melds = ("2S 3D 5H 7C 9S JD KH 4C 6D 8H", "2C 4S 6C 8C TC 3H 5D 7D JH QS", "QC")
    c.start(deal(*no_melds, drawn + " KS"), opponent=script(PassUpcard(), EndLayoff()))
    qtbot.waitUntil(lambda: t.dealing is None and guide.bubble.isVisible())
    c.passUpcard()
    idle(c)
    qtbot.waitUntil(lambda: guide.current is not None and guide.current.key == "stock")
    guide.got_it()
    c.drawStock()
    qtbot.waitUntil(lambda: guide.current is not None and guide.current.key == "hand")
    qtbot.waitUntil(guide.bubble.isVisible)
    return w


def test_the_hand_note_follows_the_table_when_the_window_is_resized(qtbot, tmp_path, script, idle):
    """A resize changes the hand's height; Qt lays the table out on its next event, and the
    note is placed from the table as it will be painted."""
    w = _hand_note_up(qtbot, tmp_path, script, idle, (1280, 800), "AH")
    for size in ((1100, 720), (1280, 800), (800, 600)):
        w.resize(*size)
        qtbot.waitUntil(lambda size=size: w.size().width() == size[0])
        qtbot.wait(50)
        _assert_the_hand_note_leaves_the_table_in_view(qtbot, w.table, w.table.guide, size)
    w.close()


@pytest.mark.parametrize("lang", ["en", "lt", "nl"])
@pytest.mark.parametrize("drawn", ["AH", "7H", "QH"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_note_on_the_drawn_card_leaves_the_deadwood_line_and_the_piles_in_view(
    qtbot, tmp_path, script, idle, size, drawn, lang
):
    """With a card drawn the deadwood line grows ("after your best discard: …") in the same
    state that brings the note: the note keeps clear of the line as it reads once laid out,
    of the sort buttons, and of the piles it asks the player to drag a card onto."""
    from ginrummy_desktop.i18n.translator import LanguageSwitcher

    switcher = LanguageSwitcher(QApplication.instance())
    assert switcher.set_language(lang)
    try:
        w = _hand_note_up(qtbot, tmp_path, script, idle, size, drawn)
        t, guide = w.table, w.table.guide
        _assert_the_hand_note_leaves_the_table_in_view(qtbot, t, guide, size)
        w.close()
    finally:
        switcher.set_language("en")


@pytest.mark.parametrize("lang", ["en", "lt", "nl"])
def test_at_800x600_the_stock_note_leaves_the_discard_pile_in_view(
    qtbot, tmp_path, script, idle, lang
):
    """Left of the stock there is little room at 800×600: the note narrows there, its
    buttons one under the other, rather than lying over the discard pile the player must
    look at to choose a draw. Dutch buttons are too wide for that room: its note goes right."""
    from ginrummy_desktop.i18n.translator import LanguageSwitcher

    switcher = LanguageSwitcher(QApplication.instance())
    assert switcher.set_language(lang)
    try:
        w = _guided_window(qtbot, tmp_path, (800, 600))
        c, guide, t = w.controller, w.table.guide, w.table
        c.start(deal(*KNOCKABLE), opponent=script(PassUpcard(), EndLayoff()))
        c.passUpcard()
        idle(c)
        assert guide.current.key == "stock"
        bubble = guide.bubble
        stock = _target_rect(t, guide.current)
        pile = QRect(t.pile_view.mapTo(t, QPoint(0, 0)), t.pile_view.size())
        assert not bubble.geometry().intersects(stock)
        assert t.rect().contains(bubble.geometry())
        if lang in ("en", "lt"):
            assert bubble.side == "right"  # the note is left of the stock, pointing at it
        if bubble.side == "right":
            assert not bubble.geometry().intersects(pile)
            for button in (bubble.skip, bubble.got_it):
                assert button.width() >= button.sizeHint().width(), button.text()
        w.close()
    finally:
        switcher.set_language("en")


def test_a_card_flying_to_the_pile_passes_under_the_note_never_over_it(qtbot, tmp_path, script):
    """The computer's knock card flew to the pile over the lay-off note just come up (seen
    under Xvfb at 1280×800 and 800×600): a flying card is raised over the table, and the
    note on screen goes back above it."""
    from PySide6.QtCore import QPropertyAnimation
    from PySide6.QtWidgets import QLabel
    from table_deals import card

    from ginrummy_desktop.engine import Knock, TakeUpcard

    w = open_window(qtbot, tmp_path, guide_done=False, animation_speed="slow")
    c, guide, t = w.controller, w.table.guide, w.table
    c.start(
        deal("8C 9S 9H 9D 2H 3H 4H 6C 6D 7S", "8S 8H 8D 2C 3C 4C JH QH KH 5S", "KS"),
        opponent=script(TakeUpcard(), Knock(card("5S"))),
    )
    qtbot.waitUntil(lambda: t.dealing is None and guide.bubble.isVisible(), timeout=10_000)
    c.passUpcard()  # the computer takes the upcard and knocks: two cards fly
    seen, crossed = [], []

    def flying() -> list:
        return [
            label
            for label in t.findChildren(QLabel, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if label.findChild(QPropertyAnimation) is not None
        ]

    def flights_over() -> bool:
        if guide.bubble.isVisible():
            flights = flying()
            stack = t.children()  # a widget's siblings in stacking order, the topmost last
            above = [f for f in flights if stack.index(f) > stack.index(guide.bubble)]
            crossed.extend(f"a flying card over the {guide.current.key} note" for f in above)
            seen.extend(f for f in flights if f not in seen)
        return c.view.phase is Phase.LAYOFF and bool(seen) and not flying()

    qtbot.waitUntil(flights_over, timeout=10_000)  # the knock card flew while the note was up
    assert not crossed
    assert guide.current.key == "layoff"
    w.close()


def test_each_note_acknowledged_stays_done_in_the_next_session(qtbot, tmp_path, script, idle):
    w = _guided_window(qtbot, tmp_path, (1280, 800))
    c, guide = w.controller, w.table.guide
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard()))
    assert guide.current.key == "pile"
    guide.got_it()
    c.passUpcard()
    idle(c)
    assert guide.current.key == "stock"
    guide.got_it()
    w.close()  # the guide is not finished: the lay-off note never came up
    again = _guided_window(qtbot, tmp_path, (1280, 800))
    c, guide = again.controller, again.table.guide
    assert guide.active
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard()))
    assert guide.current is None and not guide.bubble.isVisible()  # no "pile" note again
    c.passUpcard()
    idle(c)
    assert guide.current is None  # nor the stock's
    c.drawStock()
    assert guide.current.key == "hand"  # the first note not yet acknowledged
    again.close()


# ------------------------------------------------------------------ no sound device
class _NoDevice:
    busy = False

    def open(self) -> None:
        raise OSError("no audio device")

    def play(self, pcm, gain=1.0) -> None:  # never reached: open fails first
        raise AssertionError("played without a device")

    def close(self) -> None:
        pass


def test_settings_say_so_when_no_sound_device_is_available(qtbot, window):
    from ginrummy_desktop.sound import SoundPlayer

    dlg = window.show_settings()
    assert dlg.sound.isEnabled() and not dlg.no_sound_note.isVisible()
    dlg.reject()
    window.settings.sound = True
    window.sound.shutdown()
    window.sound = SoundPlayer(True, 70, output_factory=_NoDevice)
    window.sound.play("deal")
    assert window.sound.wait_idle() and not window.sound.available
    dlg = window.show_settings()
    qtbot.waitUntil(dlg.isVisible)
    assert dlg.no_sound_note.isVisible() and "No sound device" in dlg.no_sound_note.text()
    assert not dlg.sound.isChecked() and not dlg.sound.isEnabled()  # no ticked box that is mute
    dlg.accept()
    assert window.settings.sound  # the choice waits for a session with a device


# ------------------------------------------------------------------ the end of a game
def _summary(winner):
    from ginrummy_desktop.controller.game_summary import summarise
    from ginrummy_desktop.engine import HandResult, Rules

    results = (
        HandResult(1, "knock", 0, 12, 1, knocker=0, scores_after=(12, 0)),
        HandResult(2, "gin", 1, 60, 0, knocker=1, scores_after=(12, 60)),
        HandResult(3, "drawn", None, 0, 1, scores_after=(12, 60)),
        HandResult(4, "gin", 1 - winner, 45, 1, knocker=1 - winner, scores_after=(57, 60)),
    )
    results = tuple(r for r in results if r.hand_number < 4) + (
        (HandResult(4, "gin", 0, 45, 1, knocker=0, scores_after=(57, 60)),)
        if winner == 0
        else (HandResult(4, "undercut", 1, 45, 0, knocker=0, scores_after=(12, 105)),)
    )
    return summarise(results, Rules(target_score=50), winner)


def test_the_best_hand_of_the_summary_is_the_players_own(qtbot):
    from ginrummy_desktop.views.game_over import GameOverDialog

    dlg = GameOverDialog(_summary(1), "easy")
    qtbot.addWidget(dlg)
    text = dlg.story.text()
    # The computer's gin (+60) scored most; the line names the player's own knock (+12).
    assert "Your best hand was hand 1: +12. You knocked and won." in text and "+60" not in text
    assert "The computer" not in text.split("Your best hand", 1)[1].split("\n", 1)[0]


def test_the_game_story_tells_every_hand_and_a_win_is_celebrated(qtbot):
    from ginrummy_desktop.views.game_over import GameOverDialog

    dlg = GameOverDialog(_summary(0), "easy")
    qtbot.addWidget(dlg)
    lines = dlg.hands_story.text().splitlines()
    assert len(lines) == 4 and lines[0].startswith("Hand 1: You knocked and won, +12")
    assert lines[2].startswith("Hand 3: drawn") and lines[3].endswith("(you 57, the computer 60).")
    dlg.show()
    dlg.celebrate(motion=True)
    assert dlg.celebration is not None and dlg.celebration.moving
    assert dlg.celebration.geometry() == dlg.rect()
    qtbot.waitUntil(lambda: not dlg.celebration.moving, timeout=6000)  # it ends by itself
    still = GameOverDialog(_summary(0), "easy")
    qtbot.addWidget(still)
    still.show()
    still.celebrate(motion=False)  # reduced motion: a still picture, no timer
    assert still.celebration is not None and still.celebration.isVisible()
    assert not still.celebration.moving
    lost = GameOverDialog(_summary(1), "easy")
    qtbot.addWidget(lost)
    lost.celebrate(motion=True)
    assert lost.celebration is None


def test_a_long_summarys_columns_line_up_and_keep_clear_of_its_scroll_bar(qtbot, window):
    from PySide6.QtWidgets import QLabel
    from small_screen import long_game_over  # tests/support

    window.resize(800, 600)
    dlg = long_game_over(window)
    dlg.open()
    qtbot.waitExposed(dlg)
    body = dlg.middle.widget()
    qtbot.waitUntil(dlg.middle.verticalScrollBar().isVisible)  # sixteen hands: it scrolls
    qtbot.waitUntil(lambda: body.width() == dlg.middle.viewport().width())

    def right_edge(box) -> int:
        head = next(lbl for lbl in box.findChildren(QLabel) if lbl.text() == "Computer")
        return head.mapTo(body, QPoint(head.width(), 0)).x()

    assert right_edge(dlg.figures) == right_edge(dlg.score)
    assert right_edge(dlg.figures) < dlg.middle.viewport().width()
    dlg.close()


# ------------------------------------------------------------------ a hand saved as text
def test_saving_a_hand_as_text_says_where_it_went(qtbot, window, tmp_path):
    from review_hands import hand_with_bad_discard  # tests/support

    win = window.reviews.review_hand(hand_with_bad_discard(), start_coach=False)
    assert win.saved_note.text() == ""
    path = tmp_path / "my hand.txt"
    assert win.save_to(str(path)) and path.exists()
    assert win.saved_note.toolTip() == str(path)
    assert win.saved_note.accessibleName() == f"Saved as {path}"
    assert win.saved_note.text().startswith("Saved as") and "hand.txt" in win.saved_note.text()
    win.copy_text()
    assert "clipboard" in win.saved_note.text()
    win.close()


# ------------------------------------------------------------------ the hand's own order
def test_with_auto_arrange_off_a_drawn_card_lands_where_it_was_dropped(window, idle, script):
    from PySide6.QtCore import QModelIndex

    from ginrummy_desktop.models import make_mime

    hand = window.models.hand
    hand.auto_arrange = False
    c = window.controller
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard()))
    c.passUpcard()
    idle(c)
    before = hand.cards
    assert hand.dropMimeData(make_mime("stock", []), Qt.DropAction.MoveAction, 3, 0, QModelIndex())
    drawn = c.state.drawn_card
    assert str(drawn) == "4D" and hand.cards[3] == drawn
    assert hand.cards[:3] + hand.cards[4:] == before and hand.custom


def test_your_own_card_order_survives_closing_and_resuming(qtbot, tmp_path):
    from ginrummy_desktop.engine import Match, Rules

    w = open_window(qtbot, tmp_path)
    w.controller.start(Match(Rules(), seed=4, first_dealer=1), level="easy")
    hand = w.models.hand
    qtbot.waitUntil(lambda: w.controller.state.my_turn, timeout=10000)
    hand.move_card(0, 5)
    hand.move_card(9, 0)
    assert hand.custom
    mine = hand.cards
    w.close()
    again = open_window(qtbot, tmp_path)
    again.start_or_resume()
    qtbot.waitUntil(lambda: again.resume_box is not None and again.resume_box.isVisible())
    again.resume_box.resume_button.click()
    qtbot.waitUntil(lambda: again.controller.state.view is not None)
    assert again.models.hand.cards == mine and again.models.hand.custom
    assert again.table.sort_label.text().startswith("Your own order")
    again.close()


# ------------------------------------------------------------------ the table at 800×600
def test_at_800_by_600_the_log_shows_eight_moves_and_the_header_one_line(qtbot, window):
    from ginrummy_desktop.engine import Match, Rules

    window.resize(792, 564)  # an 800×600 screen less the frame
    c = window.controller
    c.start(Match(Rules(), seed=4, first_dealer=1), level="easy")
    qtbot.waitUntil(lambda: c.state.view is not None)
    qtbot.wait(50)
    t = window.table
    line = t.move_log.fontMetrics().lineSpacing()
    assert t.move_log.viewport().height() >= 8 * line + 3  # eight lines of moves, and a row's pad
    label = t.hand_label
    assert label.text().startswith("Hand 1 · dealer:")
    assert not label.wordWrap()
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()


def test_the_focus_mark_shows_only_after_the_keyboard_is_used(qtbot, window):
    from ginrummy_desktop.engine import Match, Rules

    c = window.controller
    c.start(Match(Rules(), seed=4, first_dealer=1), level="easy")
    qtbot.waitUntil(lambda: c.state.view is not None)
    hv = window.table.hand_view
    hv.setFocus()
    qtbot.waitUntil(hv.hasFocus)
    assert not hv.keyboard_used
    mouse_only = hv.viewport().grab().toImage()
    QTest.keyClick(hv, Qt.Key.Key_Right)
    QTest.keyClick(hv, Qt.Key.Key_Left)  # back on the same card: only the mark differs
    assert hv.keyboard_used
    assert hv.viewport().grab().toImage() != mouse_only
    QTest.mouseClick(hv.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert not hv.keyboard_used
    assert hv.viewport().grab().toImage() == mouse_only


# ------------------------------------------------------------------ the showdown
def test_laid_off_cards_are_shown_in_rank_order():
    from ginrummy_desktop.engine import HandResult, parse_cards
    from ginrummy_desktop.models import CardRoles, ShowdownModel

    melds = (tuple(parse_cards("5H 6H 7H")),)
    laid = tuple((c, 0) for c in parse_cards("4H 3H 8H"))
    r = HandResult(
        2, "knock", 1, 9, 0, knocker=1, knocker_melds=melds, layoffs=laid, defender_melds=()
    )
    m = ShowdownModel(human_seat=0)
    m.set_result(r)
    defender = m.index(1, 0)
    groups = [m.index(g, 0, defender) for g in range(m.rowCount(defender))]
    shown = next(
        g.data(CardRoles.Cards) for g in groups if g.data(CardRoles.GroupKind) == "layoffs"
    )
    assert [str(c) for c in shown] == ["3H", "4H", "8H"]


def test_a_computer_gin_shows_its_melds_once(qtbot, window, idle, script):
    from table_deals import card

    from ginrummy_desktop.engine import DrawStock, Knock

    c = window.controller
    c.start(
        deal(
            "2C 4D 6C 8C TC 3H 5D 7D JC QH",
            "AS 2S 3S 5H 6H 7H 9H 9D 9S KD",
            "QC",
            "KS 4S",
        ),
        opponent=script(PassUpcard(), DrawStock(), Knock(card("KD"))),
    )
    c.passUpcard()
    idle(c)
    c.drawStock()
    c.discard(card("KS"))
    idle(c)
    assert c.view.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert c.view.last_result.kind == "gin"
    t = window.table
    assert len(t.opponent_view.shown) == 10  # its melds, face up in its own row…
    assert not t.melds_box.isVisible()  # …and not a second time under them


def test_deal_the_next_hand_is_greyed_out_once_the_game_is_over(qtbot, window, idle, script):
    from dataclasses import replace

    from table_deals import card

    from ginrummy_desktop.engine import Rules

    c = window.controller
    m = deal(*KNOCKABLE, rules=replace(Rules(), target_score=10))
    c.start(m, opponent=script(PassUpcard(), EndLayoff()))
    c.passUpcard()
    idle(c)
    c.drawStock()
    c.knock(card("KD"))
    idle(c)
    assert c.view.phase is Phase.GAME_OVER
    assert not window.actions_by_name["next"].isEnabled()
    assert window.actions_by_name["new"].isEnabled()


# ------------------------------------------------------------------ animations
def test_a_thrown_card_is_on_the_pile_only_once_it_has_landed(qtbot, window, idle, script):
    from table_deals import card

    from ginrummy_desktop.engine import Discard, DrawStock

    window.settings.animation_speed = "slow"
    c = window.controller
    throw = lambda view, legal: next(a for a in legal if isinstance(a, Discard))  # noqa: E731
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard(), DrawStock(), throw))
    c.passUpcard()
    idle(c)
    c.drawStock()
    pile = window.table.pile_view
    before = pile.grab().toImage()
    c.discard(card("KD"))
    assert pile.incoming == card("KD")  # in flight: the pile still looks as before
    assert pile.grab().toImage() == before
    qtbot.waitUntil(lambda: pile.incoming is None, timeout=3000)
    assert pile.grab().toImage() != before  # landed: now it is on the pile


# ------------------------------------------------------------------ the hand's result
@pytest.mark.parametrize("hands, size", [(3, (782, 540)), (10, (782, 540)), (10, (840, 640))])
def test_the_result_sheet_shows_its_first_row_whole_at_800_by_600(qtbot, window, hands, size):
    from ginrummy_desktop.engine import HandResult, Rules, parse_cards

    melds = (tuple(parse_cards("KS KH KD KC")), tuple(parse_cards("5C 6C 7C")))
    results = tuple(
        HandResult(
            n,
            "knock",
            n % 2,
            9,
            0,
            knocker=n % 2,
            knocker_deadwood=4,
            defender_deadwood=13,
            knocker_melds=melds,
            knocker_deadwood_cards=tuple(parse_cards("AC 3S")),
            defender_melds=(tuple(parse_cards("QS QH QD")),),
            defender_deadwood_cards=tuple(parse_cards("AH 2D 5H 5D")),
            scores_after=(9 * (n // 2), 9 * ((n + 1) // 2)),
        )
        for n in range(1, hands + 1)
    )
    dlg = window.result_dialog
    dlg.set_result(results[-1], Rules(), results, results[-1].scores_after, False, None)
    dlg.resize(*size)  # what it gets on an 800×600 screen, and its own size
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.wait(20)
    body = dlg.sheet.body
    top = body.rowAt(0)
    assert top >= 0 and body.visualRect(body.model().index(top, 0)).top() >= 0
    assert dlg.sheet.newest_and_total_visible()
    dlg.hide()


# ------------------------------------------------------------------ the deal
def _dealt_window(qtbot, window, speed):
    from ginrummy_desktop.engine import Match, Rules

    window.settings.animation_speed = speed
    c = window.controller
    c.setPaceMs(0)
    c.start(Match(Rules(), seed=4, first_dealer=0), level="easy")  # the computer acts first
    return c


def test_a_new_hand_is_dealt_card_by_card_and_the_computer_waits_for_it(qtbot, window):
    c = _dealt_window(qtbot, window, "normal")
    deal = window.table.dealing
    assert deal is not None and deal.isVisible()
    assert len(deal.cards) == 21 and deal.cards[-1][1] == c.view.discard_pile[-1]
    qtbot.waitUntil(lambda: 0 < deal.dealt() < 21, timeout=2000)  # one by one
    assert c.view.phase is Phase.FIRST_UPCARD and len(c.view.history) == 1  # nobody moved
    assert _light_pixels(window.table, window.table.deadwood_label) == 0  # no count yet
    qtbot.waitUntil(lambda: window.table.dealing is None, timeout=5000)
    assert _deleted(deal) or not deal.isVisible()
    assert _light_pixels(window.table, window.table.deadwood_label) > 0  # the count is shown
    qtbot.waitUntil(lambda: c.state.my_turn or len(c.view.history) > 1, timeout=10000)


def test_the_deal_covers_the_prompt_and_buttons_and_the_guide_waits_for_it(qtbot, window):
    from ginrummy_desktop.engine import Match, Rules

    t = window.table
    window.settings.animation_speed = "slow"
    t.guide.start()
    c = window.controller
    c.setPaceMs(0)
    c.start(Match(Rules(), seed=4, first_dealer=1), level="easy")  # the player acts first
    deal = t.dealing
    assert deal is not None and c.state.may_take
    qtbot.waitUntil(lambda: 0 < deal.dealt() < 21, timeout=3000)
    assert t.take_button.isVisible() and t.pass_button.isVisible()  # there, but covered
    deal.elapsed = lambda: 0  # no card in flight over them at the moment of the grab
    assert _light_pixels(t, t.take_button) == 0 and _light_pixels(t, t.pass_button) == 0
    del deal.elapsed
    assert not t.guide.bubble.isVisible()  # its note points at a pile still being dealt
    assert 0 < deal.left_stock() <= 21
    assert deal.stock_after == c.view.stock_count == 31  # the count runs down to it (D5)
    qtbot.waitUntil(lambda: t.dealing is None, timeout=5000)
    assert _light_pixels(t, t.take_button) > 0 and _light_pixels(t, t.pass_button) > 0
    assert t.guide.bubble.isVisible() and t.guide.shown == ["pile"]


def _light_pixels(table, label) -> int:
    """How many pixels of ``label``'s place on the table are as light as its text (the felt
    is dark green)."""
    image = table.grab(table._rect_of(label)).toImage()
    return sum(
        image.pixelColor(x, y).lightness() > 180
        for x in range(image.width())
        for y in range(image.height())
    )


def _deleted(widget) -> bool:
    from shiboken6 import isValid

    return not isValid(widget)


def test_the_deal_follows_the_animation_speed_and_is_absent_when_off(qtbot, window):
    from ginrummy_desktop.views.deal_animation import deal_timing

    totals = {}
    for speed in ("fast", "normal", "slow"):
        _dealt_window(qtbot, window, speed)
        deal = window.table.dealing
        totals[speed] = deal.duration_ms
        deal.finish()
    assert totals["fast"] < totals["normal"] < totals["slow"] <= 3000
    assert deal_timing(280) == (46, 224)
    _dealt_window(qtbot, window, "off")
    assert window.table.dealing is None


def test_a_click_or_a_key_skips_the_deal_and_the_key_does_nothing_else(qtbot, window):
    c = _dealt_window(qtbot, window, "slow")
    deal = window.table.dealing
    QTest.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert window.table.dealing is None
    c2 = _dealt_window(qtbot, window, "slow")
    assert window.table.dealing is not None
    history = len(c2.view.history)
    QTest.keyClick(window.table.hand_view, Qt.Key.Key_P)  # skips; does not pass the upcard
    assert window.table.dealing is None and len(c2.view.history) == history
    assert c is c2


def test_the_deal_after_a_knock_covers_the_piles_where_they_are(qtbot, window, idle, script):
    from table_deals import card

    c = window.controller
    anything = lambda view, legal: legal[0]  # noqa: E731 (the next hand, if it comes to it)
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard(), EndLayoff(), *[anything] * 4))
    c.passUpcard()
    idle(c)
    c.drawStock()
    c.knock(card("KD"))
    idle(c)
    qtbot.wait(50)
    assert window.table.melds_box.isVisible()  # the knocker's melds moved the piles aside
    window.settings.animation_speed = "normal"
    c.nextHand()
    deal_shown = window.table.dealing
    assert deal_shown is not None
    qtbot.wait(50)
    t = window.table
    assert deal_shown.covered[2] == t._rect_of(t.pile_view)
    stock = t._rect_of(t.stock_view)
    assert stock.contains(deal_shown.stock.toPoint())  # the cards leave the stock's card
    assert deal_shown.stock == t.stock_view.card_rect().center() + QPointF(stock.topLeft())
    deal_shown.finish()


def test_the_move_log_at_800_by_600_shows_whole_moves_and_the_newest(qtbot, window):
    from ginrummy_desktop.ai import make_player
    from ginrummy_desktop.controller import HUMAN

    window.resize(792, 564)
    c = window.controller
    from ginrummy_desktop.engine import Match, Rules

    c.start(Match(Rules(), seed=4, first_dealer=1), opponent=_Pilot(), level="easy")
    pilot = make_player("easy", seed=2)
    log = window.table.move_log
    while log.model().rowCount() < 14 and not c.state.over:
        qtbot.waitUntil(lambda: c.state.my_turn or c.state.over, timeout=10000)
        if c.state.my_turn:
            c.play(pilot.choose(c.match.view(HUMAN), c.match.legal_actions()))
    qtbot.waitUntil(log.newest_visible, timeout=2000)
    top = log.indexAt(QPoint(4, 1))
    assert top.isValid() and log.visualRect(top).top() >= 0  # no half move under the title


class _Pilot:
    level = "easy"

    def __init__(self) -> None:
        from ginrummy_desktop.ai import make_player

        self.player = make_player("easy", seed=9)

    def choose(self, view, legal, cancel=None):
        return self.player.choose(view, legal)
