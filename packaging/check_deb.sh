#!/usr/bin/env bash
# Release check for the Debian package: build it, lint it, and install it with apt into a
# throwaway bare Debian root, as a user's machine would get it.
#
#   bash packaging/check_deb.sh     (as root; CI runs it after check_bundle.sh, see .ci/run)
#
# Why a throwaway root and not this machine: installing puts files into /usr and pulls
# libraries in; on a developer's machine (or a CI machine others share) that is a change
# nobody asked for, and the libraries the tests already installed here would hide a missing
# Depends. So debootstrap makes a minimal Debian (minbase, the same suite as this machine)
# under build/ (kept for the next run), and the install happens in a copy of it, chrooted.
#
# Fails when:
#   * packaging/build_deb.py fails (the bundle is built first if dist/ has none);
#   * lintian reports an error, or a warning that is not in KEPT_WARNINGS below;
#   * in the bare root: `apt-get install ./….deb` fails, or any ELF file of the package
#     needs a library that is not there afterwards (ldd: "not found") — so Depends is
#     complete for X11 and Wayland too, not only for the headless runs below;
#   * `ginrummy-desktop --version` (from PATH) is not the pyproject version;
#   * `--check-ai` (the Hard AI's child process) or `--screenshot … --scene rules --lang lt`
#     fails or writes no 1280×800 PNG;
#   * after `apt-get purge` any file of the package is left, or after `apt-get autoremove
#     --purge` the root differs from how it was before the install (outside apt's and
#     dpkg's own records, caches and logs) — the screenshot run writing into $HOME included.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
unset PYTHONPATH PYTHONHOME

PY=.venv/bin/python
NAME=ginrummy-desktop

# lintian warnings this package keeps, and why (packaging/README.md says the same).
declare -A KEPT_WARNINGS=(
  # Python's extension modules take CPython's symbols from the libpython the interpreter
  # already loaded, so they list no libraries; libicudata is ICU's data, no code at all.
  [shared-library-lacks-prerequisites]=1
  # Games belong in /usr/games (Debian policy 11.11) and the package has its command there;
  # the same link in /usr/bin makes `ginrummy-desktop` work on every PATH, root's too.
  [package-section-games-but-has-usr-bin]=1
  # PyInstaller's prebuilt bootloader is the executable; it is not built as PIE.
  [hardening-no-pie]=1
)

say() { echo "check_deb: $*"; }
fail() { echo "check_deb: FAILED: $*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || fail "run as root: the install check makes a Debian root with debootstrap and chroots into it"
bash scripts/setup.sh --package
version="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
arch="$(dpkg --print-architecture)"
deb="dist/${NAME}_${version}_${arch}.deb"

# --- build ---------------------------------------------------------------------------------
[ -x "dist/$NAME/$NAME" ] || "$PY" packaging/build.py || fail "packaging/build.py"
"$PY" packaging/build_deb.py || fail "packaging/build_deb.py"
[ -f "$deb" ] || fail "no $deb"

# --- lintian -------------------------------------------------------------------------------
lintian_user=()
if id nobody >/dev/null 2>&1; then  # lintian refuses to be trusted with root, rightly
  chmod o+r "$deb"
  lintian_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups --reset-env)
fi
lint="$("${lintian_user[@]}" lintian --tag-display-limit 0 "$PWD/$deb" 2>&1)" || true
printf '%s\n' "$lint" | grep -E '^[EW]: ' || true
errors="$(printf '%s\n' "$lint" | grep -c '^E: ' || true)"
[ "$errors" -eq 0 ] || fail "lintian reports $errors errors"
unexpected=""
while read -r _level _pkg tag _rest; do
  [ -n "${KEPT_WARNINGS[$tag]:-}" ] || unexpected+=" $tag"
done < <(printf '%s\n' "$lint" | grep '^W: ' || true)
[ -z "$unexpected" ] || fail "lintian warnings not looked at yet:$unexpected"
say "lintian: no errors; warnings only of the kept kinds"

