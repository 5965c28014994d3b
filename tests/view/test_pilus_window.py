"""PILUS in the main window on the real GL widget: turns laid, rotated and finished with
synthesized mouse input, the privacy screen between people, the ghost only on legal spots, the
score flash, a whole 4-seat game with people and computers, screenshots that must show a table."""

import os
import random

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt

from tabletop_gui.model import GameModel
from tabletop_gui.rules import pilus
from tabletop_gui.view.games.pilus import geometry as pgeo
from tabletop_gui.view.main_window import MainWindow
from tests.scripted_bots import ChoosingBot
from tests.sync_pool import SynchronousPool


def image_stats(img):
    from PySide6.QtGui import QImage

    img = img.convertToFormat(QImage.Format.Format_RGB32)
    w, h = img.width(), img.height()
    arr = np.frombuffer(img.constBits(), dtype=np.uint8, count=img.bytesPerLine() * h)
    arr = arr.reshape(h, img.bytesPerLine())[:, : w * 4].reshape(h, w, 4)[:, :, :3]
    return len(np.unique(arr.reshape(-1, 3) // 4, axis=0)), float(arr.std())

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")

pytestmark = pytest.mark.gl


class QuickBot(ChoosingBot):
    def __init__(self, seat):
        self.rng = random.Random(900 + seat)

    def choose(self, state, *, cancel, progress):
        return self.rng.choice(state.legal_moves())


@pytest.fixture
def make_pilus(qtbot, tmp_path):
    def make(seats=("human", "human"), seed=4, first=0, names=None):
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                          autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0,
                          bot_factory=lambda g, seat: QuickBot(seat))
        window = MainWindow(model)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        model.new_game("pilus", {"players": len(seats), "seed": seed, "first": first,
                                 "names": names or ["Ana", "Bo", "Cy", "Di"][:len(seats)]},
                       list(seats))
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        return window
    return make


def shot(window, name, min_colours=150):
    window.board.finish_glide()             # the picture a person sees once the camera stops
    window.board.repaint()
    img = window.board.grabFramebuffer()
    os.makedirs(SHOTS, exist_ok=True)
    img.save(os.path.join(SHOTS, f"pilus-{name}.png"))
    window.grab().save(os.path.join(SHOTS, f"pilus-{name}-window.png"))
    colours, std = image_stats(img)
    assert colours > min_colours, f"{name}: only {colours} colours"
    assert std > 15, f"{name}: nearly uniform (std {std:.1f})"
    return img


def reveal(qtbot, window):
    """To the hand of the person to move: "I am …" on the hand-over card."""
    if window.privacy.isVisible():
        qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert not window.privacy.isVisible()


def screen_point(board, cell, anchor=None, height=None):
    """Where to point so the pick ray finds ``cell`` (and ``anchor``), or None (once the camera
    has stopped: a person aims at a table that stands still)."""
    board.finish_glide()
    scene = board.controller.scene          # PILUS's, on the table now
    h = scene.height(cell) if height is None else height
    if anchor is None:
        x, y = cell[0] + 0.5, cell[1] + 0.5
    else:
        x, y = pgeo.aim_point(anchor, cell)
    pos = board.world_to_screen((x, y, pgeo.cell_top(h)))
    hit = board.pick_at(pos.x(), pos.y())
    if hit is None or hit[0] != cell or (anchor is not None and hit[1] != anchor):
        return None
    if not (0 <= pos.x() < board.width() and 0 <= pos.y() < board.height()):
        return None
    return pos.toPoint()


def aim(board, anchor=None, cell=None):
    """A screen point for laying at ``anchor`` (any of its cells) or stepping onto ``cell``;
    falls back to the top view."""
    for attempt in range(3):
        cells = [cell] if anchor is None else list(pgeo.tile_cells(*anchor))
        for c in cells:
            pos = screen_point(board, c, anchor)
            if pos is not None:
                return pos
        board.top_view()
        if attempt:
            board.set_camera(distance=board.camera()["distance"] * 1.4)
    raise AssertionError(f"cannot aim at {anchor} {cell} from {board.camera()}")


def hover(qtbot, window, pos):
    """A pointer move (no button) delivered straight to the board, as the window system would:
    QTest's mouseMove may warp the shared X pointer, which another test running beside this one
    moves too."""
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    board, ctl = window.board, window.controller_of("pilus")
    p = QPointF(pos)
    ev = QMouseEvent(QMouseEvent.Type.MouseMove, p, board.mapToGlobal(p),
                     Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                     Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(board, ev)
    want = board.pick_at(pos.x(), pos.y())
    assert ctl.aim.hover == want, (ctl.aim.hover, want)
    return want


ROTATE_WAYS = ("button", "key", "wheel")


def rotate_once(qtbot, window, way, step=1):
    board = window.board
    hand = window.controller_of("pilus").panel.hand
    if way == "button":
        button = hand.rotate_right if step > 0 else hand.rotate_left
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    elif way == "key":
        board.setFocus()
        qtbot.keyClick(board, Qt.Key.Key_E if step > 0 else Qt.Key.Key_Q)
    else:
        centre = QPointF(board.width() / 2, board.height() / 2)
        from PySide6.QtGui import QWheelEvent
        from PySide6.QtWidgets import QApplication
        ev = QWheelEvent(centre, board.mapToGlobal(centre), QPoint(0, 0),
                         QPoint(0, -120 if step > 0 else 120), Qt.MouseButton.NoButton,
                         Qt.KeyboardModifier.ControlModifier, Qt.ScrollPhase.NoScrollPhase,
                         False)
        QApplication.sendEvent(board, ev)


def play_by_mouse(qtbot, window, turn, rng):
    """Select, rotate, hover, lay and step the pawn with synthesized input."""
    ctl = window.controller_of("pilus")
    board = window.board
    reveal(qtbot, window)
    if turn.is_pass:
        assert window.controller_of("pilus").panel.pass_button.isVisible()
        qtbot.mouseClick(window.controller_of("pilus").panel.pass_button, Qt.MouseButton.LeftButton)
        return
    index = [pilus.canonical(t) for t in ctl.turn.hand].index(turn.kind)
    qtbot.mouseClick(window.controller_of("pilus").panel.hand.buttons[index], Qt.MouseButton.LeftButton)
    assert ctl.turn.selected == index
    way = rng.choice(ROTATE_WAYS)
    for _ in range(4):
        if ctl.turn.tile() == turn.tile:
            break
        rotate_once(qtbot, window, way, rng.choice((1, -1)) if way != "wheel" else 1)
    while ctl.turn.tile() != turn.tile:
        rotate_once(qtbot, window, "button")
    # the picture in the hand shows the rotated tile
    assert window.controller_of("pilus").panel.hand.shown[index] == turn.tile
    anchor = (turn.x, turn.y)
    pos = aim(board, anchor)
    assert hover(qtbot, window, pos)[1] == anchor
    assert window.controller_of("pilus").scene.ghost_visible()
    assert window.controller_of("pilus").scene.ghost_at[:3] == (turn.tile, turn.x, turn.y)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)
    if ctl.turn.step != "pawn":
        return                       # the pawn had nowhere to go: the turn is made
    targets = ctl.turn.targets()
    assert set(targets) == set(window.controller_of("pilus").scene.targets)
    if turn.pawn is None:
        qtbot.mouseClick(window.controller_of("pilus").panel.stay_button, Qt.MouseButton.LeftButton)
    else:
        assert turn.pawn in targets
        pos = aim(board, cell=turn.pawn)
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)


