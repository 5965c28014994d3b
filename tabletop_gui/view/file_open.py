"""Saved games opened by the desktop while the app runs.

On macOS, double-clicking a saved game when the app is already running does not start a new
process: the file arrives as a ``QFileOpenEvent`` on the application object. (A first launch
gets it on the command line on every OS, see ``app/start.py``.)
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class FileOpenHandler(QObject):
    """Event filter for the QApplication that opens ``QFileOpenEvent`` files in ``window``."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self._window.open_path(path)
            return True
        return False
