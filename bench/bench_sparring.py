"""Pylos against the sparring partner (issue #17): matches, the level ladder, the rules check.

    python -m bench sparring match expert@nodes=180000 [more bots] [--vs sparring@depth=12]
        [--openings 30] [--plies 2] [--variant standard] [--jobs 1] [--seed 0] [--log games.jsonl]
    python -m bench sparring ladder [--expert expert@nodes=180000] [--openings 30] [--jobs 1]
    python -m bench sparring check [--positions 300] [--perft 3] [--tables-positions 1000]
        [--tables-only] [--weights bench/pylos_boot_weights.py]
    python -m bench sparring speed [--depth 12] [--games 6]
    python -m bench sparring targets [--openings 120] [--jobs 2] [--seed 41] [--log games.jsonl]
        # every target of issue #17 in one run, side by side (bench/targets.py)
    python -m bench sparring report games.jsonl [more.jsonl] [--below N] [--endgame 14]
        # tables from --log files; --endgame: A's seconds a move with 14 or fewer empty places
    python -m bench sparring match ... --ours /path/to/other/checkout   # another tabletop_gui
    python -m bench sparring match expert@nodes=60000 --colour dark [--only 10 11 13]
        # A as one colour only (a one-colour table), optionally only some openings

A **bot** is ``LEVEL[@nodes=N|@seconds=S]`` (our bots, as ``tabletop_gui.ai.match``),
``baseline@REV:LEVEL[@...]`` (the level as the git revision REV plays it, with that revision's
whole ``tabletop_gui``, run from a temporary worktree: ``bench/worktree.py``; ``baseline:LEVEL``
is ``baseline@c926246:``, today's expert: main before issue #17's work), ``handeval:LEVEL[@...]``
(our level with its hand-written evaluation instead of the one learnt offline),
``lmr:LEVEL[@...]`` (with late-move reductions),
``oldtime:LEVEL[@...]`` (once the value is proven, "win in N", the fastest win and a lost
position's stubborn search get the whole exact budget: the expert before issue #53's time bound),
``noceiling:LEVEL[@...]`` (a timed move not bound to its ``Level.ceiling``: the expert before it),
``uncapped:LEVEL[@...]`` (a node budget's endgame move not capped: the solver may use all of
it and the search then gets it all again, as before ``move_cap``), ``solve13:`` / ``solve14:`` /
``solve15:LEVEL[@...]`` (exact solving from 13 / 14 / 15 empty places; the expert: 14),
``learnt1:LEVEL[@...]`` (the expert with an earlier learnt evaluation, frozen in
``bench/pylos_learnt1.py``: the 17 features fitted to 1,398 positions),
``ntuple:LEVEL[@...]`` (the expert with the pattern-table evaluation of
``tabletop_gui/ai/pylos/ntuple.py``), ``linear:LEVEL[@...]`` (the level without
the pattern tables: the expert with the linear weights of ``eval_weights.py``),
``try15:`` / ``try16:LEVEL[@...]`` (the solver tried for the value alone from 15 / 16 empty
places, above the exact threshold), ``check16:`` / ``check16x3:LEVEL[@...]`` (from 16 empty
places the search's move is checked by the solver and searched again without it where the
opponent provably wins after it, within 2x / 3x the move's budget more),
``boot:LEVEL[@...]`` (the expert with the bootstrapped tables of ``bench/pylos_boot_weights.py``:
fitted to positions labelled by the C partner searching with the expert's own tables),
``sched:LEVEL[@...]`` (the node schedule by empty places: 0.5x the budget from 23
up, 1.3x at 15-22), ``easy:LEVEL[@...]`` (easy-move stops, their savings spent at
15-22 empty places; ``easysched:`` both), ``plain:LEVEL[@...]`` (one budget for
every move: the expert before its schedule; ``sched:`` is the expert's own since),
``killers:LEVEL[@...]`` (killer moves in the search's order), ``probe8:`` / ``probe10:LEVEL[@...]``
(the search's leaves with 8 / 10 empty places or fewer solved where the solver can within 3,000
nodes; probe8 is the expert's own), ``noprobe:LEVEL[@...]`` (no leaf probes:
the expert before them), ``nobook:LEVEL[@...]`` (no book: the expert before
it), ``noswindle:LEVEL[@...]`` (no traps set in lost positions: the expert before them),
``models1:`` / ``models2:`` / ``models3:`` / ``models4:LEVEL[@...]`` (traps that fool the learnt
evaluation's search alone / it and the hand-written one's / two of those and the linear weights'
(an earlier expert) / two of those and the pattern tables' one-ply answer (the
expert's own)) or
``sparring[@depth=D][,eval=F/T/B][,tables=shipped|FILE]`` (the C partner in ``bench/sparring/``,
12 plies and bonuses 3/6/4 by default; ``tables``: its leaves scored with the expert's pattern
tables, the shipped ones or a weights module's; it is built on first use with the system's C
compiler).

**match**: each bot A against ``--vs`` over ``--openings`` random openings of ``--plies``
plies (the same openings for every A); each opening is played twice, A light and A dark.
Light moves first (``--first`` changes it). The table gives, per colour and overall, A's
won/drawn/lost, its score (won + drawn/2) and win rate with 95% Wilson intervals, and both
sides' mean seconds per move. Every move either side sends is checked against our rules
(``state.move_from_text``): an illegal move stops the run.

**ladder**: the same table for each level against the next (expert vs hard vs medium vs
easy vs beginner; ``python -m bench ladder`` is the ladder of issue #53 with its rungs) and
for the expert against today's expert (``baseline:``; ``--base REV``: the expert of revision
REV instead).

**check**: the partner's rules against ours: on random positions of all three variants (games
of random moves, a few with squares and lines, raises and take-backs, plus positions built to
repeat) the partner's move list must equal ``state.legal_moves()`` (as sets of our notation)
and its perft counts must equal ``pylos.perft`` (the rules' fast core).

**check** also compares the partner's ``static`` score after ``tables`` (the expert's
evaluation in C) with the Python expert's (``ntuple.scorer``) on ``--tables-positions`` random
positions of each variant: every score must be equal.

**speed**: the partner's seconds per move at its depth in self-play, and our expert's nodes per
second here (the node budget that equals 1 s a move on this machine).

``--ours PATH`` puts PATH first on ``sys.path``, so ``tabletop_gui`` is that checkout's (e.g. a
helper's worktree) while this bench stays this one (a ``baseline@REV:`` bot plays REV's code
either way).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple

from . import table

MAX_PLIES = 400
DEFAULT_EXPERT = "expert@nodes=180000"
DEFAULT_PARTNER = "sparring@depth=12"
#: the revision of ``baseline:`` bots: main before issue #17's work (today's expert)
BASELINE = "c926246"


# -- players -------------------------------------------------------------------------------------

@dataclass
class Played:
    move: str
    seconds: float
    nodes: int


class Player:
    """One side of a game: ``decide(state, moves)`` with the game's moves so far."""

    spec = ""

    def new_game(self, seed: int) -> None:
        raise NotImplementedError

    def decide(self, state: Any, moves: Sequence[str]) -> Played:
        raise NotImplementedError

    def close(self) -> None:
        pass


