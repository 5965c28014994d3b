"""The PILUS table's heights view: what lets the heights of a late, crowded table be read at a
glance while the colours (the regions) stay readable. Pure geometry over plain data (the cells'
heights), drawn by :class:`.scene.PilusScene`; the View menu and the V key turn it on and off.

- **Contour shading**: the tops of lower tiles are darker (level 1 darkest), so the table reads as
  a relief; each square keeps its hue.
- **Contour lines**: a dark line along each edge where a cell stands higher than its covered
  neighbour, drawn on the higher cell: the outline of every plateau (a set of same-height cells).
- **Spot heights**: each plateau carries a badge, a flat token with its level as a number, in
  the level's own colour (the colour of that level's band on the tiles' sides, so the sides and
  the numbers tell the same story); it stands a little over the highlights' rims, which would
  cross it. A large plateau carries one per dozen cells or so. A badge sits on a
  grid corner inside the plateau when one exists (it then covers no square's mark, and no pawn),
  else between two of its cells, else on a cell without a pawn.

The digits are drawn as strokes (quads with round joins) in the table's plane, turned a
quarter turn at a time so that they read upright from wherever the camera looks.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

import numpy as np

from ...gl_items import StaticMeshItem
from ...table import Colour, TriangleSoup
from . import geometry as pg

Cell = tuple[int, int]

SHADE_LOW = 0.66       # the top of a level-1 tile in the heights view, of its usual brightness
SHADE_STEP = 0.13      # ... and each level up that much brighter, up to the usual brightness
CONTOUR = np.array([0.05, 0.05, 0.06])
CONTOUR_WIDTH = 0.075
LIFT = 0.016           # contour lines and badges above the tops (over the marks and seams)
BADGE_RADIUS = 0.27
BADGE_RING = 0.045     # the dark ring around a badge: it reads on every square's colour
BADGE_THICK = 0.07     # a badge is a flat token this thick: it stands over the highlights' rims
STROKE = 0.15          # a digit's stroke, of the digit's height
DIGIT_HEIGHT = 1.05    # of the badge's radius
CELLS_PER_BADGE = 12   # a larger plateau gets another badge per this many cells ...
BADGE_SPACING = 3.0    # ... at least this far (cells) from the others


def shade(level: int) -> float:
    """How bright the top of a tile on ``level`` is drawn in the heights view (1: as usual)."""
    return min(1.0, SHADE_LOW + SHADE_STEP * (max(level, 1) - 1))


def quarter_for(azimuth: float) -> int:
    """The quarter turn (0..3, counter-clockwise) that makes a digit read upright from a camera
    at ``azimuth`` (degrees; the default camera, at -90, looks along +y)."""
    return int(round((float(azimuth) + 90.0) / 90.0)) % 4


# ---- plateaus and where their numbers go -----------------------------------------------------
def plateaus(heights: Mapping[Cell, int]) -> list[tuple[int, list[Cell]]]:
    """The plateaus: maximal sets of covered cells of one height connected through sides, as
    (height, cells), in a stable order (by their lowest cell)."""
    seen: set[Cell] = set()
    out = []
    for start in sorted(heights):
        level = heights[start]
        if start in seen or level <= 0:
            continue
        cells, todo = [], [start]
        seen.add(start)
        while todo:
            c = todo.pop()
            cells.append(c)
            for n in ((c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1)):
                if n not in seen and heights.get(n, 0) == level:
                    seen.add(n)
                    todo.append(n)
        out.append((level, sorted(cells)))
    return out


def _candidates(cells: Sequence[Cell], avoid: set[Cell]) -> list[tuple[int, tuple[float, float]]]:
    """Where a plateau's badge may go, (rank, point), the best rank 0: grid corners with all
    four cells around them in the plateau, then the middles of edges between two of its cells
    (neither with a pawn), then the centres of its cells without a pawn."""
    cs = set(cells)
    out: list[tuple[int, tuple[float, float]]] = []
    for (x, y) in cells:
        if {(x + 1, y), (x, y + 1), (x + 1, y + 1)} <= cs:
            out.append((0, (x + 1.0, y + 1.0)))
    for (x, y) in cells:
        for n, point in (((x + 1, y), (x + 1.0, y + 0.5)), ((x, y + 1), (x + 0.5, y + 1.0))):
            if n in cs and (x, y) not in avoid and n not in avoid:
                out.append((1, point))
    for (x, y) in cells:
        if (x, y) not in avoid:
            out.append((2, (x + 0.5, y + 0.5)))
    return out


def _hidden(heights: Mapping[Cell, int], point: tuple[float, float], level: int,
            quarter: int) -> bool:
    """Whether a badge at ``point`` on ``level`` has a higher stack just in front of it, seen
    from a camera turned ``quarter`` quarter turns from the default (which looks along +y)."""
    angle = quarter * math.pi / 2
    tx, ty = math.sin(angle), -math.cos(angle)       # from the table towards the camera
    for k in (0.45, 0.8):
        for side in (-0.25, 0.0, 0.25):
            qx = point[0] + tx * k - ty * side
            qy = point[1] + ty * k + tx * side
            if heights.get((math.floor(qx), math.floor(qy)), 0) > level:
                return True
    return False


def badge_spots(heights: Mapping[Cell, int], avoid: Iterable[Optional[Cell]] = (),
                quarter: int = 0) -> list[tuple[float, float, int]]:
    """Where the spot heights go: (x, y, level) for each badge, one or more per plateau (see
    the module's notes). ``avoid``: cells whose centre a badge keeps off (the pawns'). A spot
    with a higher stack just in front of it, seen from the camera (``quarter``, as for
    :func:`digit_soup`), comes last: it would be hidden."""
    blocked = {tuple(c) for c in avoid if c is not None}
    out: list[tuple[float, float, int]] = []
    for level, cells in plateaus(heights):
        cands = [(rank + (4 if _hidden(heights, p, level, quarter) else 0), p)
                 for rank, p in _candidates(cells, blocked)]     # type: ignore[arg-type]
        if not cands:        # a single cell under a pawn: the badge goes beside the pawn
            x, y = cells[0]
            cands = [(3, (x + 0.5, y + 0.5))]
        mx = sum(c[0] + 0.5 for c in cells) / len(cells)
        my = sum(c[1] + 0.5 for c in cells) / len(cells)
        cands.sort(key=lambda c: (c[0], (c[1][0] - mx) ** 2 + (c[1][1] - my) ** 2))
        chosen = [cands[0][1]]
        wanted = max(1, int(round(len(cells) / CELLS_PER_BADGE)))
        while len(chosen) < wanted:
            best = None
            for rank, p in cands:
                gap = min(math.hypot(p[0] - q[0], p[1] - q[1]) for q in chosen)
                if gap >= BADGE_SPACING and (best is None or (rank, -gap) < best[0]):
                    best = ((rank, -gap), p)
            if best is None:
                break
            chosen.append(best[1])
        out.extend((p[0], p[1], level) for p in chosen)
    return out


# ---- the drawing -----------------------------------------------------------------------------
def _arc(cx: float, cy: float, r: float, a0: float, a1: float,
         n: int = 10) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in np.linspace(a0, a1, n)]


#: each digit a level can be (1 .. 5, see the rules) as polylines in a box 1 high (y up,
#: centred on the origin), drawn with round joins
DIGITS: dict[str, list[list[tuple[float, float]]]] = {
    "1": [[(-0.17, 0.29), (0.05, 0.5), (0.05, -0.5)]],
    "2": [_arc(0.0, 0.2, 0.28, 165.0, -35.0) + [(-0.3, -0.5), (0.32, -0.5)]],
    "3": [_arc(0.0, 0.25, 0.25, 160.0, -90.0) + _arc(0.0, -0.25, 0.25, 90.0, -160.0)[1:]],
    "4": [[(0.14, -0.5), (0.14, 0.5), (-0.32, -0.16), (0.34, -0.16)]],
    "5": [[(0.27, 0.5), (-0.2, 0.5), (-0.24, 0.05)] + _arc(0.0, -0.19, 0.29, 124.0, -145.0)],
}


def _flat_disc(soup: TriangleSoup, cx: float, cy: float, z: float, r: float, colour: Colour,
               n: int = 10) -> None:
    pts = [(cx + r * math.cos(2 * math.pi * k / n), cy + r * math.sin(2 * math.pi * k / n))
           for k in range(n)]
    for k in range(n):
        a, b = pts[k], pts[(k + 1) % n]
        soup.tri((cx, cy, z), (a[0], a[1], z), (b[0], b[1], z), colour)


def _flat_quad(soup: TriangleSoup, pts: Sequence[tuple[float, float]], z: float,
               colour: Colour) -> None:
    """A quad in the plane ``z``, its corners turned counter-clockwise seen from above."""
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = pts
    if (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) < 0:
        (ax, ay), (bx, by), (cx, cy), (dx, dy) = (dx, dy), (cx, cy), (bx, by), (ax, ay)
    soup.quad((ax, ay, z), (bx, by, z), (cx, cy, z), (dx, dy, z), colour)


def digit_soup(text: str, cx: float, cy: float, z: float, height: float, quarter: int,
               colour: Colour, soup: Optional[TriangleSoup] = None) -> TriangleSoup:
    """``text`` (digits) drawn flat at (cx, cy) in the plane ``z``, ``height`` tall, turned
    ``quarter`` quarter turns counter-clockwise."""
    soup = soup or TriangleSoup()
    angle = quarter * math.pi / 2
    ca, sa = math.cos(angle), math.sin(angle)
    advance = 0.78
    w = STROKE * height / 2.0
    for i, ch in enumerate(text):
        dx = (i - (len(text) - 1) / 2.0) * advance
        for line in DIGITS[ch]:
            pts = [((x + dx) * height, y * height) for x, y in line]
            pts = [(cx + ca * x - sa * y, cy + sa * x + ca * y) for x, y in pts]
            for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
                length = math.hypot(x1 - x0, y1 - y0)
                if length < 1e-9:
                    continue
                nx, ny = -(y1 - y0) / length * w, (x1 - x0) / length * w
                _flat_quad(soup, [(x0 - nx, y0 - ny), (x1 - nx, y1 - ny), (x1 + nx, y1 + ny),
                                  (x0 + nx, y0 + ny)], z, colour)
            for x, y in pts:                 # round joins and ends
                _flat_disc(soup, x, y, z, w, colour, 8)
    return soup


def badge_soup(x: float, y: float, level: int, face: Colour, ink: Colour, quarter: int,
               soup: Optional[TriangleSoup] = None) -> TriangleSoup:
    """A spot height: a flat token in ``face`` ringed in the contour colour, its level in
    ``ink``, lying on the top of ``level`` at (x, y)."""
    soup = soup or TriangleSoup()
    z0 = pg.cell_top(level) + 0.002
    z = z0 + BADGE_THICK
    n = 24
    r0, r1 = BADGE_RADIUS, BADGE_RADIUS + BADGE_RING
    for k in range(n):
        a0, a1 = 2 * math.pi * k / n, 2 * math.pi * (k + 1) / n
        i0 = (x + r0 * math.cos(a0), y + r0 * math.sin(a0), z)
        i1 = (x + r0 * math.cos(a1), y + r0 * math.sin(a1), z)
        o0 = (x + r1 * math.cos(a0), y + r1 * math.sin(a0), z)
        o1 = (x + r1 * math.cos(a1), y + r1 * math.sin(a1), z)
        soup.quad(i0, o0, o1, i1, CONTOUR)
        soup.tri((x, y, z), i0, i1, face)
        soup.quad((o0[0], o0[1], z0), (o1[0], o1[1], z0), o1, o0, CONTOUR * 1.6)
    digit_soup(str(level), x, y, z + 0.008, BADGE_RADIUS * DIGIT_HEIGHT, quarter, ink, soup)
    return soup


def contour_soup(heights: Mapping[Cell, int], soup: Optional[TriangleSoup] = None
                 ) -> TriangleSoup:
    """A dark line along every edge where a cell stands higher than its covered neighbour, on
    the higher cell's top (the outline of each plateau; the table's own edge has none)."""
    soup = soup or TriangleSoup()
    w = CONTOUR_WIDTH
    for (x, y), h in heights.items():
        if h <= 0:
            continue
        z = pg.cell_top(h) + LIFT
        for (dx, dy) in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            lower = heights.get((x + dx, y + dy), 0)
            if not 0 < lower < h:
                continue
            box: tuple[float, float, float, float]
            if dx == 1:
                box = (x + 1 - w, y, x + 1, y + 1)
            elif dx == -1:
                box = (x, y, x + w, y + 1)
            elif dy == 1:
                box = (x, y + 1 - w, x + 1, y + 1)
            else:
                box = (x, y, x + 1, y + w)
            x0, y0, x1, y1 = box
            soup.quad((x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z), CONTOUR)
    return soup


def overlay_soup(heights: Mapping[Cell, int], avoid: Iterable[Optional[Cell]], quarter: int,
                 face: Callable[[int], np.ndarray], ink: Callable[[int], np.ndarray]
                 ) -> tuple[TriangleSoup, list[tuple[float, float, int]]]:
    """The heights view's lines and badges (``face`` / ``ink``: a level's badge and digit
    colours), and where the badges are."""
    soup = contour_soup(heights)
    spots = badge_spots(heights, avoid, quarter)
    for x, y, level in spots:
        badge_soup(x, y, level, face(level), ink(level), quarter, soup)
    return soup, spots


class HeightsItem(StaticMeshItem):
    """The heights view's lines and badges: before each frame, a camera turned by a quarter or
    more has ``rebuild(quarter)`` called, so the numbers read upright again."""

    def __init__(self, meshdata: Any, rebuild: Callable[[int], None]) -> None:
        super().__init__(meshdata, casts_shadow=False)
        self.quarter = 0
        self._rebuild = rebuild

    def paint(self) -> None:
        view = self.view()
        opts = getattr(view, "opts", None)
        if opts is not None:
            q = quarter_for(opts.get("azimuth", -90.0))
            if q != self.quarter:
                self.quarter = q
                self._rebuild(q)
        super().paint()


__all__ = ["shade", "quarter_for", "plateaus", "badge_spots", "digit_soup", "badge_soup",
           "contour_soup", "overlay_soup", "HeightsItem"]
