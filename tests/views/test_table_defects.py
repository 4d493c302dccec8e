"""The play-test defects of the table, each as a player met it: the score sheet's newest
hand and totals in view, a knock picked by one click, a game given up only when asked, the
table at 800×600, meld marks in every sort, a hand order of one's own, whole-card repaints,
a drag image that is the card alone, a table that does not jump, focus that follows the
draw and the Hint, sorted deadwood and the computer's melds at the showdown, "–" for a
margin never won, a quiet empty table behind the resume question, and no result that opens
after the table closed."""

from __future__ import annotations

import threading

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QDrag, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTableView
from table_deals import card, deal  # tests/support
from table_fixtures import open_window  # tests/support

from ginrummy_desktop.controller import COMPUTER, HUMAN
from ginrummy_desktop.engine import (
    DrawStock,
    EndLayoff,
    HandResult,
    Knock,
    PassUpcard,
    Phase,
    Rules,
    parse_cards,
)
from ginrummy_desktop.models import CardRoles, ScoreSheetModel, ShowdownModel, make_mime
from ginrummy_desktop.render import CARD_ASPECT
from ginrummy_desktop.settings import Settings
from ginrummy_desktop.views import MainWindow

KNOCKABLE = ("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D KH")


def nine_hands():
    """Nine small hands: the sheet outgrows any dialog's first screenful."""
    out, totals = [], [0, 0]
    for n in range(1, 10):
        winner = n % 2
        totals[winner] += n + 3
        out.append(
            HandResult(
                n, "knock", winner, n + 3, 1 - winner, knocker=winner, scores_after=tuple(totals)
            )
        )
    return tuple(out), tuple(totals)


def rows_in_view(dialog) -> set[str]:
    """The first-column texts of every score-sheet row a player can see without scrolling,
    in whatever tables the dialog has."""
    seen = set()
    for table in dialog.findChildren(QTableView):
        if not table.isVisible():
            continue
        model = table.model()
        port = table.viewport().rect()
        for r in range(model.rowCount()):
            if table.isRowHidden(r):
                continue
            rect = table.visualRect(model.index(r, 0))
            if rect.isValid() and port.contains(rect):
                seen.add(model.index(r, 0).data())
    return seen


# ------------------------------------------------------------------ 1 and 13: the score sheet
def test_result_after_hand_nine_shows_the_newest_hand_and_the_total(qtbot, window):
    results, totals = nine_hands()
    dlg = window.result_dialog
    dlg.set_result(results[-1], Rules(), results, totals, False, None)
    dlg.show()
    qtbot.waitExposed(dlg)
    seen = rows_in_view(dlg)
    assert "9" in seen and "Total" in seen, seen


def test_closing_the_table_closes_the_hands_result_with_it(qtbot, window):
    """A dialog with a parent is a window of its own: hiding the table leaves it on screen
    (and in a screen reader's tree) unless the table closes it."""
    results, totals = nine_hands()
    dlg = window.result_dialog
    dlg.set_result(results[-1], Rules(), results, totals, False, None)
    dlg.show()
    qtbot.waitExposed(dlg)
    window.close()
    assert not dlg.isVisible()


def test_closing_the_table_as_a_hand_ends_opens_no_result_after_it(qtbot, window, script, idle):
    """The showdown waits a moment so the last move is seen; a table closed in that
    moment must not open it afterwards — alone on screen, it would keep the app running."""
    c = window.controller
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard(), EndLayoff()))
    c.passUpcard()
    idle(c)
    c.drawStock()
    assert c.play(Knock(card("KD")))
    idle(c)
    assert c.view.phase is Phase.HAND_OVER
    window.close()
    qtbot.wait(700)  # longer than the showdown's wait (at least 300 ms)
    assert not window.result_dialog.isVisible()
    assert [t for t in QApplication.topLevelWidgets() if t.isVisible()] == []


def test_score_sheet_dialog_shows_every_row_and_unwrapped_outcomes(qtbot, window):
    results, totals = nine_hands()
    from ginrummy_desktop.views import ScoresDialog

    dlg = ScoresDialog(results, totals, 100, window)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    seen = rows_in_view(dlg)
    assert {str(n) for n in range(1, 10)} | {"Total"} <= seen, seen
    for table in dlg.findChildren(QTableView):
        if not table.isVisible() or not table.horizontalHeader().isVisible():
            continue
        fm = QFontMetrics(table.font())
        col = ScoreSheetModel.OUTCOME
        widest = max(
            fm.horizontalAdvance(table.model().index(r, col).data() or "")
            for r in range(table.model().rowCount())
        )
        assert table.columnWidth(col) >= widest + 6  # no outcome wraps or is cut