class OurBot(Player):
    """A bot of ``tabletop_gui.ai`` (``LEVEL@...``) or of another revision's
    (``baseline@REV:``, played by a :class:`bench.worktree.Worker`)."""

    def __init__(self, spec: str) -> None:
        self.spec = spec
        prefix, _, rest = spec.partition(":")
        #: a baseline bot's git revision, else None
        self.revision = baseline_revision(spec)
        self.variant = prefix if rest and prefix in VARIANTS else None
        from tabletop_gui.ai.match import parse_bot

        self.level, self.kwargs = parse_bot(rest if rest else spec)
        #: the Pylos level a variant plays (a changed copy of a shipped one), else None
        self.config: Any = None
        if self.variant is not None:
            self.config = _level_variant(self.variant, self.level)
            self.level = self.config.name
        self.bot: Any = None
        self.worker: Any = None

    def new_game(self, seed: int) -> None:
        if self.revision is not None:
            if self.worker is None:
                from .worktree import Worker

                self.worker = Worker(self.revision)
            self.worker.call(_base_new_game, self.level, seed, self.kwargs)
        elif self.variant is not None:
            from tabletop_gui.ai.pylos import PylosSearch
            from tabletop_gui.ai.pylos import make_bot as make_pylos_bot

            self.bot = make_pylos_bot(self.config, seed, **self.kwargs)
            if self.variant in SCORERS:
                import importlib

                module = importlib.import_module(SCORERS[self.variant])
                self.bot.searcher = PylosSearch("standard")
                self.bot.searcher.scorer = module.scorer("standard")
        else:
            from tabletop_gui.ai.bots import make_bot

            self.bot = make_bot("pylos", self.level, seed, **self.kwargs)

    def decide(self, state: Any, moves: Sequence[str]) -> Played:
        if self.worker is not None:
            move, seconds, nodes = self.worker.call(_base_decide, state.variant, state.first,
                                                    list(moves))
            return Played(move, seconds, nodes)
        t = time.perf_counter()
        decision = self.bot.decide(state)
        return Played(str(decision.move), time.perf_counter() - t, int(decision.nodes or 0))

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None


def baseline_revision(spec: str) -> Optional[str]:
    """The git revision of a ``baseline@REV:`` spec (``baseline:``: :data:`BASELINE`), else None."""
    prefix, colon, _ = spec.partition(":")
    name, _, rev = prefix.partition("@")
    if not colon or name != "baseline":
        return None
    return rev or BASELINE


def baseline_spec(level: str, rev: Optional[str] = None) -> str:
    """The spec of ``level`` played by revision ``rev`` (None: :data:`BASELINE`)."""
    return f"baseline@{rev}:{level}" if rev else f"baseline:{level}"


# A baseline bot's side, in its worker (the revision's tabletop_gui): one bot a worker, made
# again each game with the game's seed, as our bots are.
_BASE_BOT: Any = None


def _base_new_game(level: str, seed: int, kwargs: Dict[str, Any]) -> None:
    global _BASE_BOT
    from tabletop_gui.ai.bots import make_bot

    _BASE_BOT = make_bot("pylos", level, seed, **kwargs)


def _base_decide(variant: str, first: str, moves: List[str]) -> Tuple[str, float, int]:
    """The bot's move after ``moves`` (replayed by the revision's own rules), its seconds, nodes."""
    from tabletop_gui.rules import pylos

    state = pylos.new_game(variant, first)
    for text in moves:
        state = state.play(text)
    t = time.perf_counter()
    decision = _BASE_BOT.decide(state)
    return str(decision.move), time.perf_counter() - t, int(decision.nodes or 0)


