"""The camera over the growing PILUS table: it frames the whole layout at the start of a game,
glides to the new framing as the layout grows, and keeps the keyboard's or the hint's ghost on
screen; once the person moved the camera by hand it stays where they put it, unless the layout
grew out of view. All of it in the part of the view a card over the table leaves free (the
game-over card, the review's bar: ``BoardView.set_frame_room``): the table is framed again
there when a card comes or goes.

:class:`TableFraming` reads only the board's camera and the table's heights (what is laid
where): nothing of the rules, the model or the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

import numpy as np

from ...camera import FOV, WHOLE
from . import geometry as pgeo

if TYPE_CHECKING:
    from ...board_view import BoardView

FOLLOW_MARGIN = 24.0        # pixels: a ghost closer than this to the table's edge is followed


class TableFraming:
    """The camera's framing of the table on ``board``; ``heights()`` gives the cells' heights
    now (empty before the table is built)."""

    def __init__(self, board: "BoardView", heights: Callable[[], Mapping[pgeo.Cell, int]],
                 active: Callable[[], bool] = lambda: True) -> None:
        self.board = board
        self.heights = heights
        self.active = active
        board.frameRoomChanged.connect(self._room_changed)

    def _room_changed(self, glide: bool) -> None:
        """A card came over the table or went: the table framed in the part it leaves free,
        gliding there or (``glide`` False) at once."""
        if self.active() and self.heights():
            self.frame(pgeo.extent(self.heights()), reset=False, jump=not glide)

    def frame(self, extent: tuple[float, float, float, float], reset: bool,
              jump: bool = False) -> None:
        """The camera follows the growing table: its start frames the whole layout; it is
        started afresh (``reset``), or glides to the new framing (``jump``: goes there at
        once); after the person moved it by hand, it stays, unless the layout grew out of
        view (then it glides, keeping the person's angle, to take it all in)."""
        board = self.board
        box, distances, _start, _top = pgeo.camera_for(extent)
        default = self.fitted(pgeo.ELEVATION, pgeo.AZIMUTH)
        top = self.fitted(89.0, pgeo.AZIMUTH)
        far = max(distances[1], float(default["distance"]) * 1.6, float(top["distance"]) * 1.3)
        board.set_camera_limits(_reaching(box, default, top), (distances[0], far), default, top)
        if reset:
            board.reset_camera()
        elif not board.camera_by_hand:
            board.glide_camera(0 if jump else None, **default)
        elif not self.in_view(self.layout_box()):
            self.glide_to_fit(jump=jump)
        else:
            board.clamp_camera()

    def layout_box(self, extra: Sequence[pgeo.Cell] = ()) -> Any:
        """The points the camera keeps in view (see :func:`geometry.layout_points`)."""
        return pgeo.layout_points(self.heights(), extra)

    def fitted(self, elevation: float, azimuth: float,
               extra: Sequence[pgeo.Cell] = ()) -> dict[str, Any]:
        board = self.board
        w, h = board.width(), board.height()
        aspect = w / h if board.isVisible() and w > 0 and h > 0 else 1.45
        window = board.room_window() if board.isVisible() else WHOLE
        centre, distance = pgeo.fit_camera(self.layout_box(extra), elevation, azimuth, FOV,
                                           aspect, window=window)
        return {"elevation": elevation, "azimuth": azimuth, "distance": distance,
                "centre": centre}

    def in_view(self, points: Any, margin: float = FOLLOW_MARGIN,
                size: tuple[int, int] | None = None) -> bool:
        """Whether every point is on screen (``margin`` pixels inside the edges of the part of
        the view a card leaves free) with the camera where it is going (the end of a glide),
        or where it is; ``size``: the table's size in pixels to judge by (its size before a
        resize), else its size now."""
        board = self.board
        w, h = size if size is not None else (board.width(), board.height())
        if w <= 2 * margin or h <= 2 * margin:
            return True
        cam = board.glide_target() or board.camera()
        ndc, depth = pgeo.project_ndc(np.asarray(points, dtype=float), cam["centre"],
                                      float(cam["distance"]), float(cam["elevation"]),
                                      float(cam["azimuth"]), FOV, w / h)
        x0, y0, x1, y1 = board.room_window()
        mx, my = 2 * margin / w, 2 * margin / h
        return bool((depth > 0).all()
                    and (ndc[:, 0] >= x0 + mx).all() and (ndc[:, 0] <= x1 - mx).all()
                    and (ndc[:, 1] >= y0 + my).all() and (ndc[:, 1] <= y1 - my).all())

    def glide_to_fit(self, extra: Sequence[pgeo.Cell] = (), jump: bool = False) -> None:
        """Glide (keeping the person's angle; ``jump``: at once) so the layout and ``extra``
        cells are in view."""
        cam = self.board.glide_target() or self.board.camera()
        fitted = self.fitted(float(cam["elevation"]), float(cam["azimuth"]), extra)
        self.board.glide_camera(0 if jump else None, centre=fitted["centre"],
                                distance=fitted["distance"], elevation=cam["elevation"],
                                azimuth=cam["azimuth"])

    def resized(self, extent: tuple[float, float, float, float], old: tuple[int, int]) -> None:
        """The table was resized from ``old`` (width, height): a camera the person has not
        moved frames the layout again (at once, unless a glide is under way: then it glides
        to the new framing); one they moved keeps it in view (:meth:`keep_in_view`)."""
        if not self.board.camera_by_hand:
            self.frame(extent, reset=not self.board.gliding())
        else:
            self.keep_in_view(old)

    def keep_in_view(self, old: tuple[int, int]) -> None:
        """The table was resized from ``old`` (width, height) with a camera the person moved:
        a layout they saw whole and would now see cut (the view lower or narrower) is fitted
        again at once, their angles kept; one they had zoomed into stays as they chose."""
        box = self.layout_box()
        if old[0] <= 0 or old[1] <= 0 or len(box) == 0:
            return
        if self.in_view(box, margin=0.0, size=old) and not self.in_view(box, margin=0.0):
            cam = self.board.glide_target() or self.board.camera()
            fitted = self.fitted(float(cam["elevation"]), float(cam["azimuth"]))
            self.board.stop_glide()
            self.board.set_camera(centre=fitted["centre"], distance=fitted["distance"],
                                  elevation=cam["elevation"], azimuth=cam["azimuth"])

    def follow(self, cells: Sequence[pgeo.Cell], level: int) -> None:
        """Keep the Tab cursor's or the hint's ghost (``cells`` at ``level``) on screen."""
        if not cells or not self.board.isVisible():
            return
        x0, y0, x1, y1 = pgeo.extent(cells)
        corners = pgeo.box_corners((x0, y0, x1, y1), pgeo.cell_top(level), 0.1)
        if not self.in_view(corners):
            self.glide_to_fit(cells)

    def follow_ghost(self, at: tuple[str, int, int, int] | None,
                     anchors: Callable[[], Sequence[pgeo.Cell]]) -> None:
        """Keep the keyboard's or the hint's ghost (``at``: tile, x, y, level) in view. When it
        would leave the view, the camera takes in every spot the Tab cursor can go to at once
        (the ``anchors()`` of the tile in hand), so walking on never moves it again."""
        if at is None or not self.board.isVisible():
            return
        cells = pgeo.tile_cells(at[1], at[2])
        x0, y0, x1, y1 = pgeo.extent(cells)
        corners = pgeo.box_corners((x0, y0, x1, y1), pgeo.cell_top(at[3]), 0.1)
        if self.in_view(corners):
            return
        spots = [c for a in anchors() for c in pgeo.tile_cells(*a)]
        self.glide_to_fit(list(cells) + spots)


def _reaching(box: tuple[float, float, float, float, float, float], *cams: Mapping[str, Any]
              ) -> tuple[float, float, float, float, float, float]:
    """The centre ``box`` grown to take in the centres of ``cams``: framed beside a card, the
    camera looks at a point off the layout's middle."""
    cx, cy, bx, by, z0, z1 = box
    for cam in cams:
        x, y = float(cam["centre"][0]), float(cam["centre"][1])
        bx, by = max(bx, abs(x - cx) + 1.0), max(by, abs(y - cy) + 1.0)
    return cx, cy, bx, by, z0, z1
