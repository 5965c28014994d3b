"""The "Pass to Bo" card: after a person's turn at a screen shared by several people, the table
stays in view with the turn's result (the scoring flash, the pawn, the last move's outline) and
no hand anywhere, and this small card near the top of the table says what the turn did and
offers to pass the screen on. Its button (or Enter, but never a key held down from the turn
just played) brings the privacy screen for the next person (:mod:`tabletop_gui.view.privacy`).

It shows only what the table shows anyway: the move in words, the next person's name.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from . import theme

TOP_MARGIN = 8         # pixels below the table's top edge: where the turn banner stands (it
                       # steps aside while the card shows)
MAX_WIDTH = 620        # pixels: a long sentence wraps rather than covering the table


class PassCard(QFrame):
    """A card over the table (its parent) with the last turn in words and "Pass to Bo"."""

    passed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("passCard")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # one row, to hide as little of the table as it can: what happened, then the button
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 10, 8)
        layout.setSpacing(14)
        self.label = QLabel()
        self.label.setObjectName("passCardText")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.label, 1)
        self.button = QPushButton()
        self.button.setObjectName("passCardButton")
        self.button.setProperty("accent", True)
        self.button.setMinimumHeight(40)
        font = self.button.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.button.setFont(font)
        # Enter passes the screen on too, but not the repeats of a key still held down from
        # the turn just played (see PrivacyScreen.eventFilter)
        self.button.setAutoDefault(True)
        self.button.installEventFilter(self)
        self.button.clicked.connect(self.passed)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.name = ""
        self._words: Optional[Callable[[], str]] = None
        parent.installEventFilter(self)
        self.restyle()
        self.hide()

    def restyle(self) -> None:
        qss = theme.card_qss("passCard")
        if qss != self.styleSheet():        # (a new style sheet is a palette change too)
            self.setStyleSheet(qss)

    def retranslate_ui(self) -> None:
        self.label.setText(self._words() if self._words is not None else "")
        self.label.setVisible(bool(self.label.text()))
        self.button.setText(self.tr("Pass to %1").replace("%1", self.name))
        self.button.setToolTip(self.tr("Hide the table and give the screen to %1 (Enter)")
                               .replace("%1", self.name))
        if self.isVisible():
            self._place()

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif ev.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            self.restyle()                                       # light or dark anew
        super().changeEvent(ev)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if (obj is self.button and ev.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
                and ev.isAutoRepeat()):   # type: ignore[attr-defined]
            return True
        if obj is self.parentWidget() and ev.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(obj, ev)

    def show_for(self, name: str, words: Optional[Callable[[], str]] = None) -> None:
        """Show the card: the last turn as ``words()`` says it (asked again on a language
        switch), and a button passing the screen to ``name``. The button takes the keyboard."""
        self.name = name
        self._words = words
        self.restyle()          # the desktop may have gone dark since
        self.retranslate_ui()
        self.show()
        self._place()
        self.raise_()
        self._take_keyboard()
        # and again once the turn's own key handling is over (Enter in the Move field gives
        # the keyboard back to the table after the move)
        QTimer.singleShot(0, self._take_keyboard)

    def _take_keyboard(self) -> None:
        if self.isVisible():
            self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(MAX_WIDTH, max(200, parent.width() - 40))
        self.setFixedWidth(width)
        self.setFixedHeight(self.heightForWidth(width) if self.hasHeightForWidth()
                            else self.sizeHint().height())
        self.move(max(0, (parent.width() - width) // 2),
                  min(TOP_MARGIN, max(0, parent.height() // 8)))


__all__ = ["PassCard"]
