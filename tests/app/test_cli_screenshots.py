"""The command line as the README and the packagers use it: --version, --screenshot for every
scene in a fresh process (a 1280×800 PNG, exit 0), and what a user must be able to trust:
a screenshot run never touches the player's own settings, saved game or statistics; --seed
asks before it replaces a game in progress; a bad screenshot path or any exception during
start-up is one clear message and exit status 1, never a traceback dump or a Qt abort."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from table_fixtures import wait_for_computer  # tests/support

from ginrummy_desktop import __version__, settings
from ginrummy_desktop.app import SCENES, create_window, parse_args
from ginrummy_desktop.cli import build_parser
from ginrummy_desktop.controller import HUMAN
from ginrummy_desktop.screenshots import SCENES as SCREENSHOT_SCENES
from ginrummy_desktop.settings import Settings
from ginrummy_desktop.views import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def run_app(*args, cwd=None, env=None, code=None):
    """The app in a fresh process (``code``: a Python script instead of ``-m``)."""
    env = dict(env or os.environ, QT_QPA_PLATFORM="offscreen")
    command = ["-c", code, *args] if code else ["-m", "ginrummy_desktop", *args]
    return subprocess.run(
        [sys.executable, *command],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )


def tree(folder: Path) -> dict[str, bytes | None]:
    """Every path under ``folder`` with its bytes (None for a folder)."""
    return {
        p.relative_to(folder).as_posix(): (None if p.is_dir() else p.read_bytes())
        for p in sorted(folder.rglob("*"))
    }


def test_version_prints_the_package_version():
    out = run_app("--version")
    assert out.returncode == 0 and out.stdout.strip() == __version__


def test_options_parse():
    a = parse_args(["--seed", "4", "--level", "hard", "--lang", "nl", "--data-dir", "x"])
    assert (a.seed, a.level, a.lang, a.data_dir) == (4, "hard", "nl", "x")
    with pytest.raises(SystemExit):
        parse_args(["--scene", "nowhere"])


def test_command_line_words_are_the_settings_words():
    choices = {a.dest: a.choices for a in build_parser()._actions if a.choices}
    assert tuple(choices["level"]) == settings.LEVELS
    assert tuple(choices["lang"]) == settings.LANGS
    assert tuple(choices["scene"]) == SCENES
    assert SCREENSHOT_SCENES is SCENES


@pytest.mark.slow  # a fresh process per scene
@pytest.mark.parametrize("scene", SCENES)
def test_screenshot_of_every_scene(tmp_path, scene, qapp):
    png = tmp_path / f"{scene}.png"
    data = tmp_path / "data"
    out = run_app("--data-dir", str(data), "--screenshot", str(png), "--scene", scene)
    assert out.returncode == 0, out.stderr
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1280, 800)
    # Not a blank frame: the felt green and card white are both there.
    colours = {image.pixelColor(x, y).name() for x in range(0, 1280, 40) for y in range(0, 800, 40)}
    assert len(colours) > 20
    # Everything the app wrote is under --data-dir; a screenshot run keeps no saved game
    # and records no statistics.
    assert not (data / "current-game.json").exists()
    assert not (data / "statistics.json").exists()


def test_stats_scene_is_the_same_picture_every_time(tmp_path):
    first, second = tmp_path / "a.png", tmp_path / "b.png"
    for png in (first, second):
        out = run_app("--screenshot", str(png), "--scene", "stats", "--lang", "en")
        assert out.returncode == 0, out.stderr
    assert first.read_bytes() == second.read_bytes()


def test_stats_scene_shows_the_games_it_played(qtbot, qapp, tmp_path):
    from ginrummy_desktop.screenshots import build_scene

    args = parse_args(["--data-dir", str(tmp_path), "--screenshot", str(tmp_path / "x.png")])
    _app, _settings, w = create_window(args, qapp)
    qtbot.addWidget(w)
    dialog = build_scene(w, "stats", 7)
    levels = w.keeper.stats.levels
    played = {name: s.games_won + s.games_lost for name, s in levels.items()}
    assert played == {"easy": 2, "normal": 1}
    assert dialog.isVisible()
    w._closing = True
    w.controller.shutdown()


def test_screenshot_leaves_the_players_own_files_alone(tmp_path):
    """Without --data-dir a screenshot run works in a throwaway folder: --lang and --level do
    not reach the real settings, and the saved game and statistics are not even read (were
    they read, these unreadable ones would have been set aside as damaged)."""
    home = tmp_path / "home"
    config = home / ".config" / settings.ORGANISATION / f"{settings.APPLICATION}.ini"
    data = home / ".local" / "share" / settings.ORGANISATION / settings.APPLICATION
    config.parent.mkdir(parents=True)
    data.mkdir(parents=True)
    config.write_text(
        "[meta]\nformat_version=1\n\n[game]\nlevel=easy\n\n[ui]\nlanguage=en\n", encoding="utf-8"
    )
    (data / "current-game.json").write_text("the player's game", encoding="utf-8")
    (data / "statistics.json").write_text("the player's record", encoding="utf-8")
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_") and k != "TMPDIR"} | {
        "HOME": str(home),
        "TMPDIR": str(scratch),
    }
    before = tree(home)
    png = tmp_path / "shot.png"
    out = run_app("--screenshot", str(png), "--lang", "lt", "--level", "hard", env=env)
    assert out.returncode == 0, out.stderr
    assert QImage(str(png)).width() == 1280
    assert tree(home) == before
    assert list(scratch.iterdir()) == []  # the throwaway folder went away too


def test_screenshot_into_a_missing_folder_is_one_clear_message(tmp_path):
    target = tmp_path / "no such folder" / "shot.png"
    out = run_app("--screenshot", str(target), "--data-dir", str(tmp_path / "data"))
    assert out.returncode == 1
    assert f"folder {target.parent} does not exist" in out.stderr
    assert "Traceback" not in out.stderr
    assert not target.parent.exists()
    assert not (tmp_path / "data").exists()  # refused before anything was set up


def test_a_screenshot_path_that_is_not_a_regular_file_is_refused_never_waited_on(tmp_path):
    fifo = tmp_path / "shot.png"
    os.mkfifo(fifo)  # writing a pipe nobody reads would block for ever
    try:
        out = subprocess.run(
            [sys.executable, "-m", "ginrummy_desktop", "--screenshot", str(fifo)],
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
            capture_output=True,
            text=True,
            timeout=30,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the screenshot run waited on the pipe")
    assert out.returncode == 1 and "not a regular file" in out.stderr
    assert "Traceback" not in out.stderr


@pytest.mark.parametrize("seed", ["1" * 41, "-" + "9" * 41, "7" * 4300])
def test_a_seed_the_saved_game_cannot_hold_is_refused_with_a_message(capsys, seed):
    with pytest.raises(SystemExit) as err:
        parse_args(["--seed", seed])
    assert err.value.code == 2 and "at most 40 digits" in capsys.readouterr().err


def test_the_largest_seed_accepted_is_one_the_saved_game_loads(tmp_path):
    from ginrummy_desktop.engine import Match, Rules
    from ginrummy_desktop.persistence import SaveStore, Secret

    seed = parse_args(["--seed", "9" * 40]).seed
    store = SaveStore(tmp_path, Secret(bytes(32)), ("easy",))
    store.save(Match(Rules(), seed=seed), "easy", None)
    saved, problem = store.load()
    assert problem is None and saved.match.seed == seed


def test_an_exception_during_start_up_is_a_message_and_exit_1(tmp_path):
    """Before: the exception escaped main() while the computer's worker thread ran, and Qt
    aborted the process (SIGABRT, exit 134) on "QThread: Destroyed while thread … running"."""
    code = textwrap.dedent(
        """
        import sys
        from ginrummy_desktop.views.main_window import MainWindow

        def broken(self, seed=None):
            raise RuntimeError("the table fell over")

        MainWindow.start_or_resume = broken
        from ginrummy_desktop.app import main
        sys.exit(main(sys.argv[1:]))
        """
    )
    out = run_app("--data-dir", str(tmp_path / "data"), code=code)
    assert out.returncode == 1, out.stderr
    assert "could not start: RuntimeError: the table fell over" in out.stderr
    assert "QThread" not in out.stderr


def test_an_exception_while_the_window_is_built_is_a_message_and_exit_1(tmp_path):
    """The window's constructor fails after its controller (and worker thread) exist."""
    code = textwrap.dedent(
        """
        import sys
        from ginrummy_desktop.views import main_window

        def broken(*args, **kwargs):
            raise OSError("no room for the table")

        main_window.TableWidget = broken
        from ginrummy_desktop.app import main
        sys.exit(main(sys.argv[1:]))
        """
    )
    out = run_app("--data-dir", str(tmp_path / "data"), code=code)
    assert out.returncode == 1, out.stderr
    assert "could not start: OSError: no room for the table" in out.stderr
    assert "QThread" not in out.stderr


