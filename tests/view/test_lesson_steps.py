"""PILUS lessons step by step, by mouse on the real window: a tile laid where the step does not
ask is refused at the click that lays it (the bar says why, the tile stays in hand), the red
answer goes once the right tile is laid, and a step that says "Turn your tile" takes the tile
only turned."""

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tabletop_gui.model.lessons import lesson_book
from tabletop_gui.rules.pilus import rotations
from tests.view.test_lessons import type_move
from tests.view.test_pilus_window import aim, hover

pytestmark = pytest.mark.gl

BOOK = lesson_book("pilus")
STEPS = [(li, si) for li, lesson in enumerate(BOOK.lessons) for si in range(len(lesson.steps))]


def tr(text):
    return QCoreApplication.translate(BOOK.context, text)


def go_to_step(qtbot, window, li, si):
    """Lesson ``li`` from the Lessons menu, then its steps up to ``si`` played (typed) and
    left with Next."""
    window.learn_to_play("pilus")
    window.lessons.lesson_actions()[li].trigger()
    runner = window.lessons.runner
    for _ in range(si):
        type_move(qtbot, window, runner.step.accepts[0])
        qtbot.mouseClick(window.lessons.bar.next_button, Qt.MouseButton.LeftButton)
    assert (runner.lesson_index, runner.step_index) == (li, si)
    return runner


def turn_to(qtbot, window, tile):
    """Turn the tile in hand with the hand's button until it shows as ``tile``."""
    ctl = window.controller_of("pilus")
    for _ in range(4):
        if ctl.turn.tile() == tile:
            return
        qtbot.mouseClick(ctl.panel.hand.rotate_right, Qt.MouseButton.LeftButton)
    assert ctl.turn.tile() == tile


def lay(qtbot, window, tile, anchor):
    """Turn the tile in hand to ``tile``, point at ``anchor`` and click there."""
    turn_to(qtbot, window, tile)
    pos = aim(window.board, anchor)
    assert hover(qtbot, window, pos)[1] == anchor
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=pos)


def anchor_of(step):
    return min(step.marks)


def placements(state):
    """(tile, x, y) of every legal turn of ``state``."""
    return {(m.tile, m.x, m.y) for m in state.legal_moves() if m.tile is not None}


def accepted(step):
    """(tile, x, y) of the turns the step accepts."""
    return {(t.split()[0].split("@")[0], *map(int, t.split()[0].split("@")[1].split(",")))
            for t in step.accepts}


def wrong_placement(step, state):
    """A legal placement the step does not teach (the tile as the hand shows it when it can)."""
    hand = state.hand(0)[0]
    wrong = sorted(placements(state) - accepted(step),
                   key=lambda p: (p[0] != hand, abs(p[1]) + abs(p[2]), p))
    return wrong[0] if wrong else None


@pytest.mark.parametrize("li, si", STEPS)
def test_a_tile_laid_where_the_step_does_not_ask_is_refused_at_once(qtbot, open_window, li, si):
    window = open_window()
    with qtbot.captureExceptions() as exceptions:
        runner = go_to_step(qtbot, window, li, si)
        ctl = window.controller_of("pilus")
        bar = window.lessons.bar
        step = runner.step
        wrong = wrong_placement(step, window.model.state)
        assert wrong is not None, "every step has a legal placement it does not teach"
        tile, x, y = wrong
        lay(qtbot, window, tile, (x, y))
        # no pawn step for a tile the step refuses: it stays in hand, turned as it was
        assert ctl.turn.step == "lay" and ctl.turn.laid_at is None
        assert ctl.turn.tile() == tile
        assert not window.model.moves and not runner.solved
        said = step.explain(window.model.spec.move_from_text(window.model.state,
                                                             f"{tile}@{x},{y}")) \
            if step.explain is not None else step.other
        assert bar.answer_label.text() == tr(said)
        assert bar.answer_kind == "wrong" and bar.answer_label.isVisible()
        assert window.statusBar().currentMessage() == bar.answer_label.text()
        # the lesson's cells still glow (no pawn targets of a tile not laid)
        assert sorted(ctl.scene.targets) == sorted(step.marks)
    assert not exceptions


def test_the_red_answer_goes_once_the_right_tile_is_laid(qtbot, open_window):
    window = open_window()
    with qtbot.captureExceptions() as exceptions:
        runner = go_to_step(qtbot, window, 0, 0)
        ctl = window.controller_of("pilus")
        bar = window.lessons.bar
        step = runner.step
        tile, x, y = wrong_placement(step, window.model.state)
        type_move(qtbot, window, f"{tile}@{x},{y}")          # typed: refused as a whole turn
        assert bar.answer_kind == "wrong" and bar.answer_label.text() == tr(step.other)
        right = sorted(accepted(step))[0]
        lay(qtbot, window, right[0], right[1:])
        assert ctl.turn.step == "pawn"                       # the right tile: on to the pawn
        assert bar.answer_label.text() == "" and not bar.answer_label.isVisible()
        assert bar.answer_kind != "wrong"
        assert window.statusBar().currentMessage() == ""
        qtbot.mouseClick(ctl.panel.stay_button, Qt.MouseButton.LeftButton)
        assert runner.solved
        assert bar.answer_label.text() == tr(step.done) and bar.answer_kind == "done"
    assert not exceptions


def asks_to_turn(step):
    return "Turn your tile" in step.say


TURN_STEPS = [(li, si) for li, si in STEPS if asks_to_turn(BOOK.lessons[li].steps[si])]


def test_the_steps_that_say_turn_your_tile_take_no_unturned_tile():
    """The data: the hand's tile as it comes (as the hand shows it) is never what such a step
    accepts, so the step is not done without turning."""
    assert len(TURN_STEPS) >= 4
    for li, si in TURN_STEPS:
        step = BOOK.lessons[li].steps[si]
        state = step.start()
        hand = state.hand(0)[0]
        assert hand == rotations(hand)[0]
        assert all(tile != hand for tile, _x, _y in accepted(step)), (li, si)
        assert accepted(step) <= placements(state), (li, si)


@pytest.mark.parametrize("li, si", TURN_STEPS)
def test_a_turn_your_tile_step_needs_the_tile_turned(qtbot, open_window, li, si):
    window = open_window()
    with qtbot.captureExceptions() as exceptions:
        runner = go_to_step(qtbot, window, li, si)
        ctl = window.controller_of("pilus")
        bar = window.lessons.bar
        step = runner.step
        anchor = anchor_of(step)
        hand = window.model.state.hand(0)[0]
        # on the glowing cells as the hand shows it: refused, with a reason, at the click
        lay(qtbot, window, hand, anchor)
        assert ctl.turn.step == "lay" and not runner.solved and not window.model.moves
        assert bar.answer_kind == "wrong" and bar.answer_label.text()
        # turned as the step asks: taken
        tile = sorted(t for t, x, y in accepted(step) if (x, y) == anchor)[0]
        lay(qtbot, window, tile, anchor)
        assert ctl.turn.step == "pawn" or runner.solved
        assert bar.answer_kind != "wrong"
        if not runner.solved:
            qtbot.mouseClick(ctl.panel.stay_button, Qt.MouseButton.LeftButton)
        assert runner.solved, bar.answer_label.text()
        assert bar.answer_label.text() == tr(step.done)
    assert not exceptions
