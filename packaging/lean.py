"""What the bundle leaves out: the Qt plugins, Qt translations and Python packages the app never
loads, and the libraries only they needed. Used by packaging/tabletop-gui.spec on all three
systems; standard library only, plus PyInstaller's own dependency reader when pruning.

The app draws with QtGui/QtWidgets/QtOpenGL(Widgets) on the xcb or Wayland platform (Windows:
qwindows, macOS: qcocoa), reads SVG (its icon) and PNG (built into QtGui), and speaks en, es, ro
and cs (Qt has no Romanian catalogue). ``tabletop-gui --self-test`` (run on the built package by
packaging/linux/build-and-smoke.sh) imports every module and draws a frame, so a piece left out
by mistake fails the build instead of a person's start."""

from __future__ import annotations

import os
import re
from collections import defaultdict
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Set, Tuple

# Python modules the app never imports (the spec passes them to Analysis(excludes=...)).
EXCLUDED_MODULES: Tuple[str, ...] = (
    # other Qt bindings, GUI toolkits, heavy libraries some package names optionally
    "tkinter", "PyQt5", "PyQt6", "PySide2", "matplotlib", "scipy", "IPython", "yaml",
    # the standard library's TLS and OpenSSL hashes (libssl, libcrypto: 5 MB; nothing goes on
    # the network and hashlib falls back to its built-in SHA-256) and the terminal's readline
    "ssl", "_ssl", "_hashlib", "readline",
    # test and development tooling
    "pytest", "pytestqt", "_pytest", "hypothesis", "mypy", "ruff", "pip", "setuptools",
    # Qt modules nothing imports (QtNetwork/QtDBus would bring their plugins and OpenSSL)
    "PySide6.QtNetwork", "PySide6.QtDBus", "PySide6.QtQml", "PySide6.QtQuick",
    "PySide6.QtQuickWidgets", "PySide6.QtPrintSupport", "PySide6.QtMultimedia",
    "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets", "PySide6.QtDesigner",
    "PySide6.QtUiTools", "PySide6.QtXml", "PySide6.QtSql", "PySide6.QtHelp",
    # pyqtgraph's parts outside its package import and its opengl module
    "pyqtgraph.examples", "pyqtgraph.jupyter", "pyqtgraph.flowchart", "pyqtgraph.console",
    "pyqtgraph.dockarea", "pyqtgraph.canvas", "pyqtgraph.exporters",
    # numpy's Fortran wrapper generator and test helpers
    "numpy.f2py", "numpy.testing", "numpy.distutils",
)

# PyInstaller's runtime hooks left out (the spec filters Analysis.scripts by name): they run
# before the app's first line, so what they import delays the first paint.
# - multiprocessing's imports multiprocessing, its spawn module and subprocess (13 ms) so that a
#   frozen app's child processes find their way back; the app starts none (the computer thinks
#   in a thread; only the bench's match runner, never in the bundle, uses a process pool).
#   pyqtgraph still imports multiprocessing, with the table, after the first paint.
EXCLUDED_RUNTIME_HOOKS: Tuple[str, ...] = ("pyi_rth_multiprocessing",)

# Qt plugins kept, by type: the file's stem without "lib" and its extension. A type not listed
# is dropped whole.
KEPT_PLUGINS: Dict[str, Optional[Set[str]]] = {
    # the window systems: X11, Wayland, Windows, macOS; offscreen/minimal for headless checks
    "platforms": {"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen", "qminimal"},
    # OpenGL on X11 (GLX or EGL)
    "xcbglintegrations": None,
    # Wayland: the xdg shell, EGL buffers, client-side decorations (GNOME draws none)
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    "wayland-decoration-client": None,
    # the portal theme: the desktop's light or dark colour scheme (GTK's theme would bring
    # all of GTK 3 for it); input methods (dead keys, IBus)
    "platformthemes": {"qxdgdesktopportal"},
    "platforminputcontexts": None,
    # the SVG icon
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    # Windows: its native style plugin; macOS: its style (the app draws Fusion; kept small)
    "styles": None,
}

# Qt's own catalogues kept: Spanish, Czech, English (there is no Romanian one).
QT_LANGUAGES = ("es", "cs", "en")
_QT_CATALOGUE = re.compile(r"^(qt|qtbase)_([a-z]{2,3}(?:_[A-Za-z]{2,4})?)\.qm$")

TocEntry = Tuple[str, str, str]      # PyInstaller: (destination, source, type code)


def _parts(dest: str) -> List[str]:
    return dest.replace("\\", "/").split("/")


def plugin_kept(dest: str) -> bool:
    """Whether a file under Qt's plugins folder stays (files elsewhere: always)."""
    parts = _parts(dest)
    if "plugins" not in parts:
        return True
    i = parts.index("plugins")
    if len(parts) < i + 3 or not {"Qt", "Qt6", "PySide6"} & set(parts[:i]):
        return True
    kind, name = parts[i + 1], parts[-1]
    if kind not in KEPT_PLUGINS:
        return False
    wanted = KEPT_PLUGINS[kind]
    if wanted is None:
        return True
    stem = name.split(".")[0]
    stem = stem[3:] if stem.startswith("lib") else stem
    stem = stem[:-1] if stem.endswith("d") and stem[:-1] in wanted else stem   # debug builds
    return stem in wanted


