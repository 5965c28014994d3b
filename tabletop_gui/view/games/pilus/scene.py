"""The PILUS table scene: stacked tiles, the four pawns, the ghost tile and the highlights.

Driven by plain data (no rules, no model): ``show_position(laid, pawns)`` with ``laid`` the tiles
in the order laid ``(colours as laid, x, y)`` and ``pawns`` one cell or None per player. Each tile
becomes a slab with visible thickness whose four squares carry the tile's colours and, in the
colour-blind palette, a small mark per colour (blue: a dot, yellow: stripes, grey: a ring,
green: a diamond) that reads from above. A tile's triangles are built once (cached by tile,
place, level and palette) and the whole table is one mesh, rebuilt only when a tile is laid or
taken back: one draw call per frame whatever the number of tiles.
"""

from __future__ import annotations

import math
from typing import Mapping, Optional, Sequence

import numpy as np
from pyqtgraph.opengl import MeshData
from PySide6.QtCore import QEasingCurve, QVariantAnimation

from ...gl_items import StaticMeshItem
from ...table import TriangleSoup as _TriangleSoup
from ...table import table_mesh
from . import geometry as pg

# colour-blind-safe palette (Okabe-Ito blue and bluish green, a light yellow, a mid grey:
# distinct hue *and* lightness) and the rulebook's plain colours
PALETTES = {
    "safe": {"B": "#0072B2", "Y": "#F0E442", "G": "#9A9A9A", "N": "#009E73"},
    "plain": {"B": "#2E63C8", "Y": "#F4CE1E", "G": "#8E8E8E", "N": "#3FA33B"},
}
EDGE = np.array([0.10, 0.10, 0.11])
PAWN_HEIGHT = 0.55
PAWN_RADIUS = 0.30
GHOST_ALPHA = 0.55
GHOST_FRAME = np.array([0.25, 0.95, 0.35])
TARGET_COLOUR = np.array([1.0, 0.92, 0.45])
SCORE_COLOUR = np.array([1.0, 1.0, 0.85])
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


def tile_soup(name: str, x: int, y: int, level: int, palette: str,
              soup: Optional[_TriangleSoup] = None, marks: bool = True) -> _TriangleSoup:
    """The triangles of one tile: a dark slab with four coloured squares on top and coloured
    sides."""
    soup = soup or _TriangleSoup()
    colours = PALETTES[palette]
    z0, z1 = pg.cell_top(level - 1), pg.cell_top(level)
    x0, y0, x1, y1 = x + GAP, y + GAP, x + 2 - GAP, y + 2 - GAP
    # the slab: four coloured squares on top, seams as thin dark strips lifted above them (no
    # coplanar layers: a depth buffer far from the camera cannot tell 0.002 apart), coloured
    # sides over a dark band, a dark bottom (seen where a tile overhangs)
    soup.quad((x0, y1, z0), (x1, y1, z0), (x1, y0, z0), (x0, y0, z0), EDGE * 0.7)
    # a depth cue: each level up is a little brighter, so stacks read even from above
    lift_light = 0.88 + 0.07 * (level - 1)
    for i, (cx, cy) in enumerate(pg.tile_cells(x, y)):
        base = np.clip(hex_rgb(colours[name[i]]) * lift_light, 0.0, 1.0)
        side = base * 0.72
        sx0, sy0 = max(cx, x0), max(cy, y0)
        sx1, sy1 = min(cx + 1, x1), min(cy + 1, y1)
        # each side: the square's colour above a dark band, so every layer reads as a line
        zm = z0 + (z1 - z0) * 0.3
        for lo, hi, col in ((z0, zm, EDGE * 1.6), (zm, z1, side)):
            if cy == y:        # -y side
                soup.quad((sx0, sy0, lo), (sx1, sy0, lo), (sx1, sy0, hi), (sx0, sy0, hi), col)
            if cy == y + 1:    # +y side
                soup.quad((sx1, sy1, lo), (sx0, sy1, lo), (sx0, sy1, hi), (sx1, sy1, hi), col)
            if cx == x:        # -x side
                soup.quad((sx0, sy1, lo), (sx0, sy0, lo), (sx0, sy0, hi), (sx0, sy1, hi),
                          col * 0.9)
            if cx == x + 1:    # +x side
                soup.quad((sx1, sy0, lo), (sx1, sy1, lo), (sx1, sy1, hi), (sx1, sy0, hi),
                          col * 0.9)
        _quad_xy(soup, sx0, sy0, sx1, sy1, z1, base)
        if marks and palette == "safe":
            _mark(soup, name[i], cx + 0.5, cy + 0.5, z1 + LIFT, base)
    w = INSET
    zs = z1 + LIFT
    for (ax0, ay0, ax1, ay1) in ((x0, y0, x1, y0 + w), (x0, y1 - w, x1, y1),
                                 (x0, y0, x0 + w, y1), (x1 - w, y0, x1, y1),
                                 (x + 1 - w / 2, y0, x + 1 + w / 2, y1),
                                 (x0, y + 1 - w / 2, x1, y + 1 + w / 2)):
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
    if shape == "star":
        pts = []
        for k in range(10):
            r = radius * (1.0 if k % 2 == 0 else 0.48)
            a = math.pi / 2 + k * math.pi / 5
            pts.append((r * math.cos(a), r * math.sin(a)))
        return pts
    n = PAWN_SIDES[shape]
    start = {"triangle": math.pi / 2, "square": math.pi / 4}.get(shape, 0.0)
    scale = {"triangle": 1.15, "square": 0.95}.get(shape, 1.0)
    return [(radius * scale * math.cos(start + 2 * math.pi * k / n),
             radius * scale * math.sin(start + 2 * math.pi * k / n)) for k in range(n)]


