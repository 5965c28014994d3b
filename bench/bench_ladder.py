"""The ladders of both games (issue #53). Pylos: each level against the one below it, each
level against the sparring partner at a few fixed depths (fixed rungs, whatever our levels
become), and the expert's thinking time a move at the app's own budget. PILUS: each level
against the one below it.

    python -m bench ladder [--game both|pylos|pilus] [--openings 50] [--plies 2] [--jobs 2]
        [--seed 53] [--depths 2,4,6] [--rung-openings 20] [--time-openings 4] [--markdown]
        [--log FILE] [--pilus-deals 50] [--pilus-players 2] [--pilus-steps hard,expert]
        [--pilus-log FILE] [--pilus-table FILE]

Every match is played from ``--openings`` random openings of ``--plies`` plies, each opening
once with each colour (``bench.bench_sparring.run_games``: the same openings for every
pairing). The searching levels play **node budgets** (:data:`BUDGETS`), so a table is the same
on any machine and under any load; the others are depth-limited and need none. Score = wins
+ draws / 2, with 95% Wilson intervals. The time table is wall clock: the expert at the app's
budget (2 s a move) against the hard level, its seconds a move as p50 / p90 / p99 / max, in
all and with 14 or fewer empty places (where it solves the game exactly).

The PILUS ladder plays ``--pilus-deals`` deals a step (``bench.bench_pilus_strength.play``:
the same deals for every step), each deal once with the stronger level in every seat and the
weaker one in the others; the searching levels play their app budgets in play-outs without
the time cap (:data:`PILUS_BUDGETS`), so a table is the same on any machine. A game's score
is the stronger level's head-to-head share: it beats a weaker seat's final score 1, ties 1/2
(with 3-4 players each weaker seat is one pair of won/drawn/lost, and an even match is 50 %
for every player count). The Wilson interval is over games. ``--pilus-log`` keeps every game
(a JSON line), and ``--pilus-table`` prints the table of such a log.
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

#: the PILUS searching levels' play-outs a move in the ladder: their app budgets (hard: 6
#: candidates x 2 samples) without the time cap
PILUS_BUDGETS = {"hard": 12, "expert": 192}


def spec(level: str) -> str:
    """The bench's spec of a level (with its node budget where it searches)."""
    nodes = BUDGETS.get(level)
    return f"{level}@nodes={nodes}" if nodes else level


def steps() -> List[Tuple[str, str]]:
    """(level, the level below it), weakest step first."""
    return [(spec(b), spec(a)) for a, b in itertools.pairwise(LEVELS)]


def pilus_spec(level: str) -> str:
    """The PILUS bench's spec of a level (with its play-out budget where it searches)."""
    nodes = PILUS_BUDGETS.get(level)
    return f"{level}@nodes={nodes}" if nodes else level


def pilus_steps() -> List[Tuple[str, str]]:
    """(PILUS level, the level below it), weakest step first."""
    from tabletop_gui.ai.pilus import LEVELS as PILUS_LEVELS

    return [(pilus_spec(b), pilus_spec(a)) for a, b in itertools.pairwise(PILUS_LEVELS)]


