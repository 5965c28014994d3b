"""A legal-move bot: wins at once when it can, otherwise plays a random legal move that does not
lose at once. Game-agnostic, standard library only, no Qt.

:meth:`RandomBot.choose` judges moves through the game protocol alone
(:mod:`tabletop_gui.rules.protocol`: ``seat_to_move``, ``legal_moves()``, ``play()`` and
``outcome.winners``), so it plays any game that implements it.
"""

from __future__ import annotations

import random
import threading
from typing import Any, Callable, Optional, Sequence, TypeVar

from ..rules.protocol import GameState

T = TypeVar("T")


def _no_progress(_percent: int) -> None:
    pass


class RandomBot:
    """Chooses a winning move if one exists, else avoids moves that lose at once, else random.

    ``seed`` makes the choices reproducible (one :class:`random.Random` per bot).
    """

    name = "random"

    def __init__(self, seed: Optional[int] = None) -> None:
        self._rng = random.Random(seed)

    def pick(self, moves: Sequence[T]) -> T:
        """One of ``moves`` at random (for what cannot be played ahead, e.g. a hidden hand)."""
        return self._rng.choice(moves)

    def choose(self, state: GameState, *, cancel: Optional[threading.Event] = None,
               progress: Callable[[int], None] = _no_progress) -> Any:
        """Return a legal move for ``state`` (an open game's state), judging each move through
        the protocol: a win when the mover is the only winner after it, safe when the game goes
        on or the mover is among the winners (a draw).

        ``cancel`` being set means "move now": the bot stops looking and returns the best move
        found so far (never ``None`` while a legal move exists). ``progress`` gets 0..100.
        Raises :class:`ValueError` when there is no legal move (the game is over).
        """
        me = state.seat_to_move

        def judge(after: Any) -> tuple[bool, bool]:
            outcome = after.outcome
            if outcome is None:
                return False, True
            return outcome.winners == (me,), not outcome.winners or me in outcome.winners

        return self._choose(state, judge, cancel, progress)

    def _choose(self, state: GameState, judge: Callable[[Any], tuple[bool, bool]],
                cancel: Optional[threading.Event], progress: Callable[[int], None]) -> Any:
        moves = list(state.legal_moves())
        if not moves:
            raise ValueError("no legal move")
        progress(0)
        safe = []
        for i, move in enumerate(moves):
            if cancel is not None and cancel.is_set():
                break
            wins, ok = judge(state.play(move))
            if wins:
                progress(100)
                return move
            if ok:
                safe.append(move)
            if i % 8 == 7:
                progress(min(99, 100 * (i + 1) // len(moves)))
        # Cancelled early or no win found: a move that does not lose at once if there is one.
        progress(100)
        return self._rng.choice(safe or moves)
