"""A pattern-table ("n-tuple") evaluation for the Pylos expert.

As Othello and Connect-4 programs do, the score of a position is a sum of table look-ups: for
each of the 14 squares of levels 1-3, a table of weights indexed by the contents of its four
places **and the place above it** (the "tuple": 5 places), each place being one of

* 0: empty and not playable yet (some place below it is empty),
* 1: empty and playable now,
* 2: the side to move's sphere (``me``),
* 3: the other side's (``opp``),

so a tuple's state is a number 0..1023 (place ``i`` of the tuple weighs ``4 ** i``). Squares
equal under the 8 symmetries of the pyramid share their weights (level 1: the corner, edge and
centre squares; level 2: the four squares; level 3: the one), as do the states a symmetry that
fixes a square maps onto each other: every (tuple, state) pair maps to a *canonical key*, the
smallest of its images, and the keys are numbered in sorted order (:func:`canonical_ids`).

The mature rules add a tuple for each of their **lines** (:data:`LINE_TUPLES`: the
4 rows and 4 columns of level 1, 4 places each, and the 3 rows and 3 columns of level 2, 3
places each; no place above), shared in the same way (level 1: the outer and the inner lines;
level 2: the outer and the middle ones). Their weight numbers follow the squares', so the
squares' numbers are the same in every variant (:func:`tuples_of`: which tuples a variant
scores).

The score adds the learnt linear sum of :mod:`.evaluation`'s hand-made features (the reserve
difference above all), and both parts have their own weights for each *phase* (buckets of the
number of empty places, :data:`PHASES`). The weights are the generated module
:mod:`.ntuple_weights` (``tools/pylos_ntuple_fit.py``), loaded on first use, in the worker.

Speed: per phase and tuple a dict from ``me & M | opp & M << 30 | playable & M << 60`` (``M``
the tuple's mask) to its weight, so a leaf costs 14 look-ups (28 in the mature rules); the
hand-made pattern features are folded into those look-ups and the other features come from
small tables (:func:`make_scorer`: the same sums, twice as fast).
"""

from __future__ import annotations

from functools import lru_cache
from operator import mul
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from ...rules import pylos
from ...rules.pylos import SUPPORT
from .evaluation import FEATURES, RAISE_SOURCES
from .solver import solver_tables

_geo = pylos.geometry
_N = 30
_L1 = _geo.LEVEL_MASK[1]
_UPPER_PLACES = tuple(p for p in range(_N) if _geo.LEVEL[p] > 1)

#: (the largest number of empty places of phase 0, of phase 1, ...): phase k holds the
#: positions with more than PHASES[k - 1] and at most PHASES[k] empty places; the last phase
#: every position above. The default of the fit; the shipped weights carry their own.
PHASES: Tuple[int, ...] = (16, 20)


def phase_of(empty: int, phases: Sequence[int] = PHASES) -> int:
    """The phase (0..len(phases)) of a position with ``empty`` empty places."""
    for k, top in enumerate(phases):
        if empty <= top:
            return k
    return len(phases)


def _tuples() -> Tuple[Tuple[int, ...], ...]:
    """The 14 tuples: a square's four places (col, row), (col+1, row), (col, row+1),
    (col+1, row+1), then the place above them."""
    out = []
    for lv in (1, 2, 3):
        n = _geo.LEVEL_SIZES[lv - 1]
        for r in range(n - 1):
            for c in range(n - 1):
                cells = [_geo.index_of(lv, c + dc, r + dr) for dr in (0, 1) for dc in (0, 1)]
                cells.append(_geo.index_of(lv + 1, c, r))
                out.append(tuple(cells))
    return tuple(out)