def pilus_rows(records: Sequence[dict], target: Optional[Tuple[float, float]] = TARGET
               ) -> List[Tuple[str, ...]]:
    """A row per (step, player count) of PILUS games (``bench_pilus_strength.play``'s
    records): games, A's won/drawn/lost pairs against the B seats, A's head-to-head score and
    its Wilson interval over games, and whether it lies in ``target``. Only the deals A has
    played from every seat count."""
    from tabletop_gui.ai.match import wilson

    from .bench_pilus_strength import complete_deals

    keys = sorted({(r["a"], r["b"], r["players"]) for r in records},
                  key=lambda k: (pilus_order(k[0]), k[2]))
    rows = []
    for a, b, players in keys:
        mine = complete_deals([r for r in records if (r["a"], r["b"], r["players"])
                               == (a, b, players)], players)
        if not mine:
            continue
        w = d = lost = 0
        score = 0.0
        for r in mine:
            sc = r["scores"]
            me = sc[r["a_seat"]]
            others = [v for p, v in enumerate(sc) if p != r["a_seat"]]
            w += sum(1 for v in others if me > v)
            d += sum(1 for v in others if me == v)
            lost += sum(1 for v in others if me < v)
            score += sum(1.0 if me > v else 0.5 if me == v else 0.0 for v in others) / len(others)
        n = len(mine)
        lo, hi = wilson(score, n)
        label = f"{a} vs {b}" + ("" if players == 2 else f" ({players} players)")
        row = [label, str(n), f"{w}/{d}/{lost}", f"{100 * score / n:.1f}%",
               f"[{100 * lo:.1f}, {100 * hi:.1f}]"]
        if target is not None:
            row.append("yes" if target[0] <= score / n <= target[1] else "no")
        rows.append(tuple(row))
    return rows


def pilus_order(spec_: str) -> int:
    """Where a spec's level stands on the PILUS ladder (unknown names last)."""
    from tabletop_gui.ai.pilus import LEVELS as PILUS_LEVELS

    names = list(PILUS_LEVELS)
    name = spec_.partition("@")[0]
    return names.index(name) if name in names else len(names)


def pilus_ladder(deals: int, players: Sequence[int], seed: int, jobs: int,
                 only: Optional[Sequence[str]] = None, log: Optional[str] = None) -> List[dict]:
    """Play the PILUS ladder's games (every step, or the steps whose stronger level is in
    ``only``); returns the records, each also appended to ``log`` as it ends."""
    from .bench_pilus_strength import play_all

    pairs = [(a, b) for a, b in pilus_steps()
             if not only or a.partition("@")[0] in only]
    tasks = [(a, b, n, seat, deal, seed) for a, b in pairs for n in players
             for deal in range(deals) for seat in range(n)]
    return play_all(tasks, jobs, log)


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
    ap.add_argument("--game", choices=("both", "pylos", "pilus"), default="both")
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
    ap.add_argument("--pilus-deals", type=int, default=50,
                    help="PILUS deals a step (each played from every seat)")
    ap.add_argument("--pilus-players", default="2", help="PILUS player counts, e.g. 2,3,4")
    ap.add_argument("--pilus-steps", default="",
                    help="only the PILUS steps of these stronger levels, e.g. hard,expert")
    ap.add_argument("--pilus-log", help="append every PILUS game to this JSON-lines file")
    ap.add_argument("--pilus-table", help="only print the PILUS table of a --pilus-log file")
    args = ap.parse_args(list(argv or []))
    t = time.perf_counter()
    if args.pilus_table or args.game in ("both", "pilus"):
        if args.pilus_table:
            import json
            import pathlib

            records = [json.loads(line) for line in
                       pathlib.Path(args.pilus_table).read_text().splitlines() if line.strip()]
        else:
            records = pilus_ladder(args.pilus_deals,
                                   [int(p) for p in args.pilus_players.split(",") if p],
                                   args.seed, args.jobs,
                                   [s for s in args.pilus_steps.split(",") if s],
                                   args.pilus_log)
        show(f"PILUS ladder: each level against the one below, the same deals, the stronger "
             f"level in every seat (target {100 * TARGET[0]:.0f}-{100 * TARGET[1]:.0f}%)",
             ("step", "games", "won/drawn/lost", "score", "95% Wilson", "in target"),
             pilus_rows(records), args.markdown)
        if args.pilus_table or args.game == "pilus":
            print(f"\n(the ladder bench in {time.perf_counter() - t:.0f} s)")
            return
    pylos_ladder(args, t)


def pylos_ladder(args: argparse.Namespace, t: float) -> None:
    """The Pylos tables: the steps, the rungs and the expert's time."""
    from .bench_sparring import run_games

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
