"""Render the application icon from its SVG into every file a platform wants.

    .venv/bin/python packaging/make_icons.py          # write the files
    .venv/bin/python packaging/make_icons.py --check  # fail if a file is missing or stale

Writes, from ``ginrummy_desktop/resources/icons/ginrummy-desktop.svg``:

* ``ginrummy_desktop/resources/icons/ginrummy-desktop-<N>.png`` for N in 16 … 512 (package
  data: the window icon, and the hicolor theme icons that ``linux/install.sh`` installs);
* ``packaging/icons/ginrummy-desktop.ico`` (Windows: 16 … 256, PNG-compressed entries);
* ``packaging/icons/ginrummy-desktop.icns`` (macOS: 16 … 1024, PNG-compressed entries).

Rendering uses QtSvg from PySide6-Essentials. The ICO and ICNS containers are written here
rather than with ``QImageWriter``: Qt's ico/icns writers store a single image per file, and
both formats are simple (a header, a directory, the PNG bytes), which also keeps the output
byte-for-byte reproducible.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ginrummy_desktop.resources import ICON_BASENAME, ICON_SIZES  # noqa: E402

ICONS = ROOT / "ginrummy_desktop" / "resources" / "icons"
SVG = ICONS / f"{ICON_BASENAME}.svg"
PLATFORM_ICONS = ROOT / "packaging" / "icons"
ICO = PLATFORM_ICONS / f"{ICON_BASENAME}.ico"
ICNS = PLATFORM_ICONS / f"{ICON_BASENAME}.icns"

# Windows shows 16–48 in lists and the taskbar, 256 in large views; the format caps at 256.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (Apple's "icp4" … "ic10"). The @2x
# types (ic11–ic14) repeat sizes already present and are left out: macOS picks by pixels.
ICNS_TYPES = (
    (16, b"icp4"),
    (32, b"icp5"),
    (64, b"icp6"),
    (128, b"ic07"),
    (256, b"ic08"),
    (512, b"ic09"),
    (1024, b"ic10"),
)

# --check: mean absolute difference per channel (0–255) tolerated between a fresh render
# and the file on disk; a Qt upgrade may move antialiasing by a level or two, an edited
# SVG moves far more.
CHECK_TOLERANCE = 2.0


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The SVG painted into a transparent ``size`` × ``size`` ARGB image."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file with one PNG-compressed entry per size (Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = 6 + 16 * len(sizes)
    directory = b""
    payload = b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in ICO
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + directory + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file with PNG elements (macOS 10.7 and later read every type used here)."""
    body = b""
    for size, kind in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs(renderer: QSvgRenderer) -> dict[Path, bytes]:
    """Every file this script writes, with its content."""
    wanted = set(ICON_SIZES) | set(ICO_SIZES) | {size for size, _ in ICNS_TYPES}
    pngs = {size: png_bytes(render(renderer, size)) for size in sorted(wanted)}
    files = {ICONS / f"{ICON_BASENAME}-{size}.png": pngs[size] for size in ICON_SIZES}
    files[ICO] = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    files[ICNS] = icns_bytes(pngs)
    return files


def image_difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per ARGB channel of two images of one size (inf if not)."""
    if a.size() != b.size():
        return float("inf")
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    bytes_a = bytes(a.constBits())[: a.sizeInBytes()]
    bytes_b = bytes(b.constBits())[: b.sizeInBytes()]
    return sum(abs(x - y) for x, y in zip(bytes_a, bytes_b, strict=True)) / len(bytes_a)


def check(renderer: QSvgRenderer) -> list[str]:
    """Problems with the files on disk: missing, or not what the SVG renders to now."""
    problems = []
    for size in ICON_SIZES:
        path = ICONS / f"{ICON_BASENAME}-{size}.png"
        on_disk = QImage(str(path))
        if on_disk.isNull():
            problems.append(f"{path.relative_to(ROOT)}: missing or not a PNG")
            continue
        # Compare at most 64 px: enough to see an edit, quick in pure Python.
        probe = min(size, 64)
        fresh = render(renderer, size).scaled(probe, probe)
        diff = image_difference(fresh, on_disk.scaled(probe, probe))
        if diff > CHECK_TOLERANCE:
            problems.append(
                f"{path.relative_to(ROOT)}: differs from the SVG "
                f"(mean difference {diff:.1f}); run packaging/make_icons.py"
            )
    for path in (ICO, ICNS):
        if not path.is_file() or path.stat().st_size == 0:
            problems.append(f"{path.relative_to(ROOT)}: missing; run packaging/make_icons.py")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if an icon file is missing or stale",
    )
    args = parser.parse_args(argv)

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"make_icons: {SVG} is not a valid SVG for QtSvg", file=sys.stderr)
        return 1

    if args.check:
        problems = check(renderer)
        for problem in problems:
            print(f"make_icons: {problem}", file=sys.stderr)
        return 1 if problems else 0

    PLATFORM_ICONS.mkdir(parents=True, exist_ok=True)
    for path, data in outputs(renderer).items():
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT)}  {len(data):>8} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
