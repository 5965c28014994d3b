"""What every game shares: error types and the small state protocol the AI and model rely on."""

from __future__ import annotations

from typing import Any, Hashable, Protocol, Sequence, runtime_checkable


class RulesError(ValueError):
    """Base of the rules errors. ``code`` is a stable, machine-readable reason; the message is
    for developers only (the UI shows its own translated text for the code)."""

    def __init__(self, code: str, message: str = "") -> None:
        super().__init__(message or code)
        self.code = code


class InvalidMoveError(RulesError):
    """The text is not a move in the game's notation at all (bad syntax, unknown place)."""


class IllegalMoveError(RulesError):
    """A well-formed move that the rules do not allow in this position."""


@runtime_checkable
class GameState(Protocol):
    """The protocol every game state follows (OpenSpiel style). States are immutable values."""

    @property
    def to_move(self) -> Any: ...

    @property
    def result(self) -> Any: ...

    def legal_moves(self) -> Sequence[Hashable]: ...

    def play(self, move: Any) -> "GameState": ...
