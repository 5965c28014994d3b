"""Where a PILUS pawn should go once its tile is laid, and why, as codes (the view words
them): the expert's own pawn step when the tile lies where the expert laid it; else the
expert's static measure of a pawn's worth (:func:`.evaluation.region_value`: the region it
guards, which the others may neither cover nor score), over the cells the pawn may go to and
staying. It reads only the mover's view and the table (never another hand) and takes a few
milliseconds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional, Sequence

from ...rules.pilus import Turn, View
from ...rules.pilus.cells import Cell
from .evaluation import protection, region_value

__all__ = ["PawnStep", "pawn_step"]


@dataclass(frozen=True)
class PawnStep:
    """The advice: ``cell`` (None: stay) and ``reason``, one of "onto_tile" (a cell of the
    tile just laid), "one_step" (next to where the pawn stands), "stay_guarding" (it guards a
    region where it is), "stay_nothing_better" (no cell it may go to lies in a region of two
    squares or more), "stay" (staying is worth as much); ``squares``: the guarded region's
    size (0 where none)."""

    cell: Optional[Cell]
    reason: str
    squares: int


def pawn_step(view: View, laid_at: tuple[str, int, int], targets: Sequence[Cell],
              expert: Optional[tuple[Optional[Cell]]] = None) -> PawnStep:
    """The pawn's step after the mover laid ``laid_at`` (tile, x, y), the pawn able to go to
    ``targets``; ``expert``: where the expert's own turn, this very tile laid there, put the
    pawn (``(None,)``: it stays), or None where the expert laid its tile elsewhere."""
    tile, x, y = laid_at
    me = view.viewer
    # the hands do not matter to the table after the tile: any sample will do
    after = view.sample(random.Random(0)).play_unchecked(Turn(tile, x, y))
    labels = after.region_labels()
    if expert is not None:
        best = expert[0]
    else:
        best = None
        worth = {cell: region_value(labels, cell) for cell in targets}
        if worth:
            top = max(targets, key=lambda c: worth[c])
            if worth[top] > protection(after, me):
                best = top
    if best is not None:
        onto = x <= best[0] <= x + 1 and y <= best[1] <= y + 1
        return PawnStep(best, "onto_tile" if onto else "one_step", len(after.region(best)))
    here = after.pawn(me)
    squares = len(after.region(here)) if here is not None else 0
    if squares >= 2:
        return PawnStep(None, "stay_guarding", squares)
    if all(region_value(labels, cell) == 0 for cell in targets):
        return PawnStep(None, "stay_nothing_better", 0)
    return PawnStep(None, "stay", 0)
