"""Small helpers for packaging/check_bundle.sh.

    python packaging/bundle_checks.py png PATH [WIDTH HEIGHT]
        exit 1 unless PATH is a PNG that Qt reads (of that size, when given)
    python packaging/bundle_checks.py same-image A B [--max-fraction 0.001]
        exit 1 when more than that fraction of the pixels differ (or the sizes differ)
    python packaging/bundle_checks.py startup --runs 5 --label NAME -- COMMAND...
        run COMMAND that many times (after one warm-up run) and print the median wall time;
        exit 1 if any run fails

Kept apart from the shell script so each check is a few readable lines of Python with Qt's
image reader, not an ImageMagick dependency.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _image(path: str):
    from PySide6.QtGui import QImage

    image = QImage(path)
    return None if image.isNull() else image.convertToFormat(QImage.Format.Format_ARGB32)


def check_png(path: str, width: int | None, height: int | None) -> int:
    with open(path, "rb") as f:
        if f.read(8) != b"\x89PNG\r\n\x1a\n":
            print(f"bundle_checks: {path} is not a PNG", file=sys.stderr)
            return 1
    image = _image(path)
    if image is None:
        print(f"bundle_checks: Qt cannot read {path}", file=sys.stderr)
        return 1
    if width and height and (image.width(), image.height()) != (width, height):
        print(
            f"bundle_checks: {path} is {image.width()}x{image.height()}, not {width}x{height}",
            file=sys.stderr,
        )
        return 1
    print(f"bundle_checks: {path}: PNG {image.width()}x{image.height()}")
    return 0


def differing_fraction(a_path: str, b_path: str) -> float:
    """Share of pixels that differ between two images; 1.0 when the sizes differ."""
    a, b = _image(a_path), _image(b_path)
    if a is None or b is None or a.size() != b.size():
        return 1.0
    pixels_a = memoryview(bytes(a.constBits())[: a.sizeInBytes()]).cast("I")
    pixels_b = memoryview(bytes(b.constBits())[: b.sizeInBytes()]).cast("I")
    if pixels_a == pixels_b:
        return 0.0
    differing = sum(1 for x, y in zip(pixels_a, pixels_b, strict=True) if x != y)
    return differing / len(pixels_a)


def same_image(a_path: str, b_path: str, max_fraction: float) -> int:
    fraction = differing_fraction(a_path, b_path)
    verdict = "same" if fraction <= max_fraction else "DIFFERENT"
    print(f"bundle_checks: {a_path} vs {b_path}: {fraction:.4%} of pixels differ ({verdict})")
    return 0 if fraction <= max_fraction else 1


def startup(command: list[str], runs: int, label: str) -> int:
    times = []
    for i in range(runs + 1):
        started = time.perf_counter()
        result = subprocess.run(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
        )
        elapsed = time.perf_counter() - started
        if result.returncode != 0:
            print(
                f"bundle_checks: {label}: exit {result.returncode}: {result.stderr.strip()}",
                file=sys.stderr,
            )
            return 1
        if i:  # the first run only warms the file cache
            times.append(elapsed)
    print(
        f"bundle_checks: start-up {label}: median {statistics.median(times) * 1000:.0f} ms "
        f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}, {runs} runs)"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("png")
    p.add_argument("path")
    p.add_argument("width", nargs="?", type=int)
    p.add_argument("height", nargs="?", type=int)
    s = sub.add_parser("same-image")
    s.add_argument("a")
    s.add_argument("b")
    s.add_argument("--max-fraction", type=float, default=0.001)
    t = sub.add_parser("startup")
    t.add_argument("--runs", type=int, default=5)
    t.add_argument("--label", default="command")
    t.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)

    if args.cmd in ("png", "same-image"):
        from PySide6.QtGui import QGuiApplication

        _app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (image plugins)
    if args.cmd == "png":
        return check_png(args.path, args.width, args.height)
    if args.cmd == "same-image":
        return same_image(args.a, args.b, args.max_fraction)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("startup needs a command after --")
    return startup(command, args.runs, args.label)


if __name__ == "__main__":
    sys.exit(main())
