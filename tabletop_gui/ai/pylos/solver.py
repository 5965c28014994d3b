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
* **Proof-number search on the game value** (:meth:`PylosSolver.solve`): two
  boolean proofs, "does the side to move win?" and "does it lose?" (the one the static score
  expects first), each by depth-first proof-number search (df-pn, with the 1 + ε thresholds that
  keep it from thrashing between siblings) with no horizon: it follows the line that looks
  cheapest to settle however deep it goes. The alpha-beta it replaced deepened a horizon two turns
  at a time and could not decide the mature rules' long wins and draws at about 10 empty places
  (take-back cycles, hundreds of moves a node); the same positions now take a second or two
  (bench/RESULTS.md).
* **Symmetry** is not used: the 8 symmetries of the square map a position to another one that
  hardly ever occurs in the same search (measured: 1 mirror pair among 523,592 table entries of
  a 14-empty-place solve), so a canonical key would only cost time.
* **Repetition** (the game's threefold rule; a position repeated on the path scores as a draw,
  which keeps every proof sound) and the table: a draw is the defender's goal, so only its
  successes can lean on the path. A result that leans on a position above its node (a cycle
  through an ancestor, or the game's history) is not stored as a fact; a cycle back to the
  node itself is. Wins and losses never lean on the path. Each proof first keeps such results
  as claims, used wherever their position comes again, and then proves the claims it needs
  at once, as a greatest fixed point over them (a safety game: the positions from which the
  defender keeps to the set for ever); only when that fails does it search again keeping each
  result with the path positions it leans on (:meth:`PylosSolver._prove`).
* **The book** (optional, :class:`.book.PylosBook`): a position with the book's empty places or
  more (a take-back's, in the mature rules mostly) takes the book's exact value instead of a
  search below it, stored as a proven bound (the value's search probes it; "win in N" then
  prunes with the bounds stored). Below its edge the mature book knows its draws of 10 and 11
  empty places: such a position is a draw at once, also at the root (:meth:`PylosSolver.
  known_draw`: a draw holds in any game), and :meth:`PylosSolver.keep_draw` then finds the
  move that keeps it.
* **Distance** (:meth:`PylosSolver.distance`): once the value is known, the number of turns to the
  end with best play (the winner hurries, the loser delays), by iterative deepening over the
  winning moves only.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Optional

from ...rules.pylos import ABOVE, BIT, FULL, HIGHER, PATTERNS, SUPPORT, SUPPORT_LIST
from .book import PylosBook

__all__ = ["PylosSolver", "SolveAborted", "make_generator", "path_key", "solver_tables"]

_L1 = 0xFFFF
_L3 = 0xF << 25
#: what moving first costs in the static score (see :meth:`PylosSolver.solve`)
_TEMPO = 150
#: proof-number search: "infinite", leaning on no position of the path, the low half of a packed pair, and the
#: deepest line it follows (a line of take-backs can wander far before it repeats)
_INF = 1 << 62
_NODEP: frozenset[int] = frozenset()
#: leaning on a success not yet verified (see :meth:`PylosSolver._prove`)
_OPT: frozenset[int] = frozenset((-1,))
_M60 = (1 << 60) - 1
_MASK64 = (1 << 64) - 1
_MAXLINE = 400
#: what a proof says of a position's value, by the goal of its mover (1: to win, 0: not to lose)
#: and whether that goal is met: the bounds ``(lo, hi)``
_GOAL_BOUNDS = {(1, True): (1, 1), (1, False): (-1, 0), (0, True): (0, 1), (0, False): (-1, -1)}


def _goal_met(role: int, lo: int, hi: int) -> Optional[bool]:
    """Whether the proven bounds ``lo <= value <= hi`` meet the goal of a mover of ``role``
    (1: to win, 0: not to lose): True, False, or None when they do not tell."""
    if role:
        return True if lo == 1 else False if hi <= 0 else None
    return True if lo >= 0 else False if hi == -1 else None


#: :func:`_goal_met` by role and by an exact value (-1, 0, 1; a tuple indexed by it)
_GOAL_MET_OF = tuple(tuple(_goal_met(role, v, v) for v in (0, 1, -1)) for role in (0, 1))
#: :func:`_goal_met` by role and by a table entry's low four bits (see
#: :meth:`PylosSolver._store`; bounds that cannot be are never stored)
_GOAL_MET = tuple(tuple(_goal_met(role, (b & 3) - 1, (b >> 2 & 3) - 1) for b in range(16))
                  for role in (0, 1))


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


def _submasks(mask: int) -> list[int]:
    """Every mask whose places are among ``mask``'s (0 and ``mask`` included)."""
    out, sub = [], mask
    while True:
        out.append(sub)
        if not sub:
            return out
        sub = (sub - 1) & mask


def make_generator(variant: str) -> Callable[[int, int], set[int]]:
    """``children(me, opp)``: the mover's distinct masks after every legal move of ``me`` in
    ``variant`` (the caller has checked that the top is not available; the mover has a sphere
    in reserve). A mask of 15 spheres means the mover ran out and lost."""
    av2, av3, cov1, cov2, raise_to, bits10 = solver_tables()
    # Whether a placement on d completes a pattern, by one set lookup: ``near[d]``, the places of
    # the patterns through d; ``completes[d]``, the masks of those places (d's among them)
    # that hold one of them whole.
    near = [0] * 30
    completes: list[frozenset[int]] = []
    for d in range(30):
        pats = PATTERNS[variant][d]
        for pat in pats:
            near[d] |= pat
        around = [m | BIT[d] for m in _submasks(near[d] & ~BIT[d])]
        completes.append(frozenset(m for m in around if any(m & pat == pat for pat in pats)))
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
        out: set[int] = set()
        add = out.add
        taking: list[int] = []            # the moves that complete a pattern: take back 1-2
        for d in bits(avail):
            nm = me | bitl[d]
            if nm & near[d] in completes[d]:
                taking.append(nm)
            else:
                add(nm)
        if avail >> 16:
            # The raises: the placements' loop again, inline (one loop over (mask, places)
            # pairs for both costs the generator 6 %)
            covered = cov1[occ >> 16 & 511] | cov2[occ >> 25 & 15]
            for s in bits(me & ~covered):
                rdst = avail & raise_to[s]
                if rdst:
                    base = me ^ bitl[s]
                    for d in bits(rdst):
                        nm = base | bitl[d]
                        if nm & near[d] in completes[d]:
                            taking.append(nm)
                        else:
                            add(nm)
        for nm in taking:
            nocc = nm | opp
            free = bits(nm & ~(cov1[nocc >> 16 & 511] | cov2[nocc >> 25 & 15]))
            for i, a in enumerate(free):
                na = nm ^ bitl[a]
                add(na)
                for b in free[i + 1:]:
                    add(na ^ bitl[b])
                if a >= 16:
                    for b in support_list[a]:
                        if na >> b & 1 and not above[b] & (nocc ^ bitl[a]):
                            add(na ^ bitl[b])
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
        self._book_may: list[list[bool]] = []
        self.set_book(book)
        #: the book's values the last search used (a node's or a child's)
        self.book_hits = 0
        self.children = make_generator(variant)
        self.order_eval = make_order_eval(variant)
        #: key ``me | opp << 30`` -> packed bounds and best child (see :meth:`_store`)
        self.tt: dict[int, int] = {}
        self.tt_limit = tt_limit
        #: keys the book was asked for and does not know (below its edge: not a draw of its
        #: draws), so that it is asked once; at most ``tt_limit // 4``
        self._not_in_book: set[int] = set()
        #: proof-number search, by the mover's role (see :meth:`_mid`): key ``me | opp << 30``
        #: -> ``phi | delta << 64`` of a node not yet decided (at most ``tt_limit // 4`` of them
        #: each, about 150 bytes each with their keys, as the table's entries)
        self._pn: tuple[dict[int, int], dict[int, int]] = ({}, {})
        #: proof-number search: key ``me | opp << 30 | parity << 60 | role << 61`` -> ``(phi,
        #: delta, dep)`` of a node decided by leaning on positions of the path (see :meth:`_mid`)
        self._ghi: dict[int, tuple[int, int, frozenset[int]]] = {}
        #: the first, optimistic pass of a proof (see :meth:`_prove`): key ``me | opp << 30 |
        #: role << 60`` of the defender's successes that lean on the path, not yet verified
        self._optimistic = False
        self._opt: dict[int, int] = {}
        #: how many optimistic passes a proof tries before the search that keeps each success
        #: with the path it leans on (see :meth:`_prove`)
        self.optimistic_rounds = 8
        #: the root's children in the last proof-number search: ``[phi, delta, dep, mask]``
        self._root_kids: list[list[Any]] = []
        #: the last :meth:`solve`'s verdicts on the root's children, for this game's path only
        #: (see :meth:`root_probe`)
        self._root_bounds: dict[int, tuple[int, int]] = {}
        self.nodes = 0
        self._node_limit = 1 << 62
        self._deadline = float("inf")
        self._cancel: Optional[Callable[[], bool]] = None
        #: the path: relative key with the ply's parity at bit 60 -> ply
        self._path: dict[int, int] = {}
        #: distance tables: key -> smallest d proven / largest d refuted
        self._win_yes: dict[int, int] = {}
        self._win_no: dict[int, int] = {}
        #: key -> smallest d within which every move of the side to move was proven to lose
        self._lose_yes: dict[int, int] = {}

    def set_book(self, book: Optional[PylosBook]) -> None:
        """Use ``book`` (of this solver's variant; None: none): a position it holds takes its
        exact value instead of a search. The table keeps what it proved either way."""
        self.book = book if book is not None and book.variant == self.variant else None
        #: ``[theirs][mine]``: whether the book may know a position whose sides have that many
        #: spheres on the board (:meth:`.PylosBook.may_know`; a book without it, by the fewest
        #: empty places it knows): where not, it is not asked. Most children of a mature search
        #: below the book's edge lie in the draws' layers but not in the part the draws file
        #: holds (bench/RESULTS.md).
        book = self.book
        may = getattr(book, "may_know", None)
        self._book_may = [[book is not None and (may(a, b) if may is not None
                                                 else 30 - a - b >= book.min_known_empty)
                           for a in range(16)] for b in range(16)]
        self._not_in_book = set()         # (the misses were this book's)

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
        self._root_bounds = {}
        if len(self.tt) >= self.tt_limit:
            self.tt.clear()
        if len(self._not_in_book) >= self.tt_limit // 4:
            self._not_in_book.clear()
        if len(self._pn[0]) + len(self._pn[1]) >= self.tt_limit // 2:
            self._pn[0].clear()
            self._pn[1].clear()
        if len(self._ghi) >= self.tt_limit // 4:
            self._ghi.clear()
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
        # Two proofs: "does the side to move win?" and "does it lose?" (whether the other side
        # wins). The one the static score expects first goes first: its proof ends the solve
        # without the other. The side to move must spend a sphere first, which is worth about
        # one and a half of them (on the bench's positions: with equal reserves the side to
        # move lost all three, with two more it won five of seven).
        self._setup(history or {}, nodes, seconds, cancel)
        if (me | opp) & _L3 == _L3:
            return 1                                      # the top is free: crown it
        if self.known_draw(me, opp):
            return 0
        if self.order_eval(me, opp) >= _TEMPO:
            if self._prove_root(me, opp, 1):
                return 1
            return 0 if self._prove_root(me, opp, 0) else -1
        if not self._prove_root(me, opp, 0):
            return -1
        return 1 if self._prove_root(me, opp, 1) else 0

    def known_draw(self, me: int, opp: int) -> bool:
        """Whether ``(me, opp)`` is a known draw: the book's (or its draws' below the edge), or
        one this solver proved before (the draws its table keeps hold everywhere: each was
        proven without the game's history). A draw holds in any game: the game's history only
        adds draws by repetition, so neither side can force a win there with it either. (A
        book's win or loss may not: a repetition can draw it.)"""
        e = self._entry(me, opp)
        return e is not None and e & 15 == 5              # lo = hi = 0

    def keep_draw(self, me: int, opp: int, *, history: Optional[dict[int, int]] = None,
                  nodes: Optional[int] = None, seconds: Optional[float] = None,
                  cancel: Optional[Callable[[], bool]] = None) -> bool:
        """Prove that the side to move does not lose (the first of :meth:`solve`'s proofs for a
        draw), for its verdicts on the root's children (:meth:`root_probe`): where
        :meth:`solve` knew a draw from the book, they name the moves that keep it. Raises
        :class:`SolveAborted` as :meth:`solve`."""
        self._setup(history or {}, nodes, seconds, cancel)
        return self._prove_root(me, opp, 0)

    def wins(self, me: int, opp: int, *, history: Optional[dict[int, int]] = None,
             nodes: Optional[int] = None, seconds: Optional[float] = None,
             cancel: Optional[Callable[[], bool]] = None) -> bool:
        """Whether the side to move wins (True) or not (False: a draw or a loss), by the first
        of :meth:`solve`'s two proofs alone (a blunder check asks this of the opponent after a
        move). Raises :class:`SolveAborted` as :meth:`solve`."""
        self._setup(history or {}, nodes, seconds, cancel)
        if (me | opp) & _L3 == _L3:
            return True
        if self.known_draw(me, opp):
            return False
        return self._prove_root(me, opp, 1)

    def root_probe(self, me: int, opp: int) -> tuple[int, int]:
        """The bounds ``(lo, hi)`` of a child ``(me, opp)`` of the last :meth:`solve`'s
        position: :meth:`probe`'s, narrowed by that solve's verdicts on the root's children,
        which may lean on the game's history (a draw by repetition) and so hold there only."""
        lo, hi = self.probe(me, opp)
        rlo, rhi = self._root_bounds.get(me | opp << 30, (-1, 1))
        return max(lo, rlo), min(hi, rhi)

    def _prove_root(self, me: int, opp: int, attacker: int) -> bool:
        """:meth:`_prove`, keeping its verdicts on the root's children (:meth:`root_probe`)."""
        self._root_kids = []
        try:
            return self._prove(me, opp, attacker)
        finally:
            bounds = self._root_bounds
            for phi, delta, dep, nm in self._root_kids:
                if phi and delta or -1 in dep:
                    continue              # (not decided, or an unverified claim)
                # The child's mover is the other side, with the other goal.
                lo, hi = _GOAL_BOUNDS[attacker ^ 1, phi == 0]
                k = opp | nm << 30
                olo, ohi = bounds.get(k, (-1, 1))
                bounds[k] = (max(lo, olo), min(hi, ohi))

    def probe(self, me: int, opp: int) -> tuple[int, int]:
        """The stored bounds ``(lo, hi)`` of a position (``(-1, 1)`` when unknown)."""
        e = self.tt.get(me | opp << 30)
        if e is None:
            return -1, 1
        return (e & 3) - 1, (e >> 2 & 3) - 1

    # -- the game value: proof-number search ------------------------------------------------------
    def _prove(self, me: int, opp: int, attacker: int) -> bool:
        """Whether the goal of the side to move is met: a win (``attacker`` 1) or not losing
        (``attacker`` 0: the other side is the one trying to win), by depth-first proof-number
        search (:meth:`_mid`). The budget is :meth:`_setup`'s.

        First optimistically: a success of the defender that leans on the path (a repetition)
        is kept for the position wherever it comes again, as if it leaned on nothing (a plain
        df-pn; the same position reached by another line is settled at once). That can be wrong
        (the position repeated may turn out lost), so such a result is only a claim until
        :meth:`_verify` finds it closed: the set of claims from which the defender keeps to
        claims and proven positions for ever. What that keeps is proven and goes to the table;
        what it drops is searched again in the next pass, which starts from the table so
        grown. The attacker's successes never lean on a claim, and are exact in every pass.
        When the passes do not verify the root (or the claim leans on the game's history,
        which the check leaves out), the search that keeps each success with the path it leans
        on decides (:meth:`_mid`, :attr:`_ghi`). On the table's hardest mature draws the
        optimistic passes decide more within 10 s (bench/RESULTS.md)."""
        self._path[me | opp << 30] = 0
        root = me | opp << 30 | attacker << 60
        history = [k for k, ply in self._path.items() if ply < 0]
        try:
            for _ in range(self.optimistic_rounds):
                self._opt = {}            # (what an earlier pass verified is in the table)
                self._optimistic = True
                try:
                    phi, dep = self._search(me, opp, attacker)
                finally:
                    self._optimistic = False
                if dep and root not in self._verify(me, opp, attacker):
                    if any(k in dep for k in history):
                        break             # the game's history may be what holds: see below
                    continue
                for k in self._root_kids:
                    if -1 in k[2]:        # an unverified verdict: as the table has it now
                        k[:] = self._leaf(opp, k[3], attacker ^ 1)
                return phi == 0
        finally:
            self._opt = {}
        # Not verified: the search that keeps each success with the path it leans on.
        return self._search(me, opp, attacker)[0] == 0

    def _search(self, me: int, opp: int, attacker: int) -> tuple[int, frozenset[int]]:
        """One proof-number search from the root (:meth:`_mid`, with its verdicts on the root's
        children in :attr:`_root_kids`): its proof number and what it leans on."""
        self._root_kids = []
        phi, delta, dep = self._mid(me, opp, attacker, 0, _INF, _INF)
        if phi and delta:
            raise SolveAborted()          # (the thresholds are infinite: not reached)
        return phi, dep

    def _verify(self, me: int, opp: int, attacker: int) -> set[int]:
        """The positions, keyed ``me | opp << 30 | role << 60``, among the optimistic pass's
        unverified successes and the root, from which the defender can keep the game away from
        the attacker's win for ever; each is stored in the table as proven (see :meth:`_prove`).

        The greatest fixed point: a position stays while, the defender to move, one of its
        moves leads to a position proven safe or still in the set, and, the attacker to move,
        every move does. What stays is safe: the defender can stay in it, and a game that never
        ends repeats a position a third time, a draw. A position not proven either way and
        not in the set counts as lost, and the game's history is not used, so the result
        holds in any game."""
        root = me | opp << 30 | attacker << 60
        cand = dict.fromkeys(self._opt)
        cand[root] = None
        children = self.children
        leaf = self._leaf
        succ: dict[int, list[int]] = {}
        fail: list[int] = []
        for nk in cand:
            self.nodes += 1
            if not self.nodes & 1023:
                self._check()
            m, o, role = nk & FULL, nk >> 30 & FULL, nk >> 60
            crole = role ^ 1
            inset: list[int] = []         # the moves to positions of the set
            settled = False               # a move proven safe (the defender to move), or one
            for nm in children(m, o):     # neither proven safe nor in the set (the attacker)
                if nm.bit_count() >= 15 or (nm | o) & _L3 == _L3:
                    continue              # the mover loses at once
                phi, delta, _, _ = leaf(o, nm, crole)
                if (delta if crole else phi) == 0:
                    if not role:
                        settled = True
                        break
                    continue
                ck = o | nm << 30 | crole << 60
                if ck in cand and (phi if crole else delta):
                    inset.append(ck)
                elif role:
                    settled = True
                    break
            if settled:
                if role:
                    fail.append(nk)       # the attacker has a way out
            elif inset:
                succ[nk] = inset          # stays while its moves into the set allow
            elif not role:
                fail.append(nk)           # the defender has no move to keep to
        parents: dict[int, list[int]] = {}
        left: dict[int, int] = {}
        for nk, inset in succ.items():
            for ck in inset:
                parents.setdefault(ck, []).append(nk)
            left[nk] = len(inset)
        out = set(cand)
        while fail:
            nk = fail.pop()
            if nk not in out:
                continue
            out.discard(nk)
            for pk in parents.get(nk, ()):
                if pk in out:
                    left[pk] -= 1
                    if pk >> 60 or not left[pk]:
                        fail.append(pk)
        for nk in out:
            key, role = nk & _M60, nk >> 60
            lo, hi = _GOAL_BOUNDS[role, not role]     # the defender's goal met, the attacker's missed
            self._store(key, self.tt.get(key), lo, hi, 0)
        return out

    def _mid(self, me: int, opp: int, role: int, ply: int, th_phi: int,
             th_delta: int) -> tuple[int, int, frozenset[int]]:
        """Depth-first proof-number search (Nagai's df-pn, in the negamax form, with the 1 + ε
        threshold of Pawlewicz and Lew and the weak disproof number of Ueda et al.: the largest
        of the children's proof numbers plus one for each other one not proven, where the sum
        counts a position that many lines reach once for each, and grows without end along
        take-back lines that come back near themselves; bench/RESULTS.md) below
        ``(me, opp)``, until its proof number ``phi``
        reaches ``th_phi`` or its disproof number ``delta`` reaches ``th_delta``. The mover's
        goal is to win when ``role`` is 1 (the attacker's), not to lose when 0 (the defender's:
        a draw is enough). ``phi`` is 0 when the goal is proven met, ``delta`` 0 when it is
        proven missed.

        Returns ``(phi, delta, dep)``: ``dep`` holds the path keys (the game's history
        included) of the positions above the node that the result leans on. Only a defender's
        success can: a position of the path again is a draw, which is the defender's goal, and
        a proof that reached it there may not hold where the game has not been there. A result
        that leans on nothing above its own node is a fact everywhere and goes to the table of
        bounds (:meth:`_store`); one that leans on the path goes to :attr:`_ghi` with those
        keys, and holds wherever they are all on the path again with the node at the same
        parity (the graph-history interaction: the same position reached by another line is
        not settled by a repetition that line does not have). In :meth:`_prove`'s optimistic
        passes it goes to :attr:`_opt` instead, a claim used wherever the position comes
        again, and what leans on a claim leans on ``-1`` (:data:`_OPT`), never a fact."""
        self.nodes += 1
        if not self.nodes & 1023:
            self._check()
        if ply >= _MAXLINE:
            return th_phi, th_delta, _NODEP          # too deep to follow here: over both
        key = me | opp << 30
        path = self._path
        par = ((ply + 1) & 1) << 60
        crole = role ^ 1
        tt = self.tt
        pn = self._pn[crole]
        ghi = self._ghi
        gtag = crole << 61 | par
        opt = self._optimistic
        optd = self._opt
        book_may = self._book_may[opp.bit_count()]
        goal_met = _GOAL_MET[crole]
        not_in_book = self._not_in_book
        kids: list[list[Any]] = []           # [phi, delta, dep, mask] from the child's mover
        ask: list[int] = []                  # children to ask the book about
        for nm in self.children(me, opp):
            nb = nm.bit_count()
            if nb >= 15 or (nm | opp) & _L3 == _L3:
                continue                     # loses at once: never the mover's goal
            ck = opp | nm << 30
            if ck | par in path:
                # A position of the game or of this line again: a draw, the defender's goal.
                at = frozenset((ck | par,))
                kids.append([_INF, 0, at, nm] if crole else [0, _INF, at, nm])
                continue
            if opt:
                if ck | crole << 60 in optd:
                    kids.append([_INF, 0, _OPT, nm] if crole else [0, _INF, _OPT, nm])
                    continue
            else:
                g = ghi.get(ck | gtag)
                if g is not None and all(k in path for k in g[2]):
                    kids.append([g[0], g[1], g[2], nm])
                    continue
            # (self._leaf, inlined: it is most of the time a node takes)
            e = tt.get(ck)
            if e is None and book_may[nb] and ck not in not_in_book:
                ask.append(nm)                # the book after the table: a child the table
                continue                      # knows may settle the node without it
            if e is not None:
                met = goal_met[e & 15]
                if met is not None:
                    if not met and ply:
                        return self._met(key, role, nm)
                    kids.append([0, _INF, _NODEP, nm] if met else [_INF, 0, _NODEP, nm])
                    continue
            v = pn.get(ck)
            kids.append([1, 1, _NODEP, nm] if v is None else [v & _MASK64, v >> 64, _NODEP, nm])
        value_met = _GOAL_MET_OF[crole]
        for nm in ask:
            v = self._from_book(opp, nm)
            if v is not None:
                if not value_met[v] and ply:
                    return self._met(key, role, nm)
                kids.append([0, _INF, _NODEP, nm] if value_met[v] else [_INF, 0, _NODEP, nm])
                continue
            v = pn.get(opp | nm << 30)
            kids.append([1, 1, _NODEP, nm] if v is None else [v & _MASK64, v >> 64, _NODEP, nm])
        if not kids:
            self._store(key, tt.get(key), -1, -1, 0)      # every move loses at once
            return _INF, 0, _NODEP
        while True:
            # phi: the least of the children's disproof numbers; delta: the weak sum of their
            # proof numbers (the largest, plus one for each other child not yet proven).
            phi, delta, phi2, most = _INF, 0, _INF, 0
            best = kids[0]
            for k in kids:
                d = k[1]
                if d < phi:
                    phi2, phi, best = phi, d, k
                elif d < phi2:
                    phi2 = d
                p = k[0]
                if p:
                    delta += 1
                    if p > most:
                        most = p
            if delta:
                delta += most - 1
            if phi == 0:
                delta = _INF
            elif delta >= _INF:
                delta = _INF - 1 if phi else _INF
            if not phi or not delta or phi >= th_phi or delta >= th_delta:
                break
            c_delta = min(th_phi, phi2 + (phi2 >> 2) + 1)      # 1 + ε, ε = 1/4
            c_phi = min(th_delta - delta + best[0], _INF)
            nm = best[3]
            ck = opp | nm << 30 | par
            path[ck] = ply + 1
            best[0], best[1], best[2] = self._mid(opp, nm, crole, ply + 1, c_phi, c_delta)
            del path[ck]
        own = self._pn[role]
        if phi and delta:
            if key in own or len(own) < self.tt_limit // 4:
                own[key] = phi | delta << 64
            return phi, delta, _NODEP
        dep = _NODEP
        if phi == 0:
            # The goal met through a child whose mover's goal is missed (the one leaning least
            # on the path).
            if role == 0:
                best = min((k for k in kids if k[1] == 0), key=lambda k: len(k[2]))
                dep = best[2]
        elif role:
            # The attacker's goal missed: every child's mover (the defender) met its own.
            leans = [k[2] for k in kids if k[2]]
            if leans:
                dep = frozenset().union(*leans)
        own.pop(key, None)
        here = key | (ply & 1) << 60
        if here in dep:
            dep = dep - {here}                # a cycle back to the node itself: its own
        if dep:
            if opt:
                optd[key | role << 60] = 1
            elif len(ghi) < self.tt_limit // 4:
                ghi[key | role << 61 | (ply & 1) << 60] = (phi, delta, dep)
        else:
            lo, hi = _GOAL_BOUNDS[role, phi == 0]
            self._store(key, tt.get(key), lo, hi, best[3] if phi == 0 else 0)
        if ply == 0:
            self._root_kids = kids
        return phi, delta, dep

    def _met(self, key: int, role: int, nm: int) -> tuple[int, int, frozenset[int]]:
        """:meth:`_mid`'s result where the child ``nm`` proves the node's goal met for a fact
        (its mover's goal missed, known from the table or the book): the other children need no
        look (except at the root, which keeps them all for its verdicts on each)."""
        self._pn[role].pop(key, None)
        lo, hi = _GOAL_BOUNDS[role, True]
        self._store(key, self.tt.get(key), lo, hi, nm)
        return 0, _INF, _NODEP

    def _leaf(self, me: int, opp: int, role: int) -> list[Any]:
        """``[phi, delta, dep, opp]`` of the child ``(me, opp)`` of a node, for its mover (whose
        goal ``role`` sets, see :meth:`_mid`): from the table of bounds, the book, or the
        proof-number table (1, 1 when new). (:meth:`_mid` has it inlined.)"""
        key = me | opp << 30
        e = self._entry(me, opp)
        if e is not None:
            met = _GOAL_MET[role][e & 15]
            if met is not None:
                return [0, _INF, _NODEP, opp] if met else [_INF, 0, _NODEP, opp]
        v = self._pn[role].get(key)
        if v is None:
            return [1, 1, _NODEP, opp]
        return [v & _MASK64, v >> 64, _NODEP, opp]

    def _entry(self, me: int, opp: int) -> Optional[int]:
        """The table's entry of ``(me, opp)``, the book asked first where it may know the
        position and was not asked before (:meth:`_from_book`); None when neither knows it."""
        key = me | opp << 30
        e = self.tt.get(key)
        if (e is None and self._book_may[opp.bit_count()][me.bit_count()]
                and key not in self._not_in_book and self._from_book(me, opp) is not None):
            e = self.tt.get(key)
        return e

    def _from_book(self, me: int, opp: int) -> Optional[int]:
        """The book's value of ``(me, opp)``, stored in the table as proven (None: not in it;
        the key goes to :attr:`_not_in_book`)."""
        assert self.book is not None
        v = self.book.value(me, opp)
        if v is not None:
            self.book_hits += 1
            self._store(me | opp << 30, None, v, v, 0)
        elif len(self._not_in_book) < self.tt_limit // 4:
            self._not_in_book.add(me | opp << 30)
        return v

    def _store(self, key: int, e: Optional[int], lo: int, hi: int, nm: int) -> None:
        """Merge the proven bounds ``lo <= value <= hi`` into the entry ``e`` of ``key``: an
        entry is ``lo + 1 | (hi + 1) << 2 | best_child << 18`` (the child that proved the
        bound; 0 for none: an older one is kept)."""
        if e is not None:
            mlo, mhi = max(lo, (e & 3) - 1), min(hi, (e >> 2 & 3) - 1)
            if mlo <= mhi:                # (else an older bound came from another path)
                lo, hi = mlo, mhi
            if not nm:
                nm = e >> 18
        elif len(self.tt) >= self.tt_limit:
            return
        self.tt[key] = (lo + 1) | (hi + 1) << 2 | nm << 18

    # -- distance to the end ---------------------------------------------------------------------
    def distance(self, me: int, opp: int, value: int, *, history: Optional[dict[int, int]] = None,
                 nodes: Optional[int] = None, seconds: Optional[float] = None,
                 cancel: Optional[Callable[[], bool]] = None, limit: int = 200,
                 start: int = 1) -> int:
        """Turns to the end with best play (the winner hurries, the loser delays) from a position
        whose value (+1 / -1) is known: the smallest ``d >= start`` within which the side to
        move wins (loses whatever it does)."""
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
        if not self.nodes & 4095:
            # (here too: the two count the same nodes, so a budget is looked at every 4,096
            # of them, not only where a multiple falls to :meth:`_win_within`)
            self._check()
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
