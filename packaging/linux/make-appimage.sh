#!/usr/bin/env bash
# AppImage recipe: lay out build/AppDir from dist/tabletop-gui/ (the PyInstaller bundle), then,
# when appimagetool (https://github.com/AppImage/appimagetool) is on PATH, pack it into
# dist/Tabletop-<version>-<arch>.AppImage. appimagetool is not packaged by Debian and this CI
# machine cannot download it, so here only the AppDir is built; the GitHub workflow fetches the
# tool and makes the AppImage.
#
# AppDir layout (the AppImage spec's "type 2" AppDir):
#   AppRun                          starts usr/lib/tabletop-gui/tabletop-gui with the arguments
#   <id>.desktop, <id>.png, .DirIcon  at the top, as appimagetool requires
#   usr/lib/tabletop-gui/           the bundle
#   usr/share/{applications,metainfo,mime/packages,icons/hicolor}/   same files as the .deb
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
APP_ID=$("$PY" -c 'from tabletop_gui.app.identity import APP_ID; print(APP_ID)')
VERSION=$("$PY" packaging/buildinfo.py version)
ARCH=$(uname -m)
[ -x dist/tabletop-gui/tabletop-gui ] || { echo "make-appimage: build the bundle first" >&2; exit 1; }
[ -d build/icons/hicolor ] || "$PY" packaging/icons.py build/icons

appdir=build/AppDir
rm -rf "$appdir"
mkdir -p "$appdir/usr/lib" "$appdir/usr/share/applications" "$appdir/usr/share/metainfo" \
    "$appdir/usr/share/mime/packages" "$appdir/usr/share/icons"
cp -a dist/tabletop-gui "$appdir/usr/lib/tabletop-gui"
cat > "$appdir/AppRun" <<'APPRUN'
#!/bin/sh
# AppImage entry point: the runtime sets APPDIR to the mounted image.
HERE="${APPDIR:-$(dirname "$(readlink -f "$0")")}"
exec "$HERE/usr/lib/tabletop-gui/tabletop-gui" "$@"
APPRUN
chmod 755 "$appdir/AppRun"
install -m 644 "packaging/linux/$APP_ID.desktop" "$appdir/usr/share/applications/"
install -m 644 "packaging/linux/$APP_ID.desktop" "$appdir/"
# appimagetool checks AppStream data under the .appdata.xml name as well; ship the metainfo.
install -m 644 "packaging/linux/$APP_ID.metainfo.xml" "$appdir/usr/share/metainfo/$APP_ID.appdata.xml"
install -m 644 packaging/linux/tabletop-gui-mime.xml "$appdir/usr/share/mime/packages/$APP_ID.xml"
cp -r build/icons/hicolor "$appdir/usr/share/icons/hicolor"
cp "build/icons/hicolor/256x256/apps/$APP_ID.png" "$appdir/$APP_ID.png"
ln -s "$APP_ID.png" "$appdir/.DirIcon"
echo "make-appimage: laid out $appdir"

if command -v appimagetool >/dev/null 2>&1; then
    out="dist/Tabletop-$VERSION-$ARCH.AppImage"
    ARCH="$ARCH" appimagetool --no-appstream "$appdir" "$out"
    echo "make-appimage: wrote $out"
else
    echo "make-appimage: appimagetool not on PATH; AppDir only (see the comment at the top)"
fi
