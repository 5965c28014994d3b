"""Where a tile may go: legal placement generation and the error checks, on a :class:`Board`.

:class:`Board` holds what every player sees (the table, pawns, scores, turn order) and the rules
engine that needs nothing else: the legal placements of a given mover with a given hand, the
pawn's legal targets, and why a turn is refused. :class:`~.state.State` and
:class:`~.state.View` build on it. Cells are packed ints here (see :mod:`.cells`).
"""

from __future__ import annotations

from typing import AbstractSet, Iterable, NamedTuple, Optional, Sequence

from ..frozen import Frozen
from ..frozen import set_slot as _set
from .cells import CAND_DELTAS, NEIGH, Cell, S, block, block_in_range, outer, pack, ring, unpack
from .errors import PilusError
from .notation import PASS, Turn
from .regions import Labels, flood, label, scored
from .tiles import COPIES, KINDS, MAX_LEVEL, ROTS, canonical, is_tile_name

__all__ = ["Board", "ScorePreview"]

OppSets = list[set[int]]  #: per new cell (name order): the opponents whose regions it joins
#: an internal placement: (colours as laid, offset, level, opponent sets or None)
RawPlacement = tuple[str, int, int, Optional[OppSets]]
#: (protected cells, region id -> opponent owner, opponent pawn cell -> owner)
PawnContext = tuple[AbstractSet[int], dict[int, int], dict[int, int]]

Laid = tuple[tuple[int, str, int, int], ...]  #: (tile id, colours as laid, x, y), in order


class ScorePreview(NamedTuple):
    """What laying a tile would score its player, before the turn is played (the pawn step
    cannot change it: only the mover's own pawn moves, and it never blocks its owner).

    ``regions``: the scoring regions (sorted cells each), in the order of the tile's cells;
    ``protected``: the regions that would score but hold an opponent's pawn, and ``guards``
    the seat of the pawn in each (the lowest seat when two are in one region).
    ``points == level * sum(len(r) for r in regions)``."""

    level: int
    points: int
    regions: tuple[tuple[Cell, ...], ...]
    protected: tuple[tuple[Cell, ...], ...]
    guards: tuple[int, ...]

    @property
    def cells(self) -> int:
        """Number of cells in the scoring regions."""
        return sum(len(r) for r in self.regions)

