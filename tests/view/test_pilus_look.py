"""How PILUS looks and moves (#13): tiles with thickness, bevel and a level cue, pawns inside a
cell, highlights as rims (never tints), the opaque ghost and its cells over air, the settle of a
laid tile, the camera's framing and glides, the chips over the table (level, height, points),
the last move's fading outline. The pure parts need no GL; the rest runs the real window."""

import numpy as np
import pytest
from PySide6.QtCore import QObject, QPoint, QPointF, Qt

from tabletop_gui.rules import pilus
from tabletop_gui.view.board_view import FOV
from tabletop_gui.view.games.pilus import geometry as pg
from tabletop_gui.view.games.pilus import highlights as hl
from tabletop_gui.view.games.pilus import scene as ps
from tabletop_gui.view.games.pilus import tile_mesh as tm
from tests.view.test_pilus_window import (  # noqa: F401
    aim,
    hover,
    make_pilus,
    reveal,
    screen_point,
)


def normals(tris):
    n = np.cross(tris[:, 1] - tris[:, 0], tris[:, 2] - tris[:, 0])
    length = np.linalg.norm(n, axis=1)
    keep = length > 1e-12
    return n[keep] / length[keep, None], keep


def covers(tris, point):
    """Which triangles cover ``point`` (x, y) seen from above."""
    p = np.asarray(point, dtype=float)
    a, b, c = tris[:, 0, :2], tris[:, 1, :2], tris[:, 2, :2]

    def side(u, v):
        return (v[:, 0] - u[:, 0]) * (p[1] - u[:, 1]) - (v[:, 1] - u[:, 1]) * (p[0] - u[:, 0])

    s1, s2, s3 = side(a, b), side(b, c), side(c, a)
    return ((s1 >= 0) & (s2 >= 0) & (s3 >= 0)) | ((s1 <= 0) & (s2 <= 0) & (s3 <= 0))


# ---- tiles, pawns, rims: pure geometry -------------------------------------------------------
def test_every_pawn_stands_inside_one_cell_with_room_around_it():
    for shape in tm.PAWN_SIDES:
        pts = np.array(tm.pawn_outline(shape))
        assert np.abs(pts).max() <= 0.26, shape          # a cell is 1 wide: 0.24 of it shows
        tris, _cols = tm.soup_arrays(tm.pawn_soup(shape, np.array([3.5, 2.5, 0.3]),
                                              np.array([0.8, 0.2, 0.2])))
        assert tris[:, :, 0].min() > 3.0 and tris[:, :, 0].max() < 4.0
        assert tris[:, :, 1].min() > 2.0 and tris[:, :, 1].max() < 3.0
        assert tris[:, :, 2].max() - 0.3 == pytest.approx(tm.PAWN_HEIGHT, abs=0.005)
    # lower than a stack of two tiles is high: it never hides the cells behind it
    assert tm.PAWN_HEIGHT < 2 * pg.THICKNESS


def test_a_tile_has_thickness_a_bevel_and_its_level_on_its_sides():
    bodies = []
    for level in (1, 2, 3):
        tris, cols = tm.soup_arrays(tm.tile_soup("BYGN", 0, 0, level, "plain"))
        z = tris[:, :, 2]
        assert z.min() == pytest.approx(pg.cell_top(level - 1))
        assert z.max() == pytest.approx(pg.cell_top(level) + tm.LIFT)
        n, keep = normals(tris)
        slanted = (np.abs(n[:, 2]) > 0.2) & (np.abs(n[:, 2]) < 0.95)
        assert slanted.sum() >= 8                      # the chamfer all round the top edge
        sides = cols[keep][np.abs(n[:, 2]) < 1e-6][:, 0, :3]
        body = tm.level_body(level)
        assert any(np.allclose(c, body) for c in sides)
        bodies.append(body)
    assert pg.THICKNESS >= 0.28
    # above level 1 the chamfer framing the top is in the level's colour: "higher" reads from
    # above, while the squares keep their colours
    for level in (1, 2, 3):
        tris, cols = tm.soup_arrays(tm.tile_soup("BYGN", 0, 0, level, "plain"))
        n, keep = normals(tris)
        chamfer = cols[keep][(np.abs(n[:, 2]) > 0.2) & (np.abs(n[:, 2]) < 0.95)][:, 0, :3]
        rim = np.minimum(tm.level_rim(level) * 1.08 + 0.03, 1.0)
        framed = [np.allclose(c, rim * k) for c in chamfer for k in (1.0, 0.94)]
        assert any(framed) == (level > 1)
        top = cols[keep][n[:, 2] > 0.99][:, 0, :3]
        for code in "BYGN":
            colour = tm.hex_rgb(tm.PALETTES["plain"][code])
            assert any(np.allclose(c, np.clip(colour * (0.94 + 0.04 * (level - 1)), 0, 1))
                       for c in top)
    # level 1, 2 and 3 sides are told apart by lightness alone (no hue needed)
    light = [float(b.mean()) for b in bodies]
    assert light[0] + 0.15 < light[1] and light[1] + 0.15 < light[2]


