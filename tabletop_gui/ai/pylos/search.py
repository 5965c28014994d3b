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

import time
from dataclasses import dataclass, field
from operator import mul
from typing import Any, Callable, Collection, Optional

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
from .book import book_for
from .evaluation import features, load_weights
from .solver import PylosSolver, SolveAborted, path_key, relative_history

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

#: where the killer moves go in the search's move order (``EngineSettings.killers``): after the
#: table's move, before the take-backs and raises (8% fewer nodes to a fixed depth on 148
#: positions of recorded games, against 3-5% when put after the take-backs or the raises)
KILLER_BONUS = 50_000_000


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


@dataclass(frozen=True)
class EngineSettings:
    """What a level sets in the searcher (:meth:`PylosSearch.configure`; a level's
    ``engine``)."""

    #: leaves with this many empty places or fewer are solved exactly (0: never)
    probe_at: int = 0
    #: evaluate with the weights learnt offline; with ``tables``, the pattern tables
    learnt: bool = False
    tables: bool = False
    #: late-move reductions
    lmr: bool = False
    #: killer moves in the move order (:data:`KILLER_BONUS`)
    killers: bool = False
    #: the solver takes the shipped book's values (:meth:`PylosSearch.use_book`)
    book: bool = False


def _patterns_for(variant: str) -> list[tuple[int, int]]:
    """(mask, size) of every own-colour pattern of a variant."""
    masks = {m for per_place in pylos.PATTERNS[variant] for m in per_place}
    return sorted((m, m.bit_count()) for m in masks)


class PylosSearch:
    """A reusable searcher (keeps its transposition table between moves of one game)."""

    def __init__(self, variant: str = "standard", tt_limit: int = 2_000_000, *,
                 settings: Optional[EngineSettings] = None) -> None:
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
        if settings is not None:
            self.configure(settings)

    @property
    def solver(self) -> PylosSolver:
        """The exact solver (made on first use; its table lives as long as this searcher)."""
        if self._solver is None:
            self._solver = PylosSolver(self.variant)
            self.use_book(self.solver_book)
        return self._solver

    def configure(self, settings: EngineSettings) -> None:
        """Search as ``settings`` say from now on (a level's ``engine``). The tables stay (a
        bot's searcher carries them from move to move); the cached evaluations go where the
        evaluation changes (they are scores of the other one)."""
        if (self.learnt, self.tables) != (settings.learnt, settings.tables):
            self._eval_cache.clear()
        self.probe_at = settings.probe_at
        self.learnt = settings.learnt
        self.tables = settings.tables
        self.lmr = settings.lmr
        if self.solver_book != settings.book:
            self.use_book(settings.book)
        self.killer_bonus = KILLER_BONUS if settings.killers else 0

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
              distance: bool = True, distance_seconds: Optional[float] = None,
              distance_nodes: Optional[int] = None) -> Optional[SearchResult]:
        """Solve ``state`` exactly: a move keeping the best outcome (for a loss: None, the
        caller's search picks the most stubborn move), with "win in N" when ``distance`` and
        the budget allow. None when the budget runs out first.

        ``distance_seconds`` / ``distance_nodes``: once the value is proven, "win in N" (or
        "loss in N") and the fastest winning move get at most this much of what is left (the
        value is what decides the game: a proven winning move is played where the distance is
        not found in time, and the next move's proof goes on from there)."""
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
                state, None, value, me, opp, history, start, seconds, nodes, cancel, used,
                distance_seconds, distance_nodes)
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
                                   cancel, used, distance_seconds, distance_nodes)

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
                       cancel: Optional[Callable[[], bool]], used: int,
                       cap_seconds: Optional[float] = None,
                       cap_nodes: Optional[int] = None) -> Optional[SearchResult]:
        solver = self.solver
        # What the distance may spend: the move's budget left, within the caps from now on.
        proven, proven_used = time.perf_counter(), used
        if cap_seconds is not None:
            seconds = min(float("inf") if seconds is None else seconds,
                          proven - start + cap_seconds)
        if cap_nodes is not None:
            nodes = min(1 << 62 if nodes is None else nodes, proven_used + cap_nodes)
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



#: what this module held before the levels (:mod:`.levels`), the budget bank (:mod:`.budget`)
#: and the choice of a move (:mod:`.policy`) had modules of their own: loaded from there on
#: first use, for the scripts that still import them from here (and no import cycle: those
#: modules import this one)
_MOVED = {
    "LEVELS": "levels", "Level": "levels", "LevelConfig": "levels", "EXPERT_SCHEDULE": "levels",
    "EASY_SPEND": "budget", "budget_factor": "budget", "bank_withdraw": "budget",
    "bank_touch": "budget", "bank_deposit": "budget", "bank_draw": "budget",
    "SWINDLE_SHARE": "policy", "SWINDLE_MIN_NODES": "policy", "SWINDLE_MIN_SECONDS": "policy",
    "SOLVER_SHARE": "policy", "QUICK_DEPTH": "policy", "empty_places": "policy",
    "weak_choice": "policy", "choose": "policy", "trap_book_choice": "policy",
    "swindle_models": "policy", "swindle_choice": "policy", "book_losing_moves": "policy",
    "book_choice": "policy", "blunder_check": "policy",
}


def __getattr__(name: str) -> Any:
    module = _MOVED.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    found = importlib.import_module(f"{__package__}.{module}")
    return getattr(found, "Level" if name == "LevelConfig" else name)
