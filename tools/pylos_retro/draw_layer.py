"""Offline (issue #17): what a shipped layer of draws would do for the mature exact solver.

    tools/pylos_retro/build/retro draws mature /tmp/pylos-retro/mature.bin 10 10 /tmp/d10.bin
    tools/pylos_retro/build/retro draws mature /tmp/pylos-retro/mature.bin 11 11 /tmp/d11.bin
    python -m tools.pylos_retro.draw_layer /tmp/d10.bin /tmp/d11.bin --empty 10 --seeds 44 45 46 47
        [--cap 30] [--table /tmp/pylos-retro/mature.bin]

Solves the targets command's positions (``bench.targets.solve_as_the_app``: nine seeded random
games per seed, stopped at ``--empty`` empty places, with their histories) twice, one at a time:
with the shipped book less its own draws, and with the files' draws added to that book (a
position of a layer that is a draw takes the value 0, at the root or anywhere in the search).
The app ships the draws of 10 and 11 empty places since session 28, and of 9 where a side has
14 spheres since session 29 (``draws_mature.xz``).
With ``--table``, also the retrograde value of each position (without the game's history).
The draw files are ``retro draws``' (one bit per slot in the book's order).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path
from typing import Any, Optional

from tabletop_gui.ai.pylos.book import PylosBook, PylosDraws, book_for

HERE = Path(__file__).resolve().parent


class DrawLayers:
    """The draws of one or more ``retro draws`` files (read as the app reads its own,
    :class:`~tabletop_gui.ai.pylos.book.PylosDraws`): whether a position is a draw."""

    def __init__(self, paths: list[str]) -> None:
        self._files = [PylosDraws(Path(path).read_bytes()) for path in paths]
        if any(f.variant != "mature" for f in self._files):
            raise ValueError("not the mature rules' draws")
        self.empty: set[int] = {e for f in self._files for e in f.empty}

    def is_draw(self, me: int, opp: int) -> Optional[bool]:
        """Whether ``(me, opp)`` (side to move first) is a draw; None outside the layers."""
        for f in self._files:
            d = f.is_draw(me, opp)
            if d is not None:
                return d
        return None


class BookWithDraws:
    """The shipped book without its own draws, plus the files': what the solver and the
    bench read as a book."""

    def __init__(self, book: PylosBook, layers: Optional[DrawLayers]) -> None:
        self.book, self.layers = book, layers
        self.variant = book.variant
        self.min_empty = book.min_empty
        self.min_known_empty = min(min(layers.empty), book.min_empty) if layers else book.min_empty

    def value(self, me: int, opp: int) -> Optional[int]:
        if self.book.covers(me, opp):
            return self.book.value(me, opp)
        if self.layers is not None and self.layers.is_draw(me, opp):
            return 0
        return None

    def covers(self, me: int, opp: int) -> bool:
        return self.book.covers(me, opp)


def main(argv: Optional[list[str]] = None) -> int:
    from bench.bench_pylos_solve import random_position
    from bench.targets import solve_as_the_app

    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("draws", nargs="+", help="files of `retro draws` (mature)")
    ap.add_argument("--empty", type=int, default=10)
    ap.add_argument("--seeds", type=int, nargs="+", default=[44, 45, 46, 47])
    ap.add_argument("--cap", type=float, default=30.0, help="seconds per position and solver")
    ap.add_argument("--table", help="the retrograde table (`retro solve mature`), for its values")
    ap.add_argument("--retro", default=str(HERE / "build" / "retro"))
    args = ap.parse_args(argv)
    book = book_for("mature")
    if book is None:
        print("no mature book", file=sys.stderr)
        return 1
    without: Any = BookWithDraws(book, None)       # (the shipped book less its own draws)
    with_draws: Any = BookWithDraws(book, DrawLayers(args.draws))
    query = None
    if args.table:
        query = subprocess.Popen([args.retro, "query", "mature", args.table],
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    print("position | table | value (book) | s | value (book + draws) | s")
    print("---|---|---|---|---|---")
    late = [0, 0]
    for seed in args.seeds:
        for k in range(9):
            state = random_position(args.empty, seed * 1000 + k, "mature")
            board = state.board()
            me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
            table = "-"
            if query is not None:
                assert query.stdin is not None and query.stdout is not None
                query.stdin.write(f"{me} {opp}\n")
                query.stdin.flush()
                table = query.stdout.readline().strip()
            cells = []
            for i, b in enumerate((without, with_draws)):
                secs, _, value, _, _ = solve_as_the_app(state, args.cap, b)
                late[i] += value is None or secs >= 10
                cells += ["?" if value is None else str(value), f"{secs:.2f}"]
            print(f"{seed * 1000 + k} | {table} | " + " | ".join(cells), flush=True)
    print(f"\nnot within 10 s: {late[0]} with the book, {late[1]} with the draws too")
    if query is not None and query.stdin is not None:
        query.stdin.close()
        query.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
