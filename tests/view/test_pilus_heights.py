"""The PILUS heights view (View > PILUS: Heights View, V): a late table's heights read at a
glance. Lower tops darker, a dark line wherever a cell stands higher than its neighbour, and a
numbered badge on every plateau; the tiles' sides carry a band per level, each a clear step
lighter than the one below. The choice is remembered and translated."""

import random

import numpy as np
import pytest
from PySide6.QtCore import Qt

from tabletop_gui.view.games.pilus import geometry as pg
from tabletop_gui.view.games.pilus import heights as hv
from tabletop_gui.view.games.pilus import tile_mesh as tm
from tests.view.test_pilus_look import normals

pytestmark = pytest.mark.gl


# ---- pure: plateaus, badges, lines, shading -------------------------------------------------
def stack():
    """A level-1 row of three tiles, a tile on level 2 over the first two, one on level 3 over
    that and the second: from left to right, columns of height 1, 2, 3, 3, 1, 1."""
    laid = [("BYGN", 0, 0), ("BYGN", 2, 0), ("BYGN", 4, 0), ("NGYB", 1, 0), ("GYBN", 2, 0)]
    return laid, pg.heights_of(laid)


def test_every_plateau_gets_a_badge_with_its_level_inside_it():
    laid, heights = stack()
    assert pg.levels_of(laid) == [1, 1, 1, 2, 3]
    spots = hv.badge_spots(heights)
    found = {level for _x, _y, level in spots}
    assert found == {1, 2, 3}
    for level, cells in hv.plateaus(heights):
        mine = [(x, y) for x, y, lv in spots if lv == level
                and any(c[0] <= x <= c[0] + 1 and c[1] <= y <= c[1] + 1 for c in cells)]
        assert mine, level
    # every badge lies on cells of its own height only (never straddling a step)
    for x, y, level in spots:
        around = {(int(np.floor(x + dx)), int(np.floor(y + dy)))
                  for dx in (-0.2, 0.2) for dy in (-0.2, 0.2)}
        assert {heights.get(c, 0) for c in around} == {level}, (x, y, level)
    # a tile lying alone on its level has its number at its centre (on no square's mark)
    assert (3.0, 1.0, 3) in spots
    assert len([s for s in spots if s[2] == 1]) == 2       # two plateaus on level 1


def test_a_badge_keeps_off_a_pawn_and_a_big_plateau_gets_more_than_one():
    laid = [("BYGN", 0, 0)]
    spot = hv.badge_spots(pg.heights_of(laid), avoid=[(0, 0)])
    assert spot == [(1.0, 1.0, 1)]          # the corner: clear of the pawn in (0, 0)
    # a single cell left on a level, a pawn on it: the badge still says its height
    lone = hv.badge_spots({(0, 0): 1}, avoid=[(0, 0)])
    assert [s[2] for s in lone] == [1]
    wide = {(x, y): 1 for x in range(12) for y in range(4)}
    spots = hv.badge_spots(wide)
    assert len(spots) >= 3
    for a in spots:
        for b in spots:
            if a is not b:
                assert np.hypot(a[0] - b[0], a[1] - b[1]) >= hv.BADGE_SPACING


def test_contour_lines_lie_on_the_higher_cell_wherever_the_height_changes():
    _laid, heights = stack()
    tris, cols = tm.soup_arrays(hv.contour_soup(heights))
    assert len(tris)
    assert np.allclose(cols[:, :, :3], hv.CONTOUR)
    z = tris[:, :, 2]
    # a line on level 3's top along its edge with level 2 (x = 2) and with level 1 (x = 4)...
    for edge in (2.0, 4.0):
        near = (np.abs(tris[:, :, 0] - edge) < hv.CONTOUR_WIDTH + 1e-9).all(axis=1)
        assert np.isclose(z[near], pg.cell_top(3) + hv.LIFT).any(), edge
    # ... and on level 2's top along its edge with level 1 (x = 1)
    near = (np.abs(tris[:, :, 0] - 1.0) < hv.CONTOUR_WIDTH + 1e-9).all(axis=1)
    assert np.isclose(z[near], pg.cell_top(2) + hv.LIFT).any()
    # no line where the height stays the same, nor round the table's own edge
    flat = {(x, y): 1 for x in range(4) for y in range(2)}
    assert not hv.contour_soup(flat).tris


