"""The Pylos evaluation learnt offline (issue #17): its features are what they say (checked
against a plain reference written from the rules' own helpers), its weights load, the expert
plays legal moves with it, and it predicts deep-search scores better than the hand-written one.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tabletop_gui.ai.pylos import evaluation
from tabletop_gui.ai.pylos.evaluation import FEATURES, features, learnt_score, load_weights
from tabletop_gui.ai.pylos.levels import LEVELS
from tabletop_gui.ai.pylos.policy import choose
from tabletop_gui.ai.pylos.search import PylosSearch
from tabletop_gui.rules import pylos
from tabletop_gui.rules.pylos.board import available, free
from tabletop_gui.rules.pylos.geometry import BIT, HIGHER, LEVEL_MASK, PATTERNS, SUPPORT, place_index

from .pylos_play import expert_against_random

SAMPLE = Path(__file__).with_name("pylos_eval_sample.jsonl")


def reference(me: int, opp: int, variant: str) -> list[int]:
    """The features the slow, obvious way."""
    occ = me | opp
    patterns = sorted({m for per_place in PATTERNS[variant] for m in per_place})
    f = dict.fromkeys(FEATURES, 0)
    holes: dict[str, set[int]] = {"my": set(), "opp": set()}
    for mask in patterns:
        size = mask.bit_count()
        mine, theirs = (me & mask).bit_count(), (opp & mask).bit_count()
        for who, a, b in (("my", mine, theirs), ("opp", theirs, mine)):
            own = me if who == "my" else opp
            if a == size:
                f[f"{who}_full"] += 1
            elif a == size - 1 and b == 0:
                hole = (mask & ~own).bit_length() - 1
                ready = occ & SUPPORT[hole] == SUPPORT[hole]
                f[f"{who}_three_{'ready' if ready else 'later'}"] += 1
                if ready:
                    holes[who].add(hole)
            elif a == size - 1 and b == 1:
                f[f"{'opp' if who == 'my' else 'my'}_block"] += 1
    avail = available(occ)
    for who, own in (("my", me), ("opp", opp)):
        spheres = free(own, occ)
        f[f"{who}_free"] = len(spheres)
        f[f"{who}_raisable"] = sum(
            1 for p in spheres
            if any(HIGHER[p] >> d & 1 and not SUPPORT[d] & BIT[p] for d in avail))
    upper = ~LEVEL_MASK[1]
    f["reserve"] = opp.bit_count() - me.bit_count()
    f["avail"] = len(avail)
    f["upper_diff"] = (me & upper).bit_count() - (opp & upper).bit_count()
    f["parity"] = 1 if (30 - occ.bit_count()) % 2 else -1
    f["bias"] = 1
    f["ahead"] = 1 if f["reserve"] > 0 else -1 if f["reserve"] < 0 else 0
    f["reserve_late"] = f["reserve"] * occ.bit_count()
    f["my_double"] = 1 if len(holes["my"]) >= 2 else 0
    f["opp_double"] = 1 if len(holes["opp"]) >= 2 else 0
    return [f[name] for name in FEATURES]


@pytest.mark.parametrize("variant", ["standard", "mature", "children"])
def test_features_match_the_plain_reference_on_random_games(variant: str) -> None:
    rng = random.Random(11)
    checked = 0
    for _ in range(25):
        state = pylos.new_game(variant)
        while not state.is_over:
            board = state.board()
            me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
            assert features(me, opp, variant) == reference(me, opp, variant), state
            checked += 1
            moves = state.legal_moves()
            # lean to raises and take-backs, so the rarer features occur
            special = [m for m in moves if m.src is not None or m.takes]
            state = state.play(rng.choice(special if special and rng.random() < 0.5 else moves))
    assert checked > 500


def test_the_weights_load_and_score_as_the_search_evaluates() -> None:
    weights = load_weights("standard")
    assert weights is not None and len(weights) in (17, len(FEATURES))   # v1 or v2 weights
    assert weights[FEATURES.index("reserve")] > 0          # a sphere in hand is worth something
    assert load_weights("children") is None or len(load_weights("children") or []) <= len(FEATURES)
    state = pylos.play_all(["1a1", "1b2", "1a2", "1c3", "1b1"])
    board = state.board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    searcher = PylosSearch("standard")
    searcher.learnt = True
    assert searcher.evaluate(board) == learnt_score(me, opp, "standard", weights)
    searcher.learnt = False
    hand = searcher.evaluate(board)
    assert isinstance(hand, int)


def test_the_levels_from_medium_up_use_the_learnt_evaluation() -> None:
    """The ladder (issue #53): beginner and easy keep the hand-written evaluation; medium's
    two-ply look, hard and the expert judge with the learnt one."""
    assert all(LEVELS[level].learnt for level in ("medium", "hard", "expert"))
    assert not any(LEVELS[level].learnt for level in ("beginner", "easy"))


def test_the_expert_with_the_learnt_evaluation_plays_legal_moves() -> None:
    searcher = PylosSearch("standard")

    def learnt() -> None:
        assert searcher.learnt

    expert_against_random(searcher, after_move=learnt)


def test_the_learnt_evaluation_predicts_deep_scores_better_than_the_hand_written() -> None:
    """On held-back positions labelled by the 12-ply C partner (a sample the offline tool
    wrote, not used in the fit): the learnt evaluation's error is the smaller one."""
    rows = [json.loads(line) for line in SAMPLE.read_text().splitlines()]
    assert len(rows) >= 100
    weights = load_weights("standard")
    assert weights is not None
    searcher = PylosSearch("standard")
    learnt_err = hand_err = 0.0
    for d in rows:
        target = 10 * max(-60, min(60, d["score"]))
        learnt_err += (learnt_score(d["me"], d["opp"], "standard", weights) - target) ** 2
        hand = searcher.evaluate(pylos.Board(d["me"], d["opp"], 0, "standard"))
        hand_err += (hand - target) ** 2
    assert learnt_err < 0.8 * hand_err


def _masks(*places: str) -> int:
    return sum(1 << place_index(p) for p in places)


def test_the_new_features_on_hand_made_positions() -> None:
    """v2's features, by hand: the sign of the reserve difference, the difference times the
    spheres on the board, and two distinct holes completing now (a double threat)."""
    i = FEATURES.index
    # mine: 1a1 1a2 1b1 (hole 1b2) and 1c3 1c4 1d3 (hole 1d4): two distinct ready holes;
    # theirs: 1a3 1a4 1b3 (one hole, 1b4) plus 1d1
    me = _masks("1a1", "1a2", "1b1", "1c3", "1c4", "1d3")
    opp = _masks("1a3", "1a4", "1b3", "1d1")
    f = features(me, opp, "standard")
    assert f[i("reserve")] == -2 and f[i("ahead")] == -1
    assert f[i("reserve_late")] == -2 * 10
    assert f[i("my_three_ready")] == 2 and f[i("my_double")] == 1
    assert f[i("opp_three_ready")] == 1 and f[i("opp_double")] == 0
    # two of their squares sharing one hole (1b2: with 1a1 1a2 1b1, and with 1a2 1a3 1b3)
    # are one hole, not a double threat
    opp2 = _masks("1a1", "1a2", "1b1", "1a3", "1b3")
    me2 = _masks("1d1", "1d2", "1d3", "1d4", "1c1")
    g = features(me2, opp2, "standard")
    assert g[i("opp_three_ready")] == 2 and g[i("opp_double")] == 0
    assert g[i("ahead")] == 0 and g[i("reserve_late")] == 0


def test_weights_fitted_to_fewer_features_still_load_and_weigh_the_first_ones() -> None:
    """The children's / mature weights may have been fitted to the first 17 features only."""
    from tabletop_gui.ai.pylos import eval_weights

    saved = dict(eval_weights.WEIGHTS)
    try:
        eval_weights.WEIGHTS["mature"] = [100] + [0] * 16
        w = load_weights("mature")
        assert w is not None and len(w) == 17
        me, opp = _masks("1a1"), _masks("1b1", "1c1")
        assert learnt_score(me, opp, "mature", w) == 100
        eval_weights.WEIGHTS["mature"] = [0] * (len(FEATURES) + 1)
        assert load_weights("mature") is None
    finally:
        eval_weights.WEIGHTS.clear()
        eval_weights.WEIGHTS.update(saved)


def test_the_frozen_first_evaluation_is_the_first_17_features() -> None:
    """The bench's learnt1: spec (an earlier evaluation, frozen) computes the same 17 features
    as the first 17 of today's, and the searcher evaluates with it when given as its scorer."""
    from bench import pylos_learnt1

    rng = random.Random(5)
    for _ in range(10):
        state = pylos.new_game("standard")
        while not state.is_over:
            board = state.board()
            me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
            assert pylos_learnt1.features(me, opp, "standard") == features(me, opp, "standard")[:17]
            state = state.play(rng.choice(state.legal_moves()))
    score = pylos_learnt1.scorer("standard")
    assert score is not None
    searcher = PylosSearch("standard")
    searcher.learnt = True
    searcher.scorer = score
    board = pylos.play_all(["1a1", "1b2", "1a2", "1c3", "1b1"]).board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    assert searcher.evaluate(board) == learnt_score(me, opp, "standard",
                                                    pylos_learnt1.WEIGHTS["standard"])


def test_the_module_names_its_features_once() -> None:
    assert len(set(evaluation.FEATURES)) == len(evaluation.FEATURES)


def test_late_move_reductions_reach_deeper_and_keep_proven_results() -> None:
    """With the same node budget the reduced search completes deeper iterations, and a won
    endgame stays won (a reduction never invents or hides a forced win: mates are exact)."""
    rows = [json.loads(line) for line in SAMPLE.read_text().splitlines()][:6]
    deeper = 0
    for d in rows:
        board = pylos.Board(d["me"], d["opp"], 0, "standard")
        state = pylos.position(
            [pylos.PLACES[p] for p in range(30) if d["me"] >> p & 1],
            [pylos.PLACES[p] for p in range(30) if d["opp"] >> p & 1], "light")
        assert state.board().masks == board.masks
        plain, reduced = PylosSearch("standard"), PylosSearch("standard")
        reduced.lmr = True
        a = plain.search(state, nodes=6000)
        b = reduced.search(state, nodes=6000)
        assert b.move in state.legal_moves()
        deeper += b.depth > a.depth
        assert b.depth >= a.depth - 1
    assert deeper >= 3
    rng = random.Random(5)
    solved = 0
    for _ in range(12):
        state = pylos.play_all(["1a1", "1b2"])
        while not state.is_over and state.reserve("light") + state.reserve("dark") > 7:
            state = state.play(rng.choice(state.legal_moves()))
        if state.is_over:
            continue
        plain, reduced = PylosSearch("standard"), PylosSearch("standard")
        reduced.lmr = True
        a = plain.search(state, nodes=40000)
        if a.outcome is None:
            continue
        b = reduced.search(state, nodes=200000)
        assert (b.outcome, b.move in state.legal_moves()) == (a.outcome, True)
        solved += 1
    assert solved >= 3


def test_the_expert_with_the_learnt_evaluation_keeps_a_won_endgame() -> None:
    """A won position at 14 empty places (dark to move; from the expert's games): the expert
    with the learnt evaluation plays it out against the medium level and wins."""
    won_14 = ('1c4 1c3 1a3 1a4 1c2 1b3 1b4 1a4-2b3 1b2 1d4 1a3-2b2 1d1 1d3 1b1 1a4 1a1 1a4-2c3 '
              '1a4 1d2')
    state = pylos.play_all(won_14.split())
    assert state.to_move == "dark"
    expert, medium = PylosSearch("standard"), PylosSearch("standard")
    rng = random.Random(1)
    while not state.is_over:
        if state.to_move == "dark":
            r = choose(state, "expert", nodes=15_000, searcher=expert, rng=rng)
            assert expert.learnt
        else:
            r = choose(state, "medium", nodes=5_000, searcher=medium, rng=rng)
        assert r.move in state.legal_moves()
        state = state.play(r.move)
    assert state.result == "dark"
