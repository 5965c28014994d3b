"""3D view speed: frame time of the full 30-sphere table vs an empty GLViewWidget of the same
size (same process, same surface format), and process start to first painted frame vs a bare
PySide6 window. Run under Xvfb: ``xvfb-run -a python -m bench view``.

The shadows are measured side by side: the same table with the key light's shadows switched
off, and with the shadow map drawn again at every frame (what a frame costs while a piece is in
flight; while the camera turns, the map is reused)."""

import itertools
import os
import statistics
import subprocess
import sys
import time

from . import table

SIZE = (1000, 700)
FRAMES = 120

BARE_WINDOW = r"""
import sys, time
from PySide6.QtWidgets import QApplication, QWidget
from PySide6.QtCore import QTimer
def painted():
    print(f"first-frame {time.time():.6f} cpu={time.process_time():.4f}", flush=True)
    QApplication.instance().quit()
class W(QWidget):
    done = False
    def paintEvent(self, ev):
        super().paintEvent(ev)
        if not W.done:
            W.done = True
            # once this paint is done and handed to the window system, as the app's start page
            # says it (start_page.py, background_painted): the same moment on both sides
            QTimer.singleShot(0, painted)
app = QApplication(sys.argv)
w = W(); w.resize(1240, 780); w.setWindowTitle("bare"); w.show()
app.exec()
"""

# the floor for a window made with an OpenGL widget: the bare window holding an empty Qt OpenGL
# widget, hidden, as the app's window holds one where the table goes, behind the start page
# on systems other than X11 (Qt makes such a window an OpenGL surface and composes it through
# OpenGL from its first frame; README, "Opening")
BARE_GL_WINDOW = BARE_WINDOW.replace(
    "from PySide6.QtCore import QTimer",
    "from PySide6.QtCore import QTimer\nfrom PySide6.QtOpenGLWidgets import QOpenGLWidget",
).replace(
    'w = W(); w.resize(1240, 780); w.setWindowTitle("bare"); w.show()',
    'w = W(); w.resize(1240, 780); w.setWindowTitle("bare"); gl = QOpenGLWidget(w); '
    'gl.setGeometry(0, 0, 900, 780); gl.hide(); w.show()',
)


def _interleaved_ms(app, cases, frames):
    """Median time to render one frame and finish it, for each case (name, widget, before,
    setting), the cases taking turns frame by frame: the load of a shared machine then weighs
    on every case alike (one case after the other, a busy minute made one row look 1.7x
    another, and the next run 1.2x).

    ``paintGL`` is called directly with the widget's context current (its framebuffer bound):
    ``repaint()`` may skip a widget the window system reports as not exposed, which silently
    measured nothing. ``setting(True)`` puts the widget in the case's state before its frame
    (outside the timing), ``before()`` runs just before it (outside the timing)."""
    from OpenGL import GL

    app.processEvents()
    times: dict = {name: [] for name, *_ in cases}
    for k in range(frames + 10):                          # the first 10 warm up
        for name, widget, before, setting in cases:
            widget.makeCurrent()
            if setting is not None:
                setting()
            if before is not None:
                before()
            GL.glFinish()
            t0 = time.perf_counter()
            widget.paintGL()
            GL.glFinish()                                 # wait for the GPU (llvmpipe) too
            if k >= 10:
                times[name].append((time.perf_counter() - t0) * 1000.0)
            widget.doneCurrent()
    return {name: statistics.median(t) for name, t in times.items()}


def _pylos_table(board_view_class, scene_class, controller, board, reserves):
    view = board_view_class()
    # the Pylos table as the game shows it (its scene and its default camera), without a window
    view.set_camera_limits(controller.CENTRE_BOX, controller.DISTANCE_RANGE,
                           controller.DEFAULT_CAMERA, controller.TOP_CAMERA)
    view.reset_camera()
    scene = scene_class(view)
    scene.show_position(board, reserves)
    scene.set_ghosts(None)
    return view, scene


