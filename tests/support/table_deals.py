"""Fixed deals for table tests: the human sits at seat 0, the computer at seat 1, and by
default the computer deals, so the human (non-dealer) acts first (D4–D6)."""

from ginrummy_desktop.engine import Match, Rules, parse_cards, stacked_deck

HUMAN, COMPUTER = 0, 1


def card(text):
    return parse_cards(text)[0]


def deal(human, computer, upcard, stock="", *, dealer=COMPUTER, rules=Rules(), seed=1):
    """A match whose first hand deals exactly these cards (``stock`` from the top)."""
    nd, dl = (human, computer) if dealer == COMPUTER else (computer, human)
    deck = stacked_deck(
        parse_cards(nd), parse_cards(dl), card(upcard), parse_cards(stock) if stock else ()
    )
    return Match(rules, seed=seed, first_dealer=dealer, deck=deck)
