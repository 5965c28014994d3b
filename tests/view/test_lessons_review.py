"""Review of Learn to play (#16): the paths around a lesson that could lose a person's game or
offer what a lesson does not do."""

import pytest
from PySide6.QtCore import QCoreApplication, Qt

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
    assert asked == ["lesson"]
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


def _offered(window):
    return {name: getattr(window, f"act_{name}").isEnabled()
            for name in ("undo", "redo", "hint", "review", "save", "save_as")}


@pytest.mark.parametrize("way_out", ["leave", "beginner", "new game"])
def test_a_game_after_a_lesson_offers_save_review_and_hint_again(qtbot, open_window, way_out):
    """A lesson holds Save, Save As, Hint and Review; the game that follows it, however the
    lesson was left, offers them as any game does (else it could not even be saved)."""
    window = open_window()
    m = window.model
    m.new_game("pylos", None, ["human", "human"])
    type_move(qtbot, window, "1a1")
    expected = _offered(window)
    assert expected["save"] and expected["save_as"] and expected["review"] and expected["hint"]

    window.learn_actions["pylos"].trigger()
    runner = window.lessons.runner
    runner.reply_delay_ms = 0
    if way_out == "beginner":
        runner.start("pylos", len(runner.book.lessons) - 1)
    type_move(qtbot, window, runner.step.accepts[0])
    assert runner.solved and not window.act_save.isEnabled()
    if way_out == "leave":
        qtbot.mouseClick(window.lessons.bar.leave_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.start_page.two_people_buttons["pylos"],
                         Qt.MouseButton.LeftButton)
    elif way_out == "beginner":
        qtbot.mouseClick(window.lessons.bar.beginner_button, Qt.MouseButton.LeftButton)
    else:
        m.new_game("pylos", None, ["human", "human"])      # what New Game's dialog does
    assert not m.in_lesson() and not window.lessons.bar.isVisible()
    type_move(qtbot, window, "1a1")
    qtbot.waitUntil(lambda: not m.is_thinking(), timeout=3000)
    assert _offered(window) == expected


def test_the_pawn_lesson_says_where_the_tile_goes_when_it_was_laid_elsewhere(qtbot, open_window):
    """Lay your tile on the glowing cells and put your pawn on it: a tile laid elsewhere is told
    to go on the glowing cells (not only to take the pawn along, which would not help); a tile
    on the glowing cells without its pawn is told about the pawn."""
    window = open_window()
    window.learn_to_play("pilus")
    runner = window.lessons.runner
    runner.start("pilus", [les.id for les in runner.book.lessons].index("pawn"))
    bar = window.lessons.bar
    type_move(qtbot, window, "BYGN@-2,-1")                 # legal, away from the glowing cells
    assert bar.answer_label.text() == "Not this one: lay the tile on the glowing cells."
    type_move(qtbot, window, "BYGN@-2,-1 p-2,-1")          # elsewhere, with the pawn
    assert bar.answer_label.text() == "Not this one: lay the tile on the glowing cells."
    type_move(qtbot, window, "BYGN@2,0")                   # the right cells, no pawn
    assert bar.answer_label.text() == "Not this one: put your pawn on your new tile too."
    assert not window.model.moves and not runner.solved
    type_move(qtbot, window, "BYGN@2,0 p3,1")
    assert runner.solved


@pytest.mark.parametrize("game", ["pylos", "pilus"])
def test_a_move_after_a_done_step_is_told_to_go_on_not_to_wait_for_the_computer(
        qtbot, open_window, game):
    """Once a step is done the other seat is to move, but in a lesson it never moves: a further
    move is answered with Next (never "wait for the computer"), and after the very last step,
    which has no Next, the well-done line stays."""
    from tabletop_gui.model.lessons import lesson_book

    window = open_window()
    window.learn_to_play(game)
    runner = window.lessons.runner
    runner.reply_delay_ms = 0
    bar = window.lessons.bar
    m = window.model
    book = lesson_book(game)
    # a step whose other side has no scripted reply: the computer stays "to move"
    li, si = next((li, si) for li, les in enumerate(book.lessons)
                  for si, st in enumerate(les.steps) if not st.reply
                  and (li, si) != (len(book.lessons) - 1, len(les.steps) - 1))
    runner.start(game, li)
    for _ in range(si):
        type_move(qtbot, window, runner.step.accepts[0])
        runner.next()
    type_move(qtbot, window, runner.step.accepts[0])
    assert runner.solved and m.is_computer_turn()
    type_move(qtbot, window, m.spec.notation(m.state.legal_moves()[0]))
    assert bar.answer_label.text() == "Done: press Next to go on."
    assert window.statusBar().currentMessage() == "Done: press Next to go on."
    # the last step of all
    last = book.lessons[-1]
    runner.start(game, len(book.lessons) - 1)
    for i in range(len(last.steps)):
        type_move(qtbot, window, runner.step.accepts[0])
        if i < len(last.steps) - 1:
            runner.next()
    done = QCoreApplication.translate(book.context, last.steps[-1].done)
    assert runner.solved and bar.answer_label.text() == done
    if not m.is_over():
        type_move(qtbot, window, m.spec.notation(m.state.legal_moves()[0]))
    assert bar.answer_label.text() == done and bar.beginner_button.isVisible()
    assert "computer" not in window.statusBar().currentMessage()


def test_after_the_other_sides_scripted_answer_nothing_invites_a_move(qtbot, open_window):
    """The step is done and its answer played: the turn banner and the status line do not ask
    for a move (it would be refused), the bar's well-done line and Next stay."""
    window = open_window()
    window.learn_to_play("pylos")
    runner = window.lessons.runner
    runner.reply_delay_ms = 30
    type_move(qtbot, window, "1b2")
    qtbot.waitUntil(lambda: len(window.model.moves) == 2, timeout=3000)
    window.board.finish_glide()
    window.controller.finish_animations()
    # what is checked is that no later redraw brings the turn banner back: a redraw no signal
    # announces, so the events flow a while before the check
    qtbot.wait(300)
    done = "Well done: a turn can be placing one sphere from your reserve."
    assert window.lessons.bar.answer_label.text() == done
    assert not window.banner.isVisible()
    assert window.status_label.text() == done


def test_before_colour_matching_is_taught_the_tile_fits_as_it_comes(qtbot, open_window):
    """PILUS's first two lessons (the table, stacking) say nothing of colours: the tile as the
    hand shows it, laid on the glowing cells, is what they ask for; it is never refused for a
    colour rule the learner has not met yet (lesson 3)."""
    from tabletop_gui.rules.pilus import rotations

    window = open_window()
    window.learn_to_play("pilus")
    runner = window.lessons.runner
    ids = [les.id for les in runner.book.lessons]
    for lesson in ids[:ids.index("colours")]:
        runner.start("pilus", ids.index(lesson))
        for si in range(len(runner.lesson.steps)):
            if si:
                runner.next()
            state = window.model.state
            shown = rotations(state.hand(0)[0])[0]         # the hand's tile as it comes
            x, y = runner.step.marks[0]
            type_move(qtbot, window, f"{shown}@{x},{y}")
            assert runner.solved, (lesson, si, window.lessons.bar.answer_label.text())