def _renderer(widget):
    """The OpenGL renderer the widget draws with (figures mean nothing without it)."""
    from OpenGL import GL

    widget.makeCurrent()
    try:
        return GL.glGetString(GL.GL_RENDERER).decode(errors="replace")
    finally:
        widget.doneCurrent()


def frame_times():
    from tabletop_gui.app import set_default_surface_format

    set_default_surface_format()
    import pyqtgraph.opengl as gl
    from PySide6.QtWidgets import QApplication

    from tabletop_gui.view.board_view import BoardView
    from tabletop_gui.view.games.pylos import controller as pylos_controller
    from tabletop_gui.view.games.pylos import geometry as geo
    from tabletop_gui.view.games.pylos.scene import PylosScene
    from tabletop_gui.view.table import BACKGROUND

    app = QApplication.instance() or QApplication([])
    empty = gl.GLViewWidget()
    empty.setBackgroundColor(BACKGROUND)
    # every sphere on the table: 15 light + 15 dark filling the pyramid
    board = {p: ("light" if i % 2 == 0 else "dark") for i, p in enumerate(geo.PLACES)}
    full, scene = _pylos_table(BoardView, PylosScene, pylos_controller, board,
                               {"light": 0, "dark": 0})
    # mid-game: 14 on the board, 16 in the trays (the usual case) ...
    mid_board = {p: board[p] for p in geo.PLACES[:14]}
    mid, _mid_scene = _pylos_table(BoardView, PylosScene, pylos_controller, mid_board,
                                   {"light": 8, "dark": 8})
    # ... and a person's turn in it: every hollow that takes a sphere glows, a ghost shows
    # where the pointer is
    turn, turn_scene = _pylos_table(BoardView, PylosScene, pylos_controller, mid_board,
                                    {"light": 8, "dark": 8})
    open_places = [p for p in geo.PLACES[:16] if p not in mid_board] + ["2a1", "2c1"]
    turn_scene.set_mouths(open_places, hover=open_places[0])
    turn_scene.set_ghosts((open_places[0], "light"))
    for w in (empty, full, mid, turn):
        w.resize(*SIZE)
        w.show()
    app.processEvents()

    def shadows(on):
        def setting():
            full.shadows_enabled = on
        return setting

    def moved():                 # as if a sphere moved: the shadow map is drawn again
        scene.spheres.shadow_version += 1

    has_shadows = hasattr(full, "shadows_enabled")
    cases = [("empty GLViewWidget", empty, None, None),
             ("full 30-sphere table", full, None, shadows(True) if has_shadows else None)]
    if has_shadows:
        cases += [("full table, shadows off", full, None, shadows(False)),
                  ("full table, shadow map redrawn (a piece in flight)", full, moved,
                   shadows(True))]
    cases += [("mid-game table (30 spheres)", mid, None, None),
              ("mid-game, a person's turn (glowing hollows, ghost)", turn, None, None)]
    results = _interleaved_ms(app, cases, FRAMES)
    base = results["empty GLViewWidget"]
    rows = [(name, f"{ms:.2f}", f"{ms / base:.2f}x") for name, ms in results.items()]
    dpr = full.devicePixelRatioF()
    table(f"Frame time, {SIZE[0]}x{SIZE[1]} px (dpr {dpr:g}), 4x MSAA, median of {FRAMES}, "
          f"the cases taking turns, on {_renderer(full)}", ("scene", "ms/frame", "vs empty"), rows)
    for w in (empty, full, mid, turn):
        w.close()


def _run_traced(cmd, env):
    """Run ``cmd`` once: (process start, {event: (time.time(), words)}) from its trace lines
    (``first-frame``, ``translations``, ``table-built``, ``table-frame``)."""
    t0 = time.time()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)
    events = {}
    for line in out.stdout.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] in ("first-frame", "translations", "table-built",
                                             "table-frame"):
            events.setdefault(words[0], (float(words[1]), words[2:]))
    if "first-frame" not in events:
        raise RuntimeError(f"no first frame from {cmd}: {out.stderr[-500:]}")
    return t0, events


