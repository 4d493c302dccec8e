"""What saving costs the GUI thread per move, early in a game and late in a long one.

    nice -n 19 .venv/bin/python benchmarks/save_per_move.py [--hands 1 12 20] [--repeats 7]

A game dealt from an install's secret is played by two Easy players to a target of 1000
points (so it lasts), then each chosen hand is played again move by move as the app does it:
after each move the session's snapshot of the match (``GameSnapshot.of``, lending the last
snapshot's hands where it can) and the save's text (``SaveStore.text``, everything the
keeper hands to the writer thread — the write itself happens there). Prints per hand the
median over repeats of the mean cost per move, in CPU time of this process
(``time.process_time``, which other programs competing for the cores do not inflate), the
size of the save, and how many moves were serialised per move (a count, the same on any
machine: the whole game's before the save kept its finished hands' text, the hand's own
since). Runs on an older checkout too (``PYTHONPATH=that/checkout``) to compare.
"""

from __future__ import annotations

import argparse
import inspect
import statistics
import sys
import tempfile
import time
from dataclasses import replace


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, nargs="+", default=[1, 12, 20])
    p.add_argument("--repeats", type=int, default=7)
    args = p.parse_args()
    print(" ".join(["save_per_move.py"] + sys.argv[1:]))

    import ginrummy_desktop
    from ginrummy_desktop.ai import make_player
    from ginrummy_desktop.engine import Match, Phase, Rules
    from ginrummy_desktop.persistence import SaveStore, Secret, record_data
    from ginrummy_desktop.session.changes import GameSnapshot

    print(f"package: {ginrummy_desktop.__file__}")
    lends = "earlier" in inspect.signature(GameSnapshot.of).parameters

    def snapshot(match, earlier):
        return GameSnapshot.of(match, 1, earlier) if lends else GameSnapshot.of(match, 1)

    secret = Secret(bytes(range(32)))
    game_id = "5eed" * 8
    match = Match(Rules(target_score=1000), seed=secret.seed_for(game_id))
    players = (make_player("easy", seed=1), make_player("easy", seed=2))
    while len(match.results) < max(args.hands) and not match.is_over:
        if match.phase is Phase.HAND_OVER:
            match.deal_next()
            continue
        seat = match.to_act
        match.apply(players[seat].choose(match.view(seat), match.legal_actions()), seat=seat)
    record = match.record()

    serialised = 0
    real = record_data.action_to_data

    def counted(action):
        nonlocal serialised
        serialised += 1
        return real(action)

    record_data.action_to_data = counted  # both the old and the new save call it per move

    print("hand  moves  per move (us, CPU)  save (bytes)  moves serialised per move")
    for number in args.hands:
        if number > len(record.hands):
            print(f"{number:4}  (the game has {len(record.hands)} hands)")
            continue
        hand = record.hands[number - 1]
        start = replace(record, hands=record.hands[: number - 1] + (replace(hand, actions=()),))
        costs, size = [], 0
        for _ in range(args.repeats):
            store = SaveStore(tempfile.gettempdir(), secret, ("easy",))
            m = Match.replay(start)
            earlier = snapshot(m, None)
            store.text(earlier, "easy", game_id, 7)  # the deal's save, as the app writes it
            serialised, spent = 0, 0.0
            for action in hand.actions:
                m.apply(action)
                t = time.process_time()
                earlier = snapshot(m, earlier)
                text = store.text(earlier, "easy", game_id, 7)
                spent += time.process_time() - t
            costs.append(spent / len(hand.actions))
            size = len(text)
        per_move = serialised / len(hand.actions)
        print(
            f"{number:4}  {len(hand.actions):5}  {statistics.median(costs) * 1e6:18.0f}"
            f"  {size:12}  {per_move:25.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
