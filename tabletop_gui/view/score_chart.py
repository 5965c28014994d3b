"""Every player's score over a game, one line a player in the seat's colour (a game scored in
points: PILUS's end card and its review).

A pyqtgraph ``PlotWidget``, made only when an end card or a review first shows it: pyqtgraph
(and numpy) are imported by :class:`ScoreChart`, never before the table is built, so never
before the start page's first paint (tests/test_early_paint.py). Game-free: it is given the
players' names, colours and scores.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from . import theme
from .position_chart import PositionChart

translate = QCoreApplication.translate

CHART_HEIGHT = 120          # px
LINE_WIDTH = 3              # px
CURRENT_SIZE = 11           # px, the dots of the position shown
PREFERRED_WIDTH = 400       # px: the chart asks for no more (pyqtgraph's own hint is wider)


class ScoreChart(PositionChart):
    """See the module docstring. :meth:`set_players` names the lines and colours them;
    :meth:`set_scores` gives one row a position (the start's first: every player's score);
    :meth:`set_current` marks the position on the table (None: no mark)."""

    def __init__(self, parent: Optional[QWidget] = None, height: int = CHART_HEIGHT,
                 labels: bool = True) -> None:
        super().__init__(parent, "scoreChart", height, grid_alpha=0.2,
                         current_size=CURRENT_SIZE)
        self._labels = labels       # the axes' titles (Move, Points); off where room is short
        self.plot.setMinimumWidth(0)
        self.marker.setVisible(False)
        self.plot.addItem(self.marker)
        self.plot.addItem(self.current)
        self._lines: list[Any] = []
        self._names: list[str] = []
        self._colours: list[str] = []
        self._rows: list[list[int]] = [[]]
        self._ply: Optional[int] = None
        self._height = height
        self.retranslate()

    def sizeHint(self) -> QSize:
        # as wide as whatever holds it makes it (the end card, the review's bar), no wider
        return QSize(PREFERRED_WIDTH, self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self._height)

    # ---- what it shows ------------------------------------------------------------------
    def set_players(self, names: Sequence[str], colours: Sequence[str]) -> None:
        """The players' names (the lines' tooltip) and their seats' colours."""
        self._names = list(names)
        self._colours = [QColor(c).name() for c in colours]
        for line in self._lines:
            self.plot.removeItem(line)
        self._lines = [self.plot.plot([], []) for _ in self._names]
        self._style()

    def set_scores(self, rows: Sequence[Sequence[int]]) -> None:
        """Every player's score at each position, the start's first."""
        self._rows = [list(r) for r in rows] or [[]]
        self._redraw()

    def set_current(self, ply: Optional[int]) -> None:
        self._ply = ply
        self._redraw_current()

    def scores(self) -> list[list[int]]:
        return [list(r) for r in self._rows]

    def line_colours(self) -> list[str]:
        """The lines' colours as drawn ("#rrggbb", one a player)."""
        return [QColor(line.opts["pen"].color()).name() for line in self._lines]

    def position_count(self) -> int:
        return len(self._rows)

    def point_value(self, ply: int) -> Optional[float]:
        row = self._rows[ply]
        return float(row[0]) if row else None

    def retranslate(self) -> None:
        # the position after move k stands at k, as the review's bar names it ("Position after
        # move 12 of 28") and as Pylos's review chart counts
        self._move_label = translate("ScoreChart", "Move")
        self._points_label = translate("ScoreChart", "Points")
        self.plot.setToolTip(translate("ScoreChart", "Every player's score after each move"))
        self._style()

    def _style(self) -> None:
        pg = self._pg
        labels = self._labels
        self._style_axes(self._move_label if labels else None,
                         self._points_label if labels else None)
        for line, colour in zip(self._lines, self._colours, strict=False):
            line.setPen(pg.mkPen(colour, width=LINE_WIDTH))
        self._redraw()

    def _redraw(self) -> None:
        xs = list(range(len(self._rows)))
        for p, line in enumerate(self._lines):
            ys = [float(r[p]) if p < len(r) else 0.0 for r in self._rows]
            line.setData(xs, ys)
        n = max(1, len(self._rows) - 1)
        item = self.plot.getPlotItem()
        item.setXRange(0, n, padding=0.02)
        top = max([v for r in self._rows for v in r] or [0])
        item.setYRange(0, max(10, top), padding=0.05)
        self._redraw_current()

    def _redraw_current(self) -> None:
        pg = self._pg
        ply = self._ply
        if ply is None or not 0 <= ply < len(self._rows):
            self.marker.setVisible(False)
            self.current.setData([])
            return
        self.marker.setVisible(True)
        self.marker.setValue(ply)
        row = self._rows[ply]
        self.current.setData([{"pos": (ply, float(v)), "brush": pg.mkBrush(c),
                               "pen": pg.mkPen(theme.current().surface, width=2)}
                              for v, c in zip(row, self._colours, strict=False)])


__all__ = ["ScoreChart"]
