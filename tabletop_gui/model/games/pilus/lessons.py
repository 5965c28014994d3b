"""PILUS's lessons (Learn to play): laying on the table; stacking on three of four squares (two
is not allowed); colour matching per level; the pawn and protection; scoring. Two players: the
learner (seat 0, whose one-tile hand is scripted) and the computer (which never moves in a
lesson), so no other person's hand exists to hide. Positions in the rules' notation; sentences
in the rulebooks' words, marked for translation in :data:`CONTEXT`."""

from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Sequence, Tuple

from ....rules.pilus import position, rotations
from ...lessons import Lesson, Step
from ...tr import QT_TRANSLATE_NOOP

CONTEXT = "PilusLessons"

Cell = Tuple[int, int]
OTHER_HAND = "BNGY"          # the computer's hand: never shown, never played


def _at(tiles: Sequence[Tuple[str, int, int]], hand: str,
        pawns: Optional[Dict[int, Cell]] = None) -> Callable[[], Any]:
    tiles = tuple(tiles)

    def start() -> Any:
        return position(players=2, tiles=tiles, hands=[[hand], [OTHER_HAND]],
                        pawns=dict(pawns or {}))

    return start


def _block(x: int, y: int) -> Tuple[Cell, ...]:
    """The four cells a tile laid at (x, y) covers."""
    return ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))


def _laid(tiles: Sequence[str], x: int, y: int) -> Tuple[str, ...]:
    return tuple(f"{t}@{x},{y}" for t in tiles)


def _pawn_free(start: Callable[[], Any], laid: Sequence[str]) -> Tuple[str, ...]:
    """``laid`` and each of them with the pawn put on the new tile where the rules allow it:
    a step about the tile does not mind the pawn (the board asks for it after each tile)."""
    state = start()
    out = list(laid)
    for move in laid:
        x, y = (int(v) for v in move.split("@")[1].split(","))
        for cx, cy in _block(x, y):
            try:
                state.play(f"{move} p{cx},{cy}")
            except ValueError:
                continue
            out.append(f"{move} p{cx},{cy}")
    return tuple(out)


def _pawn_or_place(x: int, y: int) -> Callable[[Any], str]:
    """The pawn step's answer to a refused turn: the tile on its cells (at ``x, y``) without
    the pawn is told about the pawn; a tile laid elsewhere, where to lay it."""
    def explain(turn: Any) -> str:
        if (getattr(turn, "x", None), getattr(turn, "y", None)) == (x, y):
            return QT_TRANSLATE_NOOP("PilusLessons",
                                     "Not this one: put your pawn on your new tile too.")
        return QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay the tile on the glowing cells.")

    return explain


START = [("BYGN", 0, 0)]
TWO = START + [("NBYG", 2, 0)]
THREE = TWO + [("YGNB", 0, 2)]
PROTECTED = {1: (1, 0)}                    # the computer's pawn on the green region (1,0)-(2,0)
# the stacking lesson's three tiles: the hand's tile fits on top as the hand shows it, so no
# colour rule (taught in the next lesson) refuses it before the learner has met it
THREE_AS_IT_COMES = TWO + [("GNBY", 0, 2)]
LEVEL3 = THREE + [("GNBY", 2, 2), ("BGYN", 1, 0), ("YNBG", 1, 2)]

