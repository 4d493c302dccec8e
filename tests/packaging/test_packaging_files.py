"""The native-app packaging files, checked without building a bundle.

The bundle itself is built and started by ``packaging/check_bundle.sh`` (CI, after these
tests). Here: the ``.desktop`` entry and AppStream metainfo say the right things, the icons
exist at every size and match their SVG, the install/uninstall scripts put exactly the
expected files into a home folder and take exactly those away again, and the helper that
compares the bundle's screenshot with the pip install's is itself right.
"""

from __future__ import annotations

import ast
import configparser
import glob
import importlib.util
import os
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer

from ginrummy_desktop import resources

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.ginrummy_desktop"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
INSTALL = LINUX / "install.sh"
UNINSTALL = LINUX / "uninstall.sh"
ICONS = ROOT / "ginrummy_desktop" / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
VERSION = PYPROJECT["project"]["version"]
COMMAND = "ginrummy-desktop"


def _load_script_module(name: str):
    """Import a packaging/ script by path (``packaging`` is not a package, and the name
    would clash with the PyPI ``packaging`` library)."""
    spec = importlib.util.spec_from_file_location(f"_pkg_{name}", ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- .desktop ------------------------------------------------------------------------------


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)  # strict: no duplicates
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


def test_desktop_file_has_the_keys_a_menu_needs():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Gin Rummy"
    assert entry["Exec"] == COMMAND  # install.sh points it at the installed copy
    assert entry["TryExec"] == COMMAND
    assert entry["Icon"] == APP_ID  # the hicolor icon name install.sh writes
    assert entry["Categories"] == "Game;CardGame;"
    assert entry["Terminal"] == "false"
    assert entry["Comment"]
    assert entry["StartupWMClass"] == COMMAND
    # The command is the project's gui-script.
    assert COMMAND in PYPROJECT["project"]["gui-scripts"]


def test_desktop_file_lines_are_well_formed():
    key_line = re.compile(r"^[A-Za-z0-9-]+(\[[A-Za-z_@.]+\])?=.*$")
    for number, line in enumerate(DESKTOP.read_text(encoding="utf-8").splitlines(), 1):
        assert line == line.rstrip(), f"line {number} has trailing blanks"
        if not line or line.startswith("#") or line == "[Desktop Entry]":
            continue
        assert key_line.match(line), f"line {number} is not key=value: {line!r}"
    entry = _desktop_entry()
    for key, value in entry.items():
        if key.split("[")[0] in ("Categories", "Keywords"):
            assert value.endswith(";"), f"{key} must end with ';'"


# --- AppStream metainfo --------------------------------------------------------------------


def _metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()  # raises on malformed XML


def _untranslated(root: ET.Element, tag: str) -> list[ET.Element]:
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    return [e for e in root.findall(tag) if lang not in e.attrib]


def test_metainfo_identifies_the_app():
    root = _metainfo()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert [e.text for e in _untranslated(root, "name")] == ["Gin Rummy"]
    summaries = _untranslated(root, "summary")
    assert len(summaries) == 1 and summaries[0].text.strip()
    assert not summaries[0].text.strip().endswith(".")  # AppStream: a summary has no full stop
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == PYPROJECT["project"]["license"]
    paragraphs = root.findall("description/p")
    assert paragraphs and all(p.text and p.text.strip() for p in paragraphs)
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert [b.text for b in root.findall("provides/binary")] == [COMMAND]
    assert {c.text for c in root.findall("categories/category")} >= {"Game", "CardGame"}
    assert root.find("content_rating").get("type") == "oars-1.1"


def test_metainfo_newest_release_is_the_pyproject_version():
    releases = _metainfo().findall("releases/release")
    assert releases, "metainfo lists no release"
    assert releases[0].get("version") == VERSION
    dates = [date.fromisoformat(r.get("date")) for r in releases]
    assert dates == sorted(dates, reverse=True), "releases go newest first"


