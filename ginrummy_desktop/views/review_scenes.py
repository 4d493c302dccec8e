"""The screenshot scenes of the hand review (``--scene history|review``), reached by playing
real games through the controller, as every other scene is (``scenes.py``).

``history``: two short games played to the end and a third under way, listed under
Game → History. ``review``: hands are played until the coach finds a costly decision in
one; its review window is shown at that decision, once the coach has judged the hand.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine import Phase


def play_for_review(window, scene: str, seed: int, play_until):
    from ..persistence.history import History
    from ..screenshots import SceneError, pump, wait_for

    c = window.controller
    # This run's games only: a screenshot run writes nothing and shows nothing of the
    # player's own history.
    window.history._history = History()
    if scene == "history":
        c.setRules(replace(c.rules, target_score=40))
        for n in range(2):
            c.startGame(seed + n)
            play_until(lambda: c.match.phase is Phase.GAME_OVER)
        c.startGame(seed + 2)
        play_until(lambda: len(c.results) >= 2 and c.match.phase in (Phase.DRAW, Phase.DISCARD))
        pump()
        return window.show_history()

    from ..review import replay
    from ..review.coach import assess, requests, summarize

    c.startGame(seed)
    for _ in range(16):
        play_until(lambda: c.match.phase in (Phase.HAND_OVER, Phase.GAME_OVER))
        hand = window.history.latest_hand()
        summary = summarize(assess(r) for r in requests(replay(hand)))
        if summary.worst is not None:
            break
        if c.match.phase is Phase.GAME_OVER:
            c.startGame(c.seed + 1)
        else:
            c.nextHand()
    else:
        raise SceneError("no hand with a costly decision was found")
    win = window.reviews.review_hand(hand)
    wait_for(lambda: win.coach_done, 120)
    win.go(summary.worst.move)
    pump()
    return win


__all__ = ["play_for_review"]