# --- a bare Debian root --------------------------------------------------------------------
suite="$(. /etc/os-release && echo "${VERSION_CODENAME:?}")"
# The mirror this machine installs from (deb.debian.org unless it uses another).
mirror="$(apt-cache policy libc6 | awk -v s="$suite/main" '$3 == s {print $2; exit}')"
mirror="${mirror:-http://deb.debian.org/debian}"
base="build/debian-root-$suite-$arch"
if [ ! -f "$base/.complete" ]; then
  say "debootstrap: a minimal $suite root from $mirror (once; kept in $base)"
  rm -rf --one-file-system "$base"
  started=$SECONDS
  debootstrap --variant=minbase --arch="$arch" "$suite" "$base" "$mirror" \
    >build/debootstrap.log 2>&1 || { tail -20 build/debootstrap.log >&2; fail "debootstrap"; }
  # apt inside uses this machine's sources (updates, security) and name servers; a chroot
  # starts no services.
  cp /etc/resolv.conf "$base/etc/resolv.conf"
  if [ -d /etc/apt/sources.list.d ]; then cp -a /etc/apt/sources.list.d/. "$base/etc/apt/sources.list.d/"; fi
  if [ -s /etc/apt/sources.list ]; then cp /etc/apt/sources.list "$base/etc/apt/sources.list"; fi
  if ls "$base"/etc/apt/sources.list.d/*.sources >/dev/null 2>&1; then
    : >"$base/etc/apt/sources.list"  # the .sources files say it all; no duplicate entries
  fi
  printf '#!/bin/sh\nexit 101\n' >"$base/usr/sbin/policy-rc.d"
  chmod 755 "$base/usr/sbin/policy-rc.d"
  chroot "$base" apt-get update -qq || fail "apt-get update in the bare root"
  touch "$base/.complete"
  say "debootstrap: $((SECONDS - started)) s"
fi
root="build/deb-install-root"
mounted=""
cleanup() { if [ -n "$mounted" ]; then umount "$mounted" 2>/dev/null || true; fi; }
trap cleanup EXIT
rm -rf --one-file-system "$root"
cp -a "$base" "$root"
cp "$deb" "$root/tmp/$NAME.deb"

cat >"$root/tmp/check.sh" <<'INSIDE'
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive HOME=/root LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
name="$1" version="$2"
say() { echo "check_deb (bare root): $*"; }
fail() { echo "check_deb (bare root): FAILED: $*" >&2; exit 1; }
# Everything but what apt and dpkg keep about themselves, caches, logs and scratch space.
snapshot() {
  find / -xdev \( -path /proc -o -path /dev -o -path /sys -o -path /tmp -o -path /run \
      -o -path /var/cache -o -path /var/log -o -path /var/lib/apt -o -path /var/lib/dpkg \) -prune \
      -o -print | LC_ALL=C sort
}
snapshot >/tmp/before.txt
apt-get install -y -qq --no-install-recommends "/tmp/$name.deb" >/tmp/apt-install.log 2>&1 \
  || { cat /tmp/apt-install.log >&2; fail "apt-get install ./$name.deb"; }
pulled="$(grep -c '^Setting up ' /tmp/apt-install.log || true)"
say "apt-get install: $name and $((pulled - 1)) packages it depends on"
dpkg -L "$name" >/tmp/files.txt

missing="$(find "/usr/lib/$name" -type f \( -name '*.so*' -o -name "$name" \) -print0 |
  LD_LIBRARY_PATH="/usr/lib/$name/_internal" xargs -0 ldd 2>/dev/null | grep 'not found' | sort -u || true)"
[ -z "$missing" ] || fail "libraries missing after the install (Depends is incomplete):
$missing"
say "ldd: every library of every ELF file is there"

cd /tmp
got="$(ginrummy-desktop --version)"
[ "$got" = "$version" ] || fail "ginrummy-desktop --version printed '$got', not '$version'"
say "ginrummy-desktop --version: $got ($(command -v ginrummy-desktop))"
ginrummy-desktop --check-ai || fail "--check-ai"
ginrummy-desktop --screenshot /tmp/shot.png --scene rules --lang lt 2>/tmp/shot.err \
  || { cat /tmp/shot.err >&2; fail "--screenshot"; }
[ -s /tmp/shot.png ] || fail "--screenshot wrote nothing"

apt-get purge -y -qq "$name" >/tmp/apt-purge.log 2>&1 || { cat /tmp/apt-purge.log >&2; fail "apt-get purge"; }
left=""
while IFS= read -r path; do
  [ -L "$path" ] || [ -f "$path" ] || continue  # folders may be shared (/usr/share/…)
  left+="$path"$'\n'
done </tmp/files.txt
[ -z "$left" ] || fail "apt-get purge left the package's files:
$left"
[ ! -e "/usr/lib/$name" ] || fail "/usr/lib/$name is still there after the purge"
apt-get autoremove --purge -y -qq >/tmp/apt-autoremove.log 2>&1 \
  || { cat /tmp/apt-autoremove.log >&2; fail "apt-get autoremove --purge"; }
snapshot >/tmp/after.txt
changed="$(diff /tmp/before.txt /tmp/after.txt || true)"
[ -z "$changed" ] || fail "the root is not as it was before the install:
$changed"
say "apt-get purge, autoremove --purge: nothing of the package or its dependencies is left"
INSIDE

say "installing $deb into a bare $suite root with apt"
# The root has its own device nodes (debootstrap made them); it needs /proc (the bundle finds
# itself through /proc/self/exe). Where a private mount namespace can be had, /proc is mounted
# there and vanishes with it whatever happens; inside a chroot (where "/" is no mount point
# and unshare cannot make it private) it is mounted here and unmounted on exit.
if unshare --mount --propagation private true 2>/dev/null; then
  unshare --mount --propagation private bash -c '
    mount -t proc proc "$1/proc" && exec chroot "$1" /bin/bash /tmp/check.sh "$2" "$3"
  ' _ "$root" "$NAME" "$version" || fail "the install check in the bare root"
else
  mount -t proc proc "$root/proc" || fail "cannot mount /proc in the bare root"
  mounted="$root/proc"
  chroot "$root" /bin/bash /tmp/check.sh "$NAME" "$version" || fail "the install check in the bare root"
  umount "$root/proc"
  mounted=""
fi
cp "$root/tmp/shot.png" build/deb-installed-rules-lt.png
"$PY" packaging/bundle_checks.py png build/deb-installed-rules-lt.png 1280 800 \
  || fail "the installed app's screenshot is not a 1280x800 PNG"
rm -rf --one-file-system "$root"
say "ok: $deb ($(du -h "$deb" | cut -f1)) installs, runs and purges cleanly on a bare $suite"
