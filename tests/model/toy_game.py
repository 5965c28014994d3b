"""A tiny game for the tests: Nim with one pile, take 1 to 3, taking the last wins.

It implements the whole rules protocol (:mod:`tabletop_gui.rules.protocol`: ``game``,
``players``, ``seat_to_move``, ``outcome``, ``returns()``, ``legal_moves()``, ``play()``,
``move_from_text()``, ``view()``), and the model and the bots read it through the protocol
alone, so the model's machinery (undo, worker, files) is tested fast and deterministically, and
the app's game-agnostic promise is kept honest: ``tests/third_game`` plays it in the real main
window, registered through ``tabletop_gui.app.registry`` alone. Its own fields (``to_move``,
``result``, ``end_reason`` as seat codes and a reason string) are how the tests spell a position,
e.g. ``NimState(0, "a", "b", "last")`` for a game "b" won.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, List, Mapping, Optional

from tabletop_gui.model.games import GameSpec
from tabletop_gui.rules import protocol
from tabletop_gui.rules.common import IllegalMoveError, InvalidMoveError
from tabletop_gui.rules.protocol import Outcome, returns_of

#: the seats' codes, in seat order
SEATS = ("a", "b")
TAKES = (1, 2, 3)


class ErrorCode(protocol.ErrorCode):
    """Why Nim refuses a move."""

    BAD_NOTATION = "bad_notation"      # not "t1", "t2" or "t3"
    NOT_AVAILABLE = "not_available"    # more than the pile holds
    GAME_OVER = "game_over"


class NimEnding(protocol.Termination):
    """How a game of Nim ends: there is one way."""

    LAST = "last"                      # the mover took the last counter


@dataclass(frozen=True)
class Take:
    n: int

    def __str__(self) -> str:
        return f"t{self.n}"

    @classmethod
    def from_notation(cls, text: str) -> "Take":
        if len(text) != 2 or text[0] != "t" or text[1] not in "123":
            raise InvalidMoveError(ErrorCode.BAD_NOTATION, text)
        return cls(int(text[1]))


@dataclass(frozen=True)
class NimState:
    pile: int
    to_move: str = "a"
    result: Optional[str] = None
    end_reason: Optional[str] = None

    game = "nim"
    players = 2

    # ---- the tests' shorthand --------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.result is not None

    # ---- the protocol -------------------------------------------------------------------
    @property
    def seat_to_move(self) -> int:
        return SEATS.index(self.to_move)

    @property
    def outcome(self) -> Optional[Outcome]:
        if self.result is None:
            return None
        return Outcome((SEATS.index(self.result),), NimEnding(self.end_reason or "last"))

    def returns(self) -> tuple[float, ...]:
        return returns_of(self.outcome, self.players)

    def legal_moves(self) -> List[Take]:
        return [] if self.is_over else [Take(n) for n in TAKES if n <= self.pile]

    def move_from_text(self, text: str) -> Take:
        move = Take.from_notation(text.strip())
        self.play(move)  # raises when illegal here
        return move

    def view(self, seat: int) -> "NimState":
        return self                    # nothing is hidden

    def play(self, move: Any) -> "NimState":
        if isinstance(move, str):
            move = Take.from_notation(move)
        if self.is_over:
            raise IllegalMoveError(ErrorCode.GAME_OVER)
        if not isinstance(move, Take) or move.n not in TAKES:
            raise InvalidMoveError(ErrorCode.BAD_NOTATION)
        if move.n > self.pile:
            raise IllegalMoveError(ErrorCode.NOT_AVAILABLE)
        pile = self.pile - move.n
        other = SEATS[1 - self.seat_to_move]
        if pile == 0:
            return NimState(0, other, self.to_move, NimEnding.LAST.value)
        return NimState(pile, other)


class NimSpec(GameSpec):
    name = "nim"
    title = "Nim"
    credit = "A game of taking the last counter."
    seat_names = SEATS
    default_options = {"pile": 7}

    def normalize_options(self, options: Optional[Mapping[str, Any]]) -> Dict[str, Any]:
        out = dict(self.default_options)
        out.update(options or {})
        pile = out.get("pile")
        if set(out) != {"pile"} or not isinstance(pile, int) or isinstance(pile, bool) \
                or not 1 <= pile <= 99:
            raise ValueError("pile")
        return out

    def new_state(self, options: Mapping[str, Any]) -> NimState:
        return NimState(options["pile"])

    def describe(self, move: Take) -> Dict[str, Any]:
        return {"kind": "take", "count": move.n}
