"""The 3D table widget: the orbit camera (:class:`~.orbit_camera.OrbitCamera`) with the
frame's light and shadows, our own pick ray, and the person's input.

Mouse: left drag orbits, middle drag (or Shift/Ctrl + left drag) pans, the wheel zooms. A press
and release that moved less than ``CLICK_SLOP`` pixels is a click: it picks what lies under the
pointer; anything longer is a camera drag and never a click. Keys: +/- zoom, R or Home resets
the camera, T looks from the top, Tab/Shift+Tab walk the game's keyboard cursor, Space/Return
click the hit walked to (Return with none confirms), Escape cancels the half-made turn.

The widget shows one game at a time: the active game's controller (``set_controller``; what
the table asks of it: :class:`TableGame`, which
:class:`~tabletop_gui.view.games.base.GameController` is) puts its scene's items on the table,
turns pointer positions into hits (``pick``) and takes the clicks, the hover, the keys and the
wheel before the camera does. The controller sets the camera's limits, its start and its top
view when it becomes active (see :mod:`.orbit_camera`).
"""

from __future__ import annotations

from typing import Any, Callable, Protocol, cast

import numpy as np
from OpenGL import GL, platform
from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

from . import lighting, picking
from .camera import FOV as FOV  # the games' controllers have read the field of view from here
from .orbit_camera import OrbitCamera
from .table import BACKGROUND
from .table_keys import TableKeys

CLICK_SLOP = 5          # pixels a press may move and still be a click


class TableGame(Protocol):
    """What the table asks of the game on it (its controller: see
    :class:`~tabletop_gui.view.games.base.GameController` for what each one does). Named here,
    not imported, so that the table needs nothing of the games."""

    scene: Any

    def show_scene(self, visible: bool) -> None: ...
    def frame_camera(self) -> None: ...
    def shadow_box(self) -> lighting.Box | None: ...
    def pick(self, x: float, y: float) -> Any: ...
    def screen_pos(self, hit: Any) -> Any: ...
    def hovered(self, hit: Any) -> None: ...
    def clicked(self, hit: Any) -> None: ...
    def missed(self, x: float, y: float) -> None: ...
    def keyboard_hit(self) -> Any: ...
    def drop_keyboard_hit(self) -> None: ...
    def input_enabled_changed(self, enabled: bool) -> None: ...
    def key_pressed(self, key: int) -> bool: ...
    def wheel(self, delta: int, modifiers: Any) -> bool: ...
    def walk(self, step: int) -> None: ...
    def confirm(self) -> None: ...
    def cancel(self) -> None: ...


class BoardView(OrbitCamera):
    """The table. The active game's controller says what is pickable and takes the input."""

    glFailed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(320, 240)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setBackgroundColor(BACKGROUND)
        self.controller: TableGame | None = None
        # keys the window takes first (the review's ←/→): ``hook(key, act)`` is True when
        # taken (``act`` False: only asks whether it would be)
        self.key_hook: Callable[[int, bool], bool] | None = None
        self._input_enabled = True
        self._press_pos: QPointF | None = None
        self._press_button = Qt.MouseButton.NoButton
        self._dragging = False
        self._hover: Any = None
        self._pointer: QPointF | None = None
        self.gl_error: str | None = None
        self.frames_painted = 0
        # the frame's light as the lit items read it (see :mod:`.lighting`)
        self.lighting = lighting.FrameLight()
        # the key light casts shadows (off: the same light without them, e.g. to compare)
        self.shadows_enabled = True
        self.shadow_map: lighting.ShadowMap | None = None
        self.reset_camera()
        self._table_keys = TableKeys(self)

    def showEvent(self, ev: QShowEvent) -> None:
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
        problem: str | None = None
        if context is None or not context.isValid():
            problem = self.tr("The OpenGL context is not valid.")
        elif not platform.PLATFORM.GetCurrentContext():
            problem = self.tr("PyOpenGL sees no current OpenGL context.")
        return problem

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

    def set_controller(self, controller: TableGame | None) -> None:
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

    def _camera_placed(self) -> None:
        self.refresh_hover()            # what lies under the pointer moved with the camera

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

    def world_to_screen(self, point: Any) -> QPointF:
        x, y = picking.project(np.asarray(point, dtype=float)[None, :], self.mvp(),
                               self.width(), self.height())[0]
        return QPointF(float(x), float(y))

    def unproject(self, x: float, y: float) -> tuple[np.ndarray, np.ndarray]:
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
    def mousePressEvent(self, ev: QMouseEvent) -> None:
        self.stop_glide()
        self._pointer = ev.position()
        self._press_pos = ev.position()
        self.mousePos = ev.position()
        self._press_button = ev.button()
        self._dragging = False

    def mouseMoveEvent(self, ev: QMouseEvent) -> None:
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

    def mouseReleaseEvent(self, ev: QMouseEvent) -> None:
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
            elif self._input_enabled and self.controller is not None:
                self.controller.missed(pos.x(), pos.y())
        self._set_hover(self.pick_at(pos.x(), pos.y()))

    def wheelEvent(self, ev: QWheelEvent) -> None:
        delta = ev.angleDelta().y() or ev.angleDelta().x()
        mods = ev.modifiers()
        if self.controller is not None and self.controller.wheel(delta, mods):
            ev.accept()
            return
        self._by_hand()
        self.zoom(0.999 ** delta)
        self.refresh_hover()

    def leaveEvent(self, ev: QEvent) -> None:
        self._pointer = None
        if self._keyboard_hit() is None:
            self._set_hover(None)
        super().leaveEvent(ev)

    # ---- keys ---------------------------------------------------------------------------
    def focusNextPrevChild(self, next: bool) -> bool:    # keep Tab for walking the places
        return False

    def event(self, ev: QEvent) -> bool:
        # a key the window's hook takes now (the review's Home) is the table's, not a window
        # shortcut's (View > Reset Camera)
        if (ev.type() == QEvent.Type.ShortcutOverride and self.key_hook is not None
                and self.key_hook(cast(QKeyEvent, ev).key(), False)):
            ev.accept()
            return True
        return bool(super().event(ev))

    def keyPressEvent(self, ev: QKeyEvent) -> None:
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
