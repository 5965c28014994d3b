"""Today's learnt expert evaluation, frozen (issue #17): the 17 features and the
weights of ``tabletop_gui/ai/pylos/eval_weights.py`` as first fitted (1,398 positions
labelled by the partner's 12-ply score), copied here so the bench can play the expert with it
(``learnt1:LEVEL``) beside the expert with whatever evaluation the package has now."""

from __future__ import annotations

from operator import mul
from typing import Callable, Optional

from tabletop_gui.rules import pylos
from tabletop_gui.rules.pylos import FULL, SUPPORT

_HIGHER = pylos.geometry.HIGHER
_BIT = pylos.geometry.BIT
_LEVEL_MASK = pylos.geometry.LEVEL_MASK
_N = 30

#: the session-5 weights (1/100 sphere), in the order of :func:`features`
WEIGHTS: dict[str, list[int]] = {
    'standard': [86, 137, 64, -63, -74, 0, 0, 52, -52, 17, -31, 24, -5, -2, -32, 9, 49],
}


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


def features(me: int, opp: int, variant: str) -> list[int]:
    """The feature vector (see :data:`FEATURES`) of a position, ``me`` to move."""
    occ = me | opp
    support = SUPPORT
    my_ready = my_later = opp_ready = opp_later = 0
    my_full = opp_full = my_block = opp_block = 0
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
        below = _LOWER[t] & ~support[t]
        my_up |= my_free_mask & below
        opp_up |= opp_free_mask & below
    my_free, opp_free = my_free_mask.bit_count(), opp_free_mask.bit_count()
    my_raise, opp_raise = my_up.bit_count(), opp_up.bit_count()
    n_empty = _N - occ.bit_count()
    return [
        opp.bit_count() - me.bit_count(),
        my_ready, my_later, opp_ready, opp_later,
        my_full, opp_full, my_block, opp_block,
        my_free, opp_free, my_raise, opp_raise,
        avail_n,
        (me & _UPPER).bit_count() - (opp & _UPPER).bit_count(),
        1 if n_empty & 1 else -1,
        1,
    ]


def scorer(variant: str) -> Optional[Callable[[int, int], int]]:
    """``score(me, opp)`` in 1/100 sphere for the side to move, or None without weights."""
    weights = WEIGHTS.get(variant)
    if weights is None:
        return None

    def score(me: int, opp: int) -> int:
        return sum(map(mul, weights, features(me, opp, variant)))

    return score
