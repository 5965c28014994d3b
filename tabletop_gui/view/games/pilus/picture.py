"""PILUS drawn from above with QPainter, for the start page (no OpenGL): the tiles on the table
in the order they were laid (each higher one casting a longer shadow) and the pawns.

Only what every player sees is drawn: the state's public part (``laid``, ``pawn``), never a
hand, so the picture of a game between people at one screen gives nothing away."""

from __future__ import annotations

from typing import Any, Dict, Mapping, Optional, Tuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ....model.games import game_spec
from ....model.games.pilus import PAWN_SHAPES

# the tiles' colours as the 3D scene shows them by default (view/games/pilus/tile_mesh.py
# PALETTES["safe"]; a test keeps them equal): that module loads OpenGL
TILE_COLOURS = {"B": "#0072B2", "Y": "#F0E442", "G": "#9A9A9A", "N": "#009E73"}
# the table's baize (view/table.py TABLE) and the tiles' dark edge (tile_mesh.py EDGE)
TABLE = (0.20, 0.36, 0.28)
EDGE = (0.10, 0.10, 0.11)
# a tile's squares in name order: lower left, upper left, upper right, lower right
SQUARES = ((0, 0), (0, 1), (1, 1), (1, 0))


def _rgb(c: Tuple[float, float, float]) -> QColor:
    return QColor.fromRgbF(c[0], c[1], c[2])


def _pawn_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    if shape == "triangle":
        path.addPolygon(QPolygonF([centre + QPointF(0, -r), centre + QPointF(r * 0.95, r * 0.7),
                                   centre + QPointF(-r * 0.95, r * 0.7)]))
        path.closeSubpath()
    elif shape == "square":
        path.addRect(QRectF(centre.x() - r * 0.8, centre.y() - r * 0.8, r * 1.6, r * 1.6))
    elif shape == "star":
        import math

        points = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            points.append(centre + QPointF(rr * math.cos(a), rr * math.sin(a)))
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    else:
        path.addEllipse(centre, r, r)
    return path


def draw(painter: QPainter, rect: QRectF, state: Any,
         options: Optional[Mapping[str, Any]] = None) -> None:
    """Paint the public part of ``state`` (a PILUS state or a player's view) into ``rect``."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height()) * 0.96
    table = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_rgb(TABLE))
    painter.drawRoundedRect(table, side * 0.06, side * 0.06)
    laid = list(state.laid)
    if not laid:
        return
    xs = [x + dx for _n, x, _y in laid for dx in (0, 1)]
    ys = [y + dy for _n, _x, y in laid for dy in (0, 1)]
    span = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, 4)
    cell = side * 0.88 / span
    mid_x = (max(xs) + min(xs) + 1) / 2
    mid_y = (max(ys) + min(ys) + 1) / 2

    def corner(x: float, y: float) -> QPointF:     # the cell (x, y)'s upper-left corner
        return QPointF(table.center().x() + (x - mid_x) * cell,
                       table.center().y() - (y + 1 - mid_y) * cell)

    heights: Dict[Tuple[int, int], int] = {}
    edge = _rgb(EDGE)
    for name, x, y in laid:
        cells = [(x + dx, y + dy) for dx, dy in SQUARES]
        level = 1 + max(heights.get(c, 0) for c in cells)
        for c in cells:
            heights[c] = level
        block = QRectF(corner(x, y + 1), corner(x + 2, y - 1))
        lift = cell * 0.05 * level
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRect(block.translated(lift, lift))
        for letter, (dx, dy) in zip(name, SQUARES, strict=True):
            painter.setBrush(QColor(TILE_COLOURS.get(letter, "#808080")))
            painter.drawRect(QRectF(corner(x + dx, y + dy), corner(x + dx + 1, y + dy - 1)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(edge, max(1.0, cell * 0.06)))
        painter.drawRect(block)
    spec = game_spec("pilus").with_options(options or {})
    for seat in range(int(state.players)):
        at = state.pawn(seat)
        if at is None:
            continue
        centre = corner(at[0] + 0.5, at[1] - 0.5)
        path = _pawn_path(PAWN_SHAPES[seat % len(PAWN_SHAPES)], centre, cell * 0.3)
        painter.setPen(QPen(edge, max(1.0, cell * 0.05)))
        painter.setBrush(spec.seat_colour(seat))
        painter.drawPath(path)


__all__ = ["draw", "showcase", "TILE_COLOURS"]


def showcase() -> Any:
    """The position the start page shows on PILUS's card: a few tiles laid, some on level 2,
    and two pawns guarding their regions (no hand: none is drawn)."""
    from ....rules.pilus import position

    return position(players=2, tiles=[("BYGN", 0, 0), ("NBYG", 2, 0), ("GNBY", -2, 1),
                                      ("YGNB", 1, 1), ("BGYN", 0, 2), ("NYGB", 2, 2)],
                    pawns={0: (1, 2), 1: (3, 0)})