def test_lower_tops_are_darker_in_the_heights_view_and_the_sides_stay():
    shades = [hv.shade(level) for level in range(1, pg.MAX_LEVEL + 1)]
    assert shades[0] < shades[1] < shades[2] <= shades[3] == 1.0
    for level in (1, 2):
        plain = tm.soup_arrays(tm.tile_soup("BYGN", 0, 0, level, "safe"))
        shaded = tm.soup_arrays(tm.tile_soup("BYGN", 0, 0, level, "safe", shade=hv.shade(level)))
        n, keep = normals(plain[0])
        top = n[:, 2] > 0.99
        sides = np.abs(n[:, 2]) < 1e-6
        a, b = plain[1][keep][:, 0, :3], shaded[1][keep][:, 0, :3]
        assert (b[top].sum(axis=1) < a[top].sum(axis=1) - 0.05).mean() > 0.5
        assert np.allclose(a[sides], b[sides])


def test_each_level_has_its_own_band_on_the_sides_darker_the_lower():
    light = [float(tm.level_body(level).mean()) for level in range(1, pg.MAX_LEVEL + 1)]
    assert all(b - a >= 0.1 for a, b in zip(light, light[1:], strict=False)), light
    # and a wider frame round the top each level up
    widths = [tm.bevel_width(level) for level in range(1, pg.MAX_LEVEL + 1)]
    assert widths == sorted(widths) and len(set(widths)) == len(widths)
    for level in range(1, pg.MAX_LEVEL + 1):     # the pips and numbers read on their band
        assert abs(float(tm.pip_colour(level).mean()) - light[level - 1]) > 0.4


def test_the_digits_are_drawn_upright_for_the_camera():
    for level in range(1, pg.MAX_LEVEL + 1):
        tris, _cols = tm.soup_arrays(hv.digit_soup(str(level), 0.0, 0.0, 0.0, 0.3, 0, (1, 1, 1)))
        assert len(tris)
        xs, ys = tris[:, :, 0], tris[:, :, 1]
        assert ys.max() - ys.min() > xs.max() - xs.min()      # taller than wide ...
        n, _keep = normals(tris)
        assert (n[:, 2] > 0.99).all()                          # ... lying flat, facing up
        turned, _ = tm.soup_arrays(hv.digit_soup(str(level), 0.0, 0.0, 0.0, 0.3, 1, (1, 1, 1)))
        assert turned[:, :, 0].max() - turned[:, :, 0].min() > \
            turned[:, :, 1].max() - turned[:, :, 1].min()      # a quarter turn: on its side
    assert hv.quarter_for(-90.0) == 0 and hv.quarter_for(0.0) == 1
    assert hv.quarter_for(90.0) == 2 and hv.quarter_for(180.0) == 3


# ---- on the real table ------------------------------------------------------------------------
def play_greedy(model, plies, seed=7):
    """Seeded moves that mostly score the most (as people play: stacks grow)."""
    rng = random.Random(seed)
    for _ in range(plies):
        moves = list(model.state.legal_moves())
        rng.shuffle(moves)
        move = max(moves, key=model.state.score_of) if rng.random() < 0.8 else moves[0]
        assert model.try_move(move)


def frame(window):
    from PySide6.QtGui import QImage

    board = window.board
    board.finish_glide()
    board.repaint()
    img = board.grabFramebuffer().convertToFormat(QImage.Format.Format_RGB32)
    w, h = img.width(), img.height()
    arr = np.frombuffer(img.constBits(), dtype=np.uint8, count=img.bytesPerLine() * h)
    arr = arr.reshape(h, img.bytesPerLine())[:, : w * 4].reshape(h, w, 4)[:, :, :3]
    return arr.astype(int).copy(), w / board.width()


def patch(arr, point, ratio, r=4):
    x, y = int(round(point.x() * ratio)), int(round(point.y() * ratio))
    return arr[max(y - r, 0):y + r + 1, max(x - r, 0):x + r + 1]


@pytest.fixture
def pilus_window(open_window, qtbot):
    def make():
        window = open_window(size=(1240, 780))
        window.model.new_game("pilus", {"players": 3, "seed": 20261122, "first": 0},
                              ["human", "human", "human"])
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        return window
    return make


