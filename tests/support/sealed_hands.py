"""Finished hands from arena play, exported as the review exports them, and tampered copies
of them: the material of the deal-verification tests and benchmark.

Each tampering is one a cheat (or a damaged file) could try: a card swapped between the
computer's hand and the stock, the sealed deck's order changed, the nonce changed, the
phrase changed. A sound verifier rejects every one.
"""

from __future__ import annotations

import hashlib
import random

from ginrummy_desktop.arena import play_game
from ginrummy_desktop.review.hand import finished_hand
from ginrummy_desktop.review.notation import hand_to_text

TAMPERINGS = ("card_swapped", "order_changed", "nonce_changed", "phrase_changed")


def arena_hand_texts(count: int, *, seed: int = 1, phrase: str = "tulips in the rain"):
    """``count`` finished hands of Easy against Easy, each as its exported text, with
    ``phrase`` mixed into every deal (as the player's phrase is at the table)."""
    texts: list[str] = []

    def keep(match) -> None:
        if len(texts) < count:
            hand = finished_hand(match, 0, "easy", "2026-12-02 05:00")
            texts.append(hand_to_text(hand))

    game = seed
    while len(texts) < count:
        play_game("easy", "easy", game, game % 2, phrase=phrase, on_hand=keep)
        game += 1
    return texts


def _line(lines: list[str], field: str) -> int:
    return next(i for i, line in enumerate(lines) if line.startswith(field + ":"))


def tamper(text: str, kind: str, rng: random.Random) -> str:
    """``text`` with one change of ``kind`` (one of ``TAMPERINGS``)."""
    lines = text.split("\n")
    if kind == "card_swapped":
        # One of the computer's dealt cards exchanged with a card of the stock.
        c, s = _line(lines, "C"), _line(lines, "Stock")
        hand = lines[c].split()[1:]
        stock = lines[s].split()[1:]
        i, j = rng.randrange(len(hand)), rng.randrange(len(stock))
        hand[i], stock[j] = stock[j], hand[i]
        lines[c] = "C: " + " ".join(hand)
        lines[s] = "Stock: " + " ".join(stock)
    elif kind == "order_changed":
        # Two cards of the sealed deck change places.
        at = _line(lines, "Sealed")
        deck = lines[at].split()[1:]
        i, j = rng.sample(range(len(deck)), 2)
        deck[i], deck[j] = deck[j], deck[i]
        lines[at] = "Sealed: " + " ".join(deck)
    elif kind == "nonce_changed":
        at = _line(lines, "Nonce")
        nonce = lines[at].split()[1]
        k = rng.randrange(len(nonce))
        digit = rng.choice([d for d in "0123456789abcdef" if d != nonce[k]])
        lines[at] = "Nonce: " + nonce[:k] + digit + nonce[k + 1 :]
    elif kind == "phrase_changed":
        other = hashlib.sha256(f"another phrase {rng.random()}".encode()).hexdigest()
        lines[_line(lines, "Phrase")] = "Phrase: " + other
    else:
        raise ValueError(kind)
    changed = "\n".join(lines)
    assert changed != text
    return changed
