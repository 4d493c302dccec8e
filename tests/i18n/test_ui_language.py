"""The language switch as a player meets it: Settings → Language changes the menu
bar, the status line, the buttons, the card names and the rules view at once, is
remembered, and English comes back whole; card names and counts in each language."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from table_fixtures import open_window  # tests/support

from ginrummy_desktop.engine import Card, Match, Rules, parse_cards, stacked_deck
from ginrummy_desktop.i18n import card_name
from ginrummy_desktop.i18n.texts import HINT_REASONS, ILLEGAL_REASONS, fill
from ginrummy_desktop.models import CardRoles
from ginrummy_desktop.settings import Settings
from ginrummy_desktop.views.table import SIDE_MIN_WIDTH
from ginrummy_desktop.vocabulary import LANGS

HUMAN, COMPUTER = 0, 1

# What each language shows on a fresh deal where the player (non-dealer) acts first.
SHOWN = {
    "en": {
        "menus": ["Game", "Play", "View", "Help"],
        "status": "Take the upcard or pass",
        "pass": "Pass (P)",
        "take": "Take upcard (U)",
        "sort": "Sort:",
        "title": "Rules of Gin Rummy",
        "heading": "How this table plays",
        "close": "Close",
        "queen": "Queen of spades",
        "opponent": "Computer's hand: 10",
    },
    "lt": {
        "menus": ["Žaidimas", "Ėjimai", "Rodymas", "Žinynas"],
        "status": "Imkite atverstą kortą arba praleiskite",
        "pass": "Praleisti (P)",
        "take": "Imti atverstą (U)",
        "sort": "Rikiuoti:",
        "title": "Gin Rummy taisyklės",
        "heading": "Kaip žaidžiama prie šio stalo",
        "close": "Užverti",
        "queen": "pikų dama",
        "opponent": "Kompiuterio ranka: 10 kortų",
    },
    "nl": {
        "menus": ["Spel", "Zetten", "Beeld", "Help"],
        "status": "Neem de open kaart of pas",
        "pass": "Passen (P)",
        "take": "Open kaart nemen (U)",
        "sort": "Sorteren:",
        "title": "Spelregels van Gin Rummy",
        "heading": "Zo wordt er aan deze tafel gespeeld",
        "close": "Sluiten",
        "queen": "schoppenvrouw",
        "opponent": "Hand van de computer: 10 kaarten",
    },
}


@pytest.fixture
def window(qtbot, tmp_path):
    w = open_window(qtbot, tmp_path, language="en", guide_done=False)
    # The player is the non-dealer and holds the queen of spades: the first move is theirs.
    deck = stacked_deck(
        parse_cards("QS 2C 3C 4C 5D 6D 7D 8H 9H TH"),
        parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
        Card.parse("KD"),
        (),
    )
    w.controller.start(Match(Rules(), seed=3, first_dealer=COMPUTER, deck=deck))
    yield w
    switcher = getattr(QApplication.instance(), "language_switcher", None)
    if switcher is not None:
        switcher.set_language("en")
    w.close()


def settled(window, qtbot, code):
    """Qt posts LanguageChange to every widget when a translator is installed: the window
    has retranslated once the event loop has delivered them (the next loop turn)."""
    qtbot.waitUntil(
        lambda: window.menuBar().actions()[0].text().replace("&", "") == SHOWN[code]["menus"][0],
        timeout=2000,
    )
    qtbot.waitUntil(lambda: window.table.status_label.width() > 1000, timeout=2000)


def choose_language(window, qtbot, code):
    """Settings → Language → OK, the way a player does it."""
    dlg = window.show_settings()
    names = [dlg.language.itemText(i) for i in range(dlg.language.count())]
    assert names == ["English", "Lietuvių", "Nederlands"]
    dlg.language.setCurrentIndex(dlg.language.findData(code))
    dlg.accept()
    settled(window, qtbot, code)


def switch(window, qtbot, code):
    window._switch_language(code)
    settled(window, qtbot, code)


def visible_texts(window):
    t = window.table
    hand = t.hand_model
    queen = next(
        hand.index(r, 0)
        for r in range(hand.rowCount())
        if hand.index(r, 0).data(CardRoles.Card) == Card.parse("QS")
    )
    return {
        "menus": [a.text().replace("&", "") for a in window.menuBar().actions()],
        "status": t.status_label.text(),
        "pass": t.pass_button.text(),
        "take": t.take_button.text(),
        "sort": next(
            lbl.text()
            for lbl in t.findChildren(type(t.status_label))
            if lbl.text() in {s["sort"] for s in SHOWN.values()}
        ),
        # the accessible name: "Queen of spades, deadwood", "pikų dama – nesujungta korta"
        "queen": re.split(r",| – ", queen.data(Qt.ItemDataRole.AccessibleTextRole))[0],
    }


def check_rules_view(window, qtbot, lang):
    dlg = window.show_rules()
    qtbot.addWidget(dlg)
    text = dlg.text.toPlainText()
    assert dlg.windowTitle() == SHOWN[lang]["title"]
    assert SHOWN[lang]["heading"] in text
    others = [SHOWN[o]["heading"] for o in SHOWN if o != lang]
    assert not any(h in text for h in others)
    dlg.close()


@pytest.mark.parametrize("lang", ["lt", "nl"])
def test_settings_language_switches_everything_at_once_and_back(window, qtbot, lang, tmp_path):
    expected = {k: SHOWN["en"][k] for k in ("menus", "status", "pass", "take", "sort", "queen")}
    assert visible_texts(window) == expected
    check_rules_view(window, qtbot, "en")

    choose_language(window, qtbot, lang)
    want = {k: SHOWN[lang][k] for k in expected}
    assert visible_texts(window) == want
    assert window.table.pass_button.isVisible()
    check_rules_view(window, qtbot, lang)
    assert Settings(tmp_path).language == lang  # remembered

    choose_language(window, qtbot, "en")
    assert visible_texts(window) == expected
    check_rules_view(window, qtbot, "en")
    assert Settings(tmp_path).language == "en"


def test_an_open_rules_view_follows_the_switch(window, qtbot):
    dlg = window.show_rules()
    qtbot.addWidget(dlg)
    for lang in ("lt", "nl", "en"):
        switch(window, qtbot, lang)
        assert dlg.windowTitle() == SHOWN[lang]["title"]
        assert SHOWN[lang]["heading"] in dlg.text.toPlainText()
        assert dlg.close_button.text() == SHOWN[lang]["close"]
    dlg.close()


@pytest.mark.parametrize("lang", ["en", "lt", "nl"])
def test_card_names_and_counts_in_each_language(window, qtbot, lang):
    switch(window, qtbot, lang)
    tr = QCoreApplication.translate
    assert card_name(Card.parse("QS")) == SHOWN[lang]["queen"]
    # The computer's hand under its cards: "%n" with the noun in the right plural form.
    counts = {
        "en": {1: "Computer's hand: 1", 3: "Computer's hand: 3", 10: "Computer's hand: 10"},
        "lt": {
            1: "Kompiuterio ranka: 1 korta",
            3: "Kompiuterio ranka: 3 kortos",
            10: "Kompiuterio ranka: 10 kortų",
            21: "Kompiuterio ranka: 21 korta",
            12: "Kompiuterio ranka: 12 kortų",
            22: "Kompiuterio ranka: 22 kortos",
        },
        "nl": {
            1: "Hand van de computer: 1 kaart",
            3: "Hand van de computer: 3 kaarten",
            10: "Hand van de computer: 10 kaarten",
        },
    }[lang]
    for n, text in counts.items():
        assert tr("OpponentView", "Computer's hand: %n", "", n) == text
    assert (
        window.table.opponent_view.accessibleDescription()
        == {"en": "Cards in hand: 10", "lt": "Rankoje 10 kortų", "nl": "10 kaarten in de hand"}[
            lang
        ]
    )
    points = {
        "en": ["+1.", "+3.", "+10."],
        "lt": ["+1 taškas.", "+3 taškai.", "+10 taškų."],
        "nl": ["+1 punt.", "+3 punten.", "+10 punten."],
    }[lang]
    for n, piece in zip((1, 3, 10), points, strict=True):
        assert piece in tr("Narrator", "You won the hand: +%n. Deal the next hand.", "", n)


def test_lithuanian_and_dutch_card_names_follow_one_scheme(window, qtbot):
    switch(window, qtbot, "lt")
    assert [card_name(Card.parse(c)) for c in ("7H", "AS", "TD", "KC", "2H", "JS")] == [
        "širdžių septynetas",
        "pikų tūzas",
        "būgnų dešimtukas",
        "kryžių karalius",
        "širdžių dvejetas",
        "pikų valetas",
    ]
    switch(window, qtbot, "nl")
    assert [card_name(Card.parse(c)) for c in ("7H", "AS", "TD", "KC", "2H", "JS")] == [
        "hartenzeven",
        "schoppenaas",
        "ruitentien",
        "klaverenheer",
        "hartentwee",
        "schoppenboer",
    ]


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("lang", LANGS)
def test_status_and_move_lines_fit(window, qtbot, lang, size):
    """Lithuanian runs long: every refusal and every move line, with the longest card name,
    must fit the fixed-height status and move lines without being cut — at 800x600 a hint's
    reason takes both lines of the move line, and the second one's descenders were cut."""
    switch(window, qtbot, lang)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    t = window.table
    longest = max((card_name(Card.parse(r + s)) for r in "A23456789TJQK" for s in "SHDC"), key=len)
    tr = QCoreApplication.translate
    status = [fill(tr("IllegalAction", src), longest, 99, 10) for src in ILLEGAL_REASONS.values()]
    status += [
        fill(
            tr(
                "Narrator",
                "Knock by discarding the %1? Press Confirm knock (Enter), or pick "
                "another lit card.",
            ),
            longest,
        ),
        tr("Narrator", "You won the game! Start a new game when you are ready."),
        tr("Narrator", "The computer won the game. Start a new game when you are ready."),
        tr("Narrator", "You won the hand: +%n. Deal the next hand.", "", 99),
        tr("Narrator", "The computer won the hand: +%n. Deal the next hand.", "", 99),
        tr("Narrator", "Pick the card to discard as you knock (lit up), or cancel."),
    ]
    moves = [
        fill(tr("Narrator", src), longest)
        for src in (
            "The computer went gin, discarding the %1.",
            "The computer knocked, discarding the %1.",
            "The computer took the %1 from the pile.",
            "You drew the %1 from the stock.",
        )
    ]
    moves += [fill(tr("Hint", src), longest, 99) for src in HINT_REASONS.values()]
    for label, texts in ((t.status_label, status), (t.move_label, moves)):
        label.ensurePolished()
        metrics = QFontMetrics(label.font())
        rect = QRect(0, 0, label.contentsRect().width(), 10_000)
        for text in texts:
            needed = metrics.boundingRect(rect, int(Qt.TextFlag.TextWordWrap), text).height()
            assert needed <= label.height(), (text, needed, label.height())


