#!/usr/bin/env python3
"""Write the finished translations of a Qt .ts catalogue as the table ``ts_apply.py`` reads
(a maintainer's tool: carry translations across a moved context or a merge).

    scripts/ts_dump.py translations/ginrummy_lt.ts > table.json
    scripts/ts_dump.py translations/ginrummy_lt.ts --rename OldContext=NewContext > table.json

The table maps context → source text → translation (a list of plural forms for a ``%n``
message). Unfinished messages are left out.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET


def dump(ts_path: str, renames: dict[str, str] | None = None) -> dict[str, dict[str, object]]:
    renames = renames or {}
    table: dict[str, dict[str, object]] = {}
    for ctx in ET.parse(ts_path).getroot().iter("context"):
        name = ctx.findtext("name")
        name = renames.get(name, name)
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            if msg.get("numerus") == "yes":
                value: object = [f.text or "" for f in tr.iter("numerusform")]
            else:
                value = tr.text or ""
            table.setdefault(name, {})[msg.findtext("source")] = value
    return table


def main() -> None:
    args = sys.argv[1:]
    if not args or len(args) not in (1, 3) or (len(args) == 3 and args[1] != "--rename"):
        raise SystemExit(__doc__)
    renames = dict([args[2].split("=", 1)]) if len(args) == 3 else {}
    json.dump(dump(args[0], renames), sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
