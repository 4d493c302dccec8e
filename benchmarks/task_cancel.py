"""How soon a cancelled request lets go: from setting a request's cancel token to the task
service delivering the next request on the same lane, while Hard searches in its child.

The game's lane asks the AI child for a Hard decision with a long time budget (so it is
still searching), the request is cancelled a moment later, and a follow-up request on
the same lane is timed from the cancel to its delivery. The cancel travels: the token, the
parent's wait loop (polls every 10 ms), the flag the child shares, Hard's next check of it,
the child's answer over the pipe, the lane taking the next request.

    .venv/bin/python benchmarks/task_cancel.py [--runs 15]

Then, once, the same search with its child stopped (SIGSTOP): how long ``shutdown`` (closing
the window) takes to cancel, stop the child and join every lane (goal: under a second).
The last two lines print the figures.
"""

from __future__ import annotations

import argparse
import os
import queue
import signal
import statistics
import sys
import time


def a_view(seed: int):
    from ginrummy_desktop.engine import Match, PassUpcard, Rules

    m = Match(Rules(), seed=seed)
    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(m.legal_actions()[0])  # the non-dealer draws: 11 cards, a real choice
    return m.view(m.to_act), tuple(m.legal_actions())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--after-ms", type=float, default=100, help="cancel this long after asking")
    ap.add_argument("--budget-ms", type=float, default=5000, help="the search's own budget")
    args = ap.parse_args()

    from ginrummy_desktop.tasks.children import Decision
    from ginrummy_desktop.tasks.service import GAME, TaskService

    inbox: queue.Queue = queue.Queue()
    service = TaskService(post=inbox.put)
    proc = service.child("ai")
    view, legal = a_view(5)
    warm = Decision("hard", 1, None, view, legal)
    proc.decide(warm)  # the child is up and has imported the AI
    latencies = []
    for run in range(args.runs):
        request = Decision("hard", 100 + run, args.budget_ms, view, legal)
        search = service.submit(GAME, lambda token, _p, r=request: proc.decide(r, token))
        time.sleep(args.after_ms / 1000)
        pid = proc.pid
        t0 = time.perf_counter()
        if not inbox.empty():
            raise SystemExit("the search answered before the cancel: raise --budget-ms")
        search.cancel()
        service.submit(GAME, lambda token, _p: None)
        while True:
            message = inbox.get(timeout=30)
            if service.deliver(message):  # the cancelled search's answer is dropped
                break
        latencies.append((time.perf_counter() - t0) * 1000)
        if proc.pid != pid:
            print(f"run {run}: the child did not answer the cancel and was replaced")
    med, worst = statistics.median(latencies), max(latencies)

    request = Decision("hard", 7, args.budget_ms, view, legal)
    service.submit(GAME, lambda token, _p: proc.decide(request, token))
    time.sleep(args.after_ms / 1000)
    stopped = proc.pid
    os.kill(stopped, signal.SIGSTOP)
    t0 = time.perf_counter()
    joined = service.shutdown()
    closing = (time.perf_counter() - t0) * 1000
    print(f"cancel to next answer: median {med:.1f} ms, worst {worst:.1f} ms over {args.runs} runs")
    print(f"shutdown with a stopped child: {closing:.0f} ms, every lane joined: {joined}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
