"""The rules of the games, in pure Python (standard library only, no Qt).

Each game module (:mod:`.pylos`, :mod:`.pilus`) offers ``new_game(...)`` returning an immutable
state whose ``play(move)`` returns a new state. States return codes, never sentences: the user
interface turns codes into translated text.
"""

from .common import IllegalMoveError, InvalidMoveError, RulesError

__all__ = ["IllegalMoveError", "InvalidMoveError", "RulesError", "pylos", "pilus"]


def __getattr__(name: str) -> object:  # lazy, so importing one game does not import the other
    if name in ("pylos", "pilus"):
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(name)
