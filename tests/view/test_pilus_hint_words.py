"""PILUS's hints say what they gain (#51): the tile's hint names its level and points, and H
during the pawn's step answers for the pawn (where it goes, or stays, and why), the cell
glowing alone and Enter taking the advice; never a repeat of the tile's hint, never notation."""

import re

import pytest
from PySide6.QtCore import Qt

from tabletop_gui.view.feedback import FeedbackBubble
from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl

NOTATION = re.compile(r"[BYGN]{4}|@|-?\d+,-?\d+")


def said(window) -> str:
    (bubble,) = window.board.findChildren(FeedbackBubble)
    assert bubble.isVisible()
    return bubble.text()


@pytest.fixture
def pilus(qtbot, open_window):
    window = open_window(size=(1200, 800), bot_factory=lambda g, seat: FirstMoveBot(seat),
                         hint_factory=lambda g, seat: FirstMoveBot(seat))
    window.languages.set_language("en", save=False)
    window.model.new_game("pilus", {"players": 2, "seed": 7, "first": 0},
                          ["human", "computer"])
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    window.board.setFocus()
    return window


def test_the_tile_hint_says_its_level_and_points(qtbot, pilus):
    window, model = pilus, pilus.model
    hinted = FirstMoveBot(0).choose(model.seat_view(0))
    assert hinted.pawn is not None
    preview = model.seat_view(0).score_preview(hinted.tile, hinted.x, hinted.y)
    window.act_hint.trigger()                 # Game > Hint (H)
    text = said(window)
    points = "1 point" if preview.points == 1 else f"{preview.points} points"
    assert text == (f"Hint: lay this tile where its ghost shows: level {preview.level}, "
                    f"{points}. Enter lays it, then moves your pawn.")
    assert not NOTATION.search(text.replace(f"level {preview.level}", "")
                               .replace(points, ""))


def test_h_in_the_pawn_step_says_where_the_pawn_goes_and_enter_takes_it(qtbot, pilus):
    window, model = pilus, pilus.model
    ctl = window.controller
    window.act_hint.trigger()                 # Game > Hint (H)
    hinted = window.hint_now()
    tile_hint = said(window)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)        # the hinted tile laid
    assert ctl.turn.step == "pawn" and not model.moves
    window.act_hint.trigger()                 # Game > Hint (H)
    text = said(window)
    assert text != tile_hint and "pawn" in text and "square" in text
    assert not NOTATION.search(text), text
    # the expert's own pawn step for the tile it hinted: that cell glows alone
    assert ctl.scene.targets == [hinted.pawn]
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert model.moves and model.moves[0] == hinted


def test_h_after_another_tile_advises_the_pawn_for_that_tile(qtbot, pilus):
    """The tile laid is not the hint's: the advice is for the tile that lies (the pawn goes
    where it guards the most, or stays), and Enter takes it."""
    window, model = pilus, pilus.model
    ctl = window.controller
    hinted = FirstMoveBot(0).choose(model.seat_view(0))
    board = window.board
    for _ in range(40):                             # Tab to a spot the hint does not lay on
        qtbot.keyClick(board, Qt.Key.Key_Tab)
        if (ctl.turn.tile(), *ctl.walked()) != (hinted.tile, hinted.x, hinted.y):
            break
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert ctl.turn.step == "pawn"
    laid = ctl.turn.laid_at
    window.act_hint.trigger()
    text = said(window)
    assert text.startswith("Hint: ") and "pawn" in text and "Enter" in text
    assert "tile where its ghost" not in text
    assert not NOTATION.search(text), text
    glowing = list(ctl.scene.targets)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    played = model.moves[0]
    assert (played.tile, played.x, played.y) == laid
    if "leave your pawn" in text:
        assert played.pawn is None
    else:
        assert glowing == [played.pawn]
