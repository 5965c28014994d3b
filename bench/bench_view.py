"""3D view speed: frame time of the full 30-sphere table vs an empty GLViewWidget of the same
size (same process, same surface format), and process start to first painted frame vs a bare
PySide6 window. Run under Xvfb: ``xvfb-run -a python -m bench view``.

The shadows are measured side by side: the same table with the key light's shadows switched
off, and with the shadow map drawn again at every frame (what a frame costs while a piece is in
flight; while the camera turns, the map is reused)."""

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
class W(QWidget):
    done = False
    def paintEvent(self, ev):
        super().paintEvent(ev)
        if not W.done:
            W.done = True
            print(f"first-frame {time.time():.6f}", flush=True)
            QTimer.singleShot(0, QApplication.instance().quit)
app = QApplication(sys.argv)
w = W(); w.resize(1240, 780); w.setWindowTitle("bare"); w.show()
app.exec()
"""


def _frame_ms(widget, app, frames, before=None):
    """Median time to render one frame into the widget's framebuffer and finish it.

    ``paintGL`` is called directly with the widget's context current (its framebuffer bound):
    ``repaint()`` may skip a widget the window system reports as not exposed, which silently
    measured nothing."""
    from OpenGL import GL

    app.processEvents()
    widget.makeCurrent()
    for _ in range(10):                                   # warm up: shaders, buffers
        widget.paintGL()
    GL.glFinish()
    times = []
    for _ in range(frames):
        if before is not None:
            before()
        t0 = time.perf_counter()
        widget.paintGL()
        GL.glFinish()                                     # wait for the GPU (llvmpipe) too
        times.append((time.perf_counter() - t0) * 1000.0)
    widget.doneCurrent()
    return statistics.median(times)


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
    full = BoardView()
    # the Pylos table as the game shows it (its scene and its default camera), without a window
    full.set_camera_limits(pylos_controller.CENTRE_BOX, pylos_controller.DISTANCE_RANGE,
                           pylos_controller.DEFAULT_CAMERA, pylos_controller.TOP_CAMERA)
    full.reset_camera()
    scene = PylosScene(full)
    # every sphere on the table: 15 light + 15 dark filling the pyramid
    board = {p: ("light" if i % 2 == 0 else "dark") for i, p in enumerate(geo.PLACES)}
    scene.show_position(board, {"light": 0, "dark": 0})
    scene.set_ghosts(None)
    mid = {p: board[p] for p in geo.PLACES[:14]}
    for w in (empty, full):
        w.resize(*SIZE)
        w.show()
    app.processEvents()
    rows = []
    results = {}
    for name, w in (("empty GLViewWidget", empty), ("full 30-sphere table", full)):
        results[name] = _frame_ms(w, app, FRAMES)
    full.shadows_enabled = False
    results["full table, shadows off"] = _frame_ms(full, app, FRAMES)
    full.shadows_enabled = True

    def moved():                 # as if a sphere moved: the shadow map is drawn again
        scene.spheres.shadow_version += 1

    results["full table, shadow map redrawn (a piece in flight)"] = _frame_ms(
        full, app, FRAMES, before=moved)
    # mid-game: 14 on the board, 16 in the trays (the usual case)
    scene.show_position(mid, {"light": 8, "dark": 8})
    results["mid-game table (30 spheres)"] = _frame_ms(full, app, FRAMES)
    # a person's turn in that position: every hollow that takes a sphere glows, a ghost shows
    # where the pointer is
    open_places = [p for p in geo.PLACES[:16] if p not in mid] + ["2a1", "2c1"]
    scene.set_mouths(open_places, hover=open_places[0])
    scene.set_ghosts((open_places[0], "light"))
    results["mid-game, a person's turn (glowing hollows, ghost)"] = _frame_ms(full, app, FRAMES)
    base = results["empty GLViewWidget"]
    for name, ms in results.items():
        rows.append((name, f"{ms:.2f}", f"{ms / base:.2f}x"))
    dpr = full.devicePixelRatioF()
    table(f"Frame time, {SIZE[0]}x{SIZE[1]} px (dpr {dpr:g}), 4x MSAA, median of {FRAMES}",
          ("scene", "ms/frame", "vs empty"), rows)
    empty.close()
    full.close()


def _first_frame_s(cmd, env, repeat):
    times = []
    for _ in range(repeat):
        t0 = time.time()
        out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)
        line = [ln for ln in out.stdout.splitlines() if ln.startswith("first-frame ")]
        if not line:
            raise RuntimeError(f"no first frame from {cmd}: {out.stderr[-500:]}")
        times.append(float(line[0].split()[1]) - t0)
    return statistics.median(times)


def startup_times(repeat=5):
    import tempfile

    tmp = tempfile.mkdtemp()
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(tmp, "c"),
               XDG_DATA_HOME=os.path.join(tmp, "d"), TABLETOP_GUI_FIRST_FRAME_EXIT="1")
    bare = _first_frame_s([sys.executable, "-c", BARE_WINDOW], env, repeat)
    app = _first_frame_s([sys.executable, "-m", "tabletop_gui"], env, repeat)
    table(f"Process start to first painted frame, median of {repeat}",
          ("program", "seconds", "vs bare"),
          [("bare PySide6 window", f"{bare:.3f}", "1.00x"),
           ("tabletop-gui (3D table)", f"{app:.3f}", f"{app / bare:.2f}x")])


def main():
    frame_times()
    startup_times()


if __name__ == "__main__":
    main()
