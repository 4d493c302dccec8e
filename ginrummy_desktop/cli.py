"""The command line: its options, the checks that need no Qt, and the guard around start-up.

Whatever goes wrong while the game starts ends with one clear line on stderr and exit status
1 (``run_guarded``): a problem the user can fix (``StartupError``) says only what to fix; an
unexpected exception is logged with its traceback first. Either way the computer's worker
thread is stopped before Python exits, so Qt never aborts the process ("QThread: Destroyed
while thread … is still running", SIGABRT).

Kept free of Qt: ``--version`` and ``--help`` must not pay for loading it.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path

from .vocabulary import LANGS, LEVELS

PROG = "ginrummy-desktop"
SCENES = ("table", "layoff", "result", "rules", "settings", "scores", "stats", "history", "review")

log = logging.getLogger(__name__)


class StartupError(Exception):
    """A reason the game cannot start that the user can act on; the text is the message."""


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    return build_parser().parse_args(argv)


def build_parser() -> argparse.ArgumentParser:
    """The options (the manual page, packaging/linux/ginrummy-desktop.6, lists each)."""
    p = argparse.ArgumentParser(prog=PROG, description="Gin Rummy against the computer.")
    p.add_argument(
        "--seed",
        type=seed_arg,
        metavar="N",
        help="start a new game from this seed (a game in progress is offered for resume first)",
    )
    p.add_argument("--level", choices=LEVELS, help="the computer's level (kept for later games)")
    p.add_argument("--lang", choices=LANGS, help="the language (kept)")
    p.add_argument(
        "--data-dir",
        metavar="DIR",
        type=folder_arg,
        help="write settings, the saved game and statistics here",
    )
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument(
        "--check-ai",
        action="store_true",
        help="diagnostics: let the Hard AI decide in its child process, then exit",
    )
    p.add_argument(
        "--screenshot",
        metavar="PATH",
        help="render a scene to a 1280x800 PNG and exit; without --data-dir it runs in a "
        "throwaway folder and leaves your settings, saved game and statistics alone",
    )
    p.add_argument(
        "--verify",
        metavar="FILE",
        help="check a hand file exported from the review against the deck sealed before its "
        "deal, print the verdict and exit (status 0: verified, 1: not verified, also when the "
        "file is not a hand that replays, 2: the file could not be read)",
    )
    p.add_argument(
        "--phrase",
        metavar="TEXT",
        help="with --verify: also check that TEXT is the phrase that was mixed into the deal",
    )
    p.add_argument(
        "--scene",
        choices=SCENES,
        default="table",
        help="the scene for --screenshot (default: table)",
    )
    return p


MAX_SEED_DIGITS = 40  # what a saved game holds (persistence/saves.py)


def seed_arg(text: str) -> int:
    """A seed the saved game can hold again: a whole number of at most 40 digits."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text[:60]!r}") from None
    if len(str(abs(value))) > MAX_SEED_DIGITS:
        raise argparse.ArgumentTypeError(f"a seed has at most {MAX_SEED_DIGITS} digits")
    return value