def test_the_level_pips_count_the_level():
    for level in (1, 2, 3, 4):
        tris, cols = tm.soup_arrays(tm.tile_soup("BYGN", 0, 0, level, "plain"))
        pip = tm.pip_colour(level)
        assert abs(float(pip.mean()) - float(tm.level_body(level).mean())) > 0.4   # it reads
        is_pip = np.all(np.isclose(cols[:, 0, :3], pip), axis=1)
        front = is_pip & np.isclose(tris[:, :, 1], tm.GAP - 0.004).all(axis=1)
        assert front.sum() == 2 * level                # two triangles per pip, on each side


def test_highlights_are_rims_that_leave_the_cells_colour_showing():
    cells = [(0, 0), (1, 0), (1, 1)]
    tris, _cols = tm.soup_arrays(hl.rim_soup(cells, {c: 2 for c in cells}, hl.TARGET_COLOUR))
    assert len(tris)
    for (x, y) in cells:
        for dx in (0.3, 0.5, 0.7):
            for dy in (0.3, 0.5, 0.7):
                assert not covers(tris, (x + dx, y + dy)).any()
    # raised above the squares, standing on each cell's top
    assert tris[:, :, 2].min() >= pg.cell_top(2)
    assert tris[:, :, 2].max() > pg.cell_top(2) + 0.03
    # the edges between cells of the set carry no rim: it outlines the set
    assert not covers(tris, (1.5, 0.99)).any()


def test_the_laid_tile_slides_in_then_settles_without_a_bounce():
    ts = np.linspace(0.0, 1.0, 201)
    offs = np.array([ps.slide_offset(t) for t in ts])
    assert np.allclose(offs[0], ps.SLIDE_FROM) and np.allclose(offs[-1], 0.0)
    assert (offs[:, 2] >= -1e-12).all()                 # never below its place
    settling = ts >= 1.0 - ps.SETTLE
    assert np.allclose(offs[settling, :2], 0.0)         # in place, it only comes down ...
    assert offs[settling][0, 2] == pytest.approx(ps.HOVER)
    assert (np.diff(offs[settling, 2]) <= 1e-12).all()  # ... steadily
    assert (np.diff(offs[:, 2]) <= 1e-12).all()         # and never goes back up


# ---- the scene's ghost, overlay and last move -------------------------------------------------
class FakeView(QObject):
    def addItem(self, item):
        pass


@pytest.fixture
def scene(qapp):
    view = FakeView()
    s = ps.PilusScene(view, "safe")
    s.show_position([("BYGN", 0, 0), ("BYGN", 2, 0), ("NGYB", 0, 2)], [(0, 0), None])
    yield s
    view.deleteLater()


def test_the_ghost_is_opaque_and_marks_its_cells_over_air(scene):
    # level 2 over (0,0),(1,0),(2,0)... anchored at (1, 0): cells (1,0),(1,1),(2,1),(2,0):
    # (1,0), (1,1), (2,0) are at height 1, (2,1) at height 1 too: no air
    scene.set_ghost("BYGN", 1, 0)
    assert scene.ghost_at == ("BYGN", 1, 0, 2) and scene.ghost_air == []
    md = scene.ghost.opts["meshdata"]
    cols = md.vertexColors(indexed="faces")
    assert np.allclose(cols[:, :, 3], 1.0)               # nothing under it shows through
    # anchored at (1, 1): (2, 2) is bare table under a level-2 tile: one cell over air
    scene.set_ghost("BYGN", 1, 1)
    assert scene.ghost_at[3] == 2 and scene.ghost_air == [(2, 2)]
    md = scene.ghost.opts["meshdata"]
    cols = md.vertexColors(indexed="faces")
    veil = cols[:, 0, 3] < 1.0
    assert veil.any()                                    # the veil down to the table
    tris = md.vertexes(indexed="faces")[veil]
    assert tris[:, :, 2].min() == pytest.approx(0.0) and \
        tris[:, :, 2].max() == pytest.approx(pg.cell_top(1))
    # the dashed rim of the cell over air is in its own colour
    assert np.isclose(cols[:, 0, :3], hl.AIR_COLOUR).all(axis=1).any()


