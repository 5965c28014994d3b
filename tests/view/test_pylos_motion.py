"""Pylos's motion: a sphere's flight ends in a short settle (one dip into its place, never a
bounce), and the last move shows for a few seconds once it has landed: a ring round its sphere,
a fading ghost where each sphere taken back was; undo and new games clear it."""

import numpy as np
import pytest

from tabletop_gui.view.games.pylos import geometry as geo
from tabletop_gui.view.games.pylos.scene import SphereFlight

pytestmark = pytest.mark.gl

# a game whose 13th move takes a sphere back: 1c1 completes Light's square, 1b1 goes home
TO_A_TAKE = ["1d1", "1a4", "1c2", "1d3", "1d4", "1a3", "1d2", "1a1", "1c3", "1a1-2c2", "1b1",
             "1b2", "1c1x1b1"]


class Spheres:
    def set_sphere(self, i, centre=None, **_kw):
        pass


def test_a_flight_ends_in_one_settle_below_its_place():
    flight = SphereFlight(Spheres())
    start, end = np.array([-5.0, 1.0, 0.3]), np.array([0.5, 0.5, 1.2])
    flight.flights[0] = (start, end)
    assert np.allclose(flight.position(0, 0.0), start)
    assert np.allclose(flight.position(0, 1.0), end)
    share = flight.arc_share
    assert 0.6 < share < 0.9                              # most of the time is the flight
    assert np.allclose(flight.position(0, share), end)    # the arc lands on the place...
    settle = [flight.position(0, t) for t in np.linspace(share, 1.0, 60)]
    heights = np.array([p[2] for p in settle])
    assert all(np.allclose(p[:2], end[:2]) for p in settle)   # ...and only sinks there
    assert heights.max() <= end[2] + 1e-9                 # never above its place: no bounce
    assert end[2] - heights.min() == pytest.approx(SphereFlight.SETTLE_DEPTH, rel=0.05)
    steps = np.sign(np.diff(heights))
    steps = steps[steps != 0]
    assert np.count_nonzero(np.diff(steps)) == 1          # down once, up once
    assert flight.animation.duration() == SphereFlight.DURATION_MS + SphereFlight.SETTLE_MS


def play(model, moves):
    for m in moves:
        assert model.try_move(m), m