# --- pyproject: licence metadata and pinned tools ------------------------------------------


def test_licence_is_an_spdx_expression_with_its_file():
    """PEP 639 metadata: setuptools warns about the old ``license = { text = … }`` table and
    about licence classifiers, and the installed metadata carries the expression."""
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    assert project["license-files"] == ["LICENSE"]
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert not [c for c in project.get("classifiers", []) if c.startswith("License ::")]
    from importlib import metadata

    installed = metadata.metadata("ginrummy-desktop")
    assert installed["License-Expression"] == "MIT"
    assert installed.get_all("License-File") == ["LICENSE"]
    assert installed["License"] is None


def test_developer_tools_are_pinned():
    extras = PYPROJECT["project"]["optional-dependencies"]
    names = set()
    for extra in ("test", "package"):
        for requirement in extras[extra]:
            name, sep, version = requirement.partition("==")
            assert sep and re.fullmatch(r"[0-9][0-9.]*", version), requirement
            names.add(name)
    assert {"ruff", "pytest", "pytest-qt", "hypothesis", "coverage", "pytest-cov"} <= names
    assert "pyinstaller" in names


# --- icons ---------------------------------------------------------------------------------


def test_icon_pngs_exist_at_every_size_with_that_size():
    assert resources.ICON_SIZES == SIZES
    for size in SIZES:
        path = resources.icon_png_path(size)
        assert path == ICONS / f"ginrummy-desktop-{size}.png"
        image = QImage(str(path))
        assert not image.isNull(), f"{path.name} does not load"
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        # Transparent corners (the rounded tile) and an opaque middle (the cards).
        assert image.pixelColor(0, 0).alpha() == 0
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
    with pytest.raises(ValueError):
        resources.icon_png_path(100)


def test_icon_svg_is_valid_and_square():
    renderer = QSvgRenderer(str(resources.icon_svg_path()))
    assert renderer.isValid()
    box = renderer.viewBoxF()
    assert box.width() == box.height() > 0
    assert "<text" not in resources.icon_svg_path().read_text(encoding="utf-8")  # no fonts


def test_app_icon_offers_every_size(qapp):
    icon = resources.app_icon()
    assert not icon.isNull()
    assert set(icon.availableSizes()) == {QSize(s, s) for s in SIZES}
    pixmap = icon.pixmap(QSize(48, 48))
    assert pixmap.width() == 48 * pixmap.devicePixelRatio()


def test_icon_files_are_up_to_date_with_the_svg():
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    ("name", "sizes"),
    [
        ("ginrummy-desktop.ico", [16, 24, 32, 48, 64, 128, 256]),
        ("ginrummy-desktop.icns", [16, 32, 64, 128, 256, 512, 1024]),
    ],
)
def test_windows_and_macos_icons_hold_every_size(qapp, name, sizes):
    reader = QImageReader(str(ROOT / "packaging" / "icons" / name))
    assert reader.canRead(), reader.errorString()
    found = []
    for i in range(reader.imageCount()):
        assert reader.jumpToImage(i)
        image = reader.read()
        assert not image.isNull()
        found.append((image.width(), image.height()))
    assert found == [(s, s) for s in sizes]


def test_pyproject_package_data_ships_the_icons():
    """setuptools globs package-data patterns (recursively) from the package folder."""
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["ginrummy_desktop"]
    package = ROOT / "ginrummy_desktop"
    shipped = set()
    for pattern in patterns:
        shipped |= {Path(p) for p in glob.glob(str(package / pattern), recursive=True)}
    for path in [resources.icon_svg_path(), *map(resources.icon_png_path, SIZES)]:
        assert path in shipped, f"{path.name} is not package data"


# --- the bundle's build files --------------------------------------------------------------