def test_the_ghost_lifts_the_own_pawn_it_covers(scene):
    before = scene.pawns.opts["meshdata"].vertexes(indexed="faces")[:, :, 2].max()
    scene.set_ghost("BYGN", 0, 0)          # covers (0, 0), the first pawn's cell
    after = scene.pawns.opts["meshdata"].vertexes(indexed="faces")[:, :, 2].max()
    assert after == pytest.approx(before + pg.THICKNESS + ps.GHOST_LIFT)
    scene.set_ghost(None)
    assert scene.pawns.opts["meshdata"].vertexes(indexed="faces")[:, :, 2].max() == \
        pytest.approx(before)


def test_targets_and_scoring_regions_are_outlined_not_tinted(scene):
    scene.set_targets([(0, 0), (1, 1)])
    scene.set_scoring([[(0, 2), (0, 3)]])
    md = scene.overlay.opts["meshdata"]
    tris = md.vertexes(indexed="faces")
    assert np.allclose(md.vertexColors(indexed="faces")[:, :, 3], 1.0)
    for cell in [(0, 0), (1, 1), (0, 2), (0, 3)]:
        assert not covers(tris, (cell[0] + 0.5, cell[1] + 0.5)).any()
    # the one under the pointer stands taller
    plain = tris[:, :, 2].max()
    scene.set_chosen((1, 1))
    assert scene.overlay.opts["meshdata"].vertexes(indexed="faces")[:, :, 2].max() > plain
    scene.set_chosen((5, 5))                  # not a target: nothing chosen
    assert scene.chosen is None


def test_the_last_move_is_outlined_then_fades(scene, qtbot):
    scene.fade.setDuration(60_000)
    scene.mark_recent((2, 0), (0, 0))
    assert scene.recent_tile == (2, 0, 1) and scene.recent_pawn == (0, 0)
    assert scene.recent_alpha == pytest.approx(1.0)
    scene.fade.setCurrentTime(30_000)
    assert 0.0 < scene.recent_alpha < 1.0
    alpha = scene.recent.opts["meshdata"].vertexColors(indexed="faces")[:, :, 3]
    assert np.allclose(alpha, 0.95 * scene.recent_alpha)
    scene.fade.setCurrentTime(60_000)
    assert scene.recent_alpha == 0.0 and not scene.recent.visible()
    scene.mark_recent((2, 0), None)
    scene.mark_recent(None, None)                        # undo: gone at once
    assert scene.recent_alpha == 0.0 and not scene.recent.visible()


def test_the_fading_outline_is_rebuilt_only_when_its_alpha_visibly_changes(scene, monkeypatch):
    builds = []
    upload = scene.recent.setMeshData
    monkeypatch.setattr(scene.recent, "setMeshData", lambda **kw: (builds.append(1),
                                                                     upload(**kw)))
    scene.fade.setDuration(4000)
    scene.mark_recent((2, 0), (0, 0))
    builds.clear()
    shown = []
    for ms in range(0, 4001, 16):                        # a frame every 16 ms
        scene.fade.setCurrentTime(ms)
        if scene.recent.visible():
            shown.append(scene.recent.opts["meshdata"].vertexColors(indexed="faces")[0, 0, 3])
    assert 10 <= len(builds) <= 30                       # not 250 uploads; still smooth
    assert max(abs(a - b) for a, b in zip(shown, shown[1:], strict=False)) <= 0.06
    assert scene.recent_alpha == 0.0 and not scene.recent.visible()


# ---- framing ------------------------------------------------------------------------------------
@pytest.mark.parametrize("elevation,azimuth,aspect", [(48, -90, 1.5), (60, -30, 1.3),
                                                      (25, 140, 0.7), (89, -90, 1.6)])
