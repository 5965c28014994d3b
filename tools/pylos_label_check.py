"""Offline: which label source knows the game better? (issue #17, session 9)

    python -m tools.pylos_label_check boot1.jsonl --empty 13 14 --count 400 --cap 5 \
        [--weights bench/pylos_boot_weights.py]

Takes positions of ``tools/pylos_eval_fit.py relabel`` files (each with the new label
``score`` and the old one ``score_old``) with the given numbers of empty places, solves each
exactly (:class:`tabletop_gui.ai.pylos.solver.PylosSolver`, the value for the side to move,
at most ``--cap`` seconds; repetitions ignored) and reports, for each label source and for the
static scores of the shipped tables (and of ``--weights``' tables), how often its sign agrees
with the exact value (won / lost; a label of 0 counts half) and the RMSE of the clipped label
against the value x ``--clip``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_label_check", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--empty", type=int, nargs="+", default=[13, 14])
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--cap", type=float, default=5.0, help="seconds a solve")
    ap.add_argument("--clip", type=float, default=6.0, help="spheres")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--weights", nargs="*", default=[],
                    help="weights modules whose static scores to check too")
    a = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from bench.sparring.tables import weights_of
    from tabletop_gui.ai.pylos.ntuple import make_scorer, scorer
    from tabletop_gui.ai.pylos.solver import PylosSolver, SolveAborted

    rows: List[Any] = []
    seen: set[Tuple[int, int]] = set()
    for path in a.paths:
        for line in open(path, encoding="utf-8"):
            d = json.loads(line)
            key = (d["me"], d["opp"])
            if key in seen or 30 - (d["me"] | d["opp"]).bit_count() not in a.empty:
                continue
            seen.add(key)
            rows.append(d)
    random.Random(a.seed).shuffle(rows)
    rows = rows[:a.count]
    variant = rows[0]["variant"]
    sources: Dict[str, Callable[[Any], float]] = {
        "new label (score)": lambda d: float(d["score"]) / 10,
        "old label (score_old)": lambda d: float(d["score_old"]) / 10,
    }
    shipped = scorer(variant)
    if shipped is not None:
        sources["shipped tables, static"] = lambda d: shipped(d["me"], d["opp"]) / 100
    for w in a.weights:
        phases, lin, tab = weights_of(w)
        f = make_scorer(lin[variant], tab[variant], variant, phases)
        sources[f"{w}, static"] = lambda d, f=f: f(d["me"], d["opp"]) / 100
    solver = PylosSolver(variant)
    start = time.perf_counter()
    values: List[int] = []
    kept: List[Any] = []
    for d in rows:
        try:
            v = solver.solve(d["me"], d["opp"], seconds=a.cap)
        except SolveAborted:
            continue
        if v:
            values.append(v)
            kept.append(d)
    print(f"{len(rows)} positions with {a.empty} empty places ({variant}); {len(kept)} decided "
          f"within {a.cap:g} s ({sum(1 for v in values if v > 0)} won for the side to move), "
          f"{time.perf_counter() - start:.0f} s")
    for name, get in sources.items():
        agree = 0.0
        sq = 0.0
        for d, v in zip(kept, values, strict=True):
            x = get(d)
            agree += 1.0 if x * v > 0 else 0.5 if x == 0 else 0.0
            sq += (max(-a.clip, min(a.clip, x)) - v * a.clip) ** 2
        n = max(1, len(kept))
        print(f"  {name:40s} sign agrees {100 * agree / n:5.1f}%; RMSE vs value x {a.clip:g} "
              f"{(sq / n) ** 0.5:.2f} spheres")
    return 0


if __name__ == "__main__":
    sys.exit(main())
