"""The pyramid's geometry, computed once: the 30 places, what rests on what, the patterns.

The 30 places are bits 0..29 of a mask (level 1 is bits 0..15, ``col + 4*row``; level 2 is
16..24; level 3 is 25..28; the top is 29). Every table here is indexed by place index.
"""

from __future__ import annotations

from .codes import InvalidMoveError, PylosError

__all__ = [
    "ABOVE", "BIT", "FULL", "HIGHER", "LEVEL", "LEVEL_MASK", "LEVEL_SIZES", "LINES", "N_PLACES",
    "PATTERNS", "PLACES", "SQUARES", "SUPPORT", "SUPPORT_LIST", "TOP", "as_index", "bits",
    "index_of", "place_coords", "place_index", "place_name", "support_of",
]

N_PLACES = 30
TOP = 29
#: every place's bit: the mask of a full pyramid
FULL = (1 << N_PLACES) - 1
#: places per side of each level (level 1 first)
LEVEL_SIZES = (4, 3, 2, 1)
_LEVEL_BASE = (0, 16, 25, 29)


def index_of(level: int, col: int, row: int) -> int:
    """The index of the place at ``level`` (1..4), ``col`` and ``row`` (counted from 0)."""
    n = LEVEL_SIZES[level - 1]
    return _LEVEL_BASE[level - 1] + col + n * row


_COORDS: list[tuple[int, int, int]] = sorted(
    ((level, col, row)
     for level in range(1, 5)
     for row in range(LEVEL_SIZES[level - 1])
     for col in range(LEVEL_SIZES[level - 1])),
    key=lambda c: index_of(*c),
)
#: the place names by index: ``"1a1"`` .. ``"4a1"`` (level, column letter, row number)
PLACES: tuple[str, ...] = tuple(f"{lv}{'abcd'[c]}{r + 1}" for lv, c, r in _COORDS)
_NAME_TO_INDEX = {name: i for i, name in enumerate(PLACES)}

#: the level (1..4) of each place
LEVEL: tuple[int, ...] = tuple(c[0] for c in _COORDS)
#: ``1 << place`` for each place
BIT: tuple[int, ...] = tuple(1 << p for p in range(N_PLACES))
#: the mask of the four places each place rests on (0 on level 1)
SUPPORT: tuple[int, ...] = tuple(
    0 if lv == 1 else sum(BIT[index_of(lv - 1, c + dc, r + dr)] for dc in (0, 1) for dr in (0, 1))
    for lv, c, r in _COORDS
)
#: the indices of the places each place rests on
SUPPORT_LIST: tuple[tuple[int, ...], ...] = tuple(
    tuple(q for q in range(N_PLACES) if SUPPORT[p] >> q & 1) for p in range(N_PLACES))
#: the mask of the places resting on each place
ABOVE: tuple[int, ...] = tuple(
    sum(BIT[q] for q in range(N_PLACES) if SUPPORT[q] >> p & 1) for p in range(N_PLACES))
#: ``LEVEL_MASK[k]``: the places of level k (``LEVEL_MASK[0] == 0``)
LEVEL_MASK: tuple[int, ...] = tuple(
    sum(BIT[p] for p in range(N_PLACES) if LEVEL[p] == lv) for lv in range(0, 5))
#: the places at a level strictly higher than each place
HIGHER: tuple[int, ...] = tuple(
    sum(LEVEL_MASK[k] for k in range(LEVEL[p] + 1, 5)) for p in range(N_PLACES))


def _squares() -> list[int]:
    out = []
    for lv in (1, 2, 3):
        n = LEVEL_SIZES[lv - 1]
        for r in range(n - 1):
            for c in range(n - 1):
                out.append(sum(BIT[index_of(lv, c + dc, r + dr)] for dc in (0, 1) for dr in (0, 1)))
    return out


def _lines() -> list[int]:
    out = []
    for lv in (1, 2):
        n = LEVEL_SIZES[lv - 1]
        for k in range(n):
            out.append(sum(BIT[index_of(lv, c, k)] for c in range(n)))  # a row
            out.append(sum(BIT[index_of(lv, k, r)] for r in range(n)))  # a column
    return out


#: the masks of the 2x2 squares of levels 1..3
SQUARES: tuple[int, ...] = tuple(_squares())
#: the masks of the rows and columns of levels 1 and 2 (the mature variant's lines)
LINES: tuple[int, ...] = tuple(_lines())
#: For each variant, for each place, the own-colour patterns that contain it.
PATTERNS: dict[str, tuple[tuple[int, ...], ...]] = {
    "children": tuple(() for _ in range(N_PLACES)),
    "standard": tuple(tuple(m for m in SQUARES if m & BIT[p]) for p in range(N_PLACES)),
    "mature": tuple(tuple(m for m in SQUARES + LINES if m & BIT[p]) for p in range(N_PLACES)),
}


def place_index(name: str) -> int:
    """The index (0..29) of a place name such as ``"2b3"``; :class:`InvalidMoveError` if none."""
    try:
        return _NAME_TO_INDEX[name.strip().lower()]
    except (KeyError, AttributeError):
        raise InvalidMoveError(PylosError.UNKNOWN_PLACE, f"no place named {name!r}") from None


def place_name(index: int) -> str:
    """The name of the place with ``index`` (0..29)."""
    return PLACES[index]


def as_index(place: str | int) -> int:
    """A place index from an index or a name (:class:`InvalidMoveError` for neither)."""
    if isinstance(place, int):
        if 0 <= place < N_PLACES:
            return place
        raise InvalidMoveError(PylosError.UNKNOWN_PLACE, f"no place with index {place}")
    return place_index(place)


def place_coords(place: str | int) -> tuple[int, int, int]:
    """``(level, column, row)`` of a place: level 1..4, column and row counted from 0."""
    return _COORDS[as_index(place)]


def support_of(place: str | int) -> list[str]:
    """The four places a place rests on (none for level 1)."""
    return [PLACES[q] for q in SUPPORT_LIST[as_index(place)]]


def bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
