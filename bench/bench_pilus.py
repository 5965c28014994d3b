"""Benchmark of the PILUS rules core: full-turn enumeration and random play-outs.

Run from the repository root: ``python -m bench pilus`` or ``python3 bench/bench_pilus.py
[--quick]``. Prints a table: milliseconds to enumerate every turn of the 3-tile hand (3 tiles x
4 rotations x every position x every pawn option) at the start, mid-game and late game of random
2- and 4-player games, random play-outs per second for 2, 3 and 4 players, and the bot's
greedy replies (the inner loop of its play-outs: every placement counted, the best played) per
second, side by side with the same reply made by playing every placement and reading the score
(what the expert did up to 38e8ff1: the same turns, so the ratio is its play-outs' speed-up).
Each enumeration is timed on a fresh state (no cache); per position the best of a few repeats
counts, and the median and worst position are reported.
"""

from __future__ import annotations

import pathlib
import random
import statistics
import sys
import time
from typing import Optional

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from tabletop_gui.ai.pilus import greedy_pawn_turn, greedy_turn
from tabletop_gui.rules import pilus


def _fresh(s: pilus.State) -> pilus.State:
    """The same position with empty caches."""
    return s.copy()


def _positions(players: int, games: int, seed: int) -> dict[str, list[pilus.State]]:
    """States at the start (turn 0), mid-game and late game of random play-outs."""
    out: dict[str, list[pilus.State]] = {"start": [], "mid": [], "late": []}
    pile = 30 - 1 - pilus.REMOVED_BY_PLAYERS[players] - 3 * players
    late = pile + players - 1  # the last turn on which the mover still holds 3 tiles
    marks = {0: "start", late // 2: "mid", late: "late"}
    for g in range(games):
        rng = random.Random(seed + g)
        s = pilus.new_game(players=players, seed=seed + g)
        turn = 0
        while s.result is None:
            if turn in marks:
                assert s.hand_size(s.to_move) == 3
                out[marks[turn]].append(s)
            s = s.play(rng.choice(s.legal_moves()))
            turn += 1
    return out


def time_enumeration(states: list[pilus.State], repeats: int) -> tuple[float, float, float]:
    """(median ms, worst ms, mean number of turns) of legal_moves() on fresh copies; each
    position counts with its best of ``repeats`` runs (timeit style: the machine is shared,
    so the slower runs measure other processes, not this code)."""
    times = []
    counts = []
    for s in states:
        best = float("inf")
        for _ in range(repeats):
            f = _fresh(s)
            t0 = time.perf_counter()
            moves = f.legal_moves()
            best = min(best, (time.perf_counter() - t0) * 1000)
        times.append(best)
        counts.append(len(moves))
    return statistics.median(times), max(times), statistics.mean(counts)


def playouts_per_second(players: int, seconds: float, seed: int = 0) -> float:
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        rng = random.Random(seed + n)
        s = pilus.new_game(players=players, seed=seed + n)
        while s.result is None:
            s = s.play(rng.choice(s.legal_moves()))
        n += 1
    return n / (time.perf_counter() - t0)


def best_placement_by_playing(s: pilus.State, player: int
                              ) -> tuple[pilus.State, int, Optional[pilus.Turn]]:
    """:func:`~tabletop_gui.ai.pilus.playout.best_placement` the way it was made up to
    38e8ff1: every placement played on a new state and its score read (the same turn: the
    first of the best), for today's expert side by side at equal time."""
    placements = s.placements(player)
    if not placements:
        return s.play_unchecked(pilus.PASS), 0, None
    before = s.score(player)
    best, best_gain, best_turn = s, -1, None
    for p in placements:
        t = p.turn()
        after = s.play_unchecked(t)
        gain = after.score(player) - before
        if gain > best_gain:
            best, best_gain, best_turn = after, gain, t
    return best, best_gain, best_turn


def greedy_by_playing(s: pilus.State, player: int) -> tuple[pilus.State, int]:
    """:func:`greedy_turn` by :func:`best_placement_by_playing`."""
    return greedy_turn(s, player, best_placement_by_playing)


def greedy_replies_per_second(states: list[pilus.State], repeats: int) -> tuple[float, ...]:
    """(greedy replies/s, pawn-aware greedy replies/s, greedy replies/s playing every
    placement) over ``states`` (best of ``repeats``), each on a fresh copy: what the bot's
    play-outs spend their time on."""
    out = []
    for reply in (greedy_turn, greedy_pawn_turn, greedy_by_playing):
        best = float("inf")
        for _ in range(repeats):
            fresh = [_fresh(s) for s in states]
            t0 = time.perf_counter()
            for s in fresh:
                reply(s, s.to_move)
            best = min(best, time.perf_counter() - t0)
        out.append(len(states) / best)
    return tuple(out)


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    quick = "--quick" in argv
    games, repeats, secs = (4, 3, 1.0) if quick else (12, 5, 3.0)
    print(f"python {sys.version.split()[0]}; {games} games per row, {repeats} repeats")
    print()
    print(f"{'players':>7} {'phase':>6} {'turns':>7} {'median ms':>10} {'worst ms':>8}")
    for players in (2, 4):
        pos = _positions(players, games, seed=1000 * players)
        for phase in ("start", "mid", "late"):
            med, mx, cnt = time_enumeration(pos[phase], repeats)
            print(f"{players:>7} {phase:>6} {cnt:>7.0f} {med:>10.2f} {mx:>8.2f}")
    print()
    print(f"{'players':>7} {'play-outs/s':>12}  (random legal turns, full games)")
    for players in (2, 3, 4):
        print(f"{players:>7} {playouts_per_second(players, secs):>12.1f}")
    print()
    print(f"{'players':>7} {'greedy/s':>9} {'pawn-greedy/s':>14} {'playing all/s':>14} "
          f"{'ratio':>6}  (the bot's play-out replies)")
    for players in (2, 4):
        pos = _positions(players, games, seed=1000 * players)
        states = pos["start"] + pos["mid"] + pos["late"]
        g, gp, old = greedy_replies_per_second(states, repeats)
        print(f"{players:>7} {g:>9.1f} {gp:>14.1f} {old:>14.1f} {g / old:>6.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
