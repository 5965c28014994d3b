"""PILUS's hints in words: what the hinted tile gains (its level and points), and, asked
during the pawn's step, where the pawn should go (or stay) and why.

The pawn's advice is :func:`~tabletop_gui.ai.pilus.advice.pawn_step`'s (a few milliseconds,
from the mover's view only: it runs on the UI thread); this module words its codes. No
notation reaches the sentences.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject

from ....ai.pilus.advice import pawn_step
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
    expert = (hinted.pawn,) if matches(hinted, turn.laid_at) else None
    step = pawn_step(turn.view, turn.laid_at, turn.targets(), expert)
    words = PilusHint()
    n = step.squares
    say: dict[str, Callable[[], str]] = {
        "onto_tile": lambda: words.onto_tile(n),
        "one_step": lambda: words.one_step(n),
        "stay_guarding": lambda: words.stay_guarding(n),
        "stay_nothing_better": words.stay_nothing_better,
        "stay": words.stay_plain,
    }
    return PawnAdvice(step.cell, say[step.reason])


__all__ = ["PawnAdvice", "PilusHint", "advise", "lay_text", "matches"]
