"""The expert's search speed with each evaluation, side by side (issue #17): nodes a second
and the depth completed at a fixed node budget on held-back middle-game positions, with the
package's linear learnt weights (``eval_weights.py``), with session 5's frozen ones
(``bench/pylos_learnt1.py``) and with the pattern tables (``tabletop_gui/ai/pylos/ntuple.py``,
session 7: the expert's evaluation since), interleaved so load changes hit all alike.

    python -m tools.pylos_eval_speed [--positions 12] [--nodes 30000] [--rounds 2]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "ai" / "pylos_eval_sample.jsonl"


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_eval_speed", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--nodes", type=int, default=30_000)
    ap.add_argument("--rounds", type=int, default=2)
    a = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from bench.pylos_learnt1 import scorer
    from tabletop_gui.ai.pylos.search import PylosSearch
    from tabletop_gui.rules import pylos
    from tabletop_gui.rules.pylos.geometry import place_name

    rows = [json.loads(line) for line in SAMPLE.read_text().splitlines()][: a.positions]
    from tabletop_gui.ai.pylos import ntuple

    stats: dict[str, list[tuple[int, float, int]]] = {
        "linear (package)": [], "learnt1 (frozen)": [], "ntuple (tables)": []}
    for _ in range(a.rounds):
        for d in rows:
            state = pylos.position([place_name(i) for i in range(30) if d["me"] >> i & 1],
                                   [place_name(i) for i in range(30) if d["opp"] >> i & 1])
            for name in stats:
                s = PylosSearch("standard")
                s.learnt = True
                if name.startswith("learnt1"):
                    s.scorer = scorer("standard")
                elif name.startswith("ntuple"):
                    s.scorer = ntuple.scorer("standard")
                t = time.perf_counter()
                r = s.search(state, nodes=a.nodes)
                stats[name].append((r.nodes, time.perf_counter() - t, r.depth))
    for name, got in stats.items():
        nodes = sum(n for n, _, _ in got)
        secs = sum(t for _, t, _ in got)
        print(f"{name:18s} {nodes / secs:9,.0f} nodes/s   depth completed: mean "
              f"{statistics.mean(dd for _, _, dd in got):.2f}   ({len(got)} searches of "
              f"{a.nodes:,} nodes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
