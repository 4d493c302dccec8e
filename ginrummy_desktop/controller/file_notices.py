"""What the player is told about the files the game keeps, in their language.

Each message is built from whole translated sentences — which file (named by its path),
what was wrong, what happens now, where the original was kept — so no language has to
glue a reason into the middle of another sentence, no system error text reaches the
player, and no sentence ends twice. The reason codes are ``persistence.REASONS``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..i18n.texts import fill
from ..persistence import FileProblem

translate = QCoreApplication.translate  # lupdate finds translate("Context", "…") calls


def _head(what: str) -> str:
    if what == "settings":
        return translate("FileProblem", "The settings file %1 could not be used.")
    if what == "save":
        return translate("FileProblem", "The saved game %1 could not be loaded.")
    if what == "history":
        return translate("FileProblem", "The hand history %1 could not be read.")
    return translate("FileProblem", "The statistics file %1 could not be read.")


def _then(what: str) -> str:
    if what == "settings":
        return translate("FileProblem", "The game starts with the default settings.")
    if what == "save":
        return translate("FileProblem", "A new game starts instead.")
    if what == "history":
        return translate("FileProblem", "The hand history starts again, empty.")
    return translate("FileProblem", "The statistics start again from zero.")


def _reason(problem: FileProblem, what: str) -> str:
    code = problem.reason
    if code == "unreadable":
        return translate("FileProblem", "The system does not let the game read it.")
    if code == "folder":
        return translate("FileProblem", "A folder stands in its place.")
    if code == "special":
        return translate("FileProblem", "A device or a pipe stands in its place, not a file.")
    if code == "link":
        return translate(
            "FileProblem",
            "A link to another file stands in its place; the game does not follow it.",
        )
    if code == "too_big":
        return translate("FileProblem", "It is far too large to be a file of the game.")
    if code == "empty":
        return translate("FileProblem", "It is empty.")
    if code == "not_text":
        return translate("FileProblem", "It is not text.")
    if code == "cut_short":
        return translate(
            "FileProblem", "It ends too early: writing it was probably cut short by a crash."
        )
    if code == "too_deep":
        return translate("FileProblem", "Its contents are nested far too deeply.")
    if code == "bad_number":
        return translate("FileProblem", "It holds a number of a kind the game never writes.")
    if code == "not_ours":
        return translate("FileProblem", "It is not a file of this game.")
    if code == "newer":
        return translate("FileProblem", "It was written by a newer version of the game.")
    if code == "older":
        return translate(
            "FileProblem",
            "It was written by an older version of the game that this one no longer reads.",
        )
    if code == "code":
        return translate(
            "FileProblem", "It holds a stored program object, which the game never runs."
        )
    if code == "key":
        return translate(
            "FileProblem",
            "It was sealed with the game's key, which is missing or damaged, so it cannot be "
            "checked.",
        )
    if code == "stale":
        return translate(
            "FileProblem",
            "It is an earlier copy, older than what the game has already counted, so it is "
            "not used again.",
        )
    if code == "changed":
        if what == "settings":
            return translate(
                "FileProblem", "It does not match its own check line: it was damaged or edited."
            )
        return translate(
            "FileProblem",
            "It was changed outside the game, or it comes from another installation.",
        )
    if problem.subject:
        return fill(
            translate("FileProblem", "The value of %1 is not one the game can use."),
            problem.subject,
        )
    return translate("FileProblem", "Its contents are damaged or impossible.")


def problem_text(problem: FileProblem, what: str) -> str:
    """One message for a file that was set aside. ``what`` is "settings", "save", "stats"
    or "history"."""
    parts = [fill(_head(what), str(problem.path)), _reason(problem, what), _then(what)]
    if problem.kept_as is not None:
        parts.append(
            fill(translate("FileProblem", "The file was kept as %1."), str(problem.kept_as))
        )
    else:
        parts.append(
            translate(
                "FileProblem", "It could not be moved aside, so the game will not write over it."
            )
        )
    return " ".join(parts)


def write_problem_text(directory: Path, reason: str) -> str:
    """The data folder cannot be written; ``reason`` is a ``settings.write_reason`` code."""
    if reason == "denied":
        head = translate("FileProblem", "The game is not allowed to write in the folder %1.")
    elif reason == "full":
        head = translate("FileProblem", "The disk that holds the folder %1 is full.")
    elif reason == "read_only":
        head = translate("FileProblem", "The folder %1 is on a disk that cannot be written.")
    else:
        head = translate("FileProblem", "Nothing can be written in the folder %1.")
    return " ".join(
        (
            fill(head, str(directory)),
            translate(
                "FileProblem",
                "You can play on, but the game in progress, the statistics and the settings "
                "will not be kept.",
            ),
        )
    )


def key_problem_text(problem: FileProblem) -> str:
    """The install's key (``secret.key``) could not be used."""
    if problem.kept_as is None:
        return fill(
            translate(
                "FileProblem",
                "The game's key %1 cannot be read: the system does not let the game read it. "
                "It was left as it is, and no saved game, statistics or hand history will be "
                "written until it can be read again.",
            ),
            str(problem.path),
        )
    return fill(
        translate(
            "FileProblem",
            "The game's key %1 was damaged. It was kept as %2 and a new key was made; files "
            "sealed with the old key cannot be checked any more.",
        ),
        str(problem.path),
        str(problem.kept_as),
    )


def lost_text() -> str:
    """A counted game that cannot go on (its save was declined, is missing or was set
    aside) was counted as lost."""
    return translate(
        "FileProblem",
        "The game in progress that the statistics count could not go on, so it counts as "
        "lost, like a game given up for a new one.",
    )


def already_open_text(directory: Path) -> str:
    return fill(
        translate(
            "FileProblem",
            "Gin Rummy is already open with the data folder %1. Switch to that window to play "
            "on, or close it before starting the game again.",
        ),
        str(directory),
    )


def log_text(path: Path) -> str:
    return fill(translate("FileProblem", "The game keeps a log for bug reports in %1."), str(path))
