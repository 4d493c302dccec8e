"""Build the Debian package from the bundle: ``dist/ginrummy-desktop_VERSION_ARCH.deb``.

    .venv/bin/python packaging/build.py --deb       (the bundle, then the package)
    .venv/bin/python packaging/build_deb.py         (the package from dist/ginrummy-desktop/)

What goes where (Filesystem Hierarchy Standard, Debian policy):

    /usr/lib/ginrummy-desktop/                 the bundle (executable and _internal/)
    /usr/bin/ginrummy-desktop                  a relative symlink to its executable
    /usr/share/applications/APP_ID.desktop     the menu entry (Exec=ginrummy-desktop)
    /usr/share/metainfo/APP_ID.metainfo.xml    AppStream data for software centres
    /usr/share/icons/hicolor/*/apps/APP_ID.*   the icon, 16–512 px and scalable
    /usr/share/man/man6/ginrummy-desktop.6.gz  the manual page
    /usr/share/doc/ginrummy-desktop/           copyright (machine-readable) and changelog.gz
    /usr/share/lintian/overrides/ginrummy-desktop   see write_lintian_overrides

Libraries the bundle copied from the build machine's Debian packages (GLib, libxcb-*,
libstdc++, …) are left out: the package depends on those Debian packages instead, so they
get security updates, and ``apt install ./…deb`` pulls them. Kept are the parts that do not
come from Debian: Python (the interpreter the bundle was built with), Qt and Qt for Python
from the PySide6 wheel, and the ICU that Qt was built against. ``Depends`` is what
``dpkg-shlibdeps`` finds for every ELF file in the package — with minimum versions from
Debian's symbols files. No maintainer scripts: the icon cache and the desktop database
are refreshed by the triggers of hicolor-icon-theme and desktop-file-utils.

Needs ``dpkg-deb`` and ``dpkg-shlibdeps`` (dpkg-dev): ``bash scripts/setup.sh --package``.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
ICONS = ROOT / "ginrummy_desktop" / "resources" / "icons"
NAME = "ginrummy-desktop"
APP_ID = "io.github.ginrummy_desktop"
PREFIX = Path("usr/lib") / NAME
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# Debian's variables for who made a package (dch, debchange); the default says plainly that
# there is no mailbox behind it.
DEFAULT_MAINTAINER = "The Gin Rummy desktop team <maintainers@ginrummy-desktop.invalid>"
# Never swapped for the build machine's copy: the bundle's Python must match its stdlib.
KEEP_BUNDLED = re.compile(r"^libpython\d")
ELF_MAGIC = b"\x7fELF"


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def metainfo() -> ET.Element:
    return ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()


def deb_architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def deb_path(version: str, arch: str, out: Path) -> Path:
    return out / f"{NAME}_{version}_{arch}.deb"


def maintainer() -> str:
    name, email = os.environ.get("DEBFULLNAME"), os.environ.get("DEBEMAIL")
    if name and email:
        return f"{name} <{email}>"
    return DEFAULT_MAINTAINER


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as f:
        return f.read(4) == ELF_MAGIC


# --- which bundled libraries come from Debian packages ---------------------------------------


def _system_paths(name: str) -> list[Path]:
    """Where the dynamic linker would find library ``name`` on this machine."""
    found = []
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    out = subprocess.run([ldconfig, "-p"], capture_output=True, text=True).stdout
    for line in out.splitlines():
        parts = line.strip().split(" => ")
        if len(parts) == 2 and parts[0].split(" ")[0] == name:
            found.append(Path(parts[1]))
    return found


def debian_owner(name: str) -> str | None:
    """The Debian package that installs library ``name`` here, or None. Tries each path the
    linker knows with and without /usr (merged /usr: dpkg knows only one of the two)."""
    for path in _system_paths(name):
        candidates = {path, path.resolve()}
        for p in list(candidates):
            s = str(p)
            candidates.add(Path(s[4:] if s.startswith("/usr/") else "/usr" + s))
        for p in sorted(candidates):
            run = subprocess.run(["dpkg-query", "-S", str(p)], capture_output=True, text=True)
            if run.returncode == 0:
                return run.stdout.split(":", 1)[0].strip()
    return None


def debian_copies(internal: Path) -> dict[str, str]:
    """Bundled libraries (``_internal/*.so*`` files) that are copies of a Debian package's
    library on the build machine: file name → package."""
    owners = {}
    for lib in sorted(internal.glob("*.so*")):
        if lib.is_symlink() or not is_elf(lib) or KEEP_BUNDLED.match(lib.name):
            continue
        owner = debian_owner(lib.name)
        if owner:
            owners[lib.name] = owner
    return owners


# --- the package tree ----------------------------------------------------------------------


def _gzip_file(src: Path | bytes, dest: Path) -> None:
    """gzip -9n: no name and no time stamp in the header (Debian policy 12.3)."""
    data = src if isinstance(src, bytes) else src.read_bytes()
    dest.parent.mkdir(parents=True, exist_ok=True)
    with dest.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as f:
        f.write(data)


def _install(src: Path, dest: Path) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)


def changelog(version: str) -> bytes:
    """A Debian changelog (native package) from the metainfo's releases, newest first."""
    entries = []
    for release in metainfo().findall("releases/release"):
        paragraphs = [" ".join(p.itertext()) for p in release.findall("description/p")]
        text = " ".join(paragraphs) or f"Release {release.get('version')}."
        words, lines, line = text.split(), [], "  *"
        for word in words:
            if len(line) + 1 + len(word) > 78:
                lines.append(line)
                line = "   "
            line += " " + word
        lines.append(line)
        when = datetime.fromisoformat(release.get("date")).replace(hour=12, tzinfo=UTC)
        entries.append(
            f"{NAME} ({release.get('version')}) unstable; urgency=medium\n\n"
            + "\n".join(lines)
            + f"\n\n -- {maintainer()}  {format_datetime(when)}\n"
        )
    if not entries or f"({version})" not in entries[0]:
        raise SystemExit(f"build_deb.py: the metainfo's newest release is not {version}")
    return "\n".join(entries).encode("utf-8")


def stage(bundle: Path, root: Path, version: str) -> dict[str, str]:
    """Lay out the package's files under ``root`` (a new folder: whatever exists is never
    deleted); returns the left-out libraries."""
    if os.path.lexists(root):
        raise SystemExit(f"build_deb.py: {root} exists already; it is not deleted")
    lib_dir = root / PREFIX
    shutil.copytree(bundle, lib_dir, symlinks=True)
    left_out = debian_copies(lib_dir / "_internal")
    for name in left_out:
        (lib_dir / "_internal" / name).unlink()
    # Symlinks to what was left out would dangle.
    for link in list(lib_dir.rglob("*")):
        if link.is_symlink() and not link.exists():
            link.unlink()

    (root / "DEBIAN").mkdir()  # also how dpkg-shlibdeps finds the package's own tree
    # The command: /usr/games is where Debian policy (11.11) puts games, /usr/bin is on every
    # user's PATH (root's included). Both are relative links to the bundle's executable.
    for bin_dir in ("usr/bin", "usr/games"):
        (root / bin_dir).mkdir(parents=True)
        (root / bin_dir / NAME).symlink_to(Path("..") / "lib" / NAME / NAME)
    share = root / "usr/share"
    _install(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    _install(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    for size in ICON_SIZES:
        _install(
            ICONS / f"{NAME}-{size}.png",
            share / "icons/hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png",
        )
    _install(ICONS / f"{NAME}.svg", share / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg")
    _gzip_file(LINUX / f"{NAME}.6", share / "man/man6" / f"{NAME}.6.gz")
    doc = share / "doc" / NAME
    _install(LINUX / "copyright", doc / "copyright")
    _gzip_file(changelog(version), doc / "changelog.gz")

    drop_build_machine_paths(lib_dir)
    write_lintian_overrides(root, lib_dir)
    # Debian's modes: folders and programs 0755, everything else (shared libraries too) 0644.
    exe = lib_dir / NAME
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        mode = 0o755 if path.is_dir() or path == exe else 0o644
        path.chmod(mode)
    return left_out


# CPython's pyexpat.c carries expat's error messages, which lintian's embedded-library check
# takes for a copy of expat; Debian's own libpython3.X overrides the tag for that reason. The
# bundle's libpython gets the same override, only when it holds those messages and links
# Debian's libexpat (so it holds no copy of expat's code).
EXPAT_MESSAGE = b"requested feature requires XML_DTD support in Expat"


def write_lintian_overrides(root: Path, lib_dir: Path) -> None:
    lines = []
    for libpython in sorted((lib_dir / "_internal").glob("libpython3*")):
        data = b"" if libpython.is_symlink() else libpython.read_bytes()
        if EXPAT_MESSAGE in data and b"libexpat.so.1" in data:
            where = libpython.relative_to(root).as_posix()
            lines += [
                "# pyexpat.c holds expat's error messages; expat itself is Debian's libexpat1",
                f"{NAME}: embedded-library expat [{where}]",
            ]
    if lines:
        target = root / "usr/share/lintian/overrides" / NAME
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("\n".join(lines) + "\n", encoding="utf-8")


def drop_build_machine_paths(tree: Path) -> None:
    """Remove absolute RUNPATH/RPATH entries (a Python built from source points its modules
    at its own prefix, e.g. ~/.pyenv/…/lib): they mean nothing on the user's machine, and
    could load a stranger's library there. ``$ORIGIN``-relative entries (Qt's) stay."""
    for elf in sorted(p for p in tree.rglob("*") if is_elf(p)):
        rpath = subprocess.run(
            ["patchelf", "--print-rpath", str(elf)], capture_output=True, text=True
        ).stdout.strip()
        if not rpath:
            continue
        kept = [e for e in rpath.split(":") if e.startswith("$ORIGIN")]
        if len(kept) == len(rpath.split(":")):
            continue
        command = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
        subprocess.run(["patchelf", *command, str(elf)], check=True)


def shlib_depends(root: Path, work: Path) -> str:
    """``dpkg-shlibdeps`` over every ELF file in the tree (private library folders with -l)."""
    elves = sorted(p for p in root.rglob("*") if is_elf(p))
    private = sorted({str(p.parent) for p in root.joinpath(PREFIX).rglob("*.so*")})
    work.mkdir(parents=True, exist_ok=True)
    (work / "debian").mkdir(exist_ok=True)
    (work / "debian" / "control").write_text(
        f"Source: {NAME}\n\nPackage: {NAME}\nArchitecture: any\n", encoding="utf-8"
    )
    run = subprocess.run(
        ["dpkg-shlibdeps", "-O", "--ignore-missing-info"]
        + [f"-l{d}" for d in private]
        + [str(p) for p in elves],
        cwd=work,
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        raise SystemExit(f"build_deb.py: dpkg-shlibdeps failed:\n{run.stderr}")
    match = re.search(r"^shlibs:Depends=(.*)$", run.stdout, re.MULTILINE)
    if not match:
        raise SystemExit(f"build_deb.py: dpkg-shlibdeps named no dependencies:\n{run.stdout}")
    return match.group(1).strip()


def description() -> str:
    """Debian's synopsis and extended description, from the AppStream metainfo."""
    info = metainfo()
    synopsis = info.findtext("summary").strip()
    body = []
    for element in info.find("description"):
        if element.tag == "p":
            body.append(" ".join(" ".join(element.itertext()).split()))
        elif element.tag == "ul":
            body.extend("- " + " ".join(li.text.split()) for li in element.findall("li"))
    # Paragraphs are wrapped; list items are indented (a line with a leading space is shown
    # verbatim), their continuation lines under the text; paragraphs are parted by " .".
    lines = []
    for paragraph in body:
        item = paragraph.startswith("- ")
        if lines and not item:
            lines.append(" .")
        line = " " + (" " if item else "")
        for word in paragraph.split():
            if len(line.strip()) and len(line) + 1 + len(word) > 79:
                lines.append(line)
                line = "    " if item else " "
            line += word if line.strip() == "" else " " + word
        lines.append(line)
    return synopsis + "\n" + "\n".join(lines)


def installed_size_kib(root: Path) -> int:
    """Debian policy 5.6.20: the sum of the files' sizes in KiB, rounded up, one per link."""
    total = 0
    for path in root.rglob("*"):
        if path.is_symlink() or path.is_dir():
            total += 1024
        else:
            total += -(-path.stat().st_size // 1024) * 1024
    return total // 1024


RECOMMENDS = "libasound2"  # the card sounds (sound.py loads it at run time)


def write_control(root: Path, version: str, arch: str, depends: str) -> str:
    control = (
        f"Package: {NAME}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {maintainer()}\n"
        f"Installed-Size: {installed_size_kib(root)}\n"
        f"Depends: {depends}\n"
        # miniaudio opens ALSA's library only when the game plays a sound, so
        # dpkg-shlibdeps cannot see it; without it the game plays silently.
        f"Recommends: {RECOMMENDS}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {description()}\n"
    )
    debian = root / "DEBIAN"
    debian.mkdir(exist_ok=True)
    (debian / "control").write_text(control, encoding="utf-8")
    sums = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and debian not in path.parents:
            digest = hashlib.md5(path.read_bytes()).hexdigest()  # noqa: S324 - dpkg's format
            sums.append(f"{digest}  {path.relative_to(root).as_posix()}\n")
    (debian / "md5sums").write_text("".join(sums), encoding="utf-8")
    for f in debian.iterdir():
        f.chmod(0o644)
    debian.chmod(0o755)
    return control


def build(bundle: Path, out: Path, work: Path) -> Path:
    version = pyproject()["project"]["version"]
    arch = deb_architecture()
    exe = bundle / NAME
    if not exe.is_file():
        raise SystemExit(f"build_deb.py: no bundle at {bundle}: run packaging/build.py first")
    started = time.monotonic()
    # Staged in a folder of its own under --work, removed at the end: nothing the tool did
    # not make is ever deleted (--work may name any folder, even one holding "root").
    work.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="build-deb-", dir=work))
    try:
        return _build_in(bundle, out, scratch, version, arch, started)
    finally:
        shutil.rmtree(scratch)


def _build_in(bundle: Path, out: Path, scratch: Path, version: str, arch: str, started) -> Path:
    root = scratch / "root"
    left_out = stage(bundle, root, version)
    print(
        f"build_deb.py: left out {len(left_out)} libraries Debian packages provide: "
        + ", ".join(f"{n} ({p})" for n, p in sorted(left_out.items())),
        flush=True,
    )
    depends = shlib_depends(root, scratch / "shlibdeps")
    control = write_control(root, version, arch, depends)
    target = deb_path(version, arch, out)
    out.mkdir(parents=True, exist_ok=True)
    run = subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)],
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        raise SystemExit(f"build_deb.py: dpkg-deb failed:\n{run.stderr}")
    print(control.split("Description:")[0].rstrip())
    print(
        f"build_deb.py: {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target} "
        f"({target.stat().st_size / 1e6:.1f} MB, installed {installed_size_kib(root) / 1024:.1f}"
        f" MiB) in {time.monotonic() - started:.1f} s"
    )
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / NAME)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "deb")
    args = parser.parse_args(argv)
    build(args.bundle.resolve(), args.out.resolve(), args.work.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
