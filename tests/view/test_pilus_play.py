"""PILUS as a second reader found it trying the real app: an Enter right after H lays the
hinted tile; H during the pawn's step hints the pawn's step; the last turn's result stays in view
behind the hand-over card, whose keys leave the hand hidden; and the table stays where the
person put the camera (a lay or a Tab never re-frames it, only an off-screen cursor is brought
into view)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.view.test_hand_over import play_scoring_turns
from tests.view.test_pilus_aim import FarBot, ctl, press
from tests.view.test_pilus_window import aim, hover, reveal

pytestmark = pytest.mark.gl


@pytest.fixture
def make_pilus(qtbot: Any, open_window: Any) -> Any:
    def make(seats: Any = ("human", "human"), seed: int = 12, moves: int = 0,
             hint: Any = FarBot, **kwargs: Any) -> Any:
        window = open_window((1280, 800), bot_factory=lambda g, seat: FarBot(seat),
                             hint_factory=lambda g, seat: hint(seat), **kwargs)
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


# ---- (c) the hand-over card: the last turn's result stays, the hand stays hidden ---------
def test_the_last_turns_result_stays_in_view_until_the_next_player_reveals(
        qtbot: Any, make_pilus: Any, monkeypatch: Any) -> None:
    from tabletop_gui.view.games.pilus import controller as pilus_controller
    from tabletop_gui.view.games.pilus import scene as pilus_scene

    monkeypatch.setattr(pilus_controller, "SCORE_FLASH_MS", 40)
    monkeypatch.setattr(pilus_scene, "RECENT_MS", 40)
    window = make_pilus()
    c = ctl(window)
    c.scene.fade.setDuration(40)
    play_scoring_turns(qtbot, window)
    card = window.privacy
    assert card.isVisible()
    regions = list(c.scene.scoring)
    assert regions and c.scene.recent.visible()
    qtbot.wait(300)                     # far longer than the flash and the fade take
    assert card.isVisible()
    assert c.scene.scoring == regions and c.chips.visible_texts()
    assert c.scene.recent.visible() and c.scene.recent_alpha == 1.0
    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    assert not card.isVisible()
    qtbot.waitUntil(lambda: not c.scene.scoring and not c.scene.recent.visible(),
                    timeout=3000)


def test_keys_on_the_hand_over_card_leave_the_hand_hidden(qtbot: Any, make_pilus: Any
                                                          ) -> None:
    window = make_pilus()
    c, model = ctl(window), window.model
    assert model.try_move(model.state.legal_moves()[0])
    assert window.privacy.isVisible()
    hidden = "Hidden until Bo is ready."
    assert c.panel.hand.info.text() == hidden
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_E, Qt.Key.Key_Q, Qt.Key.Key_Space,
                Qt.Key.Key_L, Qt.Key.Key_Tab, Qt.Key.Key_Escape, Qt.Key.Key_Return):
        for target in (window.focusWidget() or window, window.board):
            qtbot.keyClick(target, key)
            assert window.privacy.isVisible()
            assert c.panel.hand.info.text() == hidden, key


# ---- (d) the camera stays where the person put it ----------------------------------------
def camera_now(board: Any) -> Any:
    return board.glide_target() or board.camera()


def same_camera(a: Any, b: Any) -> bool:
    """The same camera but for the limits' clamp (a few hundredths of a cell): no glide, no
    re-framing."""
    return (all(a[k] == pytest.approx(b[k]) for k in ("elevation", "azimuth", "distance"))
            and all(abs(p - q) < 0.05 for p, q in zip(a["centre"], b["centre"], strict=True)))


def test_a_lay_leaves_the_camera_where_it_is(qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus(seats=("human", "computer"), moves=2)
    c, board, model = ctl(window), window.board, window.model
    board.finish_glide()
    for _ in range(3):
        def off_centre(a: Any) -> float:
            p = board.world_to_screen((a[0] + 1.0, a[1] + 1.0, 0.0))
            return abs(p.x() - board.width() / 2) + abs(p.y() - board.height() / 2)

        spot = min(c.turn.anchors(), key=off_centre)        # well inside the view
        pos = aim(board, spot)
        board.finish_glide()
        before = camera_now(board)
        plies = len(model.moves)
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)
        assert same_camera(camera_now(board), before)   # the tile laid: no glide
        if c.turn.step == "pawn":
            qtbot.mouseClick(c.panel.stay_button, Qt.MouseButton.LeftButton)
        assert len(model.moves) >= plies + 1           # the computer's turn too
        after = camera_now(board)       # (slid, if the computer's tile lay off screen)
        for key in ("elevation", "azimuth", "distance"):
            assert after[key] == pytest.approx(before[key])


def on_screen(board: Any, anchor: Any, level: int, rim: float = 8.0) -> bool:
    """Whether a tile at ``anchor`` on ``level`` shows whole on the table now (clear of the
    edges by the margin the cursor is followed within)."""
    from tabletop_gui.view.games.pilus import geometry as pg
    from tabletop_gui.view.games.pilus.controller import FOLLOW_MARGIN as m

    z = pg.cell_top(level)
    x, y = anchor
    m += rim          # (clear of the ghost's rim too)
    for corner in ((x, y, z), (x + 2, y, z), (x + 2, y + 2, z), (x, y + 2, z)):
        p = board.world_to_screen(corner)
        if not (m <= p.x() <= board.width() - m and m <= p.y() <= board.height() - m):
            return False
    return True


def walk_all(qtbot: Any, window: Any) -> list:
    """Tab through every spot; (was the spot on screen before, camera before, after)."""
    from tabletop_gui.view.games.pilus import geometry as pg

    c, board = ctl(window), window.board
    seen = []
    for spot in c.turn.anchors():
        board.finish_glide()
        before = board.camera()
        shown = on_screen(board, spot, pg.tile_level(spot, c.scene.height))
        press(qtbot, window, Qt.Key.Key_Tab)
        assert c.scene.ghost_at[1:3] == spot
        board.finish_glide()
        after = board.camera()
        assert on_screen(board, spot, c.scene.ghost_at[3], rim=-20.0)   # the cursor in view
        seen.append((shown, before, after))
    return seen


def test_tab_moves_the_cursor_not_the_camera(qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus(moves=6)
    window.board.setFocus()
    seen = walk_all(qtbot, window)
    assert any(shown for shown, _b, _a in seen)
    for shown, before, after in seen:
        if shown:
            assert same_camera(after, before)


def test_tab_brings_an_off_screen_cursor_into_view_keeping_the_angle_and_zoom(
        qtbot: Any, make_pilus: Any) -> None:
    window = make_pilus(moves=6)
    board = window.board
    board.finish_glide()
    board.setFocus()
    board.set_camera(distance=board.camera()["distance"] * 0.45)    # zoomed right in
    seen = walk_all(qtbot, window)
    assert any(not shown for shown, _b, _a in seen)
    for shown, before, after in seen:
        for key in ("elevation", "azimuth", "distance"):
            assert after[key] == pytest.approx(before[key])
        if shown:
            assert same_camera(after, before)
