"""A PILUS tile and pawn as triangles, in the palette chosen: what the table scene
(:mod:`.scene`) and its figures draw.

Each tile becomes a slab with visible thickness and a bevelled top edge, whose four squares
carry the tile's colours and, in the colour-blind palette, a small mark per colour (blue: a
dot, yellow: stripes, grey: a ring, green: a diamond) that reads from above. Its sides tell its
level: the squares' colours over a tall band of the level's body colour (charcoal on level 1,
then walnut, tan, cream, ivory: each a clear step lighter) with one pip per level, so the steps
of a stack read from the default camera; above level 1 a chamfer frames the top in that colour,
broader each level up, so a higher tile reads from above too, while its squares keep their
colours. Pawns stand inside one cell: a prism of the pawn's shape.
"""

from __future__ import annotations

import math
from typing import Optional, Sequence

import numpy as np
from pyqtgraph.opengl import MeshData

from ...table import Colour
from ...table import TriangleSoup as _TriangleSoup
from . import geometry as pg

# colour-blind-safe palette (Okabe-Ito blue and bluish green, a light yellow, a mid grey:
# distinct hue *and* lightness) and the rulebook's plain colours
PALETTES = {
    "safe": {"B": "#0072B2", "Y": "#F0E442", "G": "#9A9A9A", "N": "#009E73"},
    "plain": {"B": "#2E63C8", "Y": "#F4CE1E", "G": "#8E8E8E", "N": "#3FA33B"},
}
EDGE = np.array([0.10, 0.10, 0.11])
PAWN_HEIGHT = 0.36
PAWN_RADIUS = 0.21
INSET = 0.04       # the width of the dark seams between squares
LIFT = 0.012       # marks and seams above the squares (clear of depth-buffer fighting)
GAP = 0.012        # between neighbouring tiles


def hex_rgb(text: str) -> np.ndarray:
    text = text.lstrip("#")
    return np.array([int(text[i:i + 2], 16) / 255.0 for i in (0, 2, 4)])


def _quad_xy(soup: _TriangleSoup, x0: float, y0: float, x1: float, y1: float, z: float,
             colour: Colour) -> None:
    soup.quad((x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z), colour)


def _poly(soup: _TriangleSoup, cx: float, cy: float, z: float,
          points: Sequence[tuple[float, float]], colour: Colour) -> None:
    """A star-shaped polygon (fan from its centre), points relative to (cx, cy)."""
    n = len(points)
    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        soup.tri((cx, cy, z), (cx + a[0], cy + a[1], z), (cx + b[0], cy + b[1], z), colour)


def circle_points(r: float, n: int = 16) -> list[tuple[float, float]]:
    return [(r * math.cos(2 * math.pi * k / n), r * math.sin(2 * math.pi * k / n))
            for k in range(n)]


def _mark(soup: _TriangleSoup, colour_code: str, cx: float, cy: float, z: float,
          base: np.ndarray) -> None:
    """The small pattern of a colour on a square centred at (cx, cy)."""
    light = base + (1.0 - base) * 0.45
    dark = base * 0.62
    if colour_code == "B":              # a dot
        _poly(soup, cx, cy, z, circle_points(0.12), light)
    elif colour_code == "Y":            # two diagonal stripes
        for off in (-0.14, 0.14):
            w = 0.045
            a = (cx - 0.22 + off, cy + 0.22 + off)
            b = (cx + 0.22 + off, cy - 0.22 + off)
            pts = [(a[0] - w, a[1] - w), (b[0] - w, b[1] - w), (b[0] + w, b[1] + w),
                   (a[0] + w, a[1] + w)]
            # clip to the square's inner area by shrinking towards the centre when needed
            pts = [(min(max(px, cx - 0.36), cx + 0.36), min(max(py, cy - 0.36), cy + 0.36))
                   for px, py in pts]
            soup.quad((*pts[0], z), (*pts[1], z), (*pts[2], z), (*pts[3], z), dark)
    elif colour_code == "G":            # a ring
        n = 18
        outer, inner = circle_points(0.18, n), circle_points(0.10, n)
        for k in range(n):
            o0, o1 = outer[k], outer[(k + 1) % n]
            i0, i1 = inner[k], inner[(k + 1) % n]
            soup.quad((cx + i0[0], cy + i0[1], z), (cx + o0[0], cy + o0[1], z),
                      (cx + o1[0], cy + o1[1], z), (cx + i1[0], cy + i1[1], z), dark)
    elif colour_code == "N":            # a diamond
        _poly(soup, cx, cy, z, [(0.15, 0), (0, 0.15), (-0.15, 0), (0, -0.15)], light)


