"""The pictures of PILUS's rules (plain data, see :mod:`tabletop_gui.model.figures`): the
rulebook's figures (a tile on the table, resting on only two squares, the colour-matching
examples, the protected region, the 5- and 15-point scores) and the app's own decisions (no
merging of protected regions).

Tiles and turns in the game's notation (``BYGN@2,0 p3,1``); two players, the first the circle
pawn, the second the triangle. The rules core checks every one (tests/view/test_figures.py)."""

from __future__ import annotations

from typing import Optional, Sequence

from ....model.figures import Figure

GAME = "pilus"
Cell = tuple[int, int]


def _pos(tiles: Sequence[tuple[str, int, int]], hand: Sequence[str] = (),
         pawns: Optional[dict[int, Cell]] = None, to_move: int = 0
         ) -> tuple[tuple[str, object], ...]:
    """``tiles`` laid in order; ``hand``: the mover's tiles (any rotation)."""
    hands = [tuple(hand) if p == to_move else () for p in range(2)]
    return (("players", 2), ("tiles", tuple(tiles)), ("hands", tuple(hands)),
            ("pawns", tuple(sorted((pawns or {}).items()))), ("to_move", to_move))


_START = (("BYGN", 0, 0),)
_TWO = (("BYGN", 0, 0), ("NBYG", 2, 0))
_THREE = (("BYGN", 0, 0), ("NBYG", 2, 0), ("GNBY", 0, 2))
# five tiles, two of them on level 2: a third level with air under one square
_HIGH = (("BYGN", 0, 0), ("YNBG", -1, 2), ("BYGN", -3, 2), ("GNBY", -2, 2), ("BYNG", 0, 1))
_LEVEL3 = (("BYGN", 0, 0), ("BGNY", 2, 1), ("YGBN", 3, 3), ("YNGB", 4, 1), ("YGNB", 3, 2),
           ("GNBY", 1, 1))

# a finished game of two players: 29 tiles on the table (one was removed unseen)
_END = (("BGNY", 0, 0), ("YNBG", -2, 0), ("NGYB", -1, 0), ("GBNY", 0, -2), ("NBYG", -2, -2),
        ("NYGB", -1, -2), ("YNGB", -1, -1), ("BYGN", 2, -1), ("NBGY", 1, -1), ("YNBG", 0, 2),
        ("GBYN", -4, 0), ("GYNB", -3, -1), ("BNYG", -1, -4), ("GNYB", -2, 2), ("BNYG", -1, 2),
        ("GBYN", -1, 1), ("BYGN", 2, 1), ("BGNY", 1, 1), ("BYNG", 1, 0), ("YGNB", -3, 1),
        ("GNYB", 0, 0), ("YGBN", -3, 0), ("YBGN", -2, 0), ("NBYG", -1, 4), ("BGYN", 2, -3),
        ("NGYB", 1, -3), ("BNGY", 1, -2), ("YBNG", 4, 0), ("NGYB", 3, -1))

FIGURES: tuple[Figure, ...] = (
    # the six different tiles (each colour once, up to rotation)
    Figure(GAME, "tiles", _pos((("BYGN", 0, 0), ("BYNG", 3, 0), ("BGYN", 6, 0),
                                ("BGNY", 0, 3), ("BNYG", 3, 3), ("BNGY", 6, 3))), view="top"),
    # the starting tile, alone in the middle of the table
    Figure(GAME, "start", _pos(_START)),
    # on the table: beside a tile already laid
    Figure(GAME, "table", _pos(_START, ("NBYG",)), shown="NBYG@2,0"),
    Figure(GAME, "not-adjacent", _pos(_START, ("NBYG",)), shown="NBYG@3,0",
           code="not_adjacent"),
    # on top: level 2, one square matching (grey on grey), resting on two tiles
    Figure(GAME, "stack", _pos(_TWO, ("YGNB",)), shown="YGNB@1,0", marks=("1,1",)),
    # resting on three squares, one over air: allowed
    Figure(GAME, "overhang", _pos(_THREE, ("BYGN",)), shown="YGNB@1,1"),
    # resting on only two squares: not allowed
    Figure(GAME, "two-squares", _pos(_TWO, ("YGNB",)), shown="YGNB@1,1",
           code="too_little_support"),
    # directly on top of a single tile: not allowed
    Figure(GAME, "single-tile", _pos(_TWO, ("YGNB",)), shown="YGNB@0,0",
           code="single_tile_support"),
    # level 3 needs two matches: blue matches further down, under the air
    Figure(GAME, "colour-match", _pos(_HIGH, ("GNBY",)), shown="GNBY@-1,2",
           marks=("0,2", "0,3")),
    Figure(GAME, "colour-short", _pos(_TWO, ("BYNG",)), shown="BYNG@1,0",
           code="colour_match_short"),
    # the pawn enters the tile just laid
    Figure(GAME, "pawn", _pos(_START, ("BYGN",)), shown="BYGN@2,0 p3,1"),
    # the circle's pawn protects its region: the triangle may not cover it ...
    Figure(GAME, "protect",
           _pos((("BYGN", 0, 0), ("NGBY", 1, 2), ("YNGB", 1, 4), ("NBGY", 3, 2)), ("BYGN",),
                {0: (3, 3), 1: (4, 2)}, to_move=1),
           shown="BYGN@2,3", code="covers_protected_region", marks=("3,3", "2,3", "2,4")),
    # ... and scores nothing for it when enlarging it: 2 points for the grey region only
    Figure(GAME, "protect-score",
           _pos((("BYGN", 0, 0), ("YNBG", -1, -2)), ("GBYN",), {0: (0, 0), 1: (-1, -2)},
                to_move=1),
           shown="GBYN@1,-2", result="2"),
    # the app's decision: no tile joins two regions that each hold a pawn
    Figure(GAME, "merge",
           _pos((("BYGN", 0, 0), ("YGNB", 0, 2), ("GBYN", 2, 1)), ("NBYG",),
                {0: (2, 2), 1: (1, 1)}, to_move=1),
           shown="NBYG@1,0", code="merges_pawn_regions", marks=("1,2", "2,2")),
    # scoring: on the table, blue 3 + yellow 2 = 5 points
    Figure(GAME, "score-5", _pos((("BYGN", 0, 0), ("GBYN", -1, -2)), ("GNYB",)),
           shown="GNYB@-2,0", result="5"),
    # on level 3, yellow and grey regions of 5 squares in all: 3 x 5 = 15 points
    Figure(GAME, "score-15", _pos(_LEVEL3, ("NBGY",)), shown="NBGY@2,1", result="15"),
    # the end: every tile laid
    Figure(GAME, "end", _pos(_END, (), {0: (-3, 1), 1: (2, -1)})),
    # the notation's example, seen from above
    Figure(GAME, "notation", _pos(_START, ("BYGN",)), shown="BYGN@2,0 p3,1", view="top"),
    # in the app: the tile where a click would lay it
    Figure(GAME, "app", _pos(_TWO, ("YGNB",)), shown="YGNB@1,0", view="ghost"),
)

__all__ = ["FIGURES"]
