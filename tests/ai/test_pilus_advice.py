"""The pawn's advice after a tile is laid (``ai.pilus.advice.pawn_step``): the expert's own
step where it laid the same tile, else the cell guarding the most, else stay; codes only."""

from __future__ import annotations

from tabletop_gui.ai.pilus.advice import pawn_step
from tabletop_gui.ai.pilus.evaluation import region_value
from tabletop_gui.rules import pilus


def first_turn():
    s = pilus.new_game(2, seed=7)
    view = s.view(s.to_move)
    turn = next(m for m in view.legal_moves() if m.pawn is not None)
    laid = (turn.tile, turn.x, turn.y)
    targets = sorted({m.pawn for m in view.legal_moves()
                      if (m.tile, m.x, m.y) == laid and m.pawn is not None})
    return s, view, laid, targets


def test_without_the_expert_the_pawn_goes_where_it_guards_most():
    s, view, laid, targets = first_turn()
    after = s.play(pilus.Turn(*laid))
    labels = after.region_labels()
    step = pawn_step(view, laid, targets)
    best = max(region_value(labels, c) for c in targets)
    if best > 0:                      # off the table it guards nothing: any region is better
        assert step.cell in targets and step.reason == "onto_tile"
        assert region_value(labels, step.cell) == best
        assert step.squares == len(after.region(step.cell)) >= 2
    else:
        assert step.cell is None and step.reason == "stay_nothing_better"


def test_the_experts_own_step_wins_even_when_it_stays():
    _s, view, laid, targets = first_turn()
    assert pawn_step(view, laid, targets, (targets[-1],)).cell == targets[-1]
    kept = pawn_step(view, laid, targets, (None,))
    assert kept.cell is None and kept.reason in ("stay", "stay_nothing_better")
    assert kept.squares == 0                  # off the table: nothing guarded
