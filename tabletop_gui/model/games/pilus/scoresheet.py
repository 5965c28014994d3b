"""The PILUS score sheet as a table model: one row per round, one column per player, a totals row.

It reads everything from the :class:`GameModel` it watches (``state_at``, ``moves``), so undo,
redo, load and resume keep it right without any bookkeeping of its own. Cells show the points
of that player's turn in that round ("+15"), "pass" for a pass, nothing for a turn not played
yet; the last row is the totals. The states say what the turn that led to them scored
(``last_scoring``: seat, points, level, regions): PILUS works it out in its rules, once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, List, Optional, Tuple

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont

from ...seats import who_sits
from . import PilusSpec


@dataclass(frozen=True)
class TurnScore:
    """One turn: who, how many points, on which level, how many cells scored (and which:
    ``regions``, each a sorted tuple of cells, for the scoring flash)."""

    ply: int            # 1-based
    seat: int
    points: int
    level: int          # 0 for a pass
    cells: int          # points == level * cells
    is_pass: bool
    regions: Tuple[Tuple[Tuple[int, int], ...], ...] = ()

    def formula(self) -> str:
        """"+15 = 3 × 5" (or "+0")."""
        if self.points and self.level:
            return f"+{self.points} = {self.level} × {self.cells}"
        return f"+{self.points}"


def turn_scores(model: Any) -> List[TurnScore]:
    """Every turn played so far (up to the undo point), as the rules scored it (each state's
    ``last_scoring``)."""
    out: List[TurnScore] = []
    for i in range(len(model.moves)):
        event = model.state_at(i + 1).last_scoring
        out.append(TurnScore(i + 1, event.seat, event.points, event.level, event.cells,
                             event.is_pass, event.regions))
    return out


def round_ends(model: Any) -> List[int]:
    """The plies that end the sheet's rows, the start's 0 first: row r ends once every seat
    has had r + 1 turns (:meth:`ScoreSheetModel.refresh` puts a seat's r-th turn in row r); a
    row under way at the end ends at the last ply."""
    turns = turn_scores(model)
    ends, count = [0], [0] * len(model.seats)
    for t in turns:
        count[t.seat] += 1
        if min(count) >= len(ends):
            ends.append(t.ply)
    if ends[-1] != len(turns):
        ends.append(len(turns))
    return ends


class ScoreSheetModel(QAbstractTableModel):
    """Rows: rounds, then "Total"; columns: the players (header: their names)."""

    TurnRole = Qt.ItemDataRole.UserRole + 1   # the TurnScore of a cell, or None

    def __init__(self, game_model: Any, parent: Optional[Any] = None) -> None:
        super().__init__(parent)
        self._model = game_model
        self._players = 0
        self._rounds: List[List[Optional[TurnScore]]] = []
        self._totals: List[int] = []
        self._spec: Any = None
        self._colours: List[QColor] = []
        game_model.stateChanged.connect(self.refresh)
        game_model.gameStarted.connect(self.refresh)
        self.refresh()

    # ---- building -----------------------------------------------------------------------
    def refresh(self) -> None:
        m = self._model
        state = m.state
        self.beginResetModel()
        if m.game != PilusSpec.name:         # the model holds another game now
            self._players, self._rounds, self._totals = 0, [], []
            self._spec, self._colours = None, []
        else:
            n = len(m.seats)
            spec = m.spec.with_options(m.options)
            self._players = n
            self._spec = spec    # names asked at display time, in the current language
            self._colours = [spec.seat_colour(i) for i in range(n)]
            self._totals = list(state.scores)
            rounds: List[List[Optional[TurnScore]]] = []
            count = [0] * n
            for t in turn_scores(m):
                r = count[t.seat]
                count[t.seat] += 1
                while len(rounds) <= r:
                    rounds.append([None] * n)
                rounds[r][t.seat] = t
            self._rounds = rounds
        self.endResetModel()

    def last_turn(self) -> Optional[TurnScore]:
        scores = turn_scores(self._model) if self._players else []
        return scores[-1] if scores else None

    def totals(self) -> List[int]:
        return list(self._totals)

    def retranslate(self) -> None:
        """The language changed: "pass" and "Total" are asked for again."""
        rows, cols = self.rowCount(), self.columnCount()
        if rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)
        if cols:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, cols - 1)
        if rows and cols:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, cols - 1))

    # ---- Qt -----------------------------------------------------------------------------
    def rowCount(self, parent: Any = None) -> int:
        if (parent is not None and parent.isValid()) or not self._players:
            return 0
        return len(self._rounds) + 1

    def columnCount(self, parent: Any = None) -> int:
        return 0 if parent is not None and parent.isValid() else self._players

    def _turn(self, index: Any) -> Optional[TurnScore]:
        r: int = index.row()
        if r < len(self._rounds):
            c: int = index.column()
            return self._rounds[r][c]
        return None

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.column() < self._players):
            return None
        total_row = index.row() == len(self._rounds)
        if role == Qt.ItemDataRole.DisplayRole:
            if total_row:
                return str(self._totals[index.column()])
            t = self._turn(index)
            if t is None:
                return ""
            if t.is_pass:
                return QCoreApplication.translate("ScoreSheet", "pass")
            return f"+{t.points}"
        if role == Qt.ItemDataRole.ToolTipRole and not total_row:
            t = self._turn(index)
            return t.formula() if t is not None and not t.is_pass else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and total_row:
            font = QFont()
            font.setBold(True)
            return font
        if role == self.TurnRole:
            return None if total_row else self._turn(index)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < self._players:
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                # as the table names them: "You", "Computer — Medium", "Ana"
                seats = list(self._model.seats)
                label = self._spec.seat_label(section)
                return who_sits(seats, section, label) if section < len(seats) else label
            if role == Qt.ItemDataRole.DecorationRole:
                return self._colours[section]
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == len(self._rounds):
                return QCoreApplication.translate("ScoreSheet", "Total")
            return str(section + 1)
        if role == Qt.ItemDataRole.FontRole and section == len(self._rounds):
            font = QFont()          # the totals' label as bold as the totals
            font.setBold(True)
            return font
        return None


__all__ = ["ScoreSheetModel", "TurnScore", "round_ends", "turn_scores"]
