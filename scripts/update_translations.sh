#!/usr/bin/env bash
# Refresh the translation catalogues from the sources, then compile them into the package:
#   1. pyside6-lupdate collects every tr()/translate()/QT_TRANSLATE_NOOP literal into
#      translations/ginrummy_CODE.ts for every language of ginrummy_desktop/vocabulary.py
#      (a new language's catalogue is made here; existing translations are kept; new texts
#      arrive marked unfinished for a translator — Qt Linguist: pyside6-linguist FILE.ts);
#   2. pyside6-lrelease compiles them to ginrummy_desktop/translations/*.qm, which ship in
#      the package and in the bundle.
# English is the sources' own language; its catalogue holds only the %n messages, for their
# singular ("1 card"): translations/ginrummy_en.ts, made with -pluralonly.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=".venv/bin"
mapfile -t sources < <(git ls-files --cached --others --exclude-standard 'ginrummy_desktop/*.py' | sort)
mkdir -p translations ginrummy_desktop/translations
# "CODE LOCALE" per language, the sources' own language marked with a third word.
mapfile -t languages < <("$BIN/python" -c '
from ginrummy_desktop.vocabulary import LOCALES, SOURCE_LANGUAGE
for code, locale in LOCALES.items():
    print(code, locale, "source" if code == SOURCE_LANGUAGE else "")
')
[ "${#languages[@]}" -gt 0 ] || { echo "update_translations.sh: no languages read" >&2; exit 1; }
for line in "${languages[@]}"; do
  read -r lang target source <<<"$line"
  extra=()
  if [ -n "$source" ]; then extra=(-pluralonly); fi
  "$BIN/pyside6-lupdate" "${sources[@]}" -no-obsolete -locations relative "${extra[@]}" \
    -target-language "$target" -ts "translations/ginrummy_${lang}.ts"
  "$BIN/pyside6-lrelease" -silent "translations/ginrummy_${lang}.ts" \
    -qm "ginrummy_desktop/translations/ginrummy_${lang}.qm"
done
