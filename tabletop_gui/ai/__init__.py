"""Computer opponents for Pylos and PILUS. Imports :mod:`tabletop_gui.rules` and the standard
library only (no Qt, no numpy).

Public entry point::

    from tabletop_gui.ai import choose_move
    move = choose_move(state_or_view, level="expert", seconds=None, seed=None)

Levels: ``"beginner"``, ``"easy"``, ``"medium"`` (the app's default), ``"expert"``. The bot
protocol, the levels and :func:`make_bot` are in :mod:`.bots`; the match runner is
``python -m tabletop_gui.ai.match``.
"""

from .bots import DEFAULT_LEVEL, LEVELS, Bot, Decision, choose_move, decide, make_bot

__all__ = ["choose_move", "decide", "make_bot", "Bot", "Decision", "LEVELS", "DEFAULT_LEVEL"]
