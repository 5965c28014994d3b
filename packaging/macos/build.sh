#!/usr/bin/env bash
# macOS build: tests first, then dist/Tabletop.app (PyInstaller) and dist/Tabletop-<version>.dmg.
#
#   bash packaging/macos/build.sh [--skip-tests]
#
# Needs Python 3.10+ (python.org installer or Homebrew) and Xcode's command-line tools
# (iconutil, hdiutil, codesign). Optional, for distribution outside the developer's Mac:
#   MACOS_CODESIGN_IDENTITY="Developer ID Application: ..."   sign the app (hardened runtime)
#   MACOS_NOTARY_PROFILE=<keychain profile of `xcrun notarytool store-credentials`>  notarize
# Without them the app is signed ad hoc: it runs on the Mac that built it; elsewhere Gatekeeper
# asks the user to confirm once (right-click > Open, see docs/packaging.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
skip_tests=0
[ "${1:-}" = "--skip-tests" ] && skip_tests=1

[ -x .venv/bin/python ] || python3 -m venv .venv
PY=.venv/bin/python
"$PY" -m pip install -q -e '.[test,package]'
if [ $skip_tests -eq 0 ]; then
    # CI Macs have no usable OpenGL for Qt's offscreen platform: the tests that need no GL
    # context run here; the view and start-up tests draw real frames on Linux under Xvfb.
    QT_QPA_PLATFORM=offscreen "$PY" -m pytest -n 2 -m "not gl" \
        tests/rules tests/ai tests/model tests/packaging tests/test_layering.py
fi

# Icons: PNGs from the SVG, then Apple's iconutil makes the .icns from the iconset (the
# Python-written .icns from packaging/icons.py stays as the fallback without Xcode tools).
"$PY" packaging/icons.py build/icons
if command -v iconutil >/dev/null 2>&1; then
    iconutil -c icns build/icons/tabletop-gui.iconset -o build/icons/tabletop-gui.icns
fi

"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/tabletop-gui.spec
app=dist/Tabletop.app
plutil -lint "$app/Contents/Info.plist"
codesign --verify --deep --strict "$app" || echo "build: warning: signature check failed" >&2

# DMG: the app and a link to /Applications, so the user drags one onto the other.
version=$("$PY" packaging/buildinfo.py version)
dmg="dist/Tabletop-$version.dmg"
stage=build/dmg
rm -rf "$stage" "$dmg"
mkdir -p "$stage"
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Tabletop $version" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
if [ -n "${MACOS_CODESIGN_IDENTITY:-}" ]; then
    codesign --sign "$MACOS_CODESIGN_IDENTITY" --timestamp "$dmg"
fi
if [ -n "${MACOS_NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$dmg" --keychain-profile "$MACOS_NOTARY_PROFILE" --wait
    xcrun stapler staple "$dmg"
fi
echo "build: wrote $dmg"
