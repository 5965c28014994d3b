#!/usr/bin/env bash
# Linux build: tests first, then the one-folder bundle (dist/tabletop-gui/), the Debian package
# (dist/tabletop-gui_<version>_<arch>.deb) and the AppImage's AppDir (build/AppDir; the
# .AppImage itself when appimagetool is on PATH).
#
#   bash packaging/linux/build.sh                 # from a clone; makes .venv if there is none
#   bash packaging/linux/build.sh --skip-tests    # when the tests just ran (CI's smoke step)
set -euo pipefail
cd "$(dirname "$0")/../.."
skip_tests=0
[ "${1:-}" = "--skip-tests" ] && skip_tests=1

bash packaging/linux/install-deps.sh
[ -x .venv/bin/python ] || python3 -m venv .venv
PY=.venv/bin/python
if [ $skip_tests -eq 0 ]; then
    "$PY" -m pip install -q -e '.[test,package]'
    xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m pytest -n 2
else
    "$PY" -m pip install -q -e '.[package]'
fi

"$PY" packaging/icons.py build/icons
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/tabletop-gui.spec
PY="$PY" bash packaging/linux/make-deb.sh
PY="$PY" bash packaging/linux/make-appimage.sh
# The sizes a person downloads and installs (targets: bundle <= 120 MB, .deb <= 45 MB).
echo "build: size of the bundle dist/tabletop-gui/: $(du -sm dist/tabletop-gui | cut -f1) MB"
for f in dist/*.deb; do echo "build: size of $f: $(du -m "$f" | cut -f1) MB"; done
