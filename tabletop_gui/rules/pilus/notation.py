"""Turns and their notation: ``<colours>@<x>,<y>[ p<x>,<y>]``, or ``pass``."""

from __future__ import annotations

import re
from typing import NamedTuple, Optional, Protocol

from ..common import IllegalMoveError, InvalidMoveError
from .cells import HALF, Cell
from .errors import PilusError
from .tiles import canonical, is_tile_name

__all__ = ["PASS", "Turn", "parse_move", "parse_turn"]


class _TurnFields(NamedTuple):
    tile: Optional[str]
    x: int = 0
    y: int = 0
    pawn: Optional[Cell] = None


class Turn(_TurnFields):
    """One complete turn: the tile as laid, the lower-left cell of its block, and where the
    pawn went (``None``: it stayed where it was, or off the table). ``tile is None`` is a pass
    (its other fields are then always the defaults). ``str(turn)`` is the notation and
    ``Turn.from_notation(str(turn)) == turn``; two turns are equal when these four fields are,
    and equal turns print alike. Immutable (a tuple)."""

    __slots__ = ()

    def __new__(cls, tile: Optional[str], x: int = 0, y: int = 0,
                pawn: Optional[Cell] = None) -> "Turn":
        if tile is None:
            return tuple.__new__(cls, (None, 0, 0, None))
        if pawn is not None and type(pawn) is not tuple:
            pawn = (pawn[0], pawn[1])  # a list or other pair: as a tuple, to compare equal
        return tuple.__new__(cls, (tile, x, y, pawn))

    @classmethod
    def from_notation(cls, text: str) -> "Turn":
        """The turn written ``text`` (see :func:`parse_turn`); raises ``InvalidMoveError``."""
        return parse_turn(text)

    def __str__(self) -> str:
        if self.tile is None:
            return "pass"
        s = f"{self.tile}@{self.x},{self.y}"
        if self.pawn is not None:
            s += f" p{self.pawn[0]},{self.pawn[1]}"
        return s

    @property
    def is_pass(self) -> bool:
        """True for the pass turn."""
        return self.tile is None

    @property
    def kind(self) -> Optional[str]:
        """The canonical name of the tile laid (None for a pass)."""
        return None if self.tile is None else canonical(self.tile)

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The four cells covered, in name order (empty for a pass)."""
        if self.tile is None:
            return ()
        x, y = self.x, self.y
        return ((x, y), (x, y + 1), (x + 1, y + 1), (x + 1, y))


PASS = Turn(None)  #: the pass turn (notation ``pass``)

_TURN_RE = re.compile(r"^\s*([A-Za-z]{4})@(-?\d+),(-?\d+)(?:\s+p(-?\d+),(-?\d+))?\s*$")


def parse_turn(text: str) -> Turn:
    """Parse notation into a :class:`Turn` without looking at any position.
    Raises :class:`InvalidMoveError` (``bad_syntax`` / ``bad_tile``)."""
    if not isinstance(text, str):
        raise InvalidMoveError(PilusError.BAD_SYNTAX, f"not a string: {text!r}")
    if text.strip().lower() == "pass":
        return PASS
    m = _TURN_RE.match(text)
    if not m:
        raise InvalidMoveError(PilusError.BAD_SYNTAX, f"not PILUS notation: {text!r}")
    tile = m.group(1)
    if not is_tile_name(tile):
        raise InvalidMoveError(PilusError.BAD_TILE,
                               f"a tile shows B, Y, G and N once each: {tile!r}")
    x, y = int(m.group(2)), int(m.group(3))
    pawn = None if m.group(4) is None else (int(m.group(4)), int(m.group(5)))
    for v in (x, y) + (pawn or ()):
        if abs(v) >= HALF - 4:
            raise InvalidMoveError(PilusError.BAD_SYNTAX, f"coordinate out of range: {v}")
    return Turn(tile, x, y, pawn)


class _Judge(Protocol):
    def turn_error(self, turn: Turn) -> Optional[PilusError]: ...


def parse_move(text: str, state: _Judge) -> Turn:
    """Parse notation and check it is legal in ``state`` (a state or a view). Raises
    :class:`InvalidMoveError` for bad text and :class:`IllegalMoveError` (with a code) for a
    turn the rules forbid."""
    turn = parse_turn(text)
    code = state.turn_error(turn)
    if code is not None:
        raise IllegalMoveError(code, f"{text!r}: {code}")
    return turn
