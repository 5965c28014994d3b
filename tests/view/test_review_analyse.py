"""The Pylos review's "Analyse from here" (issue #52): a real click on the review's button opens
the analysis board on a copy of the position the review shows; in a game still going on the
button is off (the analysis board is never a help during a game)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tabletop_gui.view.games.pylos import analysis
from tests.view.test_review_verdicts import GAME, make, play  # noqa: F401  (the fixture)


def test_analyse_from_here_opens_the_board_at_the_reviewed_position(make, qtbot):  # noqa: F811
    window = make()
    play(window, GAME)
    window.ending.hide_card()
    window.act_review.trigger()
    m = window.model
    m.review_to(6)
    reviewed = m.state_at(6)
    button = window.playback.review.card.analyse_button
    qtbot.waitUntil(button.isVisible, timeout=5000)
    assert button.isEnabled(), button.toolTip()
    assert button.text() == "Analyse from here"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    board = analysis.find_board(window)
    try:
        assert board is not None and board.isVisible()
        assert board.position().key == reviewed.key and board.position() is not reviewed
        # the game on the table is the review's still
        assert m.is_reviewing() and m.review_ply == 6
        assert m.game_length() == len(GAME) and m.game_over()
    finally:
        if board is not None:
            board.close()


def test_analyse_from_here_is_off_while_the_game_goes_on(make, qtbot):  # noqa: F811
    window = make()
    play(window, GAME[:12])
    window.act_review.trigger()
    window.model.review_to(4)
    button = window.playback.review.card.analyse_button
    assert button.isVisible() and not button.isEnabled()
    assert "Not while a game is going on" in button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert analysis.find_board(window) is None
