"""The analysis board's marks on the table: a coloured disc in each place a legal move ends on,
green where the best move ending there wins, grey where it draws, red where it loses (and none
while its value is not known).

A place may end several moves (placing a sphere there, raising one of several spheres to it,
with one or two spheres taken back after): its mark is the best of their values for the player
to move, as the list beside the table says move by move."""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Optional

import numpy as np
from numpy.typing import ArrayLike

from ...sphere_sets import GlowDiscSetItem
from . import geometry as geo

#: each outcome's colour (RGB 0..1): green, grey and red as a player reads them
MARK_RGB = {"win": (0.16, 0.78, 0.26), "draw": (0.62, 0.62, 0.62), "loss": (0.90, 0.16, 0.12)}
#: a disc inside a place's hollow, inside the amber ring of a place a click may fill, so both
#: show and neighbouring places' marks never run together
MARK_RADIUS = geo.HOLLOW_RADIUS * 0.6
MARK_LIFT = 0.03            # over the glowing mouths (MOUTH_LIFT) and the trace's ring
MARK_GLOW = 1.0
_SCORE = {"win": 1, "draw": 0, "loss": -1}


def place_outcomes(move_values: Iterable[Any]) -> dict[str, str]:
    """Place -> "win" / "draw" / "loss": the best known value of the moves ending there
    (``move_values``: :class:`~tabletop_gui.ai.pylos.review.MoveValue` items; an unknown value
    marks nothing)."""
    best: dict[str, str] = {}
    for mv in move_values:
        outcome = mv.value.outcome
        if outcome is None:
            continue
        place = mv.move.dst
        if place not in best or _SCORE[outcome] > _SCORE[best[place]]:
            best[place] = outcome
    return best


class MarkDiscs(GlowDiscSetItem):
    """Discs in the marks' own colours (the mouths' white-hot core would wash them out)."""

    def set_sphere(self, i: int, centre: ArrayLike | None = None, colour: ArrayLike | None = None,
                   glow: float | None = None, visible: bool | None = None) -> None:
        super().set_sphere(i, centre, colour, glow, visible)
        rgb = np.tile(np.asarray(self.colours[i][:3], dtype=np.float32), (self._nv, 1))
        alpha = np.clip((1.0 * self._band + 0.4 * self._halo + 0.85 * self._inside)
                        * self.glows[i], 0.0, 1.0) * self.colours[i][3]
        self._col[i * self._nv:(i + 1) * self._nv] = np.hstack([rgb, alpha])


class AnalysisMarks:
    """One disc per place, added to ``view`` (a GLViewWidget) once; :meth:`show` sets them."""

    def __init__(self, view: Any) -> None:
        self.discs = MarkDiscs(len(geo.PLACES), MARK_RADIUS)
        self.discs.setDepthValue(7)
        for k, place in enumerate(geo.PLACES):
            self.discs.set_sphere(k, centre=geo.place_mouth(place) + [0.0, 0.0, MARK_LIFT],
                                  colour=(*MARK_RGB["draw"], 1.0), glow=0.0, visible=False)
        view.addItem(self.discs)
        self.shown: dict[str, str] = {}

    def show(self, outcomes: Optional[Mapping[str, str]]) -> None:
        """Mark these places (place -> outcome); None or {}: no marks."""
        self.shown = dict(outcomes or {})
        for k, place in enumerate(geo.PLACES):
            outcome = self.shown.get(place)
            if outcome is None:
                if self.discs.visible_mask[k]:
                    self.discs.set_sphere(k, visible=False)
                continue
            self.discs.set_sphere(k, colour=(*MARK_RGB[outcome], 1.0), glow=MARK_GLOW,
                                  visible=True)

    def colour_at(self, place: str) -> Optional[tuple[float, float, float]]:
        """The RGB of the mark shown on ``place``, None when none is."""
        k = geo.PLACES.index(place)
        if not self.discs.visible_mask[k]:
            return None
        r, g, b = (float(c) for c in self.discs.colours[k][:3])
        return (r, g, b)


__all__ = ["AnalysisMarks", "MARK_RGB", "MarkDiscs", "place_outcomes"]
