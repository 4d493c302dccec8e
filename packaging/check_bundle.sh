#!/usr/bin/env bash
# Release check for the native app: build the PyInstaller bundle and prove it starts.
#
#   bash packaging/check_bundle.sh    (CI runs it after the test suite, then check_deb.sh)
#
# Fails when:
#   * the AppStream metainfo does not validate (where appstreamcli is installed);
#   * the build fails, or the bundle is over 150 MB (10^6 bytes), or lacks its metadata or
#     translations (packaging/build.py);
#   * the bundle's --version is not the version in pyproject.toml;
#   * the Hard AI's child process does not start and answer inside the bundle (--check-ai);
#   * `--screenshot PNG --scene rules --lang lt` fails, leaves no PNG, or draws a different
#     picture from the pip-installed app (a missing translation or resource shows up here);
#   * the bundle does not start as a real window on X11 (Xvfb, when installed), or does not
#     run as a Wayland client (weston's headless compositor, when installed);
#   * install.sh / uninstall.sh into a temporary HOME do not give a working command and
#     leave nothing behind.
# Then it prints the bundle size and the start-up times of the bundle and of the pip install.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
unset PYTHONPATH PYTHONHOME

PY=.venv/bin/python
MAX_BYTES=150000000
NAME=ginrummy-desktop
APP_ID=io.github.ginrummy_desktop

say() { echo "check_bundle: $*"; }
fail() { echo "check_bundle: FAILED: $*" >&2; exit 1; }

