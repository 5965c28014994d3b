"""The match runner's command line: a game's options are generic ``--option KEY=VALUE`` pairs
passed to its ``new_game`` as they are (the runner knows no game's options)."""

from __future__ import annotations

import pytest

from tabletop_gui.ai import match
from tabletop_gui.rules import pilus, pylos


def test_options_are_parsed_into_new_game_keywords():
    args = match.parse_args(["--game", "pilus", "--option", "players=3", "--option",
                             "first=-1", "--option", "note=x=1", "medium", "random", "easy"])
    assert args.options == {"players": 3, "first": -1, "note": "x=1"}
    assert (args.a, args.b) == ("medium", ["random", "easy"])
    assert match.parse_args(["--game", "pylos", "--option", "variant=mature", "medium",
                             "easy"]).options == {"variant": "mature"}
    assert match.parse_args(["--game", "pylos", "medium", "easy"]).options == {}


@pytest.mark.parametrize("bad", ["players", "=3", "two words=1", "seed=4"])
def test_a_bad_option_is_refused(bad, capsys):
    with pytest.raises(SystemExit):
        match.parse_args(["--game", "pilus", "--option", bad, "medium", "easy"])
    assert "--option" in capsys.readouterr().err


def test_the_old_game_specific_flags_are_gone():
    for flag in (["--players", "3"], ["--variant", "mature"]):
        with pytest.raises(SystemExit):
            match.parse_args(["--game", "pilus", *flag, "medium", "easy"])


def test_options_reach_new_game_and_a_dealt_game_gets_a_seed_per_game():
    three = match.new_state("pilus", 5, options={"players": 3}, seed=2)
    assert three.players == 3
    assert three == pilus.new_game(players=3, seed=2 * 7919 + 5)
    assert match.new_state("pilus", 6, options={"players": 3}, seed=2) != three
    mature = match.new_state("pylos", 0, options={"variant": "mature"}, opening=0)
    assert mature.variant == "mature" and mature == pylos.new_game("mature")
    with pytest.raises(TypeError):
        match.new_state("pylos", 0, options={"players": 3})


def test_a_match_with_options_plays():
    result = match.play_match("pilus", "random", "random", 3, options={"players": 3})
    assert result.players == 3 and len(result.games) == 3
