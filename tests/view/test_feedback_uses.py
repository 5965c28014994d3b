"""The table's answers go where the player looks (#51): a lesson's answer to a move tried
there and Review Game with no move yet say it in the bubble over the table, not only in
the status bar."""

from __future__ import annotations

import pytest

from tabletop_gui.model.games import game_spec
from tabletop_gui.model.lessons import lesson_book
from tabletop_gui.view.feedback import FeedbackBubble
from tests.view.test_lessons import type_move

pytestmark = pytest.mark.gl


def said_by_the_table(window) -> str:
    found = window.board.findChildren(FeedbackBubble)
    return found[0].text() if len(found) == 1 and found[0].isVisible() else ""


def test_a_lessons_answer_to_another_move_is_said_by_the_table(qtbot, open_window):
    window = open_window()
    window.learn_to_play("pylos")
    runner = window.lessons.runner
    step = runner.step
    state = window.model.state
    spec = game_spec("pylos")
    accepted = {spec.move_from_text(state, t) for t in step.accepts}
    other = next(m for m in state.legal_moves() if m not in accepted)
    type_move(qtbot, window, spec.notation(other))
    answer = window.lessons.bar.answer_label.text()
    assert answer and said_by_the_table(window) == answer
    assert window.statusBar().currentMessage() == answer
    assert not window.model.moves


def test_a_lessons_well_done_at_the_very_end_is_said_by_the_table(qtbot, open_window):
    window = open_window()
    window.learn_to_play("pylos")
    runner = window.lessons.runner
    runner.reply_delay_ms = 0
    book = lesson_book("pylos")
    last = book.lessons[-1]
    runner.start("pylos", len(book.lessons) - 1)
    for i in range(len(last.steps)):
        type_move(qtbot, window, runner.step.accepts[0])
        if i < len(last.steps) - 1:
            runner.next()
    assert runner.solved and not window.lessons.bar.next_button.isVisible()
    # a move tried after the very end: the answer is its well-done line again
    type_move(qtbot, window, "1a1")
    done = window.lessons.bar.answer_label.text()
    assert done == window.lessons.runner.book.tr(last.steps[-1].done)
    assert said_by_the_table(window) == done


def test_review_with_no_move_yet_is_said_by_the_table(qtbot, open_window):
    window = open_window()
    window.model.new_game("pylos", {"variant": "standard", "first": "light"},
                          ["human", "human"])
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    window.act_review.trigger()
    assert not window.model.is_reviewing()
    assert said_by_the_table(window) == "No move to review yet."
    assert window.statusBar().currentMessage() == "No move to review yet."
