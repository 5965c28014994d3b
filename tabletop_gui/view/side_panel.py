"""The side panel beside the table: the turn line, the game's own page (one per game, one
shown at a time), the move list and the Move field.

Plain widgets: the window fills them and hears the Move field through :attr:`SidePanel.
moveEntered`. Its texts keep the window's translation context ("MainWindow"), where they were
first translated.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

PANEL_MIN_WIDTH = 240
MOVE_LIST_MIN_LINES = 6     # lines of the move list in sight, however small the window

translate = QCoreApplication.translate


class SidePanel(QWidget):
    """See the module docstring."""

    # Enter in the Move field, with what it holds (stripped; never empty)
    moveEntered = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        # at least this wide, and never narrower than its texts need (their length changes with
        # the language): a strut, not a fixed minimum width, which would hide the texts' needs
        layout.addStrut(PANEL_MIN_WIDTH)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.turn_label.setFont(font)
        layout.addWidget(self.turn_label)

        self.game_panels = QStackedWidget()
        self.move_list = QListView()
        self.move_list.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.move_list.setAlternatingRowColors(True)
        self.move_list.setWordWrap(True)    # a move in words is a sentence: whole, wrapped
        # a usable history however much the game's panel above it holds (the panel gives way
        # first: PILUS's score sheet scrolls under its pinned totals)
        # (a pixel a line for the rows' margins: three moves of two lines each fit)
        self.move_list.setMinimumHeight(
            MOVE_LIST_MIN_LINES * (self.move_list.fontMetrics().lineSpacing() + 1)
            + 2 * self.move_list.frameWidth())
        self.moves_box = moves_box = QGroupBox()
        QVBoxLayout(moves_box).addWidget(self.move_list)

        layout.addWidget(self.game_panels, 2)
        layout.addWidget(moves_box, 1)
        self.panel_layout = layout

        self.notation = QLineEdit()
        self.notation.setClearButtonEnabled(True)
        self.notation.returnPressed.connect(self._on_return)
        self.notation_label = notation_label = QLabel()
        notation_label.setBuddy(self.notation)
        nrow = QHBoxLayout()
        nrow.addWidget(notation_label)
        nrow.addWidget(self.notation, 1)
        layout.addLayout(nrow)
        self._moves_at_bottom = True

    def follow_moves(self, moves: Any) -> None:
        """Show the model's move list: the latest move stays in sight when the list grows or
        shrinks (the panel above it changes height as the game goes), unless a person
        scrolled up or a review shows an earlier move."""
        self.move_list.setModel(moves)
        moves.rowsInserted.connect(lambda *_: self.move_list.scrollToBottom())
        bar = self.move_list.verticalScrollBar()
        # (the range is remembered from its signal: a slot that asked the bar itself could run
        # while Qt tears the bar down, after its Python wrapper's object is gone)
        self._moves_max = bar.maximum()
        bar.valueChanged.connect(self._moves_scrolled)
        bar.rangeChanged.connect(self._keep_moves_at_bottom)

    def _moves_scrolled(self, value: int) -> None:
        self._moves_at_bottom = value >= self._moves_max

    def _keep_moves_at_bottom(self, *limits: int) -> None:
        """The move list grew or shrank: it stays on the latest move unless scrolled up."""
        if limits:                              # (rangeChanged: minimum, maximum)
            self._moves_max = limits[-1]
        if self._moves_at_bottom:
            self.move_list.scrollToBottom()

    def _on_return(self) -> None:
        text = self.notation.text().strip()
        if text:
            self.moveEntered.emit(text)

    def add_game_page(self, page: QWidget) -> None:
        self.game_panels.addWidget(page)
        page.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def show_game_page(self, page: QWidget, stretch: int) -> None:
        """Show one game's page, sized by that page alone (a stacked widget otherwise takes
        the height of its tallest page); the move list gets the room the page leaves."""
        for i in range(self.game_panels.count()):
            other = self.game_panels.widget(i)
            if other is None:
                continue
            policy = QSizePolicy.Policy.Preferred if other is page else QSizePolicy.Policy.Ignored
            other.setSizePolicy(policy, policy)
        self.game_panels.setCurrentWidget(page)
        self.panel_layout.setStretchFactor(self.game_panels, stretch)
        self.game_panels.updateGeometry()

    def show_turn(self, text: str, colour: Optional[str] = None) -> None:
        self.turn_label.setText(text)
        # a stripe only when given: none is left over from another game's seat
        self.turn_label.setStyleSheet(
            "" if colour is None else f"#turnLabel {{ border-left: 8px solid {colour}; "
                                      "padding-left: 6px; }")

    def retranslate(self) -> None:
        self.moves_box.setTitle(translate("MainWindow", "Moves"))
        self.notation_label.setText(translate("MainWindow", "&Move:"))
        self.notation.setToolTip(translate("MainWindow",
                                           "Any move can be typed in the notation of the rules"))


__all__ = ["MOVE_LIST_MIN_LINES", "PANEL_MIN_WIDTH", "SidePanel"]
