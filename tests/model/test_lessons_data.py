"""The lessons' data against the rules core: every step's start is a position of the game, every
move it accepts is legal there, its scripted reply is legal after, and it marks something."""

import pytest

from tabletop_gui.model.games import game_spec
from tabletop_gui.model.lessons import beginner_seats, lesson_book, lesson_seats
from tabletop_gui.rules.common import RulesError

GAMES = ("pylos", "pilus")
WANTED = {
    "pylos": ["place", "square", "raise", "top", "reserve"],
    "pilus": ["table", "stack", "colours", "pawn", "score"],
}


def steps(game):
    book = lesson_book(game)
    assert book is not None
    for lesson in book.lessons:
        for i, step in enumerate(lesson.steps):
            yield f"{lesson.id}-{i + 1}", step


@pytest.mark.parametrize("game", GAMES)
def test_the_lessons_the_brief_asks_for(game):
    book = lesson_book(game)
    assert [lesson.id for lesson in book.lessons] == WANTED[game]
    assert all(1 <= len(lesson.steps) <= 5 for lesson in book.lessons)


@pytest.mark.parametrize("game", GAMES)
def test_every_accepted_move_is_legal_in_its_position(game):
    spec = game_spec(game)
    for name, step in steps(game):
        state = step.start()
        assert not spec.is_over(state), name
        assert step.accepts and step.marks and step.say and step.other and step.done, name
        for text in step.accepts:
            move = spec.move_from_text(state, text)      # raises when illegal
            after = state.play(move)
            if step.reply:
                assert not spec.is_over(after), name
                after.play(spec.move_from_text(after, step.reply))


@pytest.mark.parametrize("game", GAMES)
def test_every_step_has_a_legal_move_it_refuses(game):
    """So each step can say "not this one" (and the learner has a real choice)."""
    spec = game_spec(game)
    for name, step in steps(game):
        state = step.start()
        accepted = {spec.move_from_text(state, t) for t in step.accepts}
        others = [m for m in state.legal_moves() if m not in accepted]
        if name != "top-1":                 # the top: the only move there is the winning one
            assert others, name


def test_the_other_seat_is_the_computer_and_beginner_for_the_last_game():
    assert lesson_seats("pilus") == ["human", "computer:beginner"]
    assert lesson_seats("pylos") == ["human", "computer:beginner"]
    assert beginner_seats("pylos") == ["human", "computer:beginner"]


def test_an_illegal_lesson_move_is_refused_by_the_rules():
    """The rules' code reaches the learner: a tile far from the others is not adjacent."""
    book = lesson_book("pilus")
    state = book.lessons[0].steps[0].start()
    with pytest.raises(RulesError) as err:
        state.play("BYGN@9,9")
    assert err.value.code == "not_adjacent"


def test_a_pilus_step_that_does_not_say_turn_takes_the_tile_as_the_hand_shows_it():
    """A step whose sentence does not ask to turn the tile accepts it as it comes, laid on the
    step's glowing cells: a learner who does what the sentence says is never refused (the
    protection step once showed a rotation the colour rule refuses)."""
    from tabletop_gui.model.games.pilus.lessons import LESSONS
    from tabletop_gui.rules.pilus import rotations

    for lesson in LESSONS:
        for i, step in enumerate(lesson.steps):
            if "Turn" in step.say:
                continue
            state = step.start()
            shown = rotations(state.hand(0)[0])[0]
            x, y = min(step.marks)
            turn = f"{shown}@{x},{y}"
            assert any(a.split(" ")[0] == turn for a in step.accepts), (lesson.id, i, turn)
            state.play(turn if turn in step.accepts else next(
                a for a in step.accepts if a.split(" ")[0] == turn))
