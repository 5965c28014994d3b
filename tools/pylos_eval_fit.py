"""Offline: fit the Pylos expert's evaluation to deep-search scores (issue #17, deliverable 3).

    python -m tools.pylos_eval_fit sample --games 400 --out /tmp/pylos_positions.jsonl
    python -m tools.pylos_eval_fit fit /tmp/pylos_positions.jsonl [--write]

**sample**: games of the C sparring partner against itself (``bench/sparring``, a bench tool
that never ships) at a shallow depth with random slips, so the positions vary; from each game a
few positions with ``--min-empty``..``--max-empty`` empty places are kept (no finished ones)
and labelled with the partner's score at ``--label-depth`` plies (12 by default: the depth the
expert loses to), in tenths of a sphere for the side to move. One JSON line per position: the
variant, both masks from the mover's view, the score and the moves that led there.

**fit**: ridge least squares (numpy, offline only) of the label (clipped to +-``--clip`` tenths;
forced wins / losses count as the clip) on :func:`tabletop_gui.ai.pylos.evaluation.features`,
then the weights rounded to 1/100 sphere, the fit's error on a held-out fifth, and with
``--write`` the generated module ``tabletop_gui/ai/pylos/eval_weights.py`` (a few hundred bytes,
the app's shipped data).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, List, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
WEIGHTS_FILE = ROOT / "tabletop_gui" / "ai" / "pylos" / "eval_weights.py"


def sample(games: int, variant: str, seed: int, min_empty: int, max_empty: int, per_game: int,
           play_depth: int, slip: float, label_depth: int, out: str) -> None:
    sys.path.insert(0, str(ROOT))
    from bench.sparring import Engine
    from tabletop_gui.rules import pylos

    rng = random.Random(seed)
    engine = Engine()
    start = time.perf_counter()
    kept = 0
    with open(out, "a", encoding="utf-8") as fh:
        for g in range(games):
            first = "light"
            state = pylos.new_game(variant, first)
            moves: List[str] = []
            candidates: List[List[str]] = []
            while not state.is_over and len(moves) < 200:
                legal = [str(m) for m in state.legal_moves()]
                if len(moves) < 2 or rng.random() < slip:
                    move = rng.choice(legal)
                else:
                    engine.position(variant, first, moves)
                    move = engine.go(depth=play_depth, seed=rng.randrange(1 << 30)).move
                state = state.play(state.move_from_text(move))
                moves.append(move)
                empty = state.reserve("light") + state.reserve("dark")
                if not state.is_over and min_empty <= empty <= max_empty:
                    candidates.append(list(moves))
            for line in rng.sample(candidates, min(per_game, len(candidates))):
                st = pylos.play_all(line, variant, first)
                board = st.board()
                tm = board.to_move
                engine.position(variant, first, line)
                reply = engine.go(depth=label_depth, seed=0)
                fh.write(json.dumps({"variant": variant, "me": board.masks[tm],
                                     "opp": board.masks[1 - tm], "score": reply.score,
                                     "moves": line}) + "\n")
                kept += 1
            fh.flush()
            if (g + 1) % 20 == 0:
                print(f"{g + 1} games, {kept} positions, {time.perf_counter() - start:.0f} s",
                      flush=True)
    engine.close()
    print(f"done: {kept} positions in {time.perf_counter() - start:.0f} s")


def harvest(logs: Sequence[str], variant: str, min_empty: int, max_empty: int,
            label_depth: int, out: str, need: str = "expert") -> None:
    """Label the positions of played games (``python -m bench sparring match --log`` files:
    the positions the expert actually meets), each distinct position once, with the partner's
    score at ``label_depth`` plies and the mean result of the games that passed through it,
    from the mover's view (+1 won, 0 drawn, -1 lost)."""
    sys.path.insert(0, str(ROOT))
    from bench.sparring import Engine
    from tabletop_gui.rules import pylos

    first = "light"
    found: dict[tuple[int, int], dict[str, Any]] = {}
    games = 0
    for path in logs:
        for line in open(path, encoding="utf-8"):
            d: Any = json.loads(line)
            if "moves" not in d or "a" not in d or need not in d["a"] + d["b"]:
                continue
            games += 1
            state = pylos.new_game(variant, first)
            light_result = {1.0: 1, 0.0: -1}.get(d["outcome"], 0)
            if d["a_colour"] != "light":
                light_result = -light_result
            for k, move in enumerate(d["moves"]):
                state = state.play(move)
                if state.is_over:
                    break
                if not min_empty <= state.reserve("light") + state.reserve("dark") <= max_empty:
                    continue
                board = state.board()
                tm = board.to_move
                key = (board.masks[tm], board.masks[1 - tm])
                mover = light_result if state.to_move == "light" else -light_result
                entry = found.setdefault(key, {"moves": d["moves"][: k + 1], "results": []})
                entry["results"].append(mover)
    print(f"{games} games, {len(found)} distinct positions", flush=True)
    engine = Engine()
    start = time.perf_counter()
    with open(out, "a", encoding="utf-8") as fh:
        for n, ((me, opp), entry) in enumerate(found.items()):
            engine.position(variant, first, entry["moves"])
            reply = engine.go(depth=label_depth, seed=0)
            results = entry["results"]
            fh.write(json.dumps({"variant": variant, "me": me, "opp": opp, "score": reply.score,
                                 "result": sum(results) / len(results), "games": len(results),
                                 "moves": entry["moves"]}) + "\n")
            if (n + 1) % 200 == 0:
                fh.flush()
                print(f"{n + 1} positions, {time.perf_counter() - start:.0f} s", flush=True)
    engine.close()
    print(f"done: {len(found)} positions in {time.perf_counter() - start:.0f} s")


