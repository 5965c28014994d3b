"""Today's Pylos expert, frozen: a copy of ``tabletop_gui/ai/pylos/`` at main's commit c926246
(before issue #17's work), with its relative imports made absolute, so the match runner can
play "new expert vs today's expert" in one process (``python -m bench sparring ladder``; a bot
spec ``baseline:expert@nodes=N``). Do not edit: it is the yardstick. Its rules are the current
``tabletop_gui.rules.pylos`` (the rules' public fast core, which #17 does not change).

The original docstring follows.

The Pylos computer player: :mod:`.search` (iterative-deepening alpha-beta with exact
solving near the end, on the rules' public fast core) behind the bot protocol (:mod:`.bot`).

``make_bot(level, seed, *, seconds=None, nodes=None)`` is what
:func:`tabletop_gui.ai.bots.make_bot` calls for ``"pylos"``.
"""

from __future__ import annotations

from .bot import PylosBot, make_bot, to_decision
from .search import LEVELS, PylosSearch, SearchCancelled, SearchResult, choose

__all__ = ["LEVELS", "PylosBot", "PylosSearch", "SearchCancelled", "SearchResult", "choose",
           "make_bot", "to_decision"]