def test_privacy_screen_and_hidden_hands(qtbot, make_pilus):
    window = make_pilus(("human", "human"), seed=12)
    model, ctl = window.model, window.controller_of("pilus")
    assert window.privacy.isVisible()
    assert "Ana" in window.privacy.label.text()
    assert window.controller_of("pilus").panel.hand.shown == []          # hidden behind the screen
    assert not window.board.input_enabled()
    shot(window, "privacy", 30)
    window.grab().save(os.path.join(SHOTS, "pilus-privacy-window.png"))
    reveal(qtbot, window)
    assert window.controller_of("pilus").panel.hand.shown == [pilus.rotations(t)[0] for t in
                                             model.state.hand(0)]
    assert ctl.turn.view.viewer == 0 and ctl.turn.view.hand(1) is None
    move = model.state.legal_moves()[0]
    assert model.try_move(move)
    # Ana sees her turn's result, no hand, and the card for Bo
    assert window.privacy.isVisible() and "Bo" in window.privacy.label.text()
    assert window.controller_of("pilus").panel.hand.shown == []
    reveal(qtbot, window)
    assert window.controller_of("pilus").panel.hand.shown == [pilus.rotations(t)[0] for t in
                                             model.state.hand(1)]
    # undo brings Ana back, behind the screen again
    window.undo()
    assert model.seat_to_move() == 0 and window.privacy.isVisible()


