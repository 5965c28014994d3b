"""The Qt model layer (QtCore/QtGui, no widgets): game model, move list, AI worker, save/load.

``from tabletop_gui.model import GameModel, MoveListModel, GameFileError``
"""

from . import pyside_fixes

pyside_fixes.apply()

from .gamefile import GameFileError  # noqa: E402 - after the fix, which every import needs
from .game_model import GameModel
from .games import GameSpec, game_names, game_spec, register_game
from .movelist import MoveListModel
from .settings import Settings
from .worker import SynchronousPool

__all__ = ["GameModel", "MoveListModel", "GameFileError", "GameSpec", "Settings",
           "SynchronousPool", "game_names", "game_spec", "register_game"]
