"""Shared test set-up: Qt without a display, hypothesis profiles, no silent AI errors, and
no window left on screen for the next test."""

import logging
import os
import sys

# Before any QApplication exists: without a display Qt would abort (docs/architecture.md).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "ci", deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("ci" if os.environ.get("CI") else "default")

# The table fixtures (a scripted opponent, a controller, a window) for every test folder.
pytest_plugins = ["table_fixtures"]


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "ai_errors_expected: the test provokes computer-player errors on purpose"
    )


class _AiErrors(logging.Handler):
    """Collects the controller's reports of a failing computer player (``ai_error`` set)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if getattr(record, "ai_error", False):
            self.records.append(record)


@pytest.fixture(autouse=True)
def fail_on_ai_errors(request):
    """A computer player that raises or answers an illegal move is reported by the
    controller, which then plays on; in a test that is a failure, not a footnote."""
    handler = _AiErrors()
    root = logging.getLogger("ginrummy_desktop")
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
    if handler.records and request.node.get_closest_marker("ai_errors_expected") is None:
        pytest.fail(
            "the computer player failed during this test:\n"
            + "\n".join(r.getMessage() for r in handler.records),
            pytrace=False,
        )


class SilentOutput:
    """Stands in for the audio device in every test (a developer's speakers stay quiet;
    any window a test opens may play card sounds); records what it was given."""

    def __init__(self) -> None:
        self.sounds: list[bytes] = []
        self.is_open = False
        self.busy = False

    def open(self) -> None:
        self.is_open = True

    def play(self, pcm: bytes, gain: float = 1.0) -> None:
        self.sounds.append(pcm)

    def close(self) -> None:
        self.is_open = False


@pytest.fixture(autouse=True)
def silent_speakers(monkeypatch):
    import ginrummy_desktop.sound as sound

    monkeypatch.setattr(sound, "MiniaudioOutput", SilentOutput)


@pytest.fixture(autouse=True)
def no_window_left_on_screen():
    """Each test starts with no window of an earlier one on screen. pytest-qt closes the
    widgets given to ``qtbot.addWidget``, but a dialog the game opened with a parent is a
    window of its own: it stays visible until the collector takes it, and the next test's
    screen reader walk would read it. (Torn down after pytest-qt's closing and after every
    other fixture: autouse fixtures are set up first.)"""
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")  # a pure-layer test never loads Qt
    if widgets is None or widgets.QApplication.instance() is None:
        return
    for w in widgets.QApplication.topLevelWidgets():
        if w.isVisible():
            w.close()
