"""The pick ray: a ray through the projection of a place's centre hits that place."""

import itertools

import numpy as np
import pytest

from tabletop_gui.view import picking
from tabletop_gui.view.games.pylos import geometry as geo


def look_at_mvp(elevation, azimuth, distance, width=900, height=640, fov=42.0,
                centre=(0.0, 0.0, 0.0)):
    """The same matrices pyqtgraph's GLViewWidget builds, without a widget."""
    from PySide6.QtGui import QMatrix4x4

    near = distance * 0.001
    r = near * np.tan(np.radians(fov) / 2)
    t = r * height / width
    proj = QMatrix4x4()
    proj.frustum(-r, r, -t, t, near, distance * 1000.0)
    view = QMatrix4x4()
    view.translate(0.0, 0.0, -distance)
    view.rotate(elevation - 90, 1, 0, 0)
    view.rotate(azimuth + 90, 0, 0, -1)
    view.translate(-centre[0], -centre[1], -centre[2])
    return picking.qmatrix_to_array(proj * view)


CAMERAS = list(itertools.product((35.0, 60.0, 89.0), (-90.0, -30.0, 45.0, 160.0), (12.0, 20.0)))


def hollows(names):
    return {p: geo.place_mouth(p) for p in names}


def pick(x, y, mvp, bodies=None, mouths=None, candidates=None):
    """picking.pick_visible in this test's 900 x 640 view, level-1 mouth radius for all."""
    bodies, mouths = bodies or {}, mouths or {}
    cands = candidates if candidates is not None else {**bodies, **mouths}
    return picking.pick_visible(x, y, mvp, 900, 640, bodies, mouths, cands, geo.RADIUS,
                                geo.MOUTH_PICK_RADIUS[1])


@pytest.mark.parametrize("elevation,azimuth,distance", CAMERAS)
def test_ray_through_each_place_hits_it(elevation, azimuth, distance):
    mvp = look_at_mvp(elevation, azimuth, distance)
    for name in geo.PLACES:
        centre = geo.place_centre(name)
        (x, y), = picking.project(centre[None, :], mvp, 900, 640)
        origin, direction = picking.unproject(x, y, mvp, 900, 640)
        # the ray passes through the centre itself
        to_c = centre - origin
        assert np.linalg.norm(to_c - (to_c @ direction) * direction) < 1e-6
        assert pick(x, y, mvp, bodies={name: centre}) == name


@pytest.mark.parametrize("elevation,azimuth,distance", CAMERAS)
def test_each_empty_hollow_wins_among_all_sixteen(elevation, azimuth, distance):
    """At the start every hollow is a candidate: the one whose middle is under the pointer
    wins, from every camera (no invisible sphere stands in front of the hollow behind it)."""
    mvp = look_at_mvp(elevation, azimuth, distance)
    mouths = hollows(geo.PLACES[:16])
    for name, mouth in mouths.items():
        (x, y), = picking.project(mouth[None, :], mvp, 900, 640)
        assert pick(x, y, mvp, mouths=mouths) == name


def test_nearest_of_a_stack_wins_and_spheres_hide_what_is_behind():
    mvp = look_at_mvp(89.0, -90.0, 15.0)
    top = geo.place_centre("2a1")
    (x, y), = picking.project(top[None, :], mvp, 900, 640)
    below = {p: geo.place_centre(p) for p in ("1a1", "1b1", "1a2", "1b2")}
    # seen from above, the level-2 sphere is in front of the four under it
    assert pick(x, y, mvp, bodies={"2a1": top, **below}) == "2a1"
    # a sphere that is not a candidate hides a candidate behind it: look at 1a1 along the line
    # through 2a1 (elevation 45, azimuth 45 from 1a1)
    mvp = look_at_mvp(45.0, 45.0, 15.0, centre=tuple(below["1a1"]))
    (x1, y1), = picking.project(below["1a1"][None, :], mvp, 900, 640)
    bodies = {"1a1": below["1a1"], "2a1": top}
    assert pick(x1, y1, mvp, bodies=bodies, candidates={"1a1"}) is None
    assert pick(x1, y1, mvp, bodies={"1a1": below["1a1"]}, candidates={"1a1"}) == "1a1"


def test_misses_are_none():
    mvp = look_at_mvp(45.0, -90.0, 15.0)
    assert pick(2.0, 2.0, mvp, bodies={"1a1": geo.place_centre("1a1")}) is None
    assert pick(2.0, 2.0, mvp, mouths=hollows(["1a1"])) is None
    assert pick(450, 320, mvp) is None


def test_ray_sphere_distance_values():
    d = picking.ray_sphere_distances(np.array([0.0, 0.0, 10.0]), np.array([0.0, 0.0, -1.0]),
                                     np.array([[0.0, 0.0, 0.0], [3.0, 0.0, 0.0]]), 0.5)
    assert d[0] == pytest.approx(9.5)
    assert np.isinf(d[1])


def test_place_names_and_geometry():
    assert len(geo.PLACES) == 30 and geo.PLACES[0] == "1a1" and geo.PLACES[15] == "1d4"
    assert geo.PLACES[16] == "2a1" and geo.PLACES[24] == "2c3" and geo.PLACES[29] == "4a1"
    # a level-2 sphere touches the four under it
    top = geo.place_centre("2b2")
    for p in ("1b2", "1c2", "1b3", "1c3"):
        assert np.linalg.norm(top - geo.place_centre(p)) == pytest.approx(1.0)
    assert geo.place_centre("4a1")[:2] == pytest.approx([0.0, 0.0])


def test_rules_agree_on_place_order():
    pylos = pytest.importorskip("tabletop_gui.rules.pylos")
    assert tuple(pylos.PLACES) == geo.PLACES


@pytest.mark.gl
def test_widget_matrices_pick_each_place(board_view):
    """The same check through the real widget's matrices, from several camera angles."""
    view = board_view
    for elevation, azimuth, distance in [(42, -90, 19), (70, 10, 14), (30, 135, 22), (89, -90, 19)]:
        view.set_camera(elevation=elevation, azimuth=azimuth, distance=distance)
        for level_places in (geo.PLACES[:16], geo.PLACES[16:25], geo.PLACES[25:29], geo.PLACES[29:]):
            view.controller.set_candidates({p: "place" for p in level_places})
            for p in level_places:
                pos = view.screen_pos(p)
                assert view.pick_at(pos.x(), pos.y()) == p, (elevation, azimuth, p)