def pawn_soup(shape: str, centre: np.ndarray, colour: np.ndarray,
              soup: Optional[_TriangleSoup] = None) -> _TriangleSoup:
    """A prism with the pawn's outline, standing on ``centre``, a dark foot and a lighter top."""
    soup = soup or _TriangleSoup()
    cx, cy, z = centre
    pts = pawn_outline(shape)
    foot, z1 = z + 0.04, z + PAWN_HEIGHT
    n = len(pts)
    for k in range(n):
        a, b = pts[k], pts[(k + 1) % n]
        # foot ring (dark), then the coloured side
        soup.quad((cx + a[0], cy + a[1], z), (cx + b[0], cy + b[1], z),
                  (cx + b[0], cy + b[1], foot), (cx + a[0], cy + a[1], foot), colour * 0.35)
        soup.quad((cx + a[0], cy + a[1], foot), (cx + b[0], cy + b[1], foot),
                  (cx + b[0], cy + b[1], z1), (cx + a[0], cy + a[1], z1), colour * 0.85)
    _poly(soup, cx, cy, z1, pts, np.minimum(colour * 1.12 + 0.05, 1.0))
    _poly(soup, cx, cy, z1 + 0.002, [(px * 0.35, py * 0.35) for px, py in pts],
          colour * 0.7)
    return soup


def overlay_soup(cells: Sequence[pg.Cell], heights: Mapping[pg.Cell, int], colour,
                 lift: float = 0.03, margin: float = 0.06) -> _TriangleSoup:
    soup = _TriangleSoup()
    for c in cells:
        z = pg.cell_top(heights.get(c, 0)) + lift
        _quad_xy(soup, c[0] + margin, c[1] + margin, c[0] + 1 - margin, c[1] + 1 - margin, z,
                 colour)
    return soup


def region_outline_soup(cells: Sequence[pg.Cell], heights: Mapping[pg.Cell, int], colour,
                        width: float = 0.09, lift: float = 0.04) -> _TriangleSoup:
    """A glowing border along the outside edges of a set of cells (a region's outline)."""
    soup = _TriangleSoup()
    cs = set(cells)
    for (x, y) in cs:
        z = pg.cell_top(heights.get((x, y), 0)) + lift
        if (x, y - 1) not in cs:
            _quad_xy(soup, x, y, x + 1, y + width, z, colour)
        if (x, y + 1) not in cs:
            _quad_xy(soup, x, y + 1 - width, x + 1, y + 1, z, colour)
        if (x - 1, y) not in cs:
            _quad_xy(soup, x, y, x + width, y + 1, z, colour)
        if (x + 1, y) not in cs:
            _quad_xy(soup, x + 1 - width, y, x + 1, y + 1, z, colour)
    return soup


