"""Pylos review (issue #52, :mod:`tabletop_gui.ai.pylos.review`): how long the exact verdicts
take, against the issue's targets.

* **whole game**: :func:`~tabletop_gui.ai.pylos.review.judge_game` on a recorded standard game
  (``tools/data/pylos_expert_games.txt``, the first ``--games``), a fresh reviewer a game (as
  the GUI reviews a game: a cold solver table), its default budget; target: median <= 10 s;
* **book position, every move**: :func:`~tabletop_gui.ai.pylos.review.all_move_values` of a
  position the book holds (13 or more empty places in the standard rules; those at the edge
  have moves that lead below it, to the solver), ``--positions`` of them from the same games,
  a fresh reviewer each; target: <= 0.5 s;
* **solver position**: a position below the book's edge (its value from the solver, with "win
  in N"), and its every move, a fresh reviewer each; target: <= 3 s.

The book is loaded once before the clocks start (the app loads it in the worker on first use).
A value the budget leaves unknown is counted ("unknown"), never a failure of the bench.

* **PILUS, whole game** (:mod:`tabletop_gui.ai.pilus.review`, no exact truth: the expert's
  choice and its estimate for every turn): ``--pilus-games`` 2-player games the hard bot
  plays against itself (seeded deals), judged at the review's default budget; the time a
  game and a turn (no target in the issue: the window shows each turn as it comes).

    python -m bench review                       # 20 games, 20 positions of each kind
    python -m bench review --games 5 --positions 8
    python -m bench review --games 0 --positions 0 --pilus-games 3   # PILUS only
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import time
from typing import Any, Optional, Sequence

from . import table

GAMES_FILE = pathlib.Path(__file__).resolve().parents[1] / "tools" / "data" / "pylos_expert_games.txt"
#: the issue's targets, seconds
TARGETS = {"game": 10.0, "book": 0.5, "solver": 3.0}


def expert_games(count: int) -> list[list[str]]:
    out = []
    for line in GAMES_FILE.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            out.append(line.split()[1:])
        if len(out) >= count:
            break
    return out


def _empty(state: Any) -> int:
    return 30 - (state.board().masks[0] | state.board().masks[1]).bit_count()


def positions(games: list[list[str]], lo: int, hi: int, count: int) -> list[Any]:
    """Up to ``count`` positions with ``lo``..``hi`` empty places from ``games``, spread over
    the games (one position of each game in turn, by the number of empty places)."""
    from tabletop_gui.rules import pylos

    per_game = []
    for moves in games:
        state, found = pylos.new_game("standard"), []
        for m in moves:
            if not state.is_over and lo <= _empty(state) <= hi:
                found.append(state)
            state = state.play(m)
        per_game.append(found)
    out: list[Any] = []
    k = 0
    while len(out) < count and any(k < len(f) for f in per_game):
        out.extend(f[k] for f in per_game if k < len(f))
        k += 1
    return out[:count]


def _row(what: str, times: list[float], unknown: int, target: float) -> tuple[object, ...]:
    if not times:
        return (what, 0, "-", "-", unknown, f"<= {target:g}", "-")
    med, top = statistics.median(times), max(times)
    return (what, len(times), f"{med:.3f}", f"{top:.3f}", unknown, f"<= {target:g}",
            "met" if med <= target else "NOT met")


def main(argv: Optional[Sequence[str]] = None) -> None:
    from tabletop_gui.ai.pylos.book import book_for
    from tabletop_gui.ai.pylos.review import Reviewer, judge_game

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="recorded games to judge whole")
    ap.add_argument("--positions", type=int, default=20, help="positions of each kind")
    ap.add_argument("--pilus-games", type=int, default=2, help="PILUS games to judge whole")
    args = ap.parse_args(argv or [])
    if args.pilus_games:
        pilus_rows(args.pilus_games)
    if not args.games and not args.positions:
        return
    book = book_for("standard")
    assert book is not None
    edge = book.min_empty
    games = expert_games(max(args.games, 10))
    rows = []

    times, unknown, moves = [], 0, 0
    for g in games[:args.games]:
        start = time.perf_counter()
        verdicts = judge_game("standard", g)
        times.append(time.perf_counter() - start)
        unknown += sum(v.code == "unknown" for v in verdicts)
        moves += len(verdicts)
    rows.append(_row(f"whole game ({moves} moves)", times, unknown, TARGETS["game"]))

    times, unknown = [], 0
    for state in positions(games, edge, 30, args.positions):
        start = time.perf_counter()
        values = Reviewer("standard").move_values(state)
        times.append(time.perf_counter() - start)
        unknown += sum(not mv.value.known for mv in values)
    rows.append(_row(f"book position, every move ({edge}+ empty)", times, unknown,
                     TARGETS["book"]))

    solver_positions = positions(games, 6, edge - 1, args.positions)
    times, unknown = [], 0
    for state in solver_positions:
        start = time.perf_counter()
        v = Reviewer("standard").value(state)
        times.append(time.perf_counter() - start)
        unknown += not v.known
    rows.append(_row(f"solver position, value + distance (6-{edge - 1} empty)", times, unknown,
                     TARGETS["solver"]))
    times, unknown = [], 0
    for state in solver_positions:
        start = time.perf_counter()
        values = Reviewer("standard").move_values(state)
        times.append(time.perf_counter() - start)
        unknown += sum(not mv.value.known for mv in values)
    rows.append(_row(f"solver position, every move (6-{edge - 1} empty)", times, unknown,
                     TARGETS["solver"]))

    table("Pylos review, standard rules (seconds; a fresh reviewer each; unknown: values the "
          "budget left undecided)",
          ("what", "count", "median", "max", "unknown", "target (median)", "target"), rows)


def pilus_rows(count: int) -> None:
    """The PILUS review's times: ``count`` whole 2-player games (see the module docstring)."""
    from tabletop_gui.ai.pilus import make_bot
    from tabletop_gui.ai.pilus.review import judge_game
    from tabletop_gui.rules import pilus

    game_times, turn_times, agreed, turns = [], [], 0, 0
    for k in range(count):
        state = start = pilus.new_game(2, seed=1000 + k)
        bot = make_bot("hard", k, nodes=24)
        moves = []
        while state.outcome is None:
            move = bot.choose(state)
            moves.append(move)
            state = state.play(move)
        t0 = time.perf_counter()
        stamps = [t0]
        out = judge_game(start, moves,
                         on_progress=lambda _i, _n, _j, at=stamps: at.append(time.perf_counter()))
        game_times.append(time.perf_counter() - t0)
        turn_times += [b - a for a, b in zip(stamps, stamps[1:], strict=False)]
        agreed += sum(j is not None and j.agrees for j in out)
        turns += len(out)
    rows = [(f"whole game ({turns} turns)", len(game_times),
             f"{statistics.median(game_times):.2f}", f"{max(game_times):.2f}"),
            ("one turn", len(turn_times), f"{statistics.median(turn_times):.3f}",
             f"{max(turn_times):.3f}")]
    table(f"PILUS review, 2 players (seconds; the expert agreed with {agreed} of {turns} "
          "turns of the medium bot)", ("what", "count", "median", "max"), rows)
