"""Headless matches between bots, and a results table.

    python -m tabletop_gui.ai.match --game GAME expert@nodes=60000 medium --games 100 --jobs 2
    python -m tabletop_gui.ai.match --game GAME --option players=3 medium random --games 60

Any game of the protocol (:mod:`tabletop_gui.rules.protocol`) with bots in
``tabletop_gui.ai.<game>``; each game starts with ``tabletop_gui.rules.<game>.new_game(**options)``:
the options are the repeated ``--option KEY=VALUE`` (a value that looks like an integer is one,
e.g. ``--option players=3``, ``--option variant=mature``), passed as they are, plus, for a game
whose ``new_game`` takes a ``seed``, one per game (from ``--seed``).

A bot is ``LEVEL`` or ``LEVEL@nodes=N`` / ``LEVEL@seconds=S`` (levels: beginner, easy, medium,
hard, expert, random). Bot A plays every seat in turn (the other seats are bot B); each opening (a few
random plies, ``--opening``, for a game without a seeded deal) or deal (a game whose
``new_game`` takes a ``seed``) is played once per seat assignment, so seat and deal luck cancel
out. A game won by A counts 1, a draw or a tie for first 1/2. The table shows A's score rate
with a Wilson 95% interval. With n players an even match scores about 1/n for A.

Games are seeded: the same command gives the same table (use node budgets for that; a seconds
budget depends on the machine).
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import math
import random
import re
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from .bots import games as games_with_bots
from .bots import make_bot

MAX_PLIES = 400


def parse_bot(spec: str) -> Tuple[str, Dict[str, Any]]:
    """``"expert@nodes=60000"`` -> ``("expert", {"nodes": 60000})``."""
    level, _, rest = spec.partition("@")
    kwargs: Dict[str, Any] = {}
    for part in filter(None, rest.split(",")):
        key, _, value = part.partition("=")
        if key == "nodes":
            kwargs["nodes"] = int(value)
        elif key == "seconds":
            kwargs["seconds"] = float(value)
        else:
            raise ValueError(f"unknown bot option {key!r} in {spec!r}")
    return level, kwargs


def wilson(successes: float, n: int, z: float = 1.96) -> Tuple[float, float]:
    """Wilson score interval (95% by default) for a rate of ``successes`` out of ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class GameRecord:
    a_seat: int
    outcome: float          # 1 A won, 0.5 draw / shared first place, 0 A lost
    plies: int
    seconds_a: float        # A's thinking time
    moves_a: int
    nodes_a: int
    max_move_a: float = 0.0


@dataclass
class MatchResult:
    game: str
    a: str
    b: str
    players: int
    games: List[GameRecord] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.games)

    @property
    def wins(self) -> int:
        return sum(1 for g in self.games if g.outcome == 1)

    @property
    def draws(self) -> int:
        return sum(1 for g in self.games if g.outcome == 0.5)

    @property
    def losses(self) -> int:
        return sum(1 for g in self.games if g.outcome == 0)

    @property
    def score(self) -> float:
        return sum(g.outcome for g in self.games)

    @property
    def rate(self) -> float:
        return self.score / self.n if self.n else 0.0

    def interval(self) -> Tuple[float, float]:
        return wilson(self.score, self.n)

    def seat_rates(self) -> List[float]:
        out = []
        for seat in range(self.players):
            games = [g for g in self.games if g.a_seat == seat]
            out.append(sum(g.outcome for g in games) / len(games) if games else float("nan"))
        return out

    def row(self) -> Tuple[str, ...]:
        lo, hi = self.interval()
        moves = sum(g.moves_a for g in self.games) or 1
        secs = sum(g.seconds_a for g in self.games)
        return (f"{self.a} vs {self.b}", str(self.n), f"{self.wins}/{self.draws}/{self.losses}",
                f"{100 * self.rate:.1f}%", f"[{100 * lo:.1f}, {100 * hi:.1f}]",
                " / ".join(f"{100 * r:.0f}%" for r in self.seat_rates()),
                f"{secs / moves:.3f}", f"{max((g.max_move_a for g in self.games), default=0):.2f}")


HEADERS = ("pairing (A vs B)", "games", "A won/drawn/lost", "A score", "95% CI (Wilson)",
           "A score per seat", "A s/move", "A max s/move")


def _rules(game: str) -> Any:
    """The rules module of ``game`` (``tabletop_gui.rules.<game>``)."""
    if not game.isidentifier():
        raise ValueError(f"unknown game {game!r}")
    return importlib.import_module(f"{__package__.rpartition('.')[0]}.rules.{game}")


_INT = re.compile(r"[+-]?\d+")


def parse_option(text: str) -> Tuple[str, Any]:
    """``"players=3"`` -> ``("players", 3)``, ``"variant=mature"`` -> ``("variant", "mature")``:
    a value that looks like an integer is one, any other stays a string."""
    key, sep, value = text.partition("=")
    key = key.strip()
    if not sep or not key.isidentifier():
        raise ValueError(f"an option is KEY=VALUE, not {text!r}")
    if key == "seed":
        raise ValueError("the deal's seed comes from --seed, not an option")
    return key, int(value) if _INT.fullmatch(value.strip()) else value


def dealt(game: str) -> bool:
    """Whether ``game``'s ``new_game`` takes a ``seed`` (each game then gets its own deal)."""
    return "seed" in inspect.signature(_rules(game).new_game).parameters


