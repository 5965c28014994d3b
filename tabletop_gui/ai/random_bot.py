"""A legal-move bot: wins at once when it can, otherwise plays a random legal move.

A placeholder until the real AI lands. Game-agnostic: it only uses ``state.legal_moves()``,
``state.play(move)``, ``state.to_move`` and ``state.result`` (the protocol in
:mod:`tabletop_gui.rules.common`). Standard library only, no Qt.
"""

from __future__ import annotations

import random
import threading
from typing import Any, Callable, Optional


def _no_progress(_percent: int) -> None:
    pass


class RandomBot:
    """Chooses a winning move if one exists, else avoids moves that lose at once, else random.

    ``seed`` makes the choices reproducible (one :class:`random.Random` per bot).
    """

    name = "random"

    def __init__(self, seed: Optional[int] = None) -> None:
        self._rng = random.Random(seed)

    def choose(
        self,
        state: Any,
        *,
        cancel: Optional[threading.Event] = None,
        progress: Callable[[int], None] = _no_progress,
    ) -> Any:
        """Return a legal move for ``state``.

        ``cancel`` being set means "move now": the bot stops looking and returns the best move
        found so far (never ``None`` while a legal move exists). ``progress`` gets 0..100.
        Raises :class:`ValueError` when there is no legal move (the game is over).
        """
        moves = list(state.legal_moves())
        if not moves:
            raise ValueError("no legal move")
        progress(0)
        me = state.to_move
        safe = []
        for i, move in enumerate(moves):
            if cancel is not None and cancel.is_set():
                break
            result = state.play(move).result
            if result == me:
                progress(100)
                return move
            if result is None or result == "draw":
                safe.append(move)
            if i % 8 == 7:
                progress(min(99, 100 * (i + 1) // len(moves)))
        # Cancelled early or no win found: a move that does not lose at once if there is one.
        progress(100)
        return self._rng.choice(safe or moves)