#: the bench's level variants: ``PREFIX:LEVEL`` plays LEVEL with these settings changed
VARIANTS: Dict[str, Dict[str, Any]] = {
    "handeval": {"learnt": False},      # the hand-written evaluation, not the learnt one
    "lmr": {"lmr": True},               # late-move reductions on
    "uncapped": {"move_cap": False},    # the solver's share of a node budget not capped
    "solve13": {"solve_at": 13},        # exact solving from 13 empty places (the expert before)
    "solve14": {"solve_at": 14},        # exact solving from 14 empty places (the expert since)
    "solve15": {"solve_at": 15},        # exact solving from 15 empty places
    "learnt1": {},                      # the evaluation of SCORERS' module instead (below)
    "ntuple": {},                       # the pattern-table evaluation, via SCORERS
    "linear": {"tables": False},        # the learnt evaluation's linear weights, not the tables
    "try15": {"try_at": 15},            # the solver tried for the value from 15 empty places
    "try16": {"try_at": 16},            # ... from 16
    "check16": {"check_at": 16},        # the search's move checked by the solver from 16
    "check16x3": {"check_at": 16, "check_factor": 3},   # ... with 3x the budget for it
    # from 12: there only where the solver did not decide (mature rules, mostly)
    "check12": {"check_at": 12},
    "boot": {},                         # bootstrapped tables, via SCORERS
    # the node schedule: half the budget from 23 empty places up (the opening),
    # 1.3x at 15-22 (where games are decided), the solver's 14 down unchanged: about the same
    # nodes a game (a side plays ~3 moves at 23+ and ~5 at 15-22 in the expert's games)
    "sched": {"schedule": ((23, 0.5), (15, 1.3))},
    # easy-move stops: a search-phase move stops once 30% of its budget is spent
    # with the best move stable over three iterations (or when the next iteration would not
    # finish); the savings go to later moves at 15-22 empty places (at most 2x a move)
    "easy": {"easy_stop": 0.3},
    "easysched": {"schedule": ((23, 0.5), (15, 1.3)), "easy_stop": 0.3},
    "plain": {"schedule": ()},          # one budget for every move (the expert before its schedule)
    "killers": {"killers": True},       # killer moves in the search's order
    # leaves with 8 / 10 empty places or fewer solved exactly where the solver can within
    # its probe budget (nodes counted in the move's budget); probe8 is the
    # expert's own since, noprobe the expert before
    "probe8": {"probe_at": 8},
    "probe10": {"probe_at": 10},
    "noprobe": {"probe_at": 0},
    # the book (the retrograde analysis' exact values where every move's position
    # has at least the book's empty places) is the expert's own since; nobook the expert before
    "nobook": {"book": False},
    # what the book's instant answers save goes to a bank, and below the book's
    # edge a solver that must name the move may take up to 4x the move's budget more from it
    # (bank4 is the expert's own since; nobank the expert before)
    "nobank": {"book_bank": 0.0},
    "bank4": {"book_bank": 4.0},
    "bank8": {"book_bank": 8.0},
    # in a position the book says is lost, set a trap where one is found: a move whose
    # natural reply (the search's own, without the book) throws the win away, by the book
    # (replacing an earlier fewest-winning-replies narrowing under this name);
    # swindle is the expert's own since, noswindle the expert before; models1 / models2 /
    # models3: how many searches answer as the opponent (the learnt evaluation's; with the
    # hand-written one, both must fall for it; with the learnt linear weights too, two of
    # three must; models3 was the expert's own before models4)
    "swindle": {"swindle": True},
    "noswindle": {"swindle": False},
    "models1": {"swindle_models": 1},
    "models2": {"swindle_models": 2},
    "models3": {"swindle_models": 3},
    # the pattern tables' one-ply answer as a fourth look, two of four make a
    # trap; models4 is the expert's own since, models3 the expert before
    "models4": {"swindle_models": 4},
    # the trap book (tabletop_gui/ai/pylos/traps.py) before the looks in the
    # opening's lost positions; trapbook is the expert's own since, notrapbook the expert before
    "trapbook": {"trap_book": True},
    "notrapbook": {"trap_book": False},
    # the trap book's moves only with 26 empty places or more (the first
    # trap book, before its walk went on to 24)
    "trapbook26": {"trap_book_from": 26},
    # ... and to 24 (before its walk went on to 22)
    "trapbook24": {"trap_book_from": 24},
    # ... and to 22 (before the walk went on to 20; with today's trap book,
    # whose moves at seven openings look further ahead)
    "trapbook22": {"trap_book_from": 22},
    # the time bound of issue #53: once the solver has proven the value, the distance and a
    # lost position's stubborn search within the move's plain budget (the expert's own since);
    # oldtime: the whole exact budget for them, as before
    "oldtime": {"distance_cap": 0.0, "lost_cap": 0.0},
    # a timed move's ceiling (issue #53: a move's wall time within 0.95 of the budget given,
    # the expert's own since); noceiling: the schedule's 1.3x and the solver's 3x in full
    "noceiling": {"ceiling": 0.0},
    # the ladder's tuning (issue #53): medium at 2 plies (medium before) and 3 (medium since);
    # hard's slip rate at 25 / 30 (hard before) / 40 %, 20 % being hard's own since
    "d2": {"depth": 2},
    "d3": {"depth": 3},
    "slip25": {"slip": 0.25},
    "slip30": {"slip": 0.3},
    "slip40": {"slip": 0.4},
}

#: prefixes whose expert evaluates with a frozen earlier evaluation: the module's
#: ``scorer(variant)`` gives ``score(me, opp)`` (standard rules only)
SCORERS: Dict[str, str] = {
    "learnt1": "bench.pylos_learnt1",   # an earlier learnt evaluation (17 features, 1,398 positions)
    "ntuple": "tabletop_gui.ai.pylos.ntuple",   # pattern tables + the features
    "boot": "bench.pylos_boot",         # tables fitted to the partner searching with them
}


def _level_variant(prefix: str, level: str) -> Any:
    """A copy of a Pylos level with :data:`VARIANTS`' changes, named ``LEVEL_PREFIX``, to
    measure what one setting changes, all else equal (the app's own levels stay as they are)."""
    from dataclasses import replace

    from tabletop_gui.ai.pylos.levels import level_of

    return replace(level_of(level), name=f"{level}_{prefix}", **VARIANTS[prefix])


