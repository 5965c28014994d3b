"""The ghost's refusal ("Level 2: not here" and the rules' reason) is a chip beside the ghost:
at 1024x700 in Spanish the reason for a colour match short ran wider than the table and was
cut at its left edge ("…ores que coincidan…"), never wrapped. It wraps inside the table, in
every language, wherever the ghost stands."""

from __future__ import annotations

import os
import random

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from tabletop_gui.view.games.pilus import geometry as pgeo
from tests.scripted_bots import FirstMoveBot
from tests.view.test_pilus_window import aim, hover

pytestmark = pytest.mark.gl
SHOTS = "/tmp/pilusfix2-shots"


def refused_spot(window):
    """A spot where the tile in hand, as turned, falls short of the colour match on level 2
    or higher (None: none now)."""
    model, ctl = window.model, window.controller_of("pilus")
    view = model.seat_view(0)
    tile = ctl.turn.tile()
    for x in range(-8, 9):
        for y in range(-8, 9):
            level = 1 + max(view.height(c) for c in pgeo.tile_cells(x, y))
            if level >= 2 and view.placement_error(tile, x, y) == "colour_match_short":
                return (x, y)
    return None


def type_turn(qtbot, window, text):
    window.notation.setText(text)
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)


def test_the_refusal_wraps_inside_the_table_in_every_language(qtbot, open_window):
    window = open_window((1024, 700), bot_factory=lambda g, seat: FirstMoveBot(seat))
    model, board, ctl = window.model, window.board, window.controller_of("pilus")
    model.new_game("pilus", {"players": 2, "seed": 3, "first": 0}, ["human", "computer"])
    rng = random.Random(2)
    for _ in range(12):                     # turns that stack, until a level-2 spot refuses
        if refused_spot(window) is not None:
            break
        view = model.seat_view(0)
        moves = view.legal_moves()
        high = [m for m in moves if m.tile and max(
            view.height(c) for c in pgeo.tile_cells(m.x, m.y)) >= 1]
        type_turn(qtbot, window, str(rng.choice(high or moves)))
        assert not model.game_over()
    os.makedirs(SHOTS, exist_ok=True)
    table = QRect(0, 0, board.width(), board.height())
    for code in ("en", "es", "ro", "cs"):
        window.set_language(code)
        QApplication.processEvents()
        spot = refused_spot(window)
        assert spot is not None
        board.reset_camera()
        hover(qtbot, window, aim(board, spot))
        assert ctl.aim.hover is not None and ctl.aim.hover[1] is not None
        qtbot.waitUntil(lambda: board.frames_painted > 0)
        qtbot.wait(50)                          # a frame drawn: the chip is placed
        badge = ctl.chips.badge
        assert badge.isVisible() and "\n" in badge.text(), badge.text()
        shot = os.path.join(SHOTS, f"04-refusal-{code}.png")
        window.grab().save(shot)
        assert table.contains(badge.geometry()), (code, badge.geometry(), table, shot)
        # all of the text is inside the chip: wrapped to its width, no line cut
        assert badge.height() >= badge.heightForWidth(badge.width()), code
    window.set_language("en")
