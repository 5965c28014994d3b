"""Offline: where a Pylos bot lost its games, by the exact solver (issue #17).

    python -m tools.pylos_blunders games.jsonl [more.jsonl] [--colour dark] [--cap 120]
        [--max-empty 16] [--partner-depth 14] [--partner-plies 8] [--markdown]

Reads the games of ``python -m bench sparring match ... --log games.jsonl`` and, for every game
that A (the bot under test) lost, optionally as ``--colour`` only, walks back from the end with
the exact solver (:class:`tabletop_gui.ai.pylos.solver.PylosSolver`, one table per game, kept
while walking back): every position with ``--max-empty`` or fewer empty places is solved
(win / draw / loss for A), each within ``--cap`` seconds, until two in a row are not decided in
time. A's **blunder** is the last move of A that turned a won (or drawn) position into a worse
one; for it the tool gives A's move, a move that keeps the value (the solver's, with "win in
N"), the empty places, and how long the solver needed for the position before and after it.
The partner's gifts (moves of B that gave A a better value) are counted too.

Where even the earliest decided position is already lost for A (the turning point lies beyond
the solver's reach), A's moves before it (``--partner-plies`` of them) are scored by the C
sparring partner at ``--partner-depth`` plies: the best move's score against the move played
(tenths of a sphere, A's view; beyond +-29000 a forced win / loss), the biggest drop named as
the likely turning point. One table row per lost game.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Solved:
    """One position of a game as the solver sees it (``value`` for A; None: not decided)."""

    ply: int
    empty: int
    a_to_move: bool
    value: Optional[int]
    seconds: float


@dataclass
class Partnered:
    """One of A's moves scored by the partner (tenths of a sphere, A's view)."""

    ply: int
    empty: int
    played: str
    played_score: int
    best: str
    best_score: int


@dataclass
class Verdict:
    """What the walk-back found in one lost game."""

    opening: int
    a_colour: str
    plies: int
    solved: List[Solved] = field(default_factory=list)
    #: A's turning moves: (ply, empty, move, value before, value after)
    blunders: List[Tuple[int, int, str, int, int]] = field(default_factory=list)
    #: B's gifts: (ply, empty, move, value before, value after)
    gifts: List[Tuple[int, int, str, int, int]] = field(default_factory=list)
    #: for the last blunder: a move that keeps the value, its "win in N" (None: a draw or unknown)
    alternative: Optional[str] = None
    alternative_plies: Optional[int] = None
    partner: List[Partnered] = field(default_factory=list)


def states_of(moves: Sequence[str], variant: str, first: str) -> List[Any]:
    """The positions of a game: before the first move, ..., after the last."""
    from tabletop_gui.rules import pylos

    state = pylos.new_game(variant, first)
    out = [state]
    for text in moves:
        state = state.play(text)
        out.append(state)
    return out


def solve_value(solver: Any, state: Any, cap: float) -> Tuple[Optional[int], float]:
    """The exact value of ``state`` for the side to move (+1 / 0 / -1; None past ``cap``
    seconds) and the seconds it took."""
    from tabletop_gui.ai.pylos.solver import SolveAborted, relative_history

    board = state.board()
    tm = board.to_move
    me, opp = board.masks[tm], board.masks[1 - tm]
    start = time.perf_counter()
    try:
        value = solver.solve(me, opp, history=relative_history(board.counts, tm), seconds=cap)
    except SolveAborted:
        return None, time.perf_counter() - start
    return int(value), time.perf_counter() - start


def walk_back(moves: Sequence[str], a_colour: str, cap: float, max_empty: int,
              variant: str = "standard", first: str = "light",
              give_up: int = 2) -> Tuple[List[Any], List[Solved], Any]:
    """Solve the game's positions from the end back (``max_empty`` or fewer empty places),
    until ``give_up`` in a row are not decided within ``cap`` seconds. Returns the game's
    states, the solved positions (in game order) and the searcher whose solver was used."""
    from tabletop_gui.ai.pylos import PylosSearch
    from tabletop_gui.ai.pylos.search import empty_places

    states = states_of(moves, variant, first)
    searcher = PylosSearch(variant)
    solver = searcher.solver
    out: List[Solved] = []
    misses = 0
    for ply in range(len(states) - 1, -1, -1):
        state = states[ply]
        empty = empty_places(state)
        if empty > max_empty:
            break
        a_to_move = state.to_move == a_colour
        if state.is_over:
            value: Optional[int] = 0 if state.result in (None, "draw") else (
                1 if state.result == a_colour else -1)
            out.append(Solved(ply, empty, a_to_move, value, 0.0))
            continue
        v, secs = solve_value(solver, state, cap)
        if v is None:
            out.append(Solved(ply, empty, a_to_move, None, secs))
            misses += 1
            if misses >= give_up:
                break
            continue
        misses = 0
        out.append(Solved(ply, empty, a_to_move, v if a_to_move else -v, secs))
    out.reverse()
    return states, out, searcher


def turning_points(moves: Sequence[str], solved: Sequence[Solved], states: Sequence[Any]
                   ) -> Tuple[List[Tuple[int, int, str, int, int]], List[Tuple[int, int, str, int, int]]]:
    """A's blunders and B's gifts: moves between two decided positions whose value for A
    went down (A moving) or up (B moving)."""
    by_ply = {s.ply: s for s in solved if s.value is not None}
    blunders, gifts = [], []
    for ply in sorted(by_ply):
        after = by_ply.get(ply + 1)
        if after is None or ply >= len(moves):
            continue
        before = by_ply[ply]
        assert before.value is not None and after.value is not None
        entry = (ply, before.empty, moves[ply], before.value, after.value)
        if before.a_to_move and after.value < before.value:
            blunders.append(entry)
        elif not before.a_to_move and after.value > before.value:
            gifts.append(entry)
    return blunders, gifts


def partner_scores(states: Sequence[Any], moves: Sequence[str], a_colour: str, upto: int,
                   count: int, depth: int, variant: str, first: str) -> List[Partnered]:
    """A's last ``count`` moves before ply ``upto``, each scored by the partner at ``depth``:
    the position before A's move (the partner's best move and score) and after it (the
    score of the move played), both from A's view."""
    sys.path.insert(0, str(ROOT))
    from bench.sparring import Engine
    from tabletop_gui.ai.pylos.search import empty_places

    out: List[Partnered] = []
    with Engine() as engine:
        ply = upto - 1
        while ply >= 0 and len(out) < count:
            if states[ply].to_move == a_colour and not states[ply].is_over:
                engine.position(variant, first, list(moves[:ply]))
                best = engine.go(depth, 0)
                after = states[ply + 1]
                if after.is_over:
                    played = 29999 if after.result == a_colour else -29999
                else:
                    engine.position(variant, first, list(moves[: ply + 1]))
                    played = -engine.go(depth - 1, 0).score
                out.append(Partnered(ply, empty_places(states[ply]), moves[ply], played,
                                     best.move, best.score))
            ply -= 1
    out.reverse()
    return out


