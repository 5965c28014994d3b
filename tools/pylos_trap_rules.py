"""Offline: ways of choosing a trap, weighed against the partner's real answers (issue #17,
session 15).

    python -m tools.pylos_traps LOG --a expert@nodes=170000 --seed S --dump turns.json
    python -m tools.pylos_trap_rules turns.json [--nodes 170000] [--scale 1] [--jobs 2]

For every lost turn of the dump (``tools.pylos_traps --dump``: each move A had there and
whether the partner's real answer to it throws the win away), each move that does not lose
at once is answered again as the opponent by the expert's three searches at the budget each
got in the match (:func:`search.swindle_choice`: 60% of the move's budget, the node
schedule, shared among all the looks; ``--scale`` times that, to weigh other budgets), and
each of its answers is scored at 1-3 plies by the first search (the learnt evaluation with
its pattern tables). Then, over the turns that had a real trap, how often each rule picks
one:

- the expert's: the moves at least two searches' answers throw away, by the book; of those
  with the most votes, the one whose losing answer the first search liked best (or the
  first, where it had not voted); none: the first search's most stubborn answer;
- the *lure* in place of that tie-break: the share of a softmax over the first search's
  scores of every answer (at each depth and temperature of :data:`LURES`) that falls on the
  answers that throw the win away;
- the lure for every move, votes first (where no move has two votes too).

Each search answers with a fresh table, so the expert's own rule is replayed closely, not
move for move. About 2 minutes for 355 turns on 2 cores.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: (depth, temperature in 1/100 sphere) of the lures weighed
LURES: Tuple[Tuple[int, int], ...] = ((1, 25), (1, 100), (2, 50), (2, 100), (3, 50), (3, 100),
                                     (3, 200))

Row = Dict[str, Any]
Rule = Callable[[List[Row]], int]


def answer_turn(moves: Sequence[str], turn: Dict[str, Any], nodes: int,
                scale: float = 1.0) -> List[Row]:
    """Each move of ``turn`` that does not end the game: ``real`` (1 where the partner's real
    answer throws the win away), ``votes`` (per search, whether its answer does), ``score``
    (the first search's score of its answer) and ``lure`` (per :data:`LURES` entry)."""
    from tabletop_gui.ai.pylos.book import book_for
    from tabletop_gui.ai.pylos.search import (
        LEVELS,
        SWINDLE_SHARE,
        PylosSearch,
        budget_factor,
        swindle_models,
    )
    from tabletop_gui.rules import pylos
    from tools.pylos_traps import _book_value

    book = book_for("standard")
    assert book is not None
    state = pylos.play_all(list(moves[:turn["ply"]]))
    rows = [r for r in turn["rows"] if r[1] is not None]
    cfg = LEVELS["expert"]
    first = PylosSearch("standard")           # the expert's own evaluation, then its two others
    first.learnt, first.tables, first.probe_at = cfg["learnt"], cfg["tables"], cfg["probe_at"]
    looks = [first, *swindle_models("standard", cfg["swindle_models"], cfg["probe_at"])]
    each = int(int(round(nodes * budget_factor(cfg["schedule"], turn["empty"])) * SWINDLE_SHARE)
               // max(1, len(rows) * len(looks)) * scale)
    out: List[Row] = []
    for move, _, value in rows:
        after = state.play(move)
        row: Row = dict(move=move, real=int(value == 1), votes=[], score=0, lure=[])
        for k, look in enumerate(looks):
            answer = look.search(after, nodes=each)
            row["votes"].append(_book_value(book, after.play(answer.move)) == 1)
            if k == 0:
                row["score"] = answer.score
        scored: Dict[int, List[Tuple[int, bool]]] = {}
        for depth in sorted({d for d, _ in LURES}):
            scored[depth] = [(s, _book_value(book, after.play(a)) == 1)
                             for s, a in looks[0].root_scores(after, depth)]
        for depth, temperature in LURES:
            best = max(s for s, _ in scored[depth])
            weights = [(math.exp((s - best) / temperature), losing)
                       for s, losing in scored[depth]]
            row["lure"].append(sum(w for w, losing in weights if losing)
                               / sum(w for w, _ in weights))
        out.append(row)
    return out


def _task(args: Tuple[Sequence[str], Dict[str, Any], int, float]) -> List[Row]:
    return answer_turn(*args)


def _votes(row: Row) -> int:
    """The expert's count: the third search is asked only where its vote can decide."""
    v = row["votes"]
    return sum(v) if v[0] or v[1] else 0


def expert_rule(rows: List[Row]) -> int:
    traps = [(_votes(r), r["score"] if r["votes"][0] else -(1 << 30), -i)
             for i, r in enumerate(rows) if _votes(r) >= 2]
    if traps:
        return -max(traps)[2]
    return max(range(len(rows)), key=lambda i: (-rows[i]["score"], -i))


def lure_tie_rule(k: int) -> Rule:
    def rule(rows: List[Row]) -> int:
        top = max(_votes(r) for r in rows)
        if top < 2:
            return expert_rule(rows)
        return max((i for i, r in enumerate(rows) if _votes(r) == top),
                   key=lambda i: (rows[i]["lure"][k], -i))
    return rule


def lure_all_rule(k: int) -> Rule:
    def rule(rows: List[Row]) -> int:
        return max(range(len(rows)), key=lambda i: (
            _votes(rows[i]) if _votes(rows[i]) >= 2 else 0, rows[i]["lure"][k], -i))
    return rule


def caught(turns: Sequence[List[Row]], rule: Rule) -> int:
    """The turns with a real trap where ``rule`` picks one."""
    return sum(rows[rule(rows)]["real"] for rows in turns if any(r["real"] for r in rows))


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_trap_rules", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dump", help="a tools.pylos_traps --dump file")
    ap.add_argument("--nodes", type=int, default=170_000, help="A's node budget in the match")
    ap.add_argument("--scale", type=float, default=1.0,
                    help="times the answers' node budget in the match")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    games = json.loads(Path(args.dump).read_text(encoding="utf-8"))
    tasks = [(g["moves"], t, args.nodes, args.scale) for g in games for t in g["turns"]]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        turns = [rows for rows in pool.map(_task, tasks) if rows]
    with_trap = sum(any(r["real"] for r in rows) for rows in turns)
    print(f"{len(turns)} lost turns, {with_trap} with a real trap; picked a real one:")
    print(f"  the expert's rule (replayed): {caught(turns, expert_rule)}")
    for k, (depth, temperature) in enumerate(LURES):
        print(f"  lure depth {depth}, temperature {temperature / 100:g} spheres: tie-break "
              f"{caught(turns, lure_tie_rule(k))}, every move {caught(turns, lure_all_rule(k))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
