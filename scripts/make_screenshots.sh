#!/usr/bin/env bash
# Regenerates every picture in docs/screenshots/ with the app itself, one command:
#
#   bash scripts/make_screenshots.sh
#
# SHOTS: NAME.png is `--screenshot --scene SCENE --lang LANG` for NAME = SCENE or SCENE_LANG.
# Each run plays the default seeded game in a throwaway data folder (no --data-dir), so the
# pictures show the default settings and do not depend on your own. Then
# scripts/lang_screenshots.py makes the Lithuanian and Dutch set (table, knock prompt,
# statistics, rules, "How this table plays") and scripts/table_screenshots.py the table's
# moments at two window sizes. Run it after any change the pictures show, look
# at them, and commit the results.
set -euo pipefail
cd "$(dirname "$0")/.."

SHOTS=(
  table layoff result rules scores settings stats history review
  result_lt result_nl settings_lt settings_nl history_lt history_nl review_lt review_nl
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
.venv/bin/python scripts/lang_screenshots.py 2> >(grep -v "propagateSizeHints" >&2)
# The table's moments at 800×600 and 1280×800 in every language (docs/screenshots/table/).
.venv/bin/python scripts/table_screenshots.py 2> >(grep -v "propagateSizeHints" >&2)