def analyse(game: Dict[str, Any], cap: float, max_empty: int, partner_depth: int,
            partner_plies: int, variant: str, first: str) -> Verdict:
    moves: List[str] = game["moves"]
    a_colour: str = game["a_colour"]
    states, solved, searcher = walk_back(moves, a_colour, cap, max_empty, variant, first)
    verdict = Verdict(game["opening"], a_colour, len(moves), solved)
    verdict.blunders, verdict.gifts = turning_points(moves, solved, states)
    if verdict.blunders:
        ply = verdict.blunders[-1][0]
        found = searcher.solve(states[ply], seconds=cap)
        if found is not None and found.score >= 0:
            verdict.alternative = str(found.move)
            verdict.alternative_plies = found.plies_to_end
    else:
        decided = [s.ply for s in solved if s.value is not None]
        upto = min(decided) if decided else len(moves)
        if partner_plies:
            verdict.partner = partner_scores(states, moves, a_colour, upto, partner_plies,
                                             partner_depth, variant, first)
    return verdict


def _value(v: Optional[int]) -> str:
    return {1: "won", 0: "drawn", -1: "lost", None: "?"}[v]


def _seconds(solved: Sequence[Solved], ply: int) -> str:
    s = next((x for x in solved if x.ply == ply), None)
    return "-" if s is None else f"{s.seconds:.1f}"


