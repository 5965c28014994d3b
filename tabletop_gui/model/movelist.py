"""The move list as a QAbstractListModel: one row per move played (up to the undo point)."""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from PySide6.QtCore import QAbstractListModel, QByteArray, QCoreApplication, QModelIndex
from PySide6.QtGui import QColor

from .lazy_qt import Qt
from .plain import FrozenPlain

# Qt.ItemDataRole's DisplayRole and UserRole, the numbers Qt gives them: read in the class body
# and the methods' defaults, the names would make Qt's enums on import (lazy_qt)
DISPLAY_ROLE = 0
USER_ROLE = 0x0100


class MoveEntry(FrozenPlain):
    """One row. ``seat`` is the mover's seat index, ``mover`` its code (the spec's
    ``seat_name``). (A plain class, not a dataclass: model.plain.)"""

    _fields = ("number", "notation", "pretty", "seat", "mover", "details", "tooltip", "colour")
    # computes ``tooltip`` in the current language (the move list asks at display time, so a
    # language switch shows at once); computes what happened, in words and the current
    # language ("Ana laid a tile on level 2 and scored 8 = 2 × 4"): the row's text
    # (``pretty``, the notation, when None); neither is part of equality nor of the repr
    __slots__ = (*_fields, "tooltip_fn", "words_fn")

    number: int
    notation: str
    pretty: str
    seat: int
    mover: str
    details: Dict[str, Any]
    tooltip: str
    colour: QColor
    tooltip_fn: Optional[Callable[[], str]]
    words_fn: Optional[Callable[[], str]]

    def __init__(self, number: int, notation: str, pretty: str, seat: int, mover: str,
                 details: Dict[str, Any], tooltip: str, colour: QColor,
                 tooltip_fn: Optional[Callable[[], str]] = None,
                 words_fn: Optional[Callable[[], str]] = None) -> None:
        values = (number, notation, pretty, seat, mover, details, tooltip, colour,
                  tooltip_fn, words_fn)
        for name, value in zip(self.__slots__, values, strict=True):
            object.__setattr__(self, name, value)

    def words(self) -> str:
        """What the row says after its number: the move in words, else the notation."""
        return self.words_fn() if self.words_fn is not None else self.pretty