def test_one_person_against_the_computer_needs_no_privacy_screen(qtbot, make_pilus):
    window = make_pilus(("computer:easy", "human", "computer"), seed=3)
    model = window.model
    assert model.seat_to_move() == 1 and len(model.moves) == 1
    assert not window.privacy.isVisible()
    assert len(window.controller_of("pilus").panel.hand.shown) == 3
    model.try_move(model.state.legal_moves()[-1])
    assert model.seat_to_move() == 1 and len(model.moves) == 4
    # the score sheet has a row per round and the totals
    assert window.controller_of("pilus").sheet.rowCount() == 3
    assert window.controller_of("pilus").sheet.totals() == model.state.scores


def test_lay_rotate_and_step_by_mouse_with_score_flash(qtbot, make_pilus):
    window = make_pilus(("human", "human"), seed=21)
    model, ctl = window.model, window.controller_of("pilus")
    rng = random.Random(5)
    for i in range(6):
        state = model.state
        moves = [m for m in state.legal_moves() if m.tile is not None]
        with_pawn = [m for m in moves if m.pawn is not None]
        turn = rng.choice(with_pawn if i % 2 == 0 and with_pawn else moves)
        before = len(model.moves)
        play_by_mouse(qtbot, window, turn, rng)
        assert len(model.moves) == before + 1
        assert model.moves[-1].tile == turn.tile and (model.moves[-1].x, model.moves[-1].y) == \
            (turn.x, turn.y)
        if turn.pawn is not None or ctl.turn.step == "pawn":
            assert model.moves[-1] == turn
        last = ctl.sheet.last_turn()
        assert last.points == model.state.scores[last.seat] - state.scores[last.seat]
        if last.points:
            # the flash plays at once, while everyone sees the table (the hand-over card
            # up, no hand)
            assert window.privacy.isVisible()
            assert ctl.last_turn.last_flash and ctl.last_turn.timer.isActive()
            assert ctl.panel.hand.shown == []
            assert f"= {last.level} × {last.cells}" in window.controller_of("pilus").panel.last_score.text()
    qtbot.waitUntil(lambda: not ctl.last_turn.timer.isActive(), timeout=3000)
    assert window.controller_of("pilus").scene.scoring == []


def test_escape_takes_the_tile_back_and_illegal_spots_explain(qtbot, make_pilus):
    window = make_pilus(("human", "computer"), seed=8)
    model, ctl, board = window.model, window.controller_of("pilus"), window.board
    turn = next(m for m in model.state.legal_moves() if m.pawn is not None)
    index = [pilus.canonical(t) for t in ctl.turn.hand].index(turn.kind)
    ctl.select(index)
    while ctl.turn.tile() != turn.tile:
        ctl.rotate(1)
    pos = aim(board, (turn.x, turn.y))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)
    assert ctl.turn.step == "pawn" and window.controller_of("pilus").panel.stay_button.isVisible()
    assert len(window.controller_of("pilus").scene.laid) == len(model.state.laid) + 1   # shown tentatively
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert ctl.turn.step == "lay" and len(window.controller_of("pilus").scene.laid) == len(model.state.laid)
    hover(qtbot, window, aim(board, (turn.x, turn.y)))
    assert window.controller_of("pilus").scene.ghost_visible()
    shot(window, "ghost", 30)
    # hovering the starting tile itself: a tile cannot sit on a single tile
    pos = aim(board, (0, 0))
    assert hover(qtbot, window, pos)[1] == (0, 0)
    # the ghost stands there marked refused, the reason beside it and in the status line
    scene = window.controller_of("pilus").scene
    assert scene.ghost_visible() and scene.ghost_refused and scene.ghost_at[1:3] == (0, 0)
    assert "single tile" in ctl.chips.badge.text() and ctl.chips.badge.isVisible()
    assert "single tile" in window.status_label.text()
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)     # refused: nothing laid
    assert ctl.turn.step == "lay" and not model.moves
    # notation entry works for PILUS too
    window.notation.setText(str(turn))
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert model.moves[0] == turn


