"""Pylos drawn from above with QPainter, for the start page (no OpenGL): the wooden board, its
16 hollows and every sphere of the pyramid, level by level, in the pieces' colours."""

from __future__ import annotations

from typing import Any, Mapping, Optional

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient

from ....rules.pylos.geometry import LEVEL_SIZES, PLACES, place_coords

# the table's colours as the 3D scene has them (view/games/pylos/scene.py: WOOD, HOLLOW_CENTRE,
# SPHERE_COLOURS; a test keeps them equal), as 0..1 RGB: the scene module loads OpenGL
WOOD = (0.74, 0.51, 0.30)
WOOD_SIDE = (0.56, 0.36, 0.20)
HOLLOW_CENTRE = (0.36, 0.22, 0.12)
SPHERE_COLOURS = {"light": (0.93, 0.85, 0.68), "dark": (0.30, 0.17, 0.09)}


def _rgb(c: tuple[float, float, float]) -> QColor:
    return QColor.fromRgbF(c[0], c[1], c[2])


def draw(painter: QPainter, rect: QRectF, state: Any,
         options: Optional[Mapping[str, Any]] = None) -> None:
    """Paint ``state`` (a Pylos state: ``at(place)`` gives "light", "dark" or None) into
    ``rect``: the board square, centred; row 1 (Light's side) at the bottom."""
    side = min(rect.width(), rect.height()) * 0.94
    board = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(_rgb(WOOD_SIDE), max(1.0, side * 0.012)))
    painter.setBrush(_rgb(WOOD))
    painter.drawRoundedRect(board, side * 0.06, side * 0.06)
    cell = side * 0.9 / 4
    origin = QPointF(board.left() + side * 0.05, board.bottom() - side * 0.05)

    def centre(level: int, col: int, row: int) -> QPointF:
        offset = (level - 1) * 0.5 + 0.5
        return QPointF(origin.x() + (col + offset) * cell, origin.y() - (row + offset) * cell)

    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_rgb(HOLLOW_CENTRE))
    for row in range(LEVEL_SIZES[0]):
        for col in range(LEVEL_SIZES[0]):
            painter.drawEllipse(centre(1, col, row), cell * 0.24, cell * 0.24)
    radius = cell * 0.47
    for level in range(1, 5):
        for place in PLACES:
            lv, col, row = place_coords(place)
            colour = state.at(place) if lv == level else None
            if colour is None:
                continue
            c = centre(lv, col, row)
            # a sphere lit from the upper left; a shadow on what it rests on
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawEllipse(c + QPointF(radius * 0.12, radius * 0.14), radius, radius)
            base = _rgb(SPHERE_COLOURS.get(colour, (0.5, 0.5, 0.5)))
            glow = QRadialGradient(c - QPointF(radius * 0.35, radius * 0.4), radius * 1.5)
            glow.setColorAt(0.0, base.lighter(150))
            glow.setColorAt(0.55, base)
            glow.setColorAt(1.0, base.darker(170))
            painter.setBrush(QBrush(glow))
            painter.setPen(QPen(base.darker(220), max(1.0, radius * 0.05)))
            painter.drawEllipse(c, radius, radius)
            painter.setPen(Qt.PenStyle.NoPen)


__all__ = ["draw", "showcase"]


def showcase() -> Any:
    """The position the start page shows on Pylos's card: a game well under way, level 1
    full and the second level begun."""
    from ....rules.pylos import position

    return position(light=["1a1", "1c1", "1b2", "1d2", "1a3", "1c3", "1b4", "1d4", "2a1", "2c2"],
                    dark=["1b1", "1d1", "1a2", "1c2", "1b3", "1d3", "1a4", "1c4", "2b1", "2b2"])
