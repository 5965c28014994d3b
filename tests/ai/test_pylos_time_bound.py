"""The expert's endgame moves stay within the move's plain budget once the solver has proven
the value (issue #53): "win in N", the fastest win and a lost position's stubborn search no
longer take the whole exact budget (``solve_factor`` times). Measured in nodes (the same on any
machine); the seconds are the bench's (``python -m bench ladder``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop_gui.ai.pylos.book import book_for
from tabletop_gui.ai.pylos.levels import LEVELS
from tabletop_gui.ai.pylos.policy import choose
from tabletop_gui.ai.pylos.search import PylosSearch
from tabletop_gui.rules import pylos
from tabletop_gui.rules.pylos import FULL

#: 13 empty places, dark to move and winning (the book knows it at once): before the bound,
#: the distance ("win in N") ran through twice the budget and was not found
WON_13 = ("1a2 1a3 1b1 1c1 1d3 1d4 2c1 2c2", "1a1 1a4 1b4 1c2 1c3 1c4 1d1 1d2 2c3")
#: 12 empty places, dark to move and lost (the solver proves it): before the bound, the
#: search for the most stubborn move then took the rest of three times the budget
LOST_12 = ("1a2 1b3 1b4 1c1 2a1 2a2 2b2 2c2 3a1", "1a1 1a3 1b1 1b2 1c2 1c3 1d2 1d3 2b1")
NODES = 20_000
#: the solver looks at its budget every 4,096 nodes
SLACK = 4_096


def _state(places: tuple[str, str]) -> pylos.State:
    return pylos.position(places[0].split(), places[1].split(), "dark")


def _before() -> object:
    return replace(LEVELS["expert"], name="expert_before_the_bound", distance_cap=0.0,
                   lost_cap=0.0)


def test_every_shipped_searching_level_bounds_the_distance() -> None:
    for name in ("hard", "expert"):
        assert 0 < LEVELS[name].distance_cap <= 0.5 and LEVELS[name].lost_cap == 1.0


def test_a_won_endgame_plays_a_proven_winning_move_within_the_plain_budget() -> None:
    state = _state(WON_13)
    r = choose(state, "expert", nodes=NODES, searcher=PylosSearch())
    assert r.outcome == "win"
    assert r.nodes <= NODES
    # the move keeps the win: the book's value after it, for the mover (as ``book_choice``)
    board = state.board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    book = book_for("standard")
    assert book is not None
    assert book.after_move(opp, me ^ (r.move.code & FULL)) == 1
    old = choose(state, _before(), nodes=NODES, searcher=PylosSearch())
    assert old.outcome == "win" and old.nodes > 2 * NODES     # what the bound saves


def test_a_lost_endgame_searches_for_its_stubborn_move_within_the_plain_budget() -> None:
    state = _state(LOST_12)
    r = choose(state, "expert", nodes=NODES, searcher=PylosSearch())
    assert r.outcome == "loss"
    assert r.nodes <= NODES + SLACK
    old = choose(state, _before(), nodes=NODES, searcher=PylosSearch())
    assert old.outcome == "loss" and old.nodes > 2 * NODES


@pytest.mark.parametrize("places", [WON_13, LOST_12])
def test_the_bound_holds_under_a_time_budget_too(places: tuple[str, str]) -> None:
    """The same moves with seconds: the bound is a share of the move's plain budget, in time
    as in nodes (the bench measures the seconds; here only that the value is still known)."""
    state = _state(places)
    r = choose(state, "expert", seconds=0.2, searcher=PylosSearch())
    assert r.outcome in ("win", "loss")
