"""The table's orbit camera as pure geometry: pyqtgraph's view rotation for an elevation and an
azimuth, where points land on the screen (:func:`project_ndc`), and the camera that frames a set
of points in a view of a given shape (:func:`fit_camera`). Every game frames its table through
these (the Pylos start view, the PILUS layout as it grows), so there is one framing."""

from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

import numpy as np

from . import picking

FOV = 42.0                           # horizontal field of view, degrees
FRAME_MARGIN = 0.94      # a framed view fills this much of the widget's width or height


def view_rotation(elevation: float, azimuth: float) -> np.ndarray:
    """The (3, 3) rotation of pyqtgraph's view matrix for this elevation and azimuth
    (``GLViewWidget.viewMatrix``, without the distance and the centre)."""
    from PySide6.QtGui import QMatrix4x4

    m = QMatrix4x4()
    m.rotate(float(elevation) - 90.0, 1.0, 0.0, 0.0)
    m.rotate(float(azimuth) + 90.0, 0.0, 0.0, -1.0)
    return picking.qmatrix_to_array(m)[:3, :3]


Window = tuple[float, float, float, float]      # (x0, y0, x1, y1) of the view, NDC, y up
WHOLE: Window = (-1.0, -1.0, 1.0, 1.0)


def fit_camera(cam: Mapping[str, Any], points: Any, aspect: float, fov: float = FOV,
               margin: float = FRAME_MARGIN, iterations: int = 6,
               window: Window = WHOLE) -> dict[str, Any]:
    """``cam`` (elevation, azimuth, centre: its start) moved and backed off so that every one
    of ``points`` (N, 3) shows inside ``margin`` of a view ``aspect`` (width / height) wide,
    and their bounding box is centred on the screen. The centre keeps its height: it moves
    over the table, never into it. ``fov`` is horizontal, as pyqtgraph's. ``window``: the
    part of the view they must fit instead (the rest is under a card: see
    :meth:`.orbit_camera.OrbitCamera.set_frame_room`), their box centred in it."""
    fitted = _fit_whole(cam, points, aspect, fov, margin, iterations)
    if tuple(window) == WHOLE:
        return fitted
    return _fit_window(fitted, points, aspect, fov, margin, window)


def _screen(pts: np.ndarray, rot: np.ndarray, centre: np.ndarray, distance: float, tx: float,
            ty: float) -> tuple[np.ndarray, np.ndarray]:
    v = (pts - centre) @ rot.T
    depth = np.maximum(distance - v[:, 2], 1e-6)
    return v[:, 0] / (depth * tx), v[:, 1] / (depth * ty)


def _fit_window(cam: dict[str, Any], points: Any, aspect: float, fov: float, margin: float,
                window: Window, iterations: int = 24) -> dict[str, Any]:
    """``cam`` (framed for the whole view) backed off until the points' box on the screen is
    as large as ``margin`` of ``window`` allows, and moved over the table until that box is
    centred in it: the screen size of the box goes as one over the distance, and a step of
    the centre moves the box by its own screen length, so each round closes most of the gap."""
    pts = np.atleast_2d(np.asarray(points, dtype=float))
    x0, y0, x1, y1 = (float(v) for v in window)
    rot = view_rotation(cam["elevation"], cam["azimuth"])
    tx = float(np.tan(np.radians(fov) / 2.0))
    ty = tx / max(float(aspect), 1e-6)
    right = rot.T @ np.array([1.0, 0.0, 0.0])
    up = rot.T @ np.array([0.0, 1.0, 0.0])
    right[2] = 0.0
    up[2] = 0.0
    along = up / max(float(np.linalg.norm(up)), 1e-9)
    up_on_screen = float((rot @ along)[1])
    centre = np.asarray(cam["centre"], dtype=float).copy()
    distance = float(cam["distance"])
    for _ in range(iterations):
        sx, sy = _screen(pts, rot, centre, distance, tx, ty)
        scale = max((sx.max() - sx.min()) / max(margin * (x1 - x0), 1e-6),
                    (sy.max() - sy.min()) / max(margin * (y1 - y0), 1e-6))
        distance *= float(scale)
        sx, sy = _screen(pts, rot, centre, distance, tx, ty)
        off_x = (sx.min() + sx.max() - x0 - x1) / 2.0 * tx * distance
        off_y = (sy.min() + sy.max() - y0 - y1) / 2.0 * ty * distance
        centre = centre + right * off_x
        if abs(up_on_screen) > 1e-6:
            centre = centre + along * (off_y / up_on_screen)
    out = dict(cam)
    out["distance"] = distance
    out["centre"] = (float(centre[0]), float(centre[1]), float(centre[2]))
    return out


