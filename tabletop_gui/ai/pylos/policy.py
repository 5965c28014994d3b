"""How the Pylos bot chooses a move at a level (:mod:`.levels`) with the searcher
(:mod:`.search`): the weak levels' slips, the book's moves, traps in lost positions, the solver
near the end, the search, and the blunder check, within the move's budget (:mod:`.budget`)."""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Callable, Optional, Sequence, Union

from ...rules import pylos
from ...rules.pylos import FULL, Board, Move
from .book import book_for, book_ready, loses_at_once
from .budget import EASY_SPEND, bank_deposit, bank_draw, bank_touch, bank_withdraw, budget_factor
from .levels import Level, level_of
from .search import MATE_BOUND, WIN, EngineSettings, PylosSearch, SearchResult
from .traps import trap_book_for

#: :func:`swindle_choice`: the share of a move's budget spent answering each move as the
#: opponent (the rest stays for the search where no trap is found), and the fewest nodes or
#: seconds an answer is worth looking with (a smaller budget sets no traps)
SWINDLE_SHARE = 0.6
SWINDLE_MIN_NODES = 1_000
SWINDLE_MIN_SECONDS = 0.01
#: the share of the progress bar an exact look near the end fills (:class:`_SolverBar`) before
#: the search, where the solver does not decide, fills the rest
SOLVER_SHARE = 0.6
#: the depth of the fourth look of :func:`swindle_choice` (``swindle_models`` 4): the learnt
#: evaluation with its pattern tables, fitted to the scores of a 12-ply search, answers one
#: ply deep, so its answer is close to what a 12-ply search picks (the 12-ply
#: partner's own answer in 49% of 4,555 lost-turn moves, against 42% for the same evaluation
#: at the looks' node budget)
QUICK_DEPTH = 1
#: a timed move of a level with the book waits for the book's read (:func:`.book.book_ready`,
#: begun when the game began) at most this share of its budget, then plays without it (the
#: search and the solver alone) in what is left; a move with a node budget alone waits for
#: it, so that it is the same on any machine
BOOK_WAIT = 0.75

def _within(seconds: Optional[float], deadline: Optional[float]) -> Optional[float]:
    """``seconds``, ending no later than ``deadline`` (the move's ``Level.ceiling``; None: no
    deadline)."""
    if seconds is None or deadline is None:
        return seconds
    return max(0.0, min(seconds, deadline - time.perf_counter()))


def _until(deadline: float, cancel: Optional[Callable[[], bool]]) -> Callable[[], bool]:
    """``cancel``, also true from ``deadline`` on: what is still looking then stops (the
    search keeps its deepest finished iteration's move, the solver gives up)."""
    def check() -> bool:
        return time.perf_counter() >= deadline or (cancel is not None and cancel())
    return check


def empty_places(state: pylos.State) -> int:
    """Empty places of the pyramid (= spheres left in both reserves)."""
    return state.reserve("light") + state.reserve("dark")



def weak_choice(state: pylos.State, searcher: PylosSearch, depth: int, noise: float,
                careless: float, rng: random.Random) -> SearchResult:
    """The weak levels: a shallow look at every move, then a human-like slip now and then.

    Even a beginner crowns the pyramid when it can (any proven win is played)."""
    start = time.perf_counter()
    score: float
    scored = searcher.root_scores(state, depth)
    scored.sort(key=lambda sm: sm[0], reverse=True)
    wins = [m for s, m in scored if s > MATE_BOUND]
    if wins:
        choice, score = wins[0], scored[0][0]
    elif careless and rng.random() < careless:
        # Careless: any placement from the reserve, ignoring raises and take-backs (the
        # commonest beginner's slip: a sphere spent that a raise would have saved).
        simple = [(s, m) for s, m in scored if m.src is None and not m.takes] or scored
        score, choice = rng.choice(simple)
    else:
        score, choice = max(((s + rng.gauss(0, noise), m) for s, m in scored), key=lambda sm: sm[0])
    return SearchResult(choice, int(score), depth, searcher.nodes, time.perf_counter() - start)


