"""Hints: the computer (expert, a short budget) suggests a move for the person to move.

:class:`HintService` runs one hint at a time on the model's thread pool; a new request, or
:meth:`HintService.cancel`, drops the one before (its answer never comes).
"""

from __future__ import annotations

import threading
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, Signal

from ..ai import LEVELS
from .worker import BotTask, WorkerBridge

#: The level a hint plays at: the strongest of the AI's levels (weakest first), "expert".
HINT_LEVEL: str = LEVELS[-1]
#: Seconds a hint may think (the expert level, shorter than its move budget).
HINT_SECONDS = 1.0

#: ``factory(game, seat) -> bot``
HintFactory = Callable[[str, int], Any]


def default_hint_bot(game: str, seat: int) -> Any:
    """The :data:`HINT_LEVEL` bot with :data:`HINT_SECONDS`; a random reference for a game the
    AI does not know (a toy game of the tests)."""
    from ..ai.bots import RandomReference, games, make_bot

    if game in games():
        return make_bot(game, HINT_LEVEL, seconds=HINT_SECONDS)
    return RandomReference(game)


class HintService(QObject):
    """See the module docstring."""

    #: (move, info): info["outcome"] "win" / "draw" / "loss" / None (exact, for solved positions) and
    #: info["plies"] (turns to the end when solved)
    ready = Signal(object, object)
    thinkingChanged = Signal(bool)
    failed = Signal(str)            # the hint's bot raised (detail for logs)

    def __init__(self, pool: Any, factory: Optional[HintFactory] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.pool = pool
        self.factory: HintFactory = factory or default_hint_bot
        self._bridge = WorkerBridge(self)
        self._bridge.finished.connect(self._on_finished)
        self._bridge.failed.connect(self._on_failed)
        self._gen = 0
        self._cancel: Optional[threading.Event] = None
        self._task: Optional[BotTask] = None

    def is_thinking(self) -> bool:
        return self._cancel is not None

    def request(self, game: str, seat: int, view: Any) -> bool:
        """Start a hint for ``seat`` in ``view``; False (nothing started) when no bot could be
        made for it."""
        self.cancel()
        self._gen += 1
        gen = self._gen
        cancel = threading.Event()
        self._cancel = cancel
        try:
            bot = self.factory(game, seat)
        except Exception:
            self._cancel = None
            return False
        task = BotTask(bot, view, gen, self._bridge, cancel, with_info=True)
        task.setAutoDelete(False)
        self._task = task
        self.thinkingChanged.emit(True)
        self.pool.start(task)
        return True

    def cancel(self) -> None:
        """Drop the hint being computed (no ``ready`` comes)."""
        self._gen += 1
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
            self.thinkingChanged.emit(False)

    def hurry(self) -> None:
        """Deliver what the hint has found so far."""
        if self._cancel is not None:
            self._cancel.set()

    def _on_finished(self, gen: int, result: Any) -> None:
        if gen != self._gen or self._cancel is None:
            return
        self._cancel = None
        self._task = None
        self.thinkingChanged.emit(False)
        move, info = result
        self.ready.emit(move, info)

    def _on_failed(self, gen: int, detail: str) -> None:
        if gen == self._gen and self._cancel is not None:
            self._cancel = None
            self._task = None
            self.thinkingChanged.emit(False)
            self.failed.emit(detail)


__all__ = ["HintService", "HintFactory", "default_hint_bot", "HINT_SECONDS"]
