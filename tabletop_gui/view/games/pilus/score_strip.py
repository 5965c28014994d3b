"""The players at a glance, as the PILUS side panel shows them: each player's pawn (colour and
shape) drawn for the strip of totals and for the score sheet's header, and the strip itself."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QIdentityProxyModel, QPointF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from ... import theme
from .tile_mesh import pawn_outline


def pawn_pixmap(colour: QColor | str, shape: str, size: int = 20) -> QPixmap:
    """A player's pawn seen from above: their shape (circle, triangle, square, star) in their
    colour, outlined, as it stands on the table."""
    base = QColor(colour)
    pm, p = theme.icon_canvas(size)
    pts = pawn_outline(shape, 1.0)
    reach = max(max(abs(x), abs(y)) for x, y in pts)
    scale = (size / 2.0 - 1.5) / reach
    c = size / 2.0
    # screen y runs down: the table's outline is mirrored so a triangle points up
    poly = QPolygonF([QPointF(c + x * scale, c - y * scale) for x, y in pts])
    p.setBrush(base)
    p.setPen(QPen(base.darker(170), 1.3))
    p.drawPolygon(poly)
    p.end()
    return pm


class PawnHeaderProxy(QIdentityProxyModel):
    """The score sheet as it is, with each player's pawn (colour and shape) before their name
    in the header instead of a plain colour square."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.icons: list[QIcon] = []

    def set_pawns(self, colours: Sequence[QColor | str], shapes: Sequence[str]) -> None:
        self.icons = [QIcon(pawn_pixmap(c, s, 16)) for c, s in zip(colours, shapes, strict=False)]
        if self.icons:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.icons) - 1)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DecorationRole
                and 0 <= section < len(self.icons)):
            return self.icons[section]
        return super().headerData(section, orientation, role)


class TotalLabel(QLabel):
    """A player's total, never narrower than :attr:`DIGITS` digits whatever it holds now: a
    total that grows from 9 to 12 needs no wider column, so no frame draws it cut to its last
    digit ("2") while the layout has yet to follow, and the names beside it stay put."""

    DIGITS = 3                  # a PILUS total stays under 1000

    def _room(self) -> int:
        margins = self.contentsMargins()
        return (self.fontMetrics().horizontalAdvance("0" * self.DIGITS) + 2 * self.margin()
                + margins.left() + margins.right())

    def sizeHint(self) -> QSize:
        return super().sizeHint().expandedTo(QSize(self._room(), 0))

    def minimumSizeHint(self) -> QSize:
        return super().minimumSizeHint().expandedTo(QSize(self._room(), 0))


class ScoreStrip(QWidget):
    """The players' totals at a glance: each player's pawn (colour and shape), name and total,
    the player to move marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        # rows close together (the pawns' pictures keep them apart): the room is the sheet's
        # and the move list's, on a small screen with four players too
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(0)
        self.rows: list[tuple[QLabel, QLabel, QLabel, QLabel]] = []

    def set_players(self, names: Sequence[str], colours: Sequence[QColor | str],
                    shapes: Sequence[str], scores: Sequence[int], to_move: int | None) -> None:
        """One row per player; ``to_move``: the seat whose turn it is (None: nobody's)."""
        while len(self.rows) < len(names):
            i = len(self.rows)
            row = (QLabel(), QLabel(), QLabel(), TotalLabel())
            row[0].setObjectName("scoreTurnMark")
            row[3].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = row[3].font()
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.15)
            row[3].setFont(font)
            row[2].setTextFormat(Qt.TextFormat.PlainText)
            for col, w in enumerate(row):
                self.grid.addWidget(w, i, col)
            self.grid.setColumnStretch(2, 1)
            self.rows.append(row)
        for i, (mark, pawn, name, score) in enumerate(self.rows):
            shown = i < len(names)
            for w in (mark, pawn, name, score):
                w.setVisible(shown)
            if not shown:
                continue
            mark.setText("▶" if i == to_move else "")
            pawn.setPixmap(pawn_pixmap(colours[i], shapes[i] if i < len(shapes) else "circle"))
            name.setText(names[i])
            font = name.font()
            font.setBold(i == to_move)
            name.setFont(font)
            score.setText(str(int(scores[i])))

    def texts(self) -> list[str]:
        """"Ana 12" per player shown (for tests)."""
        return [f"{r[2].text()} {r[3].text()}" for r in self.rows if not r[2].isHidden()]


__all__ = ["PawnHeaderProxy", "ScoreStrip", "TotalLabel", "pawn_pixmap"]