#: the colour of a tile's body below its coloured lip, one per level (1..5): charcoal, then
#: ever lighter (walnut, tan, cream, ivory), each a clear step of lightness from the next, so
#: a stack reads as bands of rising lightness from any side, whatever the colours on top (the
#: tops keep their colours: matching them is the game)
LEVEL_BODY = (np.array([0.13, 0.13, 0.15]), np.array([0.50, 0.36, 0.22]),
              np.array([0.78, 0.64, 0.44]), np.array([0.94, 0.88, 0.72]),
              np.array([1.00, 0.99, 0.95]))
PIP_LIGHT = np.array([0.92, 0.92, 0.90])    # the pips (and numbers) on a dark side ...
PIP_DARK = np.array([0.16, 0.13, 0.10])     # ... and on a light one
SEAM = 0.03        # a dark seam at the foot of a tile's side: where one level sits on another
BEVEL = 0.07       # the chamfer along a tile's top edge: its width (level 1) ...
BEVEL_HIGH = 0.10  # ... on level 2, where it frames the top in the level's colour ...
BEVEL_GROW = 0.02  # ... and wider each level up: a higher tile has a broader frame
BEVEL_DROP = 0.05  # ... and how far down it slopes
BAND = 0.74        # the part of a tile's side (from the bottom) in its level's body colour
PIP = 0.075        # a level pip on a tile's side: its width (one pip per level)


def level_body(level: int) -> np.ndarray:
    return LEVEL_BODY[min(max(level, 1), len(LEVEL_BODY)) - 1]


def level_rim(level: int) -> np.ndarray:
    """The colour of the chamfer framing the top of a tile above level 1: its body's, a little
    lighter (it faces the light)."""
    return np.minimum(level_body(level) * 1.05 + 0.04, 1.0)


def pip_colour(level: int) -> np.ndarray:
    """The level pips' colour (and the heights view's numbers'): light on the dark sides
    (levels 1 and 2), dark on the lighter ones."""
    return PIP_LIGHT if float(level_body(level).mean()) < 0.5 else PIP_DARK


def bevel_width(level: int) -> float:
    """The chamfer round a tile's top: narrow on level 1, a frame above it, broader each
    level up."""
    return BEVEL if level <= 1 else BEVEL_HIGH + BEVEL_GROW * (min(level, pg.MAX_LEVEL) - 2)


def _side_quad(soup: _TriangleSoup, side: str, a: float, b: float, at: float, lo: float,
               hi: float, colour: Colour, out: float = 0.0) -> None:
    """A vertical quad on a tile's ``side`` ("-y", "+y", "-x", "+x"): from ``a`` to ``b`` along
    the side, ``lo`` to ``hi`` in z, the side's plane at ``at`` (pushed ``out`` outwards),
    facing outwards."""
    if side == "-y":
        y = at - out
        soup.quad((a, y, lo), (b, y, lo), (b, y, hi), (a, y, hi), colour)
    elif side == "+y":
        y = at + out
        soup.quad((b, y, lo), (a, y, lo), (a, y, hi), (b, y, hi), colour)
    elif side == "-x":
        x = at - out
        soup.quad((x, b, lo), (x, a, lo), (x, a, hi), (x, b, hi), colour)
    else:
        x = at + out
        soup.quad((x, a, lo), (x, b, lo), (x, b, hi), (x, a, hi), colour)


