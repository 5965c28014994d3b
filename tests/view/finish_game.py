"""A person's game played to its end through the Move field, the way a person plays it from the
keyboard, for the tests of what the table shows once a game is over."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

PYLOS = {"variant": "standard", "first": "light"}


def type_turn(qtbot: Any, window: Any, text: str) -> None:
    """A turn typed in the Move field and Enter, as a person plays it from the keyboard."""
    field = window.notation
    field.setFocus()
    field.setText(text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def finish(qtbot: Any, window: Any, game: str) -> None:
    """A person against the computer, every turn of the person's typed in the Move field, to
    the end; then the end card closed, as the reviewer did."""
    model = window.model
    if game == "pilus":
        model.new_game("pilus", {"players": 2, "seed": 5, "first": 0,
                                 "names": ["Ana", "Bo"]}, ["human", "computer"])
    else:
        model.new_game("pylos", PYLOS, ["human", "computer"])
    for _ in range(200):
        if model.game_over():
            break
        plies = len(model.moves)
        view = model.seat_view(model.seat_to_move()) if game == "pilus" else model.state
        type_turn(qtbot, window, str(view.legal_moves()[0]))
        assert len(model.moves) > plies, window.notation.text()
    assert model.game_over() and model.is_modified() and model.file_path is None
    assert window.windowTitle().startswith("Untitled")
    card = window.ending.card
    qtbot.waitUntil(card.isVisible, timeout=5000)
    qtbot.mouseClick(card.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not card.isVisible(), timeout=5000)
