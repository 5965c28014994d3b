"""The Pylos levels choose the moves recorded from the search before it was split into engine,
levels and policy (:mod:`tests.ai.pylos_recorded`): the same moves for the same node budgets,
with a new searcher per move and with one searcher carried from level to level."""

from __future__ import annotations

import json

import pytest

from tabletop_gui.rules import pylos
from tests.ai.pylos_recorded import DATA, NODES, fresh_moves, shared_run

RECORDED = json.loads(DATA.read_text())
POSITIONS = RECORDED["positions"]


def test_the_recording_is_at_the_budget_the_test_plays() -> None:
    assert RECORDED["nodes"] == NODES
    assert {p["variant"] for p in POSITIONS} == set(pylos.VARIANTS)
    assert len(POSITIONS) >= 30


@pytest.mark.parametrize("index", range(len(POSITIONS)))
def test_each_level_chooses_the_recorded_move(index: int) -> None:
    position = POSITIONS[index]
    assert fresh_moves(position) == position["fresh"]


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_one_searcher_through_every_level_chooses_the_recorded_moves(variant: str) -> None:
    assert shared_run(POSITIONS, variant) == RECORDED["shared"][variant]
