"""Fit the weights of the PILUS play-outs' learnt leaf (``Level.leaf``: the variants of
``bench_pilus_strength``).

Offline only (numpy; the app's ai layer stays stdlib). Self-play games of one policy (a level
or a variant of ``bench_pilus_strength``); at every position the mover's leaf features
(:func:`~tabletop_gui.ai.pilus.evaluation.leaf_features`, on the true state: the play-out's
leaf is a position with that player to move) and the rest of the game's score difference
(final difference minus the one now; the difference is the mover's score minus the best
other's) are recorded, and a least-squares line (with an intercept, dropped in the bot) is
fitted per player count::

    python bench/pilus_leaf_fit.py --policy medium --games 400 --players 2 --out leaf.jsonl
    python bench/pilus_leaf_fit.py --fit leaf.jsonl              # --features 0 1 2 3 4 5: all

The weights printed are what the ``expert-leaf`` variant carries; the fit also prints how
well the hand-set protection terms (0.5 x horizon x the difference of the protected regions)
predict the same target, for comparison.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
from typing import Any

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from bench.bench_pilus_strength import make
from tabletop_gui.ai.pilus.evaluation import LEAF_FEATURES, leaf_features
from tabletop_gui.ai.pilus.playout import best_gain
from tabletop_gui.rules import pilus


def diff(scores: list[int], me: int) -> int:
    return scores[me] - max(v for p, v in enumerate(scores) if p != me)


def game(policy: str, players: int, seed: int) -> list[dict[str, Any]]:
    s = pilus.new_game(players, seed=seed, first=seed % players)
    bots = [make(policy, seed * 31 + p) for p in range(players)]
    rows: list[tuple[int, list[float], int]] = []
    while s.outcome is None:
        me = s.to_move
        feats = leaf_features(s, me, float(best_gain(s, me)))
        rows.append((me, list(feats), diff(s.scores, me)))
        s = s.play(bots[me].choose(s.view(me)))
    final = s.scores
    return [{"players": players, "x": x, "y": diff(final, me) - d} for me, x, d in rows]


def fit(path: str, use: list[int]) -> None:
    """Least squares per player count over the features ``use`` (indices of LEAF_FEATURES;
    the others weigh 0)."""
    import numpy as np

    recs = [json.loads(line) for line in pathlib.Path(path).read_text().splitlines() if line]
    for players in sorted({r["players"] for r in recs}):
        rs = [r for r in recs if r["players"] == players]
        full = np.array([r["x"] for r in rs], dtype=float)
        x = full[:, use]
        y = np.array([r["y"] for r in rs], dtype=float)
        a = np.hstack([x, np.ones((len(x), 1))])
        w, *_ = np.linalg.lstsq(a, y, rcond=None)
        resid = y - a @ w
        hand = 0.5 * (full[:, 0] - full[:, 1])
        hand_c = hand + (y - hand).mean()
        var = y.var()
        print(f"{players} players, {len(rs)} positions; target var {var:.1f}")
        print("  fit R2 %.3f, hand-set R2 %.3f" % (1 - resid.var() / var,
                                                  1 - (y - hand_c).var() / var))
        # the standard errors: is each weight told apart from zero?
        cov = np.linalg.inv(a.T @ a) * resid.var()
        names = [LEAF_FEATURES[i] for i in use] + ["1"]
        for name, wi, se in zip(names, w, np.sqrt(np.diag(cov)), strict=True):
            print(f"  {name:14s} {wi:+.3f} (se {se:.3f})")
        weights = [0.0] * len(LEAF_FEATURES)
        for i, wi in zip(use, w[:-1], strict=True):
            weights[i] = round(float(wi), 3)
        print("  weights:", tuple(weights))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--policy", default="medium")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, nargs="+", default=[2])
    ap.add_argument("--first-seed", type=int, default=10_000)
    ap.add_argument("--out")
    ap.add_argument("--fit")
    ap.add_argument("--features", type=int, nargs="+", default=[0, 1, 4],
                    help="indices of the features fitted (default 0 1 4: the protected "
                    "regions and our next opportunity)")
    args = ap.parse_args()
    if args.fit:
        fit(args.fit, args.features)
        return 0
    if not args.out:
        ap.error("--out or --fit")
    with open(args.out, "a", encoding="utf-8") as out:
        for players in args.players:
            for g in range(args.games):
                for row in game(args.policy, players, args.first_seed + g):
                    out.write(json.dumps(row) + "\n")
                out.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