# ------------------------------------------------------------------ 3: knock by one click
def test_one_click_on_a_lit_card_picks_the_knock_card(qtbot, window, script, idle):
    c, t = window.controller, window.table
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard(), EndLayoff()))
    c.passUpcard()
    idle(c)
    c.drawStock()
    t.knock_button.click()
    assert c.state.knock.active and not t.confirm_button.isEnabled()
    hand = window.models.hand
    row = hand.row_of(card("KD"))
    t.hand_view.doItemsLayout()
    strip = t.hand_view.visualRect(hand.index(row, 0))
    QTest.mouseClick(
        t.hand_view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        QPoint(strip.left() + 6, strip.center().y()),
    )
    assert c.state.knock.card == card("KD")
    assert t.confirm_button.isEnabled()
    assert "click" in c.state.status.lower() or "confirm" in c.state.status.lower()
    t.confirm_button.click()
    assert c.view.phase in (Phase.LAYOFF, Phase.HAND_OVER)


# ------------------------------------------------------------------ 4: new game asks
def test_a_new_game_mid_game_asks_first_and_counts_as_lost(qtbot, window, idle):
    c = window.controller
    c.setLevel("easy")
    c.newGame()  # dealt from the install's secret: a counted game
    idle(c)
    actions = window.actions_by_name
    assert not actions["next"].isEnabled()  # a hand is in play: nothing to deal
    game = c.match
    actions["new"].trigger()
    assert c.match is game  # nothing thrown away yet
    box = window.new_game_box
    qtbot.waitUntil(lambda: box.isVisible())
    box.keep_button.click()
    assert c.match is game and window.keeper.stats.levels.get("easy") is None
    actions["new"].trigger()
    box = window.new_game_box
    qtbot.waitUntil(lambda: box.isVisible())
    box.give_up_button.click()
    assert c.match is not game
    assert window.keeper.stats.levels["easy"].games_lost == 1
    idle(c)


# ------------------------------------------------------------------ 5: 800×600
def test_the_table_fits_and_plays_at_800x600(qtbot, tmp_path, script, idle):
    w = open_window(qtbot, tmp_path, size=(800, 600), guide_done=False)
    hint = w.minimumSizeHint()
    assert hint.width() <= 800 and hint.height() <= 600
    assert w.width() <= 800 and w.height() <= 600
    c, t = w.controller, w.table
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard()))
    c.passUpcard()
    idle(c)
    c.drawStock()
    qtbot.wait(20)
    inside = t.rect()
    for widget in (
        t.hand_view,
        t.stock_view,
        t.pile_view,
        t.opponent_view,
        t.status_label,
        t.button_bar,
        t.knock_button,
        t.hint_button,
        t.log_box,
    ):
        rect = QRect(widget.mapTo(t, QPoint(0, 0)), widget.size())
        assert widget.isVisible() and inside.contains(rect), widget
    assert t.hand_view.card_width >= 60  # cards scale down, and stay readable
    hand = w.models.hand
    last = t.hand_view.visualRect(hand.index(hand.rowCount() - 1, 0))
    assert last.left() + t.hand_view.card_width <= t.hand_view.viewport().width()
    w.close()


# ------------------------------------------------------------------ 6: melds in any sort
def test_melds_read_at_a_glance_in_rank_and_suit_order(qtbot, window, script):
    c = window.controller
    # Melds: AS 2S 3S (run), 5H 6H 7H (run), 9C 9D 9S (set); KD deadwood.
    c.start(deal(*KNOCKABLE), opponent=script())
    hand = window.models.hand
    for mode in ("rank", "suit", "melds"):
        window.table.sort_hand(mode)
        starts: dict[int, int] = {}
        for r in range(hand.rowCount()):
            i = hand.index(r, 0)
            group = i.data(CardRoles.MeldGroup)
            # A bracket (with its word) starts at a "first" or a lone "single" meld card.
            if group >= 0 and i.data(CardRoles.GroupPosition) in ("first", "single"):
                starts[group] = starts.get(group, 0) + 1
        assert all(n <= 1 for n in starts.values()), (mode, starts)  # never a bracket per pair
        for r in range(hand.rowCount()):
            i = hand.index(r, 0)
            if i.data(CardRoles.MeldGroup) >= 0 and i.data(CardRoles.MeldGroup) not in starts:
                assert i.data(CardRoles.MeldBadge), (mode, i.data())  # marked card by card
    # In suit order the nines' set is split up (9S with the spades, 9C last): each of its
    # cards carries the meld's mark.
    window.table.sort_hand("suit")
    for text in ("9S", "9D", "9C"):
        nine = hand.index(hand.row_of(card(text)), 0)
        assert nine.data(CardRoles.MeldBadge)
        assert nine.data(CardRoles.GroupPosition) == "scattered"


