#!/usr/bin/env bash
# Regenerates every picture in docs/screenshots/ with the app itself, one command:
#
#   bash scripts/make_screenshots.sh
#
# NAME.png is `--screenshot --scene SCENE --lang LANG` for NAME = SCENE or SCENE_LANG. Each
# run plays the default seeded game in a throwaway data folder (no --data-dir), so the
# pictures show the default settings and do not depend on your own. Run it after any change
# the pictures show, and commit the results.
set -euo pipefail
cd "$(dirname "$0")/.."

SHOTS=(
  table layoff result rules scores settings stats
  table_lt rules_lt result_lt settings_lt
  table_nl rules_nl
)

[ -x .venv/bin/python ] || bash scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
for name in "${SHOTS[@]}"; do
  scene="${name%%_*}"
  lang=en
  [ "$name" = "$scene" ] || lang="${name#*_}"
  .venv/bin/python -m ginrummy_desktop --screenshot "docs/screenshots/$name.png" \
    --scene "$scene" --lang "$lang" 2> >(grep -v "propagateSizeHints" >&2)
  echo "docs/screenshots/$name.png"
done
