"""Offline: fit the Pylos expert's evaluation to deep-search scores (issue #17, deliverable 3).

    python -m tools.pylos_eval_fit sample --games 400 --out /tmp/pylos_positions.jsonl
    python -m tools.pylos_eval_fit sample --variant mature --label-depth 10 ...   # other rules
    python -m tools.pylos_eval_fit harvest tools/data/pylos_expert_games.txt --out /tmp/games.jsonl
    python -m tools.pylos_eval_fit fit /tmp/pylos_positions.jsonl /tmp/games.jsonl [--write]
    python -m tools.pylos_eval_fit relabel pos_a.jsonl games.jsonl sp7.jsonl --depth 10 --out boot.jsonl

**relabel**: the same positions labelled again by the C partner searching with the
expert's own evaluation (its pattern tables, dumped for the C side; bootstrapping, as TD-leaf
does), or with its own at another depth (``--tables partner``); the old label is kept beside.

**harvest**: the positions of played games (the expert's games against the partner and
other levels: the positions the expert actually meets; a match's ``--log`` files or the
committed ``tools/data/pylos_expert_games.txt``), each distinct one labelled like ``sample``'s
and with the mean result of the games through it.

**sample**: games of the C sparring partner against itself (``bench/sparring``, a bench tool
that never ships) at a shallow depth with random slips, so the positions vary; from each game a
few positions with ``--min-empty``..``--max-empty`` empty places are kept (no finished ones)
and labelled with the partner's score at ``--label-depth`` plies (12 by default: the depth the
expert loses to), in tenths of a sphere for the side to move. One JSON line per position: the
variant, both masks from the mover's view, the score and the moves that led there.

**fit**: ridge least squares (numpy, offline only) of the label (clipped to +-``--clip`` tenths;
forced wins / losses count as the clip; optionally blended with the game result,
``--result-weight``) on :func:`tabletop_gui.ai.pylos.evaluation.features`, then the weights
rounded to 1/100 sphere, the fit's error on a held-out fifth (and that of the frozen
weights, ``bench/pylos_learnt1.py``, and of the hand-written evaluation, on the same fifth), and
with ``--write`` the variant's entry of the generated module
``tabletop_gui/ai/pylos/eval_weights.py`` (a few hundred bytes, the app's shipped data; the
other variants' entries are kept).
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
                # the self-play game's result for the side to move here (+1 / 0 / -1)
                result = 0 if state.result in (None, "draw") else (
                    1 if state.result == st.to_move else -1)
                fh.write(json.dumps({"variant": variant, "me": board.masks[tm],
                                     "opp": board.masks[1 - tm], "score": reply.score,
                                     "result": result, "moves": line}) + "\n")
                kept += 1
            fh.flush()
            if (g + 1) % 20 == 0:
                print(f"{g + 1} games, {kept} positions, {time.perf_counter() - start:.0f} s",
                      flush=True)
    engine.close()
    print(f"done: {kept} positions in {time.perf_counter() - start:.0f} s")


def harvest(logs: Sequence[str], variant: str, min_empty: int, max_empty: int,
            label_depth: int, out: str, need: str = "expert") -> None:
    """Label the positions of played games (``python -m bench sparring match --log`` files, or
    ``.txt`` files of one game a line, the light player's result first, as
    ``tools/data/pylos_expert_games.txt``: the positions the expert actually meets), each
    distinct position once, with the partner's score at ``label_depth`` plies and the mean
    result of the games that passed through it, from the mover's view (+1 won, 0 drawn, -1
    lost). Log files: only games where a bot's spec contains ``need``."""
    sys.path.insert(0, str(ROOT))
    from bench.sparring import Engine
    from tabletop_gui.rules import pylos

    first = "light"
    found: dict[tuple[int, int], dict[str, Any]] = {}
    games = 0
    for path in logs:
        for line in open(path, encoding="utf-8"):
            if path.endswith(".txt"):         # tools/data/pylos_expert_games.txt
                if line.startswith("#") or not line.strip():
                    continue
                head, *moves = line.split()
                light_result = int(head)
            else:                             # a match's --log file
                d: Any = json.loads(line)
                if "moves" not in d or "a" not in d or need not in d["a"] + d["b"]:
                    continue
                moves = d["moves"]
                light_result = {1.0: 1, 0.0: -1}.get(d["outcome"], 0)
                if d["a_colour"] != "light":
                    light_result = -light_result
            games += 1
            state = pylos.new_game(variant, first)
            for k, move in enumerate(moves):
                state = state.play(move)
                if state.is_over:
                    break
                if not min_empty <= state.reserve("light") + state.reserve("dark") <= max_empty:
                    continue
                board = state.board()
                tm = board.to_move
                key = (board.masks[tm], board.masks[1 - tm])
                mover = light_result if state.to_move == "light" else -light_result
                entry = found.setdefault(key, {"moves": moves[: k + 1], "results": []})
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


