"""The main window on the real GL widget: whole games by synthesized mouse clicks, the keyboard,
the notation field, camera drags that must not click, screenshots that must show a table."""

import os
import random

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QCursor, QImage

from tabletop_gui.model import GameModel
from tabletop_gui.rules import pylos
from tabletop_gui.view.games.pylos.controller import START_ELEVATION
from tabletop_gui.view.main_window import MainWindow
from tests.sync_pool import SynchronousPool

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")

pytestmark = pytest.mark.gl


@pytest.fixture
def make_window(qtbot, tmp_path):
    def make(seats=None, variant="standard"):
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                          autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
        window = MainWindow(model)
        qtbot.addWidget(window)
        window.resize(1200, 760)
        model.new_game("pylos", {"variant": variant, "first": "light"},
                       seats or ["human", "human"])
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        return window
    return make


def image_stats(img: QImage):
    img = img.convertToFormat(QImage.Format.Format_RGB32)
    w, h = img.width(), img.height()
    arr = np.frombuffer(img.constBits(), dtype=np.uint8, count=img.bytesPerLine() * h)
    arr = arr.reshape(h, img.bytesPerLine())[:, : w * 4].reshape(h, w, 4)[:, :, :3]
    colours = len(np.unique(arr.reshape(-1, 3) // 4, axis=0))
    return colours, float(arr.std())


def screenshot(window, name):
    window.board.repaint()
    img = window.board.grabFramebuffer()
    os.makedirs(SHOTS, exist_ok=True)
    img.save(os.path.join(SHOTS, f"{name}.png"))
    window.grab().save(os.path.join(SHOTS, f"{name}-window.png"))
    colours, std = image_stats(img)
    assert img.width() > 100 and img.height() > 100
    assert colours > 200, f"{name}: only {colours} colours"
    assert std > 15, f"{name}: nearly uniform (std {std:.1f})"


def click_place(qtbot, window, place):
    """Click where the place appears; if something hides its centre from this camera, look
    from the top instead."""
    board = window.board
    pos = board.screen_pos(place).toPoint()      # the pixel the click lands on
    if board.pick_at(pos.x(), pos.y()) != place:
        board.top_view()
        pos = board.screen_pos(place).toPoint()
    assert board.pick_at(pos.x(), pos.y()) == place, (place, board.camera())
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)


def play_by_mouse(qtbot, window, move):
    if move.src:
        click_place(qtbot, window, move.src)
        assert window.controller_of("pylos").turn.step == "raise"
    click_place(qtbot, window, move.dst)
    for t in move.takes:
        assert window.controller_of("pylos").turn.step == "take"
        click_place(qtbot, window, t)
    if len(move.takes) == 1 and window.controller_of("pylos").turn.step == "take":
        qtbot.mouseClick(window.controller_of("pylos").panel.done_button, Qt.MouseButton.LeftButton)


def choose(rng, state, want):
    moves = state.legal_moves()
    takes = [m for m in moves if m.takes]
    raises = [m for m in moves if m.src]
    if takes and rng.random() < 0.9:
        pool = [m for m in takes if len(m.takes) == want["takes"]] or takes
        return rng.choice(pool)
    if raises and rng.random() < 0.6:
        return rng.choice(raises)
    return rng.choice(moves)


@pytest.mark.slow
def test_whole_game_by_mouse_clicks(qtbot, make_window):
    window = make_window()
    model = window.model
    board = window.board
    screenshot(window, "start")
    rng = random.Random(20240611)
    seen = {"raise": 0, "take1": 0, "take2": 0}
    ply = 0
    while not model.is_over():
        state = model.state
        want = {"takes": 1 if seen["take1"] <= seen["take2"] else 2}
        move = choose(rng, state, want)
        # alternate cameras so the picking is exercised from several angles
        angles = [(50, -90, 20.5), (65, -60, 16), (40, -120, 19), (80, 30, 18)]
        e, a, d = angles[ply % len(angles)]
        board.set_camera(elevation=e, azimuth=a, distance=d)
        play_by_mouse(qtbot, window, move)
        assert model.moves[-1] == move, (ply, str(move), [str(m) for m in model.moves[-3:]])
        seen["raise"] += bool(move.src)
        seen["take1"] += len(move.takes) == 1
        seen["take2"] += len(move.takes) == 2
        ply += 1
        if ply == 14:
            board.reset_camera()
            screenshot(window, "midgame")
        assert ply < 200
    assert seen["raise"] > 0 and seen["take1"] > 0, seen
    board.reset_camera()
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    assert card.title() in ("Light wins", "Dark wins", "Draw")
    # the outcome stays in the status line
    assert window.controller.game_over_text() in window.status_label.text()
    screenshot(window, "gameover")
    qtbot.keyClick(card, Qt.Key.Key_Escape)
    assert not card.isVisible() and window.ending.result_button.isVisible()
    # nothing can be clicked once the game is over
    assert board.pick_at(board.width() / 2, board.height() / 2) is None
    assert window.controller_of("pylos").turn.candidates() == {}


def test_against_the_computer_with_undo(qtbot, make_window):
    window = make_window(seats=["human", "computer"])
    model = window.model
    rng = random.Random(5)
    for _ in range(4):
        move = rng.choice(model.state.legal_moves())
        play_by_mouse(qtbot, window, move)
        qtbot.waitUntil(lambda: model.state.to_move == "light" and not model.is_thinking())
    assert len(model.moves) == 8
    window.act_undo.trigger()
    assert len(model.moves) == 6 and model.state.to_move == "light"
    assert window.board.input_enabled()


def test_hover_shows_a_ghost_only_where_legal(qtbot, make_window):
    window = make_window()
    board = window.board
    pos = board.screen_pos("1b2")
    qtbot.mouseMove(board, pos.toPoint())
    qtbot.waitUntil(lambda: board.hovered() == "1b2")
    ghosts = board.scene.ghosts
    assert ghosts.visible_mask[0] and np.allclose(ghosts.centres[0][:2], [-0.5, -0.5])
    assert ghosts.colours[0][3] < 0.6                   # translucent
    # a level-2 place is not legal yet: no ghost there
    qtbot.mouseMove(board, board.screen_pos("2b2").toPoint() + QPoint(0, -40))
    qtbot.mouseMove(board, QPoint(5, 5))
    qtbot.waitUntil(lambda: board.hovered() is None)
    assert not ghosts.visible_mask.any()


def test_the_ghost_follows_the_events_not_the_system_cursor(qtbot, make_window):
    """On a shared display the system cursor may sit anywhere (another window moved it); a
    refresh of the hover (new candidates, zoom) must keep to where the events put the pointer."""
    window = make_window()
    board = window.board
    qtbot.mouseMove(board, board.screen_pos("1b2").toPoint())
    qtbot.waitUntil(lambda: board.hovered() == "1b2")
    QCursor.setPos(board.mapToGlobal(board.screen_pos("1d4").toPoint()))
    window.controller_of("pylos").set_candidates(window.controller_of("pylos").turn.candidates())
    board.set_input_enabled(True)
    assert board.hovered() == "1b2"


def test_a_drag_never_clicks(qtbot, make_window):
    window = make_window()
    board = window.board
    az = board.camera()["azimuth"]
    pos = board.screen_pos("1b2").toPoint()
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=pos)
    for dx in (3, 10, 25, 40):
        qtbot.mouseMove(board, pos + QPoint(dx, 0))
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=pos + QPoint(40, 0))
    assert len(window.model.moves) == 0
    assert board.camera()["azimuth"] != az
    # back to where it started and release: still a drag, still no move
    pos = board.screen_pos("1c3").toPoint()
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseMove(board, pos + QPoint(30, 0))
    qtbot.mouseMove(board, pos)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=pos)
    assert len(window.model.moves) == 0
    # a tiny jitter is still a click
    pos = board.screen_pos("1c3").toPoint()
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseMove(board, pos + QPoint(2, 1))
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=pos + QPoint(2, 1))
    assert [str(m) for m in window.model.moves] == ["1c3"]


