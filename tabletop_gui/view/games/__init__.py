"""The games' views: one package per game (``view/games/<game>/``) exposing ``Controller``.

``controller_for(name)`` finds the controller class of a game: one registered with
:func:`register_controller` (a toy game in tests), else ``Controller`` of the package named
after the game (imported then, with the table's modules). :func:`game_picture` and
:func:`game_showcase` give the start page its pictures without that import.
:func:`options_pages` gives the New Game dialog one page per game the model knows, in its
order.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any, Callable, Mapping, Optional

from PySide6.QtCore import QSize
from PySide6.QtGui import QPixmap

from ...model.games import game_names
from .base import GameController, GameHost, OptionsPage

# what makes a game's controller: ``Controller(host)``; its classmethods (``options_page``,
# ``rules_title``) are asked before any is made
ControllerFactory = type[GameController]

_registered: dict[str, ControllerFactory] = {}


def register_controller(name: str, factory: ControllerFactory) -> None:
    """Use the GameController subclass ``factory`` for ``name``: ``factory(host)`` makes its
    controller, its ``options_page()`` the game's New Game page, its ``rules_title()`` the
    title of its rules. Anything else (a function making a controller) is a TypeError."""
    if not (isinstance(factory, type) and issubclass(factory, GameController)):
        raise TypeError(f"the controller of {name!r} must be a GameController subclass, "
                        f"not {factory!r}")
    _registered[name] = factory


def unregister_controller(name: str) -> None:
    _registered.pop(name, None)


def controller_for(name: str) -> ControllerFactory:
    """The controller class of the game ``name``."""
    factory = _registered.get(name)
    if factory is not None:
        return factory
    module = importlib.import_module(f"{__name__}.{name}")
    controller: ControllerFactory = module.Controller
    return controller


def game_picture(name: str, state: Any, size: QSize,
                 options: Optional[Mapping[str, Any]] = None) -> QPixmap:
    """The start page's picture of ``state`` of the game ``name`` (QPainter, no OpenGL): a
    registered controller's ``position_picture``, else what ``GameController.position_picture``
    draws for the game's package (its ``picture.py``) — without importing its controller, so
    the start page paints before the table's modules (pyqtgraph, PyOpenGL, numpy) load."""
    factory = _registered.get(name)
    if factory is not None:
        return factory.position_picture(state, size, options)
    from .picture import position_picture

    return position_picture(f"{__name__}.{name}", state, size, options)


def game_showcase(name: str) -> Any:
    """The position the start page's card of ``name`` shows (its picture module's
    ``showcase()``), else None (the start position); imports no controller either."""
    from .picture import showcase_state

    factory = _registered.get(name)
    return showcase_state(factory if factory is not None else f"{__name__}.{name}")


def options_page(name: str) -> OptionsPage:
    """A new New Game page for ``name``: its controller's ``options_page()`` (by default a
    page without options)."""
    page = controller_for(name).options_page()
    page.game = name
    return page


def options_pages() -> list[OptionsPage]:
    """One New Game page per game the model knows, in its order."""
    return [options_page(name) for name in game_names()]


def lazy_controller(package: str, names: tuple[str, ...]) -> Callable[[str], Any]:
    """A game's view package's module ``__getattr__`` (PEP 562): ``names`` come from its
    ``controller`` module on first use, so the start page draws the game's picture
    (``picture.py``, QPainter) without loading the table's modules (pyqtgraph, PyOpenGL,
    numpy)."""

    def __getattr__(name: str) -> Any:
        if name in names:
            value = getattr(importlib.import_module(f"{package}.controller"), name)
            setattr(sys.modules[package], name, value)
            return value
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__


__all__ = ["GameController", "GameHost", "OptionsPage", "controller_for", "game_picture",
           "game_showcase", "lazy_controller", "options_page", "options_pages",
           "register_controller", "unregister_controller"]