class Board(Frozen):
    """Board, pawns, scores, turn order: everything every player sees, and the rules engine
    that needs nothing else (legal placements for a given mover and hand)."""

    __slots__ = (
        "_n",
        "_h",
        "_c",
        "_t",
        "_laid",
        "_pawns",
        "_scores",
        "_to_move",
        "_sizes",
        "_pile_n",
        "_removed_n",
        "_regions",
    )

    _n: int
    _h: dict[int, int]  # packed cell -> height of its topmost tile
    _c: dict[int, str]  # packed cell -> top colour
    _t: dict[int, int]  # packed cell -> id of its topmost tile
    _laid: Laid
    _pawns: tuple[Optional[int], ...]
    _scores: tuple[int, ...]
    _to_move: int
    _sizes: tuple[int, ...]
    _pile_n: int
    _removed_n: int
    _regions: Optional[Labels]

    def _labels(self) -> Labels:
        """Region labelling of the current board (cached)."""
        regions = self._regions
        if regions is None:
            regions = label(self._c)
            _set(self, "_regions", regions)
        return regions

    def _geometry(self, o: int) -> tuple[Optional[PilusError], int]:
        """Checks that do not depend on rotation or pawns: (code or None, level)."""
        H = self._h
        c0, c1, c2, c3 = o, o + 1, o + S + 1, o + S
        h0, h1, h2, h3 = H.get(c0, 0), H.get(c1, 0), H.get(c2, 0), H.get(c3, 0)
        m = max(h0, h1, h2, h3)
        if m == 0:
            for n in ring(o):
                if n in H:
                    return None, 1
            return PilusError.NOT_ADJACENT, 1
        level = m + 1
        if level > MAX_LEVEL:
            return PilusError.LEVEL_TOO_HIGH, level
        resting = [c for c, h in ((c0, h0), (c1, h1), (c2, h2), (c3, h3)) if h == m]
        if len(resting) < 3:
            return PilusError.TOO_LITTLE_SUPPORT, level
        T = self._t
        t0 = T[resting[0]]
        for c in resting:
            if T[c] != t0:
                break
        else:
            return PilusError.SINGLE_TILE_SUPPORT, level
        return None, level

    def _colour_ok(self, o: int, level: int, cols: str) -> bool:
        """At least L - 1 squares show the top colour beneath them (air: further down)."""
        if level == 1:
            return True
        C = self._c
        match = (
            (C.get(o) == cols[0])
            + (C.get(o + 1) == cols[1])
            + (C.get(o + S + 1) == cols[2])
            + (C.get(o + S) == cols[3])
        )
        return match >= level - 1

    def _pawn_context(self, mover: int) -> PawnContext:
        """(protected cells, region id -> opponent owner, opponent pawn cells) for ``mover``."""
        opp_cells = {k: p for p, k in enumerate(self._pawns) if k is not None and p != mover}
        if not opp_cells:
            return frozenset(), {}, opp_cells
        lab, cells_of = self._labels()
        opp_region = {}
        protected: set[int] = set()
        for k, p in opp_cells.items():
            rid = lab[k]
            opp_region[rid] = p
            protected.update(cells_of[rid])
        return protected, opp_region, opp_cells

    def _opp_sets(self, o: int, cols: str, opp_region: dict[int, int]) -> OppSets:
        """For each new cell (name order): the opponents whose pawn regions it joins."""
        C = self._c
        lab = self._labels().of
        out = []
        for i, pair in enumerate(outer(o)):
            k = cols[i]
            s = set()
            for n in pair:
                if C.get(n) == k:
                    owner = opp_region.get(lab[n])
                    if owner is not None:
                        s.add(owner)
            out.append(s)
        return out

    def _after_opp_old(self, t: int, o: int, cols: str, opp_sets: Optional[OppSets],
                       opp_region: dict[int, int], opp_cells: dict[int, int]) -> bool:
        """Does the region of the uncovered old cell ``t`` hold an opponent's pawn once the tile
        ``cols`` is laid at ``o``? (Opponent regions are intact: covering them is illegal.)"""
        lab, _cells_of = self._labels()
        rid = lab[t]
        if rid in opp_region:
            return True
        if opp_sets is None:
            return False
        col = self._c[t]
        joins = [j for j in range(4) if cols[j] == col and opp_sets[j]]
        if not joins:
            return False
        new_cells = block(o)
        if not any(lab.get(b) == rid for b in new_cells):
            # region intact: connected to new cell j iff one of j's outer neighbours is in it
            out = outer(o)
            return any(lab.get(n) == rid for j in joins for n in out[j])
        # the region was partly covered and may have split: its region on the board after laying
        newcol = dict(zip(new_cells, cols, strict=True))
        C = self._c

        def colour_after(k: int) -> Optional[str]:
            return newcol.get(k, C.get(k))

        return not opp_cells.keys().isdisjoint(flood(colour_after, t, col))

    def _candidates(self) -> list[int]:
        cand = set()
        for c in self._h:
            for d in CAND_DELTAS:
                cand.add(c + d)
        return sorted(cand)

    @staticmethod
    def _hand_kinds(hand_ids: Iterable[int]) -> list[str]:
        seen: list[str] = []
        for tid in hand_ids:
            k = KINDS[tid // COPIES]
            if k not in seen:
                seen.append(k)
        return seen

    def _generate(self, mover: int, hand_ids: Sequence[int],
                  first_only: bool = False) -> list[RawPlacement]:
        """Legal placements of ``mover`` with ``hand_ids``: list of (cols, offset, level,
        opp_sets or None). With ``first_only``, stop at the first one."""
        kinds = self._hand_kinds(hand_ids)
        if not kinds:
            return []
        rots = [r for k in kinds for r in ROTS[k]]
        protected, opp_region, opp_cells = self._pawn_context(mover)
        q = self._pawns[mover]
        merging_possible = bool(opp_cells) and (len(opp_cells) >= 2 or q is not None)
        out: list[RawPlacement] = []
        C = self._c
        geometry = self._geometry
        b0 = b1 = b2 = b3 = None
        need = 0
        for o in self._candidates():
            code, level = geometry(o)
            if code is not None:
                continue
            if protected and (
                o in protected
                or o + 1 in protected
                or o + S in protected
                or o + S + 1 in protected
            ):
                continue
            if level > 1:
                b0, b1, b2, b3 = C.get(o), C.get(o + 1), C.get(o + S + 1), C.get(o + S)
                need = level - 1
            # can this block join a region holding an opponent's pawn at all?
            touch_opp = False
            if protected:
                for n in ring(o):
                    if n in protected:
                        touch_opp = True
                        break
            for cols in rots:
                if level > 1:
                    if (b0 == cols[0]) + (b1 == cols[1]) + (b2 == cols[2]) + (b3 == cols[3]) < need:
                        continue
                sets = None  # None: no new cell joins a region holding an opponent's pawn
                if touch_opp:
                    sets = self._opp_sets(o, cols, opp_region)
                    if merging_possible and self._merges(
                        q, o, cols, sets, opp_region, opp_cells
                    ):
                        continue
                out.append((cols, o, level, sets))
                if first_only:
                    return out
        return out

    def _merges(self, q: Optional[int], o: int, cols: str, sets: Optional[OppSets],
                opp_region: dict[int, int], opp_cells: dict[int, int]) -> bool:
        if sets is None:
            return False
        for s in sets:
            if len(s) >= 2:
                return True
        if q is None:
            return False
        new_cells = block(o)
        if q in new_cells:
            return bool(sets[new_cells.index(q)])
        return self._after_opp_old(q, o, cols, sets, opp_region, opp_cells)

    def _pawn_targets(self, mover: int, o: int, cols: str, sets: Optional[OppSets],
                      opp_region: dict[int, int], opp_cells: dict[int, int]) -> list[int]:
        """Legal pawn targets (packed cells) after laying ``cols`` at ``o``."""
        new_cells = block(o)
        q = self._pawns[mover]
        cands = list(new_cells)
        if q is not None:
            H = self._h
            for d in NEIGH:
                n = q + d
                if n not in new_cells and n in H:
                    cands.append(n)
            if q in cands:
                cands.remove(q)
        if not opp_cells:
            return cands
        out = []
        for t in cands:
            if t in new_cells:
                if sets is not None and sets[new_cells.index(t)]:
                    continue
            elif self._after_opp_old(t, o, cols, sets, opp_region, opp_cells):
                continue
            out.append(t)
        return out

    def _turns(self, mover: int, hand_ids: Sequence[int]) -> list[Turn]:
        placements = self._generate(mover, hand_ids)
        if not placements:
            return [PASS]
        _protected, opp_region, opp_cells = self._pawn_context(mover)
        q = self._pawns[mover]
        H = self._h
        lab = self._labels().of if q is not None else {}
        # q's covered neighbours: (packed, unpacked, in a region with an opponent's pawn?)
        q_neigh = []
        if q is not None:
            for d in NEIGH:
                n = q + d
                if n in H:
                    q_neigh.append((n, unpack(n), lab[n] in opp_region))
        new = tuple.__new__
        out: list[Turn] = []
        append = out.append
        for cols, o, _level, sets in placements:
            x, y = unpack(o)
            append(new(Turn, (cols, x, y, None)))
            new_cells = (o, o + 1, o + S + 1, o + S)
            cells = ((x, y), (x, y + 1), (x + 1, y + 1), (x + 1, y))
            for i in range(4):
                if new_cells[i] != q and (sets is None or not sets[i]):
                    append(new(Turn, (cols, x, y, cells[i])))
            for n, cell, bad in q_neigh:
                if bad or n in new_cells:
                    continue
                if sets is not None and self._after_opp_old(
                    n, o, cols, sets, opp_region, opp_cells
                ):
                    continue
                append(new(Turn, (cols, x, y, cell)))
        return out

    def _placement_error(self, mover: int, hand_ids: Sequence[int], tile: str, x: int,
                         y: int) -> Optional[PilusError]:
        if not is_tile_name(tile):
            return PilusError.BAD_TILE
        kind = canonical(tile)
        if kind not in self._hand_kinds(hand_ids):
            return PilusError.NOT_IN_HAND
        if not block_in_range(x, y):
            return PilusError.NOT_ADJACENT       # so far out that it touches no tile
        o = pack(x, y)
        code, level = self._geometry(o)
        if code is not None:
            return code
        if not self._colour_ok(o, level, tile):
            return PilusError.COLOUR_MATCH_SHORT
        protected, opp_region, opp_cells = self._pawn_context(mover)
        if any(c in protected for c in block(o)):
            return PilusError.COVERS_PROTECTED_REGION
        if opp_cells:
            sets = self._opp_sets(o, tile, opp_region)
            if self._merges(self._pawns[mover], o, tile, sets, opp_region, opp_cells):
                return PilusError.MERGES_PAWN_REGIONS
        return None

    def _score_preview(self, mover: int, hand_ids: Sequence[int], tile: str, x: int,
                       y: int) -> Optional[ScorePreview]:
        """:class:`ScorePreview` of ``mover`` laying ``tile`` at (x, y); None when illegal."""
        if self._placement_error(mover, hand_ids, tile, x, y) is not None:
            return None
        o = pack(x, y)
        cells = block(o)
        level = 1 + max(self._h.get(c, 0) for c in cells)
        colours = dict(self._c)
        for cell, col in zip(cells, tile, strict=True):
            colours[cell] = col
        get = colours.get
        owner = {k: p for p, k in enumerate(self._pawns) if k is not None and p != mover}
        regions: list[tuple[Cell, ...]] = []
        protected: list[tuple[Cell, ...]] = []
        guards: list[int] = []
        for start, (a, b), col in zip(cells, outer(o), tile, strict=True):
            if get(a) != col and get(b) != col:
                continue        # a lone square of its colour: a region of one cell
            members = flood(get, start, col)
            region = tuple(sorted(unpack(k) for k in members))
            seats = sorted(owner[k] for k in members if k in owner)
            if seats:
                protected.append(region)
                guards.append(seats[0])
            else:
                regions.append(region)
        points = level * sum(len(r) for r in regions)
        return ScorePreview(level, points, tuple(regions), tuple(protected), tuple(guards))

    def _points(self, mover: int, cols: str, o: int, level: int) -> int:
        """Points ``mover`` scores laying ``cols`` at offset ``o`` on ``level``, pawn unmoved,
        no legality check: :func:`.regions.scored` on the colours after, as ``play_unchecked``
        counts them, without building the state after (a search's greedy replies look at every
        placement)."""
        C = self._c
        g = C.get
        # every square of the tile a region of one cell: no side neighbour outside the tile
        # shows its colour (:func:`.cells.outer`, unrolled: most placements end here)
        if (g(o - 1) != cols[0] and g(o - S) != cols[0]
                and g(o + 2) != cols[1] and g(o - S + 1) != cols[1]
                and g(o + S + 2) != cols[2] and g(o + 2 * S + 1) != cols[2]
                and g(o + S - 1) != cols[3] and g(o + 2 * S) != cols[3]):
            return 0
        colours = dict(C)
        for cell, col in zip(block(o), cols, strict=True):
            colours[cell] = col
        others = {k for p, k in enumerate(self._pawns) if k is not None and p != mover}
        return level * sum(len(r) for r in scored(colours, o, cols, others))

    def _turn_error(self, mover: int, hand_ids: Sequence[int],
                    turn: Turn) -> Optional[PilusError]:
        if turn.tile is None:
            if self._generate(mover, hand_ids, first_only=True):
                return PilusError.CANNOT_PASS
            return None
        code = self._placement_error(mover, hand_ids, turn.tile, turn.x, turn.y)
        if code == PilusError.NOT_IN_HAND and not self._generate(mover, hand_ids,
                                                                 first_only=True):
            return PilusError.MUST_PASS
        if code is not None:
            return code
        if turn.pawn is None:
            return None
        if not block_in_range(*turn.pawn):
            return PilusError.PAWN_TARGET_NOT_ALLOWED
        o = pack(turn.x, turn.y)
        t = pack(*turn.pawn)
        new_cells = block(o)
        q = self._pawns[mover]
        reachable = t in new_cells or (q is not None and t - q in NEIGH and t in self._h)
        if not reachable or t == q:
            return PilusError.PAWN_TARGET_NOT_ALLOWED
        _protected, opp_region, opp_cells = self._pawn_context(mover)
        if opp_cells:
            sets = self._opp_sets(o, turn.tile, opp_region)
            if t not in self._pawn_targets(mover, o, turn.tile, sets, opp_region, opp_cells):
                return PilusError.PAWN_INTO_OPPONENT_REGION
        return None

    def _public_key(self) -> tuple[object, ...]:
        return (
            self._n,
            tuple(sorted(self._h.items())),
            tuple(sorted(self._c.items())),
            tuple(sorted(self._t.items())),
            self._laid,
            self._pawns,
            self._scores,
            self._to_move,
            self._sizes,
            self._pile_n,
            self._removed_n,
        )
