"""The pattern-table ("n-tuple") evaluation of the Pylos expert (issue #17, session 7): the
tuples' states on hand-made positions, weights shared between squares equal under the 8
symmetries, the generated weights load, the fast look-ups equal the plain sum, and the expert
with it plays legal moves and keeps a won game."""

from __future__ import annotations

import random

import pytest

from tabletop_gui.ai.pylos import ntuple
from tabletop_gui.ai.pylos.evaluation import features
from tabletop_gui.ai.pylos.ntuple import (
    SYMMETRIES,
    TUPLES,
    canonical,
    canonical_ids,
    pattern_ids,
    phase_of,
    tuple_states,
)
from tabletop_gui.ai.pylos.search import PylosSearch, choose
from tabletop_gui.rules import pylos

from .pylos_play import expert_against_random


def masks(state: pylos.State) -> tuple[int, int]:
    board = state.board()
    return board.masks[board.to_move], board.masks[1 - board.to_move]


def digits(s: int) -> list[int]:
    return [s >> (2 * i) & 3 for i in range(5)]


def random_positions(n: int, seed: int) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        state = pylos.new_game("standard")
        for _ in range(rng.randrange(4, 40)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if not state.is_over:
            out.append(masks(state))
    return out


def image(mask: int, g: tuple[int, ...]) -> int:
    return sum(1 << g[p] for p in range(30) if mask >> p & 1)


def test_the_tuples_are_the_14_squares_and_the_place_above_each() -> None:
    assert len(TUPLES) == 14
    names = [[pylos.geometry.place_name(p) for p in t] for t in TUPLES]
    assert names[0] == ["1a1", "1b1", "1a2", "1b2", "2a1"]
    assert names[8] == ["1c3", "1d3", "1c4", "1d4", "2c3"]
    assert names[9] == ["2a1", "2b1", "2a2", "2b2", "3a1"]
    assert names[13] == ["3a1", "3b1", "3a2", "3b2", "4a1"]


def test_the_states_of_hand_made_positions() -> None:
    # the empty board: level-1 places empty and playable (1), the places above not playable (0)
    states = tuple_states(0, 0)
    assert digits(states[0]) == [1, 1, 1, 1, 0]
    assert all(digits(s) == [0] * 5 for s in states[9:])
    # light at 1a1 and 1b2, dark at 1b1 and 1a2: the square 1a1-1b2 full, 2a1 now playable;
    # light to move again (me = light)
    state = pylos.play_all(["1a1", "1b1", "1b2", "1a2"])
    me, opp = masks(state)
    assert state.to_move == "light"
    s = tuple_states(me, opp)
    assert digits(s[0]) == [2, 3, 3, 2, 1]         # mine, theirs, theirs, mine; 2a1 playable
    assert digits(s[1])[:4] == [3, 1, 2, 1]        # 1b1 theirs, 1c1 empty, 1b2 mine, 1c2 empty
    assert digits(s[9]) == [1, 0, 0, 0, 0]         # on level 2 only 2a1 is playable
    # from the other side's view the colours swap, nothing else
    assert digits(tuple_states(opp, me)[0]) == [3, 2, 2, 3, 1]
    # a sphere on 2a1: level 2's first square shows it
    me2, opp2 = masks(state.play("2a1"))            # dark to move now
    assert digits(tuple_states(me2, opp2)[9])[0] == 3 and digits(tuple_states(me2, opp2)[0])[4] == 3


def test_squares_equal_under_the_symmetries_share_their_weights() -> None:
    ids, n = canonical_ids()
    rep = [min(canonical(t, s)[0] for s in ids[t]) for t in range(14)]
    corners, edges = [0, 2, 6, 8], [1, 3, 5, 7]
    assert {rep[t] for t in corners} == {0}
    assert {rep[t] for t in edges} == {1}
    assert rep[4] == 4 and {rep[t] for t in (9, 10, 11, 12)} == {9} and rep[13] == 13
    # the 8 symmetries of the centre square share one weight: one sphere of mine on any of
    # its four places is the same state
    one = {ids[4][s] for s in ids[4]
           if sorted(digits(s)[:4]) == [1, 1, 1, 2] and digits(s)[4] == 0}
    assert len(one) == 1
    # a corner square: one of mine in the pyramid's corner is not one of mine in the middle
    corner = {ids[0][s] for s in ids[0] if sorted(digits(s)[:4]) == [1, 1, 1, 2]}
    assert len(corner) == 3                      # the corner, the two edge places (one), the centre
    assert 300 < n < 1000


def test_a_position_and_its_8_images_get_the_same_weights() -> None:
    for me, opp in random_positions(20, 1):
        ids = sorted(pattern_ids(me, opp))
        for g in SYMMETRIES:
            assert sorted(pattern_ids(image(me, g), image(opp, g))) == ids
    score = ntuple.scorer("standard")
    assert score is not None
    for me, opp in random_positions(10, 2):
        assert len({score(image(me, g), image(opp, g)) for g in SYMMETRIES}) == 1


def test_the_shipped_weights_load_and_the_look_ups_equal_the_plain_sum() -> None:
    from tabletop_gui.ai.pylos.ntuple_weights import LINEAR, PHASES, POSITIONS, TABLES

    assert list(PHASES) == sorted(PHASES)
    _, n = canonical_ids()
    assert ntuple.scorer("mature") is None            # not fitted: the linear weights
    for variant in ("standard", "children"):
        assert all(len(row) == n for row in TABLES[variant])
        assert len(TABLES[variant]) == len(PHASES) + 1 == len(LINEAR[variant])
        assert POSITIONS[variant] > 7_092               # more than session 6 had
        score = ntuple.scorer(variant)
        assert score is not None
        for me, opp in random_positions(40, 3):
            ph = phase_of(30 - (me | opp).bit_count(), PHASES)
            plain = sum(a * b for a, b in zip(LINEAR[variant][ph], features(me, opp, variant),
                                              strict=True))
            plain += sum(TABLES[variant][ph][k] for k in pattern_ids(me, opp))
            assert score(me, opp) == plain
        # a sphere more in hand is worth something in every phase
        assert all(row[0] > 30 for row in LINEAR[variant])


def test_the_expert_with_the_tables_plays_legal_moves() -> None:
    searcher = PylosSearch("standard")
    searcher.scorer = ntuple.scorer("standard")
    expert_against_random(searcher)


@pytest.mark.slow
def test_the_expert_with_the_tables_wins_from_a_sphere_ahead() -> None:
    """Dark to move, a sphere more in hand, 19 empty places (from the expert's games; the
    line of the 14-place won endgame in test_pylos_evaluation.py): the expert with the pattern
    tables plays it out against the medium level and wins."""
    won = '1c4 1c3 1a3 1a4 1c2 1b3 1b4 1a4-2b3 1b2 1d4 1a3-2b2 1d1 1d3'
    state = pylos.play_all(won.split())
    assert state.to_move == "dark"
    expert, medium = PylosSearch("standard"), PylosSearch("standard")
    expert.scorer = ntuple.scorer("standard")
    rng = random.Random(1)
    while not state.is_over:
        if state.to_move == "dark":
            r = choose(state, "expert", nodes=15_000, searcher=expert, rng=rng)
        else:
            r = choose(state, "medium", nodes=5_000, searcher=medium, rng=rng)
        assert r.move in state.legal_moves()
        state = state.play(r.move)
    assert state.result == "dark"


def test_the_expert_evaluates_with_the_tables_and_the_other_levels_do_not() -> None:
    """Standard and children's rules: the expert's leaves are scored by the pattern tables; in
    the mature rules (no tables fitted) by its linear weights; beginner, easy and medium keep
    the hand-written evaluation."""
    from tabletop_gui.ai.pylos.evaluation import learnt_score, load_weights
    from tabletop_gui.ai.pylos.search import LEVELS

    assert LEVELS["expert"]["tables"] and LEVELS["expert"]["learnt"]
    assert not any(LEVELS[lv]["tables"] or LEVELS[lv]["learnt"]
                   for lv in ("beginner", "easy", "medium"))
    state = pylos.play_all(["1a1", "1b2", "1a2", "1c3", "1b1"])
    board = state.board()
    me, opp = masks(state)
    searcher = PylosSearch("standard")
    choose(state, "expert", nodes=500, searcher=searcher)
    score = ntuple.scorer("standard")
    assert score is not None
    assert searcher.evaluate(board) == score(me, opp)
    children = pylos.play_all(["1a1", "1b2", "1a2", "1c3", "1b1"], "children")
    csearch = PylosSearch("children")
    choose(children, "expert", nodes=500, searcher=csearch)
    cscore = ntuple.scorer("children")
    assert cscore is not None
    assert csearch.evaluate(children.board()) == cscore(*masks(children))
    mature = pylos.play_all(["1a1", "1b2", "1a2", "1c3", "1b1"], "mature")
    msearch = PylosSearch("mature")
    choose(mature, "expert", nodes=500, searcher=msearch)
    weights = load_weights("mature")
    assert weights is not None
    assert msearch.evaluate(mature.board()) == learnt_score(*masks(mature), "mature", weights)
