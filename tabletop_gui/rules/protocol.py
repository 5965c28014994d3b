"""The game protocol every game's rules implement (in the manner of OpenSpiel's state API).

Everything outside a game's own folders -- the match runner, the bots' factory, the model, the
score sheet, the game-over text -- talks to a game through these names only:

* :class:`GameState`: an immutable position. ``seat_to_move`` is a seat index (0-based) for
  every game; ``players`` the number of seats; ``legal_moves()`` the legal moves as small frozen
  values; ``play(move)`` a new state; ``outcome`` ``None`` while the game goes on, else an
  :class:`Outcome`; ``returns()`` one number per seat; ``view(seat)`` what one seat may see.
* :class:`MoveValue`: a legal move is hashable, prints as its notation (``str(move)``) and is read
  back with ``from_notation(text)``; equal moves print alike.
* :class:`InfoState`: what one seat may see (for open games the state itself; PILUS hides the
  other hands and the pile).
* :class:`Termination` and :class:`ErrorCode`: each game defines its own enums deriving from them
  (they are ``str`` enums, so a member equals its code: ``Ending.TOP == "top"``).

Each game keeps its own public API beside the protocol (Pylos's ``to_move`` is ``"light"`` or
``"dark"``, its ``result`` a colour); the protocol's names are additions, never replacements.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Hashable, Protocol, Sequence, TypeVar, runtime_checkable

__all__ = ["ErrorCode", "GameState", "InfoState", "MoveValue", "Outcome", "Termination",
           "returns_of"]


class _CodeEnum(str, enum.Enum):
    """A ``str`` enum that prints as its code on every Python version (3.12 changed
    ``format()`` of mixed-in enums)."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class Termination(_CodeEnum):
    """Base of each game's enum of the ways a game can end (``"top"``, ``"repetition"``...)."""


class ErrorCode(_CodeEnum):
    """Base of each game's enum of reasons a move is refused; the UI translates each code."""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: the winning seats (several when tied, none when nobody wins)
    and the reason, a member of the game's :class:`Termination` enum."""

    winners: tuple[int, ...]
    reason: Termination

    @property
    def is_draw(self) -> bool:
        """No single winner."""
        return len(self.winners) != 1


def returns_of(outcome: Outcome | None, players: int) -> tuple[float, ...]:
    """The returns of a finished game, one per seat: ``+1`` for a winner, ``-1`` for the others;
    ``0`` for everyone when nobody or everybody wins (a full draw), and while the game goes on."""
    if outcome is None or len(outcome.winners) in (0, players):
        return (0.0,) * players
    won = set(outcome.winners)
    return tuple(1.0 if seat in won else -1.0 for seat in range(players))


MoveT = TypeVar("MoveT", bound="MoveValue")
MoveT_co = TypeVar("MoveT_co", covariant=True)


@runtime_checkable
class MoveValue(Protocol, Hashable):
    """A move: frozen, hashable, ``str(move)`` is its notation. Each game's move class also has
    ``from_notation(text)`` (a classmethod raising the game's ``InvalidMoveError``)."""

    def __str__(self) -> str: ...


@runtime_checkable
class InfoState(Protocol):
    """What one seat may see of a position (the viewer's information state)."""

    @property
    def game(self) -> str:
        """The game's registry name (each game's states carry it as a class attribute)."""
        ...

    @property
    def players(self) -> int: ...

    @property
    def seat_to_move(self) -> int: ...

    @property
    def outcome(self) -> Outcome | None: ...

    def legal_moves(self) -> Sequence[MoveValue]:
        """The legal moves when it is the viewer's turn (no others can be known)."""
        ...


@runtime_checkable
class GameState(Protocol):
    """The protocol every game's state follows. States are immutable values."""

    @property
    def game(self) -> str:
        """The game's registry name (each game's states carry it as a class attribute)."""
        ...

    @property
    def players(self) -> int: ...

    @property
    def seat_to_move(self) -> int:
        """Index of the seat whose turn it is (meaningless once ``outcome`` is set)."""
        ...

    @property
    def outcome(self) -> Outcome | None: ...

    def returns(self) -> tuple[float, ...]: ...

    def legal_moves(self) -> Sequence[MoveValue]: ...

    def play(self, move: MoveValue | str) -> GameState: ...

    def move_from_text(self, text: str) -> MoveValue:
        """The legal move written ``text``; raises ``InvalidMoveError`` (not notation) or
        ``IllegalMoveError`` (not legal here)."""
        ...

    def view(self, seat: int) -> InfoState: ...