def test_the_last_move_is_traced_once_it_has_landed_then_fades(open_window, qtbot):
    window = open_window()
    model = window.model
    model.new_game("pylos", {"variant": "standard"}, ["human", "human"])
    scene = window.board.scene
    scene.flight.animation.setDuration(60_000)     # slow enough to look at on a busy machine
    play(model, TO_A_TAKE[:-1])
    scene.finish_animations()
    assert scene.trace.place == "1b2"
    play(model, TO_A_TAKE[-1:])
    trace = scene.trace
    assert scene.flight.running and trace.running
    assert not scene.trace_rings.visible_mask[0]           # not before the sphere lands
    scene.flight.animation.setCurrentTime(60_000)
    qtbot.waitUntil(lambda: not scene.flight.running, timeout=3000)
    assert trace.place == "1c1" and trace.taken == {"1b1": "light"}
    assert scene.trace_rings.visible_mask[0]
    assert np.allclose(scene.trace_rings.centres[0], geo.place_centre("1c1"))
    assert scene.trace_ghosts.visible_mask[0]
    assert np.allclose(scene.trace_ghosts.centres[0], geo.place_centre("1b1"))
    assert scene.trace_ghosts.colours[0][3] > 0.3
    # it fades: half-way it is fainter, at the end it is gone
    trace.animation.setCurrentTime(trace.DURATION_MS * 3 // 4)
    assert 0.0 < trace.strength < 0.8
    assert 0.0 < scene.trace_ghosts.colours[0][3] < 0.8 * 0.45
    trace.animation.setCurrentTime(trace.DURATION_MS)
    qtbot.waitUntil(lambda: not trace.running, timeout=3000)
    assert not scene.trace_rings.visible_mask.any()
    assert not scene.trace_ghosts.visible_mask.any()
    # the trace never takes a click: the ghost's place is a plain candidate again
    assert "1b1" not in scene.ghost_places()


def test_undo_and_a_new_game_clear_the_trace(open_window):
    window = open_window()
    model = window.model
    model.new_game("pylos", {"variant": "standard"}, ["human", "human"])
    scene = window.board.scene
    play(model, TO_A_TAKE)
    scene.finish_animations()
    assert scene.trace.running and scene.trace_ghosts.visible_mask[0]
    model.undo()
    assert not scene.trace.running
    assert not scene.trace_rings.visible_mask.any() and not scene.trace_ghosts.visible_mask.any()
    play(model, TO_A_TAKE[-1:])
    scene.finish_animations()
    assert scene.trace.running
    model.new_game("pylos", {"variant": "standard"}, ["human", "human"])
    assert not scene.trace.running and not scene.trace_rings.visible_mask.any()


def test_a_raise_marks_the_place_its_sphere_left_while_its_position_shows(open_window, qtbot):
    """#51: the mark of the place a raised sphere left faded with the ring (gone within a second
    or two) and never showed in a review or after undo/redo: it stays until the next move, in a
    colour and dashes of its own."""
    from tabletop_gui.view.games.pylos.scene import DashedRingItem

    window = open_window()
    model = window.model
    model.new_game("pylos", {"variant": "standard"}, ["human", "human"])
    scene = window.board.scene
    assert isinstance(scene.trace_vacated, DashedRingItem)
    raised = TO_A_TAKE.index("1a1-2c2")
    play(model, TO_A_TAKE[:raised])                 # the last of them a placement
    scene.finish_animations()
    assert scene.trace.running and scene.trace.vacated is None
    assert not scene.trace_vacated.visible_mask.any()
    play(model, TO_A_TAKE[raised:raised + 1])       # Dark raises 1a1 to 2c2
    assert not scene.trace_vacated.visible_mask.any()      # not before the sphere lands
    scene.finish_animations()
    trace = scene.trace
    assert trace.place == "2c2" and trace.vacated == "1a1"
    assert scene.trace_vacated.visible_mask[0]
    full = float(scene.trace_vacated.glows[0])
    # in the hollow the sphere left, over the amber of a place that may take one again
    mouth = geo.place_mouth("1a1")
    assert np.allclose(scene.trace_vacated.centres[0][:2], mouth[:2])
    assert mouth[2] < scene.trace_vacated.centres[0][2] < mouth[2] + 0.1
    assert "1a1" in scene.glowing_mouths()
    # dashed: some of its rim is drawn, some left out; and bluer than the amber hollows
    nv = scene.trace_vacated._nv
    alpha = scene.trace_vacated._col[:nv, 3]
    assert (alpha > 0.3).sum() > 10 and (alpha[1:] == 0.0).sum() > 10
    rgb = scene.trace_vacated._col[:nv, :3][alpha > 0.3]
    assert (rgb[:, 2] > rgb[:, 0] + 0.2).all()
    # the ring round the raised sphere fades; the mark of the place it left stays, whole
    trace.animation.setCurrentTime(trace.DURATION_MS * 3 // 4)
    assert float(scene.trace_vacated.glows[0]) == full
    trace.animation.setCurrentTime(trace.DURATION_MS)
    qtbot.waitUntil(lambda: not trace.running, timeout=3000)
    assert not scene.trace_rings.visible_mask.any()
    assert scene.trace_vacated.visible_mask[0] and trace.vacated == "1a1"
    assert float(scene.trace_vacated.glows[0]) == full
    window.controller.refresh()                    # a redraw of the same position keeps it
    assert scene.trace_vacated.visible_mask[0]
    # the next move, a placement, leaves no such mark
    play(model, TO_A_TAKE[raised + 1:raised + 2])
    assert not scene.trace_vacated.visible_mask.any()
    scene.finish_animations()
    assert scene.trace.running and not scene.trace_vacated.visible_mask.any()
    # undo back to the raise: marked at once
    model.undo()
    assert scene.trace_vacated.visible_mask[0] and trace.vacated == "1a1"
    model.undo()
    assert not scene.trace_vacated.visible_mask.any()
    model.redo()                                   # the raise again, traced as in play
    scene.finish_animations()
    assert scene.trace_vacated.visible_mask[0] and scene.trace.vacated == "1a1"
    # a review stepping back onto the raise marks it too, and leaving it goes with it
    play(model, TO_A_TAKE[raised + 1:])
    assert model.start_review(raised + 1)
    assert scene.trace_vacated.visible_mask[0] and trace.vacated == "1a1"
    model.review_to(raised)
    assert not scene.trace_vacated.visible_mask.any()
    model.review_step(1)                           # one move on: the raise's flight
    scene.finish_animations()
    assert scene.trace_vacated.visible_mask[0] and trace.vacated == "1a1"
    model.stop_review()
    assert not scene.trace_vacated.visible_mask.any()


def test_a_loaded_game_ending_in_a_raise_marks_the_place_left(open_window, tmp_path):
    window = open_window()
    model = window.model
    model.new_game("pylos", {"variant": "standard"}, ["human", "human"])
    raised = TO_A_TAKE.index("1a1-2c2")
    play(model, TO_A_TAKE[:raised + 1])
    path = str(tmp_path / "raise.json")
    model.save(path)
    other = open_window()
    other.model.load(path)
    scene = other.board.scene
    scene.finish_animations()
    assert scene.trace_vacated.visible_mask[0] and scene.trace.vacated == "1a1"


def test_the_ring_a_raise_leaves_higher_up_clears_the_supports(board_view):
    """On level 2 or 3 the place left is an opening among four spheres: its ring, halo and all,
    lies where none of them cuts it away."""
    from tabletop_gui.rules.pylos import PLACES
    from tabletop_gui.view.games.pylos.scene import TRACE_VACATED_RADIUS

    scene = board_view.scene
    for place in [p for p in PLACES if p[0] in "23"]:
        scene.trace.show(None, {}, held=True, vacated=place)
        scene.finish_animations()
        assert scene.trace_vacated.visible_mask[0]
        centre = np.array(scene.trace_vacated.centres[0], dtype=float)
        level, col, row = int(place[0]), "abcd".index(place[1]), int(place[2]) - 1
        supports = [f"{level - 1}{'abcd'[col + i]}{row + j + 1}" for i in (0, 1) for j in (0, 1)]
        for k in range(64):
            a = 2 * np.pi * k / 64
            for r in (TRACE_VACATED_RADIUS, 1.2 * TRACE_VACATED_RADIUS):   # the ring, its halo
                point = centre + [r * np.cos(a), r * np.sin(a), 0.0]
                for s in supports:
                    assert np.linalg.norm(point - geo.place_centre(s)) >= geo.RADIUS, (place, s)
    scene.trace.clear()
    assert not scene.trace_vacated.visible_mask.any()
