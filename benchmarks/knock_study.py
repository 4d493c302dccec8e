"""Where Hard's knocks go wrong against one opponent, and what a variant changes.

    nice -n 19 .venv/bin/python benchmarks/knock_study.py camper --games 400 --seed 6000
    nice -n 19 .venv/bin/python benchmarks/knock_study.py camper --games 400 --seed 6000 \\
        --gin-hunting 0.95 --knock-scale 2 --set me_vs_hunter=0,0,99,6,2

Plays Hard (seats swapped per deal, games to 100, D13) against ``OPPONENT`` and records
every knock decision Hard meets (D8: a knock is possible): the least knock deadwood, the
stock, whether Hard's default rule knocks, whether it knocked, and the share of its sampled
worlds in which that knock was undercut (D11). Prints Hard's wins and net points per hand,
how the hands ended (gin, knock, undercut, drawn; by whom), the knocks, undercuts and mean
points per knock for each stage of the hand (the stock at 25 or more "first", 17–24 "early",
7–16 "mid", 3–6 "late"; the last turn, D12, apart) and knock deadwood,
and the calibration of the worlds: the undercut rate
the worlds predicted for the knocks Hard made against the rate that followed.

Variants: ``--set KEY=VALUE`` (``search.SearchParams``, a knock rule as
``limit,hold,hold_stock,late_stock,late_limit``), ``--gin-hunting P`` (a fixed style estimate
instead of the profile), ``--knock-scale N`` (``hard.KNOCK_SCALE``), ``--lookahead W``
(``hard.LOOKAHEAD``), ``--z-knock Z`` (``hard.Z_KNOCK``), ``--max-undercut U``
(``hard.MAX_UNDERCUT``: no knock off the default when undercut in ≥ U of the worlds). The
sampler of the fourth version tried (not adopted): ``--set hunter_keep_layoffs=1
hunter_extra_spread=1``.
Fixed effort, deterministic for the seeds; ``--budget MS`` plays at the table's wall-clock
budget instead (both cores busy with the games only, as the panel's budget figures).
"""

from __future__ import annotations

import argparse
import collections
import json
import multiprocessing as mp
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from panel import parse_settings  # noqa: E402  (the same --set syntax as the panel)

import ginrummy_desktop.ai.hard as hard_module  # noqa: E402
from ginrummy_desktop.ai.common import last_turn  # noqa: E402
from ginrummy_desktop.ai.fast import dw  # noqa: E402
from ginrummy_desktop.ai.hard import HardPlayer  # noqa: E402
from ginrummy_desktop.ai.search import DEFAULT_PARAMS  # noqa: E402
from ginrummy_desktop.arena import play_game  # noqa: E402
from ginrummy_desktop.engine import Rules  # noqa: E402
from ginrummy_desktop.engine.actions import Knock  # noqa: E402


class _Recording(HardPlayer):
    """Hard that notes each knock decision (and, optionally, a fixed style estimate)."""

    fixed_g: float | None = None

    def __init__(self, *a, **k) -> None:
        super().__init__(*a, **k)
        self.log: list[dict] = []
        self._last_stats = None

    def gin_hunting(self) -> float:
        return self.fixed_g if self.fixed_g is not None else super().gin_hunting()

    def _search(self, *a, **k):
        self._last_stats = super()._search(*a, **k)
        return self._last_stats

    def _knock_or_play_on(self, view, knocks, mask11, scores):
        knock = min(knocks, key=lambda a: (dw(mask11 ^ a.card.bit), -a.card.value, a.card.index))
        knock_deadwood = dw(mask11 ^ knock.card.bit)
        default = self.my_rule().knocks(knock_deadwood, view.stock_count)
        self._last_stats = None
        act = super()._knock_or_play_on(view, knocks, mask11, scores)
        predicted = gain = None
        if self._last_stats is not None and knock_deadwood > 0:
            v = self._last_stats.values[0 if default else 1]  # the knock option's points
            w = self._last_stats.values[1 if default else 0]  # playing on's
            predicted = sum(x < 0 for x in v) / len(v)
            gain = (sum(v) - sum(w)) / len(v)  # the worlds' mean gain of knocking now
        self.log.append(
            {
                "hand": view.hand_number,
                "kdw": knock_deadwood,
                "stock": view.stock_count,
                "last": last_turn(view),
                "default": default,
                "knock": isinstance(act, Knock),
                "seat": view.seat,
                "predicted": predicted,
                "gain": gain,
                "worlds": None if self._last_stats is None else len(self._last_stats.values[0]),
            }
        )
        return act