@pytest.mark.parametrize(
    "locale, expected",
    [("lt_LT.UTF-8", "lt"), ("nl_BE.UTF-8", "nl"), ("de_DE.UTF-8", "en"), ("C.UTF-8", "en")],
)
def test_first_start_follows_the_system_language(tmp_path, locale, expected):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env["LANG"] = locale
    code = (
        "from ginrummy_desktop.settings import Settings; import sys; "
        "print(Settings(sys.argv[1]).language)"
    )
    first = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert first == expected
    # Remembered: a later start in another locale keeps the first choice.
    env["LANG"] = "nl_NL.UTF-8" if expected != "nl" else "lt_LT.UTF-8"
    again = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert again == expected


@pytest.mark.parametrize("lang", LANGS)
def test_the_hand_and_dealer_line_is_read_whole_at_800x600(window, qtbot, lang):
    """The computer dealing makes the longest "Hand 1 · dealer: …" line; in the narrowest
    side column it is never cut at the panel's edge, nor squeezed below 11 px: it stays on
    one line or wraps between words."""
    switch(window, qtbot, lang)
    window.resize(800, 600)
    c = window.controller
    c.start(Match(Rules(), seed=4, first_dealer=COMPUTER), level="easy")
    t = window.table
    qtbot.waitUntil(lambda: c.state.view is not None and t.side.width() == SIDE_MIN_WIDTH)
    label = t.hand_label
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    assert label.font().pixelSize() >= 11, label.text()
    metrics, room = QFontMetrics(label.font()), label.contentsRect().width()
    if label.wordWrap():
        assert all(metrics.horizontalAdvance(w) <= room for w in label.text().split())
    else:
        assert metrics.horizontalAdvance(label.text()) <= room, label.text()


