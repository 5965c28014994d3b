"""Nim's computer player, for the AI layer's table (``register_bots``): the perfect player
leaves a multiple of four whenever it can; at any level (Nim is too small to play badly on
purpose in a test)."""

from __future__ import annotations

import random
from typing import Any

from tabletop_gui.ai.bots import BaseBot, CancelLike, Decision, ProgressLike, own_view


class NimBot(BaseBot):
    game = "nim"

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.level = level
        self._rng = random.Random(seed)

    def decide(self, state: Any, *, cancel: CancelLike = None,
               progress: ProgressLike = None) -> Decision:
        view = own_view(state)
        moves = list(view.legal_moves())
        if not moves:
            raise ValueError("no legal move")
        winning = [m for m in moves if (view.pile - m.n) % 4 == 0]
        move = winning[0] if winning else self._rng.choice(moves)
        if progress is not None:
            progress(100)
        return Decision(move, outcome="win" if winning else None)


def make_nim_bot(level: str, seed: int | None = None, *, seconds: float | None = None,
                 nodes: int | None = None) -> NimBot:
    """The factory the AI layer calls (``make_bot("nim", level, seed, ...)``)."""
    return NimBot(level, seed)
