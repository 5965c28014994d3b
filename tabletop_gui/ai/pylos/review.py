"""Reviewing a Pylos game with exact verdicts: what each move did to the game's value.

Pylos is solved in this app (docs/pylos-solution.md): the shipped book (:mod:`.book`) knows the
exact value of every position with many empty places, and the exact solver (:mod:`.solver`)
decides the rest, within a budget. This module puts the two behind one question, "what is this
position worth to the side to move?", and judges a game's moves with the answers. It returns
values and codes only; the words a player reads are the GUI's (translated there).

Public API (docs/review.md has the same with examples)::

    value_of(state, ...) -> Value                 # the exact value of a position, or unknown
    all_move_values(state, ...) -> list[MoveValue]  # every legal move's exact value
    judge_game(variant, moves, on_progress=None, cancel=None, ...) -> list[Verdict]
    Reviewer(variant, ...)                        # the same, keeping one solver's tables

**Values.** A :class:`Value` is the game-theoretic value of a position for the side to move:
``outcome`` "win", "draw" or "loss" (None: unknown, never a guess), ``plies``: the plies to
the end with best play (the winner hurries, the loser delays) where it is cheap to know (the
rules, or the solver's "win in N"; the book knows no distances), else None; ``source``: where
it came from ("rules": the game is over or ends next ply; "book"; "solver"; "" for unknown).
The value is the position's own: the game's earlier positions are not counted (a repetition
that the history would make a draw is not seen), except that a game the rules have already
ended (a third repetition included) has its result as its value. The book's values are of the
same kind, which is why a book and a solver value can be compared at all.

**Verdicts**, from the mover's point of view; ``before`` is the value of the position the
move was played in, ``after`` the mover's value once it is played (the next position's value
for the other side, negated; its ``plies`` count from before the move, so the two compare):

=================  ==================================================================
code               meaning
=================  ==================================================================
``best``           won before and after, and the move wins as fast as possible
                   (both distances known and equal)
``kept_win``       won before and after (a distance unknown, so "fastest" is not known)
``slower_win``     won before and after, but the win takes longer than it had to
                   (both distances known; a win still)
``threw_win``      won before, a draw or a loss after: the win thrown away
``kept_draw``      drawn before and after
``threw_draw``     drawn before, lost after
``best_defence``   lost before and after, and the loss takes as long as it can
                   (both distances known and equal)
``still_lost``     lost before and after (a distance unknown)
``shortened_loss`` lost before and after, and the loss comes sooner than it had to
``unknown``        a value before or after is unknown (the solver ran out of budget)
``inconsistent``   never expected: the value after is better than the value before,
                   which exact values cannot be (it would mean a bug in the book or solver)
=================  ==================================================================

:data:`MISTAKES` (``threw_win``, ``threw_draw``) change the outcome; :data:`INACCURACIES`
(``slower_win``, ``shortened_loss``) keep it but lose time. For both, a :class:`Verdict` has
``better_moves``: the moves of that position that keep the value before (for an inaccuracy,
those at the best distance), as far as they are known within the budget.

**Budget and cancel.** Every solver call runs within a node and a time budget (per position:
:data:`DEFAULT_NODES`, :data:`DEFAULT_SECONDS`) and checks a :class:`threading.Event` about
every 1,024 nodes: when it is set, :class:`ReviewCancelled` is raised (a GUI worker that
reviews in the background stops so; :func:`judge_game` instead returns the verdicts judged so
far). A budget that runs out gives an unknown value, never a guess.

This is the ``ai`` layer: it imports only :mod:`tabletop_gui.rules` and its own package.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence, Union

from ...rules import pylos
from ...rules.pylos import Move
from .book import PylosBook, book_for
from .solver import PylosSolver, SolveAborted

__all__ = ["DEFAULT_DISTANCE_SECONDS", "DEFAULT_NODES", "DEFAULT_SECONDS", "INACCURACIES",
           "MISTAKES", "MoveValue", "OUTCOMES", "ReviewCancelled", "Reviewer", "VERDICTS",
           "Value", "Verdict", "all_move_values", "classify", "judge_game", "value_of"]

#: the outcomes a :class:`Value` may have (None: unknown)
OUTCOMES = ("win", "draw", "loss")
#: every verdict code (see the module's docstring)
VERDICTS = ("best", "kept_win", "slower_win", "threw_win", "kept_draw", "threw_draw",
            "best_defence", "still_lost", "shortened_loss", "unknown", "inconsistent")
#: the verdicts where the move changed the outcome for the worse
MISTAKES = frozenset({"threw_win", "threw_draw"})
#: the verdicts where the outcome stayed but the move lost time (a slower win, a quicker loss)
INACCURACIES = frozenset({"slower_win", "shortened_loss"})
#: the solver's node budget for one position's value (about 1-3 s in pure Python)
DEFAULT_NODES = 400_000
#: the solver's time budget for one position's value, seconds
DEFAULT_SECONDS = 3.0
#: the time budget for "win in N" after a value, seconds (its own: the value comes first)
DEFAULT_DISTANCE_SECONDS = 1.0

_SCORE = {"win": 1, "draw": 0, "loss": -1}
_OUTCOME = {1: "win", 0: "draw", -1: "loss"}
_FLIP = {"win": "loss", "draw": "draw", "loss": "win"}
_L3 = 0xF << 25


class ReviewCancelled(Exception):
    """The ``cancel`` event was set while a value was being worked out."""


@dataclass(frozen=True)
class Value:
    """The exact value of a position for the side to move (see the module's docstring).

    ``outcome``: "win", "draw", "loss", or None when unknown; ``plies``: plies to the end with
    best play, where known (0: the game is over; always None for a draw or an unknown value);
    ``source``: "rules", "book", "solver", or "" when unknown."""

    outcome: Optional[str]
    plies: Optional[int] = None
    source: str = ""

    @property
    def known(self) -> bool:
        """Whether the outcome is known."""
        return self.outcome is not None

    @property
    def score(self) -> Optional[int]:
        """+1 (win), 0 (draw), -1 (loss), or None when unknown."""
        return None if self.outcome is None else _SCORE[self.outcome]

    def back(self) -> Value:
        """The value one ply earlier, for the side that moved here: this position's value
        negated (a win for the side to move is a loss for the mover), one ply more to the end."""
        if self.outcome is None:
            return self
        return Value(_FLIP[self.outcome], None if self.plies is None else self.plies + 1,
                     self.source)


UNKNOWN = Value(None)


@dataclass(frozen=True)
class MoveValue:
    """One legal move and the mover's exact value once it is played (``value``'s ``plies`` count
    from before the move)."""

    move: Move
    value: Value


@dataclass(frozen=True)
class Verdict:
    """What move ``index`` (0: the game's first) did, from its mover's point of view.

    ``mover``: "light" or "dark"; ``before``: the value of the position it was played in;
    ``after``: the mover's value once played (the next position's value, negated, see
    :meth:`Value.back`); ``code``: one of :data:`VERDICTS`; ``better_moves``: for a verdict in
    :data:`MISTAKES` or :data:`INACCURACIES`, the moves there that keep ``before`` (at its
    distance, for an inaccuracy), as far as the budget found them; else empty."""

    index: int
    move: Move
    mover: str
    before: Value
    after: Value
    code: str
    better_moves: tuple[Move, ...] = field(default=())

    @property
    def is_mistake(self) -> bool:
        """Whether the move changed the outcome for the worse (:data:`MISTAKES`)."""
        return self.code in MISTAKES


def classify(before: Value, after: Value) -> str:
    """The verdict code (:data:`VERDICTS`) of a move with the mover's values ``before`` and
    ``after`` it (``after.plies`` counted from before the move)."""
    b, a = before.score, after.score
    if b is None or a is None:
        return "unknown"
    if a > b:
        return "inconsistent"
    distances = before.plies is not None and after.plies is not None
    if b == 1:
        if a < 1:
            return "threw_win"
        if not distances:
            return "kept_win"
        assert before.plies is not None and after.plies is not None
        if after.plies == before.plies:
            return "best"
        return "slower_win" if after.plies > before.plies else "inconsistent"
    if b == 0:
        return "kept_draw" if a == 0 else "threw_draw"
    if not distances:
        return "still_lost"
    assert before.plies is not None and after.plies is not None
    if after.plies == before.plies:
        return "best_defence"
    return "shortened_loss" if after.plies < before.plies else "inconsistent"


def _masks(state: pylos.State) -> tuple[int, int]:
    board = state.board()
    tm = board.to_move
    return board.masks[tm], board.masks[1 - tm]


class Reviewer:
    """Exact values of one variant's positions: the rules, then the shipped book, then an exact
    solver (with the book as its leaves) within a budget a position. It keeps the solver's
    tables and the values it found, so that judging a game's positions one after another is
    much cheaper than asking for each afresh; not for two threads at once.

    ``nodes`` / ``seconds``: the solver's budget for one value; ``distance``: whether to look
    for "win in N" (within ``distance_seconds`` more, and as many nodes again) where the solver
    gave the value; ``book``: whether to use the shipped book (a reviewer without it is the
    solver alone, which the independent check compares with the book); ``cancel``: the event
    that stops the work (:class:`ReviewCancelled`)."""

    def __init__(self, variant: str = "standard", *, nodes: Optional[int] = DEFAULT_NODES,
                 seconds: Optional[float] = DEFAULT_SECONDS, distance: bool = True,
                 distance_seconds: Optional[float] = DEFAULT_DISTANCE_SECONDS,
                 book: bool = True, cancel: Optional[threading.Event] = None) -> None:
        if variant not in pylos.VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        self.variant = variant
        self.nodes = nodes
        self.seconds = seconds
        self.distance = distance
        self.distance_seconds = distance_seconds
        self.cancel = cancel
        self.book: Optional[PylosBook] = book_for(variant) if book else None
        self.solver = PylosSolver(variant, book=self.book)
        #: the solver's nodes, all calls together
        self.solver_nodes = 0
        self._values: dict[tuple[int, int], Value] = {}

    # -- one position ----------------------------------------------------------------------------
    def value(self, state: pylos.State) -> Value:
        """The exact value of ``state`` for its side to move (see :class:`Value`)."""
        if state.variant != self.variant:
            raise ValueError(f"a {state.variant} position for a {self.variant} reviewer")
        if state.is_over:
            if state.result == "draw":
                return Value("draw", 0, "rules")
            return Value("win" if state.result == state.to_move else "loss", 0, "rules")
        me, opp = _masks(state)
        return self.value_masks(me, opp)

    def value_masks(self, me: int, opp: int) -> Value:
        """:meth:`value` of a position still going on, given as the side to move's mask and the
        other's (as :mod:`.solver`)."""
        key = (me, opp)
        hit = self._values.get(key)
        if hit is None:
            # (an unknown value is kept too: the same budget would run out again)
            hit = self._values[key] = self._work_out(me, opp)
        return hit

    def book_value(self, me: int, opp: int) -> Optional[int]:
        """The book's value (+1 / 0 / -1) of a position, None where it does not know it or
        there is no book."""
        return None if self.book is None else self.book.value(me, opp)

    def _work_out(self, me: int, opp: int) -> Value:
        if (me | opp) & _L3 == _L3:
            return Value("win", 1, "rules")              # the top is free: crown it
        v = self.book_value(me, opp)
        if v is not None:
            return Value(_OUTCOME[v], None, "book")
        cancel = self._cancel_check()
        try:
            v = self.solver.solve(me, opp, nodes=self.nodes, seconds=self.seconds, cancel=cancel)
        except SolveAborted:
            self.solver_nodes += self.solver.nodes
            self._raise_if_cancelled()
            return UNKNOWN
        self.solver_nodes += self.solver.nodes
        plies: Optional[int] = None
        if v and self.distance:
            try:
                plies = self.solver.distance(me, opp, v, nodes=self.nodes,
                                             seconds=self.distance_seconds, cancel=cancel)
            except SolveAborted:
                self._raise_if_cancelled()
            self.solver_nodes += self.solver.nodes
        return Value(_OUTCOME[v], plies, "solver")

    def _cancel_check(self) -> Optional[Callable[[], bool]]:
        return None if self.cancel is None else self.cancel.is_set

    def _raise_if_cancelled(self) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise ReviewCancelled()

    # -- every move ------------------------------------------------------------------------------
    def move_values(self, state: pylos.State) -> list[MoveValue]:
        """Every legal move of ``state`` (in :meth:`~tabletop_gui.rules.pylos.State.
        legal_moves`'s order) with the mover's value once it is played (a move that ends the
        game has the rules' value: the top crowned, the last sphere spent, a third repetition)."""
        out = []
        for move in state.legal_moves():
            self._raise_if_cancelled()
            out.append(MoveValue(move, self.value(state.play(move)).back()))
        return out

    def better_moves(self, state: pylos.State, before: Value) -> tuple[Move, ...]:
        """The moves of ``state`` that keep ``before`` (the value of ``state``): the same
        outcome, and where ``before`` has a distance, the same distance."""
        if before.outcome is None:
            return ()
        found = []
        for mv in self.move_values(state):
            if mv.value.outcome != before.outcome:
                continue
            if before.plies is not None and mv.value.plies != before.plies:
                continue
            found.append(mv.move)
        return tuple(found)

    # -- a game ----------------------------------------------------------------------------------
    def judge(self, moves: Sequence[Union[str, Move]], *, first: str = "light",
              on_progress: Optional[Callable[[int, int, Verdict], None]] = None
              ) -> list[Verdict]:
        """:func:`judge_game` with this reviewer's budget and tables."""
        state = pylos.new_game(self.variant, first)
        n = len(moves)
        out: list[Verdict] = []
        try:
            before = self.value(state)
            for i, m in enumerate(moves):
                self._raise_if_cancelled()
                move = state.check(m)
                nxt = state.play(move)
                after = self.value(nxt).back()
                code = classify(before, after)
                better: tuple[Move, ...] = ()
                if code in MISTAKES or code in INACCURACIES:
                    better = self.better_moves(state, before)
                verdict = Verdict(i, move, state.to_move, before, after, code, better)
                out.append(verdict)
                if on_progress is not None:
                    on_progress(i, n, verdict)
                state, before = nxt, self.value(nxt)
        except ReviewCancelled:
            pass
        return out