def tile_soup(name: str, x: int, y: int, level: int, palette: str,
              soup: Optional[_TriangleSoup] = None, marks: bool = True,
              shade: float = 1.0) -> _TriangleSoup:
    """The triangles of one tile: a slab with a bevelled top edge, four coloured squares on
    top, sides in the squares' colours above a band in the level's body colour (dark at level
    1, lighter each level up) carrying one small pip per level. ``shade`` darkens the squares
    (the heights view's contour shading)."""
    soup = soup or _TriangleSoup()
    colours = PALETTES[palette]
    z0, z1 = pg.cell_top(level - 1), pg.cell_top(level)
    zb = z1 - BEVEL_DROP
    zm = z0 + (z1 - z0) * BAND
    x0, y0, x1, y1 = x + GAP, y + GAP, x + 2 - GAP, y + 2 - GAP
    bw = bevel_width(level)
    ix0, iy0, ix1, iy1 = x0 + bw, y0 + bw, x1 - bw, y1 - bw
    body = level_body(level)
    rim = level_rim(level)
    # the bottom (seen where a tile overhangs)
    soup.quad((x0, y1, z0), (x1, y1, z0), (x1, y0, z0), (x0, y0, z0), EDGE * 0.7)
    # a depth cue on top as well: each level up a little brighter
    lift_light = 0.94 + 0.04 * (level - 1)
    for i, (cx, cy) in enumerate(pg.tile_cells(x, y)):
        lit = np.clip(hex_rgb(colours[name[i]]) * lift_light, 0.0, 1.0)
        base = lit * shade
        side = lit * 0.78
        # the chamfer round the top: the squares' colour on level 1; above it, the level's
        # body colour, a frame that says "higher" from above (the squares keep their colours)
        bevel = np.minimum((base if level <= 1 else rim) * 1.08 + 0.03, 1.0)
        sx0, sy0 = max(cx, x0), max(cy, y0)
        sx1, sy1 = min(cx + 1, x1), min(cy + 1, y1)
        tx0, ty0 = max(cx, ix0), max(cy, iy0)
        tx1, ty1 = min(cx + 1, ix1), min(cy + 1, iy1)
        for sd, on, a, b, at in (("-y", cy == y, sx0, sx1, y0), ("+y", cy == y + 1, sx0, sx1, y1),
                                 ("-x", cx == x, sy0, sy1, x0), ("+x", cx == x + 1, sy0, sy1, x1)):
            if not on:
                continue
            dim = 0.9 if sd in ("-x", "+x") else 1.0
            _side_quad(soup, sd, a, b, at, z0, z0 + SEAM, EDGE)
            _side_quad(soup, sd, a, b, at, z0 + SEAM, zm, body * dim)
            _side_quad(soup, sd, a, b, at, zm, zb, side * dim)
        # the chamfer: mitred trapezoids from the top's inner edge down to the side's top
        if cy == y:
            soup.quad((sx0, y0, zb), (sx1, y0, zb), (tx1, iy0, z1), (tx0, iy0, z1), bevel)
        if cy == y + 1:
            soup.quad((sx1, y1, zb), (sx0, y1, zb), (tx0, iy1, z1), (tx1, iy1, z1), bevel)
        if cx == x:
            soup.quad((x0, sy1, zb), (x0, sy0, zb), (ix0, ty0, z1), (ix0, ty1, z1), bevel * 0.94)
        if cx == x + 1:
            soup.quad((x1, sy0, zb), (x1, sy1, zb), (ix1, ty1, z1), (ix1, ty0, z1), bevel * 0.94)
        _quad_xy(soup, tx0, ty0, tx1, ty1, z1, base)
        if marks and palette == "safe":
            _mark(soup, name[i], cx + 0.5, cy + 0.5, z1 + LIFT, base)
    # the level's pips, centred on each side's band
    pip = pip_colour(level)
    lo, hi = z0 + (zm - z0) * 0.25, z0 + (zm - z0) * 0.8
    step = PIP * 1.9
    for sd, mid, at in (("-y", x + 1.0, y0), ("+y", x + 1.0, y1), ("-x", y + 1.0, x0),
                        ("+x", y + 1.0, x1)):
        for k in range(level):
            c = mid + (k - (level - 1) / 2.0) * step
            _side_quad(soup, sd, c - PIP / 2, c + PIP / 2, at, lo, hi, pip, out=0.004)
    # grooves between the four squares
    w = INSET
    zs = z1 + LIFT
    for (ax0, ay0, ax1, ay1) in ((x + 1 - w / 2, iy0, x + 1 + w / 2, iy1),
                                 (ix0, y + 1 - w / 2, ix1, y + 1 + w / 2)):
        _quad_xy(soup, ax0, ay0, ax1, ay1, zs, EDGE)
    return soup