def test_camera_limits(qtbot, make_window):
    board = make_window().board
    board.orbit(0, 500)
    assert board.camera()["elevation"] == 89.0
    board.orbit(0, -500)
    assert board.camera()["elevation"] == 5.0          # never under the table
    for _ in range(50):
        board.zoom(1.5)
    assert board.camera()["distance"] <= 32.0          # never lost in space
    for _ in range(50):
        board.zoom(0.5)
    assert board.camera()["distance"] >= 5.0
    for _ in range(100):
        board.pan(500, 500, 0, relative="view-upright")
    c = board.camera()["centre"]
    assert abs(c[0]) <= 6 and abs(c[1]) <= 6
    start = board.framed(board.default_camera)       # the start view, framed for this widget
    qtbot.keyClick(board, Qt.Key.Key_R)
    assert board.camera()["elevation"] == START_ELEVATION
    assert board.camera()["centre"] == pytest.approx(start["centre"])
    assert board.camera()["centre"][0] == pytest.approx(0.0)
    window = board.window()
    window.act_top_view.trigger()
    assert board.camera()["elevation"] == 89.0
    window.act_reset_camera.trigger()
    assert board.camera()["elevation"] == START_ELEVATION
    assert board.camera()["distance"] == pytest.approx(start["distance"])


