"""The greedy replies of the play-outs: lay the tile that scores most now (and, for the
pawn-aware reply, move the pawn where it protects most). Only the rules' public fast API:
``placements``, ``placement_points``, ``play_unchecked``, ``region_labels``."""

from __future__ import annotations

import math
import random
from bisect import bisect_left
from itertools import accumulate
from typing import Callable, Optional

from ...rules.pilus import PASS, State, Turn
from .evaluation import protection, region_value

__all__ = ["BestPlacement", "best_gain", "best_placement", "greedy_pawn_turn", "greedy_turn",
           "deny_placement", "soft_placement"]

#: how a greedy reply finds its placement: (state after, points, turn) of ``player``'s best
#: (:func:`best_placement`; a benchmark passes the slower way it was once made, to compare)
BestPlacement = Callable[[State, int], tuple[State, int, Optional[Turn]]]


def best_placement(s: State, player: int) -> tuple[State, int, Optional[Turn]]:
    """(state after, points, turn) of ``player``'s placement scoring most now, pawn unmoved
    (the first of equals); a pass when they can lay nothing. Only the chosen one is played:
    :meth:`State.placement_points` counts the others without building their boards."""
    placements = s.placements(player)
    if not placements:
        return s.play_unchecked(PASS), 0, None
    points = s.placement_points
    best, best_gain = placements[0], -1
    for p in placements:
        gain = points(p, player)
        if gain > best_gain:
            best, best_gain = p, gain
    turn = Turn(best.tile, best.x, best.y)
    return s.play_unchecked(turn), best_gain, turn


def soft_placement(s: State, player: int, rng: random.Random,
                   temperature: float) -> tuple[State, int, Optional[Turn]]:
    """Like :func:`best_placement`, but a placement drawn with odds ``exp(points /
    temperature)``: a reply that usually takes the most points and sometimes a few less, so
    that the play-outs average over replies a person might make instead of trusting one."""
    placements = s.placements(player)
    if not placements:
        return s.play_unchecked(PASS), 0, None
    points = [s.placement_points(p, player) for p in placements]
    top = max(points)
    odds = list(accumulate(math.exp((v - top) / temperature) for v in points))
    i = min(bisect_left(odds, rng.random() * odds[-1]), len(odds) - 1)
    p = placements[i]
    turn = Turn(p.tile, p.x, p.y)
    return s.play_unchecked(turn), points[i], turn


def deny_placement(s: State, player: int, k: int = 3) -> tuple[State, int, Optional[Turn]]:
    """A reply that also denies: of ``player``'s ``k`` placements scoring most now, the one
    leaving the next player the least, by points now minus the most the next player could then
    score with one placement (a greedy reply never looks at what it leaves)."""
    placements = s.placements(player)
    if not placements:
        return s.play_unchecked(PASS), 0, None
    points = s.placement_points
    ranked = sorted(((points(p, player), i) for i, p in enumerate(placements)),
                    key=lambda vi: (-vi[0], vi[1]))[:k]
    best: Optional[tuple[float, State, int, Turn]] = None
    for v, i in ranked:
        p = placements[i]
        turn = Turn(p.tile, p.x, p.y)
        after = s.play_unchecked(turn)
        left = 0
        if after.outcome is None:
            nxt = after.to_move
            left = max((after.placement_points(q, nxt) for q in after.placements(nxt)),
                       default=0)
        if best is None or v - left > best[0]:
            best = (v - left, after, v, turn)
    assert best is not None
    return best[1], best[2], best[3]


def best_gain(s: State, player: int, best: BestPlacement = best_placement) -> int:
    """The most points ``player`` (to move in ``s``) could score now with one placement (0
    when they can lay nothing)."""
    return best(s, player)[1]


def greedy_turn(s: State, player: int,
                best: BestPlacement = best_placement) -> tuple[State, int]:
    """``player`` (to move in ``s``) lays the tile scoring most now, pawn unmoved.
    Returns (state after, points scored)."""
    after, gain, _turn = best(s, player)
    return after, gain


def greedy_pawn_turn(s: State, player: int,
                     best: BestPlacement = best_placement) -> tuple[State, int]:
    """Like :func:`greedy_turn`, then the pawn: stay or go to a cell of the tile just laid,
    whichever protects the most (ties: stay)."""
    best_state, gain, best_turn = best(s, player)
    if best_turn is None or best_state.outcome is not None or best_state.turns_left < 1:
        return best_state, gain
    top = protection(best_state, player)
    regions = best_state.region_labels()
    taken = {regions.region_id(c) for q in range(best_state.players) if q != player
             for c in (best_state.pawn(q),) if c is not None}
    target = None
    x, y = best_turn.x, best_turn.y
    for cell in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)):
        if regions.region_id(cell) in taken:
            continue
        v = region_value(regions, cell)
        if v > top:
            top, target = v, cell
    if target is None:
        return best_state, gain
    return s.play_unchecked(best_turn._replace(pawn=target)), gain
