"""The greedy replies of the play-outs: lay the tile that scores most now (and, for the
pawn-aware reply, move the pawn where it protects most). Only the rules' public fast API:
``placements``, ``placement_points``, ``play_unchecked``, ``region_labels``."""

from __future__ import annotations

from typing import Optional

from ...rules.pilus import PASS, State, Turn
from .evaluation import protection, region_value

__all__ = ["best_gain", "greedy_pawn_turn", "greedy_turn"]


def _best_placement(s: State, player: int) -> tuple[State, int, Optional[Turn]]:
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


def best_gain(s: State, player: int) -> int:
    """The most points ``player`` (to move in ``s``) could score now with one placement (0
    when they can lay nothing)."""
    return _best_placement(s, player)[1]


def greedy_turn(s: State, player: int) -> tuple[State, int]:
    """``player`` (to move in ``s``) lays the tile scoring most now, pawn unmoved.
    Returns (state after, points scored)."""
    best, gain, _turn = _best_placement(s, player)
    return best, gain


def greedy_pawn_turn(s: State, player: int) -> tuple[State, int]:
    """Like :func:`greedy_turn`, then the pawn: stay or go to a cell of the tile just laid,
    whichever protects the most (ties: stay)."""
    best, best_gain, best_turn = _best_placement(s, player)
    if best_turn is None or best.outcome is not None or best.turns_left < 1:
        return best, best_gain
    top = protection(best, player)
    regions = best.region_labels()
    taken = {regions.region_id(c) for q in range(best.players) if q != player
             for c in (best.pawn(q),) if c is not None}
    target = None
    x, y = best_turn.x, best_turn.y
    for cell in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)):
        if regions.region_id(cell) in taken:
            continue
        v = region_value(regions, cell)
        if v > top:
            top, target = v, cell
    if target is None:
        return best, best_gain
    return s.play_unchecked(best_turn._replace(pawn=target)), best_gain
