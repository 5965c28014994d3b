"""The table's light, shadows, materials and engraved notation (issue #13)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QColor, QImage

from tabletop_gui.view import lighting, materials
from tabletop_gui.view.games.pylos import geometry as geo
from tabletop_gui.view.games.pylos import scene as pylos_scene
from tabletop_gui.view.gl_items import StaticMeshItem
from tabletop_gui.view.orbit_camera import ELEVATION_RANGE
from tabletop_gui.view.table import BACKGROUND, TABLE_HALF, table_mesh


def _frame(view) -> QImage:
    view.update()
    return view.grabFramebuffer()


def _brightness(image: QImage, x: float, y: float, r: int = 2) -> float:
    """Mean brightness (0..255) of a small square around (x, y) in logical pixels."""
    dpr = image.devicePixelRatio()
    cx, cy = int(x * dpr), int(y * dpr)
    values = [QColor(image.pixel(cx + dx, cy + dy)).lightness()
              for dx in range(-r, r + 1) for dy in range(-r, r + 1)]
    return float(np.mean(values))


def _one_sphere(board_view, place: str = "1b2"):
    scene = board_view.scene
    scene.show_position({place: "dark"}, {"light": 0, "dark": 0})
    return scene


def test_the_depth_pass_renders_the_casters(board_view):
    _one_sphere(board_view)
    _frame(board_view)
    shadow_map = board_view.shadow_map
    assert shadow_map is not None and shadow_map.renders >= 1
    assert board_view.lighting.shadows
    depth = shadow_map.fbo.toImage()
    # cleared to white (the far plane); the sphere wrote nearer depths, varying over it
    colours = {depth.pixel(x, y) for x in range(0, depth.width(), 3)
               for y in range(0, depth.height(), 3)}
    assert len(colours) > 10
    assert QColor(depth.pixel(0, 0)) == QColor(255, 255, 255)


def test_a_sphere_darkens_the_board_where_its_shadow_falls(board_view):
    scene = _one_sphere(board_view)
    board_view.top_view()
    centre = geo.place_centre("1b2")
    # the shadow falls away from the key light: a point on the board beyond the sphere's
    # outline seen from above, inside its shadow
    away = -lighting.KEY_DIR[:2] / np.linalg.norm(lighting.KEY_DIR[:2])
    spot = np.array([*(centre[:2] + away * 0.8), 0.0])
    pos = board_view.world_to_screen(spot)
    lit_spot = np.array([*(centre[:2] - away * 0.8), 0.0])          # on the sphere's lit side
    lit_pos = board_view.world_to_screen(lit_spot)
    board_view.shadows_enabled = False
    off = _frame(board_view)
    board_view.shadows_enabled = True
    on = _frame(board_view)
    assert scene.spheres.casts_shadow()
    assert _brightness(on, pos.x(), pos.y()) < _brightness(off, pos.x(), pos.y()) - 25
    # elsewhere the board is as bright as without shadows
    assert abs(_brightness(on, lit_pos.x(), lit_pos.y())
               - _brightness(off, lit_pos.x(), lit_pos.y())) < 4


def test_the_shadow_map_is_drawn_again_only_when_a_caster_changes(board_view):
    scene = _one_sphere(board_view)
    _frame(board_view)
    renders = board_view.shadow_map.renders
    board_view.set_camera(azimuth=30.0, elevation=20.0)          # turning the camera: no
    _frame(board_view)
    assert board_view.shadow_map.renders == renders
    scene.set_highlights({"1b2": 0.5})                            # a glow: no
    _frame(board_view)
    assert board_view.shadow_map.renders == renders
    scene.show_position({"1c3": "dark"}, {"light": 0, "dark": 0})  # a sphere moved: yes
    _frame(board_view)
    assert board_view.shadow_map.renders == renders + 1


def test_ghosts_glows_and_flat_meshes_cast_no_shadow(board_view):
    scene = board_view.scene
    scene.set_ghosts(("1a1", "light"))
    assert not scene.ghosts.casts_shadow()
    assert not scene.mouths.casts_shadow()
    assert not scene.labels.casts_shadow()
    assert not scene.table.casts_shadow()            # the cloth lies flat: it only receives
    assert not scene.board_item.casts_shadow() and not scene.trays.casts_shadow()
    assert StaticMeshItem(pylos_scene.build_board_mesh()).casts_shadow()    # by default: has height
    translucent = StaticMeshItem(pylos_scene.build_board_mesh(), glOptions="translucent")
    assert not translucent.casts_shadow()


def test_the_scene_gives_the_box_its_shadows_cover(board_view):
    x0, y0, z0, x1, y1, z1 = board_view.shadow_box()
    lx0, ly0, _lx1, ly1 = geo.tray_rect("light")
    _dx0, _dy0, dx1, _dy1 = geo.tray_rect("dark")
    assert x0 <= lx0 and x1 >= dx1 and y0 <= ly0 and y1 >= ly1
    assert z0 <= -geo.BOARD_THICKNESS and z1 >= geo.place_centre("4a1")[2] + geo.RADIUS


def test_a_game_without_a_box_gets_one_around_its_casters(board_view):
    board_view.controller.shadow_box = lambda: None
    _one_sphere(board_view)
    x0, y0, z0, x1, y1, z1 = board_view.shadow_box()
    cx, cy, cz = geo.place_centre("1b2")            # the one sphere: the board casts none
    assert (x0, y0, z0) == pytest.approx((cx - 0.5, cy - 0.5, cz - 0.5), abs=0.02)
    assert (x1, y1, z1) == pytest.approx((cx + 0.5, cy + 0.5, cz + 0.5), abs=0.02)


@pytest.mark.parametrize("azimuth", [-90.0, -30.0, 45.0, 135.0])
def test_no_void_and_no_edge_at_the_lowest_camera(board_view, azimuth):
    """At the lowest elevation the limits allow, near and far, the cloth reaches the bottom of
    the view and fades into the room without a visible edge: no void, no horizon line."""
    scene = board_view.scene
    for item in (scene.board_item, scene.trays, scene.labels, scene.spheres):
        item.setVisible(False)                   # the table alone: every column is cloth/room
    near, far = board_view.distance_range
    for distance in (near, far):
        board_view.set_camera(elevation=ELEVATION_RANGE[0], azimuth=azimuth, distance=distance)
        image = _frame(board_view).convertToFormat(QImage.Format.Format_RGB32)
        w, h = image.width(), image.height()
        for x in range(2, w, w // 9):
            column = np.array([QColor(image.pixel(x, y)).getRgb()[:3] for y in range(h)],
                              dtype=float)
            r, g, b = column[-1]
            assert g > r + 10 and g > b + 5, (distance, x, column[-1])   # cloth at the bottom
            assert np.all(column[0] <= np.array(BACKGROUND) + 2)         # the room at the top
            steps = np.abs(np.diff(column, axis=0)).max(axis=1)
            assert steps.max() <= 4, (distance, x, int(steps.argmax()))


def test_the_table_reaches_past_where_the_fog_hides_it():
    verts = table_mesh(-0.35).vertexes()
    assert np.abs(verts[:, :2]).max() == pytest.approx(TABLE_HALF)
    assert TABLE_HALF > materials.FOG_END
    assert np.all(verts[:, 2] == pytest.approx(-0.35))


def test_materials():
    assert StaticMeshItem(pylos_scene.build_board_mesh()).material.name == "paint"
    with pytest.raises(ValueError):
        materials.material("marble")
    for name in ("wood", "tray", "cloth"):
        image = materials.texture_image(name)
        assert image.shape == (materials.TEXTURE_SIZE, materials.TEXTURE_SIZE, 4)
        mean = image[..., :3].mean() / 255.0
        assert 0.45 < mean < 0.55                 # halved: the shader doubles it, about 1
    wood = materials.texture_image("wood")[..., 1].astype(float)
    # grain: lines along x, so rows vary far more across than along
    assert np.abs(np.diff(wood, axis=0)).mean() > 1.5 * np.abs(np.diff(wood, axis=1)).mean()


def test_the_notation_on_the_board_matches_the_places():
    spots = geo.label_spots()
    row1 = geo.place_centre("1a1")[1]
    row4 = geo.place_centre("1a4")[1]
    for kind, index, x, y in spots:
        assert abs(x) < geo.BOARD_HALF - geo.LABEL_SIZE / 2
        assert abs(y) < geo.BOARD_HALF - geo.LABEL_SIZE / 2
        if kind == "column":
            # under its column, in front of row 1 or behind row 4, clear of the hollows
            assert x == pytest.approx(geo.place_centre(f"1{'abcd'[index]}1")[0])
            assert y < row1 - geo.HOLLOW_RADIUS or y > row4 + geo.HOLLOW_RADIUS
        else:
            assert y == pytest.approx(geo.place_centre(f"1a{index + 1}")[1])
    assert pylos_scene.board_labels()[:2] == ["a", "a"]
    assert sorted(set(pylos_scene.board_labels())) == ["1", "2", "3", "4", "a", "b", "c", "d"]


class _Letters(QTranslator):
    """A language whose notation writes the columns p, q, r, s."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context == "PylosBoard" and source in "abcd":
            return "pqrs"["abcd".index(source)]
        return ""

    def isEmpty(self):
        return False


def test_the_engraved_letters_follow_the_language(board_view, qapp):
    labels = board_view.scene.labels
    _frame(board_view)
    assert labels.baked is not None and "a" in labels.baked
    bakes = labels.bakes
    before = _frame(board_view)
    translator = _Letters()
    assert QCoreApplication.installTranslator(translator)
    try:
        after = _frame(board_view)
        assert "p" in labels.baked and "a" not in labels.baked
        assert labels.bakes == bakes + 1
        spot = next(s for s in geo.label_spots() if s[0] == "column" and s[1] == 0)
        pos = board_view.world_to_screen((spot[2], spot[3], 0.0))
        dpr = after.devicePixelRatio()
        box = [(int((pos.x() + dx) * dpr), int((pos.y() + dy) * dpr))
               for dx in range(-6, 7) for dy in range(-6, 7)]
        assert any(before.pixel(x, y) != after.pixel(x, y) for x, y in box)
    finally:
        QCoreApplication.removeTranslator(translator)
    _frame(board_view)
    assert "a" in labels.baked
