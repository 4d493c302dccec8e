#!/usr/bin/env python3
"""Three-way merge of the translations of a Qt .ts catalogue (a maintainer's tool for
merging branches: the XML itself conflicts on every moved line number).

    scripts/ts_merge.py BASE.ts OURS.ts THEIRS.ts > table.json
    scripts/update_translations.sh          # the merged sources' messages, in the catalogue
    scripts/ts_apply.py translations/ginrummy_lt.ts table.json

For every message, a translation that THEIRS changed since BASE wins; otherwise OURS is
kept. The result is the table ``ts_apply.py`` reads (see ``ts_dump.py``).
"""

from __future__ import annotations

import json
import sys

from ts_dump import dump


def merge(base: str, ours: str, theirs: str) -> dict[str, dict[str, object]]:
    b, o, t = dump(base), dump(ours), dump(theirs)
    out: dict[str, dict[str, object]] = {}
    for table in (o, t):
        for ctx, entries in table.items():
            for source in entries:
                old = b.get(ctx, {}).get(source)
                mine = o.get(ctx, {}).get(source)
                other = t.get(ctx, {}).get(source)
                value = other if other is not None and (other != old or mine is None) else mine
                if value is not None:
                    out.setdefault(ctx, {})[source] = value
    return out


def main() -> None:
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    json.dump(merge(*sys.argv[1:]), sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