def new_state(game: str, deal: int, *, options: Optional[Mapping[str, Any]] = None,
              opening: int = 4, seed: int = 0) -> Any:
    """The start of one game: ``new_game(**options)`` of the game's rules. A game dealt from a
    seed (``new_game(seed=...)``) gets deal ``deal``; any other starts with ``opening`` random
    plies (the same for each ``deal``), so that games differ."""
    kwargs = dict(options or {})
    if dealt(game):
        kwargs["seed"] = seed * 7919 + deal
    state = _rules(game).new_game(**kwargs)
    if "seed" not in kwargs:
        rng = random.Random(f"opening {seed} {deal}")
        for _ in range(opening):
            if state.outcome is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
    return state


def play_game(game: str, a: str, b: str, a_seat: int, deal: int, *,
              options: Optional[Mapping[str, Any]] = None, opening: int = 4,
              seed: int = 0) -> GameRecord:
    """One game: bot ``a`` in seat ``a_seat``, bot ``b`` in every other seat; ``deal`` picks the
    opening or deal (the same for every seat assignment). Any game of the protocol."""
    level_a, kw_a = parse_bot(a)
    level_b, kw_b = parse_bot(b)
    state = new_state(game, deal, options=options, opening=opening, seed=seed)
    bots = [make_bot(game, level_a if s == a_seat else level_b, seed=seed * 1_000_003 + deal * 101 + s,
                     **(kw_a if s == a_seat else kw_b)) for s in range(state.players)]
    secs = 0.0
    worst = 0.0
    moves_a = nodes_a = plies = 0
    while state.outcome is None and plies < MAX_PLIES:
        seat = state.seat_to_move
        t = time.perf_counter()
        decision = bots[seat].decide(state.view(seat))
        dt = time.perf_counter() - t
        if seat == a_seat:
            secs += dt
            worst = max(worst, dt)
            moves_a += 1
            nodes_a += decision.nodes
        state = state.play(decision.move)
        plies += 1
    winners = state.outcome.winners if state.outcome is not None else ()
    if not winners:                 # a draw (or a game cut off at MAX_PLIES)
        outcome = 0.5
    else:
        outcome = 0.0 if a_seat not in winners else (1.0 if len(winners) == 1 else 0.5)
    return GameRecord(a_seat, outcome, plies, secs, moves_a, nodes_a, worst)


def _play_task(args: Tuple[Any, ...]) -> GameRecord:
    game, a, b, a_seat, deal, kwargs = args
    return play_game(game, a, b, a_seat, deal, **kwargs)


def play_match(game: str, a: str, b: str, games: int = 100, *,
               options: Optional[Mapping[str, Any]] = None, opening: int = 4, seed: int = 0,
               jobs: int = 1, progress: bool = False) -> MatchResult:
    """``games`` games of ``a`` against ``b``, A's seat rotating (see the module docstring);
    ``options`` go to the game's ``new_game``."""
    n = new_state(game, 0, options=options, opening=0, seed=seed).players
    kwargs = dict(options=dict(options or {}), opening=opening, seed=seed)
    tasks = [(game, a, b, i % n, i // n, kwargs) for i in range(games)]
    result = MatchResult(game, a, b, n)
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for rec in pool.imap(_play_task, tasks):
                result.games.append(rec)
                if progress:
                    print(".", end="", file=sys.stderr, flush=True)
    else:
        for task in tasks:
            result.games.append(_play_task(task))
            if progress:
                print(".", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    return result


def format_table(results: Sequence[MatchResult], markdown: bool = False) -> str:
    rows = [HEADERS] + [r.row() for r in results]
    if markdown:
        lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * len(rows[0])]
        lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for k, r in enumerate(rows):
        lines.append("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip())
        if k == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _option(text: str) -> Tuple[str, Any]:
    try:
        return parse_option(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def parse_args(argv: Optional[Sequence[str]] = None) -> argparse.Namespace:
    """The command line; ``options`` is the dict of the ``--option`` pairs (the last wins)."""
    ap = argparse.ArgumentParser(prog="python -m tabletop_gui.ai.match", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("a", help="bot A, e.g. expert@nodes=60000")
    ap.add_argument("b", nargs="+", help="one or more opponents B (one match each)")
    ap.add_argument("--game", choices=games_with_bots(), required=True)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--option", dest="options", metavar="KEY=VALUE", type=_option,
                    action="append", default=[],
                    help="an option of the game's new_game, e.g. players=3 (repeatable)")
    ap.add_argument("--opening", type=int, default=4,
                    help="random plies before games without a seeded deal")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1, help="games played in parallel (processes)")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args(argv)
    args.options = dict(args.options)
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv)
    results = []
    for b in args.b:
        for spec in (args.a, b):
            level, _ = parse_bot(spec)
            make_bot(args.game, level)          # fail early on a bad level
        results.append(play_match(args.game, args.a, b, args.games, options=args.options,
                                  opening=args.opening, seed=args.seed, jobs=args.jobs,
                                  progress=True))
    title = ", ".join([args.game, *(f"{k} {v}" for k, v in args.options.items())]
                      + ([] if dealt(args.game) else [f"{args.opening} random opening plies"]))
    print(title)
    print(format_table(results, markdown=args.markdown))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
