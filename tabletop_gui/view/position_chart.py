"""What the game's two charts share (the score chart of a game scored in points, the review's
value chart): a pyqtgraph plot of one value a position, a vertical marker and a ring at the
position shown, the axes in the theme's colours, and a click that chooses a position.

pyqtgraph (and numpy) are imported when a chart is first made, never before the table is
built (tests/test_early_paint.py).
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QPoint, QPointF, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from . import theme


class PositionChart(QWidget):
    """A chart with one column a position (the start's first). Subclasses draw the data and
    say how many positions there are (:meth:`position_count`) and where a position's first
    point lies (:meth:`point_value`)."""

    positionClicked = Signal(int)   # the position (0: the start) a click chose

    def __init__(self, parent: Optional[QWidget], name: str, height: int,
                 grid_alpha: float, current_size: int) -> None:
        super().__init__(parent)
        import pyqtgraph as pg

        self._pg = pg
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.plot = pg.PlotWidget(background=None)
        self.plot.setObjectName(name)
        self.plot.setMinimumHeight(height)
        self.plot.setMaximumHeight(height)
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.getPlotItem().showGrid(x=False, y=True, alpha=grid_alpha)
        self.marker = pg.InfiniteLine(angle=90, movable=False)
        self.current = pg.ScatterPlotItem(size=current_size, pxMode=True, symbol="o")
        self._layout.addWidget(self.plot)
        self.plot.scene().sigMouseClicked.connect(self._on_click)

    # ---- what a subclass says -------------------------------------------------------------
    def position_count(self) -> int:
        raise NotImplementedError

    def point_value(self, ply: int) -> Optional[float]:
        """The height of position ``ply``'s (first) point; None: none drawn."""
        raise NotImplementedError

    # ---- shared ----------------------------------------------------------------------------
    def point_position(self, ply: int) -> QPoint:
        """Where position ``ply``'s point is in the plot widget (its own pixels)."""
        y = self.point_value(ply) if 0 <= ply < self.position_count() else None
        vb = self.plot.getPlotItem().getViewBox()
        scene_pos = vb.mapViewToScene(QPointF(ply, 0.0 if y is None else y))
        point: QPoint = self.plot.mapFromScene(scene_pos)
        return point

    def _style_axes(self, bottom_label: Optional[str],
                    left_label: Optional[str] = None) -> None:
        """The axes, the marker in the theme's colours; the axes' titles where given."""
        t = theme.current()
        pg = self._pg
        item = self.plot.getPlotItem()
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setTextPen(pg.mkPen(t.text))
            axis.setPen(pg.mkPen(t.border))
        if bottom_label is not None:
            item.getAxis("bottom").setLabel(bottom_label, color=t.text_muted)
        if left_label is not None:
            item.getAxis("left").setLabel(left_label, color=t.text_muted)
        self.marker.setPen(pg.mkPen(t.accent, width=1))

    def _on_click(self, ev: Any) -> None:
        """A click on the chart goes to the nearest position (its column, judged or not)."""
        vb = self.plot.getPlotItem().getViewBox()
        if not vb.sceneBoundingRect().contains(ev.scenePos()):
            return
        ply = int(round(vb.mapSceneToView(ev.scenePos()).x()))
        if 0 <= ply < self.position_count():
            ev.accept()
            self.positionClicked.emit(ply)


__all__ = ["PositionChart"]
