"""A timed Pylos move ends within its ``Level.ceiling`` share of the budget given (issue #53,
thinking time): the schedule's 1.3x at 15-22 empty places, the solver's ``solve_factor``
times, the bank and the blunder check all end by one deadline from the move's start. Before
it, the expert's 1.3x moves took 2.6 s at the app's 2 s. Node budgets are not bound by it."""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Any, Callable, Iterator

import pytest

from tabletop_gui.ai.pylos.levels import LEVELS, Level
from tabletop_gui.ai.pylos.policy import choose
from tabletop_gui.ai.pylos.search import PylosSearch
from tabletop_gui.rules import pylos

BUDGET = 1.0
#: a loaded test machine: the search and the solver look at the clock every 1,024 nodes, and
#: the deadline does not cover the bot's work around them
SLACK = 0.15
#: the clock between choose's start and the first look (the ceiling is measured from there)
EPS = 0.02


def _position(empty: int, seed: int) -> pylos.State:
    """A random standard position with ``empty`` empty places, not over."""
    rng = random.Random(seed)
    while True:
        s = pylos.new_game()
        while not s.is_over and s.reserve("light") + s.reserve("dark") > empty:
            s = s.play(rng.choice(s.legal_moves()))
        if not s.is_over and s.reserve("light") + s.reserve("dark") == empty:
            return s


def _expert(**changes: Any) -> Level:
    """The expert without the book (so that the search and the solver, not the book, answer)."""
    return replace(LEVELS["expert"], name="expert_no_book", book=False, swindle=False,
                   trap_book=False, **changes)


@pytest.fixture
def looks(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, float, float]]]:
    """Every search, solve and blunder check the move asks for: (what, its start on the clock,
    the seconds it was given)."""
    seen: list[tuple[str, float, float]] = []

    def spy(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(self: PylosSearch, *args: Any, **kwargs: Any) -> Any:
            seconds = kwargs.get("seconds")
            if seconds is not None:
                seen.append((name, time.perf_counter(), seconds))
            return real(self, *args, **kwargs)
        return wrapped

    for name in ("search", "solve", "refuted"):
        monkeypatch.setattr(PylosSearch, name, spy(name, getattr(PylosSearch, name)))
    yield seen


def _latest_end(level: Level, state: pylos.State,
                seen: list[tuple[str, float, float]]) -> float:
    """The latest end any look of the move was given, in seconds from the move's start."""
    seen.clear()
    start = time.perf_counter()
    choose(state, level, seconds=BUDGET, searcher=PylosSearch())
    assert seen
    return max(at - start + seconds for _, at, seconds in seen)


@pytest.mark.slow
@pytest.mark.parametrize("empty", [18, 13])
def test_every_look_of_a_timed_move_ends_by_the_ceiling(
        empty: int, looks: list[tuple[str, float, float]]) -> None:
    state = _position(empty, 3)
    ceiling = LEVELS["expert"].ceiling
    assert _latest_end(_expert(), state, looks) <= ceiling * BUDGET + EPS
    # without it: the schedule's 1.3x (18), the solver's three times the budget (13)
    assert _latest_end(_expert(ceiling=0.0), state, looks) > 1.2 * BUDGET


@pytest.mark.slow
@pytest.mark.parametrize("empty", [20, 16, 14, 12])
def test_a_timed_move_takes_no_longer_than_its_budget(empty: int) -> None:
    for seed in (1, 2):
        state = _position(empty, seed)
        for level in (_expert(), "expert"):
            start = time.perf_counter()
            choose(state, level, seconds=BUDGET, searcher=PylosSearch())
            assert time.perf_counter() - start <= BUDGET + SLACK


def test_a_node_budget_plays_as_without_the_ceiling() -> None:
    state = _position(16, 5)
    a = choose(state, _expert(), nodes=20_000, searcher=PylosSearch())
    b = choose(state, _expert(ceiling=0.0), nodes=20_000, searcher=PylosSearch())
    assert (a.move, a.nodes, a.score) == (b.move, b.nodes, b.score)


def test_the_shipped_searching_levels_end_within_the_app_budget() -> None:
    for name in ("hard", "expert"):
        assert 0.0 < LEVELS[name].ceiling <= 0.95
