"""The 3D table widget: a pyqtgraph GLViewWidget with our camera rules and our own pick ray.

Mouse: left drag orbits, middle drag (or Shift/Ctrl + left drag) pans, the wheel zooms. A press
and release that moved less than ``CLICK_SLOP`` pixels is a click: it picks what lies under the
pointer; anything longer is a camera drag and never a click. Keys: +/- zoom, R or Home resets
the camera, T looks from the top, Tab/Shift+Tab walk the game's keyboard cursor, Space/Return
click the hit walked to (Return with none confirms), Escape cancels the half-made turn.

The widget shows one game at a time: the active
:class:`~tabletop_gui.view.games.base.GameController` (``set_controller``) puts its scene's
items on the table, turns pointer positions into hits (``pick``) and takes the clicks, the
hover, the keys and the wheel before the camera does. The controller sets the camera's limits,
its start and its top view (``set_camera_limits``) when it becomes active, and again whenever
its table changes size; ``reset_camera`` then starts the camera afresh, ``clamp_camera`` keeps
it where it is, within the new limits, and ``glide_camera`` eases it to a new framing (a press of
a button, a drag, the wheel or a zoom key stops a glide where it is: a click picks what the
person saw). ``camera_by_hand`` says whether the person has moved the camera since the last
reset, for games that re-frame only what would otherwise fall out of view.

A start (or top) view may name what it must show instead of a fixed distance: ``"frame"``, a
list of world points. The camera then backs off just far enough for all of them to fit the
widget as it is shaped now (:func:`fit_camera`), centred on them, and fits again when the widget
is resized for as long as the person has not moved the camera since.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

import numpy as np
import pyqtgraph.opengl as gl
from OpenGL import GL
from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPointF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QVector3D

from . import lighting, picking
from .camera import FOV, FRAME_MARGIN, fit_camera, view_rotation  # noqa: F401  (this module's API too)
from .table import BACKGROUND

if TYPE_CHECKING:
    from .games.base import GameController

CLICK_SLOP = 5          # pixels a press may move and still be a click

ELEVATION_RANGE = (5.0, 89.0)
# The camera before a game sets its own limits: around the origin, from above at an angle.
# A centre box (cx, cy, bx, by, z0, z1): the camera's centre stays within |x - cx| <= bx,
# |y - cy| <= by, z0 <= z <= z1.
CentreBox = tuple[float, float, float, float, float, float]
DISTANCE_RANGE = (1.0, 100.0)
CENTRE_BOX: CentreBox = (0.0, 0.0, 10.0, 10.0, 0.0, 10.0)
DEFAULT_CAMERA = {"elevation": 45.0, "azimuth": -90.0, "distance": 20.0,
                  "centre": (0.0, 0.0, 0.0)}
TOP_CAMERA = {"elevation": 89.0, "azimuth": -90.0, "distance": 20.0,
              "centre": (0.0, 0.0, 0.0)}
GLIDE_MS = 300          # how long the camera takes to glide to a new framing (glide_camera)


# keys that work the table whatever widget of its window has the keyboard (a panel button just
# clicked, the move list, the score sheet), except a text entry: turning the tile, switching the
# spot, Tab's cursor
TABLE_KEYS = (Qt.Key.Key_Q, Qt.Key.Key_E, Qt.Key.Key_L, Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


def _takes_text(widget: Any) -> bool:
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit

    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return isinstance(widget, (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox))


class TableKeys(QObject):
    """Sends the table's keys (:data:`TABLE_KEYS`) pressed anywhere in its window to the table,
    so clicking a panel button or the move list never takes them away."""

    def __init__(self, board: "BoardView") -> None:
        super().__init__(board)
        self.board = board

    def eventFilter(self, obj: Any, ev: Any) -> bool:
        if ev.type() not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        board = self.board
        if obj is board or ev.key() not in TABLE_KEYS or not board.isVisible():
            return False
        from PySide6.QtWidgets import QWidget

        if not isinstance(obj, QWidget) or obj.window() is not board.window():
            return False
        if obj is not obj.window().focusWidget() or _takes_text(obj):
            # (a key ignored by the widget with the keyboard goes on to its parents: it is
            # looked at once, for that widget)
            return False
        mods = ev.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
        if mods != Qt.KeyboardModifier.NoModifier:
            return False
        if ev.type() == QEvent.Type.KeyPress:
            board.keyPressEvent(ev)
        ev.accept()
        return True


class BoardView(gl.GLViewWidget):
    """The table. The active game's controller says what is pickable and takes the input."""

    glFailed = Signal(str)
    # the person moved the camera: turned, moved or zoomed it, or asked for the start or top
    # view with a key (the View menu's entries say so themselves); not a game framing its
    # table, nor a resize
    cameraMoved = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setMinimumSize(320, 240)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setBackgroundColor(BACKGROUND)
        self.opts["fov"] = FOV
        self.controller: GameController | None = None
        # keys the window takes first (the review's ←/→): ``hook(key, act)`` is True when
        # taken (``act`` False: only asks whether it would be)
        self.key_hook: Callable[[int, bool], bool] | None = None
        self.centre_box: CentreBox = CENTRE_BOX
        self.distance_range: tuple[float, float] = DISTANCE_RANGE
        self.default_camera: dict[str, Any] = dict(DEFAULT_CAMERA)
        self.top_camera: dict[str, Any] = dict(TOP_CAMERA)
        # "default" / "top" while the camera is the framed start or top view, untouched by the
        # person since (a resize then frames it again), else None
        self.framing: str | None = None
        self._input_enabled = True
        self._press_pos: QPointF | None = None
        self._press_button = Qt.MouseButton.NoButton
        self._dragging = False
        self._hover: Any = None
        self._pointer: QPointF | None = None
        self.gl_error: str | None = None
        self.frames_painted = 0
        # a camera glide (glide_camera): eased from one camera to another; a person's drag,
        # wheel or zoom key stops it. ``camera_by_hand``: the person moved the camera since the
        # last reset (games then re-frame only what would fall out of view).
        self.camera_by_hand = False
        self._glide_from: dict[str, Any] = {}
        self._glide_to: dict[str, Any] = {}
        self._glide = QVariantAnimation(self)
        self._glide.setStartValue(0.0)
        self._glide.setEndValue(1.0)
        self._glide.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._glide.valueChanged.connect(self._glide_step)
        # the frame's light as the lit items read it (see :mod:`.lighting`)
        self.lighting = lighting.FrameLight()
        # the key light casts shadows (off: the same light without them, e.g. to compare)
        self.shadows_enabled = True
        self.shadow_map: lighting.ShadowMap | None = None
        self.reset_camera()
        self._table_keys = TableKeys(self)

    def showEvent(self, ev) -> None:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is not None:             # (again and again is one filter: Qt keeps it once)
            app.installEventFilter(self._table_keys)
        super().showEvent(ev)

    # ---- OpenGL -------------------------------------------------------------------------
    def initializeGL(self) -> None:
        self.shadow_map = None                  # a new context: its framebuffer is made anew
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
        self._prepare_light()
        super().paintGL()
        self._make_opaque()
        self.frames_painted += 1

    def shadow_box(self) -> lighting.Box | None:
        """The world box the key light's shadows cover: the active game's (its controller's
        ``shadow_box``), else the box around everything that casts a shadow now."""
        box = self.controller.shadow_box() if self.controller is not None else None
        if box is not None:
            return box
        return lighting.caster_box(lighting.casters(self.items))

    def _prepare_light(self) -> None:
        """The frame's light: where the camera is, the viewport, and the shadow map, drawn
        again (a depth pass from the key light into its own framebuffer) only when something
        that casts a shadow changed."""
        light = self.lighting
        pos = self.cameraPosition()
        light.eye = np.array([pos.x(), pos.y(), pos.z()])
        region = self.getViewport()
        light.viewport = (float(region[2]), float(region[3]))
        light.shadows = False
        if not self.shadows_enabled:
            return
        casters = lighting.casters(self.items)
        box = self.shadow_box() if casters else None
        if box is None:
            return
        vao = getattr(self, "default_vao", None)        # a Core profile draws through a VAO
        if vao is not None and vao.isCreated():
            vao.bind()
        if self.shadow_map is None:
            self.shadow_map = lighting.ShadowMap()
        light.light_vp = self.shadow_map.update(casters, box, self.defaultFramebufferObject(),
                                                region)
        light.texture = self.shadow_map.texture
        light.texel = 1.0 / self.shadow_map.size
        light.shadows = True

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
    @property
    def scene(self) -> Any:
        """The active game's scene (None with no game)."""
        return self.controller.scene if self.controller is not None else None

    def set_controller(self, controller: GameController | None) -> None:
        """Show ``controller``'s game on the table: the other game's scene is hidden, the
        camera framed for this one, and the input goes to it."""
        if controller is self.controller:
            return
        old = self.controller
        self.controller = None
        if old is not None:
            old.show_scene(False)
        self._hover = None
        if controller is not None:
            controller.show_scene(True)
            self.controller = controller
            controller.frame_camera()
        self.refresh_hover()

    def set_camera_limits(self, centre_box: Sequence[float], distance_range: Sequence[float],
                          default_camera: Mapping[str, Any], top_camera: Mapping[str, Any]
                          ) -> None:
        """The camera's limits (the centre box (cx, cy, bx, by, z0, z1): see ``CENTRE_BOX``;
        the distance's (min, max)), its start and its top view. They apply from the next
        :meth:`reset_camera` or :meth:`clamp_camera`."""
        try:
            cx, cy, bx, by, z0, z1 = (float(v) for v in centre_box)
        except ValueError:
            raise ValueError("a centre box is (cx, cy, bx, by, z0, z1), not "
                             f"{tuple(centre_box)!r}") from None
        near, far = (float(v) for v in distance_range)
        self.centre_box = (cx, cy, bx, by, z0, z1)
        self.distance_range = (near, far)
        self.default_camera = dict(default_camera)
        self.top_camera = dict(top_camera)

    # ---- camera -------------------------------------------------------------------------
    def _set_camera(self, cam: Mapping) -> None:
        self.stop_glide()
        self._place_camera(cam)

    def _place_camera(self, cam: Mapping) -> None:
        self.opts["center"] = QVector3D(*cam["centre"])
        self.opts["distance"] = cam["distance"]
        self.opts["elevation"] = cam["elevation"]
        self.opts["azimuth"] = cam["azimuth"]
        self.opts["fov"] = FOV
        self._clamp_camera()
        self.refresh_hover()
        self.update()

    def framed(self, cam: Mapping[str, Any]) -> dict[str, Any]:
        """``cam`` as it shows in this widget now: fitted to its ``"frame"`` points (see
        :func:`fit_camera`) when it names some, within the distance range."""
        if cam.get("frame") is None:
            return dict(cam)
        aspect = self.width() / max(1, self.height())
        return fit_camera(cam, cam["frame"], aspect)

    def reset_camera(self) -> None:
        """The start view (R, Home, View > Reset Camera)."""
        self._set_camera(self.framed(self.default_camera))
        self.framing = "default"
        self.camera_by_hand = False

    def top_view(self) -> None:
        """Straight down on the table (T, View > Top View)."""
        self._set_camera(self.framed(self.top_camera))
        self.framing = "top"
        self.camera_by_hand = True          # the person's choice: games leave it be

    def ask_view(self, which: str) -> None:
        """The person asks for the start view ("default": R, Home, View > Reset Camera) or the
        top view ("top": T, View > Top View): a camera move of theirs, remembered as such."""
        if which == "top":
            self.top_view()
        else:
            self.reset_camera()
        self.cameraMoved.emit()

    def resizeEvent(self, ev) -> None:
        super().resizeEvent(ev)
        # a framed view stays framed for the widget's new shape
        if self.framing == "default":
            self._set_camera(self.framed(self.default_camera))
        elif self.framing == "top":
            self._set_camera(self.framed(self.top_camera))

    def camera(self) -> dict:
        c = self.opts["center"]
        return {"elevation": self.opts["elevation"], "azimuth": self.opts["azimuth"],
                "distance": self.opts["distance"], "centre": (c.x(), c.y(), c.z())}

    def set_camera(self, **cam) -> None:
        """Move the camera (any of elevation, azimuth, distance, centre), within the limits."""
        merged = self.camera()
        merged.update(cam)
        self._set_camera(merged)
        self.framing = None

    def glide_camera(self, ms: int | None = None, **cam: Any) -> None:
        """Move the camera to ``cam`` (any of centre, distance, elevation, azimuth; the others
        stay) over ``ms`` milliseconds (``GLIDE_MS``), eased in and out, turning the short
        way round. A person's drag, wheel or zoom key stops it where it is; a camera set
        outright (``set_camera``, R, T) replaces it; :meth:`finish_glide` ends it at once.
        ``ms`` <= 0 jumps."""
        start = self.camera()
        target = dict(start)
        target.update(cam)
        target["centre"] = tuple(float(v) for v in target["centre"])
        self._glide.stop()
        duration = GLIDE_MS if ms is None else int(ms)
        if duration <= 0:
            self._place_camera(target)
            return
        turn = (float(target["azimuth"]) - float(start["azimuth"]) + 180.0) % 360.0 - 180.0
        target["azimuth"] = float(start["azimuth"]) + turn
        self._glide_from, self._glide_to = start, target
        self._glide.setDuration(duration)
        self._glide.start()

    def gliding(self) -> bool:
        return self._glide.state() == QVariantAnimation.State.Running

    def glide_target(self) -> dict[str, Any] | None:
        """Where the camera is gliding to (None when it is not)."""
        return dict(self._glide_to) if self.gliding() else None

    def finish_glide(self) -> None:
        """End a glide at once, the camera where it was going (tests, screenshots)."""
        if self.gliding():
            self._glide.stop()
            self._place_camera(self._glide_to)

    def stop_glide(self) -> None:
        """Stop a glide where the camera is now."""
        self._glide.stop()

    def _glide_step(self, t: Any) -> None:
        a, b, u = self._glide_from, self._glide_to, float(t)
        if not a or not b:
            return
        cam: dict[str, Any] = {key: float(a[key]) + (float(b[key]) - float(a[key])) * u
                               for key in ("elevation", "azimuth", "distance")}
        cam["centre"] = tuple(float(p) + (float(q) - float(p)) * u
                              for p, q in zip(a["centre"], b["centre"], strict=True))
        self._place_camera(cam)

    def _by_hand(self) -> None:
        """The person moves the camera: a glide stops, and games leave their framing alone."""
        self.stop_glide()
        self.camera_by_hand = True

    def clamp_camera(self) -> None:
        """Keep the camera where it is, within the limits (after they changed), and repaint."""
        self._clamp_camera()
        self.update()

    def _clamp_camera(self) -> None:
        o = self.opts
        o["elevation"] = float(np.clip(o["elevation"], *ELEVATION_RANGE))
        o["distance"] = float(np.clip(o["distance"], *self.distance_range))
        o["azimuth"] = float(o["azimuth"]) % 360.0
        if o["azimuth"] > 180.0:
            o["azimuth"] -= 360.0
        c = o["center"]
        cx, cy, bx, by, z0, z1 = self.centre_box
        o["center"] = QVector3D(float(np.clip(c.x(), cx - bx, cx + bx)),
                                float(np.clip(c.y(), cy - by, cy + by)),
                                float(np.clip(c.z(), z0, z1)))

    def orbit(self, azim, elev):
        super().orbit(azim, elev)
        self._clamp_camera()
        self._moved_by_person()

    def pan(self, dx, dy, dz, relative="global"):
        super().pan(dx, dy, dz, relative=relative)
        self._clamp_camera()
        self._moved_by_person()

    def zoom(self, factor: float) -> None:
        self.opts["distance"] *= factor
        self._clamp_camera()
        self.update()
        self._moved_by_person()

    def _moved_by_person(self) -> None:
        self._by_hand()
        self.framing = None
        self.cameraMoved.emit()

    # ---- matrices and picking -----------------------------------------------------------
    def mvp(self) -> np.ndarray:
        """Row-major model-view-projection of the current camera, as painted."""
        viewport = self.getViewport()
        proj = self.projectionMatrix(viewport, viewport)
        return picking.qmatrix_to_array(proj * self.viewMatrix())

    def screen_pos(self, hit: Any) -> QPointF:
        """Where to point at ``hit`` (logical pixels), as the active game says."""
        pos = self.controller.screen_pos(hit) if self.controller is not None else None
        return pos if pos is not None else QPointF()

    def set_input_enabled(self, enabled: bool) -> None:
        self._input_enabled = enabled
        self.refresh_hover()
        if self.controller is not None:
            self.controller.input_enabled_changed(enabled)

    def input_enabled(self) -> bool:
        return self._input_enabled

    def world_to_screen(self, point) -> QPointF:
        x, y = picking.project(np.asarray(point, dtype=float)[None, :], self.mvp(),
                               self.width(), self.height())[0]
        return QPointF(float(x), float(y))

    def unproject(self, x: float, y: float) -> tuple:
        """The pick ray (origin, unit direction) through (x, y), in world coordinates."""
        return picking.unproject(x, y, self.mvp(), self.width(), self.height())

    def pick_at(self, x: float, y: float) -> Any:
        """What a click at (x, y) would pick now (the active game's hit), or None."""
        if not self._input_enabled or self.controller is None:
            return None
        return self.controller.pick(x, y)

    def hovered(self) -> Any:
        return self._hover

    def _set_hover(self, hit: Any) -> None:
        if hit != self._hover:
            self._hover = hit
            if self.controller is not None:
                self.controller.hovered(hit)

    def _keyboard_hit(self) -> Any:
        return self.controller.keyboard_hit() if self.controller is not None else None

    def refresh_hover(self) -> None:
        """Find the hover again (the camera, the input or what may be picked changed)."""
        if not self._input_enabled:
            self._set_hover(None)
            return
        keyed = self._keyboard_hit()
        if keyed is not None:
            self._set_hover(keyed)
            return
        # the pointer's last position as the events told it: the ghost follows the events, not
        # a cursor position the window system may report late (or, on a shared display, move)
        pos = self._pointer
        self._set_hover(self.pick_at(pos.x(), pos.y()) if pos is not None else None)

    # ---- mouse --------------------------------------------------------------------------
    def mousePressEvent(self, ev) -> None:
        self.stop_glide()
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
            if self.controller is not None:
                self.controller.drop_keyboard_hit()
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
        self._by_hand()
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
            hit = self.pick_at(pos.x(), pos.y())
            if hit is not None and self.controller is not None:
                self.controller.clicked(hit)
        self._set_hover(self.pick_at(pos.x(), pos.y()))

    def wheelEvent(self, ev) -> None:
        delta = ev.angleDelta().y() or ev.angleDelta().x()
        mods = ev.modifiers()
        if self.controller is not None and self.controller.wheel(delta, mods):
            ev.accept()
            return
        self._by_hand()
        self.zoom(0.999 ** delta)
        self.refresh_hover()

    def leaveEvent(self, ev) -> None:
        self._pointer = None
        if self._keyboard_hit() is None:
            self._set_hover(None)
        super().leaveEvent(ev)

    # ---- keys ---------------------------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:    # keep Tab for walking the places
        return False

    def event(self, ev) -> bool:
        # a key the window's hook takes now (the review's Home) is the table's, not a window
        # shortcut's (View > Reset Camera)
        if (ev.type() == QEvent.Type.ShortcutOverride and self.key_hook is not None
                and self.key_hook(ev.key(), False)):
            ev.accept()
            return True
        return super().event(ev)

    def keyPressEvent(self, ev) -> None:
        key = ev.key()
        # the window's review takes ←/→ (Home/End) before the game and the camera
        if self.key_hook is not None and self.key_hook(key, True):
            ev.accept()
            return
        ctl = self.controller
        if ctl is not None and ctl.key_pressed(key):
            ev.accept()
            return
        if key in (Qt.Key.Key_R, Qt.Key.Key_Home):
            self.ask_view("default")
        elif key == Qt.Key.Key_T:
            self.ask_view("top")
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self._by_hand()
            self.zoom(0.9)
        elif key == Qt.Key.Key_Minus:
            self._by_hand()
            self.zoom(1 / 0.9)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            if ctl is not None:
                ctl.walk(-1 if key == Qt.Key.Key_Backtab else 1)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if (self._input_enabled and self._hover is not None
                    and self._keyboard_hit() is not None and ctl is not None):
                ctl.clicked(self._hover)
            elif key != Qt.Key.Key_Space and ctl is not None:
                ctl.confirm()
        elif key == Qt.Key.Key_Escape:
            if ctl is not None:
                ctl.cancel()
        else:
            super().keyPressEvent(ev)
            return
        ev.accept()