# ------------------------------------------------------------------ 7: the player's own order
def test_a_hand_arranged_by_hand_keeps_its_order_after_a_draw(qtbot, window, script, idle):
    c, t = window.controller, window.table
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard()))
    hand = window.models.hand
    assert t.sort_button["melds"].isChecked()
    # Drag the king to the front of the hand.
    hand.dropMimeData(
        make_mime("hand", [card("KD")]), Qt.DropAction.MoveAction, 0, 0, QModelIndex()
    )
    order = hand.cards
    assert order[0] == card("KD")
    assert not any(b.isChecked() for b in t.sort_button.values())  # no sort mode is lit
    c.passUpcard()
    idle(c)
    c.drawStock()  # 4D, with "arrange after each draw" on
    assert hand.cards[:-1] == order and hand.cards[-1] == card("4D")  # new card: right end
    assert not any(b.isChecked() for b in t.sort_button.values())
    t.sort_hand("rank")
    assert t.sort_button["rank"].isChecked() and hand.cards != order


# ------------------------------------------------------------------ 8: whole-card repaints
class PaintSpy(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRect] = []

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.rect())
        return False


def test_moving_the_focus_repaints_whole_cards(qtbot, window, script):
    c, t = window.controller, window.table
    c.start(deal(*KNOCKABLE), opponent=script())
    view, hand = t.hand_view, window.models.hand
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    view.setCurrentIndex(hand.index(3, 0))
    qtbot.wait(30)
    spy = PaintSpy()
    view.viewport().installEventFilter(spy)
    try:
        view.setCurrentIndex(hand.index(4, 0))
        qtbot.waitUntil(lambda: bool(spy.rects))
        qtbot.wait(30)
    finally:
        view.viewport().removeEventFilter(spy)
    painted = QRect()
    for r in spy.rects:
        painted = painted.united(r)
    height = view.viewport().height()
    for row in (3, 4):  # the card that sank and the one that rose, each as a whole
        item = view.visualRect(hand.index(row, 0))
        whole = QRect(item.left(), 0, view.card_width, height)
        assert painted.contains(whole.intersected(view.viewport().rect())), (row, painted)


# ------------------------------------------------------------------ 9: the drag image
def test_the_drag_image_is_the_card_alone_with_clear_corners(qtbot, window, script, monkeypatch):
    c, t = window.controller, window.table
    c.start(deal(*KNOCKABLE), opponent=script())
    view, hand = t.hand_view, window.models.hand
    seen = []

    def fake_exec(self, *args, **kwargs):
        seen.append(self.pixmap())
        return Qt.DropAction.IgnoreAction

    monkeypatch.setattr(QDrag, "exec", fake_exec)
    view.setCurrentIndex(hand.index(2, 0))
    view.startDrag(Qt.DropAction.MoveAction)
    assert len(seen) == 1
    image = seen[0].toImage()
    dpr = seen[0].devicePixelRatio()
    w = view.card_width
    assert (round(image.width() / dpr), round(image.height() / dpr)) == (w, round(w * CARD_ASPECT))
    assert image.pixelColor(0, 0).alpha() == 0  # a rounded corner, see-through
    assert image.pixelColor(image.width() - 1, image.height() - 1).alpha() == 0


# ------------------------------------------------------------------ 10: nothing jumps
class Holding:
    """Thinks until released, so the table can be looked at during the computer's turn."""

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, view, legal, cancel=None):
        while not self.go.wait(0.01):
            if cancel is not None and cancel.is_set():
                break
        return legal[0]


def test_the_table_does_not_move_when_the_buttons_come_and_go(qtbot, window, idle):
    c, t = window.controller, window.table
    holder = Holding()
    c.start(deal(*KNOCKABLE), opponent=holder)

    def places():
        qtbot.wait(30)
        return [
            QRect(w.mapTo(t, QPoint(0, 0)), w.size())
            for w in (t.hand_view, t.pile_view, t.stock_view, t.opponent_view, t.status_label)
        ]

    mine = places()  # Take / Pass / Hint showing
    c.passUpcard()
    assert c.thinking and not any(b.isVisible() for b in t.action_buttons())
    assert places() == mine
    holder.go.set()
    idle(c)
    assert places() == mine


