"""Offline: where a lost side could have set a trap for the sparring partner (issue #17).

    python -m tools.pylos_traps LOG [LOG ...] --a swindle:expert@nodes=170000
        [--colour light] [--variant standard] [--first light] [--seed 0] [--jobs 2]
        [--min-empty 15] [--plies 2] [--dump turns.json] [--reseed K] [--turning]

For every game of ``python -m bench sparring match ... --log`` files that A played with
``--colour`` against the partner: at each of A's turns that the book says is lost (with at
least ``--min-empty`` empty places, so that the book holds the position after the partner's
answer), every move A had, the partner's real answer to it (the same program, depth and seed
as in the match: its answers replay exactly) and the book's value after that answer. A move
is a *trap* where that answer throws the partner's win away.

Prints a line per game (``empty:traps/moves``, ``*`` where A's move was one), then how many
lost turns had a trap, how many A took, and the games A lost although a trap was there.
``--dump`` writes every game (opening, outcome, moves) with its lost turns (ply, empty places,
the move played, and per move ``[move, the partner's answer, A's value after it]``) as JSON,
to weigh other ways of choosing a trap offline against the partner's real answers.
Needs the compiled partner (``bench/sparring``) and the shipped book; about 2 minutes for
30 games on 2 cores.

``--reseed K`` answers every move again under K other seeds of the partner's
(its tie-break among equal moves): how often it answers as in the match, and in how many
turns with a real trap the move most often misanswered under those seeds (an oracle that
knows the partner's spread of answers) is a real one. About 2 s a lost turn and seed.

``--turning`` needs only the book (seconds): where each game turned, the empty
places of A's turn that the partner's mistake answered, and the last lost turn of each game
A lost.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_sparring import Game, read_logs  # noqa: E402


def _book_value(book: Any, state: Any) -> int:
    """The book's value for the side to move (a finished game: -1 for the side that lost).
    A position the book does not hold is an error, never a guess (``--min-empty`` too low)."""
    if state.is_over:
        return 1 if state.result == state.to_move else -1
    board = state.board()
    v = book.value(board.masks[board.to_move], board.masks[1 - board.to_move])
    if v is None:
        empty = state.reserve("light") + state.reserve("dark")
        raise ValueError(f"the book does not hold a position with {empty} empty places (it "
                         f"holds {book.min_empty} and more): raise --min-empty")
    return int(v)


def lost_turns(game: Game, variant: str, first: str, seed: int, depth: int,
               min_empty: int, plies: int, command: Optional[Sequence[str]] = None,
               reseed: int = 0) -> List[Dict[str, Any]]:
    """A's lost turns of ``game`` (after its ``plies`` opening moves): for each,
    every move, the partner's answer and whether that answer is a mistake by the book.
    ``command``: another program speaking the partner's protocol (the tests use one).
    ``reseed``: each move is answered again under that many other seeds of the partner's
    (its tie-break among equal moves), kept per turn as ``reseeded``: move -> [[answer,
    A's value after it], ...]."""
    from bench.bench_sparring import Sparring, game_seed
    from tabletop_gui.ai.pylos.book import book_for
    from tabletop_gui.rules import pylos

    book = book_for(variant)
    if book is None:
        raise SystemExit(f"no book for {variant!r}")
    partner = Sparring(f"sparring@depth={depth}", command)
    partner.new_game(game_seed(seed, game.opening, game.a_colour) + 500_009)   # as B
    state = pylos.new_game(variant, first)
    moves: List[str] = []
    turns: List[Dict[str, Any]] = []
    try:
        for ply, played in enumerate(game.moves):
            empty = state.reserve("light") + state.reserve("dark")
            if (ply >= plies and state.to_move == game.a_colour and empty >= min_empty
                    and _book_value(book, state) == -1):
                rows: List[Tuple[str, Optional[str], int]] = []
                again: Dict[str, List[Tuple[str, int]]] = {}
                for move in state.legal_moves():
                    after = state.play(move)
                    if after.is_over:
                        rows.append((str(move), None, -1))
                        continue
                    line = moves + [str(move)]
                    answer = partner.decide(after, line).move
                    # the value for A (to move again after the answer)
                    rows.append((str(move), answer, _book_value(book, after.play(answer))))
                    for k in range(reseed):
                        other = partner.engine.go(partner.depth, RESEED * (k + 1) + len(line)).move
                        again.setdefault(str(move), []).append(
                            (other, _book_value(book, after.play(other))))
                turn: Dict[str, Any] = dict(ply=ply, empty=empty, played=played, rows=rows)
                if reseed:
                    turn["reseeded"] = again
                turns.append(turn)
            state = state.play(played)
            moves.append(played)
            if state.is_over:
                break
    finally:
        partner.close()
    return turns


#: the other seeds of ``--reseed``: this times 1, 2, ... plus the plies played (the match's
#: are the game's seed times 1,009 plus the plies)
RESEED = 77_777


def reseed_summary(turns: Sequence[Dict[str, Any]]) -> Tuple[int, int, int, int, int]:
    """Over the turns with ``reseeded`` answers: (the answers under the other seeds; how many
    of them were the match's own; the turns with a real trap; in how many of those the move
    most often misanswered under the other seeds, the first of equals, is a real trap; in
    how many A's own move was one)."""
    answers = same = with_trap = oracle = played = 0
    for turn in turns:
        again = turn.get("reseeded")
        if not again:
            continue
        real = {m: v == 1 for m, a, v in turn["rows"] if a is not None}
        for m, a, _ in turn["rows"]:
            if a is not None:
                answers += len(again[m])
                same += sum(other == a for other, _ in again[m])
        if not any(real.values()):
            continue
        with_trap += 1
        best = max(real, key=lambda m: sum(v == 1 for _, v in again[m]) / len(again[m]))
        oracle += real[best]
        played += real.get(turn["played"], False)
    return answers, same, with_trap, oracle, played


def turning_point(game: Game, variant: str, first: str, plies: int = 2
                  ) -> Tuple[Optional[int], Optional[int]]:
    """Where ``game`` turned, by the book (no partner needed): (the empty places at A's last
    lost turn before its first won one, the partner's mistake being its answer there; the
    empty places at A's last lost turn the book holds), A's turns among the ``plies`` random
    opening moves left out. Either is None where there is none."""
    from tabletop_gui.ai.pylos.book import book_for
    from tabletop_gui.ai.pylos.search import empty_places
    from tabletop_gui.rules import pylos

    book = book_for(variant)
    if book is None:
        raise SystemExit(f"no book for {variant!r}")
    state = pylos.new_game(variant, first)
    lost: Optional[int] = None
    for ply, played in enumerate(game.moves):
        if ply >= plies and state.to_move == game.a_colour and not state.is_over:
            board = state.board()
            value = book.value(board.masks[board.to_move], board.masks[1 - board.to_move])
            if value is None:
                break
            if value == 1 and lost is not None:
                return lost, lost
            if value == -1:
                lost = empty_places(state)
        state = state.play(played)
    return None, lost


def _task(args: Tuple[Game, str, str, int, int, int, int, Optional[Sequence[str]], int]
          ) -> Tuple[Game, List[Dict[str, Any]]]:
    game = args[0]
    return game, lost_turns(*args)


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_traps", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("logs", nargs="+")
    ap.add_argument("--a", required=True, help="the bot whose games are read (A's spec)")
    ap.add_argument("--colour", default="light", choices=("light", "dark"))
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--first", default="light", choices=("light", "dark"),
                    help="the match's --first")
    ap.add_argument("--seed", type=int, default=0, help="the match's --seed")
    ap.add_argument("--depth", type=int, default=12, help="the partner's depth in the match")
    ap.add_argument("--min-empty", type=int, default=15)
    ap.add_argument("--plies", type=int, default=2, help="the match's random opening plies")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--dump", help="write the games and their lost turns here (JSON)")
    ap.add_argument("--reseed", type=int, default=0,
                    help="answer every move again under this many other seeds of the "
                         "partner's: how often it answers as in the match, and how many "
                         "real traps the move most misanswered under them would catch")
    ap.add_argument("--turning", action="store_true",
                    help="only count, by the book, where each game turned (no partner): the "
                         "empty places of A's turn the partner's mistake answered, and of "
                         "the last lost turn of the games A lost")
    args = ap.parse_args(argv)
    games = [g for g in read_logs(args.logs)
             if g.a == args.a and g.a_colour == args.colour and g.b.startswith("sparring")]
    if not games:
        print(f"no games of {args.a!r} as {args.colour} against the partner", file=sys.stderr)
        return 2
    if args.turning:
        mistakes: Counter[int] = Counter()
        last_lost: Counter[int] = Counter()
        for g in games:
            mistake, lost = turning_point(g, args.variant, args.first, args.plies)
            if mistake is not None:
                mistakes[mistake] += 1
            elif g.outcome == 0.0 and lost is not None:
                last_lost[lost] += 1
        print(f"{len(games)} games; the partner's mistake answered A's turn with N empty "
              f"places (N: games): {dict(sorted(mistakes.items(), reverse=True))}")
        print(f"games lost: A's last lost turn the book holds (N: games): "
              f"{dict(sorted(last_lost.items(), reverse=True))}")
        return 0
    tasks = [(g, args.variant, args.first, args.seed, args.depth, args.min_empty,
              args.plies, None, args.reseed) for g in games]
    try:
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            results = sorted(pool.map(_task, tasks), key=lambda gt: gt[0].opening)
    except ValueError as err:                   # a position below the book (--min-empty)
        print(err, file=sys.stderr)
        return 2
    turns = with_trap = taken = 0
    missed: List[int] = []
    for game, rows in results:
        line, had = [], False
        for t in rows:
            n_traps = sum(v == 1 for _, _, v in t["rows"])
            took = any(m == t["played"] and v == 1 for m, _, v in t["rows"])
            line.append(f"{t['empty']}:{n_traps}/{len(t['rows'])}{'*' if took else ''}")
            turns += 1
            with_trap += n_traps > 0
            taken += took
            had |= n_traps > 0
        result = {1.0: "won", 0.5: "drawn", 0.0: "lost"}[game.outcome]
        print(f"opening {game.opening:3d} {result:5s} {' '.join(line)}")
        if game.outcome == 0.0 and had:
            missed.append(game.opening)
    if args.dump:
        Path(args.dump).write_text(json.dumps([
            dict(opening=game.opening, outcome=game.outcome, moves=game.moves, turns=rows)
            for game, rows in results]), encoding="utf-8")
    print(f"\n{len(results)} games; {turns} lost turns, {with_trap} with a trap, {taken} traps "
          f"taken; lost with a trap there: {len(missed)} {missed}")
    if args.reseed:
        answers, same, trap_turns, oracle, played = reseed_summary(
            [t for _, rows in results for t in rows])
        print(f"under {args.reseed} other seeds: {same} of {answers} answers "
              f"({100 * same / max(1, answers):.1f}%) the match's own; of {trap_turns} turns "
              f"with a real trap, the move most often misanswered under them is a real one in "
              f"{oracle} (A's own move in {played})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
