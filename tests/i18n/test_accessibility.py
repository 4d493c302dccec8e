"""What a screen reader gets, read through Qt's accessibility interfaces: every card that a
view shows is named in the current language, and the table's lines are announced when they
change (the status line's own accessible name would otherwise hide every new text)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from table_deals import card, deal  # tests/support

from ginrummy_desktop.engine import Discard, EndLayoff, Knock, Phase, TakeUpcard
from ginrummy_desktop.i18n import Case, card_name
from ginrummy_desktop.vocabulary import LANGS

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description

# The computer takes the king of spades and knocks with the five of spades: its melds are
# 8S 8H 8D, 2C 3C 4C and JH QH KH, the king of spades its deadwood. The player holds
# 9S 9H 9D (a set), 2H 3H 4H (a run) and four cards of deadwood; the eight of clubs fits on
# the computer's eights.
HUMAN_CARDS = "8C 9S 9H 9D 2H 3H 4H 6C 6D 7S"
COMPUTER_CARDS = "8S 8H 8D 2C 3C 4C JH QH KH 5S"

# One card of each kind, as the hand names it (the issue's own examples).
HAND_NAMES = {
    "en": {
        "2H": "Two of hearts, in a run",
        "9S": "Nine of spades, in a set",
        "8C": "Eight of clubs, deadwood",
    },
    "lt": {
        "2H": "širdžių dvejetas, sekoje",
        "9S": "pikų devynetas, grupėje",
        "8C": "kryžių aštuonetas – nesujungta korta",
    },
    "nl": {
        "2H": "hartentwee, in een reeks",
        "9S": "schoppennegen, in een groep",
        "8C": "klaverenacht, losse kaart",
    },
}


def children_names(widget) -> list[str]:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return [iface.child(i).text(NAME) for i in range(iface.childCount())]


def described(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(DESCRIPTION)


def names_every_card(text: str, cards) -> list[str]:
    """The cards whose name is missing from ``text``."""
    return [str(c) for c in cards if card_name(c) not in text]


@pytest.fixture
def announcements(monkeypatch):
    """Every announcement sent through QAccessible, as (politeness, message)."""
    heard: list[tuple[object, str]] = []
    original = QAccessible.updateAccessibility

    def listen(event):
        if event.type() == QAccessible.Event.Announcement:
            heard.append((event.politeness(), event.message()))
        return original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(listen))
    return heard


@pytest.mark.parametrize("lang", ["en", "lt", "nl"])
def test_every_card_in_every_view_is_named_in_the_language(
    qtbot, table_window, speak, scripted, idle, lang
):
    w, t = table_window, table_window.table
    c = w.controller
    speak(w, lang)
    c.start(
        deal(HUMAN_CARDS, COMPUTER_CARDS, "KS"),
        opponent=scripted(TakeUpcard(), Knock(card("5S"))),
    )
    qtbot.wait(10)

    # The hand: one accessible child per card, each named with its meld.
    names = children_names(t.hand_view)
    hand = [card(x) for x in HUMAN_CARDS.split()]
    assert len(names) == len(hand)
    for c_ in hand:
        assert sum(n.startswith(card_name(c_)) for n in names) == 1, (c_, names)
    for expected in HAND_NAMES[lang].values():
        assert expected in names

    # The piles: the upcard is named, the stock says how many cards it holds.
    assert card_name(card("KS")) in described(t.pile_view)
    assert "31" in described(t.stock_view)
    assert QAccessible.queryAccessibleInterface(t.stock_view).text(NAME)

    c.passUpcard()
    idle(c)
    qtbot.waitUntil(lambda: c.view.phase is Phase.LAYOFF)

    # The computer's knock: its deadwood lies face up, its melds are on the table.
    assert card_name(card("KS")) in described(t.opponent_view)
    meld_names = children_names(t.melds_view)
    assert len(meld_names) == 3
    melds_text = " | ".join(meld_names)
    assert (
        names_every_card(
            melds_text, [card(x) for x in ["8S", "8H", "8D", "2C", "3C", "4C", "JH", "QH", "KH"]]
        )
        == []
    )

    # A laid-off card is named on its meld.
    eights = next(i for i, n in enumerate(meld_names) if card_name(card("8S")) in n)
    c.layOff(card("8C"), eights)
    assert card_name(card("8C")) in children_names(t.melds_view)[eights]

    # The showdown: both hands, card by card.
    c.endLayoff()
    assert c.view.phase is Phase.HAND_OVER
    w.show_result()
    showdown = w.result_dialog.showdown
    both = [card(x) for x in (HUMAN_CARDS + " " + COMPUTER_CARDS).split() if x != "5S"]
    both.append(card("KS"))
    assert QAccessible.queryAccessibleInterface(showdown).text(NAME)
    assert names_every_card(described(showdown), both) == []
    w.result_dialog.reject()

    # The pile browser: every card of the discard pile (the upcard went, the 5S is on top).
    from ginrummy_desktop.views.pile_browser import PileBrowser

    browser = PileBrowser(w.renderer, w.models.pile, w)
    qtbot.addWidget(browser)
    browser.show()
    pile_names = children_names(browser.view)
    assert len(pile_names) == len(c.view.discard_pile)
    assert names_every_card(" | ".join(pile_names), c.view.discard_pile) == []
    browser.close()


@pytest.mark.parametrize(
    "lang, expected",
    [
        ("en", "Taken from the discard pile: King of spades"),
        ("lt", "Paimtos iš krūvos: pikų karalius"),
        ("nl", "Van de aflegstapel genomen: schoppenheer"),
    ],
)
def test_cards_the_computer_took_from_the_pile_are_named(
    qtbot, table_window, speak, scripted, idle, lang, expected
):
    """A card the computer took from the pile lies face up in front of it until played."""
    w, t = table_window, table_window.table
    c = w.controller
    speak(w, lang)
    c.start(
        deal(HUMAN_CARDS, COMPUTER_CARDS, "KS"),
        opponent=scripted(TakeUpcard(), Discard(card("5S"))),
    )
    c.passUpcard()
    idle(c)
    qtbot.waitUntil(lambda: c.view.phase is Phase.DRAW and c.view.my_turn)
    assert expected in described(t.opponent_view)


@pytest.mark.parametrize("lang", LANGS)
def test_status_and_move_lines_are_announced(
    qtbot, table_window, speak, scripted, idle, announcements, lang, monkeypatch
):
    from ginrummy_desktop.views import table as table_module

    monkeypatch.setattr(table_module, "REFUSAL_MS", 100)  # the reason's time on screen
    w, t = table_window, table_window.table
    c = w.controller
    speak(w, lang)
    c.start(
        deal(HUMAN_CARDS, COMPUTER_CARDS, "KS"),
        opponent=scripted(TakeUpcard(), Knock(card("5S"))),
    )
    qtbot.wait(10)
    status = QAccessible.queryAccessibleInterface(t.status_label)
    assert status.text(NAME)  # "What to do now": the line's own name…
    assert status.text(DESCRIPTION) == t.status_label.text()  # …and its text
    announcements.clear()

    c.passUpcard()
    idle(c)
    qtbot.waitUntil(lambda: c.view.phase is Phase.LAYOFF)
    polite = QAccessible.AnnouncementPoliteness.Polite
    note = t.guide.bubble.title.text()  # the first-game guide's notes are heard too
    heard = [m for p, m in announcements if p == polite and not m.startswith(note)]
    # The computer's turn in words, each move once and in order (the move line shows the
    # whole turn and grows within it: the take must not be heard again with the knock),
    # then what to do now; the last thing heard is the instruction on screen.
    took, knocked = c.state.moves[-2:]
    assert t.move_label.text() == took + " " + knocked
    assert card_name(card("5S"), Case.ACCUSATIVE) in knocked
    assert heard.count(took) == 1 and heard.count(knocked) == 1
    assert heard.index(took) < heard.index(knocked)
    assert len(heard) == len(set(heard)), heard
    assert heard[-1] == t.status_label.text()
    assert status.text(DESCRIPTION) == t.status_label.text()

    # A refused move interrupts: its reason is announced assertively.
    announcements.clear()
    c.drawStock()
    reason = t.status_label.text()
    assert announcements == [(QAccessible.AnnouncementPoliteness.Assertive, reason)]
    assert status.text(DESCRIPTION) == reason

    # When the reason goes, the instruction it covered is back on screen and in the
    # description, but not said a second time.
    announcements.clear()
    qtbot.waitUntil(lambda: t.status_label.text() != reason, timeout=2000)
    assert t.status_label.text() == c.state.status
    assert status.text(DESCRIPTION) == c.state.status
    assert announcements == []


def test_a_line_not_on_screen_is_described_but_not_announced(qtbot, announcements):
    """The table's first lines come before the window is shown: they are kept as the
    label's description, and only a label on screen is announced."""
    from PySide6.QtWidgets import QLabel

    from ginrummy_desktop.views.accessibility import announce_change

    label = QLabel()
    qtbot.addWidget(label)
    label.setText("Your turn: draw a card")
    assert announce_change(label)
    assert label.accessibleDescription() == "Your turn: draw a card"
    assert announcements == []
    label.show()
    qtbot.waitExposed(label)
    label.setText("Discard a card")
    assert announce_change(label)
    assert announcements == [(QAccessible.AnnouncementPoliteness.Polite, "Discard a card")]


