"""The messages about the game's files, in all three languages: whole sentences, the file
named, no system error text, no doubled punctuation, nothing left in English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ginrummy_desktop.controller.file_notices import (
    already_open_text,
    log_text,
    problem_text,
    write_problem_text,
)
from ginrummy_desktop.persistence import REASONS, FileProblem
from ginrummy_desktop.vocabulary import LANGS, SOURCE_LANGUAGE

PATH = Path("/home/jurgita/.local/share/GinRummyDesktop/ginrummy-desktop/statistics.json")
KEPT = PATH.with_name(PATH.name + ".corrupt-20260301-101500")
DOUBLED = re.compile(r"\.\.|\.\s*\.|,\s*[.,]|\.\s*,|:\s*\.|\s[.,:;]")


def every_message() -> list[tuple[str, str]]:
    out = []
    for what in ("settings", "save", "stats"):
        for reason in REASONS:
            for kept in (KEPT, None):
                for subject in ("", "game/target_score"):
                    problem = FileProblem(PATH, reason, kept, "[Errno 13] detail", subject)
                    out.append((f"{what}/{reason}/{kept is not None}", problem_text(problem, what)))
    for reason in ("denied", "full", "read_only", "other"):
        out.append((f"write/{reason}", write_problem_text(PATH.parent, reason)))
    out.append(("open", already_open_text(PATH.parent)))
    out.append(("log", log_text(PATH.parent / "ginrummy.log")))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_file_message_is_whole_and_names_the_file(switcher, lang):
    english = dict(every_message())
    assert switcher.set_language(lang)
    for key, text in every_message():
        assert "Errno" not in text and "detail" not in text and "Traceback" not in text, key
        assert "%" not in text, key  # every placeholder filled
        plain = text.replace(str(KEPT), "KEPT").replace(str(PATH.parent), "FOLDER")
        assert not DOUBLED.search(plain), (key, text)
        assert plain.rstrip().endswith("."), (key, text)
        if key.split("/")[0] in ("settings", "save", "stats"):
            assert str(PATH) in text, key  # the right file named
            assert (str(KEPT) in text) == key.endswith("True"), key
        if lang != SOURCE_LANGUAGE:
            assert text != english[key], (key, "not translated")
