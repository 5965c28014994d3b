"""Offline: the Pylos trap book (``tabletop_gui/ai/pylos/traps_<variant>.txt``, issue #17).

    python -m tools.pylos_trapbook [--variant standard] [--first light] [--min-empty 20]
        [--seeds 8] [--more 8] [--depth 12] [--jobs 2] [--out FILE] [--dump moves.json]
        [--resume moves.json]

The side that moves first (``--first``) loses with best play. In each position the book says
it has lost, from the start and from every 2-ply opening (the bench's random openings) down to
``--min-empty`` empty places: every move that does not lose at once is answered by the
sparring partner (``bench/sparring``: alpha-beta to ``--depth`` plies with the evaluation
issue #17 names) under ``--seeds`` seeds of its tie-break among equal moves, and the book
judges each answer. The moves within two mistakes of the best are answered under ``--more``
further seeds; the move answered wrongly most often is the trap book's (of equals, the one
whose answers the partner scored lowest on average: the most stubborn by its own lights; then
the first in the rules' move order). The walk goes on from each answer to that move that does not throw
the win away, two empty places further, so the trap book holds the positions a game reaches.

Where that move leaves the partner almost no chance two moves on (``--ahead-from``,
``--ahead-below``), every move is valued two moves ahead and the best found; the
walk then goes on from both it and the share's move, and keeps the one whose whole walk gives
the partner more chances to go wrong before the trap book ends (two moves ahead
alone once chose a move whose later positions the partner answered right almost always).

The seeds are 2**40 + 7,919 k (k = 0, 1, ...): no match of ``python -m bench sparring``
uses them (its partner's are the game's seed times 1,009 plus the plies played, far below).

Writes the trap book (one line a position; :mod:`tabletop_gui.ai.pylos.traps` reads it) and,
with ``--dump``, every position's moves with their answers as JSON. Needs the compiled partner
and the shipped book. Run time (2 cores, standard rules, the defaults): printed at the end and
recorded in ``bench/RESULTS.md``. ``--resume`` takes an earlier run's dump (the same variant,
first side, seeds, more and depth; a dump that records others is refused) and weighs again
only the positions it lacks: a position's
weighing depends on nothing else, so a deeper trap book costs only its new positions.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: the partner's seeds: SEED_BASE + SEED_STEP * k
SEED_BASE = 1 << 40
SEED_STEP = 7_919

_ENGINE: Any = None


def _engine(command: Optional[Sequence[str]] = None) -> Any:
    global _ENGINE
    if _ENGINE is None:
        from bench.sparring import Engine

        _ENGINE = Engine(command)
    return _ENGINE


def weigh(variant: str, first: str, line: Sequence[str], seeds: int, more: int, depth: int,
          command: Optional[Sequence[str]] = None) -> Dict[str, Any]:
    """The position after ``line``: each move that does not lose at once, with the partner's
    answers under the seeds and the book's verdict on each (True: a mistake, the win thrown
    away); the moves within two mistakes of the best answered under ``more`` further seeds.
    Returns the position's masks (side to move first), the moves (``[move, [[answer,
    mistake], ...]]`` in the rules' order), the mover's mask after each, the partner's score
    of each answer, the chosen move's index, and the parameters it was weighed with
    (``params``: variant, first side, seeds, more, depth; ``--resume`` checks them)."""
    from tabletop_gui.ai.pylos.book import book_for, loses_at_once
    from tabletop_gui.rules import pylos
    from tabletop_gui.rules.pylos import FULL
    from tools.pylos_traps import _book_value

    book = book_for(variant)
    if book is None:
        raise SystemExit(f"no book for {variant!r}")
    engine = _engine(command)
    state = pylos.play_all(line, variant, first)
    me, opp = _masks(state)
    rows: List[Tuple[str, List[Tuple[str, bool]]]] = []
    moved: List[int] = []                   # the mover's mask after each move
    scores: List[List[int]] = []            # the partner's score of each answer (its view)
    for move in state.legal_moves():
        if loses_at_once(opp, me ^ (move.code & FULL)):
            continue
        rows.append((str(move), []))
        moved.append(me ^ (move.code & FULL))
        scores.append([])

    def answer(index: int, k: int) -> None:
        text, answers = rows[index]
        engine.position(variant, first, [*line, text])
        go = engine.go(depth, SEED_BASE + SEED_STEP * k)
        reply = go.move
        scores[index].append(go.score)
        # the mover's value once the partner has answered: +1 where the answer lost the win
        answers.append((reply, _book_value(book, state.play(text).play(reply)) == 1))

    for i in range(len(rows)):
        for k in range(seeds):
            answer(i, k)
    best = max(sum(m for _, m in a) for _, a in rows) if rows else 0
    for i, (_, answers) in enumerate(rows):
        if sum(m for _, m in answers) >= best - 2:
            for k in range(seeds, seeds + more):
                answer(i, k)
    # the most mistakes; of equals, the move the partner liked least (the most stubborn by its
    # own lights), then the first
    chosen = max(range(len(rows)), key=lambda i: (
        sum(m for _, m in rows[i][1]) / len(rows[i][1]), -sum(scores[i]) / len(scores[i]), -i)
    ) if rows else -1
    return dict(line=list(line), me=me, opp=opp, rows=rows, moved=moved, scores=scores,
                chosen=chosen, params=[variant, first, seeds, more, depth])


def _masks(state: Any) -> Tuple[int, int]:
    """The side to move's mask and the other's."""
    board = state.board()
    return board.masks[board.to_move], board.masks[1 - board.to_move]


def _task(args: Tuple[str, str, List[str], int, int, int, Optional[Sequence[str]]]
          ) -> Dict[str, Any]:
    return weigh(*args)


def roots(variant: str, first: str) -> List[List[str]]:
    """The lines to the positions the walk starts from: the start, then every 2-ply opening,
    one line per position up to the symmetries of the square, where the first side is lost."""
    from tabletop_gui.ai.pylos.book import book_for
    from tabletop_gui.ai.pylos.traps import canonical
    from tabletop_gui.rules import pylos

    book = book_for(variant)
    assert book is not None
    start = pylos.new_game(variant, first)
    out: List[List[str]] = []
    seen: set[Tuple[int, int]] = set()
    candidates: List[List[str]] = [[]] + [[str(a), str(b)] for a in start.legal_moves()
                         for b in start.play(a).legal_moves()]
    for line in candidates:
        me, opp = _masks(pylos.play_all(line, variant, first))
        key = canonical(me, opp)
        if key in seen or book.value(me, opp) != -1:
            continue
        seen.add(key)
        out.append(line)
    return out


def check_known(known: Sequence[Dict[str, Any]], params: List[Any]) -> None:
    """ValueError where an earlier dump's position records other parameters than ``params``
    (variant, first side, seeds, more, depth): its line, theirs and these."""
    for w in known:
        if w.get("params", params) != params:
            names = "variant, first, seeds, more, depth"
            raise ValueError(f"the position after {' '.join(w['line']) or 'the start'} was "
                             f"weighed with {names} = {w['params']}, not {params}")


def _share(row: Sequence[Any]) -> float:
    """A move's share of mistakes among its answers."""
    return sum(m for _, m in row[1]) / len(row[1])


