"""The table's keys from anywhere in its window: an application event filter that hands the
keys that work the table (:data:`TABLE_KEYS`) to it whichever widget of the window has the
keyboard, except a text entry. The table installs it when it is shown."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

# keys that work the table whatever widget of its window has the keyboard (a panel button just
# clicked, the move list, the score sheet), except a text entry: turning the tile, switching the
# spot, Tab's cursor
TABLE_KEYS = (Qt.Key.Key_Q, Qt.Key.Key_E, Qt.Key.Key_L, Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


def _takes_text(widget: QWidget) -> bool:
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return isinstance(widget, (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox))


class TableKeys(QObject):
    """Sends the table's keys (:data:`TABLE_KEYS`) pressed anywhere in its window to the table,
    so clicking a panel button or the move list never takes them away."""

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.board = board

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        ev = cast(QKeyEvent, event)             # both types come as key events
        board = self.board
        if obj is board or ev.key() not in TABLE_KEYS or not board.isVisible():
            return False
        if not isinstance(obj, QWidget) or obj.window() is not board.window():
            return False
        if obj is not obj.window().focusWidget() or _takes_text(obj):
            # (a key ignored by the widget with the keyboard goes on to its parents: it is
            # looked at once, for that widget)
            return False
        mods = ev.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
        if mods != Qt.KeyboardModifier.NoModifier:
            return False
        if ev.type() == QEvent.Type.KeyPress:
            board.keyPressEvent(ev)
        ev.accept()
        return True
