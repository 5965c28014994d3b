"""Every player's score over a game, one line a player in the seat's colour with the seat's
pawn shape on its points, and a legend naming them (a game scored in points: PILUS's end card
and its review).

A pyqtgraph ``PlotWidget``, made only when an end card or a review first shows it: pyqtgraph
(and numpy) are imported by :class:`ScoreChart`, never before the table is built, so never
before the start page's first paint (tests/test_early_paint.py). Game-free: it is given the
players' names, colours, shapes and scores.
"""

from __future__ import annotations

import html
import math
from typing import Any, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QColor, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from ..model.lazy_qt import Qt
from . import theme
from .position_chart import PositionChart

translate = QCoreApplication.translate

CHART_HEIGHT = 120          # px
LINE_WIDTH = 3              # px
POINT_SIZE = 7              # px, the shape on each point of a line
CURRENT_SIZE = 11           # px, the dots of the position shown
PREFERRED_WIDTH = 400       # px: the chart asks for no more (pyqtgraph's own hint is wider)
AXES_HEIGHT = 34            # px of the plot's height the bottom axis (numbers, title) takes
TICK_GAP = 6                # px at least between two numbers of an axis
EDGE = 0.04                 # of an axis' span, its margin at each end
X_TICK_WIDTH = 28           # px a number of the bottom axis needs, its gap included

# a pawn's shape as pyqtgraph draws it on a point and as the legend writes it
SYMBOLS = {"circle": ("o", "●"), "triangle": ("t1", "▲"), "square": ("s", "■"),
           "star": ("star", "★")}
UNITS = ("move", "round")