def slip_choice(state: pylos.State, searcher: PylosSearch, depth: int,
                cancel: Optional[Callable[[], bool]] = None) -> SearchResult:
    """A strong level's slip (``Level.slip``): the best move of a ``depth``-ply search with
    the level's evaluation, without the book, the solver or the blunder check (a forced win
    within the look is still seen). The move a player picks who looks one move ahead and
    judges well, not a random one."""
    return searcher.search(state, max_depth=depth, cancel=cancel)


def choose(state: pylos.State, level: Union[str, Level] = "expert",
           seconds: Optional[float] = None, seed: Optional[int] = None,
           cancel: Optional[Callable[[], bool]] = None,
           progress: Optional[Callable[[int], None]] = None,
           searcher: Optional[PylosSearch] = None, *, nodes: Optional[int] = None,
           rng: Optional[random.Random] = None) -> SearchResult:
    """A move for ``state`` at ``level``: a name of :data:`.levels.LEVELS` or a
    :class:`.levels.Level` itself (the bench's variants, the tests' changed settings).

    ``seconds`` / ``nodes`` override the level's budget; a node budget alone (``seconds`` None)
    gives the same move on any machine. ``searcher`` (a bot's, kept from move to move) is set
    to the level's engine settings first."""
    cfg = level_of(level)
    searcher = searcher or PylosSearch(state.variant)
    rng = rng or random.Random(seed)
    if cfg.weak:
        r = weak_choice(state, searcher, cfg.depth, cfg.noise, cfg.careless, rng)
        if progress is not None:
            progress(100)
        return r
    if seconds is None and nodes is None:
        seconds = cfg.seconds
    deadline: Optional[float] = None
    if seconds is not None and cfg.ceiling:            # the move's whole wall time
        deadline = time.perf_counter() + cfg.ceiling * seconds
        cancel = _until(deadline, cancel)
    empty = empty_places(state)
    factor = budget_factor(cfg.schedule, empty)
    if factor != 1.0:                                  # the level's node schedule
        seconds = None if seconds is None else seconds * factor
        nodes = None if nodes is None else max(1, round(nodes * factor))
    seconds = _within(seconds, deadline)
    if cfg.book:
        cfg, seconds = book_or_not(cfg, state.variant, seconds, cancel)
    depth = cfg.depth
    searcher.configure(cfg.engine)
    if cfg.slip and rng.random() < cfg.slip:
        r = slip_choice(state, searcher, cfg.slip_depth, cancel)
        if progress is not None:
            progress(100)
        return r
    # The book: a won or drawn position is played from it, except where the solver also
    # reaches (it tells "win in N"; the book's move stands in when it runs out of budget).
    # A lost one goes on as without it (the most stubborn move), and says "loss".
    known = book_choice(state, searcher) if cfg.book else None
    if cfg.book_bank:
        bank_touch(searcher, empty)
    if known is not None and known.score >= 0 and empty > cfg.solve_at:
        if cfg.book_bank:                              # answered at once: the budget to the bank
            bank_deposit(searcher, seconds, nodes)
        if progress is not None:
            progress(100)
        return known
    if known is not None and known.score < 0 and cfg.swindle and empty > cfg.solve_at:
        booked = (trap_book_choice(state)
                  if cfg.trap_book and empty >= cfg.trap_book_from else None)
        if booked is not None:
            if progress is not None:
                progress(100)
            return booked
        others = swindle_models(state.variant, cfg.swindle_models, searcher.probe_at)
        trap, used, spent, _ = swindle_choice(state, searcher, seconds, nodes, cancel,
                                              progress, others)
        if trap is not None:                           # a trap, or "move now" during the looks
            if progress is not None:
                progress(100)
            return trap
        nodes = None if nodes is None else max(1, nodes - used)     # the rest: the search
        seconds = None if seconds is None else max(0.05, seconds - spent)
        if progress is not None:                       # ... and the rest of the bar
            progress = _rest_of_bar(progress, int(100 * SWINDLE_SHARE))
    r = _search_choice(state, cfg, searcher, known, depth, _within(seconds, deadline), nodes,
                       cancel, progress, deadline)
    if known is not None and known.score < 0 and r.outcome is None:
        r.outcome = "loss"
    return r


