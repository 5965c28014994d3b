"""Where PILUS things sit on the table, and the pick ray against stacked tiles. Pure numpy.

A cell ``(x, y)`` is the unit square [x, x+1] x [y, y+1] of the table plane (z = 0); a tile at
level L is a slab from ``(L-1) * THICKNESS`` to ``L * THICKNESS`` over its 2 x 2 cells, so a tile
resting partly on air visibly overhangs (its bottom stays at (L-1) * THICKNESS).

The pick ray meets the top faces of the stacks: it is intersected with the horizontal planes at
every possible height (0 .. MAX_LEVEL times the thickness), and the nearest hit whose cell really
has that height wins. The ghost of a tile then anchors on the grid corner nearest to the hit
point: the tile's 2 x 2 block is centred there, so the cell under the pointer is always one of
its four cells (the one nearest the pointer).
"""

from __future__ import annotations

import math
from typing import Callable, Iterable, Mapping, Optional, Sequence

import numpy as np

from ... import camera
from ...camera import project_ndc

THICKNESS = 0.30
MAX_LEVEL = 5

Cell = tuple[int, int]


def levels_of(laid: Sequence[tuple[str, int, int]]) -> list[int]:
    """The level of each tile of ``laid`` (in the order laid), replaying the heights."""
    h: dict[Cell, int] = {}
    out = []
    for _name, x, y in laid:
        cells = tile_cells(x, y)
        level = 1 + max(h.get(c, 0) for c in cells)
        for c in cells:
            h[c] = level
        out.append(level)
    return out


def heights_of(laid: Sequence[tuple[str, int, int]]) -> dict[Cell, int]:
    h: dict[Cell, int] = {}
    for (_name, x, y), level in zip(laid, levels_of(laid), strict=True):
        for c in tile_cells(x, y):
            h[c] = level
    return h


def tile_cells(x: int, y: int) -> tuple[Cell, Cell, Cell, Cell]:
    """The four cells of a tile at (x, y), in name order (lower-left, upper-left, upper-right,
    lower-right), as in the rules."""
    return ((x, y), (x, y + 1), (x + 1, y + 1), (x + 1, y))


def cell_top(height: int) -> float:
    return height * THICKNESS


def cell_centre(cell: Cell, height: int) -> np.ndarray:
    return np.array([cell[0] + 0.5, cell[1] + 0.5, cell_top(height)], dtype=float)


def extent(cells: Iterable[Cell]) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of the covered cells (the starting tile when there are none)."""
    cells = list(cells) or [(0, 0), (1, 1)]
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return float(min(xs)), float(min(ys)), float(max(xs) + 1), float(max(ys) + 1)


def camera_for(extent: tuple[float, float, float, float]
               ) -> tuple[tuple[float, float, float, float, float, float], tuple[float, float],
                          dict[str, object], dict[str, object]]:
    """The camera for a table covering ``extent`` (x0, y0, x1, y1), which grows as tiles are
    laid: the centre box (cx, cy, bx, by, z0, z1), the distance range, the start and the top
    view (the arguments of ``BoardView.set_camera_limits``). The start leaves room for the
    next ring of tiles."""
    x0, y0, x1, y1 = extent
    cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0
    size = max(x1 - x0, y1 - y0, 2.0)
    half = size / 2.0 + 3.0
    centre_box = (cx, cy, half, half, 0.0, 1.0)
    distance_range = (4.0, max(16.0, size * 3.2 + 8.0))
    dist = max(10.0, (size + 3.0) * 1.25 + 3.0)
    default: dict[str, object] = {"elevation": 42.0, "azimuth": -90.0, "distance": dist,
                                  "centre": (cx, cy - 0.3, 0.0)}
    top: dict[str, object] = {"elevation": 89.0, "azimuth": -90.0, "distance": dist,
                              "centre": (cx, cy, 0.0)}
    return centre_box, distance_range, default, top


ELEVATION = 48.0        # the default camera's: high enough to see every tile, low enough to
AZIMUTH = -90.0         # see the steps between levels
FRAME_MARGIN = 0.45     # cells of table kept around the layout when framing it
MIN_SPAN = 7.0          # cells: the smallest square of table the framing takes in
FILL = 0.9              # the framed layout reaches this far towards the view's edges (NDC)


def box_corners(extent: tuple[float, float, float, float], top: float,
                margin: float = 0.0) -> np.ndarray:
    """The 8 corners of the box over ``extent`` (x0, y0, x1, y1), grown by ``margin`` around,
    from the table up to ``top``."""
    x0, y0, x1, y1 = extent
    return np.array([(x, y, z) for x in (x0 - margin, x1 + margin)
                     for y in (y0 - margin, y1 + margin) for z in (0.0, top)], dtype=float)


def layout_points(heights: Mapping[Cell, int], extra: Iterable[Cell] = (),
                  margin: float = FRAME_MARGIN) -> np.ndarray:
    """The points the camera keeps in view: each covered cell (and each of ``extra``), grown by
    ``margin`` of table, from the table up to a level above its stack (where a ghost on it
    would stand). Cell by cell, not the bounding box: a ragged layout is framed by its tiles,
    not by the empty corners of its box. The starting tile's cells when there are none."""
    cells = {c: heights.get(c, 0) for c in list(heights) + list(extra)} or \
        {c: 0 for c in tile_cells(0, 0)}
    out = []
    # never closer than a MIN_SPAN square of table around the layout's middle: the first tiles
    # do not fill the view, and the next ones have room
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    mx, my = (min(xs) + max(xs) + 1) / 2.0, (min(ys) + max(ys) + 1) / 2.0
    for px in (mx - MIN_SPAN / 2.0, mx + MIN_SPAN / 2.0):
        for py in (my - MIN_SPAN / 2.0, my + MIN_SPAN / 2.0):
            out.append((px, py, 0.0))
    for (x, y), h in cells.items():
        top = cell_top(h + 1)
        for px in (x - margin, x + 1 + margin):
            for py in (y - margin, y + 1 + margin):
                out.append((px, py, 0.0))
                out.append((px, py, top))
    return np.unique(np.array(out, dtype=float), axis=0)


