"""The PILUS bots: determinized play-outs from the player's view (see :mod:`.bot`).

``make_bot(level, seed, seconds=..., nodes=...)`` is the entry point the shared factory
(:func:`tabletop_gui.ai.bots.make_bot`) finds by convention. Modules: :mod:`.bot` (the levels
and :class:`PilusBot`), :mod:`.playout` (the greedy replies), :mod:`.evaluation` (protected
regions, the horizon), :mod:`.advice` (the pawn's step a hint advises), :mod:`.review`.
"""

from __future__ import annotations

from typing import Optional

from .bot import CROWDED, LEVELS, Level, PilusBot, level_at
from .evaluation import horizon, protection, turns_left
from .playout import greedy_pawn_turn, greedy_turn

__all__ = ["CROWDED", "LEVELS", "Level", "PilusBot", "greedy_pawn_turn", "greedy_turn", "horizon",
           "level_at", "make_bot", "protection", "turns_left"]


def make_bot(level: str, seed: Optional[int] = None, *, seconds: Optional[float] = None,
             nodes: Optional[int] = None) -> PilusBot:
    """A PILUS bot at ``level`` (``"beginner"`` .. ``"expert"``); ``seconds`` / ``nodes``
    override the level's budget, ``seed`` makes it reproducible."""
    return PilusBot(level, seed, seconds=seconds, nodes=nodes)
