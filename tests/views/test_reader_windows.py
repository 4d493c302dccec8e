"""Every window of the game, as a screen reader gets it through Qt's QAccessible interfaces:
no object the keyboard can reach is without a name, no button is out of the keyboard's reach,
and every line of text on screen is read (its name or description carries it).

A whole game is played by the arena's players in the window; then the table, the hand's
result, the game-over summary, the score sheet, the statistics, the rules, the settings, the
discard pile's browser, the history and a review window with its coach's verdict are read —
in each of the game's languages (a name left empty by a translation is as silent as none).
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QDialog, QLabel
from review_hands import BAD_DISCARD_MOVE, hand_with_bad_discard  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.engine import Match, Phase, Rules
from ginrummy_desktop.vocabulary import LANGS

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
CONTROLS = {
    QAccessible.Role.PushButton,
    QAccessible.Role.CheckBox,
    QAccessible.Role.RadioButton,
    QAccessible.Role.ComboBox,
    QAccessible.Role.Slider,
    QAccessible.Role.SpinBox,
    QAccessible.Role.EditableText,
    QAccessible.Role.PageTab,
}


def problems(window) -> list[tuple]:
    """What a reader cannot use in ``window``: focusable objects without a name, controls
    the keyboard cannot reach, and text on screen that is neither name nor description."""
    found = []
    stack = [QAccessible.queryAccessibleInterface(window)]
    seen = 0
    while stack:
        iface = stack.pop()
        if iface is None or not iface.isValid() or iface.state().invisible:
            continue
        seen += 1
        state, name = iface.state(), iface.text(NAME).strip()
        if state.focusable and not name:
            found.append(("unnamed", iface.role().name, iface.text(DESCRIPTION)[:40]))
        if iface.role() in CONTROLS and not state.focusable:
            found.append(("out of keyboard reach", iface.role().name, name))
        stack.extend(iface.child(i) for i in range(iface.childCount()))
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.text().strip():
            iface = QAccessible.queryAccessibleInterface(label)
            if label.text().strip() and not (iface.text(NAME) or iface.text(DESCRIPTION)):
                found.append(("unread text", label.text()[:40]))
    assert seen > 3, window
    return found


def newest_window(main):
    shown = [t for t in QApplication.topLevelWidgets() if t.isVisible() and t is not main]
    return shown[-1]


@pytest.fixture
def language(window, request):
    """The window in ``request.param``'s language; English again afterwards (the
    translators are the application's, shared by every test)."""
    window._switch_language(request.param)
    yield request.param
    QApplication.instance().language_switcher.set_language("en")


@pytest.mark.slow  # every window of a whole game, walked as a reader, in each language
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_every_window_is_named_reachable_and_read(qtbot, window, idle, language):
    w, c = window, window.controller
    player = make_player("simpleref", seed=5)
    c.start(Match(Rules(), seed=5), opponent=make_player("easy", seed=6))
    report = {"table": problems(w)}
    for _ in range(3000):
        idle(c)
        view = c.view
        if view.phase is Phase.GAME_OVER:
            break
        if view.phase is Phase.HAND_OVER:
            qtbot.waitUntil(w.result_dialog.isVisible, timeout=3000)
            report.setdefault("hand result", problems(w.result_dialog))
            w.result_dialog.reject()
            c.nextHand()
            continue
        if view.phase is Phase.LAYOFF and "table at the lay-off" not in report:
            report["table at the lay-off"] = problems(w)
        assert c.play(player.choose(view, c.state.legal))
    assert c.view.phase is Phase.GAME_OVER
    qtbot.waitUntil(w.result_dialog.isVisible, timeout=3000)
    report["game result"] = problems(w.result_dialog)
    w.result_dialog.reject()
    summary = w.show_game_over()
    qtbot.waitUntil(summary.isVisible)
    report["game over"] = problems(summary)
    summary.close()
    for name in ("show_scores", "show_stats", "show_rules", "show_settings", "show_pile_browser"):
        getattr(w, name)()
        dlg = newest_window(w)
        qtbot.waitUntil(dlg.isVisible)
        report[name] = problems(dlg)
        dlg.close()
    history = w.show_history()
    qtbot.waitUntil(lambda: newest_window(w).isVisible())
    report["history"] = problems(newest_window(w))
    newest_window(w).close()
    del history

    review = w.reviews.review_hand(hand_with_bad_discard(), start_coach=False)
    review.start_coach(worlds=40, seed=1)
    qtbot.waitUntil(lambda: review.coach_done, timeout=60000)
    review.go(BAD_DISCARD_MOVE)
    report["review and coach"] = problems(review)
    texts = [
        QAccessible.queryAccessibleInterface(label).text(NAME)
        for label in (review.coach_best, review.coach_yours, review.coach_cost, review.summary)
    ]
    review.close()

    assert {k: v for k, v in report.items() if v} == {}
    assert len(report) >= 12, sorted(report)
    # the coach's verdict is read, not only shown, in the window's language
    english = ("The coach's choice: discard the", "Your choice: discard the Six of hearts")
    english += ("Cost in points per hand: about ",)
    for text, start in zip(texts[:3], english, strict=True):
        assert text.startswith(start) == (language == "en"), (language, text)
        assert len(text) > 20, (language, text)


def test_a_closed_window_leaves_nothing_behind(qtbot, window, idle):
    """Each opening makes its window anew; closed, it goes — kept hidden, every opening
    would add one more window to memory and to the tree a screen reader walks."""
    w, c = window, window.controller
    c.start(Match(Rules(), seed=5), opponent=make_player("easy", seed=6))
    idle(c)

    def dialogs() -> int:
        QApplication.sendPostedEvents(None, 0)  # the deferred deletions
        return len([t for t in QApplication.topLevelWidgets() if isinstance(t, QDialog)])

    before = dialogs()
    for name in ("show_scores", "show_stats", "show_rules", "show_settings", "show_about"):
        for way in ("close", "reject"):
            getattr(w, name)()
            dlg = newest_window(w)
            qtbot.waitUntil(dlg.isVisible)
            getattr(dlg, way)()
            qtbot.waitUntil(lambda: dialogs() == before, timeout=2000)
    w.actions_by_name["new"].trigger()  # a game in progress: the question is asked
    box = w.new_game_box
    qtbot.waitUntil(box.isVisible)
    box.keep_button.click()
    qtbot.waitUntil(lambda: dialogs() == before, timeout=2000)
