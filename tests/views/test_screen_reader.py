"""One whole hand played as a blind player plays it: through the real accessibility bus.

The game runs on a private D-Bus session under an X server of its own (Xvfb) with Qt's
AT-SPI bridge on; ``tests/support/atspi_client.py``, run by Debian's python3 with pyatspi,
reads the accessibility tree and plays — take the upcard, discard, draw, knock or lay off —
only by what the tree names, by its actions and by keys, writing down what a listener hears.
Here that transcript is checked: the tree at the first decision, the instruction, the
computer's moves, the result, a refusal, and nothing heard twice.

``scripts/setup.sh`` installs what it needs (at-spi2-core, python3-pyatspi, dbus, xvfb); a
machine without them fails here with the name of what is missing, never skips.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

CLIENT = Path(__file__).parents[1] / "support" / "atspi_client.py"
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SEED = 7  # the computer passes, the player takes the four of clubs; the computer knocks

pytestmark = pytest.mark.slow  # a private D-Bus session, Xvfb and the game in a process


def _missing() -> list[str]:
    missing = [t for t in ("Xvfb", "dbus-run-session") if shutil.which(t) is None]
    missing += [p for p in (SYSTEM_PYTHON, BUS_LAUNCHER) if not os.path.exists(p)]
    if os.path.exists(SYSTEM_PYTHON):
        probe = subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False
        )
        if probe.returncode:
            missing.append("python3-pyatspi")
    return missing


@pytest.fixture(scope="module")
def display():
    """An X server of the test's own; its display number is the first free one."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    assert number, "Xvfb did not start"
    yield f":{number}"
    xvfb.terminate()
    xvfb.wait(10)


