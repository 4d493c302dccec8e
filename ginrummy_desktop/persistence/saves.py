"""The game in progress: saved after every action, offered for resume on the next start."""

from __future__ import annotations

import json
from pathlib import Path

from ..engine import Match, SaveFormatError
from .atomic import FileProblem, atomic_write_text, quarantine, read_json

SAVE_NAME = "current-game.json"


class SaveStore:
    """``save(match, extra)`` after each action; ``load()`` on start. ``extra`` holds what
    the table needs besides the match (the AI level, the human's seat), validated by the
    caller. A file that cannot be loaded is quarantined and reported, never overwritten."""

    def __init__(self, directory: Path) -> None:
        self.path = Path(directory) / SAVE_NAME

    def exists(self) -> bool:
        return self.path.is_file()

    def save(self, match: Match, extra: dict | None = None) -> None:
        atomic_write_text(self.path, self.to_text(match, extra))

    @staticmethod
    def to_text(match: Match, extra: dict | None = None) -> str:
        """The file's content (for a ``BackgroundWriter``; ``save`` writes it at once)."""
        doc = {"match": match.to_dict(), "table": dict(extra or {})}
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))

    def clear(self) -> None:
        """The game ended or was abandoned: no save to offer."""
        self.path.unlink(missing_ok=True)

    def load(self) -> tuple[Match | None, dict, FileProblem | None]:
        """(match, table extras, problem). No file → (None, {}, None). A damaged file →
        (None, {}, problem) with the file kept aside as ``current-game.json.corrupt-…``."""
        if not self.path.is_file():
            return None, {}, None
        try:
            doc = read_json(self.path)
            if not isinstance(doc, dict) or "match" not in doc:
                raise SaveFormatError("This file is not a saved Gin Rummy game.")
            match = Match.from_dict(doc["match"])
            extra = doc.get("table", {})
            if not isinstance(extra, dict):
                raise SaveFormatError("The table settings in the save are damaged.")
        except (ValueError, OSError) as e:
            reason = str(e)
            try:
                kept = quarantine(self.path)
            except OSError:
                kept = None
            return None, {}, FileProblem(self.path, reason, kept)
        return match, extra, None
