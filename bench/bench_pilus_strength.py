"""PILUS strength matches between two bot configurations, 2-4 players, seats rotated.

Run from the repository root::

    python -m bench pilus_strength --a expert --b hard --players 2 --deals 100 --jobs 2

``--a`` / ``--b`` name a PILUS level (``tabletop_gui/ai/pilus/bot.py: LEVELS``) or an
experimental variant of this file's :data:`VARIANTS`, optionally with ``@nodes=N``. Bot A plays
one seat, bot B every other seat; each deal is played once with A in every seat, so deal and
seat luck cancel out (``--deals 100`` with 3 players is 300 games).

What is counted, per game (ties count half):

* **head-to-head** (the main number): the share of B's seats whose final score A beats (one B
  seat with 2 players, so it is the plain win rate; with 3 and 4 players, A beating both B seats
  counts 1, one of two 1/2). An even match scores 50 % for every player count.
* **won**: A finished first (a tie for first shared); even is 1/n.

The Wilson 95 % interval is over games (a 3-4 player game's head-to-head share taken as one
fractional success: the seats of one game are not independent). The seconds a move of A and of
B are measured in the same processes, so they are compared at the same load. For equal time
against a bot that plays B's turns more slowly (today's expert timed the old way, whose turns
B plays faster), ``--shadow SPEC`` also times SPEC on every third of A's views (``--shadow-every``)
and prints its seconds a move next to A's on the same moves.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import multiprocessing
import pathlib
import random
import sys
import time
from typing import Any, List, Optional, Sequence

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from bench.bench_pilus import best_placement_by_playing
from tabletop_gui.ai.match import wilson
from tabletop_gui.ai.pilus import bot as pilus_bot
from tabletop_gui.ai.pilus.playout import best_placement, deny_placement, soft_placement
from tabletop_gui.rules import pilus
from tabletop_gui.rules.frozen import set_slot

#: other configurations: name -> (level it starts from, fields replaced): the variants of the
#: expert tried for issue #53 (bench/RESULTS.md, "PILUS: a stronger expert").
VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "expert-c8": ("expert", {"candidates": 8}),
    "expert-c32": ("expert", {"candidates": 32}),
    "expert-r3": ("expert", {"rounds": 3}),
    "expert-p1": ("expert", {"protect": 1.0}),
    # the play-out's leaf also values our next opportunity: half the points our best placement
    # would score there (the leaf is always our turn; the plain difference never counts it)
    "expert-g5": ("expert", {"leaf": ((0.5, -0.5, 0.0, 0.0, 0.5, 0.0),) * 3}),
    # the learnt leaf: protection and our next opportunity weighed as a linear fit of the rest
    # of the game's score difference says (bench/pilus_leaf_fit.py on Medium's self-play,
    # rounded: 2 players 270 games, 3 players 150, 4 players 39; the weights for 2, 3, 4)
    "expert-leaf": ("expert", {"leaf": ((1.5, -2.0, 0.0, 0.0, 1.0, 0.0),
                                        (0.6, -0.9, 0.0, 0.0, 1.2, 0.0),
                                        (0.4, -0.75, 0.0, 0.0, 1.2, 0.0))}),
    # the play-out's end measured against every opponent alike, not the best one
    "expert-mean": ("expert", {"versus": "mean"}),
    "expert-g5-mean": ("expert", {"leaf": ((0.5, -0.5, 0.0, 0.0, 0.5, 0.0),) * 3,
                                  "versus": "mean"}),
    # one round of pawn-aware replies, then our next opportunity: a shorter, cheaper play-out
    "expert-r1g5": ("expert", {"rounds": 1, "leaf": ((0.5, -0.5, 0.0, 0.0, 0.5, 0.0),) * 3}),
    # Hards for the ladder's top step (bench/RESULTS.md, "PILUS: the ladder"): 4 or 6
    # candidates, the samples set by ``@nodes`` (4 x 2 = ``hard-c4@nodes=8``, 6 x 2 =
    # ``hard-c6@nodes=12``)
    "hard-c4": ("hard", {"candidates": 4}),
    "hard-c6": ("hard", {"candidates": 6}),
    # Hards for 3-4 players, where one round of point-greedy replies adds little over the
    # static look: the replies also place their pawn, or two rounds of them
    "hard-pawn": ("hard", {"pawn_reply": True}),
    "hard-r2": ("hard", {"rounds": 2}),
    "hard-pawn-r2": ("hard", {"pawn_reply": True, "rounds": 2}),
    # the static look with more noise, for a bottom rung at 3-4 players
    "static-s7": ("beginner", {"noise": 7.0}),
    "static-s8": ("beginner", {"noise": 8.0}),
}

#: today's expert as it was timed up to 38e8ff1: the same turns, its greedy replies playing
#: every placement (bench/bench_pilus.py: best_placement_by_playing), for equal time
SHIPPED = "expert-38e8ff1"

#: the expert whose play-outs' replies are drawn, not greedy: name -> temperature (points)
SOFT = {"expert-soft1": 1.0, "expert-soft2": 2.0, "expert-soft4": 4.0}

#: the expert whose play-outs' opponents deny: each reply of an opponent takes, of its 3
#: placements scoring most, the one leaving the next player least (playout.deny_placement)
DENY = "expert-deny"


class _DenyBot(pilus_bot.PilusBot):
    """The expert with opponents that deny in its play-outs (:data:`DENY`)."""

    def playout(self, sample: pilus.State, turn: pilus.Turn, me: int) -> float:
        def reply(s: pilus.State, player: int) -> Any:
            if player == me:
                return best_placement(s, player)
            return deny_placement(s, player)

        self.best_placement = reply
        return super().playout(sample, turn, me)


#: the expert seeing every hidden tile (its samples are the true deal): not a fair player, a
#: bound on what any better handling of the hidden tiles (an information-set search) can gain
SEER = "expert-seer"


class _SeerView(pilus.View):
    """A view whose every sample is the true state (for :data:`SEER` only)."""

    __slots__ = ("_truth",)
    _truth: pilus.State

    def sample(self, rng: Any = None) -> pilus.State:
        return self._truth.copy()


def seer_view(s: pilus.State, player: int) -> pilus.View:
    v = _SeerView._from_state(s, player)
    set_slot(v, "_truth", s)
    return v


def make(spec: str, seed: int) -> pilus_bot.PilusBot:
    """A bot from ``LEVEL`` / ``VARIANT`` with an optional ``@nodes=N``."""
    name, _, rest = spec.partition("@")
    nodes: Optional[int] = None
    if rest:
        key, _, value = rest.partition("=")
        if key != "nodes":
            raise ValueError(f"only @nodes=N, not {rest!r}")
        nodes = int(value)
    if name in VARIANTS:
        base, fields = VARIANTS[name]
    elif name in (SHIPPED, SEER, DENY, *SOFT):
        base, fields = "expert", {}
    else:
        return pilus_bot.PilusBot(name, seed, nodes=nodes)
    bot = (_DenyBot if name == DENY else pilus_bot.PilusBot)(base, seed, nodes=nodes)
    bot.cfg = bot.cfg_crowded = dataclasses.replace(bot.cfg, **fields)   # at every count
    if name == SHIPPED:
        bot.best_placement = best_placement_by_playing
    elif name in SOFT:
        bot.best_placement = functools.partial(soft_placement, rng=random.Random(seed + 0x50F7),
                                               temperature=SOFT[name])
    bot.level = name            # the seer is told apart by it (:func:`play`)
    return bot


def play(task: tuple[Any, ...]) -> dict[str, Any]:
    """One game: A in ``a_seat``, B elsewhere, on deal ``deal``; with a shadow (``--shadow``),
    every ``every``-th move of A is also timed for the shadow bot on the same view."""
    a, b, players, a_seat, deal, seed, *extra = task
    shadow, every = extra if extra else (None, 0)
    s = pilus.new_game(players, seed=seed * 7919 + deal)
    bots = [make(a if p == a_seat else b, seed * 1_000_003 + deal * 101 + p)
            for p in range(players)]
    ghost = make(shadow, seed * 1_000_003 + deal * 101 + a_seat) if shadow else None
    secs = [0.0, 0.0]
    moves = [0, 0]
    worst = [0.0, 0.0]
    timed = [0.0, 0.0, 0]                    # shadow's seconds, A's on the same moves, moves
    while s.outcome is None:
        p = s.to_move
        view = s.view(p)
        t = time.perf_counter()
        move = bots[p].choose(seer_view(s, p) if bots[p].level == SEER else view)
        dt = time.perf_counter() - t
        side = 0 if p == a_seat else 1
        if ghost is not None and side == 0 and moves[0] % every == 0:
            t = time.perf_counter()
            ghost.choose(view)
            timed[0] += time.perf_counter() - t
            timed[1] += dt
            timed[2] += 1
        secs[side] += dt
        moves[side] += 1
        worst[side] = max(worst[side], dt)
        s = s.play(move)
    rec = {"a": a, "b": b, "players": players, "deal": deal, "a_seat": a_seat,
           "scores": s.scores, "secs": secs, "moves": moves, "worst": worst}
    if ghost is not None:
        rec["shadow"] = [shadow, *timed]
    return rec


def scores_of(rec: dict[str, Any]) -> tuple[float, float]:
    """(head-to-head share, won) of A in one game (ties half)."""
    sc = rec["scores"]
    me = sc[rec["a_seat"]]
    others = [v for p, v in enumerate(sc) if p != rec["a_seat"]]
    h2h = sum(1.0 if me > v else 0.5 if me == v else 0.0 for v in others) / len(others)
    best = max(sc)
    won = 0.0 if me < best else 1.0 / sc.count(best)
    return h2h, won


def complete_deals(records: list[dict[str, Any]], players: int) -> list[dict[str, Any]]:
    """The games of the deals played with A in every seat (a run cut short leaves the last
    deals part-played: counting them would favour some seats)."""
    seats: dict[int, set[int]] = {}
    for r in records:
        seats.setdefault(r["deal"], set()).add(r["a_seat"])
    return [r for r in records if len(seats[r["deal"]]) == players]


def table(records: list[dict[str, Any]], a: str, b: str) -> str:
    """The results table (markdown), one row per player count; with a shadow, its seconds a
    move and A's on the same moves (A's equal time against it)."""
    shadowed = any("shadow" in r for r in records)
    lines = ["| A vs B | players | games | A head-to-head | 95% CI (Wilson) | A won (even 1/n) "
             "| A s/move | B s/move | A max s/move |"
             + (" shadow | shadow s/move | A s/move, same moves |" if shadowed else ""),
             "|" + "---|" * (12 if shadowed else 9)]
    for players in sorted({r["players"] for r in records}):
        rs = complete_deals([r for r in records if r["players"] == players], players)
        if not rs:
            continue
        h2h = sum(scores_of(r)[0] for r in rs)
        won = sum(scores_of(r)[1] for r in rs)
        lo, hi = wilson(h2h, len(rs))
        sa = sum(r["secs"][0] for r in rs) / max(1, sum(r["moves"][0] for r in rs))
        sb = sum(r["secs"][1] for r in rs) / max(1, sum(r["moves"][1] for r in rs))
        worst = max(r["worst"][0] for r in rs)
        row = (f"| {a} vs {b} | {players} | {len(rs)} | {100 * h2h / len(rs):.1f}% "
               f"| [{100 * lo:.1f}, {100 * hi:.1f}] | {100 * won / len(rs):.1f}% "
               f"| {sa:.3f} | {sb:.3f} | {worst:.2f} |")
        if shadowed:
            sh = [r["shadow"] for r in rs if "shadow" in r]
            n = max(1, sum(x[3] for x in sh))
            name = sh[0][0] if sh else "-"
            row += (f" {name} | {sum(x[1] for x in sh) / n:.3f} "
                    f"| {sum(x[2] for x in sh) / n:.3f} |")
        lines.append(row)
    return "\n".join(lines)


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench pilus_strength", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", default="expert", help="bot A (default: expert)")
    ap.add_argument("--b", default="hard", help="bot B, every other seat (default: hard)")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    ap.add_argument("--deals", type=int, default=100, help="deals per player count; "
                    "each is played once per seat of A")
    ap.add_argument("--first-deal", type=int, default=0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--log", help="append every game as a JSON line to this file")
    ap.add_argument("--shadow", help="also time this bot on A's views (e.g. today's expert "
                    "timed the old way, expert-38e8ff1@nodes=48: A's equal time against it)")
    ap.add_argument("--shadow-every", type=int, default=3,
                    help="time the shadow on every K-th move of A (default 3)")
    ap.add_argument("--table", help="only print the table of a --log file")
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        # ``python -m bench`` runs every benchmark without arguments: a match takes hours
        print("pilus_strength: a match is asked for with its arguments (see --help)")
        return 0
    args = ap.parse_args(argv)
    if args.table:
        recs = [json.loads(line) for line in pathlib.Path(args.table).read_text().splitlines()
                if line.strip()]
        print(table(recs, args.a, args.b))
        return 0
    tasks = [(args.a, args.b, players, seat, deal, args.seed, args.shadow, args.shadow_every)
             for deal in range(args.first_deal, args.first_deal + args.deals)
             for players in args.players for seat in range(players)]
    records = play_all(tasks, args.jobs, args.log)
    print(f"python -m bench pilus_strength --a {args.a} --b {args.b} "
          f"--players {' '.join(map(str, args.players))} --deals {args.deals} --seed {args.seed}")
    print(table(records, args.a, args.b))
    return 0


def play_all(tasks: Sequence[tuple], jobs: int, log: Optional[str] = None) -> List[dict]:
    """Play every task (:func:`play`'s), in ``jobs`` processes; each record appended to
    ``log`` (JSON lines) as its game ends, so a run cut short still leaves its games."""
    records: List[dict] = []
    out = open(log, "a", encoding="utf-8") if log else None
    try:
        if jobs > 1:
            with multiprocessing.get_context("spawn").Pool(jobs) as pool:
                results = pool.imap_unordered(play, tasks)
                for rec in results:
                    records.append(rec)
                    if out:
                        out.write(json.dumps(rec) + "\n")
                        out.flush()
        else:
            for task in tasks:
                rec = play(task)
                records.append(rec)
                if out:
                    out.write(json.dumps(rec) + "\n")
                    out.flush()
    finally:
        if out:
            out.close()
    return records


if __name__ == "__main__":
    raise SystemExit(main())
