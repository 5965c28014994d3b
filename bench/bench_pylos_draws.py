"""Pylos exact solving of the hard positions: the mature rules' table draws at 3-12 empty places
and random-game positions at 9-11 (``bench/data/pylos_mature_hard.txt``, with the retrograde
table's value of each), solved as the app solves them (the book's value where the book holds the
position, else a fresh :class:`~tabletop_gui.ai.pylos.solver.PylosSolver` with the shipped book
and draws) within a cap, one process a core. The table: by number of empty places and value,
how many were not decided within the cap, the median and slowest seconds, and the seconds in
all; every value decided must agree with the table ("wrong").

    python -m bench pylos_draws                          # this checkout, 10 s cap, 2 processes
    python -m bench pylos_draws --trees 18c8205 HEAD     # two revisions side by side, one
                                                         # process each, the same positions
    python -m bench pylos_draws --trees /tmp/other .     # or two checkouts

``--trees`` runs each checkout's own solver, book and draws in its own process at the same
time, so that both see the same load: ratios are meant to be read within one run. A name that
is not a folder is a git revision, checked out into a temporary worktree for the run
(``bench/worktree.py``). The positions file has one position a line: empty places,
the side to move's mask, the other's, the table's value (+1, 0, -1); ``#`` starts a comment.
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing as mp
import os
import pathlib
import statistics
import subprocess
import sys
import time
from typing import Any, Optional, Sequence

DEFAULT_POSITIONS = pathlib.Path(__file__).parent / "data" / "pylos_mature_hard.txt"
_VALUES = {1: "win", 0: "draw", -1: "loss"}


def read_positions(path: pathlib.Path) -> list[tuple[int, int, int, int]]:
    """``(empty, me, opp, value)`` of each line of a positions file."""
    rows = []
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            e, me, opp, v = (int(x) for x in line.split()[:4])
            rows.append((e, me, opp, v))
    return rows


_BOOK: Any = None
_CAP = 10.0


def _init(variant: str, cap: float) -> None:
    global _BOOK, _CAP
    from tabletop_gui.ai.pylos.book import book_for

    _BOOK, _CAP = book_for(variant), cap


def _solve(row: tuple[int, int, int, int]) -> tuple[int, int, int, int, Optional[int], int, float]:
    from tabletop_gui.ai.pylos.solver import PylosSolver, SolveAborted

    e, me, opp, want = row
    t = time.perf_counter()
    nodes = 0
    v: Optional[int]
    if _BOOK is not None and _BOOK.covers(me, opp):
        v = _BOOK.value(me, opp)
    else:
        solver = PylosSolver(_BOOK.variant if _BOOK is not None else "mature", book=_BOOK)
        try:
            v = solver.solve(me, opp, seconds=_CAP)
        except SolveAborted:
            v = None
        nodes = solver.nodes
    return e, me, opp, want, v, nodes, time.perf_counter() - t


def run_here(rows: Sequence[tuple[int, int, int, int]], variant: str, cap: float, jobs: int,
             verbose: bool) -> list[tuple[int, int, int, int, Optional[int], int, float]]:
    """Solve ``rows`` with this checkout's solver in ``jobs`` processes."""
    out = []
    with mp.get_context("spawn").Pool(jobs, initializer=_init, initargs=(variant, cap)) as pool:
        for r in pool.imap(_solve, rows):
            if verbose:
                print(*r[:6], f"{r[6]:.2f}", flush=True)
            out.append(r)
    return out


def summary(results: Sequence[tuple[int, int, int, int, Optional[int], int, float]]
            ) -> list[tuple[str, ...]]:
    groups: dict[tuple[int, int], list[Any]] = collections.defaultdict(list)
    for r in results:
        groups[(r[0], r[3])].append(r)
    rows = []
    for label, items in [(f"{e}, {_VALUES[v]}", groups[(e, v)]) for e, v in sorted(groups)] + [
            ("all", list(results))]:
        secs = [r[6] for r in items]
        rows.append((label, str(len(items)), str(sum(r[4] is None for r in items)),
                     str(sum(r[4] is not None and r[4] != r[3] for r in items)),
                     f"{statistics.median(secs):.2f}", f"{max(secs):.2f}", f"{sum(secs):.1f}"))
    return rows


def print_table(title: str, rows: list[tuple[str, ...]]) -> None:
    head = ("empty places, value", "positions", "not decided", "wrong", "median s", "slowest s",
            "s in all")
    print(f"\n{title}\n")
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for r in rows:
        print("| " + " | ".join(r) + " |")


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=pathlib.Path, default=DEFAULT_POSITIONS)
    ap.add_argument("--variant", default="mature")
    ap.add_argument("--cap", type=float, default=10.0, help="seconds a position (default 10)")
    ap.add_argument("--jobs", type=int, default=2, help="processes for one checkout")
    ap.add_argument("--limit", type=int, default=0, help="the first N positions only")
    ap.add_argument("--trees", nargs="+", metavar="DIR|REV",
                    help="checkouts or git revisions to run side by side, one process each")
    ap.add_argument("--verbose", action="store_true", help="one line a position")
    ap.add_argument("--raw", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv or [])
    rows = read_positions(args.positions)
    if args.limit:
        rows = rows[:args.limit]
    if args.trees:
        from .worktree import checkout

        procs = []
        folders = [tree if os.path.isdir(tree) else checkout(tree) for tree in args.trees]
        for tree in folders:
            # This script, run with the other checkout first on the path: its tabletop_gui.
            cmd = [sys.executable, str(pathlib.Path(__file__).resolve()), "--raw", "--jobs", "1",
                   "--positions", str(args.positions.resolve()), "--variant", args.variant,
                   "--cap", str(args.cap), "--limit", str(args.limit)]
            env = dict(os.environ, PYTHONPATH=str(pathlib.Path(tree).resolve()))
            procs.append(subprocess.Popen(cmd, cwd=str(pathlib.Path(tree).resolve()), env=env,
                                          stdout=subprocess.PIPE, text=True))
        for name, tree, p in zip(args.trees, folders, procs, strict=True):
            out, _ = p.communicate()
            lines = out.splitlines()
            where = pathlib.Path(tree).resolve()
            if p.returncode or not lines or not lines[0].startswith(f"# {where}"):
                raise SystemExit(f"{name}: the run failed, or did not use its own tabletop_gui")
            results = [_parse(line) for line in lines[1:] if line.strip()]
            print_table(f"{name} ({len(rows)} positions, {args.cap:g} s cap, one process)",
                        summary(results))
        return 0
    if args.raw:
        import tabletop_gui

        print("#", pathlib.Path(tabletop_gui.__file__).resolve().parent, flush=True)
    results = run_here(rows, args.variant, args.cap, args.jobs, args.verbose or args.raw)
    if not args.raw:
        print_table(f"this checkout ({len(rows)} positions, {args.cap:g} s cap, "
                    f"{args.jobs} processes)", summary(results))
    return 0


def _parse(line: str) -> tuple[int, int, int, int, Optional[int], int, float]:
    e, me, opp, want, v, nodes, secs = line.split()
    return (int(e), int(me), int(opp), int(want), None if v == "None" else int(v), int(nodes),
            float(secs))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
