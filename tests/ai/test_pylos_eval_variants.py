"""The learnt Pylos evaluation in the children's and mature rules (issue #17): each variant's
weights load with one weight a feature, the expert plays legal moves with them in every variant,
they predict the partner's deep scores better than the hand-written evaluation on positions the
fit never saw, and the offline tool's ``--write`` keeps the other variants' weights.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tabletop_gui.ai.pylos.evaluation import FEATURES, learnt_score, load_weights
from tabletop_gui.ai.pylos.policy import choose
from tabletop_gui.ai.pylos.search import PylosSearch
from tabletop_gui.rules import pylos

HERE = Path(__file__).parent
#: the variants that ship learnt weights
LEARNT = ("children", "standard", "mature")


@pytest.mark.parametrize("variant", LEARNT)
def test_each_variants_weights_load_with_one_weight_a_feature(variant: str) -> None:
    weights = load_weights(variant)
    # one weight a feature (the features appended since, evaluation v2, weigh 0 without one)
    assert weights is not None
    assert FEATURES.index("bias") + 1 <= len(weights) <= len(FEATURES)
    assert all(isinstance(w, int) for w in weights)
    assert weights[FEATURES.index("reserve")] > 50      # a sphere in hand is worth about one


def test_the_childrens_rules_have_no_pattern_weights() -> None:
    """No squares or lines take back spheres there: the pattern features are always 0, and the
    fit leaves their weights at 0."""
    weights = load_weights("children")
    assert weights is not None
    pattern_features = [i for i, name in enumerate(FEATURES)
                        if name.endswith(("_ready", "_later", "_full", "_block"))]
    assert len(pattern_features) == 8
    assert all(weights[i] == 0 for i in pattern_features)


@pytest.mark.parametrize("variant", ["children", "standard", "mature"])
def test_the_expert_plays_legal_moves_in_every_variant(variant: str) -> None:
    rng = random.Random(7)
    for first in ("light", "dark"):
        state = pylos.new_game(variant, first)
        searcher = PylosSearch(variant)
        plies = 0
        while not state.is_over and plies < 14:
            if plies % 2:
                move = rng.choice(state.legal_moves())
            else:
                r = choose(state, "expert", nodes=2000, searcher=searcher, rng=rng)
                assert r.move in state.legal_moves()
                assert searcher.learnt
                move = r.move
            state = state.play(move)
            plies += 1
        assert plies >= 10


@pytest.mark.parametrize("variant", LEARNT)
def test_the_search_scores_leaves_with_its_variants_weights(variant: str) -> None:
    weights = load_weights(variant)
    assert weights is not None
    state = pylos.play_all(["1a1", "1b2", "1a2", "1c3", "1b1"], variant)
    board = state.board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    searcher = PylosSearch(variant)
    searcher.learnt = True
    assert searcher.evaluate(board) == learnt_score(me, opp, variant, weights)


@pytest.mark.parametrize("variant", [v for v in LEARNT if v != "standard"])
def test_the_weights_predict_deep_scores_better_than_the_hand_written(variant: str) -> None:
    """Positions labelled by the C partner (children 12 plies, mature 10) from games of another
    seed than the fit's, none of them among the fitted positions."""
    rows = [json.loads(line) for line in
            (HERE / f"pylos_eval_sample_{variant}.jsonl").read_text().splitlines()]
    assert len(rows) >= 100 and all(d["variant"] == variant for d in rows)
    weights = load_weights(variant)
    assert weights is not None
    searcher = PylosSearch(variant)
    learnt_err = hand_err = 0.0
    for d in rows:
        target = 10 * max(-60, min(60, d["score"]))
        learnt_err += (learnt_score(d["me"], d["opp"], variant, weights) - target) ** 2
        hand = searcher.evaluate(pylos.Board(d["me"], d["opp"], 0, variant))
        hand_err += (hand - target) ** 2
    assert learnt_err < 0.8 * hand_err


def test_writing_one_variant_keeps_the_others(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from tools import pylos_eval_fit

    target = tmp_path / "eval_weights.py"
    target.write_text(pylos_eval_fit.WEIGHTS_FILE.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(pylos_eval_fit, "WEIGHTS_FILE", target)
    before: dict[str, object] = {}
    exec(target.read_text(encoding="utf-8"), before)
    new = list(range(len(FEATURES)))
    pylos_eval_fit.write_weights("mature", new, 123)
    after: dict[str, object] = {}
    exec(target.read_text(encoding="utf-8"), after)
    weights, counts = after["WEIGHTS"], after["POSITIONS"]
    assert isinstance(weights, dict) and isinstance(counts, dict)
    old = before["WEIGHTS"]
    assert isinstance(old, dict)
    assert weights["mature"] == new and counts["mature"] == 123
    for variant in old:
        if variant != "mature":
            assert weights[variant] == old[variant]
