"""Offline: the Pylos expert's seconds a move at node budgets (issue #17, session 9).

    python -m tools.pylos_budget [--nodes 60000 90000 120000] [--games 6] [--level expert]
        [--markdown] [--json moves.jsonl]

Replays games of ``tools/data/pylos_expert_games.txt`` (the expert's games against the C
sparring partner and other levels, sessions 3-5) and lets a bot at each node budget choose a
move in every position of one colour (light in even-numbered games, dark in odd ones): one bot
a game and budget, so its transposition table carries over from move to move as in a match.
The budgets take turns game by game (the box's load falls on all of them alike). Per budget
and phase (the search, more than the level's ``solve_at`` empty places; the solver's hand-over,
``solve_at`` or fewer): moves, mean and max wall-clock seconds, mean process CPU seconds (what
one core gives when the box is shared), nodes a move and nodes a CPU second. The load average
is printed before and after. The budget for 1 s a move is read off the means (linear between
the two budgets around 1 s).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "tools" / "data" / "pylos_expert_games.txt"


@dataclass
class Timed:
    nodes_budget: int
    game: int
    ply: int
    empty: int
    wall: float
    cpu: float
    nodes: int
    outcome: Optional[str]


def read_games(path: Path = GAMES, min_plies: int = 30) -> List[List[str]]:
    """The moves of every game in ``path`` with at least ``min_plies`` moves."""
    games = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        _, *moves = line.split()
        if len(moves) >= min_plies:
            games.append(moves)
    return games


def time_game(moves: Sequence[str], colour: str, level: str, nodes: int, game: int) -> List[Timed]:
    """A bot at ``nodes`` chooses in every position of ``colour`` along ``moves`` (the moves
    played stay the game's)."""
    from tabletop_gui.ai.pylos import make_bot
    from tabletop_gui.ai.pylos.search import empty_places
    from tabletop_gui.rules import pylos

    bot = make_bot(level, game, nodes=nodes)
    state = pylos.new_game("standard", "light")
    out = []
    for ply, text in enumerate(moves):
        if state.is_over:
            break
        if state.to_move == colour and ply >= 2:
            w, c = time.perf_counter(), time.process_time()
            d = bot.decide(state)
            out.append(Timed(nodes, game, ply, empty_places(state), time.perf_counter() - w,
                             time.process_time() - c, int(d.nodes or 0), d.outcome))
        state = state.play(text)
    return out


def rows_for(timed: Sequence[Timed], solve_at: int) -> List[Tuple[str, ...]]:
    rows = []
    for budget in sorted({t.nodes_budget for t in timed}):
        mine = [t for t in timed if t.nodes_budget == budget]
        for phase, sel in (("search", [t for t in mine if t.empty > solve_at]),
                           (f"<= {solve_at} empty", [t for t in mine if t.empty <= solve_at]),
                           ("all", mine)):
            if not sel:
                continue
            cpu = sum(t.cpu for t in sel)
            games = len({t.game for t in sel})
            rows.append((f"{budget:,}", phase, str(len(sel)),
                         f"{statistics.mean(t.wall for t in sel):.3f}",
                         f"{statistics.mean(t.cpu for t in sel):.3f}",
                         f"{max(t.wall for t in sel):.2f}", f"{max(t.cpu for t in sel):.2f}",
                         f"{statistics.mean(t.nodes for t in sel):,.0f}",
                         f"{sum(t.nodes for t in sel) / games:,.0f}",
                         f"{sum(t.nodes for t in sel) / cpu:,.0f}" if cpu else "-"))
    return rows


HEADERS = ("nodes budget", "moves", "count", "mean wall s", "mean CPU s", "max wall s",
           "max CPU s", "nodes/move", "nodes/game", "nodes/CPU s")


def one_second(timed: Sequence[Timed], target: float = 1.0) -> Optional[float]:
    """The budget whose mean CPU seconds a move is ``target`` (linear between measured ones)."""
    points = sorted((b, statistics.mean(t.cpu for t in timed if t.nodes_budget == b))
                    for b in {t.nodes_budget for t in timed})
    for (b0, s0), (b1, s1) in zip(points, points[1:], strict=False):
        if s0 <= target <= s1 and s1 > s0:
            return b0 + (b1 - b0) * (target - s0) / (s1 - s0)
    if len(points) >= 2:                           # outside: the line through the ends
        (b0, s0), (b1, s1) = points[0], points[-1]
        if s1 > s0:
            return b0 + (b1 - b0) * (target - s0) / (s1 - s0)
    return None


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_budget", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nodes", type=int, nargs="+", default=[60000, 90000, 120000])
    ap.add_argument("--games", type=int, default=6, help="games of the file (spread over it)")
    ap.add_argument("--level", default="expert")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--json", help="write every timed move to this JSON-lines file")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from bench import table
    from bench.bench_sparring import print_table
    from tabletop_gui.ai.pylos.search import LEVELS

    games = read_games()
    step = max(1, len(games) // args.games)
    chosen = [games[k * step] for k in range(args.games)]
    load0 = os.getloadavg()
    t0 = time.perf_counter()
    timed: List[Timed] = []
    for g, moves in enumerate(chosen):
        colour = "light" if g % 2 == 0 else "dark"
        order = args.nodes[g % len(args.nodes):] + args.nodes[: g % len(args.nodes)]
        for budget in order:
            timed += time_game(moves, colour, args.level, budget, g)
            print(".", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    load1 = os.getloadavg()
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            for t in timed:
                f.write(json.dumps(asdict(t)) + "\n")
    solve_at = LEVELS[args.level]["solve_at"]
    print_table(f"{args.level}: seconds a move at node budgets ({len(chosen)} games, "
                f"{time.perf_counter() - t0:.0f} s; load {load0[0]:.2f} before, "
                f"{load1[0]:.2f} after)", rows_for(timed, solve_at), args.markdown, HEADERS)
    n = one_second(timed)
    by: Dict[str, Any] = {"1 s a move (mean CPU s)": f"{n:,.0f} nodes" if n else "-"}
    table("the budget", ("what", "value"), list(by.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
