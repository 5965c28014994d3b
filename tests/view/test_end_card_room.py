"""Found playing (#51): the PILUS game-over card covered half of the last tile laid at
1600x1000, and the last two rows of tiles at 1024x700; the review opened on a table cropped
at its left edge and framed it only later, the bottom of the table under its bar; and "Every
tile has been laid." sat under the winner's score, reading as theirs. The table is framed in
the part of the view a card leaves free (``BoardView.set_frame_room``), at once in a review;
the card says why the game ended before the scores."""

from __future__ import annotations

import random

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRect

from tabletop_gui.view import camera
from tabletop_gui.view.game_over import GLIDE_WAIT_MS
from tests.view.test_ending import make, pilus_to_the_end  # noqa: F401 (make: the fixture)

SIZES = [(1024, 700), (1600, 1000)]


def compact_to_the_end(window) -> None:
    """Two people play PILUS to its end, each laying their tile as near the middle of the
    table as the rules let them (a compact table, as people play it, filling the view; the
    random games of ``pilus_to_the_end`` straggle across it)."""
    m = window.model
    m.new_game("pilus", {"players": 2, "seed": 7, "first": 0, "names": ["Ana", "Bo"]},
               ["human", "human"])
    rng = random.Random(3)
    while not m.is_over():
        moves = m.seat_view(m.seat_to_move()).legal_moves()
        near = min(moves, key=lambda mv: (max(abs(mv.x), abs(mv.y)) if mv.tile else 99,
                                          rng.random()))
        assert m.try_move(near)


def settle(qtbot, window) -> None:
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    qtbot.waitUntil(lambda: not window.board.gliding(), timeout=3000)
    qtbot.wait(GLIDE_WAIT_MS + 100)
    qtbot.waitUntil(lambda: not window.board.gliding(), timeout=3000)


def tile_corners(window) -> tuple[list[QPointF], list[QPointF]]:
    """Where the corners of the top of every tile on the table show, and the corners of the
    last tile laid (top and bottom), in the table's pixels."""
    from tabletop_gui.view.games.pilus import geometry as pg

    scene, board = window.controller.scene, window.board
    tops = [board.world_to_screen((x + dx, y + dy, pg.cell_top(h)))
            for (x, y), h in scene.heights.items() if h > 0 for dx in (0, 1) for dy in (0, 1)]
    _colours, x, y = scene.laid[-1]
    level = scene.heights[(x, y)]
    last = [board.world_to_screen((x + dx, y + dy, z)) for dx in (0, 2) for dy in (0, 2)
            for z in (pg.cell_top(level - 1), pg.cell_top(level))]
    return tops, last


def inside(rect: QRect, p: QPointF) -> bool:
    return rect.toRectF().contains(p)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pilus_card_covers_no_tile(make, qtbot, size):  # noqa: F811
    """Not one corner of a tile under the card, the last tile's among them, all in view; and
    closed, the table takes all of the view again."""
    window = make()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    compact_to_the_end(window)
    settle(qtbot, window)
    card, board = window.ending.card, window.board
    window.grab().save(f"/tmp/ec51-pilus-end-{size[0]}.png")
    tops, last = tile_corners(window)
    view = board.rect()
    assert all(inside(view, p) for p in tops + last)
    under = [p for p in tops + last if inside(card.geometry(), p)]
    assert under == [], (card.geometry(), under[:4])
    framed = float(board.camera()["distance"])
    card.dismiss()
    qtbot.waitUntil(lambda: not board.gliding(), timeout=3000)
    assert board.frame_room is None
    assert float(board.camera()["distance"]) < framed      # nearer: all of the view is free


@pytest.mark.slow
def test_a_pilus_review_shows_a_position_framed_at_once(make, qtbot):  # noqa: F811
    """Review the Game, then the position after move 8: the table is framed for it at once
    (no glide from the last framing to come), all of it in view and above the bar."""
    window = make()
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: window.size().width() == 1600)
    compact_to_the_end(window)
    settle(qtbot, window)
    window.ending.card.review_button.click()
    window.model.review_to(8)
    board, bar = window.board, window.playback.bar
    assert bar.isVisible()
    assert not board.gliding()
    tops, last = tile_corners(window)
    free = QRect(0, 0, board.width(), bar.geometry().top())
    outside = [p for p in tops + last if not inside(free, p)]
    assert outside == [], (free, outside[:4])
    window.grab().save("/tmp/ec51-pilus-review8.png")
    # the review ends: the table takes all of the view again
    bar.leave_button.click()
    assert board.frame_room is None


def test_the_pilus_card_says_why_it_ended_before_the_scores(make, qtbot):  # noqa: F811
    """The reason spans the card above the two scores, the game's, not under one of them."""
    window = make()
    window.resize(1024, 700)
    pilus_to_the_end(window, players=2)
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    labels = card.detail_labels()
    texts = [label.text() for label in labels]
    assert texts[0] in ("Every tile has been laid.", "Tiles were left, but nobody could lay one.")
    reason, scores = labels[0], [label for label in labels if " point" in label.text()]
    assert len(scores) == 2
    bottom = reason.mapTo(card, reason.rect().bottomLeft()).y()
    assert all(s.mapTo(card, s.rect().topLeft()).y() > bottom for s in scores)


def test_a_fit_in_a_window_of_the_view_keeps_every_point_in_it():
    points = np.array([(x, y, z) for x in (-3, 4) for y in (-2, 5) for z in (0, 1)], float)
    cam = {"elevation": 48.0, "azimuth": -90.0, "centre": (0.5, 1.5, 0.0), "distance": 10.0}
    for window in [(-1.0, -0.2, 1.0, 1.0), (-1.0, -1.0, 0.2, 1.0), (-0.5, -0.9, 0.9, 0.3)]:
        fitted = camera.fit_camera(cam, points, 1.3, margin=0.9, window=window)
        ndc, depth = camera.project_ndc(points, fitted["centre"], fitted["distance"], 48.0,
                                        -90.0, camera.FOV, 1.3)
        x0, y0, x1, y1 = window
        assert (depth > 0).all()
        assert ndc[:, 0].min() >= x0 - 1e-6 and ndc[:, 0].max() <= x1 + 1e-6
        assert ndc[:, 1].min() >= y0 - 1e-6 and ndc[:, 1].max() <= y1 + 1e-6
        # as large as the window allows: it fills 0.9 of its width or of its height
        fill = max((ndc[:, 0].max() - ndc[:, 0].min()) / (x1 - x0),
                   (ndc[:, 1].max() - ndc[:, 1].min()) / (y1 - y0))
        assert fill == pytest.approx(0.9, abs=0.01)


def test_the_cards_know_the_table_as_a_table_that_frames_itself(make):  # noqa: F811
    """The cards frame the table through what ``FramingTable`` names: a table that stopped
    answering to it (a method renamed) would leave every card over its middle, silently."""
    from PySide6.QtWidgets import QWidget

    from tabletop_gui.view.framing import FramingTable

    window = make()
    assert isinstance(window.board, FramingTable)
    assert not isinstance(QWidget(), FramingTable)
