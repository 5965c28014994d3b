"""Pylos search: iterative-deepening negamax alpha-beta on :class:`tabletop_gui.rules.pylos.Board`
(its public fast core: make/unmake, integer move codes and their layout).

* make/unmake (``Board.push``/``pop``), never a state copy per node;
* a transposition table keyed by the board's exact 61-bit key (both masks and the side to move:
  no hash collisions to worry about);
* move ordering: the table's move first, then take-backs and raises (they save spheres),
  then the history heuristic;
* an evaluation on the reserve difference and the own-colour patterns one sphere short, or (the
  expert) the one learnt offline from deep searches: pattern tables plus linear features
  (:mod:`.ntuple`, all three rules) or the linear features alone (:mod:`.evaluation`);
* optional late-move reductions (``lmr``: off in every level until a match shows they help);
* exact game-theoretic scores: a score of ``WIN - n`` means the side to move wins in ``n`` turns
  whatever the opponent does. Iterative deepening stops as soon as the root is solved, so near the
  end the search runs to the end of the game and can report "win in N" / "loss in N".

Repetition: a position that repeats within the search path scores as a draw. This keeps proofs
sound (a proven win never relies on a repetition) and the search finite.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from operator import mul
from typing import Callable, Collection, Optional, Sequence, TypedDict

from ...rules import pylos
from ...rules.pylos import (
    DELTA_MASK,
    DRAW,
    FIELD,
    FULL,
    SRC_SHIFT,
    SUPPORT,
    TAKE1_SHIFT,
    TAKE2_SHIFT,
    TOP,
    Board,
    Move,
)
from .book import book_for, loses_at_once
from .evaluation import features, load_weights
from .solver import PylosSolver, SolveAborted, path_key, relative_history
from .traps import trap_book_for

WIN = 100_000
MATE_BOUND = WIN - 1_000        # scores beyond this are exact wins/losses
INF = 10 * WIN

_EXACT, _LOWER, _UPPER = 0, 1, 2
# A table entry packed in one int: move code (50 bits), flag (2), depth (7), score + offset.
_CODE_MASK = (1 << (TAKE2_SHIFT + FIELD.bit_length())) - 1
_FLAG_SHIFT, _DEPTH_SHIFT, _SCORE_SHIFT = 50, 52, 59
_SCORE_OFFSET = 1 << 22
#: a move code without its delta: what the history heuristic remembers
_ACTION = ~DELTA_MASK


#: an easy-move stop (``PylosSearch.search``'s ``easy``): from this depth, the best move the
#: same over the last three iterations and its score within this (1/100 sphere) of the score
#: two iterations before (the same parity: odd and even depths score apart)
EASY_DEPTH = 5
EASY_SPREAD = 30
#: the empty places where ``choose`` spends what easy-move stops saved, at most the move's own
#: budget again (the window just above the solver's, where games are decided); no easy-move
#: stop there
EASY_SPEND = (15, 22)

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
#: ply deep, so its answer is close to what a 12-ply search picks (session 17: the 12-ply
#: partner's own answer in 49% of 4,555 lost-turn moves, against 42% for the same evaluation
#: at the looks' node budget)
QUICK_DEPTH = 1


class SearchCancelled(Exception):
    """Raised inside the search when the time, node budget or cancel flag says stop."""


@dataclass
class SearchResult:
    move: Move
    score: int                    # from the point of view of the player to move, in 1/100 sphere
    depth: int                    # deepest completed iteration
    nodes: int
    seconds: float
    pv: list[Move] = field(default_factory=list)
    #: "win" / "draw" / "loss" when the position is solved (the score is exact), else None.
    outcome: Optional[str] = None
    #: with a win or a loss: the number of turns (both players') until the game ends.
    plies_to_end: Optional[int] = None
    #: a lost position's trap (:func:`swindle_choice`): ``pv``'s second move is the natural
    #: answer that throws the opponent's win away (the trap book's, :func:`trap_book_choice`:
    #: ``pv`` is the move alone)
    trap: bool = False


def _patterns_for(variant: str) -> list[tuple[int, int]]:
    """(mask, size) of every own-colour pattern of a variant."""
    masks = {m for per_place in pylos.PATTERNS[variant] for m in per_place}
    return sorted((m, m.bit_count()) for m in masks)


class PylosSearch:
    """A reusable searcher (keeps its transposition table between moves of one game)."""

    def __init__(self, variant: str = "standard", tt_limit: int = 2_000_000) -> None:
        self.variant = variant
        self.patterns = _patterns_for(variant)
        # key -> packed int (see _pack): a dict of ints only is never scanned by the garbage
        # collector, so a large table causes no collection pauses (which would stall the UI
        # thread: the collector holds the GIL).
        self.tt: dict[int, int] = {}
        self.tt_limit = tt_limit
        self.history: dict[int, int] = {}
        self.nodes = 0
        self._deadline = float("inf")
        self._node_limit = 1 << 62
        self._cancel: Optional[Callable[[], bool]] = None
        self.board = Board()
        self._solver: Optional[PylosSolver] = None
        self.solver_book = False                   # see :meth:`use_book`
        #: leaves with this many empty places or fewer are solved exactly when the solver can
        #: within ``probe_nodes`` (0: never)
        self.probe_at = 0
        self.probe_nodes = 3000
        #: evaluate with the weights learnt offline (:mod:`.evaluation`) when there are some
        #: for this variant; loaded on the first evaluation (in the worker), not before
        self.learnt = False
        #: late-move reductions (late quiet placements searched a ply or two shallower first)
        self.lmr = False
        self._weights: Optional[list[int]] = None
        self._weights_loaded = False
        #: with ``learnt``: score positions with this ``(me, opp) -> 1/100 sphere`` instead of
        #: the shipped weights (the bench plays a frozen earlier evaluation this way)
        self.scorer: Optional[Callable[[int, int], int]] = None
        #: with ``learnt`` and no ``scorer``: the pattern tables (:mod:`.ntuple`) where the
        #: variant has some, else the linear weights
        self.tables = False
        self._tables: Optional[Callable[[int, int], int]] = None
        self._tables_loaded = False
        #: learnt scores by position (me | opp << 30): leaves recur across iterations
        self._eval_cache: dict[int, int] = {}
        #: the solver's nodes in the last :meth:`solve` (all its stages, finished or not)
        self.solve_nodes = 0
        #: root moves the current :meth:`search` leaves out (a blunder check's refuted moves),
        #: and that search's best root move (its table entry is not written while excluding)
        self._exclude: frozenset[int] = frozenset()
        self._root_best = 0
        #: an easy-move stop's savings, spent on later moves of the game (see ``choose``):
        #: nodes and seconds, and the empty places of the move that last touched them
        self.bank_nodes = 0
        self.bank_seconds = 0.0
        self.bank_empty = 0
        #: whether the last :meth:`search` stopped early on an easy move
        self.stopped_easy = False
        self.cancelled = False         # the last search was stopped by ``cancel`` (not its budget)
        #: killer moves: the two latest moves that cut off at each ply, ordered after the
        #: table's move with this bonus (0: off)
        self.killer_bonus = 0
        self.killers: list[list[int]] = [[-1, -1] for _ in range(64)]
        #: a look of :func:`swindle_choice` that answers at this fixed depth, outside the
        #: looks' shared budget (None: within it)
        self.answer_depth: Optional[int] = None

    @property
    def solver(self) -> PylosSolver:
        """The exact solver (made on first use; its table lives as long as this searcher)."""
        if self._solver is None:
            self._solver = PylosSolver(self.variant)
            self.use_book(self.solver_book)
        return self._solver

    def use_book(self, on: bool) -> None:
        """Whether the solver takes the shipped book's values (:mod:`.book`, loaded on first
        use) where it holds a position, rather than searching below it: where take-backs lead
        back into the book (the mature rules' lines above all), this decides positions the
        search alone cannot within its budget."""
        self.solver_book = on
        if self._solver is not None:
            self._solver.set_book(book_for(self.variant) if on else None)

    def solve(self, state: pylos.State, *, seconds: Optional[float] = None,
              nodes: Optional[int] = None, cancel: Optional[Callable[[], bool]] = None,
              distance: bool = True) -> Optional[SearchResult]:
        """Solve ``state`` exactly: a move keeping the best outcome (for a loss: None, the
        caller's search picks the most stubborn move), with "win in N" when ``distance`` and
        the budget allow. None when the budget runs out first."""
        start = time.perf_counter()
        board = state.board()
        tm = board.to_move
        me, opp = board.masks[tm], board.masks[1 - tm]
        history = relative_history(board.counts, tm)
        solver = self.solver
        codes = board.legal_codes()
        self.solve_nodes = 0
        if (me | opp) & SUPPORT[TOP] == SUPPORT[TOP]:
            top = next(c for c in codes if c >> pylos.DST_SHIFT & FIELD == TOP)
            return SearchResult(Move.from_code(top), WIN - 1, 1, 1, time.perf_counter() - start,
                                [Move.from_code(top)], "win", 1)
        try:
            value = solver.solve(me, opp, history=history, seconds=seconds, nodes=nodes,
                                 cancel=cancel)
        except SolveAborted:
            self.solve_nodes = solver.nodes
            return None
        used = self.solve_nodes = solver.nodes
        if value < 0:
            return None if not distance else self._with_distance(
                state, None, value, me, opp, history, start, seconds, nodes, cancel, used)
        best = self._keeping(me, opp, value, codes, history)
        if best is None and value == 0 and solver.known_draw(me, opp):
            # The book's draws answered the value at once: a move to a known draw keeps it,
            # else the proof that the mover does not lose names the moves that do (with what is
            # left of the budget).
            best = next((c for c in codes if (me ^ (c & FULL)).bit_count() < 15
                         and solver.known_draw(opp, me ^ (c & FULL))), None)
            if best is None:
                left = (None if seconds is None
                        else max(0.0, seconds - (time.perf_counter() - start)))
                try:
                    solver.keep_draw(me, opp, history=history, seconds=left,
                                     nodes=None if nodes is None else max(1, nodes - used),
                                     cancel=cancel)
                except SolveAborted:
                    pass
                used = self.solve_nodes = used + solver.nodes
                best = self._keeping(me, opp, value, codes, history)
        if best is None:
            return None                  # (a table too full to tell: let the search choose)
        if value == 0:
            return SearchResult(Move.from_code(best), 0, 0, used,
                                time.perf_counter() - start, [Move.from_code(best)], "draw", None)
        if not distance:
            return SearchResult(Move.from_code(best), MATE_BOUND + 1, 0, used,
                                time.perf_counter() - start, [Move.from_code(best)], None, None)
        return self._with_distance(state, best, value, me, opp, history, start, seconds, nodes,
                                   cancel, used)

    def _keeping(self, me: int, opp: int, value: int, codes: list[int],
                 history: dict[int, int]) -> Optional[int]:
        """After :meth:`solve`'s value: a move (code) the solver has proven to keep ``value``,
        the proof's own first; None when it has proven none."""
        solver = self.solver
        entry = solver.tt.get(me | opp << 30)
        preferred = entry >> 18 if entry is not None else -1
        best: Optional[int] = None
        for code in codes:
            nm = me ^ (code & FULL)
            if nm.bit_count() >= 15:
                continue
            if value > 0 and (path_key(opp, nm, 1) in history
                              or any(path_key(nm, back, 0) in history
                                     for back in solver.children(opp, nm))):
                # A position of the game again, or one from which the opponent can bring one
                # back: the book's and the table's values do not see the threefold repetition
                # (a won game went round a take-back cycle until it was drawn)
                continue
            hi = solver.root_probe(opp, nm)[1]
            if nm == preferred and hi <= -value:
                return code                     # the proof's own move
            if best is None and hi <= -value:
                best = code
        return best

    def refuted(self, state: pylos.State, move: Move, *, seconds: Optional[float] = None,
                nodes: Optional[int] = None,
                cancel: Optional[Callable[[], bool]] = None) -> Optional[bool]:
        """Whether the opponent wins after ``move`` (True: a proven blunder), does not (False)
        or None when the solver's budget runs out first (its nodes: :attr:`solve_nodes`)."""
        board = state.board()
        board.push(move.code)
        self.solve_nodes = 0
        if board.result is not None:
            return board.result == board.to_move
        tm = board.to_move
        solver = self.solver
        try:
            won = solver.wins(board.masks[tm], board.masks[1 - tm],
                              history=relative_history(board.counts, tm), seconds=seconds,
                              nodes=nodes, cancel=cancel)
        except SolveAborted:
            won = None
        self.solve_nodes = solver.nodes
        return won

    def _with_distance(self, state: pylos.State, best: Optional[int], value: int, me: int,
                       opp: int, history: dict[int, int], start: float,
                       seconds: Optional[float], nodes: Optional[int],
                       cancel: Optional[Callable[[], bool]], used: int) -> Optional[SearchResult]:
        solver = self.solver
        left_s = None if seconds is None else max(0.0, seconds - (time.perf_counter() - start))
        left_n = None if nodes is None else max(0, nodes - used)
        plies: Optional[int]
        try:
            plies = solver.distance(me, opp, value, history=history, seconds=left_s,
                                    nodes=left_n, cancel=cancel)
            used += solver.nodes
        except SolveAborted:
            used += solver.nodes
            plies = None
        self.solve_nodes = used
        depth = plies or 0                # (the proof-number search has no horizon)
        if best is None:
            return SearchResult(state.legal_moves()[0], -(WIN - plies) if plies else -MATE_BOUND - 1,
                                depth, used,
                                time.perf_counter() - start, [], "loss", plies)
        if plies is not None and plies > 1:
            # The proof's move wins, but perhaps not by the shortest way: take one that does.
            codes = state.board().legal_codes()
            fast = None
            left_n = None if nodes is None else max(0, nodes - used)
            try:
                left_s = None if seconds is None else max(
                    0.0, seconds - (time.perf_counter() - start))
                fast = solver.fastest(me, opp, plies, [me ^ (c & FULL) for c in codes],
                                      history=history, cancel=cancel, seconds=left_s,
                                      nodes=left_n)
            except SolveAborted:
                pass
            used += solver.nodes
            self.solve_nodes = used
            best = next((c for c in codes if me ^ (c & FULL) == fast), best)
        move = Move.from_code(best)
        score = WIN - plies if plies else MATE_BOUND + 1
        # (the value is proven even where the budget ran out before "in N")
        return SearchResult(move, score, depth, used, time.perf_counter() - start, [move],
                            "win", plies)

    # -- evaluation -------------------------------------------------------------------------------
    def evaluate(self, board: Board) -> int:
        """Static score for the side to move, in 1/100 sphere."""
        tm = board.to_move
        me, opp = board.masks[tm], board.masks[1 - tm]
        scorer = self.scorer
        if scorer is None and self.tables and self.learnt:
            if not self._tables_loaded:
                from .ntuple import scorer as table_scorer

                self._tables = table_scorer(self.variant)
                self._tables_loaded = True
            scorer = self._tables
        if self.learnt and scorer is not None:
            key = me | opp << 30
            cached = self._eval_cache.get(key)
            if cached is None:
                cached = scorer(me, opp)
                if len(self._eval_cache) >= 200_000:
                    self._eval_cache.clear()
                self._eval_cache[key] = cached
            return cached
        if self.learnt:
            if not self._weights_loaded:
                loaded = load_weights(self.variant)
                self._weights = None if loaded is None else list(loaded)
                self._weights_loaded = True
            weights = self._weights
            if weights is not None:
                key = me | opp << 30
                cached = self._eval_cache.get(key)
                if cached is None:
                    cached = sum(map(mul, weights, features(me, opp, self.variant)))
                    if len(self._eval_cache) >= 200_000:
                        self._eval_cache.clear()
                    self._eval_cache[key] = cached
                return cached
        score = 100 * (opp.bit_count() - me.bit_count())     # reserve difference
        occ = me | opp
        if self.patterns:
            support = SUPPORT
            for mask, size in self.patterns:
                mine = (me & mask).bit_count()
                theirs = (opp & mask).bit_count()
                if theirs == 0 and mine == size - 1:
                    hole = mask & ~me
                    ready = occ & support[hole.bit_length() - 1] == support[hole.bit_length() - 1]
                    score += 90 if ready else 25            # I can complete it (next turn if ready)
                elif mine == 0 and theirs == size - 1:
                    hole = mask & ~opp
                    ready = occ & support[hole.bit_length() - 1] == support[hole.bit_length() - 1]
                    score -= 35 if ready else 20            # I move first: I can block a ready one
        return score

    def _probe(self, board: Board) -> Optional[int]:
        """The exact value (+1 / 0 / -1) of a small endgame at a leaf, when the solver finds it
        within :attr:`probe_nodes` (its table is shared by every probe and every move)."""
        tm = board.to_move
        me, opp = board.masks[tm], board.masks[1 - tm]
        solver = self.solver
        lo, hi = solver.probe(me, opp)
        if lo == hi:
            return lo
        try:
            value = solver.solve(me, opp, nodes=self.probe_nodes)
        except SolveAborted:
            value = None
        self.nodes += solver.nodes
        self._check()                 # (the node count jumped past the periodic check)
        return value

    # -- search -----------------------------------------------------------------------------------
    def _check(self) -> None:
        # Every 1024 nodes (a few ms): give the GIL away, so a UI thread waiting for it runs
        # now rather than after the interpreter's switch interval.
        time.sleep(0)
        if time.perf_counter() > self._deadline or self.nodes > self._node_limit:
            raise SearchCancelled()
        if self._cancel is not None and self._cancel():
            self.cancelled = True
            raise SearchCancelled()

    def _order(self, codes: list[int], tt_code: int, ply: int = -1) -> list[int]:
        history = self.history
        k0 = k1 = -1
        bonus = self.killer_bonus
        if bonus and 0 <= ply < len(self.killers):
            k0, k1 = self.killers[ply]

        def key(code: int) -> int:
            k = history.get(code & _ACTION, 0)
            if code >> TAKE1_SHIFT:
                k += 4_000_000 if code >> TAKE2_SHIFT else 2_000_000
            if code >> SRC_SHIFT & FIELD:
                k += 1_000_000
            if code == tt_code:
                k += 100_000_000
            elif code == k0:
                k += bonus
            elif code == k1:
                k += bonus - 1
            return -k

        codes.sort(key=key)
        return codes

    def _negamax(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        board = self.board
        self.nodes += 1
        if not self.nodes & 1023:
            self._check()
        result = board.result
        if result is not None:
            if result == DRAW:
                return 0
            return WIN - ply if result == board.to_move else -(WIN - ply)
        key = board.key
        if ply and board.counts.get(key, 0) >= 2:
            return 0                                  # a repetition inside the search: a draw
        if depth <= 0:
            if self.probe_at and 30 - (board.masks[0] | board.masks[1]).bit_count() <= \
                    self.probe_at:
                value = self._probe(board)
                if value is not None:
                    return value * (MATE_BOUND - 1 - ply)
            return self.evaluate(board)

        alpha_orig = alpha
        tt_code = 0
        entry = self.tt.get(key)
        excluding = not ply and self._exclude
        if entry is not None:
            tt_code = entry & _CODE_MASK
            e_flag = entry >> _FLAG_SHIFT & 3
            e_depth = entry >> _DEPTH_SHIFT & 127
            e_score = (entry >> _SCORE_SHIFT) - _SCORE_OFFSET
            if e_depth >= depth and not excluding:
                score = _from_tt(e_score, ply)
                if e_flag == _EXACT:
                    return score
                if e_flag == _LOWER and score >= beta:
                    return score
                if e_flag == _UPPER and score <= alpha:
                    return score

        codes = board.legal_codes()
        if excluding:
            codes = [c for c in codes if c not in self._exclude]
        codes = self._order(codes, tt_code, ply)
        best, best_code = -INF, codes[0]
        push, pop = board.push, board.pop
        first = True
        late = 3 if self.lmr and depth >= 3 else 1 << 30
        for i, code in enumerate(codes):
            push(code)
            if first:
                score = -self._negamax(depth - 1, -beta, -alpha, ply + 1)
                first = False
            else:                                     # principal variation search
                if i >= late and not code >> TAKE1_SHIFT and not code >> SRC_SHIFT & FIELD:
                    # a late quiet placement: first a shallower look (late-move reduction)
                    cut = 2 if i >= 8 and depth >= 6 else 1
                    score = -self._negamax(depth - 1 - cut, -alpha - 1, -alpha, ply + 1)
                    if score > alpha:
                        score = -self._negamax(depth - 1, -alpha - 1, -alpha, ply + 1)
                else:
                    score = -self._negamax(depth - 1, -alpha - 1, -alpha, ply + 1)
                if alpha < score < beta:
                    score = -self._negamax(depth - 1, -beta, -score, ply + 1)
            pop()
            if score > best:
                best, best_code = score, code
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        hk = code & _ACTION
                        self.history[hk] = self.history.get(hk, 0) + depth * depth
                        if self.killer_bonus and ply < len(self.killers):
                            kl = self.killers[ply]
                            if kl[0] != code:
                                kl[1] = kl[0]
                                kl[0] = code
                        break

        if excluding:
            self._root_best = best_code      # (the root's entry would not hold for all moves)
            return best
        flag = _EXACT if alpha_orig < best < beta else (_LOWER if best >= beta else _UPPER)
        if len(self.tt) >= self.tt_limit:
            self.tt.clear()
        self.tt[key] = (best_code | flag << _FLAG_SHIFT | min(depth, 127) << _DEPTH_SHIFT
                        | (_to_tt(best, ply) + _SCORE_OFFSET) << _SCORE_SHIFT)
        return best

    def _pv(self, first: int, limit: int = 12) -> list[Move]:
        board = self.board
        line: list[Move] = []
        pushed = 0
        code = first
        seen: set[int] = set()
        while code and len(line) < limit and board.result is None:
            if code not in board.legal_codes() or board.key in seen:
                break
            seen.add(board.key)
            line.append(Move.from_code(code))
            board.push(code)
            pushed += 1
            entry = self.tt.get(board.key)
            code = entry & _CODE_MASK if entry else 0
        for _ in range(pushed):
            board.pop()
        return line

    def root_scores(self, state: pylos.State, depth: int) -> list[tuple[int, Move]]:
        """Every legal move with its full-window score at ``depth`` (for the weaker levels)."""
        self.board = state.board()
        self._deadline, self._node_limit, self._cancel = float("inf"), 1 << 62, None
        out = []
        for code in self._order(self.board.legal_codes(), 0):
            self.board.push(code)
            score = -self._negamax(depth - 1, -INF, INF, 1)
            self.board.pop()
            out.append((score, Move.from_code(code)))
        return out

    def _easy(self, history: list[tuple[int, int, int]], easy: float, start: float,
              seconds: Optional[float], nodes: Optional[int]) -> bool:
        """Whether the search stops on an easy move (see :meth:`search`'s ``easy``)."""
        if len(history) < EASY_DEPTH:
            return False
        if nodes is not None:
            if self.nodes < easy * nodes:
                return False
            # Odd and even depths grow differently: the next iteration from the one before
            # the last (same parity) and its growth over two iterations.
            cost = [history[k][2] - history[k - 1][2] for k in range(1, len(history))]
            if max(cost[-1], cost[-2] * cost[-2] // max(1, cost[-4])) > nodes - self.nodes:
                return True                            # the next iteration would not finish
        elif not seconds or time.perf_counter() - start < easy * seconds:
            return False
        moves = {code for code, _, _ in history[-3:]}
        return len(moves) == 1 and abs(history[-1][1] - history[-3][1]) <= EASY_SPREAD

    def answer(self, state: pylos.State, *, seconds: Optional[float] = None,
               nodes: Optional[int] = None,
               cancel: Optional[Callable[[], bool]] = None) -> SearchResult:
        """A look's answer (:func:`swindle_choice`): searched to :attr:`answer_depth` where it
        is set, else within the budget given."""
        if self.answer_depth is not None:
            return self.search(state, max_depth=self.answer_depth, cancel=cancel)
        return self.search(state, seconds=seconds, nodes=nodes, cancel=cancel)

    def search(self, state: pylos.State, *, max_depth: int = 64, seconds: Optional[float] = None,
               nodes: Optional[int] = None, cancel: Optional[Callable[[], bool]] = None,
               progress: Optional[Callable[[int], None]] = None,
               exclude: Collection[int] = (), easy: float = 0.0) -> SearchResult:
        """Iterative deepening until solved, ``max_depth``, the time or node budget, or ``cancel``.

        Always returns a legal move (the best of the deepest completed iteration; the first
        ordered move if even depth 1 was cut short). ``exclude``: move codes the root leaves
        out (not all of its moves). ``easy`` (0: off): an easy-move stop after a completed
        iteration (from depth :data:`EASY_DEPTH`) once ``easy`` of the budget is spent: where
        the best move stayed the same over the last three iterations with its score within
        :data:`EASY_SPREAD` of two iterations before; or, under a node budget, where the next
        iteration would not finish (its predicted nodes, from the two iterations of its
        parity before, are more than the budget left). Sets ``stopped_easy``.
        """
        if state.is_over:
            raise ValueError("the game is over")
        start = time.perf_counter()
        self.board = state.board()
        self.nodes = 0
        self._deadline = start + seconds if seconds is not None else float("inf")
        self._node_limit = nodes if nodes is not None else 1 << 62
        self._cancel = cancel
        self.cancelled = False          # set when ``cancel`` (not the budget) stopped the search
        self._exclude = frozenset(exclude)
        for pair in self.killers:
            pair[0] = pair[1] = -1
        codes = [c for c in self.board.legal_codes() if c not in self._exclude]
        if not codes:
            raise ValueError("every move is excluded")
        best_code, best_score, done_depth = self._order(codes, 0)[0], 0, 0
        if len(codes) == 1:
            max_depth = min(max_depth, 1)
        self.stopped_easy = False
        history: list[tuple[int, int, int]] = []          # (move, score, nodes) by iteration
        try:
            for depth in range(1, max_depth + 1):
                score = self._negamax(depth, -INF, INF, 0)
                best_code = (self._root_best if self._exclude
                             else self.tt[self.board.key] & _CODE_MASK)
                best_score, done_depth = score, depth
                history.append((best_code, score, self.nodes))
                if easy and abs(score) <= MATE_BOUND and self._easy(history, easy, start,
                                                                     seconds, nodes):
                    self.stopped_easy = True
                    break
                if progress is not None:
                    if seconds:
                        progress(min(99, int(100 * (time.perf_counter() - start) / seconds)))
                    else:
                        progress(min(99, int(100 * depth / max_depth)))
                if abs(score) > MATE_BOUND:
                    break                              # solved: a longer search cannot change it
                if seconds is not None and time.perf_counter() - start > seconds * 0.45:
                    break                              # the next iteration would not finish
        except SearchCancelled:
            self.board.unwind()
        self._exclude = frozenset()
        elapsed = time.perf_counter() - start
        outcome = plies = None
        if abs(best_score) > MATE_BOUND:
            outcome = "win" if best_score > 0 else "loss"
            plies = WIN - abs(best_score)
        if progress is not None:
            progress(100)
        return SearchResult(Move.from_code(best_code), best_score, done_depth, self.nodes, elapsed,
                            self._pv(best_code), outcome, plies)


def _to_tt(score: int, ply: int) -> int:
    if score > MATE_BOUND:
        return score + ply
    if score < -MATE_BOUND:
        return score - ply
    return score


def _from_tt(score: int, ply: int) -> int:
    if score > MATE_BOUND:
        return score - ply
    if score < -MATE_BOUND:
        return score + ply
    return score


# -- levels -------------------------------------------------------------------------------------

#: What each level does. ``depth``: the deepest iteration; ``seconds``: the app's time budget
#: (None: depth only); ``noise``: sigma of the random slip added to each root score (1/100
#: sphere); ``careless``: chance of a careless placement; ``solve_at``: with this many empty
#: places or fewer (= spheres left in both reserves) the bot searches to the end of the game
#: (exact "win in N" / "loss in N"), with ``solve_factor`` times its usual budget;
#: ``probe_at``: leaves of the search with this many empty places or fewer are solved exactly
#: where the solver can within ``PylosSearch.probe_nodes`` (its nodes count in the move's
#: budget); the expert's since session 10 (8: side by side at 170,000 nodes against the 12-ply
#: partner, standard rules, 60 openings: 81-39 where the same expert without probes won 72-48,
#: 11 of the 13 differing pairs; at 10 no better; children's and mature rules, session 11: no
#: measurable difference either way; bench/RESULTS.md); ``learnt``: evaluate with the weights learnt offline
#: (:mod:`.evaluation`; the hand-written evaluation where a variant has none); ``tables``: with
#: ``learnt``, the pattern tables of :mod:`.ntuple` where the variant has some (standard and
#: children's rules: session 7; mature, with its lines: session 8; bench/RESULTS.md); ``lmr``: late-move
#: reductions; ``move_cap``: under a node budget, a move from ``solve_at`` empty places down
#: stays within ``solve_factor`` times the budget in all (the solver at most two thirds of it,
#: the search the rest), as the time budget already does (without it the solver could use all
#: of it and a lost or unproven position then got the whole of it again for the search).
#: The expert solves from 14 empty places since the faster solver (13 before: side by side the
#: same results against the sparring partner and against itself, bench/RESULTS.md).
#: ``try_at``: above ``solve_at``, with this many empty places or fewer, the solver is tried
#: first for the value alone (no "win in N"), within the same capped budget as from
#: ``solve_at`` down; only a proven win or draw is played, else the search gets the rest (0: off).
#: ``check_at``: with this many empty places or fewer, a move the search chose (not proven by
#: the solver) is checked by the solver, and searched again without it where the opponent
#: provably wins after it, within ``check_factor`` times the plain budget more
#: (:func:`blunder_check`; 0: off). The expert's from 12 since session 16: there it comes into
#: play only where the solver did not decide (the mature rules' long endgames; side by side,
#: mature, 80 games: 79-1-0 against 76-1-3, the 3 differing games to the check; standard, 120
#: openings: every game move for move the same; bench/RESULTS.md).
class LevelConfig(TypedDict):
    """One level's settings (see :data:`LEVELS`)."""

    depth: int
    seconds: Optional[float]
    noise: float
    careless: float
    solve_at: int
    solve_factor: int
    probe_at: int
    learnt: bool
    tables: bool
    lmr: bool
    move_cap: bool
    try_at: int
    check_at: int
    check_factor: int
    #: the move's budget (time and nodes alike) by empty places: ``(from_empty, factor)`` pairs,
    #: highest ``from_empty`` first; a position with at least ``from_empty`` empty places (the
    #: first pair that fits) gets ``factor`` times the level's budget, one that fits none 1x.
    #: Empty: every move the same budget.
    schedule: tuple[tuple[int, float], ...]
    #: an easy-move stop above the solver's places (``PylosSearch.search``'s ``easy``: the
    #: share of the move's budget after which a stable best move is played; 0: off); what it
    #: saves is spent on later moves with :data:`EASY_SPEND` empty places (``choose``), where
    #: no move stops early
    easy_stop: float
    #: killer moves in the search's move order (:data:`KILLER_BONUS`; session 10)
    killers: bool
    #: play from the book (:mod:`.book`: the exact value of every position with many empty
    #: places, from the retrograde analysis of the whole game) where it covers every move's
    #: position: a won or drawn position keeps its value (:func:`book_choice`); in a lost one
    #: the search chooses, and the result says "loss"
    book: bool
    #: in a position the book says is lost: set a trap where one is found (a move whose
    #: natural reply, the search's own, throws the win away: :func:`swindle_choice`), else
    #: the search's most stubborn move with the budget left
    swindle: bool
    #: how many searches answer as the opponent (:func:`swindle_models`): 1, the learnt
    #: evaluation's alone; 2, with the hand-written one, both must fall for the trap; 3, with
    #: the learnt linear weights too, two of the three must (session 13, as the first player
    #: against the 12-ply partner, side by side over 150 openings: 133-17 with three, 127-23
    #: with two, 118-32 with one, 107-43 without traps; bench/RESULTS.md); 4, with the pattern
    #: tables' one-ply answer too (:data:`QUICK_DEPTH`), two of the four must (session 17,
    #: the expert's since: side by side over 354 fresh openings as the first player, 312-42
    #: against 303-51 with three, 15 of the 21 differing pairs to four)
    swindle_models: int
    #: in a position the book says is lost and the trap book (:mod:`.traps`) holds: its move,
    #: the one a 12-ply alpha-beta opponent answered wrongly most often under many seeds
    #: (computed offline, session 19), before :func:`swindle_choice`'s own looks; as the
    #: first player against the 12-ply partner, side by side over 240 fresh openings, 213-27
    #: against 212-28 without it (more games turn early, no measurable gain in the result)
    #: at up to 26% fewer nodes a move; since session 20 down to 24 empty places (212-28
    #: against 205-35 for the trap book to 26 over 240 more, 15 of 23 differing pairs to the
    #: deeper one), then 22 (216-24 against 211-29 for the one to 24 over 240 more, 6 of 7);
    #: since session 21 down to 20 (227-13 against 226-14 for the one to 22 over 240 more, 3
    #: of 5); each step alone within noise; and at four openings the move with the best
    #: chances two moves on (86-35 against 82-39 on 121 games of them); since session 22 at
    #: seven, kept where its whole walk gives the partner more chances (456-24 against
    #: 439-41 on 480 fresh openings, 23 of 29 differing pairs); bench/RESULTS.md
    trap_book: bool
    #: the trap book's moves are played only with this many empty places or more (0: in
    #: every position it holds; the bench measures a deeper trap book against a shallower)
    trap_book_from: int
    #: a bank of the budget the book saves (0: none): a move the book answers at once (a won
    #: or drawn position above ``solve_at``) puts its whole budget in the searcher's bank, and
    #: a move with ``solve_at`` or fewer empty places whose best move the book cannot name (the
    #: mature rules' long endgames below its edge above all) gives its solver up to this many
    #: times the move's budget more from it, what the solver does not use going back (the
    #: mean time a move stays the level's; session 24: a mature game won by the book at 12
    #: empty places was lost at 11, where the solver needed 615,000 nodes of the 340,000 it had)
    book_bank: float


#: the expert's node schedule (session 9): half the budget from 23 empty places up (the
#: opening), 1.3x at 15-22 (where games are decided), the solver's 14 down as before; side by
#: side at 140,000 nodes against the 12-ply partner 41-19 where the same expert with one budget
#: for every move won 31-29, at 13% fewer nodes a game (bench/RESULTS.md, session 9)
EXPERT_SCHEDULE: tuple[tuple[int, float], ...] = ((23, 0.5), (15, 1.3))

#: where the killer moves go in the search's move order: after the table's move, before the
#: take-backs and raises (session 10: 8% fewer nodes to a fixed depth on 148 positions of
#: recorded games, against 3-5% when put after the take-backs or the raises)
KILLER_BONUS = 50_000_000

LEVELS: dict[str, LevelConfig] = {
    "beginner": dict(depth=1, seconds=None, noise=120, careless=0.25, solve_at=0, solve_factor=1,
                     probe_at=0, learnt=False, tables=False, lmr=False, move_cap=True, try_at=0,
                     check_at=0, check_factor=2, schedule=(), easy_stop=0.0,
                     killers=False, book=False, swindle=False, swindle_models=1,
                     trap_book=False, trap_book_from=0, book_bank=0.0),
    "easy": dict(depth=2, seconds=None, noise=40, careless=0.0, solve_at=0, solve_factor=1,
                 probe_at=0, learnt=False, tables=False, lmr=False, move_cap=True, try_at=0,
                 check_at=0, check_factor=2, schedule=(), easy_stop=0.0,
                 killers=False, book=False, swindle=False, swindle_models=1,
                 trap_book=False, trap_book_from=0, book_bank=0.0),
    "medium": dict(depth=6, seconds=0.5, noise=0, careless=0.0, solve_at=8, solve_factor=1,
                   probe_at=0, learnt=False, tables=False, lmr=False, move_cap=True, try_at=0,
                   check_at=0, check_factor=2, schedule=(), easy_stop=0.0,
                   killers=False, book=False, swindle=False, swindle_models=1,
                   trap_book=False, trap_book_from=0, book_bank=0.0),
    "expert": dict(depth=64, seconds=2.0, noise=0, careless=0.0, solve_at=14, solve_factor=3,
                   probe_at=8, learnt=True, tables=True, lmr=False, move_cap=True, try_at=0,
                   check_at=12, check_factor=2, schedule=EXPERT_SCHEDULE, easy_stop=0.0,
                   killers=False, book=True, swindle=True, swindle_models=4,
                   trap_book=True, trap_book_from=0, book_bank=4.0),
}


def empty_places(state: pylos.State) -> int:
    """Empty places of the pyramid (= spheres left in both reserves)."""
    return state.reserve("light") + state.reserve("dark")


def budget_factor(schedule: tuple[tuple[int, float], ...], empty: int) -> float:
    """The factor of a move's budget with ``empty`` empty places (see ``LevelConfig.schedule``)."""
    for from_empty, factor in schedule:
        if empty >= from_empty:
            return factor
    return 1.0


def bank_withdraw(searcher: PylosSearch, empty: int, seconds: Optional[float],
                  nodes: Optional[int]) -> tuple[Optional[float], Optional[int]]:
    """A move's budget with what easy-move stops saved: with :data:`EASY_SPEND` empty places,
    up to the move's own budget more from the searcher's bank. The bank starts empty with a
    new game (more empty places than the last move's plus 4, which two plies cannot add)."""
    bank_touch(searcher, empty)
    if not EASY_SPEND[0] <= empty <= EASY_SPEND[1]:
        return seconds, nodes
    if nodes is not None:
        extra = min(searcher.bank_nodes, nodes)
        searcher.bank_nodes -= extra
        nodes += extra
    if seconds is not None:
        extra_s = min(searcher.bank_seconds, seconds)
        searcher.bank_seconds -= extra_s
        seconds += extra_s
    return seconds, nodes


def bank_touch(searcher: PylosSearch, empty: int) -> None:
    """Empty the searcher's bank where a new game has begun (more empty places than the last
    move's plus 4, which two plies cannot add), and remember this move's empty places."""
    if searcher.bank_empty == 0 or empty > searcher.bank_empty + 4:
        searcher.bank_nodes, searcher.bank_seconds = 0, 0.0
    searcher.bank_empty = empty


def bank_deposit(searcher: PylosSearch, seconds: Optional[float], nodes: Optional[int]) -> None:
    """Put a move's unspent budget in the searcher's bank (``LevelConfig.book_bank``)."""
    if nodes is not None:
        searcher.bank_nodes += max(0, nodes)
    if seconds is not None:
        searcher.bank_seconds += max(0.0, seconds)


def bank_draw(searcher: PylosSearch, seconds: Optional[float], nodes: Optional[int],
              times: float) -> tuple[float, int]:
    """Take up to ``times`` the move's budget (``seconds`` / ``nodes``) from the bank: the
    seconds and the nodes taken (0 for a budget the move does not have)."""
    take_n = 0 if nodes is None else min(searcher.bank_nodes, int(nodes * times))
    take_s = 0.0 if seconds is None else min(searcher.bank_seconds, seconds * times)
    searcher.bank_nodes -= take_n
    searcher.bank_seconds -= take_s
    return take_s, take_n


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


def choose(state: pylos.State, level: str = "expert", seconds: Optional[float] = None,
           seed: Optional[int] = None, cancel: Optional[Callable[[], bool]] = None,
           progress: Optional[Callable[[int], None]] = None,
           searcher: Optional[PylosSearch] = None, *, nodes: Optional[int] = None,
           rng: Optional[random.Random] = None) -> SearchResult:
    """A move for ``state`` at ``level`` (see :data:`LEVELS`).

    ``seconds`` / ``nodes`` override the level's budget; a node budget alone (``seconds`` None)
    gives the same move on any machine."""
    if level not in LEVELS:
        raise ValueError(f"level must be one of {tuple(LEVELS)}, not {level!r}")
    cfg = LEVELS[level]
    searcher = searcher or PylosSearch(state.variant)
    rng = rng or random.Random(seed)
    if cfg["noise"] or cfg["careless"]:
        r = weak_choice(state, searcher, cfg["depth"], cfg["noise"], cfg["careless"], rng)
        if progress is not None:
            progress(100)
        return r
    depth = cfg["depth"]
    searcher.probe_at = cfg["probe_at"]
    if (searcher.learnt, searcher.tables) != (cfg["learnt"], cfg["tables"]):
        searcher._eval_cache.clear()           # scores of another evaluation
    searcher.learnt = cfg["learnt"]
    searcher.tables = cfg["tables"]
    searcher.lmr = cfg["lmr"]
    if searcher.solver_book != cfg["book"]:
        searcher.use_book(cfg["book"])
    searcher.killer_bonus = KILLER_BONUS if cfg["killers"] else 0
    if seconds is None and nodes is None:
        seconds = cfg["seconds"]
    empty = empty_places(state)
    factor = budget_factor(cfg["schedule"], empty)
    if factor != 1.0:                                  # the level's node schedule
        seconds = None if seconds is None else seconds * factor
        nodes = None if nodes is None else max(1, round(nodes * factor))
    # The book: a won or drawn position is played from it, except where the solver also
    # reaches (it tells "win in N"; the book's move stands in when it runs out of budget).
    # A lost one goes on as without it (the most stubborn move), and says "loss".
    known = book_choice(state, searcher) if cfg["book"] else None
    if cfg["book_bank"]:
        bank_touch(searcher, empty)
    if known is not None and known.score >= 0 and empty > cfg["solve_at"]:
        if cfg["book_bank"]:                           # answered at once: the budget to the bank
            bank_deposit(searcher, seconds, nodes)
        if progress is not None:
            progress(100)
        return known
    if known is not None and known.score < 0 and cfg["swindle"] and empty > cfg["solve_at"]:
        booked = (trap_book_choice(state)
                  if cfg["trap_book"] and empty >= cfg["trap_book_from"] else None)
        if booked is not None:
            if progress is not None:
                progress(100)
            return booked
        others = swindle_models(state.variant, cfg["swindle_models"], searcher.probe_at)
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
    r = _search_choice(state, cfg, searcher, known, depth, seconds, nodes, cancel, progress)
    if known is not None and known.score < 0 and r.outcome is None:
        r.outcome = "loss"
    return r


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
    ``LevelConfig.swindle_models``: the hand-written evaluation, then the learnt linear
    weights without the pattern tables (the one whose answers were most often the 12-ply
    partner's: 550 of 1,022 in session 13's sample); with 4, first of all the pattern tables
    at :data:`QUICK_DEPTH` (cheap: it goes first, so the others are skipped where their votes
    could not make a trap)."""
    out: list[PylosSearch] = []
    if count >= 4:
        quick = PylosSearch(variant)
        quick.learnt, quick.tables, quick.probe_at = True, True, probe_at
        quick.answer_depth = QUICK_DEPTH
        out.append(quick)
    for learnt in (False, True)[:max(0, min(count, 3) - 1)]:
        look = PylosSearch(variant)
        look.learnt, look.tables, look.probe_at = learnt, False, probe_at
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
    from 11-12 empty places (session 14: a mature game thrown away so at 12)."""
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


def _search_choice(state: pylos.State, cfg: LevelConfig, searcher: PylosSearch,
                   known: Optional[SearchResult], depth: int, seconds: Optional[float],
                   nodes: Optional[int], cancel: Optional[Callable[[], bool]],
                   progress: Optional[Callable[[int], None]]) -> SearchResult:
    """:func:`choose` without the book: the solver near the end, else the search (``known``:
    the book's won or drawn move, played where the solver runs out of budget)."""
    empty = empty_places(state)
    base_seconds, base_nodes = seconds, nodes
    avoid = book_losing_moves(state) if cfg["book"] else frozenset()
    if empty <= cfg["solve_at"] or empty <= cfg["try_at"]:
        # Exact: the solver first (win / draw / loss, then "win in N"); a lost position still
        # gets the search's most stubborn move, a position too big for the budget the search.
        # Above ``solve_at`` (``try_at``) the value alone: a proven win or draw is played.
        exact = empty <= cfg["solve_at"]
        start = time.perf_counter()
        if seconds is not None:
            seconds *= cfg["solve_factor"]
        solver_nodes: Optional[int] = None
        if nodes is not None:
            nodes *= cfg["solve_factor"]
            solver_nodes = nodes * 2 // 3 if cfg["move_cap"] else nodes
        solver_seconds = None if seconds is None else 0.7 * seconds
        # Where the book cannot name the move, the solver may spend what the book saved.
        drawn_s, drawn_n = (bank_draw(searcher, base_seconds, base_nodes, cfg["book_bank"])
                            if cfg["book_bank"] and known is None else (0.0, 0))
        solver_s = None if solver_seconds is None else solver_seconds + drawn_s
        solver_n = None if solver_nodes is None else solver_nodes + drawn_n
        watch = _SolverBar(progress, cancel, solver_s, solver_n)
        solved = searcher.solve(state, seconds=solver_s, nodes=solver_n,
                                cancel=watch if progress is not None else cancel,
                                distance=exact)
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
        if nodes is not None and cfg["move_cap"]:
            nodes = max(nodes // cfg["solve_factor"], nodes - (searcher.solve_nodes - extra_n))
        solver_used = searcher.solve_nodes
        if progress is not None:                       # the search: the rest of the bar
            progress = _rest_of_bar(progress, watch.shown)
        r = searcher.search(state, max_depth=depth, seconds=seconds, nodes=nodes, cancel=cancel,
                            progress=progress, exclude=avoid)
        if solved is not None and solved.outcome is not None:
            r.outcome, r.plies_to_end = solved.outcome, solved.plies_to_end
            r.score = solved.score
        elif empty <= cfg["check_at"] and solved is None:
            r = blunder_check(state, searcher, r, depth, base_seconds, base_nodes,
                              cfg["check_factor"], cancel)
        r.nodes += solver_used                         # the move's nodes: the solver's too
        return r
    easy = cfg["easy_stop"]
    if easy:
        seconds, nodes = bank_withdraw(searcher, empty, seconds, nodes)
        if EASY_SPEND[0] <= empty <= EASY_SPEND[1]:
            easy = 0.0                                 # where the bank is spent: all of it
    r = searcher.search(state, max_depth=depth, seconds=seconds, nodes=nodes, cancel=cancel,
                        progress=progress, easy=easy, exclude=avoid)
    if easy and searcher.stopped_easy:                 # the rest goes to the bank
        if nodes is not None:
            searcher.bank_nodes += max(0, nodes - r.nodes)
        if seconds is not None:
            searcher.bank_seconds += max(0.0, seconds - r.seconds)
    if empty <= cfg["check_at"] and r.outcome is None:
        r = blunder_check(state, searcher, r, depth, base_seconds, base_nodes,
                          cfg["check_factor"], cancel)
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
                  cancel: Optional[Callable[[], bool]]) -> SearchResult:
    """The search's move, checked by the solver: if the opponent provably wins after it, the
    search looks again without it (with the move's plain budget), and so on, all within
    ``factor`` times the plain budget. A move not proven lost is played (also the last one
    searched when the budget runs out); if every move is proven lost, ``first`` (the search's
    most stubborn). The result's nodes count the checks and searches too."""
    start = time.perf_counter()
    total_s = None if seconds is None else seconds * factor
    total_n = None if nodes is None else nodes * factor
    legal = len(state.board().legal_codes())
    excluded: set[int] = set()
    r, used = first, 0
    while True:
        left_s = None if total_s is None else total_s - (time.perf_counter() - start)
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
        left_s = None if total_s is None else total_s - (time.perf_counter() - start)
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