def _empty(w: Dict[str, Any]) -> int:
    """A weighed position's empty places."""
    return 30 - int(w["me"] | w["opp"]).bit_count()


def _candidates(w: Dict[str, Any]) -> List[int]:
    """The moves the walk goes on from: the chosen one and, where looking ahead changed it,
    the share's choice too."""
    if w["chosen"] < 0:
        return []
    return list(dict.fromkeys([w["chosen"], w.get("greedy", w["chosen"])]))


def walk(variant: str, first: str, min_empty: int, seeds: int, more: int, depth: int,
         jobs: int, log: Any = sys.stdout, command: Optional[Sequence[str]] = None,
         known: Sequence[Dict[str, Any]] = (), ahead_from: int = 0, ahead_below: float = 0.0,
         aside: Optional[List[Dict[str, Any]]] = None,
         checkpoint: Optional[Callable[[List[Dict[str, Any]]], None]] = None,
         every: float = 60.0, walk_below: float = 0.0) -> List[Dict[str, Any]]:
    """Every position of the walk, weighed (:func:`weigh`), level by level. ``command``:
    another program speaking the partner's protocol (the tests use one). ``known``: positions
    weighed before with the same parameters (an earlier dump), taken as they are by line or
    else by position (up to symmetry); one that records other parameters is refused
    (ValueError: its line, theirs and these). Older dumps record none and
    are trusted.

    Looking ahead: in a position with at least ``ahead_from`` empty places whose
    chosen move's *two-move value* is below ``ahead_below`` (0: never), every move is valued
    so and the best kept. A move's two-move value is its share of mistakes plus, for each of
    its answers that is not one, 1/answers times the best share of mistakes in the position
    that answer leaves (weighed for this; 0 where the game is over): how likely the partner
    goes wrong now or at the next move. Of equals, the share's choice, then the first. The
    position then records ``ahead`` (each move's value, None where not looked at) and
    ``greedy`` (the share's choice). The positions weighed only for this are appended to
    ``aside`` (a dump keeps them for ``--resume``). Where the best is not the share's choice,
    the walk goes on from both, and at the end :func:`by_walk` keeps the one with the higher
    walk value; the positions only the other reaches go ``aside`` too. ``walk_below`` (0:
    never): after the walk, the positions with at least ``ahead_from`` empty places not
    looked at whose chosen move's walk value is below it are looked at too (whatever their
    two-move value), and the walk is done again (known positions are not weighed again).

    ``checkpoint``: called with every position known or weighed so far (a dump that
    ``--resume`` takes) at least every ``every`` seconds of weighing and after each level, so
    that a long run stopped midway loses little."""
    from tabletop_gui.ai.pylos.book import book_for
    from tabletop_gui.ai.pylos.traps import canonical
    from tabletop_gui.rules import pylos

    book = book_for(variant)
    assert book is not None

    def key_of(line: Sequence[str]) -> Tuple[int, int]:
        return canonical(*_masks(pylos.play_all(line, variant, first)))

    first_level = roots(variant, first)
    starts = sorted({key_of(line) for line in first_level})
    forced: set[Tuple[int, int]] = set()
    check_known(known, [variant, first, seeds, more, depth])
    before = {tuple(w["line"]): w for w in known}
    by_key = {canonical(w["me"], w["opp"]): w for w in known}
    extra: List[Dict[str, Any]] = [] if aside is None else aside
    saved = time.perf_counter()

    def save(force: bool = False) -> None:
        nonlocal saved
        if checkpoint is not None and (force or time.perf_counter() - saved >= every):
            checkpoint(list(by_key.values()))
            saved = time.perf_counter()

    def after_lines(w: Dict[str, Any], i: int) -> List[List[str]]:
        """The lines to the positions move ``i``'s non-mistake answers leave, the game
        going on."""
        move, answers = w["rows"][i]
        out = []
        for reply in dict.fromkeys(a for a, mistake in answers if not mistake):
            line = [*w["line"], move, reply]
            if not pylos.play_all(line, variant, first).is_over:
                out.append(line)
        return out

    def onward(w: Dict[str, Any], moves: Sequence[int]
               ) -> List[Tuple[List[str], Tuple[int, int]]]:
        """Of :func:`after_lines` of ``moves``, those (with their positions) the trap book
        holds: the first side still lost, ``min_empty`` empty places or more."""
        out = []
        for line in (line for i in moves for line in after_lines(w, i)):
            state = pylos.play_all(line, variant, first)
            if state.reserve("light") + state.reserve("dark") >= min_empty:
                me, opp = _masks(state)
                if book.value(me, opp) == -1:
                    out.append((line, canonical(me, opp)))
        return out

    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:

        def weighed_at(lines: Sequence[List[str]]) -> Tuple[List[Dict[str, Any]], int]:
            """The positions after ``lines``, known (by line, then by position) or weighed
            now (each position once), and how many were weighed now."""
            keys = [key_of(line) for line in lines]
            todo: Dict[Tuple[int, int], List[str]] = {}
            for line, key in zip(lines, keys, strict=True):
                if tuple(line) not in before and key not in by_key:
                    todo.setdefault(key, line)
            tasks = [(variant, first, line, seeds, more, depth, command)
                     for line in todo.values()]
            for key, w in zip(todo, pool.map(_task, tasks), strict=True):
                by_key[key] = w
                before[tuple(w["line"])] = w
                save()
            return [before.get(tuple(line)) or by_key[key]
                    for line, key in zip(lines, keys, strict=True)], len(tasks)

        def best_share(w: Dict[str, Any]) -> float:
            return _share(w["rows"][w.get("greedy", w["chosen"])]) if w["chosen"] >= 0 else 0.0

        def look_ahead(weighed: Sequence[Dict[str, Any]]) -> Tuple[int, int, int]:
            """Values moves two moves on where the chosen one's is below ``ahead_below``;
            returns (positions looked at, moves changed, positions weighed now)."""
            for w in weighed:               # a resumed dump's earlier look ahead undone
                if "greedy" in w:
                    w["chosen"] = w.pop("greedy")
                    w.pop("ahead", None)
                    w.pop("walk", None)
            mine = [w for w in weighed if w["chosen"] >= 0
                    and (ahead_below > 0 or canonical(w["me"], w["opp"]) in forced)
                    and _empty(w) >= ahead_from]
            fresh = 0

            def values(w: Dict[str, Any], rows: Sequence[int]) -> Dict[int, float]:
                nonlocal fresh
                lines = {i: after_lines(w, i) for i in rows}
                flat = [line for i in rows for line in lines[i]]
                found, n = weighed_at(flat)
                fresh += n
                extra.extend(f for f in found if not any(f is e for e in extra))
                got = dict(zip(map(tuple, flat), found, strict=True))
                out = {}
                for i in rows:
                    answers = w["rows"][i][1]
                    later = {}
                    for line in lines[i]:
                        later[line[-1]] = best_share(got[tuple(line)])
                    out[i] = _share(w["rows"][i]) + sum(
                        later.get(a, 0.0) for a, mistake in answers if not mistake
                    ) / len(answers)
                return out

            looked = changed = 0
            for w in mine:
                greedy = w["chosen"]
                value = values(w, [greedy])
                if value[greedy] >= ahead_below and canonical(w["me"], w["opp"]) not in forced:
                    continue
                looked += 1
                value.update(values(w, [i for i in range(len(w["rows"])) if i != greedy]))
                pick = max(range(len(w["rows"])),
                           key=lambda i: (value[i], i == greedy, -i))
                w["ahead"] = [value.get(i) for i in range(len(w["rows"]))]
                w["greedy"] = greedy
                w["chosen"] = pick
                changed += pick != greedy
            return looked, changed, fresh

        def levels() -> List[Dict[str, Any]]:
            """The walk from the roots, level by level."""
            done: List[Dict[str, Any]] = []
            level, seen = list(first_level), set(starts)
            while level:
                level = one_level(level, done, seen)
            return done

        def one_level(level: List[List[str]], done: List[Dict[str, Any]],
                      seen: set[Tuple[int, int]]) -> List[List[str]]:
            t = time.perf_counter()
            weighed, now = weighed_at(level)
            done.extend(weighed)
            looked, changed, ahead_now = look_ahead(weighed)
            following: List[List[str]] = []
            for w in weighed:
                for line, key in onward(w, _candidates(w)):
                    if key not in seen:
                        seen.add(key)
                        following.append(line)
            empties = sorted({_empty(w) for w in weighed})
            ahead = (f"; looked ahead in {looked} ({changed} changed, {ahead_now} weighed "
                     f"for it)" if looked else "")
            print(f"{len(weighed)} positions with {empties} empty places "
                  f"({now} weighed now) in {time.perf_counter() - t:.0f} s{ahead}; "
                  f"{len(following)} next", file=log, flush=True)
            save(force=True)
            return following

        done = levels()
        if walk_below > 0:
            worth: Dict[Tuple[int, int], float] = {}
            by_walk(done, starts, onward, worth)
            for w in done:
                key = canonical(w["me"], w["opp"])
                if ("ahead" not in w and _empty(w) >= ahead_from
                        and worth.get(key, walk_below) < walk_below):
                    forced.add(key)
            if forced:
                print(f"walk values below {walk_below} in {len(forced)} positions: "
                      f"looking ahead there too, the walk again", file=log, flush=True)
                done = levels()
    kept = by_walk(done, starts, onward)
    if kept:
        print(f"by the walk's value: {kept[0]} of {kept[1]} positions keep the look-ahead's "
              f"move, the others the share's; {len(done) - kept[2]} positions left aside",
              file=log, flush=True)
        extra.extend(w for w in done if not any(w is k for k in kept[3]))
        done = kept[3]
    extra[:] = [e for e in extra if not any(e is d for d in done)]
    return done


