"""``tabletop-gui --self-test``: what a packager (and the .deb smoke test) runs to prove the
installed app has every module and translation and can draw the table. Run from the source tree
as a person would run the installed command: a separate process, its one line of output, its
exit status."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


def run_self_test(tmp_path: Path, *, block: tuple[str, ...] = (),
                  env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m tabletop_gui --self-test``; ``block``: modules made unimportable first
    (as if a bundle had left them out)."""
    code = ("import sys\n"
            f"BLOCK = {tuple(block)!r}\n"
            "class Left:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if any(name == b or name.startswith(b + '.') for b in BLOCK):\n"
            "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
            "sys.meta_path.insert(0, Left())\n"
            + "from tabletop_gui.app import main\n"
            "sys.exit(main(['--self-test']))\n")
    environ = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"),
                   XDG_CACHE_HOME=str(tmp_path / "cache"), **(env or {}))
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environ,
                          capture_output=True, text=True, timeout=120)


def test_self_test_passes_from_the_source_tree(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "tabletop_gui", "--self-test"], cwd=ROOT,
                          env=dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"),
                                   XDG_CACHE_HOME=str(tmp_path / "cache")),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    line = proc.stdout.strip().splitlines()[-1]
    assert line.startswith("self-test ok: ")
    count = int(line.split("self-test ok: ")[1].split(" modules imported")[0])
    assert count >= 50                                   # every module of the package
    for language in ("en", "es", "ro", "cs"):
        assert f" {language}" in line.split("translations")[1]
    # a table frame where OpenGL is, else it says the table was not drawn
    assert "table frame" in line or "no OpenGL here" in line
    books = line.split("Pylos books ")[1].split(",")[0].split()
    assert sorted(books) == ["children", "mature", "standard"]
    assert line.split("trap books ")[1].split(",")[0].split() == ["standard"]
    assert line.split("Pylos draws ")[1].split(",")[0].split() == ["mature"]
    # nothing of the person's is touched: no settings file written
    assert not (tmp_path / "config").exists() or not any((tmp_path / "config").rglob("*.conf"))


def test_a_book_that_does_not_load_is_named(monkeypatch) -> None:
    from tabletop_gui.ai.pylos import book
    from tabletop_gui.app import selftest

    monkeypatch.setattr(book, "_BOOKS", {})
    monkeypatch.setattr(book, "BOOK_FILES", {"standard": "book_lost.xz"})
    loaded, failed = selftest.load_books()
    assert loaded == [] and failed == ["Pylos book book_lost.xz: not readable"]


def test_draws_that_do_not_load_are_named(monkeypatch) -> None:
    from tabletop_gui.ai.pylos import book
    from tabletop_gui.app import selftest

    monkeypatch.setattr(book, "_DRAWS", {})
    monkeypatch.setattr(book, "DRAW_FILES", {"mature": "draws_lost.xz"})
    loaded, failed = selftest.load_draws()
    assert loaded == [] and failed == ["Pylos draws draws_lost.xz: not readable"]


def test_a_trap_book_that_does_not_load_is_named(monkeypatch) -> None:
    from tabletop_gui.ai.pylos import traps
    from tabletop_gui.app import selftest

    monkeypatch.setattr(traps, "_BOOKS", {})
    monkeypatch.setattr(traps, "TRAP_FILES", {"standard": "traps_lost.txt"})
    loaded, failed = selftest.load_trap_books()
    assert loaded == [] and failed == ["Pylos trap book traps_lost.txt: not readable"]


def test_a_missing_module_fails_and_is_named(tmp_path: Path) -> None:
    proc = run_self_test(tmp_path, block=("pyqtgraph.opengl",))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    line = proc.stdout.strip().splitlines()[-1]
    assert line.startswith("self-test FAILED: ")
    assert "pyqtgraph.opengl" in line
    assert "tabletop_gui.view.board_view" in line        # a module that needs it is named


def test_without_opengl_it_says_so_and_passes(tmp_path: Path) -> None:
    proc = run_self_test(tmp_path, env={"TABLETOP_GUI_FORCE_NO_GL": "no GL in this test"})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "no OpenGL here, table not drawn (no GL in this test)" in proc.stdout


def test_the_app_needs_none_of_the_modules_the_bundle_leaves_out(tmp_path: Path) -> None:
    """packaging/lean.py's exclusions, checked from the source tree: with every one of them
    unimportable the app still imports all its modules and draws its table."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import lean
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    proc = run_self_test(tmp_path, block=lean.EXCLUDED_MODULES)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip().splitlines()[-1].startswith("self-test ok: ")
