"""The Pylos ladder (issue #53): each level against the one below it, each level against the
sparring partner at a few fixed depths (fixed rungs, whatever our levels become), and the
expert's thinking time a move at the app's own budget.

    python -m bench ladder [--openings 50] [--plies 2] [--jobs 2] [--seed 53]
        [--depths 2,4,6] [--rung-openings 20] [--time-openings 4] [--markdown] [--log FILE]

Every match is played from ``--openings`` random openings of ``--plies`` plies, each opening
once with each colour (``bench.bench_sparring.run_games``: the same openings for every
pairing). The searching levels play **node budgets** (:data:`BUDGETS`), so a table is the same
on any machine and under any load; the others are depth-limited and need none. Score = wins
+ draws / 2, with 95% Wilson intervals. The time table is wall clock: the expert at the app's
budget (2 s a move) against the hard level, its seconds a move as p50 / p90 / p99 / max, in
all and with 14 or fewer empty places (where it solves the game exactly).
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import time
from typing import List, Optional, Sequence, Tuple

from tabletop_gui.ai.levels import LEVELS

#: each searching level's node budget in the matches (about its app time on the build box:
#: the expert's 2 s are about 340,000 nodes unloaded; 60,000 keeps a game under 10 s)
BUDGETS = {"hard": 60_000, "expert": 60_000}

#: the target of every step: the stronger level scores 70-85% against the one below
TARGET = (0.70, 0.85)


def spec(level: str) -> str:
    """The bench's spec of a level (with its node budget where it searches)."""
    nodes = BUDGETS.get(level)
    return f"{level}@nodes={nodes}" if nodes else level


def steps() -> List[Tuple[str, str]]:
    """(level, the level below it), weakest step first."""
    return [(spec(b), spec(a)) for a, b in itertools.pairwise(LEVELS)]


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def score_rows(games: Sequence, pairings: Sequence[Tuple[str, str]],
               target: Optional[Tuple[float, float]] = None) -> List[Tuple[str, ...]]:
    """A row per pairing: games, A won/drawn/lost, A's score and Wilson interval (and, with
    ``target``, whether the score lies in it)."""
    from tabletop_gui.ai.match import wilson

    rows = []
    for a, b in pairings:
        mine = [g for g in games if (g.a, g.b) == (a, b)]
        if not mine:
            continue
        n = len(mine)
        w = sum(1 for g in mine if g.outcome == 1.0)
        d = sum(1 for g in mine if g.outcome == 0.5)
        score = w + d / 2
        lo, hi = wilson(score, n)
        row = [f"{a} vs {b}", str(n), f"{w}/{d}/{n - w - d}", f"{100 * score / n:.1f}%",
               f"[{100 * lo:.1f}, {100 * hi:.1f}]"]
        if target is not None:
            row.append("yes" if target[0] <= score / n <= target[1] else "no")
        rows.append(tuple(row))
    return rows


def time_rows(games: Sequence) -> List[Tuple[str, ...]]:
    """The expert's seconds a move: p50 / p90 / p99 / max, in all and with 14 or fewer empty
    places."""
    from .bench_sparring import endgame_moves

    moves = [m for g in games for m in endgame_moves(g)]
    rows = []
    for label, sel in (("every move", [s for _, s in moves]),
                       ("14 or fewer empty places", [s for e, s in moves if e <= 14]),
                       ("12-13 empty places", [s for e, s in moves if 12 <= e <= 13])):
        if sel:
            rows.append((label, str(len(sel)), f"{percentile(sel, 0.5):.2f}",
                         f"{percentile(sel, 0.9):.2f}", f"{percentile(sel, 0.99):.2f}",
                         f"{max(sel):.2f}"))
    return rows


def show(title: str, headers: Sequence[str], rows: Sequence[Tuple[str, ...]],
         markdown: bool) -> None:
    from .bench_sparring import print_table

    print_table(title, rows, markdown, headers)


def main(argv: Optional[Sequence[str]] = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m bench ladder")
    ap.add_argument("--openings", type=int, default=50, help="openings per step (x 2 colours)")
    ap.add_argument("--plies", type=int, default=2)
    ap.add_argument("--seed", type=int, default=53)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--depths", default="2,4,6", help="the sparring partner's depths (rungs)")
    ap.add_argument("--rung-openings", type=int, default=20)
    ap.add_argument("--time-openings", type=int, default=4,
                    help="openings of the expert at the app's budget (wall clock)")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--log", help="append every game (moves, result, seconds a move) to this "
                    "JSON-lines file (python -m bench sparring report reads it)")
    args = ap.parse_args(list(argv or []))
    from .bench_sparring import run_games

    t = time.perf_counter()
    if args.openings:
        pairs = steps()
        games = run_games(pairs, "standard", "light", args.openings, args.plies, args.seed,
                          args.jobs, log=args.log)
        show(f"Pylos ladder: each level against the one below, {args.openings} random "
             f"{args.plies}-ply openings x 2 colours (target {100 * TARGET[0]:.0f}-"
             f"{100 * TARGET[1]:.0f}%)",
             ("step", "games", "won/drawn/lost", "score", "95% Wilson", "in target"),
             score_rows(games, pairs, TARGET), args.markdown)
    depths = [int(d) for d in args.depths.split(",") if d]
    if args.rung_openings and depths:
        rungs = [(spec(level), f"sparring@depth={d}") for level in LEVELS for d in depths]
        games = run_games(rungs, "standard", "light", args.rung_openings, args.plies,
                          args.seed + 1, args.jobs, log=args.log)
        show(f"Pylos: each level against the sparring partner at fixed depths (the rungs), "
             f"{args.rung_openings} openings x 2 colours",
             ("level vs partner", "games", "won/drawn/lost", "score", "95% Wilson"),
             score_rows(games, rungs), args.markdown)
    if args.time_openings:
        timed = [("expert", spec("hard"))]
        games = run_games(timed, "standard", "light", args.time_openings, args.plies,
                          args.seed + 2, args.jobs, log=args.log)
        show(f"Pylos expert at the app's budget (2 s a move), seconds a move against "
             f"{spec('hard')}, {args.time_openings} openings x 2 colours, {args.jobs} "
             f"process(es) (wall clock)",
             ("moves", "count", "p50 s", "p90 s", "p99 s", "max s"), time_rows(games), args.markdown)
        means = [statistics.mean(g.a_seconds) for g in games if g.a_seconds]
        if means:
            print(f"(mean of the games' mean seconds a move: {statistics.mean(means):.2f})")
    print(f"\n(the ladder bench in {time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
