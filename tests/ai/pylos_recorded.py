"""Recorded Pylos moves: what :func:`tabletop_gui.ai.pylos.choose` returns, level by level, at
fixed node budgets, on positions of games the bots played (every rule variant). The search's
code may move and change shape; for the same node budget it must keep choosing the same moves.

    python -m tests.ai.pylos_recorded          # rewrite tests/ai/pylos_recorded_moves.json

Rewrite the file only where a change of play is meant (a new evaluation, a level's new
settings), never to make the test pass after a refactoring.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from tabletop_gui.ai.pylos import PylosSearch, choose
from tabletop_gui.rules import pylos

DATA = Path(__file__).with_name("pylos_recorded_moves.json")
LEVELS = ("beginner", "easy", "medium", "hard", "expert")
#: the node budget of every recorded move (small: the test plays each position at each level)
NODES = 2_000
#: the games: (variant, seed); each is the expert against the medium level at NODES a move,
#: after two random plies
GAMES = (("standard", 1), ("standard", 2), ("children", 3), ("mature", 4), ("mature", 5))
#: positions taken from each game: this many, spread from the opening to the last move
PER_GAME = 7


def play_game(variant: str, seed: int) -> list[str]:
    """One game's moves (the expert light, the medium dark), deterministic for its seed."""
    rng = random.Random(seed)
    state = pylos.new_game(variant)
    moves: list[str] = []
    for _ in range(2):
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.play(move)
    searchers = {"expert": PylosSearch(variant), "medium": PylosSearch(variant)}
    while not state.is_over and len(moves) < 120:
        level = "expert" if state.to_move == "light" else "medium"
        r = choose(state, level, nodes=NODES, searcher=searchers[level], rng=rng)
        moves.append(str(r.move))
        state = state.play(r.move)
    return moves


def positions() -> list[dict[str, Any]]:
    """The recorded positions: a variant and the moves that lead to it."""
    out = []
    for variant, seed in GAMES:
        game = play_game(variant, seed)
        last = len(game) - 1
        for k in range(PER_GAME):
            ply = 2 + (last - 2) * k // (PER_GAME - 1)
            out.append({"variant": variant, "moves": game[:ply]})
    return out


def state_of(position: dict[str, Any]) -> pylos.State:
    return pylos.play_all(position["moves"], variant=position["variant"])


def fresh_moves(position: dict[str, Any]) -> dict[str, str]:
    """Each level's move with a new searcher and seed 0."""
    state = state_of(position)
    return {level: str(choose(state, level, nodes=NODES, searcher=PylosSearch(state.variant),
                              rng=random.Random(0)).move)
            for level in LEVELS}


def shared_moves(position: dict[str, Any], searcher: PylosSearch, rng: random.Random) -> list[str]:
    """Each level's move in turn with one searcher and one random generator carried over from
    position to position (a searcher reconfigured from level to level, its tables kept)."""
    state = state_of(position)
    return [str(choose(state, level, nodes=NODES, searcher=searcher, rng=rng).move)
            for level in LEVELS]


def shared_run(recorded: list[dict[str, Any]], variant: str) -> list[list[str]]:
    searcher, rng = PylosSearch(variant), random.Random(1)
    return [shared_moves(p, searcher, rng) for p in recorded if p["variant"] == variant]


def record() -> dict[str, Any]:
    recorded = positions()
    for p in recorded:
        p["fresh"] = fresh_moves(p)
    shared = {variant: shared_run(recorded, variant) for variant in pylos.VARIANTS}
    return {"nodes": NODES, "positions": recorded, "shared": shared}


if __name__ == "__main__":
    DATA.write_text(json.dumps(record(), indent=1) + "\n")
    print(f"wrote {DATA}")
