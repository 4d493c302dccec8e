"""The sealed deal: a deck the game commits to before a hand and reveals after it.

The scheme (``ginrummy-deal-1``, explained for players in docs/saves.md, "A deal you can
verify"):

1. Before hand number ``h`` is dealt the game fixes its *sealed deck* ``S`` (the shuffle
   of the hand, D1, D5) and a secret 16-byte *nonce* ``N``, and shows the *commitment*
   ``C = SHA-256("ginrummy-deal-1" LF h LF S LF hex(N))``, ``S`` written as its 52 cards
   ("AS 2S …") — its first 32 hex digits are the fingerprint in the move log. ``h`` is in
   ``C`` because the reshuffle below is keyed with it: without it one ``C`` would open as
   many different deals as there are hand numbers.
2. The player's phrase enters only now: ``E = SHA-256(phrase)``. The deck actually dealt
   is ``S`` reshuffled by a Fisher–Yates shuffle whose random numbers come from
   ``K = HMAC-SHA-256(N, "ginrummy-deal-1/mix/" hand-number "/" E)`` (``mixed_deck``).
   A hand given no phrase at all (``E`` None: tests, open replays) is dealt ``S`` itself.
3. When the hand is over, ``S``, ``N`` and ``E`` are revealed (``DealSeal``): anyone can
   recompute ``C`` and the dealt deck and replay the hand against it.

Why neither side alone chooses the deal: ``C`` binds the game to ``S`` and ``N`` before it
learns a phrase chosen after ``C`` is shown (changing either would need a SHA-256 second
preimage), and the phrase then picks the reshuffle through a keyed function the game can no
longer steer. The player, for their part, never knows ``N`` before the hand is over, so no
phrase lets them predict or aim the reshuffle (HMAC-SHA-256 with a 128-bit secret key).
What it cannot do: a phrase the game already knew when it sealed the deck gives the game
room to pick ``S`` to suit it, so the phrase counts only when it is set after the
fingerprint of the hand (the next hand's fingerprint is shown when a hand ends for that);
and a file carries only ``E``, which a dishonest build could choose itself, so only the
player's phrase (``--verify --phrase``) shows that ``E`` was theirs.

Nothing here is ever in a ``PlayerView``: the commitment, public from before the deal, is
kept by the match and shown by the table. Pure Python, no Qt.
"""

from __future__ import annotations

import hashlib
import hmac

from .cards import Card
from .frozen import frozen

SCHEME = "ginrummy-deal-1"
NONCE_BYTES = 16
ENTROPY_BYTES = 32
# The short form shown at the table (the files carry all 64 digits). 128 bits, because a
# dishonest game could prepare two openings sharing the digits on screen by a birthday
# search of about 2^(bits/2) hashes and pick one after the phrase: 2^32 for 64 bits, a few
# minutes; 2^64 for 128.
FINGERPRINT_DIGITS = 32


def deck_text(deck) -> str:
    return " ".join(str(c) for c in deck)


def commitment(deck, nonce: bytes, hand_number: int) -> str:
    """The hex SHA-256 the game shows before the deal of hand ``hand_number`` (``C``
    above). Each part is on a line of its own and none can hold a line end, so no two
    (number, deck, nonce) give the same text."""
    text = f"{SCHEME}\n{int(hand_number)}\n{deck_text(deck)}\n{nonce.hex()}"
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def fingerprint(commit: str) -> str:
    """The commitment's short form for people: "3f9a 07c2 d41e 88b0 5c1d 2e7a 90b4 11f3"."""
    head = commit[:FINGERPRINT_DIGITS]
    return " ".join(head[i : i + 4] for i in range(0, len(head), 4))


def phrase_entropy(phrase: str) -> bytes:
    """What a player's phrase adds (``E`` above): the SHA-256 of its UTF-8 text. Only this
    digest is kept in files, never the phrase."""
    return hashlib.sha256(phrase.encode("utf-8")).digest()


