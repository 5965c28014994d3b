"""The early paint (#15): the real app (``python -m tabletop_gui``, app.start's path) paints its
start page before pyqtgraph, PyOpenGL and numpy are imported, then builds the table while the
window goes on handling events; a translation that was never compiled is compiled after the
first paint and the window retranslated; a system without OpenGL is told so after the first
paint. The app's own trace (``TABLETOP_GUI_FIRST_FRAME_EXIT=table``, see app/hooks.py) says
what was loaded at each step."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_gui.model.lazy_qt import QT_NAMESPACE

ROOT = Path(__file__).resolve().parents[1]
#: what the window's first paint does without and the table has (the trace's ``later=``)
WINDOW_HELPERS = ("tabletop_gui.view.file_flow", "tabletop_gui.view.turns",
                  "tabletop_gui.view.playback", "tabletop_gui.view.hints",
                  "tabletop_gui.view.notices", "tabletop_gui.view.camera_memory",
                  "tabletop_gui.view.games")


def run_traced(tmp_path: Path, *args: str, code: str | None = None,
               extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               TABLETOP_GUI_FIRST_FRAME_EXIT="table")
    env.update(extra_env or {})
    cmd = [sys.executable, "-c", code] if code is not None else [
        sys.executable, "-m", "tabletop_gui"]
    return subprocess.run([*cmd, *args], capture_output=True, text=True, timeout=120, env=env,
                          cwd=ROOT)


def pyside_makes_types_on_first_use() -> bool:
    """PySide 6.8 and later make a type when Python first asks for it; earlier ones at
    import (there the ``Qt`` namespace is always made)."""
    out = subprocess.run([sys.executable, "-c",
                          "import PySide6.QtCore as c; print('Qt' in vars(c))"],
                         capture_output=True, text=True, timeout=60)
    return out.stdout.strip() == "False"


def trace(out: subprocess.CompletedProcess[str]) -> list[tuple[str, float, dict[str, str]]]:
    """The trace lines: (event, time, {key: value})."""
    events = []
    for line in out.stdout.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] in ("first-frame", "translations", "table-built",
                                             "table-frame"):
            fields = dict(w.split("=", 1) for w in words[2:] if "=" in w)
            events.append((words[0], float(words[1]), fields))
    return events


@pytest.mark.gl
def test_the_start_page_paints_before_the_tables_modules_then_the_table_is_built(tmp_path):
    out = run_traced(tmp_path, "--quit-after", "60000")
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr, out.stderr
    # (a translation compiled after the first paint, on a first start, is traced too)
    events = [event for event in trace(out) if event[0] != "translations"]
    names = [name for name, _t, _f in events]
    assert names == ["first-frame", "table-built", "table-frame"], out.stdout
    (_, painted, first), (_, built, table), (_, drawn, _shown) = events
    # the window painted its start page with none of the table's modules loaded ...
    assert first["heavy"] == "-", first
    assert first["play"]                      # (the start page, its first game's Play)
    # ... nor what it needs only later (lessons, the bots, saving, Qt's enum namespace:
    # model.lazy_qt); its pictures and the status bar (the table's) followed the paint
    assert first["later"] == ("-" if pyside_makes_types_on_first_use() else QT_NAMESPACE), first
    assert QT_NAMESPACE in table["later"].split(","), table
    assert first["pictures"] == "pending" and first["status-bar"] == "not-yet", first
    assert first["shortcuts"] == "pending", first
    assert table["pictures"] == "drawn" and table["shortcuts"] == "set", table
    # the menus' titles were painted, their actions made after the paint; so were the
    # window's helpers (files, turn, hints, message bar, camera memory: view/window_helpers)
    # and the games' views
    assert first["actions"] == "pending" and table["actions"] == "made", (first, table)
    # Python's garbage collector waited for the paint (app.start.collect_again), then ran again
    assert first["gc"] == "held" and table["gc"] == "on", (first, table)
    assert set(WINDOW_HELPERS) <= set(table["later"].split(",")), table
    # ... they were loaded afterwards, the table built from them, and its first frame drawn
    assert set(table["heavy"].split(",")) == {"pyqtgraph", "OpenGL", "numpy"}
    assert painted < built < drawn
    # the window kept handling events while the table was prepared: it never stopped for
    # most of that time (the imports ran beside it; only building the widgets is one step)
    pause_s = int(table["longest-pause"]) / 1000
    assert pause_s < 0.75 * (built - painted), (pause_s, built - painted)


@pytest.mark.slow
@pytest.mark.gl
def test_a_first_start_paints_in_english_then_compiles_its_translation(tmp_path):
    """No compiled translation anywhere yet (the .ts alone, an empty cache) and a Spanish
    system: the first paint does not wait for lrelease; the translation is compiled after it
    and the window speaks Spanish."""
    from tabletop_gui.model import i18n

    checkout = tmp_path / "translations"
    checkout.mkdir()
    (checkout / "tabletop_gui_es.ts").write_bytes(i18n.ts_file("es").read_bytes())
    code = ("import sys\n"
            "from tabletop_gui.model import i18n\n"
            f"i18n.ts_dirs = lambda: [i18n.Path({str(checkout)!r})]\n"
            "from tabletop_gui.app import main\n"
            "sys.exit(main(sys.argv[1:]))\n")
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache"), "LANG": "es_ES.UTF-8",
           "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""}
    out = run_traced(tmp_path, "--quit-after", "60000", code=code, extra_env=env)
    assert out.returncode == 0, out.stderr
    events = trace(out)
    names = [name for name, _t, _f in events]
    assert names[:2] == ["first-frame", "translations"], out.stdout
    (_, painted, first), (_, translated, after) = events[:2]
    assert first["missing"] == "es" and first["heavy"] == "-"
    assert first["play"] == "Play_against_the_computer"           # English, for now
    assert painted < translated
    assert after["language"] == "es" and after["missing"] == "-"
    assert after["play"] not in ("", first["play"])                # now in Spanish
    compiled = list((tmp_path / "cache").rglob("tabletop_gui_es-*.qm"))
    assert len(compiled) == 1 and compiled[0].stat().st_size > 0


def test_no_opengl_is_said_after_the_first_paint(tmp_path):
    out = run_traced(tmp_path, "--quit-after", "2000",
                     extra_env={"TABLETOP_GUI_FORCE_NO_GL": "no GLX visual (test)"})
    assert out.returncode == 1
    assert "Traceback" not in out.stderr, out.stderr
    assert "no usable OpenGL: no GLX visual (test)" in out.stderr
    names = [name for name, _t, _f in trace(out)]
    assert names == ["first-frame"], out.stdout        # painted, and no table was built


@pytest.mark.slow
def test_coming_back_to_an_unfinished_game_the_page_paints_before_reading_it(tmp_path):
    """A person coming back (an unfinished game autosaved, a recent file): the start page
    paints before the unfinished game is read (reading it replays its moves through the
    rules), then offers it under Continue."""
    game = tmp_path / "game.json"
    game.write_text('{"format": "tabletop-gui-game", "version": 1, "game": "pylos", '
                    '"options": {"variant": "standard", "first": "light"}, '
                    '"seats": ["human", "human"], "moves": ["1a1", "1b1"]}', encoding="utf-8")
    env = {"TABLETOP_GUI_FIRST_FRAME_EXIT": "1"}
    opened = run_traced(tmp_path, str(game), extra_env=env)     # left unfinished on the table
    assert opened.returncode == 0, opened.stderr
    assert list((tmp_path / "data").rglob("autosave*.json")), "no unfinished game was kept"
    out = run_traced(tmp_path, "--quit-after", "60000")
    assert out.returncode == 0, out.stderr
    events = [event for event in trace(out) if event[0] != "translations"]
    (_, _painted, first), (_, _built, table) = events[:2]
    assert first["heavy"] == "-", first
    assert first["later"] == ("-" if pyside_makes_types_on_first_use() else QT_NAMESPACE), first
    # read after the paint: the page's Continue section has it (its rules were loaded for it)
    assert "tabletop_gui.rules.pylos" in table["later"].split(","), table


@pytest.mark.slow
@pytest.mark.gl
def test_after_the_first_paint_each_step_has_its_own_turn_of_the_event_loop(tmp_path):
    """What follows the first paint (the colour scheme, the keys, the window icon, the OpenGL
    check and the table's preparation) runs one step per turn of the event loop: the window
    answers a click between any two of them (together they held it about 0.15 s)."""
    code = """
import sys
from PySide6.QtCore import QTimer
from tabletop_gui.app import identity, start
from tabletop_gui.view import main_window, theme

turns = [0]
seen = []

def count():
    turns[0] += 1

def step(name, real):
    def run(*args, **kwargs):
        seen.append((name, turns[0]))
        return real(*args, **kwargs)
    return run

theme.follow_system = step("scheme", theme.follow_system)
main_window.MainWindow.add_shortcuts = step("keys", main_window.MainWindow.add_shortcuts)
identity.set_app_icon = step("icon", identity.set_app_icon)
start.opengl_problem = step("opengl", start.opengl_problem)
ticker = []

def started_ticking():
    from PySide6.QtWidgets import QApplication
    timer = QTimer(QApplication.instance())
    timer.timeout.connect(count)    # an interval of 0: once in every turn of the event loop
    timer.start(0)
    ticker.append(timer)

real_show = start.show_window
def show(window):
    started_ticking()
    real_show(window)
start.show_window = show
code = start.main(sys.argv[1:])
print("steps", " ".join(f"{name}:{turn}" for name, turn in seen), flush=True)
sys.exit(code)
"""
    out = run_traced(tmp_path, "--quit-after", "60000", code=code)
    assert out.returncode == 0, out.stderr
    line = next(x for x in out.stdout.splitlines() if x.startswith("steps "))
    # (the table, once built, asks for the keys again: nothing left to set by then)
    steps = [word.split(":") for word in line.split()[1:5]]
    assert [name for name, _turn in steps] == ["scheme", "keys", "icon", "opengl"], line
    turns = [int(turn) for _name, turn in steps]
    assert all(a < b for a, b in zip(turns, turns[1:], strict=False)), line


def test_the_standard_librarys_modules_are_marked_for_pysides_import_hook(tmp_path):
    """PySide reads the source of every module imported after it, once, to tell whether it
    uses PySide; the app gives the answer ahead for the standard library's (PySide's mark for
    "no PySide", -1), and leaves the others, and those PySide has already judged, to it."""
    import json
    import os as os_module
    import types

    from tabletop_gui.app.start import mark_standard_library

    record = {"typing": 0}
    feature = types.SimpleNamespace(pyside_feature_dict=record)
    stdlib = os_module.path.dirname(os_module.__file__)
    third = types.ModuleType("pyqtgraph")
    third.__file__ = os_module.path.join(stdlib, "site-packages", "pyqtgraph", "__init__.py")
    mine = types.ModuleType("tabletop_gui.view.theme")
    mine.__file__ = os_module.path.join(stdlib, "tabletop_gui", "view", "theme.py")
    modules = {"shibokensupport.feature": feature, "json": json, "sys": sys, "typing": object(),
               "pyqtgraph": third, "tabletop_gui.view.theme": mine,
               "PySide6.QtCore": types.ModuleType("PySide6.QtCore")}
    mark_standard_library(modules)
    assert record == {"typing": 0, "json": -1, "sys": -1}
    # a PySide that keeps no such record: nothing is done
    mark_standard_library({"json": json, "shibokensupport.feature": types.SimpleNamespace()})
