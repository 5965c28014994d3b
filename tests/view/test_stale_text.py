"""Stale text and focus: after a hint is played, a new game or Open no old hint, Move text or
phantom ghost remains (both games); Enter in the Move field gives the keyboard back to the
table; the status bar keeps its height (the 3D view must not jump under the pointer); New Game
switched from PILUS back to Pylos offers the standard variant."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tabletop_gui.rules import pilus
from tabletop_gui.view import dialogs
from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl


@pytest.fixture
def make_window(qtbot, open_window):
    def make(game="pylos", seats=("human", "human")):
        window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat),
                             hint_factory=lambda g, seat: FirstMoveBot(seat))
        start(window, game, seats)
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        return window
    return make


def start(window, game, seats=("human", "human")):
    if game == "pylos":
        options = {"variant": "standard", "first": "light"}
    else:
        options = {"players": len(seats), "seed": 21, "first": 0, "names": ["Ana", "Bo"]}
    window.start_new_game({"game": game, "options": options, "seats": list(seats)})


def settle():
    for _ in range(3):
        QApplication.processEvents()


def ask_hint(window):
    window.act_hint.trigger()
    assert window.last_hint is not None
    hint = window.last_hint[0]
    assert window.notation.text() == str(hint)
    assert "Hint" in window.statusBar().currentMessage()
    return hint


def ghost_shown(window) -> bool:
    board = window.board
    if window.model.game == "pilus":
        return window.controller_of("pilus").scene.ghost_visible()
    return bool(board.scene.ghosts.visible_mask.any()) or board.hovered() is not None


def assert_nothing_stale(window):
    assert window.notation.text() == ""
    assert "Hint" not in window.statusBar().currentMessage()
    assert window.last_hint is None and window.hint_now() is None
    assert not ghost_shown(window)


def click_place(qtbot, board, place):
    pos = board.screen_pos(place)
    if board.pick_at(pos.x(), pos.y()) != place:
        board.top_view()
        pos = board.screen_pos(place)
    assert board.pick_at(pos.x(), pos.y()) == place
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos.toPoint())


# ---- stale hints ---------------------------------------------------------------------------
def test_a_pylos_hint_played_by_mouse_leaves_nothing(qtbot, make_window):
    window = make_window("pylos")
    hint = ask_hint(window)
    click_place(qtbot, window.board, hint.dst)
    assert [str(m) for m in window.model.moves] == [str(hint)]
    assert_nothing_stale(window)


def test_a_pylos_hint_is_gone_in_a_new_game(qtbot, make_window):
    window = make_window("pylos")
    ask_hint(window)
    assert ghost_shown(window)                  # the hint's first step is pointed at
    start(window, "pylos")                      # the same start position, a new game
    assert_nothing_stale(window)


def test_a_pilus_hint_is_gone_in_a_new_game(qtbot, make_window):
    window = make_window("pilus", ("human", "computer"))
    ask_hint(window)
    assert ghost_shown(window)
    start(window, "pilus", ("human", "computer"))   # the same deal
    assert_nothing_stale(window)
    hand = window.model.state.hand(0)
    assert window.controller_of("pilus").panel.hand.shown == [pilus.rotations(t)[0] for t in hand]


@pytest.mark.parametrize("game, seats", [("pylos", ("human", "human")),
                                         ("pilus", ("human", "computer"))])
def test_open_leaves_no_hint_of_the_game_before(qtbot, make_window, tmp_path, game, seats):
    window = make_window(game, seats)
    path = str(tmp_path / "start.tabletop")
    window.save_to(path)                        # the very position the hint is given for
    ask_hint(window)
    assert window.open_path(path)
    assert_nothing_stale(window)


def test_a_pilus_hint_played_leaves_nothing(qtbot, make_window):
    window = make_window("pilus", ("human", "computer"))
    hint = ask_hint(window)
    window.notation.returnPressed.emit()        # Enter plays it; the computer replies
    assert window.model.moves[0] == hint and len(window.model.moves) == 2
    assert_nothing_stale(window)


# ---- focus ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["pylos", "pilus"])
def test_enter_in_the_move_field_gives_the_keyboard_back_to_the_table(qtbot, make_window,
                                                                      game):
    window = make_window(game, ("human", "computer"))
    model, board = window.model, window.board
    window.notation.setFocus()
    qtbot.keyClicks(window.notation, "nonsense")
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert window.focusWidget() is window.notation       # refused: correct it in place
    window.notation.clear()
    move = FirstMoveBot().choose(model.seat_view(model.seat_to_move()) if game == "pilus"
                                 else model.state, cancel=None, progress=None)
    qtbot.keyClicks(window.notation, str(move))
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)
    assert model.moves[0] == move
    assert window.focusWidget() is board
    # and the table's keys work again: Tab walks the keyboard cursor
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    if game == "pylos":
        assert board.hovered() is not None
    else:
        assert window.controller_of("pilus").scene.ghost_visible()


# ---- the status bar keeps its height -------------------------------------------------------
@pytest.mark.parametrize("game", ["pylos", "pilus"])
def test_the_table_keeps_its_height(qtbot, make_window, game):
    window = make_window(game, ("human", "computer"))
    board = window.board
    settle()
    height = board.height()
    window._on_thinking(True)                   # the progress bar and Stop button show
    settle()
    assert window.banner.progress.isVisible() and window.banner.move_now_button.isVisible()
    assert board.height() == height
    window._on_thinking(False)
    settle()
    assert board.height() == height
    # a long hint in the status line, and a long status text: one line, elided
    move = FirstMoveBot().choose(window.model.seat_view(0) if game == "pilus"
                                 else window.model.state, cancel=None, progress=None)
    window.hints.on_hint(move, {"outcome": "win", "plies": 7})
    settle()
    assert board.height() == height
    window.statusBar().clearMessage()
    long_text = " ".join(["A very long status text that goes on and on."] * 12)
    window.status_label.setText(long_text)
    settle()
    assert board.height() == height
    assert window.status_label.text() == long_text           # all of it, for the tests
    assert window.status_label.toolTip() == long_text        # and for the reader
    assert window.status_label.height() < 2 * window.status_label.fontMetrics().height()


def test_a_long_status_text_does_not_widen_the_window(qtbot, make_window):
    window = make_window("pylos")
    settle()
    width = window.width()
    window.status_label.setText("x" * 2000)
    settle()
    assert window.width() == width
    assert window.minimumSizeHint().width() < 1200


# ---- New Game: back to Pylos ---------------------------------------------------------------
def test_new_game_from_pilus_back_to_pylos_offers_the_standard_variant(qtbot):
    choices = {"game": "pilus", "options": {"players": 3, "names": ["Ana", "Bo", "Cy"]},
               "seats": ["human", "computer:easy", "human"]}
    dlg = dialogs.NewGameDialog(None, choices)
    qtbot.addWidget(dlg)
    assert dlg.page().game == "pilus"
    dlg.game_box.setCurrentIndex(dlg.game_box.findData("pylos"))
    page = dlg.page()
    assert page.game == "pylos"
    assert page.variant.currentData() == "standard"
    assert page.first.currentData() == "light"
    assert dlg.choices()["options"]["variant"] == "standard"