def by_walk(done: List[Dict[str, Any]], starts: Sequence[Tuple[int, int]],
            onward: Callable[[Dict[str, Any], Sequence[int]],
                             List[Tuple[List[str], Tuple[int, int]]]],
            values: Optional[Dict[Tuple[int, int], float]] = None,
            ) -> Optional[Tuple[int, int, int, List[Dict[str, Any]]]]:
    """Where the walk went on from two moves (the look-ahead's and the share's),
    the one with the higher *walk value* is kept: the chance that the partner goes wrong
    before the trap book ends, by its answers in the walk (a move's share of mistakes plus,
    for each answer that is not one, 1/answers times the walk value of the position it
    leaves; 0 beyond the trap book, and for a position met again on its own line). Of
    equals, the look-ahead's. Each such position records ``walk`` (the two moves' values,
    None for the others). Returns None where no position had two moves, else (positions
    keeping the look-ahead's move, positions with two, positions kept, the positions still
    reached from ``starts`` through the kept moves, in the walk's order). ``values``, where
    given, receives every reached position's walk value (by position up to symmetry)."""
    from tabletop_gui.ai.pylos.traps import canonical

    by_key = {canonical(w["me"], w["opp"]): w for w in done}
    value: Dict[Tuple[int, int], float] = {} if values is None else values

    def walk_value(key: Tuple[int, int]) -> float:
        if key in value:
            return value[key]
        w = by_key.get(key)
        if w is None or w["chosen"] < 0:
            return 0.0
        value[key] = 0.0                     # met again on its own line: counts nothing
        moves = _candidates(w)
        worth = {}
        for i in moves:
            answers = w["rows"][i][1]
            later = {line[-1]: walk_value(k) for line, k in onward(w, [i])}
            worth[i] = _share(w["rows"][i]) + sum(
                later.get(a, 0.0) for a, mistake in answers if not mistake) / len(answers)
        if len(moves) > 1:
            w["walk"] = [worth.get(i) for i in range(len(w["rows"]))]
            w["chosen"] = max(moves, key=lambda i: (worth[i], i == moves[0]))
        value[key] = worth[w["chosen"]]
        return value[key]

    two_moves = any(len(_candidates(w)) > 1 for w in done)      # before any is chosen
    for key in starts:
        walk_value(key)
    if not two_moves:
        return None
    two = [w for w in done if "walk" in w]
    ahead = sum(1 for w in two if w["chosen"] != w["greedy"])
    reached, stack = set(starts), list(starts)
    while stack:
        w = by_key.get(stack.pop())
        if w is None:
            continue
        for _, k in onward(w, [w["chosen"]] if w["chosen"] >= 0 else []):
            if k not in reached:
                reached.add(k)
                stack.append(k)
    kept = [w for w in done if canonical(w["me"], w["opp"]) in reached]
    return ahead, len(two), len(kept), kept


