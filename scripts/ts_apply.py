#!/usr/bin/env python3
"""Apply a reviewed translation table to a Qt .ts catalogue (a maintainer's tool).

    scripts/ts_apply.py translations/ginrummy_lt.ts table.json

``table.json`` maps context → source text → translation (a string, or a list of plural
forms for a ``%n`` message: Lithuanian has three, Dutch two). Matching messages get the
translation and lose their "unfinished" mark; the tool prints what it did not find and how
many messages are still unfinished. Qt Linguist (``pyside6-linguist``) edits the same files.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def apply(ts_path: str, table: dict[str, dict[str, object]]) -> tuple[int, list[str], int]:
    tree = ET.parse(ts_path)
    root = tree.getroot()
    applied, seen = 0, set()
    for ctx in root.iter("context"):
        name = ctx.findtext("name")
        entries = table.get(name, {})
        for msg in ctx.iter("message"):
            source = msg.findtext("source")
            if source not in entries:
                continue
            seen.add((name, source))
            value = entries[source]
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            for child in list(tr):
                tr.remove(child)
            tr.attrib.pop("type", None)
            if msg.get("numerus") == "yes":
                forms = value if isinstance(value, list) else [value]
                tr.text = None
                for form in forms:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                if isinstance(value, list):
                    raise SystemExit(f"{name}: {source!r} is not a plural message")
                tr.text = value
            applied += 1
    missing = [f"{c}: {s}" for c, e in table.items() for s in e if (c, s) not in seen]
    ET.indent(tree, space="    ")
    with open(ts_path, "w", encoding="utf-8") as f:
        f.write(HEADER + ET.tostring(root, encoding="unicode") + "\n")
    unfinished = sum(1 for t in root.iter("translation") if t.get("type") == "unfinished")
    return applied, missing, unfinished


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    with open(sys.argv[2], encoding="utf-8") as f:
        table = json.load(f)
    applied, missing, unfinished = apply(sys.argv[1], table)
    print(f"{sys.argv[1]}: {applied} translations applied, {unfinished} still unfinished")
    for m in missing:
        print(f"  not in the catalogue: {m}")


if __name__ == "__main__":
    main()
