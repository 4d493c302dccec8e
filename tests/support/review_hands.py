"""Finished hands for the review tests: real hands played by the AI levels, and a hand
built around one deliberately bad discard."""

from table_deals import card, deal  # tests/support

from ginrummy_desktop.ai import make_player
from ginrummy_desktop.engine import Discard, DrawStock, Match, PassUpcard, Phase, Rules
from ginrummy_desktop.review.hand import finished_hand

PLAYER, OTHER = 0, 1


def play_out(match, players):
    """Let ``players`` (seat → player) finish the hand in progress."""
    while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = match.to_act
        match.apply(players[seat].choose(match.view(seat), match.legal_actions()), seat)
    return match


def played_hand(seed, levels=("normal", "hard"), rules=Rules(), hands=1):
    """Hand number ``hands`` of a seeded game between two AI levels (the reviewed player at
    seat 0), as a ``PlayedHand``, with the engine's own result of it."""
    match = Match(rules, seed=seed)
    players = [make_player(levels[0], seed=seed), make_player(levels[1], seed=seed + 1)]
    for n in range(hands):
        if n:
            match.deal_next()
        play_out(match, players)
        if match.phase is Phase.GAME_OVER:
            break
    return finished_hand(match, PLAYER, levels[1], "2026-12-01 14:08"), match.last_result


# The reviewed player holds a run (5H 6H 7H), a set (9S 9C 9D) and four high odd cards.
# Both pass the KD; the player draws the 2S and throws the 6H out of its own run — the
# deliberate mistake (any of KC QD JS keeps both melds) — then plays on as Normal would.
BAD_DISCARD_MOVE = 4


def hand_with_bad_discard(seed=3):
    match = deal(
        "5H 6H 7H 9S 9C 9D KC QD JS 2C",
        "AS 3S 4D 6D 8C TC 3H JH 4C 8S",
        "KD",
        "2S",
    )
    match.apply(PassUpcard(), PLAYER)
    match.apply(PassUpcard(), OTHER)
    match.apply(DrawStock(), PLAYER)
    match.apply(Discard(card("6H")), PLAYER)
    play_out(match, {PLAYER: make_player("normal", seed=seed), OTHER: make_player("hard", seed)})
    return finished_hand(match, PLAYER, "hard", "2026-12-01 14:08")
