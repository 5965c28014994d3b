"""The one question before something cannot be undone: Enter and Escape keep, only the
destructive button destroys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop_gui.view.confirm import confirm_destructive


def ask(qtbot, answer) -> tuple[bool, list]:
    parent = QWidget()
    qtbot.addWidget(parent)
    seen: list = []

    def showing(box):
        seen.append(box)
        if box is not None:
            QTimer.singleShot(0, lambda: answer(box))

    done = confirm_destructive(parent, "Title", "Throw it away?", "It cannot be brought back.",
                               QMessageBox.StandardButton.Discard, showing)
    return done, seen


@pytest.mark.parametrize("key", ["Enter", "Escape"])
def test_a_stray_key_keeps_what_was_asked_about(qtbot, key):
    from PySide6.QtCore import Qt
    press = Qt.Key.Key_Return if key == "Enter" else Qt.Key.Key_Escape
    done, seen = ask(qtbot, lambda box: qtbot.keyClick(box, press))
    assert done is False
    assert seen[0] is not None and seen[-1] is None        # told while open, then cleared


def test_only_the_destructive_button_destroys(qtbot):
    done, _ = ask(qtbot, lambda box: box.button(QMessageBox.StandardButton.Discard).click())
    assert done is True


def test_a_destructive_button_by_its_words(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)

    def showing(box):
        if box is not None:
            QTimer.singleShot(0, lambda: next(b for b in box.buttons()
                                              if b.text() == "Reset").click())

    assert confirm_destructive(parent, "T", "Q?", "D.", "Reset", showing) is True
