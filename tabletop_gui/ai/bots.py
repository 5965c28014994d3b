"""The one place the rest of the app asks for a computer opponent.

``make_bot(game, level)`` returns an object with
``choose(state, *, cancel: threading.Event, progress: Callable[[int], None]) -> move``.
Today every game and level gets :class:`~tabletop_gui.ai.random_bot.RandomBot`; the real AI
slots in here without the model or the view changing.
"""

from __future__ import annotations

import threading
from typing import Any, Callable, Optional, Protocol

from .random_bot import RandomBot

GAMES = ("pylos", "pilus")
LEVELS = (1, 2, 3)


class Bot(Protocol):
    def choose(
        self, state: Any, *, cancel: threading.Event, progress: Callable[[int], None]
    ) -> Any: ...


def make_bot(game: str, level: int = 1, seed: Optional[int] = None) -> Bot:
    """A bot for ``game`` at strength ``level`` (1 = weakest). ``seed`` makes it reproducible."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    return RandomBot(seed)