# --- --seed with a game in progress ----------------------------------------------------------


def saved_game(qtbot, data: Path) -> dict:
    """A game in progress on disk, a few moves in; returns the saved match."""
    w = MainWindow(Settings(data))
    qtbot.addWidget(w)
    c = w.controller
    c.setPaceMs(0)
    c.startGame(5)
    for _ in range(3):
        wait_for_computer(qtbot, c)
        assert c.match.to_act == HUMAN
        assert c.play(c.match.legal_actions()[0])
    wait_for_computer(qtbot, c)
    saved = c.match.record()
    assert w.keeper.flush()
    w._closing = True  # stop without the close handling, as a killed app would
    c.shutdown()
    w.keeper.close()
    return saved


def start_like_main(qtbot, qapp, *argv: str) -> MainWindow:
    args = parse_args(list(argv))
    _app, _settings, w = create_window(args, qapp)
    qtbot.addWidget(w)
    w.controller.setPaceMs(0)
    w.show()
    w.start_or_resume(args.seed)
    return w


@pytest.mark.parametrize("answer", ["resume", "new game"])
def test_seed_with_a_game_in_progress_asks_first(qtbot, qapp, tmp_path, answer):
    data = tmp_path / "data"
    saved = saved_game(qtbot, data)
    w = start_like_main(qtbot, qapp, "--data-dir", str(data), "--seed", "9")
    qtbot.waitUntil(lambda: w.resume_box is not None and w.resume_box.isVisible())
    c = w.controller
    assert c.match is None  # nothing replaced before the player answers
    if answer == "resume":
        w.resume_box.resume_button.click()
        assert c.match.record() == saved
    else:
        new = next(b for b in w.resume_box.buttons() if b is not w.resume_box.resume_button)
        new.click()
        assert c.seed == 9
        assert c.match.hand_number == 1 and c.match.scores == (0, 0)
        assert c.match.record() != saved
        assert w.keeper.flush()
        kept, _problem = w.keeper.saves.load()
        assert kept is None or kept.match.record() != saved  # the old game is gone
    w.close()