def soup_arrays(soup: _TriangleSoup) -> tuple[np.ndarray, np.ndarray]:
    if not soup.tris:
        return np.zeros((0, 3, 3)), np.zeros((0, 3, 4))
    return np.array(soup.tris), np.array(soup.cols)


def mesh_data(tris: np.ndarray, cols: np.ndarray) -> MeshData:
    if len(tris) == 0:     # an empty mesh: one degenerate triangle far below the table
        tris = np.zeros((1, 3, 3)) - 50.0
        cols = np.zeros((1, 3, 4))
    return MeshData(vertexes=tris, vertexColors=cols)


PAWN_SIDES = {"circle": 24, "triangle": 3, "square": 4, "star": 10}


def pawn_outline(shape: str, radius: float = PAWN_RADIUS) -> list[tuple[float, float]]:
    """The pawn's outline around its centre; every shape stays within ``radius`` * 1.15, so a
    pawn stands inside its cell with the cell's colour showing all around it."""
    if shape == "star":
        pts = []
        for k in range(10):
            r = radius * (1.1 if k % 2 == 0 else 0.55)
            a = math.pi / 2 + k * math.pi / 5
            pts.append((r * math.cos(a), r * math.sin(a)))
        return pts
    n = PAWN_SIDES[shape]
    start = {"triangle": math.pi / 2, "square": math.pi / 4}.get(shape, 0.0)
    scale = {"triangle": 1.15, "square": 1.05}.get(shape, 1.0)
    return [(radius * scale * math.cos(start + 2 * math.pi * k / n),
             radius * scale * math.sin(start + 2 * math.pi * k / n)) for k in range(n)]


def pawn_soup(shape: str, centre: np.ndarray, colour: np.ndarray,
              soup: Optional[_TriangleSoup] = None) -> _TriangleSoup:
    """A prism with the pawn's outline standing on ``centre``: a dark foot, the coloured side,
    a chamfered lighter top with a small dark dimple."""
    soup = soup or _TriangleSoup()
    cx, cy, z = centre
    pts = pawn_outline(shape)
    top = [(px * 0.78, py * 0.78) for px, py in pts]
    foot, zc, z1 = z + 0.035, z + PAWN_HEIGHT - 0.06, z + PAWN_HEIGHT
    light = np.minimum(colour * 1.12 + 0.06, 1.0)
    n = len(pts)
    for k in range(n):
        a, b = pts[k], pts[(k + 1) % n]
        ta, tb = top[k], top[(k + 1) % n]
        soup.quad((cx + a[0], cy + a[1], z), (cx + b[0], cy + b[1], z),
                  (cx + b[0], cy + b[1], foot), (cx + a[0], cy + a[1], foot), colour * 0.3)
        soup.quad((cx + a[0], cy + a[1], foot), (cx + b[0], cy + b[1], foot),
                  (cx + b[0], cy + b[1], zc), (cx + a[0], cy + a[1], zc), colour * 0.9)
        soup.quad((cx + a[0], cy + a[1], zc), (cx + b[0], cy + b[1], zc),
                  (cx + tb[0], cy + tb[1], z1), (cx + ta[0], cy + ta[1], z1), light)
    _poly(soup, cx, cy, z1, top, light)
    _poly(soup, cx, cy, z1 + 0.002, [(px * 0.3, py * 0.3) for px, py in pts], colour * 0.6)
    return soup
