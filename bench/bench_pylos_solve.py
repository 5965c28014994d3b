"""Pylos exact solving: seconds to solve seeded random reachable positions with 10, 12 and 14
empty places, the new solver (:class:`tabletop_gui.ai.pylos.solver.PylosSolver`: win / draw /
loss, then "win in N") beside the solver of an earlier revision ("before", ``--base REV``, by
default aeef2da, the solver before the 14-empty work: that revision's ``tabletop_gui`` run from
a temporary git worktree in a second process, ``bench/worktree.py``) and the old search
(``PylosSearch.search`` run to the end: its value and distance come together), one position at
a time, one solver at a time. "agree":
every solver that finished gave the same value and distance. "book": the value from the shipped
book (:mod:`tabletop_gui.ai.pylos.book`, positions with its empty places or more; loaded once
before the run), and how many of those the new solver's value (where it finished) agrees with.
"new + book" (``--with-book``): the new solver given that book as the expert uses it (a position
it holds, a take-back's mostly, takes its value instead of a search below it).

    python -m bench pylos_solve                     # the default run
    python -m bench.bench_pylos_solve --sizes 12 14 --count 9 --new-cap 30 --before-cap 30 \
        --no-old --verbose [--base aeef2da]
    python -m bench.bench_pylos_solve --variant mature --sizes 12 14 --count 9 --new-cap 30 \
        --no-old --no-before --with-book --verbose

A position not finished within its cap counts as that cap (so the medians and maxima are then
lower bounds). Positions come from random play-outs (seeded) stopped the first time the number
of empty places is reached.

``tabletop_gui`` is imported inside the functions only: the "before" worker imports this module
with the earlier revision's package, which may lack what today's has.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any, Optional, Sequence

from . import table

#: (seconds for both, value or None, "win in N" or None, seconds for the value)
Solved = tuple[float, Optional[int], Optional[int], float]

#: the revision of "before": the solver as it was before the 14-empty work
BEFORE = "aeef2da"


def random_position(empties: int, seed: int, variant: str = "standard") -> Any:
    from tabletop_gui.ai.pylos.policy import empty_places
    from tabletop_gui.rules import pylos

    rng = random.Random(f"{variant}-{empties}-{seed}")
    while True:
        s = pylos.new_game(variant)
        while not s.is_over and empty_places(s) > empties:
            s = s.play(rng.choice(s.legal_moves()))
        if not s.is_over and empty_places(s) == empties:
            return s


def solver_input(state: Any) -> tuple[str, int, int, list[tuple[int, int]]]:
    """``state`` as the solver takes it: (variant, the side to move's mask, the other's, the
    game's positions so far as (key, value) pairs of the solver's history)."""
    from tabletop_gui.ai.pylos.solver import relative_history

    board = state.board()
    tm = board.to_move
    history = relative_history(board.counts, tm)
    return state.variant, board.masks[tm], board.masks[1 - tm], list(history.items())


def solve_new(state: Any, cap: float, **kwargs: Any) -> Solved:
    """(seconds, value, plies, seconds for the value) with the new solver (made with
    ``kwargs``); value None when the value is over the cap, plies None when the distance is
    (each has the cap)."""
    return solve_masks(*solver_input(state), cap, **kwargs)


def solve_masks(variant: str, me: int, opp: int, history: Sequence[Sequence[int]], cap: float,
                **kwargs: Any) -> Solved:
    """:func:`solve_new` of :func:`solver_input`'s position with this process's solver (what
    the "before" worker runs with the earlier revision's)."""
    from tabletop_gui.ai.pylos.solver import PylosSolver, SolveAborted

    path = {key: value for key, value in history}
    solver = PylosSolver(variant, **kwargs)
    start = time.perf_counter()
    try:
        value = solver.solve(me, opp, history=path, seconds=cap)
    except SolveAborted:
        return time.perf_counter() - start, None, None, time.perf_counter() - start
    mid = time.perf_counter()
    try:
        # (aeef2da's solver's horizon tells "win in N" where to start; today's has none)
        plies = (solver.distance(me, opp, value, history=path, seconds=cap,
                                 start=getattr(solver, "proof_depth", 1) - 2) if value else None)
    except SolveAborted:
        plies = None
    end = time.perf_counter()
    return end - start, value, plies, mid - start


def _agree(verdicts: Sequence[tuple[Optional[int], Optional[int]]]) -> bool:
    """Whether the solvers' (value, plies) agree where each finished (plies: where known)."""
    values = {v for v, _ in verdicts if v is not None}
    plies = {p for v, p in verdicts if v is not None and p is not None}
    return len(values) <= 1 and len(plies) <= 1


def solve_old(state: Any, cap: float) -> tuple[float, Optional[int], Optional[int]]:
    from tabletop_gui.ai.pylos.search import PylosSearch

    start = time.perf_counter()
    r = PylosSearch(state.variant).search(state, seconds=cap)
    secs = time.perf_counter() - start
    if r.outcome is None and r.depth < 64 and secs >= cap * 0.45:
        return max(secs, cap), None, None
    value = {"win": 1, "loss": -1}.get(r.outcome or "", 0)
    return secs, value, r.plies_to_end


def summary(times: Sequence[float]) -> tuple[str, str]:
    return f"{statistics.median(times):.2f}", f"{max(times):.2f}"


def main(argv: Optional[Sequence[str]] = None) -> None:
    from tabletop_gui.ai.pylos.book import book_for
    from tabletop_gui.rules import pylos

    from .worktree import Worker

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10, 12, 14])
    ap.add_argument("--count", type=int, default=9, help="positions per size")
    ap.add_argument("--variant", default="standard", choices=pylos.VARIANTS)
    ap.add_argument("--old-cap", type=float, default=40.0)
    ap.add_argument("--new-cap", type=float, default=120.0)
    ap.add_argument("--before-cap", type=float, default=120.0)
    ap.add_argument("--no-old", action="store_true", help="leave out the old search")
    ap.add_argument("--no-before", action="store_true", help="leave out the earlier solver")
    ap.add_argument("--base", metavar="REV", default=BEFORE,
                    help=f"the git revision of the earlier solver (default {BEFORE})")
    ap.add_argument("--with-book", action="store_true",
                    help="add the new solver given the shipped book")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    book = book_for(args.variant)
    before = None if args.no_before else Worker(args.base)
    try:
        rows = _rows(args, book, before)
    finally:
        if before is not None:
            before.close()
    table(f"Pylos exact solving ({args.variant}; seconds; caps: new {args.new_cap:g} s, before "
          f"({args.base}) {args.before_cap:g} s, old {args.old_cap:g} s)",
          ("empty places", "positions", "new value median", "new value max",
           "new + win in N median", "new + win in N max", "new unsolved",
           "new + book value median", "new + book value max", "new + book + win in N median",
           "new + book + win in N max", "new + book unsolved",
           "before value median", "before value max", "before + win in N median",
           "before + win in N max", "before unsolved", "old median", "old max", "old unsolved",
           "book value median", "book value max", "book agrees", "agree"), rows)


