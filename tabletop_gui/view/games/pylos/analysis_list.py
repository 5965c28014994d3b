"""The analysis board's list of values: every legal move of the position, best first, with its
exact value in words ("Wins in 5 turns", "Draw", "Loses in 8 turns", or "Win" / "Loss" where
the distance is not known), the move in words, a disc of its mark's colour, and the notation in
the tooltip only. Above it, what the position is worth with best play.

Its texts are in the "Analysis" translation context."""

from __future__ import annotations

from typing import Any, Iterable, Optional

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from . import messages
from .analysis_marks import MARK_RGB
from .panel import sphere_pixmap

translate = QCoreApplication.translate

# the item data role holding a row's outcome ("win" / "draw" / "loss" / None)
OUTCOME_ROLE = int(Qt.ItemDataRole.UserRole) + 1
# ... and its move's notation
NOTATION_ROLE = int(Qt.ItemDataRole.UserRole) + 2


class Analysis(QObject):
    """The words with a count (lupdate marks a plural only in ``self.tr``; the class's name is
    the texts' context, the one of the module's other texts)."""

    def wins(self, plies: int) -> str:
        return self.tr("Wins in %n turn(s)", "", plies)

    def loses(self, plies: int) -> str:
        return self.tr("Loses in %n turn(s)", "", plies)


_PLURAL: list[Analysis] = []


def _plural() -> Analysis:
    if not _PLURAL:
        _PLURAL.append(Analysis())
    return _PLURAL[0]


def value_words(value: Any) -> str:
    """A move's value for its mover in words (``value``: a review ``Value``)."""
    outcome, plies = value.outcome, value.plies
    if outcome == "win":
        if plies:
            return _plural().wins(plies)
        return translate("Analysis", "Win")
    if outcome == "loss":
        if plies:
            return _plural().loses(plies)
        return translate("Analysis", "Loss")
    if outcome == "draw":
        return translate("Analysis", "Draw")
    return translate("Analysis", "Not known", "the value of a move the solver could not work "
                                              "out in time")


def sort_key(value: Any) -> tuple[int, int]:
    """Best first: the fastest win, a win of unknown distance, a draw, the latest loss, a loss
    of unknown distance, the unknown."""
    outcome, plies = value.outcome, value.plies
    far = 10 ** 6
    if outcome == "win":
        return (0, plies if plies else far)
    if outcome == "draw":
        return (1, 0)
    if outcome == "loss":
        return (2, -plies if plies else far)
    return (3, 0)


def position_words(mover: str, values: Iterable[Any], complete: bool) -> str:
    """What the position is worth to ``mover`` with best play, from its moves' values (all of
    them known: ``complete``)."""
    known = [v for v in values if v.outcome is not None]
    who = messages.colour_name(mover)
    if not known:
        return translate("Analysis", "Working out the values…") if not complete else ""
    best = min(known, key=sort_key)
    if best.outcome == "win":
        return translate("Analysis", "With best play %1 wins.").replace("%1", who)
    if not complete:
        return translate("Analysis", "Working out the values…")
    if best.outcome == "draw":
        return translate("Analysis", "With best play the game is drawn.")
    return translate("Analysis", "With best play %1 loses.").replace("%1", who)


class ValuesList(QWidget):
    """The position's value and its moves' values (see the module's docstring). Activating a
    row (double click, Enter) asks for its move: :attr:`moveChosen` with the notation."""

    moveChosen = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("analysisSummary")
        font = self.summary.font()
        font.setBold(True)
        self.summary.setFont(font)
        self.tree = QTreeWidget()
        self.tree.setObjectName("analysisValues")
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setWordWrap(False)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.tree.itemActivated.connect(self._activated)
        self.progress = QLabel()
        self.progress.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.progress)
        self._state: Any = None
        self._seat = 0
        self._values: dict[int, Any] = {}
        self._icons: dict[Optional[str], QIcon] = {}
        self.retranslate_ui()

    # ---- filling ------------------------------------------------------------------------
    def set_position(self, state: Any) -> None:
        """A new position: its values are being worked out (the list empties)."""
        self._state = state
        self._seat = 0 if state is None or state.to_move == "light" else 1
        self._values = {}
        self._fill()

    def set_value(self, index: int, move_value: Any) -> None:
        self._values[index] = move_value
        self._fill()

    def set_values(self, values: Iterable[Any]) -> None:
        self._values = dict(enumerate(values))
        self._fill()

    def move_count(self) -> int:
        return 0 if self._state is None or self._state.is_over else len(self._state.legal_moves())

    def complete(self) -> bool:
        return len(self._values) >= self.move_count()

    def rows(self) -> list[tuple[str, str, Optional[str]]]:
        """(value words, notation, outcome) of each row, top to bottom (for tests)."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            assert item is not None
            out.append((item.text(0), item.data(0, NOTATION_ROLE), item.data(0, OUTCOME_ROLE)))
        return out

    def _icon(self, outcome: Optional[str]) -> QIcon:
        icon = self._icons.get(outcome)
        if icon is None:
            rgb = MARK_RGB.get(outcome or "", (0.0, 0.0, 0.0))
            colour = QColor.fromRgbF(*rgb) if outcome else QColor(0, 0, 0, 0)
            icon = self._icons[outcome] = QIcon(sphere_pixmap(colour, 14))
        return icon

    def _fill(self) -> None:
        from ....model.games import game_spec

        tree = self.tree
        tree.clear()
        state = self._state
        if state is None or state.is_over:
            self.summary.setText(translate("Analysis", "The game is over: there is no move "
                                                       "to value.") if state is not None else "")
            self.progress.setText("")
            return
        spec = game_spec(state.game)
        order = sorted(self._values.items(), key=lambda kv: (sort_key(kv[1].value), kv[0]))
        for _index, mv in order:
            move = mv.move
            words = spec.words(self._seat, move, None)
            item = QTreeWidgetItem([value_words(mv.value), words])
            item.setIcon(0, self._icon(mv.value.outcome))
            item.setData(0, OUTCOME_ROLE, mv.value.outcome)
            item.setData(0, NOTATION_ROLE, str(move))
            # (the whole sentence too: a long one is cut short in its column)
            item.setToolTip(0, str(move))
            item.setToolTip(1, words + "\n" + str(move))
            tree.addTopLevelItem(item)
        complete = self.complete()
        self.summary.setText(position_words(state.to_move,
                                            [mv.value for mv in self._values.values()], complete))
        if complete:
            self.progress.setText(translate("Analysis", "Every move's value is exact: from the "
                                                        "book of solved positions or the "
                                                        "solver."))
        else:
            self.progress.setText(translate("Analysis", "%1 of %2 moves valued…")
                                  .replace("%1", str(len(self._values)))
                                  .replace("%2", str(self.move_count())))

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        notation = item.data(0, NOTATION_ROLE)
        if notation:
            self.moveChosen.emit(str(notation))

    # ---- texts --------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.tree.setHeaderLabels([translate("Analysis", "Value"),
                                   translate("Analysis", "Move")])
        self.tree.setToolTip(translate("Analysis", "Every legal move, best first; double-click "
                                                   "one to play it"))
        self._fill()


__all__ = ["NOTATION_ROLE", "OUTCOME_ROLE", "ValuesList", "position_words", "sort_key",
           "value_words"]
