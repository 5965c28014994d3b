"""The Qt model layer (QtCore/QtGui, no widgets): game model, move list, AI worker, save/load.

``from tabletop_gui.model import GameModel, MoveListModel, GameFileError``

The names below are loaded on first use (PEP 562), so the Qt-free modules of this package
(:mod:`.languages`, :mod:`.rules_text`, :mod:`.fileformat`) can be imported without Qt: the
packaging scripts read the file format's constants, the rules-text loader is standard library
only.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game_model import GameModel
    from .gamefile import GameFileError
    from .games import GameSpec, game_names, game_spec, register_game, unregister_game
    from .movelist import MoveListModel
    from .settings import Settings

_WHERE = {
    "GameModel": ".game_model", "GameFileError": ".gamefile", "GameSpec": ".games",
    "game_names": ".games", "game_spec": ".games", "register_game": ".games",
    "unregister_game": ".games", "MoveListModel": ".movelist", "Settings": ".settings",
}


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(where, __name__), name)
    globals()[name] = value
    return value


__all__ = ["GameModel", "MoveListModel", "GameFileError", "GameSpec", "Settings",
           "game_names", "game_spec", "register_game", "unregister_game"]