def folder_arg(text: str) -> str:
    """A folder name: an empty one would split the data between two folders."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the folder name is empty")
    return text


def check_screenshot_path(path: str) -> None:
    """Raise ``StartupError`` unless a PNG can be written at ``path`` (before any window is
    built, so the answer comes at once)."""
    target = Path(path).expanduser()
    folder = target.parent
    if target.is_dir():
        raise StartupError(f"cannot write the screenshot: {target} is a folder")
    if os.path.lexists(target) and not target.is_file():
        # A pipe would block the write for ever; a device or socket is no picture file.
        raise StartupError(f"cannot write the screenshot: {target} is not a regular file")
    if not folder.exists():
        raise StartupError(f"cannot write the screenshot {target}: folder {folder} does not exist")
    if not folder.is_dir():
        raise StartupError(f"cannot write the screenshot {target}: {folder} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise StartupError(f"cannot write the screenshot {target}: folder {folder} is read-only")


VERIFY_MAX_BYTES = 256 * 1024  # a hand's text is at most 64,000 characters (the notation's limit)


def verify_file(path: str, out=None, phrase: str | None = None) -> int:
    """``--verify FILE``: the verdict on the hand in FILE, one line per check, then the
    summary. Status 0 when every check holds, 1 when the hand does not match its seal (or
    carries none, or is no hand that replays), 2 when FILE cannot be read (missing, not a
    regular file, too large, not UTF-8), the phrase is not text, or the check failed. The file is
    hostile until checked: a regular file of bounded size, UTF-8 text, read by the
    notation's own strict reader (which replays every move); nothing in it is ever run or
    unpickled."""
    out = out or sys.stdout
    for stream in (out, sys.stderr):
        # An output that cannot show a letter (a Latin-1 terminal, a file redirected on
        # Windows) shows its code instead: the verdict is printed, never a traceback.
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    if phrase is not None and not _is_text(phrase):
        # A byte the terminal could not decode: there is no phrase to take the digest of.
        print(f"{PROG}: the --phrase given is not text the game can read (UTF-8)", file=sys.stderr)
        return 2
    shown = _printable(path)
    try:
        hand = _read_hand(path, shown, out)
        if isinstance(hand, int):
            return hand
        return _print_verdict(hand, shown, out, phrase)
    except Exception as exc:  # a fault of the check itself: still a message, not a traceback
        # (debug: without a log file of its own, a warning would reach stderr, traceback too)
        log.debug("the hand in %s could not be checked", shown, exc_info=exc)
        print(f"{PROG}: cannot verify {shown}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2


def _read_hand(path: str, shown: str, out):
    """The hand in the file at ``path``, or the exit status when there is none."""
    from .persistence.safe_read import Unusable, read_bytes
    from .review.notation import NotationError, hand_from_text

    try:
        data = read_bytes(Path(path).expanduser(), VERIFY_MAX_BYTES)
        if data is None:
            raise Unusable("unreadable", "there is no such file")
        return hand_from_text(data.decode("utf-8-sig"))
    except Unusable as e:
        print(f"{PROG}: cannot verify {shown}: {e.detail}", file=sys.stderr)
        return 2
    except UnicodeDecodeError:
        print(f"{PROG}: cannot verify {shown}: it is not UTF-8 text", file=sys.stderr)
        return 2
    except NotationError as e:
        # A hand that does not even replay cannot match its seal either: not verified.
        print(f"{PROG}: {shown} is not a hand that can be played: {e}", file=out)
        print("Not verified: the file does not describe a hand that was played.", file=out)
        return 1


def _print_verdict(hand, shown: str, out, phrase: str | None) -> int:
    """Check ``hand`` against its seal and print the verdict; its exit status."""
    from .review.verify import MARKS, verdict_lines, verify_hand

    verdict = verify_hand(hand, phrase)
    # The hand's number and dealer are what the player saw at the table beside the
    # fingerprint (D4 names the dealer); the file's word for them is shown to be compared.
    dealer = "you" if hand.dealer == hand.player else "the computer"
    head = f"Hand {hand.number}, dealt by {dealer}"
    if verdict.fingerprint:
        head += f", fingerprint {verdict.fingerprint}"
    print(f"{head} ({shown})", file=out)
    lines = verdict_lines(verdict, marks=MARKS if _shows(out, "".join(MARKS)) else ("ok", "NO"))
    if verdict.mixed and phrase is None:
        lines.insert(-1, "? To check that the phrase mixed in was yours, add --phrase TEXT.")
    for line in lines[:-1]:
        print(f"  {line}", file=out)
    print(lines[-1], file=out)
    return 0 if verdict.ok else 1


def _is_text(value: str) -> bool:
    """Whether ``value`` is real text: an argument the OS handed over with bytes that are
    not UTF-8 carries them as lone surrogates, which nothing can encode."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shows(out, text: str) -> bool:
    """Whether ``out`` can print ``text`` as it is (its encoding has those characters)."""
    try:
        text.encode(getattr(out, "encoding", None) or "utf-8")
    except (UnicodeError, LookupError):
        return False
    return True


def _printable(path: str) -> str:
    """``path`` as any UTF-8 output can print it: undecodable bytes of a file name shown
    as ``\\xff`` rather than failing the print, control characters (an escape sequence in a
    name would drive the terminal) as ``\\x1b``."""
    text = os.fsencode(path).decode("utf-8", "backslashreplace")
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)


def run_guarded(body: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """``body(args)``'s exit status; any exception becomes a message and status 1."""
    try:
        if args.screenshot:
            check_screenshot_path(args.screenshot)
        return body(args)
    except StartupError as exc:
        stop_background_work()
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        stop_background_work()
        log.error("start-up failed", exc_info=exc)
        print(f"{PROG}: could not start: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1


def stop_background_work() -> None:
    """Stop every game controller's background work (its task service's lanes and children).

    A controller belongs to the main window, so it is found among the top-level widgets'
    children even when the window's own constructor is what failed."""
    if "PySide6.QtWidgets" not in sys.modules:
        return  # Qt was never loaded: nothing runs in the background
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return
    from .controller import GameController

    for widget in QApplication.topLevelWidgets():
        for controller in widget.findChildren(GameController):
            try:
                controller.shutdown()
            except Exception:  # already failing: stop the others regardless
                log.exception("could not stop a game controller")