class Sparring(Player):
    """The C partner: the whole game so far in, its move out."""

    def __init__(self, spec: str, command: Optional[Sequence[str]] = None) -> None:
        """``command``: another program speaking the partner's protocol (the tests use one)."""
        self.spec = spec
        _, _, rest = spec.partition("@")
        self.depth = 12
        bonuses: Optional[List[int]] = None
        tables: Optional[str] = None
        for part in filter(None, rest.split(",")):
            key, _, value = part.partition("=")
            if key == "depth":
                self.depth = int(value)
            elif key == "eval":
                bonuses = [int(v) for v in value.split("/")]
                if len(bonuses) != 3:
                    raise ValueError(f"eval=FULL/THREE/BLOCKED, not {value!r}")
            elif key == "tables":
                tables = value
            else:
                raise ValueError(f"unknown sparring option {key!r} in {spec!r}")
        from bench.sparring import Engine

        self.engine = Engine(command, bonuses)
        if tables is not None:
            import tempfile

            from bench.sparring.tables import write

            dump = os.path.join(tempfile.mkdtemp(prefix="pylos-tables-"), "expert.tables")
            write(dump, None if tables == "shipped" else tables)
            self.engine.tables(dump)
        self.seed = 0

    def new_game(self, seed: int) -> None:
        self.seed = seed

    def decide(self, state: Any, moves: Sequence[str]) -> Played:
        t = time.perf_counter()
        self.engine.position(state.variant, state.first, moves)
        reply = self.engine.go(self.depth, self.seed * 1009 + len(moves))
        return Played(reply.move, time.perf_counter() - t, reply.nodes)

    def close(self) -> None:
        self.engine.close()


def make_player(spec: str) -> Player:
    if spec == "sparring" or spec.startswith("sparring@"):
        return Sparring(spec)
    return OurBot(spec)


# -- games ---------------------------------------------------------------------------------------

@dataclass
class Game:
    a: str
    b: str
    opening: int
    a_colour: str
    outcome: float                 # for A: 1 won, 0.5 drawn, 0 lost
    reason: str
    moves: List[str]
    a_seconds: List[float] = field(default_factory=list)
    b_seconds: List[float] = field(default_factory=list)
    a_nodes: int = 0
    variant: str = "standard"      # (older logs hold standard games only)


class IllegalMove(RuntimeError):
    pass


def opening_moves(variant: str, first: str, index: int, plies: int, seed: int) -> List[str]:
    """Opening ``index``: ``plies`` random legal moves (the same for every pairing and colour)."""
    from tabletop_gui.rules import pylos

    rng = random.Random(f"sparring opening {seed} {variant} {first} {index} {plies}")
    state, moves = pylos.new_game(variant, first), []
    for _ in range(plies):
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.play(move)
    return moves


def game_seed(seed: int, index: int, a_colour: str) -> int:
    """A's seed for the game of opening ``index`` (B's: this + 500,009); the match's ``seed``."""
    return seed * 1_000_003 + index * 2 + (a_colour == "dark")


def play_game(a: Player, b: Player, variant: str, first: str, opening: List[str], index: int,
              a_colour: str, seed: int) -> Game:
    """One game from ``opening``: A plays ``a_colour``. Both sides' moves are checked."""
    from tabletop_gui.rules import pylos

    state = pylos.new_game(variant, first)
    for text in opening:
        state = state.play(text)
    moves = list(opening)
    a_seed = game_seed(seed, index, a_colour)
    a.new_game(a_seed)
    b.new_game(a_seed + 500_009)
    game = Game(a.spec, b.spec, index, a_colour, 0.5, "", moves, variant=variant)
    while not state.is_over and len(moves) < MAX_PLIES:
        player = a if state.to_move == a_colour else b
        played = player.decide(state, moves)
        try:
            move = state.move_from_text(played.move)
        except Exception as exc:       # the rules' InvalidMoveError / IllegalMoveError
            raise IllegalMove(f"{player.spec} sent {played.move!r}, illegal after "
                              f"{' '.join(moves) or 'the start'}: {exc}") from exc
        state = state.play(move)
        moves.append(str(move))
        if player is a:
            game.a_seconds.append(played.seconds)
            game.a_nodes += played.nodes
        else:
            game.b_seconds.append(played.seconds)
    if state.result is None or state.result == "draw":
        game.outcome, game.reason = 0.5, state.end_reason or "max plies"
    else:
        game.outcome = 1.0 if state.result == a_colour else 0.0
        game.reason = state.end_reason or ""
    return game


# A game to play: A, B, variant, who moves first, the opening's moves, its number, A's colour,
# the match's seed.
Task = Tuple[str, str, str, str, List[str], int, str, int]

# The worker side (one set of players per process, reused from game to game).
_PLAYERS: Dict[str, Player] = {}


def _player(spec: str) -> Player:
    if spec not in _PLAYERS:
        _PLAYERS[spec] = make_player(spec)
    return _PLAYERS[spec]


def _task(args: Task) -> Game:
    a, b, variant, first, opening, index, a_colour, seed = args
    return play_game(_player(a), _player(b), variant, first, opening, index, a_colour, seed)


def _close_players() -> None:
    for p in _PLAYERS.values():
        p.close()
    _PLAYERS.clear()


def _init_worker(path: Optional[str]) -> None:
    if path:
        sys.path.insert(0, path)
    import atexit

    atexit.register(_close_players)


