"""The 3D table widget: a pyqtgraph GLViewWidget with our camera rules and our own pick ray.

Mouse: left drag orbits, middle drag (or Shift/Ctrl + left drag) pans, the wheel zooms. A press
and release that moved less than ``CLICK_SLOP`` pixels is a click: it picks the candidate place
under the pointer (``placeClicked``); anything longer is a camera drag and never a click.
Keys: arrows orbit, +/- zoom, R or Home resets the camera, T looks from the top, Tab/Shift+Tab
walk through the places that can be clicked now, Space/Return click the one walked to,
Escape asks to cancel the half-made turn.

The widget shows one game at a time (``set_game``): Pylos's scene, or PILUS's, whose table
grows as tiles are laid (``frame`` adapts the camera limits to the covered extent). In PILUS
mode the pick ray finds the stack top under the pointer (``cellHovered``/``cellClicked`` carry
``(cell, anchor)``), the wheel with Ctrl or Shift, Q/E and Space rotate the tile in hand
(``rotateRequested``), and Tab/Shift+Tab ask the controller to walk its keyboard cursor
(``walkRequested``; Return then confirms).
"""

from __future__ import annotations

from typing import Mapping

import numpy as np
import pyqtgraph.opengl as gl
from OpenGL import GL
from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QVector3D

from . import geometry as geo
from . import picking
from . import pilus_geometry as pgeo
from .scene import BACKGROUND, PylosScene

CLICK_SLOP = 5          # pixels a press may move and still be a click

ELEVATION_RANGE = (5.0, 89.0)
DISTANCE_RANGE = (5.0, 32.0)
CENTRE_BOX = (6.0, 6.0, 0.0, 3.0)   # |x| <= 6, |y| <= 6, 0 <= z <= 3
FOV = 42.0                           # horizontal field of view, degrees

DEFAULT_CAMERA = {"elevation": 50.0, "azimuth": -90.0, "distance": 20.5,
                  "centre": (0.0, 0.2, 0.0)}
TOP_CAMERA = {"elevation": 89.0, "azimuth": -90.0, "distance": 20.0,
              "centre": (0.0, 0.0, 0.0)}


