#!/usr/bin/env bash
# Undo packaging/linux/install.sh for the current user.
#
#   bash packaging/linux/uninstall.sh
#
# Reads ~/.local/lib/ginrummy-desktop/.install-manifest and removes exactly what it lists:
# the bundle folder, the ~/.local/bin link (only while it still points at the bundle), the
# menu entry, the AppStream file, the icons, and then every folder the install created, if
# it is empty by now. Without a manifest (a damaged install) it removes the same fixed
# paths and leaves folders alone. Settings and saved games (the game's data folder) stay.
set -euo pipefail

APP_ID="io.github.ginrummy_desktop"
NAME="ginrummy-desktop"
SIZES=(16 24 32 48 64 128 256 512)

die() { echo "uninstall.sh: $*" >&2; exit 1; }

[ $# -eq 0 ] || die "usage: uninstall.sh"
[ -n "${HOME:-}" ] && [ -d "$HOME" ] || die "HOME is not set to an existing folder"

data_home="${XDG_DATA_HOME:-}"
case "$data_home" in /*) ;; *) data_home="$HOME/.local/share" ;; esac
lib_dir="$HOME/.local/lib/$NAME"
manifest="$lib_dir/.install-manifest"

entries=()
if [ -f "$manifest" ]; then
  while IFS= read -r line; do
    case "$line" in [rlfd]" "/*) entries+=("$line") ;; esac
  done < "$manifest"
else
  [ ! -d "$lib_dir" ] || echo "uninstall.sh: no manifest in $lib_dir; removing the usual paths" >&2
  entries+=("r $lib_dir" "l $HOME/.local/bin/$NAME"
            "f $data_home/applications/$APP_ID.desktop"
            "f $data_home/metainfo/$APP_ID.metainfo.xml"
            "f $data_home/icons/hicolor/scalable/apps/$APP_ID.svg")
  for s in "${SIZES[@]}"; do
    entries+=("f $data_home/icons/hicolor/${s}x${s}/apps/$APP_ID.png")
  done
fi

# Only paths in the user's own areas, and only names this installer writes: a damaged or
# edited manifest cannot make this script delete anything else.
ours() {
  local kind="$1" p="$2"
  case "$p" in *"/../"* | *"/./"* | */..) return 1 ;; esac
  case "$p" in "$HOME"/* | "$data_home"/*) ;; *) return 1 ;; esac
  case "$kind" in
    r) [ "$p" = "$lib_dir" ] ;;
    l) [ "$(basename "$p")" = "$NAME" ] ;;
    f) case "$(basename "$p")" in "$APP_ID".desktop | "$APP_ID".metainfo.xml | "$APP_ID".png | "$APP_ID".svg) ;; *) return 1 ;; esac ;;
    d) true ;;
  esac
}

removed=0
dirs=()
for entry in "${entries[@]}"; do
  kind="${entry%% *}"
  path="${entry#? }"
  ours "$kind" "$path" || { echo "uninstall.sh: skipping $path (not this app's)" >&2; continue; }
  case "$kind" in
    r) if [ -d "$path" ]; then rm -rf -- "$path"; removed=$((removed + 1)); fi ;;
    l) if [ -L "$path" ] && [ "$(readlink "$path")" = "$lib_dir/$NAME" ]; then
         rm -f -- "$path"; removed=$((removed + 1))
       elif [ -e "$path" ] || [ -L "$path" ]; then
         echo "uninstall.sh: leaving $path (it no longer points at $lib_dir)" >&2
       fi ;;
    f) if [ -f "$path" ] || [ -L "$path" ]; then rm -f -- "$path"; removed=$((removed + 1)); fi ;;
    d) dirs+=("$path") ;;
  esac
done

# Folders innermost first; a folder that holds anything else stays.
for ((i = ${#dirs[@]} - 1; i >= 0; i--)); do
  rmdir -- "${dirs[i]}" 2>/dev/null || true
done

icon_root="$data_home/icons/hicolor"
if [ -d "$icon_root" ]; then
  touch "$icon_root"
  if [ -f "$icon_root/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$icon_root" || true
  fi
fi

if [ "$removed" -eq 0 ]; then
  echo "Gin Rummy was not installed for this user; nothing to remove."
else
  echo "Removed Gin Rummy ($removed items). Settings and saved games were kept."
fi
