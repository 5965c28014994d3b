"""Where a card over the table hides least of it: the outline of what the table shows, seen
through the camera (:func:`table_outline`), and the edge or corner of the view that covers
the least of it, its middle counting most (:func:`least_hiding`); or, where the camera frames
the table anew beside the card, the edge whose free part of the view shows the table largest
(:func:`clear_place`). The game-over card places itself with these (:mod:`.game_over`)."""

from __future__ import annotations

from typing import Optional

import numpy as np
from PySide6.QtCore import QPointF, QRect, QSize
from PySide6.QtGui import QPolygonF

from . import lighting, picking
from .framing import FramingTable

MARGIN = 16                # px from the table's edges
# How much more a pixel of the card over the middle of the table costs than one over its rim:
# the middle (the pyramid's top, the last tiles laid among the others) is what decided the game
CORE_WEIGHT = 4.0
CORE_SCALE = 0.6           # the middle: the table's outline shrunk this much round its centre
GLIDE_WAIT_MS = 350        # a little over the camera's glide (orbit_camera.GLIDE_MS)


def _hull(points: list[QPointF]) -> QPolygonF:
    """The convex hull of ``points`` (Andrew's monotone chain), anticlockwise on screen."""
    pts = sorted({(p.x(), p.y()) for p in points})
    if len(pts) < 3:
        return QPolygonF([QPointF(x, y) for x, y in pts])

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    upper: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return QPolygonF([QPointF(x, y) for x, y in lower[:-1] + upper[:-1]])


def _area(polygon: QPolygonF) -> float:
    """The area a polygon encloses (the shoelace formula; closed or not)."""
    n = polygon.size()
    total = 0.0
    for i in range(n):
        a, b = polygon.at(i), polygon.at((i + 1) % n)
        total += a.x() * b.y() - b.x() * a.y()
    return abs(total) / 2.0


def table_outline(board: FramingTable) -> Optional[QPolygonF]:
    """What the table shows, on the screen: the outline (in the board view's pixels) of the
    world box round everything on it now (what casts a shadow: the board, the trays and the
    spheres as high as they stand; every tile laid and the pawns), seen through the camera as
    it is now. None with nothing on the table or the box behind the camera."""
    box = lighting.caster_box(lighting.casters(board.items))
    if box is None:
        return None
    x0, y0, z0, x1, y1, z1 = box
    corners = [(x, y, z) for x in (x0, x1) for y in (y0, y1) for z in (z0, z1)]
    screen = picking.project(np.array(corners, dtype=float), board.mvp(),
                             board.width(), board.height())
    if not np.isfinite(screen).all():
        return None
    return _hull([QPointF(float(x), float(y)) for x, y in screen])


def least_hiding(size: QSize, room: QSize, outline: Optional[QPolygonF]) -> QRect:
    """Where a card of ``size`` hides least of the table in a view of ``room``: at the top
    or bottom edge (centred or in a corner), or at a side, the place covering the least of
    the table's ``outline``, its middle counting :data:`CORE_WEIGHT` times. A tie (the felt
    alone under several places) goes to the first of: top, bottom, the top corners, the
    bottom corners, the sides. With no outline: the top edge, centred."""
    w, h = size.width(), size.height()
    left, right = MARGIN, max(MARGIN, room.width() - w - MARGIN)
    centre_x = max(0, (room.width() - w) // 2)
    top, bottom = MARGIN, max(MARGIN, room.height() - h - MARGIN)
    middle_y = max(MARGIN, (room.height() - h) // 2)
    places = [QRect(centre_x, top, w, h), QRect(centre_x, bottom, w, h),
              QRect(right, top, w, h), QRect(left, top, w, h),
              QRect(right, bottom, w, h), QRect(left, bottom, w, h),
              QRect(right, middle_y, w, h), QRect(left, middle_y, w, h)]
    if outline is None or outline.size() < 3:
        return places[0]
    centre = outline.boundingRect().center()
    core = QPolygonF([centre + (outline.at(i) - centre) * CORE_SCALE
                      for i in range(outline.size())])

    def cost(place: QRect) -> float:
        card = QPolygonF(place.toRectF())
        return (_area(outline.intersected(card))
                + CORE_WEIGHT * _area(core.intersected(card)))

    costs = [cost(place) for place in places]
    # a place no better than the first by a sliver of the card (a few pixels' rows of the
    # table's rim) keeps the calmer choice
    slack = 0.01 * w * h
    best = min(costs)
    return next(p for p, c in zip(places, costs, strict=True) if c <= best + slack)


KEEP = 1.05     # another edge must show the table this much larger to move the card there


def clear_place(size: QSize, room: QSize, outline: Optional[QPolygonF],
                keep: Optional[int] = None) -> tuple[int, QRect, QRect]:
    """Where a card of ``size`` goes in a view of ``room`` when the table is framed again in
    the part of the view it leaves free: (which place, the card's rectangle, the free part).
    The places: the top edge (the table below it), the bottom edge (above it), the bottom
    right and the bottom left corners (the table beside it); the one whose free part takes
    the table's ``outline`` (its shape as the camera shows it: its size does not matter)
    largest, the first of them on a tie. ``keep``: the place the card is in, kept unless
    another shows the table :data:`KEEP` times larger (the table's shape changes a little as
    it is framed again: the card does not hop)."""
    w, h = size.width(), size.height()
    rw, rh = room.width(), room.height()
    centre_x = max(0, (rw - w) // 2)
    top, bottom = MARGIN, max(MARGIN, rh - h - MARGIN)
    left, right = MARGIN, max(MARGIN, rw - w - MARGIN)
    below = top + h + MARGIN
    places = [(QRect(centre_x, top, w, h), QRect(0, below, rw, rh - below)),
              (QRect(centre_x, bottom, w, h), QRect(0, 0, rw, bottom - MARGIN)),
              (QRect(right, bottom, w, h), QRect(0, 0, right - MARGIN, rh)),
              (QRect(left, bottom, w, h), QRect(left + w + MARGIN, 0, rw - left - w - MARGIN,
                                                rh))]
    if outline is not None and outline.size() >= 3:
        box = outline.boundingRect()
        ow, oh = max(box.width(), 1.0), max(box.height(), 1.0)
    else:
        ow = oh = 1.0

    def scale(free: QRect) -> float:
        return min(max(free.width(), 0) / ow, max(free.height(), 0) / oh)

    scales = [scale(free) for _card, free in places]
    best = max(range(len(places)), key=lambda i: (scales[i], -i))
    if keep is not None and 0 <= keep < len(places) and scales[best] <= scales[keep] * KEEP:
        best = keep
    return best, places[best][0], places[best][1]


__all__ = ["MARGIN", "GLIDE_WAIT_MS", "table_outline", "least_hiding", "clear_place"]
