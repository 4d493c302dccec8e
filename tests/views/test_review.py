"""The hand review at the table: hands recorded as they finish, Game → History, the review
window stepped by keys, buttons and slider, the coach in the worker funnel, hands as text."""

from __future__ import annotations

import dataclasses
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from review_hands import BAD_DISCARD_MOVE, hand_with_bad_discard  # tests/support
from table_fixtures import open_window, wait_for_computer  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.ai.coach import COACH_WORLDS
from ginrummy_desktop.controller import HUMAN
from ginrummy_desktop.engine import Knock, Match, Phase, Rules
from ginrummy_desktop.models import CardRoles
from ginrummy_desktop.models.history_model import GamesModel, HandsModel
from ginrummy_desktop.models.review_model import ReviewModel
from ginrummy_desktop.persistence.history import HISTORY_NAME, HistoryStore
from ginrummy_desktop.review import hand_from_text, hand_to_text, replay


class Opponent:
    """A computer at ``level`` (as the history records it), played by an AI level."""

    def __init__(self, level="hard", inner="normal", seed=3) -> None:
        self.level = level
        self.player = make_player(inner, seed=seed)

    def choose(self, view, legal, cancel=None):
        return self.player.choose(view, legal)


def finish_hand(qtbot, window, pilot) -> None:
    c = window.controller
    while c.match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        wait_for_computer(qtbot, c)
        if c.match.to_act == HUMAN:
            assert c.play(pilot.choose(c.match.view(HUMAN), c.match.legal_actions()))


def play_hands(qtbot, window, n, seed=11, pilot_level="easy"):
    c = window.controller
    if c.match is None or c.match.phase is Phase.GAME_OVER:
        c.start(Match(Rules(), seed=seed), opponent=Opponent(seed=seed))
    pilot = make_player(pilot_level, seed=seed + 1)
    for k in range(n):
        if k:
            c.nextHand()
        finish_hand(qtbot, window, pilot)
    wait_for_computer(qtbot, c)


