"""The pattern-table ("n-tuple") evaluation of the Pylos expert (issue #17): the
tuples' states on hand-made positions, weights shared between squares (and the mature rules'
lines) equal under the 8 symmetries, the generated weights load, the fast look-ups equal the
plain sum, and the expert with it plays legal moves and keeps a won game."""

from __future__ import annotations

import random

import pytest

from tabletop_gui.ai.pylos import ntuple
from tabletop_gui.ai.pylos.evaluation import features
from tabletop_gui.ai.pylos.ntuple import (
    LINE_TUPLES,
    SYMMETRIES,
    TUPLES,
    canonical,
    canonical_ids,
    pattern_ids,
    phase_of,
    tuple_states,
)
from tabletop_gui.ai.pylos.policy import choose
from tabletop_gui.ai.pylos.search import PylosSearch
from tabletop_gui.rules import pylos

from .pylos_play import expert_against_random


def masks(state: pylos.State) -> tuple[int, int]:
    board = state.board()
    return board.masks[board.to_move], board.masks[1 - board.to_move]


def digits(s: int) -> list[int]:
    return [s >> (2 * i) & 3 for i in range(5)]


def random_positions(n: int, seed: int, variant: str = "standard") -> list[tuple[int, int]]:
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        state = pylos.new_game(variant)
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


def test_the_mature_rules_add_a_tuple_for_each_line_of_levels_1_and_2() -> None:
    assert len(LINE_TUPLES) == 14
    names = [[pylos.geometry.place_name(p) for p in t] for t in LINE_TUPLES]
    assert names[0] == ["1a1", "1b1", "1c1", "1d1"]             # level 1's first row
    assert names[1] == ["1a1", "1a2", "1a3", "1a4"]             # ... and first column
    assert names[8] == ["2a1", "2b1", "2c1"]                    # level 2's first row
    assert names[13] == ["2c1", "2c2", "2c3"]                   # level 2's last column
    # the lines are exactly the rules' lines
    assert {sum(1 << p for p in t) for t in LINE_TUPLES} == set(pylos.geometry.LINES)
    # the empty board: level 1's lines all playable, level 2's not yet
    states = tuple_states(0, 0, "mature")
    assert len(states) == 28 and states[:14] == tuple_states(0, 0)
    assert all(digits(s)[:4] == [1, 1, 1, 1] for s in states[14:22])
    assert all(s == 0 for s in states[22:])
    # 1a1 mine, 1c1 theirs: the first row reads mine, playable, theirs, playable
    state = pylos.play_all(["1a1", "1c1"], "mature")
    me, opp = masks(state)
    row = tuple_states(me, opp, "mature")[14]
    assert digits(row)[:4] == [2, 1, 3, 1]


def test_lines_equal_under_the_symmetries_share_their_weights() -> None:
    ids, n = canonical_ids("mature")
    std, n_std = canonical_ids("standard")
    assert len(ids) == 28 and len(std) == 14
    assert ids[:14] == std                      # the squares' numbers do not depend on the rules
    assert n > n_std and min(k for d in ids[14:] for k in d.values()) == n_std
    rep = [min(canonical(t, s)[0] for s in ids[t]) for t in range(14, 28)]
    outer1, inner1 = [0, 1, 6, 7], [2, 3, 4, 5]     # rows / columns 1 and 4, 2 and 3 of level 1
    outer2, middle2 = [8, 9, 12, 13], [10, 11]      # rows / columns 1 and 3, 2 of level 2
    assert {rep[i] for i in outer1} == {14} and {rep[i] for i in inner1} == {16}
    assert {rep[i] for i in outer2} == {22} and {rep[i] for i in middle2} == {24}
    # a line read backwards is the same line: one of mine at either end is one state
    first_row = ids[14]
    end = {first_row[s] for s in first_row if digits(s)[:4] in ([2, 1, 1, 1], [1, 1, 1, 2])}
    assert len(end) == 1
    assert first_row[sum(d << (2 * i) for i, d in enumerate([1, 2, 1, 1]))] not in end
    # level-1 lines: 3 ** 4 states folded by reversal; level-2 lines: 4 ** 3 folded
    assert n - n_std == 2 * (81 + 9) // 2 + 2 * (64 + 16) // 2


def test_a_position_and_its_8_images_get_the_same_weights() -> None:
    for me, opp in random_positions(20, 1):
        ids = sorted(pattern_ids(me, opp))
        for g in SYMMETRIES:
            assert sorted(pattern_ids(image(me, g), image(opp, g))) == ids
    score = ntuple.scorer("standard")
    assert score is not None
    for me, opp in random_positions(10, 2):
        assert len({score(image(me, g), image(opp, g)) for g in SYMMETRIES}) == 1
    mature = ntuple.scorer("mature")
    assert mature is not None
    for me, opp in random_positions(20, 4, "mature"):
        ids = sorted(pattern_ids(me, opp, "mature"))
        assert len(ids) == 28
        for g in SYMMETRIES:
            assert sorted(pattern_ids(image(me, g), image(opp, g), "mature")) == ids
        assert len({mature(image(me, g), image(opp, g)) for g in SYMMETRIES}) == 1


