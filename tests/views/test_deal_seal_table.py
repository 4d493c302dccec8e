"""The sealed deal at the table: the phrase from Settings mixed into each deal, the
fingerprint in the move log before any card is seen, the reveal and its check when the hand
ends, the next hand's fingerprint before its deal, the review window's verdict, and a hand
history that never holds the deck of a hand still in play."""

from __future__ import annotations

from table_fixtures import wait_for_computer  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.controller import HUMAN
from ginrummy_desktop.engine import Match, Phase, Rules, phrase_entropy
from ginrummy_desktop.persistence.history import HISTORY_NAME, HistoryStore
from ginrummy_desktop.review import hand_from_text
from ginrummy_desktop.review.verify import verify_hand
from ginrummy_desktop.views.review_window import ReviewWindow


class Opponent:
    level = "easy"

    def __init__(self, seed=3) -> None:
        self.player = make_player("easy", seed=seed)

    def choose(self, view, legal, cancel=None):
        return self.player.choose(view, legal)


def log_rows(window) -> list[str]:
    m = window.models.moves
    return [m.index(r, 0).data() for r in range(m.rowCount())]


def finish_hand(qtbot, c, pilot) -> None:
    while c.match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        wait_for_computer(qtbot, c)
        if c.match.to_act == HUMAN:
            assert c.play(pilot.choose(c.match.view(HUMAN), c.match.legal_actions()))
    wait_for_computer(qtbot, c)


def test_the_phrase_is_mixed_into_each_deal_from_the_next_one_on(controller):
    controller.setPhrase("tulips in the rain")
    controller.startGame(5)
    plain = Match(Rules(), seed=5)
    m = controller.match
    assert m.phrase_mixed
    assert m.commitment == plain.commitment  # the seal does not depend on the phrase
    assert m.hand_of(HUMAN) != plain.hand_of(HUMAN)
    controller.setPhrase("")
    controller.startGame(5)
    assert not controller.match.phrase_mixed
    assert controller.match.hand_of(HUMAN) == plain.hand_of(HUMAN)


def test_the_log_shows_the_seal_then_the_reveal_and_the_next_seal(qtbot, window):
    c = window.controller
    c.setPhrase("tulips")
    c.start(Match(Rules(), seed=21, entropy=phrase_entropy("tulips")), opponent=Opponent())
    first = c.match.fingerprint
    assert log_rows(window)[0] == f"Deck sealed before the deal: fingerprint {first}."
    finish_hand(qtbot, c, make_player("easy", seed=4))
    rows = log_rows(window)
    assert rows[0] == f"Deck sealed before the deal: fingerprint {first}."
    if c.match.phase is Phase.GAME_OVER:
        return  # (not with this seed: a first hand never ends a game to 100)
    upcoming = c.match.next_fingerprint
    assert rows[-2] == (
        f"Deck revealed: it matches the fingerprint {first}, your phrase was mixed in, and "
        "every card came off it in order."
    )
    assert rows[-1] == (
        f"Next deck sealed: fingerprint {upcoming}. A phrase you set in Settings now is "
        "mixed into it."
    )
    c.setPhrase("a fresh phrase after the fingerprint")
    c.nextHand()
    assert c.match.fingerprint == upcoming and c.match.phrase_mixed
    assert log_rows(window)[0] == f"Deck sealed before the deal: fingerprint {upcoming}."
    assert c.match.record().hands[-1].entropy == phrase_entropy(
        "a fresh phrase after the fingerprint"
    )


def test_the_history_never_holds_the_deck_of_a_hand_in_play(qtbot, window, tmp_path):
    c = window.controller
    c.setPhrase("tulips")
    c.start(Match(Rules(), seed=33, entropy=phrase_entropy("tulips")), opponent=Opponent())
    pilot = make_player("easy", seed=5)
    finish_hand(qtbot, c, pilot)
    first = c.match.revealed_seal()
    c.nextHand()
    current = c.match._seals[-1]  # the engine's own: the test looks where no view can
    assert window.keeper.flush()
    text = (tmp_path / HISTORY_NAME).read_text(encoding="utf-8")
    assert first.nonce.hex() in text and first.commitment in text  # revealed: it is over
    assert current.nonce.hex() not in text
    assert current.commitment not in text
    assert " ".join(str(x) for x in current.sealed_deck) not in text
    # The recorded hand verifies on its own, as an exported file would.
    history, problem = HistoryStore(tmp_path, window.keeper.secret).load()
    assert problem is None
    (game,) = history.games
    assert [h.number for h in game.hands] == [1]
    assert verify_hand(hand_from_text(game.hands[0].text)).ok


