"""A tiny game for the model's tests: Nim with one pile, take 1 to 3, taking the last wins.

It follows the same state protocol as the real games, so the model's machinery (undo, worker,
files) is tested fast and deterministically, and its game-agnostic promise is kept honest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Mapping, Optional

from tabletop_gui.model.games import GameSpec
from tabletop_gui.rules.common import IllegalMoveError, InvalidMoveError


@dataclass(frozen=True)
class Take:
    n: int

    def __str__(self) -> str:
        return f"t{self.n}"

    @classmethod
    def from_notation(cls, text: str) -> "Take":
        if len(text) != 2 or text[0] != "t" or text[1] not in "123":
            raise InvalidMoveError("bad_notation", text)
        return cls(int(text[1]))


@dataclass(frozen=True)
class NimState:
    pile: int
    to_move: str = "a"
    result: Optional[str] = None
    end_reason: Optional[str] = None

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def legal_moves(self):
        return [] if self.is_over else [Take(n) for n in (1, 2, 3) if n <= self.pile]

    def play(self, move: Any) -> "NimState":
        if isinstance(move, str):
            move = Take.from_notation(move)
        if self.is_over:
            raise IllegalMoveError("game_over")
        if not isinstance(move, Take) or move.n not in (1, 2, 3):
            raise InvalidMoveError("bad_notation")
        if move.n > self.pile:
            raise IllegalMoveError("not_available")
        pile = self.pile - move.n
        other = "b" if self.to_move == "a" else "a"
        if pile == 0:
            return NimState(0, other, self.to_move, "last")
        return NimState(pile, other)


class NimSpec(GameSpec):
    name = "nim"
    title = "Nim"
    seat_names = ("a", "b")
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

    def seat_of(self, state: NimState) -> int:
        return self.seat_names.index(state.to_move)

    def move_from_text(self, state: NimState, text: str) -> Take:
        move = Take.from_notation(text.strip())
        state.play(move)  # raises when illegal here
        return move

    def describe(self, move: Take) -> Dict[str, Any]:
        return {"kind": "take", "count": move.n}
