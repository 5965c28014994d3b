"""A row of the move list clicked during a game (#51): it used to turn orange, show nothing and
stay highlighted for the rest of the game. Now the click shows that position, as the review
does (the computer waits); Back to the Game returns to the game as it was, and no row stays
highlighted once the game goes on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl


def click_row(qtbot, window, row: int) -> None:
    lst = window.move_list
    index = lst.model().index(row, 0)
    lst.scrollTo(index)
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=lst.visualRect(index).center())


def highlighted(window) -> bool:
    lst = window.move_list
    return lst.selectionModel().hasSelection() or lst.currentIndex().isValid()


def test_a_row_clicked_mid_game_shows_its_position_then_clears(qtbot, open_window):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "computer"])
    person = FirstMoveBot(0)
    for _ in range(3):                          # three of the person's, three replies
        assert m.try_move(person.choose(m.state))
    qtbot.waitUntil(lambda: len(m.moves) == 6)
    assert not m.game_over()
    final = dict(window.controller.scene.board)
    click_row(qtbot, window, 1)
    assert m.is_reviewing() and m.review_ply == 2
    assert dict(window.controller.scene.board) != final
    assert len(window.controller.scene.board) == 2          # two spheres after two moves
    bar = window.playback.bar
    assert bar.isVisible() and bar.leave_button.text() == "Back to the Game"
    qtbot.mouseClick(bar.leave_button, Qt.MouseButton.LeftButton)
    assert not m.is_reviewing() and len(m.moves) == 6
    assert dict(window.controller.scene.board) == final
    assert not highlighted(window)
    # the game goes on: still nothing highlighted
    assert m.try_move(person.choose(m.state))
    qtbot.waitUntil(lambda: len(m.moves) == 8)
    assert not highlighted(window)


def test_a_row_that_cannot_be_shown_is_not_left_highlighted(qtbot, open_window, monkeypatch):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "computer"])
    assert m.try_move(FirstMoveBot(0).choose(m.state))
    qtbot.waitUntil(lambda: len(m.moves) == 2)
    monkeypatch.setattr(m, "start_review", lambda ply=None: False)    # as in a lesson
    click_row(qtbot, window, 0)
    assert not m.is_reviewing() and not highlighted(window)
