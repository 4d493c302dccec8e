#!/usr/bin/env bash
# Makes a fresh Debian machine ready for the README's commands, from nothing but python3:
#
#   bash scripts/setup.sh             the game and its tests (./dev.sh calls this)
#   bash scripts/setup.sh --package   also what building and checking the native app and the
#                                     .deb needs (packaging/check_bundle.sh, check_deb.sh)
#
# System packages (only those missing; as root, or through sudo):
#   * the libraries Qt loads, a font, and Xvfb for the
#     real-window checks;
#   * the accessibility bus (at-spi2-core, dbus) and its Python client (python3-pyatspi, in
#     the system python3) for the screen-reader test;
#   * pythonX.Y-venv for a Debian Python without ensurepip (X.Y = the interpreter's version);
#   * --package: binutils (PyInstaller reads libraries with objdump), libpythonX.Y (the shared
#     libpython the bundle carries; Debian's python3 does not bring it), dpkg-dev
#     (dpkg-shlibdeps works out the .deb's Depends), lintian, debootstrap (the throwaway
#     Debian root the .deb is installed into), appstream and desktop-file-utils (validators).
# Then .venv with the game (editable) and its pinned test tools — and PyInstaller with
# --package. A .venv left half-made by an earlier failure (no pip, a missing interpreter) is
# removed and made again. Safe to run again: it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

package=0
for arg in "$@"; do
  case "$arg" in
    --package) package=1 ;;
    *) echo "usage: scripts/setup.sh [--package]" >&2; exit 2 ;;
  esac
done

say() { echo "setup: $*"; }
die() { echo "setup: $*" >&2; exit 1; }

PY="${PYTHON:-python3}"
command -v "$PY" >/dev/null 2>&1 || die "no $PY on PATH: install Python 3.11 or newer (apt-get install python3)"
# shellcheck disable=SC2016
read -r pyver pyexe pyshared pylibdir pysoname < <("$PY" -c '
import sys, sysconfig
v = sysconfig.get_config_var
print(f"{sys.version_info[0]}.{sys.version_info[1]}", sys.executable,
      v("Py_ENABLE_SHARED") or 0, v("LIBDIR") or "-", v("INSTSONAME") or "-")')
"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || die "$PY is Python $pyver; the game needs 3.11 or newer (set PYTHON=python3.11)"

# A Debian-packaged interpreter gets its missing pieces from Debian packages.
debian_python=0
if command -v dpkg-query >/dev/null 2>&1 && dpkg -S "$(readlink -f "$pyexe")" >/dev/null 2>&1; then
  debian_python=1
fi

APT_PACKAGES=(
  libglib2.0-0 libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0
  fonts-dejavu-core libasound2
  xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0
  libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1 libxkbcommon-x11-0
  at-spi2-core dbus dbus-daemon python3-pyatspi gir1.2-atspi-2.0
)
# Playing the game by mouse under Xvfb (real pointer drags, as a player makes them).
APT_PACKAGES+=(xdotool)
if ! "$PY" -c 'import ensurepip, venv; ensurepip.version()' >/dev/null 2>&1; then
  [ "$debian_python" = 1 ] || die "$pyexe cannot make a virtual environment (no ensurepip); use a Python with the venv module"
  APT_PACKAGES+=("python$pyver-venv")
fi
if [ "$package" = 1 ]; then
  # libwayland-*: the Wayland plugin links them; dpkg-shlibdeps needs them to name the
  # .deb's dependencies.
  APT_PACKAGES+=(binutils dpkg-dev patchelf lintian debootstrap debian-archive-keyring
    appstream desktop-file-utils
    libwayland-client0 libwayland-cursor0)
  if [ "$debian_python" = 1 ]; then
    APT_PACKAGES+=("libpython$pyver")
  elif [ "$pyshared" != 1 ] || [ ! -e "$pylibdir/$pysoname" ]; then
    die "$pyexe has no shared libpython ($pylibdir/$pysoname): PyInstaller needs one; build Python with --enable-shared or use Debian's python3"
  fi
fi

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing system packages: ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
      command -v sudo >/dev/null 2>&1 || die "run as root, or install sudo, to get: ${missing[*]}"
      sudo="sudo"
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >/dev/null
  fi
else
  echo "setup: not a Debian system; install Qt's runtime libraries yourself" >&2
fi

# --- .venv ----------------------------------------------------------------------------------
# Usable = made by venv, its interpreter runs, is new enough and has pip. Anything else is
# what an interrupted or failed "python3 -m venv" leaves (e.g. no pip before pythonX.Y-venv
# was installed): start it again rather than install into it.
venv_ok() {
  [ -f .venv/pyvenv.cfg ] && [ -x .venv/bin/python ] \
    && .venv/bin/python -c 'import sys, pip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1
}
if [ -e .venv ] && ! venv_ok; then
  say "the existing .venv is incomplete or broken: making it again"
  rm -rf .venv
fi
if [ ! -e .venv ]; then
  say "creating .venv with $pyexe (Python $pyver)"
  if ! "$PY" -m venv .venv; then
    rm -rf .venv
    die "$PY -m venv failed"
  fi
fi

hash="$(sha256sum pyproject.toml | cut -c1-16)"
install_extra() {  # $1 = extra name; installs the game with it once per pyproject.toml
  local stamp=".venv/.installed-$1-$hash"
  [ -f "$stamp" ] && return 0
  say "installing the game with its $1 tools into .venv"
  .venv/bin/python -m pip install -q --disable-pip-version-check -e ".[$1]"
  rm -f .venv/.installed-"$1"-*
  touch "$stamp"
}
install_extra test
if [ "$package" = 1 ]; then
  install_extra package
fi