def entropy_for(phrase: str | None) -> bytes | None:
    """What a deal gets from the player's phrase: its digest, or None (nothing mixed in)
    for no phrase or an empty one, as with Settings left blank. The table and the check
    both ask this, so an empty ``--phrase`` means what a blank setting means."""
    return phrase_entropy(phrase) if phrase else None


def hand_nonce(seed: int | str, hand_number: int) -> bytes:
    """The nonce of hand ``hand_number``, derived from the match seed so a saved game
    continues with the same seals. A game dealt from the install's secret has a 128-bit
    seed nobody else knows (persistence/seal.py), so its nonces are as secret; an open
    deal's seed (``--seed``) is no secret to whoever chose it."""
    key = hashlib.sha256(f"{SCHEME}/seed/{seed}".encode()).digest()
    return hmac.new(key, f"{SCHEME}/nonce/{hand_number}".encode(), "sha256").digest()[:NONCE_BYTES]


def first_fingerprint(seed: int | str) -> str:
    """The fingerprint of the first hand a ``Match`` with ``seed`` deals (its sealed deck
    is the seed's shuffle, engine/match.py), shown before that game even starts."""
    from .match import shuffled_deck  # match imports this module

    return fingerprint(commitment(shuffled_deck(seed, 1), hand_nonce(seed, 1), 1))


def _stream(key: bytes):
    """An endless stream of 32-bit numbers: SHA-256(K ‖ counter), counter from 0."""
    counter = 0
    while True:
        block = hashlib.sha256(key + counter.to_bytes(8, "big")).digest()
        for i in range(0, 32, 4):
            yield int.from_bytes(block[i : i + 4], "big")
        counter += 1


def mixed_deck(deck, nonce: bytes, entropy: bytes, hand_number: int) -> tuple[Card, ...]:
    """``deck`` reshuffled by the phrase (step 2 above): Fisher–Yates from the last card
    down, each position ``i`` swapped with ``j`` uniform in 0..i (rejection sampling, so no
    position is favoured)."""
    key = hmac.new(nonce, f"{SCHEME}/mix/{hand_number}/".encode() + entropy, "sha256").digest()
    cards = list(deck)
    numbers = _stream(key)
    for i in range(len(cards) - 1, 0, -1):
        span = i + 1
        limit = (1 << 32) - (1 << 32) % span
        n = next(numbers)
        while n >= limit:
            n = next(numbers)
        j = n % span
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards)


@frozen
class DealSeal:
    """One hand's seal, revealed: the sealed deck, the nonce, the phrase's digest (None
    when no phrase was mixed in) and the commitment shown before the deal. ``deck`` is the
    deck the hand was dealt from."""

    sealed_deck: tuple[Card, ...]
    nonce: bytes
    entropy: bytes | None
    commitment: str
    hand_number: int

    @classmethod
    def make(cls, sealed_deck, nonce: bytes, entropy: bytes | None, hand_number: int) -> DealSeal:
        sealed_deck = tuple(sealed_deck)
        commit = commitment(sealed_deck, nonce, hand_number)
        return cls(sealed_deck, nonce, entropy, commit, hand_number)

    @property
    def deck(self) -> tuple[Card, ...]:
        if self.entropy is None:
            return self.sealed_deck
        return mixed_deck(self.sealed_deck, self.nonce, self.entropy, self.hand_number)

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.commitment)

    def holds(self) -> bool:
        """Whether the revealed deck, nonce and hand number give the commitment."""
        expected = commitment(self.sealed_deck, self.nonce, self.hand_number)
        return hmac.compare_digest(expected, self.commitment)


__all__ = [
    "DealSeal",
    "SCHEME",
    "commitment",
    "entropy_for",
    "fingerprint",
    "first_fingerprint",
    "hand_nonce",
    "mixed_deck",
    "phrase_entropy",
]
