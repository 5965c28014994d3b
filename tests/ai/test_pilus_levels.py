"""Every PILUS level (its own table, ``tabletop_gui.ai.pilus.LEVELS``, Hard included): it never
reads the hidden tiles (the same move whatever the unseen tiles really are), it always returns a
legal turn, the same seed gives the same turns, and a node budget holds."""

from __future__ import annotations

import itertools
import random

import pytest

import tabletop_gui.ai.pilus as pilus_ai
from tabletop_gui.rules import pilus

#: small budgets, so that every level's search runs, quickly
BUDGET = {"beginner": None, "easy": None, "medium": 6, "hard": 20, "expert": 24}
#: the levels that search at 3 players (the node-budget test's game)
SEARCHING = [lv for lv in pilus_ai.LEVELS if pilus_ai.level_at(lv, 3).candidates]


def playouts(level: str, players: int = 2) -> int:
    """A level's play-outs a move at its app budget (0: the static look alone)."""
    cfg = pilus_ai.level_at(level, players)
    if cfg.halving:
        assert cfg.nodes is not None
        return cfg.nodes
    return cfg.candidates * cfg.samples


def test_the_level_table_is_ordered_and_hard_is_between_medium_and_expert():
    """Up the ladder no level is noisier or looks less far than the one below, and each step
    changes one of them; Hard is the first to look ahead, on fewer play-outs than the expert,
    within the app's time (hard 1 s, expert 2 s)."""
    names = list(pilus_ai.LEVELS)
    assert names == ["beginner", "easy", "medium", "hard", "expert"]
    for lower, upper in itertools.pairwise(names):
        lo, hi = pilus_ai.LEVELS[lower], pilus_ai.LEVELS[upper]
        assert hi.noise <= lo.noise and hi.slip <= lo.slip
        assert playouts(upper) >= playouts(lower)
        assert (hi.noise, hi.slip, playouts(upper)) != (lo.noise, lo.slip, playouts(lower))
    medium, hard, expert = (pilus_ai.LEVELS[n] for n in ("medium", "hard", "expert"))
    assert medium.candidates == 0 < hard.candidates
    assert 0 < playouts("hard") < playouts("expert")
    assert hard.seconds is not None and hard.seconds <= 1.0
    assert expert.seconds is not None and expert.seconds <= 2.0


@pytest.mark.parametrize("players", [3, 4])
def test_with_more_players_each_level_plays_the_look_of_the_one_below(players):
    """At 3-4 players the draw leaves room for one step between the static look and the
    expert, not two: every level below the expert plays what the level below it plays at 2
    players (Hard the static look Medium plays there), Beginner misjudges more than any, and
    up the ladder each step still changes something; the expert is the same."""
    names = list(pilus_ai.LEVELS)
    at = {n: pilus_ai.level_at(n, players) for n in names}
    assert at["expert"] == pilus_ai.LEVELS["expert"]
    for lower, upper in itertools.pairwise(names):
        assert at[upper] == pilus_ai.LEVELS[lower] or upper == "expert"
        lo, hi = at[lower], at[upper]
        assert hi.noise <= lo.noise and hi.slip <= lo.slip
        assert playouts(upper, players) >= playouts(lower, players)
        assert (hi.noise, playouts(upper, players)) != (lo.noise, playouts(lower, players))
    assert at["beginner"].noise > pilus_ai.LEVELS["beginner"].noise
    assert all(pilus_ai.level_at(n, 2) == pilus_ai.LEVELS[n] for n in names)


def test_hard_looks_ahead_with_two_players_and_not_with_more():
    """The bot plays the level of the game's player count: Hard's search gives its turns
    play-outs at 2 players; at 3 and 4 it plays the static look alone, every legal turn
    scored once, the turn Medium's look picks at 2 players with the same seed."""
    rng = random.Random("crowded hard")
    for players in (2, 3, 4):
        s = random_position(rng, players)
        while s.outcome is not None:
            s = random_position(rng, players)
        view = s.view(s.to_move)
        d = pilus_ai.make_bot("hard", 3).decide(view)
        if players == 2:
            assert d.detail["samples"] == 2 and d.nodes == 12
        else:
            assert d.detail is None or "samples" not in d.detail
            assert d.nodes == len(view.legal_moves())
            medium = pilus_ai.PilusBot("medium", 3)
            medium.cfg_crowded = medium.cfg
            assert d.move == medium.decide(view).move


