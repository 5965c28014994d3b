"""The errors every game raises (the state protocol is in :mod:`.protocol`)."""

from __future__ import annotations


class RulesError(ValueError):
    """Base of the rules errors. ``code`` is a stable, machine-readable reason; the message is
    for developers only (the UI shows its own translated text for the code)."""

    def __init__(self, code: str, message: str = "") -> None:  # code: a game's ErrorCode member
        super().__init__(message or code)
        self.code = code


class InvalidMoveError(RulesError):
    """The text is not a move in the game's notation at all (bad syntax, unknown place)."""


class IllegalMoveError(RulesError):
    """A well-formed move that the rules do not allow in this position."""
