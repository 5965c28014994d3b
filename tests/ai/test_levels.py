"""The AI's levels are one list (:data:`tabletop_gui.ai.LEVELS`): every game's bots make each
of them and no other, and a game's own table of level settings is keyed by exactly those
names (a level added to the list, or to one game's table only, fails here)."""

import importlib

import pytest

from tabletop_gui.ai import DEFAULT_LEVEL, LEVELS, make_bot
from tabletop_gui.ai.bots import games


def bot_games():
    found = games()
    assert "pylos" in found
    return found


def test_the_default_level_is_a_level():
    assert DEFAULT_LEVEL in LEVELS
    assert len(set(LEVELS)) == len(LEVELS)


@pytest.mark.parametrize("game", bot_games())
def test_each_game_makes_a_bot_at_every_level(game):
    for level in LEVELS:
        bot = make_bot(game, level, seed=1)
        assert bot.game == game
        assert bot.level == level


@pytest.mark.parametrize("game", bot_games())
def test_each_game_refuses_an_unknown_level(game):
    with pytest.raises(ValueError):
        make_bot(game, "grandmaster", seed=1)
    factory = importlib.import_module(f"tabletop_gui.ai.{game}").make_bot
    with pytest.raises(ValueError):
        factory("grandmaster", 1)


@pytest.mark.parametrize("game", bot_games())
def test_a_games_level_table_covers_exactly_the_levels(game):
    """Where a game's package shows its table (``tabletop_gui.ai.<game>.LEVELS``)."""
    table = getattr(importlib.import_module(f"tabletop_gui.ai.{game}"), "LEVELS", None)
    assert table is None or set(table) == set(LEVELS)


def test_the_pylos_table_covers_exactly_the_levels():
    from tabletop_gui.ai.pylos import levels

    assert set(levels.LEVELS) == set(LEVELS)



def test_hard_sits_between_medium_and_expert() -> None:
    assert LEVELS.index("medium") < LEVELS.index("hard") < LEVELS.index("expert")


def test_the_pylos_hard_level_is_the_expert_with_a_strong_players_slips() -> None:
    """Hard knows what the expert knows (the book, the solver, the traps) and now and then
    plays the natural move of a short look instead (bench/RESULTS.md: the ladder)."""
    from dataclasses import replace

    from tabletop_gui.ai.pylos.levels import LEVELS as PYLOS

    hard, expert = PYLOS["hard"], PYLOS["expert"]
    assert 0 < hard.slip < 0.5 and expert.slip == 0
    assert replace(hard, name="expert", slip=0.0) == expert
    assert not hard.weak                      # no random noise: its slips are a search's move


def test_a_slip_plays_the_short_looks_move() -> None:
    from dataclasses import replace

    from tabletop_gui.ai.pylos.levels import LEVELS as PYLOS
    from tabletop_gui.ai.pylos.policy import choose
    from tabletop_gui.ai.pylos.search import PylosSearch
    from tabletop_gui.rules import pylos

    state = pylos.play_all("1a1 1d4 1b2 1c3".split())
    always = replace(PYLOS["hard"], name="hard_always", slip=1.0)
    never = replace(PYLOS["hard"], name="hard_never", slip=0.0)
    look = PylosSearch(settings=always.engine).search(state, max_depth=always.slip_depth)
    slipped = choose(state, always, nodes=20_000, searcher=PylosSearch())
    assert slipped.move == look.move and slipped.depth == always.slip_depth
    known = choose(state, never, nodes=20_000, searcher=PylosSearch())
    assert known.outcome in ("win", "draw", "loss")          # the book's move, with its value
    assert slipped.outcome is None


def test_hard_slips_at_its_rate() -> None:
    """Over many moves with a seeded bot, about ``slip`` of them are the short look's."""
    import random

    from tabletop_gui.ai.pylos.levels import LEVELS as PYLOS
    from tabletop_gui.ai.pylos.policy import choose
    from tabletop_gui.ai.pylos.search import PylosSearch
    from tabletop_gui.rules import pylos

    rng = random.Random(4)
    state = pylos.play_all("1a1 1d4 1b2 1c3".split())
    searcher = PylosSearch()
    slips = sum(choose(state, "hard", nodes=2_000, searcher=searcher, rng=rng).depth
                == PYLOS["hard"].slip_depth and True for _ in range(200))
    assert abs(slips / 200 - PYLOS["hard"].slip) < 0.1
