"""The registry of games: the one module that names every game the app offers, in the order
it offers them, and puts a game into every layer's table at once.

Each layer finds a game by convention when nothing is registered for it (the model:
``tabletop_gui.model.games.<name>.SPEC``; the AI: ``tabletop_gui.ai.<name>``; the view:
``tabletop_gui.view.games.<name>``), so :func:`install` only fixes the order by registering
the model's specs. A game from elsewhere (the tests' toy game) passes its parts explicitly::

    register_game("nim", spec=NimSpec(), bots=make_nim_bot, controller=NimController)
    ...
    unregister_game("nim")
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Dict, Optional, Set

if TYPE_CHECKING:
    from ..view.games.base import GameController

#: every game of the app, in the order the app shows them (the first is the default game)
GAMES = ("pylos", "pilus")

#: which layers' tables each game was put into here (so unregister_game undoes exactly that)
_REGISTERED: Dict[str, Set[str]] = {}


def register_game(name: str, *, spec: Any = None, bots: Optional[Callable[..., Any]] = None,
                  controller: Optional[type[GameController]] = None) -> None:
    """Put the game ``name`` into the model's table (``spec``, a
    :class:`~tabletop_gui.model.games.GameSpec`; None: the model's own by convention), the
    AI's (``bots``, a factory ``(level, seed=None, *, seconds=None, nodes=None) -> bot``) and
    the view's (``controller``, a ``GameController`` subclass). Parts left None are found by
    each layer's convention. The view is imported only when a controller is given, so using
    the model alone never loads widgets."""
    from ..model import games as model_games

    if spec is None:
        spec = model_games.game_spec(name)
    if spec.name != name:
        raise ValueError(f"the spec of {name!r} is named {spec.name!r}")
    model_games.register_game(spec)
    layers = _REGISTERED.setdefault(name, set())
    layers.add("model")
    if bots is not None:
        from ..ai.bots import register_bots

        register_bots(name, bots)
        layers.add("ai")
    if controller is not None:
        from ..view.games import register_controller

        register_controller(name, controller)
        layers.add("view")


def unregister_game(name: str) -> None:
    """Take ``name`` out of the tables :func:`register_game` put it into."""
    layers = _REGISTERED.pop(name, set())
    from ..model import games as model_games

    model_games.unregister_game(name)
    if "ai" in layers:
        from ..ai.bots import unregister_bots

        unregister_bots(name)
    if "view" in layers:
        from ..view.games import unregister_controller

        unregister_controller(name)


def install() -> None:
    """Register every game of :data:`GAMES`, in order (the app does it at start; so do the
    tests' fixtures)."""
    for name in GAMES:
        register_game(name)


__all__ = ["GAMES", "register_game", "unregister_game", "install"]
