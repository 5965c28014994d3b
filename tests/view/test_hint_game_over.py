"""Game > Hint after the game is over: it stayed enabled, and H said "No hint now: it is not a
person's turn" (a new user's review, PILUS and Pylos alike). Once the game is over Hint is
greyed, and H on the table says the game is over; Undo back into the game brings it back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.scripted_bots import FirstMoveBot
from tests.view.finish_game import finish

pytestmark = pytest.mark.gl


@pytest.mark.parametrize("game", ["pilus", "pylos"])
def test_hint_is_greyed_once_the_game_is_over_and_h_says_why(qtbot, open_window, game):
    window = open_window((1280, 800), bot_factory=lambda g, seat: FirstMoveBot(seat),
                         hint_factory=lambda g, seat: FirstMoveBot(seat))
    finish(qtbot, window, game)
    assert not window.act_hint.isEnabled()
    window.menus.game_menu.aboutToShow.emit()           # the Game menu opened: still greyed
    assert not window.act_hint.isEnabled()
    window.statusBar().clearMessage()
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    said = window.statusBar().currentMessage()
    assert said == "No hint now: the game is over."
    # Undo takes the game back before its end (the computer's last move and the person's):
    # a hint may be asked again
    window.act_undo.trigger()
    assert not window.model.game_over() and window.act_hint.isEnabled()
