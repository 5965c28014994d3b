"""The pictures of Pylos's rules (plain data, see :mod:`tabletop_gui.model.figures`): the
rulebook's figures A, B1, B2, C1, C2, D1-D3, E, F1, F2 and the app's own decisions (taking back
is required, one or two; a supporting sphere stays; the repetition draw; the empty reserve).

Places in the game's notation (``<level><column><row>``); the rules core checks every one
(tests/view/test_figures.py)."""

from __future__ import annotations

from ....model.figures import Figure

GAME = "pylos"

# level 1 as a checkerboard: no square, no line of one colour
_CHECKER_LIGHT = ("1a1", "1c1", "1b2", "1d2", "1a3", "1c3", "1b4", "1d4")
_CHECKER_DARK = ("1b1", "1d1", "1a2", "1c2", "1b3", "1d3", "1a4", "1c4")


def _pos(light: tuple[str, ...] = (), dark: tuple[str, ...] = (), to_move: str = "light",
         variant: str = "standard") -> tuple[tuple[str, object], ...]:
    return (("light", light), ("dark", dark), ("to_move", to_move), ("variant", variant))


# a mixed square on the board, a light sphere free beside it
_MIXED = _pos(light=("1a1", "1b2", "1c1", "1d4"), dark=("1b1", "1a2", "1c2", "1c3"))
# light has three corners of a square and places the fourth
_THREE = _pos(light=("1a1", "1b1", "1a2", "1c3", "1d4"), dark=("1c1", "1c2", "1d2", "1b3", "1d3"))

FIGURES: tuple[Figure, ...] = (
    # A: at the start every sphere is in its player's reserve
    Figure(GAME, "a", view="table"),
    # the players take turns placing spheres on the board
    Figure(GAME, "start", moves=("1b2", "1c3"), shown="1b3"),
    # B1: a sphere from the reserve on a square of four (any colours)
    Figure(GAME, "b1", _MIXED, shown="2a1", marks=("1a1", "1b1", "1a2", "1b2")),
    # B2: raising a free sphere onto a square saves a sphere of the reserve
    Figure(GAME, "b2", _MIXED, shown="1d4-2a1"),
    # not allowed: a sphere that supports the place it would go to
    Figure(GAME, "raise-support", _MIXED, shown="1b2-2a1", code="supports_destination"),
    # not allowed: a sphere with another resting on it is not free
    Figure(GAME, "raise-not-free",
           _pos(light=("1a1", "1b2", "1d4", "2a1"), dark=("1b1", "1a2", "1c1", "1c2")),
           shown="1a1-2b1", code="not_free", marks=("2a1",)),
    # C1: a square of one's own colour: one sphere taken back
    Figure(GAME, "c1", _THREE, shown="1b2x1c3", marks=("1a1", "1b1", "1a2", "1b2")),
    # C2: or two, the sphere just played among them
    Figure(GAME, "c2", _THREE, shown="1b2x1b2x1a1"),
    # the app's decision: taking back is required (one or two, never none)
    Figure(GAME, "take-required", _THREE, shown="1b2", code="takeback_required",
           marks=("1a1", "1b1", "1a2")),
    # a sphere that supports another cannot be taken back
    Figure(GAME, "take-not-free",
           _pos(light=("1a1", "1b1", "1a2", "1c1"), dark=("1c2", "1d1", "1d2", "2c1")),
           shown="1b2x1c1", code="takeback_not_free", marks=("2c1",)),
    # D1-D3: a raise that completes a square of one's colour, then a take-back
    Figure(GAME, "d",
           _pos(light=_CHECKER_LIGHT + ("2a1", "2b1", "2a2"), dark=_CHECKER_DARK),
           shown="1d4-2b2x1d2", marks=("2a1", "2b1", "2a2", "2b2")),
    # E: the sphere on the top wins
    Figure(GAME, "e",
           _pos(light=_CHECKER_LIGHT + ("2a1", "2c1", "2b2", "2a3", "2c3", "3a1", "3b2"),
                dark=_CHECKER_DARK + ("2b1", "2a2", "2c2", "2b3", "3b1", "3a2"),
                to_move="dark"),
           shown="4a1", result="dark", view="pyramid"),
    # the app's decision: an empty reserve at the end of one's turn loses at once
    Figure(GAME, "reserve",
           _pos(light=_CHECKER_LIGHT + ("2b1", "2a2", "2c2", "2b3"),
                dark=_CHECKER_DARK + ("2a1", "2c1", "2b2", "2a3", "2c3", "3a1"),
                to_move="dark"),
           shown="3b1", result="light", view="pyramid"),
    # F1, F2 (mature): a line of four on level 1, of three on level 2
    Figure(GAME, "f1",
           _pos(light=("1a1", "1b1", "1c1", "1a3"), dark=("1a2", "1b2", "1c2", "1d2"),
                variant="mature"),
           shown="1d1x1a3", marks=("1a1", "1b1", "1c1", "1d1")),
    Figure(GAME, "f2",
           _pos(light=("1a1", "1c1", "1b2", "1d2", "1a3", "2a1", "2b1"),
                dark=("1b1", "1d1", "1a2", "1c2", "1b3"), variant="mature"),
           shown="2c1x1a3", marks=("2a1", "2b1", "2c1")),
    # the app's decision: the third time the same position comes back, a draw
    Figure(GAME, "repetition",
           _pos(light=("1a1", "1b1", "1a2"), dark=("1c3", "1d3", "1c4")),
           moves=("1b2x1b2", "1d4x1d4", "1b2x1b2"), shown="1d4x1d4", result="draw",
           marks=("1a1", "1b1", "1a2", "1c3", "1d3", "1c4")),
    # the notation: places named from Light's left-hand near corner, seen from above
    Figure(GAME, "notation", _MIXED, shown="1d4-2a1", view="top"),
    # in the app: the places that can take a sphere glow
    Figure(GAME, "app", _MIXED, view="mouths"),
    # the review: the better move a mistake missed (the only winning one here, the book says)
    Figure(GAME, "review", _pos(light=("1d3", "1a4"), dark=("1b1",)), shown="1d1",
           marks=("1d1",)),
)

__all__ = ["FIGURES"]
