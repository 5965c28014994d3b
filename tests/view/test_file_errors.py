"""What the window says when a game file cannot be used: the file's name in the message, the
full path in the details, and a dialog of a sensible width whatever the file holds."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

pytestmark = pytest.mark.gl


@pytest.fixture
def window(open_window):
    return open_window((1000, 700))


def shown_box(qtbot, action):
    """Run ``action`` (which shows a modal message box) and return what the box showed."""
    seen = {}

    def inspect():
        boxes = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QMessageBox) and w.isVisible()]
        if not boxes:
            QTimer.singleShot(20, inspect)
            return
        box = boxes[0]
        seen.update(text=box.text(), details=box.detailedText(), width=box.width(),
                    title=box.windowTitle())
        box.close()

    QTimer.singleShot(0, inspect)
    result = action()
    return result, seen


def game_file(tmp_path, name, moves):
    path = tmp_path / name
    path.write_text(json.dumps({
        "format": "tabletop-gui-game", "version": 1, "game": "pylos",
        "options": {"variant": "standard", "first": "light"},
        "seats": ["human", "human"], "moves": moves}), encoding="utf-8")
    return str(path)


def test_the_message_names_the_file_and_the_details_hold_the_path(window, qtbot, tmp_path):
    bad = tmp_path / "game.tabletop"
    bad.write_text("{not json")
    ok, seen = shown_box(qtbot, lambda: window.open_path(str(bad)))
    assert ok is False
    assert seen["title"] == "Could not open the game"
    assert "“game.tabletop”" in seen["text"] and "damaged" in seen["text"]
    assert str(tmp_path) not in seen["text"]
    assert str(bad) in seen["details"]


def test_a_5000_character_move_makes_no_wide_dialog(window, qtbot, tmp_path):
    path = game_file(tmp_path, "long.tabletop", ["1a1", "1b1" * 1667])
    ok, seen = shown_box(qtbot, lambda: window.open_path(path))
    assert ok is False
    assert seen["width"] < 700, seen["width"]
    assert "long.tabletop" in seen["text"] and "Move 2" in seen["text"]
    assert "…" in seen["text"]
    assert window.model.moves == []