def nice_step(span: float, slots: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50... that cuts ``span`` into at most ``slots``."""
    raw = max(span, 1.0) / max(1, slots)
    magnitude = 10 ** max(0, math.floor(math.log10(raw)))
    for m in (1, 2, 5, 10):
        if m * magnitude >= raw:
            return int(m * magnitude)
    return int(10 * magnitude)


class ScoreChart(PositionChart):
    """See the module docstring. :meth:`set_players` names the lines and colours them;
    :meth:`set_scores` gives one row a position (the start's first: every player's score);
    :meth:`set_current` marks the position on the table (None: no mark). ``unit``: what a
    column is, "move" (the review: one a move, as its bar counts) or "round" (the end card:
    one a round of turns, as the score sheet's rows)."""

    def __init__(self, parent: Optional[QWidget] = None, height: int = CHART_HEIGHT,
                 labels: bool = True, unit: str = "move") -> None:
        super().__init__(parent, "scoreChart", height, grid_alpha=0.2,
                         current_size=CURRENT_SIZE)
        assert unit in UNITS
        self._labels = labels       # the points axis' title; off where room is short
        self._unit = unit
        self.plot.setMinimumWidth(0)
        self.marker.setVisible(False)
        self.plot.addItem(self.marker)
        self.plot.addItem(self.current)
        # who each line is: a shape and a name a player, in their colour
        self.legend = QLabel()
        self.legend.setObjectName("scoreLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self._layout.addWidget(self.legend)
        self._lines: list[Any] = []
        self._names: list[str] = []
        self._colours: list[str] = []
        self._shapes: list[str] = []
        self._rows: list[list[int]] = [[]]
        self._ply: Optional[int] = None
        self._height = height
        self.retranslate()

    def sizeHint(self) -> QSize:
        # as wide as whatever holds it makes it (the end card, the review's bar), no wider
        return QSize(PREFERRED_WIDTH, self._height + self.legend.sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self._height + self.legend.minimumSizeHint().height())

    # ---- what it shows ------------------------------------------------------------------
    def set_players(self, names: Sequence[str], colours: Sequence[str],
                    shapes: Sequence[str] = ()) -> None:
        """The players' names (the legend), their seats' colours and pawn shapes."""
        self._names = list(names)
        self._colours = [QColor(c).name() for c in colours]
        self._shapes = [shapes[i] if i < len(shapes) else "circle"
                        for i in range(len(self._names))]
        for line in self._lines:
            self.plot.removeItem(line)
        self._lines = [self.plot.plot([], []) for _ in self._names]
        self._style()

    def set_scores(self, rows: Sequence[Sequence[int]]) -> None:
        """Every player's score at each column (a move's or a round's), the start's first."""
        self._rows = [list(r) for r in rows] or [[]]
        self._redraw()

    def set_current(self, ply: Optional[int]) -> None:
        self._ply = ply
        self._redraw_current()

    def scores(self) -> list[list[int]]:
        return [list(r) for r in self._rows]

    def unit(self) -> str:
        return self._unit

    def line_colours(self) -> list[str]:
        """The lines' colours as drawn ("#rrggbb", one a player)."""
        return [QColor(line.opts["pen"].color()).name() for line in self._lines]

    def line_symbols(self) -> list[str]:
        """The shapes on the lines' points as pyqtgraph names them (one a player)."""
        return [str(line.opts["symbol"]) for line in self._lines]

    def line_widths(self) -> list[float]:
        return [float(line.opts["pen"].widthF()) for line in self._lines]

    def legend_text(self) -> str:
        return self.legend.text()

    def position_count(self) -> int:
        return len(self._rows)

    def point_value(self, ply: int) -> Optional[float]:
        row = self._rows[ply]
        return float(row[0]) if row else None

    def retranslate(self) -> None:
        # the position after move k stands at k, as the review's bar names it ("Position after
        # move 12 of 28"); on the end card the score after round k, the sheet's row k
        if self._unit == "round":
            self._x_label = translate("ScoreChart", "Round")
            tip = translate("ScoreChart", "Every player's score after each round")
        else:
            self._x_label = translate("ScoreChart", "Move")
            tip = translate("ScoreChart", "Every player's score after each move")
        self._points_label = translate("ScoreChart", "Points")
        self.plot.setToolTip(tip)
        self._style()

    def _style(self) -> None:
        pg = self._pg
        t = theme.current()
        self._style_axes(self._x_label, self._points_label if self._labels else None)
        for line, colour, shape in zip(self._lines, self._colours, self._shapes, strict=False):
            symbol = SYMBOLS.get(shape, SYMBOLS["circle"])[0]
            line.setPen(pg.mkPen(colour, width=LINE_WIDTH))
            line.setSymbol(symbol)
            line.setSymbolSize(POINT_SIZE)
            line.setSymbolBrush(pg.mkBrush(colour))
            line.setSymbolPen(pg.mkPen(t.surface, width=1))
        parts = []
        for name, colour, shape in zip(self._names, self._colours, self._shapes, strict=False):
            glyph = SYMBOLS.get(shape, SYMBOLS["circle"])[1]
            parts.append(f'<span style="color:{colour}">{glyph}━</span>&nbsp;'
                         f'{html.escape(name)}')
        self.legend.setText("&nbsp;&nbsp;&nbsp; ".join(parts))
        self.legend.setVisible(bool(parts))
        self._redraw()

    # ---- drawing --------------------------------------------------------------------------
    def _top(self) -> int:
        return max([10] + [v for r in self._rows for v in r])

    def _redraw(self) -> None:
        xs = list(range(len(self._rows)))
        for p, line in enumerate(self._lines):
            ys = [float(r[p]) if p < len(r) else 0.0 for r in self._rows]
            line.setData(xs, ys)
        n = max(1, len(self._rows) - 1)
        item = self.plot.getPlotItem()
        # room past the first and last columns and under the 0 for their numbers: pyqtgraph
        # leaves out a number that would stick out of its axis
        item.setXRange(-EDGE * n, n * (1 + EDGE), padding=0)
        item.setYRange(-3 * EDGE * self._top(), self._top() * (1 + EDGE), padding=0)
        self._set_ticks()
        self._redraw_current()

    def _set_ticks(self) -> None:
        """As many numbers on each axis as there is room for, apart and round (0, 50, 100):
        the chart is low, pyqtgraph's own choice would set them on one another."""
        item = self.plot.getPlotItem()
        left = item.getAxis("left")
        font_px = QFontMetrics(left.style.get("tickFont") or self.font()).height()
        y_room = self._height - AXES_HEIGHT
        top = self._top()
        y_step = nice_step(top, max(1, y_room // (font_px + TICK_GAP)))
        left.setTicks([[(float(v), str(v)) for v in range(0, top + 1, y_step)]])
        n = max(1, len(self._rows) - 1)
        x_room = max(X_TICK_WIDTH, self.width() - 60)
        x_step = nice_step(n, max(1, x_room // X_TICK_WIDTH))
        item.getAxis("bottom").setTicks([[(float(v), str(v)) for v in range(0, n + 1, x_step)]])

    def resizeEvent(self, ev: QResizeEvent) -> None:
        super().resizeEvent(ev)
        self._set_ticks()

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


__all__ = ["ScoreChart", "nice_step"]
