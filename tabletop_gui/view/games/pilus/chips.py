"""Small text chips over the PILUS table: the ghost's level, the height of the stack under the
pointer, the points a scoring region brought.

Each chip is a child QLabel of the table widget (no GL text: it follows the UI language and
the platform's font), a rounded dark label pinned to a point of the table: it is moved to where
that point is on screen after every frame the table draws (the camera may have moved). The
chips show only what the table shows anyway (levels, heights, points: public), and none at all
while the layer is not allowed (behind the privacy screen, another game on the table).
"""

from __future__ import annotations

import math
from typing import Any, Optional, Sequence

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget

CHIP_STYLE = ("QLabel {{ background: rgba(22, 24, 28, 215); color: {fg};"
              " border: 2px solid {border}; border-radius: 9px; padding: 1px 8px;"
              " font-weight: bold; }}")
GAP = 10.0        # pixels between a chip and its point
MARGIN = 2        # pixels a chip keeps from the table's edges
ROOM = 0.7        # the part of the table's width a chip takes at most (wider: it wraps)


class Chip(QLabel):
    """A label pinned to a point of the table: above it, or to its right (``side``)."""

    def __init__(self, board: QWidget, name: str) -> None:
        super().__init__(board)
        self.setObjectName(name)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.world: Optional[np.ndarray] = None
        self.side = "above"
        self.fitted_to = -1         # the table's width the chip was last sized for
        self.set_colour(None)
        self.hide()

    def set_colour(self, colour: Optional[str]) -> None:
        """Text and border in ``colour`` (a seat's); None: light text, a grey border."""
        fg = colour or "#F4F1E8"
        border = QColor(colour).darker(115).name() if colour else "rgba(255, 255, 255, 90)"
        self.setStyleSheet(CHIP_STYLE.format(fg=fg, border=border))

    def pin(self, text: str, world: Any, side: str = "above") -> None:
        """Pin to a point of the table, or beside the rightmost on screen of several (N, 3)."""
        self.setText(text)
        self.world = np.asarray(world, dtype=float)
        self.side = side
        parent = self.parentWidget()
        self.fit(parent.width() if parent is not None else 0)

    def fit(self, table_width: int) -> None:
        """Its text on one line where it takes at most :data:`ROOM` of the table's width, else
        wrapped to that (a refusal's reason in Spanish at 1024x700 was wider than the table
        and cut at its edge; wrapped to all of it, it hid the ghost it speaks of)."""
        self.fitted_to = table_width
        room = min(max(240, int(table_width * ROOM)), table_width - 2 * MARGIN)
        self.setWordWrap(False)
        hint = self.sizeHint()
        if hint.width() <= room:
            self.resize(hint)
            return
        self.setWordWrap(True)
        self.resize(room, self.heightForWidth(room))

    def place(self, board: Any) -> None:
        if self.world is None:
            return
        if self.fitted_to != board.width():
            self.fit(board.width())         # the table grew or shrank since it was pinned
        w, h = self.width(), self.height()
        if self.world.ndim == 2:
            # beside several points (a ghost's corners): right of the one furthest right on
            # screen, at the height of the two furthest right
            pts = sorted((board.world_to_screen(q) for q in self.world), key=lambda q: -q.x())
            p = QPointF(pts[0].x(), sum(q.y() for q in pts[:2]) / len(pts[:2]))
        else:
            p = board.world_to_screen(self.world)
        if not (math.isfinite(p.x()) and math.isfinite(p.y())):
            return      # a degenerate view (no size yet, a point in the eye's plane)
        if self.side == "right":
            x, y = p.x() + GAP, p.y() - h / 2.0
        else:
            x, y = p.x() - w / 2.0, p.y() - h - GAP
        x = max(min(x, board.width() - w - MARGIN), float(MARGIN))
        y = max(min(y, board.height() - h - MARGIN), float(MARGIN))
        self.move(int(round(x)), int(round(y)))


class ChipLayer:
    """The chips of the PILUS table: ``badge`` (the ghost's level), ``stack`` (the height under
    the pointer) and one ``points`` chip per scoring region."""

    def __init__(self, board: Any) -> None:
        self.board = board
        self.badge = Chip(board, "pilusLevelBadge")
        self.stack = Chip(board, "pilusStackHeight")
        self.points: list[Chip] = []
        self.allowed = False
        self._wanted: dict[str, bool] = {"badge": False, "stack": False, "points": False}
        frame_swapped = getattr(board, "frameSwapped", None)
        if frame_swapped is not None:
            frame_swapped.connect(self.place)

    def chips(self) -> list[Chip]:
        return [self.badge, self.stack, *self.points]

    def set_allowed(self, allowed: bool) -> None:
        """Whether any chip may show now (False behind the privacy screen, or while another
        game is on the table)."""
        self.allowed = allowed
        self._sync()

    def show_badge(self, text: Optional[str], world: Any = None) -> None:
        if text is not None and world is not None:
            self.badge.pin(text, world, "right")
        self._wanted["badge"] = text is not None
        self._sync()

    def show_stack(self, text: Optional[str], world: Optional[Sequence[float]] = None) -> None:
        if text is not None and world is not None:
            self.stack.pin(text, world, "above")
        self._wanted["stack"] = text is not None
        self._sync()

    def show_points(self, items: Sequence[tuple[str, Sequence[float]]],
                    colour: Optional[str] = None) -> None:
        """One chip per (text, point); an empty list takes them away."""
        while len(self.points) < len(items):
            self.points.append(Chip(self.board, "pilusPoints"))
        for chip in self.points[len(items):]:
            chip.world = None
        for chip, (text, world) in zip(self.points, items, strict=False):
            chip.set_colour(colour)
            chip.pin(text, world, "above")
        self._wanted["points"] = bool(items)
        self._sync()

    def visible_texts(self) -> list[str]:
        return [c.text() for c in self.chips() if c.isVisible()]

    def _sync(self) -> None:
        for chip, key in [(self.badge, "badge"), (self.stack, "stack")] + \
                [(c, "points") for c in self.points]:
            show = self.allowed and self._wanted[key] and chip.world is not None
            if show:
                chip.place(self.board)
                chip.raise_()
            chip.setVisible(show)

    def place(self) -> None:
        """Move every chip shown to where its point is now (after each frame)."""
        for chip in self.chips():
            if chip.isVisible():
                chip.place(self.board)


__all__ = ["Chip", "ChipLayer"]