def _first_frame_s(cmd, env):
    """(seconds from process start to the first frame, the process's CPU seconds by then)."""
    t0, events = _run_traced(cmd, env)
    at, words = events["first-frame"]
    return at - t0, float(_word(words, "cpu") or "nan")


def _word(words, key):
    return next((w.split("=", 1)[1] for w in words if w.startswith(key + "=")), "")


def bundle_executable(path=None):
    """The one-folder bundle's executable: ``path`` (the bundle's folder or its executable),
    else ``dist/tabletop-gui/tabletop-gui`` when packaging/linux/build.sh made one; None."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = path or os.path.join(root, "dist", "tabletop-gui")
    if os.path.isdir(path):
        path = os.path.join(path, "tabletop-gui")
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


def startup_times(repeat=5, bundle=None):
    """Process start to the first painted frame: a bare PySide6 window, the app (its start
    page as a person sees it at their first start, and coming back to a game to continue and
    a recent one; the source install, and the one-folder bundle when there is one), the app
    opening a game on the table; the runs take turns, after one run of each that is not counted (it
    writes the bytecode a pip install has compiled already, and warms the disk cache); each
    against the bare window as the ratio of the medians and as the median of each round's
    ratio (the box's drift between rounds cancels in the second). Then the app's start traced
    up to the table: when the table is built behind the start page
    (and the longest the window went without handling events meanwhile), and its first
    frame when shown as soon as it is built."""
    import tempfile

    tmp = tempfile.mkdtemp()
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(tmp, "c"),
               XDG_DATA_HOME=os.path.join(tmp, "d"), TABLETOP_GUI_FIRST_FRAME_EXIT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)   # an installed app has its bytecode compiled
    # a saved game given on the command line opens on the 3D table, not the start page
    game = os.path.join(tmp, "game.json")
    with open(game, "w", encoding="utf-8") as f:
        f.write('{"format": "tabletop-gui-game", "version": 1, "game": "pylos", "options": '
                '{"variant": "standard", "first": "light"}, "seats": ["human", "human"], '
                '"moves": ["1a1", "1b1"]}')
    first_starts = itertools.count()

    def first_start_env():
        """A person's first start: settings and data folders of their own, empty."""
        n = next(first_starts)
        return dict(env, XDG_CONFIG_HOME=os.path.join(tmp, f"first{n}", "c"),
                    XDG_DATA_HOME=os.path.join(tmp, f"first{n}", "d"))

    app = [sys.executable, "-m", "tabletop_gui"]
    # (name, command, environment: None = the shared one, where the game.json row leaves a
    # recent game and an unfinished one, as a person coming back finds them)
    programs = [("bare PySide6 window", [sys.executable, "-c", BARE_WINDOW], None),
                ("bare window with a hidden Qt OpenGL widget (the floor where the app's table "
                 "is no native window of its own: systems other than X11)",
                 [sys.executable, "-c", BARE_GL_WINDOW], None),
                ("tabletop-gui, start page, first start (source install)", app, first_start_env),
                ("tabletop-gui, start page, a game to continue (source install)", app, None)]
    if bundle is not None:
        programs += [("tabletop-gui, start page, first start (one-folder bundle)", [bundle],
                      first_start_env),
                     ("tabletop-gui, start page, a game to continue (one-folder bundle)",
                      [bundle], None)]
    programs.append(("tabletop-gui game.json (3D table, source install)", [*app, game], None))
    times = {name: [] for name, _cmd, _env in programs}
    cpu = {name: [] for name, _cmd, _env in programs}
    _first_frame_s([*app, game], env)           # (the game to continue, from the start)
    for k in range(repeat + 1):
        for name, cmd, made in programs:
            seconds, used = _first_frame_s(cmd, made() if made is not None else env)
            if k:
                times[name].append(seconds)
                cpu[name].append(used)
    medians = {name: statistics.median(t) for name, t in times.items()}
    bare = medians["bare PySide6 window"]
    # each round's program against the bare window of the same round, then the median of those
    # ratios: the box's drift over the minutes of a run (it moves the bare window's time by a
    # third) weighs on both sides of each ratio alike
    bare_times = times["bare PySide6 window"]
    paired = {name: statistics.median(s / b for s, b in zip(t, bare_times, strict=True))
              for name, t in times.items()}
    # the CPU time each process used by its first frame (its own clock, all its threads): what
    # the box's load moves least
    cpu_medians = {name: statistics.median(t) for name, t in cpu.items()}
    bare_cpu = cpu_medians["bare PySide6 window"]
    table(f"Process start to first painted frame, median of {repeat} (the programs taking "
          f"turns)", ("program", "seconds", "vs bare", "vs bare, round by round",
                      "CPU s by then", "CPU vs bare"),
          [(name, f"{s:.3f}", f"{s / bare:.2f}x", f"{paired[name]:.2f}x",
            f"{cpu_medians[name]:.3f}", f"{cpu_medians[name] / bare_cpu:.2f}x")
           for name, s in medians.items()])

    traced = dict(env, TABLETOP_GUI_FIRST_FRAME_EXIT="table")
    rows = []
    for name, cmd, made in programs:
        if not name.startswith("tabletop-gui, start page") or made is not None:
            continue
        runs = [_run_traced(cmd, traced) for _ in range(max(1, repeat // 2))]

        def median_of(event, runs=runs):
            return statistics.median(ev[event][0] - t0 for t0, ev in runs if event in ev)

        pauses = [int(_word(ev["table-built"][1], "longest-pause") or 0)
                  for _t0, ev in runs if "table-built" in ev]
        heavy = {_word(ev["first-frame"][1], "heavy") for _t0, ev in runs}
        rows.append((name, f"{median_of('first-frame'):.3f}", ",".join(sorted(heavy)),
                     f"{median_of('table-built'):.3f}",
                     f"{statistics.median(pauses) if pauses else 0:.0f}",
                     f"{median_of('table-frame'):.3f}"))
    table(f"The start traced up to the table, median of {max(1, repeat // 2)}",
          ("program", "first paint s", "loaded then", "table built s", "longest pause ms",
           "table's first frame s"), rows)


def outside_times(repeat=9, bundle=None):
    """Process start to the window mapped, and to its first paint on the screen, timed from
    outside each program (:mod:`.outside_check`: the display polled, no trace of the
    program's own; interpreter start included): the bare window, the floor of the app's
    window on X11, the app's start page at a first start and with a game to continue; the
    programs taking turns after one uncounted run each, each against the bare window as the
    ratio of the medians and round by round."""
    import tempfile

    from .outside_check import Display, time_window

    tmp = tempfile.mkdtemp()
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(tmp, "c"),
               XDG_DATA_HOME=os.path.join(tmp, "d"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("TABLETOP_GUI_FIRST_FRAME_EXIT", None)
    game = os.path.join(tmp, "game.json")
    with open(game, "w", encoding="utf-8") as f:
        f.write('{"format": "tabletop-gui-game", "version": 1, "game": "pylos", "options": '
                '{"variant": "standard", "first": "light"}, "seats": ["human", "human"], '
                '"moves": ["1a1", "1b1"]}')
    # a game to continue and a recent one, as a person coming back finds them
    subprocess.run([sys.executable, "-m", "tabletop_gui", game],
                   env=dict(env, TABLETOP_GUI_FIRST_FRAME_EXIT="1"), capture_output=True,
                   timeout=120, check=True)
    first_starts = itertools.count()

    def first_start_env():
        n = next(first_starts)
        return dict(env, XDG_CONFIG_HOME=os.path.join(tmp, f"first{n}", "c"),
                    XDG_DATA_HOME=os.path.join(tmp, f"first{n}", "d"))

    def staying(code):      # the bare programs stay open: the poller kills them once seen
        return code.replace("QApplication.instance().quit()", "pass")

    # the app's sources never compiled, and no bytecode written (PYTHONDONTWRITEBYTECODE=1, as
    # in a fresh checkout run from a shell that sets it): each start compiles the app's modules
    import shutil

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    fresh = os.path.join(tmp, "fresh")
    shutil.copytree(os.path.join(root, "tabletop_gui"), os.path.join(fresh, "tabletop_gui"),
                    ignore=shutil.ignore_patterns("__pycache__"))

    def no_bytecode_env():
        return dict(first_start_env(), PYTHONDONTWRITEBYTECODE="1",
                    PYTHONPATH=os.pathsep.join([fresh, env.get("PYTHONPATH", "")]))

    app = [sys.executable, "-m", "tabletop_gui"]
    programs = [("bare PySide6 window", [sys.executable, "-c", staying(BARE_WINDOW)], None),
                ("tabletop-gui, start page, first start (source install)", app, first_start_env),
                ("tabletop-gui, start page, a game to continue (source install)", app, None),
                ("tabletop-gui, start page, first start, its modules never compiled and no "
                 "bytecode written", app, no_bytecode_env)]
    if bundle is not None:
        programs += [("tabletop-gui, start page, first start (one-folder bundle)", [bundle],
                      first_start_env),
                     ("tabletop-gui, start page, a game to continue (one-folder bundle)",
                      [bundle], None)]
    display = Display()
    mapped = {name: [] for name, _cmd, _env in programs}
    painted = {name: [] for name, _cmd, _env in programs}
    for k in range(repeat + 1):
        for name, cmd, made in programs:
            m, p = time_window(cmd, made() if made is not None else env, display=display)
            if k:
                mapped[name].append(m)
                painted[name].append(p)
    bare = "bare PySide6 window"
    rows = []
    for name, _cmd, _env in programs:
        row = [name]
        for times in (mapped, painted):
            med = statistics.median(times[name])
            paired = statistics.median(s / b for s, b in zip(times[name], times[bare],
                                                               strict=True))
            row += [f"{med:.3f}", f"{med / statistics.median(times[bare]):.2f}x",
                    f"{paired:.2f}x"]
        rows.append(row)
    table(f"Process start to the window mapped and to its first paint on the screen, timed from "
          f"outside (the display polled), median of {repeat} (the programs taking turns)",
          ("program", "mapped s", "vs bare", "round by round", "painted s", "vs bare",
           "round by round"), rows)


def main(argv=None):
    """``python -m bench view [--bundle PATH] [--startup-only] [--outside] [--repeat N]``"""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m bench view")
    parser.add_argument("--bundle", nargs="?", const="", default=None,
                        help="time the one-folder bundle too (its folder or executable; "
                             "default dist/tabletop-gui)")
    parser.add_argument("--startup-only", action="store_true",
                        help="only the process start to first frame rows")
    parser.add_argument("--outside", action="store_true",
                        help="only the start timed from outside the program: the display "
                             "polled for its window and its first pixels (bench/outside_check.py)")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv or [])
    bundle = None
    if args.bundle is not None:
        bundle = bundle_executable(args.bundle or None)
        if bundle is None:
            raise SystemExit(f"no bundle at {args.bundle or 'dist/tabletop-gui'} "
                             "(bash packaging/linux/build.sh makes one)")
    if args.outside:
        outside_times(args.repeat, bundle)
        return
    if not args.startup_only:
        frame_times()
    startup_times(args.repeat, bundle)


if __name__ == "__main__":
    main()