def test_the_shipped_weights_load_and_the_look_ups_equal_the_plain_sum() -> None:
    from tabletop_gui.ai.pylos.ntuple_weights import LINEAR, PHASES, POSITIONS, TABLES

    assert list(PHASES) == sorted(PHASES)
    for variant in ("standard", "children", "mature"):
        _, n = canonical_ids(variant)
        assert all(len(row) == n for row in TABLES[variant])
        assert len(TABLES[variant]) == len(PHASES) + 1 == len(LINEAR[variant])
        assert POSITIONS[variant] > 7_092               # more than the first fit had
        score = ntuple.scorer(variant)
        assert score is not None
        for me, opp in random_positions(40, 3, variant):
            ph = phase_of(30 - (me | opp).bit_count(), PHASES)
            plain = sum(a * b for a, b in zip(LINEAR[variant][ph], features(me, opp, variant),
                                              strict=True))
            plain += sum(TABLES[variant][ph][k] for k in pattern_ids(me, opp, variant))
            assert score(me, opp) == plain
        # a sphere more in hand is worth something in every phase
        assert all(row[0] > 30 for row in LINEAR[variant])


@pytest.mark.parametrize("variant", ["standard", "children", "mature"])
def test_the_folded_look_ups_equal_the_plain_sum_for_any_weights(variant: str) -> None:
    """The scorer folds the pattern features into the tables and reads the rest from small
    tables: with random weights for every feature and table state, it still equals
    the plain ``linear . features + table weights`` on positions of every phase, those with two
    ready holes of one colour (``my_double`` / ``opp_double``) among them."""
    from tabletop_gui.ai.pylos.evaluation import FEATURES

    rng = random.Random(variant)
    _, n = canonical_ids(variant)
    phases = (14, 22)
    linear = [[rng.randint(-400, 400) for _ in FEATURES] for _ in range(3)]
    tables = [[rng.randint(-400, 400) for _ in range(n)] for _ in range(3)]
    score = ntuple.make_scorer(linear, tables, variant, phases)
    doubles = 0
    for me, opp in random_positions(600, 5, variant):
        f = features(me, opp, variant)
        doubles += f[-1] + f[-2]
        ph = phase_of(30 - (me | opp).bit_count(), phases)
        plain = sum(a * b for a, b in zip(linear[ph], f, strict=True))
        plain += sum(tables[ph][k] for k in pattern_ids(me, opp, variant))
        assert score(me, opp) == plain
    assert doubles > 0 or variant == "children"


@pytest.mark.parametrize("variant", ["children", "mature"])
def test_the_tables_predict_deep_scores_better_than_the_linear_weights(variant: str) -> None:
    """The partner's scores (children 12 plies, mature 10) of positions from games of another
    seed than the fits' (test_pylos_eval_variants.py's samples; 3 of the 117 mature ones are
    among the tables' 9,420 fitted positions): the tables' squared error is well below that of
    the variant's linear weights (the ``linear:`` expert)."""
    import json
    from pathlib import Path

    from tabletop_gui.ai.pylos.evaluation import learnt_score, load_weights

    path = Path(__file__).with_name(f"pylos_eval_sample_{variant}.jsonl")
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(rows) >= 100
    score, weights = ntuple.scorer(variant), load_weights(variant)
    assert score is not None and weights is not None
    tables_err = linear_err = 0.0
    for d in rows:
        target = 10 * max(-60, min(60, d["score"]))
        tables_err += (score(d["me"], d["opp"]) - target) ** 2
        linear_err += (learnt_score(d["me"], d["opp"], variant, weights) - target) ** 2
    assert tables_err < 0.85 * linear_err


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


def test_the_expert_evaluates_with_the_tables_and_the_weakest_levels_do_not() -> None:
    """In all three rules the expert's leaves are scored by the pattern tables (the mature
    rules' with the lines), as hard's and medium's are (issue #53's ladder); beginner and
    easy keep the hand-written evaluation."""
    from tabletop_gui.ai.pylos.levels import LEVELS

    assert all(LEVELS[lv].tables and LEVELS[lv].learnt for lv in ("medium", "hard", "expert"))
    assert not any(LEVELS[lv].tables or LEVELS[lv].learnt for lv in ("beginner", "easy"))
    for variant in ("standard", "children", "mature"):
        state = pylos.play_all(["1a1", "1b2", "1a2", "1c3", "1b1"], variant)
        searcher = PylosSearch(variant)
        choose(state, "expert", nodes=500, searcher=searcher)
        score = ntuple.scorer(variant)
        assert score is not None, variant
        assert searcher.evaluate(state.board()) == score(*masks(state)), variant
    mature = pylos.play_all(["1a1", "1b2", "1a2", "1c3", "1b1"], "mature")
    # the mature rules' tables look at the lines as well as the squares
    assert len(pattern_ids(*masks(mature), "mature")) == 28
    assert len(pattern_ids(*masks(mature), "standard")) == 14


def test_every_searcher_of_a_variant_shares_one_built_scorer() -> None:
    """The pattern tables are built once per variant and process (0.1-0.3 s each time
    before, for every fresh look of every lost move): two searchers of a variant score
    with the very same function, another variant's is another."""
    first, second = PylosSearch("standard"), PylosSearch("standard")
    state = pylos.play_all(["1a1", "1b2", "1a2"])
    for searcher in (first, second):
        searcher.learnt = searcher.tables = True
        searcher.evaluate(state.board())
    assert first._tables is not None and first._tables is second._tables
    assert ntuple.scorer("standard") is first._tables
    assert ntuple.scorer("children") is not first._tables
