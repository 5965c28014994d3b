"""PILUS's hints in words: what the hinted tile gains (its level and points), and, asked
during the pawn's step, where the pawn should go (or stay) and why.

The pawn's advice is the expert's own pawn step when the tile lies where the expert's hint
laid it; else the expert's static measure of a pawn's worth
(:func:`~tabletop_gui.ai.pilus.evaluation.region_value`: the region it guards, which the
others may neither cover nor score), over the cells the pawn may go to and staying. It reads
only the mover's view and the table (never another hand), and takes a few milliseconds: it
runs on the UI thread. No notation reaches the sentences.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject

from ....ai.pilus.evaluation import protection, region_value
from ....rules.pilus import Turn
from .input import PilusTurnInput

Cell = tuple[int, int]


class PilusHint(QObject):
    """The hints' sentences (``self.tr``: lupdate records plural forms from it only)."""

    def lay(self, level: int, points: int, pawn_moves: bool) -> str:
        if pawn_moves:
            text = self.tr("Hint: lay this tile where its ghost shows: level %1, %n point(s). "
                           "Enter lays it, then moves your pawn.", "", points)
        else:
            text = self.tr("Hint: lay this tile where its ghost shows: level %1, %n point(s). "
                           "Enter lays it; your pawn stays.", "", points)
        return text.replace("%1", str(level))

    def lay_plain(self, pawn_moves: bool) -> str:
        if pawn_moves:
            return self.tr("Hint: lay this tile where its ghost shows. Enter lays it, then "
                           "moves your pawn.")
        return self.tr("Hint: lay this tile where its ghost shows. Enter lays it; your pawn "
                       "stays.")

    def onto_tile(self, squares: int) -> str:
        return self.tr("Hint: put your pawn on the glowing cell of the tile you just laid: "
                       "there it guards a region of %n square(s) that the others can neither "
                       "cover nor score. Enter moves it.", "", squares)

    def one_step(self, squares: int) -> str:
        return self.tr("Hint: move your pawn one step, to the glowing cell: there it guards a "
                       "region of %n square(s) that the others can neither cover nor score. "
                       "Enter moves it.", "", squares)

    def stay_guarding(self, squares: int) -> str:
        return self.tr("Hint: leave your pawn where it is: it guards a region of %n square(s) "
                       "there that the others can neither cover nor score. Enter keeps it.",
                       "", squares)

    def stay_nothing_better(self) -> str:
        return self.tr("Hint: leave your pawn where it is: none of the cells it could go to "
                       "lies in a region of two squares or more to guard. Enter keeps it.")

    def stay_plain(self) -> str:
        return self.tr("Hint: leave your pawn where it is this turn. Enter keeps it.")


def lay_text(view: Any, move: Any) -> str:
    """The hint of a turn that lays a tile: where (the ghost shows it), its level and points,
    and whether the pawn then moves."""
    words = PilusHint()
    moves = move.pawn is not None
    preview = view.score_preview(move.tile, move.x, move.y) if view is not None else None
    if preview is None:
        return words.lay_plain(moves)
    return words.lay(int(preview.level), int(preview.points), moves)


@dataclass(frozen=True)
class PawnAdvice:
    """Where the pawn should go (None: stay) and the sentence saying why."""

    cell: Optional[Cell]
    text: Callable[[], str]


def matches(move: Any, laid_at: Optional[tuple[str, int, int]]) -> bool:
    """The hinted turn lays the tile that lies now, where it lies."""
    return (laid_at is not None and getattr(move, "tile", None) is not None
            and (move.tile, move.x, move.y) == laid_at)


def advise(turn: PilusTurnInput, hinted: Any) -> PawnAdvice:
    """The pawn's step after ``turn``'s tile was laid (``turn.step`` is "pawn"); ``hinted``,
    the expert's hint for the turn (or None)."""
    assert turn.laid_at is not None and turn.view is not None
    tile, x, y = turn.laid_at
    me = turn.view.viewer
    # the hands do not matter to the table after the tile: any sample will do
    after = turn.view.sample(random.Random(0)).play_unchecked(Turn(tile, x, y))
    labels = after.region_labels()
    targets = turn.targets()
    stay_worth = protection(after, me)
    best: Optional[Cell] = None
    if matches(hinted, turn.laid_at):
        best = hinted.pawn
    else:
        worth = {cell: region_value(labels, cell) for cell in targets}
        if worth:
            top = max(targets, key=lambda c: worth[c])
            best = top if worth[top] > stay_worth else None
    words = PilusHint()
    if best is not None:
        squares = len(after.region(best))
        onto = x <= best[0] <= x + 1 and y <= best[1] <= y + 1
        return PawnAdvice(best, lambda: words.onto_tile(squares) if onto
                          else words.one_step(squares))
    here = after.pawn(me)
    squares = len(after.region(here)) if here is not None else 0
    if squares >= 2:
        return PawnAdvice(None, lambda: words.stay_guarding(squares))
    if all(region_value(labels, cell) == 0 for cell in targets):
        return PawnAdvice(None, words.stay_nothing_better)
    return PawnAdvice(None, words.stay_plain)


__all__ = ["PawnAdvice", "PilusHint", "advise", "lay_text", "matches"]