def run_games(pairings: Sequence[Tuple[str, str]], variant: str, first: str, openings: int,
              plies: int, seed: int, jobs: int, ours: Optional[str] = None,
              log: Optional[str] = None, stop_after: Optional[float] = None,
              colours: Sequence[str] = ("light", "dark"),
              only: Optional[Sequence[int]] = None) -> List[Game]:
    """Every pairing over the same openings, A with each of ``colours``; ``jobs`` processes.
    After ``stop_after`` seconds no further game is waited for (the workers are ended).
    ``only``: just these opening numbers."""
    tasks = []
    # Opening by opening, every pairing in turn: a run cut short leaves all of them with the
    # same openings played (side by side), not the first pairing alone.
    for k in range(openings):
        if only is not None and k not in only:
            continue
        opening = opening_moves(variant, first, k, plies, seed)
        for a, b in pairings:
            for colour in colours:
                tasks.append((a, b, variant, first, opening, k, colour, seed))
    return play_tasks(tasks, jobs, ours, log, stop_after)


def play_tasks(tasks: Sequence[Task], jobs: int, ours: Optional[str] = None,
               log: Optional[str] = None, stop_after: Optional[float] = None) -> List[Game]:
    """Play ``tasks`` (A, B, variant, first, opening moves, opening number, A's colour, seed) in
    their order, in ``jobs`` processes; after ``stop_after`` seconds no further game is waited
    for."""
    deadline = time.perf_counter() + stop_after if stop_after else float("inf")
    check_specs({spec for t in tasks for spec in t[:2]})
    games: List[Game] = []
    out = open(log, "a", encoding="utf-8") if log else None
    try:
        if jobs > 1:
            import multiprocessing

            with multiprocessing.get_context("spawn").Pool(jobs, _init_worker, (ours,)) as pool:
                pending = pool.imap_unordered(_task, tasks)
                for _ in tasks:
                    try:
                        # (no --stop-after: wait as long as it takes; an infinite timeout
                        # overflows the platform's time_t)
                        wait = (None if deadline == float("inf")
                                else max(0.0, deadline - time.perf_counter()))
                        g = pending.next(timeout=wait)
                    except multiprocessing.TimeoutError:
                        print(" (stopped: --stop-after)", end="", file=sys.stderr)
                        break
                    games.append(g)
                    _progress(g, out)
        else:
            try:
                for t in tasks:
                    if time.perf_counter() > deadline:
                        print(" (stopped: --stop-after)", end="", file=sys.stderr)
                        break
                    g = _task(t)
                    games.append(g)
                    _progress(g, out)
            finally:
                _close_players()
    finally:
        if out is not None:
            out.close()
    print(file=sys.stderr)
    return games


def check_specs(specs: Iterable[str]) -> None:
    """Fail early on a bad spec, and check each baseline's revision out here, once: the match
    workers use this process's worktree."""
    from .worktree import checkout

    for spec in sorted(specs):
        if not spec.startswith("sparring"):
            rev = OurBot(spec).revision
            if rev is not None:
                checkout(rev)


def read_logs(paths: Sequence[str]) -> List[Game]:
    """The games of ``--log`` files (one JSON object a line), in order."""
    games = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            games += [Game(**json.loads(line)) for line in f if line.strip()]
    return games


def paired(games: Sequence[Game], below: Optional[int] = None) -> List[Game]:
    """The games of the openings each pairing finished with both colours (a run cut short
    leaves some openings played with one colour only), optionally only openings < ``below``;
    one game per pairing, opening and colour (the first logged)."""
    seen: Dict[Tuple[str, str, int, str], Game] = {}
    for g in games:
        if below is None or g.opening < below:
            seen.setdefault((g.a, g.b, g.opening, g.a_colour), g)
    return [g for (a, b, k, colour), g in seen.items()
            if (a, b, k, "dark" if colour == "light" else "light") in seen]


def _progress(g: Game, out: Any) -> None:
    print({1.0: "W", 0.5: "D", 0.0: "L"}[g.outcome], end="", file=sys.stderr, flush=True)
    if out is not None:
        out.write(json.dumps(asdict(g)) + "\n")
        out.flush()


# -- tables --------------------------------------------------------------------------------------

def summary_rows(games: Sequence[Game], first: str = "light") -> List[Tuple[str, ...]]:
    """Rows per pairing: A as each colour, then both; W/D/L, score and win rate with Wilson
    95% intervals, mean and max seconds per move."""
    from tabletop_gui.ai.match import wilson

    rows = []
    pairings = list(dict.fromkeys((g.a, g.b) for g in games))
    for a, b in pairings:
        mine = [g for g in games if (g.a, g.b) == (a, b)]
        for colour in ("light", "dark", None):
            sel = [g for g in mine if colour is None or g.a_colour == colour]
            if not sel:
                continue
            n = len(sel)
            w = sum(1 for g in sel if g.outcome == 1.0)
            d = sum(1 for g in sel if g.outcome == 0.5)
            lost = n - w - d
            score = w + d / 2
            slo, shi = wilson(score, n)
            wlo, whi = wilson(w, n)
            a_secs = [s for g in sel for s in g.a_seconds]
            b_secs = [s for g in sel for s in g.b_seconds]
            if colour is None:
                seat = "both"
            else:
                seat = f"{colour} ({'1st' if colour == first else '2nd'})"
            rows.append((f"{a} vs {b}", seat, str(n), f"{w}/{d}/{lost}",
                         f"{100 * score / n:.1f}% [{100 * slo:.1f}, {100 * shi:.1f}]",
                         f"{100 * w / n:.1f}% [{100 * wlo:.1f}, {100 * whi:.1f}]",
                         f"{statistics.mean(a_secs):.3f}" if a_secs else "-",
                         f"{max(a_secs):.2f}" if a_secs else "-",
                         f"{statistics.mean(b_secs):.3f}" if b_secs else "-"))
    return rows


