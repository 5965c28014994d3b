"""The expert's node schedule by empty places (issue #17)."""

from __future__ import annotations

from dataclasses import asdict, replace
from typing import Any, Iterator

import pytest

from tabletop_gui.ai.pylos import policy, search
from tabletop_gui.ai.pylos.budget import EASY_SPEND, budget_factor
from tabletop_gui.ai.pylos.levels import LEVELS, Level
from tabletop_gui.ai.pylos.policy import choose, empty_places
from tabletop_gui.rules import pylos


def test_budget_factor_takes_the_first_pair_that_fits() -> None:
    schedule = ((23, 0.5), (15, 1.3))
    assert budget_factor(schedule, 30) == 0.5
    assert budget_factor(schedule, 23) == 0.5
    assert budget_factor(schedule, 22) == 1.3
    assert budget_factor(schedule, 15) == 1.3
    assert budget_factor(schedule, 14) == 1.0
    assert budget_factor((), 20) == 1.0


def test_the_expert_moves_budget_from_the_opening_to_where_games_are_decided() -> None:
    # Kept for its match (side by side 41-19 against the plain expert's 31-29); the other
    # levels keep one budget for every move.
    assert LEVELS["expert"].schedule == ((23, 0.5), (15, 1.3))
    assert all(LEVELS[name].schedule == () for name in ("beginner", "easy", "medium"))


@pytest.fixture
def scheduled() -> Iterator[Level]:
    yield replace(LEVELS["expert"], name="expert_test_schedule",
                  schedule=((25, 0.25), (15, 2.0)), trap_book=False)


@pytest.fixture
def plain() -> Iterator[Level]:
    yield replace(LEVELS["expert"], name="expert_test_plain", schedule=(), trap_book=False)


def test_a_scheduled_level_scales_the_node_budget_by_empty_places(scheduled: Level,
                                                                   plain: Level) -> None:
    opening = pylos.new_game("standard", "light")
    assert empty_places(opening) == 30
    one = choose(opening, plain, nodes=4000, searcher=search.PylosSearch("standard"))
    less = choose(opening, scheduled, nodes=4000, searcher=search.PylosSearch("standard"))
    assert one.nodes >= 3000                    # the plain budget is spent (about 4,000)
    assert less.nodes <= 1200                   # a quarter of it (about 1,000)

    state = opening
    for text in ("1a1", "1d4", "1a4", "1d1", "1b2", "1c3", "1b3", "1c2"):
        state = state.play(text)
    assert 15 <= empty_places(state) < 25
    one = choose(state, plain, nodes=4000, searcher=search.PylosSearch("standard"))
    more = choose(state, scheduled, nodes=4000, searcher=search.PylosSearch("standard"))
    assert more.nodes >= 1.5 * one.nodes      # twice the budget (about 8,000)


class _Recording(search.PylosSearch):
    """A searcher that remembers the budget (``seconds`` or ``nodes``) each search was given."""

    def __init__(self, budget: str = "seconds") -> None:
        super().__init__("standard")
        self.budget = budget
        self.budgets: list[float | int | None] = []

    def search(self, state: pylos.State, **kwargs: Any) -> search.SearchResult:
        self.budgets.append(kwargs.get(self.budget))
        return super().search(state, **kwargs)


def test_a_scheduled_level_scales_the_time_budget_the_same_way(scheduled: Level, plain: Level,
                                                               monkeypatch) -> None:
    """The app's expert has a time budget: the schedule gives the opening a quarter of it
    (the levels here without the trap book, whose opening moves are not searched)."""
    from tabletop_gui.ai.pylos import traps

    monkeypatch.setitem(traps._BOOKS, "standard", None)
    opening = pylos.new_game("standard", "light")
    one, less, expert = _Recording(), _Recording(), _Recording()
    choose(opening, plain, seconds=0.2, searcher=one)
    choose(opening, scheduled, seconds=0.2, searcher=less)
    choose(opening, "expert", seconds=0.2, searcher=expert)
    # the plain level's whole budget, less the share its ceiling leaves outside the search
    assert one.budgets == [pytest.approx(0.2 * plain.ceiling, abs=0.01)]
    assert one.budgets[0] <= 0.2 * plain.ceiling
    assert less.budgets == [pytest.approx(0.05)]
    assert expert.budgets == [pytest.approx(0.1)]       # the expert's own: half in the opening


def test_the_bench_plays_the_schedule_as_sched_and_the_expert_before_it_as_plain() -> None:
    from bench.bench_sparring import OurBot

    bot = OurBot("sched:expert@nodes=1000")
    assert bot.level == "expert_sched" and bot.kwargs == {"nodes": 1000}
    cfg = bot.config
    assert cfg.schedule == ((23, 0.5), (15, 1.3))
    assert OurBot("plain:expert@nodes=1000").config.schedule == ()
    assert {k: v for k, v in asdict(cfg).items() if k not in ("schedule", "name")} == \
        {k: v for k, v in asdict(LEVELS["expert"]).items() if k not in ("schedule", "name")}
    assert set(LEVELS) == {"beginner", "easy", "medium", "hard", "expert"}   # the app's alone


# -- easy-move stops and their bank ----------------------------------------------------------