work="$(mktemp -d)"
weston_pid=""
cleanup() {
  if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# What building needs beyond the tests: binutils and the shared libpython for PyInstaller,
# PyInstaller itself (the package extra), the validators. Installing the project again when
# pyproject.toml changed also refreshes its metadata, which the bundle copies (--version).
bash scripts/setup.sh --package

version="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"

if command -v appstreamcli >/dev/null 2>&1; then
  appstreamcli validate --no-net "packaging/linux/$APP_ID.metainfo.xml" \
    || fail "packaging/linux/$APP_ID.metainfo.xml does not validate"
else
  say "appstreamcli not installed: metainfo checked by tests/packaging only"
fi
if command -v desktop-file-validate >/dev/null 2>&1; then
  desktop-file-validate "packaging/linux/$APP_ID.desktop" || fail "the .desktop file does not validate"
fi

# --- build -------------------------------------------------------------------------------
"$PY" packaging/build.py --max-mb 150 || fail "packaging/build.py"
bundle="$PWD/dist/$NAME"
exe="$bundle/$NAME"
bytes="$(du -sb "$bundle" | cut -f1)"
say "bundle size: $(du -sh "$bundle" | cut -f1) ($bytes bytes, limit $MAX_BYTES)"
[ "$bytes" -le "$MAX_BYTES" ] || fail "the bundle is $bytes bytes, over $MAX_BYTES"

# Every run starts in an empty folder, so nothing can come from the source tree.
in_work() { (cd "$work" && timeout 120 "$@"); }

# --- --version ---------------------------------------------------------------------------
got="$(in_work "$exe" --version)" || fail "$exe --version did not run"
[ "$got" = "$version" ] || fail "$exe --version printed '$got', pyproject.toml says '$version'"

# --- the Hard AI's child process -----------------------------------------------------------
# Frozen, the child is this executable re-entered through multiprocessing.freeze_support().
ai_line="$(in_work "$exe" --check-ai)" || fail "$exe --check-ai: the AI child process did not answer"
say "$ai_line"
say "--version: $got"

# --- --screenshot, rules in Lithuanian -----------------------------------------------------
in_work "$exe" --screenshot "$work/bundle-rules-lt.png" --scene rules --lang lt \
  --data-dir "$work/data-bundle" || fail "the bundle's --screenshot run failed"
[ -s "$work/bundle-rules-lt.png" ] || fail "the bundle wrote no screenshot"
"$PY" packaging/bundle_checks.py png "$work/bundle-rules-lt.png" || fail "bad screenshot"
in_work "$PWD/$PY" -m ginrummy_desktop --screenshot "$work/pip-rules-lt.png" --scene rules \
  --lang lt --data-dir "$work/data-pip" || fail "the pip-installed app's --screenshot run failed"
"$PY" packaging/bundle_checks.py same-image "$work/bundle-rules-lt.png" "$work/pip-rules-lt.png" \
  || fail "the bundle draws the Lithuanian rules differently from the pip-installed app"
in_work "$PWD/$PY" -m ginrummy_desktop --screenshot "$work/pip-rules-en.png" --scene rules \
  --lang en --data-dir "$work/data-pip-en" || fail "the pip-installed app's English run failed"
if "$PY" packaging/bundle_checks.py same-image "$work/pip-rules-lt.png" "$work/pip-rules-en.png" \
  --max-fraction 0 >/dev/null; then
  say "note: --lang lt draws the same rules page as --lang en (the app does not switch yet)"
fi

# --- a real window on X11 ------------------------------------------------------------------
if command -v xvfb-run >/dev/null 2>&1; then
  (cd "$work" && QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
      "$1" --data-dir "$2" & pid=$!
      sleep 4
      kill -0 "$pid" 2>/dev/null || { wait "$pid"; echo "exited early with $?" >&2; exit 1; }
      kill "$pid"; wait "$pid" || true' _ "$exe" "$work/data-x11") \
    || fail "the bundle did not stay up as an X11 window"
  say "X11 (xcb under Xvfb): window up for 4 s"
else
  say "xvfb-run not installed: X11 start not checked"
fi

# --- a Wayland client (weston's headless compositor, where installed) -----------------------
if command -v weston >/dev/null 2>&1; then
  runtime="$work/xdg-runtime"
  mkdir -m 700 "$runtime"
  XDG_RUNTIME_DIR="$runtime" weston --backend=headless-backend.so --socket=gin-check \
    --idle-time=0 >"$work/weston.log" 2>&1 &
  weston_pid=$!
  for _ in $(seq 50); do [ -S "$runtime/gin-check" ] && break; sleep 0.2; done
  [ -S "$runtime/gin-check" ] || { cat "$work/weston.log" >&2; fail "weston did not start"; }
  # QT_QPA_PLATFORM=wayland alone: no fallback to X11, so this fails unless Wayland works.
  (cd "$work" && env -u DISPLAY XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY=gin-check \
      QT_QPA_PLATFORM=wayland timeout 120 "$exe" --screenshot "$work/bundle-wayland.png" \
      --scene rules --data-dir "$work/data-wayland") || fail "the bundle did not run on Wayland"
  "$PY" packaging/bundle_checks.py png "$work/bundle-wayland.png" >/dev/null \
    || fail "no screenshot from the Wayland run"
  kill "$weston_pid" 2>/dev/null || true
  wait "$weston_pid" 2>/dev/null || true
  weston_pid=""
  say "Wayland (weston headless): the bundle ran as a native Wayland client"
else
  say "weston not installed: native Wayland not checked (X11/XWayland is)"
fi

# --- install.sh / uninstall.sh into a temporary HOME ---------------------------------------
home="$work/home"
mkdir "$home"
HOME="$home" XDG_DATA_HOME="" bash packaging/linux/install.sh "$bundle" >/dev/null \
  || fail "install.sh"
got="$(cd "$work" && HOME="$home" timeout 60 "$home/.local/bin/$NAME" --version)" \
  || fail "the installed command did not run"
[ "$got" = "$version" ] || fail "the installed command printed '$got'"
HOME="$home" XDG_DATA_HOME="" bash packaging/linux/uninstall.sh >/dev/null || fail "uninstall.sh"
left="$(cd "$home" && find . -mindepth 1 | head -5)"
[ -z "$left" ] || fail "uninstall.sh left: $left"
say "install.sh / uninstall.sh: installed command ran, nothing left behind"

# --- start-up times ------------------------------------------------------------------------
"$PY" packaging/bundle_checks.py startup --runs 5 --label "bundle --version" \
  -- "$exe" --version
"$PY" packaging/bundle_checks.py startup --runs 5 --label "pip    --version" \
  -- "$PY" -m ginrummy_desktop --version
"$PY" packaging/bundle_checks.py startup --runs 3 --label "bundle --screenshot rules" \
  -- "$exe" --screenshot "$work/t.png" --scene rules --data-dir "$work/data-t"
"$PY" packaging/bundle_checks.py startup --runs 3 --label "pip    --screenshot rules" \
  -- "$PY" -m ginrummy_desktop --screenshot "$work/t.png" --scene rules --data-dir "$work/data-t"

say "ok: $NAME $version, $(du -sh "$bundle" | cut -f1)"
