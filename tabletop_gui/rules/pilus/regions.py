"""Regions: connected cells (side by side) showing the same top colour.

There is one flood fill, :func:`flood`; everything else is built on it: the labelling of a whole
board (:func:`label`, cached by each state), the regions a new tile scores (:func:`scored`) and
the look at a region after a tile is laid on part of it (``placement``).
"""

from __future__ import annotations

from typing import AbstractSet, Callable, Mapping, NamedTuple

from ..frozen import Frozen, set_slot
from .cells import Cell, S, block, outer, pack, unpack

__all__ = ["Labels", "RegionMap", "flood", "label", "scored"]


def flood(colour_at: Callable[[int], "str | None"], start: int, colour: str,
          seen: "set[int] | None" = None) -> list[int]:
    """The packed cells connected to ``start`` through cells whose colour (``colour_at``) is
    ``colour``, ``start`` first (breadth first). ``start`` itself is not looked at. ``seen``:
    cells to treat as visited already (the fill adds its cells to it)."""
    members = [start]
    if seen is None:
        seen = {start}
    else:
        seen.add(start)
    add, append = seen.add, members.append
    for c in members:  # grows while it is read: breadth first
        for n in (c + 1, c - 1, c + S, c - S):
            if n not in seen and colour_at(n) == colour:
                add(n)
                append(n)
    return members


class Labels(NamedTuple):
    """A labelling of a board's regions: packed cell -> region id, region id -> its cells."""

    of: dict[int, int]
    cells: list[list[int]]


def label(colours: Mapping[int, str]) -> Labels:
    """Label every region of the board whose top colours are ``colours`` (packed cells)."""
    lab: dict[int, int] = {}
    cells_of: list[list[int]] = []
    get = colours.get
    seen: set[int] = set()
    for start, col in colours.items():
        if start in seen:
            continue
        rid = len(cells_of)
        members = flood(get, start, col, seen)
        for c in members:
            lab[c] = rid
        cells_of.append(members)
    return Labels(lab, cells_of)


def scored(colours: Mapping[int, str], o: int, tile: str,
           others: AbstractSet[int]) -> list[list[int]]:
    """The regions a tile just laid at offset ``o`` scores (``colours`` is the board after
    laying it): for each of its cells (name order) its region, when it has two cells or more
    and no pawn of ``others`` (the opponents' pawn cells). A tile shows each colour once, so
    the regions are distinct, and a cell's region has a second cell only if one of its two
    neighbours outside the tile shows its colour (checked before any fill)."""
    get = colours.get
    out = []
    for i, (start, (a, b)) in enumerate(zip(block(o), outer(o), strict=True)):
        col = tile[i]
        if get(a) != col and get(b) != col:
            continue
        members = flood(get, start, col)
        if others.isdisjoint(members):
            out.append(members)
    return out


class RegionMap(Frozen):
    """The regions of one board, read-only (what :meth:`State.region_labels` returns).
    Region ids are ``0 .. len(map) - 1``; the order is not meaningful."""

    __slots__ = ("_labels", "_heights")

    _labels: Labels
    _heights: Mapping[int, int]

    def __init__(self, labels: Labels, heights: Mapping[int, int]) -> None:
        set_slot(self, "_labels", labels)
        set_slot(self, "_heights", heights)

    def __len__(self) -> int:
        return len(self._labels.cells)

    def region_id(self, cell: Cell) -> "int | None":
        """Id of the region of ``cell``; None for bare table."""
        x, y = cell
        return self._labels.of.get(pack(x, y))

    def size(self, rid: int) -> int:
        """Number of cells of region ``rid``."""
        return len(self._labels.cells[rid])

    def volume(self, rid: int) -> int:
        """Sum of the heights of region ``rid``'s cells."""
        h = self._heights
        return sum(h[c] for c in self._labels.cells[rid])

    def cells(self, rid: int) -> list[Cell]:
        """The cells of region ``rid``, sorted."""
        return sorted(unpack(c) for c in self._labels.cells[rid])