class MoveListModel(QAbstractListModel):
    """Rows: DisplayRole "12. " and the move in words (the spec's ``words``, asked in the
    current language), DecorationRole the mover's colour, ToolTipRole the notation ("Notation:
    1a1-2b2"), the spec's sentence and a review's verdict; custom roles below. Only
    :class:`GameModel` changes it (``set_entries``)."""

    NotationRole = USER_ROLE + 1   # the spec's ``notation(move)``
    MoverRole = USER_ROLE + 2      # the mover's seat code (``seat_name``)
    DetailsRole = USER_ROLE + 3    # the spec's ``describe(move)``: a dict of codes
    NumberRole = USER_ROLE + 4     # 1-based move number
    SeatRole = USER_ROLE + 5       # mover's seat index
    # the review's verdict of the move (a code of :mod:`tabletop_gui.ai.pylos.review`'s
    # ``VERDICTS``), "" where none is known (yet); its words end the tooltip
    VerdictRole = USER_ROLE + 6
    # a review's few words at the row's right for its verdict ("Expert: +3 more"), "" none
    BadgeRole = USER_ROLE + 7

    def __init__(self, parent: Optional[Any] = None) -> None:
        super().__init__(parent)
        self._entries: List[MoveEntry] = []
        # row -> (verdict code, its words in the current language): the review's marks
        self._marks: Dict[int, Tuple[str, Callable[[], str]]] = {}
        self._badges: Dict[int, Callable[[], str]] = {}     # row -> a verdict's few words

    # ---- read --------------------------------------------------------------------------
    def rowCount(self, parent: Any = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._entries)

    def data(self, index: Any, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or index.parent().isValid():
            return None
        row = index.row()
        if not 0 <= row < len(self._entries) or index.column() != 0:
            return None
        e = self._entries[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{e.number}. {e.words()}"
        if role == Qt.ItemDataRole.ToolTipRole:
            notation = QCoreApplication.translate("MoveListModel", "Notation: %1").replace(
                "%1", e.notation)
            text = notation + "\n" + (e.tooltip_fn() if e.tooltip_fn is not None else e.tooltip)
            mark = self._marks.get(row)
            return text if mark is None else text + "\n" + mark[1]()
        if role == Qt.ItemDataRole.DecorationRole:
            return e.colour
        if role == self.NotationRole:
            return e.notation
        if role == self.MoverRole:
            return e.mover
        if role == self.DetailsRole:
            return dict(e.details)
        if role == self.NumberRole:
            return e.number
        if role == self.SeatRole:
            return e.seat
        if role == self.VerdictRole:
            mark = self._marks.get(row)
            return "" if mark is None else mark[0]
        if role == self.BadgeRole:
            badge = self._badges.get(row)
            return "" if badge is None else badge()
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = DISPLAY_ROLE) -> Any:
        if section == 0 and role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("MoveListModel", "Moves")
        return None

    def retranslate(self) -> None:
        """The language changed: views ask again for the header, the rows' words and the
        tooltips."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 0)
        if self._entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._entries) - 1, 0),
                                  [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole])

    def flags(self, index: Any) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | \
            Qt.ItemFlag.ItemNeverHasChildren

    def roleNames(self) -> Dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update({role: QByteArray(name) for role, name in (
            (self.NotationRole, b"notation"), (self.MoverRole, b"mover"),
            (self.DetailsRole, b"details"), (self.NumberRole, b"number"),
            (self.SeatRole, b"seat"), (self.VerdictRole, b"verdict"),
            (self.BadgeRole, b"badge"))})
        return names

    def entries(self) -> List[MoveEntry]:
        return list(self._entries)

    # ---- the review's marks (the review's presenter) ------------------------------------
    def set_verdict(self, row: int, code: str, words: Callable[[], str],
                    badge: Optional[Callable[[], str]] = None) -> None:
        """Mark move ``row`` with a verdict: its code (:attr:`VerdictRole`) and its words in
        the current language (the end of the tooltip); ``badge``: a few words for the row's
        right (:attr:`BadgeRole`; None: only the mark)."""
        if not 0 <= row < len(self._entries):
            return
        self._marks[row] = (code, words)
        if badge is not None:
            self._badges[row] = badge
        else:
            self._badges.pop(row, None)
        index = self.index(row, 0)
        self.dataChanged.emit(index, index, [self.VerdictRole, self.BadgeRole,
                                             Qt.ItemDataRole.ToolTipRole])

    def clear_verdicts(self) -> None:
        """No move is marked (the review ended)."""
        if not self._marks:
            return
        rows = sorted(self._marks)
        self._marks = {}
        self._badges = {}
        self.dataChanged.emit(self.index(rows[0], 0), self.index(rows[-1], 0),
                              [self.VerdictRole, self.BadgeRole, Qt.ItemDataRole.ToolTipRole])

    # ---- write (GameModel only) ---------------------------------------------------------
    def set_entries(self, entries: Sequence[MoveEntry]) -> None:
        """Make the rows equal ``entries`` with the fewest row signals: rows after the common
        prefix are removed, then the new ones inserted (undo removes, a move appends)."""
        entries = list(entries)
        old = self._entries
        keep = 0
        for a, b in zip(old, entries, strict=False):
            if a != b:
                break
            keep += 1
        # a verdict belongs to its move after the same moves: those after the common prefix go
        self._marks = {r: m for r, m in self._marks.items() if r < keep}
        self._badges = {r: b for r, b in self._badges.items() if r < keep}
        if keep < len(old):
            self.beginRemoveRows(QModelIndex(), keep, len(old) - 1)
            self._entries = old[:keep]
            self.endRemoveRows()
        if keep < len(entries):
            self.beginInsertRows(QModelIndex(), keep, len(entries) - 1)
            self._entries = self._entries + entries[keep:]
            self.endInsertRows()