def test_while_a_knock_is_picked_the_hand_names_the_lit_cards(qtbot, table_window, scripted, idle):
    """The eye sees which cards may be thrown to knock (they are lit); a reader hears it
    in each card's name, and which card is picked."""
    w, t = table_window, table_window.table
    c = w.controller
    c.start(
        deal("9S 9H 9D 2H 3H 4H 5C 5D 6S AC", "8S 8H 8D 2C 3C 4C JH QH KH 7S", "5S"),
        opponent=scripted(),
    )
    c.takeUpcard()  # 5C 5D 5S: the deadwood left is the six of spades and the ace of clubs
    assert not any("knock" in n for n in children_names(t.hand_view))
    c.beginKnock()
    lit = [n for n in children_names(t.hand_view) if n.endswith(", can be thrown to knock")]
    assert sorted(lit) == [
        "Ace of clubs, deadwood, can be thrown to knock",
        "Six of spades, deadwood, can be thrown to knock",
    ]
    c.chooseKnockCard(card("6S"))
    names = children_names(t.hand_view)
    assert "Six of spades, deadwood, picked to knock with" in names
    assert "Ace of clubs, deadwood, can be thrown to knock" in names
    c.cancelKnock()
    assert not any("knock" in n for n in children_names(t.hand_view))


def test_the_picked_knock_card_takes_the_focus_so_enter_confirms(
    qtbot, table_window, scripted, idle
):
    """ "Press Confirm knock (Enter)": Enter acts on the focused card, so the focus goes to
    the card picked (by a click, or for the player when only one fits); a keyboard player
    whose focus was elsewhere would otherwise pick that other card and be refused."""
    w, t = table_window, table_window.table
    c = w.controller
    c.start(
        deal("9S 9H 9D 2H 3H 4H 5C 5D 6S AC", "8S 8H 8D 2C 3C 4C JH QH KH 7S", "5S"),
        opponent=scripted(EndLayoff()),
    )
    c.takeUpcard()
    t.hand_view.setCurrentIndex(t.hand_model.index(t.hand_model.row_of(card("9S")), 0))
    c.beginKnock()
    c.chooseKnockCard(card("AC"))  # a click on a lit card
    assert t.chosen_card() == card("AC")
    t.confirm_or_activate()  # Enter
    idle(c)
    assert any(type(e).__name__ == "Knocked" and e.card == card("AC") for e in c.view.history)
