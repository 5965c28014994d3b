#!/usr/bin/env bash
# CI proof for the Linux package (.ci/run calls it after the README's tests):
#  1. build the PyInstaller bundle and the .deb from this clone (packaging/linux/build.sh),
#  2. validate the desktop entry, AppStream metainfo and MIME type as installed by the .deb,
#  3. unpack the .deb into a scratch root and "double-click" a saved game: take the Exec line
#     of the installed .desktop file, put the game's path in for %f, run it under Xvfb with an
#     empty environment whose PATH holds only the package's usr/bin -- and, where a mount
#     namespace can be made (root or unprivileged user namespaces), with every Python on this
#     machine (the venv, its base interpreter, /usr/lib/python3*) hidden under empty tmpfs,
#     -- first ``tabletop-gui --self-test`` the same way (every module, translation, a frame),
#     then its start, traced: the start page paints before the table's modules are loaded,
#  4. the app saves a screenshot of its main window once the table is drawn and quits
#     (TABLETOP_GUI_SCREENSHOT); check it exited 0, opened the game (window title), and that the
#     table's picture is not blank.
# Output: build/smoke/ (screenshots, log). Wall time here: about 2-3 minutes (plus numpy's
# one-time compile, see build.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
say() { echo "smoke: $*"; }

# -- tools for the checks ---------------------------------------------------------------------
need=()
for p in desktop-file-utils appstream appstream-util shared-mime-info; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
    sudo=(); [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

# -- 1. build ---------------------------------------------------------------------------------
bash packaging/linux/build.sh --skip-tests
PY=.venv/bin/python
APP_ID=$("$PY" -c 'from tabletop_gui.app.identity import APP_ID; print(APP_ID)')
MIME=$("$PY" -c 'from tabletop_gui.app.identity import GAME_FILE_MIME; print(GAME_FILE_MIME)')
VERSION=$("$PY" packaging/buildinfo.py version)
deb="dist/tabletop-gui_${VERSION}_$(dpkg --print-architecture).deb"
say "built $deb in $(( $(date +%s) - start )) s"

# -- 2. unpack and validate the installed desktop files ----------------------------------------
out=build/smoke
rm -rf "$out"; mkdir -p "$out"
out=$(cd "$out" && pwd)
root="$out/root"
dpkg-deb -x "$deb" "$root"
desktop="$root/usr/share/applications/$APP_ID.desktop"
metainfo="$root/usr/share/metainfo/$APP_ID.metainfo.xml"
desktop-file-validate "$desktop"
appstreamcli validate --no-net "$metainfo"
appstream-util validate --nonet "$metainfo"
grep -q "^MimeType=.*$MIME;" "$desktop"
update-mime-database "$root/usr/share/mime" >/dev/null 2>&1
grep -qx "$MIME:\*\.tabletop" "$root/usr/share/mime/globs" \
    || { say "FAIL: *.tabletop is not $MIME after update-mime-database"; exit 1; }
for s in 16 24 32 48 64 128 256 512; do
    test -s "$root/usr/share/icons/hicolor/${s}x${s}/apps/$APP_ID.png"
done
test -s "$root/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
say "desktop entry, metainfo, MIME type and icons valid"

# -- 3. a saved game, double-clicked ----------------------------------------------------------
home="$out/home"
mkdir -p "$home/Documents"
game="$home/Documents/first game.tabletop"          # a space, as real file names have
"$PY" - "$game" <<'PYGAME'
import json, sys
from tabletop_gui.model.gamefile import record_dict
json.dump(record_dict("pylos", {}, ["human", "human"], ["1a1", "1b2", "1a2", "1c3", "1b1"]),
          open(sys.argv[1], "w", encoding="utf-8"))
PYGAME
exec_line=$(sed -n 's/^Exec=//p' "$desktop")
read -r -a argv <<< "$exec_line"
launch=()
for a in "${argv[@]}"; do
    case "$a" in %f|%F|%u|%U) launch+=("$game") ;; %*) ;; *) launch+=("$a") ;; esac
done
bindir="$root/usr/bin"
ln -sfn "$root/opt/tabletop-gui/tabletop-gui" "$bindir/tabletop-gui"   # /opt lives in $root here
if PATH="$bindir" command -v python3 python >/dev/null 2>&1; then
    say "FAIL: a python is reachable on the launch PATH"; exit 1
fi
# Pythons to hide: the venv, the interpreter it was made from, the system's.
hide=("$(cd .venv && pwd)" "$("$PY" -c 'import sys; print(sys.base_prefix)')")
for d in /usr/lib/python3* /usr/local/lib/python3*; do [ -d "$d" ] && hide+=("$d"); done
shot="$out/window.png"
cat > "$out/launch.sh" <<LAUNCH
#!/bin/bash
# Runs inside xvfb-run (and a private mount namespace when possible).
set -u
for d in ${hide[*]@Q}; do
    if [ "\${HIDE:-0}" = 1 ]; then mount -t tmpfs -o size=1m tmpfs "\$d" || exit 90; fi
done
if [ "\${HIDE:-0}" = 1 ]; then
    for d in ${hide[*]@Q}; do [ -z "\$(ls -A "\$d")" ] || exit 91; done
    echo "smoke: hidden (empty tmpfs over): ${hide[*]}"
