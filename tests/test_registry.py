"""The app's registry of games: the one list of them, in order, and a third game joining
through register_game (the tests' toy Nim)."""

from __future__ import annotations

import pytest

from tabletop_gui.app import registry
from tabletop_gui.model import GameModel, game_names, game_spec
from tabletop_gui.model.games import default_game
from tests.model.toy_game import NimSpec
from tests.sync_pool import SynchronousPool


def test_the_games_in_the_apps_order():
    registry.install()
    assert tuple(game_names()[:len(registry.GAMES)]) == registry.GAMES
    assert default_game() == registry.GAMES[0]
    for name in registry.GAMES:
        assert game_spec(name).name == name


def test_a_game_found_by_convention_first_does_not_change_the_apps_order():
    """A module that asked for PILUS's spec before the registry was installed (a test, a tool)
    registered it first; installing the registry puts the app's games in its order anyway."""
    from tabletop_gui.model import games

    saved = dict(games._GAMES)
    try:
        games._GAMES.clear()
        game_spec("pilus")                      # found by convention: registered first
        registry.install()
        assert tuple(game_names()[:len(registry.GAMES)]) == registry.GAMES
        assert default_game() == registry.GAMES[0]
    finally:
        games._GAMES.clear()
        games._GAMES.update(saved)


def test_a_third_game_joins_and_leaves(qtbot, tmp_path):
    registry.register_game("nim", spec=NimSpec())
    try:
        assert "nim" in game_names() and isinstance(game_spec("nim"), NimSpec)
        model = GameModel(thread_pool=SynchronousPool(), autosave_path=str(tmp_path / "a.json"),
                          game="nim", think_delay_ms=0)
        model.new_game("nim", {"pile": 4}, ["human", "human"])
        assert model.try_move("t3") and model.try_move("t1") and model.is_over()
        model.shutdown()
    finally:
        registry.unregister_game("nim")
    assert "nim" not in game_names()
    with pytest.raises(KeyError):
        game_spec("nim")


def test_a_spec_must_carry_its_name():
    with pytest.raises(ValueError):
        registry.register_game("chess", spec=NimSpec())
    assert "chess" not in game_names()


def test_a_game_file_cannot_name_a_module():
    """A game's name from a file is looked up by convention only as a plain module name."""
    for name in ("base", "..view", "os", "Pylos", ""):
        with pytest.raises(KeyError):
            game_spec(name)
