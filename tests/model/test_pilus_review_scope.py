"""The PILUS review's privacy rule (model/games/pilus/review.py): a finished game judges every
seat; an unfinished one against the computer only the person's own turns; several people at
one screen (or nobody) none, with the reason said."""

from __future__ import annotations

import pytest

from tabletop_gui.model.games.pilus.review import (
    ALL,
    OWN,
    PEOPLE,
    WATCHING,
    judged_seats,
)


@pytest.mark.parametrize("seats", [["human", "computer:easy"], ["human", "human"],
                                   ["computer:expert", "computer:easy", "human"],
                                   ["computer", "computer:hard"]])
def test_a_finished_game_judges_every_seat(seats):
    scope = judged_seats(seats, over=True)
    assert scope.seats == tuple(range(len(seats))) and scope.reason == ALL


@pytest.mark.parametrize("seats,person", [(["human", "computer:easy"], 0),
                                          (["computer:medium", "human", "computer:hard"], 1),
                                          (["computer", "computer", "computer", "human"], 3)])
def test_unfinished_against_the_computer_judges_only_the_persons_turns(seats, person):
    scope = judged_seats(seats, over=False)
    assert scope.seats == (person,) and scope.reason == OWN
    assert scope.allows(person)
    assert not any(scope.allows(i) for i in range(len(seats)) if i != person)


@pytest.mark.parametrize("seats", [["human", "human"], ["human", "computer:easy", "human"]])
def test_several_people_at_one_screen_unfinished_judges_nobody(seats):
    scope = judged_seats(seats, over=False)
    assert scope.seats == () and scope.reason == PEOPLE


def test_the_computer_alone_unfinished_judges_nobody():
    scope = judged_seats(["computer:easy", "computer:expert"], over=False)
    assert scope.seats == () and scope.reason == WATCHING
