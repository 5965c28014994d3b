"""PILUS: a camera the person moved by hand keeps the whole table in view when the window gets
smaller (#51): their angles stay, the distance and centre fit the layout again; a camera that
still shows it all after the resize is left where they put it."""

from __future__ import annotations

import os
import random

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication

from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl
SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")


def settle(qtbot, window):
    for _ in range(5):
        QApplication.processEvents()
    board = window.board
    qtbot.waitUntil(lambda: not board.gliding(), timeout=5000)
    QApplication.processEvents()


def played(qtbot, open_window, turns=10, size=(1280, 800)):
    window = open_window(size=size, bot_factory=lambda g, seat: FirstMoveBot(seat))
    model = window.model
    model.new_game("pilus", {"players": 2, "seed": 5, "first": 0}, ["human", "human"])
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    rng = random.Random(3)
    for _ in range(turns):
        if window.privacy.isVisible():
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
        assert model.try_move(rng.choice(list(model.state.legal_moves())))
    settle(qtbot, window)
    return window


def orbit_tight(window, elevation, azimuth):
    """The person orbits to these angles and zooms until the table just fills the view."""
    board = window.board
    framing = window.controller_of("pilus").framing
    fitted = framing.fitted(elevation, azimuth)
    board._by_hand()
    board.set_camera(**fitted)
    assert board.camera_by_hand
    return framing


@pytest.mark.slow
@pytest.mark.parametrize("start, end", [((1280, 800), (1024, 700)), ((1024, 800), (1600, 700))],
                         ids=["smaller", "wider-and-lower"])
def test_a_hand_moved_camera_keeps_the_table_in_view_after_a_resize(qtbot, open_window, start,
                                                                     end):
    window = played(qtbot, open_window, size=start)
    framing = orbit_tight(window, 38.0, 25.0)
    settle(qtbot, window)
    assert framing.in_view(framing.layout_box(), margin=0)
    assert window.privacy.isVisible()               # the hand-over card stands over it
    window.resize(*end)
    settle(qtbot, window)
    assert window.size() == QSize(*end)
    cam = window.board.camera()
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, f"pilus-camera-after-resize-{end[0]}x{end[1]}.png"))
    assert framing.in_view(framing.layout_box(), margin=0), "the table went out of view"
    # the person's angles stay
    assert cam["elevation"] == pytest.approx(38.0) and cam["azimuth"] == pytest.approx(25.0)


@pytest.mark.slow
def test_a_camera_that_still_shows_it_all_is_left_alone(qtbot, open_window):
    window = played(qtbot, open_window, turns=4)
    framing = orbit_tight(window, 50.0, -30.0)
    board = window.board
    board.set_camera(distance=float(board.camera()["distance"]) * 1.6)   # zoomed well out
    settle(qtbot, window)
    before = board.camera()
    window.resize(1180, 760)
    settle(qtbot, window)
    assert framing.in_view(framing.layout_box(), margin=0)
    assert board.camera() == before