def relabel(paths: Sequence[str], depth: int, tables: Optional[str], out: str,
            limit: int = 0) -> None:
    """Label again the distinct positions of ``sample`` / ``harvest`` files (issue #17, session
    9: bootstrapped labels): the C partner searches ``depth`` plies scoring its leaves with the
    expert's own evaluation (``tables``: a weights module, default the shipped
    ``ntuple_weights.py``; dumped by :mod:`bench.sparring.tables`), or with its own evaluation
    when ``tables`` is ``"partner"``. The new score goes to ``score`` (tenths of a sphere, one
    decimal: the expert's scores are in 1/100), the file's old one to ``score_old``, the source
    to ``label``. Positions already in ``out`` are skipped (a run can be resumed)."""
    import tempfile

    sys.path.insert(0, str(ROOT))
    from bench.sparring import Engine
    from bench.sparring.tables import write as write_tables

    done: set[tuple[int, int]] = set()
    if Path(out).exists():
        for line in open(out, encoding="utf-8"):
            d: Any = json.loads(line)
            done.add((d["me"], d["opp"]))
    todo: dict[tuple[int, int], Any] = {}
    for path in paths:
        for line in open(path, encoding="utf-8"):
            d = json.loads(line)
            key = (d["me"], d["opp"])
            if key not in done and key not in todo:
                todo[key] = d
    items = list(todo.values())[:limit] if limit else list(todo.values())
    print(f"{len(items)} positions to label ({len(done)} already in {out})", flush=True)
    engine = Engine()
    source = f"partner@{depth}"
    if tables != "partner":
        dump = Path(tempfile.mkdtemp(prefix="pylos-tables-")) / "expert.tables"
        write_tables(str(dump), tables)
        engine.tables(str(dump))
        source = f"tables@{depth}" + (f":{tables}" if tables else "")
    start = time.perf_counter()
    with open(out, "a", encoding="utf-8") as fh:
        for n, d in enumerate(items):
            engine.position(d["variant"], "light", d["moves"])
            reply = engine.go(depth=depth, seed=0)
            score = reply.score if tables == "partner" else round(reply.score / 10, 1)
            row = {"variant": d["variant"], "me": d["me"], "opp": d["opp"], "score": score,
                   "score_old": d["score"], "label": source, "ms": reply.ms,
                   "result": d.get("result"), "moves": d["moves"]}
            fh.write(json.dumps(row) + "\n")
            if (n + 1) % 500 == 0:
                fh.flush()
                print(f"{n + 1} positions, {time.perf_counter() - start:.0f} s", flush=True)
    engine.close()
    print(f"done: {len(items)} positions in {time.perf_counter() - start:.0f} s")


