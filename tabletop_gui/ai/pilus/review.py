"""Reviewing a PILUS game honestly: for each turn, what the expert would have played instead.

PILUS has no exact truth (hidden hands, a shuffled pile), so a turn is not called right or
wrong. What this module says of a turn is the expert bot's (:mod:`.bot`) opinion, and the
numbers it is made of:

* the turn played and the points it scored at once;
* the expert's choice in the same position, *from the same view*: the mover's own hand, the
  table, the scores, the other hands' sizes, never their tiles (the hidden tiles are drawn by
  the bot's own sampling, :meth:`~tabletop_gui.rules.pilus.View.sample`, exactly as in play),
  and the points that choice would have scored at once;
* the expert's estimate of the difference, in points: the mean play-out value
  (:meth:`.bot.PilusBot.playout`: our points minus the best opponent's, plus the protected
  regions' worth, after the opponents' greedy replies) of its choice minus that of the turn
  played, over the same sampled deals (common random numbers, so the noise of the deals
  cancels as far as it can). 0 when the expert chose the turn played. An estimate: it can be
  negative (the turn played did better on these deals than the expert's pick).

Public API::

    suggest(state, seat=None, nodes=..., seed=0) -> Suggestion   # the expert's turn there
    judge_turn(state, played, ply=0, ...) -> Judgement
    judge_game(start, moves, seats=None, on_progress=None, cancel=None, ...) -> list
    code_of(judgement) -> "agrees" | "close" | "better" | "much_better"

Everything is deterministic for a given ``seed`` (the bot's and the samples' random numbers are
drawn from it and the turn's number only), so a review judged twice says the same, and the
tests are stable. The state passed may be a full :class:`~tabletop_gui.rules.pilus.State`:
only its view for the mover is ever used (:func:`suggest` takes ``state.view(seat)`` first).
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass
from typing import Callable, Iterator, Optional, Sequence, Union

from ...rules.pilus import State, Turn, View
from .bot import PilusBot

__all__ = ["DEFAULT_NODES", "DEFAULT_SAMPLES", "Judgement", "Suggestion", "code_of",
           "iter_game", "judge_game", "judge_turn", "suggest"]

#: the expert's play-outs per turn (its own budget in play, without the time limit, so the
#: choice is the same on any machine)
DEFAULT_NODES = 192
#: the sampled deals the turn played and the expert's choice are both played out on
DEFAULT_SAMPLES = 24
#: below this many points of estimated difference, the two turns are called as good
CLOSE = 1.0
#: from this many points on, the expert's choice is called much better
MUCH = 5.0


@dataclass(frozen=True)
class Suggestion:
    """The expert's turn in a position, and the points it scores at once."""

    turn: Turn
    points: int


@dataclass(frozen=True)
class Judgement:
    """One turn of a game (``index``: 0 the game's first), from the view of ``seat``, its
    mover: what was played and scored, what the expert chose there and would have scored, and
    ``difference``: the expert's estimate of how many points more its choice is worth (see the
    module docstring; 0.0 where it chose the turn played)."""

    index: int
    seat: int
    played: Turn
    played_points: int
    expert: Turn
    expert_points: int
    difference: float
    samples: int

    @property
    def agrees(self) -> bool:
        return self.played == self.expert

    @property
    def code(self) -> str:
        return code_of(self)


def code_of(j: Judgement) -> str:
    """"agrees" (the expert chose the turn played), "close" (less than :data:`CLOSE` points
    apart, or the turn played estimated better), "better" or "much_better" (from
    :data:`MUCH` points)."""
    if j.agrees:
        return "agrees"
    if j.difference < CLOSE:
        return "close"
    return "much_better" if j.difference >= MUCH else "better"


def _view(state: Union[State, View], seat: Optional[int]) -> View:
    if isinstance(state, View):
        if seat is not None and seat != state.viewer:
            raise ValueError("the view is another seat's")
        return state
    return state.view(state.to_move if seat is None else seat)


def _seed(seed: int, ply: int, salt: int) -> int:
    return (seed * 1_000_003 + ply * 7919 + salt) & 0xFFFFFFFFFFFF


def points_now(view: View, turn: Turn) -> int:
    """What ``turn`` scores at once for the viewer (its own turn's effect needs no hidden
    tile: any sample of them gives the same)."""
    if turn.tile is None:
        return 0
    after = view.sample(random.Random(0)).play(turn)
    return int(after.score(view.viewer) - view.score(view.viewer))