def _task(t):
    opp, seed, seat, args = t
    for name, attr in (("knock_scale", "KNOCK_SCALE"), ("lookahead", "LOOKAHEAD")):
        if getattr(args, name) is not None:
            setattr(hard_module, attr, getattr(args, name))
    if args.max_undercut is not None:
        hard_module.MAX_UNDERCUT = args.max_undercut
    if args.z_knock is not None:
        hard_module.Z_KNOCK = args.z_knock
    params = replace(DEFAULT_PARAMS, **parse_settings(args.set))
    players = []

    def make(s, b):
        p = _Recording(s, b, params=params)
        p.fixed_g = args.gin_hunting
        players.append(p)
        return p

    ends = {}

    def on_hand(match):
        r = match.results[-1]
        ends[r.hand_number] = (r.kind, r.knocker, r.winner, r.points)

    rec = play_game(
        "hard",
        opp,
        seed,
        seat,
        rules=Rules(target_score=100),
        budget_a=args.budget,
        factory_a=make,
        on_hand=on_hand,
    )
    decisions = [(d, ends.get(d["hand"])) for d in players[0].log]
    return rec.winner, rec.points["A"] - rec.points["B"], rec.hands, seat, decisions, ends


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("opponent")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=6000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--set", nargs="*", default=[])
    ap.add_argument("--gin-hunting", type=float, default=None)
    ap.add_argument("--knock-scale", type=int, default=None)
    ap.add_argument("--lookahead", type=float, default=None)
    ap.add_argument("--z-knock", type=float, default=None)
    ap.add_argument("--max-undercut", type=float, default=None)
    ap.add_argument("--budget", type=float, default=None, help="Hard's budget in ms")
    ap.add_argument("--dump", type=Path, help="write every knock decision here (JSON lines)")
    args = ap.parse_args(argv)
    print("command: " + " ".join(["benchmarks/knock_study.py"] + (argv or sys.argv[1:])))
    tasks = [(args.opponent, args.seed + i // 2, i % 2, args) for i in range(args.games)]
    with mp.Pool(args.jobs) as pool:
        rows = pool.map(_task, tasks, chunksize=2)
    if args.dump is not None:
        with args.dump.open("w", encoding="utf-8") as f:
            for _, _, _, seat, decisions, _ in rows:
                for d, end in decisions:
                    f.write(json.dumps({**d, "end": end, "hard_seat": seat}) + "\n")
    wins = sum(r[0] == "A" for r in rows)
    hands = sum(r[2] for r in rows) or 1
    print(f"Hard wins {wins}/{len(rows)}; net {sum(r[1] for r in rows) / hands:+.2f} per hand")
    kinds = collections.Counter()
    for _, _, _, seat, _, ends in rows:
        for kind, knocker, _, _ in ends.values():
            who = "-" if knocker is None else ("Hard" if knocker == seat else "opp")
            kinds[f"{kind} ({who})"] += 1
    print("hands: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    table = collections.defaultdict(lambda: [0, 0, 0, 0])
    calib = collections.defaultdict(lambda: [0, 0.0, 0])
    high = collections.defaultdict(lambda: [0, 0])
    for _, _, _, seat, decisions, _ in rows:
        for d, end in decisions:
            stage = (
                "last"
                if d["last"]
                else "late"
                if d["stock"] <= 6
                else "mid"
                if d["stock"] <= 16
                else "early"
                if d["stock"] <= 24
                else "first"
            )
            key = (stage, f"{d['kdw'] // 3 * 3}-{d['kdw'] // 3 * 3 + 2}", d["default"])
            table[key][0] += 1
            if d["knock"] and end is not None and end[1] == seat:
                table[key][1] += 1
                table[key][2] += end[0] == "undercut"
                table[key][3] += end[3] if end[2] == seat else -end[3]
                if d["kdw"] > 0 and d["predicted"] is not None:
                    b = min(int(d["predicted"] * 10), 5)
                    calib[b][0] += 1
                    calib[b][1] += d["predicted"]
                    calib[b][2] += end[0] == "undercut"
                    if b == 5:
                        hi = high[(stage, d["default"])]
                        hi[0] += 1
                        hi[1] += end[0] == "undercut"
    # "last": the stock at its floor (D12), where a turn without a knock draws the hand (0
    # points) and the knock is valued on the worlds whatever the rule says; "points": Hard's
    # mean points per knock made (+ it scored, - the opponent did), what the knocks earned.
    head = ("stage", "deadwood", "rule knocks", "decisions", "knocks", "undercut", "points")
    print("{:6} {:8} {:11} {:>9} {:>6} {:>8} {:>7}".format(*head))
    for k in sorted(table):
        n, kn, u, pts = table[k]
        mean = f"{pts / kn:+7.1f}" if kn else "      -"
        print(f"{k[0]:6} {k[1]:8} {str(k[2]):11} {n:9d} {kn:6d} {u:8d} {mean}")
    print("worlds' predicted undercut rate of the knocks made, against what followed:")
    for b in sorted(calib):
        n, p, u = calib[b]
        print(f"  predicted {b / 10:.1f}+: {n:4d} knocks, predicted {p / n:.2f}, real {u / n:.2f}")
    print("the knocks predicted undercut in half the worlds or more, by stage and rule:")
    for (stage, default), (n, u) in sorted(high.items()):
        print(f"  {stage:6} rule knocks {str(default):5}: {n:4d} knocks, {u:4d} undercut")
    return 0


if __name__ == "__main__":
    sys.exit(main())
