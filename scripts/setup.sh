#!/usr/bin/env bash
# Installs what the game and its tests need on a fresh Debian machine with Python 3.11:
# the system libraries Qt loads (DESIGN.md, "Known Qt pitfalls"), Xvfb for the real-window
# tests, and a .venv with the game (editable) and its test extra. Safe to run again: it
# skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  libglib2.0-0 libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0
  fonts-dejavu-core libasound2
  xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0
  libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1 libxkbcommon-x11-0
)

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing system packages: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >/dev/null
  fi
else
  echo "setup: not a Debian system; install Qt's runtime libraries yourself" >&2
fi

PY="${PYTHON:-python3}"
stamp=".venv/.installed-$(sha256sum pyproject.toml | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  echo "setup: creating .venv and installing the game with its test tools"
  [ -x .venv/bin/python ] || "$PY" -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[test]"
  rm -f .venv/.installed-*
  touch "$stamp"
fi
