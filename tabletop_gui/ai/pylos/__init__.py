"""The Pylos computer player: :mod:`.search` (iterative-deepening alpha-beta with exact
solving near the end, on the rules' public fast core, and the exact values of the early and
middle game from :mod:`.book`) behind the bot protocol (:mod:`.bot`).

``make_bot(level, seed, *, seconds=None, nodes=None)`` is what
:func:`tabletop_gui.ai.bots.make_bot` calls for ``"pylos"``.
"""

from __future__ import annotations

from .book import PylosBook, book_for
from .bot import PylosBot, make_bot, to_decision
from .search import LEVELS, PylosSearch, SearchCancelled, SearchResult, choose

__all__ = ["LEVELS", "PylosBook", "PylosBot", "PylosSearch", "SearchCancelled", "SearchResult", "choose",
           "book_for", "make_bot", "to_decision"]
