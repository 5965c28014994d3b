"""The PILUS rules core (Kris J Wolff), following ``docs/RULES.md`` §2.

Standard library only. Everything public is an immutable value (assigning any attribute of a
state, view or turn raises):

* :func:`new_game` deals a game from a seed; :func:`position` builds a state for tests/tutorials.
* :class:`State` is the full (omniscient) state: ``to_move``, ``legal_moves()``, ``play()``,
  ``result`` plus read accessors (``height``, ``top_colour``, ``pawn``, ``scores``, ``hand``...)
  and the game protocol of :mod:`..protocol` (``game``, ``seat_to_move``, ``outcome``,
  ``returns()``, ``move_from_text()``, ``view()``). ``last_scoring`` is what the turn that led
  to it scored (a :class:`ScoreEvent`). For searches: ``placements()``, ``placement_points()``,
  ``play_unchecked()``, ``region_labels()``, ``score()``, ``turns_left``.
* :class:`View` is what one player may know (``State.view(p)``): the same read API and
  ``legal_moves()`` on the viewer's turn, but no other hands, no removed tiles and no pile order.
  ``View.sample(rng)`` draws a full :class:`State` consistent with it (search by sampling).
* :class:`Turn` is one complete turn (tile as laid, position, pawn target) and round-trips to the
  notation ``<colours>@<x>,<y>[ p<x>,<y>]`` (``Turn.from_notation``); the pass turn is ``pass``.
* Refusals carry a :class:`PilusError` code (a ``str`` enum: ``err.code == "not_adjacent"``);
  a finished game's ``outcome.reason`` is a :class:`PilusEnding` (``"tiles"`` / ``"blocked"``).

Coordinates: cells are ``(x, y)``; the starting tile covers (0, 0)-(1, 1). A tile named ``BYGN``
laid at ``(x, y)`` puts B on (x, y), Y on (x, y+1), G on (x+1, y+1), N on (x+1, y) (lower-left,
upper-left, upper-right, lower-right). Rotating it a quarter turn is a cyclic shift: ``NBYG``.

Decisions taken here where docs/RULES.md leaves room (§2.7; documented in the tests as well):

* A pass is the turn :data:`PASS` (``"pass"``); it is the only legal turn when the player to move
  holds tiles but can lay none of them. A passing player draws nothing.
* A player whose hand is empty (only possible after passes) is skipped in the turn order.
* Moving the pawn "to" the cell it already stands on is not a move: write no pawn part instead.
* ``View.play`` is not supported (the viewer could not know the new draw): sample a state first.

Modules: :mod:`.tiles` (material), :mod:`.cells` (cell packing, block geometry),
:mod:`.regions` (the one flood fill), :mod:`.placement` (legal placements, error checks),
:mod:`.state` (states, views, construction), :mod:`.notation` (turns), :mod:`.errors` (codes).
"""

from __future__ import annotations

from ..common import IllegalMoveError, InvalidMoveError
from .errors import ERROR_CODES, PilusEnding, PilusError
from .notation import PASS, Turn, parse_move, parse_turn
from .regions import RegionMap
from .state import Placement, ScoreEvent, ScorePreview, State, View, new_game, position, sample_state
from .tiles import COLOURS, COPIES, HAND_SIZE, KINDS, MAX_LEVEL, REMOVED_BY_PLAYERS, canonical, rotations

# Error codes (``RulesError.code``), the members of :class:`PilusError`.
# InvalidMoveError: the text is not PILUS notation.
BAD_SYNTAX = PilusError.BAD_SYNTAX  #: not ``<colours>@<x>,<y>[ p<x>,<y>]`` nor ``pass``
BAD_TILE = PilusError.BAD_TILE  #: the four letters are not B, Y, G, N once each
# IllegalMoveError: well formed but not allowed here.
GAME_OVER = PilusError.GAME_OVER  #: the game has ended
NOT_IN_HAND = PilusError.NOT_IN_HAND  #: no tile of that kind (any rotation) in the mover's hand
NOT_ADJACENT = PilusError.NOT_ADJACENT  #: a table tile (level 1) touches no covered cell
TOO_LITTLE_SUPPORT = PilusError.TOO_LITTLE_SUPPORT  #: fewer than 3 cells at height L - 1
SINGLE_TILE_SUPPORT = PilusError.SINGLE_TILE_SUPPORT  #: all resting cells belong to one tile
LEVEL_TOO_HIGH = PilusError.LEVEL_TOO_HIGH  #: the tile would be at level 6 or more
COLOUR_MATCH_SHORT = PilusError.COLOUR_MATCH_SHORT  #: < L - 1 squares match the colour below
COVERS_PROTECTED_REGION = PilusError.COVERS_PROTECTED_REGION  #: covers an opponent pawn's region
MERGES_PAWN_REGIONS = PilusError.MERGES_PAWN_REGIONS  #: two pawns would end up in one region
PAWN_TARGET_NOT_ALLOWED = PilusError.PAWN_TARGET_NOT_ALLOWED  #: not on the tile / not one step
PAWN_INTO_OPPONENT_REGION = PilusError.PAWN_INTO_OPPONENT_REGION  #: target has another pawn
MUST_PASS = PilusError.MUST_PASS  #: the mover can lay no tile of their hand: only ``pass``
CANNOT_PASS = PilusError.CANNOT_PASS  #: passing while some tile of the hand can be laid
NOT_YOUR_TURN = PilusError.NOT_YOUR_TURN  #: a view asked about a turn of another player

__all__ = [
    "COLOURS",
    "KINDS",
    "PASS",
    "State",
    "Turn",
    "View",
    "new_game",
    "parse_move",
    "parse_turn",
    "position",
    "rotations",
    "sample_state",
    "canonical",
    "ERROR_CODES",
    "PilusEnding",
    "PilusError",
    "Placement",
    "RegionMap",
    "ScoreEvent",
    "ScorePreview",
]

__all__ += [  # also public, as before the split (not in the old ``__all__``)
    "BAD_SYNTAX", "BAD_TILE", "GAME_OVER", "NOT_IN_HAND", "NOT_ADJACENT", "TOO_LITTLE_SUPPORT",
    "SINGLE_TILE_SUPPORT", "LEVEL_TOO_HIGH", "COLOUR_MATCH_SHORT", "COVERS_PROTECTED_REGION",
    "MERGES_PAWN_REGIONS", "PAWN_TARGET_NOT_ALLOWED", "PAWN_INTO_OPPONENT_REGION", "MUST_PASS",
    "CANNOT_PASS", "NOT_YOUR_TURN", "COPIES", "HAND_SIZE", "MAX_LEVEL", "REMOVED_BY_PLAYERS",
    "IllegalMoveError", "InvalidMoveError",
]

# The public values say they live in the package (as before the split): reprs, pickles and
# callers that look at ``type(state).__module__`` see ``tabletop_gui.rules.pilus``.
for _cls in (State, View, Turn, Placement, ScoreEvent, ScorePreview, RegionMap, PilusError, PilusEnding):
    _cls.__module__ = __name__
del _cls