def test_the_static_levels_misjudge_less_up_the_ladder():
    """Beginner, Easy and Medium play the same static look with less noise on it: what their
    turns give up against the noiseless look's best (in its own points) shrinks level by
    level, and even Medium's is not nothing."""
    rng = random.Random("noise")
    lost = dict.fromkeys(("beginner", "easy", "medium"), 0.0)
    for k in range(12):
        s = random_position(rng, 2 + k % 3)
        if s.outcome is not None:
            continue
        view = s.view(s.to_move)
        exact = dict((t, v) for v, t in pilus_ai.PilusBot("medium", 0).static_scores(
            view, view.legal_moves(), random.Random(0)))
        top = max(exact.values())
        for level in lost:
            lost[level] += top - exact[pilus_ai.PilusBot(level, k).choose(view)]
    assert lost["beginner"] > lost["easy"] > lost["medium"] > 0


def random_position(rng: random.Random, players: int) -> pilus.State:
    s = pilus.new_game(players, seed=rng.randrange(10**6))
    for _ in range(rng.randrange(0, 22)):
        if s.outcome is not None:
            break
        s = s.play(rng.choice(s.legal_moves()))
    return s


def bot(level: str, seed: int = 5) -> pilus_ai.PilusBot:
    return pilus_ai.make_bot(level, seed, nodes=BUDGET[level])


@pytest.mark.parametrize("level", list(pilus_ai.LEVELS))
def test_the_move_does_not_depend_on_the_unseen_tiles(level):
    """Reshuffle the tiles the mover cannot see (other hands, pile, removed): same move."""
    rng = random.Random(f"reshuffle {level}")
    checked = 0
    for players in (2, 3, 4):
        for _ in range(2):
            s = random_position(rng, players)
            if s.outcome is not None:
                continue
            me = s.to_move
            other = s.view(me).sample(rng)
            assert other.hand_ids(me) == s.hand_ids(me)
            assert ([other.hand_ids(p) for p in range(players)], other.pile) != \
                ([s.hand_ids(p) for p in range(players)], s.pile)
            assert bot(level).choose(s.view(me)) == bot(level).choose(other.view(me))
            checked += 1
    assert checked >= 4


@pytest.mark.parametrize("level", list(pilus_ai.LEVELS))
def test_legal_turns_and_the_same_seed_the_same_turns(level):
    rng = random.Random(f"legal {level}")
    for players in (2, 3, 4):
        s = random_position(rng, players)
        for _ in range(2):
            if s.outcome is not None:
                break
            a = bot(level, 11).choose(s.view(s.to_move))
            b = bot(level, 11).choose(s.view(s.to_move))
            assert a == b
            assert a in s.legal_moves()
            s = s.play(a)


@pytest.mark.parametrize("level", SEARCHING)
@pytest.mark.parametrize("nodes", [1, 5, 17, 40])
def test_a_node_budget_holds(level, nodes):
    s = pilus.new_game(3, seed=21)
    rng = random.Random(2)
    for _ in range(4):
        s = s.play(rng.choice(s.legal_moves()))
    d = pilus_ai.make_bot(level, 1, nodes=nodes).decide(s.view(s.to_move))
    assert 1 <= d.nodes <= nodes
    assert d.move in s.legal_moves()


def test_a_whole_game_of_the_top_levels_with_two_players():
    s = pilus.new_game(2, seed=4)
    bots = [bot("hard", 1), bot("expert", 2)]
    while s.outcome is None:
        move = bots[s.to_move].choose(s.view(s.to_move))
        assert move in s.legal_moves()
        s = s.play(move)
    assert s.result