# a laid tile slides in over this long, from this offset (cells; towards the near side, above)
SLIDE_MS = 450
SLIDE_FROM = np.array([0.0, -3.0, 1.2])


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
        # the tile just laid, while it slides in (moved by its transform, never rebuilt)
        self.incoming = StaticMeshItem(_meshdata(*_arrays(_TriangleSoup())))
        self.incoming.setVisible(False)
        self.ghost.setDepthValue(10)
        self.overlay.setDepthValue(11)
        self.items = (self.table, self.tiles, self.incoming, self.pawns, self.ghost, self.overlay)
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
        self.targets: list[pg.Cell] = []
        self.scoring: list[list[pg.Cell]] = []
        self.tile_builds = 0
        self.ghost.setVisible(False)
        self.slide = QVariantAnimation(view)      # dies with the widget, never outlives it
        self.slide.setStartValue(0.0)
        self.slide.setEndValue(1.0)
        self.slide.setDuration(SLIDE_MS)
        self.slide.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.slide.valueChanged.connect(self._slide_step)
        self.slide.finished.connect(self.land)

    @staticmethod
    def _table_mesh() -> MeshData:
        return table_mesh(-0.002)

    def set_visible(self, visible: bool) -> None:
        self.land()
        for item in self.items:
            item.setVisible(visible and (item is not self.ghost or self.ghost_at is not None)
                            and item is not self.incoming)

    # ---- position -----------------------------------------------------------------------
    def set_palette(self, palette: str) -> None:
        if palette != self.palette and palette in PALETTES:
            self.palette = palette
            self._rebuild_tiles()
            self._rebuild_ghost()

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
        self.pawn_cells = list(pawns)
        self.pawn_colours = list(colours)
        self.pawn_shapes = list(shapes)
        self._rebuild_pawns()

    def height(self, cell: pg.Cell) -> int:
        return self.heights.get(cell, 0)

    def _tile_arrays(self, index: int) -> tuple[np.ndarray, np.ndarray]:
        (name, x, y), level = self.laid[index], self.levels[index]
        key = (name, x, y, level, self.palette)
        if key not in self._cache:
            self._cache[key] = _arrays(tile_soup(name, x, y, level, self.palette))
        return self._cache[key]

    # ---- the tile just laid slides in ------------------------------------------------------
    @property
    def sliding(self) -> bool:
        return self.incoming.visible()

    def _start_slide(self) -> None:
        self.incoming.setMeshData(meshdata=_meshdata(*self._tile_arrays(len(self.laid) - 1)))
        self.incoming.setVisible(True)
        self.slide.stop()
        self.slide.start()
        self._slide_step(0.0)

    def slide_offset(self, t: float) -> np.ndarray:
        """Where the incoming tile is drawn at time ``t`` (0..1), relative to where it lies."""
        return SLIDE_FROM * (1.0 - float(t))

    def _slide_step(self, t) -> None:
        dx, dy, dz = self.slide_offset(t)
        self.incoming.resetTransform()
        self.incoming.translate(dx, dy, dz)

    def land(self) -> None:
        """Finish a slide at once: the tile joins the others where it lies."""
        if not self.incoming.visible():
            return
        self.slide.stop()
        self.incoming.setVisible(False)
        self._rebuild_tiles()

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
            pawn_soup(shape, pg.cell_centre(cell, self.height(cell)), colour, soup)
        self.pawns.setMeshData(meshdata=_meshdata(*_arrays(soup)))

    # ---- ghost and highlights -----------------------------------------------------------
    def set_ghost(self, tile: Optional[str], x: int = 0, y: int = 0) -> None:
        """A translucent tile where a click would lay it (None hides it)."""
        if tile is None:
            at = None
        else:
            cells = pg.tile_cells(x, y)
            at = (tile, x, y, 1 + max(self.height(c) for c in cells))
        if at != self.ghost_at:
            self.ghost_at = at
            self._rebuild_ghost()

    def _rebuild_ghost(self) -> None:
        at = self.ghost_at
        if at is None:
            self.ghost.setVisible(False)
            return
        tile, x, y, level = at
        soup = tile_soup(tile, x, y, level, self.palette)
        tris, cols = _arrays(soup)
        lift = 0.03
        tris = tris + np.array([0.0, 0.0, lift])
        cols[:, :, 3] = GHOST_ALPHA
        frame = region_outline_soup(pg.tile_cells(x, y), {c: level for c in pg.tile_cells(x, y)},
                                    GHOST_FRAME, width=0.07, lift=lift + 0.01)
        ft, fc = _arrays(frame)
        fc[:, :, 3] = 0.9
        self.ghost.setMeshData(meshdata=_meshdata(np.concatenate([tris, ft]),
                                                  np.concatenate([cols, fc])))
        self.ghost.setVisible(True)

    def ghost_visible(self) -> bool:
        return self.ghost_at is not None and self.ghost.visible()

    def set_targets(self, cells: Sequence[pg.Cell]) -> None:
        """Cells the pawn may step to (glowing squares)."""
        self.targets = list(cells)
        self._rebuild_overlay()

    def set_scoring(self, regions: Sequence[Sequence[pg.Cell]]) -> None:
        """Regions outlined for a moment after a turn scored."""
        self.scoring = [list(r) for r in regions]
        self._rebuild_overlay()

    def _rebuild_overlay(self) -> None:
        t1, c1 = _arrays(overlay_soup(self.targets, self.heights, TARGET_COLOUR))
        c1[:, :, 3] = 0.55
        parts_t, parts_c = [t1], [c1]
        for region in self.scoring:
            t2, c2 = _arrays(region_outline_soup(region, self.heights, SCORE_COLOUR))
            c2[:, :, 3] = 0.9
            t3, c3 = _arrays(overlay_soup(region, self.heights, SCORE_COLOUR, lift=0.025,
                                          margin=0.0))
            c3[:, :, 3] = 0.28
            parts_t += [t2, t3]
            parts_c += [c2, c3]
        self.overlay.setMeshData(meshdata=_meshdata(np.concatenate(parts_t),
                                                    np.concatenate(parts_c)))
