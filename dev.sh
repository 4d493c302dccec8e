#!/usr/bin/env bash
# The two commands of the README:
#   ./dev.sh play [options]   set everything up, then start the game
#   ./dev.sh test [pytest options]   set everything up, then run the whole test suite
#                     (with COVERAGE=1: under coverage.py, then the report; CI sets it)
# "Set up" = the Debian packages Qt needs (scripts/setup.sh) and a virtual environment in
# .venv with the game installed in editable mode and its test tools.
set -euo pipefail
cd "$(dirname "$0")"
cmd="${1:-play}"
[ $# -gt 0 ] && shift
bash scripts/setup.sh
case "$cmd" in
  play)
    exec .venv/bin/python -m ginrummy_desktop "$@"
    ;;
  test)
    export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
    .venv/bin/ruff check ginrummy_desktop tests benchmarks packaging scripts
    .venv/bin/ruff format --check ginrummy_desktop tests benchmarks packaging scripts
    runner=(.venv/bin/python -m pytest)
    if [ "${COVERAGE:-0}" = 1 ]; then
      rm -f .coverage .coverage.*
      runner=(.venv/bin/python -m coverage run -m pytest)
    fi
    set +e
    "${runner[@]}" "$@"
    rc=$?
    set -e
    if [ "$rc" -eq 5 ]; then
      echo "pytest collected no tests: that is a failure here" >&2
      exit 1
    fi
    if [ "$rc" -eq 0 ] && [ "${COVERAGE:-0}" = 1 ]; then
      # The package, its worker threads and its child processes (pyproject.toml).
      .venv/bin/python -m coverage combine -q
      .venv/bin/python -m coverage report --skip-covered --sort=cover || rc=$?
    fi
    exit "$rc"
    ;;
  *)
    echo "usage: ./dev.sh play [game options] | ./dev.sh test [pytest options]" >&2
    exit 2
    ;;
esac
