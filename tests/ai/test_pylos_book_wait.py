"""A timed move never waits for the book's read past part of its budget (issue #53, thinking
time): the read (0.2-2 s of one core, far more on a loaded machine) runs in a thread of its own
from the game's start (:func:`.book.book_ready`), and a move that finds it still reading plays
from the search in what is left of its budget. Here the read is a fake that takes as long as
the test says."""

from __future__ import annotations

import threading
import time
from typing import Any, Callable, Iterator, Optional

import pytest

from tabletop_gui.ai.pylos import book as book_module
from tabletop_gui.ai.pylos.bot import PylosBot
from tabletop_gui.ai.pylos.policy import BOOK_WAIT, choose
from tabletop_gui.ai.pylos.search import PylosSearch
from tabletop_gui.rules import pylos

#: the children's rules: the smallest book, read for real once the fake lets it
VARIANT = "children"
BUDGET = 0.4
#: what a move may take beyond its budget (the search looks at the clock every 1,024 nodes;
#: a loaded test machine)
SLACK = 0.6


@pytest.fixture
def slow_read(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """The book's read blocks until the event is set, then reads the real file; the book's
    caches start empty for this test (and are the process's own again after it)."""
    release = threading.Event()
    real: Callable[..., Any] = book_module._read
    calls: list[str] = []

    def fake(name: Optional[str], variant: str, parse: Callable[[bytes], Any]) -> Any:
        calls.append(f"{name}")
        if name is not None and name.startswith("book_"):
            release.wait(30)
        return real(name, variant, parse)

    monkeypatch.setattr(book_module, "_read", fake)
    monkeypatch.setattr(book_module, "_BOOKS", {})
    monkeypatch.setattr(book_module, "_DRAWS", {})
    monkeypatch.setattr(book_module, "_READS", {})
    yield release
    release.set()                       # the background read ends while the fake is in place
    done = book_module._READS.get(VARIANT)
    if done is not None:
        done.wait(30)


def _start() -> pylos.State:
    """Dark to move after light's first sphere: won for dark (the book knows it)."""
    return pylos.new_game(VARIANT, "light").play("1a1")


def test_a_timed_move_does_not_wait_for_a_slow_book(slow_read: threading.Event) -> None:
    state = _start()
    t = time.perf_counter()
    r = choose(state, "expert", seconds=BUDGET, searcher=PylosSearch(VARIANT))
    took = time.perf_counter() - t
    assert r.move in state.legal_moves()
    # the schedule gives the opening half the budget; the wait is at most BOOK_WAIT of it
    assert took < BUDGET + SLACK
    assert r.outcome is None                     # the search's move: the book was not read
    assert not book_module.book_ready(VARIANT)   # ... and it is still being read


def test_the_book_is_used_once_it_is_read(slow_read: threading.Event) -> None:
    state = _start()
    searcher = PylosSearch(VARIANT)
    choose(state, "expert", seconds=BUDGET, searcher=searcher)      # starts the read
    slow_read.set()
    assert book_module.book_ready(VARIANT, 30)
    r = choose(state, "expert", seconds=BUDGET, searcher=searcher)
    assert r.outcome == "win" and r.nodes == 0                      # the book's move, at once
    assert r.move in state.legal_moves()


def test_a_read_that_ends_within_the_wait_is_used(slow_read: threading.Event) -> None:
    state = _start()
    timer = threading.Timer(0.1, slow_read.set)
    timer.start()
    try:
        r = choose(state, "expert", seconds=2.0, searcher=PylosSearch(VARIANT))
    finally:
        timer.cancel()
    assert r.outcome == "win" and r.nodes == 0


def test_a_node_budget_waits_for_the_book(slow_read: threading.Event) -> None:
    """Under a node budget a move is the same on any machine: it waits for the read."""
    state = _start()
    timer = threading.Timer(0.3, slow_read.set)
    timer.start()
    try:
        r = choose(state, "expert", nodes=5_000, searcher=PylosSearch(VARIANT))
    finally:
        timer.cancel()
    assert r.outcome == "win" and r.nodes == 0


def test_a_bot_starts_the_read_when_the_game_begins(slow_read: threading.Event) -> None:
    bot = PylosBot("expert", seed=1, seconds=BUDGET)
    bot.prepare(_start())
    assert VARIANT in book_module._READS          # begun, in its own thread
    assert not book_module.book_ready(VARIANT)
    slow_read.set()
    assert book_module.book_ready(VARIANT, 30)
    assert bot.decide(_start()).outcome == "win"


def test_levels_without_the_book_read_nothing(slow_read: threading.Event) -> None:
    PylosBot("medium").prepare(_start())
    assert VARIANT not in book_module._READS


def test_the_wait_is_a_share_of_the_budget() -> None:
    assert 0.5 <= BOOK_WAIT < 1.0