def _line_tuples() -> Tuple[Tuple[int, ...], ...]:
    """The 14 lines of the mature rules (level 1, then level 2; each row, then its column),
    their places in order along the line."""
    out = []
    for lv in (1, 2):
        n = _geo.LEVEL_SIZES[lv - 1]
        for k in range(n):
            out.append(tuple(_geo.index_of(lv, c, k) for c in range(n)))     # a row
            out.append(tuple(_geo.index_of(lv, k, r) for r in range(n)))     # a column
    return tuple(out)


#: the places of each square tuple, in the order of their digits (see the module's doc)
TUPLES: Tuple[Tuple[int, ...], ...] = _tuples()
#: the places of each line tuple (the mature rules' rows and columns of levels 1 and 2)
LINE_TUPLES: Tuple[Tuple[int, ...], ...] = _line_tuples()
#: every tuple: the squares (numbers 0..13), then the lines (14..27)
ALL_TUPLES: Tuple[Tuple[int, ...], ...] = TUPLES + LINE_TUPLES
#: each tuple's mask (of :data:`ALL_TUPLES`)
TUPLE_MASKS: Tuple[int, ...] = tuple(sum(1 << p for p in t) for t in ALL_TUPLES)
#: the variants whose pattern tables include the lines (their patterns include lines)
LINE_VARIANTS = frozenset({"mature"})


def tuples_of(variant: str) -> int:
    """How many of :data:`ALL_TUPLES` (the first ones) a variant's tables score: the 14 squares,
    and in the mature rules the 14 lines too."""
    return len(ALL_TUPLES) if variant in LINE_VARIANTS else len(TUPLES)


def _symmetries() -> List[Tuple[int, ...]]:
    """The 8 symmetries of the pyramid as place permutations (``g[p]`` is the image of p)."""
    out = []
    for k in range(8):
        perm = []
        for p in range(_N):
            lv, c, r = _geo.place_coords(p)
            m = _geo.LEVEL_SIZES[lv - 1] - 1
            if k & 4:
                c, r = r, c
            if k & 1:
                c = m - c
            if k & 2:
                r = m - r
            perm.append(_geo.index_of(lv, c, r))
        out.append(tuple(perm))
    return out


SYMMETRIES: Tuple[Tuple[int, ...], ...] = tuple(_symmetries())
_TUPLE_OF_SET = {frozenset(t): i for i, t in enumerate(ALL_TUPLES)}


def _states(t: int) -> List[int]:
    """The states of tuple ``t`` a legal position can show (level-1 places are never
    "not playable"; a square's place above is empty-not-playable unless the square is full)."""
    cells = ALL_TUPLES[t]
    if t >= len(TUPLES):                      # a line: any digits but "not playable" on level 1
        return [s for s in range(4 ** len(cells))
                if not any(s >> (2 * i) & 3 == 0 and _geo.LEVEL[p] == 1
                           for i, p in enumerate(cells))]
    out = []
    for s in range(4 ** 5):
        digits = [s >> (2 * i) & 3 for i in range(5)]
        if any(d == 0 and _geo.LEVEL[cells[i]] == 1 for i, d in enumerate(digits[:4])):
            continue
        full = all(d >= 2 for d in digits[:4])
        if full == (digits[4] == 0):
            continue                          # full square: the place above is playable or taken
        out.append(s)
    return out


def _images() -> List[List[Tuple[int, Tuple[int, ...]]]]:
    """For each tuple and symmetry: the image tuple and where each place's digit goes."""
    out = []
    for cells in ALL_TUPLES:
        row = []
        for g in SYMMETRIES:
            image = [g[p] for p in cells]
            t2 = _TUPLE_OF_SET[frozenset(image)]
            row.append((t2, tuple(2 * ALL_TUPLES[t2].index(p) for p in image)))
        out.append(row)
    return out


_IMAGES = _images()


def canonical(t: int, s: int) -> Tuple[int, int]:
    """The canonical key of state ``s`` of tuple ``t``: the smallest (tuple, state) among its
    images under the 8 symmetries."""
    best = (t, s)
    for t2, shifts in _IMAGES[t]:
        s2 = 0
        for i, sh in enumerate(shifts):
            s2 |= (s >> (2 * i) & 3) << sh
        if (t2, s2) < best:
            best = (t2, s2)
    return best