def endgame_moves(game: Game, variant: str = "standard", first: str = "light") -> List[Tuple[int, float]]:
    """A's moves as (empty places before the move, seconds), replayed from the game's moves
    (A's timed moves are the last ``len(a_seconds)`` of its colour: the opening is untimed)."""
    from tabletop_gui.rules import pylos

    state = pylos.new_game(variant, first)
    before: List[int] = []
    for text in game.moves:
        if state.to_move == game.a_colour:
            before.append(state.reserve("light") + state.reserve("dark"))
        state = state.play(text)
    mine = before[len(before) - len(game.a_seconds):] if game.a_seconds else []
    return list(zip(mine, game.a_seconds, strict=True))


def endgame_rows(games: Sequence[Game], empty: int, variant: str = "standard",
                 first: str = "light") -> List[Tuple[str, ...]]:
    """Per pairing: A's moves made with ``empty`` or fewer empty places (where the expert
    solves): how many, their seconds in all, mean, median and the slowest, and how many
    took more than 6 s (the app's endgame time budget for the expert)."""
    rows = []
    for a, b in dict.fromkeys((g.a, g.b) for g in games):
        secs = [s for g in games if (g.a, g.b) == (a, b)
                for e, s in endgame_moves(g, variant, first) if e <= empty]
        if not secs:
            continue
        rows.append((f"{a} vs {b}", str(len(secs)), f"{sum(secs):.1f}",
                     f"{statistics.mean(secs):.3f}", f"{statistics.median(secs):.3f}",
                     f"{max(secs):.2f}", str(sum(1 for s in secs if s > 6.0))))
    return rows


ENDGAME_HEADERS = ("A vs B", "A's moves", "seconds in all", "mean s", "median s", "max s",
                   "moves over 6 s")


HEADERS = ("A vs B", "A plays", "games", "A won/drawn/lost", "A score [95% Wilson]",
           "A wins [95% Wilson]", "A s/move", "A max s", "B s/move")


def print_table(title: str, rows: Sequence[Tuple[str, ...]], markdown: bool,
                headers: Sequence[str] = HEADERS) -> None:
    if markdown:
        print(f"\n{title}\n")
        print("| " + " | ".join(headers) + " |")
        print("|" + "---|" * len(headers))
        for r in rows:
            print("| " + " | ".join(r) + " |")
    else:
        table(title, headers, rows)


# -- the rules check -----------------------------------------------------------------------------

def _repeating_games() -> List[Tuple[str, List[str]]]:
    """Games that end on a third occurrence: each side has three spheres of a square and places
    the fourth, taking it straight back, so the position comes round again (standard and
    mature; in the children's rules a sphere never comes down, so no position repeats)."""
    base = ["1a1", "1d4", "1b1", "1d3", "1a2", "1c4"]      # light: 3 of 1a1-1b2, dark: 3 of 1c3-1d4
    loop = ["1b2x1b2", "1c3x1c3"] * 2
    return [(variant, base + loop) for variant in ("standard", "mature")]


def random_game(rng: random.Random, variant: str, first: str,
                rich_share: float) -> Tuple[Any, List[str]]:
    """A random position (0-39 plies from the start) and its moves: each move a raise or a
    take-back with probability ``rich_share`` where there is one, so the rare rules get
    exercised."""
    from tabletop_gui.rules import pylos

    state, moves = pylos.new_game(variant, first), []
    stop = rng.randrange(0, 40)
    while not state.is_over and len(moves) < stop:
        legal = state.legal_moves()
        rich = [m for m in legal if m.takes or m.src is not None]
        move = rng.choice(rich if rich and rng.random() < rich_share else legal)
        state = state.play(move)
        moves.append(str(move))
    return state, moves