def value_of(state: pylos.State, *, nodes: Optional[int] = DEFAULT_NODES,
             seconds: Optional[float] = DEFAULT_SECONDS, distance: bool = True,
             cancel: Optional[threading.Event] = None,
             reviewer: Optional[Reviewer] = None) -> Value:
    """The exact value of ``state`` for its side to move: win / draw / loss, the plies to the
    end where the rules or the solver tell them, and the source (:class:`Value`); unknown where
    the solver's budget (``nodes``, ``seconds``) runs out. Raises :class:`ReviewCancelled` when
    ``cancel`` is set meanwhile. ``reviewer``: one to reuse (its budget and tables; the other
    arguments are then not used)."""
    if reviewer is None:
        reviewer = Reviewer(state.variant, nodes=nodes, seconds=seconds, distance=distance,
                            cancel=cancel)
    return reviewer.value(state)


def all_move_values(state: pylos.State, *, nodes: Optional[int] = DEFAULT_NODES,
                    seconds: Optional[float] = DEFAULT_SECONDS, distance: bool = True,
                    cancel: Optional[threading.Event] = None,
                    reviewer: Optional[Reviewer] = None) -> list[MoveValue]:
    """Every legal move of ``state`` with the mover's exact value once played (the analysis
    board's list; :meth:`Reviewer.move_values`), with :func:`value_of`'s budget for each."""
    if reviewer is None:
        reviewer = Reviewer(state.variant, nodes=nodes, seconds=seconds, distance=distance,
                            cancel=cancel)
    return reviewer.move_values(state)


def judge_game(variant: str, moves: Sequence[Union[str, Move]],
               on_progress: Optional[Callable[[int, int, Verdict], None]] = None,
               cancel: Optional[threading.Event] = None, *, first: str = "light",
               nodes: Optional[int] = DEFAULT_NODES, seconds: Optional[float] = DEFAULT_SECONDS,
               distance: bool = True, reviewer: Optional[Reviewer] = None) -> list[Verdict]:
    """A :class:`Verdict` for each of ``moves`` (notation or :class:`Move`), played from the
    start of ``variant`` with ``first`` to move: ``on_progress(i, n, verdict)`` is called as
    soon as move ``i`` of ``n`` is judged, in order, so that a GUI can show the first verdicts
    at once. When ``cancel`` is set, returns the verdicts judged so far. An illegal move raises
    the rules' error (nothing after it can be judged)."""
    if reviewer is None:
        reviewer = Reviewer(variant, nodes=nodes, seconds=seconds, distance=distance,
                            cancel=cancel)
    elif reviewer.variant != variant:
        raise ValueError(f"a {reviewer.variant} reviewer for a {variant} game")
    elif cancel is not None:
        reviewer.cancel = cancel
    return reviewer.judge(moves, first=first, on_progress=on_progress)
