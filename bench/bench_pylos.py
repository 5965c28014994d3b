"""Pylos rules core speed: perft leaf nodes per second and random play-outs per second."""

import random
import time

from tabletop_gui.rules import pylos

from . import table

MIDGAME = ("mature", "1a4 1b4 1c2 1a1 1b2 1d3 1c3 1b3 1d2 2b2 1a2x1d2 1a3 1d2x1d2 1b4-2a2 1d2x1a4")


def timed(fn, repeat=3):
    best, value = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        value = fn()
        best = min(best, time.perf_counter() - start)
    return value, best


def playouts_state_api(variant, games, seed=1):
    rng = random.Random(seed)
    for _ in range(games):
        s = pylos.new_game(variant)
        while not s.is_over:
            s = s.play(rng.choice(s.legal_moves()))


def playouts_board(variant, games, seed=1):
    rng = random.Random(seed)
    for _ in range(games):
        b = pylos.new_game(variant).board()
        while b.result is None:
            b.push(rng.choice(b.legal_codes()))


def main():
    rows = []
    start = pylos.new_game().board()
    for depth in (4, 5):
        nodes, secs = timed(lambda depth=depth: start.perft(depth))
        rows.append((f"start, depth {depth}", f"{nodes:,}", f"{secs:.3f}", f"{nodes / secs:,.0f}"))
    mid = pylos.play_all(MIDGAME[1].split(), MIDGAME[0]).board()
    nodes, secs = timed(lambda: mid.perft(3))
    rows.append(("mid-game (take-backs), depth 3", f"{nodes:,}", f"{secs:.3f}", f"{nodes / secs:,.0f}"))
    table("Pylos perft (leaf nodes counted in bulk at the last ply)",
          ("position", "leaf nodes", "seconds", "nodes/s"), rows)

    rows = []
    for variant in pylos.VARIANTS:
        _, secs_b = timed(lambda variant=variant: playouts_board(variant, 200), repeat=1)
        _, secs_s = timed(lambda variant=variant: playouts_state_api(variant, 50), repeat=1)
        rows.append((variant, f"{200 / secs_b:,.0f}", f"{50 / secs_s:,.0f}", f"{(200 / secs_b) / (50 / secs_s):.1f}x"))
    table("Pylos random play-outs to the end", ("variant", "games/s (Board)", "games/s (State API)",
                                                 "Board / State"), rows)


if __name__ == "__main__":
    main()
