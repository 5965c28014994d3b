"""The review's chart: the game's value position by position (who is winning, where it
turned), the position on the table marked, a click on a point going to its position; and the
colours of the verdicts' marks, which the move list's marks share.

A pyqtgraph ``PlotWidget``, made only when a review first shows it: pyqtgraph (and numpy) are
imported by this module's :class:`ReviewChart`, never before the table is built, so never
before the start page's first paint (tests/test_early_paint.py).
"""

from __future__ import annotations

import html
import math
from typing import Any, Optional, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget

from ..model.lazy_qt import Qt
from ..model.review_worker import INACCURACY_CODES, MISTAKE_CODES
from . import theme
from .position_chart import PositionChart

translate = QCoreApplication.translate

CHART_HEIGHT = 120          # px
POINT_SIZE = 9              # px, a position's dot
CURRENT_SIZE = 15           # px, the dot of the position on the table

# a verdict's mark: red for a mistake (the outcome lost), amber for an inaccuracy (time lost),
# green for a move that kept what the mover had, grey for a lost position's move; no mark
# where nothing is known
GOOD = "#3f9b4a"
INACCURACY = "#d9a21b"
NEUTRAL = "#8d8475"


# a position's height on the chart: the nearer a win, the further from the draw's 0 (a win
# at hand at 1, one FAR_PLIES moves off or more at FAR_HEIGHT); a win whose distance is not
# known (the book's: many places still empty, so the end is far) lower still
FAR_PLIES = 30
FAR_HEIGHT = 0.4
UNKNOWN_HEIGHT = 0.3


def value_height(outcome: Optional[str], plies: Optional[int]) -> Optional[float]:
    """The chart's height for a position worth ``outcome`` ("win", "draw", "loss": for the
    first seat) with best play ending the game in ``plies`` moves (None: not known); None
    where the value is unknown."""
    if outcome is None:
        return None
    if outcome == "draw":
        return 0.0
    if plies is None:
        height = UNKNOWN_HEIGHT
    else:
        height = 1.0 - (1.0 - FAR_HEIGHT) * min(max(plies, 0), FAR_PLIES) / FAR_PLIES
    return height if outcome == "win" else -height


def verdict_colour(code: str) -> Optional[QColor]:
    """The colour of a verdict's mark (None: no mark)."""
    if code in MISTAKE_CODES:
        return QColor(theme.current().danger)
    if code in INACCURACY_CODES:
        return QColor(INACCURACY)
    if code in ("best", "kept_win", "kept_draw"):
        return QColor(GOOD)
    if code in ("best_defence", "still_lost"):
        return QColor(NEUTRAL)
    # a game judged by an expert's opinion, not the truth (PILUS): how far its choice was
    # from the move played
    if code == "agrees":
        return QColor(GOOD)
    if code == "close":
        return QColor(NEUTRAL)
    if code == "better":
        return QColor(INACCURACY)
    if code == "much_better":
        return QColor(theme.current().danger)
    return None


def visible_on(colour: str, surface: str, text: str) -> str:
    """``colour``, or where its lightness is too near the ``surface`` it is drawn on (a cream
    seat on a light card, a dark brown one on a dark card), mixed a third of the way toward
    the ``text`` colour, which always stands out there."""
    c, bg, ink = QColor(colour), QColor(surface), QColor(text)
    if abs(c.lightness() - bg.lightness()) >= 60:
        return c.name()
    mix = [round(a + (b - a) / 3) for a, b in ((c.red(), ink.red()), (c.green(), ink.green()),
                                                (c.blue(), ink.blue()))]
    return QColor(*mix).name()