def test_notation_field(qtbot, make_window):
    window = make_window()
    qtbot.keyClicks(window.notation, "1b2")
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert [str(m) for m in window.model.moves] == ["1b2"]
    assert window.notation.text() == ""
    qtbot.keyClicks(window.notation, "1b2")             # taken now
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert len(window.model.moves) == 1
    assert "place" in window.statusBar().currentMessage()
    window.notation.clear()
    qtbot.keyClicks(window.notation, "hello")
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert "not a move" in window.statusBar().currentMessage()


def test_keyboard_walks_and_places_and_escape_cancels(qtbot, make_window):
    window = make_window()
    board = window.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.hovered() == "1a1"                    # candidates in name order
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.hovered() == "1a2"
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert [str(m) for m in window.model.moves] == ["1a2"]
    # a raise selection is cancelled by Escape
    for text in ("1a1", "1b1", "1b2"):
        window.model.try_move(text)
    # light: 1a2, 1b1 ; dark: 1a1, 1b2 -> light to move; 2a1 is available
    assert window.model.state.to_move == "light"
    window.model.try_move("1c1")
    window.model.try_move("1c2")
    # light to move: 1c1 is free and light's, 2a1 is available and 1c1 does not support it
    click_place(qtbot, window, "1c1")
    assert window.controller_of("pylos").turn.step == "raise"
    assert window.controller_of("pylos").turn.candidates().get("2a1") == "dest"
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert window.controller_of("pylos").turn.step == "choose"


def test_take_back_flow_and_done(qtbot, make_window):
    window = make_window()
    model = window.model
    for text in ("1a1", "1d4", "1b1", "1d3", "1a2", "1c4"):
        model.try_move(text)
    # light completes the square 1a1 1b1 1a2 1b2 by placing on 1b2
    click_place(qtbot, window, "1b2")
    assert window.controller_of("pylos").turn.step == "take"
    assert window.status_label.text().startswith("Light completed a pattern")
    assert set(window.controller_of("pylos").turn.candidates()) == {"1a1", "1b1", "1a2", "1b2"}
    assert window.board.scene.spheres.glows.max() > 0     # take-back spheres glow
    assert not window.controller_of("pylos").panel.done_button.isEnabled()
    click_place(qtbot, window, "1b2")
    assert window.controller_of("pylos").panel.done_button.isEnabled()
    # the taken sphere is back in the reserve meanwhile
    assert window.controller_of("pylos").panel.light_label.text() == "12"
    qtbot.mouseClick(window.controller_of("pylos").panel.done_button, Qt.MouseButton.LeftButton)
    assert str(model.moves[-1]) == "1b2x1b2"
    # second time, two take-backs complete the move with no Done
    model.try_move("1d2")
    click_place(qtbot, window, "1b2")
    click_place(qtbot, window, "1a1")
    click_place(qtbot, window, "1b1")
    assert pylos.Move.from_notation("1b2x1a1x1b1") == model.moves[-1]