LESSONS: Tuple[Lesson, ...] = (
    Lesson("table", QT_TRANSLATE_NOOP("PilusLessons", "Laying on the table"), (
        Step(_at(START, "BYGN"),
             QT_TRANSLATE_NOOP("PilusLessons", "Lay your tile on the table, on the glowing cells "
                                               "beside the starting tile."),
             _pawn_free(_at(START, "BYGN"), _laid(rotations("BYGN"), 2, 0)), _block(2, 0),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay the tile on the glowing cells."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: a tile on the table must touch a tile "
                                               "already laid.")),
        Step(_at(TWO, "GYNB"),
             QT_TRANSLATE_NOOP("PilusLessons", "Any side may touch, whatever its colour: lay your "
                                               "tile on the glowing cells."),
             _pawn_free(_at(TWO, "GYNB"), _laid(rotations("GYNB"), 0, -2)), _block(0, -2),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay the tile on the glowing cells."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: the table grows in every direction.")),
    )),
    Lesson("stack", QT_TRANSLATE_NOOP("PilusLessons", "Stacking on three of four squares"), (
        Step(_at(THREE_AS_IT_COMES, "BYGN"),
             QT_TRANSLATE_NOOP("PilusLessons", "Lay your tile on top, on the glowing cells: three "
                                               "squares hold it, one is over air."),
             _pawn_free(_at(THREE_AS_IT_COMES, "BYGN"), _laid(("BYGN", "GNBY", "YGNB"), 1, 1)),
             _block(1, 1),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay the tile on top, on the glowing "
                                               "cells."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: a tile on top rests on at least three "
                                               "squares of two tiles or more.")),
        Step(_at(TWO, "BGYN"),
             QT_TRANSLATE_NOOP("PilusLessons", "Resting on only two squares is not allowed: lay "
                                               "your tile on the glowing cells, on four."),
             _pawn_free(_at(TWO, "BGYN"), _laid(("BGYN", "NBGY", "YNBG"), 1, 0)), _block(1, 0),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay the tile on the glowing cells."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: two squares are too few; three or "
                                               "four hold a tile.")),
    )),
    Lesson("colours", QT_TRANSLATE_NOOP("PilusLessons", "Colour matching per level"), (
        Step(_at(TWO, "BYNG"),
             QT_TRANSLATE_NOOP("PilusLessons", "On level 2, at least one square must match the "
                                               "colour under it. Turn your tile and lay it on "
                                               "the glowing cells."),
             _pawn_free(_at(TWO, "BYNG"), _laid(("GBYN", "NGBY"), 1, 0)), _block(1, 0),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay the tile on the glowing cells."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: level 2 needs one matching square.")),
        Step(_at(LEVEL3, "BGYN"),
             QT_TRANSLATE_NOOP("PilusLessons", "On level 3, at least two squares must match. "
                                               "Turn your tile and lay it on the glowing cells."),
             _pawn_free(_at(LEVEL3, "BGYN"), _laid(("GYNB", "NBGY"), 1, 1)), _block(1, 1),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay the tile on the glowing cells."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: each level needs one more matching "
                                               "square; level 5 needs all four.")),
    )),
    Lesson("pawn", QT_TRANSLATE_NOOP("PilusLessons", "The pawn and protection"), (
        Step(_at(START, "BYGN"),
             QT_TRANSLATE_NOOP("PilusLessons", "Lay your tile on the glowing cells and put your "
                                               "pawn on it."),
             tuple(f"{t}@2,0 p{x},{y}" for t in rotations("BYGN") for x, y in _block(2, 0)),
             _block(2, 0),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: put your pawn on your new tile "
                                               "too."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: your pawn protects its region from "
                                               "the other players."),
             explain=_pawn_or_place(2, 0)),
        Step(_at(THREE, "BGYN", PROTECTED),
             QT_TRANSLATE_NOOP("PilusLessons", "The other pawn protects its region: you may not "
                                               "cover it. Turn your tile and lay it on the "
                                               "glowing cells."),
             _pawn_free(_at(THREE, "BGYN", PROTECTED), _laid(("NBGY", "GYNB"), 1, 1)),
             _block(1, 1),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay the tile on the glowing cells."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: a protected region also scores "
                                               "nothing for the other players.")),
    )),
    Lesson("score", QT_TRANSLATE_NOOP("PilusLessons", "Scoring"), (
        Step(_at(TWO, "BNGY"),
             QT_TRANSLATE_NOOP("PilusLessons", "Regions of two cells or more score. Turn your "
                                               "tile so it scores 5 and lay it on the glowing "
                                               "cells."),
             _pawn_free(_at(TWO, "BNGY"), _laid(("YBNG",), 0, -2)), _block(0, -2),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay it on the glowing cells, "
                                               "turned so it scores 5."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: on the table each cell of a scoring "
                                               "region is worth 1 point.")),
        Step(_at(THREE, "BGYN"),
             QT_TRANSLATE_NOOP("PilusLessons", "On level 2 each cell counts twice. Turn your tile "
                                               "so it scores 10 and lay it on the glowing cells."),
             _pawn_free(_at(THREE, "BGYN"), _laid(("NBGY",), 1, 1)), _block(1, 1),
             QT_TRANSLATE_NOOP("PilusLessons", "Not this one: lay it on the glowing cells, "
                                               "turned so it scores 10."),
             QT_TRANSLATE_NOOP("PilusLessons", "Well done: you score the level times the cells of "
                                               "the scoring regions.")),
    )),
)

__all__ = ["CONTEXT", "LESSONS"]
