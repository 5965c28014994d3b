"""An exact Pylos endgame solver: win / draw / loss first, "win in N" afterwards, on demand.

A position is two 30-bit masks, the side to move's (``me``) and the other's (``opp``): both
colours follow the same rules, so the value of ``(me, opp)`` does not depend on which colour is
to move, and the transposition table is keyed by ``me | opp << 30`` (a position and its colour
swap share one entry).

* **Children, not moves.** The solver works on the mover's mask after each move. Different moves
  often lead to the same position (a raise ``t-d`` and a placement ``d`` taking back ``t``; the
  many orders of two take-backs; placing a sphere and taking it back is a pass), so each node
  searches every distinct child once. Only at the root are children mapped back to move codes.
* **Table-driven move generation**: what is available, what is covered and what is free come from
  small precomputed tables indexed by one level's occupancy.
* **Proof search on the game value only** (:meth:`PylosSolver.solve`): alpha-beta on the values
  -1 / 0 / +1 with null windows (is it a win? is it a loss? the one the static score expects
  first), a table of lower and upper bounds with the best child, enhanced transposition cut-offs
  (a child whose stored bound, or horizon record, already refutes the window ends the node
  before any search), immediate-win and immediate-loss checks before recursing, the table's
  child searched before the others are ordered (static score, reserve, history as tie-break),
  iterative deepening on the horizon. A bound ends most nodes far from the end at once: a side
  with a sphere in reserve always has a safe placement (one that cannot hand the opponent the
  crown), so a side holding more spheres than its turns before the horizon cannot be proven
  lost within it.
* **Symmetry** is not used: the 8 symmetries of the square map a position to another one that
  hardly ever occurs in the same search (measured: 1 mirror pair among 523,592 table entries of
  a 14-empty-place solve), so a canonical key would only cost time.
* **Repetition** (the game's threefold rule; a position repeated on the path scores as a draw,
  which keeps every proof sound) and the table: a result that depends on a position above the
  node (a cycle through an ancestor) is not stored; a cycle back to the node itself is.
* **The book** (optional, :class:`.book.PylosBook`): a position with the book's empty places or
  more (a take-back's, in the mature rules mostly) takes the book's exact value instead of a
  search below it, stored as a proven bound (the value's search probes it; "win in N" then
  prunes with the bounds stored).
* **Distance** (:meth:`PylosSolver.distance`): once the value is known, the number of turns to the
  end with best play (the winner hurries, the loser delays), by iterative deepening over the
  winning moves only.
"""

from __future__ import annotations

import time
from typing import Callable, Optional

from ...rules.pylos import ABOVE, BIT, FULL, HIGHER, PATTERNS, SUPPORT, SUPPORT_LIST, TOP
from .book import PylosBook

__all__ = ["PylosSolver", "SolveAborted", "make_generator", "path_key", "solver_tables"]

_L1 = 0xFFFF
_L3 = 0xF << 25
_TOPBIT = BIT[TOP]
_MAXPLY = 1 << 20
#: what moving first costs in the static score (see :meth:`PylosSolver.solve`)
_TEMPO = 150


class SolveAborted(Exception):
    """The node budget, the deadline or the cancel check stopped the solver."""


_Tables = tuple[list[int], list[int], list[int], list[int], list[int], list[list[int]]]
_TABLES: Optional[_Tables] = None


def solver_tables() -> _Tables:
    """The move generator's tables, built once on first use (about 0.2 s):
    ``AV2[l1]``: level-2 places supported by the level-1 occupancy ``l1`` (16 bits);
    ``AV3[l2]``: level-3 places supported by the level-2 occupancy (9 bits);
    ``COV1[l2]``: level-1 places covered by the level-2 occupancy; ``COV2[l3]``: level-2 places
    covered by the level-3 occupancy (4 bits); ``RAISE[p]``: where a sphere on ``p`` may be
    raised to (strictly higher, not resting on ``p``); ``BITS10[m]``: the set bits of ``m``."""
    global _TABLES
    if _TABLES is not None:
        return _TABLES
    av2 = []
    for l1 in range(1 << 16):
        m = 0
        for p in range(16, 25):
            if l1 & SUPPORT[p] == SUPPORT[p]:
                m |= BIT[p]
        av2.append(m)
    av3, cov1 = [], []
    for l2 in range(1 << 9):
        occ = l2 << 16
        m = c = 0
        for p in range(25, 29):
            if occ & SUPPORT[p] == SUPPORT[p]:
                m |= BIT[p]
        for p in range(16, 25):
            if occ >> p & 1:
                c |= SUPPORT[p]
        av3.append(m)
        cov1.append(c)
    cov2 = []
    for l3 in range(1 << 4):
        c = 0
        for p in range(25, 29):
            if l3 << 25 >> p & 1:
                c |= SUPPORT[p]
        cov2.append(c)
    raise_to = [HIGHER[p] & ~ABOVE[p] & FULL for p in range(30)]
    bits10 = [[b for b in range(10) if m >> b & 1] for m in range(1 << 10)]
    _TABLES = (av2, av3, cov1, cov2, raise_to, bits10)
    return _TABLES


