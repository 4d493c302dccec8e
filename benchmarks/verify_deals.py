"""The verify command against arena hands and tampered copies of them.

    .venv/bin/python benchmarks/verify_deals.py [--hands 1000] [--seed 1]

Plays Easy against Easy (``ginrummy_desktop.arena``) with a phrase mixed into every deal
until ``--hands`` hands have ended, exports each as the review does, and runs the
``--verify`` command's own function on each file; then makes as many tampered copies (a
card swapped, the sealed deck's order changed, the nonce changed, the phrase changed, in
turn) and runs it on those. Prints how many genuine hands verified and how many tampered
copies were rejected, per kind, and the CPU time per verification (``time.process_time``,
which other programs on a shared machine do not inflate). Exit status 1 if any genuine
hand failed or any tampered copy passed.
"""

from __future__ import annotations

import argparse
import io
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "support"))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    print(" ".join(["verify_deals.py"] + sys.argv[1:]))

    from sealed_hands import TAMPERINGS, arena_hand_texts, tamper

    from ginrummy_desktop.cli import verify_file

    t0 = time.process_time()
    texts = arena_hand_texts(args.hands, seed=args.seed)
    print(f"played {len(texts)} hands in {time.process_time() - t0:.1f} s CPU")
    rng = random.Random(args.seed)
    genuine = Counter()
    rejected: Counter = Counter()
    tried: Counter = Counter()
    spent = 0.0
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hand.txt"
        for n, text in enumerate(texts):
            path.write_text(text, encoding="utf-8")
            t = time.process_time()
            status = verify_file(str(path), out=io.StringIO())
            spent += time.process_time() - t
            genuine[status] += 1
            kind = TAMPERINGS[n % len(TAMPERINGS)]
            path.write_text(tamper(text, kind, rng), encoding="utf-8")
            t = time.process_time()
            status = verify_file(str(path), out=io.StringIO())
            spent += time.process_time() - t
            tried[kind] += 1
            rejected[kind] += status != 0
    total = len(texts)
    print(f"genuine hands verified: {genuine[0]} of {total} (status counts {dict(genuine)})")
    for kind in TAMPERINGS:
        print(f"tampered ({kind}): rejected {rejected[kind]} of {tried[kind]}")
    all_rejected = sum(rejected.values())
    print(f"tampered copies rejected: {all_rejected} of {sum(tried.values())}")
    print(f"CPU per verification: {1000 * spent / (2 * total):.2f} ms")
    ok = genuine[0] == total and all_rejected == sum(tried.values())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
