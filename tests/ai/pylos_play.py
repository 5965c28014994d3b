"""Shared by the Pylos evaluation tests: the expert plays a few turns against random replies."""

from __future__ import annotations

import random
from typing import Callable, Optional

from tabletop_gui.ai.pylos.policy import choose
from tabletop_gui.ai.pylos.search import PylosSearch
from tabletop_gui.rules import pylos


def expert_against_random(searcher: PylosSearch, turns: int = 8,
                          after_move: Optional[Callable[[], None]] = None) -> None:
    """From 1a1 1b2, ``turns`` turns of the expert (with ``searcher``, 3,000 nodes a move)
    against random replies: every move it returns is legal; ``after_move`` runs after each."""
    rng = random.Random(3)
    state = pylos.play_all(["1a1", "1b2"])
    for _ in range(turns):
        r = choose(state, "expert", nodes=3000, searcher=searcher, rng=rng)
        assert r.move in state.legal_moves()
        if after_move is not None:
            after_move()
        state = state.play(r.move)
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
        if state.is_over:
            break