def test_an_easy_move_stop_leaves_most_of_the_budget_where_the_move_is_clear() -> None:
    opening = pylos.new_game("standard", "light")
    plain = search.PylosSearch("standard").search(opening, nodes=20000)
    searcher = search.PylosSearch("standard")
    easy = searcher.search(opening, nodes=20000, easy=0.3)
    assert plain.nodes >= 20000                     # a plain search spends it all
    assert searcher.stopped_easy
    assert 0.3 * 20000 <= easy.nodes < 20000       # at least the share given, not all of it
    assert easy.depth >= search.EASY_DEPTH


@pytest.fixture
def easy_level() -> Iterator[Level]:
    # (no book: it knows the test's positions, and this is about the search's budget)
    yield replace(LEVELS["expert"], name="expert_test_easy", easy_stop=0.3, schedule=(),
                  book=False)


def test_what_easy_moves_save_is_spent_where_games_are_decided(easy_level: Level) -> None:
    state = pylos.new_game("standard", "light")
    searcher = _Recording("nodes")
    choose(state, easy_level, nodes=20000, searcher=searcher)
    saved = searcher.bank_nodes
    assert saved > 0                                # the opening move stopped early
    for text in ("1a1", "1d4", "1a4", "1d1", "1b2", "1c3", "1b3", "1c2"):
        state = state.play(text)
    assert EASY_SPEND[0] <= empty_places(state) <= EASY_SPEND[1]
    choose(state, easy_level, nodes=20000, searcher=searcher)
    assert searcher.budgets[-1] == 20000 + min(saved, 20000)    # at most twice the budget
    assert not searcher.stopped_easy                # where games are decided: all of it

    # A new game starts with an empty bank.
    searcher.bank_nodes = 12345
    choose(pylos.new_game("standard", "light"), easy_level, nodes=1000, searcher=searcher)
    assert searcher.budgets[-1] == 1000
    assert searcher.bank_nodes < 1000


def test_no_level_stops_early_on_easy_moves_by_default() -> None:
    assert all(cfg.easy_stop == 0.0 for cfg in LEVELS.values())


# -- the book's bank ------------------------------------------------------------------------

# Standard rules, 12 empty places (below the book's edge), light to move: a win the solver proves
# from a fresh table in about 13,000 nodes (48,000 before the proof-number search).
WON_12 = ("1c4 1b3 1a1 1b1 1b4 1a4 1b2 1d2 1c2 1d1 1a3 1c3 1c4-2b2 1c4 2a3 2b3 1d3 1d1-2c2 1d4 "
          "1d1")


@pytest.fixture
def unbanked() -> Iterator[Level]:
    yield replace(LEVELS["expert"], name="expert_test_nobank", book_bank=0.0)


def test_a_move_the_book_answers_at_once_puts_its_budget_in_the_bank() -> None:
    state = pylos.new_game("standard", "light")
    for text in ("1a1", "1d4", "1a4", "1d1", "1b2", "1c3", "1b3", "1c2"):
        state = state.play(text)
    assert empty_places(state) == 22
    searcher = search.PylosSearch("standard")
    r = choose(state, "expert", nodes=20_000, searcher=searcher)
    assert r.nodes == 0 and r.outcome is not None           # the book's move, at once
    factor = budget_factor(LEVELS["expert"].schedule, 22)
    assert searcher.bank_nodes == round(20_000 * factor)
    # a new game starts with an empty bank (the second player's first move: a book win too)
    choose(pylos.new_game("standard", "light").play("1a1"), "expert", nodes=1_000,
           searcher=searcher)
    assert searcher.bank_nodes == round(1_000 * budget_factor(LEVELS["expert"].schedule, 29))


def test_below_the_books_edge_the_solver_spends_what_the_book_saved(unbanked: Level) -> None:
    state = pylos.play_all(WON_12.split())
    assert empty_places(state) == 12 and state.to_move == "light"
    budget = 5_000           # the solver's own share: 2/3 of 3x, 10,000 nodes: not enough
    alone = choose(state, unbanked, nodes=budget, searcher=search.PylosSearch("standard"))
    assert alone.outcome is None
    searcher = search.PylosSearch("standard")
    searcher.bank_nodes, searcher.bank_empty = 10 * budget, 13      # as after the book's moves
    banked = choose(state, "expert", nodes=budget, searcher=searcher)
    assert banked.outcome == "win"
    drawn = 10 * budget - searcher.bank_nodes
    assert 0 < drawn <= LEVELS["expert"].book_bank * budget    # at most 4x, the rest kept
    after = state.play(banked.move)
    assert search.PylosSearch("standard").solver.solve(
        *(lambda b: (b.masks[b.to_move], b.masks[1 - b.to_move]))(after.board())) == -1


def test_the_bar_moves_while_the_solver_looks_and_never_goes_back(unbanked: Level) -> None:
    """Near the end of a game the solver may look for seconds before the search starts: it
    fills the first part of the progress bar, the search the rest."""
    state = pylos.play_all(WON_12.split())
    shown: list[int] = []
    searcher = _Recording("nodes")
    before_search: list[int] = []
    real_search = searcher.search

    def search_and_note(st: pylos.State, **kwargs: Any) -> search.SearchResult:
        before_search.append(len(shown))
        return real_search(st, **kwargs)

    searcher.search = search_and_note     # type: ignore[method-assign]
    r = choose(state, unbanked, nodes=5_000, searcher=searcher, progress=shown.append)
    assert r.outcome is None                        # the solver did not decide: the search did
    assert before_search and before_search[0] > 0   # the bar moved before the search began
    assert max(shown[:before_search[0]]) <= 100 * policy.SOLVER_SHARE
    assert shown == sorted(shown) and shown[-1] == 100
