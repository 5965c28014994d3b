"""The PILUS table scene: stacked tiles, the four pawns, the ghost tile and the highlights.

Driven by plain data (no rules, no model): ``show_position(laid, pawns)`` with ``laid`` the tiles
in the order laid ``(colours as laid, x, y)`` and ``pawns`` one cell or None per player. The
tiles and pawns are drawn as :mod:`.tile_mesh` builds them, the highlights as
:mod:`.highlights` does (raised rims, never tints). The heights view (:mod:`.heights`, V) adds
contour shading, contour lines and a numbered token per plateau. A tile's triangles are built
once (cached by tile, place, level and palette) and the whole table is one mesh, rebuilt only
when a tile is laid or taken back: one draw call per frame whatever the number of tiles.

The ghost is opaque (no colour of the tiles under it shows through); its cells over air are
rimmed in dashes over a pale veil down to what lies under them. A laid tile slides in and
settles; the last move's tile and pawn stay outlined in the mover's colour, fading out.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

import numpy as np
from pyqtgraph.opengl import MeshData
from PySide6.QtCore import QEasingCurve, QVariantAnimation

from ...gl_items import StaticMeshItem
from ...table import TriangleSoup as _TriangleSoup
from ...table import table_mesh
from . import geometry as pg
from . import heights as hv
from .highlights import (
    AIR_COLOUR,
    GHOST_FRAME,
    PROTECTED_COLOUR,
    REFUSED_DIM,
    REFUSED_FRAME,
    REFUSED_GREY,
    SCORE_COLOUR,
    TARGET_COLOUR,
    air_veil,
    over_air,
    rim_soup,
    ring_soup,
)
from .tile_mesh import (
    PALETTES,
    PAWN_RADIUS,
    hex_rgb,
    level_body,
    mesh_data,
    pawn_soup,
    pip_colour,
    soup_arrays,
    tile_soup,
)

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



class PilusScene:
    """The items of the PILUS table, added to a GLViewWidget once."""

    def __init__(self, view: Any, palette: str = "safe") -> None:
        self.view = view
        self.palette = palette
        self.table = StaticMeshItem(self._table_mesh(), material="cloth")
        self.tiles = StaticMeshItem(mesh_data(*soup_arrays(_TriangleSoup())))
        self.pawns = StaticMeshItem(mesh_data(*soup_arrays(_TriangleSoup())))
        self.ghost = StaticMeshItem(mesh_data(*soup_arrays(_TriangleSoup())),
                                    glOptions="translucent")
        self.overlay = StaticMeshItem(mesh_data(*soup_arrays(_TriangleSoup())),
                                      glOptions="translucent")
        self.recent = StaticMeshItem(mesh_data(*soup_arrays(_TriangleSoup())),
                                     glOptions="translucent")
        # the tile just laid, while it slides in (moved by its transform, never rebuilt)
        self.incoming = StaticMeshItem(mesh_data(*soup_arrays(_TriangleSoup())))
        self.incoming.setVisible(False)
        # the heights view's contour lines and numbered badges (see heights.py)
        self.heights_view = False
        self.height_badges: list[tuple[float, float, int]] = []
        self.height_marks = hv.HeightsItem(mesh_data(*soup_arrays(_TriangleSoup())),
                                           self._rebuild_heights)
        self.height_marks.setVisible(False)
        self.ghost.setDepthValue(10)
        self.overlay.setDepthValue(11)
        self.recent.setDepthValue(12)
        self.items = (self.table, self.tiles, self.incoming, self.height_marks, self.pawns,
                      self.ghost, self.overlay, self.recent)
        for item in self.items:
            view.addItem(item)
        # a tile's arrays by (tile, x, y, level, palette, shade)
        self._cache: dict[tuple[str, int, int, int, str, float],
                          tuple[np.ndarray, np.ndarray]] = {}
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
        item.setMeshData(meshdata=mesh_data(*soup_arrays(soup)))
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
            self._cache[key] = soup_arrays(tile_soup(name, x, y, level, self.palette, shade=shade))
        return self._cache[key]

    # ---- the tile just laid slides in and settles -----------------------------------------
    @property
    def sliding(self) -> bool:
        return bool(self.incoming.visible())

    def _start_slide(self) -> None:
        self.incoming.setMeshData(meshdata=mesh_data(*self._tile_arrays(len(self.laid) - 1)))
        self.incoming.setVisible(True)
        self.height_marks.setVisible(False)
        self.slide.stop()
        self.slide.start()
        self._slide_step(0.0)

    @staticmethod
    def slide_offset(t: float) -> np.ndarray:
        """Where the incoming tile is drawn at time ``t`` (0..1), relative to where it lies."""
        return slide_offset(t)

    def _slide_step(self, t: float) -> None:
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
            md = mesh_data(np.concatenate(tris), np.concatenate(cols))
        else:
            md = mesh_data(*soup_arrays(_TriangleSoup()))
        self.tiles.setMeshData(meshdata=md)

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
        self.pawns.setMeshData(meshdata=mesh_data(*soup_arrays(soup)))

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

    def _fade_step(self, alpha: float) -> None:
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
        tris, cols = soup_arrays(soup)
        cols[:, :, 3] = 0.95 * self.recent_alpha
        self.recent.setMeshData(meshdata=mesh_data(tris, cols))
        self.recent.setVisible(self.tiles.visible())

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
        tris, cols = soup_arrays(soup)
        veil_t, veil_c = soup_arrays(air_veil(self.ghost_air, cells, level, self.height))
        veil_c[:, :, 3] = 0.45
        tris = tris + np.array([0.0, 0.0, GHOST_LIFT])
        self.ghost.setMeshData(meshdata=mesh_data(np.concatenate([tris, veil_t]),
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
        self.overlay.setMeshData(meshdata=mesh_data(*soup_arrays(soup)))
