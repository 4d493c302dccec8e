#!/usr/bin/env python3
"""Turn the original rules cards (resources/rules-source/rules_{lt,nl}.txt) into translation
tables for the rules text, sentence by sentence, in the order of ``i18n/rules_text.py``.

    .venv/bin/python scripts/import_rules_cards.py lt > /tmp/rules_lt.json
    scripts/ts_apply.py translations/ginrummy_lt.ts /tmp/rules_lt.json

The English sections follow the cards' structure, so position decides which sentence
translates which; the numbering and bullets of the cards are left to the rules view.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ginrummy_desktop.i18n.rules_text import SECTIONS, TITLE, VARIANT  # noqa: E402

_MARK = re.compile(r"^(\d+\.\s+|•\s+)")


def card_table(lang: str) -> dict[str, dict[str, str]]:
    lines = [
        ln.strip()
        for ln in (ROOT / "resources" / "rules-source" / f"rules_{lang}.txt")
        .read_text(encoding="utf-8")
        .splitlines()
        if ln.strip()
    ]
    table: dict[str, str] = {TITLE: lines[0], VARIANT: lines[1]}
    i = 2
    for section in SECTIONS:
        if section is SECTIONS[-1]:
            break  # "How this table plays" is not on the card; it is translated by hand
        table[section.heading] = lines[i]
        i += 1
        for p in section.paragraphs:
            table[p] = lines[i]
            i += 1
        for item in section.items:
            if not _MARK.match(lines[i]):
                raise SystemExit(f"card line {lines[i]!r} should be an item for {item!r}")
            table[item] = _MARK.sub("", lines[i])
            i += 1
    if i != len(lines):
        raise SystemExit(f"{len(lines) - i} card lines left over: the structures differ")
    return {"Rules": table}


if __name__ == "__main__":
    json.dump(card_table(sys.argv[1]), sys.stdout, ensure_ascii=False, indent=1)
