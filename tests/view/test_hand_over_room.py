"""Found playing (#51): between two people's PILUS turns the hand-over card ("I am Player 2")
covered the top row of tiles at a tight framing: the camera's fit ignored the card. While the
card shows, the table is framed in the part of the view it leaves free
(``BoardView.set_frame_room``, as for the game-over card), and in all of it again once the next
person has said who they are."""

from __future__ import annotations

import os
import random

import pytest
from PySide6.QtCore import QRect, Qt

pytestmark = pytest.mark.gl

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")
SIZES = [(1024, 700), (1600, 1000)]
PLIES = 10


def tile_corners(window):
    """Where the corners of the top and foot of every tile on the table show, in the table's
    pixels."""
    from tabletop_gui.view.games.pilus import geometry as pg

    scene, board = window.controller.scene, window.board
    return [board.world_to_screen((x + dx, y + dy, z))
            for (x, y), h in scene.heights.items() if h > 0 for dx in (0, 1) for dy in (0, 1)
            for z in (pg.cell_top(h - 1), pg.cell_top(h))]


def settle(qtbot, board):
    qtbot.wait(50)
    qtbot.waitUntil(lambda: not board.gliding(), timeout=4000)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_tile_under_the_hand_over_card(qtbot, open_window, size):
    window = open_window(size=size)
    model, board, card = window.model, window.board, window.privacy
    model.new_game("pilus", {"players": 2, "seed": 7, "first": 0, "names": ["Ana", "Bo"]},
                   ["human", "human"])
    qtbot.waitUntil(lambda: board.frames_painted > 0, timeout=5000)
    rng = random.Random(3)
    for ply in range(PLIES):
        if card.isVisible():
            qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not card.isVisible(), timeout=2000)
        moves = model.seat_view(model.seat_to_move()).legal_moves()
        # as near the middle as the rules let them: a compact table, filling the view
        near = min(moves, key=lambda mv: (max(abs(mv.x), abs(mv.y)) if mv.tile else 99,
                                          rng.random()))
        assert model.try_move(near), ply
    qtbot.waitUntil(card.isVisible, timeout=3000)
    settle(qtbot, board)
    shown = QRect(card.mapTo(board, card.rect().topLeft()), card.size())
    corners = tile_corners(window)
    assert len(corners) >= 8 * PLIES
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, f"pilus-hand-over-{size[0]}x{size[1]}.png"))
    assert all(board.rect().toRectF().contains(p) for p in corners)
    under = [p for p in corners if shown.toRectF().contains(p)]
    assert under == [], (shown, under[:4])
    # the next person says who they are: the table takes all of the view again
    framed = float(board.camera()["distance"])
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not card.isVisible(), timeout=2000)
    settle(qtbot, board)
    assert board.frame_room is None
    assert float(board.camera()["distance"]) < framed
