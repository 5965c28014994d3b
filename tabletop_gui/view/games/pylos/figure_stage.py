"""Pylos's rules pictures on the real table (see :mod:`tabletop_gui.view.figures`): the
position of a figure in the game's own scene, its move traced as in play (the ring on the
sphere played, ghosts where spheres were taken back or raised from), its marks glowing, and
the camera close on the board. ``paint`` is the same picture with QPainter, without OpenGL."""

from __future__ import annotations

from typing import Any, Optional

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ....model.figures import Figure, Outcome
from ....rules.pylos import Move
from . import geometry as geo
from . import messages, picture
from .controller import DEFAULT_CAMERA
from .scene import PylosScene

MARK_GLOW = 0.55
ELEVATION = 50.0
SOURCE_CODES = ("not_own_sphere", "not_free", "not_higher", "supports_destination")


def make_scene(board: Any) -> PylosScene:
    return PylosScene(board)


def reason(code: str) -> str:
    """The sentence a player gets in play for ``code``."""
    return messages.illegal_move_text(code)


def _board_of(state: Any) -> dict[str, str]:
    return {p: c for p in geo.PLACES if (c := state.at(p)) is not None}


def stage(scene: PylosScene, figure: Figure, outcome: Outcome
          ) -> tuple[dict[str, Any], Optional[np.ndarray]]:
    """Show ``figure`` on ``scene``: (the camera, the world point of the cross or None)."""
    scene.trace.clear()
    scene.set_ghosts(None)
    scene.set_mouths(())
    before = outcome.before
    move = Move.from_notation(figure.shown) if figure.shown else None
    mover = before.to_move
    shown = outcome.after if outcome.after is not None else before
    scene.show_position(_board_of(shown), {c: shown.reserve(c) for c in geo.COLOURS})
    scene.finish_animations()
    glow = {p: MARK_GLOW for p in figure.marks}
    cross: Optional[np.ndarray] = None
    if move is not None and outcome.after is not None:
        board = scene.board
        scene.trace.show(move.dst if move.dst in board else None,
                         {place: mover for place in move.takes}, held=True)
        if move.src is not None:
            scene.set_ghosts(None, {move.src: mover})
    elif move is not None:
        scene.set_ghosts((move.dst, mover))
        code = outcome.code or ""
        if code.startswith("takeback_") and move.takes:
            bad = move.takes[-1]
        elif move.src is not None and code in SOURCE_CODES:
            bad = move.src
        else:
            bad = move.dst
        if move.src is not None:
            glow.setdefault(move.src, MARK_GLOW)
        cross = geo.place_centre(bad) + np.array([0.0, 0.0, geo.RADIUS])
    if figure.view == "mouths":
        places = before.available_places()
        scene.set_mouths(places)
        level2 = [p for p in places if p.startswith("2")]
        if level2:
            scene.set_ghosts((level2[0], mover))
    scene.set_highlights(glow)
    return _camera(figure), cross


def _camera(figure: Figure) -> dict[str, Any]:
    if figure.view == "table":
        cam = dict(DEFAULT_CAMERA)
        cam["elevation"] = 52.0
        return cam
    h = geo.BOARD_HALF
    if figure.view == "pyramid":    # the pyramid, its board's near edge and its top
        points = np.array([(x, y, 0.0) for x in (-h, h) for y in (-h, h)]
                          + [(0.0, 0.0, geo.RADIUS * 3.2 + 3 * geo.LEVEL_RISE)])
    else:
        points = np.array([(x, y, z) for x in (-h, h) for y in (-h, h)
                           for z in (0.0, geo.RADIUS * 2)])
    elevation = 89.0 if figure.view == "top" else ELEVATION
    return {"elevation": elevation, "azimuth": -90.0, "distance": 12.0,
            "centre": (0.0, 0.0, 0.0), "frame": points}


def paint(painter: QPainter, rect: QRectF, figure: Figure, outcome: Outcome) -> None:
    """The figure drawn flat (no OpenGL): the position after a legal move, before a refused
    one."""
    picture.draw(painter, rect, outcome.after if outcome.after is not None else outcome.before)


def describe(outcome: Outcome) -> Optional[str]:
    """What the shown move leads to, as a figure's ``result`` says it: the game's result."""
    return outcome.after.result if outcome.after is not None else None


__all__ = ["make_scene", "stage", "paint", "reason", "describe"]