def key(widget, k, modifier=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(widget, k, modifier)


def same(a, b):
    return (a.kind, a.winner, a.points, a.knocker) == (b.kind, b.winner, b.points, b.knocker)


# ---------------------------------------------------------------------- recording
def test_finished_hands_are_recorded_and_replay_to_their_result(qtbot, window, tmp_path):
    play_hands(qtbot, window, 3)
    results = window.controller.state.results
    assert window.keeper.flush()
    history, problem = HistoryStore(tmp_path, window.keeper.secret).load()
    assert problem is None and len(history.games) == 1
    game = history.games[0]
    assert game.level == "hard" and game.status in ("playing", "won", "lost")
    assert [h.number for h in game.hands] == [1, 2, 3]
    for entry, result in zip(game.hands, results, strict=True):
        hand = hand_from_text(entry.text)
        assert same(replay(hand).result, result)
        assert entry.kind == result.kind and entry.points == result.points
    assert game.scores == window.controller.match.scores


def test_a_resumed_game_goes_on_in_the_same_history_entry(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path)
    play_hands(qtbot, w, 1, seed=5)
    w.controller.nextHand()  # the next hand is dealt and saved, then the app is killed
    assert w.keeper.flush()
    w._closing = True
    w.controller.shutdown()
    w2 = open_window(qtbot, tmp_path)
    w2.start_or_resume()
    qtbot.waitUntil(lambda: w2.resume_box is not None and w2.resume_box.isVisible())
    w2.resume_box.resume_button.click()
    qtbot.waitUntil(lambda: w2.controller.match is not None)
    w2.controller.opponent = Opponent(seed=6)
    finish_hand(qtbot, w2, make_player("easy", seed=2))
    games = w2.history.history.games
    assert len(games) == 1 and [h.number for h in games[0].hands] == [1, 2]
    assert w2.history.current_id == games[0].id


def test_a_new_game_leaves_the_last_one_unfinished(qtbot, window):
    play_hands(qtbot, window, 1, seed=7)
    window.controller.start(Match(Rules(), seed=8), opponent=Opponent(seed=8))
    finish_hand(qtbot, window, make_player("easy", seed=1))
    games = window.history.history.games
    assert [g.status for g in games] == ["playing", "unfinished"]


def test_a_damaged_history_is_reported_once_and_recording_goes_on(qtbot, tmp_path):
    (tmp_path / HISTORY_NAME).write_bytes(b"{not json")
    w = open_window(qtbot, tmp_path)
    play_hands(qtbot, w, 1, seed=9)
    notice = next(n for n in w.notices if "hand history" in n)
    assert notice.startswith("The hand history ") and "starts again, empty" in notice
    kept = [p for p in os.listdir(tmp_path) if p.startswith(HISTORY_NAME + ".corrupt-")]
    assert len(kept) == 1 and (tmp_path / kept[0]).read_bytes() == b"{not json"
    assert w.keeper.flush()
    history, problem = HistoryStore(tmp_path, w.keeper.secret).load()
    assert problem is None and len(history.games) == 1 and len(history.games[0].hands) == 1


def test_two_quick_hands_show_one_result(qtbot, window, monkeypatch):
    # Two hands that end within the showdown's wait (a quick pilot) open the result once,
    # for the last hand; a second open would take the focus from whatever came next.
    opened = []
    dialog = window.result_dialog
    real_open = dialog.open

    def counted_open():
        opened.append(len(window.state.results))
        real_open()

    monkeypatch.setattr(dialog, "open", counted_open)
    play_hands(qtbot, window, 2, seed=13)
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    qtbot.wait(max(300, window.controller.pace_ms) + 300)
    assert opened == [2]


# ---------------------------------------------------------------------- history dialog
def test_game_history_lists_the_games_and_opens_a_hand_by_keyboard(qtbot, window):
    play_hands(qtbot, window, 2, seed=13)
    # The hand's result opens a moment after it ends; let it come and go first, so it does
    # not take the focus from the history a busy machine opened before it.
    qtbot.waitUntil(lambda: window.result_dialog.isVisible(), timeout=5000)
    window.result_dialog.reject()
    window.actions_by_name["history"].trigger()
    dlg = window.reviews.history_dialog
    qtbot.waitUntil(dlg.isVisible)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg)
    games = dlg.games_model
    assert games.rowCount() == 1
    assert games.index(0, GamesModel.RESULT).data() == "In progress"
    assert games.index(0, GamesModel.OPPONENT).data() == "Hard"
    you, cpu = window.controller.match.scores
    assert games.index(0, GamesModel.POINTS).data() == f"{you} – {cpu}"
    assert dlg.hands_model.rowCount() == 2
    dlg.games.setFocus()
    key(dlg.games, Qt.Key.Key_Return)  # Enter on a game: to its hands
    assert dlg.focusWidget() is dlg.hands
    key(dlg.hands, Qt.Key.Key_Up)
    assert dlg.hands.currentIndex().row() == 0
    key(dlg.hands, Qt.Key.Key_Return)  # Enter on a hand: its review
    qtbot.waitUntil(lambda: len(window.reviews.reviews) == 1)
    win = window.reviews.reviews[0]
    assert win.replay.hand.number == 1
    assert same(win.replay.result, window.controller.state.results[0])
    win.close()
    qtbot.waitUntil(lambda: not window.reviews.reviews)


def test_the_history_dialog_follows_new_hands(qtbot, window):
    play_hands(qtbot, window, 1, seed=17)
    dlg = window.show_history()
    assert dlg.hands_model.rowCount() == 1
    window.controller.nextHand()
    finish_hand(qtbot, window, make_player("easy", seed=3))
    assert dlg.hands_model.rowCount() == 2