def test_the_ghost_is_refused_exactly_where_the_rules_refuse(qtbot, make_pilus):
    window = make_pilus(("human", "human"), seed=33)
    model, ctl, board = window.model, window.controller_of("pilus"), window.board
    rng = random.Random(2)
    for _ in range(8):                       # a table with some height
        moves = model.state.legal_moves()
        high = [m for m in moves if m.tile and model.state.height(m.cells[0]) >= 1]
        model.try_move(rng.choice(high or moves))
    reveal(qtbot, window)
    board.reset_camera()
    view = model.seat_view(model.seat_to_move())
    shown = hidden = 0
    for k in range(160):
        if k % 40 == 0:
            ctl.rotate(1)
            ctl.select(k // 40 % len(ctl.turn.hand))
        pos = QPoint(rng.randrange(board.width()), rng.randrange(board.height()))
        hit = hover(qtbot, window, pos)
        scene = window.controller_of("pilus").scene
        if hit is None:
            assert not scene.ghost_visible()
            continue
        # a ghost wherever the pointer is on the table: legal, or marked refused exactly
        # where the rules refuse the tile
        assert scene.ghost_visible()
        tile, x, y, _level = scene.ghost_at
        assert hit[1] == (x, y) and tile == ctl.turn.tile()
        refused = view.placement_error(tile, x, y) is not None
        assert scene.ghost_refused == refused
        if refused:
            assert not hit[2]               # no legal spot under the pointer at all
            hidden += 1
        else:
            assert (x, y) == hit[2][0][0]   # the first legal spot under the pointer
            shown += 1
    assert hidden > 10 and shown > 5


@pytest.mark.slow
def test_whole_four_seat_game_people_and_computers_by_mouse(qtbot, make_pilus):
    window = make_pilus(("human", "computer:easy", "human", "computer:expert"), seed=2024,
                        first=0)
    model, board = window.model, window.board
    rng = random.Random(11)
    shot(window, "start", 30)
    turns = 0
    cameras = [(52, -90, None), (70, -60, None), (40, -120, None), (85, 10, None)]
    while not model.is_over():
        assert not model.is_computer_turn()
        e, a, _ = cameras[turns % len(cameras)]
        board.reset_camera()
        board.set_camera(elevation=e, azimuth=a)
        reveal(qtbot, window)
        view = model.seat_view(model.seat_to_move())
        moves = view.legal_moves()
        stacked = [m for m in moves if m.tile and view.height(m.cells[0]) >= 1]
        turn = rng.choice(stacked if stacked and rng.random() < 0.6 else moves)
        play_by_mouse(qtbot, window, turn, rng)
        turns += 1
        if turns == 9:
            reveal(qtbot, window)
            board.reset_camera()
            shot(window, "midgame")
        assert turns < 40
    assert turns == 14
    assert len(model.moves) == 28
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    assert "wins" in card.title() or "Shared win" in card.title()
    assert "point" in card.detail()           # every player's final score
    assert "Final scores" in window.status_label.text()
    board.reset_camera()
    shot(window, "gameover")
    card.dismiss()
    assert window.controller_of("pilus").sheet.totals() == model.state.scores


def test_switching_games_reuses_the_window(qtbot, make_pilus, tmp_path):
    window = make_pilus(("human", "computer"), seed=5)
    model, board = window.model, window.board
    model.try_move(model.state.legal_moves()[0])
    path = str(tmp_path / "p.json")
    window.save_to(path)
    model.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    assert board.controller.game == "pylos" and board.scene is window.controller_of("pylos").scene
    assert not window.controller_of("pilus").scene.tiles.visible()
    assert window.controller_of("pylos").scene.spheres.visible()
    assert window.game_panels.currentWidget() is window.controller_of("pylos").panel
    pos = board.screen_pos("1b2")
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos.toPoint())
    assert [str(m) for m in model.moves] == ["1b2"]
    assert window.open_path(path, ask=False)     # (the 1b2 game is not to be kept)
    assert board.controller.game == "pilus" and window.controller_of("pilus").scene.tiles.visible()
    assert len(window.controller_of("pilus").scene.laid) == len(model.state.laid) == 3
    assert window.game_panels.currentWidget() is window.controller_of("pilus").panel
    # the palette setting switches the tiles to the rulebook's plain colours and is remembered
    window.controller_of("pilus").act_plain_colours.trigger()
    assert window.controller_of("pilus").scene.palette == "plain"
    assert model.settings.value("view/pilusPalette") == "plain"


def test_the_computers_tile_slides_in(qtbot, make_pilus):
    from tabletop_gui.view.games.pilus import scene as pilus_scene

    window = make_pilus(("human", "computer"), seed=5)
    model, scene = window.model, window.controller_of("pilus").scene
    scene.slide.setDuration(60_000)               # slow enough to look at on a busy machine
    tiles_before = len(scene.laid)
    model.try_move(model.state.legal_moves()[0])  # the person's tile, then the computer's
    qtbot.waitUntil(lambda: len(model.moves) == 2)
    assert len(scene.laid) == tiles_before + 2
    assert scene.sliding                          # the computer's tile is still on its way
    assert scene.incoming.visible()
    assert np.allclose(scene.slide_offset(0.0), pilus_scene.SLIDE_FROM)
    assert np.allclose(scene.slide_offset(1.0), 0.0)
    scene.slide.setCurrentTime(60_000)
    qtbot.waitUntil(lambda: not scene.sliding, timeout=3000)
    assert not scene.incoming.visible()
    # undo jumps: nothing slides when tiles go away
    window.act_undo.trigger()
    assert not scene.sliding