class BoardView(gl.GLViewWidget):
    """The table. Tell it what is pickable (``set_candidates``); it reports clicks on them."""

    placeClicked = Signal(str)
    placeHovered = Signal(object)      # a place name or None
    cancelRequested = Signal()
    confirmRequested = Signal()        # Return with nothing walked to: "Done"
    glFailed = Signal(str)
    cellHovered = Signal(object)       # PILUS: ((x, y) under the pointer, anchor) or None
    cellClicked = Signal(object)       # PILUS: ((x, y), anchor)
    rotateRequested = Signal(int)      # PILUS: +1 clockwise, -1 counter-clockwise
    walkRequested = Signal(int)        # PILUS: Tab (+1) / Shift+Tab (-1), the keyboard cursor

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setMinimumSize(320, 240)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setBackgroundColor(BACKGROUND)
        self.opts["fov"] = FOV
        self.scene = PylosScene(self)
        self.pylos_scene = self.scene
        self.pilus_scene = None
        self.game = "pylos"
        self.centre_box = CENTRE_BOX
        self.distance_range = DISTANCE_RANGE
        self.default_camera = dict(DEFAULT_CAMERA)
        self.top_camera = dict(TOP_CAMERA)
        self._candidates: dict[str, str] = {}
        self._input_enabled = True
        self._press_pos: QPointF | None = None
        self._press_button = Qt.MouseButton.NoButton
        self._dragging = False
        self._hover: str | None = None
        self._pointer: QPointF | None = None
        self._key_cursor: int = -1
        self.gl_error: str | None = None
        self.frames_painted = 0
        self.reset_camera()

    # ---- OpenGL -------------------------------------------------------------------------
    def initializeGL(self) -> None:
        try:
            problem = self._context_problem()
            if problem is None:
                super().initializeGL()
        except Exception as exc:                      # no usable OpenGL: say why, don't crash
            problem = str(exc) or exc.__class__.__name__
        if problem is not None:
            self._gl_failed(problem)

    def _gl_failed(self, problem: str) -> None:
        self.gl_error = problem
        self.glFailed.emit(problem)

    def _context_problem(self) -> str | None:
        """Why the widget's context cannot be drawn with: invalid, or not the one PyOpenGL
        sees as current (it then fails every paint, e.g. bound to GLX while Qt made an EGL
        context)."""
        context = self.context()
        if context is None or not context.isValid():
            return self.tr("The OpenGL context is not valid.")
        from OpenGL import platform

        if not platform.PLATFORM.GetCurrentContext():
            return self.tr("PyOpenGL sees no current OpenGL context.")
        return None

    def paintGL(self) -> None:
        if self.gl_error is not None:
            return
        context = self.context()
        if context is None or not context.isValid():   # lost since initializeGL
            self._gl_failed(self.tr("The OpenGL context is not valid."))
            return
        super().paintGL()
        self._make_opaque()
        self.frames_painted += 1

    @staticmethod
    def _make_opaque() -> None:
        """Set the frame's alpha to 1 everywhere. Blended items (ghosts, glowing rings, PILUS
        highlights) leave alpha below 1 where they are drawn, and Qt composes the widget as a
        premultiplied image: a window grab or a compositor then shows wrapped colours there
        (the amber rings came out cyan and blue). One clear of the alpha channel per frame."""
        GL.glColorMask(GL.GL_FALSE, GL.GL_FALSE, GL.GL_FALSE, GL.GL_TRUE)
        GL.glClearColor(0.0, 0.0, 0.0, 1.0)
        GL.glClear(GL.GL_COLOR_BUFFER_BIT)
        GL.glColorMask(GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE, GL.GL_TRUE)

    # ---- which game ---------------------------------------------------------------------
    def set_game(self, game: str, palette: str = "safe") -> None:
        """Show the table of ``game`` ("pylos" or "pilus"); the other scene is hidden."""
        if game == "pilus" and self.pilus_scene is None:
            from .pilus_scene import PilusScene

            self.pilus_scene = PilusScene(self, palette)
        if game == self.game:
            return
        self.game = game
        pilus = game == "pilus"
        for item in (self.pylos_scene.table, self.pylos_scene.spheres, self.pylos_scene.mouths,
                     self.pylos_scene.ghosts):
            item.setVisible(not pilus)
        if self.pilus_scene is not None:
            self.pilus_scene.set_visible(pilus)
        self.scene = self.pilus_scene if pilus else self.pylos_scene
        if pilus:
            self.frame(pgeo.extent([(0, 0), (1, 1)]), reset=True)
        else:
            self.centre_box = CENTRE_BOX
            self.distance_range = DISTANCE_RANGE
            self.default_camera = dict(DEFAULT_CAMERA)
            self.top_camera = dict(TOP_CAMERA)
            self.reset_camera()
        self._candidates = {}
        self._set_hover(None)
        self._show_mouths()

    def frame(self, box: tuple, reset: bool = False) -> None:
        """PILUS: the camera's limits and defaults follow the covered extent (x0, y0, x1, y1)."""
        x0, y0, x1, y1 = box
        cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0
        size = max(x1 - x0, y1 - y0, 2.0)
        half = size / 2.0 + 3.0
        self.centre_box = (cx, cy, half, half, 0.0, 1.0)
        self.distance_range = (4.0, max(16.0, size * 3.2 + 8.0))
        dist = max(10.0, (size + 3.0) * 1.25 + 3.0)    # room for the next ring of tiles
        self.default_camera = {"elevation": 42.0, "azimuth": -90.0, "distance": dist,
                               "centre": (cx, cy - 0.3, 0.0)}
        self.top_camera = {"elevation": 89.0, "azimuth": -90.0, "distance": dist,
                           "centre": (cx, cy, 0.0)}
        if reset:
            self.reset_camera()
        else:
            self._clamp_camera()
            self.update()

    # ---- camera -------------------------------------------------------------------------
    def _set_camera(self, cam: Mapping) -> None:
        self.opts["center"] = QVector3D(*cam["centre"])
        self.opts["distance"] = cam["distance"]
        self.opts["elevation"] = cam["elevation"]
        self.opts["azimuth"] = cam["azimuth"]
        self.opts["fov"] = FOV
        self._clamp_camera()
        self._refresh_hover()
        self.update()

    def reset_camera(self) -> None:
        self._set_camera(self.default_camera)

    def top_view(self) -> None:
        self._set_camera(self.top_camera)

    def camera(self) -> dict:
        c = self.opts["center"]
        return {"elevation": self.opts["elevation"], "azimuth": self.opts["azimuth"],
                "distance": self.opts["distance"], "centre": (c.x(), c.y(), c.z())}

    def set_camera(self, **cam) -> None:
        merged = self.camera()
        merged.update(cam)
        self._set_camera(merged)

    def _clamp_camera(self) -> None:
        o = self.opts
        o["elevation"] = float(np.clip(o["elevation"], *ELEVATION_RANGE))
        o["distance"] = float(np.clip(o["distance"], *self.distance_range))
        o["azimuth"] = float(o["azimuth"]) % 360.0
        if o["azimuth"] > 180.0:
            o["azimuth"] -= 360.0
        c = o["center"]
        box = self.centre_box
        if len(box) == 4:                       # Pylos: centred on the origin
            bx, by, z0, z1 = box
            cx = cy = 0.0
        else:
            cx, cy, bx, by, z0, z1 = box
        o["center"] = QVector3D(float(np.clip(c.x(), cx - bx, cx + bx)),
                                float(np.clip(c.y(), cy - by, cy + by)),
                                float(np.clip(c.z(), z0, z1)))

    def orbit(self, azim, elev):
        super().orbit(azim, elev)
        self._clamp_camera()

    def pan(self, dx, dy, dz, relative="global"):
        super().pan(dx, dy, dz, relative=relative)
        self._clamp_camera()

    def zoom(self, factor: float) -> None:
        self.opts["distance"] *= factor
        self._clamp_camera()
        self.update()

    # ---- matrices and picking -----------------------------------------------------------
    def mvp(self) -> np.ndarray:
        """Row-major model-view-projection of the current camera, as painted."""
        viewport = self.getViewport()
        proj = self.projectionMatrix(viewport, viewport)
        return picking.qmatrix_to_array(proj * self.viewMatrix())

    def screen_pos(self, place: str) -> QPointF:
        """Where to point at a place (logical pixels): the centre of its sphere when one lies
        there, else the middle of its mouth (the hollow, or the opening between its supports)."""
        point = (geo.place_centre(place) if place in self.pylos_scene.board
                 else geo.place_mouth(place))
        return self.world_to_screen(point)

    def set_candidates(self, candidates: Mapping[str, str]) -> None:
        """The places a click may pick now (place -> kind, kinds are the caller's)."""
        self._candidates = dict(candidates)
        self._key_cursor = -1
        self._refresh_hover()
        self._show_mouths()

    def set_input_enabled(self, enabled: bool) -> None:
        self._input_enabled = enabled
        self._refresh_hover()
        self._show_mouths()

    def _show_mouths(self) -> None:
        """Pylos: the empty places a click may fill glow ("click a glowing hollow"); the
        occupied candidates are spheres, which the caller makes glow themselves."""
        if self.game != "pylos":
            return
        board = self.pylos_scene.board
        places = ([p for p in self._candidates if p not in board] if self._input_enabled
                  else [])
        self.pylos_scene.set_mouths(places, self._hover)

    def input_enabled(self) -> bool:
        return self._input_enabled

    def world_to_screen(self, point) -> QPointF:
        x, y = picking.project(np.asarray(point, dtype=float)[None, :], self.mvp(),
                               self.width(), self.height())[0]
        return QPointF(float(x), float(y))

    def pick_cell(self, x: float, y: float):
        """PILUS: ((cell), anchor) of the stack top under (x, y), or None."""
        scene = self.pilus_scene
        if scene is None:
            return None
        origin, direction = picking.unproject(x, y, self.mvp(), self.width(), self.height())
        hit = pgeo.pick_cell(origin, direction, scene.height)
        if hit is None:
            return None
        cell, point, _h = hit
        return cell, pgeo.anchor_for(point)

    def pick_at(self, x: float, y: float):
        if self.game == "pilus":
            return self.pick_cell(x, y) if self._input_enabled else None
        if not self._input_enabled or not self._candidates:
            return None
        # What is drawn: the spheres, and above level 1 the ghosts once they show (a ghost on a
        # hollow stays see-through for aiming: the hollow behind it is what the player sees).
        # Empty places are aimed at by their mouths, never by a sphere that is not there.
        board = self.pylos_scene.board
        bodies = {p: geo.place_centre(p) for p in board}
        for p in self.pylos_scene.ghost_places():
            if p[0] != "1" and p in self._candidates and p not in board:
                bodies[p] = geo.place_centre(p)
        mouths = {p: geo.place_mouth(p) for p in self._candidates if p not in board}
        radii = {p: geo.MOUTH_PICK_RADIUS[int(p[0])] for p in mouths}
        return picking.pick_visible(x, y, self.mvp(), self.width(), self.height(), bodies,
                                    mouths, self._candidates, geo.RADIUS, radii)

    def hovered(self) -> str | None:
        return self._hover

    def _set_hover(self, place) -> None:
        if place != self._hover:
            self._hover = place
            if self.game == "pilus":
                self.cellHovered.emit(place)
            else:
                self._show_mouths()
                self.placeHovered.emit(place)

    def _refresh_hover(self) -> None:
        if not hasattr(self, "_candidates"):
            return
        if not self._input_enabled:
            self._set_hover(None)
            return
        if 0 <= self._key_cursor < len(self._candidates):
            self._set_hover(sorted(self._candidates)[self._key_cursor])
            return
        # the pointer's last position as the events told it: the ghost follows the events, not
        # a cursor position the window system may report late (or, on a shared display, move)
        pos = self._pointer
        self._set_hover(self.pick_at(pos.x(), pos.y()) if pos is not None else None)

    # ---- mouse --------------------------------------------------------------------------
    def mousePressEvent(self, ev) -> None:
        self._pointer = ev.position()
        self._press_pos = ev.position()
        self.mousePos = ev.position()
        self._press_button = ev.button()
        self._dragging = False

    def mouseMoveEvent(self, ev) -> None:
        pos = ev.position()
        self._pointer = pos
        buttons = ev.buttons()
        if buttons == Qt.MouseButton.NoButton or self._press_pos is None:
            self.mousePos = pos
            self._key_cursor = -1
            self._set_hover(self.pick_at(pos.x(), pos.y()))
            return
        if not self._dragging:
            moved = pos - self._press_pos
            if abs(moved.x()) + abs(moved.y()) < CLICK_SLOP:
                return
            self._dragging = True
            self.mousePos = self._press_pos
        diff = pos - self.mousePos
        self.mousePos = pos
        mods = ev.modifiers()
        panning = buttons == Qt.MouseButton.MiddleButton or (
            buttons == Qt.MouseButton.LeftButton
            and mods & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier))
        if panning:
            self.pan(diff.x(), diff.y(), 0, relative="view-upright")
        elif buttons == Qt.MouseButton.LeftButton:
            self.orbit(-diff.x() * 0.5, diff.y() * 0.5)

    def mouseReleaseEvent(self, ev) -> None:
        was_click = (not self._dragging and self._press_pos is not None
                     and ev.button() == Qt.MouseButton.LeftButton
                     and self._press_button == Qt.MouseButton.LeftButton)
        self._press_pos = None
        self._dragging = False
        pos = ev.position()
        self._pointer = pos
        if was_click:
            place = self.pick_at(pos.x(), pos.y())
            if place is not None:
                if self.game == "pilus":
                    self.cellClicked.emit(place)
                else:
                    self.placeClicked.emit(place)
        self._set_hover(self.pick_at(pos.x(), pos.y()))

    def wheelEvent(self, ev) -> None:
        delta = ev.angleDelta().y() or ev.angleDelta().x()
        mods = ev.modifiers()
        if self.game == "pilus" and mods & (Qt.KeyboardModifier.ControlModifier
                                            | Qt.KeyboardModifier.ShiftModifier):
            if delta:
                self.rotateRequested.emit(1 if delta < 0 else -1)
            ev.accept()
            return
        self.zoom(0.999 ** delta)
        self._refresh_hover()

    def leaveEvent(self, ev) -> None:
        self._pointer = None
        if self._key_cursor < 0:
            self._set_hover(None)
        super().leaveEvent(ev)

    # ---- keys ---------------------------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:    # keep Tab for walking the places
        return False

    def keyPressEvent(self, ev) -> None:
        key = ev.key()
        if self.game == "pilus" and key in (Qt.Key.Key_Q, Qt.Key.Key_E, Qt.Key.Key_Space):
            self.rotateRequested.emit(-1 if key == Qt.Key.Key_Q else 1)
            ev.accept()
            return
        if key in (Qt.Key.Key_R, Qt.Key.Key_Home):
            self.reset_camera()
        elif key == Qt.Key.Key_T:
            self.top_view()
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(0.9)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / 0.9)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            if self.game == "pilus":
                self.walkRequested.emit(-1 if key == Qt.Key.Key_Backtab else 1)
            else:
                self.walk(-1 if key == Qt.Key.Key_Backtab else 1)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._input_enabled and self._hover is not None and self._key_cursor >= 0:
                self.placeClicked.emit(self._hover)
            elif key != Qt.Key.Key_Space:
                self.confirmRequested.emit()
        elif key == Qt.Key.Key_Escape:
            self.cancelRequested.emit()
        else:
            super().keyPressEvent(ev)
            return
        ev.accept()

    def point_at(self, place: str) -> bool:
        """Put the keyboard cursor on ``place`` (a hint shows its next step this way: the ghost
        appears there and Space or Enter takes the step). False when it is not clickable now."""
        if not self._input_enabled or place not in self._candidates:
            return False
        self._key_cursor = sorted(self._candidates).index(place)
        self._refresh_hover()
        return True

    def walk(self, step: int) -> None:
        """Move the keyboard cursor through the clickable places (sorted by name)."""
        if not self._input_enabled or not self._candidates:
            return
        n = len(self._candidates)
        self._key_cursor = (self._key_cursor + step) % n if self._key_cursor >= 0 else (
            0 if step > 0 else n - 1)
        self._refresh_hover()