def test_save_undo_and_load_again(qtbot, make_window, tmp_path):
    window = make_window()
    for place in ("1b2", "1c3", "1a1"):
        click_place(qtbot, window, place)
    window.act_undo.trigger()
    assert [str(m) for m in window.model.moves] == ["1b2", "1c3"]
    path = str(tmp_path / "game.json")
    assert window.save_to(path)
    assert not window.isWindowModified()
    other = make_window()
    assert other.open_path(path)
    assert [str(m) for m in other.model.moves] == ["1b2", "1c3"]
    assert other.board.scene.board == {"1b2": "light", "1c3": "dark"}


@pytest.mark.parametrize("game, language, word", [
    ("pylos", "es", "bola"), ("pylos", "ro", "careu"), ("pylos", "cs", "zásobník"),
    ("pilus", "en", "scoring region"), ("pilus", "es", "loseta"),
])
def test_rules_dialog_shows_the_shipped_text_in_the_language(qtbot, game, language, word):
    from tabletop_gui.view import dialogs

    dialog = dialogs.RulesDialog(None, game, language)
    qtbot.addWidget(dialog)
    assert word in dialog.browser.toPlainText()
    assert dialog.language == language


def test_a_game_opened_by_the_desktop_while_running_is_loaded(qtbot, make_window, tmp_path):
    """macOS delivers double-clicked files to a running app as QFileOpenEvent."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from tabletop_gui.view.file_open import FileOpenHandler

    window = make_window()
    window.model.try_move("1a1")
    path = str(tmp_path / "game.tabletop")
    window.model.save(path)
    window.model.new_game("pylos", {"variant": "mature", "first": "dark"}, ["human", "human"])
    handler = FileOpenHandler(window)
    app = QApplication.instance()
    app.installEventFilter(handler)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent(path))
    finally:
        app.removeEventFilter(handler)
    assert window.model.options["variant"] == "standard"
    assert [str(m) for m in window.model.moves] == ["1a1"]


def test_a_file_open_event_without_a_file_is_let_through(qtbot, make_window):
    """The handler takes only real QFileOpenEvents (which carry a file), not any event that
    claims the FileOpen type."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from tabletop_gui.view.file_open import FileOpenHandler

    window = make_window()
    handler = FileOpenHandler(window)
    assert handler.eventFilter(QApplication.instance(), QEvent(QEvent.Type.FileOpen)) is False
    assert window.model.moves == []


def test_save_as_adds_the_game_suffix(qtbot, make_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    window = make_window()
    window.model.try_move("1b2")
    target = str(tmp_path / "my game")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target, ""))
    assert window.save_as()
    assert os.path.exists(target + ".tabletop")


def test_the_computers_sphere_rolls_up_from_the_reserve(qtbot, make_window):
    from tabletop_gui.view.games.pylos import geometry as geo

    window = make_window(seats=["human", "computer"])
    model, scene = window.model, window.board.scene
    scene.flight.animation.setDuration(60_000)      # slow enough to look at on a busy machine
    play_by_mouse(qtbot, window, model.state.legal_moves()[0])
    qtbot.waitUntil(lambda: len(model.moves) == 2)
    reply = model.moves[-1]
    slot = scene.slot_at(reply.dst)
    assert slot is not None
    end = geo.place_centre(reply.dst)
    # in flight: drawn above the straight line, not yet at its hollow
    assert scene.flight.running and slot in scene.flight.flights
    halfway = scene.flight.position(slot, 0.5)
    start = scene.flight.flights[slot][0]
    assert halfway[2] > (start[2] + end[2]) / 2 + 0.5
    scene.flight.animation.setCurrentTime(60_000)    # the end of the flight
    qtbot.waitUntil(lambda: not scene.flight.running, timeout=3000)
    assert np.allclose(scene.spheres.centres[slot], end)
    # the pick ray never waited for the animation: the next turn was playable at once
    assert window.board.input_enabled()


