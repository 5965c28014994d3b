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


def test_ai_imports_only_the_standard_library_and_the_rules():
    """Every import in ai/ (relative ones resolved) is from the standard library, the rules
    package or the ai package itself."""
    import pathlib

    import tabletop_gui.ai as ai

    stdlib = set(sys.stdlib_module_names)
    files = sorted(pathlib.Path(ai.__file__).parent.rglob("*.py"))
    assert len(files) > 3
    for path in files:
        for name in _imported_modules(path):
            # ``from .. import rules`` lists ``tabletop_gui`` and ``tabletop_gui.rules``: the
            # bare package is fine, what is taken from it is checked
            ok = (name.split(".")[0] in stdlib or name == "tabletop_gui"
                  or name.split(".")[:2] in (["tabletop_gui", "rules"], ["tabletop_gui", "ai"]))
            assert ok, f"{path} imports {name}"


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


# -- no game's package imports another game's -----------------------------------------------------

def _package_root():
    import pathlib

    import tabletop_gui

    return pathlib.Path(tabletop_gui.__file__).parent


#: where each layer keeps its games: (folder, True for one package per game / False for a
#: module or a package per game)
GAME_HOMES = (("rules", True), ("ai", True), ("model/games", False), ("view/games", True))


def _game_files():
    """{game: [files of its packages and modules in every layer]}, from what is on disk."""
    root = _package_root()
    games = {}
    for home, packages in GAME_HOMES:
        folder = root / home
        if not folder.is_dir():
            continue
        for entry in sorted(folder.iterdir()):
            if (entry / "__init__.py").is_file():
                games.setdefault(entry.name, []).extend(sorted(entry.rglob("*.py")))
            elif (not packages and entry.suffix == ".py"
                  and entry.stem not in ("__init__", "base", "__main__")):
                games.setdefault(entry.stem, []).append(entry)
    return games


def _imported_modules(path):
    """Absolute names of every module ``path`` imports (``from a import b`` counts ``a`` and
    ``a.b``: ``b`` may be a module)."""
    import ast

    root = _package_root()
    parts = ["tabletop_gui", *path.relative_to(root).with_suffix("").parts]
    if parts[-1] == "__init__":
        parts = parts[:-1]
    package = parts if path.name == "__init__.py" else parts[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            out.append(module)
            out += [f"{module}.{a.name}" for a in node.names]
    return out


GAME_FILES = _game_files()


@pytest.mark.parametrize("game", sorted(GAME_FILES))
def test_no_game_package_imports_another_game(game):
    others = set(GAME_FILES) - {game}
    homes = [f"tabletop_gui.{home.replace('/', '.')}" for home, _ in GAME_HOMES]
    for path in GAME_FILES[game]:
        for name in _imported_modules(path):
            for home in homes:
                if name.startswith(home + "."):
                    first = name[len(home) + 1:].split(".")[0]
                    assert first not in others, f"{path} imports {name} (another game's)"


def test_the_games_are_found_on_disk():
    assert "pylos" in GAME_FILES and any(p.parts[-3:-1] == ("rules", "pylos")
                                          for p in GAME_FILES["pylos"])


# -- only the registry and each game's own folders name the games --------------------------------

def _string_constants(path):
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings]


def test_only_the_registry_and_the_games_own_folders_name_a_game():
    """The issue's test of the seam: outside rules/, a game's name as a string appears only in
    app/registry.py and in that game's own folders (docstrings aside)."""
    root = _package_root()
    games = sorted(GAME_FILES)
    own = {path for files in GAME_FILES.values() for path in files}
    registry = root / "app" / "registry.py"
    found = []
    for path in sorted(root.rglob("*.py")):
        if path in own or path == registry or path.relative_to(root).parts[0] == "rules":
            continue
        for line, text in _string_constants(path):
            if text.strip().lower() in games:
                found.append(f"{path.relative_to(root)}:{line}: {text!r}")
    assert found == []


# -- the rules package names no game ----------------------------------------------------------------

def test_the_rules_package_imports_any_game_lazily():
    """``tabletop_gui.rules`` names no game: a game's subpackage is imported on first use, the
    others stay unloaded, and a name that is no submodule is an AttributeError."""
    code = (
        "import sys\n"
        "import tabletop_gui.rules as rules\n"
        "assert 'tabletop_gui.rules.pylos' not in sys.modules\n"
        "from tabletop_gui.rules import pylos\n"
        "assert pylos.new_game().game == 'pylos'\n"
        "assert 'tabletop_gui.rules.pilus' not in sys.modules\n"
        "import tabletop_gui.rules.pilus\n"
        "assert tabletop_gui.rules.pilus.new_game().game == 'pilus'\n"
        "assert rules.pilus is tabletop_gui.rules.pilus\n"
        "for name in ('chess', 'not a name', '__wrapped__'):\n"
        "    try:\n"
        "        getattr(rules, name)\n"
        "    except AttributeError:\n"
        "        pass\n"
        "    else:\n"
        "        raise AssertionError(name)\n"
        "assert not hasattr(rules, 'chess')\n"
        "assert set(rules.__all__) == {'IllegalMoveError', 'InvalidMoveError', 'RulesError'}\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


# -- the view's modules: no import circle, none too long ------------------------------------------

#: the most lines a module of the view may have (a longer one does more than one job)
VIEW_MODULE_MAX_LINES = 600


def _view_files():
    return sorted((_package_root() / "view").rglob("*.py"))


def _module_name(path):
    parts = ["tabletop_gui", *path.relative_to(_package_root()).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _view_imports(path, modules):
    """The modules of the view ``path`` imports, every import counted: at the top, in a
    function, and under ``if TYPE_CHECKING:`` (a circle of type-only imports is still two
    modules that cannot be understood one without the other). ``from a import b`` counts
    ``a.b`` where that is a module of the view, else ``a``."""
    import ast

    parts = _module_name(path).split(".")
    package = parts if path.name == "__init__.py" else parts[:-1]
    found = set()

    def add(name):
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name:
            found.add(name)

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            for alias in node.names:
                full = f"{module}.{alias.name}"
                add(full if full in modules else module)
    found.discard(_module_name(path))
    return found


def _view_import_graph():
    """{module: modules of the view it imports} (see :func:`_view_imports`)."""
    files = _view_files()
    modules = {_module_name(path) for path in files}
    return {_module_name(path): _view_imports(path, modules) for path in files}


def _cycles(graph):
    """Every import circle of ``graph`` as a list of modules (one per strongly connected
    component of more than one module, or a module importing itself)."""
    index, low, on_stack, stack, out = {}, {}, set(), [], []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1 or node in graph.get(node, ()):
                out.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return out


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_the_view_imports_no_module_circle():
    """No two modules of tabletop_gui/view import each other, however indirectly, counting the
    imports under ``if TYPE_CHECKING:`` and inside functions: each helper of the window knows
    its host by a protocol of its own, not by importing the window."""
    graph = _view_import_graph()
    assert "tabletop_gui.view.main_window" in graph
    assert _cycles(graph) == []


def test_no_view_module_is_too_long():
    """No module of tabletop_gui/view is over VIEW_MODULE_MAX_LINES lines."""
    long = []
    for path in _view_files():
        with open(path, encoding="utf-8") as f:
            lines = sum(1 for _ in f)
        if lines > VIEW_MODULE_MAX_LINES:
            long.append(f"{path.relative_to(_package_root())}: {lines} lines")
    assert long == []