def row(v: Verdict) -> Tuple[str, ...]:
    decided = [s for s in v.solved if s.value is not None]
    earliest = min(decided, key=lambda s: s.ply) if decided else None
    reach = (f"ply {earliest.ply}, {earliest.empty} empty: {_value(earliest.value)}"
             if earliest else "none")
    hardest = max((s.seconds for s in v.solved if s.value is not None), default=0.0)
    if v.blunders:
        ply, empty, move, before, after = v.blunders[-1]
        alt = v.alternative or "?"
        if v.alternative_plies:
            alt += f" (win in {v.alternative_plies})"
        return (str(v.opening), v.a_colour, str(v.plies), reach, f"ply {ply}", str(empty), move,
                f"{_value(before)} -> {_value(after)}", alt,
                f"{_seconds(v.solved, ply)} / {_seconds(v.solved, ply + 1)}",
                str(len(v.gifts)), f"{hardest:.1f}")
    drop = max(v.partner, key=lambda p: p.best_score - p.played_score, default=None)
    if drop is None:
        return (str(v.opening), v.a_colour, str(v.plies), reach, "beyond reach", "-", "-", "-",
                "-", "-", str(len(v.gifts)), f"{hardest:.1f}")
    return (str(v.opening), v.a_colour, str(v.plies), reach,
            f"beyond reach; partner: ply {drop.ply}", str(drop.empty), drop.played,
            f"partner {drop.best_score} -> {drop.played_score}", drop.best, "-",
            str(len(v.gifts)), f"{hardest:.1f}")


HEADERS = ("opening", "A plays", "plies", "earliest decided (A's view)", "losing move at",
           "empty", "move played", "value before -> after", "a move keeping it",
           "solver s before / after", "B's gifts", "slowest solve s")


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_blunders", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("logs", nargs="+", help="--log files of bench sparring match")
    ap.add_argument("--colour", choices=("light", "dark"), help="only games A played as this")
    ap.add_argument("--a", help="only games of this bot A (its spec)")
    ap.add_argument("--openings", type=int, nargs="+", help="only these openings")
    ap.add_argument("--cap", type=float, default=120.0, help="seconds per position")
    ap.add_argument("--max-empty", type=int, default=16)
    ap.add_argument("--partner-depth", type=int, default=14)
    ap.add_argument("--partner-plies", type=int, default=6,
                    help="A's moves scored by the partner where the turning point is beyond reach")
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--first", default="light")
    ap.add_argument("--json", help="append every verdict (all solved positions) to this file")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))

    games = []
    for path in args.logs:
        with open(path, encoding="utf-8") as fh:
            games += [json.loads(line) for line in fh if line.strip()]
    lost = [g for g in games if g["outcome"] == 0.0
            and (args.colour is None or g["a_colour"] == args.colour)
            and (args.a is None or g["a"] == args.a)
            and (args.openings is None or g["opening"] in args.openings)]
    print(f"{len(lost)} lost games of {len(games)}", file=sys.stderr)
    rows = []
    start = time.perf_counter()
    for g in lost:
        t = time.perf_counter()
        v = analyse(g, args.cap, args.max_empty, args.partner_depth, args.partner_plies,
                    args.variant, args.first)
        rows.append(row(v))
        print(f"opening {v.opening} {v.a_colour}: {time.perf_counter() - t:.0f} s  "
              + " | ".join(rows[-1]), file=sys.stderr, flush=True)
        if args.json:
            with open(args.json, "a", encoding="utf-8") as fh:
                fh.write(json.dumps({"a": g["a"], **v.__dict__}, default=lambda o: o.__dict__)
                         + "\n")
    from bench.bench_sparring import print_table

    print_table(f"Lost games of {', '.join(args.logs)}: the turning points", rows, args.markdown,
                HEADERS)
    print(f"\n{len(rows)} games in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