def fit_camera(points: np.ndarray, elevation: float, azimuth: float, fov: float,
               aspect: float, fill: float = FILL, window: camera.Window = camera.WHOLE
               ) -> tuple[tuple[float, float, float], float]:
    """The centre (on the table) and distance at which a camera looking from ``elevation`` /
    ``azimuth`` sees all of ``points`` as large as possible within ``fill`` of the view (of
    its ``window``, the part a card leaves free), centred: the table's one framing
    (:func:`..camera.fit_camera`)."""
    pts = np.asarray(points, dtype=float)
    middle = (pts.min(axis=0) + pts.max(axis=0)) / 2.0
    cam = camera.fit_camera({"elevation": elevation, "azimuth": azimuth,
                             "centre": (float(middle[0]), float(middle[1]), 0.0)},
                            pts, aspect, fov, margin=fill, window=window)
    cx, cy, _cz = cam["centre"]
    return (cx, cy, 0.0), float(cam["distance"])


def pick_cell(origin: np.ndarray, direction: np.ndarray, height: Callable[[Cell], int],
              max_level: int = MAX_LEVEL, thickness: float = THICKNESS
              ) -> Optional[tuple[Cell, tuple[float, float], int]]:
    """The top face the ray meets first: (cell, hit point (x, y), height), or None.

    ``height(cell)`` gives a cell's height (0: bare table)."""
    best = None
    dz = float(direction[2])
    if abs(dz) < 1e-12:
        return None
    for level in range(max_level + 1):
        s = (level * thickness - float(origin[2])) / dz
        if s < 0:
            continue
        px = float(origin[0] + s * direction[0])
        py = float(origin[1] + s * direction[1])
        cell = (math.floor(px), math.floor(py))
        if height(cell) == level and (best is None or s < best[0]):
            best = (s, cell, (px, py), level)
    if best is None:
        return None
    return best[1], best[2], best[3]


REACH = 3     # cells beyond the layout a pick may land on: no tile can be laid further out


def within_reach(cell: Cell, heights: Mapping[Cell, int]) -> bool:
    """Whether ``cell`` is near enough to the layout (``heights``) to matter to a pick: a ray
    near the horizon meets the table plane far away, which is no hit at all."""
    x0, y0, x1, y1 = extent(heights)
    return (x0 - REACH <= cell[0] < x1 + REACH) and (y0 - REACH <= cell[1] < y1 + REACH)


def tile_level(anchor: Cell, height: Callable[[Cell], int]) -> int:
    """The level a tile at ``anchor`` would lie on."""
    return 1 + max(height(c) for c in tile_cells(*anchor))


def spots_under(origin: np.ndarray, direction: np.ndarray, height: Callable[[Cell], int],
                accept: Callable[[Cell], bool], max_level: int = MAX_LEVEL,
                thickness: float = THICKNESS) -> list[tuple[Cell, int]]:
    """Every spot (anchor, level) whose ghost's top face the ray passes through and that
    ``accept`` takes, the first the ray meets first; of the spots of one level, the one
    centred nearest the ray first. So any part of a spot's footprint picks it (its cell over
    air too), and where footprints overlap the list says which to switch through."""
    dz = float(direction[2])
    if abs(dz) < 1e-12:
        return []
    found: list[tuple[float, float, Cell, int]] = []
    for level in range(1, max_level + 1):
        s = (level * thickness - float(origin[2])) / dz
        if s < 0:
            continue
        px = float(origin[0] + s * direction[0])
        py = float(origin[1] + s * direction[1])
        cx, cy = math.floor(px), math.floor(py)
        for anchor in ((cx - 1, cy - 1), (cx - 1, cy), (cx, cy - 1), (cx, cy)):
            if tile_level(anchor, height) != level or not accept(anchor):
                continue
            off = (px - anchor[0] - 1.0) ** 2 + (py - anchor[1] - 1.0) ** 2
            found.append((s, off, anchor, level))
    found.sort()
    return [(anchor, level) for _s, _off, anchor, level in found]


def anchor_for(point: tuple[float, float]) -> Cell:
    """The lower-left cell of the 2 x 2 block centred on the grid corner nearest ``point``."""
    return (math.floor(point[0] + 0.5) - 1, math.floor(point[1] + 0.5) - 1)


def aim_point(anchor: Cell, cell: Cell) -> tuple[float, float]:
    """A point inside ``cell`` (one of the block's four) whose :func:`anchor_for` is
    ``anchor``: a quarter of a cell from the block's centre."""
    cx, cy = anchor[0] + 1.0, anchor[1] + 1.0
    return (cx + (0.25 if cell[0] > anchor[0] else -0.25),
            cy + (0.25 if cell[1] > anchor[1] else -0.25))


__all__ = ["THICKNESS", "MAX_LEVEL", "box_corners", "layout_points", "project_ndc", "fit_camera", "levels_of",
           "heights_of", "tile_cells", "cell_top", "cell_centre", "extent", "pick_cell", "anchor_for", "aim_point",
           "REACH", "within_reach", "tile_level", "spots_under"]
