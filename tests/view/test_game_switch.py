"""Another game takes the table (a lesson, a new game, the start page's choices): the board and
the lessons talk only to the controller of the game now in the model, a lesson's marks reach
only its own game's controller, and the table the start page covers takes no input."""

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from tabletop_gui.rules.pilus import canonical
from tests.view.test_lessons import type_move
from tests.view.test_pilus_window import aim
from tests.view.test_start_page import answer_box

pytestmark = pytest.mark.gl


def spy_marks(window):
    """Every controller's show_lesson_marks calls, by game: [marks, ...]."""
    calls = {}
    for game, ctl in window.controllers.items():
        calls[game] = seen = []
        real = ctl.show_lesson_marks

        def spy(marks, real=real, seen=seen):
            seen.append(None if marks is None else list(marks))
            real(marks)

        ctl.show_lesson_marks = spy
    return calls


def assert_marks_are_own(calls):
    """Pylos's controller got Pylos places ("1b2") only, PILUS's cells ((x, y)) only."""
    for marks in calls["pylos"]:
        assert marks is None or all(isinstance(m, str) for m in marks), marks
    for marks in calls["pilus"]:
        assert marks is None or all(isinstance(m, tuple) and len(m) == 2 for m in marks), marks


def assert_one_controller(window):
    """The window's controller, the board's and the model's game agree."""
    game = window.model.game
    assert window.controller is window.controller_of(game)
    assert window.board.controller is window.controller


def test_help_learn_pylos_right_after_the_pilus_lessons(qtbot, open_window):
    window = open_window()
    with qtbot.captureExceptions() as exceptions:
        calls = spy_marks(window)
        window.learn_actions["pilus"].trigger()
        type_move(qtbot, window, window.lessons.runner.step.accepts[0])
        assert window.lessons.runner.solved
        qtbot.mouseClick(window.lessons.bar.leave_button, Qt.MouseButton.LeftButton)
        assert window.start_page_shown()
        window.learn_actions["pylos"].trigger()          # Help > Learn to Play Pylos
        assert window.model.game == "pylos" and window.model.in_lesson()
        assert not window.start_page_shown()
        assert_one_controller(window)
        assert window.controller.scene.glowing_mouths() == ["1b2"]
        # and straight from one game's lessons to the other's, and back
        window.learn_actions["pilus"].trigger()
        assert_one_controller(window)
        step = window.lessons.runner.step
        assert sorted(window.controller.scene.targets) == sorted(step.marks)
        window.learn_actions["pylos"].trigger()
        assert_one_controller(window)
    assert not exceptions
    assert_marks_are_own(calls)
    assert calls["pylos"] and calls["pilus"]


@pytest.mark.parametrize("on_table, learn", [("pilus", "pylos"), ("pylos", "pilus")])
def test_start_page_learn_to_play_with_the_other_game_on_the_table(
        qtbot, open_window, on_table, learn):
    window = open_window()
    m = window.model
    with qtbot.captureExceptions() as exceptions:
        calls = spy_marks(window)
        m.new_game(on_table, None, ["human", "human"])
        assert_one_controller(window)
        window.show_start_page()
        qtbot.mouseClick(window.start_page.learn_buttons[learn], Qt.MouseButton.LeftButton)
        assert m.game == learn and m.in_lesson() and not window.start_page_shown()
        assert_one_controller(window)
        assert window.lessons.bar.isVisible()
    assert not exceptions
    assert_marks_are_own(calls)
    # the lesson's own marks reached its own game's controller, the last word there
    assert calls[learn][-1] == list(window.lessons.runner.step.marks)


def send_click(board, pos):
    """A left click delivered straight to the board (as a press made before it was covered
    would be released there)."""
    p = QPointF(pos)
    for kind, buttons in ((QMouseEvent.Type.MouseButtonPress, Qt.MouseButton.LeftButton),
                          (QMouseEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton)):
        ev = QMouseEvent(kind, p, board.mapToGlobal(p), Qt.MouseButton.LeftButton, buttons,
                         Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(board, ev)


def test_the_covered_table_takes_no_click(qtbot, open_window):
    """A PILUS game, the person to move; the start page covers the table. A click sent to the
    board lays nothing; after the table's game is discarded there and Pylos's fresh game
    comes (the last New Game choice), the board is Pylos's at once, and a click on it still
    does nothing."""
    window = open_window()
    m = window.model
    with qtbot.captureExceptions() as exceptions:
        m.new_game("pilus", {"players": 2, "seed": 3}, ["human", "computer:beginner"])
        ctl = window.controller_of("pilus")
        turn = next(t for t in m.state.legal_moves() if t.tile is not None)
        index = [canonical(t) for t in ctl.turn.hand].index(turn.kind)
        qtbot.mouseClick(ctl.panel.hand.buttons[index], Qt.MouseButton.LeftButton)
        while ctl.turn.tile() != turn.tile:
            qtbot.mouseClick(ctl.panel.hand.rotate_right, Qt.MouseButton.LeftButton)
        pos = aim(window.board, (turn.x, turn.y))
        assert window.board.pick_at(pos.x(), pos.y()) is not None
        window.show_start_page()
        send_click(window.board, pos)
        qtbot.keyClick(window.board, Qt.Key.Key_Return)
        assert ctl.turn.step == "lay" and ctl.turn.laid_at is None
        assert not m.moves and window.start_page_shown()
        # the table's game played a little, then discarded on the start page: a fresh game
        # of the last New Game choice (Pylos) comes while the page still covers the table
        window.show_table()
        assert m.try_move(turn)
        assert len(m.moves) == 2                    # the computer answered
        # where the tile in hand (the person to move again) may go now
        anchor = ctl.turn.anchors()[0]
        pos = aim(window.board, anchor)
        m.settings.set_new_game_choices("pylos", {}, ["human", "human"])
        window.show_start_page()
        page = window.start_page
        (card,) = page.continue_cards
        answer_box(page, QMessageBox.StandardButton.Discard)
        qtbot.mouseClick(card.discard_button, Qt.MouseButton.LeftButton)
        assert m.game == "pylos" and not m.moves and window.start_page_shown()
        assert_one_controller(window)
        send_click(window.board, pos)
        qtbot.keyClick(window.board, Qt.Key.Key_Return)
        qtbot.keyClick(window.board, Qt.Key.Key_Space)
        assert not m.moves and window.start_page_shown()
        window.show_table()
        assert_one_controller(window)
        assert not m.moves
    assert not exceptions


def test_a_pilus_hand_tile_chosen_while_pylos_is_on_the_table_does_nothing(qtbot, open_window):
    """A click that reaches a PILUS hand button (its shortcut, a click in the moment the table
    changes game) once Pylos is on the table goes nowhere: it raised from the Pylos state."""
    from tests.view.test_privacy import new_game

    window = open_window()
    new_game(window.model)
    hand = window.controller_of("pilus").panel.hand
    window.model.new_game("pylos", {}, ["human", "human"])
    assert window.model.game == "pylos"
    before = window.model.state
    with qtbot.captureExceptions() as exceptions:
        for index in range(len(hand.buttons)):
            hand.tileSelected.emit(index)
            hand.rotateRequested.emit(1)
        panel = window.controller_of("pilus").panel
        for button in (panel.cancel_button, panel.stay_button, panel.pass_button):
            button.clicked.emit()
        QApplication.processEvents()
    assert not exceptions, exceptions
    assert window.model.state is before and window.controller is window.controller_of("pylos")