def translation_kept(dest: str) -> bool:
    """Qt's catalogues stay for :data:`QT_LANGUAGES` only (and only qt/qtbase); the app's own
    translations (tabletop_gui/translations) always stay."""
    parts = _parts(dest)
    if "translations" not in parts or parts[0] == "tabletop_gui":
        return True
    if not parts[-1].endswith(".qm"):
        return True
    m = _QT_CATALOGUE.match(parts[-1])
    return m is not None and m.group(2).split("_")[0] in QT_LANGUAGES


def qt_library_kept(dest: str) -> bool:
    """Qt libraries only dropped plugins and modules load (the pruning finds most; these are
    loaded by name, not linked)."""
    name = _parts(dest)[-1]
    return not re.match(r"^(lib)?Qt6(EglFSDeviceIntegration|EglFsKmsSupport|EglFsKmsGbmSupport|"
                        r"WlShellIntegration|Network|Qml|QmlModels|Quick|Pdf)\b", name)


def runtime_hooks_kept(scripts: Iterable[TocEntry]) -> List[TocEntry]:
    """Analysis.scripts without :data:`EXCLUDED_RUNTIME_HOOKS` (the app's own script stays)."""
    return [entry for entry in scripts if entry[0] not in EXCLUDED_RUNTIME_HOOKS]


def split(toc: Iterable[TocEntry]) -> Tuple[List[TocEntry], List[TocEntry]]:
    """(kept, dropped) by the rules above."""
    kept: List[TocEntry] = []
    dropped: List[TocEntry] = []
    for entry in toc:
        dest = entry[0]
        ok = plugin_kept(dest) and translation_kept(dest) and qt_library_kept(dest)
        (kept if ok else dropped).append(entry)
    return kept, dropped


def prune_libraries(kept: Sequence[TocEntry], dropped: Sequence[TocEntry],
                    imports: Callable[[str], Iterable[str]]) -> Tuple[List[TocEntry],
                                                                      List[TocEntry]]:
    """Also drop the shared libraries that only dropped binaries linked to: a library stays
    when a kept binary links to it, or when no bundled binary links to it at all (it was
    collected for its own sake: libpython, a ctypes library). ``imports(source)``: the names a
    binary links to."""
    kept, dropped = list(kept), list(dropped)
    binaries = [e for e in list(kept) + list(dropped) if e[2] == "BINARY"]
    needs: Dict[str, Set[str]] = {}
    for dest, src, _ in binaries:
        try:
            # names compared without case: Windows links MSVCP140.dll to msvcp140.dll
            needs[dest] = {os.path.basename(n).lower() for n in imports(src)}
        except Exception:
            needs[dest] = set()
    needed_by: Dict[str, Set[str]] = defaultdict(set)
    for dest, names in needs.items():
        for n in names:
            needed_by[n].add(dest)
    while True:
        alive = {e[0] for e in kept}
        gone = []
        for entry in kept:
            name = _parts(entry[0])[-1].lower()
            users = needed_by.get(name)
            if entry[2] == "BINARY" and users and not users & alive:
                gone.append(entry)
        if not gone:
            return kept, dropped
        kept = [e for e in kept if e not in gone]
        dropped += gone


def group(dest: str) -> str:
    """A label for the size report."""
    parts = _parts(dest)
    if "plugins" in parts:
        return "Qt plugins " + parts[parts.index("plugins") + 1]
    if "translations" in parts:
        return "Qt translations"
    if parts[0] in ("pyqtgraph", "numpy", "PySide6") and len(parts) > 1:
        return parts[0]
    return "libraries those needed"


def report(dropped: Sequence[TocEntry]) -> str:
    """Sizes left out, by group, largest first (the build log shows it)."""
    sizes: Dict[str, int] = defaultdict(int)
    for dest, src, _ in dropped:
        try:
            sizes[group(dest)] += os.path.getsize(src)
        except OSError:
            pass
    lines = [f"  {size / 1e6:7.1f} MB  {name}" for name, size in
             sorted(sizes.items(), key=lambda kv: -kv[1])]
    total = sum(sizes.values())
    return "\n".join([f"lean: left out {total / 1e6:.1f} MB"] + lines)


def replace_source(toc: Sequence[TocEntry], basename: str, source: str) -> List[TocEntry]:
    """The TOC with the file named ``basename`` taken from ``source`` instead."""
    return [(d, source if _parts(d)[-1] == basename else s, t) for d, s, t in toc]


def strip_debug(folder: str, run: Callable[[List[str]], object]) -> int:
    """Linux: ``strip --strip-debug`` every shared library and extension under ``folder``
    (a pyenv or source-built libpython and its extension modules carry about 25 MB of debug
    information), except the wheels' own ``*.libs`` folders: auditwheel's patched libraries
    (numpy's OpenBLAS) no longer load once stripped. Returns the bytes saved."""
    saved = 0
    for here, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.endswith(".libs")]
        for name in files:
            path = os.path.join(here, name)
            if os.path.islink(path) or not (".so" in name or name == os.path.basename(folder)):
                continue
            with open(path, "rb") as f:
                if f.read(4) != b"\x7fELF":
                    continue
            before = os.path.getsize(path)
            run(["strip", "--strip-debug", path])
            saved += before - os.path.getsize(path)
    return saved
