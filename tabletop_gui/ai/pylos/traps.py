"""The Pylos trap book: in the opening positions the book (:mod:`.book`) says are lost, the
move a fixed-depth alpha-beta opponent most often answers with a mistake (issue #17,
the start down to 20 empty places).

A lost position has no good move, only moves that lose slower or give the opponent more
chances to go wrong. Early on the search's own guess of the opponent's answer
(:func:`.search.swindle_choice`) is weakest: a deep opponent's choice among many replies that
look alike is all but random. The trap book was computed offline
(``python -m tools.pylos_trapbook``): for each position, every move was answered by a 12-ply
alpha-beta search with the evaluation issue #17 names (reserve difference x 10 plus pattern
bonuses), under many seeds of its tie-break among equal moves, and the book judged each
answer; the move answered wrongly most often was kept (at the openings
where that move left the opponent little chance later on, the move with the best chances
two moves on, where its whole walk gives the opponent more chances to go wrong; at seven
openings). The walk follows the answers that do not throw the win away, so the trap
book covers the positions a game reaches.

The file (``traps_<variant>.txt``, package data next to this module) has one line per
position: the side to move's mask, the other's, and the position after the move (the mover's
mask, the other's), each pair the least of its 8 images under the symmetries of the square,
in hexadecimal; then how many of the answers were mistakes and out of how many. Lines
starting with ``#`` are comments. The file is read on first use and kept for the process; a
missing or damaged file means no trap book (the search sets its own traps, as before).
"""

from __future__ import annotations

import threading
from importlib import resources
from typing import Optional

from ...rules.pylos import FULL
from .book import image

__all__ = ["TRAP_FILES", "TrapBook", "canonical", "trap_book_for"]

#: the trap book of each variant that has one (package data of this package; the self-test
#: of a package checks that each of them loads)
TRAP_FILES = {"standard": "traps_standard.txt"}

def canonical(a: int, b: int) -> tuple[int, int]:
    """The least of the 8 images of the mask pair ``(a, b)`` under the symmetries of the
    square (the same for every image of a position)."""
    return min((image(g, a), image(g, b)) for g in range(8))


class TrapBookError(ValueError):
    """A trap book's text is not what this module reads."""


class TrapBook:
    """Position (side to move's mask, other's) -> the position after the trap move."""

    def __init__(self, text: str) -> None:
        self._moves: dict[tuple[int, int], tuple[int, int]] = {}
        for number, line in enumerate(text.splitlines(), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split()
            if len(parts) != 6:
                raise TrapBookError(f"line {number}: six fields expected, not {len(parts)}")
            try:
                me, opp, moved, other, _, _ = (int(p, 16) for p in parts)
            except ValueError:
                raise TrapBookError(f"line {number}: not hexadecimal") from None
            self._moves[canonical(me, opp)] = (moved, other)

    def __len__(self) -> int:
        return len(self._moves)

    def positions(self) -> list[tuple[int, int]]:
        """The canonical positions the trap book holds (side to move's mask, other's)."""
        return list(self._moves)

    def move(self, me: int, opp: int, codes: list[int]) -> Optional[int]:
        """The code among ``codes`` (the legal moves of the position ``me``, ``opp``, side to
        move first) that is the trap book's move there, or None where it holds no move."""
        after = self._moves.get(canonical(me, opp))
        if after is None:
            return None
        for code in codes:
            if canonical(me ^ (code & FULL), opp) == after:
                return code
        return None


_LOCK = threading.Lock()
_BOOKS: dict[str, Optional[TrapBook]] = {}


def trap_book_for(variant: str) -> Optional[TrapBook]:
    """The shipped trap book of ``variant`` (read and kept on first use), or None when there
    is none or it cannot be read."""
    with _LOCK:
        if variant not in _BOOKS:
            book: Optional[TrapBook] = None
            name = TRAP_FILES.get(variant)
            if name is not None:
                try:
                    text = resources.files(__package__).joinpath(name).read_text("ascii")
                    book = TrapBook(text)
                except (OSError, UnicodeDecodeError, TrapBookError):
                    book = None
            _BOOKS[variant] = book
        return _BOOKS[variant]
