"""Hard against the panel of styled opponents: one table, every style at once.

    nice -n 19 .venv/bin/python benchmarks/panel.py --games 400 --seed 1 [--samples 8]
    nice -n 19 .venv/bin/python benchmarks/panel.py --games 400 --seed 1 --budget 250
    .venv/bin/python benchmarks/panel.py --hard hardgreedy --opponents camper simpleref
    .venv/bin/python benchmarks/panel.py --set hunter_seen_per_draw=2.0 me_vs_hunter=0,0,99,6,4
    .venv/bin/python benchmarks/panel.py --const KNOCK_SCALE=12 MAX_UNDERCUT=0.5
    .venv/bin/python benchmarks/panel.py --games 2000 --budget 250 --log camper.jsonl …

Plays ``--hard`` (default: hard) against each opponent of ``--opponents`` (default: the
panel — simpleref, normal, camper, knocker; see ``ai/panel.py``) in games to 100 (D13),
seats swapped per deal: seed k is played twice on the same decks, Hard in seat 0 then in
seat 1. Two processes by default (``--jobs``), so both cores are busy as at a table with a
second game. Effort: ``--samples N`` is the fixed number of sampled worlds per searched
round (deterministic for the seeds, no clock; Hard's default ``hard.SAMPLES`` when not
given), ``--budget MS`` the table's wall-clock budget instead (figures then depend on the
machine's load).

Per opponent it prints Hard's game win rate with its Wilson 95 % interval, net points per
hand, how often Hard's knocks short of gin were undercut (D11) with its interval, gin rates
of both sides, Hard's decision latency (p50/p99/max, ms) and the illegal actions (must be 0).

A run at the table's budget takes hours. With ``--log FILE`` every finished game is appended
to FILE as one JSON line, with the run's settings; the same command run again plays only the
games the log does not hold yet and prints the rows over all of them, so a run that was
stopped loses only the games in play, and a long run can be made in several sittings.
``--report`` prints the rows of what the log holds for the command, plays nothing and
writes nothing (a run still going can be looked at so). Logs of several sittings can be put
together (``cat``) and reported as one; a ``--set`` of the default's own value counts as the
default (it plays the same games), and a game that the log holds twice stops the reading.

``--paired OTHER`` sets the games against those of the same level and effort in another log
(the code before a change, or the default against a ``--set`` variant), game by game over
the deals and seats both hold: the win rate and the points per game of each, and their
difference with its 95 % margin from the per-game differences. The same deals on both sides
take the deals' own luck out of the difference, so it is far narrower than the two
intervals side by side.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.ai import PANEL_LEVELS, make_player  # noqa: E402
from ginrummy_desktop.arena import GameRecord, percentile, play_game, wilson  # noqa: E402
from ginrummy_desktop.engine import Rules  # noqa: E402

PANEL = ("simpleref", "normal", "camper", "knocker")


def parse_settings(pairs) -> dict:
    """``KEY=VALUE`` settings of ``search.SearchParams`` (a knock rule as
    ``limit,hold,hold_stock,late_stock,late_limit``)."""
    from ginrummy_desktop.ai.search import KnockRule

    out = {}
    for pair in pairs:
        k, v = pair.split("=", 1)
        parts = v.split(",")
        out[k] = KnockRule(*(int(p) for p in parts)) if len(parts) > 1 else float(v)
    return out


def _make_hard(level: str, samples: int | None, settings: dict):
    def make(seed, budget):
        if level not in ("hard", "hardgreedy") or (samples is None and not settings):
            return make_player(level, seed=seed, budget_ms=budget)
        from dataclasses import replace

        from ginrummy_desktop.ai.hard import SAMPLES, HardPlayer
        from ginrummy_desktop.ai.panel import GreedyKnockHard

        kw = {"samples": samples or SAMPLES}
        if level == "hard":
            from ginrummy_desktop.ai.search import DEFAULT_PARAMS

            kw["params"] = replace(DEFAULT_PARAMS, **settings)
            return HardPlayer(seed, budget, **kw)
        return GreedyKnockHard(seed, budget, **kw)

    return make


def _constants(pairs) -> dict:
    """``NAME=VALUE`` module constants of ``ai/hard.py`` (e.g. ``KNOCK_SCALE=12``,
    ``MAX_UNDERCUT=0.5``; ``None`` restores "off")."""
    import ginrummy_desktop.ai.hard as hard_module

    out = {}
    for pair in pairs:
        k, v = pair.split("=", 1)
        if not hasattr(hard_module, k):
            raise SystemExit(f"ai/hard.py has no constant {k!r}")
        out[k] = None if v == "None" else int(v) if v.lstrip("-").isdigit() else float(v)
    return out


def _task(t):
    hard, opp, seed, seat, samples, budget, settings, constants = t
    import ginrummy_desktop.ai.hard as hard_module

    for k, v in constants.items():
        setattr(hard_module, k, v)
    rec = play_game(
        hard,
        opp,
        seed,
        seat,
        rules=Rules(target_score=100),
        budget_a=budget,
        factory_a=_make_hard(hard, samples, settings),
    )
    rec.latencies["B"] = []  # only Hard's are reported; keep the pipe small
    return opp, rec


# What a logged game keeps of its record (the opponent's latencies are not reported).
LOGGED = ("seed", "a_seat", "winner", "scores", "hands", "drawn", "points", "gins")
LOGGED += ("knocks_won", "undercuts", "latencies", "illegal")


def _run_key(args, settings: dict, constants: dict) -> dict:
    """What makes two logged games comparable: the level, the effort and its changes."""
    return {
        "hard": args.hard,
        "samples": args.samples,
        "budget": args.budget,
        "settings": _changes({k: repr(v) for k, v in settings.items()}),
        "constants": {k: repr(v) for k, v in sorted(constants.items())},
    }


def _changes(logged: dict[str, str]) -> dict[str, str]:
    """Logged ``--set`` settings (each value as ``repr`` of what ``parse_settings`` made of
    it) without those equal to the default's own: a variant that a later default adopted
    played the default's games, and its log counts with the default's."""
    from ginrummy_desktop.ai.search import DEFAULT_PARAMS, KnockRule

    def default(key: str) -> str | None:
        value = getattr(DEFAULT_PARAMS, key, None)
        if isinstance(value, KnockRule):
            return repr(value)
        if isinstance(value, int | float) and not isinstance(value, bool):
            return repr(float(value))
        return None

    return {k: v for k, v in sorted(logged.items()) if v != default(k)}


def _read_log(path: Path, run: dict, loose: bool = False) -> dict[tuple[str, int, int], GameRecord]:
    """The games of ``run`` already in the log, by (opponent, seed, Hard's seat). Lines of
    other runs are left alone; a line that is not a game of this script stops the run (a
    log is only ever appended to, so a damaged one is for a person to look at). ``loose``:
    any run of the same level and effort, whatever its settings and constants (a variant
    set against the default), as long as each game is there once."""
    keys = ("hard", "samples", "budget") if loose else tuple(run)
    done: dict[tuple[str, int, int], GameRecord] = {}
    if not path.exists():
        return done
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except ValueError:  # a write that a stop cut short: that game is played again
                print(f"{path}:{number}: a line cut short, left out")
                continue
            try:
                entry["run"]["settings"] = _changes(entry["run"]["settings"])
                if any(entry["run"].get(k) != run[k] for k in keys):
                    continue
                rec = GameRecord(**{k: entry["game"][k] for k in LOGGED})
                rec.scores = tuple(rec.scores)
                key = (str(entry["opponent"]), int(rec.seed), int(rec.a_seat))
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                raise SystemExit(f"{path}:{number}: not a logged game ({exc})") from None
            if key in done:  # logs put together, or two runs of one deal: say which counts
                raise SystemExit(f"{path}:{number}: game {key} logged more than once")
            done[key] = rec
    return done


def _row(opp: str, recs) -> list[str]:
    n = len(recs)
    wins = sum(r.winner == "A" for r in recs)
    hands = sum(r.hands for r in recs) or 1
    lo, hi = wilson(wins, n)
    net = sum(r.points["A"] - r.points["B"] for r in recs) / hands
    under = sum(r.undercuts["B"] for r in recs)
    made = sum(r.knocks_won["A"] for r in recs) + under
    ulo, uhi = wilson(under, made)
    gin_a = sum(r.gins["A"] for r in recs) / hands
    gin_b = sum(r.gins["B"] for r in recs) / hands
    lat = sorted(x for r in recs for x in r.latencies["A"])
    illegal = sum(r.illegal for r in recs)
    return [
        f"{opp:10} {n:6d} {wins / n:7.1%} [{lo:5.1%}, {hi:5.1%}] {net:+6.2f} "
        f"{under:4d}/{made:<4d} {under / max(made, 1):6.1%} [{ulo:5.1%}, {uhi:5.1%}] "
        f"{gin_a:6.1%} {gin_b:6.1%} {percentile(lat, 50):7.1f} {percentile(lat, 99):7.1f} "
        f"{(lat[-1] if lat else 0):7.1f} {illegal:3d}"
    ]


def _margin(diffs: list[float]) -> float:
    """The 95 % margin of the mean of ``diffs`` (normal approximation)."""
    return 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf


def paired_row(opp: str, here: dict, there: dict) -> str:
    """``here`` and ``there``: records by (seed, Hard's seat). Only the games both hold count."""
    both = sorted(here.keys() & there.keys())
    if not both:
        return f"{opp:10} paired: no game in both logs"
    mean = statistics.fmean

    def per_game(records: dict) -> tuple[list[float], list[float]]:
        """Won (1 or 0) and net points, game by game in the order of ``both``."""
        return (
            [float(records[k].winner == "A") for k in both],
            [float(records[k].points["A"] - records[k].points["B"]) for k in both],
        )

    (won_h, net_h), (won_t, net_t) = per_game(here), per_game(there)
    w = [a - b for a, b in zip(won_h, won_t, strict=True)]
    p = [a - b for a, b in zip(net_h, net_t, strict=True)]
    return (
        f"{opp:10} paired over {len(both)} games: win {mean(won_h):.1%} here, "
        f"{mean(won_t):.1%} there, difference {mean(w):+.1%} ± {_margin(w):.1%}; net points "
        f"a game {mean(net_h):+.1f} here, {mean(net_t):+.1f} there, difference "
        f"{mean(p):+.1f} ± {_margin(p):.1f}"
    )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games per opponent (even)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--hard", default="hard", help="the level measured (hard, hardgreedy, …)")
    ap.add_argument("--opponents", nargs="*", default=list(PANEL))
    ap.add_argument("--samples", type=int, default=None, help="fixed worlds per round")
    ap.add_argument("--budget", type=float, default=None, help="Hard's budget in ms")
    ap.add_argument("--set", nargs="*", default=[], help="Hard's SearchParams: KEY=VALUE")
    ap.add_argument("--const", nargs="*", default=[], help="ai/hard.py constants: NAME=VALUE")
    ap.add_argument("--log", type=Path, help="append each game here; continue a stopped run")
    ap.add_argument(
        "--report", action="store_true", help="with --log: the rows of the logged games only"
    )
    ap.add_argument(
        "--paired", type=Path, help="another log of this command: the differences, game by game"
    )
    args = ap.parse_args(argv)
    if args.report and args.log is None:
        ap.error("--report reads the games of --log FILE")
    if args.paired is not None and not args.paired.exists():
        ap.error(f"--paired: no log {args.paired}")
    settings = parse_settings(args.set)
    constants = _constants(args.const)
    for o in args.opponents:
        if o not in PANEL + PANEL_LEVELS + ("easy", "hard"):
            ap.error(f"unknown opponent {o!r}")
    games = max(2, args.games + args.games % 2)
    tasks = [
        (args.hard, opp, args.seed + i // 2, i % 2, args.samples, args.budget, settings, constants)
        for opp in args.opponents
        for i in range(games)
    ]
    print("command: " + " ".join(["benchmarks/panel.py"] + (argv or sys.argv[1:])))
    effort = (
        f"budget {args.budget:g} ms"
        if args.budget is not None
        else f"fixed effort, {args.samples or 'default'} worlds per round"
    )
    print(
        f"{args.hard} vs panel: {games} games per opponent, seeds {args.seed}.."
        f"{args.seed + games // 2 - 1} (seats swapped), {effort}, {args.jobs} processes"
        + (f", settings {settings}" if settings else "")
        + (f", constants {constants}" if constants else "")
    )
    t0 = time.time()
    header = (
        f"{'opponent':10} {'games':>6} {'win':>7} {'Wilson 95 %':>16} {'net/h':>6} "
        f"{'undercut/knocks':>9} {'rate':>6} {'Wilson 95 %':>16} {'gin H':>6} {'gin O':>6} "
        f"{'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} {'ill':>3}"
    )
    run = _run_key(args, settings, constants)
    done = _read_log(args.log, run) if args.log else {}
    logged = {
        o: [done[t[1:4]] for t in tasks if t[1] == o and t[1:4] in done] for o in args.opponents
    }
    again = sum(map(len, logged.values()))
    if again and not args.report:
        print(f"{again} of these games already in {args.log}, not played again")
    print(header, flush=True)
    other = _read_log(args.paired, run, loose=True) if args.paired else {}

    def pairs(opp: str, recs) -> None:
        if args.paired is not None:
            mine = {(r.seed, r.a_seat): r for r in recs}
            theirs = {k[1:]: r for k, r in other.items() if k[0] == opp}
            print(paired_row(opp, mine, theirs), flush=True)

    if args.report:  # what is in so far, of a run still going or a stopped one; nothing written
        for opp, recs in logged.items():
            print(*_row(opp, recs) if recs else [f"{opp:10} no games of this run yet"], sep="\n")
            pairs(opp, recs)
        return 0
    log = args.log.open("a+", encoding="utf-8") if args.log else None
    if log is not None and log.tell() > 0:
        log.seek(log.tell() - 1)
        if log.read(1) != "\n":
            log.write("\n")  # after a cut-short line, the next game starts a line of its own
    # One opponent at a time, its row printed as soon as its games are in.
    with mp.Pool(args.jobs) as pool:
        for opp in args.opponents:
            recs = logged[opp]
            mine = [t for t in tasks if t[1] == opp and t[1:4] not in done]
            for _, rec in pool.imap_unordered(_task, mine, chunksize=2):
                recs.append(rec)
                if log is not None:  # a whole line per game, on disk before the next
                    game = {k: getattr(rec, k) for k in LOGGED}
                    game["latencies"] = {
                        s: [round(x, 3) for x in v] for s, v in rec.latencies.items()
                    }
                    log.write(json.dumps({"run": run, "opponent": opp, "game": game}) + "\n")
                    log.flush()
            for line in _row(opp, recs):
                print(line, flush=True)
            pairs(opp, recs)
    if log is not None:
        log.close()
    print(f"elapsed {time.time() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
