"""AI evidence: the strength table (match runner), Pylos nodes per second, solve times, the
time of a default-level (medium) move, and the wall-clock promises the tests leave to this
bench: how soon a bot obeys "move now" and how long a thread waits for the GIL while the expert
searches.

    python -m bench.bench_ai [--games 100] [--jobs 2]
        [--only speed,responsiveness,strength-pylos,strength-pilus]

Strength matches use **node budgets** for the searching levels (expert: Pylos 60,000 nodes per
move; PILUS 192 play-outs per move, the app's own default; medium: its depth / sample caps), so
the table is the same on any machine; the app's expert also stops at 2 s. Each pairing: bot A against bot
B, A in every seat in turn, the same openings (Pylos: 4 random plies) or deals (PILUS) for each
seat assignment. Score = wins + draws/2; 95% Wilson intervals.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import threading
import time

from tabletop_gui.ai.match import format_table, play_match
from tabletop_gui.ai.pylos import PylosSearch
from tabletop_gui.rules import pylos

from . import table

PYLOS_EXPERT = "expert@nodes=60000"
PILUS_EXPERT = "expert@nodes=192"

PYLOS_PAIRINGS = [
    ("beginner", "random"),
    ("easy", "beginner"), ("easy", "random"),
    ("medium", "easy"), ("medium", "random"),
    (PYLOS_EXPERT, "medium"), (PYLOS_EXPERT, "random"),
]
#: PILUS: each level against random play, and the steps of the ladder (its own table with
#: Wilson intervals over shared deals: ``python -m bench ladder --game pilus``)
PILUS_PAIRINGS = [
    ("beginner", "random", 2),
    ("easy", "beginner", 2), ("medium", "easy", 2),
    ("hard", "medium", 2), ("hard", "random", 2),
    (PILUS_EXPERT, "hard", 2), (PILUS_EXPERT, "random", 2),
    ("hard", "medium", 3), ("hard", "medium", 4),
]


def strength_pylos(games: int, jobs: int) -> None:
    results = []
    for a, b in PYLOS_PAIRINGS:
        t = time.perf_counter()
        results.append(play_match("pylos", a, b, games, jobs=jobs))
        print(f"  [{a} vs {b}: {time.perf_counter() - t:.0f} s]", flush=True)
    print("\n### Pylos (standard), 4 random opening plies, colours alternate\n")
    print(format_table(results, markdown=True), flush=True)


def strength_pilus(games: int, jobs: int) -> None:
    results = []
    for a, b, players in PILUS_PAIRINGS:
        t = time.perf_counter()
        r = play_match("pilus", a, b, games, options={"players": players}, jobs=jobs)
        r.a = f"{a} ({players}p)"
        results.append(r)
        print(f"  [{a} vs {b}, {players} players: {time.perf_counter() - t:.0f} s]", flush=True)
    print("\n### PILUS, seats rotate over shared deals (even = 50% with 2 players, 33% with 3, "
          "25% with 4)\n")
    print(format_table(results, markdown=True), flush=True)


def position_with_empty(k: int, seed: int) -> pylos.State:
    """A random standard position with ``k`` empty places (= spheres left in both reserves),
    reserves within one of each other, not over."""
    rng = random.Random(seed)
    while True:
        s = pylos.new_game()
        while not s.is_over and s.reserve("light") + s.reserve("dark") > k:
            s = s.play(rng.choice(s.legal_moves()))
        if (not s.is_over and s.reserve("light") + s.reserve("dark") == k
                and abs(s.reserve("light") - s.reserve("dark")) <= 1):
            return s


def speed() -> None:
    rows = []
    rng = random.Random(5)
    for plies in (0, 10, 20):
        s = pylos.new_game()
        for _ in range(plies):
            s = s.play(rng.choice(s.legal_moves()))
        r = PylosSearch().search(s, seconds=2.0, max_depth=64)
        rows.append((f"after {plies} random plies", r.depth, f"{r.nodes:,}", f"{r.seconds:.2f}",
                     f"{r.nodes / r.seconds:,.0f}"))
    table("Pylos search speed (expert, 2 s; nodes include leaves)",
          ("position", "depth", "nodes", "seconds", "nodes/s"), rows)

    rows = []
    for k, count in ((8, 10), (10, 10), (12, 5)):
        times, results = [], []
        for seed in range(count):
            s = position_with_empty(k, seed)
            r = PylosSearch().search(s, max_depth=64, seconds=120)
            times.append(r.seconds)
            results.append(f"{r.outcome or '?'} {r.plies_to_end or ''}".strip())
        rows.append((k, count, f"{statistics.median(times):.2f}", f"{max(times):.2f}",
                     sum(1 for x in results if not x.startswith("?")), ", ".join(results)))
    table("Pylos: time to solve positions with k empty places (standard, random positions)",
          ("empty places", "positions", "median s", "max s", "solved", "verdicts (side to move)"),
          rows)

    from tabletop_gui.ai import make_bot
    from tabletop_gui.rules import pilus

    rows = []
    worst, total, count = 0.0, 0.0, 0
    for seed in range(4):
        state = pylos.new_game()
        bots = [make_bot("pylos", "medium", seed=seed), make_bot("pylos", "medium", seed=seed + 9)]
        g = random.Random(seed)
        for _ in range(4):
            state = state.play(g.choice(state.legal_moves()))
        while not state.is_over:
            t = time.perf_counter()
            move = bots[pylos.COLOURS.index(state.to_move)].choose(state)
            dt = time.perf_counter() - t
            worst, total, count = max(worst, dt), total + dt, count + 1
            state = state.play(move)
    rows.append(("Pylos medium (default)", count, f"{total / count:.3f}", f"{worst:.3f}"))
    for level in ("medium", "expert"):
        worst, total, count = 0.0, 0.0, 0
        for seed in range(2):
            state = pilus.new_game(2, seed=seed)
            bots = [make_bot("pilus", level, seed=seed), make_bot("pilus", level, seed=seed + 9)]
            while state.result is None:
                t = time.perf_counter()
                move = bots[state.to_move].choose(state.view(state.to_move))
                dt = time.perf_counter() - t
                worst, total, count = max(worst, dt), total + dt, count + 1
                state = state.play(move)
        rows.append((f"PILUS {level} (app budget)", count, f"{total / count:.3f}", f"{worst:.3f}"))
    table("Seconds per computer move in self-play (app budgets)",
          ("bot", "moves", "mean s", "max s"), rows)


def _timed_event_set(event: threading.Event, stamp: list) -> None:
    stamp.append(time.perf_counter())
    event.set()


def responsiveness() -> None:
    """The numbers behind two behaviour tests: "move now" is prompt (tests/ai) and a UI thread
    keeps running while the expert searches (tests/model/test_bots.py)."""
    from tabletop_gui.ai import make_bot
    from tabletop_gui.rules import pilus

    rows = []
    for game, state in (("pylos", pylos.new_game()), ("pilus", pilus.new_game(2, seed=3).view(0))):
        worst = 0.0
        for _ in range(3):
            cancel, stamp = threading.Event(), []
            timer = threading.Timer(0.2, _timed_event_set, (cancel, stamp))
            timer.start()
            make_bot(game, "expert", seconds=30.0).choose(state, cancel=cancel)
            done = time.perf_counter()
            timer.join()
            worst = max(worst, done - stamp[0])
        rows.append((f"{game} expert: 'move now' to move (worst of 3)", f"{1000 * worst:.1f}",
                     "< 300 (was a test)"))

    ticks, stop = [], threading.Event()

    def ticker() -> None:
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.01)

    thread = threading.Thread(target=ticker)
    thread.start()
    time.sleep(0.05)
    make_bot("pylos", "expert", seconds=1.0).choose(pylos.new_game())
    stop.set()
    thread.join()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    rows.append(("longest wait of a 10 ms ticker thread during a 1 s Pylos expert search",
                 f"{1000 * max(gaps):.1f}", "< 50 (was a test)"))
    table("Responsiveness (wall clock; the tests check the behaviour only)",
          ("what", "ms", "target"), rows)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", default="speed,responsiveness,strength-pylos,strength-pilus")
    args = ap.parse_args(argv or [])
    parts = args.only.split(",")
    if "speed" in parts:
        speed()
    if "responsiveness" in parts:
        responsiveness()
    if "strength-pylos" in parts:
        strength_pylos(args.games, args.jobs)
    if "strength-pilus" in parts:
        strength_pilus(args.games, args.jobs)


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
