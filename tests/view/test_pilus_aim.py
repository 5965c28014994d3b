"""PILUS: what you see is what you get. The ghost stands where Enter or a click lays the tile,
whatever the pointer and the keyboard did before (the hint's ghost included); a spot the tile may
not take shows the ghost refused with the reason beside it; before the click the ghost says what
the turn scores and which regions a pawn keeps from scoring; any part of a spot's footprint
picks it, and overlapping spots are switched with L or Alt+wheel; the table's keys work whatever
widget has the keyboard, Tab never makes the table jump, and a ray near the horizon picks
nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from tabletop_gui.rules import pilus
from tabletop_gui.view.games.pilus import geometry as pg
from tabletop_gui.view.games.pilus import messages
from tests.scripted_bots import ChoosingBot
from tests.view.test_pilus_window import aim, hover, reveal

pytestmark = pytest.mark.gl


class FarBot(ChoosingBot):
    """Hints a legal turn far from where a test points: the last one of the list."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, state: Any, *, cancel: Any, progress: Any) -> Any:
        moves = [m for m in state.legal_moves() if m.tile is not None]
        return max(moves, key=lambda m: (m.x, m.y)) if moves else state.legal_moves()[0]


@pytest.fixture
def make_pilus(qtbot: Any, open_window: Any) -> Any:
    def make(seats: Any = ("human", "human"), seed: int = 12, moves: int = 0) -> Any:
        window = open_window((1280, 800), bot_factory=lambda g, seat: FarBot(seat),
                             hint_factory=lambda g, seat: FarBot(seat))
        window.model.new_game("pilus", {"players": len(seats), "seed": seed, "first": 0,
                                        "names": ["Ana", "Bo", "Cy", "Di"][:len(seats)]},
                              list(seats))
        rng = random.Random(seed)
        for _ in range(moves):
            window.model.try_move(rng.choice(window.model.state.legal_moves()))
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        reveal(qtbot, window)
        return window
    return make


def ctl(window: Any) -> Any:
    return window.controller_of("pilus")


def legal_spot_away_from(c: Any, anchor: Any) -> Any:
    """A legal spot of the tile in hand, as turned, other than ``anchor``."""
    return next(a for a in c.turn.anchors() if a != tuple(anchor))


def press(qtbot: Any, window: Any, key: Any) -> None:
    """A key as the window's keyboard focus gets it (the widget a person's key reaches while
    this window is the active one)."""
    qtbot.keyClick(window.focusWidget() or window.board, key)


