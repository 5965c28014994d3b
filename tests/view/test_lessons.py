"""Learn to play through the real window: the start page's Learn to play and Help's entries,
every lesson completed by the moves it asks for, wrong moves answered, progress remembered, the
person's game untouched, and the game against the beginner at the end."""

import json
import os

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tabletop_gui.model.games import game_spec
from tabletop_gui.model.lessons import lesson_book
from tabletop_gui.rules.common import RulesError

GAMES = ("pylos", "pilus")


def type_move(qtbot, window, text):
    window.notation.clear()
    qtbot.keyClicks(window.notation, text)
    qtbot.keyClick(window.notation, Qt.Key.Key_Return)


def start_from_page(qtbot, window, game):
    window.show_start_page()            # as the app shows it at start
    qtbot.mouseClick(window.start_page.learn_buttons[game], Qt.MouseButton.LeftButton)
    assert window.model.in_lesson() and not window.start_page_shown()


def tr(context, text):
    return QCoreApplication.translate(context, text)


def illegal_try(game, state, step):
    """A move of the step's position the rules refuse, and the code they give."""
    if game == "pylos":
        tries = ["4a1", "3a1", "2a1", "1a1", "1b2", "1d4-1c3"]
    else:
        tile = state.hand(0)[0]
        tries = [f"{tile}@9,9"]
    for text in tries:
        try:
            state.play(game_spec(game).move_from_text(state, text))
        except RulesError as err:
            return text, err.code
    raise AssertionError("no illegal try")


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_can_be_completed_and_ends_with_a_game_against_the_beginner(
        qtbot, open_window, game):
    window = open_window()
    start_from_page(qtbot, window, game)
    book = lesson_book(game)
    bar = window.lessons.bar
    for li, lesson in enumerate(book.lessons):
        for si, step in enumerate(lesson.steps):
            assert bar.isVisible()
            assert f"Lesson {li + 1} of {len(book.lessons)}" in bar.heading_label.text()
            assert bar.step_label.text() == f"Step {si + 1} of {len(lesson.steps)}"
            assert bar.say_label.text() == tr(book.context, step.say)
            assert not bar.next_button.isEnabled()
            type_move(qtbot, window, step.accepts[0])
            assert window.lessons.runner.solved
            assert bar.answer_label.text() == tr(book.context, step.done)
            assert not window.banner.isVisible()          # nobody is to move in a lesson now
            assert window.status_label.text() == bar.answer_label.text()
            if step.reply:
                # the other side answers, after a moment
                qtbot.waitUntil(lambda: len(window.model.moves) == 2, timeout=3000)
            last = li == len(book.lessons) - 1 and si == len(lesson.steps) - 1
            if not last:
                assert bar.next_button.isEnabled()
                qtbot.keyClick(window.board, Qt.Key.Key_Return)    # Enter: the next step
    # every lesson ticked, and the real game against the computer at the beginner level
    assert all(act.isChecked() for act in window.lessons.lesson_actions())
    assert bar.beginner_button.isVisible()
    qtbot.mouseClick(bar.beginner_button, Qt.MouseButton.LeftButton)
    m = window.model
    assert not m.in_lesson() and not bar.isVisible()
    assert m.game == game and m.seats[0] == "human"
    assert all(s == "computer:beginner" for s in m.seats[1:])
    assert not m.moves and not window.start_page_shown()


@pytest.mark.parametrize("game", GAMES)
def test_each_step_answers_a_wrong_move(qtbot, open_window, game):
    """An illegal move: the rules' sentence for its code (as in play); a legal other move: the
    step's own "not this one"; neither is played."""
    window = open_window()
    book = lesson_book(game)
    spec = game_spec(game)
    window.learn_to_play(game)
    ctl = window.controller
    bar = window.lessons.bar
    for li, lesson in enumerate(book.lessons):
        for si, step in enumerate(lesson.steps):
            window.lessons.runner.start(game, li)
            for _ in range(si):
                type_move(qtbot, window, window.lessons.runner.step.accepts[0])
                window.lessons.runner.next()
            state = window.model.state
            text, code = illegal_try(game, state, step)
            type_move(qtbot, window, text)
            assert bar.answer_label.text() == ctl.error_message(code), (lesson.id, text)
            assert not window.model.moves
            accepted = {spec.move_from_text(state, t) for t in step.accepts}
            other = next((m for m in state.legal_moves() if m not in accepted), None)
            if other is None:
                continue
            type_move(qtbot, window, spec.notation(other))
            # the step's own sentence, or the one it picks for this move (explain)
            said = step.explain(other) if step.explain is not None else step.other
            assert bar.answer_label.text() == tr(book.context, said), lesson.id
            assert window.statusBar().currentMessage() == bar.answer_label.text()
            assert not window.model.moves and not window.lessons.runner.solved


def test_a_pylos_step_by_mouse(qtbot, open_window):
    """The glowing place is the one to click; the well-done line follows."""
    from tests.view.test_main_window import click_place

    window = open_window()
    window.learn_to_play("pylos")
    ctl = window.controller
    assert ctl.scene.glowing_mouths() == ["1b2"]          # only the lesson's place glows
    click_place(qtbot, window, "1b2")
    assert window.lessons.runner.solved
    qtbot.waitUntil(lambda: len(window.model.moves) == 2, timeout=3000)
    assert [str(m) for m in window.model.moves] == ["1b2", "1c3"]
    assert ctl.scene.glowing_mouths() == []             # done: nothing invites another move
    assert window.statusBar().currentMessage() == ""