def fit(paths: Sequence[str], clip: int, ridge: float, write: bool, seed: int) -> List[int]:
    import numpy as np

    sys.path.insert(0, str(ROOT))
    from tabletop_gui.ai.pylos.evaluation import FEATURES, features

    rows: List[List[int]] = []
    ys: List[float] = []
    pairs: List[tuple[int, int]] = []
    variant = ""
    for path in paths:
        for line in open(path, encoding="utf-8"):
            d: Any = json.loads(line)
            variant = d["variant"]
            rows.append(features(d["me"], d["opp"], variant))
            pairs.append((d["me"], d["opp"]))
            ys.append(max(-clip, min(clip, d["score"])))
    x = np.array(rows, dtype=float)
    y = np.array(ys, dtype=float) * 10          # tenths of a sphere -> 1/100
    idx = np.random.default_rng(seed).permutation(len(y))
    cut = len(y) // 5
    test, train = idx[:cut], idx[cut:]

    def solve(ix: Any) -> Any:
        a = x[ix]
        return np.linalg.solve(a.T @ a + ridge * np.eye(a.shape[1]), a.T @ y[ix])

    w = solve(train)
    rmse = float(np.sqrt(np.mean((x[test] @ w - y[test]) ** 2)))
    base = float(np.sqrt(np.mean((x[test][:, 0] * 100 - y[test]) ** 2)))
    from tabletop_gui.ai.pylos.search import PylosSearch
    from tabletop_gui.rules.pylos import Board

    hand_search = PylosSearch(variant)
    hand = np.array([hand_search.evaluate(Board(int(me), int(opp), 0, variant))
                     for me, opp in (pairs[i] for i in test)], dtype=float)
    hand_rmse = float(np.sqrt(np.mean((hand - y[test]) ** 2)))
    print(f"{len(y)} positions; held-out RMSE {rmse / 100:.2f} spheres "
          f"(reserve x 1 alone: {base / 100:.2f}; the hand-written evaluation: "
          f"{hand_rmse / 100:.2f})")
    w = solve(idx)
    weights = [int(round(v)) for v in w]
    for name, v in zip(FEATURES, weights, strict=True):
        print(f"  {name:16s} {v:6d}")
    if write:
        write_weights(variant, weights, len(y))
        print(f"wrote {WEIGHTS_FILE}")
    return weights


def write_weights(variant: str, weights: List[int], positions: int) -> None:
    """(Re)write the generated module with ``variant``'s weights, keeping the other variants'."""
    table: dict[str, List[int]] = {}
    counts: dict[str, int] = {}
    if WEIGHTS_FILE.exists():
        namespace: dict[str, Any] = {}
        exec(WEIGHTS_FILE.read_text(encoding="utf-8"), namespace)
        table = dict(namespace.get("WEIGHTS", {}))
        counts = dict(namespace.get("POSITIONS", {}))
    table[variant] = weights
    counts[variant] = positions
    body = "".join(f"    {v!r}: {table[v]!r},\n" for v in sorted(table))
    count_body = "".join(f"    {v!r}: {counts.get(v, 0)},\n" for v in sorted(table))
    text = ('"""Generated by ``python -m tools.pylos_eval_fit fit ... --write`` (issue #17): the '
            "weights of\n:mod:`.evaluation`'s features (in its ``FEATURES`` order), in 1/100 "
            "sphere, fitted to\npositions labelled by a 12-ply search. Do not edit by hand."
            '"""\n\n'
            f"WEIGHTS: dict[str, list[int]] = {{\n{body}}}\n\n"
            "#: how many labelled positions each variant's weights were fitted to\n"
            f"POSITIONS: dict[str, int] = {{\n{count_body}}}\n")
    WEIGHTS_FILE.write_text(text, encoding="utf-8")


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_eval_fit", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="mode", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--games", type=int, default=400)
    s.add_argument("--variant", default="standard")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--min-empty", type=int, default=13)
    s.add_argument("--max-empty", type=int, default=24)
    s.add_argument("--per-game", type=int, default=6)
    s.add_argument("--play-depth", type=int, default=6)
    s.add_argument("--slip", type=float, default=0.1)
    s.add_argument("--label-depth", type=int, default=12)
    s.add_argument("--out", required=True)
    h = sub.add_parser("harvest", help="label the positions of logged games")
    h.add_argument("logs", nargs="+")
    h.add_argument("--variant", default="standard")
    h.add_argument("--min-empty", type=int, default=13)
    h.add_argument("--max-empty", type=int, default=24)
    h.add_argument("--label-depth", type=int, default=12)
    h.add_argument("--need", default="expert", help="only games where a bot's spec has this")
    h.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("paths", nargs="+")
    f.add_argument("--clip", type=int, default=60, help="tenths of a sphere")
    f.add_argument("--ridge", type=float, default=1.0)
    f.add_argument("--seed", type=int, default=0)
    f.add_argument("--write", action="store_true")
    a = ap.parse_args(argv)
    if a.mode == "harvest":
        harvest(a.logs, a.variant, a.min_empty, a.max_empty, a.label_depth, a.out, a.need)
    elif a.mode == "sample":
        sample(a.games, a.variant, a.seed, a.min_empty, a.max_empty, a.per_game, a.play_depth,
               a.slip, a.label_depth, a.out)
    else:
        fit(a.paths, a.clip, a.ridge, a.write, a.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
