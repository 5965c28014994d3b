"""Pure parts of the PILUS view: the pick ray against stack tops, the ghost's anchoring, the
turn input; and the New Game dialog's PILUS page."""

import numpy as np

from tabletop_gui.rules import pilus
from tabletop_gui.view.games.pilus import geometry as pg
from tabletop_gui.view.games.pilus.input import PilusTurnInput


def ray_to(point, eye):
    point, eye = np.asarray(point, float), np.asarray(eye, float)
    d = point - eye
    return eye, d / np.linalg.norm(d)


def test_levels_replay_heights_and_overhang():
    laid = [("BYGN", 0, 0), ("BYGN", 2, 0), ("BYGN", 1, 0), ("BYGN", 1, 1)]
    assert pg.levels_of(laid) == [1, 1, 2, 3]
    h = pg.heights_of(laid)
    assert h[(1, 1)] == 3 and h[(0, 0)] == 1 and h[(1, 2)] == 3 and (0, 2) not in h


def test_pick_finds_the_stack_top_first_along_the_ray():
    heights = {(0, 0): 3, (1, 0): 1}
    height = lambda c: heights.get(c, 0)   # noqa: E731
    # straight down onto the level-3 cell
    eye, d = ray_to((0.5, 0.5, 3 * pg.THICKNESS), (0.5, 0.5, 10))
    cell, point, h = pg.pick_cell(eye, d, height)
    assert cell == (0, 0) and h == 3
    # a slanted ray aimed at bare table behind the stack is stopped by the stack's top
    eye, d = ray_to((3.5, 0.5, 0.0), (-6.0, 0.5, 6 * pg.THICKNESS * 4))
    s_top = (3 * pg.THICKNESS - eye[2]) / d[2]
    x_at_top = eye[0] + s_top * d[0]
    hit = pg.pick_cell(eye, d, height)
    if 0 <= x_at_top < 1:
        assert hit[0] == (0, 0)
    # a bare cell far away is found at height 0
    eye, d = ray_to((7.2, -3.4, 0.0), (7.0, -8.0, 9.0))
    assert pg.pick_cell(eye, d, height)[0] == (7, -4)
    # a ray going up meets nothing
    assert pg.pick_cell(np.array([0, 0, 1.0]), np.array([0, 0, 1.0]), height) is None


def test_anchor_and_aim_point_agree():
    for anchor in [(0, 0), (-3, 2), (5, -7)]:
        for cell in pg.tile_cells(*anchor):
            p = pg.aim_point(anchor, cell)
            assert pg.anchor_for(p) == anchor
            assert (int(np.floor(p[0])), int(np.floor(p[1]))) == cell


def test_turn_input_lay_rotate_step_and_cancel():
    state = pilus.new_game(2, seed=7)
    ti = PilusTurnInput()
    ti.set_view(state.view(0))
    assert ti.step == "lay" and len(ti.hand) == 3
    turn = next(m for m in state.legal_moves() if m.pawn is not None)
    i = [pilus.canonical(t) for t in ti.hand].index(turn.kind)
    ti.select(i)
    while ti.tile() != turn.tile:
        ti.rotate(-1)
    assert ti.hover((turn.x, turn.y)) is None
    assert ti.hover((0, 0)) == "single_tile_support"
    assert ti.lay((turn.x, turn.y)) is None and ti.step == "pawn"
    assert turn.pawn in ti.targets()
    assert len(ti.preview_laid()) == 2
    ti.cancel()
    assert ti.step == "lay" and ti.tile() == turn.tile
    ti.lay((turn.x, turn.y))
    assert ti.click_cell((99, 99)) is None
    assert ti.click_cell(turn.pawn) == str(turn)
    ti.cancel()
    ti.lay((turn.x, turn.y))
    assert ti.stay() == str(turn._replace(pawn=None))
    # inactive: nothing may be laid
    ti.set_view(state.view(1), active=False)
    assert not ti.active and ti.hover((2, 0)) == "inactive"


def test_turn_input_cannot_pass_while_a_tile_fits():
    state = pilus.new_game(2, seed=1)
    ti = PilusTurnInput()
    ti.set_view(state.view(0))
    assert not ti.must_pass() and ti.pass_turn() is None


def test_new_game_dialog_pilus_page(qtbot):
    from tabletop_gui.view.dialogs import NewGameDialog

    dlg = NewGameDialog(None, {"game": "pilus", "options": {
        "players": 3, "names": ["Ana", "", "Cy"], "colours": ["#56B4E9", "#E69F00", "#882255"],
        "first": 0, "seed": None}, "seats": ["human", "computer", "computer:expert"]})
    qtbot.addWidget(dlg)
    choices = dlg.choices()
    assert choices["game"] == "pilus"
    assert choices["seats"] == ["human", "computer:medium", "computer:expert"]
    opts = choices["options"]
    assert opts["players"] == 3 and opts["names"] == ["Ana", "", "Cy"]
    assert opts["colours"] == ["#56B4E9", "#E69F00", "#882255"] and opts["seed"] is None
    assert 0 <= opts["first"] < 3
    page = dlg.page()
    page.players.setCurrentIndex(2)
    assert len(dlg.choices()["seats"]) == 4
    from tabletop_gui.model import game_spec
    spec = game_spec("pilus")
    spec.normalize_options(dlg.choices()["options"])      # what the dialog makes is valid
    # the Pylos page offers the same seat choices
    dlg.game_box.setCurrentIndex(0)
    dlg.page().seats[1].setCurrentIndex(4)
    assert dlg.choices()["seats"] == ["human", "computer:hard"]
    dlg.page().seats[1].setCurrentIndex(5)
    assert dlg.choices()["seats"] == ["human", "computer:expert"]


def test_two_seats_never_share_a_pawn_colour(qtbot):
    from PySide6.QtCore import Qt

    from tabletop_gui.view.dialogs import NewGameDialog

    dlg = NewGameDialog(None, {"game": "pilus", "options": {"players": 3}, "seats": []})
    qtbot.addWidget(dlg)
    page = dlg.page()
    combos = [row[3] for row in page.rows]
    first, second = combos[0].currentData(), combos[1].currentData()
    assert first != second
    # the second seat picks the first seat's colour with the keyboard: they swap
    combos[1].setFocus()
    qtbot.keyClick(combos[1], Qt.Key.Key_Up)
    colours = dlg.choices()["options"]["colours"]
    assert colours[:2] == [second, first] and len(set(colours)) == 3
    # and every seat, shown or not, keeps a colour of its own
    assert len({c.currentData() for c in combos}) == 4
