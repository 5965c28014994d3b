"""Offline: the retrograde table against the app's exact solver (issue #17).

    python -m tools.pylos_retro.verify <variant> <table> [--count 60] [--empty 6 8 10 12]
        [--seed 1] [--cap 20] [--by-value [--values 1 0 -1]] [--book]

Plays seeded random games (uniform legal moves) until the given number of places is empty (or,
with ``--by-value``, draws positions of each value evenly from the table itself: ``retro
sample``; draws are rare in random games), and compares the table's value of each position
(``retro query``) with
:class:`tabletop_gui.ai.pylos.solver.PylosSolver` (win / draw / loss for the side to move, a
repetition on the path scored as a draw). Positions the solver does not decide within ``--cap``
seconds are counted, not compared, by the table's value (the last column). ``--book``: the
solver reads the shipped book as the app's does (a position the book holds, a take-back's mostly,
takes its value instead of a search). Exits 1 on any disagreement.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Optional

from tabletop_gui.ai.pylos.book import book_for
from tabletop_gui.ai.pylos.solver import PylosSolver, SolveAborted, make_generator

HERE = Path(__file__).resolve().parent
L3 = 0xF << 25


def random_position(variant: str, empty: int, rng: random.Random) -> Optional[tuple[int, int]]:
    """A position reached by uniform random moves with ``empty`` empty places (the top
    included), or None when the game ended first."""
    children = make_generator(variant)
    me = opp = 0
    for _ in range(400):
        if 30 - bin(me | opp).count("1") == empty:
            return me, opp
        moves = sorted(m for m in children(me, opp) if bin(m).count("1") < 15)
        if not moves:
            return None
        nm = rng.choice(moves)
        if (nm | opp) & L3 == L3:
            return None
        me, opp = opp, nm
    return None


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant", choices=("children", "standard", "mature"))
    ap.add_argument("table")
    ap.add_argument("--count", type=int, default=60, help="positions per number of empty places")
    ap.add_argument("--empty", type=int, nargs="+", default=[6, 8, 10, 12])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cap", type=float, default=20.0, help="solver seconds per position")
    ap.add_argument("--retro", default=str(HERE / "build" / "retro"))
    ap.add_argument("--by-value", action="store_true",
                    help="a third of the positions of each value (win, draw, loss), from the table")
    ap.add_argument("--values", type=int, nargs="+", choices=(1, 0, -1), default=[1, 0, -1],
                    help="with --by-value: only these values (0: the draws alone)")
    ap.add_argument("--book", action="store_true", help="the solver reads the shipped book")
    args = ap.parse_args(argv)
    book = book_for(args.variant) if args.book else None

    query = subprocess.Popen([args.retro, "query", args.variant, args.table], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    assert query.stdin is not None and query.stdout is not None

    def table_value(me: int, opp: int) -> int:
        query.stdin.write(f"{me} {opp}\n")
        query.stdin.flush()
        return int(query.stdout.readline())

    rng = random.Random(args.seed)
    bad = 0
    print("empty | compared | agree | wins / draws / losses (table) | not decided in time | "
          "solver s (median) | not decided: wins / draws / losses")
    print("---|---|---|---|---|---|---")
    for empty in args.empty:
        compared = agree = undecided = 0
        tally = {1: 0, 0: 0, -1: 0}
        missed = {1: 0, 0: 0, -1: 0}
        times = []
        if args.by_value:
            positions = []
            for value in args.values:
                out = subprocess.run([args.retro, "sample", args.variant, args.table, str(value),
                                      str(empty), str(args.count // len(args.values)),
                                      str(args.seed)],
                                     capture_output=True, text=True)
                positions += [tuple(map(int, line.split())) for line in out.stdout.splitlines()]
            pool = iter(positions)
        while compared + undecided < args.count:
            if args.by_value:
                nxt = next(pool, None)
                if nxt is None:
                    break
                me, opp = nxt
            else:
                pos = random_position(args.variant, empty, rng)
                if pos is None:
                    continue
                me, opp = pos
            want = table_value(me, opp)
            solver = PylosSolver(args.variant, book=book)
            t = time.perf_counter()
            try:
                got = solver.solve(me, opp, seconds=args.cap)
            except SolveAborted:
                undecided += 1
                missed[want] += 1
                continue
            times.append(time.perf_counter() - t)
            compared += 1
            tally[want] += 1
            if got == want:
                agree += 1
            else:
                bad += 1
                print(f"DISAGREE: {args.variant} me={me} opp={opp}: table {want}, solver {got}", file=sys.stderr)
        times.sort()
        median = times[len(times) // 2] if times else float("nan")
        print(f"{empty} | {compared} | {agree} | {tally[1]} / {tally[0]} / {tally[-1]} | {undecided} | "
              f"{median:.2f} | {missed[1]} / {missed[0]} / {missed[-1]}")
    query.stdin.close()
    query.wait()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