def test_history_models_pass_the_model_tester(qtmodeltester, window, qtbot):
    play_hands(qtbot, window, 2, seed=19)
    games = GamesModel()
    games.set_games(window.history.history.games, window.history.current_id)
    qtmodeltester.check(games)
    hands = HandsModel()
    hands.set_game(window.history.history.games[0])
    qtmodeltester.check(hands)
    assert hands.index(0, HandsModel.RESULT).data()


# ---------------------------------------------------------------------- the review window
def test_review_window_steps_by_keys_buttons_and_slider(qtbot, window):
    hand = hand_with_bad_discard()
    win = window.reviews.review_hand(hand, start_coach=False)
    qtbot.waitExposed(win)
    m = win.model
    last = len(hand.actions)
    assert m.position == 0 and m.last == last
    win.moves.setFocus()
    key(win.moves, Qt.Key.Key_Right)
    key(win.moves, Qt.Key.Key_Right)
    assert m.position == 2
    key(win.moves, Qt.Key.Key_End)
    assert m.position == last and not win.next_button.isEnabled()
    key(win.moves, Qt.Key.Key_Left)
    assert m.position == last - 1
    key(win.moves, Qt.Key.Key_Home)
    assert m.position == 0 and not win.prev_button.isEnabled()
    assert not win.costly_button.isEnabled()  # no coach, so nothing marked costly to go to
    win.next_button.click()
    win.next_button.click()
    win.next_button.click()
    assert m.position == 3
    win.prev_button.click()
    assert m.position == 2
    win.slider.setValue(BAD_DISCARD_MOVE)
    assert m.position == BAD_DISCARD_MOVE
    # The table after move 4: both hands face up, the pile with the 6H on top.
    pos = m.current()
    assert pos.pile[-1] == hand.actions[BAD_DISCARD_MOVE - 1].card
    assert win.piles.pile == pos.pile and win.piles.stock == pos.stock
    bottom = [c for _k, cards, _t in win.bottom_seat.groups for c in cards]
    top = [c for _k, cards, _t in win.top_seat.groups for c in cards]
    assert sorted(bottom) == sorted(pos.hands[HUMAN])
    assert sorted(top) == sorted(pos.hands[1 - HUMAN])
    assert "deadwood" in win.bottom_seat.title
    # The move log highlights the current move, and the selection follows.
    assert win.moves.currentIndex().row() == BAD_DISCARD_MOVE
    assert m.index(BAD_DISCARD_MOVE, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert m.index(BAD_DISCARD_MOVE, ReviewModel.MOVE).data() == "You discarded the Six of hearts."
    # Choosing a row of the log shows that position.
    win.moves.setCurrentIndex(m.index(1, ReviewModel.MOVE))
    assert m.position == 1 and win.slider.value() == 1
    win.close()


def test_the_coach_judges_in_the_worker_funnel_and_marks_the_bad_discard(qtbot, window):
    hand = hand_with_bad_discard()
    win = window.reviews.review_hand(hand)
    progress = []
    win.coach.progress.connect(lambda *a: progress.append(a))
    assert win.progress.isVisible()
    # The GUI thread is free while the coach works: the window steps at once.
    win.go(2)
    assert win.model.position == 2
    qtbot.waitUntil(lambda: win.coach_done, timeout=60000)
    verdicts = {v.move: v for v in win.coach.verdicts}
    assert set(verdicts) == {m.number for m in win.replay.decisions()}
    bad = verdicts[BAD_DISCARD_MOVE]
    # The two costliest: the bad discard and the knock with 10 undercut at the hand's end.
    assert bad.costly and bad in sorted(verdicts.values(), key=lambda v: v.cost)[-2:]
    # Copy as text carries the coach's opinions as comments, which reading ignores.
    text = win.hand_text()
    assert text != hand_to_text(hand)
    line = next(x for x in text.splitlines() if x.startswith(f"{BAD_DISCARD_MOVE}. "))
    assert "# Coach: The coach's choice: discard the" in line
    assert "A costly decision." in line
    assert hand_from_text(text) == hand
    assert win.coach._process._proc is not None  # judged in the coach's child process
    assert win.coach._process._proc.pid != os.getpid()
    assert progress and progress[-1][0] == progress[-1][1] == len(verdicts)
    assert not win.progress.isVisible()
    assert win.model.index(BAD_DISCARD_MOVE, ReviewModel.COACH).data().endswith("?")
    assert win.model.index(BAD_DISCARD_MOVE, 0).data(CardRoles.Costly) is True
    assert win.costly_button.isEnabled()
    # The column says "as the coach" for the coach's own move only; another move worth as
    # much is "as good", as the panel under it says.
    coach_cell = lambda: win.model.index(BAD_DISCARD_MOVE, ReviewModel.COACH).data()  # noqa: E731
    win.model.set_verdict(dataclasses.replace(bad, cost=0.01))
    assert coach_cell() == "as good"
    win.model.set_verdict(dataclasses.replace(bad, played=bad.best, cost=0.0))
    assert coach_cell() == "as the coach"
    win.model.set_verdict(bad)
    knock = next(v for v in verdicts.values() if isinstance(v.played, Knock))
    named = {
        bad.move: "the discard of the Six of hearts, on move 4",
        knock.move: "the knock with the Five of spades, on move 40",
    }
    worst = max(verdicts.values(), key=lambda v: v.cost)
    assert f"The costliest was {named[worst.move]}." in win.summary.text()
    # the hand was played against Hard: the coach keeps its prior, and says so
    assert win.assumption.isVisible()
    assert win.assumption.text() == (
        "The coach plays the computer as a player who may wait for gin rather than knock."
    )
    win.go(0)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    key(win.moves, Qt.Key.Key_F3)  # the next costly decision
    assert win.model.position in {v.move for v in verdicts.values() if v.costly}
    win.go(BAD_DISCARD_MOVE)
    assert "The coach's choice: discard the" in win.coach_best.text()
    assert "Your choice: discard the Six of hearts" in win.coach_yours.text()
    assert "belongs to one of your melds" in win.coach_yours.text()
    cost = win.coach_cost.text()
    assert cost.startswith("Cost in points per hand: about ")
    assert cost.endswith("A costly decision.")
    assert f"from {COACH_WORLDS} sampled deals" in cost  # the AI package's default effort
    win.close()


def test_closing_the_window_cancels_the_coach(qtbot, window):
    hand = hand_with_bad_discard()
    win = window.reviews.review_hand(hand, start_coach=False)
    coach = win.coach
    seen = []
    coach.progress.connect(lambda *a: seen.append(a))
    coach.review(win.replay, worlds=10**6)  # would take hours
    qtbot.waitUntil(lambda: bool(seen), timeout=30000)
    proc = coach._process._proc
    win.close()
    assert not coach.busy and window.controller.tasks.pending(owner=coach) == 0
    assert proc is not None and not proc.is_alive()
    assert coach.verdicts == ()


def test_review_this_hand_from_the_result_dialog(qtbot, window):
    play_hands(qtbot, window, 1, seed=23)
    window.show_result()
    dlg = window.result_dialog
    qtbot.waitUntil(dlg.isVisible)
    assert dlg.review_button.isVisible() and dlg.review_button.text() == "Review this hand"
    dlg.review_button.click()
    qtbot.waitUntil(lambda: len(window.reviews.reviews) == 1)
    win = window.reviews.reviews[0]
    assert win.isVisible() and dlg.isVisible()  # the result stays for the next hand
    assert same(win.replay.result, window.controller.match.last_result)
    # The result holds the table (modal): the review opened from it takes real input. The
    # clicks go through the window system, as a player's do (a click sent to a widget
    # directly would pass a window the modal dialog blocks).
    qtbot.waitExposed(win)
    start = win.model.position
    system_click(win.next_button)
    assert win.model.position == start + 1
    system_click(win.close_button)
    qtbot.waitUntil(lambda: not window.reviews.reviews)
    assert dlg.isVisible()  # back at the result, "Next hand" still to press
    system_click(dlg.next_button)
    qtbot.waitUntil(lambda: not dlg.isVisible())


def test_the_current_move_stays_in_view_as_the_review_steps(qtbot, window):
    # At 800×560 the moves do not all fit; the coach's panel changes height with each
    # decision's text after the move was scrolled to, which left it under the edge.
    play_hands(qtbot, window, 1, seed=23)
    win = window.reviews.review_last_hand()
    qtbot.waitExposed(win)
    win.resize(800, 560)
    qtbot.waitUntil(lambda: not win.coach.busy, timeout=60000)
    win.go(0)
    hidden = []
    for _ in range(win.model.last):
        win.next_button.click()
        QApplication.processEvents()  # the layout pass after the coach's text changed
        rect = win.moves.visualRect(win.model.index(win.model.position, ReviewModel.MOVE))
        if not win.moves.viewport().rect().contains(rect):
            hidden.append(win.model.position)
    assert hidden == []
    win.close()


def test_on_a_small_screen_the_coachs_words_scroll_and_the_table_keeps_its_room(qtbot, window):
    """An 800×600 screen leaves the review 760×540: five wrapped Dutch lines of the coach
    squeezed the cards above them until their captions were cut and the last ones ran
    under the coach's title. The words scroll instead; the cards keep their room."""
    from ginrummy_desktop.i18n.translator import LanguageSwitcher

    switcher = LanguageSwitcher(QApplication.instance())
    assert switcher.set_language("nl")
    try:
        play_hands(qtbot, window, 2, seed=23)
        win = window.reviews.review_last_hand()
        qtbot.waitExposed(win)
        qtbot.waitUntil(lambda: not win.coach.busy, timeout=60000)
        win.resize(760, 540)
        scrolled = 0
        for position in range(win.model.last + 1):
            win.go(position)
            QApplication.processEvents()
            seat, box = win.bottom_seat, win.coach_box
            assert win.top_seat.height() >= win.top_seat.minimumHeight()
            assert seat.height() >= seat.minimumHeight()
            assert seat.geometry().bottom() < box.geometry().top(), position
            text = win.coach_text
            scrolled += text.verticalScrollBar().maximum() > 0
            assert text.verticalScrollBar().value() == 0
        assert scrolled  # some decision's words did not fit: they scroll
        win.close()
    finally:
        switcher.set_language("en")


def system_click(button) -> None:
    """A left click on ``button`` delivered to its window as the window system would."""
    top = button.window()
    pos = button.mapTo(top, button.rect().center())
    QTest.mouseClick(
        top.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )
    QApplication.processEvents()


# ---------------------------------------------------------------------- hands as text
def test_copy_and_paste_and_save_a_hand_as_text(qtbot, window, tmp_path):
    hand = hand_with_bad_discard()
    win = window.reviews.review_hand(hand, start_coach=False)
    win.moves.setFocus()
    key(win.moves, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    text = QGuiApplication.clipboard().text()
    assert text == hand_to_text(hand)
    win.close()
    again = window.reviews.paste()
    assert again is not None and again.replay.hand == hand
    again.close()
    path = tmp_path / "hand.txt"
    win2 = window.reviews.review_hand(hand, start_coach=False)
    assert win2.save_to(str(path))
    assert path.read_text(encoding="utf-8") == text
    win2.close()
    third = window.reviews.open_path(str(path))
    assert third is not None and third.replay.hand == hand
    third.close()


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda p: "garbage", "should read"),
        (
            lambda p: hand_to_text(hand_with_bad_discard()).replace("Upcard: KD", "Upcard: KX"),
            "not a card",
        ),
        (
            lambda p: hand_to_text(hand_with_bad_discard()).replace(
                "4. P discard 6H", "4. P discard AS"
            ),
            "not allowed",
        ),
    ],
)
def test_a_malformed_text_is_refused_with_a_message(qtbot, window, make, words):
    result = window.reviews.open_text(make(None))
    assert result is None and not window.reviews.reviews
    message = window.reviews.problems[-1]
    assert message.startswith("This text is not a hand the game can open.") and words in message
    box = window.reviews.current_box
    qtbot.waitUntil(box.isVisible)
    assert box.text() == message
    box.buttons()[0].click()


