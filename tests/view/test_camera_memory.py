"""The table's camera is remembered per game across restarts: saved a while after the person
moves it, when another game takes the table and on quitting; restored when that game is shown,
within today's limits; a damaged value is ignored. R / T and the View menu (which names them)
give the start and top views."""

import json

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence

from tabletop_gui.model.settings import Settings
from tabletop_gui.view.games.pylos.controller import START_ELEVATION

pytestmark = pytest.mark.gl


def stored(tmp_path, game):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    return settings.camera(game)


def test_the_camera_comes_back_at_the_next_start(open_window, qtbot, tmp_path):
    window = open_window()
    board = window.board
    board.orbit(-25, -8)                   # as a drag does
    board.zoom(1.2)
    left = board.camera()
    assert board.framing is None
    # saved a moment after the person stopped moving it, without waiting for the quit
    qtbot.waitUntil(lambda: stored(tmp_path, "pylos") is not None, timeout=4000)
    window.close()
    again = open_window()
    assert again.model.game == "pylos"
    cam = again.board.camera()
    assert cam["elevation"] == pytest.approx(left["elevation"])
    assert cam["azimuth"] == pytest.approx(left["azimuth"])
    assert cam["distance"] == pytest.approx(left["distance"])
    assert cam["centre"] == pytest.approx(left["centre"])


def test_the_start_and_top_views_are_kept_as_such(open_window, qtbot, tmp_path):
    window = open_window()
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_T)
    assert window.board.camera()["elevation"] == 89.0
    window.close()
    assert stored(tmp_path, "pylos") == {"view": "top"}
    again = open_window(size=(900, 700))
    assert again.board.framing == "top"        # framed afresh for the window's shape
    qtbot.keyClick(again.board, Qt.Key.Key_R)
    assert again.board.camera()["elevation"] == START_ELEVATION
    again.close()
    assert stored(tmp_path, "pylos") is None     # the start view: framed afresh next time


def test_each_game_keeps_its_own_camera(open_window, qtbot, tmp_path):
    window = open_window()
    model = window.model
    board = window.board
    board.set_camera(elevation=70.0, azimuth=-60.0)
    board.cameraMoved.emit()
    pylos_cam = board.camera()
    model.new_game("pilus", {"players": 2, "seed": 5}, ["human", "computer"])
    assert stored(tmp_path, "pylos")["azimuth"] == pytest.approx(-60.0)
    assert board.camera()["azimuth"] != pytest.approx(-60.0)     # PILUS's own start
    board.set_camera(azimuth=-120.0)
    model.new_game("pylos", {"variant": "standard"}, ["human", "human"])
    assert board.camera()["azimuth"] == pytest.approx(pylos_cam["azimuth"])
    assert board.camera()["elevation"] == pytest.approx(70.0)
    assert stored(tmp_path, "pilus")["azimuth"] == pytest.approx(-120.0)
    window.close()
    # the next start: PILUS frames its table when it first draws it, and then the camera the
    # person left comes back
    again = open_window()
    again.model.new_game("pilus", {"players": 2, "seed": 5}, ["human", "computer"])
    assert again.board.camera()["azimuth"] == pytest.approx(-120.0)


@pytest.mark.slow
def test_a_stored_camera_out_of_bounds_is_clamped_and_a_damaged_one_ignored(
        open_window, tmp_path):
    qs = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    qs.setValue("camera/pylos", json.dumps({"elevation": 120.0, "azimuth": 30.0,
                                            "distance": 500.0, "centre": [40.0, -40.0, 9.0]}))
    qs.sync()
    board = open_window().board
    cam = board.camera()
    assert cam["elevation"] == 89.0 and cam["distance"] == 32.0 and cam["azimuth"] == 30.0
    assert cam["centre"] == pytest.approx((6.0, -6.0, 3.0))
    for damaged in ("{not json", json.dumps([1, 2]), json.dumps({"elevation": "high"}),
                    json.dumps({"elevation": 40, "azimuth": 0, "distance": float("nan"),
                                "centre": [0, 0, 0]}),
                    json.dumps({"elevation": 40, "azimuth": 0, "distance": 9,
                                "centre": [0, 0]})):
        qs.setValue("camera/pylos", damaged)
        qs.sync()
        window = open_window()
        assert window.board.framing == "default", damaged
        assert window.board.camera()["elevation"] == START_ELEVATION
        window.close()


def test_the_view_menu_names_r_and_t(open_window):
    window = open_window()
    assert window.act_reset_camera.shortcut() == QKeySequence("R")
    assert QKeySequence("Home") in window.act_reset_camera.shortcuts()
    assert window.act_top_view.shortcut() == QKeySequence("T")
    assert QKeySequence("Ctrl+T") in window.act_top_view.shortcuts()


def test_r_and_t_type_letters_in_the_move_field(open_window, qtbot):
    window = open_window()
    window.notation.setFocus()
    window.board.orbit(30, 0)
    moved = window.board.camera()
    qtbot.keyClicks(window.notation, "rt")
    assert window.notation.text() == "rt"
    assert window.board.camera() == moved


def test_a_restored_camera_stays_through_a_resize_and_a_turn(open_window, qtbot, tmp_path):
    window = open_window()
    window.model.new_game("pilus", {"players": 2, "seed": 5}, ["human", "computer"])
    window.board.set_camera(azimuth=-120.0, elevation=40.0)
    window.board.cameraMoved.emit()
    window.close()
    again = open_window()
    model, board = again.model, again.board
    model.new_game("pilus", {"players": 2, "seed": 5}, ["human", "computer"])
    assert board.camera()["azimuth"] == pytest.approx(-120.0)
    # the person's camera, not the game's framing: a resize or a growing table keeps the angle
    width = board.width()
    again.resize(again.width() - 200, again.height())
    qtbot.waitUntil(lambda: board.width() < width - 100, timeout=3000)
    board.finish_glide()
    assert board.camera()["azimuth"] == pytest.approx(-120.0)
    assert board.camera()["elevation"] == pytest.approx(40.0)
    turn = next(t for t in model.state.legal_moves() if t.tile is not None)
    model.try_move(turn)
    qtbot.waitUntil(lambda: model.seat_to_move() == 0, timeout=10000)
    board.finish_glide()
    assert board.camera()["azimuth"] == pytest.approx(-120.0)
    assert board.camera()["elevation"] == pytest.approx(40.0)
