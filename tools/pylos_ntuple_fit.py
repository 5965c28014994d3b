"""Offline: fit the Pylos pattern-table evaluation (issue #17;
``tabletop_gui/ai/pylos/ntuple.py``) to labelled positions.

    python -m tools.pylos_eval_fit sample --games 4000 --seed 7 --per-game 8 --max-empty 26 --out sp7.jsonl
    python -m tools.pylos_ntuple_fit pos_a.jsonl games.jsonl sp7.jsonl [--write]

    python -m tools.pylos_eval_fit sample --variant mature --label-depth 10 ... --out m8.jsonl
    python -m tools.pylos_ntuple_fit mature.jsonl m8.jsonl [--squares-only] [--write]

The positions are ``tools/pylos_eval_fit.py``'s JSON lines (``sample``: the C partner's noisy
self-play; ``harvest``: the positions of logged games of the expert), each labelled with the
partner's 12-ply score (the mature rules: 10 plies) in tenths of a sphere (clipped to
+-``--clip``). One variant a fit; the mature rules' tables have the lines' tuples too
(``--squares-only`` leaves them out, to measure what they add; it never writes).

The model, per phase (:data:`tabletop_gui.ai.pylos.ntuple.PHASES`, buckets of empty places):
the linear weights of :func:`tabletop_gui.ai.pylos.evaluation.features` plus one weight per
canonical tuple state (:func:`tabletop_gui.ai.pylos.ntuple.pattern_ids`: 14 look-ups a
position, 28 in the mature rules). Each phase's weights are a shared part plus the phase's own difference; ridge least
squares (numpy, offline only) with ``--ridge-lin`` on the linear weights, ``--ridge-tab`` on
the shared table weights and ``--ridge-phase`` on the phases' differences. Reported: the
held-out fifth's RMSE against the 12-ply score for this fit, for the linear features alone
refitted on the same data, for the variant's shipped linear weights (``eval_weights.py``,
the ``linear:`` expert) and for the frozen learnt1 weights (``bench/pylos_learnt1.py``).
``--write`` rounds the weights to 1/100 sphere and writes the generated module
``tabletop_gui/ai/pylos/ntuple_weights.py`` (the app's shipped data; ``--out`` another module,
e.g. ``bench/pylos_boot_weights.py`` for the bench's ``boot:`` expert).

Files of ``tools/pylos_eval_fit.py relabel`` (the positions labelled again by the C
partner searching with the expert's own tables) carry the old label too; the fit then reports
the held-out errors against both labels, and the shipped tables' against both.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
import time
from pathlib import Path
from typing import Any, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
WEIGHTS_FILE = ROOT / "tabletop_gui" / "ai" / "pylos" / "ntuple_weights.py"


def load(paths: Sequence[str], clip: int,
         old: Optional[List[float]] = None) -> Tuple[str, List[Tuple[int, int]], List[float]]:
    """The distinct positions of the files (the first label wins) and their clipped labels in
    1/100 sphere. ``old``: filled with the clipped ``score_old`` of each (``relabel``'s files;
    nan where a line has none)."""
    seen: dict[Tuple[int, int], float] = {}
    olds: dict[Tuple[int, int], float] = {}
    variant = ""
    for path in paths:
        for line in open(path, encoding="utf-8"):
            d: Any = json.loads(line)
            if variant and d["variant"] != variant:
                raise SystemExit(f"{path}: one variant a fit ({variant!r}, then {d['variant']!r})")
            variant = d["variant"]
            key = (d["me"], d["opp"])
            if key not in seen:
                seen[key] = 10.0 * max(-clip, min(clip, d["score"]))
                olds[key] = (10.0 * max(-clip, min(clip, d["score_old"])) if "score_old" in d
                             else float("nan"))
    if old is not None:
        old[:] = list(olds.values())
    return variant, list(seen), list(seen.values())


def design(pairs: Sequence[Tuple[int, int]], variant: str, phases: Sequence[int],
           tuples: str = "") -> Tuple[Any, Any, Any, int, int]:
    """(linear features, tuple weight numbers, phases) of every position; the numbers of
    linear features and of table weights. ``tuples``: the variant whose tuples to use (default
    ``variant``'s own; "standard" gives the squares alone)."""
    import numpy as np

    sys.path.insert(0, str(ROOT))
    from tabletop_gui.ai.pylos.evaluation import features
    from tabletop_gui.ai.pylos.ntuple import canonical_ids, pattern_ids, phase_of

    tuples = tuples or variant
    _, n_ids = canonical_ids(tuples)
    lin = np.array([features(me, opp, variant) for me, opp in pairs], dtype=float)
    ids = np.array([pattern_ids(me, opp, tuples) for me, opp in pairs], dtype=np.int64)
    ph = np.array([phase_of(30 - (me | opp).bit_count(), phases) for me, opp in pairs],
                  dtype=np.int64)
    return lin, ids, ph, lin.shape[1], n_ids


def normal_equations(lin: Any, ids: Any, ph: Any, y: Any, n_lin: int, n_ids: int,
                     n_phases: int) -> Tuple[Any, Any]:
    """X^T X and X^T y of the design: a shared block then one block a phase, each block the
    linear features then the table weights (counts of each weight number)."""
    import numpy as np

    block = n_lin + n_ids
    cols = block * (1 + n_phases)
    xtx = np.zeros((cols, cols))
    xty = np.zeros(cols)
    for start in range(0, len(y), 4000):
        sl = slice(start, start + 4000)
        n = len(y[sl])
        x = np.zeros((n, cols))
        rows = np.arange(n)
        for base in (np.zeros(n, dtype=np.int64), block * (1 + ph[sl])):
            x[rows[:, None], base[:, None] + np.arange(n_lin)[None, :]] = lin[sl]
            for t in range(ids.shape[1]):
                np.add.at(x, (rows, base + n_lin + ids[sl, t]), 1.0)
        xtx += x.T @ x
        xty += x.T @ y[sl]
    return xtx, xty


def solve(xtx: Any, xty: Any, n_lin: int, n_ids: int, n_phases: int, ridge_lin: float,
          ridge_tab: float, ridge_phase: float) -> Tuple[Any, Any]:
    """The per-phase weights: (linear [phases x n_lin], tables [phases x n_ids])."""
    import numpy as np

    block = n_lin + n_ids
    reg = np.zeros(block * (1 + n_phases))
    reg[:n_lin] = ridge_lin
    reg[n_lin:block] = ridge_tab
    reg[block:] = ridge_phase
    w = np.linalg.solve(xtx + np.diag(reg), xty)
    shared = w[:block]
    per = np.array([shared + w[block * (1 + k): block * (2 + k)] for k in range(n_phases)])
    return per[:, :n_lin], per[:, n_lin:]


def predict(lin: Any, ids: Any, ph: Any, wl: Any, wt: Any) -> Any:
    import numpy as np

    return np.einsum("ij,ij->i", lin, wl[ph]) + wt[ph[:, None], ids].sum(axis=1)


def fit(paths: Sequence[str], clip: int, ridge_lin: float, ridge_tab: float, ridge_phase: float,
        seed: int, write: bool, phases: Sequence[int], squares_only: bool = False,
        out: Optional[str] = None) -> None:
    import numpy as np

    start = time.perf_counter()
    old_labels: List[float] = []
    variant, pairs, labels = load(paths, clip, old_labels)
    if squares_only and write:
        raise SystemExit("--squares-only measures; it does not write")
    lin, ids, ph, n_lin, n_ids = design(pairs, variant, phases,
                                        "standard" if squares_only else variant)
    y = np.array(labels)
    n_phases = len(phases) + 1
    print(f"{len(y)} positions ({variant}); per phase {np.bincount(ph, minlength=n_phases)}; "
          f"{n_lin} features + {n_ids} table weights a phase; features in "
          f"{time.perf_counter() - start:.0f} s", flush=True)
    idx = np.random.default_rng(seed).permutation(len(y))
    cut = len(y) // 5
    test, train = idx[:cut], idx[cut:]
    xtx, xty = normal_equations(lin[train], ids[train], ph[train], y[train], n_lin, n_ids,
                                n_phases)
    wl, wt = solve(xtx, xty, n_lin, n_ids, n_phases, ridge_lin, ridge_tab, ridge_phase)
    rmse = float(np.sqrt(np.mean((predict(lin[test], ids[test], ph[test], wl, wt) - y[test]) ** 2)))
    # the linear features alone, refitted on the same data (one phase)
    a = lin[train]
    wlin = np.linalg.solve(a.T @ a + ridge_lin * np.eye(n_lin), a.T @ y[train])
    rmse_lin = float(np.sqrt(np.mean((lin[test] @ wlin - y[test]) ** 2)))
    from bench.pylos_learnt1 import WEIGHTS as OLD
    from bench.pylos_learnt1 import features as old_features

    old = np.array(OLD["standard"], dtype=float)
    p_old = np.array([old @ np.array(old_features(*pairs[i], variant), dtype=float) for i in test])
    rmse_old = float(np.sqrt(np.mean((p_old - y[test]) ** 2)))
    from tabletop_gui.ai.pylos.evaluation import load_weights

    shipped = load_weights(variant)
    rmse_shipped = float("nan")
    if shipped is not None:
        w_ship = np.zeros(n_lin)
        w_ship[:len(shipped)] = shipped
        rmse_shipped = float(np.sqrt(np.mean((lin[test] @ w_ship - y[test]) ** 2)))
    print(f"held-out fifth ({len(test)} positions), RMSE vs the partner's score: pattern tables "
          f"{rmse / 100:.3f} spheres ({n_ids} table weights a phase); linear features alone "
          f"(refitted) {rmse_lin / 100:.3f}; the shipped linear weights ({variant}) "
          f"{rmse_shipped / 100:.3f}; the frozen learnt1 (standard weights) "
          f"{rmse_old / 100:.3f}", flush=True)
    y_old = np.array(old_labels)
    if not np.isnan(y_old[test]).all():
        # relabelled data: the errors against the old labels too, and the shipped
        # tables' against both
        from tabletop_gui.ai.pylos.ntuple import scorer

        has = ~np.isnan(y_old[test])
        p_new = predict(lin[test], ids[test], ph[test], wl, wt)
        ship = scorer(variant)
        p_ship = (np.array([ship(*pairs[i]) for i in test], dtype=float) if ship is not None
                  else np.full(len(test), np.nan))

        def err(p: Any, target: Any) -> float:
            return float(np.sqrt(np.mean((p[has] - target[has]) ** 2))) / 100

        print(f"  against both labels ({int(has.sum())} held-out positions with an old label), "
              f"RMSE in spheres: this fit vs the new labels {err(p_new, y[test]):.3f}, vs the old "
              f"{err(p_new, y_old[test]):.3f}; the shipped tables vs the new {err(p_ship, y[test]):.3f}, "
              f"vs the old {err(p_ship, y_old[test]):.3f}; the two labels apart "
              f"{err(y[test], y_old[test]):.3f}", flush=True)
    for k in range(n_phases):
        sel = ph[test] == k
        if sel.any():
            e = predict(lin[test][sel], ids[test][sel], ph[test][sel], wl, wt) - y[test][sel]
            print(f"  phase {k}: {int(sel.sum())} held-out positions, RMSE "
                  f"{float(np.sqrt(np.mean(e ** 2))) / 100:.3f}")
    if write:
        xtx, xty = normal_equations(lin, ids, ph, y, n_lin, n_ids, n_phases)
        wl, wt = solve(xtx, xty, n_lin, n_ids, n_phases, ridge_lin, ridge_tab, ridge_phase)
        target = Path(out) if out else WEIGHTS_FILE
        write_weights(variant, [[int(round(v)) for v in row] for row in wl],
                      [[int(round(v)) for v in row] for row in wt], len(y), phases, target)
        print(f"wrote {target} ({target.stat().st_size:,} bytes)")
    print(f"done in {time.perf_counter() - start:.0f} s")


def write_weights(variant: str, linear: List[List[int]], tables: List[List[int]],
                  positions: int, phases: Sequence[int], target: Path = WEIGHTS_FILE) -> None:
    """(Re)write the generated module ``target`` with ``variant``'s weights, keeping the other
    variants' (all variants share one ``PHASES``: a fit with other phases drops the others)."""
    lin_t: dict[str, Any] = {}
    tab_t: dict[str, Any] = {}
    counts: dict[str, int] = {}
    if target.exists():
        namespace: dict[str, Any] = {}
        exec(target.read_text(encoding="utf-8"), namespace)
        lin_t, tab_t = dict(namespace.get("LINEAR", {})), dict(namespace.get("TABLES", {}))
        counts = dict(namespace.get("POSITIONS", {}))
        if tuple(namespace.get("PHASES", ())) != tuple(phases):
            lin_t, tab_t, counts = {}, {}, {}
    lin_t[variant], tab_t[variant], counts[variant] = linear, tables, positions

    def rows(table: dict[str, Any]) -> str:
        out = ""
        for v in sorted(table):
            out += f"    {v!r}: [\n"
            for row in table[v]:
                lines = textwrap.wrap(", ".join(str(x) for x in row), 88)
                out += "        [" + "\n         ".join(lines) + "],\n"
            out += "    ],\n"
        return out

    source = ("positions labelled by the\nsparring partner's 12-ply search (the mature rules: 10 "
              "plies; bench/RESULTS.md)")
    if target != WEIGHTS_FILE:
        source = ("positions labelled again\n(``tools/pylos_eval_fit.py relabel``, issue #17: "
                  "the C partner searching with\nthe expert's own tables; "
                  "bench/RESULTS.md)")
    text = ('"""Generated by ``python -m tools.pylos_ntuple_fit ... --write``: '
            "the weights of\n:mod:`.ntuple`'s pattern-table evaluation in 1/100 sphere, fitted to "
            f"{source}. Per variant,\none list a phase (``PHASES``): ``LINEAR``: "
            "the weights of :func:`.evaluation.features`; ``TABLES``:\none weight per canonical "
            "tuple state (:func:`.ntuple.canonical_ids`; the mature rules' lines after\nthe "
            "squares). Do not edit by hand."
            '"""\n\n'
            "#: the phases these weights were fitted with (as :data:`.ntuple.PHASES`)\n"
            f"PHASES: tuple[int, ...] = {tuple(phases)!r}\n\n"
            f"LINEAR: dict[str, list[list[int]]] = {{\n{rows(lin_t)}}}\n\n"
            f"TABLES: dict[str, list[list[int]]] = {{\n{rows(tab_t)}}}\n\n"
            "#: how many labelled positions each variant's weights were fitted to\n"
            "POSITIONS: dict[str, int] = {\n"
            + "".join(f"    {v!r}: {counts.get(v, 0)},\n" for v in sorted(lin_t)) + "}\n")
    target.write_text(text, encoding="utf-8")


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_ntuple_fit", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", help="JSON lines of labelled positions")
    ap.add_argument("--clip", type=int, default=60, help="tenths of a sphere")
    ap.add_argument("--ridge-lin", type=float, default=1.0)
    ap.add_argument("--ridge-tab", type=float, default=10.0)
    ap.add_argument("--ridge-phase", type=float, default=30.0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--phases", default="16,20",
                    help="the largest empty places of each phase but the last (comma-separated)")
    ap.add_argument("--squares-only", action="store_true",
                    help="the squares' tuples alone, without the mature rules' lines (no --write)")
    ap.add_argument("--write", action="store_true", help="write ntuple_weights.py")
    ap.add_argument("--out", help="with --write: write this module instead of ntuple_weights.py "
                    "(e.g. bench/pylos_boot_weights.py, the bench's boot: expert)")
    a = ap.parse_args(argv)
    phases = tuple(int(x) for x in a.phases.split(",") if x)
    fit(a.paths, a.clip, a.ridge_lin, a.ridge_tab, a.ridge_phase, a.seed, a.write, phases,
        a.squares_only, a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