def book_or_not(cfg: Level, variant: str, seconds: Optional[float],
                cancel: Optional[Callable[[], bool]] = None) -> tuple[Level, Optional[float]]:
    """A move of a level with the book, before anything reads it: the level and the seconds
    left once the book is read, waiting at most :data:`BOOK_WAIT` of ``seconds`` for it (and
    not past "move now"); where it is not read by then, the level without the book (nor its
    traps: they are the book's) and what is left of the budget. Without ``seconds`` (a node
    budget, a depth) the move waits for the read: it must not depend on the machine."""
    if seconds is None:
        book_ready(variant, None)
        return cfg, seconds
    if book_ready(variant):
        return cfg, seconds                            # (read already: nothing waited)
    start = time.perf_counter()
    limit = start + BOOK_WAIT * seconds
    while not book_ready(variant, min(0.05, max(0.0, limit - time.perf_counter()))):
        if time.perf_counter() >= limit or (cancel is not None and cancel()):
            return (replace(cfg, book=False, swindle=False, trap_book=False),
                    max(0.05, seconds - (time.perf_counter() - start)))
    return cfg, max(0.05, seconds - (time.perf_counter() - start))


def trap_book_choice(state: pylos.State) -> Optional[SearchResult]:
    """The trap book's move (:mod:`.traps`) for a position the book says is lost, or None
    where the trap book does not hold the position (or there is none). A trap in the sense
    that the opponent often goes wrong after it; ``pv`` is the move alone."""
    book = trap_book_for(state.variant)
    if book is None:
        return None
    board = state.board()
    tm = board.to_move
    code = book.move(board.masks[tm], board.masks[1 - tm], board.legal_codes())
    if code is None:
        return None
    move = Move.from_code(code)
    return SearchResult(move, -MATE_BOUND - 1, 0, 0, 0.0, [move], "loss", None, trap=True)


def swindle_models(variant: str, count: int, probe_at: int) -> list[PylosSearch]:
    """The searchers that answer beside the expert's own in :func:`swindle_choice`, by
    ``Level.swindle_models``: the hand-written evaluation, then the learnt linear
    weights without the pattern tables (the one whose answers were most often the 12-ply
    partner's: 550 of 1,022 in a sample); with 4, first of all the pattern tables
    at :data:`QUICK_DEPTH` (cheap: it goes first, so the others are skipped where their votes
    could not make a trap)."""
    out: list[PylosSearch] = []
    if count >= 4:
        quick = PylosSearch(variant, settings=EngineSettings(probe_at, learnt=True, tables=True))
        quick.answer_depth = QUICK_DEPTH
        out.append(quick)
    for learnt in (False, True)[:max(0, min(count, 3) - 1)]:
        look = PylosSearch(variant, settings=EngineSettings(probe_at, learnt=learnt))
        out.append(look)
    return out