def test_spec_and_build_script_agree_on_names_and_version():
    spec = (ROOT / "packaging" / "ginrummy-desktop.spec").read_text(encoding="utf-8")
    compile(spec, "ginrummy-desktop.spec", "exec")
    assert f'APP_ID = "{APP_ID}"' in spec
    assert f'NAME = "{COMMAND}"' in spec
    build = _load_script_module("build")
    assert build.pyproject_version() == VERSION
    assert build.NAME == COMMAND
    assert build.MAX_MB == 150
    assert build.executable().name in (COMMAND, f"{COMMAND}.exe")
    # The entry script runs the same main() as the gui-script.
    entry = (ROOT / "packaging" / "entry.py").read_text(encoding="utf-8")
    module, func = PYPROJECT["project"]["gui-scripts"][COMMAND].split(":")
    assert f"from {module} import {func}" in entry


def test_linux_runtime_hook_for_pyside6_is_registered():
    hooks = ROOT / "packaging" / "pyinstaller-hooks"
    registered = ast.literal_eval((hooks / "rthooks.dat").read_text(encoding="utf-8"))
    assert registered == {"PySide6": ["pyi_rth_pyside6_lazy.py"]}
    hook = (hooks / "rthooks" / "pyi_rth_pyside6_lazy.py").read_text(encoding="utf-8")
    compile(hook, "pyi_rth_pyside6_lazy.py", "exec")
    assert "QT_PLUGIN_PATH" in hook
    assert "import PySide6" not in hook and "from PySide6" not in hook  # the point of it


