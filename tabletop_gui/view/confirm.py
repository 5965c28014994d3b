"""One question before something cannot be undone (throwing a game away, forgetting a record):
the same dialog everywhere, Cancel the default and Escape's answer, so that a stray Enter
never destroys anything."""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget


def confirm_destructive(parent: QWidget, title: str, question: str, details: str,
                        destroy: QMessageBox.StandardButton | str,
                        showing: Callable[[Optional[QMessageBox]], None]) -> bool:
    """Ask ``question`` (``details`` below it); True only when the person chose ``destroy``
    (a standard button, or the text of a destructive one). ``showing`` is told the box while
    it is open and ``None`` after, so tests and callers can reach the open question."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question,
                      QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(details)
    button: QAbstractButton
    if isinstance(destroy, str):
        button = box.addButton(destroy, QMessageBox.ButtonRole.DestructiveRole)
    else:
        button = box.addButton(destroy)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    showing(box)
    try:
        box.exec()
        return box.clickedButton() is button
    finally:
        showing(None)
        box.deleteLater()
