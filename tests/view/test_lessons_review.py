"""Review of Learn to play (#16): the paths around a lesson that could lose a person's game or
offer what a lesson does not do."""

from PySide6.QtCore import Qt

from tests.view.test_lessons import type_move


def test_a_lesson_asks_first_when_the_unfinished_game_could_not_be_autosaved(
        qtbot, open_window, tmp_path):
    """With the autosave failing, the person's unfinished game lives only in the window: a
    lesson asks before taking the table (Cancel keeps the game), as New Game does."""
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    window = open_window(autosave_path=str(blocker / "autosave.json"))
    m = window.model
    asked = []
    window.ask_save_changes = lambda action: asked.append(action) or "cancel"
    m.new_game("pylos", None, ["human", "human"])
    type_move(qtbot, window, "1a1")
    assert m.autosave_failed and not m.game_over()
    window.learn_actions["pylos"].trigger()
    assert asked == ["new"]
    assert not m.in_lesson() and [str(x) for x in m.moves] == ["1a1"]


def test_undo_and_redo_stay_off_through_a_lesson(qtbot, open_window):
    """The lesson's moves land on the undo stack, but a lesson has nothing to undo: Undo is not
    offered after a step is played, nor after the other side's scripted answer."""
    window = open_window()
    window.show_start_page()
    qtbot.mouseClick(window.start_page.learn_buttons["pylos"], Qt.MouseButton.LeftButton)
    window.lessons.runner.reply_delay_ms = 20
    type_move(qtbot, window, "1b2")
    assert window.lessons.runner.solved
    assert not window.act_undo.isEnabled() and not window.act_redo.isEnabled()
    qtbot.waitUntil(lambda: len(window.model.moves) == 2, timeout=3000)
    assert not window.act_undo.isEnabled() and not window.act_redo.isEnabled()
    # and once the lesson is left for a real game, Undo follows that game again
    qtbot.mouseClick(window.lessons.bar.leave_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.start_page.two_people_buttons["pylos"], Qt.MouseButton.LeftButton)
    type_move(qtbot, window, "1a1")
    assert window.act_undo.isEnabled()
