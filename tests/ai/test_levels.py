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

