#!/usr/bin/env bash
# Package dist/tabletop-gui/ (the PyInstaller bundle) as a Debian package with dpkg-deb:
#   /opt/tabletop-gui/                    the bundle (its own Python, Qt, numpy, ...)
#   /usr/bin/tabletop-gui                 symlink to the bundle's executable
#   /usr/share/applications/<id>.desktop  menu entry; MimeType= opens saved games
#   /usr/share/metainfo/<id>.metainfo.xml software-centre entry
#   /usr/share/mime/packages/<id>.xml     the .tabletop file type
#   /usr/share/icons/hicolor/...          app and file-type icons, 16..512 and scalable
# dpkg's triggers (shared-mime-info, desktop-file-utils, hicolor-icon-theme) refresh the caches,
# so no maintainer scripts are needed. Run after PyInstaller (packaging/linux/build.sh does).
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PY:-.venv/bin/python}
APP_ID=$("$PY" -c 'from tabletop_gui.app.identity import APP_ID; print(APP_ID)')
VERSION=$("$PY" packaging/buildinfo.py version)
ARCH=$(dpkg --print-architecture)
[ -x dist/tabletop-gui/tabletop-gui ] || { echo "make-deb: build the bundle first" >&2; exit 1; }
[ -d build/icons/hicolor ] || "$PY" packaging/icons.py build/icons

stage=build/deb/tabletop-gui_${VERSION}_${ARCH}
rm -rf "$stage"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
    "$stage/usr/share/metainfo" "$stage/usr/share/mime/packages" "$stage/usr/share/icons"
cp -a dist/tabletop-gui "$stage/opt/tabletop-gui"
ln -s /opt/tabletop-gui/tabletop-gui "$stage/usr/bin/tabletop-gui"
install -m 644 "packaging/linux/$APP_ID.desktop" "$stage/usr/share/applications/"
install -m 644 "packaging/linux/$APP_ID.metainfo.xml" "$stage/usr/share/metainfo/"
install -m 644 packaging/linux/tabletop-gui-mime.xml "$stage/usr/share/mime/packages/$APP_ID.xml"
cp -r build/icons/hicolor "$stage/usr/share/icons/hicolor"
find "$stage" -type d -exec chmod 755 {} +

size_kb=$(du -sk "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<CONTROL
Package: tabletop-gui
Version: $VERSION
Architecture: $ARCH
Maintainer: tabletop-gui developers <tabletop-gui@users.noreply.github.com>
Installed-Size: $size_kb
Depends: libc6 (>= 2.31), libgl1, libegl1, libopengl0, libfontconfig1, libfreetype6, libdbus-1-3,
 libx11-xcb1, libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, libxcb-image0,
 libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xinerama0,
 libxcb-xkb1, libxcb-xfixes0
Recommends: libgl1-mesa-dri
Section: games
Priority: optional
Homepage: https://github.com/tabletop-gui/tabletop-gui
Description: Pylos and PILUS on a 3D table
 Two abstract board games on a 3D table, for one computer: Pylos (build a
 pyramid of spheres) and PILUS (stack 2x2 colour tiles into scoring regions).
 Play against each other on one screen or against the computer.
 .
 The package carries its own Python and Qt; it needs only OpenGL and the X11
 libraries from the system.
CONTROL
deb="dist/tabletop-gui_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "make-deb: wrote $deb ($(du -h "$deb" | cut -f1))"
