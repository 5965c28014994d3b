"""Offline: ways of choosing a trap, weighed against the partner's real answers (issue #17,
sessions 15 and 17).

    python -m tools.pylos_traps LOG --a expert@nodes=170000 --seed S --dump turns.json
    python -m tools.pylos_trap_rules turns.json [--nodes 170000] [--scale 1] [--jobs 2]
        [--looks 1-4] [--models NAME ...] [--save rows.json]

For every lost turn of the dump (``tools.pylos_traps --dump``: each move A had there and
whether the partner's real answer to it throws the win away), each move that does not lose
at once is answered again as the opponent by the expert's looks (``--looks``: its
``swindle_models``, default its own) at the budget each got in the match
(:func:`search.swindle_choice`: 60% of the move's budget, the node schedule, shared among
the looks that search with a budget; a look with an ``answer_depth`` searches to that depth;
``--scale`` times that, to weigh other budgets), and each of its answers is scored at 1-3
plies by the first search (the learnt evaluation with its pattern tables). ``--models``
answers with more searches beside them (:data:`MODELS`: the evaluation issue #17 names, the
pattern tables or the linear weights, at the looks' budget or a fixed depth). Then, over the
turns that had a real trap, how often each rule picks one:

- the expert's: the moves at least two looks' answers throw away, by the book (a look asked
  only where its vote can still make two); of those with the most votes, the one whose
  losing answer the first search liked best (or the first, where it had not voted); none:
  the first search's most stubborn answer;
- the same with each of ``--models`` as one more look;
- the *lure* in place of that tie-break: the share of a softmax over the first search's
  scores of every answer (at each depth and temperature of :data:`LURES`) that falls on the
  answers that throw the win away;
- the lure for every move, votes first (where no move has two votes too).

Last, per look and model: how often its answer was the partner's own, how often it voted,
and how many of its votes were real traps. ``--save`` keeps every answered row (JSON).

Each search answers with a fresh table, so the expert's own rule is replayed closely, not
move for move. About 2 minutes for 355 turns on 2 cores (8 minutes for 429 turns with six
models).
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


#: extra answer models weighed beside the expert's three (``--models``): name -> (evaluation,
#: depth or None for the node budget the expert's looks get)
MODELS: Dict[str, Tuple[str, Optional[int]]] = {
    "issue": ("issue", None), "issue2": ("issue", 2), "issue3": ("issue", 3),
    "issue4": ("issue", 4), "tables1": ("tables", 1), "tables2": ("tables", 2),
    "linear1": ("linear", 1), "linear2": ("linear", 2),
}


#: the evaluation issue #17 names for the fixed-depth bots it measures the expert against (the
#: sparring partner's, ``bench/sparring/sparring.c``'s ``evaluate``), in 1/100 sphere: the
#: reserve difference, and per pattern an own full one, an own one a sphere short with its
#: last place empty (a take-back threatened) and an own one a sphere short whose last place is
#: the opponent's (a threat blocked, counted against); the opponent's the other way round
ISSUE_FULL, ISSUE_THREE, ISSUE_BLOCKED = 30, 60, 40


def issue_scorer(variant: str) -> Callable[[int, int], int]:
    """A scorer (``me``, ``opp``) -> 1/100 sphere with the evaluation of :data:`ISSUE_FULL`
    (the partner's ``static`` times 10 on every position: session 17 checked 2,282)."""
    from tabletop_gui.ai.pylos.search import _patterns_for

    patterns = _patterns_for(variant)

    def score(me: int, opp: int) -> int:
        s = 100 * (opp.bit_count() - me.bit_count())
        for mask, size in patterns:
            a = (mask & me).bit_count()
            b = (mask & opp).bit_count()
            if a == size:
                s += ISSUE_FULL
            elif b == size:
                s -= ISSUE_FULL
            elif a == size - 1:
                s += ISSUE_THREE if b == 0 else -ISSUE_BLOCKED
            elif b == size - 1:
                s += -ISSUE_THREE if a == 0 else ISSUE_BLOCKED
        return s
    return score


def _model(kind: str, depth: Optional[int]) -> Any:
    """A fresh searcher for an extra answer model: ``issue`` (:func:`issue_scorer`),
    ``tables`` (the expert's evaluation) or ``linear`` (the learnt linear weights), answering
    to ``depth`` (None: the looks' budget)."""
    from tabletop_gui.ai.pylos.search import LEVELS, PylosSearch

    look = PylosSearch("standard")
    look.probe_at, look.answer_depth = LEVELS["expert"]["probe_at"], depth
    if kind == "issue":
        look.learnt, look.scorer = True, issue_scorer("standard")
    elif kind == "tables":
        look.learnt, look.tables = True, True
    else:
        look.learnt = True
    return look


def answer_turn(moves: Sequence[str], turn: Dict[str, Any], nodes: int,
                scale: float = 1.0, models: Sequence[str] = (),
                looks_count: Optional[int] = None) -> List[Row]:
    """Each move of ``turn`` that does not end the game: ``real`` (1 where the partner's real
    answer throws the win away), ``votes`` (per look of the expert's, whether its answer
    does), ``same`` (per look, whether its answer is the partner's), ``score`` (the first
    search's score of its answer), ``lure`` (per :data:`LURES` entry), and ``extra`` /
    ``extra_same`` the same as ``votes`` / ``same`` for each of ``models`` (:data:`MODELS`).
    ``looks_count``: the expert's ``swindle_models`` (default: the expert's own)."""
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
    partner = {m: a for m, a, _ in rows}
    extra = {name: _model(*MODELS[name]) for name in models}
    cfg = LEVELS["expert"]
    first = PylosSearch("standard")           # the expert's own evaluation, then its others
    first.learnt, first.tables, first.probe_at = cfg["learnt"], cfg["tables"], cfg["probe_at"]
    count = cfg["swindle_models"] if looks_count is None else looks_count
    looks = [first, *swindle_models("standard", count, cfg["probe_at"])]
    shared = sum(1 for look in looks if look.answer_depth is None)    # as swindle_choice
    each = int(int(round(nodes * budget_factor(cfg["schedule"], turn["empty"])) * SWINDLE_SHARE)
               // max(1, len(rows) * shared) * scale)
    out: List[Row] = []
    for move, _, value in rows:
        after = state.play(move)
        row: Row = dict(move=move, real=int(value == 1), votes=[], score=0, lure=[],
                        same=[], extra=[], extra_same=[])
        for k, look in enumerate(looks):
            answer = look.answer(after, nodes=each)
            row["votes"].append(_book_value(book, after.play(answer.move)) == 1)
            row["same"].append(str(answer.move) == partner[move])
            if k == 0:
                row["score"] = answer.score
        for name in models:
            answer = extra[name].answer(after, nodes=each)
            row["extra"].append(_book_value(book, after.play(answer.move)) == 1)
            row["extra_same"].append(str(answer.move) == partner[move])
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


def _task(args: Tuple[Sequence[str], Dict[str, Any], int, float, Sequence[str], Optional[int]]
          ) -> List[Row]:
    return answer_turn(*args)


def _votes(row: Row) -> int:
    """The expert's count (:func:`search.swindle_choice`): a look is asked only where its vote
    can still make two."""
    v = row["votes"]
    votes = 0
    for k, vote in enumerate(v):
        if votes + len(v) - k < 2:
            break
        votes += vote
    return votes


def expert_rule(rows: List[Row]) -> int:
    traps = [(_votes(r), r["score"] if r["votes"][0] else -(1 << 30), -i)
             for i, r in enumerate(rows) if _votes(r) >= 2]
    if traps:
        return -max(traps)[2]
    return max(range(len(rows)), key=lambda i: (-rows[i]["score"], -i))


def with_model_rule(j: int) -> Rule:
    """The expert's rule with the ``j``-th extra model as one more look, last."""
    def rule(rows: List[Row]) -> int:
        both = [dict(r, votes=[*r["votes"], r["extra"][j]]) for r in rows]
        return expert_rule(both)
    return rule


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
    ap.add_argument("--models", nargs="*", default=[], choices=sorted(MODELS),
                    help="answer models weighed beside the expert's three")
    ap.add_argument("--looks", type=int, choices=(1, 2, 3, 4),
                    help="the expert's swindle_models to replay (default: the expert's own)")
    ap.add_argument("--save", help="write every answered row here (JSON) for more rules")
    args = ap.parse_args(argv)
    games = json.loads(Path(args.dump).read_text(encoding="utf-8"))
    tasks = [(g["moves"], t, args.nodes, args.scale, args.models, args.looks)
             for g in games for t in g["turns"]]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        turns = [rows for rows in pool.map(_task, tasks) if rows]
    if args.save:
        Path(args.save).write_text(json.dumps(turns), encoding="utf-8")
    with_trap = sum(any(r["real"] for r in rows) for rows in turns)
    print(f"{len(turns)} lost turns, {with_trap} with a real trap; picked a real one:")
    print(f"  the expert's rule (replayed): {caught(turns, expert_rule)}")
    for j, name in enumerate(args.models):
        print(f"  the expert's rule with {name} as one more look: "
              f"{caught(turns, with_model_rule(j))}")
    for k, (depth, temperature) in enumerate(LURES):
        print(f"  lure depth {depth}, temperature {temperature / 100:g} spheres: tie-break "
              f"{caught(turns, lure_tie_rule(k))}, every move {caught(turns, lure_all_rule(k))}")
    rows = [r for t in turns for r in t]
    real = sum(r["real"] for r in rows)
    print(f"per look, over {len(rows)} answered moves ({real} answered wrong by the partner): "
          "the partner's own answer; votes; votes that were real traps")
    looks = [(f"look {k + 1}", [(r["same"][k], r["votes"][k], r["real"]) for r in rows])
             for k in range(len(rows[0]["votes"]) if rows else 0)]
    looks += [(name, [(r["extra_same"][j], r["extra"][j], r["real"]) for r in rows])
              for j, name in enumerate(args.models)]
    for name, answered in looks:
        print(f"  {name:8s} {sum(s for s, _, _ in answered):6d} {sum(v for _, v, _ in answered):6d} "
              f"{sum(1 for _, v, x in answered if v and x):6d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