def make_generator(variant: str) -> Callable[[int, int], set[int]]:
    """``children(me, opp)``: the mover's distinct masks after every legal move of ``me`` in
    ``variant`` (the caller has checked that the top is not available; the mover has a sphere
    in reserve). A mask of 15 spheres means the mover ran out and lost."""
    av2, av3, cov1, cov2, raise_to, bits10 = solver_tables()
    patterns = PATTERNS[variant]
    bitl = BIT
    support_list = SUPPORT_LIST
    above = ABOVE

    bits_mid = [[b + 10 for b in row] for row in bits10]
    bits_high = [[b + 20 for b in row] for row in bits10]

    def bits(mask: int) -> list[int]:
        if mask >> 10:
            if mask >> 20:
                return bits10[mask & 1023] + bits_mid[mask >> 10 & 1023] + bits_high[mask >> 20]
            return bits10[mask & 1023] + bits_mid[mask >> 10]
        return bits10[mask]

    def children(me: int, opp: int) -> set[int]:
        occ = me | opp
        avail = (_L1 | av2[occ & _L1] | av3[occ >> 16 & 511]) & ~occ
        plain = [(d, me | bitl[d]) for d in bits(avail)]
        if avail >> 16:
            covered = cov1[occ >> 16 & 511] | cov2[occ >> 25 & 15]
            for s in bits(me & ~covered):
                rdst = avail & raise_to[s]
                if rdst:
                    base = me ^ bitl[s]
                    for d in bits(rdst):
                        plain.append((d, base | bitl[d]))
        out: set[int] = set()
        for d, nm in plain:
            for pat in patterns[d]:
                if nm & pat == pat:
                    break
            else:
                out.add(nm)
                continue
            nocc = nm | opp
            free = bits(nm & ~(cov1[nocc >> 16 & 511] | cov2[nocc >> 25 & 15]))
            for i, a in enumerate(free):
                na = nm ^ bitl[a]
                out.add(na)
                for b in free[i + 1:]:
                    out.add(na ^ bitl[b])
                if a >= 16:
                    for b in support_list[a]:
                        if na >> b & 1 and not above[b] & (nocc ^ bitl[a]):
                            out.add(na ^ bitl[b])
        return out

    return children


def make_order_eval(variant: str) -> Callable[[int, int], int]:
    """A quick static score of ``(me, opp)`` for the side to move (for move ordering): the
    reserve difference and the own-colour patterns one sphere short."""
    patterns = sorted({m for per in PATTERNS[variant] for m in per})
    support = SUPPORT

    def evaluate(me: int, opp: int) -> int:
        score = 100 * (opp.bit_count() - me.bit_count())
        occ = me | opp
        for mask in patterns:
            if not opp & mask:
                hole = mask & ~me
                if hole and hole & (hole - 1) == 0:
                    sup = support[hole.bit_length() - 1]
                    score += 90 if occ & sup == sup else 25
            elif not me & mask:
                hole = mask & ~opp
                if hole and hole & (hole - 1) == 0:
                    sup = support[hole.bit_length() - 1]
                    score -= 35 if occ & sup == sup else 20
        return score

    return evaluate


