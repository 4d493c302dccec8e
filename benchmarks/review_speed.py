"""How long the coach takes to judge a whole hand, as the review window runs it: a fresh
``Coach`` (its child process started from scratch, as each review window's is), one
evaluation per decision at the default effort, answers queued back to the GUI thread — and
how long the GUI thread's event loop was ever kept waiting meanwhile.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/review_speed.py [--hands 10]

Hands: seeded hands of Easy (the reviewed player) against Hard. Prints per hand the
player's decisions, the seconds until the summary, and the longest event-loop gap (a 5 ms
timer measures it); then the median and the worst. The machine is shared, so it also times
the same evaluations in this process by CPU time (``time.process_time``), which other
programs competing for the cores do not inflate.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "support"))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--worlds", type=int, default=None, help="default: the coach's own")
    args = p.parse_args()
    print(" ".join(["review_speed.py"] + sys.argv[1:]))

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication
    from review_hands import played_hand

    from ginrummy_desktop.controller.coach import Coach
    from ginrummy_desktop.review import replay
    from ginrummy_desktop.review.coach import assess, requests

    app = QApplication.instance() or QApplication([])

    def idle_gap(seconds: float) -> int:
        """The longest event-loop gap with nothing to do (the machine's own noise)."""
        clock, tick, gaps = QElapsedTimer(), QTimer(), []
        tick.setInterval(5)
        tick.timeout.connect(lambda: gaps.append(clock.restart()))
        clock.start()
        tick.start()
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.001)
        tick.stop()
        return max(gaps[1:], default=0)

    print(f"idle event loop, 5 s: longest gap {idle_gap(5.0)} ms")
    rows = []
    for k in range(args.hands):
        hand, _ = played_hand(args.seed + k, levels=("easy", "hard"))
        rep = replay(hand)
        coach = Coach()
        done = []
        coach.finished.connect(done.append)
        gaps = []
        clock = QElapsedTimer()
        tick = QTimer()
        tick.setInterval(5)

        def beat(clock=clock, gaps=gaps):
            gaps.append(clock.restart())

        tick.timeout.connect(beat)
        clock.start()
        tick.start()
        t0 = time.perf_counter()
        n = coach.review(rep, worlds=args.worlds)
        while not done:
            app.processEvents()
            time.sleep(0.001)
        seconds = time.perf_counter() - t0
        tick.stop()
        coach.shutdown()
        worst_gap = max(gaps[1:], default=0)
        c0 = time.process_time()
        for r in requests(rep, **({} if args.worlds is None else {"worlds": args.worlds})):
            assess(r)
        cpu = time.process_time() - c0
        rows.append((n, seconds, worst_gap, cpu))
        print(
            f"hand {k + 1:2}: {n:2} decisions, {seconds:5.2f} s, longest gap {worst_gap} ms; "
            f"CPU {cpu:5.2f} s"
        )
    times = [r[1] for r in rows]
    per = [r[1] / r[0] for r in rows if r[0]]
    print(
        f"median {statistics.median(times):.2f} s, worst {max(times):.2f} s per hand; "
        f"median {statistics.median(per):.2f} s per decision; "
        f"decisions median {statistics.median(r[0] for r in rows)}, max {max(r[0] for r in rows)}; "
        f"longest event-loop gap {max(r[2] for r in rows)} ms"
    )
    cpu_per = [r[3] / r[0] for r in rows if r[0]]
    print(
        f"CPU: median {statistics.median(r[3] for r in rows):.2f} s, worst "
        f"{max(r[3] for r in rows):.2f} s per hand; median {statistics.median(cpu_per):.3f} s "
        f"per decision, so 15 decisions take about {15 * statistics.median(cpu_per):.1f} s of "
        "one core"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