_IDS: Optional[Tuple[List[Dict[int, int]], int]] = None


def canonical_ids(variant: str = "standard") -> Tuple[List[Dict[int, int]], int]:
    """For each tuple the variant scores (:func:`tuples_of`), a dict from its legal states to
    their weight number, and how many weight numbers there are (the same in every phase). The
    squares' keys sort before the lines' (a key starts with its tuple's number), so their
    numbers do not depend on the variant. Computed once (a few tens of ms)."""
    global _IDS
    if _IDS is None:
        keys = {t: {s: canonical(t, s) for s in _states(t)} for t in range(len(ALL_TUPLES))}
        order = {k: i for i, k in enumerate(sorted({k for d in keys.values() for k in d.values()}))}
        _IDS = ([{s: order[k] for s, k in keys[t].items()} for t in range(len(ALL_TUPLES))],
                len(order))
    ids, total = _IDS
    n = tuples_of(variant)
    if n == len(ALL_TUPLES):
        return ids, total
    return ids[:n], 1 + max(k for d in ids[:n] for k in d.values())


def playable(me: int, opp: int) -> int:
    """The mask of the empty places a sphere could be placed on now."""
    occ = me | opp
    play = _L1 & ~occ
    for p in _UPPER_PLACES:
        if not occ >> p & 1 and occ & SUPPORT[p] == SUPPORT[p]:
            play |= 1 << p
    return play


def tuple_states(me: int, opp: int, variant: str = "standard") -> List[int]:
    """The state (0..1023) of each tuple the variant scores in a position, ``me`` to move."""
    play = playable(me, opp)
    out = []
    for cells in ALL_TUPLES[:tuples_of(variant)]:
        s = 0
        for i, p in enumerate(cells):
            s |= (2 if me >> p & 1 else 3 if opp >> p & 1 else 1 if play >> p & 1 else 0) << (2 * i)
        out.append(s)
    return out


def pattern_ids(me: int, opp: int, variant: str = "standard") -> List[int]:
    """The weight number of each tuple's state (the fit's columns), ``me`` to move."""
    ids, _ = canonical_ids(variant)
    return [ids[t][s] for t, s in enumerate(tuple_states(me, opp, variant))]


#: where a digit's bit goes in a look-up key: mine at 0, theirs at 30, playable at 60
_SHIFT = {2: 0, 3: 30, 1: 60}