# ------------------------------------------------------------------ 11: focus follows
def test_focus_goes_to_the_drawn_card_and_to_the_hinted_card(qtbot, window, script, idle):
    c, t = window.controller, window.table
    c.start(deal(*KNOCKABLE), opponent=script(PassUpcard()))
    window.activateWindow()
    t.hand_view.setFocus()
    qtbot.waitUntil(t.hand_view.hasFocus)
    c.passUpcard()
    idle(c)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_S)
    assert len(c.view.hand) == 11
    assert t.hand_view.hasFocus()
    assert t.hand_view.currentIndex().data(CardRoles.Card) == card("4D")
    assert t.hand_view.currentIndex().data(CardRoles.JustDrawn)
    QTest.keyClick(t.hand_view, Qt.Key.Key_Home)
    with qtbot.waitSignal(
        c.stateChanged, timeout=10000, check_params_cb=lambda s: s.hint is not None
    ):
        c.requestHint()
    hinted = c.state.hint.action.card
    assert t.hand_view.currentIndex().data(CardRoles.Card) == hinted


# ------------------------------------------------------------------ 14: the showdown and more
def test_showdown_deadwood_is_in_rank_order():
    r = HandResult(
        1,
        "knock",
        HUMAN,
        12,
        COMPUTER,
        knocker=HUMAN,
        knocker_melds=(tuple(parse_cards("AS 2S 3S")),),
        knocker_deadwood_cards=tuple(parse_cards("9H 2D 5C")),
        defender_deadwood_cards=tuple(parse_cards("KD 3C QH 3H")),
    )
    model = ShowdownModel(human_seat=HUMAN)
    model.set_result(r)
    groups = {}
    for s in range(model.rowCount()):
        sec = model.index(s, 0)
        for g in range(model.rowCount(sec)):
            i = model.index(g, 0, sec)
            if i.data(CardRoles.GroupKind) == "deadwood":
                groups[s] = i.data(CardRoles.Cards)
    assert groups[0] == tuple(parse_cards("2D 5C 9H"))
    assert groups[1] == tuple(parse_cards("3H 3C QH KD"))


def test_after_you_knock_the_computers_cards_show_as_melds_and_deadwood(
    qtbot, window, script, idle
):
    c, t = window.controller, window.table
    # The computer holds 2C 3C 4C (a run) and 3D 5D 7D… as deadwood.
    c.start(
        deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 3C 4C 8C TC 3D 5D 7D JH QS", "QC", "4D"),
        opponent=script(PassUpcard(), EndLayoff()),
    )
    c.passUpcard()
    idle(c)
    c.drawStock()
    c.knock(card("KD"))
    idle(c)
    assert c.view.phase is Phase.HAND_OVER
    kinds = [kind for kind, _ in t.opponent_view.groups]
    assert "meld" in kinds and kinds[-1] == "deadwood"
    melds = [cards for kind, cards in t.opponent_view.groups if kind == "meld"]
    assert tuple(parse_cards("2C 3C 4C")) in melds
    dead = t.opponent_view.groups[-1][1]
    assert list(dead) == sorted(dead, key=lambda x: (x.rank, x.suit))


def test_best_margin_shows_a_dash_where_no_game_was_won(qtbot):
    from ginrummy_desktop.persistence import Statistics
    from ginrummy_desktop.views.stats_dialog import StatsDialog

    stats = Statistics()
    stats.record_game("easy", COMPUTER, (20, 100), HUMAN)
    dlg = StatsDialog(stats)
    qtbot.addWidget(dlg)
    row = next(
        r
        for r in range(dlg.table.rowCount())
        if dlg.table.verticalHeaderItem(r).text() == "Best game margin"
    )
    assert [dlg.table.item(row, col).text() for col in range(3)] == ["–", "–", "–"]


def test_behind_the_resume_question_the_table_is_quiet_and_in_place(qtbot, tmp_path, idle):
    from ginrummy_desktop.engine import Match
    from ginrummy_desktop.persistence import SaveStore, load_secret
    from ginrummy_desktop.settings import LEVELS

    SaveStore(tmp_path, load_secret(tmp_path)[0], LEVELS).save(Match(seed=4), "easy", None)
    w = open_window(qtbot, Settings(tmp_path), start=True)
    qtbot.waitUntil(lambda: w.resume_box is not None and w.resume_box.isVisible())
    t = w.table
    assert not t.look_button.isEnabled()
    assert not w.actions_by_name["pile"].isEnabled()

    def places():
        qtbot.wait(30)
        return [
            QRect(x.mapTo(t, QPoint(0, 0)), x.size())
            for x in (t.stock_view, t.pile_view, t.hand_view)
        ]

    empty = places()
    w.resume_box.resume_button.click()
    qtbot.waitUntil(lambda: w.models.hand.rowCount() == 10)
    idle(w.controller)
    assert places() == empty
    w.close()


