"""Cells and the geometry of a tile's 2 x 2 block.

Publicly a cell is ``(x, y)``. Inside the rules a cell is packed into the int ``x * 4096 + y``
(|x|, |y| < 2048): neighbours are ``k +- 1`` and ``k +- 4096``, and dicts keyed by ints are fast.
A tile at offset ``o`` (its lower-left cell) covers :func:`block` ``(o)``.
"""

from __future__ import annotations

__all__ = ["CAND_DELTAS", "Cell", "HALF", "NEIGH", "S", "block", "block_in_range", "outer",
           "pack", "ring", "unpack"]

Cell = tuple[int, int]  #: a cell ``(x, y)``

S = 4096
HALF = S // 2


def pack(x: int, y: int) -> int:
    """The packed int of the cell ``(x, y)``."""
    if not (-HALF < y < HALF and -HALF < x < HALF):
        raise ValueError(f"cell ({x}, {y}) out of range")
    return x * S + y


def block_in_range(x: int, y: int) -> bool:
    """Whether a tile at ``(x, y)``, and the ring of cells around it, can be packed: a
    placement outside this range (a pick ray near the horizon, a hand-made turn) is refused
    with a rules code, never by :func:`pack` raising."""
    return -HALF + 2 < x < HALF - 3 and -HALF + 2 < y < HALF - 3


def unpack(k: int) -> Cell:
    """The cell ``(x, y)`` of a packed int."""
    y = (k + HALF) % S - HALF
    return (k - y) // S, y


def block(o: int) -> tuple[int, int, int, int]:
    """The four cells of a tile at offset ``o``, in name order (LL, UL, UR, LR)."""
    return (o, o + 1, o + S + 1, o + S)


def outer(o: int) -> tuple[tuple[int, int], ...]:
    """For each cell of the block (name order), its two side neighbours outside the block."""
    return (
        (o - 1, o - S),
        (o + 2, o - S + 1),
        (o + S + 2, o + 2 * S + 1),
        (o + S - 1, o + 2 * S),
    )


def ring(o: int) -> tuple[int, ...]:
    """The eight cells side-touching the block at ``o`` from outside."""
    return (o - 1, o + S - 1, o + 2, o + S + 2, o - S, o - S + 1, o + 2 * S, o + 2 * S + 1)


#: the four side neighbours of a packed cell, as offsets
NEIGH = (1, -1, S, -S)
#: offsets (relative to a covered cell) whose block overlaps or side-touches that cell
CAND_DELTAS = tuple(
    dx * S + dy
    for dx in (-2, -1, 0, 1)
    for dy in (-2, -1, 0, 1)
    if not (dx in (-2, 1) and dy in (-2, 1))
)
