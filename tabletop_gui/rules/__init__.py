"""The rules of the games, in pure Python (standard library only, no Qt).

Each game is a subpackage (``tabletop_gui.rules.<game>``) offering ``new_game(...)`` returning an
immutable state whose ``play(move)`` returns a new state. States return codes, never sentences:
the user interface turns codes into translated text. The games are not named here: any
submodule is imported on first use (``from tabletop_gui.rules import pylos``), so importing one
game does not import the others.
"""

import importlib
import importlib.util
from types import ModuleType

from .common import IllegalMoveError, InvalidMoveError, RulesError

__all__ = ["IllegalMoveError", "InvalidMoveError", "RulesError"]


def __getattr__(name: str) -> ModuleType:
    """A submodule of this package, imported lazily; :class:`AttributeError` for anything else."""
    if not name.startswith("_") and name.isidentifier() \
            and importlib.util.find_spec(f"{__name__}.{name}") is not None:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