@pytest.mark.parametrize(
    "script",
    [
        "packaging/linux/install.sh",
        "packaging/linux/uninstall.sh",
        "packaging/check_bundle.sh",
        "packaging/check_deb.sh",
        "scripts/setup.sh",
        "scripts/make_screenshots.sh",
        "dev.sh",
        ".ci/run",
    ],
)
def test_shell_scripts_parse(script):
    result = subprocess.run(["bash", "-n", str(ROOT / script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


# --- install.sh / uninstall.sh -------------------------------------------------------------


def _fake_bundle(tmp_path: Path) -> Path:
    bundle = tmp_path / "dist" / COMMAND
    (bundle / "_internal").mkdir(parents=True)
    exe = bundle / COMMAND
    exe.write_text('#!/bin/sh\necho "fake gin rummy $*"\n')
    exe.chmod(0o755)
    (bundle / "_internal" / "libfake.so").write_bytes(b"\x7fELF fake")
    return bundle


def _run(script: Path, home: Path, *args: str, xdg_data_home: str | None = None):
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    if xdg_data_home is not None:
        env["XDG_DATA_HOME"] = xdg_data_home
    return subprocess.run(
        ["bash", str(script), *args], capture_output=True, text=True, env=env, timeout=60
    )


def _tree(home: Path) -> set[str]:
    """Every path under ``home``, relative, with a trailing / for folders and @ for links."""
    out = set()
    for path in home.rglob("*"):
        rel = path.relative_to(home).as_posix()
        out.add(rel + ("@" if path.is_symlink() else "/" if path.is_dir() else ""))
    return out


def _expected(data: str = ".local/share") -> set[str]:
    lib = f".local/lib/{COMMAND}"
    icon_dirs = [f"{s}x{s}" for s in SIZES] + ["scalable"]
    expected = {
        ".local/",
        ".local/bin/",
        ".local/lib/",
        f"{lib}/",
        f"{lib}/_internal/",
        f"{lib}/_internal/libfake.so",
        f"{lib}/{COMMAND}",
        f"{lib}/.install-manifest",
        f".local/bin/{COMMAND}@",
        f"{data}/",
        f"{data}/applications/",
        f"{data}/applications/{APP_ID}.desktop",
        f"{data}/metainfo/",
        f"{data}/metainfo/{APP_ID}.metainfo.xml",
        f"{data}/icons/",
        f"{data}/icons/hicolor/",
    }
    for d in icon_dirs:
        ext = "svg" if d == "scalable" else "png"
        expected |= {
            f"{data}/icons/hicolor/{d}/",
            f"{data}/icons/hicolor/{d}/apps/",
            f"{data}/icons/hicolor/{d}/apps/{APP_ID}.{ext}",
        }
    return expected


@pytest.fixture
def home(tmp_path):
    # A space in the path: Exec= quoting and every "$var" in the scripts are exercised.
    path = tmp_path / "home dir"
    path.mkdir()
    return path


def test_install_puts_exactly_the_expected_files(tmp_path, home):
    bundle = _fake_bundle(tmp_path)
    result = _run(INSTALL, home, str(bundle))
    assert result.returncode == 0, result.stderr
    assert _tree(home) == _expected()

    link = home / ".local" / "bin" / COMMAND
    exe = home / ".local" / "lib" / COMMAND / COMMAND
    assert os.readlink(link) == str(exe)
    run = subprocess.run([str(link), "--version"], capture_output=True, text=True)
    assert run.stdout.strip() == "fake gin rummy --version"

    data = home / ".local" / "share"
    for size in SIZES:
        installed = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert installed.read_bytes() == resources.icon_png_path(size).read_bytes()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == METAINFO.read_bytes()

    # The menu entry starts the installed copy by absolute path, quoted (the path has a
    # space), and is otherwise the source entry.
    installed = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    lines = installed.splitlines()
    assert f'Exec="{exe}"' in lines
    assert f"TryExec={exe}" in lines
    source = DESKTOP.read_text(encoding="utf-8").splitlines()
    assert [x for x in lines if not x.startswith(("Exec=", "TryExec="))] == [
        x for x in source if not x.startswith(("Exec=", "TryExec="))
    ]


def test_uninstall_removes_everything_install_put(tmp_path, home):
    bundle = _fake_bundle(tmp_path)
    assert _run(INSTALL, home, str(bundle)).returncode == 0
    result = _run(UNINSTALL, home)
    assert result.returncode == 0, result.stderr
    assert _tree(home) == set()
    again = _run(UNINSTALL, home)
    assert again.returncode == 0 and "nothing to remove" in again.stdout


def test_reinstall_then_uninstall_leaves_nothing(tmp_path, home):
    bundle = _fake_bundle(tmp_path)
    assert _run(INSTALL, home, str(bundle)).returncode == 0
    (bundle / "_internal" / "libfake.so").write_bytes(b"\x7fELF newer")
    assert _run(INSTALL, home, str(bundle)).returncode == 0
    lib = home / ".local" / "lib" / COMMAND
    assert (lib / "_internal" / "libfake.so").read_bytes() == b"\x7fELF newer"
    assert _tree(home) == _expected()
    assert _run(UNINSTALL, home).returncode == 0
    assert _tree(home) == set()


def test_uninstall_keeps_what_was_there_before(tmp_path, home):
    bundle = _fake_bundle(tmp_path)
    own = {
        ".local/bin/other-tool": "#!/bin/sh\n",
        ".local/share/applications/other.desktop": "[Desktop Entry]\n",
        ".local/share/icons/hicolor/48x48/apps/other.png": "png",
        ".config/GinRummyDesktop/ginrummy-desktop.conf": "[game]\n",  # the game's settings
    }
    for rel, text in own.items():
        (home / rel).parent.mkdir(parents=True, exist_ok=True)
        (home / rel).write_text(text)
    before = _tree(home)
    assert _run(INSTALL, home, str(bundle)).returncode == 0
    assert _tree(home) == before | _expected()
    assert _run(UNINSTALL, home).returncode == 0
    assert _tree(home) == before


def test_install_follows_xdg_data_home(tmp_path, home):
    bundle = _fake_bundle(tmp_path)
    data = home / "data"
    data.mkdir()
    assert _run(INSTALL, home, str(bundle), xdg_data_home=str(data)).returncode == 0
    assert _tree(home) == _expected("data")
    assert _run(UNINSTALL, home, xdg_data_home=str(data)).returncode == 0
    assert _tree(home) == {"data/"}


def test_install_refuses_a_command_it_does_not_own(tmp_path, home):
    bundle = _fake_bundle(tmp_path)
    foreign = home / ".local" / "bin" / COMMAND
    foreign.parent.mkdir(parents=True)
    foreign.write_text("#!/bin/sh\necho pip --user install\n")
    before = _tree(home)
    result = _run(INSTALL, home, str(bundle))
    assert result.returncode != 0
    assert "not this installer's link" in result.stderr
    assert _tree(home) == before
    assert foreign.read_text() == "#!/bin/sh\necho pip --user install\n"


def test_install_refuses_a_folder_without_the_executable(tmp_path, home):
    empty = tmp_path / "not-a-bundle"
    empty.mkdir()
    result = _run(INSTALL, home, str(empty))
    assert result.returncode != 0
    assert "no executable" in result.stderr
    assert _tree(home) == set()


def test_uninstall_ignores_manifest_entries_outside_its_own_names(tmp_path, home):
    bundle = _fake_bundle(tmp_path)
    assert _run(INSTALL, home, str(bundle)).returncode == 0
    precious = home / "notes.txt"
    precious.write_text("keep me")
    manifest = home / ".local" / "lib" / COMMAND / ".install-manifest"
    with manifest.open("a") as f:
        f.write(f"f {precious}\nr {home}\n")
    result = _run(UNINSTALL, home)
    assert result.returncode == 0
    assert precious.read_text() == "keep me"
    assert _tree(home) == {"notes.txt"}


def test_exec_quoting_escapes_special_characters(tmp_path):
    """The Desktop Entry spec's two levels of escaping, for a home with $, quotes and %."""
    weird = tmp_path / 'gin $HOME "x" 100%'
    weird.mkdir()
    bundle = _fake_bundle(tmp_path)
    assert _run(INSTALL, weird, str(bundle)).returncode == 0
    desktop = weird / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    exec_line = next(x for x in desktop.read_text().splitlines() if x.startswith("Exec="))
    exe = f"{weird}/.local/lib/{COMMAND}/{COMMAND}"
    quoted = exe.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("%", "%%")
    assert exec_line == "Exec=" + f'"{quoted}"'.replace("\\", "\\\\")


# --- the screenshot comparison used by check_bundle.sh --------------------------------------


def test_same_image_check_sees_a_changed_pixel(tmp_path, qapp):
    checks = _load_script_module("bundle_checks")
    a = QImage(40, 30, QImage.Format.Format_ARGB32)
    a.fill(QColor("#1f6b3b"))
    b = a.copy()
    b.setPixelColor(3, 4, QColor("#ffffff"))
    a.save(str(tmp_path / "a.png"))
    b.save(str(tmp_path / "b.png"))
    a.scaled(20, 15).save(str(tmp_path / "small.png"))
    assert checks.differing_fraction(str(tmp_path / "a.png"), str(tmp_path / "a.png")) == 0.0
    assert checks.differing_fraction(
        str(tmp_path / "a.png"), str(tmp_path / "b.png")
    ) == pytest.approx(1 / 1200)
    assert checks.differing_fraction(str(tmp_path / "a.png"), str(tmp_path / "small.png")) == 1.0
    assert checks.same_image(str(tmp_path / "a.png"), str(tmp_path / "b.png"), 0.0) == 1
    assert checks.same_image(str(tmp_path / "a.png"), str(tmp_path / "b.png"), 0.001) == 0
    assert checks.check_png(str(tmp_path / "a.png"), 40, 30) == 0
    assert checks.check_png(str(tmp_path / "a.png"), 41, 30) == 1
    (tmp_path / "not.png").write_bytes(b"GIF89a")
    assert checks.check_png(str(tmp_path / "not.png"), None, None) == 1