def _fit_whole(cam: Mapping[str, Any], points: Any, aspect: float, fov: float,
               margin: float, iterations: int) -> dict[str, Any]:
    pts = np.atleast_2d(np.asarray(points, dtype=float))
    rot = view_rotation(cam["elevation"], cam["azimuth"])
    tx = float(np.tan(np.radians(fov) / 2.0))
    ty = tx / max(float(aspect), 1e-6)
    centre = np.asarray(cam["centre"], dtype=float).copy()
    right = rot.T @ np.array([1.0, 0.0, 0.0])
    up = rot.T @ np.array([0.0, 1.0, 0.0])
    right[2] = 0.0
    up[2] = 0.0
    along = up / max(float(np.linalg.norm(up)), 1e-9)
    up_on_screen = float((rot @ along)[1])      # how far a step over the table moves up
    distance = float(cam.get("distance", 1.0))
    for _ in range(iterations):
        v = (pts - centre) @ rot.T                 # view coordinates, z towards the camera
        distance = float(np.max(v[:, 2] + np.maximum(np.abs(v[:, 0]) / (margin * tx),
                                                     np.abs(v[:, 1]) / (margin * ty))))
        depth = distance - v[:, 2]
        sx = v[:, 0] / (depth * tx)
        sy = v[:, 1] / (depth * ty)
        mid_x = (sx.min() + sx.max()) / 2.0 * tx * distance
        mid_y = (sy.min() + sy.max()) / 2.0 * ty * distance
        centre = centre + right * mid_x
        if abs(up_on_screen) > 1e-6:
            centre = centre + along * (mid_y / up_on_screen)
    out = dict(cam)
    out.pop("frame", None)
    out["distance"] = distance
    out["centre"] = (float(centre[0]), float(centre[1]), float(centre[2]))
    return out


def project_ndc(points: np.ndarray, centre: Sequence[float] | np.ndarray, distance: float,
                elevation: float, azimuth: float, fov: float, aspect: float
                ) -> tuple[np.ndarray, np.ndarray]:
    """Where ``points`` (N x 3) land in normalised device coordinates (-1..1 across the view)
    seen by the camera the table uses (pyqtgraph's orbit camera: ``fov`` horizontal, ``aspect``
    width / height), and their depths (positive in front of the camera)."""
    e, a = math.radians(elevation), math.radians(azimuth)
    c = np.asarray(centre, dtype=float)
    # (the view's direction from the angles alone: a camera at its centre, distance 0 as a
    # degenerate fit may ask, still looks somewhere)
    back = np.array([math.cos(e) * math.cos(a), math.cos(e) * math.sin(a), math.sin(e)])
    eye = c + distance * back
    f = -back
    r = np.cross(f, [0.0, 0.0, 1.0])
    r = r / (np.linalg.norm(r) or 1.0)
    u = np.cross(r, f)
    d = np.asarray(points, dtype=float) - eye
    depth = d @ f
    tx = math.tan(math.radians(fov) / 2.0)
    ty = tx / aspect
    safe = np.where(depth > 1e-6, depth, 1e-6)
    return np.stack([(d @ r) / (safe * tx), (d @ u) / (safe * ty)], axis=1), depth