def text_of(weighed: Sequence[Dict[str, Any]], header: Sequence[str]) -> str:
    """The trap book's file (:mod:`tabletop_gui.ai.pylos.traps`): a line a position, sorted."""
    from tabletop_gui.ai.pylos.traps import canonical

    entries = {}
    for w in weighed:
        if w["chosen"] < 0:
            continue
        answers = w["rows"][w["chosen"]][1]
        after = canonical(w["moved"][w["chosen"]], w["opp"])
        entries[canonical(w["me"], w["opp"])] = (after, sum(m for _, m in answers), len(answers))
    lines = [f"# {h}" for h in header]
    for key, (after, errs, n) in sorted(entries.items()):
        lines.append(f"{key[0]:08x} {key[1]:08x} {after[0]:08x} {after[1]:08x} {errs:x} {n:x}")
    return "\n".join(lines) + "\n"


def header_of(args: argparse.Namespace) -> List[str]:
    """The trap book file's comment lines: what it is and the command that rebuilds it (every
    option that shapes the walk written out: one left out would read back as its default)."""
    return [
        f"The Pylos trap book, {args.variant} rules, {args.first} moving first (issue #17):",
        f"python -m tools.pylos_trapbook --variant {args.variant} --first {args.first} "
        f"--min-empty {args.min_empty} --seeds {args.seeds} --more {args.more} "
        f"--depth {args.depth} --ahead-from {args.ahead_from} "
        f"--ahead-below {args.ahead_below} --walk-below {args.walk_below}",
        "position (mover, other), after the trap move (mover, other), mistakes, answers; hex",
    ]


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.pylos_trapbook", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variant", default="standard", choices=("children", "standard", "mature"))
    ap.add_argument("--first", default="light", choices=("light", "dark"))
    ap.add_argument("--min-empty", type=int, default=20,
                    help="the fewest empty places of a position the trap book holds")
    ap.add_argument("--seeds", type=int, default=8, help="the partner's seeds for every move")
    ap.add_argument("--more", type=int, default=8,
                    help="further seeds for the moves within two mistakes of the best")
    ap.add_argument("--depth", type=int, default=12, help="the partner's depth")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", help="the trap book's file (default: the shipped one)")
    ap.add_argument("--dump", help="write every position's moves and answers here (JSON; "
                    "while the walk runs, everything weighed so far, at least every minute)")
    ap.add_argument("--ahead-from", type=int, default=28,
                    help="look two moves ahead in positions with at least this many empty "
                    "places ...")
    ap.add_argument("--ahead-below", type=float, default=0.07,
                    help="... where the chosen move's two-move value is below this (0: never)")
    ap.add_argument("--walk-below", type=float, default=0.7,
                    help="... and, after the walk, where the chosen move's walk value (the "
                    "chance of a mistake before the trap book ends) is below this (0: never)")
    ap.add_argument("--resume", help="an earlier run's --dump with the same parameters: its "
                    "positions are not weighed again")
    args = ap.parse_args(argv)
    known = json.loads(Path(args.resume).read_text(encoding="utf-8")) if args.resume else []
    if not isinstance(known, list):
        raise SystemExit(f"--resume {args.resume}: not a dump of python -m tools.pylos_trapbook")
    out = Path(args.out) if args.out else (
        ROOT / "tabletop_gui" / "ai" / "pylos" / f"traps_{args.variant}.txt")
    start = time.perf_counter()
    try:
        check_known(known, [args.variant, args.first, args.seeds, args.more, args.depth])
    except ValueError as exc:
        raise SystemExit(f"--resume {args.resume}: {exc}") from None
    aside: List[Dict[str, Any]] = []

    def checkpoint(positions: List[Dict[str, Any]]) -> None:
        if args.dump:           # written whole, then renamed: a stop midway leaves the last
            part = Path(args.dump + ".part")
            part.write_text(json.dumps(positions), encoding="utf-8")
            part.replace(args.dump)
    weighed = walk(args.variant, args.first, args.min_empty, args.seeds, args.more,
                   args.depth, args.jobs, known=known, ahead_from=args.ahead_from,
                   ahead_below=args.ahead_below, aside=aside, checkpoint=checkpoint,
                   walk_below=args.walk_below)
    took = time.perf_counter() - start
    out.write_text(text_of(weighed, header_of(args)), encoding="ascii")
    if args.dump:
        Path(args.dump).write_text(json.dumps([*weighed, *aside]), encoding="utf-8")
    chosen = [w for w in weighed if w["chosen"] >= 0]
    rate = sum(sum(m for _, m in w["rows"][w["chosen"]][1]) / len(w["rows"][w["chosen"]][1])
               for w in chosen) / max(1, len(chosen))
    print(f"{len(chosen)} positions in {took:.0f} s ({args.jobs} jobs); the chosen moves' "
          f"answers a mistake {100 * rate:.1f}% of the time on average; wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
