"""Offline (issue #17): what a shipped layer of draws would do for the mature exact solver.

    tools/pylos_retro/build/retro draws mature /tmp/pylos-retro/mature.bin 10 10 /tmp/d10.bin
    tools/pylos_retro/build/retro draws mature /tmp/pylos-retro/mature.bin 11 11 /tmp/d11.bin
    python -m tools.pylos_retro.draw_layer /tmp/d10.bin /tmp/d11.bin --empty 10 --seeds 44 45 46 47
        [--cap 30] [--table /tmp/pylos-retro/mature.bin]

Solves the targets command's positions (``bench.targets.solve_as_the_app``: nine seeded random
games per seed, stopped at ``--empty`` empty places, with their histories) twice, one at a time:
as the app does today (the shipped book), and with the layers' draws added to that book (a
position of a layer that is a draw takes the value 0, at the root or anywhere in the search).
With ``--table``, also the retrograde value of each position (without the game's history).
The draw files are ``retro draws``' (one bit per slot in the book's order).
"""

from __future__ import annotations

import argparse
import struct
import subprocess
import sys
from array import array
from pathlib import Path
from typing import Any, Optional

from tabletop_gui.ai.pylos.book import PylosBook, binomials, book_for, slot_of, slot_rows

HERE = Path(__file__).resolve().parent
_MAXON = 14
_L3 = 0xF << 25


class DrawLayers:
    """The draws of one or more ``retro draws`` files: whether a position is a draw."""

    def __init__(self, paths: list[str]) -> None:
        self.empty: set[int] = set()
        self._binom = binomials()
        #: per file: its empty places, its slot layout (the book's) and its bits
        self._files: list[tuple[range, dict[int, list[int]], memoryview]] = []
        for path in paths:
            data = Path(path).read_bytes()
            if data[:8] != b"PYLDRAW1":
                raise ValueError(f"{path}: not a file of `retro draws`")
            variant, lo, hi, nshapes = struct.unpack_from("<4I", data, 8)
            (count,) = struct.unpack_from("<Q", data, 24)
            if variant != 2:
                raise ValueError(f"{path}: not the mature rules' draws")
            shapes = array("I")
            shapes.frombytes(data[32:32 + 4 * nshapes])
            base, total = slot_rows(shapes, self._binom)
            if total != count:
                raise ValueError(f"{path}: the counts do not add up")
            self.empty.update(range(lo, hi + 1))
            self._files.append((range(lo, hi + 1), base, memoryview(data)[32 + 4 * nshapes:]))

    def is_draw(self, me: int, opp: int) -> Optional[bool]:
        """Whether ``(me, opp)`` (side to move first) is a draw; None outside the layers."""
        occ = me | opp
        empty = 30 - occ.bit_count()
        if me.bit_count() > _MAXON or opp.bit_count() > _MAXON or occ & _L3 == _L3:
            return None
        for empties, base, bits in self._files:
            if empty in empties:
                index = slot_of(base, self._binom, me, opp)
                if index is not None:
                    return bool(bits[index >> 3] >> (index & 7) & 1)
        return None


class BookWithDraws:
    """The shipped book, plus a layer's draws: what the solver and the bench read as a book."""

    def __init__(self, book: PylosBook, layers: DrawLayers) -> None:
        self.book, self.layers = book, layers
        self.variant = book.variant
        self.min_empty = min(min(layers.empty), book.min_empty)

    def value(self, me: int, opp: int) -> Optional[int]:
        v = self.book.value(me, opp)
        if v is None and self.layers.is_draw(me, opp):
            return 0
        return v

    def covers(self, me: int, opp: int) -> bool:
        return self.value(me, opp) is not None


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
            for i, b in enumerate((book, with_draws)):
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