def test_markup_in_a_refused_text_is_shown_as_written(qtbot, window):
    """The refusal quotes the text's own words: they show as typed, never as markup or a
    link to follow."""
    text = hand_to_text(hand_with_bad_discard()).replace(
        "4. P discard 6H", '4. P discard <a href="//x.example">fix</a>'
    )
    assert window.reviews.open_text(text) is None
    box = window.reviews.current_box
    qtbot.waitUntil(box.isVisible)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert "<a href" in box.text()
    box.buttons()[0].click()


@pytest.mark.parametrize("kind", ["folder", "binary", "huge", "missing", "link-loop"])
def test_a_file_that_is_not_a_hand_is_refused_with_a_message(qtbot, window, tmp_path, kind):
    path = tmp_path / "hand.txt"
    if kind == "folder":
        path.mkdir()
    elif kind == "link-loop":
        path.symlink_to(tmp_path / "other.txt")
        (tmp_path / "other.txt").symlink_to(path)
    elif kind == "binary":
        path.write_bytes(b"\xff\xfe\x00\x00garbage")
    elif kind == "huge":
        with open(path, "wb") as f:
            f.truncate(10 * 1024 * 1024)
    assert window.reviews.open_path(str(path)) is None
    assert str(path) in window.reviews.problems[-1]