fi
exec env -i HOME=${home@Q} PATH=${bindir@Q} DISPLAY="\$DISPLAY" XAUTHORITY="\${XAUTHORITY:-}" \
    LANG=C.UTF-8 TABLETOP_GUI_SCREENSHOT=${shot@Q} \
    /usr/bin/timeout 120 "\$@"
LAUNCH
chmod +x "$out/launch.sh"
xvfb=(xvfb-run -a -s "-screen 0 1600x1000x24")
hidden=0
if unshare --mount --propagation private true 2>/dev/null; then
    wrap=(unshare --mount --propagation private); hidden=1
elif [ "$(id -u)" -ne 0 ] && sudo -n unshare --mount --propagation private true 2>/dev/null; then
    wrap=(sudo -n unshare --mount --propagation private); hidden=1    # e.g. GitHub's runners
elif unshare --user --map-root-user --mount --propagation private true 2>/dev/null; then
    wrap=(unshare --user --map-root-user --mount --propagation private); hidden=1
else
    wrap=(); say "no mount namespace here: Pythons stay on disk (PATH still holds none)"
fi
# The installed app checks itself first: every module imported, every translation loaded, one
# table frame drawn (a module or plugin the lean bundle left out by mistake fails here).
# run_installed LOG COMMAND...: the installed package's COMMAND under Xvfb, in the empty
# environment (and the private mount namespace when there is one); its output in LOG and here;
# sets rc to its exit status; checks the Pythons were hidden while it ran
run_installed() {
    local log=$1
    shift
    set +e
    HIDE=$hidden "${xvfb[@]}" "${wrap[@]}" "$out/launch.sh" "$@" > "$log" 2>&1
    rc=$?
    set -e
    cat "$log"
    [ "$(id -u)" -ne 0 ] && [ "${wrap[0]:-}" = sudo ] && sudo -n chown -R "$(id -u):$(id -g)" "$out"
    if [ $hidden -eq 1 ]; then grep -q "smoke: hidden" "$log"; fi
}

say "self-test: tabletop-gui --self-test (PATH=$bindir, empty environment)"
run_installed "$out/self-test.log" tabletop-gui --self-test
[ $rc -eq 0 ] || { say "FAIL: the installed app's self-test exited $rc"; exit 1; }
grep -q "^self-test ok: .* table frame" "$out/self-test.log" \
    || { say "FAIL: the self-test drew no table frame"; exit 1; }

# The installed app's first paint (no game given: the start page) comes before the table's
# modules and what the app loads after it (the app's own trace, app/hooks.py; the bundle runs
# PyInstaller's bootstrap and runtime hooks first, which the source install's test cannot see)
say "first paint: tabletop-gui, traced (PATH=$bindir, empty environment)"
run_installed "$out/first-paint.log" /usr/bin/env -u TABLETOP_GUI_SCREENSHOT \
    TABLETOP_GUI_FIRST_FRAME_EXIT=1 tabletop-gui
[ $rc -eq 0 ] || { say "FAIL: the traced start exited $rc"; exit 1; }
grep -q "^first-frame [0-9.]* heavy=- later=- " "$out/first-paint.log" \
    || { say "FAIL: the start page's first paint loaded the table's or later modules"; exit 1; }

say "launch: ${launch[*]} (PATH=$bindir, empty environment)"
run_installed "$out/app.log" "${launch[@]}" --quit-after 60000
[ $rc -eq 0 ] || { say "FAIL: the app exited $rc"; exit 1; }
grep -q "^screenshot .* saved title='first game" "$out/app.log" \
    || { say "FAIL: no screenshot, or the double-clicked game did not open"; exit 1; }

# -- 4. the picture is the table, not a blank window ------------------------------------------
QT_QPA_PLATFORM=offscreen "$PY" - "$shot" "${shot%.png}-board.png" <<'PYCHECK'
import sys
import numpy as np
from PySide6.QtGui import QGuiApplication, QImage
app = QGuiApplication([])
for path, min_w, min_h in ((sys.argv[1], 800, 500), (sys.argv[2], 400, 300)):
    img = QImage(path).convertToFormat(QImage.Format.Format_RGB32)
    assert not img.isNull(), f"{path}: unreadable"
    w, h = img.width(), img.height()
    a = np.frombuffer(img.constBits(), np.uint8, img.bytesPerLine() * h)
    a = a.reshape(h, img.bytesPerLine())[:, : w * 4].reshape(h, w, 4)[:, :, :3]
    colours = len(np.unique(a.reshape(-1, 3) // 4, axis=0))
    std = float(a.std())
    print(f"smoke: {path}: {w}x{h}, {colours} colours, std {std:.1f}")
    assert w >= min_w and h >= min_h, "window too small"
    assert colours > 200 and std > 15, "blank or uniform picture"
PYCHECK
say "sizes: bundle dist/tabletop-gui/ $(du -sm dist/tabletop-gui | cut -f1) MB, $deb $(du -m "$deb" | cut -f1) MB"
say "PASS in $(( $(date +%s) - start )) s: bundle built, packaged, self-test passed and launched by its desktop entry with no Python, table drawn"