def _rest_of_bar(report: Callable[[int], None], done: int) -> Callable[[int], None]:
    """A progress callback for what is left once ``done`` percent of the bar is filled."""
    return lambda p: report(done + p * (100 - done) // 100)


def swindle_choice(state: pylos.State, searcher: PylosSearch, seconds: Optional[float],
                   nodes: Optional[int], cancel: Optional[Callable[[], bool]] = None,
                   progress: Optional[Callable[[int], None]] = None,
                   others: Sequence[PylosSearch] = (),
                   ) -> tuple[Optional[SearchResult], int, float, bool]:
    """In a position the book says is lost (every move loses to best play): a move whose
    natural reply loses. For each move that does not lose at once, the search (without the
    book, :data:`SWINDLE_SHARE` of the budget shared among them) answers as the opponent; if
    the book says that answer throws the win away, it votes for the move as a trap. With
    ``others`` (searchers with other evaluations, answering too: the share is split among all
    the looks but those at a fixed ``answer_depth``) a trap needs two votes: a mistake two
    evaluations make is likelier to be the opponent's. A search whose vote cannot change that
    is not asked. Of the traps, those with the most votes; among them the one whose losing answer
    the first search liked best (its line: the move, then a losing answer). Returns (the trap
    or None, the nodes and the seconds the looks used, whether ``cancel`` stopped them); where
    ``cancel`` stops them before any trap, not None but :func:`_stubborn_so_far`'s move (no
    trap, "loss")."""
    book = book_for(state.variant)
    start = time.perf_counter()
    if book is None:
        return None, 0, 0.0, False
    board = state.board()
    tm = board.to_move
    me, opp = board.masks[tm], board.masks[1 - tm]
    moves = [code for code in board.legal_codes() if not loses_at_once(opp, me ^ (code & FULL))]
    if len(moves) < 2:
        return None, 0, 0.0, False
    searchers = [searcher, *others]
    need = 2 if others else 1
    looks = len(moves) * sum(1 for look in searchers if look.answer_depth is None)
    each_n = None if nodes is None else int(nodes * SWINDLE_SHARE) // looks
    each_s = None if seconds is None else seconds * SWINDLE_SHARE / looks
    if ((each_n is not None and each_n < SWINDLE_MIN_NODES)
            or (each_s is not None and each_s < SWINDLE_MIN_SECONDS)):
        return None, 0, 0.0, False                   # too small a budget to look
    used = 0
    traps: list[tuple[int, int, int, int, Move]] = []   # (votes, score, -index, move, answer)
    stubborn: list[tuple[int, int, int]] = []           # (score for us, -index, move) so far
    stopped = False
    for i, code in enumerate(moves):
        if cancel is not None and cancel():
            stopped = True
            break
        move = Move.from_code(code)
        after = state.play(move)
        moved = me ^ (code & FULL)
        votes, score, losing = 0, -WIN, None
        for k, look in enumerate(searchers):
            if votes + len(searchers) - k < need:
                break                               # the rest cannot make it a trap
            answer = look.answer(after, seconds=each_s, nodes=each_n, cancel=cancel)
            used += answer.nodes
            if look.cancelled:                      # "move now": ask nobody again
                stopped = True
                break
            if k == 0:
                stubborn.append((-answer.score, -i, code))
            if book.after_move(moved, opp ^ (answer.move.code & FULL)) == -1:
                votes += 1
                if losing is None:
                    losing = answer.move
                if k == 0:
                    score = answer.score
        if stopped:
            break
        if votes >= need and losing is not None:
            traps.append((votes, score, -i, code, losing))
        if progress is not None:                    # the looks: the first part of the bar
            progress(min(99, int(100 * SWINDLE_SHARE * (i + 1) / len(moves))))
    seconds_used = time.perf_counter() - start
    if not traps and stopped:                           # "move now" before any trap
        code = _stubborn_so_far(board, searcher, moves, stubborn)
        move = Move.from_code(code)
        return (SearchResult(move, -MATE_BOUND - 1, 0, used, seconds_used, [move], "loss", None),
                used, seconds_used, stopped)
    if not traps:
        return None, used, seconds_used, stopped
    _, _, _, code, reply = max(traps)
    move = Move.from_code(code)
    return (SearchResult(move, -MATE_BOUND - 1, 0, used, seconds_used, [move, reply], "loss",
                         None, trap=True), used, seconds_used, stopped)


def _stubborn_so_far(board: Board, searcher: PylosSearch, moves: Sequence[int],
                     looked: Sequence[tuple[int, int, int]]) -> int:
    """A lost position's move when "move now" stops the looks for a trap: of the moves the
    first search answered, the one whose answer it scored worst for the opponent; before any
    answer, the best static score (never simply the first legal move)."""
    if looked:
        return max(looked)[2]
    ranked = []
    for i, code in enumerate(moves):
        board.push(code)
        ranked.append((-searcher.evaluate(board), -i, code))
        board.pop()
    return max(ranked)[2]


def book_losing_moves(state: pylos.State) -> frozenset[int]:
    """The codes of the moves after which the book says the opponent wins (or the rules: the
    mover's last sphere spent, level 3 filled), for the search to leave out; empty where that
    is every move (the search picks the most stubborn) or there is no book. Matters where the
    position itself is not in the book but some moves lead into it: a square's take-backs
    from 11-12 empty places (a mature game thrown away so at 12)."""
    book = book_for(state.variant)
    if book is None:
        return frozenset()
    board = state.board()
    tm = board.to_move
    me, opp = board.masks[tm], board.masks[1 - tm]
    codes = board.legal_codes()
    lost = frozenset(c for c in codes if book.after_move(opp, me ^ (c & FULL)) == -1)
    return lost if len(lost) < len(codes) else frozenset()


class _SolverBar:
    """The solver's ``cancel`` callback (it calls it every 1,024 nodes) that also fills the
    first :data:`SOLVER_SHARE` of the progress bar, by the share of its budget spent (time
    or nodes, whichever is further on): a long exact look near the end of a game moves the bar
    as the search does. The bar never goes back."""

    def __init__(self, progress: Optional[Callable[[int], None]],
                 cancel: Optional[Callable[[], bool]], seconds: Optional[float],
                 nodes: Optional[int]) -> None:
        self.progress, self.cancel = progress, cancel
        self.seconds, self.nodes = seconds, nodes
        self.start = time.perf_counter()
        self.calls = 0
        self.shown = 0

    def __call__(self) -> bool:
        self.calls += 1
        done = 0.0
        if self.seconds:
            done = (time.perf_counter() - self.start) / self.seconds
        if self.nodes:
            done = max(done, self.calls * 1024 / self.nodes)
        shown = int(100 * SOLVER_SHARE * min(1.0, done))
        if shown > self.shown and self.progress is not None:
            self.shown = shown
            self.progress(shown)
        return self.cancel() if self.cancel is not None else False


def _search_choice(state: pylos.State, cfg: Level, searcher: PylosSearch,
                   known: Optional[SearchResult], depth: int, seconds: Optional[float],
                   nodes: Optional[int], cancel: Optional[Callable[[], bool]],
                   progress: Optional[Callable[[int], None]],
                   deadline: Optional[float] = None) -> SearchResult:
    """:func:`choose` without the book: the solver near the end, else the search (``known``:
    the book's won or drawn move, played where the solver runs out of budget; ``deadline``:
    the move's ``Level.ceiling``, which every part's seconds end within)."""
    empty = empty_places(state)
    base_seconds, base_nodes = seconds, nodes
    avoid = book_losing_moves(state) if cfg.book else frozenset()
    if empty <= cfg.solve_at or empty <= cfg.try_at:
        # Exact: the solver first (win / draw / loss, then "win in N"); a lost position still
        # gets the search's most stubborn move, a position too big for the budget the search.
        # Above ``solve_at`` (``try_at``) the value alone: a proven win or draw is played.
        exact = empty <= cfg.solve_at
        start = time.perf_counter()
        if seconds is not None:
            seconds *= cfg.solve_factor
        solver_nodes: Optional[int] = None
        if nodes is not None:
            nodes *= cfg.solve_factor
            solver_nodes = nodes * 2 // 3 if cfg.move_cap else nodes
        solver_seconds = None if seconds is None else 0.7 * seconds
        # Where the book cannot name the move, the solver may spend what the book saved.
        drawn_s, drawn_n = (bank_draw(searcher, base_seconds, base_nodes, cfg.book_bank)
                            if cfg.book_bank and known is None else (0.0, 0))
        solver_s = None if solver_seconds is None else solver_seconds + drawn_s
        if deadline is not None and solver_s is not None:
            # (what the deadline leaves: the solver its share, the search the rest)
            solver_s = min(solver_s, 0.7 * (_within(seconds, deadline) or 0.0))
        solver_n = None if solver_nodes is None else solver_nodes + drawn_n
        watch = _SolverBar(progress, cancel, solver_s, solver_n)
        cap = cfg.distance_cap
        solved = searcher.solve(
            state, seconds=solver_s, nodes=solver_n,
            cancel=watch if progress is not None else cancel, distance=exact,
            distance_seconds=None if not cap or base_seconds is None else cap * base_seconds,
            distance_nodes=None if not cap or base_nodes is None else int(cap * base_nodes))
        # What the solver did not use of it goes back (its own budget is spent first).
        spent_n = max(0, searcher.solve_nodes - (solver_nodes or 0))
        spent_s = max(0.0, time.perf_counter() - start - (solver_seconds or 0.0))
        searcher.bank_nodes += max(0, drawn_n - spent_n)
        searcher.bank_seconds += max(0.0, drawn_s - spent_s)
        extra_n, extra_s = min(drawn_n, spent_n), min(drawn_s, spent_s)
        if solved is not None and solved.score >= 0:
            if progress is not None:
                progress(100)
            return solved
        if solved is None and known is not None and known.score >= 0:
            known.nodes += searcher.solve_nodes
            if progress is not None:
                progress(100)
            return known
        if seconds is not None:
            seconds = max(0.05, seconds - (time.perf_counter() - start - extra_s))
        if nodes is not None and cfg.move_cap:
            nodes = max(nodes // cfg.solve_factor, nodes - (searcher.solve_nodes - extra_n))
        if solved is not None and cfg.lost_cap:
            # Proven lost: the most stubborn move within the plain budget (the value is known;
            # more time only polishes the move of a game the opponent wins with best play).
            if seconds is not None and base_seconds is not None:
                seconds = min(seconds, max(0.25 * base_seconds, cfg.lost_cap * base_seconds
                                           - (time.perf_counter() - start)))
            if nodes is not None and base_nodes is not None:
                nodes = min(nodes, max(base_nodes // 4, int(cfg.lost_cap * base_nodes)
                                       - searcher.solve_nodes))
        solver_used = searcher.solve_nodes
        if progress is not None:                       # the search: the rest of the bar
            progress = _rest_of_bar(progress, watch.shown)
        r = searcher.search(state, max_depth=depth, seconds=_within(seconds, deadline),
                            nodes=nodes, cancel=cancel, progress=progress, exclude=avoid)
        if solved is not None and solved.outcome is not None:
            r.outcome, r.plies_to_end = solved.outcome, solved.plies_to_end
            r.score = solved.score
        elif empty <= cfg.check_at and solved is None:
            r = blunder_check(state, searcher, r, depth, base_seconds, base_nodes,
                              cfg.check_factor, cancel, deadline)
        r.nodes += solver_used                         # the move's nodes: the solver's too
        return r
    easy = cfg.easy_stop
    if easy:
        seconds, nodes = bank_withdraw(searcher, empty, seconds, nodes)
        if EASY_SPEND[0] <= empty <= EASY_SPEND[1]:
            easy = 0.0                                 # where the bank is spent: all of it
    r = searcher.search(state, max_depth=depth, seconds=_within(seconds, deadline), nodes=nodes,
                        cancel=cancel, progress=progress, easy=easy, exclude=avoid)
    if easy and searcher.stopped_easy:                 # the rest goes to the bank
        if nodes is not None:
            searcher.bank_nodes += max(0, nodes - r.nodes)
        if seconds is not None:
            searcher.bank_seconds += max(0.0, seconds - r.seconds)
    if empty <= cfg.check_at and r.outcome is None:
        r = blunder_check(state, searcher, r, depth, base_seconds, base_nodes,
                          cfg.check_factor, cancel, deadline)
    return r


def book_choice(state: pylos.State, searcher: PylosSearch) -> Optional[SearchResult]:
    """The book's move for ``state``, when the book (:func:`.book.book_for`) holds the position
    and knows the value after every legal move (its own, or a draw of its draws below the edge):
    None otherwise. A won position gets a winning move (score above :data:`MATE_BOUND`,
    outcome "win", no number of turns), a drawn one a drawing move (score 0, outcome "draw"); a
    lost position a result with a negative score and no move worth more than another (the
    caller lets the search pick the most stubborn).

    Among the moves that keep the value: first those that do not bring back a position of the
    game so far (a third time is a draw), then, for a win, those that leave the fewest empty
    places (towards the end of the game: a won game keeps moving), then the best static score."""
    book = book_for(state.variant)
    if book is None:
        return None
    start = time.perf_counter()
    board = state.board()
    tm = board.to_move
    me, opp = board.masks[tm], board.masks[1 - tm]
    if not book.covers(me, opp):
        return None
    values: list[tuple[int, int]] = []
    for code in board.legal_codes():
        v = book.after_move(opp, me ^ (code & FULL))
        if v is None:
            return None
        values.append((v, code))
    best = max(v for v, _ in values)
    seconds = time.perf_counter() - start
    if best < 0:
        return SearchResult(Move.from_code(values[0][1]), -MATE_BOUND - 1, 0, 0, seconds, [],
                            "loss", None)
    ranked = []
    for v, code in values:
        if v != best:
            continue
        board.push(code)
        repeats = board.counts.get(board.key, 0) > 1
        after = 30 - (board.masks[0] | board.masks[1]).bit_count() if best > 0 else 0
        score = -searcher.evaluate(board)
        board.pop()
        ranked.append(((repeats, after, -score), code))
    code = min(ranked)[1]
    move = Move.from_code(code)
    if best > 0:
        return SearchResult(move, MATE_BOUND + 1, 0, 0, time.perf_counter() - start, [move],
                            "win", None)
    return SearchResult(move, 0, 0, 0, time.perf_counter() - start, [move], "draw", None)


def blunder_check(state: pylos.State, searcher: PylosSearch, first: SearchResult, depth: int,
                  seconds: Optional[float], nodes: Optional[int], factor: int,
                  cancel: Optional[Callable[[], bool]],
                  deadline: Optional[float] = None) -> SearchResult:
    """The search's move, checked by the solver: if the opponent provably wins after it, the
    search looks again without it (with the move's plain budget), and so on, all within
    ``factor`` times the plain budget and by ``deadline`` (the move's ``Level.ceiling``). A
    move not proven lost is played (also the last one searched when the budget runs out); if
    every move is proven lost, ``first`` (the search's most stubborn). The result's nodes
    count the checks and searches too."""
    start = time.perf_counter()
    total_s = None if seconds is None else seconds * factor
    total_n = None if nodes is None else nodes * factor
    legal = len(state.board().legal_codes())
    excluded: set[int] = set()
    r, used = first, 0
    while True:
        left_s = _within(None if total_s is None else total_s - (time.perf_counter() - start),
                         deadline)
        left_n = None if total_n is None else total_n - used
        if (left_s is not None and left_s <= 0) or (left_n is not None and left_n <= 0):
            break
        lost = searcher.refuted(state, r.move, seconds=left_s, nodes=left_n, cancel=cancel)
        used += searcher.solve_nodes
        if not lost:
            break                                  # not proven lost (or unknown): play it
        excluded.add(r.move.code)
        if len(excluded) >= legal:
            r = first                              # every move loses: the most stubborn
            break
        left_s = _within(None if total_s is None else total_s - (time.perf_counter() - start),
                         deadline)
        left_n = None if total_n is None else total_n - used
        if (left_s is not None and left_s <= 0) or (left_n is not None and left_n <= 0):
            break
        r = searcher.search(state, max_depth=depth,
                            seconds=None if left_s is None else min(left_s, seconds or left_s),
                            nodes=None if left_n is None else min(left_n, nodes or left_n),
                            cancel=cancel, exclude=excluded)
        used += r.nodes
    if r is first:
        r.nodes += used
    else:
        r.nodes = first.nodes + used
        r.seconds = first.seconds + (time.perf_counter() - start)
    return r

