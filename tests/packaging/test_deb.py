"""The Debian package's pieces, checked without building it (packaging/check_deb.sh builds,
lints and installs the real one): the file layout and modes, the control description, the
changelog, the copyright file, the manual page against the real options, and which bundled
libraries are swapped for Debian's."""

from __future__ import annotations

import gzip
import importlib.util
import os
import re
import stat
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from email.utils import parsedate_to_datetime
from pathlib import Path

import pytest

from ginrummy_desktop.cli import build_parser
from ginrummy_desktop.vocabulary import LANGS

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.ginrummy_desktop"
NAME = "ginrummy-desktop"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.fixture(scope="module")
def deb():
    spec = importlib.util.spec_from_file_location("_pkg_build_deb", ROOT / "packaging/build_deb.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fake_bundle(tmp_path: Path) -> Path:
    """A bundle's shape: the executable, a library Debian ships (zlib), libpython, and data."""
    bundle = tmp_path / "dist" / NAME
    internal = bundle / "_internal"
    (internal / "ginrummy_desktop").mkdir(parents=True)
    exe = bundle / NAME
    exe.write_bytes(b"\x7fELF fake executable")
    exe.chmod(0o700)
    (internal / "libz.so.1").write_bytes(b"\x7fELF fake zlib")
    (internal / "libpython3.11.so.1.0").write_bytes(b"\x7fELF fake libpython")
    (internal / "libgone.so.1").symlink_to("libz.so.1")  # dangles once libz is left out
    (internal / "ginrummy_desktop" / "data.txt").write_text("x")
    return bundle


def test_layout_modes_and_links(tmp_path, deb, monkeypatch):
    # patchelf comes with the packaging tools (setup.sh --package), not with the tests' set-up;
    # what it does to real ELF files is check_deb.sh's part.
    patched = []
    monkeypatch.setattr(deb, "drop_build_machine_paths", patched.append)
    root = tmp_path / "root"
    left_out = deb.stage(fake_bundle(tmp_path), root, VERSION)
    assert patched == [root / "usr/lib" / NAME]
    assert left_out == {"libz.so.1": "zlib1g"}  # Debian's zlib instead of the copy
    lib = root / "usr/lib" / NAME
    assert (lib / "_internal/libpython3.11.so.1.0").is_file()  # the bundle's own Python stays
    assert not (lib / "_internal/libz.so.1").exists()
    assert not (lib / "_internal/libgone.so.1").is_symlink()
    for bin_dir in ("usr/bin", "usr/games"):
        link = root / bin_dir / NAME
        assert os.readlink(link) == f"../lib/{NAME}/{NAME}"
        assert link.resolve() == (lib / NAME).resolve()
    share = root / "usr/share"
    expected = {
        f"applications/{APP_ID}.desktop",
        f"metainfo/{APP_ID}.metainfo.xml",
        f"icons/hicolor/scalable/apps/{APP_ID}.svg",
        f"man/man6/{NAME}.6.gz",
        f"doc/{NAME}/copyright",
        f"doc/{NAME}/changelog.gz",
    } | {f"icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in deb.ICON_SIZES}
    assert {p.relative_to(share).as_posix() for p in share.rglob("*") if p.is_file()} == expected
    desktop = (share / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={NAME}" in desktop.splitlines()  # found on PATH, as installed
    for path in [root, *root.rglob("*")]:
        if path.is_symlink() or path.name == "DEBIAN":
            continue
        mode = stat.S_IMODE(path.stat().st_mode)
        want = 0o755 if path.is_dir() or path == lib / NAME else 0o644
        assert mode == want, f"{path.relative_to(root)}: {oct(mode)}"
    # gzip -n: no file name, no time stamp (reproducible, Debian policy 12.3).
    header = (share / "man/man6" / f"{NAME}.6.gz").read_bytes()[:10]
    assert header[3] & 0x08 == 0 and header[4:8] == b"\0\0\0\0"


@pytest.mark.parametrize("links_libexpat", [True, False])
def test_lintian_override_only_for_expat_messages_next_to_debians_expat(
    tmp_path, deb, links_libexpat
):
    root = tmp_path / "root"
    internal = root / "usr/lib" / NAME / "_internal"
    internal.mkdir(parents=True)
    needed = b"libexpat.so.1\0" if links_libexpat else b""
    (internal / "libpython3.11.so.1.0").write_bytes(
        b"\x7fELF" + needed + b"requested feature requires XML_DTD support in Expat"
    )
    deb.write_lintian_overrides(root, root / "usr/lib" / NAME)
    overrides = root / "usr/share/lintian/overrides" / NAME
    if links_libexpat:
        lines = overrides.read_text(encoding="utf-8").splitlines()
        assert lines[-1] == (
            f"{NAME}: embedded-library expat [usr/lib/{NAME}/_internal/libpython3.11.so.1.0]"
        )
    else:
        assert not overrides.exists()  # a real copy of expat would be reported


def test_control_description_is_debian_shaped(deb):
    synopsis, *body = deb.description().split("\n")
    info = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert synopsis == info.findtext("summary").strip()
    assert len(synopsis) <= 80 and not synopsis.endswith(".")
    assert body and all(line.startswith(" ") and len(line) <= 80 for line in body)
    items = [line for line in body if line.startswith("  - ")]
    assert len(items) == len(info.findall("description/ul/li"))


def test_metainfo_names_every_language_the_app_speaks():
    info = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert tuple(lang.text for lang in info.findall("languages/lang")) == LANGS


def test_control_recommends_the_sound_library_shlibdeps_cannot_see(tmp_path, deb):
    (tmp_path / "usr").mkdir()
    control = deb.write_control(tmp_path, "1.0", "amd64", "libc6 (>= 2.34)")
    assert "\nRecommends: libasound2\n" in control


def test_changelog_follows_the_metainfo_releases(deb):
    text = deb.changelog(VERSION).decode("utf-8")
    head = text.splitlines()[0]
    assert head == f"{NAME} ({VERSION}) unstable; urgency=medium"
    trailer = re.search(r"^ -- (.+) <(.+@.+)>  (.+)$", text, re.MULTILINE)
    assert trailer, text
    release = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot().find("releases/release")
    assert parsedate_to_datetime(trailer.group(3)).date().isoformat() == release.get("date")
    with pytest.raises(SystemExit):
        deb.changelog("9.9.9")  # a version the metainfo does not announce


def test_maintainer_follows_debian_variables(deb, monkeypatch):
    monkeypatch.setenv("DEBFULLNAME", "Ada Lovelace")
    monkeypatch.setenv("DEBEMAIL", "ada@example.org")
    assert deb.maintainer() == "Ada Lovelace <ada@example.org>"
    monkeypatch.delenv("DEBEMAIL")
    assert deb.maintainer() == deb.DEFAULT_MAINTAINER


def test_copyright_is_machine_readable_and_carries_the_licence(deb):
    text = (LINUX / "copyright").read_text(encoding="utf-8")
    assert text.startswith(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    )
    paragraphs = text.split("\n\n")
    files = [p for p in paragraphs if p.startswith("Files:")]
    assert files[0].startswith("Files: *\n") and "License: MIT" in files[0]
    licences = {p.split("\n", 1)[0] for p in paragraphs if p.startswith("License:")}
    for paragraph in files:
        name = re.search(r"^License: (\S+)", paragraph, re.MULTILINE).group(1)
        inline = paragraph.split(f"License: {name}", 1)[1].strip()
        assert f"License: {name}" in licences or inline, f"no text for {name}"
    mit = next(p for p in paragraphs if p.startswith("License: MIT\n"))
    ours = " ".join((ROOT / "LICENSE").read_text(encoding="utf-8").split("\n\n", 2)[2].split())
    theirs = " ".join(line[1:] for line in mit.splitlines()[1:] if line != " .")
    assert " ".join(theirs.split()) == ours


def test_manual_page_describes_every_option():
    page = (LINUX / f"{NAME}.6").read_text(encoding="utf-8")
    plain = page.replace("\\-", "-")
    for action in build_parser()._actions:
        for option in action.option_strings:
            assert option in plain, f"{option} is not in the manual page"
        for choice in action.choices or ():
            assert choice in plain, f"{choice} ({action.option_strings[0]}) is not in it"
    # How it renders (groff warnings) is lintian's part in check_deb.sh.


def test_debian_copies_never_include_libpython(tmp_path, deb):
    internal = tmp_path / "_internal"
    internal.mkdir()
    for name in ("libpython3.11.so.1.0", "libz.so.1", "libnot-a-debian-lib.so.7"):
        (internal / name).write_bytes(b"\x7fELF")
    (internal / "libtext.so.1").write_text("not an ELF file")
    assert deb.debian_copies(internal) == {"libz.so.1": "zlib1g"}


def test_compressed_changelog_reads_back(tmp_path, deb):
    target = tmp_path / "changelog.gz"
    deb._gzip_file(deb.changelog(VERSION), target)
    assert gzip.decompress(target.read_bytes()) == deb.changelog(VERSION)


def test_build_never_deletes_what_it_did_not_make(tmp_path, deb, monkeypatch):
    """``--work`` may name any folder, one holding a "root" of someone's too: the tool stages
    in a folder of its own there and removes only that."""
    work = tmp_path / "work"
    precious = work / "root" / "precious"
    precious.mkdir(parents=True)
    (precious / "thesis.txt").write_text("data")
    (work / "shlibdeps" / "debian").mkdir(parents=True)
    (work / "shlibdeps" / "debian" / "control").write_text("mine")
    monkeypatch.setattr(deb, "drop_build_machine_paths", lambda lib: None)
    monkeypatch.setattr(deb, "shlib_depends", lambda root, scratch: "libc6 (>= 2.36)")
    monkeypatch.setattr(deb, "deb_architecture", lambda: "amd64")
    built = []
    real_run = subprocess.run

    def dpkg_deb(command, **kwargs):
        if command[0] != "dpkg-deb":
            return real_run(command, **kwargs)
        built.append(Path(command[-2]))
        Path(command[-1]).write_bytes(b"!<arch>\n")
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(deb.subprocess, "run", dpkg_deb)
    target = deb.build(fake_bundle(tmp_path), tmp_path / "out", work)
    assert target.exists()
    assert (precious / "thesis.txt").read_text() == "data"
    assert (work / "shlibdeps" / "debian" / "control").read_text() == "mine"
    assert built and built[0].parent.parent == work and built[0].parent.name != "root"
    assert sorted(p.name for p in work.iterdir()) == ["root", "shlibdeps"]  # nothing left
    with pytest.raises(SystemExit):
        deb.stage(fake_bundle(tmp_path / "again"), work / "root", VERSION)  # never deleted
    assert (precious / "thesis.txt").exists()