def fit(paths: Sequence[str], clip: int, ridge: float, write: bool, seed: int,
        result_weight: float = 0.0, n_features: int = 0, logistic: bool = False) -> List[int]:
    """Ridge least squares of the label on the features. The label is the partner's score
    (clipped to +-``clip`` tenths); with ``result_weight`` w > 0 it is blended with the result
    of the games through the position (where the line has one): (1 - w) score + w result x clip.
    ``n_features``: fit only the first N features (0: all)."""
    import numpy as np

    sys.path.insert(0, str(ROOT))
    from tabletop_gui.ai.pylos.evaluation import FEATURES, features

    names = FEATURES[:n_features] if n_features else FEATURES
    k = len(names)
    rows: List[List[int]] = []
    ys: List[float] = []
    scores: List[float] = []
    results: List[float] = []                 # nan where the line has none
    pairs: List[tuple[int, int]] = []
    variant = ""
    seen: set[tuple[int, int]] = set()
    for path in paths:
        for line in open(path, encoding="utf-8"):
            d: Any = json.loads(line)
            if variant and d["variant"] != variant:
                raise SystemExit(f"{path}: one variant a fit ({variant!r}, then {d['variant']!r})")
            if (d["me"], d["opp"]) in seen:
                continue                      # the same position from another file
            seen.add((d["me"], d["opp"]))
            variant = d["variant"]
            rows.append(features(d["me"], d["opp"], variant)[:k])
            pairs.append((d["me"], d["opp"]))
            score = max(-clip, min(clip, d["score"]))
            result = d.get("result")
            scores.append(score)
            results.append(float("nan") if result is None else float(result))
            ys.append(score if result is None or not result_weight
                      else (1 - result_weight) * score + result_weight * result * clip)
    x = np.array(rows, dtype=float)
    y = np.array(ys, dtype=float) * 10          # tenths of a sphere -> 1/100
    sc = np.array(scores, dtype=float) * 10
    res = np.array(results, dtype=float)
    idx = np.random.default_rng(seed).permutation(len(y))
    cut = len(y) // 5
    test, train = idx[:cut], idx[cut:]

    def solve(ix: Any) -> Any:
        a = x[ix]
        return np.linalg.solve(a.T @ a + ridge * np.eye(a.shape[1]), a.T @ y[ix])

    if logistic:
        return fit_logistic(x, res, sc, names, variant, write, seed)
    w = solve(train)
    from bench.pylos_learnt1 import WEIGHTS as OLD
    from bench.pylos_learnt1 import features as old_features
    from tabletop_gui.ai.pylos.search import PylosSearch
    from tabletop_gui.rules.pylos import Board

    old_w = np.array(OLD["standard"], dtype=float)
    preds = {
        "this fit": x[test] @ w,
        "the frozen learnt (learnt1)": np.array(
            [old_w @ np.array(old_features(me, opp, variant), dtype=float)
             for me, opp in (pairs[i] for i in test)]),
        "the hand-written": np.array(
            [PylosSearch(variant).evaluate(Board(int(me), int(opp), 0, variant))
             for me, opp in (pairs[i] for i in test)], dtype=float),
        "reserve x 1 alone": x[test][:, 0] * 100,
    }
    has = ~np.isnan(res[test]) & (res[test] != 0)
    print(f"{len(y)} positions ({int((~np.isnan(res)).sum())} with a game result), "
          f"{k} features; held-out fifth: {len(test)} ({int(has.sum())} with a decided result)")
    for name, p in preds.items():
        rmse = float(np.sqrt(np.mean((p - sc[test]) ** 2)))
        agree = float(np.mean(np.sign(p[has]) == np.sign(res[test][has]))) if has.any() else 0.0
        print(f"  {name:30s} RMSE vs the 12-ply score {rmse / 100:.2f} spheres; "
              f"sign agrees with the game result {100 * agree:.1f}%")
    return _keep([int(round(v)) for v in solve(idx)], names, variant, write, len(y))


