"""The Pylos computer player: :mod:`.search` (the engine: iterative-deepening alpha-beta with
exact solving near the end, on the rules' public fast core), :mod:`.levels` (what each level
does, immutable values), :mod:`.policy` (how a level chooses a move: the exact values of the
early and middle game from :mod:`.book`, traps, the solver, the search) and :mod:`.budget` (a
move's budget and the bank of what moves save), behind the bot protocol (:mod:`.bot`).

``make_bot(level, seed, *, seconds=None, nodes=None)`` is what
:func:`tabletop_gui.ai.bots.make_bot` calls for ``"pylos"``, ``check_data()`` (:mod:`.data`)
what :func:`tabletop_gui.ai.bots.check_data` does.
"""

from __future__ import annotations

from .book import PylosBook, book_for
from .bot import PylosBot, make_bot, to_decision
from .data import check_data
from .levels import LEVELS, Level
from .policy import choose
from .search import EngineSettings, PylosSearch, SearchCancelled, SearchResult

__all__ = ["LEVELS", "EngineSettings", "Level", "PylosBook", "PylosBot", "PylosSearch",
           "SearchCancelled", "SearchResult", "book_for", "check_data", "choose", "make_bot",
           "to_decision"]
