"""The model offers the AI's levels (:data:`tabletop_gui.ai.LEVELS`) and no list of its own:
the seat choices every dialog shows, their titles, and the hint's level."""

from tabletop_gui.ai import DEFAULT_LEVEL, LEVELS
from tabletop_gui.model.hints import HINT_LEVEL
from tabletop_gui.model.seats import (
    AI_LEVELS,
    SEAT_CHOICES,
    level_title,
    seat_code_ok,
    seat_level,
    seat_title,
    who_sits,
)


def test_the_seat_choices_are_a_person_then_every_level_weakest_first():
    assert AI_LEVELS == tuple(LEVELS)
    assert [code for code, _ in SEAT_CHOICES] == ["human"] + [f"computer:{lv}" for lv in LEVELS]
    assert all(seat_code_ok(code) for code, _ in SEAT_CHOICES)


def test_every_level_has_its_own_title():
    titles = [level_title(level) for level in LEVELS]
    assert len(set(titles)) == len(LEVELS)
    assert seat_title("human") == "Person"
    assert seat_title("computer") == level_title(DEFAULT_LEVEL)
    assert seat_level("computer") == DEFAULT_LEVEL


def test_hints_play_at_the_strongest_level():
    assert HINT_LEVEL == LEVELS[-1] == "expert"


def test_who_sits_says_you_only_against_the_computer():
    """Quick play's seats said "Player 1 / Player 2" with nothing saying who is the person
    and who the computer."""
    vs = ["human", "computer:medium"]
    assert who_sits(vs, 0, "Player 1") == "You"
    assert who_sits(vs, 1, "Player 2") == "Computer — Medium"
    assert who_sits(["computer:expert", "human", "computer"], 1, "Dark") == "You"
    # among several people "You" says nobody: each keeps the seat's own name
    assert who_sits(["human", "human", "computer:easy"], 1, "Ana") == "Ana"
    assert who_sits(["human", "human", "computer:easy"], 2, "Player 3") == "Computer — Easy"
    # a watched game: only computers
    assert who_sits(["computer:beginner", "computer:expert"], 0, "Light") == \
        "Computer — Beginner"
