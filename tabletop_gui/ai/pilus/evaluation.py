"""What a PILUS position is worth to a player beyond the points: the region their pawn
protects (opponents can neither cover nor score it, so it is a reservoir of future points),
fading out as the turns run out."""

from __future__ import annotations

from ...rules.pilus import RegionMap, State
from ...rules.pilus.cells import Cell

__all__ = ["HORIZON", "horizon", "protection", "region_value", "turns_left"]

#: turns left below which the protection terms fade out (see :func:`horizon`)
HORIZON = 4.0


def turns_left(s: State) -> float:
    """Turns each player still has (tiles in hands and pile over the players)."""
    return s.turns_left


def horizon(s: State) -> float:
    """Weight of the protection terms after ``s``: future points need future turns."""
    if s.outcome is not None:
        return 0.0
    return min(1.0, s.turns_left / HORIZON)


def region_value(regions: RegionMap, cell: Cell) -> float:
    """Size + sum of heights (= size x (1 + mean height)) of the region of ``cell``; 0 for a
    single cell or bare table."""
    rid = regions.region_id(cell)
    if rid is None:
        return 0.0
    size = regions.size(rid)
    if size < 2:
        return 0.0
    return float(size + regions.volume(rid))


def protection(s: State, player: int) -> float:
    """Size x (1 + mean height) of the region ``player``'s pawn stands in (0 off the table)."""
    cell = s.pawn(player)
    if cell is None:
        return 0.0
    return region_value(s.region_labels(), cell)
