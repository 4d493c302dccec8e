#!/usr/bin/env bash
# Install the PyInstaller bundle as a native app for the current user, without root.
#
#   bash packaging/linux/install.sh [BUNDLE_DIR]      # default: dist/ginrummy-desktop
#
# Puts, under the user's home:
#   ~/.local/lib/ginrummy-desktop/                     a copy of the bundle
#   ~/.local/bin/ginrummy-desktop                      a symlink to its executable
#   ~/.local/share/applications/io.github.ginrummy_desktop.desktop      the menu entry
#   ~/.local/share/metainfo/io.github.ginrummy_desktop.metainfo.xml     AppStream data
#   ~/.local/share/icons/hicolor/{16x16,…,512x512,scalable}/apps/io.github.ginrummy_desktop.*
# (~/.local/share is $XDG_DATA_HOME when that is set.) Every file and every folder it had to
# create is listed in ~/.local/lib/ginrummy-desktop/.install-manifest, which uninstall.sh
# reads to undo exactly that. Running it again replaces the installed copy.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

APP_ID="io.github.ginrummy_desktop"
NAME="ginrummy-desktop"
SIZES=(16 24 32 48 64 128 256 512)

die() { echo "install.sh: $*" >&2; exit 1; }

[ $# -le 1 ] || die "usage: install.sh [BUNDLE_DIR]"
[ -n "${HOME:-}" ] && [ -d "$HOME" ] || die "HOME is not set to an existing folder"
bundle="${1:-$repo/dist/$NAME}"
[ -d "$bundle" ] || die "no bundle at $bundle: build it first with .venv/bin/python packaging/build.py"
bundle="$(cd "$bundle" && pwd)"
[ -x "$bundle/$NAME" ] && [ -f "$bundle/$NAME" ] || die "$bundle has no executable $NAME"

data_home="${XDG_DATA_HOME:-}"
case "$data_home" in /*) ;; *) data_home="$HOME/.local/share" ;; esac  # the spec: absolute only
lib_dir="$HOME/.local/lib/$NAME"
bin_link="$HOME/.local/bin/$NAME"
desktop_file="$data_home/applications/$APP_ID.desktop"
metainfo_file="$data_home/metainfo/$APP_ID.metainfo.xml"
icon_root="$data_home/icons/hicolor"
manifest="$lib_dir/.install-manifest"

src_desktop="$here/$APP_ID.desktop"
src_metainfo="$here/$APP_ID.metainfo.xml"
src_icons="$repo/ginrummy_desktop/resources/icons"
for f in "$src_desktop" "$src_metainfo" "$src_icons/$NAME.svg"; do
  [ -f "$f" ] || die "missing $f"
done
for s in "${SIZES[@]}"; do
  [ -f "$src_icons/$NAME-$s.png" ] || die "missing $src_icons/$NAME-$s.png (run packaging/make_icons.py)"
done

case "$bundle/" in
  "$lib_dir/"*) die "$bundle is the installed copy; pass the freshly built bundle instead" ;;
esac
if [ -e "$bin_link" ] || [ -L "$bin_link" ]; then
  [ -L "$bin_link" ] && [ "$(readlink "$bin_link")" = "$lib_dir/$NAME" ] \
    || die "$bin_link exists and is not this installer's link (a 'pip install --user'?); remove it first"
fi

# Folders this install creates, outermost first. A reinstall keeps the ones the earlier
# install created, so that uninstall.sh still removes them.
created_dirs=()
if [ -f "$manifest" ]; then
  while IFS= read -r line; do
    case "$line" in "d "*) created_dirs+=("${line#d }") ;; esac
  done < "$manifest"
fi

ensure_dir() {
  local d="$1" missing=() m
  while [ ! -d "$d" ]; do
    missing=("$d" "${missing[@]}")
    d="$(dirname "$d")"
  done
  for m in "${missing[@]}"; do
    mkdir "$m"
    created_dirs+=("$m")
  done
}

# Exec= wants an argument quoted when it holds anything but plain path characters
# (Desktop Entry spec, "The Exec key"), with % doubled; the whole value is then escaped once
# more as a string.
exec_quote() {
  local p="$1"
  if [[ "$p" =~ ^[A-Za-z0-9/._+-]+$ ]]; then
    printf '%s' "$p"
  else
    p="${p//\\/\\\\}"; p="${p//\"/\\\"}"; p="${p//\`/\\\`}"; p="${p//\$/\\\$}"
    p="\"${p//%/%%}\""
    printf '%s' "${p//\\/\\\\}"
  fi
}

# 1. The bundle: copied next to the old one, then swapped in.
ensure_dir "$(dirname "$lib_dir")"
staging="$lib_dir.new.$$"
rm -rf -- "$staging"
cp -a -- "$bundle" "$staging"
rm -rf -- "$lib_dir"
mv -- "$staging" "$lib_dir"
exe="$lib_dir/$NAME"

# 2. The command on PATH.
ensure_dir "$(dirname "$bin_link")"
ln -sfn -- "$exe" "$bin_link"

# 3. The menu entry, pointing at the installed executable (a desktop session's PATH often
#    lacks ~/.local/bin).
ensure_dir "$(dirname "$desktop_file")"
tmp_desktop="$desktop_file.tmp.$$"
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    Exec=*) printf 'Exec=%s\n' "$(exec_quote "$exe")" ;;
    TryExec=*) printf 'TryExec=%s\n' "$exe" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$src_desktop" > "$tmp_desktop"
chmod 644 "$tmp_desktop"
mv -- "$tmp_desktop" "$desktop_file"

# 4. AppStream metadata and the icons.
ensure_dir "$(dirname "$metainfo_file")"
install -m 644 -- "$src_metainfo" "$metainfo_file"
icon_files=()
for s in "${SIZES[@]}"; do
  target="$icon_root/${s}x${s}/apps/$APP_ID.png"
  ensure_dir "$(dirname "$target")"
  install -m 644 -- "$src_icons/$NAME-$s.png" "$target"
  icon_files+=("$target")
done
target="$icon_root/scalable/apps/$APP_ID.svg"
ensure_dir "$(dirname "$target")"
install -m 644 -- "$src_icons/$NAME.svg" "$target"
icon_files+=("$target")

# 5. Tell the desktop: icon themes re-scan when the theme folder's time changes; an
#    existing GTK icon cache would hide new icons, so refresh it. Menus watch their folder.
touch "$icon_root"
if [ -f "$icon_root/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t -f "$icon_root" || true
fi

# 6. The manifest uninstall.sh reads: r = the bundle folder, l = link, f = file,
#    d = folder this install created (removed when empty), outermost first.
{
  echo "# written by packaging/linux/install.sh; read by uninstall.sh"
  printf 'r %s\n' "$lib_dir"
  printf 'l %s\n' "$bin_link"
  printf 'f %s\n' "$desktop_file" "$metainfo_file" "${icon_files[@]}"
  if [ ${#created_dirs[@]} -gt 0 ]; then
    printf 'd %s\n' "${created_dirs[@]}" | awk '!seen[$0]++'
  fi
} > "$manifest"

echo "Installed Gin Rummy for $(id -un 2>/dev/null || echo this user):"
echo "  program   $lib_dir"
echo "  command   $bin_link"
echo "  menu      $desktop_file"
case ":$PATH:" in
  *":$HOME/.local/bin:"*) ;;
  *) echo "Note: $HOME/.local/bin is not on PATH; start it from the menu or as $bin_link" ;;
esac
