"""Computer opponents. Imports :mod:`tabletop_gui.rules` and the standard library only (no Qt,
no numpy). Each game's bots live in its own package, ``tabletop_gui.ai.<game>``, exposing
``make_bot(level, seed=None, *, seconds=None, nodes=None)``; everything here talks to a game
through the game protocol only.

Public entry point::

    from tabletop_gui.ai import choose_move
    move = choose_move(state_or_view, level="expert", seconds=None, seed=None)

Levels: ``"beginner"``, ``"easy"``, ``"medium"`` (the app's default), ``"hard"``,
``"expert"``. The bot protocol, the levels, :func:`make_bot` and :func:`register_bots` are in :mod:`.bots`; the
match runner is ``python -m tabletop_gui.ai.match``.
"""

from typing import TYPE_CHECKING, Any

from .levels import DEFAULT_LEVEL, LEVELS

if TYPE_CHECKING:
    from .bots import Bot, Decision, choose_move, decide, make_bot, register_bots

_FROM_BOTS = ("choose_move", "decide", "make_bot", "register_bots", "Bot", "Decision")


def __getattr__(name: str) -> Any:
    """The bots' names, loaded on first use: the app names the levels before its first paint
    and loads the bots only when the computer first thinks (PEP 562)."""
    if name in _FROM_BOTS:
        from . import bots

        return getattr(bots, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["choose_move", "decide", "make_bot", "register_bots", "Bot", "Decision", "LEVELS",
           "DEFAULT_LEVEL"]
