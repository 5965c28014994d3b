"""The PILUS table scene: stacked tiles, the four pawns, the ghost tile and the highlights.

Driven by plain data (no rules, no model): ``show_position(laid, pawns)`` with ``laid`` the tiles
in the order laid ``(colours as laid, x, y)`` and ``pawns`` one cell or None per player. Each tile
becomes a slab with visible thickness and a bevelled top edge, whose four squares carry the
tile's colours and, in the colour-blind palette, a small mark per colour (blue: a dot, yellow:
stripes, grey: a ring, green: a diamond) that reads from above. Its sides tell its level: the
squares' colours over a tall band of the level's body colour (charcoal on level 1, then
walnut, tan, cream, ivory: each a clear step lighter) with one pip per level, so the steps of a
stack read from the default camera; above level 1 a chamfer frames the top in that colour,
broader each level up, so a higher tile reads from above too, while its squares keep their
colours. The heights view (:mod:`.heights`, V) adds contour shading, contour lines and a
numbered token per plateau. A tile's triangles are built once (cached by tile,
place, level and palette) and the whole table is one mesh, rebuilt only
when a tile is laid or taken back: one draw call per frame whatever the number of tiles.

Pawns stand inside one cell. Every highlight (the ghost's frame, the pawn's cells, a scoring
region, the last move) is a raised rim around cells, never a tint over their colours. The ghost
is opaque (no colour of the tiles under it shows through); its cells over air are rimmed in
dashes over a pale veil down to what lies under them. A laid tile slides in and settles; the
last move's tile and pawn stay outlined in the mover's colour, fading out.
"""

from __future__ import annotations

import math
from typing import Mapping, Optional, Sequence

import numpy as np
from pyqtgraph.opengl import MeshData
from PySide6.QtCore import QEasingCurve, QVariantAnimation

from ...gl_items import GLOW_RGB, StaticMeshItem
from ...table import TriangleSoup as _TriangleSoup
from ...table import table_mesh
from . import geometry as pg
from . import heights as hv

# colour-blind-safe palette (Okabe-Ito blue and bluish green, a light yellow, a mid grey:
# distinct hue *and* lightness) and the rulebook's plain colours
PALETTES = {
    "safe": {"B": "#0072B2", "Y": "#F0E442", "G": "#9A9A9A", "N": "#009E73"},
    "plain": {"B": "#2E63C8", "Y": "#F4CE1E", "G": "#8E8E8E", "N": "#3FA33B"},
}
EDGE = np.array([0.10, 0.10, 0.11])
PAWN_HEIGHT = 0.36
PAWN_RADIUS = 0.21
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
INSET = 0.04       # the width of the dark seams between squares
LIFT = 0.012       # marks and seams above the squares (clear of depth-buffer fighting)
GAP = 0.012        # between neighbouring tiles


def hex_rgb(text: str) -> np.ndarray:
    text = text.lstrip("#")
    return np.array([int(text[i:i + 2], 16) / 255.0 for i in (0, 2, 4)])


def _quad_xy(soup: _TriangleSoup, x0, y0, x1, y1, z, colour) -> None:
    soup.quad((x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z), colour)


def _poly(soup: _TriangleSoup, cx, cy, z, points, colour) -> None:
    """A star-shaped polygon (fan from its centre), points relative to (cx, cy)."""
    n = len(points)
    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        soup.tri((cx, cy, z), (cx + a[0], cy + a[1], z), (cx + b[0], cy + b[1], z), colour)


def _circle(r: float, n: int = 16) -> list:
    return [(r * math.cos(2 * math.pi * k / n), r * math.sin(2 * math.pi * k / n))
            for k in range(n)]


def _mark(soup: _TriangleSoup, colour_code: str, cx: float, cy: float, z: float,
          base: np.ndarray) -> None:
    """The small pattern of a colour on a square centred at (cx, cy)."""
    light = base + (1.0 - base) * 0.45
    dark = base * 0.62
    if colour_code == "B":              # a dot
        _poly(soup, cx, cy, z, _circle(0.12), light)
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
        outer, inner = _circle(0.18, n), _circle(0.10, n)
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
               hi: float, colour, out: float = 0.0) -> None:
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


def _arrays(soup: _TriangleSoup) -> tuple[np.ndarray, np.ndarray]:
    if not soup.tris:
        return np.zeros((0, 3, 3)), np.zeros((0, 3, 4))
    return np.array(soup.tris), np.array(soup.cols)


