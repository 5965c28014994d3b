"""What the bundle leaves out (packaging/lean.py, packaging/icu_subset.py): the rules on file
names, checked without building (the build itself is checked by build-and-smoke.sh, which runs
the bundle's --self-test)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import icu_subset  # noqa: E402
import lean  # noqa: E402

P = "PySide6/Qt/plugins/"


def test_the_window_systems_gl_and_svg_plugins_stay() -> None:
    for dest in ("platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/qwindows.dll",
                 "platforms/libqcocoa.dylib", "xcbglintegrations/libqxcb-glx-integration.so",
                 "xcbglintegrations/libqxcb-egl-integration.so", "imageformats/libqsvg.so",
                 "imageformats/qsvg.dll", "iconengines/libqsvgicon.so",
                 "wayland-shell-integration/libxdg-shell.so",
                 "wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
                 "platformthemes/libqxdgdesktopportal.so"):
        assert lean.plugin_kept(P + dest), dest


def test_plugins_the_app_never_loads_go() -> None:
    for dest in ("platforms/libqeglfs.so", "platforms/libqvnc.so", "platforms/libqlinuxfb.so",
                 "platformthemes/libqgtk3.so", "imageformats/libqjpeg.so",
                 "imageformats/qtiff.dll", "tls/libqopensslbackend.so",
                 "networkinformation/libqnetworkmanager.so", "generic/libqevdevmouseplugin.so",
                 "egldeviceintegrations/libqeglfs-x11-integration.so",
                 "wayland-shell-integration/libivi-shell.so"):
        assert not lean.plugin_kept(P + dest), dest
    assert lean.plugin_kept("numpy/_core/_multiarray_umath.so")      # not a Qt plugin


def test_qt_translations_only_es_cs_en_and_ours_all() -> None:
    kept = [n for n in ("qt_es.qm", "qtbase_cs.qm", "qt_en.qm", "qt_de.qm", "qtbase_fr.qm",
                        "qtmultimedia_es.qm", "qt_help_es.qm", "qt_zh_TW.qm")
            if lean.translation_kept("PySide6/Qt/translations/" + n)]
    assert kept == ["qt_es.qm", "qtbase_cs.qm", "qt_en.qm"]
    for lang in ("en", "es", "ro", "cs"):
        assert lean.translation_kept(f"tabletop_gui/translations/tabletop_gui_{lang}.qm")


def test_test_tooling_and_unused_qt_modules_are_excluded() -> None:
    for name in ("pytest", "hypothesis", "PySide6.QtNetwork", "pyqtgraph.examples"):
        assert name in lean.EXCLUDED_MODULES
    for used in ("PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtSvg",
                 "PySide6.QtTest", "pyqtgraph.opengl", "numpy.linalg"):
        assert used not in lean.EXCLUDED_MODULES        # pyqtgraph imports QtTest


def test_libraries_only_dropped_plugins_needed_go_too() -> None:
    toc = [("libqgtk3.so", "/s/libqgtk3.so", "BINARY"), ("libqxcb.so", "/s/libqxcb.so", "BINARY"),
           ("libgtk-3.so.0", "/s/libgtk-3.so.0", "BINARY"), ("libX11.so.6", "/s/libX11.so.6", "BINARY"),
           ("libpango.so", "/s/libpango.so", "BINARY"), ("libpython3.so", "/s/libpython3.so", "BINARY")]
    links = {"/s/libqgtk3.so": ["libgtk-3.so.0", "libX11.so.6"], "/s/libqxcb.so": ["libX11.so.6"],
             "/s/libgtk-3.so.0": ["libpango.so", "libX11.so.6"]}
    kept = [e for e in toc if e[0] != "libqgtk3.so"]
    kept2, dropped = lean.prune_libraries(kept, [toc[0]], lambda src: links.get(src, []))
    assert [e[0] for e in kept2] == ["libqxcb.so", "libX11.so.6", "libpython3.so"]
    assert {e[0] for e in dropped} == {"libqgtk3.so", "libgtk-3.so.0", "libpango.so"}


def test_icu_keeps_the_core_and_our_four_languages() -> None:
    for item in ("uprops.icu", "nfc.nrm", "cnvalias.icu", "coll/ucadata.icu", "coll/root.res",
                 "root.res", "pool.res", "res_index.res", "zoneinfo64.res", "es.res",
                 "ro_MD.res", "coll/cs.res", "cs_CZ.res", "en_US_POSIX.res", "lang/en_GB.res",
                 "brkitr/word.brk", "plurals.res", "metaZones.res"):
        assert icu_subset.kept(item), item
    for item in ("de.res", "zh_Hant_TW.res", "coll/de__PHONEBOOK.res", "coll/zh.res",
                 "ibm-1252_P100-2000.cnv", "brkitr/cjdict.dict", "brkitr/thaidict.dict",
                 "translit/root.res", "curr/ja.res", "fil.res"):
        assert not icu_subset.kept(item), item


def test_library_names_compare_without_case() -> None:
    """Windows: a kept DLL linking MSVCP140.dll keeps msvcp140.dll, though a dropped plugin
    linked it too."""
    toc = [("qgif.dll", "/s/qgif.dll", "BINARY"), ("Qt6Core.dll", "/s/Qt6Core.dll", "BINARY"),
           ("msvcp140.dll", "/s/msvcp140.dll", "BINARY")]
    links = {"/s/qgif.dll": ["msvcp140.dll"], "/s/Qt6Core.dll": ["MSVCP140.dll"]}
    kept, _ = lean.prune_libraries(toc[1:], toc[:1], lambda src: links.get(src, []))
    assert [e[0] for e in kept] == ["Qt6Core.dll", "msvcp140.dll"]


def test_the_multiprocessing_runtime_hook_is_left_out_and_the_others_stay() -> None:
    """Its imports would run before the first paint (the app starts no process with it)."""
    scripts = [("pyi_rth_inspect", "/h/pyi_rth_inspect.py", "PYSOURCE"),
               ("pyi_rth_multiprocessing", "/h/pyi_rth_multiprocessing.py", "PYSOURCE"),
               ("pyi_rth_pyside6", "/h/pyi_rth_pyside6.py", "PYSOURCE"),
               ("launcher", str(ROOT / "packaging" / "launcher.py"), "PYSOURCE")]
    assert [name for name, _src, _kind in lean.runtime_hooks_kept(scripts)] == [
        "pyi_rth_inspect", "pyi_rth_pyside6", "launcher"]
