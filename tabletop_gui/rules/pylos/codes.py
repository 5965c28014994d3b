"""Pylos's codes: why a move is refused (:class:`PylosError`) and how a game ends
(:class:`PylosEnding`). Both are ``str`` enums, so a member equals its text
(``PylosError.NOT_FREE == "not_free"``): the UI translates each code."""

from __future__ import annotations

from ..common import IllegalMoveError, InvalidMoveError
from ..protocol import ErrorCode, Termination

__all__ = ["ILLEGAL_CODES", "IllegalMoveError", "InvalidMoveError", "PylosEnding", "PylosError"]


class PylosError(ErrorCode):
    """The reason code a Pylos :class:`~tabletop_gui.rules.RulesError` carries."""

    # not notation at all (InvalidMoveError)
    BAD_NOTATION = "bad_notation"                  # the text is not Pylos notation
    UNKNOWN_PLACE = "unknown_place"                # no place of that name or index
    # refused by the rules (IllegalMoveError)
    GAME_OVER = "game_over"                        # the game has ended
    NOT_AVAILABLE = "not_available"                # the destination is occupied or not fully supported
    RESERVE_EMPTY = "reserve_empty"                # a placement with no sphere in the reserve
    NOT_OWN_SPHERE = "not_own_sphere"              # a raise of a place that holds no own sphere
    NOT_FREE = "not_free"                          # a raise of a sphere that has a sphere resting on it
    NOT_HIGHER = "not_higher"                      # a raise to a level that is not strictly higher
    SUPPORTS_DESTINATION = "supports_destination"  # a raise of one of the four spheres under the destination
    TAKEBACK_REQUIRED = "takeback_required"        # an own-colour pattern was completed: take back one or two
    NO_PATTERN = "no_pattern"                      # a take-back without having completed a pattern
    TOO_MANY_TAKEBACKS = "too_many_takebacks"      # more than two spheres taken back
    TAKEBACK_NOT_OWN = "takeback_not_own"          # taking back a place that holds no own sphere
    TAKEBACK_NOT_FREE = "takeback_not_free"        # taking back a sphere that has a sphere resting on it
    TAKEBACK_REPEATED = "takeback_repeated"        # the same place taken back twice


#: The reason codes an :class:`IllegalMoveError` may carry (the UI translates them), as text.
ILLEGAL_CODES: tuple[str, ...] = tuple(
    code.value for code in PylosError
    if code not in (PylosError.BAD_NOTATION, PylosError.UNKNOWN_PLACE))


class PylosEnding(Termination):
    """How a Pylos game ends."""

    TOP = "top"                    # the mover crowned the pyramid: the mover wins
    RESERVE = "reserve"            # the mover's reserve is empty: the other player wins
    REPETITION = "repetition"      # the same position a third time: a draw
