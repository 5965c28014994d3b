"""The table's orbit camera on a pyqtgraph GLViewWidget: its limits, the start and the top view,
framing, gliding, and the person's orbit, pan and zoom kept within the limits.

A game sets the camera's limits, its start and its top view (``set_camera_limits``) when it
becomes active, and again whenever its table changes size; ``reset_camera`` then starts the
camera afresh, ``clamp_camera`` keeps it where it is, within the new limits, and
``glide_camera`` eases it to a new framing (a press of a button, a drag, the wheel or a zoom key
stops a glide where it is: a click picks what the person saw). ``camera_by_hand`` says whether
the person has moved the camera since the last reset, for games that re-frame only what would
otherwise fall out of view.

A start (or top) view may name what it must show instead of a fixed distance: ``"frame"``, a
list of world points. The camera then backs off just far enough for all of them to fit the
widget as it is shaped now (:func:`~.camera.fit_camera`), centred on them, and fits again when
the widget is resized for as long as the person has not moved the camera since.

A card over the table (the game-over card, the review's bar) names the part of the view it
leaves free (``set_frame_room``): framed views then fit the table into that part, so that the
card hides none of it; the framed start or top view glides there at once, and a game that
frames its own table (PILUS) follows ``frameRoomChanged``.

The geometry (the view rotation, the fit) is :mod:`.camera`'s; the table widget
(:class:`~.board_view.BoardView`) adds the picture and the input.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np
import pyqtgraph.opengl as gl
from PySide6.QtCore import QEasingCurve, QRect, QVariantAnimation, Signal
from PySide6.QtGui import QResizeEvent, QVector3D
from PySide6.QtWidgets import QWidget

from .camera import FOV, WHOLE, Window, fit_camera

ELEVATION_RANGE = (5.0, 89.0)
# The camera before a game sets its own limits: around the origin, from above at an angle.
# A centre box (cx, cy, bx, by, z0, z1): the camera's centre stays within |x - cx| <= bx,
# |y - cy| <= by, z0 <= z <= z1.
CentreBox = tuple[float, float, float, float, float, float]
DISTANCE_RANGE = (1.0, 100.0)
CENTRE_BOX: CentreBox = (0.0, 0.0, 10.0, 10.0, 0.0, 10.0)
DEFAULT_CAMERA: dict[str, Any] = {"elevation": 45.0, "azimuth": -90.0, "distance": 20.0,
                                  "centre": (0.0, 0.0, 0.0)}
TOP_CAMERA: dict[str, Any] = {"elevation": 89.0, "azimuth": -90.0, "distance": 20.0,
                              "centre": (0.0, 0.0, 0.0)}
GLIDE_MS = 300          # how long the camera takes to glide to a new framing (glide_camera)


# pyqtgraph ships no stubs: --strict refuses its Any base class (the plain run does not ask)
class OrbitCamera(gl.GLViewWidget):  # type: ignore[misc, unused-ignore]
    """A GLViewWidget whose camera keeps to limits a game sets, frames views, and glides."""

    # the person moved the camera: turned, moved or zoomed it, or asked for the start or top
    # view with a key (the View menu's entries say so themselves); not a game framing its
    # table, nor a resize
    cameraMoved = Signal()
    # the part of the view framed views fit into changed (set_frame_room): glide there (True)
    # or go at once
    frameRoomChanged = Signal(bool)

    opts: dict[str, Any]        # pyqtgraph's camera and view options

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.opts["fov"] = FOV
        self.centre_box: CentreBox = CENTRE_BOX
        self.distance_range: tuple[float, float] = DISTANCE_RANGE
        self.default_camera: dict[str, Any] = dict(DEFAULT_CAMERA)
        self.top_camera: dict[str, Any] = dict(TOP_CAMERA)
        # "default" / "top" while the camera is the framed start or top view, untouched by the
        # person since (a resize then frames it again), else None
        self.framing: str | None = None
        # the part of the view (pixels) framed views fit into; None: all of it
        self.frame_room: QRect | None = None
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

    def _camera_placed(self) -> None:
        """The camera was placed anew (set, framed or glided a step): the widget's own follow-up,
        before it repaints (the table finds its hover again)."""

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

    # ---- placing the camera -------------------------------------------------------------
    def _set_camera(self, cam: Mapping[str, Any]) -> None:
        self.stop_glide()
        self._place_camera(cam)

    def _place_camera(self, cam: Mapping[str, Any]) -> None:
        self.opts["center"] = QVector3D(*cam["centre"])
        self.opts["distance"] = cam["distance"]
        self.opts["elevation"] = cam["elevation"]
        self.opts["azimuth"] = cam["azimuth"]
        self.opts["fov"] = FOV
        self._clamp_camera()
        self._camera_placed()
        self.update()

    def framed(self, cam: Mapping[str, Any]) -> dict[str, Any]:
        """``cam`` as it shows in this widget now: fitted to its ``"frame"`` points (see
        :func:`~.camera.fit_camera`) when it names some, within the distance range, in the
        part of the view a card leaves free (:meth:`set_frame_room`)."""
        if cam.get("frame") is None:
            return dict(cam)
        aspect = self.width() / max(1, self.height())
        return fit_camera(cam, cam["frame"], aspect, window=self.room_window())

    def set_frame_room(self, room: QRect | None, glide: bool = True) -> None:
        """Framed views fit into ``room`` (the widget's pixels; None: the whole view): a card
        over the rest of the view hides nothing of the table. The framed start or top view
        glides there (``glide`` False: goes at once); a game framing its own table follows
        ``frameRoomChanged``."""
        room = None if room is None or room.isEmpty() else QRect(room)
        if room == self.frame_room:
            return
        self.frame_room = room
        if self.framing in ("default", "top"):
            cam = self.framed(self.default_camera if self.framing == "default"
                              else self.top_camera)
            cam.pop("frame", None)
            self.glide_camera(None if glide else 0, **cam)
        self.frameRoomChanged.emit(glide)

    def release_frame_room(self, room: QRect) -> None:
        """A card that had named ``room`` goes: framed views fit the whole view again, unless
        another card has named its own room since."""
        if room == self.frame_room:
            self.set_frame_room(None)

    def room_window(self) -> Window:
        """The part of the view framed views fit into, in normalised device coordinates
        (x0, y0, x1, y1, y up; see :meth:`set_frame_room`)."""
        room, w, h = self.frame_room, max(1, self.width()), max(1, self.height())
        if room is None:
            return WHOLE
        x0, x1 = max(0, room.left()), min(w, room.left() + room.width())
        top, bottom = max(0, room.top()), min(h, room.top() + room.height())
        if x1 - x0 < 8 or bottom - top < 8:
            return WHOLE
        return (2.0 * x0 / w - 1.0, 1.0 - 2.0 * bottom / h, 2.0 * x1 / w - 1.0, 1.0 - 2.0 * top / h)

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

    def resizeEvent(self, ev: QResizeEvent) -> None:
        super().resizeEvent(ev)
        # a framed view stays framed for the widget's new shape
        if self.framing == "default":
            self._set_camera(self.framed(self.default_camera))
        elif self.framing == "top":
            self._set_camera(self.framed(self.top_camera))

    def camera(self) -> dict[str, Any]:
        c = self.opts["center"]
        return {"elevation": self.opts["elevation"], "azimuth": self.opts["azimuth"],
                "distance": self.opts["distance"], "centre": (c.x(), c.y(), c.z())}

    def set_camera(self, **cam: Any) -> None:
        """Move the camera (any of elevation, azimuth, distance, centre), within the limits."""
        merged = self.camera()
        merged.update(cam)
        self._set_camera(merged)
        self.framing = None

    # ---- gliding ------------------------------------------------------------------------
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

    # ---- the person's moves, within the limits ------------------------------------------
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

    def orbit(self, azim: float, elev: float) -> None:
        super().orbit(azim, elev)
        self._clamp_camera()
        self._moved_by_person()

    def pan(self, dx: float, dy: float, dz: float, relative: str = "global") -> None:
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