def suggest(state: Union[State, View], seat: Optional[int] = None, *,
            nodes: int = DEFAULT_NODES, seed: int = 0, ply: int = 0,
            cancel: Optional[threading.Event] = None) -> Suggestion:
    """The expert's turn for ``seat`` (the seat to move) in ``state``, from that seat's view
    only; ``nodes`` play-outs, deterministic for ``seed`` and ``ply``."""
    view = _view(state, seat)
    bot = PilusBot("expert", seed=_seed(seed, ply, 1), nodes=nodes)
    decision = bot.decide(view, cancel=cancel)
    turn = decision.move
    assert isinstance(turn, Turn)
    return Suggestion(turn, points_now(view, turn))


def judge_turn(state: Union[State, View], played: Turn, ply: int = 0, *,
               nodes: int = DEFAULT_NODES, samples: int = DEFAULT_SAMPLES, seed: int = 0,
               cancel: Optional[threading.Event] = None) -> Judgement:
    """The expert's opinion of ``played`` in ``state`` (the mover's view only; see the module
    docstring)."""
    view = _view(state, None if isinstance(state, View) else state.to_move)
    me = view.viewer
    choice = suggest(view, nodes=nodes, seed=seed, ply=ply, cancel=cancel)
    played_points = points_now(view, played)
    difference = 0.0
    used = 0
    if choice.turn != played:
        bot = PilusBot("expert", seed=0)
        rng = random.Random(_seed(seed, ply, 2))
        total = 0.0
        for _ in range(samples):
            if cancel is not None and cancel.is_set():
                break
            deal = view.sample(rng)
            total += bot.playout(deal, choice.turn, me) - bot.playout(deal, played, me)
            used += 1
        difference = total / used if used else 0.0
    return Judgement(ply, me, played, played_points, choice.turn, choice.points,
                     round(difference, 2), used)


def iter_game(start: State, moves: Sequence[Union[Turn, str]],
              seats: Optional[Sequence[int]] = None, *, nodes: int = DEFAULT_NODES,
              samples: int = DEFAULT_SAMPLES, seed: int = 0,
              cancel: Optional[threading.Event] = None) -> Iterator[Optional[Judgement]]:
    """One item per turn of the game, in order, as soon as it is judged: its
    :class:`Judgement`, or None for a turn of a seat not in ``seats`` (None: every seat),
    which is not looked at at all. Stops early when ``cancel`` is set."""
    allowed = None if seats is None else set(seats)
    state = start
    for ply, move in enumerate(moves):
        if cancel is not None and cancel.is_set():
            return
        turn = move if isinstance(move, Turn) else Turn.from_notation(str(move))
        seat = state.to_move
        if allowed is not None and seat not in allowed:
            yield None
        else:
            j = judge_turn(state, turn, ply, nodes=nodes, samples=samples, seed=seed,
                           cancel=cancel)
            if cancel is not None and cancel.is_set():
                return              # cut short: not a judgement to show
            yield j
        state = state.play(turn)


def judge_game(start: State, moves: Sequence[Union[Turn, str]],
               seats: Optional[Sequence[int]] = None, *,
               on_progress: Optional[Callable[[int, int, Optional[Judgement]], None]] = None,
               cancel: Optional[threading.Event] = None, nodes: int = DEFAULT_NODES,
               samples: int = DEFAULT_SAMPLES, seed: int = 0) -> list[Optional[Judgement]]:
    """Every turn's item of :func:`iter_game`, ``on_progress(i, n, item)`` called as each
    comes (so the first can be shown at once); a cancel returns those judged so far."""
    out: list[Optional[Judgement]] = []
    n = len(moves)
    for item in iter_game(start, moves, seats, nodes=nodes, samples=samples, seed=seed,
                          cancel=cancel):
        out.append(item)
        if on_progress is not None:
            on_progress(len(out) - 1, n, item)
    return out


def scores_over(start: State, moves: Sequence[Union[Turn, str]]) -> list[list[int]]:
    """Every player's score after each turn (the first row: the start's): the score chart's
    lines. Scores are public, so this needs no view."""
    state = start
    rows = [list(state.scores)]
    for move in moves:
        state = state.play(move)
        rows.append(list(state.scores))
    return rows