def test_fit_camera_takes_in_every_tile_and_fills_the_view(elevation, azimuth, aspect):
    heights = pg.heights_of([("BYGN", 0, 0), ("BYGN", 2, 0), ("BYGN", 1, 0), ("BYGN", -4, 1),
                             ("BYGN", 5, 3)])
    pts = pg.layout_points(heights)
    centre, distance = pg.fit_camera(pts, elevation, azimuth, FOV, aspect)
    ndc, depth = pg.project_ndc(pts, centre, distance, elevation, azimuth, FOV, aspect)
    assert (depth > 0).all()
    assert np.abs(ndc).max() <= pg.FILL + 1e-6
    assert np.abs(ndc).max() >= pg.FILL - 0.01              # as large as it fits
    # centred
    assert abs(ndc[:, 0].min() + ndc[:, 0].max()) < 0.05
    assert abs(ndc[:, 1].min() + ndc[:, 1].max()) < 0.05


def test_a_lone_tile_is_not_framed_as_a_close_up():
    pts = pg.layout_points(pg.heights_of([("BYGN", 0, 0)]))
    _c, near = pg.fit_camera(pts, 48, -90, FOV, 1.5)
    pts = pg.layout_points(pg.heights_of([("BYGN", 0, 0), ("BYGN", 2, 0), ("BYGN", 0, 2)]))
    _c, same = pg.fit_camera(pts, 48, -90, FOV, 1.5)
    assert near == pytest.approx(same, rel=0.02)       # both within the smallest span
    assert near > 8.0


# ---- the camera glide (generic, on the table widget) ---------------------------------------------
@pytest.mark.gl
def test_project_ndc_is_what_the_table_draws(board_view):
    board_view.set_camera_limits((0, 0, 50, 50, 0, 5), (1, 200), board_view.default_camera,
                                 board_view.top_camera)
    cam = {"elevation": 37.0, "azimuth": -62.0, "distance": 14.0, "centre": (1.5, -2.0, 0.0)}
    board_view.set_camera(**cam)
    w, h = board_view.width(), board_view.height()
    pts = np.array([(0.0, 0.0, 0.0), (3.0, -4.0, 0.6), (-2.0, 1.0, 0.3)])
    ndc, _ = pg.project_ndc(pts, cam["centre"], cam["distance"], cam["elevation"],
                            cam["azimuth"], FOV, w / h)
    for p, (nx, ny) in zip(pts, ndc, strict=True):
        q = board_view.world_to_screen(p)
        assert q.x() == pytest.approx((nx + 1) / 2 * w, abs=0.5)
        assert q.y() == pytest.approx((1 - ny) / 2 * h, abs=0.5)


@pytest.mark.gl
def test_glide_camera_eases_there_and_can_be_finished(board_view, qtbot):
    board_view.set_camera_limits((0, 0, 50, 50, 0, 5), (1, 200), board_view.default_camera,
                                 board_view.top_camera)
    board_view.set_camera(elevation=40.0, azimuth=170.0, distance=20.0, centre=(0, 0, 0))
    board_view.glide_camera(azimuth=-170.0, distance=30.0, centre=(4.0, 0.0, 0.0), ms=60_000)
    assert board_view.gliding()
    assert board_view.glide_target()["distance"] == 30.0
    board_view._glide.setCurrentTime(30_000)
    mid = board_view.camera()
    assert 20.0 < mid["distance"] < 30.0
    assert abs(mid["azimuth"]) > 170.0                  # the short way round, through 180
    assert 0.0 < mid["centre"][0] < 4.0
    board_view.finish_glide()
    cam = board_view.camera()
    assert not board_view.gliding()
    assert cam["azimuth"] == pytest.approx(-170.0) and cam["distance"] == pytest.approx(30.0)
    assert cam["centre"][0] == pytest.approx(4.0) and cam["elevation"] == pytest.approx(40.0)
    # it really runs by itself, in about its time
    board_view.glide_camera(distance=22.0, ms=120)
    qtbot.waitUntil(lambda: not board_view.gliding(), timeout=3000)
    assert board_view.camera()["distance"] == pytest.approx(22.0)
    # ms <= 0 jumps
    board_view.glide_camera(distance=25.0, ms=0)
    assert not board_view.gliding() and board_view.camera()["distance"] == 25.0