@pytest.mark.parametrize("lang", LANGS)
def test_the_side_panel_and_the_guide_fit_at_800x600(window, qtbot, lang):
    """The narrowest table: three-digit scores, the score panel's wrapped lines and the
    first-game guide's buttons are all shown whole, in every language."""
    switch(window, qtbot, lang)
    window.resize(800, 600)
    t = window.table
    qtbot.waitUntil(lambda: t.side.width() == SIDE_MIN_WIDTH)
    # A line that wraps at the new width (the dealer line in Lithuanian) takes its height
    # in the layout pass that follows the resize.
    hand = t.hand_label
    qtbot.waitUntil(lambda: hand.height() >= hand.heightForWidth(hand.width()))
    for label in (t.you_score, t.cpu_score):
        label.ensurePolished()
        widest = re.sub(r"\d+", "100", label.text())
        assert QFontMetrics(label.font()).horizontalAdvance(widest) <= label.contentsRect().width()
    lines = [t.you_score, t.cpu_score, t.target_label, t.hand_label, t.level_label]
    for upper, lower in zip(lines, lines[1:], strict=False):
        assert upper.geometry().bottom() < lower.geometry().top(), (upper.text(), lower.text())
    for label in lines[2:]:
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    bubble = t.guide.bubble
    qtbot.waitUntil(bubble.isVisible)
    for button in (bubble.skip, bubble.got_it):
        assert button.width() >= button.sizeHint().width(), button.text()