class ReviewChart(PositionChart):
    """See the module docstring. :meth:`set_game` gives the positions' values (for the first
    seat: +1 it wins, 0 a draw, -1 the other wins, None unknown so far) and the verdict code
    of the move that made each position; :meth:`set_current` the position on the table."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent, "reviewChart", CHART_HEIGHT, grid_alpha=0.25,
                         current_size=CURRENT_SIZE)
        pg = self._pg
        self.plot.getPlotItem().setYRange(-1.25, 1.25, padding=0)
        # the area between the line and the draw's 0 in the colour of the seat it is good
        # for: which side of the line a position lies on reads at a glance, however far off
        # its win (a far win lies near the line)
        self.fills = (self.plot.plot([], [], fillLevel=0.0, pen=None),
                      self.plot.plot([], [], fillLevel=0.0, pen=None))
        self._colours: Optional[tuple[str, str]] = None   # the seats' (set_seats)
        self.line = self.plot.plot([], [], connect="finite")
        self.points = pg.ScatterPlotItem(size=POINT_SIZE, pxMode=True)
        self.plot.addItem(self.points)
        self.plot.addItem(self.current)
        self.plot.addItem(self.marker)
        # the chart in words: what its height and its dots' colours mean
        self.legend = QLabel()
        self.legend.setObjectName("reviewLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self._layout.addWidget(self.legend)
        self._values: list[Optional[float]] = [None]
        self._codes: list[str] = [""]
        self._ply = 0
        self._names = ("", "")
        self._seats: tuple[str, ...] = ()
        self.retranslate()

    # ---- what it shows ------------------------------------------------------------------
    def set_seats(self, first: str, second: str, seats: Sequence[str] = (),
                  colours: Optional[Sequence[str]] = None) -> None:
        """The seats' own names for the value axis ("Light wins" above, "Dark wins" below);
        with the game's ``seats``, who plays them as the table names them ("You win",
        "Computer — Medium wins"); ``colours``: the seats' colours ("#rrggbb"), which fill
        the side of the line good for each."""
        self._names = (first, second)
        self._seats = tuple(seats)
        if colours is not None:
            self._colours = (QColor(colours[0]).name(), QColor(colours[1]).name())
        self.retranslate()

    def fill_colours(self) -> tuple[str, str]:
        """The fills' colours as drawn (above the line, below it)."""
        return (QColor(self.fills[0].opts["fillBrush"].color()).name(),
                QColor(self.fills[1].opts["fillBrush"].color()).name())

    def fill_values(self) -> tuple[list[float], list[float]]:
        """The fills' heights a position (above the line: 0 or more; below: 0 or less)."""
        return ([float(y) for y in self.fills[0].yData],
                [float(y) for y in self.fills[1].yData])

    def _wins(self, index: int) -> str:
        """The axis's words for seat ``index`` winning."""
        from ..model.seats import in_sentence, is_you, seat_is_computer, who_sits

        seats, name = self._seats, self._names[index]
        if len(seats) != len(self._names):
            return in_sentence(translate("Review", "%1 wins"), name)
        if is_you(seats, index):
            return translate("Review", "You win")
        who = who_sits(seats, index, name)
        if seat_is_computer(seats[index]):   # one player (a colour: its spheres' players)
            return translate("Review", "%1 wins", "the computer: one player").replace("%1", who)
        return in_sentence(translate("Review", "%1 wins"), who)

    def set_game(self, values: Sequence[Optional[float]], codes: Sequence[str]) -> None:
        """One value a position (the start's first) and the verdict of the move that made
        each position (the start's: "")."""
        self._values = list(values)
        self._codes = list(codes)
        self._redraw()

    def set_current(self, ply: int) -> None:
        self._ply = ply
        self._redraw_current()

    def point_count(self) -> int:
        """The positions the chart has (the start's included)."""
        return len(self._values)

    def known_count(self) -> int:
        """The positions with a value shown."""
        return sum(v is not None for v in self._values)

    def position_count(self) -> int:
        return len(self._values)

    def point_value(self, ply: int) -> Optional[float]:
        return self._values[ply]

    def retranslate(self) -> None:
        axis = self.plot.getPlotItem().getAxis("left")
        axis.setTicks([[(1.0, self._wins(0)), (0.0, translate("Review", "Draw")),
                        (-1.0, self._wins(1))]])
        self._move_label = translate("Review", "Move")
        self.plot.setToolTip(translate("Review", "The game's value after each move, with "
                                                 "best play from there on: click a point to "
                                                 "see its position"))
        self._legend_words = (
            translate("Review", "Above the middle line (a draw): good for %1; below: good for "
                                "%2. The nearer a win, the further from the line.")
            .replace("%1", self._wins_plain(0)).replace("%2", self._wins_plain(1)),
            translate("Review", "kept the win or the draw"),
            translate("Review", "won, but slower"),
            translate("Review", "threw the win or the draw away"),
            translate("Review", "already lost"))
        self._style()

    def _wins_plain(self, index: int) -> str:
        """The seat's name as the legend says it (its colour or who plays it)."""
        from ..model.seats import who_sits

        name = self._names[index]
        if len(self._seats) != len(self._names):
            return name
        return who_sits(self._seats, index, name)

    def legend_text(self) -> str:
        """The legend's words, without its colours."""
        scale, *marks = self._legend_words
        return scale + " " + " · ".join(marks)

    def _style_legend(self) -> None:
        t = theme.current()
        scale, good, slower, threw, lost = self._legend_words

        def dot(colour: str, words: str) -> str:
            return f'<span style="color:{colour}">\u25cf</span>&nbsp;{html.escape(words)}'

        self.legend.setText(
            f'<span style="color:{t.text_muted}">{html.escape(scale)}</span><br>'
            + " &nbsp; ".join((dot(GOOD, good), dot(INACCURACY, slower),
                               dot(t.danger, threw), dot(NEUTRAL, lost))))

    def _style(self) -> None:
        t = theme.current()
        pg = self._pg
        self._style_legend()
        self._style_axes(self._move_label)
        self.line.setPen(pg.mkPen(t.text_muted, width=2))
        # no seats' colours given: both sides in the muted text colour
        colours = self._colours or (t.text_muted, t.text_muted)
        for fill, colour in zip(self.fills, colours, strict=True):
            brush = QColor(visible_on(colour, t.surface, t.text))
            brush.setAlpha(150)
            fill.setBrush(pg.mkBrush(brush))
        self._redraw()

    def _redraw(self) -> None:
        pg = self._pg
        xs = list(range(len(self._values)))
        ys = [math.nan if v is None else float(v) for v in self._values]
        self.line.setData(xs, ys, connect="finite")
        known = [0.0 if math.isnan(y) else y for y in ys]
        self.fills[0].setData(xs, [max(0.0, y) for y in known])
        self.fills[1].setData(xs, [min(0.0, y) for y in known])
        spots: list[dict[str, Any]] = []
        for x, (y, code) in enumerate(zip(self._values, self._codes, strict=False)):
            if y is None:
                continue
            colour = verdict_colour(code) or QColor(theme.current().text_muted)
            spots.append({"pos": (x, y), "brush": pg.mkBrush(colour), "pen": pg.mkPen(None),
                          "data": x})
        self.points.setData(spots)
        n = max(1, len(self._values) - 1)
        self.plot.getPlotItem().setXRange(-0.5, n + 0.5, padding=0)
        self._redraw_current()

    def _redraw_current(self) -> None:
        pg = self._pg
        t = theme.current()
        self.marker.setValue(self._ply)
        y = self._values[self._ply] if 0 <= self._ply < len(self._values) else None
        if y is None:
            self.current.setData([])
        else:
            self.current.setData([{"pos": (self._ply, y), "brush": pg.mkBrush(None),
                                   "pen": pg.mkPen(t.accent, width=2)}])


__all__ = ["ReviewChart", "value_height", "verdict_colour", "visible_on"]
