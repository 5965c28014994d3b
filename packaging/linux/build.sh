#!/usr/bin/env bash
# Linux build: tests first, then the one-folder bundle (dist/tabletop-gui/), the Debian package
# (dist/tabletop-gui_<version>_<arch>.deb) and the AppImage's AppDir (build/AppDir; the
# .AppImage itself when appimagetool is on PATH). It prints the bundle's and the .deb's sizes.
#
#   bash packaging/linux/build.sh                 # from a clone; makes .venv if there is none
#   bash packaging/linux/build.sh --skip-tests    # when the tests just ran (CI's smoke step)
set -euo pipefail
cd "$(dirname "$0")/../.."
skip_tests=0
[ "${1:-}" = "--skip-tests" ] && skip_tests=1

bash packaging/linux/install-deps.sh
# Build-only tools: ICU's icupkg/genccode (packaging/icu_subset.py), binutils (strip), a C/C++
# compiler and Python's headers (numpy without OpenBLAS, below).
need=()
for p in icu-devtools binutils gcc g++ python3-dev; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
    sudo=(); [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
[ -x .venv/bin/python ] || python3 -m venv .venv
PY=.venv/bin/python
"$PY" -m pip install -q -e '.[package]'
# numpy without its bundled OpenBLAS (numpy.libs, 28 MB): the app's numpy work is 4x4 matrices
# and short vectors, which numpy's own loops do as fast; numpy.linalg then uses its bundled
# lapack_lite. Built once from numpy's source (a few minutes) into build/wheels and installed
# here, so the tests below run on the numpy the bundle ships.
if [ "${TABLETOP_GUI_KEEP_OPENBLAS:-0}" != 1 ]; then
    numpy_version=$("$PY" -c 'import importlib.metadata as m; print(m.version("numpy"))')
    if "$PY" -c 'import numpy, os, sys; sys.exit(0 if os.path.isdir(os.path.join(os.path.dirname(numpy.__file__), os.pardir, "numpy.libs")) else 1)'; then
        wheel=$(ls build/wheels/numpy-"$numpy_version"-*.whl 2>/dev/null | head -1 || true)
        if [ -z "$wheel" ]; then
            echo "build: compiling numpy $numpy_version without BLAS (once; cached in build/wheels)"
            "$PY" -m pip wheel -q --no-deps --no-binary numpy "numpy==$numpy_version" -w build/wheels \
                -Csetup-args=-Dallow-noblas=true -Csetup-args=-Dblas=none -Csetup-args=-Dlapack=none
            wheel=$(ls build/wheels/numpy-"$numpy_version"-*.whl | head -1)
        fi
        "$PY" -m pip install -q --force-reinstall --no-deps "$wheel"
    fi
fi
if [ $skip_tests -eq 0 ]; then
    "$PY" -m pip install -q -e '.[test,package]'
    xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m pytest -n 2
fi

"$PY" packaging/icons.py build/icons
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/tabletop-gui.spec
PY="$PY" bash packaging/linux/make-deb.sh
PY="$PY" bash packaging/linux/make-appimage.sh
# The sizes a person downloads and installs (targets: bundle <= 120 MB, .deb <= 45 MB).
echo "build: size of the bundle dist/tabletop-gui/: $(du -sm dist/tabletop-gui | cut -f1) MB"
for f in dist/*.deb; do echo "build: size of $f: $(du -m "$f" | cut -f1) MB"; done
