"""Why a PILUS move is refused (:class:`PilusError`) and how a game ends (:class:`PilusEnding`).

Both are ``str`` enums, so a member equals its code (``err.code == "not_adjacent"``); the
module constants (``BAD_SYNTAX``...) are the members, :data:`ERROR_CODES` all of them in order.
"""

from __future__ import annotations

from ..protocol import ErrorCode, Termination

__all__ = ["ERROR_CODES", "PilusEnding", "PilusError"]


class PilusError(ErrorCode):
    """Error codes (``RulesError.code``): stable, machine-readable; the UI translates them."""

    # InvalidMoveError: the text is not PILUS notation.
    BAD_SYNTAX = "bad_syntax"  #: not ``<colours>@<x>,<y>[ p<x>,<y>]`` nor ``pass``
    BAD_TILE = "bad_tile"  #: the four letters are not B, Y, G, N once each
    # IllegalMoveError: well formed but not allowed here.
    GAME_OVER = "game_over"  #: the game has ended
    NOT_IN_HAND = "not_in_hand"  #: no tile of that kind (any rotation) in the mover's hand
    NOT_ADJACENT = "not_adjacent"  #: a table tile (level 1) touches no covered cell
    TOO_LITTLE_SUPPORT = "too_little_support"  #: fewer than 3 cells at height L - 1
    SINGLE_TILE_SUPPORT = "single_tile_support"  #: all resting cells belong to one tile
    LEVEL_TOO_HIGH = "level_too_high"  #: the tile would be at level 6 or more
    COLOUR_MATCH_SHORT = "colour_match_short"  #: fewer than L - 1 squares match the colour below
    COVERS_PROTECTED_REGION = "covers_protected_region"  #: covers a region with an opponent's pawn
    MERGES_PAWN_REGIONS = "merges_pawn_regions"  #: two pawns would end up in one region
    PAWN_TARGET_NOT_ALLOWED = "pawn_target_not_allowed"  #: not on the new tile / not one step away
    PAWN_INTO_OPPONENT_REGION = "pawn_into_opponent_region"  #: target region holds another pawn
    MUST_PASS = "must_pass"  #: the mover can lay no tile of their hand: only ``pass`` is legal
    CANNOT_PASS = "cannot_pass"  #: passing while some tile of the hand can be laid
    NOT_YOUR_TURN = "not_your_turn"  #: a view asked about a turn while another player is to move


class PilusEnding(Termination):
    """Why a PILUS game ended."""

    TILES = "tiles"  #: every tile has been laid (no hand holds one)
    BLOCKED = "blocked"  #: tiles are left, but nobody can lay one


#: Every error code, in the order of the rules.
ERROR_CODES: tuple[PilusError, ...] = tuple(PilusError)