def check_rules(positions: int, perft_depth: int, seed: int = 1) -> int:
    """Compare the partner's rules with ours; print a table; return the number of mismatches."""
    from tabletop_gui.rules import pylos

    from .sparring import Engine

    rng = random.Random(seed)
    mismatches = 0
    rows = []
    with Engine() as engine:
        # the reference counts from the start (docs/RULES.md §1.9)
        for variant in pylos.VARIANTS:
            engine.position(variant, "light")
            got = [engine.perft(d) for d in range(1, 6)]
            want = [16, 240, 3360, 43680, 524376]
            ok = got == want
            mismatches += not ok
            rows.append((f"{variant}: perft 1-5 from the start", 1, "yes" if ok else f"NO {got}"))
        for variant in pylos.VARIANTS:
            for first in ("light", "dark"):
                count = equal = perfts = takes = raises = 0
                for _ in range(positions // 6):
                    state, moves = random_game(rng, variant, first, 0.5)
                    engine.position(variant, first, moves)
                    ours = {str(m) for m in state.legal_moves()}
                    theirs = engine.moves()
                    count += 1
                    takes += sum(1 for m in ours if "x" in m)
                    raises += sum(1 for m in ours if "-" in m)
                    if set(theirs) != ours or len(theirs) != len(ours):
                        mismatches += 1
                        print(f"MOVES DIFFER {variant} {first} after {' '.join(moves)}:\n"
                              f"  only ours {sorted(ours - set(theirs))}\n"
                              f"  only partner's {sorted(set(theirs) - ours)}", file=sys.stderr)
                    else:
                        equal += 1
                    if perft_depth and not state.is_over and len(moves) % 3 == 0:
                        want = pylos.perft(state, perft_depth)
                        got = engine.perft(perft_depth)
                        perfts += 1
                        if want != got:
                            mismatches += 1
                            print(f"PERFT DIFFERS {variant} {first} after {' '.join(moves)}: "
                                  f"ours {want}, partner {got}", file=sys.stderr)
                rows.append((f"{variant}, {first} first: random positions", count,
                             f"move lists equal {equal}/{count}, perft {perft_depth} x {perfts}, "
                             f"legal take-backs {takes}, raises {raises}"))
        for variant, moves in _repeating_games():
            state = pylos.new_game(variant)
            engine.position(variant, "light")
            ok = True
            for k, text in enumerate(moves):
                state = state.play(text)
                engine.position(variant, "light", moves[: k + 1])
                ours_set = {str(m) for m in state.legal_moves()}
                if set(engine.moves()) != ours_set:
                    ok = False
            ok = ok and state.end_reason == "repetition"
            mismatches += not ok
            rows.append((f"{variant}: a game drawn by repetition", 1,
                         "agrees (no moves after the third occurrence)" if ok else "NO"))
    table("The sparring partner's rules vs ours (move lists as sets of our notation; perft counts)",
          ("positions", "count", "result"), rows)
    print(f"\nmismatches: {mismatches}")
    return mismatches


def check_tables(positions: int, seed: int = 2, command: Optional[Sequence[str]] = None,
                 weights: Optional[str] = None) -> int:
    """The expert's evaluation in C (``tables <dump>``, then ``static``) against the Python
    expert's (:func:`tabletop_gui.ai.pylos.ntuple.make_scorer` of the same weights) on
    ``positions`` random positions of each variant the weights have (random games, leaning
    towards raises and take-backs, stopped after 0-40 plies). Prints a table; returns the
    number of mismatches. ``command``: another program speaking the protocol (the tests')."""
    import tempfile

    from tabletop_gui.ai.pylos.ntuple import make_scorer

    from .sparring import Engine
    from .sparring.tables import weights_of, write

    phases, linear, tables = weights_of(weights)
    dump = os.path.join(tempfile.mkdtemp(prefix="pylos-tables-"), "expert.tables")
    write(dump, weights)
    rng = random.Random(seed)
    rows = []
    mismatches = 0
    with Engine(command) as engine:
        engine.tables(dump)
        for variant in sorted(tables):
            score = make_scorer(linear[variant], tables[variant], variant, phases)
            count = equal = 0
            spread: List[int] = []
            by_empty: Dict[int, int] = {}
            while count < positions:
                state, moves = random_game(rng, variant, "light", 0.3)
                if state.is_over:
                    continue
                board = state.board()
                me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
                engine.position(variant, "light", moves)
                want, got = score(me, opp), engine.static()
                count += 1
                empty = 30 - (me | opp).bit_count()
                bucket = min(empty // 10, 2)
                by_empty[bucket] = by_empty.get(bucket, 0) + 1
                spread.append(want)
                if want == got:
                    equal += 1
                else:
                    mismatches += 1
                    print(f"STATIC DIFFERS {variant} after {' '.join(moves)}: Python {want}, "
                          f"C {got}", file=sys.stderr)
            rows.append((f"{variant}: random positions", count,
                         f"static scores equal {equal}/{count} (Python's from {min(spread)} to "
                         f"{max(spread)} 1/100 sphere; empty places 0-9/10-19/20-30: "
                         f"{by_empty.get(0, 0)}/{by_empty.get(1, 0)}/{by_empty.get(2, 0)})"))
    table("The expert's evaluation in C (tables + static) vs Python's (ntuple)",
          ("positions", "count", "result"), rows)
    print(f"\ntables mismatches: {mismatches}")
    return mismatches


# -- speed ---------------------------------------------------------------------------------------

def speed(depth: int, games: int, expert_seconds: float) -> None:
    from tabletop_gui.ai.pylos import PylosSearch
    from tabletop_gui.rules import pylos

    from .sparring import Engine

    times: List[float] = []
    nodes: List[int] = []
    with Engine() as engine:
        for g in range(games):
            moves = opening_moves("standard", "light", g, 2, 99)
            state = pylos.play_all(moves)
            while not state.is_over:
                engine.position("standard", "light", moves)
                r = engine.go(depth, g * 1000 + len(moves))
                times.append(r.ms / 1000)
                nodes.append(r.nodes)
                state = state.play(state.move_from_text(r.move))
                moves.append(r.move)
    table(f"Sparring partner, depth {depth}, self-play from {games} random 2-ply openings",
          ("moves", "mean s/move", "median s", "max s", "mean nodes"),
          [(len(times), f"{statistics.mean(times):.3f}", f"{statistics.median(times):.3f}",
            f"{max(times):.3f}", f"{statistics.mean(nodes):,.0f}")])

    rows = []
    rng = random.Random(5)
    for plies in (0, 6, 12, 18):
        s = pylos.new_game()
        for _ in range(plies):
            s = s.play(rng.choice(s.legal_moves()))
        r = PylosSearch().search(s, seconds=expert_seconds, max_depth=64)
        rows.append((f"after {plies} random plies", r.depth, f"{r.nodes:,}", f"{r.seconds:.2f}",
                     f"{r.nodes / r.seconds:,.0f}"))
    table(f"Our expert's search speed here ({expert_seconds:g} s a position)",
          ("position", "depth", "nodes", "seconds", "nodes/s"), rows)


# -- the command line ----------------------------------------------------------------------------

def use_tabletop_gui_of(checkout: str) -> str:
    """Make ``import tabletop_gui`` find ``checkout``'s package while ``bench`` stays this one:
    a temporary folder holding only a link to it goes first on ``sys.path`` (worker processes
    inherit the path). Returns that folder."""
    import tempfile

    target = os.path.join(os.path.abspath(checkout), "tabletop_gui")
    if not os.path.isdir(target):
        raise SystemExit(f"--ours: no tabletop_gui package in {checkout}")
    import atexit
    import shutil

    folder = tempfile.mkdtemp(prefix="sparring-ours-")
    os.symlink(target, os.path.join(folder, "tabletop_gui"))
    sys.path.insert(0, folder)
    atexit.register(shutil.rmtree, folder, True)
    return folder


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m bench sparring", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", nargs="?", default="match",
                    choices=("match", "ladder", "check", "speed", "report", "targets"))
    ap.add_argument("bots", nargs="*", help="match: the bots A (default: the expert at 180,000 nodes); "
                    "report: the --log files to tabulate")
    ap.add_argument("--vs", default=DEFAULT_PARTNER, help="match: the opponent B")
    ap.add_argument("--expert", help=f"ladder: the expert's spec (default {DEFAULT_EXPERT}); "
                    "targets: the expert measured (default expert@nodes=170000)")
    ap.add_argument("--no-baseline", action="store_true",
                    help="ladder: leave out the expert vs today's expert (baseline:)")
    ap.add_argument("--base", metavar="REV",
                    help=f"ladder, targets: the git revision whose expert is today's expert "
                    f"(default {BASELINE})")
    ap.add_argument("--variant", default="standard", choices=("children", "standard", "mature"))
    ap.add_argument("--first", default="light", choices=("light", "dark"))
    ap.add_argument("--only", type=int, nargs="+", metavar="K",
                    help="match: only these openings (numbers below --openings)")
    ap.add_argument("--colour", choices=("light", "dark"),
                    help="match: A plays this colour only (its table keeps one-colour openings)")
    ap.add_argument("--openings", type=int, help="openings; each is played twice (default 30; "
                    "targets: the second player's against the 12-ply partner, 120)")
    ap.add_argument("--plies", type=int, default=2, help="random plies of each opening")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--stop-after", type=float,
                    help="match, ladder: wait for no game after this many seconds (the table "
                    "shows the finished ones; report keeps openings with both colours)")
    ap.add_argument("--log", help="append every game (moves, result, times) to this JSON-lines file")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--ours", help="a checkout whose tabletop_gui to play (put first on sys.path)")
    ap.add_argument("--below", type=int, help="report: only the openings numbered below this")
    ap.add_argument("--endgame", type=int, metavar="N",
                    help="report: also A's seconds a move with N or fewer empty places")
    ap.add_argument("--positions", type=int, default=300, help="check: random positions")
    ap.add_argument("--perft", type=int, default=3, help="check: perft depth")
    ap.add_argument("--tables-positions", type=int, default=1000,
                    help="check: random positions a variant for the expert's evaluation in C "
                    "(0: none)")
    ap.add_argument("--tables-only", action="store_true",
                    help="check: the expert's evaluation in C alone, not the rules")
    ap.add_argument("--weights", help="check: a weights module for the evaluation check "
                    "(default: the shipped ntuple_weights.py)")
    ap.add_argument("--depth", type=int, default=12, help="speed: the partner's depth")
    ap.add_argument("--games", type=int, default=6, help="speed: self-play games")
    from .targets import add_arguments

    add_arguments(ap)
    args = ap.parse_args(argv)
    if args.openings is None:
        args.openings = 120 if args.mode == "targets" else 30
    if args.expert is None and args.mode != "targets":
        args.expert = DEFAULT_EXPERT
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv if argv is not None else [])
    if args.ours:
        args.ours = use_tabletop_gui_of(args.ours)
    import tabletop_gui

    where = os.path.dirname(os.path.realpath(os.path.dirname(tabletop_gui.__file__)))
    print(f"tabletop_gui from {where}", file=sys.stderr)
    if args.mode == "report":
        games = paired(read_logs(args.bots), args.below)
        print_table(f"Pylos: {len(games)} games from {', '.join(args.bots)}",
                    summary_rows(games, args.first), args.markdown)
        if args.endgame:
            print_table(f"A's moves with {args.endgame} or fewer empty places",
                        endgame_rows(games, args.endgame, args.variant, args.first), args.markdown,
                        ENDGAME_HEADERS)
        return 0
    if args.mode == "check":
        bad = 0 if args.tables_only else check_rules(args.positions, args.perft)
        if args.tables_positions:
            bad += check_tables(args.tables_positions, weights=args.weights)
        return 1 if bad else 0
    if args.mode == "speed":
        speed(args.depth, args.games, 1.0)
        return 0
    if args.mode == "targets":
        from .targets import run

        return run(args)
    if args.mode == "match":
        pairings = [(a, args.vs) for a in (args.bots or [DEFAULT_EXPERT])]
        title = (f"Pylos ({args.variant}, {args.first} first) vs {args.vs}: {args.openings} random "
                 f"{args.plies}-ply openings x 2 colours")
    else:
        pairings = [(args.expert, "hard"), ("hard", "medium"), ("medium", "easy"),
                    ("easy", "beginner")]
        if not args.no_baseline:
            pairings.append((args.expert, baseline_spec(args.expert, args.base)))
        title = (f"Pylos ladder ({args.variant}): {args.openings} random {args.plies}-ply openings "
                 f"x 2 colours")
    check_specs({spec for pairing in pairings for spec in pairing})
    t = time.perf_counter()
    colours = (args.colour,) if args.colour and args.mode == "match" else ("light", "dark")
    games = run_games(pairings, args.variant, args.first, args.openings, args.plies, args.seed,
                      args.jobs, args.ours, args.log, args.stop_after, colours, args.only)
    shown = games if len(colours) == 1 else paired(games)
    print_table(title, summary_rows(shown, args.first), args.markdown)
    print(f"\n{len(games)} games (the table: openings finished with both colours) in "
          f"{time.perf_counter() - t:.0f} s, {args.jobs} process(es)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
