"""The PILUS table's highlights as triangles: every one (the ghost's frame, the pawn's cells,
a scoring region, the last move) is a raised rim around cells, never a tint over their colours
(a tint over the squares would undo the colour-blind palette); a ghost's cells over air are
rimmed in dashes over a pale veil down to what lies under them.
"""

from __future__ import annotations

from typing import Callable, Mapping, Optional, Sequence

import numpy as np

from ...gl_items import GLOW_RGB
from ...table import Colour
from ...table import TriangleSoup as _TriangleSoup
from . import geometry as pg
from .tile_mesh import circle_points

# highlights are raised rims, never tints (a rim with dark sides reads on every colour): what a
# click acts on (the ghost, the pawn's cells) in the table's one accent, a scoring region in
# near-white, the last move in the mover's colour
GHOST_FRAME = np.array(GLOW_RGB)
TARGET_COLOUR = np.array(GLOW_RGB)
SCORE_COLOUR = np.array([1.0, 1.0, 0.90])
# a ghost where the tile may not go: a red frame round its squares, dimmed towards grey (read
# with the reason beside it, so red alone never carries the meaning)
REFUSED_FRAME = np.array([0.86, 0.16, 0.12])
REFUSED_DIM = 0.45        # how far the refused ghost's squares go towards REFUSED_GREY
REFUSED_GREY = np.array([0.42, 0.42, 0.44])
# the regions a ghost would score (dashed near-white) and those a pawn keeps from scoring
# (dashed dark red): what the click will do, before it is made
PROTECTED_COLOUR = np.array([0.55, 0.10, 0.10])
AIR_COLOUR = np.array([0.96, 0.96, 0.98])  # the dashed rim of a ghost's cell over air


def rim_soup(cells: Sequence[pg.Cell], heights: Mapping[pg.Cell, int], colour: Colour,
             width: float = 0.08, rise: float = 0.05, inset: float = 0.02,
             dashed: bool = False, soup: Optional[_TriangleSoup] = None,
             level: Optional[int] = None,
             within: Optional[Sequence[pg.Cell]] = None) -> _TriangleSoup:
    """A raised rim along the outside edges of a set of cells, standing on each cell's top
    (or on ``level``'s top for all of them): a highlight that never covers a colour (a tint
    over the squares would undo the colour-blind palette). ``dashed``: in pieces. The outside
    edges are those of ``within`` (default: the cells themselves)."""
    soup = soup or _TriangleSoup()
    cs = set(within) if within is not None else set(cells)
    colour = np.asarray(colour, dtype=float)
    dark = colour * 0.55

    def strip(ax0: float, ay0: float, ax1: float, ay1: float, z: float) -> None:
        za = z + rise
        soup.quad((ax0, ay0, za), (ax1, ay0, za), (ax1, ay1, za), (ax0, ay1, za), colour)
        soup.quad((ax0, ay0, z), (ax1, ay0, z), (ax1, ay0, za), (ax0, ay0, za), dark)
        soup.quad((ax1, ay1, z), (ax0, ay1, z), (ax0, ay1, za), (ax1, ay1, za), dark)
        soup.quad((ax0, ay1, z), (ax0, ay0, z), (ax0, ay0, za), (ax0, ay1, za), dark)
        soup.quad((ax1, ay0, z), (ax1, ay1, z), (ax1, ay1, za), (ax1, ay0, za), dark)

    def edge(ax0: float, ay0: float, ax1: float, ay1: float, z: float) -> None:
        if not dashed:
            strip(ax0, ay0, ax1, ay1, z)
            return
        along_x = (ax1 - ax0) > (ay1 - ay0)
        lo, hi = (ax0, ax1) if along_x else (ay0, ay1)
        pieces = 4
        step = (hi - lo) / pieces
        for k in range(pieces):
            a, b = lo + k * step + step * 0.2, lo + (k + 1) * step - step * 0.2
            if along_x:
                strip(a, ay0, b, ay1, z)
            else:
                strip(ax0, a, ax1, b, z)

    w, m = width, inset
    for (x, y) in set(cells):
        z = pg.cell_top(heights.get((x, y), 0) if level is None else level) + 0.004
        if (x, y - 1) not in cs:
            edge(x + m, y + m, x + 1 - m, y + m + w, z)
        if (x, y + 1) not in cs:
            edge(x + m, y + 1 - m - w, x + 1 - m, y + 1 - m, z)
        if (x - 1, y) not in cs:
            edge(x + m, y + m, x + m + w, y + 1 - m, z)
        if (x + 1, y) not in cs:
            edge(x + 1 - m - w, y + m, x + 1 - m, y + 1 - m, z)
    return soup


def ring_soup(cx: float, cy: float, z: float, r0: float, r1: float, colour: Colour,
              soup: Optional[_TriangleSoup] = None, n: int = 28) -> _TriangleSoup:
    """A flat ring around (cx, cy) at height z."""
    soup = soup or _TriangleSoup()
    inner, outer = circle_points(r0, n), circle_points(r1, n)
    for k in range(n):
        i0, i1 = inner[k], inner[(k + 1) % n]
        o0, o1 = outer[k], outer[(k + 1) % n]
        soup.quad((cx + i0[0], cy + i0[1], z), (cx + o0[0], cy + o0[1], z),
                  (cx + o1[0], cy + o1[1], z), (cx + i1[0], cy + i1[1], z), colour)
    return soup


def air_veil(air: Sequence[pg.Cell], cells: Sequence[pg.Cell], level: int,
             height: Callable[[pg.Cell], int]) -> _TriangleSoup:
    """Pale walls from a ghost's underside down to what lies under its cells over air, on
    their outside edges: the gap the tile would bridge."""
    soup = _TriangleSoup()
    cs = set(cells)
    colour = np.array([0.95, 0.95, 0.92])
    z1 = pg.cell_top(level - 1)
    for (x, y) in air:
        z0 = pg.cell_top(height((x, y)))
        if (x, y - 1) not in cs:
            soup.quad((x, y, z0), (x + 1, y, z0), (x + 1, y, z1), (x, y, z1), colour)
        if (x, y + 1) not in cs:
            soup.quad((x + 1, y + 1, z0), (x, y + 1, z0), (x, y + 1, z1), (x + 1, y + 1, z1),
                      colour)
        if (x - 1, y) not in cs:
            soup.quad((x, y + 1, z0), (x, y, z0), (x, y, z1), (x, y + 1, z1), colour)
        if (x + 1, y) not in cs:
            soup.quad((x + 1, y, z0), (x + 1, y + 1, z0), (x + 1, y + 1, z1), (x + 1, y, z1),
                      colour)
    return soup



def over_air(x: int, y: int, level: int, height: Callable[[pg.Cell], int]) -> list[pg.Cell]:
    """The cells of a tile at (x, y) on ``level`` that would have air under them."""
    return [c for c in pg.tile_cells(x, y) if height(c) < level - 1]

