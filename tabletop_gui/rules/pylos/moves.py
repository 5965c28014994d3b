"""Pylos moves: the integer *code* the fast core uses, and :class:`Move`, the small frozen value
that round-trips to the notation of ``docs/RULES.md`` §1.8 (``"1a1"``, ``"1a1-2b2"``, ``"2b2x2b2x1c3"``).

A move code is one int:

* bits 0..29 (:data:`DELTA_MASK`): the *delta*, the places whose bit flips in the mover's mask;
* bits 30..34 (``code >> DST_SHIFT & FIELD``): the destination index;
* bits 35..39 (``code >> SRC_SHIFT & FIELD``): the source index + 1 (0 for a placement);
* bits 40..44 and 45..49 (``TAKE1_SHIFT``, ``TAKE2_SHIFT``): the first and second take-back
  index + 1 (0 for none). ``code >> TAKE1_SHIFT`` is non-zero exactly when the move takes
  back, ``code >> TAKE2_SHIFT`` when it takes back two.

Take-backs are written in one canonical order (see :func:`canonical_takes`), so equal moves
print alike and have the same code.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from ..frozen import Frozen, set_slot, slot_setters
from .codes import IllegalMoveError, InvalidMoveError, PylosError
from .geometry import ABOVE, BIT, FULL, PLACES, as_index, place_index

__all__ = [
    "DELTA_MASK", "DST_SHIFT", "FIELD", "SRC_SHIFT", "TAKE1_SHIFT", "TAKE2_SHIFT",
    "Move", "canonical_takes", "decode", "encode",
]

#: the delta bits of a move code
DELTA_MASK = FULL
DST_SHIFT, SRC_SHIFT, TAKE1_SHIFT, TAKE2_SHIFT = 30, 35, 40, 45
#: the mask of one index field of a move code (after its shift)
FIELD = 31


def canonical_takes(takes: Sequence[int]) -> tuple[int, ...]:
    """Take-back indices in the canonical order: lowest index first, except that a sphere
    resting on another one taken back comes before it (the order in which they can be taken).

    >>> [PLACES[t] for t in canonical_takes([place_index("1c1"), place_index("1a1")])]
    ['1a1', '1c1']
    >>> [PLACES[t] for t in canonical_takes([place_index("1b1"), place_index("2a1")])]
    ['2a1', '1b1']
    """
    if len(takes) < 2:
        return tuple(takes)
    if len(takes) == 2:
        a, b = takes
        if a > b:
            a, b = b, a
        return (b, a) if ABOVE[a] >> b & 1 else (a, b)
    rest, out = sorted(takes), []
    while rest:   # the lowest take with no other remaining take resting on it
        pick = next((t for t in rest if not any(ABOVE[t] >> u & 1 for u in rest)), rest[0])
        rest.remove(pick)
        out.append(pick)
    return tuple(out)


def encode(src: int, dst: int, t1: int = -1, t2: int = -1) -> int:
    """The code of a move from indices (``src`` -1 for a placement, ``t1``/``t2`` -1 for none).
    The caller puts the take-backs in canonical order."""
    delta = BIT[dst]
    if src >= 0:
        delta ^= BIT[src]
    if t1 >= 0:
        delta ^= BIT[t1]
    if t2 >= 0:
        delta ^= BIT[t2]
    return (delta | dst << DST_SHIFT | (src + 1) << SRC_SHIFT | (t1 + 1) << TAKE1_SHIFT
            | (t2 + 1) << TAKE2_SHIFT)


def decode(code: int) -> tuple[int, int, tuple[int, ...]]:
    """``(src, dst, takes)`` indices of a move code (``src`` -1 for a placement)."""
    dst = code >> DST_SHIFT & FIELD
    src = (code >> SRC_SHIFT & FIELD) - 1
    t1 = (code >> TAKE1_SHIFT & FIELD) - 1
    t2 = (code >> TAKE2_SHIFT & FIELD) - 1
    takes = tuple(t for t in (t1, t2) if t >= 0)
    return src, dst, takes


_PLACE_RE = r"[1-4][a-d][1-4]"
_MOVE_RE = re.compile(rf"^({_PLACE_RE})(?:-({_PLACE_RE}))?((?:x{_PLACE_RE})*)$")


class Move(Frozen):
    """One complete turn: a placement or a raise, with its take-backs in the order given.

    Two moves are equal when they have the same action and the same take-backs in any order;
    equal moves print alike (``str`` writes the take-backs in the canonical order) and have the
    same :attr:`code`. The rules check the take-backs in the order given (:attr:`takes`).
    """

    __slots__ = ("_src", "_dst", "_takes", "_canon")
    _src: int
    _dst: int
    _takes: tuple[int, ...]
    _canon: tuple[int, ...]

    def __init__(self, dst: str | int, src: str | int | None = None,
                 takes: Iterable[str | int] = ()) -> None:
        given = tuple(as_index(t) for t in takes)
        set_slot(self, "_dst", as_index(dst))
        set_slot(self, "_src", -1 if src is None else as_index(src))
        set_slot(self, "_takes", given)
        set_slot(self, "_canon", canonical_takes(given))

    def __reduce__(self) -> tuple[type[Move], tuple[object, ...]]:   # copy and pickle
        return (Move, (self._dst, None if self._src < 0 else self._src, self._takes))

    @classmethod
    def from_code(cls, code: int) -> Move:
        """The move of a :class:`~.board.Board` move code."""
        m = object.__new__(cls)
        src, dst, takes = decode(code)
        canon = takes if len(takes) < 2 else canonical_takes(takes)
        _set_src(m, src)
        _set_dst(m, dst)
        _set_takes(m, canon)
        _set_canon(m, canon)
        return m

    @classmethod
    def from_notation(cls, text: str) -> Move:
        """Parse the notation (syntax only: legality needs a state, see ``parse_move``)."""
        if not isinstance(text, str):
            raise InvalidMoveError(PylosError.BAD_NOTATION, f"not a move: {text!r}")
        match = _MOVE_RE.match(text.strip().lower().replace(" ", ""))
        if not match:
            raise InvalidMoveError(PylosError.BAD_NOTATION,
                                   f"not a move in Pylos notation: {text!r}")
        first, second, takes = match.groups()
        if second is None:
            src, dst = None, place_index(first)
        else:
            src, dst = place_index(first), place_index(second)
        return cls(dst, src, [place_index(t) for t in takes.split("x")[1:]])

    # -- reading -------------------------------------------------------------------------------
    @property
    def src(self) -> str | None:
        """The place a raised sphere comes from, or ``None`` for a placement from the reserve."""
        return None if self._src < 0 else PLACES[self._src]

    @property
    def dst(self) -> str:
        """The place the sphere goes to."""
        return PLACES[self._dst]

    @property
    def takes(self) -> tuple[str, ...]:
        """The places taken back, in the order given."""
        return tuple(PLACES[t] for t in self._takes)

    @property
    def canonical_order_takes(self) -> tuple[str, ...]:
        """The places taken back in the canonical order, the one ``str`` writes (equal moves
        give the same tuple).

        >>> Move("1b2", takes=["1c1", "1a1"]).canonical_order_takes
        ('1a1', '1c1')
        >>> Move("1b2", takes=["1a1", "1c1"]).canonical_order_takes
        ('1a1', '1c1')
        """
        return tuple(PLACES[t] for t in self._canon)

    @property
    def src_index(self) -> int:
        """The source place's index, -1 for a placement."""
        return self._src

    @property
    def dst_index(self) -> int:
        """The destination place's index."""
        return self._dst

    @property
    def take_indices(self) -> tuple[int, ...]:
        """The indices of the places taken back, in the order given."""
        return self._takes

    @property
    def code(self) -> int:
        """The integer code the fast core uses (for moves with at most two take-backs); equal
        moves have the same code."""
        if len(self._canon) > 2:
            raise IllegalMoveError(PylosError.TOO_MANY_TAKEBACKS,
                                   "at most two spheres are taken back")
        t = self._canon + (-1, -1)
        return encode(self._src, self._dst, t[0], t[1])

    def _identity(self) -> tuple[int, int, tuple[int, ...]]:
        return (self._src, self._dst, self._canon)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return self._identity() == other._identity()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._identity())

    def __str__(self) -> str:
        text = PLACES[self._dst] if self._src < 0 else f"{PLACES[self._src]}-{PLACES[self._dst]}"
        return text + "".join("x" + PLACES[t] for t in self._canon)

    def __repr__(self) -> str:
        return f"Move.from_notation({str(self)!r})"


# The slots' own setters (the hot path of move generation builds many moves).
_SET = slot_setters(Move)
_set_src, _set_dst, _set_takes, _set_canon = (_SET[n] for n in ("_src", "_dst", "_takes", "_canon"))