def _meshdata(tris: np.ndarray, cols: np.ndarray) -> MeshData:
    if len(tris) == 0:     # an empty mesh: one degenerate triangle far below the table
        tris = np.zeros((1, 3, 3)) - 50.0
        cols = np.zeros((1, 3, 4))
    return MeshData(vertexes=tris, vertexColors=cols)


PAWN_SIDES = {"circle": 24, "triangle": 3, "square": 4, "star": 10}


def pawn_outline(shape: str, radius: float = PAWN_RADIUS) -> list:
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


def rim_soup(cells: Sequence[pg.Cell], heights: Mapping[pg.Cell, int], colour,
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

    def strip(ax0, ay0, ax1, ay1, z):
        za = z + rise
        soup.quad((ax0, ay0, za), (ax1, ay0, za), (ax1, ay1, za), (ax0, ay1, za), colour)
        soup.quad((ax0, ay0, z), (ax1, ay0, z), (ax1, ay0, za), (ax0, ay0, za), dark)
        soup.quad((ax1, ay1, z), (ax0, ay1, z), (ax0, ay1, za), (ax1, ay1, za), dark)
        soup.quad((ax0, ay1, z), (ax0, ay0, z), (ax0, ay0, za), (ax0, ay1, za), dark)
        soup.quad((ax1, ay0, z), (ax1, ay1, z), (ax1, ay1, za), (ax1, ay0, za), dark)

    def edge(ax0, ay0, ax1, ay1, z):
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


def ring_soup(cx: float, cy: float, z: float, r0: float, r1: float, colour,
              soup: Optional[_TriangleSoup] = None, n: int = 28) -> _TriangleSoup:
    """A flat ring around (cx, cy) at height z."""
    soup = soup or _TriangleSoup()
    inner, outer = _circle(r0, n), _circle(r1, n)
    for k in range(n):
        i0, i1 = inner[k], inner[(k + 1) % n]
        o0, o1 = outer[k], outer[(k + 1) % n]
        soup.quad((cx + i0[0], cy + i0[1], z), (cx + o0[0], cy + o0[1], z),
                  (cx + o1[0], cy + o1[1], z), (cx + i1[0], cy + i1[1], z), colour)
    return soup


def air_veil(air: Sequence[pg.Cell], cells: Sequence[pg.Cell], level: int, height
             ) -> _TriangleSoup:
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


# a laid tile slides in over this long, from this offset (cells; towards the near side, above),
# then settles: the last SETTLE of the time it only comes down the last HOVER to rest
SLIDE_MS = 520
SLIDE_FROM = np.array([0.0, -3.0, 1.2])
SETTLE = 0.3
HOVER = 0.10
# the last move (the tile laid, the pawn moved) is outlined, fading out over this long
RECENT_MS = 4000
RECENT_COLOUR = np.array([1.0, 1.0, 0.97])
FADE_STEP = 0.04   # the outline's mesh is rebuilt only when its alpha moved this much
AIR_COLOUR = np.array([0.96, 0.96, 0.98])  # the dashed rim of a ghost's cell over air
GHOST_LIFT = 0.04                          # the ghost hovers this far over where it would lie


def ease_out(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return 1.0 - (1.0 - t) ** 3


def slide_offset(t: float) -> np.ndarray:
    """Where the incoming tile is drawn at time ``t`` (0..1), relative to where it lies: it
    glides in to just above its place, then settles straight down (no bounce)."""
    t = min(max(float(t), 0.0), 1.0)
    glide = 1.0 - SETTLE
    if t < glide:
        u = ease_out(t / glide)
        xy = SLIDE_FROM[:2] * (1.0 - u)
        z = SLIDE_FROM[2] + (HOVER - SLIDE_FROM[2]) * u
        return np.array([xy[0], xy[1], z])
    u = ease_out((t - glide) / SETTLE)
    return np.array([0.0, 0.0, HOVER * (1.0 - u)])


def over_air(x: int, y: int, level: int, height) -> list[pg.Cell]:
    """The cells of a tile at (x, y) on ``level`` that would have air under them."""
    return [c for c in pg.tile_cells(x, y) if height(c) < level - 1]


class PilusScene:
    """The items of the PILUS table, added to a GLViewWidget once."""

    def __init__(self, view, palette: str = "safe") -> None:
        self.view = view
        self.palette = palette
        self.table = StaticMeshItem(self._table_mesh(), material="cloth")
        self.tiles = StaticMeshItem(_meshdata(*_arrays(_TriangleSoup())))
        self.pawns = StaticMeshItem(_meshdata(*_arrays(_TriangleSoup())))
        self.ghost = StaticMeshItem(_meshdata(*_arrays(_TriangleSoup())),
                                    glOptions="translucent")
        self.overlay = StaticMeshItem(_meshdata(*_arrays(_TriangleSoup())),
                                      glOptions="translucent")
        self.recent = StaticMeshItem(_meshdata(*_arrays(_TriangleSoup())),
                                     glOptions="translucent")
        # the tile just laid, while it slides in (moved by its transform, never rebuilt)
        self.incoming = StaticMeshItem(_meshdata(*_arrays(_TriangleSoup())))
        self.incoming.setVisible(False)
        # the heights view's contour lines and numbered badges (see heights.py)
        self.heights_view = False
        self.height_badges: list[tuple[float, float, int]] = []
        self.height_marks = hv.HeightsItem(_meshdata(*_arrays(_TriangleSoup())),
                                           self._rebuild_heights)
        self.height_marks.setVisible(False)
        self.ghost.setDepthValue(10)
        self.overlay.setDepthValue(11)
        self.recent.setDepthValue(12)
        self.items = (self.table, self.tiles, self.incoming, self.height_marks, self.pawns,
                      self.ghost, self.overlay, self.recent)
        for item in self.items:
            view.addItem(item)
        self._cache: dict = {}
        self.laid: list[tuple[str, int, int]] = []
        self.levels: list[int] = []
        self.heights: dict[pg.Cell, int] = {}
        self.pawn_cells: list[Optional[pg.Cell]] = []
        self.pawn_colours: list[str] = []
        self.pawn_shapes: list[str] = []
        self.ghost_at: Optional[tuple[str, int, int, int]] = None   # tile, x, y, level
        self.ghost_refused = False                  # drawn as a spot the tile may not take
        self.preview: list[list[pg.Cell]] = []      # what the ghost would score (dashed)
        self.protected: list[list[pg.Cell]] = []    # what a pawn keeps from scoring
        self.ghost_air: list[pg.Cell] = []
        self.targets: list[pg.Cell] = []
        self.chosen: Optional[pg.Cell] = None      # the target hovered or walked to
        self.scoring: list[list[pg.Cell]] = []
        self.recent_tile: Optional[tuple[int, int, int]] = None    # x, y, level
        self.recent_pawn: Optional[pg.Cell] = None
        self.recent_alpha = 0.0
        self.recent_colour = RECENT_COLOUR
        self.tile_builds = 0
        self.ghost.setVisible(False)
        self.slide = QVariantAnimation(view)      # dies with the widget, never outlives it
        self.slide.setStartValue(0.0)
        self.slide.setEndValue(1.0)
        self.slide.setDuration(SLIDE_MS)
        self.slide.valueChanged.connect(self._slide_step)
        self.slide.finished.connect(self.land)
        self.fade = QVariantAnimation(view)
        self.fade.setStartValue(1.0)
        self.fade.setEndValue(0.0)
        self.fade.setDuration(RECENT_MS)
        self.fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self.fade.valueChanged.connect(self._fade_step)

    @staticmethod
    def _table_mesh() -> MeshData:
        return table_mesh(-0.002)

    def set_visible(self, visible: bool) -> None:
        self.land()
        for item in self.items:
            item.setVisible(visible and (item is not self.ghost or self.ghost_at is not None)
                            and item is not self.incoming
                            and (item is not self.height_marks or self.heights_view)
                            and (item is not self.recent or self.recent_alpha > 0.0))

    # ---- position -----------------------------------------------------------------------
    def set_palette(self, palette: str) -> None:
        if palette != self.palette and palette in PALETTES:
            self.palette = palette
            self._rebuild_tiles()
            self._rebuild_ghost()

    def set_heights_view(self, on: bool) -> None:
        """The heights view on or off: lower tops darker, contour lines, a number per
        plateau (see heights.py). The tiles' colours and marks stay as they are."""
        on = bool(on)
        if on == self.heights_view:
            return
        self.land()
        self.heights_view = on
        self._rebuild_tiles()
        self._rebuild_heights()

    def _rebuild_heights(self, quarter: Optional[int] = None) -> None:
        item = self.height_marks
        if quarter is not None:
            item.quarter = quarter
        if not self.heights_view:
            self.height_badges = []
            item.setVisible(False)
            return
        soup, self.height_badges = hv.overlay_soup(
            self.heights, self.pawn_cells, item.quarter, level_body, pip_colour)
        item.setMeshData(meshdata=_meshdata(*_arrays(soup)))
        # (a tile sliding in gets its number when it lands: none floats over the table)
        item.setVisible(self.tiles.visible() and not self.sliding)

    def show_position(self, laid: Sequence[tuple[str, int, int]],
                      pawns: Sequence[Optional[pg.Cell]], colours: Sequence[str] = (),
                      shapes: Sequence[str] = (), animate: bool = False) -> None:
        """Show the laid tiles and the pawns. With ``animate``, a tile added since the last call
        slides in from the mover's side of the table instead of appearing."""
        laid = [(t[0], t[1], t[2]) for t in laid]
        if laid != self.laid:
            self.land()
            added = animate and len(laid) == len(self.laid) + 1 and laid[:-1] == self.laid
            self.laid = laid
            self.levels = pg.levels_of(laid)
            self.heights = pg.heights_of(laid)
            self._rebuild_tiles(skip_last=added)
            if added:
                self._start_slide()
            changed = True
        else:
            changed = list(pawns) != self.pawn_cells
        self.pawn_cells = list(pawns)
        self.pawn_colours = list(colours)
        self.pawn_shapes = list(shapes)
        self._rebuild_pawns()
        if changed and self.heights_view:
            self._rebuild_heights()

    def height(self, cell: pg.Cell) -> int:
        return self.heights.get(cell, 0)

    def _tile_arrays(self, index: int) -> tuple[np.ndarray, np.ndarray]:
        (name, x, y), level = self.laid[index], self.levels[index]
        shade = hv.shade(level) if self.heights_view else 1.0
        key = (name, x, y, level, self.palette, shade)
        if key not in self._cache:
            self._cache[key] = _arrays(tile_soup(name, x, y, level, self.palette, shade=shade))
        return self._cache[key]

    # ---- the tile just laid slides in and settles -----------------------------------------
    @property
    def sliding(self) -> bool:
        return self.incoming.visible()

    def _start_slide(self) -> None:
        self.incoming.setMeshData(meshdata=_meshdata(*self._tile_arrays(len(self.laid) - 1)))
        self.incoming.setVisible(True)
        self.height_marks.setVisible(False)
        self.slide.stop()
        self.slide.start()
        self._slide_step(0.0)

    @staticmethod
    def slide_offset(t: float) -> np.ndarray:
        """Where the incoming tile is drawn at time ``t`` (0..1), relative to where it lies."""
        return slide_offset(t)

    def _slide_step(self, t) -> None:
        dx, dy, dz = slide_offset(t)
        self.incoming.resetTransform()
        self.incoming.translate(dx, dy, dz)

    def land(self) -> None:
        """Finish a slide at once: the tile joins the others where it lies."""
        if not self.incoming.visible():
            return
        self.slide.stop()
        self.incoming.setVisible(False)
        self._rebuild_tiles()
        self.height_marks.setVisible(self.heights_view and self.tiles.visible())

    def _rebuild_tiles(self, skip_last: bool = False) -> None:
        tris, cols = [], []
        for i in range(len(self.laid) - (1 if skip_last else 0)):
            t, c = self._tile_arrays(i)
            tris.append(t)
            cols.append(c)
        if tris:
            md = _meshdata(np.concatenate(tris), np.concatenate(cols))
        else:
            md = _meshdata(*_arrays(_TriangleSoup()))
        self.tiles.setMeshData(meshdata=md)
        self.tile_builds += 1

    def _rebuild_pawns(self) -> None:
        soup = _TriangleSoup()
        for p, cell in enumerate(self.pawn_cells):
            if cell is None:
                continue
            colour = hex_rgb(self.pawn_colours[p]) if p < len(self.pawn_colours) else \
                np.array([0.9, 0.5, 0.1])
            shape = self.pawn_shapes[p] if p < len(self.pawn_shapes) else "circle"
            centre = pg.cell_centre(cell, self.height(cell))
            at = self.ghost_at
            if at is not None and tuple(cell) in pg.tile_cells(at[1], at[2]):
                # the ghost covers the pawn's cell (only its own pawn may be covered): the
                # pawn rides up on the tile, as it will
                centre[2] = pg.cell_top(at[3]) + GHOST_LIFT
            pawn_soup(shape, centre, colour, soup)
        self.pawns.setMeshData(meshdata=_meshdata(*_arrays(soup)))

    # ---- the last move, outlined while it fades -------------------------------------------
    def mark_recent(self, tile: Optional[tuple[int, int]], pawn: Optional[pg.Cell],
                    colour: Optional[str] = None) -> None:
        """Outline the tile laid at ``tile`` (its anchor) and the pawn now on ``pawn`` in
        ``colour`` (the mover's), fading out over ``RECENT_MS``; (None, None) clears at once."""
        self.fade.stop()
        self.recent_colour = hex_rgb(colour) if colour else RECENT_COLOUR
        if tile is not None:
            cells = pg.tile_cells(*tile)
            self.recent_tile = (tile[0], tile[1], max(self.height(c) for c in cells))
        else:
            self.recent_tile = None
        self.recent_pawn = pawn
        if tile is None and pawn is None:
            self._fade_step(0.0)
            return
        self.fade.start()
        self._fade_step(1.0)

    def _fade_step(self, alpha) -> None:
        alpha = float(alpha)
        if (0.0 < alpha < 1.0 and self.recent.visible()
                and abs(alpha - self.recent_alpha) < FADE_STEP):
            return      # too small a change to see: no new mesh to upload this frame
        self.recent_alpha = alpha
        if self.recent_alpha <= 0.0 or (self.recent_tile is None and self.recent_pawn is None):
            self.recent_alpha = 0.0
            self.recent.setVisible(False)
            return
        soup = _TriangleSoup()
        if self.recent_tile is not None:
            x, y, level = self.recent_tile
            rim_soup(pg.tile_cells(x, y), {}, self.recent_colour, width=0.08, rise=0.04,
                     inset=0.03, soup=soup, level=level)
        if self.recent_pawn is not None:
            cx, cy, z = pg.cell_centre(self.recent_pawn, self.height(self.recent_pawn))
            ring_soup(cx, cy, z + 0.006, PAWN_RADIUS * 1.35, PAWN_RADIUS * 1.7,
                      self.recent_colour, soup)
        tris, cols = _arrays(soup)
        cols[:, :, 3] = 0.95 * self.recent_alpha
        self.recent.setMeshData(meshdata=_meshdata(tris, cols))
        self.recent.setVisible(self.tiles.visible())

    def finish_fade(self) -> None:
        """End the last move's outline at once."""
        self.fade.stop()
        self._fade_step(0.0)

    # ---- ghost and highlights -----------------------------------------------------------
    def set_ghost(self, tile: Optional[str], x: int = 0, y: int = 0,
                  refused: bool = False) -> None:
        """The tile where a click would lay it (None hides it), drawn opaque (no colour of the
        tiles under it shows through), a hair above its place, outlined; its cells over air
        outlined in dashes, with a veil down to what lies under them. ``refused``: the tile
        may not go there: framed in red, its squares dimmed."""
        if tile is None:
            at = None
        else:
            cells = pg.tile_cells(x, y)
            at = (tile, x, y, 1 + max(self.height(c) for c in cells))
        refused = bool(refused) and at is not None
        if at != self.ghost_at or refused != self.ghost_refused:
            self.ghost_refused = refused
            covered = [c for g in (at, self.ghost_at) if g is not None
                       for c in pg.tile_cells(g[1], g[2])]
            self.ghost_at = at
            self._rebuild_ghost()
            if any(c is not None and tuple(c) in covered for c in self.pawn_cells):
                self._rebuild_pawns()

    def ghost_corners(self) -> Optional[np.ndarray]:
        """The four top corners of the ghost (its level badge stands beside the one furthest
        right on screen), or None."""
        if self.ghost_at is None:
            return None
        _t, x, y, level = self.ghost_at
        z = pg.cell_top(level) + GHOST_LIFT
        return np.array([[x, y, z], [x + 2.0, y, z], [x + 2.0, y + 2.0, z], [x, y + 2.0, z]])

    def _rebuild_ghost(self) -> None:
        at = self.ghost_at
        if at is None:
            self.ghost_air = []
            self.ghost.setVisible(False)
            return
        tile, x, y, level = at
        self.ghost_air = over_air(x, y, level, self.height)
        soup = tile_soup(tile, x, y, level, self.palette)
        cells = pg.tile_cells(x, y)
        air = set(self.ghost_air)
        held = [c for c in cells if c not in air]
        if self.ghost_refused:
            for c in soup.cols:       # (3, 4) RGBA per triangle: the colours, not alpha
                c[:, :3] = c[:, :3] * (1 - REFUSED_DIM) + REFUSED_GREY * REFUSED_DIM
        rim_soup(held, {}, REFUSED_FRAME if self.ghost_refused else GHOST_FRAME, width=0.08,
                 rise=0.05, inset=0.0, soup=soup, level=level, within=cells)
        if air:
            rim_soup(list(air), {}, AIR_COLOUR, width=0.08, rise=0.05, inset=0.0, soup=soup,
                     level=level, within=cells, dashed=True)
        tris, cols = _arrays(soup)
        veil_t, veil_c = _arrays(air_veil(self.ghost_air, cells, level, self.height))
        veil_c[:, :, 3] = 0.45
        tris = tris + np.array([0.0, 0.0, GHOST_LIFT])
        self.ghost.setMeshData(meshdata=_meshdata(np.concatenate([tris, veil_t]),
                                                  np.concatenate([cols, veil_c])))
        self.ghost.setVisible(self.tiles.visible())

    def ghost_visible(self) -> bool:
        return self.ghost_at is not None and self.ghost.visible()

    def set_targets(self, cells: Sequence[pg.Cell]) -> None:
        """Cells the pawn may step to (raised rims around each)."""
        self.targets = list(cells)
        if self.chosen not in self.targets:
            self.chosen = None
        self._rebuild_overlay()

    def set_chosen(self, cell: Optional[pg.Cell]) -> None:
        """The target under the pointer (or walked to): a taller, brighter rim."""
        cell = cell if cell in self.targets else None
        if cell != self.chosen:
            self.chosen = cell
            self._rebuild_overlay()

    def set_scoring(self, regions: Sequence[Sequence[pg.Cell]]) -> None:
        """Regions outlined for a moment after a turn scored."""
        self.scoring = [list(r) for r in regions]
        self._rebuild_overlay()

    def set_preview(self, regions: Sequence[Sequence[pg.Cell]],
                    protected: Sequence[Sequence[pg.Cell]] = ()) -> None:
        """The regions the ghost would score, and those an opponent's pawn keeps from
        scoring, outlined in dashes round the ghost's cells and theirs."""
        preview = [list(r) for r in regions]
        kept = [list(r) for r in protected]
        if preview != self.preview or kept != self.protected:
            self.preview, self.protected = preview, kept
            self._rebuild_overlay()

    def _rebuild_overlay(self) -> None:
        soup = _TriangleSoup()
        for c in self.targets:
            if c == self.chosen:
                rim_soup([c], self.heights, TARGET_COLOUR, width=0.11, rise=0.10, inset=0.04,
                         soup=soup)
            else:
                rim_soup([c], self.heights, TARGET_COLOUR * 0.92, width=0.07, rise=0.04,
                         inset=0.08, soup=soup)
        for region in self.scoring:
            rim_soup(region, self.heights, SCORE_COLOUR, width=0.09, rise=0.06, inset=0.0,
                     soup=soup)
        if self.preview or self.protected:
            # on the ghost's cells the rims stand on the ghost, lifted as it is
            heights = dict(self.heights)
            if self.ghost_at is not None:
                for c in pg.tile_cells(self.ghost_at[1], self.ghost_at[2]):
                    heights[c] = self.ghost_at[3]
            for region in self.preview:
                rim_soup(region, heights, SCORE_COLOUR, width=0.07, rise=0.05 + GHOST_LIFT,
                         inset=0.02, dashed=True, soup=soup)
            for region in self.protected:
                rim_soup(region, heights, PROTECTED_COLOUR, width=0.07,
                         rise=0.05 + GHOST_LIFT, inset=0.02, dashed=True, soup=soup)
        self.overlay.setMeshData(meshdata=_meshdata(*_arrays(soup)))
