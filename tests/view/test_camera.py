"""The table's camera is the same for every game: the active controller sets its limits (a
centre box (cx, cy, bx, by, z0, z1), a distance range, the start and the top view); PILUS works
out its own from the extent of its growing table."""

import pytest

from tabletop_gui.view.games.pilus import geometry as pgeo

pytestmark = pytest.mark.gl


def test_a_centre_box_is_six_numbers(board_view):
    with pytest.raises(ValueError):
        board_view.set_camera_limits((6.0, 6.0, 0.0, 3.0), (5.0, 32.0),
                                     board_view.default_camera, board_view.top_camera)


def test_the_centre_stays_in_a_box_off_the_origin(board_view):
    top = {"elevation": 89.0, "azimuth": -90.0, "distance": 12.0, "centre": (10.0, -4.0, 0.0)}
    board_view.set_camera_limits((10.0, -4.0, 2.0, 1.0, 0.0, 0.5), (6.0, 14.0), top, top)
    board_view.reset_camera()
    board_view.set_camera(centre=(0.0, 0.0, 3.0), distance=50.0)
    cam = board_view.camera()
    assert cam["centre"] == pytest.approx((8.0, -3.0, 0.5))
    assert cam["distance"] == 14.0
    board_view.set_camera(centre=(20.0, -9.0, -1.0), distance=1.0)
    cam = board_view.camera()
    assert cam["centre"] == pytest.approx((12.0, -5.0, 0.0))
    assert cam["distance"] == 6.0


def test_clamp_camera_keeps_the_camera_within_new_limits(board_view):
    board_view.set_camera(centre=(5.0, 5.0, 0.0), distance=30.0, azimuth=-60.0)
    board_view.set_camera_limits((0.0, 0.0, 1.0, 1.0, 0.0, 1.0), (4.0, 16.0),
                                 board_view.default_camera, board_view.top_camera)
    board_view.clamp_camera()
    cam = board_view.camera()
    assert cam["centre"] == pytest.approx((1.0, 1.0, 0.0))
    assert cam["distance"] == 16.0
    assert cam["azimuth"] == pytest.approx(-60.0)      # kept: only the limits changed


def test_pilus_frames_its_growing_table():
    # the starting tile: the numbers the table was framed with when the board did it
    box, distances, start, top = pgeo.camera_for(pgeo.extent([]))
    assert box == (1.0, 1.0, 4.0, 4.0, 0.0, 1.0)
    assert distances == (4.0, 16.0)
    assert start == {"elevation": 42.0, "azimuth": -90.0, "distance": 10.0,
                     "centre": (1.0, 0.7, 0.0)}
    assert top == {"elevation": 89.0, "azimuth": -90.0, "distance": 10.0,
                   "centre": (1.0, 1.0, 0.0)}
    # a wider table: the camera backs off, leaving room for the next ring of tiles
    box, distances, start, top = pgeo.camera_for((-3.0, -1.0, 5.0, 8.0))
    assert box == (1.0, 3.5, 7.5, 7.5, 0.0, 1.0)
    assert distances == pytest.approx((4.0, 36.8))
    assert start["distance"] == 18.0 and top["distance"] == 18.0
    assert start["centre"] == pytest.approx((1.0, 3.2, 0.0))
    assert top["centre"] == (1.0, 3.5, 0.0)


def test_a_camera_at_its_centre_still_projects_finite_points():
    """Found by the monkey (a NumPy 'divide by zero' in ``project_ndc``): a degenerate fit
    can ask for the camera at distance 0, and the view's direction was taken from the eye's
    offset, 0 / 0. It comes from the angles, so every point still lands somewhere (and the
    ordinary camera projects as it did)."""
    import warnings

    import numpy as np

    points = np.array([[0.0, 0.0, 0.0], [1.0, 2.0, 0.5], [-3.0, 1.0, 0.0]])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ndc, depth = pgeo.project_ndc(points - [0.0, 5.0, 0.0], (0.0, 0.0, 0.0), 0.0,
                                      45.0, -90.0, 60.0, 1.5)
    assert np.isfinite(ndc).all() and np.isfinite(depth).all()
    ndc, depth = pgeo.project_ndc(points, (0.0, 0.0, 0.0), 20.0, 90.0 - 1e-9, -90.0, 60.0, 1.0)
    # seen from straight above at 20: the centre in the middle, 20 away
    assert np.allclose(ndc[0], [0.0, 0.0], atol=1e-6) and depth[0] == pytest.approx(20.0)