def test_the_review_window_says_the_deal_was_verified(qtbot, window):
    c = window.controller
    c.setPhrase("tulips")
    c.start(Match(Rules(), seed=21, entropy=phrase_entropy("tulips")), opponent=Opponent())
    finish_hand(qtbot, c, make_player("easy", seed=4))
    from ginrummy_desktop.review import replay
    from ginrummy_desktop.review.hand import finished_hand

    hand = finished_hand(c.match, HUMAN)
    win = ReviewWindow(replay(hand), window.renderer, None, window)
    qtbot.addWidget(win)
    fp = c.match.fingerprint
    assert win.deal_line.text() == (
        f"✓ Deal verified: sealed before the deal as {fp}, reshuffled by a phrase."
    )
    box = win.show_deal_check()
    assert box.text().startswith("Verified:")
    assert "The computer's ten cards were the ones dealt to it." in box.informativeText()
    assert hand.seal.commitment in box.informativeText()
    box.close()


def test_the_review_window_says_so_when_the_deal_does_not_match(qtbot, window):
    from dataclasses import replace

    from ginrummy_desktop.review import replay
    from ginrummy_desktop.review.hand import finished_hand

    c = window.controller
    c.start(Match(Rules(), seed=21, entropy=phrase_entropy("tulips")), opponent=Opponent())
    finish_hand(qtbot, c, make_player("easy", seed=4))
    hand = finished_hand(c.match, HUMAN)
    forged = replace(hand, seal=replace(hand.seal, entropy=phrase_entropy("another")))
    win = ReviewWindow(replay(forged), window.renderer, None, window)
    qtbot.addWidget(win)
    assert win.deal_line.text().startswith("✗ The deal does not match the deck sealed before it")
    assert win.deal_line.font().bold()


def test_a_hand_recorded_without_a_seal_says_so_calmly(qtbot, window):
    from dataclasses import replace

    from ginrummy_desktop.review import replay
    from ginrummy_desktop.review.hand import finished_hand

    c = window.controller
    c.start(Match(Rules(), seed=21), opponent=Opponent())
    finish_hand(qtbot, c, make_player("easy", seed=4))
    older = replace(finished_hand(c.match, HUMAN), seal=None)  # as notation 1 kept it
    win = ReviewWindow(replay(older), window.renderer, None, window)
    qtbot.addWidget(win)
    assert win.deal_line.text() == (
        "This hand was recorded without a sealed deck: its deal cannot be checked."
    )
    assert not win.deal_line.font().bold()
    box = win.show_deal_check()
    assert "carries no sealed deck" in box.informativeText()
    box.close()


def test_a_new_games_first_deck_is_sealed_when_the_last_game_ends(qtbot, window):
    c = window.controller
    c.setRules(Rules(target_score=10))  # a game of one or two hands
    c.setPhrase("tulips")
    c.start(
        Match(Rules(target_score=10), seed=8, entropy=phrase_entropy("tulips")), opponent=Opponent()
    )
    pilot = make_player("easy", seed=6)
    for _ in range(20):
        finish_hand(qtbot, c, pilot)
        if c.match.phase is Phase.GAME_OVER:
            break
        c.nextHand()
    assert c.match.phase is Phase.GAME_OVER
    last = log_rows(window)[-1]
    assert last.startswith("The next game's first deck is sealed: fingerprint ")
    shown = last.split("fingerprint ")[1].split(".")[0]
    c.retranslate()  # published again: the same seed, so the same line
    assert log_rows(window)[-1] == last
    c.setPhrase("a phrase chosen after that fingerprint")
    c.newGame()
    assert c.match.fingerprint == shown and c.match.phrase_mixed
    assert log_rows(window)[0] == f"Deck sealed before the deal: fingerprint {shown}."


def test_the_review_confirms_the_phrase_only_when_it_is_the_one_in_settings(qtbot, window):
    """The review knows the phrase now in Settings: when its digest is the one the hand
    mixed in, the window says "your phrase" and lists the check; a phrase changed since (as
    the log suggests between hands) is no failure, and then the window claims nothing."""
    from ginrummy_desktop.review import replay
    from ginrummy_desktop.review.hand import finished_hand

    c = window.controller
    c.start(Match(Rules(), seed=21, entropy=phrase_entropy("tulips")), opponent=Opponent())
    finish_hand(qtbot, c, make_player("easy", seed=4))
    hand = finished_hand(c.match, HUMAN)
    fp = c.match.fingerprint
    same = ReviewWindow(replay(hand), window.renderer, None, window, phrase="tulips")
    qtbot.addWidget(same)
    assert same.deal_line.text() == (
        f"✓ Deal verified: sealed before the deal as {fp}, reshuffled by your phrase."
    )
    assert "✓ The phrase mixed in is the one you gave." in same.deal_check_lines()
    changed = ReviewWindow(replay(hand), window.renderer, None, window, phrase="roses")
    qtbot.addWidget(changed)
    assert changed.verdict.ok
    assert changed.deal_line.text().endswith("reshuffled by a phrase.")
    assert not any("one you gave" in line for line in changed.deal_check_lines())