def test_seed_without_a_game_in_progress_starts_at_once(qtbot, qapp, tmp_path):
    w = start_like_main(qtbot, qapp, "--data-dir", str(tmp_path / "data"), "--seed", "9")
    assert w.resume_box is None
    assert w.controller.seed == 9 and w.controller.match is not None
    w.close()


def test_make_screenshots_script_makes_every_picture_the_docs_show():
    script = (ROOT / "scripts" / "make_screenshots.sh").read_text(encoding="utf-8")
    shots = set(script.split("SHOTS=(", 1)[1].split(")", 1)[0].split())
    for name in shots:
        scene, _, lang = name.partition("_")
        assert scene in SCENES and (lang or "en") in settings.LANGS
    assert "scripts/lang_screenshots.py" in script
    lang_script = ROOT / "scripts" / "lang_screenshots.py"
    spec = importlib.util.spec_from_file_location("_lang_shots", lang_script)
    lang_shots = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lang_shots)
    made = shots | {f"{n}_{lang}" for n in lang_shots.NAMES for lang in lang_shots.LANGS}
    on_disk = {p.stem for p in (ROOT / "docs" / "screenshots").glob("*.png")}
    assert made == on_disk
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = set(re.findall(r"docs/screenshots/([\w-]+)\.png", readme))
    assert shown and shown <= made