def test_a_hint_turns_its_tile_and_shows_where_it_goes(qtbot, make_pilus):
    window = make_pilus(("human", "computer"), seed=21)
    model, ctl, board = window.model, window.controller_of("pilus"), window.board
    reveal(qtbot, window)
    view = model.seat_view(model.seat_to_move())
    # a turn with the last tile of the hand, turned: nothing the hand shows at first
    last = ctl.turn.hand[-1]
    turn = next(t for t in view.legal_moves()
                if t.tile is not None and t.tile != last and pilus.canonical(t.tile)
                == pilus.canonical(last))
    window.hints.on_hint(turn, {})
    assert ctl.turn.selected == len(ctl.turn.hand) - 1 and ctl.turn.tile() == turn.tile
    assert window.controller_of("pilus").panel.hand.shown[-1] == turn.tile
    # the pointer is off the table: the ghost stands where the hint lays the tile
    assert window.controller_of("pilus").scene.ghost_visible()
    assert window.controller_of("pilus").scene.ghost_at[:3] == (turn.tile, turn.x, turn.y)
    shot(window, "hint")
    # turning the tile away drops the ghost; turning it back brings it back
    ctl.rotate(1)
    assert not window.controller_of("pilus").scene.ghost_visible()
    ctl.rotate(-1)
    assert window.controller_of("pilus").scene.ghost_at[:3] == (turn.tile, turn.x, turn.y)
    # a click where the ghost is lays it
    pos = aim(board, (turn.x, turn.y))
    hover(qtbot, window, pos)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)
    if ctl.turn.step == "pawn":
        qtbot.mouseClick(window.controller_of("pilus").panel.stay_button, Qt.MouseButton.LeftButton)
    played = model.moves[0]
    assert (played.tile, played.x, played.y) == (turn.tile, turn.x, turn.y)
    # once the position has moved on the old hint shows nowhere
    assert window.hint_now() is None


def test_a_whole_turn_from_the_keyboard(qtbot, make_pilus):
    window = make_pilus(("human", "computer"), seed=8)
    model, ctl, board = window.model, window.controller_of("pilus"), window.board
    reveal(qtbot, window)
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_2)            # the hand's second tile
    qtbot.keyClick(board, Qt.Key.Key_E)            # turned once
    tile = ctl.turn.tile()
    spots = ctl.turn.anchors()
    assert spots and all(t.tile == tile for t in model.seat_view(0).legal_moves()
                         if (t.x, t.y) in spots and t.tile == tile)
    # Tab walks the ghost through every spot the tile fits, Shift+Tab walks back
    seen = []
    for _ in range(len(spots)):
        qtbot.keyClick(board, Qt.Key.Key_Tab)
        assert window.controller_of("pilus").scene.ghost_visible()
        seen.append(window.controller_of("pilus").scene.ghost_at[1:3])
    assert seen == spots
    qtbot.keyClick(board, Qt.Key.Key_Tab)           # round again to the first
    qtbot.keyClick(board, Qt.Key.Key_Backtab)       # and back to the last
    assert window.controller_of("pilus").scene.ghost_at[1:3] == spots[-1]
    # Enter lays it; if the pawn may go somewhere, Tab and Enter choose its cell
    qtbot.keyClick(board, Qt.Key.Key_Return)
    if ctl.turn.step == "pawn":
        targets = ctl.turn.targets()
        qtbot.keyClick(board, Qt.Key.Key_Tab)
        assert window.controller_of("pilus").scene.targets == [targets[0]]       # only the chosen cell glows
        qtbot.keyClick(board, Qt.Key.Key_Return)
        assert model.moves[0].pawn == targets[0]
    played = model.moves[0]
    assert (played.tile, played.x, played.y) == (tile, *spots[-1])


def test_enter_plays_the_hint(qtbot, make_pilus):
    """Found trying the app: in Pylos Space or Enter takes each step of a hint, in PILUS Enter
    did nothing with the ghost the hint showed. Enter now lays the hinted tile there, then
    moves the pawn where the hint says (or keeps it)."""
    window = make_pilus(("human", "computer"), seed=21)
    model, ctl, board = window.model, window.controller_of("pilus"), window.board
    reveal(qtbot, window)
    view = model.seat_view(model.seat_to_move())
    turns = [t for t in view.legal_moves() if t.tile is not None]
    turn = next((t for t in turns if t.pawn is not None), turns[0])
    window.hints.on_hint(turn, {})
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Return)
    if not model.moves:
        assert ctl.turn.step == "pawn"
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert model.moves and model.moves[0] == turn
