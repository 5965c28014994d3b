"""A Pylos evaluation learnt offline (issue #17): a weighted sum of cheap features of a position,
with weights fitted by ``tools/pylos_eval_fit.py`` to the scores a deep search (the C sparring
partner, 12 plies) gives to sampled middle-game positions. The weights are the small generated
module :mod:`.eval_weights` (one list of integers per variant); this module only computes the
features, so the offline fit and the search use the very same ones.

Every feature is from the point of view of the side to move (``me``), against the other
(``opp``), on the two bit masks of :class:`tabletop_gui.rules.pylos.Board`.
"""

from __future__ import annotations

from operator import mul
from typing import Optional, Sequence

from ...rules import pylos
from ...rules.pylos import FULL, SUPPORT

_HIGHER = pylos.geometry.HIGHER
_BIT = pylos.geometry.BIT
_LEVEL_MASK = pylos.geometry.LEVEL_MASK
_N = 30

#: the names of the features, in the order of :func:`features` and of the weights
FEATURES: tuple[str, ...] = (
    "reserve",            # my reserve minus the opponent's
    "my_three_ready",     # my patterns one sphere short, the hole playable now
    "my_three_later",     # ... the hole not yet supported
    "opp_three_ready",
    "opp_three_later",
    "my_full",            # my full patterns
    "opp_full",
    "my_block",           # the opponent's patterns one short whose hole is mine
    "opp_block",          # mine one short whose hole is theirs
    "my_free",            # my spheres with nothing on them (take-back material)
    "opp_free",
    "my_raisable",        # my free spheres that could be raised now
    "opp_raisable",
    "avail",              # playable empty places
    "upper_diff",         # my spheres above level 1 minus the opponent's
    "parity",             # +1 when the number of empty places is odd, -1 when even
    "bias",               # the side to move
    # v2: appended, so weights fitted to the first 17 alone still apply (the
    # missing ones count as 0)
    "ahead",              # +1 / 0 / -1: the sign of the reserve difference
    "reserve_late",       # the reserve difference times the spheres on the board
    "my_double",          # 1 when I have two or more distinct holes that complete now
    "opp_double",         # ... the opponent has (I can block one of them only)
)


def _patterns(variant: str) -> tuple[tuple[int, int], ...]:
    """(mask, size - 1) of every pattern of the variant."""
    masks = sorted({m for per_place in pylos.PATTERNS[variant] for m in per_place})
    return tuple((m, m.bit_count() - 1) for m in masks)


_PATTERNS = {v: _patterns(v) for v in ("children", "standard", "mature")}
_UPPER = FULL & ~_LEVEL_MASK[1]
_LEVEL1 = _LEVEL_MASK[1]
_UPPER_PLACES = tuple(p for p in range(_N) if _UPPER >> p & 1)
#: the places on a lower level than each place (where a sphere raised to it may come from)
_LOWER = tuple(sum(_BIT[q] for q in range(_N) if _HIGHER[q] >> p & 1) for p in range(_N))
#: for each place, the lower places a sphere may be raised from to it (those it does not rest on)
RAISE_SOURCES = tuple(_LOWER[p] & ~SUPPORT[p] for p in range(_N))


def features(me: int, opp: int, variant: str) -> list[int]:
    """The feature vector (see :data:`FEATURES`) of a position, ``me`` to move."""
    occ = me | opp
    support = SUPPORT
    my_ready = my_later = opp_ready = opp_later = 0
    my_full = opp_full = my_block = opp_block = 0
    my_holes = opp_holes = 0                  # the ready holes, as a mask
    for mask, short in _PATTERNS[variant]:
        on = occ & mask
        if not on:
            continue
        mine = me & on
        if mine == on:                        # only mine in the pattern
            n = mine.bit_count()
            if on == mask:
                my_full += 1
            elif n == short:
                hole = (mask ^ on).bit_length() - 1
                if occ & support[hole] == support[hole]:
                    my_ready += 1
                    my_holes |= 1 << hole
                else:
                    my_later += 1
        elif not mine:                        # only theirs
            n = on.bit_count()
            if on == mask:
                opp_full += 1
            elif n == short:
                hole = (mask ^ on).bit_length() - 1
                if occ & support[hole] == support[hole]:
                    opp_ready += 1
                    opp_holes |= 1 << hole
                else:
                    opp_later += 1
        elif on == mask:                      # full, both colours: one of them blocked?
            n = mine.bit_count()
            if n == short:
                opp_block += 1                # mine but one, that one theirs
            elif n == 1:
                my_block += 1
    # playable places: every empty place of level 1, and the supported empty ones above
    avail_n = 16 - (occ & _LEVEL1).bit_count()
    upper_avail = []
    covered = 0                   # places something rests on
    for p in _UPPER_PLACES:
        if occ >> p & 1:
            covered |= support[p]
        elif occ & support[p] == support[p]:
            upper_avail.append(p)
    avail_n += len(upper_avail)
    my_free_mask = me & ~covered
    opp_free_mask = opp & ~covered
    my_up = opp_up = 0            # free spheres that some playable higher place does not rest on
    for t in upper_avail:
        below = RAISE_SOURCES[t]
        my_up |= my_free_mask & below
        opp_up |= opp_free_mask & below
    my_free, opp_free = my_free_mask.bit_count(), opp_free_mask.bit_count()
    my_raise, opp_raise = my_up.bit_count(), opp_up.bit_count()
    n_on = occ.bit_count()
    n_empty = _N - n_on
    reserve = opp.bit_count() - me.bit_count()
    return [
        reserve,
        my_ready, my_later, opp_ready, opp_later,
        my_full, opp_full, my_block, opp_block,
        my_free, opp_free, my_raise, opp_raise,
        avail_n,
        (me & _UPPER).bit_count() - (opp & _UPPER).bit_count(),
        1 if n_empty & 1 else -1,
        1,
        (reserve > 0) - (reserve < 0),
        reserve * n_on,
        1 if my_holes & (my_holes - 1) else 0,
        1 if opp_holes & (opp_holes - 1) else 0,
    ]


def load_weights(variant: str) -> Optional[Sequence[int]]:
    """The fitted weights of ``variant`` (1/100 sphere per unit of each feature), or None when
    none were fitted for it. A shorter list weighs the first features only (weights fitted
    before features were appended). Imported on first use, in the worker that searches."""
    from .eval_weights import WEIGHTS

    weights = WEIGHTS.get(variant)
    if weights is None or not weights or len(weights) > len(FEATURES):
        return None
    return weights


def learnt_score(me: int, opp: int, variant: str, weights: Sequence[int]) -> int:
    """The learnt evaluation, in 1/100 sphere, for the side to move."""
    return sum(map(mul, weights, features(me, opp, variant)))
