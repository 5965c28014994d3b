"""The layers point inward: rules and ai never load Qt, pyqtgraph or OpenGL."""

import subprocess
import sys

import pytest

FORBIDDEN = ("PySide6", "shiboken6", "pyqtgraph", "OpenGL", "numpy")


@pytest.mark.parametrize("package", ["tabletop_gui.rules", "tabletop_gui.ai"])
def test_inner_layers_load_no_gui_modules(package):
    code = (
        "import sys, importlib, pkgutil\n"
        f"pkg = importlib.import_module({package!r})\n"
        "for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "    if not m.name.endswith('__main__'):\n"
        "        importlib.import_module(m.name)\n"
        f"bad = sorted(n for n in sys.modules if n.split('.')[0] in {FORBIDDEN!r})\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"{package} loaded {out.stdout.strip()}"


def test_rules_use_standard_library_only():
    """Every import in rules/ is from the standard library or the rules package itself."""
    import ast
    import pathlib

    import tabletop_gui.rules as rules

    stdlib = set(sys.stdlib_module_names)
    for path in pathlib.Path(rules.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in stdlib, f"{path.name} imports {name}"


def test_model_imports_neither_view_nor_app():
    """Every module of tabletop_gui.model, imported in a fresh interpreter, loads nothing of the
    layers outside it (the view's widgets, the app's start-up and registry)."""
    code = (
        "import sys, importlib, pkgutil\n"
        "pkg = importlib.import_module('tabletop_gui.model')\n"
        "for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "    importlib.import_module(m.name)\n"
        "importlib.import_module('tabletop_gui.model').GameModel\n"
        "bad = sorted(n for n in sys.modules\n"
        "             if n.startswith(('tabletop_gui.view', 'tabletop_gui.app'))\n"
        "             or n.split('.')[0] in ('pyqtgraph', 'OpenGL')\n"
        "             or n in ('PySide6.QtWidgets', 'PySide6.QtOpenGLWidgets'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"tabletop_gui.model loaded {out.stdout.strip()}"