def _rows(args: argparse.Namespace, book: Any, before: Any) -> list[list[Any]]:
    """The table's rows: each size's positions solved by each solver in turn."""
    rows = []
    for n in args.sizes:
        new_t, value_t, bef_t, bef_value_t, old_t, book_t = [], [], [], [], [], []
        nb_t, nb_value_t = [], []
        agree, unsolved_new, unsolved_bef, unsolved_old, book_agree = 0, 0, 0, 0, 0
        unsolved_nb = 0
        for k in range(args.count):
            s = random_position(n, k, args.variant)
            t, v, p, tv = solve_new(s, args.new_cap)
            new_t.append(t)
            value_t.append(tv)
            unsolved_new += v is None
            verdicts = [(v, p)]
            line = f"  {n} empty #{k}: new {t:.2f}s (value {tv:.2f}s) value {v} plies {p}"
            board = s.board()
            me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
            if book is not None and book.covers(me, opp):
                start = time.perf_counter()
                vk = book.value(me, opp)
                book_t.append(time.perf_counter() - start)
                book_agree += v is None or vk == v
                line += f" | book {book_t[-1] * 1e3:.2f} ms value {vk}"
            if args.with_book:
                tn, vn, pn, tvn = solve_new(s, args.new_cap, book=book)
                nb_t.append(tn)
                nb_value_t.append(tvn)
                unsolved_nb += vn is None
                verdicts.append((vn, pn))
                line += f" | new + book {tn:.2f}s (value {tvn:.2f}s) value {vn} plies {pn}"
            if before is not None:
                tb, vb, pb, tvb = before.call(solve_masks, *solver_input(s), args.before_cap)
                bef_t.append(tb)
                bef_value_t.append(tvb)
                unsolved_bef += vb is None
                verdicts.append((vb, pb))
                line += f" | before {tb:.2f}s (value {tvb:.2f}s) value {vb} plies {pb}"
            if not args.no_old:
                to, vo, po = solve_old(s, args.old_cap)
                old_t.append(to)
                unsolved_old += vo is None
                verdicts.append((vo, po))
                line += f" | old {to:.2f}s value {vo} plies {po}"
            agree += _agree(verdicts)
            if args.verbose:
                print(line, flush=True)
        row = [n, args.count, *summary(value_t), *summary(new_t), unsolved_new]
        row += ([*summary(nb_value_t), *summary(nb_t), unsolved_nb] if nb_t else ["-"] * 5)
        row += ([*summary(bef_value_t), *summary(bef_t), unsolved_bef] if bef_t
                else ["-"] * 5)
        row += [*summary(old_t), unsolved_old] if old_t else ["-"] * 3
        row += ([f"{statistics.median(book_t) * 1e3:.2f} ms", f"{max(book_t) * 1e3:.2f} ms",
                 f"{book_agree}/{len(book_t)}"] if book_t else ["-"] * 3)
        rows.append(row + [agree])
    return rows


if __name__ == "__main__":
    main()
