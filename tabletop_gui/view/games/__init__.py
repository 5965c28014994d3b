"""The games' views: one package per game (``view/games/<game>/``) exposing ``Controller``.

``controller_for(name)`` finds the controller class of a game: one registered with
:func:`register_controller` (a toy game in tests), else ``Controller`` of the package named
after the game. :func:`options_pages` gives the New Game dialog one page per game the model
knows, in its order.
"""

from __future__ import annotations

import importlib
from typing import Callable

from ...model.games import game_names
from .base import GameController, GameHost, OptionsPage

ControllerFactory = Callable[[GameHost], GameController]

_registered: dict[str, ControllerFactory] = {}


def register_controller(name: str, factory: ControllerFactory) -> None:
    """Use ``factory(host)`` (a GameController subclass, or a function making one) for
    ``name``; its ``options_page()`` (a class attribute) makes the game's New Game page."""
    _registered[name] = factory


def unregister_controller(name: str) -> None:
    _registered.pop(name, None)


def controller_for(name: str) -> ControllerFactory:
    """The controller class (factory) of the game ``name``."""
    factory = _registered.get(name)
    if factory is not None:
        return factory
    module = importlib.import_module(f"{__name__}.{name}")
    controller: ControllerFactory = module.Controller
    return controller


def options_page(name: str) -> OptionsPage:
    """A new New Game page for ``name``: its controller's ``options_page()``, or a page
    without options."""
    factory = controller_for(name)
    make = getattr(factory, "options_page", None)
    if make is None:
        page = OptionsPage()
        page.game = name
        return page
    page = make()
    page.game = name
    return page


def options_pages() -> list[OptionsPage]:
    """One New Game page per game the model knows, in its order."""
    return [options_page(name) for name in game_names()]


__all__ = ["GameController", "GameHost", "OptionsPage", "controller_for", "options_page",
           "options_pages", "register_controller", "unregister_controller"]
