"""Pylos (Gigamic), as docs/RULES.md §1 states it: two players, 15 spheres each, a pyramid of 30 places.

Public API::

    >>> from tabletop_gui.rules import pylos
    >>> s = pylos.new_game(variant="standard", first="light")
    >>> len(s.legal_moves())
    16
    >>> t = s.play("1a1")
    >>> t.at("1a1"), t.to_move, t.reserve("light"), s.at("1a1")
    ('light', 'dark', 14, None)
    >>> t.seat_to_move, t.outcome, t.returns()
    (1, None, (0.0, 0.0))
    >>> str(pylos.Move("1b2", takes=["1c1", "1a1"])) == str(pylos.Move("1b2", takes=["1a1", "1c1"]))
    True

The package, inside out:

* :mod:`.geometry`: the 30 places as bits 0..29 (level 1 is ``col + 4*row``, then levels 2, 3
  and the top), what rests on what, the patterns of each variant;
* :mod:`.codes`: :class:`PylosError` (why a move is refused) and :class:`PylosEnding`;
* :mod:`.moves`: integer move codes and :class:`Move`, the frozen value that round-trips to the
  notation (``Move.from_notation(str(m)) == m``; equal moves print alike);
* :mod:`.board`: the fast core, :class:`Board` with make/unmake (``push``/``pop``), for perft
  and the AI;
* :mod:`.state`: :class:`State`, the immutable value the rest of the app uses (it follows the
  game protocol of :mod:`tabletop_gui.rules.protocol`), and the functions that make one.
"""

from .board import DRAW, SPHERES_PER_PLAYER, Board
from .codes import ILLEGAL_CODES, PylosEnding, PylosError
from .geometry import (
    ABOVE,
    BIT,
    FULL,
    HIGHER,
    LEVEL,
    LEVEL_MASK,
    LINES,
    N_PLACES,
    PATTERNS,
    PLACES,
    SQUARES,
    SUPPORT,
    SUPPORT_LIST,
    TOP,
    place_coords,
    place_index,
    place_name,
    support_of,
)
from .moves import DELTA_MASK, DST_SHIFT, FIELD, SRC_SHIFT, TAKE1_SHIFT, TAKE2_SHIFT, Move
from .state import COLOURS, VARIANTS, State, new_game, parse_move, perft, play_all, position

__all__ = [
    "COLOURS", "VARIANTS", "PLACES", "SPHERES_PER_PLAYER", "TOP",
    "Move", "State", "Board",
    "new_game", "parse_move", "place_index", "place_name", "place_coords", "support_of",
    "perft", "play_all", "position", "ILLEGAL_CODES",
    # the protocol's enums
    "PylosEnding", "PylosError",
    # the fast core's tables and move-code layout (for the AI)
    "ABOVE", "BIT", "DELTA_MASK", "DRAW", "DST_SHIFT", "FIELD", "FULL", "HIGHER", "LEVEL",
    "LEVEL_MASK", "LINES", "N_PLACES", "PATTERNS", "SQUARES", "SRC_SHIFT", "SUPPORT",
    "SUPPORT_LIST", "TAKE1_SHIFT", "TAKE2_SHIFT",
]