def fit_logistic(x: Any, res: Any, sc: Any, names: Sequence[str], variant: str, write: bool,
                 seed: int, lam: float = 1.0) -> List[int]:
    """Logistic regression (Newton's method, ridge ``lam``) of the game result of the decided
    positions on the features, then scaled to 1/100 sphere by least squares of the held-out
    fifth's 12-ply scores on the fitted logits (alpha-beta only needs the order, the scale
    only against a draw's 0 and the exact scores)."""
    import numpy as np

    keep = ~np.isnan(res) & (res != 0)
    x, res, sc = x[keep], res[keep], sc[keep]
    t = (res + 1) / 2                             # the fraction of the games won
    idx = np.random.default_rng(seed).permutation(len(t))
    cut = len(t) // 5
    test, train = idx[:cut], idx[cut:]

    def solve(ix: Any) -> Any:
        w = np.zeros(x.shape[1])
        for _ in range(50):
            p = 1 / (1 + np.exp(-x[ix] @ w))
            g = x[ix].T @ (p - t[ix]) + lam * w
            h = (x[ix] * (p * (1 - p))[:, None]).T @ x[ix] + lam * np.eye(x.shape[1])
            w -= np.linalg.solve(h, g)
        return w

    w = solve(train)
    logit = x[test] @ w
    scale = float(logit @ sc[test] / (logit @ logit))
    agree = float(np.mean(np.sign(logit) == np.sign(res[test])))
    rmse = float(np.sqrt(np.mean((scale * logit - sc[test]) ** 2)))
    print(f"logistic: {len(t)} decided positions; held-out fifth {len(test)}: sign agrees with "
          f"the game result {100 * agree:.1f}%; scaled by {scale:.1f}, RMSE vs the 12-ply score "
          f"{rmse / 100:.2f} spheres")
    return _keep([int(round(v)) for v in solve(idx) * scale], names, variant, write, len(t))


def _keep(weights: List[int], names: Sequence[str], variant: str, write: bool,
          positions: int) -> List[int]:
    """Print a fit's weights by feature and, with ``write``, write them (:func:`write_weights`)."""
    for name, v in zip(names, weights, strict=True):
        print(f"  {name:16s} {v:6d}")
    if write:
        write_weights(variant, weights, positions)
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
            "sphere, fitted to\npositions labelled by the sparring partner's search (12 plies; 10 in the "
            "mature rules; and game results: bench/RESULTS.md).\nDo not edit by hand."
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
    r = sub.add_parser("relabel", help="label sample/harvest positions again, deeper or with "
                       "the expert's own evaluation (bootstrapping)")
    r.add_argument("paths", nargs="+")
    r.add_argument("--depth", type=int, default=10)
    r.add_argument("--tables", default=None,
                   help="a weights module (default: the shipped ntuple_weights.py), or 'partner' "
                   "for the partner's own evaluation")
    r.add_argument("--limit", type=int, default=0, help="label only the first N (0: all)")
    r.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("paths", nargs="+")
    f.add_argument("--clip", type=int, default=60, help="tenths of a sphere")
    f.add_argument("--ridge", type=float, default=1.0)
    f.add_argument("--seed", type=int, default=0)
    f.add_argument("--write", action="store_true",
                   help="write this variant's weights into eval_weights.py (others kept)")
    f.add_argument("--result-weight", type=float, default=0.0,
                   help="blend the label with the game result (0: the score alone)")
    f.add_argument("--features", type=int, default=0, help="fit the first N features only")
    f.add_argument("--logistic", action="store_true",
                   help="fit the game result of the decided positions (logistic), not the score")
    a = ap.parse_args(argv)
    if a.mode == "relabel":
        relabel(a.paths, a.depth, a.tables, a.out, a.limit)
    elif a.mode == "harvest":
        harvest(a.logs, a.variant, a.min_empty, a.max_empty, a.label_depth, a.out, a.need)
    elif a.mode == "sample":
        sample(a.games, a.variant, a.seed, a.min_empty, a.max_empty, a.per_game, a.play_depth,
               a.slip, a.label_depth, a.out)
    else:
        fit(a.paths, a.clip, a.ridge, a.write, a.seed, a.result_weight, a.features, a.logistic)
    return 0


if __name__ == "__main__":
    sys.exit(main())