def test_review_model_passes_the_model_tester(qtmodeltester):
    model = ReviewModel(replay(hand_with_bad_discard()))
    qtmodeltester.check(model)
    model.set_position(5)
    qtmodeltester.check(model)


def test_history_file_holds_no_seed(qtbot, window, tmp_path):
    window.new_game()  # dealt from the install's key: a 128-bit seed nobody may read
    seed = window.controller.match.seed
    assert seed > 2**64
    finish_hand(qtbot, window, make_player("easy", seed=5))
    assert window.keeper.flush()
    text = (tmp_path / HISTORY_NAME).read_text(encoding="utf-8")
    assert str(seed) not in text and hex(seed)[2:] not in text
    assert "seed" not in text.lower()


def test_the_review_and_the_history_speak_the_new_language_at_once(qtbot, window):
    play_hands(qtbot, window, 1, seed=31)
    dlg = window.show_history()
    win = window.reviews.review_hand(hand_with_bad_discard(), start_coach=False)
    win.go(BAD_DISCARD_MOVE)
    try:
        window._switch_language("nl")
        qtbot.waitUntil(lambda: win.windowTitle() == "Nabespreking van ronde 1")
        assert win.model.headerData(ReviewModel.MOVE, Qt.Orientation.Horizontal) == (
            "Wat er gebeurde"
        )
        assert win.model.index(BAD_DISCARD_MOVE, ReviewModel.MOVE).data() == (
            "U legde de hartenzes af."
        )
        assert win.coach_heading.text() == "Zet 4: U legde de hartenzes af."
        assert win.piles.stock_caption.startswith("Trekstapel: ")
        qtbot.waitUntil(lambda: dlg.windowTitle() == "Rondegeschiedenis")
        assert dlg.games_model.index(0, GamesModel.RESULT).data() == "Bezig"
        assert win.model.position == BAD_DISCARD_MOVE  # the same window, where it was
    finally:
        window._switch_language("en")
    qtbot.waitUntil(lambda: win.windowTitle() == "Review of hand 1")
    win.close()