def test_v_shows_each_plateaus_level_and_the_frame_changes_where_they_are(pilus_window, qtbot):
    window = pilus_window()
    ctl, board = window.controller_of("pilus"), window.board
    play_greedy(window.model, 14)
    scene = ctl.scene
    qtbot.waitUntil(lambda: not scene.sliding, timeout=20000)
    assert max(scene.heights.values()) >= 2
    assert not scene.heights_view and not scene.height_marks.visible()
    assert scene.height_badges == []
    before, ratio = frame(window)
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_V)
    assert ctl.heights_view and scene.heights_view and ctl.act_heights.isChecked()
    assert scene.height_marks.visible()
    # a badge on every plateau, with the plateau's level
    badges = scene.height_badges
    for level, cells in hv.plateaus(scene.heights):
        assert any(lv == level and any(c[0] <= x <= c[0] + 1 and c[1] <= y <= c[1] + 1
                                       for c in cells) for x, y, lv in badges), (level, cells)
    after, _ = frame(window)
    # where the badges are, the picture changed; the bare table far from the tiles did not
    changed = 0
    for x, y, level in badges:
        p = board.world_to_screen(np.array([x, y, pg.cell_top(level)]))
        if 0 <= p.x() < board.width() and 0 <= p.y() < board.height():
            a, b = patch(before, p, ratio), patch(after, p, ratio)
            changed += int(np.abs(a - b).mean() > 25)
    assert changed >= 0.7 * len(badges), (changed, len(badges))
    corners = [after[:20, :20], after[:20, -20:]]
    assert all(np.abs(c - o).max() < 12 for c, o in zip(
        corners, [before[:20, :20], before[:20, -20:]], strict=True))
    # V again: back to the usual table, exactly
    qtbot.keyClick(board, Qt.Key.Key_V)
    assert not scene.heights_view and not scene.height_marks.visible()
    again, _ = frame(window)
    assert np.abs(again - before).mean() < 1.0
    # the View menu's entry does the same, and names the key
    ctl.act_heights.trigger()
    assert scene.heights_view and scene.height_marks.visible()
    assert ctl.act_heights.shortcut().toString() == "V"
    assert ctl.act_heights in window.view_menu.actions()


def test_a_new_tile_gets_its_number_when_it_lands(pilus_window, qtbot):
    window = pilus_window()
    ctl = window.controller_of("pilus")
    ctl.set_heights_view(True)
    scene = ctl.scene
    scene.slide.setDuration(60_000)
    before = list(scene.height_badges)
    scene.show_position(scene.laid + [("BYGN", 2, 0)], scene.pawn_cells, animate=True)
    assert scene.sliding and not scene.height_marks.visible()
    scene.land()
    assert scene.height_marks.visible() and scene.height_badges != before


def test_the_heights_view_is_remembered(pilus_window, qtbot):
    first = pilus_window()
    ctl = first.controller_of("pilus")
    assert not ctl.heights_view
    ctl.act_heights.trigger()
    assert first.model.settings.value("view/pilusHeights") == "true"
    second = pilus_window()
    ctl2 = second.controller_of("pilus")
    assert ctl2.heights_view and ctl2.act_heights.isChecked()
    qtbot.waitUntil(lambda: not ctl2.scene.sliding, timeout=20000)   # the first tile landed
    assert ctl2.scene.heights_view and ctl2.scene.height_marks.visible()
    assert ctl2.scene.height_badges
    ctl2.act_heights.trigger()
    third = pilus_window()
    assert not third.controller_of("pilus").heights_view


from tests.i18n.conftest import english_after  # noqa: E402, F401  (the i18n tests' fixture)


def test_the_heights_view_entry_is_translated(pilus_window, qtbot, english_after):  # noqa: F811
    from PySide6.QtWidgets import QApplication

    window = pilus_window()
    act = window.controller_of("pilus").act_heights
    expect = {"en": "PILUS: &Heights View", "es": "PILUS: vista de &alturas",
              "ro": "PILUS: vedere pe &niveluri", "cs": "PILUS: zobrazit &patra"}
    tips = set()
    for code in ("es", "ro", "cs", "en"):
        window.language_actions[code].trigger()
        QApplication.processEvents()
        QApplication.processEvents()
        assert act.text() == expect[code]
        assert act.toolTip() and act.statusTip() == act.toolTip()
        tips.add(act.toolTip())
    assert len(tips) == 4