def _pattern_counts(t: int, s: int) -> Tuple[List[int], int, int]:
    """What :func:`.evaluation.features` counts for pattern tuple ``t`` in state ``s``: the
    counts of its pattern features (``my_ready`` .. ``opp_block``, in the order of
    :data:`.evaluation.FEATURES` from 1 to 8), and the ready hole of mine / theirs (-1: none).
    A square's place above is not part of its pattern."""
    cells = ALL_TUPLES[t]
    size = len(cells) if t >= len(TUPLES) else 4
    digits = [s >> (2 * i) & 3 for i in range(size)]
    mine, theirs = digits.count(2), digits.count(3)
    counts = [0] * 8
    my_hole = opp_hole = -1
    if mine + theirs == 0:
        return counts, my_hole, opp_hole
    if theirs == 0 or mine == 0:
        n, base = (mine, 0) if theirs == 0 else (theirs, 2)
        if n == size:
            counts[4 + base // 2] += 1                       # my_full / opp_full
        elif n == size - 1:
            i = next(i for i, d in enumerate(digits) if d < 2)
            if digits[i] == 1:                               # the hole is playable now
                counts[base] += 1                            # my_ready / opp_ready
                if theirs == 0:
                    my_hole = cells[i]
                else:
                    opp_hole = cells[i]
            else:
                counts[base + 1] += 1                        # my_later / opp_later
    elif mine + theirs == size:
        if mine == size - 1:
            counts[7] += 1                                   # opp_block
        elif mine == 1:
            counts[6] += 1                                   # my_block
    return counts, my_hole, opp_hole


#: the evaluation's constant offset while summing (every score stays far below it), so that
#: the sum's bits from :data:`_HOLES` up hold only the ready holes' counts (see make_scorer)
_OFFSET = 1 << 62
_HOLES = 64
#: where theirs start (three bits a place, 30 places, for mine first)
_THEIR_HOLES = 96
_EVERY_THIRD = sum(1 << (3 * p) for p in range(_N))


def _key_tables(weights: Sequence[int], variant: str = "standard",
                linear: Sequence[int] = ()) -> List[Tuple[int, Dict[int, int]]]:
    """(M | M << 30 | M << 60, {me & M | opp & M << 30 | playable & M << 60: value}) of every
    tuple the variant scores (``M`` its mask). The value is the state's table weight; with
    ``linear`` (a phase's weights of :func:`.evaluation.features`), where the tuple is one of
    the variant's patterns, also what its pattern features add, and its ready holes' counts
    at bit :data:`_HOLES` + 3 x place (mine), + :data:`_THEIR_HOLES` (theirs)."""
    ids, n = canonical_ids(variant)
    if len(weights) != n:
        raise ValueError(f"{variant}: {n} table weights a phase, not {len(weights)}")
    patterns = {m for per in pylos.PATTERNS[variant] for m in per}
    out = []
    for t, cells in enumerate(ALL_TUPLES[:len(ids)]):
        pattern_mask = TUPLE_MASKS[t] if t >= len(TUPLES) else sum(1 << p for p in cells[:4])
        fold = bool(linear) and pattern_mask in patterns
        table: Dict[int, int] = {}
        for s, k in ids[t].items():
            key = 0
            for i, p in enumerate(cells):
                d = s >> (2 * i) & 3
                if d:
                    key |= 1 << (p + _SHIFT[d])
            value = weights[k]
            if fold:
                counts, my_hole, opp_hole = _pattern_counts(t, s)
                value += sum(map(mul, linear[1:9], counts))
                if my_hole >= 0:
                    value += 1 << (_HOLES + 3 * my_hole)
                if opp_hole >= 0:
                    value += 1 << (_HOLES + _THEIR_HOLES + 3 * opp_hole)
            table[key] = value
        mask = TUPLE_MASKS[t]
        out.append((mask | mask << 30 | mask << 60, table))
    return out


def make_scorer(linear: Sequence[Sequence[int]], tables: Sequence[Sequence[int]],
                variant: str = "standard",
                phases: Sequence[int] = PHASES) -> Callable[[int, int], int]:
    """``score(me, opp)`` in 1/100 sphere: per phase (of ``phases``), the linear weights of
    :func:`.evaluation.features` plus the tuples' table weights (one list per phase, indexed
    by weight number).

    The same sum as ``linear . features(me, opp) + the tables' weights``, computed the fast way
    (about twice as fast): the pattern features (ready, later, full, blocked) are folded into
    the tables of the tuples that are patterns; the features of the reserves alone (reserve,
    parity, bias, ahead, reserve_late) are one table by the two sphere counts; playable,
    covered and raisable places come from the solver's tables of one level's occupancy; two
    distinct ready holes (``my_double``, ``opp_double``) from the holes' counts the pattern
    tables add above bit 64 of the sum."""
    if not len(linear) == len(tables) == len(phases) + 1:
        raise ValueError("one list of weights a phase")
    lin = [list(w) + [0] * (len(FEATURES) - len(w)) for w in linear]
    keyed = [_key_tables(w, variant, lin[ph]) for ph, w in enumerate(tables)]
    ph_of = [phase_of(e, phases) for e in range(_N + 1)]
    # the reserves' features by (my spheres << 4 | theirs), the phase following from both
    counts_part = [0] * 256
    for n_me in range(16):
        for n_opp in range(16):
            n_on = n_me + n_opp
            if n_on > _N:
                continue
            w = lin[ph_of[_N - n_on]]
            reserve = n_opp - n_me
            counts_part[n_me << 4 | n_opp] = _OFFSET + (
                w[0] * reserve + w[15] * (1 if (_N - n_on) & 1 else -1) + w[16]
                + w[17] * ((reserve > 0) - (reserve < 0)) + w[18] * reserve * n_on)
    per_phase = [(w[9], w[10], w[11], w[12], w[13], w[14], w[19], w[20], keyed[ph])
                 for ph, w in enumerate(lin)]
    av2, av3, cov1, cov2 = solver_tables()[:4]
    l1 = _L1
    l3 = 15 << 25
    top = 1 << 29
    raise2 = [0] * 512
    for m in range(512):
        for i in range(9):
            if m >> i & 1:
                raise2[m] |= RAISE_SOURCES[16 + i]
    raise3 = [0] * 32
    for m in range(32):
        for i in range(5):
            if m >> i & 1:
                raise3[m] |= RAISE_SOURCES[25 + i]
    low = (1 << _HOLES) - 1
    every_third = _EVERY_THIRD
    their_shift = _THEIR_HOLES

    def score(me: int, opp: int) -> int:
        occ = me | opp
        n_me = me.bit_count()
        n_opp = opp.bit_count()
        (w_free, w_ofree, w_raise, w_oraise, w_avail, w_upper, w_double, w_odouble,
         keyed_ph) = per_phase[ph_of[_N - n_me - n_opp]]
        s = counts_part[n_me << 4 | n_opp]
        up2 = occ >> 16 & 511
        up3 = occ >> 25 & 15
        play = (l1 | av2[occ & l1] | av3[up2]) & ~occ
        covered = cov1[up2] | cov2[up3]
        if occ & l3 == l3:
            if occ & top:
                covered |= l3
            else:
                play |= top
        sources = raise2[play >> 16 & 511] | raise3[play >> 25]
        my_free = me & ~covered
        opp_free = opp & ~covered
        s += (w_free * my_free.bit_count() + w_ofree * opp_free.bit_count()
              + w_raise * (my_free & sources).bit_count()
              + w_oraise * (opp_free & sources).bit_count()
              + w_avail * play.bit_count()
              + w_upper * ((me >> 16).bit_count() - (opp >> 16).bit_count()))
        key = me | opp << 30 | play << 60
        for mask, table in keyed_ph:
            s += table[key & mask]
        holes = s >> _HOLES
        if holes:
            s &= low
            mine = holes & ((1 << their_shift) - 1)
            if mine:
                mine = (mine | mine >> 1 | mine >> 2) & every_third
                if mine & (mine - 1):
                    s += w_double
            theirs = holes >> their_shift
            if theirs:
                theirs = (theirs | theirs >> 1 | theirs >> 2) & every_third
                if theirs & (theirs - 1):
                    s += w_odouble
        return s - _OFFSET

    return score


@lru_cache(maxsize=None)
def scorer(variant: str) -> Optional[Callable[[int, int], int]]:
    """The shipped pattern-table evaluation of ``variant`` (:mod:`.ntuple_weights`), or None
    where none was fitted. Imported on first use, in the worker that searches; built once
    per variant and process (0.1-0.3 s) and shared, being a pure function of read-only
    tables: every look of a lost move (:func:`.search.swindle_models`) is a fresh searcher."""
    from .ntuple_weights import LINEAR, TABLES
    from .ntuple_weights import PHASES as FITTED

    if variant not in TABLES or variant not in LINEAR:
        return None
    return make_scorer(LINEAR[variant], TABLES[variant], variant, FITTED)
