"""The pawn's step when the pawn is still off the table (a player's first turn): the banner
said "Move your pawn one step or stay", but there is nothing to step from: it may be put on
any cell of the tile just laid (docs/RULES.md §2.5). The banner and the status
line say so; once the pawn stands on the table the step's words are the old ones."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl


def lay_by_keyboard(qtbot, window) -> None:
    """Tab to a spot where the pawn may go somewhere, Enter lays the tile."""
    board, ctl = window.board, window.controller_of("pilus")
    board.setFocus()
    for _ in range(60):
        qtbot.keyClick(board, Qt.Key.Key_Tab)
        qtbot.keyClick(board, Qt.Key.Key_Return)
        if ctl.turn.step == "pawn":
            return
        qtbot.keyClick(board, Qt.Key.Key_Escape)
    raise AssertionError("no spot for the tile that leaves the pawn a cell")


def words(window) -> tuple[str, str]:
    return window.banner.instruction_label.text(), window.status_label.text()


@pytest.mark.parametrize("seats", [("human", "computer"), ("human", "human")])
def test_the_first_pawn_step_says_put_it_on_the_tile_just_laid(qtbot, open_window, seats):
    window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat))
    model = window.model
    model.new_game("pilus", {"players": 2, "seed": 5, "first": 0, "names": ["Ana", "Bo"]},
                   list(seats))
    if window.privacy.isVisible():
        qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    ctl = window.controller_of("pilus")
    assert model.state.pawn(0) is None
    lay_by_keyboard(qtbot, window)
    banner, status = words(window)
    assert banner == "Put your pawn on the tile just laid, or stay"
    if seats[1] == "computer":
        assert status == ("Click a glowing cell of the tile just laid to put your pawn there, "
                          "or Stay to keep it off the table.")
    else:
        assert status == ("Ana: click a glowing cell of the tile just laid to put your pawn "
                          "there, or Stay to keep it off the table.")
    assert "one step" not in banner
    # the pawn put on the table (Tab to a glowing cell, Enter): on the next turn of Ana's the
    # pawn stands, and the words are the step's from where it stands
    qtbot.keyClick(window.board, Qt.Key.Key_Tab)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert model.moves and model.state.pawn(0) is not None
    while model.seat_to_move() != 0:
        if window.privacy.isVisible():
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
        view = model.seat_view(model.seat_to_move())
        window.notation.setText(str(view.legal_moves()[0]))
        qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    if window.privacy.isVisible():
        qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    lay_by_keyboard(qtbot, window)
    assert ctl.turn.step == "pawn"
    assert words(window)[0] == "Move your pawn one step or stay"