def test_deal_the_next_hand_only_between_hands(qtbot, window, script, idle):
    c = window.controller
    c.start(
        deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D"),
        opponent=script(PassUpcard(), EndLayoff()),
    )
    nxt = window.actions_by_name["next"]
    assert not nxt.isEnabled()
    c.passUpcard()
    idle(c)
    c.drawStock()
    c.knock(card("KD"))
    idle(c)
    assert c.view.phase is Phase.HAND_OVER and nxt.isEnabled()
    assert Knock  # the knock was the player's: the hand is over, the next may be dealt
    assert DrawStock


def test_on_x11_the_dragged_card_follows_the_pointer_inside_the_window(
    qtbot, window, script, monkeypatch
):
    """Without a compositing manager X11 fills a drag image's see-through corners black;
    there the card is drawn by the window itself while the drag lasts."""
    from PySide6.QtGui import QCursor

    import ginrummy_desktop.views.hand_view as hand_view

    class X11:
        @staticmethod
        def platformName():
            return "xcb"

    monkeypatch.setattr(hand_view, "QGuiApplication", X11)
    c, t = window.controller, window.table
    c.start(deal(*KNOCKABLE), opponent=script())
    view, hand = t.hand_view, window.models.hand
    seen = []

    def fake_exec(self, *args, **kwargs):
        ghosts = [g for g in window.findChildren(hand_view.DragGhost) if g.isVisible()]
        seen.append((self.pixmap().isNull(), ghosts))
        QCursor.setPos(window.mapToGlobal(QPoint(300, 300)))
        for g in ghosts:
            g.follow()
        seen.append(ghosts[0].pos() + ghosts[0].hot if ghosts else None)
        return Qt.DropAction.IgnoreAction

    monkeypatch.setattr(QDrag, "exec", fake_exec)
    view.setCurrentIndex(hand.index(2, 0))
    view.startDrag(Qt.DropAction.MoveAction)
    (no_native_image, ghosts), where = seen
    assert no_native_image and len(ghosts) == 1
    image = ghosts[0].pixmap().toImage()
    assert image.pixelColor(0, 0).alpha() == 0  # the corners stay clear, drawn by Qt
    qtbot.waitUntil(
        lambda: not [g for g in window.findChildren(hand_view.DragGhost) if g.isVisible()]
    )


def test_the_newest_hand_stays_in_view_when_the_dialog_is_resized_after_showing(qtbot, window):
    results, totals = nine_hands()
    dlg = window.result_dialog
    dlg.set_result(results[-1], Rules(), results, totals, False, None)  # filled while hidden
    dlg.show()
    qtbot.waitExposed(dlg)
    for size in ((760, 520), (840, 600), (700, 560)):
        dlg.resize(*size)
        qtbot.wait(20)
        seen = rows_in_view(dlg)
        assert "9" in seen and "Total" in seen, (size, seen)


def test_a_first_start_never_opens_larger_than_the_screen(qtbot, tmp_path):
    """No saved geometry: 1280×800 where it fits, else the screen's room (offscreen screens
    are 800 pixels wide here)."""
    from ginrummy_desktop.settings import Settings
    from ginrummy_desktop.views.main_window import DEFAULT_SIZE, FRAME_ROOM

    settings = Settings(tmp_path)
    settings.guide_done = True
    w = MainWindow(settings)
    qtbot.addWidget(w)
    room = w.screen().availableGeometry()
    assert w.width() <= room.width() and w.height() <= room.height()
    assert w.size() == DEFAULT_SIZE.boundedTo(room.size() - FRAME_ROOM)  # and its frame
    assert room.contains(w.geometry())
    w.controller.shutdown()


def test_the_felt_is_the_same_painted_directly_or_from_its_copy(qtbot, window, script):
    """The first paint at a size fills the felt itself, later ones copy its pixmap: a
    resize shows no seam or shift between the two."""
    c, t = window.controller, window.table
    c.start(deal(*KNOCKABLE), opponent=script())
    qtbot.wait(30)
    window.resize(window.width() - 40, window.height() - 30)
    first = t.grab().toImage()  # the first paint at the new size: no copy yet
    assert t._felt is None
    second = t.grab().toImage()  # the copy is made and used
    assert t._felt is not None and t._felt.size() == t.size() * t.devicePixelRatioF()
    assert first == second
