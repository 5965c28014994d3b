"""PILUS's rules pictures on the real table (see :mod:`tabletop_gui.view.figures`): the tiles
of a figure in the game's own scene, the tile just laid outlined as in play with the regions
it scored, a refused tile as the hover ghost, the marked cells outlined, and the camera close
on the tiles that matter. ``paint`` is the same picture with QPainter, without OpenGL."""

from __future__ import annotations

from typing import Any, Iterable, Optional

import numpy as np
from pyqtgraph.opengl import MeshData
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ....model.figures import Figure, Outcome
from ....model.games.pilus import PAWN_COLOURS, PAWN_SHAPES
from ....rules.pilus import parse_turn
from . import geometry as pg
from . import messages, picture
from .scene import PilusScene

ELEVATION = 52.0
MARGIN = 0.25          # cells of table kept around what a figure frames
GHOST_ALPHA = 0.55     # a refused tile, over what it would cover
MIN_SPAN = 4.0         # cells a figure takes in at least (one tile is not blown up)


def make_scene(board: Any) -> PilusScene:
    return PilusScene(board, "safe")


def reason(code: str) -> str:
    """The sentence a player gets in play for ``code``."""
    return messages.illegal_move_text(code)


def _cell(text: str) -> pg.Cell:
    x, y = text.split(",")
    return (int(x), int(y))


def _groups(cells: Iterable[pg.Cell]) -> list[list[pg.Cell]]:
    """The marked cells in side-by-side groups (one outline each)."""
    left = set(cells)
    out = []
    while left:
        group = [left.pop()]
        k = 0
        while k < len(group):
            x, y = group[k]
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in left:
                    left.remove(n)
                    group.append(n)
            k += 1
        out.append(sorted(group))
    return out


def stage(scene: PilusScene, figure: Figure, outcome: Outcome
          ) -> tuple[dict[str, Any], Optional[np.ndarray]]:
    """Show ``figure`` on ``scene``: (the camera, the world point of the cross or None)."""
    before = outcome.before
    turn = parse_turn(figure.shown) if figure.shown else None
    laid_in_scene = outcome.after is not None and figure.view != "ghost"
    shown: Any = outcome.after if laid_in_scene else before
    n = int(shown.players)
    scene.set_ghost(None)
    scene.mark_recent(None, None)
    scene.set_targets([])
    scene.show_position(shown.laid, [shown.pawn(p) for p in range(n)], PAWN_COLOURS[:n],
                        PAWN_SHAPES[:n])
    regions: list[list[pg.Cell]] = _groups(_cell(m) for m in figure.marks)
    extra: list[pg.Cell] = []
    cross: Optional[np.ndarray] = None
    if turn is not None and turn.tile is not None:
        cells = list(pg.tile_cells(turn.x, turn.y))
        extra += cells
        if laid_in_scene:
            moved = (turn.pawn[0], turn.pawn[1]) if turn.pawn else None
            scene.mark_recent((turn.x, turn.y), moved,
                              PAWN_COLOURS[before.to_move])
            scoring = outcome.after.last_scoring if outcome.after is not None else None
            if scoring is not None:
                regions += [list(r) for r in scoring.regions]
        else:
            scene.set_ghost(turn.tile, turn.x, turn.y)
            if outcome.code is not None:
                _see_through(scene.ghost, GHOST_ALPHA)
                level = 1 + max(scene.height(c) for c in cells)
                cross = np.array([turn.x + 1.0, turn.y + 1.0, pg.cell_top(level) + 0.05])
    scene.set_scoring(regions)
    scene.fade.stop()           # the outline stays as drawn (a picture, not a fading turn)
    return _camera(figure, scene, extra), cross


def _see_through(item: Any, alpha: float) -> None:
    """A refused tile is drawn see-through: the picture shows what lies under it (the colours
    it fails to match, the region it would cover)."""
    md = item.opts["meshdata"]
    tris = md.vertexes(indexed="faces")
    cols = np.array(md.vertexColors(indexed="faces"), dtype=float)
    cols[..., 3] = np.minimum(cols[..., 3], alpha)
    item.setMeshData(meshdata=MeshData(vertexes=tris, vertexColors=cols))


def _camera(figure: Figure, scene: PilusScene, extra: list[pg.Cell]) -> dict[str, Any]:
    cells = {c: scene.height(c) for c in list(scene.heights) + extra}
    x0, x1 = float(min(c[0] for c in cells)), float(max(c[0] for c in cells) + 1)
    y0, y1 = float(min(c[1] for c in cells)), float(max(c[1] for c in cells) + 1)
    # a small layout is not blown up: at least MIN_SPAN cells across
    grow_x = max(0.0, MIN_SPAN - (x1 - x0)) / 2.0
    grow_y = max(0.0, MIN_SPAN - (y1 - y0)) / 2.0
    x0, x1, y0, y1 = x0 - grow_x - MARGIN, x1 + grow_x + MARGIN, y0 - grow_y - MARGIN, y1 + grow_y + MARGIN
    top = pg.cell_top(max(cells.values(), default=0) + 1)
    points = np.array([(x, y, z) for x in (x0, x1) for y in (y0, y1) for z in (0.0, top)])
    elevation = 89.0 if figure.view == "top" else ELEVATION
    return {"elevation": elevation, "azimuth": -90.0, "distance": 12.0,
            "centre": ((x0 + x1) / 2.0, (y0 + y1) / 2.0, 0.0), "frame": points}


def paint(painter: QPainter, rect: QRectF, figure: Figure, outcome: Outcome) -> None:
    """The figure drawn flat (no OpenGL): the table after a legal turn, before a refused one."""
    state = outcome.after if outcome.after is not None else outcome.before
    picture.draw(painter, rect, state)


def describe(outcome: Outcome) -> Optional[str]:
    """What the shown turn leads to, as a figure's ``result`` says it: the points it scores."""
    scoring = outcome.after.last_scoring if outcome.after is not None else None
    return str(scoring.points) if scoring is not None else None


__all__ = ["make_scene", "stage", "paint", "reason", "describe"]