@pytest.mark.gl
def test_a_person_stops_a_glide_and_the_camera_is_theirs(board_view, qtbot):
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    board_view.reset_camera()
    assert not board_view.camera_by_hand
    board_view.glide_camera(distance=40.0, ms=60_000)
    centre = QPoint(board_view.width() // 2, board_view.height() // 2)
    qtbot.mousePress(board_view, Qt.MouseButton.LeftButton, pos=centre)
    assert not board_view.gliding()
    qtbot.mouseMove(board_view, centre + QPoint(40, 10))
    qtbot.mouseRelease(board_view, Qt.MouseButton.LeftButton, pos=centre + QPoint(40, 10))
    assert board_view.camera_by_hand
    board_view.reset_camera()                   # R: the game's framing again
    assert not board_view.camera_by_hand
    board_view.glide_camera(distance=40.0, ms=60_000)
    c = QPointF(centre)
    ev = QWheelEvent(c, board_view.mapToGlobal(c), QPoint(0, 0), QPoint(0, 120),
                     Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                     Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(board_view, ev)
    assert not board_view.gliding() and board_view.camera_by_hand
    board_view.reset_camera()
    board_view.glide_camera(distance=40.0, ms=60_000)
    board_view.setFocus()
    qtbot.keyClick(board_view, Qt.Key.Key_Minus)
    assert not board_view.gliding() and board_view.camera_by_hand
    # a camera set outright replaces the glide
    board_view.glide_camera(distance=40.0, ms=60_000)
    board_view.top_view()
    assert not board_view.gliding()


# ---- PILUS in the window -------------------------------------------------------------------------
def on_screen(board, pts, margin=0.0):
    for p in pts:
        q = board.world_to_screen(p)
        if not (margin <= q.x() <= board.width() - margin
                and margin <= q.y() <= board.height() - margin):
            return False
    return True


def growing_turn(state, outward=True):
    """A legal turn that lays a tile on the table's edge (widening the layout) or on top."""
    ext = pg.extent(pg.heights_of(state.laid))
    turns = [t for t in state.legal_moves() if t.tile is not None]
    if outward:
        return max(turns, key=lambda t: max(ext[0] - t.x, t.x + 2 - ext[2], ext[1] - t.y,
                                            t.y + 2 - ext[3]))
    return min(turns, key=lambda t: max(ext[0] - t.x, t.x + 2 - ext[2], ext[1] - t.y,
                                        t.y + 2 - ext[3]))


@pytest.mark.gl
def test_the_camera_glides_to_frame_the_growing_layout(qtbot, make_pilus):  # noqa: F811
    window = make_pilus(("human", "computer"), seed=5)
    model, board, ctl = window.model, window.board, window.controller_of("pilus")
    board.finish_glide()
    for _ in range(3):
        model.try_move(growing_turn(model.state))
        qtbot.waitUntil(lambda: model.seat_to_move() == 0)
        # the framing is animated: a glide to the new start, never a jump
        assert board.gliding()
        assert board.glide_target()["distance"] == pytest.approx(board.default_camera["distance"])
        board.finish_glide()
        assert on_screen(board, pg.layout_points(ctl.scene.heights))
    # the new start takes it all in, centred, as large as it fits
    board.reset_camera()
    pts = pg.layout_points(ctl.scene.heights)
    xs = [board.world_to_screen(p).x() for p in pts]
    assert min(xs) > 0 and max(xs) < board.width()
    ys = [board.world_to_screen(p).y() for p in pts]
    fill = max((max(xs) - min(xs)) / board.width(), (max(ys) - min(ys)) / board.height())
    assert fill > 0.8


@pytest.mark.gl
def test_reframing_leaves_a_moved_camera_alone_until_the_layout_leaves_the_view(
        qtbot, make_pilus):  # noqa: F811
    window = make_pilus(("human", "computer"), seed=5)
    model, board, ctl = window.model, window.board, window.controller_of("pilus")
    board.finish_glide()
    # the person orbits a little: the layout is still in view after the next turns
    board.orbit(20.0, 5.0)
    board.camera_by_hand = True
    board.set_camera(distance=board.camera()["distance"] * 1.6)
    mine = board.camera()
    model.try_move(growing_turn(model.state, outward=False))
    qtbot.waitUntil(lambda: model.seat_to_move() == 0)
    assert on_screen(board, pg.layout_points(ctl.scene.heights), 24)
    assert not board.gliding() and board.camera() == mine
    # zoomed right in: the next tile on the edge falls out of view, the camera glides back out,
    # keeping the person's angle
    board.set_camera(distance=5.0)
    model.try_move(growing_turn(model.state))
    qtbot.waitUntil(lambda: model.seat_to_move() == 0)
    assert board.gliding()
    target = board.glide_target()
    assert target["azimuth"] == pytest.approx(mine["azimuth"])
    assert target["elevation"] == pytest.approx(mine["elevation"])
    board.finish_glide()
    assert on_screen(board, pg.layout_points(ctl.scene.heights))


@pytest.mark.gl
def test_tab_and_hint_ghosts_never_go_off_screen(qtbot, make_pilus):  # noqa: F811
    window = make_pilus(("human", "computer"), seed=8)
    model, board, ctl = window.model, window.board, window.controller_of("pilus")
    for _ in range(4):
        model.try_move(growing_turn(model.state))
        qtbot.waitUntil(lambda: model.seat_to_move() == 0)
    assert not window.privacy.isVisible()
    board.finish_glide()
    board.set_camera(distance=4.5)              # zoomed in by hand on the middle
    board.camera_by_hand = True
    board.setFocus()
    spots = ctl.turn.anchors()
    assert spots
    followed = 0
    for _ in range(len(spots)):
        qtbot.keyClick(board, Qt.Key.Key_Tab)
        _t, x, y, level = ctl.scene.ghost_at
        followed += board.gliding()
        board.finish_glide()
        corners = pg.box_corners((x, y, x + 2, y + 2), pg.cell_top(level), 0.0)
        assert on_screen(board, corners), (x, y)
    assert followed
    # the hint's ghost too
    board.set_camera(distance=4.5, centre=(0.0, 0.0, 0.0))
    view = model.seat_view(model.seat_to_move())
    far = max((t for t in view.legal_moves() if t.tile is not None),
              key=lambda t: abs(t.x) + abs(t.y))
    ctl.hovered(None)                       # the pointer is off the table
    window.hints.on_hint(far, {})
    board.finish_glide()
    assert ctl.scene.ghost_at[1:3] == (far.x, far.y)
    assert on_screen(board, pg.box_corners((far.x, far.y, far.x + 2, far.y + 2),
                                           pg.cell_top(ctl.scene.ghost_at[3]), 0.0))


def level2_turn(view):
    for t in view.legal_moves():
        if t.tile is not None and 1 + max(view.height(c) for c in t.cells) == 2:
            return t
    return None


@pytest.mark.gl
def test_the_ghost_says_its_level_and_a_stack_its_height(qtbot, make_pilus):  # noqa: F811
    window = make_pilus(("human", "human"), seed=12)
    model, board, ctl = window.model, window.board, window.controller_of("pilus")
    rng_moves = 0
    while level2_turn(model.seat_view(model.seat_to_move())) is None and rng_moves < 12:
        moves = model.state.legal_moves()
        model.try_move(min((m for m in moves if m.tile), key=lambda m: abs(m.x) + abs(m.y)))
        rng_moves += 1
    reveal(qtbot, window)
    chips = ctl.chips
    ctl.last_turn.end_flash()               # (the points of the turn before)
    assert chips.visible_texts() == []
    turn = level2_turn(model.seat_view(model.seat_to_move()))
    assert turn is not None
    ctl.select([pilus.canonical(t) for t in ctl.turn.hand].index(turn.kind))
    while ctl.turn.tile() != turn.tile:
        ctl.rotate(1)
    hover(qtbot, window, aim(board, (turn.x, turn.y)))
    assert ctl.scene.ghost_at[3] == 2
    # its level and what the turn will score, before the click
    pv = model.state.score_preview(turn.tile, turn.x, turn.y)
    first = (f"Level 2: +{pv.points} = 2 × {pv.cells}" if pv.points
             else "Level 2: +0: no square joins one of its colour")
    assert chips.badge.isVisible() and chips.badge.text().splitlines()[0] == first
    assert chips.visible_texts() == [chips.badge.text()]
    # next to the ghost, on screen: right of it, clear of it
    corners = [(turn.x + dx, turn.y + dy, pg.cell_top(2)) for dx in (0, 2) for dy in (0, 2)]

    def beside_the_ghost():
        pts = [board.world_to_screen(c) for c in corners]
        right = max(p.x() for p in pts)
        g = chips.badge.geometry()
        return (right <= g.left() < right + 40 and min(p.y() for p in pts) - 20
                < g.center().y() < max(p.y() for p in pts) + 20 and board.rect().contains(g))

    assert beside_the_ghost()
    before = chips.badge.geometry()
    # the badge follows the camera: after the next frame it stands by the ghost again, on the
    # side that is right on screen, even with the table turned round
    for turned in (25.0, 155.0):
        board.orbit(turned, 0.0)             # as a drag does: no new hover, only a new frame
        painted = board.frames_painted
        qtbot.waitUntil(lambda painted=painted: board.frames_painted > painted, timeout=3000)
        qtbot.wait(20)
        assert beside_the_ghost()
    assert (chips.badge.geometry().topLeft() - before.topLeft()).manhattanLength() > 20
    # a stack under the pointer where the tile may not go: its height
    view = model.seat_view(model.seat_to_move())
    stacked = [c for c, h in ctl.scene.heights.items() if h >= 1]
    shown = None
    for cell in stacked:
        for anchor in [(cell[0] - dx, cell[1] - dy) for dx in (0, 1) for dy in (0, 1)]:
            if view.placement_error(ctl.turn.tile(), *anchor) is None:
                continue
            pos = screen_point(board, cell, anchor)
            if pos is not None:
                hover(qtbot, window, pos)
                shown = cell
                break
        if shown:
            break
    assert shown is not None
    # the ghost stands there refused, the reason beside it (no stack chip under it)
    assert ctl.scene.ghost_visible() and ctl.scene.ghost_refused
    badge = chips.badge.text().splitlines()
    assert badge[0] == f"Level {ctl.scene.ghost_at[3]}: not here" and len(badge) >= 2
    assert badge[1] in window.status_label.text()
    assert not chips.stack.isVisible()
    # in the pawn's step there is no ghost: the stack under the pointer says its height
    ctl._lay((turn.x, turn.y))
    assert ctl.turn.step == "pawn"
    hover(qtbot, window, screen_point(board, shown))
    assert not ctl.scene.ghost_visible()
    assert chips.stack.isVisible()
    assert chips.stack.text() == f"level {ctl.scene.height(shown)}"
    assert not chips.badge.isVisible()
    ctl.cancel()
    # behind the hand-over card no chip says anything of a hand: no ghost's, no pointer's
    model.try_move(model.seat_view(model.seat_to_move()).legal_moves()[0])
    assert window.privacy.isVisible()
    assert not chips.badge.isVisible() and not chips.stack.isVisible()
    reveal(qtbot, window)
    hover(qtbot, window, screen_point(board, shown))
    assert chips.visible_texts()
    # another game on the table: none either
    model.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    assert chips.visible_texts() == []


@pytest.mark.gl
def test_a_scoring_turn_flashes_its_regions_with_their_points(qtbot, make_pilus,  # noqa: F811
                                                              monkeypatch):
    from tabletop_gui.view.games.pilus import last_turn

    monkeypatch.setattr(last_turn, "SCORE_FLASH_MS", 60_000)   # held open while we look
    window = make_pilus(("human", "human"), seed=21)
    model, ctl = window.model, window.controller_of("pilus")
    state = model.state
    turn = max((t for t in state.legal_moves() if t.tile is not None),
               key=lambda t: state.play(t).last_scoring.points)
    scoring = state.play(turn).last_scoring
    assert scoring.points > 0
    model.try_move(turn)
    # everyone sees it at once (the hand-over card up, no hand)
    assert window.privacy.isVisible() and not ctl.panel.hand.shown
    assert ctl.scene.scoring == [list(r) for r in scoring.regions]
    assert ctl.last_turn.timer.isActive() and ctl.last_turn.timer.interval() == 60_000
    assert ctl.scene.recent.visible() and ctl.scene.recent_alpha > 0.9
    # ... then each region's points, in the scorer's colour
    texts = ctl.chips.visible_texts()
    assert sorted(texts) == sorted(f"+{scoring.level * len(r)}" for r in scoring.regions)
    assert sum(int(t[1:]) for t in texts) == scoring.points
    colour = ctl.spec().seat_colour(scoring.seat).name().lower()
    shown = [c for c in ctl.chips.points if c.isVisible()]
    assert shown and all(colour in c.styleSheet().lower() for c in shown)
    # each near its region
    board = window.board
    for chip, region in zip(shown, scoring.regions, strict=True):
        pts = [board.world_to_screen(pg.cell_centre(c, ctl.scene.height(c))) for c in region]
        g = chip.geometry()
        assert min(abs(g.center().x() - p.x()) + abs(g.bottom() - p.y()) for p in pts) < 60
    # undone during the flash: no outline nor points of a position that is gone
    window.undo()
    assert ctl.scene.scoring == [] and not ctl.last_turn.timer.isActive()
    assert not ctl.chips._wanted["points"] and not ctl.scene.recent.visible()
    window.redo()
    # redone, it is shown as when it was played, to everyone at the table (the hand-over
    # card up, no hand): its outline, its regions and their points
    assert window.privacy.isVisible() and not ctl.panel.hand.shown
    assert ctl.scene.scoring == [list(r) for r in scoring.regions]
    assert ctl.scene.recent.visible()
    assert sorted(ctl.chips.visible_texts()) == sorted(texts)
    reveal(qtbot, window)
    assert ctl.scene.scoring == [list(r) for r in scoring.regions]
    ctl.last_turn.timer.setInterval(1)
    ctl.last_turn.timer.start()
    qtbot.waitUntil(lambda: not ctl.last_turn.timer.isActive(), timeout=3000)
    assert ctl.chips.visible_texts() == []
    assert ctl.scene.scoring == []


@pytest.mark.gl
def test_the_last_move_fades_and_undo_takes_it_away(qtbot, make_pilus):  # noqa: F811
    window = make_pilus(("human", "human"), seed=12)
    model, ctl = window.model, window.controller_of("pilus")
    turn = next(t for t in model.state.legal_moves() if t.tile is not None and t.pawn)
    model.try_move(turn)
    scene = ctl.scene
    assert scene.recent.visible()         # the one who played sees it at once
    reveal(qtbot, window)                 # and the next person too
    assert scene.recent_tile[:2] == (turn.x, turn.y)
    assert scene.recent_pawn == tuple(turn.pawn)
    assert scene.recent.visible() and scene.recent_alpha > 0.9
    assert scene.fade.duration() >= 2000                # a few seconds
    window.undo()
    assert scene.recent_alpha == 0.0 and not scene.recent.visible()
    window.redo()                         # the move made again: outlined again, in view of
    assert scene.recent.visible()         # everyone while the hand-over card waits
    reveal(qtbot, window)
    assert scene.recent_tile[:2] == (turn.x, turn.y) and scene.recent_alpha > 0.9
    scene.fade.setCurrentTime(scene.fade.duration())    # the fade's end: the outline goes
    assert scene.recent_alpha == 0.0 and not scene.recent.visible()


def test_the_chips_say_it_in_the_ui_language():
    from tabletop_gui.view.games.pilus.messages import level_text, points_text

    assert level_text(3) == "level 3" and points_text(12) == "+12"


@pytest.mark.gl
def test_a_resized_table_is_framed_anew_unless_the_camera_was_moved(
        qtbot, make_pilus):  # noqa: F811
    window = make_pilus(("human", "computer"), seed=5)
    model, board, ctl = window.model, window.board, window.controller_of("pilus")
    for _ in range(3):
        model.try_move(growing_turn(model.state))
        qtbot.waitUntil(lambda: model.seat_to_move() == 0)
    board.finish_glide()
    before = board.camera()
    # wider and flatter: the field of view is horizontal, so the height the layout needs is
    # what moves the camera (a narrower table would show the same width, smaller)
    height = board.height()
    window.resize(1900, window.height() - 160)     # (the side panel sets a least height)
    qtbot.waitUntil(lambda: board.height() < height - 100, timeout=3000)
    cam, start = board.camera(), board.default_camera
    assert cam["distance"] == pytest.approx(start["distance"])
    assert cam["centre"] == pytest.approx(start["centre"], abs=1e-5)
    assert cam["distance"] > before["distance"] * 1.02
    assert on_screen(board, pg.layout_points(ctl.scene.heights))
    # the person's camera stays as they left it
    board.top_view()
    mine = board.camera()
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: board.width() > 800, timeout=3000)
    assert board.camera() == mine


@pytest.mark.gl
def test_a_turn_that_scores_nothing_leaves_the_next_persons_instructions(
        qtbot, make_pilus):  # noqa: F811
    window = make_pilus(("human", "human"), seed=21)
    model, ctl = window.model, window.controller_of("pilus")
    state = model.state
    turn = next(t for t in state.legal_moves()
                if t.tile is not None and state.play(t).last_scoring.points == 0)
    model.try_move(turn)
    reveal(qtbot, window)
    assert window.statusBar().currentMessage() == ""
    assert ctl.scene.scoring == [] and ctl.chips.visible_texts() == []
    assert ctl.scene.recent.visible()           # the last move is still outlined
