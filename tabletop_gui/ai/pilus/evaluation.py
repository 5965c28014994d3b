"""What a PILUS position is worth to a player beyond the points: the region their pawn
protects (opponents can neither cover nor score it, so it is a reservoir of future points),
fading out as the turns run out."""

from __future__ import annotations

from ...rules.pilus import RegionMap, State
from ...rules.pilus.cells import Cell

__all__ = ["HORIZON", "LEAF_FEATURES", "horizon", "leaf_features", "protection", "region_value",
           "turns_left"]

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


#: the learnt leaf's features (:func:`leaf_features`), in order
LEAF_FEATURES = ("prot_me*h", "prot_other*h", "prot_me*t", "prot_other*t", "gain_me",
                 "gain_me*t")


def leaf_features(s: State, me: int, gain: float) -> tuple[float, ...]:
    """What the learnt leaf looks at after ``s`` for ``me`` besides the score difference:
    the protected regions (``me``'s, the best opponent's) fading with the turns left (``h``:
    :func:`horizon`; ``t``: turns left over 14, a whole 2-player game), and ``gain``, the points
    ``me`` could score now with the best placement (the play-out ends with ``me`` to move, so
    this is the next opportunity the plain difference never values)."""
    n = s.players
    h = horizon(s)
    t = 0.0 if s.outcome is not None else s.turns_left / 14.0
    pm = protection(s, me)
    po = max(protection(s, p) for p in range(n) if p != me)
    return (h * pm, h * po, t * pm, t * po, gain, gain * t)