class PylosSolver:
    """Exact win/draw/loss (and distance) of Pylos positions; keeps its table between calls."""

    def __init__(self, variant: str = "standard", tt_limit: int = 1_500_000,
                 book: Optional[PylosBook] = None) -> None:
        self.variant = variant
        self.book: Optional[PylosBook] = None
        self._book_occ = -1
        self.set_book(book)
        #: the book's values the last search used (a node's or a child's)
        self.book_hits = 0
        self.children = make_generator(variant)
        tables = solver_tables()
        self._av2, self._av3 = tables[0], tables[1]
        self.order_eval = make_order_eval(variant)
        #: the shallowest remaining depth at which children are ordered by the evaluation
        self.eval_depth = 7
        #: key ``me | opp << 30`` -> packed bounds and best child (see :meth:`_ab`)
        self.tt: dict[int, int] = {}
        self.tt_limit = tt_limit
        self.history: dict[int, int] = {}
        self.nodes = 0
        self._node_limit = 1 << 62
        self._deadline = float("inf")
        self._cancel: Optional[Callable[[], bool]] = None
        #: the path: relative key with the ply's parity at bit 60 -> ply
        self._path: dict[int, int] = {}
        self._rep = _MAXPLY
        self._hz = False
        #: the horizon at which the last :meth:`solve` proved its value (the value of a win or a
        #: loss is proven within ``proof_depth + 1`` turns, and was not within ``- 2``)
        self.proof_depth = 0
        #: distance tables: key -> smallest d proven / largest d refuted
        self._win_yes: dict[int, int] = {}
        self._win_no: dict[int, int] = {}
        #: key -> smallest d within which every move of the side to move was proven to lose
        self._lose_yes: dict[int, int] = {}

    def set_book(self, book: Optional[PylosBook]) -> None:
        """Use ``book`` (of this solver's variant; None: none): a position it holds takes its
        exact value instead of a search. The table keeps what it proved either way."""
        self.book = book if book is not None and book.variant == self.variant else None
        #: the most spheres on the board of a position the book holds (-1: no book)
        self._book_occ = -1 if self.book is None else 30 - self.book.min_empty

    # -- budget ----------------------------------------------------------------------------------
    def _check(self) -> None:
        time.sleep(0)          # let a waiting UI thread take the GIL
        if self.nodes > self._node_limit or time.perf_counter() > self._deadline:
            raise SolveAborted()
        if self._cancel is not None and self._cancel():
            raise SolveAborted()

    def _setup(self, history: dict[int, int], nodes: Optional[int], seconds: Optional[float],
               cancel: Optional[Callable[[], bool]]) -> None:
        self.nodes = 0
        self.book_hits = 0
        self._node_limit = nodes if nodes is not None else 1 << 62
        self._deadline = time.perf_counter() + seconds if seconds is not None else float("inf")
        self._cancel = cancel
        self._path = {k: -1 for k in history}
        self._rep = _MAXPLY
        self._hz = False
        if len(self.tt) > self.tt_limit:
            self.tt.clear()
        if len(self._win_yes) + len(self._win_no) + len(self._lose_yes) > self.tt_limit:
            self._win_yes.clear()
            self._win_no.clear()
            self._lose_yes.clear()

    # -- the game value --------------------------------------------------------------------------
    def solve(self, me: int, opp: int, *, history: Optional[dict[int, int]] = None,
              nodes: Optional[int] = None, seconds: Optional[float] = None,
              cancel: Optional[Callable[[], bool]] = None) -> int:
        """+1 (the side to move wins), 0 (draw), -1 (loss). ``history``: relative keys
        (see :meth:`path_key`) of positions already played (repeating one is a draw).
        Raises :class:`SolveAborted` when a budget runs out."""
        # Two null windows at each depth: "is it a win?" and "is it a loss?". The one the static
        # score expects goes first: its proof ends the search without the other (which costs
        # about as much when it fails). The side to move must spend a sphere first, which is
        # worth about one and a half of them (on the bench's positions: with equal reserves the
        # side to move lost all three, with two more it won five of seven).
        windows = [(0, 1), (-1, 0)]
        if self.order_eval(me, opp) < _TEMPO:
            windows.reverse()
        return self._deepen(me, opp, windows, history, nodes, seconds, cancel)

    def _deepen(self, me: int, opp: int, windows: list[tuple[int, int]],
                history: Optional[dict[int, int]], nodes: Optional[int],
                seconds: Optional[float], cancel: Optional[Callable[[], bool]]) -> int:
        """The null ``windows`` at each horizon depth, deepened until one of them proves a
        win or a loss, or each of them has proven its side of 0 (no line reached the horizon
        in it): then 0 is exact. A window proven so is not searched again. (Before session 25
        only the last window's horizon counted: "win?" unknown and then "loss?" proven no
        answered 0 for a won position.)"""
        self._setup(history or {}, nodes, seconds, cancel)
        self._path[me | opp << 30] = 0
        proven = {0: False, 1: False}          # by beta: "no loss" (0), "no win" (1)
        depth = 2
        while True:
            v = 0
            for alpha, beta in windows:
                if proven[beta]:
                    continue
                self._hz = False
                v = self._ab(me, opp, alpha, beta, 0, depth)
                if v:
                    break
                proven[beta] = not self._hz
            if v or all(proven[beta] for _, beta in windows):
                self.proof_depth = depth
                return v
            depth += 2

    def wins(self, me: int, opp: int, *, history: Optional[dict[int, int]] = None,
             nodes: Optional[int] = None, seconds: Optional[float] = None,
             cancel: Optional[Callable[[], bool]] = None) -> bool:
        """Whether the side to move wins (True) or not (False: a draw or a loss), by the
        "is it a win?" null window alone, deepening the horizon (a blunder check asks this of
        the opponent after a move: a win is proven as cheaply as by :meth:`solve`, often more
        cheaply; "no win" only once every line ends before the horizon, so give it a budget).
        Raises :class:`SolveAborted` as :meth:`solve`."""
        return self._deepen(me, opp, [(0, 1)], history, nodes, seconds, cancel) > 0

    def probe(self, me: int, opp: int) -> tuple[int, int]:
        """The stored bounds ``(lo, hi)`` of a position (``(-1, 1)`` when unknown)."""
        e = self.tt.get(me | opp << 30)
        if e is None:
            return -1, 1
        return (e & 3) - 1, (e >> 2 & 3) - 1

    def _ab(self, me: int, opp: int, alpha: int, beta: int, ply: int, depth: int) -> int:
        """Fail-soft alpha-beta on -1 / 0 / +1 with ``depth`` turns left before the horizon.

        A table entry is ``lo + 1 | (hi + 1) << 2 | dw << 4 | dl << 11 | best_child << 18``:
        proven bounds ``lo <= value <= hi``, and ``dw`` / ``dl`` the largest remaining depths at
        which a search found no win / no loss (horizon results: they only spare re-searching at
        the same or a smaller depth, and whatever rests on them is not proven)."""
        self.nodes += 1
        if not self.nodes & 1023:
            self._check()
        occ = me | opp
        if occ & _L3 == _L3:
            return 1                                      # the top is free: crown it
        key = me | opp << 30
        tt = self.tt
        e = tt.get(key)
        if e is None and ply and occ.bit_count() <= self._book_occ:
            # (never the root: its children's values tell the caller which move keeps it)
            v = self._from_book(me, opp)
            if v is not None:
                return v
        best_child = -1
        if e is not None and not ply:
            # The root's own entry may come from an earlier call, when the game had not yet
            # made some of the positions its proof passes through: its children are searched
            # again (the table ends most of them at once), only its best child comes first.
            best_child = e >> 18
        elif e is not None:
            lo = (e & 3) - 1
            hi = (e >> 2 & 3) - 1
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            if beta == 1 and (e >> 4 & 127) >= depth:
                self._hz = True                           # no win within this depth
                return 0
            if alpha == -1 and (e >> 11 & 127) >= depth:
                self._hz = True                           # no loss within this depth
                return 0
            best_child = e >> 18
        if depth <= 0:
            self._hz = True                               # the horizon: unknown, scored 0
            return 0
        if depth >= 2:
            # Too far from the end for a proof within the horizon? A side keeping a sphere in
            # reserve always has a safe placement while two of the places below the top are
            # empty (the lowest empty place of levels 1-2 is supported; with those full, a
            # level-3 place that leaves level 3 unfinished, so nobody can crown), and each turn
            # fills at most one place (a raise empties one, take-backs empty more). Looking for
            # a win: if the opponent has such a placement at each of its depth // 2 turns
            # before the horizon, no child is a proven win. Looking for "not lost": the same
            # for us over our (depth + 1) // 2 turns.
            empty = 29 - occ.bit_count()
            if beta == 1:
                t = depth >> 1
                if opp.bit_count() <= 14 - t and empty > 2 * t:
                    self._hz = True
                    return 0
            elif beta == 0:
                t = (depth + 1) >> 1
                if me.bit_count() <= 14 - t and empty >= 2 * t:
                    self._hz = True
                    return 0
        if depth == 1 and me.bit_count() <= 13:
            # Every child is at the horizon, so the node is unknown as soon as one placement
            # neither empties the reserve nor completes level 3 for the opponent's crowning.
            avail = (_L1 | self._av2[occ & _L1] | self._av3[occ >> 16 & 511]) & ~occ
            if avail & ~_L3 or (avail and (~occ & _L3).bit_count() >= 2):
                self._hz = True
                return 0
        # Immediate verdicts and enhanced transposition cut-offs, before any recursion.
        path = self._path
        par = ((ply + 1) & 1) << 60
        live = []
        for nm in self.children(me, opp):
            if nm.bit_count() >= 15:
                continue                                  # the reserve ran out: a loss
            if (nm | opp) & _L3 == _L3:
                continue                                  # the opponent crowns the pyramid
            if opp | nm << 30 | par in path:
                # A position of the game or of this line again: a draw here (scored below),
                # whatever the table or the book say of it elsewhere. (Taken as a win, a won
                # position went round a take-back cycle until the threefold repetition.)
                live.append(nm)
                continue
            ce = tt.get(opp | nm << 30)
            if ce is None and (nm | opp).bit_count() <= self._book_occ:
                if self._from_book(opp, nm) is not None:
                    ce = tt.get(opp | nm << 30)
            if ce is not None:
                v = 1 - (ce >> 2 & 3)
                if v >= beta:
                    # Enhanced transposition cut-off: the child's proven upper bound refutes it.
                    if v > 0:
                        self._store(key, e, 1, 1, nm)
                    return v
                if beta == 0 and depth >= 2 and (ce >> 4 & 127) >= depth - 1:
                    # The same from the horizon records: the opponent found no win there
                    # within depth - 1, so we are not lost within depth.
                    self._hz = True
                    if e is None:
                        e = 0 | 2 << 2
                    if (e >> 11 & 127) < depth:
                        e = e & ~(127 << 11) | min(depth, 127) << 11
                    if key in tt or len(tt) < self.tt_limit:
                        tt[key] = e & ((1 << 18) - 1) | nm << 18
                    return 0
            live.append(nm)
        if not live:
            self._store(key, e, -1, -1, 0)
            return -1
        if depth == 1:
            # Every child is at the horizon: unknown (0) unless the table proves it won for the
            # opponent; ETC above has already seen the ones it proves lost for them.
            for nm in live:
                ce = tt.get(opp | nm << 30)
                if ce is None or ce & 3 != 2 or opp | nm << 30 | par in path:
                    self._hz = True
                    return 0
            self._store(key, e, -1, -1, live[0])
            return -1
        hist = self.history
        # The table's child alone first (it ends most nodes: no scoring of the others then),
        # then the rest by the static score (``eval_depth`` or more turns from the horizon) or
        # the fewest spheres on the board (the biggest reserve), the history only breaking
        # ties: as the main key it grows without bound and swamps the score (twice the nodes).
        if best_child >= 0 and len(live) > 1 and best_child in live:
            live.remove(best_child)
            todo = [best_child]
        else:
            todo, live = live, []
            self._order(todo, me, opp, depth)
        alpha0, beta0 = alpha, beta
        best, best_nm = -2, todo[0]
        outer_rep, outer_hz = self._rep, self._hz
        rep, hz = _MAXPLY, False
        i = 0
        while i < len(todo):
            nm = todo[i]
            i += 1
            pk = opp | nm << 30 | par
            at = path.get(pk)
            if at is not None:
                v = 0                                     # a repetition: a draw
                if at < rep:
                    rep = at
            else:
                path[pk] = ply + 1
                self._rep, self._hz = _MAXPLY, False
                v = -self._ab(opp, nm, -beta, -alpha, ply + 1, depth - 1)
                del path[pk]
                if self._rep < rep:
                    rep = self._rep
                if self._hz:
                    hz = True
            if v > best:
                best, best_nm = v, nm
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        d = nm ^ me
                        hist[d] = hist.get(d, 0) + depth
                        break
            if i == 1 and live:
                self._order(live, me, opp, depth)     # the table's child did not end it
                todo.extend(live)
        self._rep = min(outer_rep, rep)
        self._hz = outer_hz or hz
        if best:
            # A win or a loss never rests on a draw (by repetition or at the horizon): exact.
            self._store(key, e, best, best, best_nm)
        elif hz or rep < ply:
            # Rests on the horizon or on the path above: remember only "none within depth".
            if e is None:
                e = 0 | 2 << 2
            if best <= alpha0 and beta0 == 1 and (e >> 4 & 127) < depth:
                e = e & ~(127 << 4) | min(depth, 127) << 4
            elif best >= beta0 and alpha0 == -1 and (e >> 11 & 127) < depth:
                e = e & ~(127 << 11) | min(depth, 127) << 11
            if key in tt or len(tt) < self.tt_limit:
                tt[key] = e & ((1 << 18) - 1) | best_nm << 18
        elif best <= alpha0:
            self._store(key, e, -1, best, best_nm)
        elif best >= beta0:
            self._store(key, e, best, 1, best_nm)
        else:
            self._store(key, e, best, best, best_nm)
        return best

    def _from_book(self, me: int, opp: int) -> Optional[int]:
        """The book's value of ``(me, opp)``, stored in the table as proven (None: not in it)."""
        assert self.book is not None
        v = self.book.value(me, opp)
        if v is not None:
            self.book_hits += 1
            self._store(me | opp << 30, None, v, v, 0)
        return v

    def _order(self, live: list[int], me: int, opp: int, depth: int) -> None:
        """Sort the children ``live`` of ``me`` best first (see :meth:`_ab`)."""
        if len(live) < 2:
            return
        hist = self.history
        if depth >= self.eval_depth:
            ev = self.order_eval
            live.sort(key=lambda nm: -ev(opp, nm) << 12 | min(hist.get(nm ^ me, 0), 4095),
                      reverse=True)
        else:
            live.sort(key=lambda nm: -nm.bit_count() << 12 | min(hist.get(nm ^ me, 0), 4095),
                      reverse=True)

    def _store(self, key: int, e: Optional[int], lo: int, hi: int, nm: int) -> None:
        """Merge the proven bounds ``lo <= value <= hi`` into the entry ``e`` of ``key``."""
        keep = 0
        if e is not None:
            mlo, mhi = max(lo, (e & 3) - 1), min(hi, (e >> 2 & 3) - 1)
            if mlo <= mhi:                # (else an older bound came from another path)
                lo, hi = mlo, mhi
            keep = e & (0x3FFF << 4)
        elif len(self.tt) >= self.tt_limit:
            return
        self.tt[key] = (lo + 1) | (hi + 1) << 2 | keep | nm << 18

    # -- distance to the end ---------------------------------------------------------------------
    def distance(self, me: int, opp: int, value: int, *, history: Optional[dict[int, int]] = None,
                 nodes: Optional[int] = None, seconds: Optional[float] = None,
                 cancel: Optional[Callable[[], bool]] = None, limit: int = 200,
                 start: int = 1) -> int:
        """Turns to the end with best play (the winner hurries, the loser delays) from a position
        whose value (+1 / -1) is known: the smallest ``d >= start`` within which the side to
        move wins (loses whatever it does). After :meth:`solve` of the same position,
        ``start=max(1, solver.proof_depth - 2)`` skips the depths its search already ruled out."""
        self._setup(history or {}, nodes, seconds, cancel)
        self._path[me | opp << 30] = 0
        test = self._win_within if value > 0 else self._loses_within
        for d in range(max(1, start), limit + 1):
            if test(me, opp, d, 0):
                return d
        raise SolveAborted()

    def fastest(self, me: int, opp: int, plies: int, candidates: list[int], *,
                history: Optional[dict[int, int]] = None, nodes: Optional[int] = None,
                seconds: Optional[float] = None,
                cancel: Optional[Callable[[], bool]] = None) -> Optional[int]:
        """The first of ``candidates`` (the mover's masks after a move) that wins within
        ``plies`` turns, after :meth:`distance` found that many (its tables answer at once)."""
        self._setup(history or {}, nodes, seconds, cancel)
        self._path[me | opp << 30] = 0
        for nm in candidates:
            if (nm | opp) & _L3 == _L3 or nm.bit_count() >= 15:
                continue
            pk = opp | nm << 30 | 1 << 60
            if pk in self._path:
                continue
            self._path[pk] = 1
            ok = self._loses_within(opp, nm, plies - 1, 1)
            del self._path[pk]
            if ok:
                return nm
        return None

    def _win_within(self, me: int, opp: int, d: int, ply: int) -> bool:
        """Can the side to move force a win within ``d`` turns (its own last)?"""
        self.nodes += 1
        if not self.nodes & 4095:
            self._check()
        if (me | opp) & _L3 == _L3:
            return True
        if d < 2:
            return False                  # a win in one turn is the top
        t = d >> 1                        # the opponent's turns within d (see _ab's bound)
        if opp.bit_count() <= 14 - t and 29 - (me | opp).bit_count() > 2 * t:
            return False
        key = me | opp << 30
        if self._win_yes.get(key, 1 << 20) <= d:
            return True
        if self._win_no.get(key, -1) >= d:
            return False
        e = self.tt.get(key)
        if e is not None and (e >> 2 & 3) - 1 < 1:
            return False                  # not a win at all
        path = self._path
        par = ((ply + 1) & 1) << 60
        lose_yes = self._lose_yes
        cands = []
        found = False
        for nm in self.children(me, opp):
            if nm.bit_count() >= 15 or (nm | opp) & _L3 == _L3:
                continue
            ck = opp | nm << 30
            ce = self.tt.get(ck)
            if ce is not None and (ce & 3) - 1 > -1:
                continue                  # the opponent does not lose there
            if lose_yes.get(ck, 1 << 20) <= d - 1 and ck | par not in path:
                found = True              # already proven: they lose there within d - 1
                break
            cands.append(nm)
        if not found:
            ev = self.order_eval
            # The value search's winning child first (it won within about as many turns).
            first = e >> 18 if e is not None else -1
            cands.sort(key=lambda nm: (nm != first, ev(opp, nm)))
            for nm in cands:
                pk = (opp | nm << 30) | par
                if pk in path:
                    continue
                path[pk] = ply + 1
                ok = self._loses_within(opp, nm, d - 1, ply + 1)
                del path[pk]
                if ok:
                    found = True
                    break
        if found:
            if d < self._win_yes.get(key, 1 << 20):
                self._win_yes[key] = d
        elif d > self._win_no.get(key, -1):
            self._win_no[key] = d
        return found

    def _loses_within(self, me: int, opp: int, d: int, ply: int) -> bool:
        """Does every move of the side to move lose within ``d`` turns?"""
        self.nodes += 1
        if d < 1 or (me | opp) & _L3 == _L3:
            return False
        t = (d + 1) >> 1                  # our turns within d: a safe placement at each?
        if me.bit_count() <= 14 - t and 29 - (me | opp).bit_count() >= 2 * t:
            return False
        key = me | opp << 30
        if self._lose_yes.get(key, 1 << 20) <= d:
            return True
        e = self.tt.get(key)
        if e is not None and e & 3 != 0:
            return False                  # proven not lost
        path = self._path
        par = ((ply + 1) & 1) << 60
        tt = self.tt
        win_no = self._win_no
        rest = []
        for nm in self.children(me, opp):
            if nm.bit_count() >= 15:
                continue                  # ends the game at once, lost
            if (nm | opp) & _L3 == _L3:
                if d < 2:
                    return False
                continue                  # the opponent crowns next turn
            if d < 3 or ((opp | nm << 30) | par) in path:
                return False
            ce = tt.get(opp | nm << 30)
            if ce is not None and ce >> 2 & 3 != 2:
                return False              # proven: the opponent does not win there
            if win_no.get(opp | nm << 30, -1) >= d - 1:
                return False              # already refuted: no win there within d - 1
            rest.append(nm)
        if len(rest) > 1:
            ev = self.order_eval
            rest.sort(key=lambda nm: ev(opp, nm))      # the hardest to refute first
        for nm in rest:
            pk = (opp | nm << 30) | par
            path[pk] = ply + 1
            ok = self._win_within(opp, nm, d - 1, ply + 1)
            del path[pk]
            if not ok:
                return False
        if d < self._lose_yes.get(key, 1 << 20):
            self._lose_yes[key] = d
        return True


def path_key(me: int, opp: int, parity: int) -> int:
    """The key of a position on the solver's path: relative masks and the ply's parity."""
    return me | opp << 30 | (parity & 1) << 60



def relative_history(board_counts: dict[int, int], to_move: int) -> dict[int, int]:
    """The solver's path keys (see :func:`path_key`) of a game's positions so far, from the
    ``counts`` of a :class:`~tabletop_gui.rules.pylos.Board` whose side to move is ``to_move``."""
    out = {}
    for key in board_counts:
        light, dark, tm = key & FULL, key >> 30 & FULL, key >> 60 & 1
        me, opp = (light, dark) if tm == 0 else (dark, light)
        out[path_key(me, opp, tm ^ to_move)] = -1
    return out
