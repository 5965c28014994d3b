"""Pylos aiming: a click goes where the player sees it go.

An empty hollow is seen as its disc on the board, not as the sphere that is not there yet; the
opening between four supports shows a higher place; a sphere is seen (and picked) by its body.
"""

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt

from tabletop_gui.view import picking
from tabletop_gui.view.games.pylos import geometry as geo

pytestmark = pytest.mark.gl

LEVEL_ONE = geo.PLACES[:16]

#: default, top, and three turns of the table a player might drag to
CAMERAS = {
    "default": None,
    "top": "top",
    "left": {"elevation": 40.0, "azimuth": -35.0, "distance": 18.0},
    "behind": {"elevation": 58.0, "azimuth": 120.0, "distance": 17.0},
    "low-right": {"elevation": 33.0, "azimuth": -140.0, "distance": 21.0},
}


def use_camera(view, name):
    cam = CAMERAS[name]
    view.reset_camera()
    if cam == "top":
        view.top_view()
    elif cam is not None:
        view.set_camera(**cam)


def on_screen(view, point) -> QPointF:
    x, y = picking.project(np.asarray(point, dtype=float)[None, :], view.mvp(),
                           view.width(), view.height())[0]
    return QPointF(float(x), float(y))


def hollow_centre(place):
    """The middle of a hollow's disc as drawn on the board (not the sphere's centre)."""
    x, y, _ = geo.place_centre(place)
    return (x, y, 0.004)


def click(qtbot, view, pos: QPointF):
    got = []
    view.controller.clicked = got.append        # what the table hands the game
    try:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=pos.toPoint())
    finally:
        del view.controller.clicked
    return got


@pytest.mark.parametrize("camera", list(CAMERAS))
def test_a_click_on_a_hollow_picks_that_hollow(qtbot, board_view, camera):
    """The reported bug: aimed at the middle of 1a4, the ghost showed 1a3 (the invisible
    sphere of the nearer place stood in front of the hollow behind it)."""
    view = board_view
    use_camera(view, camera)
    view.controller.set_candidates({p: "place" for p in LEVEL_ONE})
    wrong = {}
    for place in LEVEL_ONE:
        got = click(qtbot, view, on_screen(view, hollow_centre(place)))
        if got != [place]:
            wrong[place] = got
    assert not wrong, (camera, wrong)


@pytest.fixture
def make_window(qtbot, open_window):
    def make(moves=()):
        window = open_window()
        model = window.model
        model.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
        for m in moves:
            assert model.try_move(m), m
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        return window
    return make


@pytest.mark.slow
def test_in_the_window_the_ghost_and_the_click_go_to_the_hollow_pointed_at(qtbot, make_window):
    window = make_window()
    board, model = window.board, window.model
    for place in LEVEL_ONE:
        pos = on_screen(board, hollow_centre(place))
        qtbot.mouseMove(board, pos.toPoint())
        qtbot.waitUntil(lambda: board.hovered() is not None, timeout=1000)
        assert board.hovered() == place
        ghosts = board.scene.ghosts
        assert ghosts.visible_mask[0]
        assert np.allclose(ghosts.centres[0], geo.place_centre(place))
        assert place in board.scene.glowing_mouths()
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos.toPoint())
        assert [str(m) for m in model.moves] == [place]
        # a filled hollow no longer glows; the others still do
        glowing = board.scene.glowing_mouths()
        assert place not in glowing and len(glowing) == 15
        window.act_undo.trigger()
        assert not model.moves


@pytest.mark.parametrize("camera", ["default", "left", "behind"])
def test_a_sphere_in_front_does_not_swallow_the_hollow_behind_it(qtbot, make_window, camera):
    """Found trying the app: with spheres on the board, the middle of a hollow just behind
    one of them lies under that sphere's outermost rim from the default camera (1a3 behind
    1a2, 1b3 behind 1b2, 1d2 behind 1d1): the pointer showed no ghost and the click did
    nothing, though the ring glowed right there. A sphere that cannot be clicked now lets a
    place that can through its rim."""
    window = make_window(("1a1", "1b1", "1b2", "1a2", "1d4", "1d1"))
    board, model = window.board, window.model
    use_camera(board, camera)
    empty = [p for p in LEVEL_ONE if p not in board.scene.board]
    wrong = {}
    for place in empty:
        pos = on_screen(board, hollow_centre(place))
        qtbot.mouseMove(board, pos.toPoint())
        if board.hovered() != place:
            wrong[place] = board.hovered()
    assert not wrong, (camera, wrong)
    # and a click there plays there
    pos = on_screen(board, hollow_centre("1a3"))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos.toPoint())
    assert str(model.moves[-1]) == "1a3"


def test_the_middle_of_a_sphere_that_cannot_be_clicked_still_hides_what_is_behind(
        qtbot, make_window):
    """The rim is forgiving; the body is not: pointing at the middle of a sphere that is no
    candidate never picks the hollow hidden behind it."""
    window = make_window(("1a1", "1b1", "1b2", "1a2", "1d4", "1d1"))
    board = window.board
    use_camera(board, "default")
    for place in ("1a2", "1b2", "1d1"):
        pos = on_screen(board, geo.place_centre(place))
        qtbot.mouseMove(board, pos.toPoint())
        assert board.hovered() in (None, place), place