def test_pilus_lessons_show_the_lessons_cells_and_no_other_persons_hand(qtbot, open_window):
    """One person at the table: the other seat is the computer, so there is no hidden hand of
    another person to keep off the screen, and no privacy screen."""
    window = open_window()
    window.learn_to_play("pilus")
    runner = window.lessons.runner
    book = lesson_book("pilus")
    for li, lesson in enumerate(book.lessons):
        runner.start("pilus", li)
        for step in lesson.steps:
            assert window.model.seats.count("human") == 1
            assert not window.controller.needs_privacy()
            assert not window.privacy.isVisible()
            assert sorted(window.controller.scene.targets) == sorted(step.marks)
            type_move(qtbot, window, step.accepts[0])
            runner.next()


def test_progress_is_remembered_and_shown_after_a_restart(qtbot, open_window):
    window = open_window()
    window.learn_to_play("pylos")
    book = lesson_book("pylos")
    for step in book.lessons[0].steps:
        type_move(qtbot, window, step.accepts[0])
        window.lessons.runner.next()
    # the second lesson is on; the first ticked
    assert window.lessons.runner.lesson_index == 1
    assert [a.isChecked() for a in window.lessons.lesson_actions()][:2] == [True, False]
    qtbot.mouseClick(window.lessons.bar.leave_button, Qt.MouseButton.LeftButton)
    assert window.start_page_shown() and not window.model.in_lesson()
    window.close()

    again = open_window()                      # the same settings: a restart
    assert again.model.settings.lessons_done("pylos") == ["place"]
    again.learn_to_play("pylos")
    assert again.lessons.runner.lesson_index == 1          # the first not finished
    assert [a.isChecked() for a in again.lessons.lesson_actions()] == [True] + [False] * 4
    # any lesson can be taken again
    again.lessons.lesson_actions()[0].trigger()
    assert again.lessons.runner.lesson_index == 0
    assert again.lessons.bar.say_label.text() == tr(book.context, book.lessons[0].steps[0].say)


def test_the_persons_game_survives_a_lesson(qtbot, open_window, tmp_path):
    window = open_window()
    m = window.model
    window.show_start_page()
    qtbot.mouseClick(window.start_page.play_buttons["pylos"], Qt.MouseButton.LeftButton)
    type_move(qtbot, window, "1a1")
    played = [str(x) for x in m.moves]
    assert len(played) == 2                     # the computer answered
    slot = m.autosave.slot
    with open(slot, encoding="utf-8") as f:
        before = f.read()
    # Help > Learn to Play Pylos, a step played, then Leave lessons
    window.learn_actions["pylos"].trigger()
    assert m.in_lesson() and not m.is_modified()
    assert not window.act_undo.isEnabled() and not window.act_save.isEnabled()
    type_move(qtbot, window, "1b2")
    assert window.lessons.runner.solved
    with open(slot, encoding="utf-8") as f:
        assert f.read() == before               # the autosave untouched
    qtbot.mouseClick(window.lessons.bar.leave_button, Qt.MouseButton.LeftButton)
    assert window.start_page_shown()
    cards = window.start_page.continue_cards
    assert len(cards) == 1 and cards[0].offer.moves == 2
    # the game was played a minute ago, in this session: the card does not say otherwise
    assert "last session" not in cards[0].moves.text()
    with open(slot, encoding="utf-8") as f:
        assert json.loads(f.read())["moves"] == json.loads(before)["moves"]
    qtbot.mouseClick(cards[0].resume_button, Qt.MouseButton.LeftButton)
    assert [str(x) for x in m.moves] == played and not m.in_lesson()
    assert os.path.exists(slot)


def test_help_has_an_entry_per_game(qtbot, open_window):
    window = open_window()
    texts = [window.learn_actions[g].text() for g in GAMES]
    assert texts == ["Learn to Play Pylos", "Learn to Play PILUS"]
    window.learn_actions["pilus"].trigger()
    assert window.model.game == "pilus" and window.model.in_lesson()
    assert "Lessons" in window.lessons.bar.text()


@pytest.mark.parametrize("lesson, which", [(0, -1), (1, 0), (3, -1)])
def test_a_pilus_step_by_mouse(qtbot, open_window, lesson, which):
    """The hand's tile chosen, turned, laid on the marked cells with the mouse, as in a game,
    and the pawn put on it or left off (Stay): a step about the tile takes either."""
    import random

    from tests.view.test_pilus_window import play_by_mouse

    window = open_window()
    window.learn_to_play("pilus")
    runner = window.lessons.runner
    runner.start("pilus", lesson)
    step = runner.step
    turn = window.model.spec.move_from_text(window.model.state, step.accepts[which])
    assert (turn.pawn is None) == (which == 0)
    play_by_mouse(qtbot, window, turn, random.Random(lesson))
    assert runner.solved, window.lessons.bar.answer_label.text()
    assert window.lessons.bar.answer_label.text() == tr("PilusLessons", step.done)