# ---- the hint's ghost is where Enter lays ------------------------------------------------
def test_a_hint_with_the_pointer_over_the_table_shows_its_ghost_and_enter_lays_it(
        qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus(moves=4)
    c, board = ctl(window), window.board
    start = c.turn.anchors()[0]
    hover(qtbot, window, aim(board, start))            # the pointer rests on the table
    assert c.scene.ghost_at[1:3] == start
    window.act_hint.trigger()
    hint = window.last_hint[0]
    assert (hint.x, hint.y) != start
    assert c.scene.ghost_visible() and c.scene.ghost_at[:3] == (hint.tile, hint.x, hint.y)
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert c.turn.laid_at == (hint.tile, hint.x, hint.y) or window.model.moves[-1].tile == \
        hint.tile and (window.model.moves[-1].x, window.model.moves[-1].y) == (hint.x, hint.y)


def test_after_tab_walking_the_hint_takes_the_ghost_and_enter_lays_it_there(
        qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus(moves=4)
    c, board = ctl(window), window.board
    board.setFocus()
    for _ in range(3):
        qtbot.keyClick(board, Qt.Key.Key_Tab)
    walked = c.scene.ghost_at[1:3]
    window.act_hint.trigger()
    hint = window.last_hint[0]
    assert (hint.x, hint.y) != walked
    assert c.scene.ghost_at[:3] == (hint.tile, hint.x, hint.y)     # not left at the Tab spot
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert c.turn.laid_at == (hint.tile, hint.x, hint.y) or (
        (window.model.moves[-1].x, window.model.moves[-1].y) == (hint.x, hint.y))


def test_enter_lays_the_ghost_under_the_pointer(qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus(moves=3)
    c, board = ctl(window), window.board
    spot = c.turn.anchors()[-1]
    hover(qtbot, window, aim(board, spot))
    tile = c.turn.tile()
    assert c.scene.ghost_at[:3] == (tile, *spot) and not c.scene.ghost_refused
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert c.turn.laid_at == (tile, *spot) or (
        (window.model.moves[-1].x, window.model.moves[-1].y) == spot)


def test_a_click_away_from_the_hints_ghost_shows_its_spot_before_laying(
        qtbot: Any, make_pilus: Any) -> None:
    """A click made without moving the pointer after H lays nothing unseen: it shows the
    ghost where it was made; the next click lays exactly that."""
    window = make_pilus(moves=4)
    c, board, model = ctl(window), window.board, window.model
    window.act_hint.trigger()
    hint = window.last_hint[0]
    other = legal_spot_away_from(c, (hint.x, hint.y))
    pos = aim(board, other)
    board._pointer = QPointF(pos)       # where the pointer rests (it has not moved since H)
    board.refresh_hover()
    assert c.scene.ghost_at[1:3] == (hint.x, hint.y)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)
    assert c.turn.step == "lay" and not c.turn.laid_at
    assert c.scene.ghost_at[1:3] == other
    plies = len(model.moves)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)
    assert c.turn.laid_at == (c.turn.tile() if c.turn.step == "lay" else c.turn.laid_at[0],
                              *other) or len(model.moves) == plies + 1


# ---- a refused spot: the ghost, marked, and the reason beside it -------------------------
def test_a_refused_spot_shows_the_ghost_refused_with_its_reason(qtbot: Any,
                                                                make_pilus: Any) -> None:
    window = make_pilus(moves=2)
    c, board = ctl(window), window.board
    view = window.model.seat_view(window.model.seat_to_move())
    tile = c.turn.tile()
    refused = None
    for cell, _h in sorted(c.scene.heights.items()):
        for anchor in [(cell[0] - dx, cell[1] - dy) for dx in (0, 1) for dy in (0, 1)]:
            if view.placement_error(tile, *anchor) is not None and not any(
                    a for a in c.turn.anchors()
                    if set(pg.tile_cells(*a)) & set(pg.tile_cells(*anchor))):
                refused = anchor
                break
        if refused:
            break
    assert refused is not None
    hover(qtbot, window, aim(board, refused))
    scene = c.scene
    assert scene.ghost_visible() and scene.ghost_refused and scene.ghost_at[1:3] == refused
    code = view.placement_error(tile, *refused)
    reason = messages.placement_message(code, scene.ghost_at[3])
    lines = c.chips.badge.text().splitlines()
    assert c.chips.badge.isVisible() and lines[1] == reason
    assert lines[0] == f"Level {scene.ghost_at[3]}: not here"
    assert window.status_label.text() == reason
    # no stray "level" chip anywhere else
    assert not c.chips.stack.isVisible()


def ghost_pixels(window: Any) -> Any:
    """The frame's pixels over the ghost (its box on screen, grown a little), as an array."""
    import numpy as np

    board, scene = window.board, ctl(window).scene
    board.repaint()
    img = board.grabFramebuffer()
    pts = [board.world_to_screen(p) for p in scene.ghost_corners()]
    ratio = img.width() / board.width()
    x0 = int(min(p.x() for p in pts) * ratio) - 4
    x1 = int(max(p.x() for p in pts) * ratio) + 4
    y0 = int(min(p.y() for p in pts) * ratio) - 4
    y1 = int(max(p.y() for p in pts) * ratio) + 4
    from PySide6.QtGui import QImage

    img = img.convertToFormat(QImage.Format.Format_RGB32)
    w, h = img.width(), img.height()
    arr = np.frombuffer(img.constBits(), dtype=np.uint8, count=img.bytesPerLine() * h)
    arr = arr.reshape(h, img.bytesPerLine())[:, : w * 4].reshape(h, w, 4)[:, :, [2, 1, 0]]
    return arr[max(0, y0):y1, max(0, x0):x1].astype(float)


def test_the_refused_ghost_is_drawn_red_framed_and_dimmed(qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus()
    c, board = ctl(window), window.board
    board.top_view()
    board.finish_glide()
    tile = c.turn.tile()
    anchor = c.turn.anchors()[0]
    c.scene.set_ghost(tile, *anchor)
    legal = ghost_pixels(window)
    c.scene.set_ghost(tile, *anchor, refused=True)
    refused = ghost_pixels(window)

    def red(a: Any) -> int:
        return int(((a[..., 0] > 150) & (a[..., 1] < 90) & (a[..., 2] < 90)).sum())

    def saturation(a: Any) -> float:
        return float((a.max(axis=-1) - a.min(axis=-1)).mean())

    assert red(refused) > 40 and red(refused) > 4 * red(legal)
    assert saturation(refused) < saturation(legal)


# ---- the score, before the click --------------------------------------------------------
def scoring_spot(window: Any, protected: bool = False) -> Any:
    """(tile as turned, anchor, preview) of a legal spot of the hand that scores (or, with
    ``protected``, where a pawn keeps a region from scoring), or None."""
    view = window.model.seat_view(window.model.seat_to_move())
    for turn in view.legal_moves():
        if turn.tile is None:
            continue
        pv = view.score_preview(turn.tile, turn.x, turn.y)
        if pv is not None and (pv.protected if protected else pv.points):
            return turn.tile, (turn.x, turn.y), pv
    return None


def turn_tile_to(c: Any, tile: str) -> None:
    c.select([pilus.canonical(t) for t in c.turn.hand].index(pilus.canonical(tile)))
    while c.turn.tile() != tile:
        c.rotate(1)


def test_the_ghost_says_what_the_turn_scores_before_the_click(qtbot: Any,
                                                              make_pilus: Any) -> None:
    window = make_pilus(moves=5)
    c, board, model = ctl(window), window.board, window.model
    found = scoring_spot(window)
    assert found is not None
    tile, anchor, pv = found
    turn_tile_to(c, tile)
    hover(qtbot, window, aim(board, anchor))
    assert c.scene.ghost_at[:3] == (tile, *anchor)
    first = c.chips.badge.text().splitlines()[0]
    assert first == f"Level {pv.level}: +{pv.points} = {pv.level} × {pv.cells}"
    assert c.scene.preview == [list(r) for r in pv.regions]
    # and that is what the turn then scores
    seat = model.seat_to_move()
    before = model.state.scores[seat]
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=aim(board, anchor))
    if c.turn.step == "pawn":
        qtbot.mouseClick(c.panel.stay_button, Qt.MouseButton.LeftButton)
    assert model.state.scores[seat] - before == pv.points


def test_a_zero_score_says_why(qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus()
    c, board = ctl(window), window.board
    view = window.model.seat_view(window.model.seat_to_move())
    zero = next(((t.tile, (t.x, t.y)) for t in view.legal_moves() if t.tile
                 and view.score_preview(t.tile, t.x, t.y).points == 0), None)
    assert zero is not None
    turn_tile_to(c, zero[0])
    hover(qtbot, window, aim(board, zero[1]))
    assert c.chips.badge.text().splitlines()[0] == \
        f"Level {c.scene.ghost_at[3]}: +0: no square joins one of its colour"


def test_the_ghost_names_the_regions_a_pawn_keeps_from_scoring(qtbot: Any,
                                                               make_pilus: Any) -> None:
    found = None
    for seed in range(40):
        window = make_pilus(seed=seed, moves=8)
        found = scoring_spot(window, protected=True)
        if found is not None:
            break
        window.close()
    assert found is not None
    c, board = ctl(window), window.board
    tile, anchor, pv = found
    turn_tile_to(c, tile)
    hover(qtbot, window, aim(board, anchor))
    lines = c.chips.badge.text().splitlines()
    for region, guard in zip(pv.protected, pv.guards, strict=True):
        assert f"{c.name(guard)}'s pawn: {len(region)} squares score nothing" in lines
    assert c.scene.protected == [list(r) for r in pv.protected]


# ---- levels: any part of a spot's footprint picks it -----------------------------------
def overhang_spot(c: Any) -> Any:
    """A legal spot of the tile in hand whose tile lies on level 2 or more with a cell over
    air, and that cell."""
    for anchor in c.turn.anchors():
        level = pg.tile_level(anchor, c.scene.height)
        air = [cell for cell in pg.tile_cells(*anchor) if c.scene.height(cell) < level - 1]
        if level >= 2 and air:
            return anchor, level, air[0]
    return None


def test_pointing_at_the_cell_over_air_picks_the_higher_spot(qtbot: Any,
                                                             make_pilus: Any) -> None:
    window = None
    found = None
    for seed in range(30):
        window = make_pilus(seed=seed, moves=10)
        c = ctl(window)
        for _ in range(4):
            for i in range(len(c.turn.hand)):
                c.select(i)
                found = overhang_spot(c)
                if found:
                    break
            if found:
                break
            c.rotate(1)
        if found:
            break
        window.close()
    assert found is not None
    c, board = ctl(window), window.board
    anchor, level, air = found
    board.top_view()
    board.finish_glide()
    # the middle of the air cell's square on the ghost's top face
    pos = board.world_to_screen((air[0] + 0.5, air[1] + 0.5, pg.cell_top(level)))
    hit = hover(qtbot, window, pos.toPoint())
    assert hit is not None
    assert (anchor, level) in [tuple(s) for s in hit[2]]
    chosen = c.aimed()
    if chosen != anchor:            # another spot overlaps there: L switches to it
        for _ in range(len(hit[2])):
            press(qtbot, window, Qt.Key.Key_L)
            if c.aimed() == anchor:
                break
    assert c.aimed() == anchor and c.scene.ghost_at[1:4] == (*anchor, level)


def test_l_and_alt_wheel_switch_between_overlapping_spots(qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus(moves=6)
    c, board = ctl(window), window.board
    board.finish_glide()
    hit = None
    for y in range(20, board.height() - 20, 9):
        for x in range(20, board.width() - 20, 9):
            h = board.pick_at(x, y)
            if h is not None and len(h[2]) >= 2:
                hit = hover(qtbot, window, QPoint(x, y))
                break
        if hit:
            break
    assert hit is not None
    spots = [tuple(s[0]) for s in hit[2]]
    assert c.scene.ghost_at[1:3] == spots[0]
    assert f"Spot 1 of {len(spots)}" in c.chips.badge.text()
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_L)
    assert c.scene.ghost_at[1:3] == spots[1]
    assert f"Spot 2 of {len(spots)}" in c.chips.badge.text()
    centre = QPointF(board.width() / 2, board.height() / 2)
    ev = QWheelEvent(centre, board.mapToGlobal(centre), QPoint(0, 0), QPoint(0, 120),
                     Qt.MouseButton.NoButton, Qt.KeyboardModifier.AltModifier,
                     Qt.ScrollPhase.NoScrollPhase, False)
    camera = board.camera()
    QApplication.sendEvent(board, ev)
    assert c.scene.ghost_at[1:3] == spots[0]
    assert board.camera()["distance"] == camera["distance"]        # no zoom
    # the click lays the spot shown
    qtbot.keyClick(board, Qt.Key.Key_L)
    tile = c.turn.tile()
    c.clicked(hit)
    assert c.turn.laid_at == (tile, *spots[1]) or (
        (window.model.moves[-1].x, window.model.moves[-1].y) == spots[1])


# ---- keys ---------------------------------------------------------------------------------
def test_q_and_e_turn_the_tile_after_a_panel_button_was_clicked(qtbot: Any,
                                                                make_pilus: Any) -> None:
    window = make_pilus()
    c = ctl(window)
    hand = c.panel.hand
    window.notation.setFocus()          # even from the Move field: a click on the hand
    for button in (hand.buttons[1], hand.rotate_right, hand.buttons[0]):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        before = c.turn.tile()
        press(qtbot, window, Qt.Key.Key_E)
        assert c.turn.tile() != before and pilus.canonical(c.turn.tile()) == \
            pilus.canonical(before)
        press(qtbot, window, Qt.Key.Key_Q)
        assert c.turn.tile() == before
    # the move list or the score sheet with the keyboard: the same
    from PySide6.QtWidgets import QTableView

    for widget in (window.move_list, c.panel.findChild(QTableView)):
        widget.setFocus()
        assert window.focusWidget() is widget
        before = c.turn.tile()
        qtbot.keyClick(widget, Qt.Key.Key_E)
        assert c.turn.tile() != before
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
        assert c.walked() is not None
    # a text entry keeps its letters
    window.notation.setFocus()
    before = c.turn.tile()
    qtbot.keyClick(window.notation, Qt.Key.Key_E)
    assert c.turn.tile() == before and window.notation.text() == "e"


def test_tab_never_makes_the_table_jump(qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus(moves=6)
    c, board = ctl(window), window.board
    board.setFocus()
    board.finish_glide()
    spots = len(c.turn.anchors())
    assert spots > 8
    moves = 0
    last = board.glide_target() or board.camera()
    for _ in range(spots):
        qtbot.keyClick(board, Qt.Key.Key_Tab)
        now = board.glide_target() or board.camera()
        if now != last:
            moves += 1
            last = now
        assert c.scene.ghost_visible()
    assert moves <= 1


# ---- a ray near the horizon --------------------------------------------------------------
def test_a_pick_near_the_horizon_is_no_hit(qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus(moves=2)
    c, board = ctl(window), window.board
    errors: list = []
    old = __import__("sys").excepthook
    __import__("sys").excepthook = lambda *a: errors.append(a)
    try:
        board.set_camera(elevation=5.0)         # the lowest a drag reaches
        board.finish_glide()
        # the rows where the ray meets the table plane further and further away, up to the
        # horizon, to a hundredth of a pixel
        first = next(y for y in range(board.height()) if any(
            board.controller.pick(x, y) is not None or pg.pick_cell(
                *board.unproject(x, y), lambda cell: 0) is not None
            for x in range(0, board.width(), 40)))
        rows = [first - 1 + k / 100.0 for k in range(0, 201)]
        for y in rows:
            for x in range(0, board.width(), 60):
                hit = board.pick_at(x, y)
                if hit is not None:
                    assert pg.within_reach(hit[0], c.scene.heights)
                hover(qtbot, window, QPointF(x, y))
                c.clicked(hit) if hit is not None else None
    finally:
        __import__("sys").excepthook = old
    assert errors == []
    assert c.turn.step == "lay" and not c.turn.laid_at
