"""The games the model knows: a table of :class:`GameSpec` by name.

A game's spec is found by registration (:func:`register_game`; the app's registry registers
every game at start, in the order the app shows them, and tests register toy games) or else by
convention: ``SPEC`` in the module ``tabletop_gui.model.games.<name>``. Nothing here names a
game; each game's spec lives in its own module.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from typing import Dict, List, Optional

from .base import SEAT_KINDS, GameSpec

_GAMES: Dict[str, GameSpec] = {}
#: a game's name, as a module name (a file may name any game: never import another module)
_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")


def register_game(spec: GameSpec) -> None:
    """Add ``spec`` under ``spec.name`` (replacing one of that name); the order of registration
    is the order of :func:`game_names` (registered again, a game goes to the end: the app's
    registry fixes its order even after a game was found by convention first)."""
    _GAMES.pop(spec.name, None)
    _GAMES[spec.name] = spec


def unregister_game(name: str) -> None:
    _GAMES.pop(name, None)


def _by_convention(name: str) -> Optional[GameSpec]:
    if not _NAME.match(name) or name == "base":
        return None
    try:
        module = importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name == f"{__name__}.{name}":
            return None
        raise
    spec = getattr(module, "SPEC", None)
    return spec if isinstance(spec, GameSpec) and spec.name == name else None


def game_spec(name: str) -> GameSpec:
    """The spec of a game: registered, else ``SPEC`` of ``games/<name>.py`` (then registered);
    :class:`KeyError` for an unknown one."""
    spec = _GAMES.get(name)
    if spec is None and isinstance(name, str):
        spec = _by_convention(name)
        if spec is not None:
            register_game(spec)
    if spec is None:
        raise KeyError(name)
    return spec


def has_lessons(name: str) -> bool:
    """Whether the game has lessons: a ``lessons`` module in the package of its spec, found
    without importing it (the menus and the start page ask before the window's first paint;
    :func:`tabletop_gui.model.lessons.lesson_book` loads it when a lesson starts)."""
    package = game_spec(name).__module__
    try:
        return importlib.util.find_spec(f"{package}.lessons") is not None
    except ModuleNotFoundError:
        return False


def game_names() -> List[str]:
    """The registered games, in the order of registration (the app registers its games in the
    order it shows them)."""
    return list(_GAMES)


def default_game() -> str:
    """The game to show when nothing else says which: the first registered one.
    :class:`LookupError` when no game is registered."""
    names = game_names()
    if not names:
        raise LookupError("no game registered (tabletop_gui.app.registry.install() does it)")
    return names[0]


__all__ = ["GameSpec", "SEAT_KINDS", "game_spec", "game_names", "default_game",
           "register_game", "unregister_game"]