def test_hint_suggests_a_winning_move_and_enter_plays_it(qtbot, make_window):
    window = make_window()
    model = window.model
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.last_hint is not None, timeout=15000)
    move, info = window.last_hint
    assert move in model.state.legal_moves()
    assert window.notation.text() == str(move)
    window.notation.returnPressed.emit()
    assert len(model.moves) == 1 and str(model.moves[0]) == str(move)


def test_a_hint_walks_the_keyboard_cursor_through_its_steps(qtbot, make_window):
    window = make_window()
    model, board = window.model, window.board
    for notation in ("1a1", "1d4", "1b1", "1d3", "1a2", "1c4"):
        assert model.try_move(notation)
    # light completes a square and takes two back: three steps, each shown in turn
    move = next(m for m in model.state.legal_moves() if m.dst == "1b2" and len(m.takes) == 2
                and m.src is None)
    window.hints.on_hint(move, {})
    board.setFocus()
    steps = [move.dst] + list(move.takes)
    for place in steps:
        assert board.hovered() == place
        qtbot.keyClick(board, Qt.Key.Key_Space)
    assert len(model.moves) == 7 and model.moves[-1] == move
    assert window.hint_now() is None and board.hovered() is None


def test_a_solved_hint_shows_the_exact_outcome(qtbot, make_window):
    window = make_window()
    move = window.model.state.legal_moves()[0]
    window.hints.on_hint(move, {"outcome": "win", "plies": 3})
    assert "win in 3 turn" in window.statusBar().currentMessage()
    window.hints.on_hint(move, {"outcome": "loss", "plies": 1})
    assert "opponent in 1 turn" in window.statusBar().currentMessage()
    # from the book: the value without a number of turns (never "in 0 turns")
    window.hints.on_hint(move, {"outcome": "win", "plies": None})
    text = window.statusBar().currentMessage()
    assert text.endswith("you win with best play") and " in " not in text.split("—")[-1]
    window.hints.on_hint(move, {"outcome": "loss", "plies": None})
    assert window.statusBar().currentMessage().endswith("best play wins for the opponent")
    window.hints.on_hint(move, {"outcome": "draw", "plies": None})
    assert window.statusBar().currentMessage().endswith("best play draws")
    # a lost position's trap (the expert's answer hopes for the natural reply that loses)
    window.hints.on_hint(move, {"outcome": "loss", "plies": None, "trap": True})
    assert window.statusBar().currentMessage().endswith(
        "best play wins for the opponent, but this move sets a trap")


def test_stop_button_shows_while_the_computer_thinks(qtbot, make_window):
    window = make_window(seats=["human", "computer"])
    window._on_thinking(True)
    assert not window.banner.move_now_button.isHidden()
    window._on_thinking(False)
    assert window.banner.move_now_button.isHidden()