@pytest.mark.parametrize("lang", LANGS)
def test_the_computers_groups_keep_their_captions_apart_at_the_smallest_window(window, qtbot, lang):
    """At the hand's end the computer's melds and deadwood lie face up, each captioned; in
    the smallest window the cards shrink below their captions' width ("Waarde losse
    kaarten: 16" under four cards): the captions still never run into each other."""
    switch(window, qtbot, lang)
    window.resize(780, 519)
    view = window.table.opponent_view
    groups = (
        ("meld", tuple(parse_cards("8S 9S TS"))),
        ("meld", tuple(parse_cards("3H 4H 5H"))),
        ("deadwood", tuple(parse_cards("AD 3C 6D 6C"))),
    )
    view.set_state(10, groups=groups)
    qtbot.waitUntil(lambda: view.width() < 560)
    w, step, _ = view.card_geometry()
    font = view.caption_font()
    slots = view.group_slots(w, step, font)
    metrics = QFontMetrics(font)
    for (x, width, _cards, caption), nxt in zip(slots, slots[1:] + [None], strict=True):
        assert width >= metrics.horizontalAdvance(caption) and width >= w
        if nxt is not None:
            assert x + width < nxt[0], (caption, nxt[3])
    assert slots[0][0] >= 0 and slots[-1][0] + slots[-1][1] <= view.width()


@pytest.mark.parametrize("lang", LANGS)
def test_the_deal_phrase_field_shows_its_whole_placeholder_at_800x600(window, qtbot, lang):
    switch(window, qtbot, lang)
    window.resize(800, 600)
    dlg = window.show_settings()
    dlg.resize(760, 440)  # what an 800×600 screen leaves the settings
    qtbot.waitUntil(lambda: dlg.phrase.width() > 0 and dlg.isVisible())
    field = dlg.phrase
    room = field.width() - 2 * field.style().pixelMetric(
        field.style().PixelMetric.PM_DefaultFrameWidth
    )
    needed = QFontMetrics(field.font()).horizontalAdvance(field.placeholderText())
    assert needed + 8 <= room, (field.placeholderText(), needed, room)
    dlg.reject()
