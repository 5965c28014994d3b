"""The Pylos computer player: :mod:`.search` (the engine: iterative-deepening alpha-beta with
exact solving near the end, on the rules' public fast core), :mod:`.levels` (what each level
does, immutable values), :mod:`.policy` (how a level chooses a move: the exact values of the
early and middle game from :mod:`.book`, traps, the solver, the search) and :mod:`.budget` (a
move's budget and the bank of what moves save) and :mod:`.review` (exact values and a game's
verdicts, docs/review.md), behind the bot protocol (:mod:`.bot`).

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
from .review import Reviewer, Value, Verdict, all_move_values, judge_game, value_of
from .search import EngineSettings, PylosSearch, SearchCancelled, SearchResult

__all__ = ["LEVELS", "EngineSettings", "Level", "PylosBook", "PylosBot", "PylosSearch",
           "Reviewer", "SearchCancelled", "SearchResult", "Value", "Verdict", "all_move_values",
           "book_for", "check_data", "choose", "judge_game", "make_bot", "to_decision",
           "value_of"]