# two 2x2 squares of mixed colours on the front rows: 2a1, 2b1 and 2c1 can take a sphere, and
# Light's 1a1 (which carries only 2a1) may be raised to 2b1 or 2c1
SUPPORTED = ("1a1", "1b1", "1a2", "1b2", "1c1", "1d1", "1c2", "1d2")


def visible_point_of(view, place, board, openings=()):
    """Screen points showing the body of the sphere on ``place``: points of its surface that
    face the camera and are hidden by no other sphere, and not seen through the touching circle
    of one of the ``openings`` (higher places that may take a sphere: within that circle the
    opening is what is aimed at, beyond it the supports' bodies)."""
    mvp = view.mvp()
    inv = np.linalg.inv(mvp)
    eye = inv @ np.array([0.0, 0.0, -1.0, 1.0])
    eye = eye[:3] / eye[3]
    centre = geo.place_centre(place)
    others = np.array([geo.place_centre(p) for p in board if p != place])
    points, skipped = [], []
    for theta in np.linspace(0.15, 1.4, 6):              # from the top down towards the side
        for phi in np.linspace(0.0, 2 * np.pi, 12, endpoint=False):
            n = np.array([np.sin(theta) * np.cos(phi), np.sin(theta) * np.sin(phi),
                          np.cos(theta)])
            surface = centre + 0.47 * n
            to_eye = eye - surface
            if n @ to_eye <= 0.2 * np.linalg.norm(to_eye):
                continue                                   # turned away, or too grazing
            direction = -to_eye / np.linalg.norm(to_eye)
            d = picking.ray_sphere_distances(eye, direction, others, geo.RADIUS)
            if d.size and d.min() < np.linalg.norm(to_eye):
                continue                                   # another sphere hides it
            mouths = np.array([geo.place_mouth(p) for p in openings]).reshape(-1, 3)
            d = picking.ray_disc_distances(eye, direction, mouths, geo.TOUCH_RADIUS)
            if d.size and d.min() < np.linalg.norm(to_eye):
                skipped.append(surface)
                continue
            points.append(surface)
    assert len(points) > 2 * len(skipped), (len(points), len(skipped))
    return points


@pytest.mark.parametrize("camera", ["default", "top", "left", "behind"])
def test_a_higher_place_by_its_opening_and_a_support_by_its_body(qtbot, make_window, camera):
    window = make_window(SUPPORTED)
    board = window.board
    use_camera(board, camera)
    cands = window.controller_of("pylos").turn.candidates()
    assert cands["2a1"] == "place" and cands["1a1"] == "raise"
    # the opening between the four supports: its middle, and where the sphere would sit
    for point in (geo.place_mouth("2a1"), geo.place_centre("2a1")):
        if camera == "left" and point is not None and point[2] > 1.0:
            continue              # from 40 degrees the centre lies over the far supports' crest
        pos = on_screen(board, point)
        assert board.pick_at(pos.x(), pos.y()) == "2a1", (camera, point)
    # every bit of 1a1 that shows picks 1a1: nothing invisible stands in front of it
    openings = [p for p, k in cands.items() if k == "place" and p[0] != "1"]
    assert openings == ["2a1", "2b1", "2c1"]
    points = visible_point_of(board, "1a1", window.board.scene.board, openings)
    assert len(points) > 10
    wrong = []
    for point in points:
        pos = on_screen(board, point)
        got = board.pick_at(pos.x(), pos.y())
        if got != "1a1":
            wrong.append((tuple(np.round(point, 2)), got))
    assert not wrong, (camera, wrong)
    # and by a real click: the sphere is selected, then the opening of 2b1 takes it
    pos = on_screen(board, geo.place_centre("1a1") + [0.0, 0.0, 0.3])
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos.toPoint())
    assert window.controller_of("pylos").turn.step == "raise" and window.controller_of("pylos").turn.src == "1a1"
    pos = on_screen(board, geo.place_mouth("2b1"))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos.toPoint())
    assert str(window.model.moves[-1]) == "1a1-2b1"


def test_a_shown_ghost_above_level_one_is_aimed_at_by_its_body(qtbot, make_window):
    """Once the ghost of a higher place shows, the player sees a sphere there: its whole body
    keeps the aim (before, only the opening between the supports did)."""
    window = make_window(SUPPORTED)
    board = window.board
    top = on_screen(board, geo.place_centre("2a1") + [0.0, 0.0, 0.4])
    assert board.pick_at(top.x(), top.y()) != "2a1"          # nothing shows there yet
    qtbot.mouseMove(board, on_screen(board, geo.place_mouth("2a1")).toPoint())
    qtbot.waitUntil(lambda: board.hovered() == "2a1", timeout=1000)
    assert board.scene.ghost_places() == ["2a1"]
    qtbot.mouseMove(board, top.toPoint())
    assert board.hovered() == "2a1"
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=top.toPoint())
    assert str(window.model.moves[-1]) == "2a1"
