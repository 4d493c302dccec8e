"""Build the native app: one command, one onedir bundle.

    .venv/bin/python packaging/build.py [--max-mb 150] [--clean] [--deb]

Runs PyInstaller on ``packaging/ginrummy-desktop.spec`` and writes
``dist/ginrummy-desktop/`` with the executable ``ginrummy-desktop`` (``.exe`` on Windows;
macOS also gets ``dist/Gin Rummy.app``). Then it checks the result and prints the build time
and the bundle size; it fails (exit 1) when the bundle is larger than ``--max-mb`` megabytes
(10^6 bytes), when the package's metadata or translations are missing from it, or when the
bundle's ``--version`` is not the version in ``pyproject.toml``. With ``--deb`` it then
makes ``dist/ginrummy-desktop_VERSION_ARCH.deb`` from the bundle (``build_deb.py``).

Needs PyInstaller, binutils and a shared libpython: ``bash scripts/setup.sh --package``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "ginrummy-desktop.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
NAME = "ginrummy-desktop"
DIST_NAME = "ginrummy-desktop"  # the distribution name in pyproject.toml
PACKAGE = "ginrummy_desktop"
MAX_MB = 150.0


def pyproject_version() -> str:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return data["project"]["version"]


def bundle_dir() -> Path:
    return DIST / NAME


def executable() -> Path:
    return bundle_dir() / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def internal_dir() -> Path:
    """PyInstaller 6 keeps everything but the executable in ``_internal``."""
    return bundle_dir() / "_internal"


def tree_size(path: Path) -> int:
    """Bytes in all files under ``path`` (symlinks count as links, not as their targets)."""
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for name in files:
            total += os.lstat(os.path.join(dirpath, name)).st_size
    return total


def preflight(version: str) -> list[str]:
    """What must hold before PyInstaller runs; each problem as a sentence."""
    problems = []
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        problems.append(
            "PyInstaller is not installed here: run "
            f'{sys.executable} -m pip install -e ".[package]"'
        )
    try:
        installed = metadata.version(DIST_NAME)
    except metadata.PackageNotFoundError:
        installed = None
    if installed != version:
        # copy_metadata() copies the installed dist-info: a stale one would put the wrong
        # version into the bundle.
        problems.append(
            f"the installed {DIST_NAME} metadata says {installed!r} but "
            f"pyproject.toml says {version!r}: run {sys.executable} -m pip "
            f'install -e ".[package]"'
        )
    qms = sorted((ROOT / PACKAGE / "translations").glob("ginrummy_*.qm"))
    if not qms:
        problems.append(
            f"no compiled translations in {PACKAGE}/translations "
            "(run scripts/update_translations.sh)"
        )
    icons = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--check"],
        capture_output=True,
        text=True,
    )
    if icons.returncode != 0:
        problems.append("icons are missing or stale:\n" + icons.stderr.strip())
    return problems


def postflight(version: str) -> list[str]:
    """What the finished bundle must contain and do."""
    problems = []
    exe = executable()
    if not exe.is_file():
        return [f"no executable at {exe}"]
    internal = internal_dir()
    dist_info = internal / f"{PACKAGE}-{version}.dist-info" / "METADATA"
    if not dist_info.is_file() or f"\nVersion: {version}\n" not in dist_info.read_text("utf-8"):
        problems.append(
            f"{dist_info.relative_to(ROOT)} is missing or has another version: "
            "--version would fall back"
        )
    for qm in sorted((ROOT / PACKAGE / "translations").glob("ginrummy_*.qm")):
        bundled = internal / PACKAGE / "translations" / qm.name
        if not bundled.is_file() or bundled.read_bytes() != qm.read_bytes():
            problems.append(f"{bundled.relative_to(ROOT)} is missing or differs from {qm.name}")
    for needed in (
        internal / PACKAGE / "resources" / "icons" / f"{NAME}-256.png",
        internal / "licenses" / "THIRD-PARTY-NOTICES.txt",
        internal / "licenses" / "LGPL-3.0.txt",
    ):
        if not needed.is_file():
            problems.append(f"{needed.relative_to(ROOT)} is missing")
    if sys.platform != "win32":  # a windowed .exe has no stdout to read
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        env.pop("PYTHONPATH", None)
        run = subprocess.run(
            [str(exe), "--version"], capture_output=True, text=True, env=env, timeout=60
        )
        if run.returncode != 0 or run.stdout.strip() != version:
            problems.append(
                f"{exe.relative_to(ROOT)} --version gave {run.stdout.strip()!r} "
                f"(exit {run.returncode}), not {version!r}: {run.stderr.strip()}"
            )
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--max-mb",
        type=float,
        default=MAX_MB,
        help=f"fail when the bundle is larger (MB = 10^6 bytes; default {MAX_MB:g})",
    )
    parser.add_argument(
        "--clean", action="store_true", help="empty PyInstaller's cache and work folder first"
    )
    parser.add_argument(
        "--deb",
        action="store_true",
        help="then make the Debian package from the bundle (packaging/build_deb.py)",
    )
    args = parser.parse_args(argv)

    version = pyproject_version()
    problems = preflight(version)
    if problems:
        for p in problems:
            print(f"build.py: {p}", file=sys.stderr)
        return 2

    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(WORK),
        str(SPEC),
    ]
    if args.clean:
        cmd.insert(3, "--clean")
    print(f"build.py: building {DIST_NAME} {version} with PyInstaller …", flush=True)
    started = time.monotonic()
    result = subprocess.run(cmd, cwd=ROOT)
    seconds = time.monotonic() - started
    if result.returncode != 0:
        print(f"build.py: PyInstaller failed (exit {result.returncode})", file=sys.stderr)
        return 1

    size = tree_size(bundle_dir())
    files = sum(len(f) for _d, _s, f in os.walk(bundle_dir()))
    print(f"build.py: build time    {seconds:.1f} s")
    print(f"build.py: bundle        {bundle_dir().relative_to(ROOT)}/ ({files} files)")
    print(
        f"build.py: bundle size   {size / 1e6:.1f} MB = {size / 2**20:.1f} MiB "
        f"= {size} bytes (limit {args.max_mb:g} MB)"
    )

    problems = postflight(version)
    if size > args.max_mb * 1e6:
        problems.append(f"the bundle is {size / 1e6:.1f} MB, over the {args.max_mb:g} MB limit")
    for p in problems:
        print(f"build.py: {p}", file=sys.stderr)
    if problems:
        return 1
    print(f"build.py: ok — {executable().relative_to(ROOT)} --version = {version}")
    if args.deb:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import build_deb

        build_deb.build(bundle_dir(), DIST, ROOT / "build" / "deb")
    return 0


if __name__ == "__main__":
    sys.exit(main())