@pytest.fixture(scope="module")
def transcript(display, tmp_path_factory):
    missing = _missing()
    assert not missing, f"run scripts/setup.sh: missing {', '.join(missing)}"
    data = tmp_path_factory.mktemp("reader-data")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DBUS_"))}
    env["DISPLAY"] = display
    game = [sys.executable, "-m", "ginrummy_desktop", "--seed", str(SEED), "--level", "easy"]
    game += ["--lang", "en", "--data-dir", str(data)]
    # A process group of its own: the accessibility bus launcher's daemons outlive the
    # launcher, and are ended with the group rather than left holding the test's files.
    run = subprocess.Popen(
        ["dbus-run-session", "--", SYSTEM_PYTHON, str(CLIENT), "--", *game],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        stdout, stderr = run.communicate(timeout=600)
    finally:
        end_group(run)
    try:
        out = json.loads(stdout)
    except json.JSONDecodeError:
        pytest.fail(f"the reader's client wrote no transcript:\n{stdout}\n{stderr}")
    assert out.get("ok"), f"{out.get('error')}\n{stderr[-3000:]}"
    return out


def end_group(proc: subprocess.Popen) -> None:
    """Ends every process left in ``proc``'s group (it leads one of its own)."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            break
        time.sleep(0.2)
    if proc.poll() is None:
        proc.kill()
    proc.wait(10)


def announcements(step: dict, politeness: str = "polite") -> list[str]:
    return [
        h["text"]
        for h in step["heard"]
        if h["kind"] == "announcement" and h["politeness"] == politeness
    ]


def steps_named(out: dict, name: str) -> list[dict]:
    return [s for s in out["steps"] if s["step"] == name]


def test_the_first_decision_leaves_a_reader_nothing_unnamed_unreachable_or_inert(transcript):
    first = transcript["first_decision"]
    assert first["unnamed_focusable"] == []
    assert first["buttons_out_of_reach"] == []
    assert first["inert_piles"] == []
    dump = "\n".join(first["dump"])
    assert "[push button] 'Stock' 'Stock: 31' ['Press', 'SetFocus']" in dump
    assert re.search(
        r"\[push button\] 'Discard pile' 'Top card: \w+ of \w+\. Discards: 1' "
        r"\['Press', 'Discard', 'SetFocus'\]",
        dump,
    )
    # Tab from the hand reaches every button showing, in the order of the moment: the
    # guide's note, the buttons of the decision, then the piles.
    stops = first["tab_stops"]
    for name in ("Got it (Space)", "Skip the guide", "Pass (P)", "Take upcard (U)", "Hint (H)"):
        assert name in stops, stops
    for name in ("Stock", "Discard pile", "Melds", "Rank", "Suit"):
        assert name in stops, stops
    # …and every control a reader can use now ("Look through" waits for a second discard).
    assert set(first["enabled_controls"]) <= set(stops), (first["enabled_controls"], stops)
    assert len(first["enabled_controls"]) >= 10
    assert stops.index("Got it (Space)") < stops.index("Pass (P)") < stops.index("Stock")


def test_a_hand_played_through_the_bus_is_heard_move_by_move(transcript):
    steps = transcript["steps"]
    first = steps[0]
    # The instruction, after the computer's first move (it decides first on the upcard).
    heard = announcements(first)
    assert heard[:2] == ["The computer passed.", "Take the upcard or pass"]
    assert any(h.startswith("First game. This is the discard pile.") for h in heard)

    upcard = re.search(r"Top card: (\w+ of \w+)", "\n".join(transcript["first_decision"]["dump"]))
    took = steps_named(transcript, "take the upcard")[0]
    assert announcements(took)[:2] == [f"You took the {upcard[1]} from the pile.", "Discard a card"]

    # Each discard the reader chose by name (arrows, then the pile's action or Enter) is
    # heard as thrown, then the computer's turn, then the instruction again.
    chosen = [c.split(",")[0] for c in transcript["chosen"]]
    discards = [s for s in steps if s["step"].startswith("discard")]
    assert len(discards) == len(chosen) >= 3
    for step, card in zip(discards, chosen, strict=True):
        heard = announcements(step)
        assert heard[0] == f"You discarded the {card}.", heard
        # the reader heard the card's name as the arrows reached it
        assert any(h["kind"] == "focus" and h["text"].startswith(card + ",") for h in step["heard"])
        computer = [h for h in heard if h.startswith("The computer")]
        assert computer, heard
        assert computer[-1] != "The computer is playing…"
    # A card the computer draws from the stock is never named.
    every = [h for s in steps for h in announcements(s)]
    drew = [h for h in every if h.startswith("The computer drew")]
    assert drew and set(drew) == {"The computer drew from the stock."}

    # Within a step nothing is heard twice.
    for step in steps:
        heard = announcements(step) + announcements(step, "assertive")
        assert len(heard) == len(set(heard)), (step["step"], heard)

    # Drawn once by Tab and Space, the other times by the stock's action.
    draws = steps_named(transcript, "draw from the stock")
    assert draws
    for step in draws:
        assert re.fullmatch(r"You drew the \w+ of \w+ from the stock\.", announcements(step)[0])


def test_the_hand_ends_by_a_knock_and_its_result_is_heard_and_read(transcript):
    steps = transcript["steps"]
    names = [s["step"] for s in steps]
    assert "lay off on a meld" in names or "confirm the knock" in names, names
    every = [h for s in steps for h in announcements(s)]
    assert any(re.search(r"knocked, discarding the \w+ of \w+\.", h) for h in every)
    result = [h for h in every if re.fullmatch(r".* won the hand: \+\d+\. Deal the next hand\.", h)]
    assert len(result) == 1, every
    if "lay off on a meld" in names:
        layoff = steps[names.index("lay off on a meld")]
        refused = announcements(layoff, "assertive")
        laid = [h for h in announcements(layoff) if h.startswith("You laid off")]
        assert refused or laid  # a card that does not fit is refused aloud, with why
        if refused:
            assert "does not fit" in refused[0]
        assert "You finished laying off." in every
    dialog = transcript["result_dialog"]
    assert dialog["name"] == "Hand result"
    texts = "\n".join(dialog["texts"])
    assert "[filler] Both hands | Computer (knocker) — Meld:" in texts
    assert "You (defender) — Meld:" in texts or "You (defender) — Deadwood:" in texts
    assert "[table] Score sheet" in texts and "[push button] Next hand" in texts
