"""The pick ray: screen position -> world ray -> what the player sees there. Pure numpy.

The widget gives us its model-view-projection matrix (pyqtgraph: ``projectionMatrix(region,
viewport) * viewMatrix()``) as a row-major 4x4 array. Screen positions are in the widget's
logical pixels with the origin at the top-left corner, exactly as ``QMouseEvent.position()``
reports them; the projection only depends on the aspect ratio, so the device pixel ratio does
not enter.
"""

from __future__ import annotations

from collections.abc import Container, Mapping, Sequence
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from PySide6.QtGui import QMatrix4x4


def qmatrix_to_array(matrix: QMatrix4x4) -> np.ndarray:
    """A QMatrix4x4 as a row-major (4, 4) float array (``data()`` is column-major)."""
    rows: np.ndarray = np.array(matrix.data(), dtype=float).reshape(4, 4).T
    return rows


def project(points: np.ndarray, mvp: np.ndarray, width: float, height: float) -> np.ndarray:
    """World points (N, 3) -> screen positions (N, 2) in pixels, y down. Points behind the
    camera come out as NaN."""
    pts = np.atleast_2d(np.asarray(points, dtype=float))
    hom = np.hstack([pts, np.ones((len(pts), 1))]) @ mvp.T
    w = hom[:, 3:4]
    with np.errstate(divide="ignore", invalid="ignore"):
        ndc = np.where(w > 1e-12, hom[:, :3] / w, np.nan)
    sx = (ndc[:, 0] + 1.0) * 0.5 * width
    sy = (1.0 - ndc[:, 1]) * 0.5 * height
    return np.stack([sx, sy], axis=1)


def unproject(x: float, y: float, mvp: np.ndarray, width: float, height: float
              ) -> tuple[np.ndarray, np.ndarray]:
    """The ray under screen position (x, y): (origin on the near plane, unit direction)."""
    inv = np.linalg.inv(mvp)
    ndc_x = 2.0 * x / width - 1.0
    ndc_y = 1.0 - 2.0 * y / height
    near = inv @ np.array([ndc_x, ndc_y, -1.0, 1.0])
    far = inv @ np.array([ndc_x, ndc_y, 1.0, 1.0])
    near = near[:3] / near[3]
    far = far[:3] / far[3]
    direction = far - near
    direction /= np.linalg.norm(direction)
    return near, direction


def ray_sphere_distances(origin: np.ndarray, direction: np.ndarray, centres: np.ndarray,
                         radius: float | np.ndarray) -> np.ndarray:
    """Distance along the (unit) ray to the first hit of each sphere; inf where it misses or
    the sphere lies behind the origin."""
    centres = np.atleast_2d(np.asarray(centres, dtype=float))
    if centres.size == 0:
        return np.empty(0)
    oc = origin[None, :] - centres                   # (N, 3)
    b = oc @ direction                               # (N,)
    c = np.einsum("ij,ij->i", oc, oc) - radius * radius
    disc = b * b - c
    hit = disc >= 0.0
    sq = np.sqrt(np.where(hit, disc, 0.0))
    t0 = -b - sq
    t1 = -b + sq
    t = np.where(t0 >= 0.0, t0, t1)                  # origin inside a sphere: its exit point
    return np.where(hit & (t >= 0.0), t, np.inf)


def ray_disc_distances(origin: np.ndarray, direction: np.ndarray, centres: np.ndarray,
                       radius: float | Sequence[float] | np.ndarray) -> np.ndarray:
    """Distance along the (unit) ray to each horizontal disc (centre, radius: one for all or
    one each) it passes through from above; inf where it misses one, passes it from below or
    runs parallel to it."""
    centres = np.atleast_2d(np.asarray(centres, dtype=float))
    if centres.size == 0:
        return np.empty(0)
    if direction[2] > -1e-9:                       # looking up or level: no disc seen from above
        return np.full(len(centres), np.inf)
    t = (centres[:, 2] - origin[2]) / direction[2]
    hit = origin[None, :2] + t[:, None] * direction[None, :2]
    r = np.broadcast_to(np.asarray(radius, dtype=float), t.shape)
    inside = np.einsum("ij,ij->i", hit - centres[:, :2], hit - centres[:, :2]) <= r * r
    return np.where(inside & (t >= 0.0), t, np.inf)


#: How much of a sphere that cannot be clicked hides what lies behind it, as a share of its
#: radius: its outermost rim lets the pointer through to a place that can. Seen from the
#: default camera the middle of a hollow just behind a sphere lies under that sphere's rim
#: (0.87-0.96 of its radius from its centre), and a pointer there found nothing at all.
OCCLUDER_SHARE = 0.85


def pick_visible(x: float, y: float, mvp: np.ndarray, width: float, height: float,
                 bodies: Mapping[str, np.ndarray], mouths: Mapping[str, np.ndarray],
                 candidates: Container[str], radius: float = 0.5,
                 mouth_radius: dict[str, float] | float = 0.5) -> str | None:
    """The candidate the player sees under the screen position, or None.

    ``bodies`` are the spheres that are drawn (name -> centre): they hide what lies behind them
    and are picked by what shows of them, when their name is a candidate. ``mouths`` are the
    empty places a sphere may go to (name -> centre of a horizontal disc): the hollow in the
    board, or the opening between four supports. Nothing invisible stands in front of what is
    drawn: an empty place is not a sphere, so it cannot hide the hollow behind it (with a
    sphere-shaped stand-in, pointing at the middle of a hollow picked the place in front).
    ``mouth_radius`` is one radius for all mouths or one per name. A body that is not a
    candidate hides things with its core only (:data:`OCCLUDER_SHARE`): a pointer on its rim
    reaches the candidate behind it."""
    origin, direction = unproject(x, y, mvp, width, height)
    best_t, best = np.inf, None
    if bodies:
        names = list(bodies)
        radii = np.array([radius if n in candidates else radius * OCCLUDER_SHARE
                          for n in names])
        d = ray_sphere_distances(origin, direction,
                                 np.array([bodies[n] for n in names], dtype=float), radii)
        if d.size and np.isfinite(d.min()):
            i = int(np.argmin(d))
            best_t, best = float(d[i]), names[i]
    if mouths:
        names = list(mouths)
        mouth_radii = ([mouth_radius[n] for n in names] if isinstance(mouth_radius, dict)
                       else mouth_radius)
        d = ray_disc_distances(origin, direction,
                               np.array([mouths[n] for n in names], dtype=float), mouth_radii)
        if d.size and np.isfinite(d.min()):
            i = int(np.argmin(d))
            if d[i] < best_t:
                best_t, best = float(d[i]), names[i]
    return best if best in candidates else None