# ---- nothing is lost unasked (#11) --------------------------------------------------------
def test_new_and_open_ask_before_replacing_a_modified_game(qtbot, make_window, tmp_path,
                                                           monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from tabletop_gui.view import dialogs

    window = make_window()
    model = window.model
    model.try_move("1a1")
    other = str(tmp_path / "other.tabletop")
    model.save(other)                                   # a game to open later
    model.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    model.try_move("1b2")
    model.try_move("1c3")
    assert model.is_modified()
    answers, asked, shown, opened = [], [], [], []
    monkeypatch.setattr(window, "ask_save_changes",
                        lambda action: asked.append(action) or answers.pop(0))
    monkeypatch.setattr(dialogs.NewGameDialog, "exec",
                        lambda dlg: shown.append(dlg) or dialogs.NewGameDialog.DialogCode.Accepted)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: opened.append(a) or (other, ""))
    saved_as = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (saved_as.pop(0) if saved_as else "", ""))
    moves = ["1b2", "1c3"]

    answers.append("cancel")                            # Cancel: everything stays
    window.act_new.trigger()
    assert asked == ["new"] and shown == [] and [str(m) for m in model.moves] == moves
    answers.append("cancel")
    window.act_open.trigger()
    assert asked[-1] == "open" and opened == [] and [str(m) for m in model.moves] == moves
    answers.append("save")                              # Save, but the Save As is cancelled
    window.act_open.trigger()
    assert opened == [] and [str(m) for m in model.moves] == moves and model.is_modified()
    answers.append("cancel")                            # the desktop opens a file: asked too
    assert window.open_path(other) is False and [str(m) for m in model.moves] == moves

    answers.append("save")                              # Save (As): written, then opened
    saved_as.append(str(tmp_path / "mine"))
    window.act_open.trigger()
    assert len(opened) == 1 and [str(m) for m in model.moves] == ["1a1"]
    assert os.path.exists(str(tmp_path / "mine.tabletop"))

    model.try_move("1d4")
    answers.append("discard")                           # Discard: the new game starts
    window.act_new.trigger()
    assert len(shown) == 1 and model.moves == [] and not model.is_modified()
    window.act_new.trigger()                            # nothing unsaved: nothing asked
    assert len(shown) == 2 and len(asked) == 6


