"""Offline: two Pylos bots side by side from match logs (issue #17, session 9).

    python -m tools.pylos_compare LOG [LOG ...] --a sched:expert@nodes=140000
        --b expert@nodes=140000 [--markdown]

Reads ``python -m bench sparring match ... --log`` files, keeps the (opening, colour) pairs
that both bots (as A, against the same opponent) played, and prints per bot and colour:
games, won/drawn/lost, nodes a move and a game (A's moves only), mean and max seconds a move;
then the pairs whose result differs, how many each bot won, and a one-sided sign test
(the probability of at least that many wins for the better bot if both were equal).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent


def sign_test(wins: int, losses: int) -> float:
    """One-sided: P(X >= max(wins, losses)) for X ~ Binomial(wins + losses, 1/2)."""
    n, k = wins + losses, max(wins, losses)
    if n == 0:
        return 1.0
    return sum(math.comb(n, i) for i in range(k, n + 1)) / 2 ** n


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_compare", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("logs", nargs="+")
    ap.add_argument("--a", required=True, help="the bot under test (A's spec in the logs)")
    ap.add_argument("--b", required=True, help="the bot it is compared with (A's spec)")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from bench.bench_sparring import Game, print_table, read_logs

    by: Dict[Tuple[str, int, str], Game] = {}
    for g in read_logs(args.logs):
        if g.a in (args.a, args.b):
            by.setdefault((g.a, g.opening, g.a_colour), g)
    keys = sorted({(k, c) for (a, k, c) in by if a == args.a} & {(k, c) for (a, k, c) in by if a == args.b})
    rows = []
    for spec in (args.a, args.b):
        for colour in ("light", "dark", None):
            sel = [by[(spec, k, c)] for k, c in keys if colour is None or c == colour]
            if not sel:
                continue
            w = sum(g.outcome == 1.0 for g in sel)
            d = sum(g.outcome == 0.5 for g in sel)
            moves = sum(len(g.a_seconds) for g in sel)
            nodes = sum(g.a_nodes for g in sel)
            secs = [s for g in sel for s in g.a_seconds]
            rows.append((spec, colour or "both", str(len(sel)), f"{w}/{d}/{len(sel) - w - d}",
                         f"{nodes / moves:,.0f}" if moves else "-", f"{nodes / len(sel):,.0f}",
                         f"{statistics.mean(secs):.3f}" if secs else "-",
                         f"{max(secs):.2f}" if secs else "-"))
    print_table(f"side by side: {len(keys)} (opening, colour) pairs both played", rows,
                args.markdown, ("A", "A plays", "games", "won/drawn/lost", "nodes/move",
                                "nodes/game", "mean s", "max s"))
    better: List[str] = []
    worse: List[str] = []
    for k, c in keys:
        oa, ob = by[(args.a, k, c)].outcome, by[(args.b, k, c)].outcome
        if oa > ob:
            better.append(f"{k} {c}")
        elif oa < ob:
            worse.append(f"{k} {c}")
    print(f"\npairs whose result differs: {len(better) + len(worse)}; "
          f"{args.a} better in {len(better)} ({', '.join(better) or '-'}), "
          f"worse in {len(worse)} ({', '.join(worse) or '-'}); "
          f"sign test one-sided p = {sign_test(len(better), len(worse)):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