def _click_when_shown(qtbot, button):
    """Answer the next modal QMessageBox with ``button`` (a StandardButton), as a person."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen = []

    def poll():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(sorted(box.standardButton(b).name for b in box.buttons()))
            qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
        else:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    return seen


def test_the_save_changes_question_itself(qtbot, make_window):
    from PySide6.QtWidgets import QMessageBox

    window = make_window()
    window.model.try_move("1b2")
    SB = QMessageBox.StandardButton
    seen = _click_when_shown(qtbot, SB.Discard)
    assert window.ask_save_changes("new") == "discard"
    assert seen == [["Cancel", "Discard", "Save"]]
    _click_when_shown(qtbot, SB.Cancel)
    assert window.ask_save_changes("open") == "cancel"
    _click_when_shown(qtbot, SB.Save)
    assert window.ask_save_changes("open") == "save"


@pytest.mark.parametrize("answer", ["cancel", "discard", "keep"])
def test_quit_asks_about_a_modified_game(qtbot, make_window, answer):
    window = make_window()
    model = window.model
    model.try_move("1b2")
    slot = model.autosave_path()
    window.act_quit.trigger()
    box = window.close_box
    assert window.isVisible() and box is not None and box.isVisible()   # not closed yet
    assert "next start" in box.informativeText() and "Discard" in box.informativeText()
    buttons = {b.text().replace("&", ""): b for b in box.buttons()}
    assert set(buttons) >= {"Save", "Keep for Next Time", "Discard", "Cancel"}
    qtbot.mouseClick(buttons[{"cancel": "Cancel", "discard": "Discard",
                              "keep": "Keep for Next Time"}[answer]], Qt.MouseButton.LeftButton)
    if answer == "cancel":
        assert window.isVisible() and [str(m) for m in model.moves] == ["1b2"]
        assert os.path.exists(slot) and window.close_box is None
        qtbot.wait(50)                             # the answered box is deleted meanwhile
        window.act_quit.trigger()                  # asked again
        assert window.close_box.isVisible()
        window.close_box.reject()                  # Escape is Cancel
        assert window.isVisible()
    else:
        qtbot.waitUntil(lambda: not window.isVisible())
        # Keep for Next Time: offered at the next start; Discard: gone for good
        assert os.path.exists(slot) == (answer == "keep")


def test_quit_on_a_saved_game_asks_nothing(qtbot, make_window, tmp_path):
    window = make_window()
    window.model.try_move("1b2")
    assert window.save_to(str(tmp_path / "g.tabletop"))
    window.act_quit.trigger()
    assert not window.isVisible() and window.close_box is None


def test_a_failed_autosave_is_shown_once_with_its_folder(qtbot, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")            # writes fail there, even for root
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                      autosave_path=str(blocker / "autosave.json"), think_delay_ms=0)
    window = MainWindow(model)
    qtbot.addWidget(window)
    model.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    window.show()
    assert window.notices.message_bar is None
    for move in ("1b2", "1c3", "1a1"):
        assert model.try_move(move)
    bar = window.notices.message_bar
    assert bar is not None and bar.isVisible()
    assert str(blocker) in bar.text() and "Game → Save" in bar.text()
    assert bar.text().count(str(blocker)) == 1 and window.notices.storage_problems == ["autosave"]
    os.makedirs("/tmp/shots-keep", exist_ok=True)
    window.grab().save("/tmp/shots-keep/autosave-failed.png")
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible()


def test_a_failed_settings_write_is_shown_once_with_its_folder(qtbot, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    settings = QSettings(str(blocker / "settings.ini"), QSettings.Format.IniFormat)
    model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                      autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
    window = MainWindow(model)
    qtbot.addWidget(window)
    window.controller_of("pilus").act_plain_colours.trigger()             # a setting is written: it fails
    window.controller_of("pilus").act_plain_colours.trigger()
    model.new_game("pylos")                        # and the New Game choices
    bar = window.notices.message_bar
    assert bar is not None and not bar.isHidden()
    assert bar.text().count(str(blocker)) == 1 and "settings" in bar.text()
    assert window.notices.storage_problems == ["settings"]
    assert window.controller_of("pilus").act_plain_colours.isChecked() is False   # the choice still works this run


def test_quit_after_a_finished_unsaved_game_asks_nothing(qtbot, make_window):
    """Its end card offered Save… (#51): a finished game is not asked about."""
    window = make_window()
    model = window.model
    for _ in range(200):
        if model.is_over():
            break
        model.try_move(model.state.legal_moves()[0])
    assert model.is_over() and model.is_modified()
    window.ending.card.dismiss()
    window.act_quit.trigger()
    assert window.close_box is None
    qtbot.waitUntil(lambda: not window.isVisible())


def test_the_menus_keys_come_with_the_table_or_after_the_first_paint(qtbot, tmp_path):
    """A window made without its table (the app's start) gives its menus their keys when
    asked (after its first paint) or when the table is built; each is the platform's
    standard key where there is one."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QKeySequence

    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    model = GameModel(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                      thread_pool=SynchronousPool(), autosave_path=str(tmp_path / "a.json"))
    window = MainWindow(model, table=False)
    qtbot.addWidget(window)
    assert window.shortcuts_pending() and window.act_open.shortcut().isEmpty()
    window.add_shortcuts()
    SK = QKeySequence.StandardKey
    assert window.act_open.shortcut() == QKeySequence(SK.Open)
    assert window.act_new.shortcut() == QKeySequence(SK.New)
    assert window.act_rules.shortcut() == QKeySequence(SK.HelpContents)
    assert window.act_quit.shortcut() in (QKeySequence(SK.Quit), QKeySequence("Ctrl+Q"))
    assert window.act_top_view.shortcuts() == [QKeySequence("T"), QKeySequence("Ctrl+T")]
    assert window.act_hint.shortcut() == QKeySequence("H")
    assert not window.shortcuts_pending()
    model.shutdown()


def test_quit_keys_work_from_the_rules_window(qtbot, open_window):
    """Help > Rules opens beside the table (not modal); Ctrl+Q pressed while it has the focus
    quits as it does from the table (before, only the main window heard it)."""
    from PySide6.QtCore import Qt

    window = open_window()
    window.act_rules.trigger()
    dialog = window.rules_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    dialog.setFocus()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())
